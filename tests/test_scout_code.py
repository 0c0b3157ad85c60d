"""scout over code ("what breaks if I change X") on a small repository written here, ingested through the
real language servers (basedpyright, typescript-language-server) into a real Neo4j, asked in a
developer's sentence: an enum matched with and without a default arm, an isinstance-free chain ending in
assert_never, a TypeScript switch, a re-export, a parameter passed on through **kwargs and through a
function's own parameters, an override; the LLM rater against a loopback OpenAI-compatible endpoint."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from typing import Any

import pytest
from pydantic import SecretStr

from kg_server.answers.scout import ScoutPointer, ScoutReport
from kg_server.config import Settings
from kg_server.contract.reads import SCOUT, Scout
from kg_server.errors import InvalidArgument, SymbolAmbiguous, SymbolNotFound
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.service import KnowledgeGraph
from tests.helpers.fakes import FakeLLM, Reply, completion, error
from tests.helpers.repositories import ingested

pytestmark = pytest.mark.slow  # two language servers start for the module's ingest

FILES = {
    "shapes/__init__.py": '''\
"""Shapes: kinds of shapes and their areas."""

from .kinds import Kind as Kind
from .measure import area

__all__ = ["Kind", "area"]
''',
    "shapes/kinds.py": '''\
import enum
from typing import assert_never


class Kind(enum.Enum):
    CIRCLE = 1
    SQUARE = 2


def describe(kind: Kind) -> str:
    match kind:
        case Kind.CIRCLE:
            return "round"
        case Kind.SQUARE:
            return "square"


def short_name(kind: Kind) -> str:
    match kind:
        case Kind.CIRCLE:
            return "c"
        case _:
            return "other"


def corners(kind: Kind) -> int:
    if kind is Kind.CIRCLE:
        return 0
    elif kind is Kind.SQUARE:
        return 4
    else:
        assert_never(kind)


class Colour(enum.Enum):
    RED = 1
    BLUE = 2


def paint(colour: Colour) -> str:
    match colour:
        case Colour.RED:
            return "warm"
        case _:
            return "cool"
''',
    "shapes/measure.py": '''\
from typing import Any


def area(width: float, height: float, unit: str = "cm") -> float:
    """The area of a rectangle."""
    scale = 100.0 if unit == "m" else 1.0
    return width * height * scale


def scaled_area(width: float, height: float, factor: float) -> float:
    return area(width, height) * factor


def area_of(**options: Any) -> float:
    return area(**options)


class Shape:
    def size(self, unit: str) -> float:
        return 1.0


class Square(Shape):
    def size(self, unit: str) -> float:
        return 4.0


def total(shapes: list[Shape]) -> float:
    return sum(shape.size("cm") for shape in shapes)
''',
    "shapes/report.py": '''\
from shapes import area
from shapes.kinds import Kind, describe
from shapes.measure import area_of, scaled_area


def report(kind: Kind) -> str:
    first = area(2.0, 3.0)
    second = area(width=1.0, height=2.0, unit="m")
    third = scaled_area(1.0, 2.0, 3.0)
    fourth = area_of(width=1.0, height=2.0)
    return f"{describe(kind)} {first} {second} {third} {fourth}"
''',
    "shapes/lookup.py": '''\
class Entry:
    def __init__(self, name: str) -> None:
        self.name = name


class Registry:
    def find(self, name: str) -> Entry:
        return Entry(name)


def shout(registry: Registry, name: str) -> str:
    entry = registry.find(name)
    label = f"{entry}"
    return label + entry.name.upper()


def quiet(registry: Registry, name: str) -> str:
    entry = registry.find(name)
    if entry is None:
        return ""
    return entry.name
''',
    "tests/test_measure.py": '''\
from shapes.measure import area


def test_area() -> None:
    assert area(2.0, 2.0) == 4.0
''',
    "web/status.ts": '''\
export enum Status {
  Active = "active",
  Paused = "paused",
}

export function assertNever(value: never): never {
  throw new Error(String(value));
}

export function label(status: Status): string {
  switch (status) {
    case Status.Active:
      return "on";
    case Status.Paused:
      return "off";
    default:
      return assertNever(status);
  }
}

export function isOn(status: Status): boolean {
  switch (status) {
    case Status.Active:
      return true;
    default:
      return false;
  }
}
''',
    "web/methods.ts": '''\
export type Method = "get" | "post";

export const methods = ["get", "post"] as const;

export const isMethod = (input: string): boolean => methods.includes(input as Method);

export function loud(method: Method): string {
  return method.toUpperCase();
}

export function firstMethod(names: string[]): string {
  return names[0] ?? "get";
}

export function methodOf(names: string[], empty: boolean): string {
  return empty ? "get" : firstMethod(names);
}
''',
    "README.md": "# shapes\n\n`area` gives the area of a rectangle; `Kind` names the kinds of shapes.\n",
}


@pytest.fixture(scope="module")
async def shapes(settings: Settings, embedder: LocalEmbedder, tmp_path_factory: pytest.TempPathFactory
                 ) -> AsyncIterator[KnowledgeGraph]:
    # The offline rater's answers, as KG_SCOUT_COMPILER=off gives them (test_scout_compiler.py checks with it on).
    offline = settings.model_copy(update={"scout_compiler": "off"})
    async with ingested(offline, embedder, tmp_path_factory.mktemp("repository"), FILES) as graph:
        yield graph


async def ask(graph: KnowledgeGraph, query: str, **arguments: Any) -> ScoutReport:
    return await graph.run(SCOUT, Scout(query=query, max_tokens=50_000, **arguments))


def at(report: ScoutReport, location: str) -> ScoutPointer:
    found = [p for p in report.pointers if p.location == location]
    assert found, f"no pointer at {location}: {[p.location for p in report.pointers]}"
    return found[0]


def risky(report: ScoutReport) -> dict[str, str]:
    return {p.location or "": p.risk for p in report.pointers if p.risk != "low"}


def line_of(text: str, needle: str, after: int = 0) -> int:
    """The line (from 1) of the first line holding `needle`, after line `after`."""
    return next(n for n, line in enumerate(text.splitlines(), start=1) if n > after and needle in line)


async def test_a_new_member_breaks_the_exhaustive_matches_and_nothing_else(shapes: KnowledgeGraph) -> None:
    kinds = FILES["shapes/kinds.py"]
    report = await ask(shapes, "Kind - adding a third variant", tags=["exhaustive", "pattern-match"], budget=15)
    meta = report.meta
    assert meta.mode == "code" and meta.change is not None
    assert meta.change.symbol == "py:shapes.kinds.Kind" and meta.change.change == "add_member"
    assert meta.change.defined_at == f"shapes/kinds.py:{line_of(kinds, 'class Kind')}"
    assert set(meta.change.also) == {"py:shapes.kinds.Kind.CIRCLE", "py:shapes.kinds.Kind.SQUARE"}
    # The match without a default arm breaks at its `match` line, the chain at its assert_never; the
    # match with a default arm takes the new member.
    match_line = line_of(kinds, "match kind:")
    never_line = line_of(kinds, "assert_never(kind)")
    assert risky(report) == {f"shapes/kinds.py:{match_line}": "high", f"shapes/kinds.py:{never_line}": "high"}
    exhaustive = at(report, f"shapes/kinds.py:{match_line}")
    assert exhaustive.concept_id == "py:shapes.kinds.describe" and exhaustive.use == "pattern"
    assert exhaustive.statement is not None and exhaustive.statement[0] == match_line
    assert exhaustive.quote == "    match kind:" and "add a case" in (exhaustive.action or "")
    defaulted = at(report, f"shapes/kinds.py:{line_of(kinds, 'case Kind.CIRCLE:', line_of(kinds, 'def short_name'))}")
    assert defaulted.risk == "low" and "default arm" in (defaulted.what or "")
    # Imports, re-exports and annotations are safe, and counted so.
    for pointer in report.pointers:
        if pointer.use in ("import", "re-export", "annotation"):
            assert pointer.risk == "low", pointer
    assert meta.safe_to_ignore["annotation"] >= 4 and meta.safe_to_ignore["re-export"] == 2
    assert report.summary.startswith(f"Kind (shapes/kinds.py:{line_of(kinds, 'class Kind')}).")
    assert "breaks 2 places" in report.summary and "Safe to ignore: " in report.summary
    assert re.search(r"\d+ annotations", report.summary)
    # The tags wanted lift the breaking matches (3 points a tag), visited first.
    assert meta.trace[0].parts["tags"] == 6.0 and meta.trace[0].location in risky(report)
    assert meta.nodes_visited <= 15 and meta.budget_remaining == 15 - meta.nodes_visited


async def test_a_typescript_switch_ending_in_assert_never_breaks_and_one_with_a_default_does_not(
        shapes: KnowledgeGraph) -> None:
    status = FILES["web/status.ts"]
    report = await ask(shapes, "what breaks if I add a member Archived to the Status enum")
    assert report.meta.change is not None and report.meta.change.symbol.startswith("ts:") and \
        report.meta.change.change == "add_member"
    never = f"web/status.ts:{line_of(status, 'return assertNever(status);')}"
    assert risky(report) == {never: "high"}
    assert at(report, never).concept_id.endswith(".label")


async def test_a_value_asserted_to_a_union_that_gains_a_variant_is_looked_at(shapes: KnowledgeGraph) -> None:
    methods = FILES["web/methods.ts"]
    report = await ask(shapes, "Method - add a variant 'put' to the union")
    assert report.meta.change is not None and report.meta.change.change == "add_member"
    # The tuple of the old methods no longer takes `input as Method`; the parameter's annotation only widens.
    asserted = f"web/methods.ts:{line_of(methods, 'input as Method')}"
    assert risky(report) == {asserted: "medium"}
    assert "asserted to the type" in (at(report, asserted).action or "")
    assert at(report, f"web/methods.ts:{line_of(methods, 'method: Method')}").risk == "low"


async def test_a_value_returned_from_a_ternary_branch_breaks_a_declared_return_type(shapes: KnowledgeGraph) -> None:
    methods = FILES["web/methods.ts"]
    report = await ask(shapes, "firstMethod - make the return type optional (string | undefined)")
    assert report.meta.change is not None and report.meta.change.change == "change_return"
    assert risky(report) == {f"web/methods.ts:{line_of(methods, 'empty ? ')}": "high"}


async def test_a_value_that_may_be_none_breaks_where_it_is_read_not_where_it_is_kept(shapes: KnowledgeGraph) -> None:
    lookup = FILES["shapes/lookup.py"]
    report = await ask(shapes, "Registry.find - make the return type optional (`Entry | None`)")
    # Kept in `entry`, formatted (fine with None), then its attribute read: the read breaks, lines later.
    read = f"shapes/lookup.py:{line_of(lookup, 'entry.name.upper()')}"
    assert risky(report) == {read: "high"}, risky(report)
    assert "it is kept in `entry`, and at line" in (at(report, read).action or "")
    # Tested for None before it is read: nothing to change.
    kept = line_of(lookup, "entry = registry.find(name)", line_of(lookup, "def quiet"))
    assert at(report, f"shapes/lookup.py:{kept}").risk == "low"


async def test_when_nothing_matches_every_member_nothing_breaks(shapes: KnowledgeGraph) -> None:
    report = await ask(shapes, "add a member GREEN to Colour")
    assert report.meta.change is not None and report.meta.change.symbol == "py:shapes.kinds.Colour"
    assert not [p for p in report.pointers if p.risk == "high"]
    assert "No use breaks as the offline rater reads the syntax" in report.summary and report.pointers
    assert report.meta.nodes_visited == 0 and "not above the threshold" in report.meta.interpretation


async def test_a_required_parameter_breaks_every_call_and_follows_what_passes_it_on(shapes: KnowledgeGraph) -> None:
    measure, calls = FILES["shapes/measure.py"], FILES["shapes/report.py"]
    report = await ask(shapes, "add a required parameter `depth` to area")
    change = report.meta.change
    assert change is not None and (change.change, change.parameter, change.required) == ("add_parameter", "depth", True)
    assert change.found_by == "exact label" and change.qualified_name == "shapes.measure.area"
    forwards = f"shapes/measure.py:{line_of(measure, 'return area(width, height)')}"
    wrapper = f"shapes/measure.py:{line_of(measure, 'return area(**options)')}"
    through = f"shapes/report.py:{line_of(calls, 'area_of(width=1.0')}"
    assert risky(report) == {
        forwards: "high", f"shapes/report.py:{line_of(calls, 'area(2.0, 3.0)')}": "high",
        f"shapes/report.py:{line_of(calls, 'area(width=1.0')}": "high", "tests/test_measure.py:5": "high",
        wrapper: "medium", through: "medium"}
    call = at(report, forwards)
    assert call.concept_id == "py:shapes.measure.scaled_area" and call.use == "call"
    assert call.line == int(forwards.rsplit(":", 1)[1])
    assert call.what == "call area in scaled_area (2 positional)" and call.action == "pass the new argument depth"
    assert call.statement == [call.line, call.line]
    assert (call.quote or "").strip() == "return area(width, height) * factor"
    # The **kwargs wrapper's caller is one hop further, reached through the wrapper.
    assert at(report, through).depth == 1 and "area_of hands it on" in (at(report, through).action or "")
    steps = {step.location: step for step in report.meta.trace}
    assert steps[wrapper].expanded and "the change passes through area_of" in steps[wrapper].reason
    # A function forwarding its own parameters is followed too: its callers are safe unless it takes depth.
    assert "the change passes through scaled_area" in steps[forwards].reason
    assert at(report, f"shapes/report.py:{line_of(calls, 'scaled_area(1.0')}").risk == "low"
    # The re-export and the imports break nothing.
    assert at(report, "shapes/__init__.py:4").risk == "low" and at(report, "shapes/__init__.py:6").risk == "low"
    assert "re-export" in report.meta.safe_to_ignore and "import" in report.meta.safe_to_ignore
    # An optional parameter breaks nothing.
    optional = await ask(shapes, "add an optional parameter precision to area")
    assert not risky(optional) and "No use breaks as the offline rater reads the syntax" in optional.summary


async def test_a_rename_breaks_the_imports_and_re_exports_too(shapes: KnowledgeGraph) -> None:
    report = await ask(shapes, "rename area to surface")
    assert report.meta.change is not None and report.meta.change.new_name == "surface"
    assert at(report, "shapes/__init__.py:4").risk == "high" and at(report, "shapes/__init__.py:6").risk == "high"
    assert at(report, "tests/test_measure.py:1").risk == "high"
    assert all(p.risk == "high" for p in report.pointers if p.use != "mention")
    assert all(p.action == "rename the name here to surface" for p in report.pointers if p.risk == "high")


async def test_removing_a_parameter_breaks_the_keyword_and_the_body(shapes: KnowledgeGraph) -> None:
    measure, calls = FILES["shapes/measure.py"], FILES["shapes/report.py"]
    report = await ask(shapes, "remove the unit parameter from area")
    assert report.meta.change is not None and report.meta.change.parameter == "unit"
    keyword = f"shapes/report.py:{line_of(calls, 'unit=')}"
    body = f"shapes/measure.py:{line_of(measure, 'if unit ==')}"
    wrapper = f"shapes/measure.py:{line_of(measure, 'return area(**options)')}"
    assert risky(report) == {keyword: "high", body: "high", wrapper: "medium"}
    assert at(report, body).use == "body" and "no longer defined" in (at(report, body).action or "")


async def test_an_override_counts_with_the_method_it_overrides(shapes: KnowledgeGraph) -> None:
    measure = FILES["shapes/measure.py"]
    base = await ask(shapes, "add a required parameter precision to Shape.size")
    assert base.meta.change is not None and base.meta.change.also == ["py:shapes.measure.Square.size"]
    override_line = line_of(measure, "def size", line_of(measure, "class Square"))
    assert risky(base) == {f"shapes/measure.py:{override_line}": "high",
                           f"shapes/measure.py:{line_of(measure, 'shape.size(')}": "high"}
    # The override has no uses of its own: the calls through the base declaration may reach it at run
    # time, but the checker holds them to the base's signature: listed as safe, with what to check.
    override = await ask(shapes, "add a required parameter precision to Square.size")
    assert override.meta.change is not None and override.meta.change.also == ["py:shapes.measure.Shape.size"]
    assert not risky(override) and "No use breaks as the offline rater reads the syntax" in override.summary
    through_base = at(override, f"shapes/measure.py:{line_of(measure, 'shape.size(')}")
    assert through_base.risk == "low" and "may reach the override" in (through_base.action or "")


async def test_the_text_shows_each_line_with_its_risk_and_action_and_the_trace(shapes: KnowledgeGraph) -> None:
    forwards = f"shapes/measure.py:{line_of(FILES['shapes/measure.py'], 'return area(width, height)')}"
    text = (await ask(shapes, "add a required parameter depth to area")).render()
    assert f"- [high] {forwards} call area in scaled_area (2 positional): pass the new argument depth" in text
    wrapper = line_of(FILES["shapes/measure.py"], "return area(**options)")
    assert f"- [medium] shapes/measure.py:{wrapper}" in text and "safe to ignore: " in text
    assert "Trace (visit order" in text and f"1. {forwards} (a use, in scaled_area): expanded: score" in text
    assert "the change: add a required parameter depth" in text


async def test_a_long_answer_is_paged(shapes: KnowledgeGraph) -> None:
    first = await shapes.run(SCOUT, Scout(query="rename area to surface", max_tokens=600))
    assert first.cursor and first.meta.mode == "code"
    whole = await ask(shapes, "rename area to surface")
    assert len(first.pointers) < len(whole.pointers)


async def test_a_question_that_names_no_code_is_prose(shapes: KnowledgeGraph) -> None:
    report = await ask(shapes, "which shapes have corners")
    assert report.meta.mode == "prose" and report.meta.change is None
    assert report.meta.preset == "balanced" and "passage ranking" in report.meta.interpretation


# --- the change as arguments ------------------------------------------------------------------------
async def test_the_arguments_say_the_change_exactly_and_the_answer_says_so(shapes: KnowledgeGraph) -> None:
    said = await ask(shapes, "add a required parameter `depth` to area")
    # The query says nothing the sentence reader could use: the arguments alone decide.
    given = await ask(shapes, "what breaks?", symbol="area", change="add_parameter", parameter="depth")
    change = given.meta.change
    assert change is not None and change.read_from == "arguments" and said.meta.change is not None
    assert (change.symbol, change.change, change.parameter, change.required) == (
        "py:shapes.measure.area", "add_parameter", "depth", True)
    assert change.found_by == "the arguments (exact label)" and said.meta.change.read_from == "question"
    assert risky(given) == risky(said) and [p.location for p in given.pointers] == [p.location for p in said.pointers]
    assert given.meta.interpretation.startswith("read from the arguments: area (function shapes.measure.area")
    assert said.meta.interpretation.startswith("read from the question: 'add a required parameter `depth` to area'")
    # Said as optional, the same parameter breaks nothing.
    optional = await ask(shapes, "what breaks?", symbol="shapes.measure.area", change="add_parameter",
                         parameter="depth", required=False)
    assert optional.meta.change is not None and optional.meta.change.found_by == "the arguments (exact qualified name)"
    assert not risky(optional) and "No use breaks as the offline rater reads the syntax" in optional.summary
    # A question with no code in it is still answered over code when the arguments name the change.
    renamed = await ask(shapes, "which shapes have corners", symbol="area", change="rename", new_name="surface")
    assert renamed.meta.mode == "code" and at(renamed, "shapes/__init__.py:4").risk == "high"


async def test_a_symbol_the_graph_does_not_hold_is_refused_with_close_names(shapes: KnowledgeGraph) -> None:
    with pytest.raises(SymbolNotFound) as refused:
        await ask(shapes, "what breaks?", symbol="aera", change="remove")
    assert "No symbol of code named 'aera'" in str(refused.value) and "area" in refused.value.closest
    with pytest.raises(SymbolNotFound) as elsewhere:
        await ask(shapes, "what breaks?", symbol="area", change="remove", file="shapes/kinds.py")
    assert "defined in 'shapes/kinds.py'" in str(elsewhere.value)
    assert elsewhere.value.closest == [
        f"shapes.measure.area (function, shapes/measure.py:{line_of(FILES['shapes/measure.py'], 'def area')})"
    ]


async def test_a_name_several_symbols_have_is_refused_naming_each_with_its_file(shapes: KnowledgeGraph) -> None:
    measure = FILES["shapes/measure.py"]
    with pytest.raises(SymbolAmbiguous) as refused:
        await ask(shapes, "what breaks?", symbol="size", change="add_parameter", parameter="precision")
    assert sorted(refused.value.candidates) == [
        f"shapes.measure.Shape.size (method, shapes/measure.py:{line_of(measure, 'def size')})",
        "shapes.measure.Square.size (method, "
        f"shapes/measure.py:{line_of(measure, 'def size', line_of(measure, 'class Square'))})",
    ]
    assert "pass file" in str(refused.value) and "qualified name" in str(refused.value)
    # Its label or qualified name says which; its uses are never mixed with the other's.
    one = await ask(shapes, "what breaks?", symbol="Square.size", change="add_parameter", parameter="precision",
                    file="measure.py")
    assert one.meta.change is not None and one.meta.change.symbol == "py:shapes.measure.Square.size"
    assert not risky(one)
    # Read from a sentence, the answer is about one and names the others with their files.
    said = await ask(shapes, "add a required parameter precision to size")
    assert said.meta.change is not None and len(said.meta.change.alternatives) == 1
    assert "the name also fits 1 other symbol, not counted here: shapes.measure." in said.meta.interpretation


@pytest.mark.parametrize(("arguments", "message"), [
    ({"symbol": "area"}, "symbol needs change, one of: add_member, add_parameter, "),
    ({"change": "remove"}, "change remove needs symbol"),
    ({"parameter": "depth"}, "parameter goes with symbol and change"),
    ({"symbol": "area", "change": "add_parameter"}, "change add_parameter needs parameter (the name of the parameter"),
    ({"symbol": "area", "change": "rename_parameter", "parameter": "unit"}, "change rename_parameter needs new_name ("),
    ({"symbol": "area", "change": "rename"}, "change rename needs new_name"),
    ({"symbol": "area", "change": "remove", "parameter": "unit"},
     "parameter does not go with change remove, only with add_parameter or remove_parameter"),
    ({"symbol": "area", "change": "grow"}, "change must be one of: add_member, add_parameter"),
])
def test_the_change_arguments_are_checked_with_messages_that_say_what_is_missing(arguments: dict[str, Any],
                                                                                 message: str) -> None:
    with pytest.raises(InvalidArgument) as refused:
        Scout(query="what breaks?", **arguments)
    assert message in str(refused.value)


# --- the LLM code rater ----------------------------------------------------------------------------
def schema_name(body: dict[str, Any]) -> str:
    return str(body["response_format"]["json_schema"]["name"])


SUMMARY = (
    "Adding depth to area breaks four calls (shapes/measure.py:11, shapes/report.py:7, 8, tests/test_measure.py:5)."
)


def rate_calls_medium(body: dict[str, Any]) -> Reply:
    """Risk 3 for every call, 1 for the rest; the model's own action."""
    if schema_name(body) == "scout_code_summary":
        return completion({"summary": SUMMARY, "interpretation": "Read as: a new required argument of area."})
    content = body["messages"][-1]["content"]
    ratings = []
    for number, use in re.findall(r"^\[(\d+)\] id: \d+\n.*\nuse: (\w+)", content, flags=re.MULTILINE):
        call = use == "call"
        ratings.append({"id": number, "relevance": 5 if call else 1, "risk": 3 if call else 1, "complexity": 1,
                        "confidence": 4, "tags": ["Call"] if call else ["import"],
                        "action": "the model's action", "why": f"The model's reason for use {number}."})
    return completion({"ratings": ratings})


@pytest.fixture
def llm_shapes(shapes: KnowledgeGraph, llm: FakeLLM) -> KnowledgeGraph:
    settings = shapes.settings.model_copy(update={
        "scout_rater": "llm", "openai_base_url": llm.url, "openai_api_key": SecretStr("sk-code"),
        "llm_model": "test-model", "llm_max_retries": 0, "llm_timeout": 10.0})
    return KnowledgeGraph(settings, db=shapes.db, embedder=shapes.embedder)


async def test_the_llm_rater_rates_the_uses_in_batches_and_writes_the_summary(llm_shapes: KnowledgeGraph,
                                                                              llm: FakeLLM) -> None:
    llm.respond = rate_calls_medium
    report = await ask(llm_shapes, "add a required parameter depth to area")
    assert report.meta.rater == f"llm (test-model at {llm.url})"
    ratings = [b for b in llm.bodies if schema_name(b) == "scout_code_ratings"]
    assert len(ratings) == 1 + sum(1 for s in report.meta.trace if s.queued)  # the uses, then each hop followed
    assert schema_name(llm.bodies[-1]) == "scout_code_summary"
    first = ratings[0]["messages"][-1]["content"]
    assert "Change: add a required parameter depth" in first and "syntax: " in first and "line: " in first
    assert all(b["response_format"]["json_schema"]["strict"] for b in llm.bodies)
    # The model's risk and action rule; where and what stay the syntax's.
    calls = [p for p in report.pointers if p.use == "call" and p.depth == 0]
    assert calls and all(p.risk == "medium" and p.action == "the model's action" for p in calls)
    assert at(report, "shapes/measure.py:11").what == "call area in scaled_area (2 positional)"
    # The model's summary, then whether the compiler checked it (off in this module).
    offline = "Not checked by the compiler (KG_SCOUT_COMPILER is off): rated offline from the syntax."
    assert report.summary == f"{SUMMARY} {offline}"
    assert report.meta.interpretation.startswith("Read as: a new required argument")


async def test_a_failing_endpoint_falls_back_to_the_offline_rater(llm_shapes: KnowledgeGraph, llm: FakeLLM) -> None:
    llm.respond = lambda body: error(500, "the model is overloaded")
    report = await ask(llm_shapes, "add a required parameter depth to area")
    assert "LLM call failed: HTTP 500" in report.meta.rater and "rated offline" in report.meta.rater
    assert at(report, "shapes/measure.py:11").risk == "high"  # the offline table's verdict
    assert "breaks 4 places" in report.summary
