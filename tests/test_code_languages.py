"""Several languages in one repository (tests/fixtures/mixed_languages: Python, TypeScript with a .tsx, a
JavaScript file with its .d.ts, Go calling C through cgo, a Java class, and Rust and Ruby that nothing reads), on
the real language servers and a real Neo4j: one ingest starts each server for its files and writes one
graph; the symbols Python and TypeScript both name `Square` and `area` stay apart (their uses, their
relationships, the prose that names them); what a declared boundary links is what a server answered
(the .d.ts's declaration, not the .js behind it; nothing across cgo); search's `language` filter; the
files of other languages counted as not read."""

from __future__ import annotations

import shutil
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import Browser

from kg_server.config import Settings
from kg_server.contract import CODE_LANGUAGES, LANGUAGE_NAMES, STORED_AS
from kg_server.contract.reads import (
    GET_VISUALIZATION_URL,
    SEARCH_CONCEPTS,
    SEARCH_PASSAGES,
    GetVisualizationUrl,
    SearchConcepts,
    SearchPassages,
)
from kg_server.errors import InvalidArgument
from kg_server.ingest import IngestReport
from kg_server.ingest.code.model import SYNTAXES
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.providers.lsp import SERVERS, install_gopls, install_node_servers, server_for
from kg_server.service import KnowledgeGraph
from tests.helpers.browsers import new_session, open_viewer
from tests.helpers.repositories import fresh_graph

pytestmark = pytest.mark.slow  # four language servers run as processes of their own

FIXTURE = Path(__file__).parent / "fixtures" / "mixed_languages"
CACHE_DIR = Settings(_env_file=None).cache_dir  # type: ignore[call-arg]
# The server that reads each stored language: uses may cross between the languages of one server (a .ts
# importing a .js), never between servers.
SERVER_OF = {syntax: server_for(Path(f"x{suffix}")).name for suffix, syntax in SYNTAXES.items()}  # type: ignore[union-attr]


@pytest.fixture(scope="module")
async def mixed(settings: Settings, embedder: LocalEmbedder, tmp_path_factory: pytest.TempPathFactory
                ) -> AsyncIterator[tuple[KnowledgeGraph, IngestReport]]:
    install_node_servers(CACHE_DIR)  # each a no-op once installed
    install_gopls(CACHE_DIR)
    root = Path(shutil.copytree(FIXTURE, tmp_path_factory.mktemp("mixed") / "mixed_languages"))
    graph = await fresh_graph(settings, embedder)
    report = await graph.ingest([root])
    yield graph, report
    await graph.close()


async def rows(graph: KnowledgeGraph, statement: str, **parameters: Any) -> list[dict[str, Any]]:
    return await graph.db.run_auto(statement, parameters)


async def uses_of(graph: KnowledgeGraph, concept_id: str, *, use: str | None = None) -> set[tuple[str, str]]:
    """(document, kind of use) of a symbol's quotes but its definition and the prose naming it (only `use`
    when given)."""
    found = await rows(graph, "MATCH (:Concept {concept_id: $id})<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source) "
                              "WHERE CASE WHEN $use IS NULL THEN NOT i.use IN ['definition', 'mention'] "
                              "ELSE i.use = $use END RETURN s.document AS document, i.use AS use",
                       id=concept_id, use=use)
    return {(row["document"], row["use"]) for row in found}


def line_of(document: str, snippet: str) -> int:
    return next(n for n, text in enumerate((FIXTURE / document).read_text().splitlines(), 1) if snippet in text)


# --- the table of languages -----------------------------------------------------------------------------
def test_the_filter_knows_every_language_a_server_reads_and_no_other() -> None:
    assert {syntax for language in CODE_LANGUAGES for syntax in STORED_AS[language]} == set(SYNTAXES.values()), (
        "a language a server reads is a value of the language filter (kg_server/contract/base.py, CodeLanguage)")
    assert {SERVER_OF[syntax] for syntax in SYNTAXES.values()} == {server.name for server in SERVERS}
    assert set(LANGUAGE_NAMES) == set(CODE_LANGUAGES)


# --- one ingest, one graph ------------------------------------------------------------------------------
async def test_one_ingest_reads_each_language_with_its_server(mixed: Any) -> None:
    graph, report = mixed
    assert {run.server: run.files for run in report.code.servers} == {
        "basedpyright": 3, "typescript-language-server": 5, "gopls": 1, "clangd": 2, "jdtls": 1}
    symbols = {row["id"]: row["language"] for row in await rows(
        graph, "MATCH (c:Symbol) RETURN c.concept_id AS id, c.language AS language")}
    assert {"py:pyshapes.shapes.Square", "py:pyshapes.shapes.area", "py:pyshapes.report.total",
            "ts:web.shapes.Square", "ts:web.shapes.area", "ts:web.main.report", "ts:web.badge.Badge",
            "ts:web.format.formatArea", "js:web.format.formatArea", "go:goshapes.shapes.Square.Area",
            "c:goshapes.cshapes.c_area", "java:native.Area_java.Area.of"} <= set(symbols)
    assert set(symbols.values()) == {"python", "typescript", "tsx", "javascript", "go", "c", "java"}
    prefix = {"python": "py", "typescript": "ts", "tsx": "ts", "javascript": "js", "go": "go", "c": "c", "java": "java"}
    assert all(concept.startswith(prefix[language] + ":") for concept, language in symbols.items())
    assert report.code.symbols == len(symbols)


async def test_the_same_names_in_python_and_typescript_stay_apart(mixed: Any) -> None:
    graph, _ = mixed
    assert await uses_of(graph, "py:pyshapes.shapes.area") == {
        ("pyshapes/report.py", "import"), ("pyshapes/report.py", "call")}
    assert await uses_of(graph, "ts:web.shapes.area") == {
        ("web/main.ts", "import"), ("web/main.ts", "call"), ("web/badge.tsx", "import"), ("web/badge.tsx", "call")}
    assert {document for document, _ in await uses_of(graph, "py:pyshapes.shapes.Square")} == {
        "pyshapes/report.py", "pyshapes/shapes.py"}
    assert {document for document, _ in await uses_of(graph, "ts:web.shapes.Square")} == {
        "web/main.ts", "web/shapes.ts", "web/badge.tsx"}
    crossing = await rows(graph, "MATCH (c:Symbol)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(:Source)"
                                 "<-[:HAS_SOURCE]-(d:Document {kind: 'code'}) "
                                 "RETURN DISTINCT c.language AS symbol, d.language AS document")
    assert crossing and all(SERVER_OF[row["symbol"]] == SERVER_OF[row["document"]] for row in crossing), crossing
    linked = await rows(graph, "MATCH (a:Symbol)-[r]->(b:Symbol) RETURN DISTINCT a.language AS a, b.language AS b")
    assert linked and all(SERVER_OF[row["a"]] == SERVER_OF[row["b"]] for row in linked), linked


async def test_prose_links_a_name_to_a_symbol_of_one_language_only(mixed: Any) -> None:
    """The README names `area` and `Square`, which symbols of several languages have: neither is linked;
    the qualified names and the names one language alone has are."""
    graph, _ = mixed
    named = {row["id"] for row in await rows(
        graph, "MATCH (c:Symbol)<-[:INSTANCE_OF]-(:Instance {use: 'mention'}) RETURN DISTINCT c.concept_id AS id")}
    assert named == {"py:pyshapes.shapes.area", "ts:web.shapes.area", "go:goshapes.shapes.Square.Area",
                     "c:goshapes.cshapes.c_area"}


# --- declared boundaries --------------------------------------------------------------------------------
async def test_a_js_file_with_its_d_ts_is_used_through_the_declaration(mixed: Any) -> None:
    """tsserver resolves `import { formatArea } from "./format"` to format.d.ts: the uses are the
    declaration's, which shares its qualified name with the .js function, itself used nowhere."""
    graph, _ = mixed
    assert await uses_of(graph, "ts:web.format.formatArea") == {("web/main.ts", "import"), ("web/main.ts", "call")}
    assert await uses_of(graph, "js:web.format.formatArea") == set()
    assert {row["document"] for row in await rows(
        graph, "MATCH (c:Symbol {qualified_name: 'web.format.formatArea'}) RETURN c.document AS document")} == {
        "web/format.d.ts", "web/format.js"}


async def test_cgo_links_nothing_between_go_and_c(mixed: Any) -> None:
    graph, _ = mixed
    assert await uses_of(graph, "c:goshapes.cshapes.c_area") == set()  # not the call in shapes.go
    assert await uses_of(graph, "c:goshapes.cshapes.c_area", use="mention") == {("README.md", "mention")}
    across = await rows(graph, "MATCH (g:Symbol {language: 'go'})-[r]-(c:Symbol {language: 'c'}) RETURN count(r) AS n")
    assert across == [{"n": 0}]
    assert line_of("goshapes/shapes.go", "C.c_area(")  # the call is there, and nobody says what it is


# --- search by language ---------------------------------------------------------------------------------
async def test_search_concepts_by_language(mixed: Any) -> None:
    graph, _ = mixed
    typescript = await graph.run(SEARCH_CONCEPTS, SearchConcepts(query="area of a square", language="typescript"))
    ids = [hit.concept_id for hit in typescript.results]
    assert ids and all(concept.startswith("ts:") for concept in ids), ids
    assert "ts:web.shapes.area" in ids and {hit.language for hit in typescript.results} <= {"typescript", "tsx"}
    effect = next(effect for effect in typescript.filters if effect.filter == "language")
    assert effect.value == "typescript" and effect.removed and effect.removed > 0
    text = typescript.render()
    assert text.startswith("Filtered by language typescript;") and "language excluded" in text
    go = await graph.run(SEARCH_CONCEPTS, SearchConcepts(query="Square", language="Go", limit=5))
    assert go.results and all(hit.concept_id.startswith("go:") for hit in go.results)
    assert go.results[0].concept_id == "go:goshapes.shapes.Square"  # named exactly, and the only one of Go


async def test_a_search_the_language_filter_empties_says_so(mixed: Any) -> None:
    graph, _ = mixed
    empty = await graph.run(SEARCH_CONCEPTS, SearchConcepts(query="formatArea", language="c"))
    assert empty.results == [] and empty.unfiltered_total
    assert empty.render().startswith("No concepts match 'formatArea' (hybrid search) with these filters.\n"
                                     "Filtered by language c;")


async def test_search_passages_by_language(mixed: Any) -> None:
    graph, _ = mixed
    found = await graph.run(SEARCH_PASSAGES, SearchPassages(query="area of a square", language="c", mode="hybrid"))
    assert found.results and {passage.document for passage in found.results} <= {
        "goshapes/cshapes.c", "goshapes/cshapes.h"}
    assert [effect.filter for effect in found.filters] == ["language"] and found.filters[0].removed
    python = await graph.run(SEARCH_PASSAGES, SearchPassages(query="area of a square", language="python"))
    assert python.results and all(passage.document.endswith(".py") for passage in python.results)


async def test_a_view_of_one_languages_code(mixed: Any) -> None:
    graph, _ = mixed
    link = await graph.run(GET_VISUALIZATION_URL, GetVisualizationUrl(language="typescript", depth=0))
    shown = (await rows(graph, "MATCH (v:VizSession {session_id: $id}) RETURN v.concept_ids AS ids",
                        id=link.session_id))[0]["ids"]
    assert shown and all(concept.startswith("ts:") for concept in shown), shown
    assert "ts:web.badge.Badge" in shown and "ts:web.shapes.area" in shown  # .tsx and .ts alike
    assert link.config["language"] == "typescript"
    assert link.message.startswith(f"Open this link to explore the most connected symbols of TypeScript code "
                                   f"({len(shown)} in all) in 3D")


async def test_a_view_of_a_language_the_graph_holds_no_code_of_is_refused(sample_graph: KnowledgeGraph) -> None:
    """Else it would open on the most connected concepts, as a view asked for nothing does."""
    with pytest.raises(InvalidArgument, match=r"^the graph holds no Go code \(language 'go'\); it holds no code$"):
        await sample_graph.run(GET_VISUALIZATION_URL, GetVisualizationUrl(language="go"))


# --- what is not read -----------------------------------------------------------------------------------
async def test_the_files_of_other_languages_are_counted_as_not_read(mixed: Any) -> None:
    _, report = mixed
    assert report.not_read == {"Ruby": 1, "Rust": 1}
    assert next(reason for path, reason in report.skipped if path.endswith("lib.rs")) == (
        "Rust code, not read: no language server here reads Rust (code is read in Python, TypeScript, JavaScript, "
        "Go, C, C++ and Java)")
    assert report.not_read_summary() == ("2 code files (Ruby 1, Rust 1): no language server reads them; "
                                         "code is read in Python, TypeScript, JavaScript, Go, C, C++ and Java")
    assert any(path.endswith("go.mod") and reason.startswith("unsupported file type '.mod'")
               for path, reason in report.skipped)


# --- the viewer -----------------------------------------------------------------------------------------
async def test_a_view_of_several_languages_opens_coloured_by_language(
        mixed: Any, browser: Browser, server: str, artifacts_dir: Path) -> None:
    session_id, view = await new_session(server, concept_ids=[
        "py:pyshapes.shapes.area", "ts:web.shapes.area", "go:goshapes.shapes.Square.Area", "c:goshapes.cshapes.c_area"],
        depth=1)
    languages = {node["id"]: node["language"] for node in view["nodes"] if node["kind"]}
    assert set(languages.values()) >= {"python", "typescript", "tsx", "go", "c"}, languages
    page = await open_viewer(browser, server, session_id)
    assert await page.evaluate("kgViewer.colorMode()") == "language"
    assert (await page.evaluate("kgViewer.colorModes()"))[-2:] == ["kind", "language"]
    table = await page.evaluate("kgViewer.languageColors")
    colours = await page.evaluate("ids => Object.fromEntries(ids.map(id => [id, kgViewer.colorOf(id)]))",
                                  list(languages))
    key = {"tsx": "typescript"}  # a .tsx file's symbols are TypeScript's
    assert all(colours[node] == table[key.get(language, language)] for node, language in languages.items()), colours
    assert len({table[language] for language in ("python", "typescript", "go", "c", "cpp")}) == 5  # C++ too
    rows = await page.locator("#groups [data-language]").evaluate_all(
        "rows => rows.map(r => [r.dataset.language, r.querySelector('.name').textContent, "
        "r.querySelector('.count').textContent])")
    assert {language: int(count) for language, _, count in rows} == Counter(
        key.get(language, language) for language in languages.values())
    assert [name for _, name, _ in rows][:2] == ["Python", "TypeScript"]
    await page.screenshot(path=artifacts_dir / "viewer-code-languages.png")
    assert await page.evaluate("kgViewer.colorBy('kind')") == "kind"
    assert await page.locator("#groups [data-language]").count() == 0
