"""`kg bench code` on a tiny repository written here: the compiler's declarations it scores symbols
against, the edit it re-ingests, the checker's new sites after a rename, the comparison of a re-ingest
with a fresh ingest, and the whole benchmark end to end (real basedpyright, real Neo4j)."""

from __future__ import annotations

import ast
import asyncio
import json
from pathlib import Path
from textwrap import dedent

import pytest

from kg_bench import code_change, code_truth, code_uses
from kg_server.ingest.code.model import CodeFile
from kg_server.ingest.code.uses import name_sites
from kg_server.providers.checkers import Diagnostic, new_diagnostics
from kg_server.service import KnowledgeGraph
from tests.helpers.graphs import MARKER
from tests.helpers.processes import KgRun

SHAPES = {
    "src/shapes/__init__.py": """\
        from .geometry import area
        from .kinds import Color

        __all__ = ["Color", "area"]
        """,
    "src/shapes/kinds.py": """\
        import enum
        import sys


        class Color(enum.Enum):
            RED = 1
            GREEN = 2

            def pretty(self) -> str:
                return self.name.lower()


        if sys.version_info >= (3, 11):
            def newest() -> Color:
                return Color.GREEN
        """,
    "src/shapes/geometry.py": """\
        \"\"\"Areas. `area` is named in this docstring, which is no use of it.\"\"\"


        def area(width: int, height: int) -> int:
            # area of a rectangle: a comment, no use either
            return width * height


        def describe(width: int, height: int) -> str:
            size = area(width, height)
            return f"{size} square units"
        """,
    "src/shapes/paint.py": """\
        from .geometry import area
        from .kinds import Color


        def name(color: Color) -> str:
            match color:
                case Color.RED:
                    return "red"
                case Color.GREEN:
                    return "green"


        def cost(color: Color, width: int) -> int:
            return len(name(color)) * area(width, 2)
        """,
    "tests/test_shapes.py": """\
        from shapes import Color, area
        from shapes.paint import cost


        def test_area() -> None:
            assert area(2, 3) == 6
            assert cost(Color.RED, 1) == 6
        """,
    "README.md": """\
        # Shapes

        `area` computes the area of a rectangle.
        """,
}


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(dedent(text), encoding="utf-8")
    return root


def test_the_package_is_found_and_python_declarations_are_the_asts(tmp_path: Path) -> None:
    root = _write(tmp_path / "repo", SHAPES)
    folders = code_truth.packages(root)
    assert folders == [root / "src/shapes"]
    declared = code_truth.python_declarations(root, code_truth.package_files(folders, code_truth.PYTHON_SUFFIXES))
    found = {(d.document, d.label, d.kind) for d in declared}
    assert ("src/shapes/kinds.py", "Color.RED", "enum member") in found
    assert ("src/shapes/kinds.py", "Color.pretty", "method") in found
    assert ("src/shapes/kinds.py", "newest", "function") in found  # inside a module-level `if`
    assert not any(d.document.startswith("tests/") for d in declared)
    recall = code_truth.symbol_recall(declared, [("src/shapes/kinds.py", "Color"), ("src/shapes/geometry.py", "area")])
    assert recall["declared"] == len(found) and recall["found"] == 2
    assert "src/shapes/kinds.py:6 Color.RED" in recall["kinds"]["enum member"]["missing"]  # type: ignore[index]
    with pytest.raises(Exception, match="--package nowhere: no such folder"):
        code_truth.packages(root, ["nowhere"])


def test_the_change_adds_a_function_and_a_call_and_keeps_the_file_valid(tmp_path: Path) -> None:
    root = _write(tmp_path / "repo", SHAPES)
    files = code_truth.package_files([root / "src/shapes"], code_truth.PYTHON_SUFFIXES)
    target = code_change.typical_file(root, files)
    assert target.name == "paint.py"  # the median by length of 4 files (4, 10, 14, 15 lines)
    change = code_change.change_file(root, root / "src/shapes/geometry.py", "python")
    text = (root / change.document).read_text(encoding="utf-8")
    ast.parse(text)
    lines = text.split("\n")
    assert lines[change.added_line - 1].startswith("def kg_bench_added(")
    assert lines[change.call_line - 1] == "    kg_bench_added(None)"
    assert lines[change.call_line].strip() == "return width * height"  # the first statement, past the comment


def test_a_rename_gives_the_new_sites_and_the_definition_is_put_back(tmp_path: Path) -> None:
    root = _write(tmp_path / "repo", SHAPES)
    [(path, before)] = code_uses.rename_definition(root, "src/shapes/geometry.py", 4, "area").items()
    assert "def area_kgrenamed(width" in path.read_text(encoding="utf-8")
    path.write_text(before, encoding="utf-8")
    with pytest.raises(RuntimeError, match="does not name area"):
        code_uses.rename_definition(root, "src/shapes/geometry.py", 2, "area")
    old = [Diagnostic("a.py", 3, 0, "reportX", "one")]
    new = [Diagnostic("b.py", 4, 0, "reportY", "y"), Diagnostic("a.py", 3, 4, "reportX", "other message"),
           Diagnostic("a.py", 3, 0, "reportX", "one"), Diagnostic("a.py", 9, 0, "r", "on the definition")]
    # compared by (document, line, rule), with their counts: a second reportX on line 3 is new
    assert [(d.path, d.line, d.rule) for d in new_diagnostics(old, new, ("a.py", 9))] == [
        ("a.py", 3, "reportX"), ("b.py", 4, "reportY")]
    assert code_uses.names(root, ("src/shapes/paint.py", 14), "area")
    assert not code_uses.names(root, ("src/shapes/paint.py", 14), "are")
    scored = code_uses.score_uses([
        {"error_sites": [["a", 1], ["a", 2]], "consequences": [["a", 5]], "missed": [["a", 2, "x"]], "recorded": 4,
         "unconfirmed": [["b", 7]]}])
    assert scored["recall"] == 0.5 and scored["recall_with_consequences"] == round(1 / 3, 4)
    assert scored["precision"] == 0.75


def test_a_re_ingest_is_compared_with_a_fresh_ingest_row_by_row() -> None:
    snapshot = {"symbols": [["py:a", "function"]], "sources": [], "uses": [["py:a", "s#p1", 3, ["b", "a"]]],
                "relationships": [], "mentions": [["py:a", "README.md#p1", "m-1", "`a` does it."]],
                "describes": [["it", "py:a", ["README.md#p1"]]]}
    same = code_change.compare(snapshot, {**snapshot, "uses": [["py:a", "s#p1", 3, ["a", "b"]]]})
    assert same["identical"]  # the order inside a list is no fact
    stale = code_change.compare({**snapshot, "symbols": [["py:a", "function"], ["py:gone", "function"]]}, snapshot)
    assert not stale["identical"] and stale["symbols"]["only_after_reingest"] == 1
    unlinked = code_change.compare({**snapshot, "mentions": []}, snapshot)
    assert not unlinked["identical"] and unlinked["mentions"]["only_in_fresh_ingest"] == 1


def test_names_come_from_python_tokens_and_all_strings() -> None:
    text = dedent(SHAPES["src/shapes/geometry.py"]) + '__all__ = ["area", "describe"]\n'
    file = CodeFile(name="geometry.py", path=Path("geometry.py"), language="python", text=text, content_hash="",
                    topic="")
    sites = name_sites(file, {"area", "describe"})
    assert [(s.line, s.name, s.listed) for s in sites] == [
        (4, "area", False), (9, "describe", False), (10, "area", False), (12, "area", True), (12, "describe", True)]
    assert text.split("\n")[11][sites[3].column:].startswith('area"')


@pytest.mark.slow
@pytest.mark.timeout(1200)
async def test_kg_bench_code_on_a_tiny_repository(empty_graph: KnowledgeGraph, tmp_path: Path, kg_run: KgRun) -> None:
    repository = _write(tmp_path / "shapes-repo", SHAPES)
    try:
        ran = await asyncio.to_thread(  # `kg bench` runs its own event loop
            kg_run, "bench", "code", str(repository), "--symbols", "3", "--use-configured", "--json")
    finally:  # the benchmark empties the database to ingest the changed copy afresh, the suite's mark too
        await empty_graph.db.run_auto("MATCH (n) DETACH DELETE n")
        await empty_graph.db.run_auto(f"CREATE (:{MARKER})")
    assert ran.returncode == 0, ran.stderr
    result = json.loads(ran.stdout.strip().split("\n")[-1])
    assert (repository / "src/shapes/geometry.py").read_text(encoding="utf-8") == dedent(
        SHAPES["src/shapes/geometry.py"])  # the benchmark ran on a copy
    assert result["packages"] == ["src/shapes"]
    assert result["symbols"]["recall"] == 1.0, result["symbols"]
    uses = result["uses"]["python"]
    assert uses["symbols"] == 3 and uses["error_sites"] >= 3
    assert uses["recall"] == 1.0 and uses["precision"] == 1.0, result["summary"]
    ingest, reingest = result["ingest"], result["reingest"]
    assert ingest["files_read"] == ingest["files"] == 5 and ingest["symbols"] > 10
    assert ingest["servers"][0]["server"] == "basedpyright" and ingest["servers"][0]["memory_mb"] > 0
    assert reingest["files_read"] == 1 and reingest["added_found"] and reingest["call_found"]
    assert reingest["same_as_fresh_ingest"], reingest["compared"]
    assert "re-ingest after src/shapes/" in result["summary"] and "symbols: " in result["summary"]


C_FIXTURE = Path(__file__).parent.parent / "fixtures" / "c_shapes"


def test_c_declarations_are_clangs_and_a_rename_reaches_the_header(tmp_path: Path) -> None:
    import shutil

    from kg_bench import code_truth_c

    root = Path(shutil.copytree(C_FIXTURE, tmp_path / "c_shapes"))
    assert code_truth.packages(root) == [root]  # C: the repository itself
    declared = {(d.document, d.label): d.kind for d in code_truth_c.c_declarations(root, code_truth_c.c_files(root))}
    assert declared[("src/shapes.c", "square_new")] == "function"
    assert declared[("include/shapes.h", "square.side")] == "class member"
    assert declared[("include/shapes.h", "kind.KIND_CIRCLE")] == "enum member"
    assert declared[("include/shapes.h", "point_t.x")] == "class member"  # a typedef's anonymous struct
    assert declared[("include/shapes.h", "square_t")] == "type alias"
    assert ("include/shapes.h", "square_new") not in declared  # a prototype is no definition
    assert declared[("src/shapes.c", "shapes_made")] == "variable"
    assert ("include/shapes.h", "shapes_made") not in declared  # nor is an extern
    renamed = code_uses.rename_definition(root, "src/shapes.c", 24, "square_grow", "c")
    assert set(renamed) == {root / "src/shapes.c", root / "include/shapes.h"}
    assert "void square_grow_kgrenamed(struct square *shape, double by);" in (root / "include/shapes.h").read_text()
    added, call = restored_then_changed(renamed, root, "src/shapes.c", "c")
    assert added.startswith("static const char *kg_bench_added(") and call == "    kg_bench_added(0);"


def restored_then_changed(renamed: dict[Path, str], root: Path, document: str, language: str) -> tuple[str, str]:
    """The renamed files written back, then `document` given the benchmark's added function and call: the
    lines of the two."""
    for path, before in renamed.items():
        path.write_text(before, encoding="utf-8")
    change = code_change.change_file(root, root / document, language)
    lines = (root / document).read_text().split("\n")
    return lines[change.added_line - 1], lines[change.call_line - 1]


CPP_FIXTURE = Path(__file__).parent.parent / "fixtures" / "cpp_shapes"


def test_cpp_declarations_are_clangs_and_a_method_rename_reaches_its_body(tmp_path: Path) -> None:
    import shutil

    from kg_bench import code_truth_c

    root = Path(shutil.copytree(CPP_FIXTURE, tmp_path / "cpp_shapes"))
    assert code_truth.packages(root) == [root]  # C++ alone: the repository itself
    files = code_truth_c.c_files(root, "cpp")
    declared = {(d.document, d.label): d.kind for d in code_truth_c.c_declarations(root, files, "cpp")}
    assert declared[("include/shapes.hpp", "Square.grow")] == "method"  # in its namespace, under its class
    assert declared[("include/shapes.hpp", "Square.Square")] == "method"
    assert declared[("include/shapes.hpp", "Square.side")] == "class member"
    assert declared[("include/shapes.hpp", "Kind.Circle")] == "enum member"
    assert declared[("src/shapes.cpp", "total_area")] == "function"
    assert ("src/shapes.cpp", "Square.grow") not in declared  # a body out of its class is the class's method
    assert ("include/shapes.hpp", "total_area") not in declared  # a declaration is no definition
    assert code_truth_c.c_files(root, "c") == []
    renamed = code_uses.rename_definition(root, "include/shapes.hpp", 30, "grow", "cpp")
    assert set(renamed) == {root / "include/shapes.hpp", root / "src/shapes.cpp"}
    assert "void Square::grow_kgrenamed(double by)" in (root / "src/shapes.cpp").read_text()
    added, call = restored_then_changed(renamed, root, "src/shapes.cpp", "cpp")
    assert added.startswith("static const char *kg_bench_added(") and call.strip() == "kg_bench_added(0);"
