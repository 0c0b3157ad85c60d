"""Go in the code graph, against a real gopls and a real Neo4j: the install builds the pinned gopls once
(and says what to install without Go), gopls answers on a small module (tests/fixtures/go_shapes, no
dependencies), `kg ingest` makes its symbols (methods under their types) and uses with their kinds,
and the Go toolchain, the oracle of `kg bench code` and `kg bench impact`, sees what a rename breaks.

gopls is installed by the test setup (`install_gopls`, a no-op once built), never skipped."""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from kg_server.config import Settings
from kg_server.errors import LanguageServerUnavailable
from kg_server.ingest import IngestReport
from kg_server.providers import checkers
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.providers.lsp import GOPLS, LanguageServerSession, flatten, install, install_gopls
from kg_server.service import KnowledgeGraph
from tests.helpers.repositories import fresh_graph

pytestmark = pytest.mark.slow  # gopls, go build and Neo4j run as processes of their own

FIXTURE = Path(__file__).parent / "fixtures" / "go_shapes"
CACHE_DIR = Settings(_env_file=None).cache_dir  # type: ignore[call-arg]


@pytest.fixture(scope="module")
def gopls() -> Path:
    return install_gopls(CACHE_DIR)


@pytest.fixture(scope="module")
def module(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return Path(shutil.copytree(FIXTURE, tmp_path_factory.mktemp("go") / "go_shapes"))


@pytest.fixture(scope="module")
async def go_graph(gopls: Path, module: Path, settings: Settings, embedder: LocalEmbedder
                   ) -> AsyncIterator[tuple[KnowledgeGraph, IngestReport]]:
    graph = await fresh_graph(settings, embedder)
    report = await graph.ingest([module])
    yield graph, report
    await graph.close()


def line_of(document: str, snippet: str, *, whole: bool = False) -> int:
    """The first line of a fixture file holding `snippet` (with `whole`, being it, spaces aside)."""
    for number, text in enumerate((FIXTURE / document).read_text().splitlines(), start=1):
        if (text.strip() == snippet) if whole else (snippet in text):
            return number
    raise AssertionError(f"{snippet!r} is not in {document}")


async def rows(graph: KnowledgeGraph, statement: str, **parameters: Any) -> list[dict[str, Any]]:
    return await graph.db.run_auto(statement, parameters)


async def uses_of(graph: KnowledgeGraph, concept_id: str) -> dict[tuple[str, int], str]:
    found = await rows(graph, "MATCH (:Concept {concept_id: $id})<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source) "
                              "WHERE NOT i.use IN ['definition', 'mention'] "
                              "RETURN s.document AS document, i.line AS line, i.use AS use", id=concept_id)
    return {(row["document"], row["line"]): row["use"] for row in found}


# --- install --------------------------------------------------------------------------------------------
def test_the_pinned_gopls_is_installed_once_and_run_before_any_other(gopls: Path) -> None:
    assert gopls == install.gopls_dir(CACHE_DIR) / "gopls"
    said: list[str] = []
    assert install_gopls(CACHE_DIR, log=said.append) == gopls
    assert said == [f"gopls {install.GOPLS_VERSION} already installed in {gopls.parent}"]
    assert GOPLS.resolve(CACHE_DIR).argv == (str(gopls), "serve")


def test_without_go_the_install_says_what_to_install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(install, "go_program", lambda: None)
    with pytest.raises(LanguageServerUnavailable, match=r"no Go toolchain found .* install Go"):
        install_gopls(tmp_path)
    assert not install.gopls_dir(tmp_path).exists()


def test_language_servers_install_goes_on_without_go(kg_run: Any, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Go hidden from PATH and from its standard place, in a cache holding npm's servers (linked) but no
    gopls: the install says what to install, npm's servers are installed all the same, gopls is said
    missing and the exit is 0 (nothing that could be installed is missing)."""
    cache = tmp_path / "cache"
    npm_servers = install.node_servers_dir(cache)
    npm_servers.parent.mkdir(parents=True)
    npm_servers.symlink_to(install.node_servers_dir(CACHE_DIR), target_is_directory=True)
    monkeypatch.setattr(install, "GO_STANDARD_PLACE", tmp_path / "no-go")
    ran = kg_run("language-servers", "install", env={"PATH": "/usr/bin:/bin",
                                                      "KG_CACHE_DIR": str(cache)})
    assert "no Go toolchain found" in ran.stderr and "install Go" in ran.stderr
    assert "language servers for npm already installed" in ran.stderr
    assert ran.returncode == 0, ran.stdout + ran.stderr
    gopls_line = next(line for line in ran.stdout.splitlines() if line.startswith("gopls"))
    assert "missing" in gopls_line
    assert "typescript-language-server   installed" in ran.stdout


# --- gopls on a module ----------------------------------------------------------------------------------
async def test_gopls_lists_methods_at_the_top_and_finds_uses_across_packages(gopls: Path, module: Path) -> None:
    files = sorted(module.rglob("*.go"))
    async with LanguageServerSession(GOPLS, module, cache_dir=CACHE_DIR) as session:
        session.open(files)
        await session.wait_until_ready(files[0])
        listed = await session.document_symbols(Path("shapes/shapes.go"))
        symbols = {f.qualified_name: f.symbol for f in flatten(listed)}
        assert {"Square", "Square.Side", "(*Square).Area", "NewSquare", "Shape.Area"} <= set(symbols)
        uses = await session.references(Path("shapes/shapes.go"), symbols["NewSquare"].selection_range.start)
    assert {(Path(u.uri).name, u.range.start.line + 1) for u in uses} >= {
        ("main.go", line_of("cmd/draw/main.go", "shapes.NewSquare")),
        ("shapes_test.go", line_of("shapes/shapes_test.go", "NewSquare"))}


# --- the graph ------------------------------------------------------------------------------------------
async def test_symbols_are_go_with_methods_under_their_types(go_graph: Any) -> None:
    graph, report = go_graph
    assert report.code.servers[0].server == "gopls"
    symbols = {row["q"]: row for row in await rows(
        graph, "MATCH (c:Symbol) RETURN c.qualified_name AS q, c.kind AS kind, c.language AS language, "
               "c.label AS label, c.concept_id AS id")}
    assert {row["language"] for row in symbols.values()} == {"go"}
    assert symbols["shapes.shapes.Square"]["kind"] == "class"
    assert symbols["shapes.shapes.Shape"]["kind"] == "interface"
    assert symbols["shapes.shapes.Kind"]["kind"] == "type_alias"
    assert symbols["shapes.shapes.Square.Area"] == {
        "q": "shapes.shapes.Square.Area", "kind": "method", "language": "go", "label": "Square.Area",
        "id": "go:shapes.shapes.Square.Area"}
    assert symbols["shapes.shapes.Square.Side"]["kind"] == "property"
    assert symbols["shapes.shapes.Stack.Push"]["label"] == "Stack.Push"  # gopls says (*Stack[T]).Push
    assert symbols["shapes.shapes.KindSquare"]["kind"] == "constant"
    documents = {row["language"] for row in await rows(graph, "MATCH (d:Document) WHERE d.name ENDS WITH '.go' "
                                                              "RETURN d.language AS language")}
    assert documents == {"go"}
    described = (await rows(graph, "MATCH (c:Symbol {concept_id: 'go:shapes.shapes.NewSquare'}) "
                                   "RETURN c.parameters AS names, c.returns AS returns, c.returns_none AS none"))[0]
    assert described == {"names": ["name", "side"], "returns": "*Square", "none": False}  # no error result


async def test_uses_carry_their_go_kinds(go_graph: Any) -> None:
    graph, _ = go_graph
    main, shapes = "cmd/draw/main.go", "shapes/shapes.go"
    assert await uses_of(graph, "go:shapes.shapes.NewSquare") == {
        (main, line_of(main, "shapes.NewSquare")): "call",
        ("shapes/shapes_test.go", line_of("shapes/shapes_test.go", "NewSquare")): "call"}
    square = await uses_of(graph, "go:shapes.shapes.Square")
    assert square[(shapes, line_of(shapes, "return &Square{"))] == "call"  # a composite literal makes one
    assert square[(shapes, line_of(shapes, "case *Square:"))] == "pattern"
    assert square[(shapes, line_of(shapes, "func Grow("))] == "annotation"
    assert (await uses_of(graph, "go:shapes.shapes.Base"))[(shapes, line_of(shapes, "Base", whole=True))] == "subclass"
    side = await uses_of(graph, "go:shapes.shapes.Square.Side")
    assert side[(shapes, line_of(shapes, "s.Side += by"))] == "assignment"
    assert side[(main, line_of(main, "square.Side)"))] == "attribute"
    assert (await uses_of(graph, "go:shapes.shapes.Square.Area"))[(main, line_of(main, "area := square.Area"))] \
        == "attribute"  # a method value: read, not called
    assert (await uses_of(graph, "go:shapes.shapes.KindSquare"))[(shapes, line_of(shapes, "return KindSquare"))] \
        == "reference"
    edges = {(row["a"], row["type"], row["b"]) for row in await rows(
        graph, "MATCH (a:Symbol)-[r]->(b:Symbol) RETURN a.label AS a, type(r) AS type, b.label AS b")}
    assert {("NewSquare", "CALLS", "Square"), ("Square", "INHERITS", "Base"), ("main", "CALLS", "Grow")} <= edges


async def test_a_call_through_an_interface_is_marked_for_scout(go_graph: Any) -> None:
    """`named.String()` (named a shapes.Named) is among gopls's references of Square.String, which the
    code pass asks because `out.String()` is a library's String: scout reads it as a call through Named,
    which a change of Square.String does not break."""
    graph, _ = go_graph
    main = "cmd/draw/main.go"
    rows = await graph.db.read("scout_symbol_uses", {"ids": ["go:shapes.shapes.Square.String",
                                                             "go:shapes.shapes.Named.String"]})
    through = {(row["symbol"], row["document"], row["line"]): row["interface"] for row in rows}
    line = line_of(main, "named.String()")
    assert through[("go:shapes.shapes.Square.String", main, line)] == "Named"
    assert through[("go:shapes.shapes.Named.String", main, line)] is None  # the interface's own call


# --- the oracle -----------------------------------------------------------------------------------------
def test_the_go_toolchain_sees_what_a_rename_breaks_tests_included(module: Path, tmp_path: Path) -> None:
    copy = checkers.scratch_copy(module, tmp_path / "copy")
    checking = checkers.checker("go", copy, module, CACHE_DIR)
    assert checking.name == "go build" and checking.run() == []
    shapes = copy / "shapes" / "shapes.go"
    shapes.write_text(shapes.read_text().replace("func NewSquare(", "func NewSquareX("))
    broken = checking.run()
    sites = {(d.path, d.line) for d in broken}
    # The test file of the same package is compiled too; main.go imports the broken package and is not
    # type-checked (Go stops at a package whose import fails), as the checker's docstring says.
    assert ("shapes/shapes_test.go", line_of("shapes/shapes_test.go", "NewSquare")) in sites
    assert all(d.message and d.rule in ("compile", "vet") for d in broken)


def test_a_folder_without_go_mod_has_no_go_checker(tmp_path: Path) -> None:
    with pytest.raises(Exception, match="no go.mod"):
        checkers.checker("go", tmp_path, tmp_path, CACHE_DIR)
