"""`kg bench impact` on tiny repositories written here: the edits are valid and mechanical, the checker's
new errors are the gold (an enum matched without a default breaks, one with a default does not; a
re-export and imports break nothing when a parameter is added), and answers are scored by statement."""

from __future__ import annotations

import json
from pathlib import Path
from textwrap import dedent

import pytest

from kg_bench.impact_score import Answer, Place, Pointer, Statements, pooled, score
from kg_server.config import Settings
from kg_server.providers.checkers import Diagnostic, checker, new_errors, scratch_copy
from kg_server.service import KnowledgeGraph
from kg_server.syntax import edits
from tests.helpers.processes import KgRun

SHAPES = {
    "shapes/__init__.py": """\
        from .geometry import area
        from .kinds import Color

        __all__ = ["Color", "area"]
        """,
    "shapes/kinds.py": """\
        import enum


        class Color(enum.Enum):
            RED = 1
            GREEN = 2
        """,
    "shapes/geometry.py": """\
        def area(width: int, height: int) -> int:
            return width * height


        def label(text: str | None) -> str:
            return text or "shape"


        def describe(width: int, height: int) -> str:
            size = area(width, height)
            return f"{size} square units, " + label(None)
        """,
    "shapes/paint.py": """\
        from .geometry import area
        from .kinds import Color


        def name(color: Color) -> str:
            match color:
                case Color.RED:
                    return "red"
                case Color.GREEN:
                    return "green"


        def price(color: Color) -> int:
            match color:
                case Color.RED:
                    return 3
                case _:
                    return 1


        def cost(color: Color, width: int) -> int:
            return price(color) * area(width, 2)
        """,
    "tests/test_shapes.py": """\
        from shapes import Color, area
        from shapes.paint import cost, name


        def test_area() -> None:
            assert area(2, 3) == 6


        def test_paint() -> None:
            assert name(Color.RED) == "red"
            assert cost(Color.GREEN, 2) == 4
        """,
}


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(dedent(text), encoding="utf-8")
    return root


def test_python_edits_keep_the_file_valid_and_say_what_they_did() -> None:
    geometry = dedent(SHAPES["shapes/geometry.py"])
    added = edits.add_parameter("python", geometry, 1, "area")
    assert added is not None and added.words == "add a required parameter `encoding`"
    assert added.text.splitlines()[0] == "def area(width: int, height: int, *, encoding: str) -> int:"
    optional = edits.optional_return("python", geometry, 1, "area")
    assert optional is not None and optional.text.splitlines()[0].endswith("-> int | None:")
    narrowed = edits.narrow_parameter("python", geometry, 5, "label")
    assert narrowed is not None and narrowed.text.splitlines()[4] == "def label(text: str) -> str:"
    assert edits.narrow_parameter("python", geometry, 1, "area") is None  # no union to narrow
    member = edits.add_member("python", dedent(SHAPES["shapes/kinds.py"]), 4, "Color")
    assert member is not None and member.text.splitlines()[-1] == "    EXTRA = 3"
    renamed = edits.rename("python", geometry, 1, "area")
    assert renamed is not None and renamed.text.splitlines()[0].startswith("def area_v2(")
    keywords = "def f(a, *args, b=1, **kw):\n    pass\n"
    assert edits.add_parameter("python", keywords, 1, "f").text.startswith("def f(a, *args, b=1, encoding: str, **kw):")  # type: ignore[union-attr]


def test_typescript_edits() -> None:
    source = dedent("""\
        export type Shape = 'circle' | 'square';
        export function area(shape: Shape, size: number | undefined): number {
            return size ?? 1;
        }
        export function scale(size?: number): number {
            return size ?? 1;
        }
        """)
    variant = edits.add_member("typescript", source, 1, "Shape")
    assert variant is not None and variant.text.splitlines()[0] == "export type Shape = 'circle' | 'square' | 'extra';"
    added = edits.add_parameter("typescript", source, 2, "area")
    assert added is not None and "size: number | undefined, encoding: string)" in added.text
    assert edits.add_parameter("typescript", source, 5, "scale") is None  # an optional parameter before it
    optional = edits.optional_return("typescript", source, 2, "area")
    assert optional is not None and "): number | undefined {" in optional.text.splitlines()[1]
    narrowed = edits.narrow_parameter("typescript", source, 2, "area")
    assert narrowed is not None and "size: number)" in narrowed.text.splitlines()[1]


def test_new_errors_follow_lines_through_the_edit_and_skip_the_edited_lines() -> None:
    before_text, after_text = "a\nb\nc\n", "a\nnew\nb\nc\n"
    before = [Diagnostic("x.py", 3, 0, "rule", "old"), Diagnostic("y.py", 1, 0, "rule", "same")]
    after = [Diagnostic("x.py", 4, 0, "rule", "old"),  # line 3 moved down by the inserted line: not new
             Diagnostic("x.py", 2, 0, "rule", "on the edit"),  # a line the edit wrote
             Diagnostic("x.py", 3, 2, "rule", "new"), Diagnostic("y.py", 1, 0, "rule", "same"),
             Diagnostic("y.py", 1, 0, "rule", "same")]  # a second copy of the same error is new
    found = new_errors(before, after, {"x.py": (before_text, after_text)})
    assert found == [Diagnostic("x.py", 2, 2, "rule", "new"), Diagnostic("y.py", 1, 0, "rule", "same")]


def test_scoring_by_statement(tmp_path: Path) -> None:
    root = _write(tmp_path, SHAPES)
    statements = Statements(root, dict.fromkeys(SHAPES, "python"))
    call = statements.place("shapes/paint.py", 22, name="area")
    gold = [call, Place("shapes/paint.py", 6, 10)]
    answer = Answer([Pointer(call, "high"), Pointer(Place("shapes/paint.py", 8, 8), "medium"),
                     Pointer(statements.place("shapes/paint.py", 1, name="area"), "low"),
                     Pointer(Place("shapes/geometry.py", 10, 10), "high")], summary="", seconds=0.5)
    scored = score(answer, gold, judge_summary=True)
    assert (scored["gold"], scored["found"], scored["claimed"], scored["right"]) == (2, 2, 3, 2)
    quiet = score(Answer([Pointer(call, "low")], summary="Nothing breaks."), [], judge_summary=True)
    assert quiet["quiet_right"] is True and quiet["claimed"] == 0
    loud = score(Answer([Pointer(call, "high")], summary="Nothing breaks."), [], judge_summary=True)
    assert loud["quiet_right"] is False
    overall = pooled([scored, quiet, loud])
    assert overall["recall"] == 1.0 and overall["precision"] == round(2 / 4, 3) and overall["quiet_right"] == 1


@pytest.mark.slow
def test_tsc_gold_with_a_missing_base_config(tmp_path: Path, settings: Settings) -> None:
    """ky's tsconfig extends a package that is not installed: the copy's config inlines a strict base, so
    tsc checks the code offline, and a variant added to a union breaks the switch that assertNever ends."""
    repository = _write(tmp_path / "repo", {
        "tsconfig.json": '{\n\t// the base is not installed\n\t"extends": "@sindresorhus/tsconfig",\n'
                         '\t"compilerOptions": {"exactOptionalPropertyTypes": true,},\n\t"include": ["source"]\n}\n',
        "source/shape.ts": "export type Shape = 'circle' | 'square';\n",
        "source/area.ts": dedent("""\
            import type {Shape} from './shape.js';

            const assertNever = (value: never): never => {
            \tthrow new Error(String(value));
            };

            export const area = (shape: Shape): number => {
            \tswitch (shape) {
            \t\tcase 'circle': {
            \t\t\treturn 3;
            \t\t}

            \t\tcase 'square': {
            \t\t\treturn 1;
            \t\t}

            \t\tdefault: {
            \t\t\treturn assertNever(shape);
            \t\t}
            \t}
            };

            export const label = (shape: Shape): string => {
            \tswitch (shape) {
            \t\tcase 'circle': {
            \t\t\treturn 'round';
            \t\t}

            \t\tdefault: {
            \t\t\treturn 'other';
            \t\t}
            \t}
            };
            """),
        "test/area.ts": "import {area} from '../source/area.js';\n\nexport const one: number = area('square');\n",
    })
    copy = scratch_copy(repository, tmp_path / "copy")
    checking = checker("typescript", copy, repository, settings.cache_dir)
    assert "not installed" in checking.note
    before = checking.run()
    assert before == []  # no TS6053 (base not found) nor TS5052: the options are all there
    shape = (copy / "source/shape.ts").read_text()
    change = edits.add_member("typescript", shape, 1, "Shape")
    assert change is not None
    (copy / "source/shape.ts").write_text(change.text)
    after = checking.run()
    found = new_errors(before, after, {"source/shape.ts": (shape, change.text)})
    assert [(e.path, e.line) for e in found] == [("source/area.ts", 18)], found  # assertNever's argument


@pytest.mark.slow
@pytest.mark.timeout(1200)
def test_kg_bench_impact_on_a_tiny_repository(empty_graph: KnowledgeGraph, tmp_path: Path, kg_run: KgRun) -> None:
    repository = _write(tmp_path / "shapes-repo", SHAPES)
    ran = kg_run("bench", "impact", str(repository), "--peer", "--per-kind", "10", "--use-configured", "--json")
    assert ran.returncode == 0, ran.stderr
    result = json.loads(ran.stdout)
    assert not any(repository.rglob("pyrightconfig.json"))  # the checker ran on a copy
    scenarios = {s["id"]: s for s in result["scenarios"]}
    added = scenarios["add-parameter:py:shapes.geometry.area"]
    assert added["sentence"] == "area - add a required parameter `encoding`"
    # every call breaks; the imports, the re-export and __all__ do not
    assert added["gold_sites"] == ["shapes/geometry.py:10", "shapes/paint.py:22", "tests/test_shapes.py:6"]
    member = scenarios["add-member:py:shapes.kinds.Color"]
    assert member["tags"] == ["exhaustive", "pattern-match"]
    # the match without a default breaks (and the function's return type with it); the one with `case _` does not
    assert "shapes/paint.py:6" in member["gold_sites"] and not any(
        site.startswith("shapes/paint.py:1") for site in member["gold_sites"])
    renamed = scenarios["rename:py:shapes.geometry.area"]
    assert "shapes/__init__.py:1" in renamed["gold_sites"]  # a rename breaks the re-export
    references = added["systems"]["references"]
    assert references["found"] == references["gold"] == 3 and references["right"] == 3
    assert references["claimed"] > 3  # the imports are references too: the peer cannot tell them apart
    for name in ("scout", "references", "grep"):
        overall = result["systems"][name]["overall"]
        assert overall["scenarios"] == len(scenarios) and overall["p50_s"] is not None
    assert result["systems"]["references"]["overall"]["recall"] == 1.0
    assert "scout: recall" in result["summary"] and "goals: recall >= 0.95" in result["summary"]
    assert set(result["systems"]["scout"]["per_kind"]) == {"add-parameter", "rename", "add-member", "change-type"}
    # A repository the rater was not tuned on, one language; the first answer (a server's start) timed apart.
    assert result["split"] == "held out" and set(result["systems"]["scout"]["per_language"]) == {"python"}
    assert added["language"] == "python" and result["systems"]["scout"]["first_answer_s"] > 0
    assert "breaking scenarios answered 'Nothing breaks': 0 (goal 0)" in result["summary"]


def test_kg_bench_compiler_on_a_tiny_repository(tmp_path: Path, kg_run: KgRun) -> None:
    """The warm check's cost, the code graph aside: changes drawn from the syntax, each checked unsaved on
    the real basedpyright against the files naming the function, and on a scratch copy for comparison."""
    repository = _write(tmp_path / "shapes-repo", SHAPES)
    before = {p: p.read_bytes() for p in repository.rglob("*") if p.is_file()}
    ran = kg_run("bench", "compiler", str(repository), "--changes", "4", "--copy", "1", "--json")
    assert ran.returncode == 0, ran.stderr
    result = json.loads(ran.stdout)
    assert (result["language"], result["server"], result["changes"]) == ("python", "basedpyright", 4)
    checks = {c["change"].split(" ")[0]: c for c in result["checks"]}
    # `area` may return None: `price(color) * area(width, 2)` breaks; `f"{size} ..."` formats None well.
    area = checks["area"]
    assert area["change"].endswith("make the return type optional (`int | None`)") and area["new_errors"] == 1, area
    assert result["server_start_s"] > 0 and result["warm_p95_s"] is not None and result["peak_memory_mb"] > 0
    assert result["copy_checks"][0]["new_errors"] == result["checks"][0]["new_errors"]
    assert "warm checks p50" in result["summary"] and "scratch copy" in result["summary"]
    assert {p: p.read_bytes() for p in repository.rglob("*") if p.is_file()} == before  # never written
