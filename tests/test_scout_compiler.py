"""scout over code with the compiler in the loop: a small repository written here, ingested through the real
language servers, each change sent as an unsaved edit to the real basedpyright and typescript-language-server
kept warm between questions (or made in a scratch copy and checked by basedpyright's command). The
checker finds what the offline rater misses (a callback passed where a typed parameter expects it, a
`Record<Status, ...>` that must name every member), lowers an offline high it does not report, says
"Nothing breaks" only when it ran, says why it did not, follows the repository's files as they are
edited, and never touches them."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from kg_server.answers.scout import ScoutPointer, ScoutReport
from kg_server.config import Settings
from kg_server.contract.reads import SCOUT, Scout
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.service import KnowledgeGraph
from tests.helpers.repositories import ingested

pytestmark = pytest.mark.slow  # two language servers and two type checkers

FILES = {
    "names/__init__.py": "",
    "names/format.py": '''\
from collections.abc import Callable
import enum


class Colour(enum.Enum):
    RED = 1
    BLUE = 2


def format_name(value: int) -> str:
    return f"#{value}"


def apply(handler: Callable[[int], str], value: int) -> str:
    return handler(value)
''',
    "names/use.py": '''\
from typing import Any

from .format import Colour, apply, format_name


def shown(value: int) -> str:
    return apply(format_name, value)


def legacy(value: int) -> str:
    return format_name(value)  # type: ignore


def is_red(colour: Colour) -> bool:
    return colour is Colour.RED


def forward(**options: Any) -> str:
    return format_name(**options)
''',
    "names/shapes.py": '''\
import abc


class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self) -> float: ...


class Square(Shape):
    def __init__(self, side: float) -> None:
        self.side = side

    def area(self) -> float:
        return self.side * self.side
''',
    "names/garden.py": '''\
from .shapes import Square


def plot() -> Square:
    return Square(2.0)
''',
    "web/status.ts": '''\
export enum Status {
  Active = "active",
  Paused = "paused",
}

export const LABELS: Record<Status, string> = {
  [Status.Active]: "running",
  [Status.Paused]: "on hold",
};

export function label(status: Status): string {
  return LABELS[status];
}
''',
}


@pytest.fixture(scope="module")
async def repository(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("checked")


@pytest.fixture(scope="module")
async def names(settings: Settings, embedder: LocalEmbedder, repository: Path) -> AsyncIterator[KnowledgeGraph]:
    # A file of its own in each run, so that its first question runs the checker on the unedited copy.
    checked = settings.model_copy(update={"scout_compiler": "server"})
    files = {**FILES, "names/run.py": f"RUN = {uuid.uuid4().hex!r}\n"}
    async with ingested(checked, embedder, repository, files) as graph:
        yield graph


async def ask(graph: KnowledgeGraph, query: str, **arguments: Any) -> ScoutReport:
    return await graph.run(SCOUT, Scout(query=query, max_tokens=50_000, **arguments))


def line_of(document: str, text: str) -> int:
    return next(n for n, line in enumerate(FILES[document].splitlines(), 1) if text in line)


def at(report: ScoutReport, location: str) -> ScoutPointer:
    found = [p for p in report.pointers if p.location == location]
    assert found, f"no pointer at {location}: {[p.location for p in report.pointers]}"
    return found[0]


def snapshot(root: Path) -> dict[str, tuple[bytes, int]]:
    return {p.relative_to(root).as_posix(): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in sorted(root.rglob("*")) if p.is_file()}


async def test_the_checker_finds_a_callback_and_lowers_what_it_does_not_report(names: KnowledgeGraph,
                                                                               repository: Path) -> None:
    before = snapshot(repository)
    report = await ask(names, "add a required parameter `suffix` to format_name")
    check = report.meta.checked
    assert check is not None and check.checked and check.checker == "basedpyright", check
    assert check.way == "server started" and check.edit == "add a required parameter `suffix`"
    # The edited file and the one using format_name: the files the graph links to the change.
    assert check.files == 2, check
    # Passed where a Callable[[int], str] is expected: the offline rater did not call it a break (its
    # action would have been kept), the checker does, with its message.
    callback = at(report, f"names/use.py:{line_of('names/use.py', 'apply(format_name')}")
    assert callback.risk == "high" and callback.why.startswith("basedpyright reports: Argument of type")
    assert callback.action is not None and callback.action.startswith("fix what basedpyright reports")
    # A call the offline rater calls a break, under `# type: ignore`: the checker is silenced there, so it
    # stays a look. A call through **options it would look at: the checker reports nothing, so it is safe.
    ignored = at(report, f"names/use.py:{line_of('names/use.py', 'type: ignore')}")
    assert ignored.risk == "medium" and "basedpyright is silenced on this line" in ignored.why, ignored
    forwarded = at(report, f"names/use.py:{line_of('names/use.py', 'format_name(**options)')}")
    assert forwarded.risk == "low" and forwarded.why.endswith("basedpyright reports no error here"), forwarded
    assert {p.location for p in report.pointers if p.risk == "high"} == {callback.location}
    words = "1 new error after the edit (add a required parameter `suffix`)."
    assert report.summary.endswith(f"Checked by basedpyright (server started, 2 files, {check.seconds:g} s): {words}")
    # The second question finds the server running, and the same answer.
    again = await ask(names, "what breaks", symbol="format_name", change="add_parameter", parameter="suffix")
    assert again.meta.checked is not None and again.meta.checked.way == "warm server"
    assert [(p.location, p.risk) for p in again.pointers] == [(p.location, p.risk) for p in report.pointers]
    # The edits were unsaved: the repository the graph was read from is as it was.
    assert snapshot(repository) == before


async def test_the_warm_server_follows_the_files_as_they_are_edited(names: KnowledgeGraph, repository: Path) -> None:
    await ask(names, "add a required parameter `suffix` to format_name")  # the server is warm
    use = repository / "names/use.py"
    kept = use.read_text(encoding="utf-8")
    use.write_text(kept + "\n\ndef louder(value: int) -> str:\n    return format_name(value).upper()\n",
                   encoding="utf-8")
    try:
        report = await ask(names, "add a required parameter `suffix` to format_name")
    finally:
        use.write_text(kept, encoding="utf-8")
    check = report.meta.checked
    assert check is not None and check.way == "warm server" and check.new_errors == 2, check
    # A call the graph has not read yet (nobody ingested since): the checker's own pointer, with its line.
    added = at(report, f"names/use.py:{len(kept.splitlines()) + 4}")
    assert added.risk == "high" and added.quote == "return format_name(value).upper()", added
    assert added.why.startswith("basedpyright reports: Argument missing for parameter")
    # The file back as it was: the server reads it so again.
    again = await ask(names, "add a required parameter `suffix` to format_name")
    assert again.meta.checked is not None and again.meta.checked.new_errors == 1
    assert not [p for p in again.pointers if p.location == added.location]


async def test_a_scratch_copy_checks_the_whole_repository(names: KnowledgeGraph, repository: Path) -> None:
    before = snapshot(repository)
    kept = names.settings
    names.settings = kept.model_copy(update={"scout_compiler": "copy"})
    try:
        report = await ask(names, "add a required parameter `suffix` to format_name")
        again = await ask(names, "add a required parameter `suffix` to format_name")
    finally:
        names.settings = kept
    check = report.meta.checked
    assert check is not None and check.way == "scratch copy" and check.files is None and check.new_errors == 1
    # The copy's errors before the edit are run once for this content, then read from the cache.
    assert check.baseline == "run" and again.meta.checked is not None and again.meta.checked.baseline == "cached"
    assert "Checked by basedpyright (scratch copy, the whole repository" in report.summary
    assert [(p.location, p.risk) for p in again.pointers] == [(p.location, p.risk) for p in report.pointers]
    assert snapshot(repository) == before


async def test_a_record_of_every_member_breaks_when_a_member_is_added(names: KnowledgeGraph) -> None:
    report = await ask(names, "add a member Extra to Status")
    check = report.meta.checked
    assert check is not None and check.checked and check.checker == "tsc" and check.new_errors == 1, check
    record = at(report, f"web/status.ts:{line_of('web/status.ts', 'export const LABELS')}")
    assert record.risk == "high" and record.why.startswith("tsc reports: Property '[Status.Extra]' is missing")
    assert "Add a member: breaks 1 place" in report.summary and "Checked by tsc" in report.summary


async def test_nothing_breaks_is_said_when_the_checker_ran_and_found_nothing(names: KnowledgeGraph) -> None:
    report = await ask(names, "add a member GREEN to Colour")
    assert report.meta.checked is not None and report.meta.checked.new_errors == 0
    assert not [p for p in report.pointers if p.risk == "high"]
    assert "Nothing breaks: add a member leaves every use of it working: basedpyright reports no new error." \
        in report.summary


async def test_a_spent_budget_checks_the_edited_file_and_says_what_it_left(names: KnowledgeGraph) -> None:
    await ask(names, "add a member GREEN to Colour")  # the server is warm: a first check checks every file
    kept = names.settings
    names.settings = kept.model_copy(update={"scout_compiler_budget": 1e-6})
    try:
        report = await ask(names, "add a member GREEN to Colour")
    finally:
        names.settings = kept
    check = report.meta.checked
    assert check is not None and check.checked and check.way == "warm server", check
    assert check.files == 1 and check.unchecked_files == 1, check  # names/use.py, where Colour is used
    assert ("Nothing breaks in the 1 file checked: basedpyright reports no new error there (1 more file left "
            "unchecked).") in report.summary
    assert ("Left unchecked within KG_SCOUT_COMPILER_BUDGET: 1 more file naming it or using it, their lines rated "
            "offline.") in report.summary


async def test_renaming_what_implements_an_abstract_method_breaks_the_constructions(names: KnowledgeGraph) -> None:
    # garden.py never names `area`: it is checked because it constructs the class the rename leaves abstract.
    report = await ask(names, "what breaks", symbol="Square.area", change="rename", new_name="area_v2")
    check = report.meta.checked
    assert check is not None and check.checked and check.new_errors == 1, check
    built = at(report, f"names/garden.py:{line_of('names/garden.py', 'return Square(2.0)')}")
    assert built.risk == "high" and "abstract" in built.why, built


async def test_a_removal_and_a_parameters_rename_are_checked(names: KnowledgeGraph) -> None:
    removed = await ask(names, "remove format_name")
    check = removed.meta.checked
    assert check is not None and check.checked and check.edit == "remove `format_name`", check
    # The import of the name that is gone is what basedpyright reports (the calls after it lose their type).
    imported = at(removed, f"names/use.py:{line_of('names/use.py', 'from .format import')}")
    assert imported.risk == "high" and "is unknown import symbol" in imported.why, imported
    renamed = await ask(names, "what breaks", symbol="apply", change="rename_parameter", parameter="handler",
                        new_name="callback")
    check = renamed.meta.checked
    assert check is not None and check.checked and check.edit == "rename the parameter `handler` to `callback`"
    # The body still says `handler`: the line that calls it breaks.
    body = at(renamed, f"names/format.py:{line_of('names/format.py', 'return handler(value)')}")
    assert body.risk == "high" and "is not defined" in body.why, body


async def test_the_answer_says_why_it_was_not_checked(names: KnowledgeGraph, repository: Path) -> None:
    changed = await ask(names, "change how format_name works")
    check = changed.meta.checked
    assert check is not None and not check.checked and check.reason is not None
    assert check.reason.startswith("scout writes no edit for this change (change its behaviour"), check.reason
    assert f"Not checked by the compiler ({check.reason}): rated offline from the syntax." in changed.summary

    moved = repository.with_name(repository.name + "-moved")
    repository.rename(moved)
    try:
        gone = await ask(names, "add a member GREEN to Colour")
    finally:
        moved.rename(repository)
    assert gone.meta.checked is not None and not gone.meta.checked.checked
    assert gone.meta.checked.reason == "the repository folder the graph was read from is no longer on disk"
    assert "Nothing breaks" not in gone.summary
    assert "No use breaks as the offline rater reads the syntax" in gone.summary
