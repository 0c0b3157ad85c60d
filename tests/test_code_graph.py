"""The code graph, built by the real language servers (basedpyright, typescript-language-server) from small
repositories written here: symbols as concepts, definition blocks as paragraphs, every use a quote with
its line and kind, relationships with their sites; what is skipped; prose linked to the symbols it
names; the tools reading it; and a re-ingest after a change or a deletion leaving nothing stale."""

from __future__ import annotations

import ast
import shutil
import textwrap
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from kg_server.communities.detection import DRIFT_SHARE
from kg_server.config import Settings
from kg_server.contract.reads import (
    FIND_CONNECTIONS,
    GET_CONCEPT_DETAILS,
    READ_SOURCE,
    SEARCH_BY_DOCUMENT,
    SEARCH_CONCEPTS,
    FindConnections,
    GetConceptDetails,
    ReadSource,
    SearchByDocument,
    SearchConcepts,
)
from kg_server.ingest import IngestReport
from kg_server.ingest.code.readers import PARALLEL_LINES
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.service import KnowledgeGraph
from tests.helpers.graphs import wipe
from tests.helpers.repositories import fresh_graph, write_repository

pytestmark = pytest.mark.slow  # the whole file: language servers run as processes of their own

PYTHON_REPO = {
    "pkg/__init__.py": '''\
        """Shapes, colours and their areas."""
        from .shapes import Color, Shape, area

        __all__ = ["Color", "Shape", "area"]
        ''',
    "pkg/shapes.py": '''\
        """Shapes and colours."""
        import enum


        class Color(enum.Enum):
            """A colour."""

            RED = 1
            GREEN = 2


        class Shape:
            """A shape with a name."""

            def __init__(self, name: str) -> None:
                self.name = name

            def describe(self, color: Color) -> str:
                """Say what it is, in an exhaustive match."""
                match color:
                    case Color.RED:
                        return f"red {self.name}"
                    case Color.GREEN:
                        return f"green {self.name}"


        class Square(Shape):
            def describe(self, color: Color) -> str:
                return "square " + super().describe(color)


        def area(shape: Shape, scale: float) -> float:
            """The area of a shape, scaled."""
            if isinstance(shape, Square):
                return scale
            return 0.0


        def label(color: Color) -> str:
            match color:
                case Color.RED:
                    return "red"
                case _:
                    return "other"
        ''',
    "pkg/report.py": '''\
        from pkg.shapes import Shape, area


        def total(shapes: list[Shape]) -> float:
            return sum(area(shape, 2.0) for shape in shapes)
        ''',
    "tests/test_shapes.py": '''\
        from pkg import Color, Shape, area


        def test_area():
            shape = Shape("x")
            assert area(shape, 1.0) == 0.0
            assert shape.describe(Color.RED) == "red x"
        ''',
    "README.md": '''\
        # Shapes

        The `Shape.describe` method says what a shape is; `area` computes a scaled area.

        A `total` of shapes sums their areas, and a `bonus` may come on top.
        ''',
    "node_modules/left-pad/index.js": "module.exports = function leftPad() {};\n",
    "build/generated.py": "GENERATED = 1\n",
    ".gitignore": "build/\n*.log\n",
    "debug.log": "a log\n",
}

TYPESCRIPT_REPO = {
    "tsconfig.json": '{"compilerOptions": {"strict": true, "target": "es2022", "module": "nodenext"}}\n',
    "source/kind.ts": '''\
        export enum Kind {
            Small = 'small',
            Large = 'large',
        }

        export function sizeOf(kind: Kind): number {
            switch (kind) {
                case Kind.Small:
                    return 1;
                case Kind.Large:
                    return 2;
            }
        }
        ''',
    "source/box.ts": '''\
        import {Kind, sizeOf} from './kind.js';

        export class Box {
            constructor(readonly kind: Kind) {}

            volume(): number {
                return sizeOf(this.kind) * 10;
            }
        }

        export class BigBox extends Box {
            override volume(): number {
                return super.volume() * 2;
            }
        }
        ''',
    "source/index.ts": '''\
        export {Kind} from './kind.js';
        export {Box, BigBox} from './box.js';
        ''',
}


def line_of(files: dict[str, str], name: str, snippet: str) -> int:
    """The line (from 1) of the first line of a test file holding `snippet`."""
    for number, text in enumerate(textwrap.dedent(files[name]).splitlines(), start=1):
        if snippet in text:
            return number
    raise AssertionError(f"{snippet!r} is not in {name}")


def at(name: str, snippet: str, files: dict[str, str] | None = None) -> tuple[str, int]:
    return name, line_of(files or PYTHON_REPO, name, snippet)


@pytest.fixture(scope="module")
async def python_repo(settings: Settings, embedder: LocalEmbedder, tmp_path_factory: pytest.TempPathFactory
                      ) -> AsyncIterator[tuple[KnowledgeGraph, Path, IngestReport]]:
    root = write_repository(tmp_path_factory.mktemp("python-repo"), PYTHON_REPO)
    graph = await fresh_graph(settings, embedder)
    report = await graph.ingest([root])
    yield graph, root, report
    await graph.close()


async def rows(graph: KnowledgeGraph, statement: str, **parameters: Any) -> list[dict[str, Any]]:
    return await graph.db.run_auto(statement, parameters)


async def uses_of(graph: KnowledgeGraph, concept_id: str) -> dict[tuple[str, int], str]:
    """(document, line) -> kind of use, for every quote of a symbol but its definition."""
    found = await rows(graph, "MATCH (:Concept {concept_id: $id})<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source) "
                              "WHERE NOT i.use IN ['definition', 'mention'] "
                              "RETURN s.document AS document, i.line AS line, i.use AS use",
                       id=concept_id)
    return {(row["document"], row["line"]): row["use"] for row in found}


def ast_symbols(source: str, module: str) -> set[str]:
    """What Python's ast defines: module-level functions and classes, methods, enum members."""
    found = set()
    for node in ast.parse(textwrap.dedent(source)).body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            found.add(f"{module}.{node.name}")
        if isinstance(node, ast.ClassDef):
            for member in node.body:
                if isinstance(member, ast.FunctionDef):
                    found.add(f"{module}.{node.name}.{member.name}")
                elif isinstance(member, ast.Assign) and "Enum" in ast.unparse(node.bases[0] if node.bases else node):
                    found.update(f"{module}.{node.name}.{t.id}" for t in member.targets if isinstance(t, ast.Name))
    return found


# --- the graph ------------------------------------------------------------------------------------------
async def test_every_definition_python_finds_is_a_symbol_with_kind_language_and_name(python_repo: Any) -> None:
    graph, _, report = python_repo
    symbols = {row["q"]: row for row in await rows(
        graph, "MATCH (c:Symbol) RETURN c.qualified_name AS q, c.kind AS kind, c.language AS language, "
               "c.concept_id AS id, c.label AS label")}
    expected = ast_symbols(PYTHON_REPO["pkg/shapes.py"], "pkg.shapes") | ast_symbols(
        PYTHON_REPO["pkg/report.py"], "pkg.report"
    )
    assert expected <= set(symbols), expected - set(symbols)
    assert {symbols[q]["kind"] for q in ("pkg.shapes.Color", "pkg.shapes.Color.RED", "pkg.shapes.Shape.describe",
                                         "pkg.shapes.area", "pkg", "pkg.shapes.Shape.name")} == {
        "enum", "enum_member", "method", "function", "module", "attribute"}
    assert symbols["pkg.shapes.Shape.describe"]["id"] == "py:pkg.shapes.Shape.describe"
    assert symbols["pkg.shapes.Shape.describe"]["label"] == "Shape.describe"
    assert {row["language"] for row in symbols.values()} == {"python"}
    assert not any(q.startswith("generated") or "left" in q for q in symbols), "build/ and node_modules/ were read"
    assert report.code.symbols == len(symbols) and report.code.servers[0].server == "basedpyright"


async def test_a_symbol_keeps_what_its_definition_declares(python_repo: Any) -> None:
    graph, _, _ = python_repo
    declared = {row["q"]: row for row in await rows(
        graph, "MATCH (c:Symbol) WHERE c.qualified_name IN ['pkg.shapes.Shape.describe', 'pkg.shapes.Color'] "
               "RETURN c.qualified_name AS q, c.parameters AS names, c.parameter_kinds AS kinds, "
               "c.parameter_defaults AS defaults, c.returns AS returns, c.returns_none AS none")}
    describe = declared["pkg.shapes.Shape.describe"]
    assert (describe["names"], describe["kinds"], describe["defaults"]) == (
        ["self", "color"], ["positional", "positional"], [False, False])
    assert (describe["returns"], describe["none"]) == ("str", False)
    assert (declared["pkg.shapes.Color"]["names"], declared["pkg.shapes.Color"]["none"]) == ([], None)


async def test_what_is_left_out_is_said_a_folder_at_a_time(python_repo: Any) -> None:
    _, _, report = python_repo
    skipped = dict(report.skipped)
    assert skipped["node_modules/"] == "installed npm packages (node_modules/)"
    assert skipped["build/"] == "build output (build/)"
    assert skipped["debug.log"] == "ignored by .gitignore"


async def test_a_definition_block_is_a_paragraph_with_its_line_range(python_repo: Any) -> None:
    graph, _, _ = python_repo
    block = (
        await graph.run(READ_SOURCE, ReadSource(source_id=await owner_source(graph, "py:pkg.shapes.area")))
    ).paragraphs[0]
    assert block.text.startswith("def area(shape: Shape, scale: float) -> float:")
    assert block.text.rstrip().endswith("return 0.0") and "def label" not in block.text
    lines = await rows(
        graph, "MATCH (s:Source {owner: 'py:pkg.shapes.area'}) RETURN s.line_start AS a, s.line_end AS b"
    )
    assert [(row["a"], row["b"]) for row in lines] == [(at("pkg/shapes.py", "def area")[1],
                                                        at("pkg/shapes.py", "return 0.0")[1])]


async def owner_source(graph: KnowledgeGraph, concept_id: str) -> str:
    found = await rows(graph, "MATCH (s:Source {owner: $id}) RETURN s.source_id AS id ORDER BY s.paragraph LIMIT 1",
                       id=concept_id)
    return str(found[0]["id"])


async def test_every_use_is_a_quote_with_its_line_and_kind(python_repo: Any) -> None:
    graph, _, _ = python_repo
    assert await uses_of(graph, "py:pkg.shapes.area") == {
        at("pkg/__init__.py", "from .shapes"): "re-export", at("pkg/__init__.py", "__all__"): "re-export",
        at("pkg/report.py", "import"): "import", at("pkg/report.py", "return sum"): "call",
        at("tests/test_shapes.py", "import"): "import", at("tests/test_shapes.py", "area(shape"): "call"}
    members = await uses_of(graph, "py:pkg.shapes.Color.GREEN")
    assert members == {at("pkg/shapes.py", "case Color.GREEN"): "pattern"}
    details = await graph.run(GET_CONCEPT_DETAILS, GetConceptDetails(concept_id="py:pkg.shapes.area"))
    defined = at("pkg/shapes.py", "def area")[1]
    assert details.instances[0].use == "definition" and details.instances[0].line == defined
    assert all(q.line is not None for q in details.instances if q.use != "mention")
    text = details.render()
    assert f"python function pkg.shapes.area, defined at pkg/shapes.py:{defined}" in text
    assert (
        f"`return sum(area(shape, 2.0) for shape in shapes)` (pkg/report.py:{at('pkg/report.py', 'return sum')[1]}, "
        "call)"
        in text
    )


async def test_relationships_carry_their_sites_and_kinds(python_repo: Any) -> None:
    graph, _, _ = python_repo
    found = {(row["a"], row["type"], row["b"]): row for row in await rows(
        graph, "MATCH (a:Symbol)-[r]->(b:Symbol) WHERE r.method = 'lsp' "
               "RETURN a.label AS a, type(r) AS type, b.label AS b, r.sites AS sites, r.kinds AS kinds")}
    assert found[("total", "CALLS", "area")]["sites"] == ["pkg/report.py:%d" % at("pkg/report.py", "return sum")[1]]
    assert found[("Square", "INHERITS", "Shape")]["kinds"] == ["subclass"]
    assert ("Square.describe", "OVERRIDES", "Shape.describe") in found
    assert found[("Square.describe", "CALLS", "Shape.describe")]["sites"] == [
        "pkg/shapes.py:%d" % at("pkg/shapes.py", "super().describe")[1]]
    assert found[("pkg", "IMPORTS", "area")]["kinds"] == ["re-export"]
    assert ("Shape.describe", "PART_OF", "Shape") in found and ("pkg.shapes", "PART_OF", "pkg") in found
    assert found[("Shape.describe", "REFERENCES", "Color.RED")]["kinds"] == ["pattern"]


async def test_prose_that_names_a_symbol_is_one_of_its_quotes(python_repo: Any) -> None:
    graph, _, _ = python_repo
    named = await rows(graph, "MATCH (c:Symbol)<-[:INSTANCE_OF]-(i:Instance {use: 'mention'})-[:FOUND_IN]->(s:Source) "
                              "RETURN c.label AS label, s.document AS document")
    assert {(row["label"], row["document"]) for row in named} >= {
        ("Shape.describe", "README.md"),
        ("area", "README.md"),
    }


async def test_code_concepts_stay_out_of_the_prose_passes(python_repo: Any) -> None:
    graph, _, _ = python_repo
    inferred = await rows(graph, "MATCH (a)-[r]-(b:Symbol) WHERE r.method IN ['cooccurrence', 'similarity', "
                                 "'hierarchy', 'inferred'] RETURN count(r) AS n")
    assert inferred[0]["n"] == 0


# --- the tools on code ------------------------------------------------------------------------------
async def test_search_finds_a_symbol_by_qualified_name_first_and_filters_code(python_repo: Any) -> None:
    graph, _, _ = python_repo
    exact = await graph.run(SEARCH_CONCEPTS, SearchConcepts(query="pkg.shapes.Shape.describe"))
    assert exact.results[0].concept_id == "py:pkg.shapes.Shape.describe"
    assert exact.results[0].kind == "method"
    assert (
        exact.results[0].defined_at
        == "pkg/shapes.py:%d" % at("pkg/shapes.py", "def describe(self, color: Color) -> str:")[1]
    )
    by_label = await graph.run(SEARCH_CONCEPTS, SearchConcepts(query="Shape.describe"))
    assert by_label.results[0].concept_id == "py:pkg.shapes.Shape.describe"
    by_meaning = await graph.run(SEARCH_CONCEPTS, SearchConcepts(query="scaled area of a shape", code=True, limit=3))
    assert "py:pkg.shapes.area" in [hit.concept_id for hit in by_meaning.results]
    assert all(hit.kind for hit in by_meaning.results) and by_meaning.filters[0].filter == "code"
    prose = await graph.run(SEARCH_CONCEPTS, SearchConcepts(query="shape", code=False))
    assert not any(hit.kind for hit in prose.results)


async def test_a_call_chain_has_a_code_line_per_hop(python_repo: Any) -> None:
    graph, _, _ = python_repo
    chain = await graph.run(FIND_CONNECTIONS, FindConnections(from_concept_id="py:pkg.report.total",
                                                              to_concept_id="py:pkg.shapes.area"))
    hop = chain.paths[0].hops[0]
    assert hop.type == "calls" and hop.evidence is not None
    assert (hop.evidence.document, hop.evidence.line) == at("pkg/report.py", "return sum")


async def test_a_files_symbols_are_listed_with_their_lines(python_repo: Any) -> None:
    graph, _, _ = python_repo
    listed = await graph.run(SEARCH_BY_DOCUMENT, SearchByDocument(document_name="pkg/report.py"))
    ids = [concept.concept_id for concept in listed.concepts]
    assert {"py:pkg.report", "py:pkg.report.total"} <= set(ids)
    total = next(concept for concept in listed.concepts if concept.concept_id == "py:pkg.report.total")
    assert total.quotes[0].line == at("pkg/report.py", "def total")[1]


# --- TypeScript ---------------------------------------------------------------------------------------
async def test_typescript_symbols_uses_and_relationships(settings: Settings, embedder: LocalEmbedder,
                                                         tmp_path: Path) -> None:
    root = write_repository(tmp_path / "ts-repo", TYPESCRIPT_REPO)
    graph = await fresh_graph(settings, embedder)
    try:
        report = await graph.ingest([root])
        assert report.code.servers[0].server == "typescript-language-server"
        kinds = {row["q"]: row["kind"] for row in await rows(graph, "MATCH (c:Symbol) RETURN c.qualified_name AS q, "
                                                                    "c.kind AS kind")}
        assert kinds["source.kind.Kind"] == "enum" and kinds["source.kind.Kind.Small"] == "enum_member"
        assert kinds["source.box.Box.volume"] == "method" and kinds["source.kind.sizeOf"] == "function"
        size_of = (await rows(graph, "MATCH (c:Symbol {qualified_name: 'source.kind.sizeOf'}) RETURN c.parameters "
                                     "AS names, c.parameter_kinds AS kinds, c.returns AS returns, "
                                     "c.returns_none AS none"))[0]
        assert size_of == {"names": ["kind"], "kinds": ["required"], "returns": "number", "none": False}
        assert await uses_of(graph, "ts:source.kind.Kind.Large") == {
            at("source/kind.ts", "case Kind.Large", TYPESCRIPT_REPO): "pattern"}
        uses = await uses_of(graph, "ts:source.kind.Kind")
        assert uses[("source/index.ts", 1)] == "re-export" and uses[("source/box.ts", 1)] == "import"
        assert uses[at("source/kind.ts", "function sizeOf", TYPESCRIPT_REPO)] == "annotation"
        edges = {(row["a"], row["type"], row["b"]) for row in await rows(
            graph, "MATCH (a:Symbol)-[r]->(b:Symbol) RETURN a.label AS a, type(r) AS type, b.label AS b")}
        assert {("Box.volume", "CALLS", "sizeOf"), ("BigBox", "INHERITS", "Box"),
                ("BigBox.volume", "OVERRIDES", "Box.volume")} <= edges
    finally:
        await graph.close()


# --- fresh after an edit ------------------------------------------------------------------------------
async def test_a_reingest_after_a_change_or_a_deletion_leaves_nothing_stale(
        settings: Settings, embedder: LocalEmbedder, tmp_path: Path) -> None:
    root = write_repository(tmp_path / "repo", PYTHON_REPO)
    graph = await fresh_graph(settings, embedder)
    try:
        await graph.ingest([root])
        report_py = root / "pkg" / "report.py"
        report_py.write_text(textwrap.dedent('''\
            from pkg.shapes import Shape, area


            def grand_total(shapes: list[Shape]) -> float:
                return sum(area(shape, 3.0) for shape in shapes) + bonus()


            def bonus() -> float:
                return 1.0
            '''))
        again = await graph.ingest([root])
        assert again.code.files_changed == 1 and again.code.files_unchanged == 3
        names = {row["q"] for row in await rows(graph, "MATCH (c:Symbol) WHERE c.document = 'pkg/report.py' "
                                                       "RETURN c.qualified_name AS q")}
        assert names == {"pkg.report", "pkg.report.grand_total", "pkg.report.bonus"}
        assert (await uses_of(graph, "py:pkg.shapes.area"))[("pkg/report.py", 5)] == "call"
        assert ("pkg/report.py", 5) in await uses_of(graph, "py:pkg.report.bonus")
        calls = {(row["a"], row["b"]) for row in await rows(
            graph, "MATCH (a:Symbol)-[r:CALLS]->(b:Symbol) RETURN a.label AS a, b.label AS b")}
        assert {("grand_total", "area"), ("grand_total", "bonus")} <= calls and ("total", "area") not in calls
        # the README's `bonus` names a symbol now and its `total` none: linked again without prose changing
        named = {row["label"] for row in await rows(
            graph, "MATCH (c:Symbol)<-[:INSTANCE_OF]-(:Instance {use: 'mention'})-[:FOUND_IN]->(:Source {document: "
                   "'README.md'}) RETURN c.label AS label")}
        assert {"bonus", "area", "Shape.describe"} <= named and "total" not in named
        await same_as_a_fresh_ingest(graph, root, settings, embedder)

        (root / "pkg" / "report.py").unlink()
        gone = await graph.ingest([root])
        assert gone.code.files_deleted == 1
        left = await rows(graph, "MATCH (n) WHERE n.document = 'pkg/report.py' OR n.name = 'pkg/report.py' "
                                 "RETURN count(n) AS n")
        assert left[0]["n"] == 0
        assert not any(document == "pkg/report.py" for document, _ in await uses_of(graph, "py:pkg.shapes.area"))
    finally:
        await graph.close()


async def test_a_server_grown_past_its_limit_is_started_again_and_the_graph_is_the_same(
        settings: Settings, embedder: LocalEmbedder, tmp_path: Path) -> None:
    """A server over KG_CODE_SERVER_MAX_MB is started again between batches, opening the files it has
    still to read; the graph is what one session makes."""
    # past PARALLEL_LINES, so that the pass starts sessions of its own (a warm one is never restarted)
    padding = {"pkg/notes.py": "".join(f"# note {n}\n" for n in range(PARALLEL_LINES))}
    root = write_repository(tmp_path / "repo", chain_of_modules(12) | padding)
    graph = await fresh_graph(settings, embedder)
    try:
        whole = await KnowledgeGraph(settings.model_copy(update={"code_index_lines": 10**9}), db=graph.db,
                                     embedder=embedder).ingest([root])  # the server alone, as below
        assert whole.code is not None and whole.code.servers[0].restarts == 0
        expected = await code_graph(graph)
        await wipe(graph)
        # below the 200 MB a user may set (model_copy does not validate): this server holds about 150
        small = KnowledgeGraph(settings.model_copy(update={"code_server_max_mb": 100, "code_batch_lines": 20,
                                                           "code_index_lines": 10**9}),
                               db=graph.db, embedder=embedder)
        again = await small.ingest([root])
        assert again.code is not None and again.code.servers[0].restarts > 0, again.code.servers
        assert await code_graph(graph) == expected
    finally:
        await graph.close()


def chain_of_modules(count: int) -> dict[str, str]:
    """`count` small modules, each calling the one before: a graph big enough that one file is a small
    share of its concepts."""
    files = {"pkg/__init__.py": ""}
    for n in range(count):
        before = f"from pkg.m{n - 1} import first_{n - 1}, second_{n - 1}\n\n\n" if n else ""
        calls = f"first_{n - 1}() + second_{n - 1}()" if n else "1"
        files[f"pkg/m{n}.py"] = (f"{before}def first_{n}() -> int:\n    return {calls}\n\n\n"
                                 f"def second_{n}() -> int:\n    return first_{n}() * 2\n")
    return files


async def community_of(graph: KnowledgeGraph, concept_id: str) -> str | None:
    found = await rows(graph, "MATCH (:Concept {concept_id: $id})-[:IN_COMMUNITY]->(k:Community) "
                              "RETURN k.community_id AS k", id=concept_id)
    return found[0]["k"] if found else None


async def test_a_small_change_of_code_keeps_the_map_and_places_its_new_concepts(
        settings: Settings, embedder: LocalEmbedder, tmp_path: Path) -> None:
    """Leiden over the whole graph after each saved file was most of a re-ingest's time: a change of a
    few code files keeps the communities, its new symbols joining their neighbours', until the changed
    concepts add up to DRIFT_SHARE of the graph; then Leiden runs again."""
    root = write_repository(tmp_path / "repo", chain_of_modules(40))
    graph = await fresh_graph(settings, embedder)
    try:
        first = await graph.ingest([root])
        assert first.communities is not None and first.communities.computed
        limit = int(DRIFT_SHARE * first.communities.concepts)
        home = await community_of(graph, "py:pkg.m20.first_20")
        assert home is not None and home == await community_of(graph, "py:pkg.m20.second_20")
        changes = 0
        while True:
            changes += 1
            module = root / "pkg" / "m20.py"
            module.write_text(module.read_text() + "".join(
                f"\n\ndef added_{changes}{part}() -> int:\n    return first_20() + second_20()\n" for part in "abc"))
            again = await graph.ingest([root])
            run = again.communities
            assert run is not None and again.code is not None and again.code.files_changed == 1
            if run.computed:  # the changes added up: Leiden ran, and every new symbol has a community
                assert run.placed is None and changes > 1
                assert all([await community_of(graph, f"py:pkg.m20.added_{n}a") for n in range(1, changes + 1)])
                break
            # The three functions added count toward the drift, not the file's other symbols.
            assert run.placed == 3 and run.drift == 3 * changes <= run.drift_limit == limit, run
            assert await community_of(graph, f"py:pkg.m20.added_{changes}a") == home
            size = await rows(graph, "MATCH (k:Community {community_id: $k}) RETURN k.size AS size, "
                                     "size(k.members) AS listed, COUNT { (k)<-[:IN_COMMUNITY]-() } AS members", k=home)
            assert size[0]["size"] == size[0]["listed"] == size[0]["members"]
            assert "placed in their neighbours' communities" in run.summary()
            assert not (await graph.db.read("communities_owed"))[0]["owed"]
        assert (await rows(graph, "MATCH (m:GraphMeta {key: 'communities'}) RETURN m.drift AS d"))[0]["d"] == 0
        # prose changed: Leiden runs whatever the drift
        (root / "README.md").write_text("# Chain\n\nThe first function calls the second one of the module before.\n")
        assert (await graph.ingest([root])).communities.computed
    finally:
        await graph.close()


WRAPPER = {
    "pkg/__init__.py": "",
    "pkg/wrap.py": '''\
        import textwrap


        class Wrapper(textwrap.TextWrapper):
            def quote(self, text: str) -> str:
                self.initial_indent = "> "
                return self.fill(text)


        def indent_of(wrapper: Wrapper) -> str:
            return wrapper.initial_indent


        def width() -> int:
            return 70
        ''',
}


async def test_a_member_set_over_a_librarys_keeps_its_uses_when_its_file_is_saved(
        settings: Settings, embedder: LocalEmbedder, tmp_path: Path) -> None:
    """`wrapper.initial_indent` is textwrap's attribute to the server's `definition`, and one of the
    references of Wrapper.initial_indent, which sets it: the use is the repository's member's. A save that
    leaves that function as it was keeps the use without asking the references again."""
    root = write_repository(tmp_path / "repo", WRAPPER)
    graph = await fresh_graph(settings, embedder)
    try:
        await graph.ingest([root])
        assert ("pkg/wrap.py", 11) in await uses_of(graph, "py:pkg.wrap.Wrapper.initial_indent")
        wrap = root / "pkg" / "wrap.py"
        wrap.write_text(wrap.read_text().replace("    return 70", "    columns = 70\n    return columns"))
        again = await graph.ingest([root])
        assert again.code.files_changed == 1
        assert ("pkg/wrap.py", 11) in await uses_of(graph, "py:pkg.wrap.Wrapper.initial_indent")
        await same_as_a_fresh_ingest(graph, root, settings, embedder)
    finally:
        await graph.close()


async def code_graph(graph: KnowledgeGraph) -> tuple[set[tuple[Any, ...]], ...]:
    """Uses, relationships the servers gave, prose linked to code (mentions, DESCRIBES), and the symbols
    with what they declare (a re-ingest reads an unchanged file's from its document)."""
    uses = {(row["id"], row["document"], row["line"], row["use"]) for row in await rows(
        graph, "MATCH (c:Symbol)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source) WHERE i.use <> 'mention' "
               "RETURN c.concept_id AS id, s.document AS document, i.line AS line, i.use AS use")}
    edges = {(row["a"], row["type"], row["b"], tuple(row["sites"])) for row in await rows(
        graph, "MATCH (a:Symbol)-[r]->(b:Symbol) WHERE r.method = 'lsp' "
               "RETURN a.concept_id AS a, type(r) AS type, b.concept_id AS b, r.sites AS sites")}
    prose = {(row["id"], row["source"], row["instance"]) for row in await rows(
        graph, "MATCH (c:Symbol)<-[:INSTANCE_OF]-(i:Instance {use: 'mention'})-[:FOUND_IN]->(s:Source) "
               "RETURN c.concept_id AS id, s.source_id AS source, i.instance_id AS instance")}
    prose |= {(row["a"], row["b"], tuple(row["evidence"])) for row in await rows(
        graph, "MATCH (a:Concept)-[r:DESCRIBES {method: 'name'}]->(b:Symbol) "
               "RETURN a.concept_id AS a, b.concept_id AS b, r.evidence AS evidence")}
    symbols = {tuple(tuple(value) if isinstance(value, list) else value for value in row.values())
               for row in await rows(graph, "MATCH (c:Symbol) RETURN c.concept_id, c.kind, c.signature, c.parameters, "
                                            "c.parameter_kinds, c.parameter_defaults, c.returns, c.returns_none")}
    return uses, edges, prose, symbols


async def same_as_a_fresh_ingest(
    graph: KnowledgeGraph, root: Path, settings: Settings, embedder: LocalEmbedder
) -> None:
    """What the re-ingest left is what a first ingest of the same files makes."""
    after_reingest = await code_graph(graph)
    copy = root.parent / "fresh"
    shutil.copytree(root, copy)
    await wipe(graph)
    await graph.ingest([copy])
    assert await code_graph(graph) == after_reingest
    await wipe(graph)
    await graph.ingest([root])
