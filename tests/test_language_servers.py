"""The language-server layer (kg_server.providers.lsp) against the real servers: basedpyright and
typescript-language-server answer symbols, references and definitions on small repositories written
here; a missing server, a request out of time and a server that dies are clear errors; leaving a
session ends the server's whole process tree.

The servers must be installed (`make test` does it: `kg language-servers install`); a missing one fails
the test with the command that installs it rather than skipping it."""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import AsyncIterator
from pathlib import Path

import psutil
import pytest
from lsprotocol import types

from kg_server.config import Settings
from kg_server.errors import LanguageServerUnavailable
from kg_server.providers.lsp import (
    BASEDPYRIGHT,
    TYPESCRIPT,
    LanguageServer,
    LanguageServerSession,
    flatten,
    innermost,
    python_index,
    server_for,
    uri_path,
    utf16_column,
)
from kg_server.providers.lsp.capabilities import section
from kg_server.providers.lsp.process import descendants, running

pytestmark = pytest.mark.slow  # the whole file: see the marker in pyproject.toml

CACHE_DIR = Settings(_env_file=None).cache_dir  # type: ignore[call-arg]

PYTHON_FILES = {
    "pkg/__init__.py": '''\
"""A package that re-exports what its module defines."""
from .shapes import Color, Shape, area

__all__ = ["Color", "Shape", "area"]
''',
    "pkg/shapes.py": '''\
import enum

LIMIT = 10


class Color(enum.Enum):
    RED = 1
    BLUE = 2


class Shape:
    """Something with sides."""

    sides: int = 0

    def __init__(self, name: str) -> None:
        self.name = name

    def describe(self) -> str:
        return f"{self.name} \U0001f600 {LIMIT}"


def area(shape: Shape, color: Color) -> int:
    """The area, by colour."""
    match color:
        case Color.RED:
            return shape.sides
        case Color.BLUE:
            return 2
''',
    "app/use.py": '''\
from pkg import Color, Shape, area


def main() -> None:
    square = Shape("square")
    print(area(square, Color.RED), square.describe())
''',
}

TYPESCRIPT_FILES = {
    "tsconfig.json": '{"compilerOptions": {"strict": true, "target": "es2022", "module": "nodenext"}, '
    '"include": ["src"]}\n',
    "src/shapes.ts": """\
export enum Color { Red = "red", Blue = "blue" }
export type Named = { name: string };
export interface HasArea { area(): number }
export class Square implements HasArea {
  side: number;
  constructor(side: number) { this.side = side; }
  area(): number { return this.side * this.side; }
}
/** Says what a shape is. */
export function describe(shape: HasArea, color: Color): string {
  switch (color) {
    case Color.Red: return `red ${shape.area()}`;
    case Color.Blue: return "blue";
  }
}
""",
    "src/index.ts": ('export { Color, Square, describe } from "./shapes.js";\n'
                     'export type { HasArea } from "./shapes.js";\n'),
    "src/main.ts": 'import { Color, Square, describe } from "./index.js";\n'
    "export function run(): string { return describe(new Square(3), Color.Blue); }\n",
    "test/use.ts": """\
import { Color, Square, describe } from "../src/index.js";
console.log(describe(new Square(2), Color.Red));
""",
}


def _write(root: Path, files: dict[str, str]) -> list[Path]:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return sorted(root / name for name in files if server_for(root / name) is not None)


async def _session(server: LanguageServer, root: Path, files: list[Path]) -> LanguageServerSession:
    session = LanguageServerSession(server, root, cache_dir=CACHE_DIR, request_timeout=60)
    await session.start()
    session.open(files)
    await session.wait_until_ready(files[0])
    return session


@pytest.fixture(scope="module")
async def python(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[LanguageServerSession]:
    root = tmp_path_factory.mktemp("python-repo")
    session = await _session(BASEDPYRIGHT, root, _write(root, PYTHON_FILES))
    yield session
    await session.close()


@pytest.fixture(scope="module")
async def typescript(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[LanguageServerSession]:
    root = tmp_path_factory.mktemp("typescript-repo")
    session = await _session(TYPESCRIPT, root, _write(root, TYPESCRIPT_FILES))
    yield session
    await session.close()


async def _symbols(session: LanguageServerSession, name: str) -> dict[str, types.DocumentSymbol]:
    return {flat.qualified_name: flat.symbol for flat in flatten(await session.document_symbols(Path(name)))}


async def _uses(session: LanguageServerSession, name: str, qualified: str, **options: bool) -> set[tuple[str, int]]:
    symbol = (await _symbols(session, name))[qualified]
    found = await session.references(Path(name), symbol.selection_range.start, **options)
    sites = set()
    for location in found:
        path = uri_path(location.uri)
        assert path is not None
        sites.add((path.relative_to(session.root).as_posix(), location.range.start.line + 1))
    return sites


async def test_python_symbols_list_classes_methods_enum_members_and_instance_attributes(
    python: LanguageServerSession,
) -> None:
    symbols = await _symbols(python, "pkg/shapes.py")
    kinds = {name: symbol.kind for name, symbol in symbols.items()}
    assert kinds["Color"] == kinds["Shape"] == types.SymbolKind.Class
    assert kinds["Shape.describe"] == kinds["Shape.__init__"] == types.SymbolKind.Method
    assert kinds["area"] == types.SymbolKind.Function
    # Enum members come as constants (by their upper-case names), class and instance attributes as variables.
    assert kinds["Color.RED"] == kinds["LIMIT"] == types.SymbolKind.Constant
    assert kinds["Shape.sides"] == kinds["Shape.name"] == types.SymbolKind.Variable
    assert symbols["area"].range.start.line == 22 and symbols["area"].selection_range.start.character == 4


async def test_python_references_cross_the_re_export_and_reach_every_use(python: LanguageServerSession) -> None:
    assert await _uses(python, "pkg/shapes.py", "area") == {
        ("pkg/__init__.py", 2), ("pkg/__init__.py", 4), ("app/use.py", 1), ("app/use.py", 6)}
    assert await _uses(python, "pkg/shapes.py", "Color.RED") == {("pkg/shapes.py", 26), ("app/use.py", 6)}
    assert await _uses(python, "pkg/shapes.py", "Shape.describe") == {("app/use.py", 6)}
    assert await _uses(python, "pkg/shapes.py", "Shape.__init__") == {("app/use.py", 5)}
    with_declaration = await _uses(python, "pkg/shapes.py", "Shape.describe", include_declaration=True)
    assert with_declaration == {("pkg/shapes.py", 19), ("app/use.py", 6)}


async def test_the_symbol_a_reference_sits_in_is_its_caller(python: LanguageServerSession) -> None:
    use = list(flatten(await python.document_symbols(Path("app/use.py"))))
    area = (await _symbols(python, "pkg/shapes.py"))["area"]
    sites = await python.references(Path("pkg/shapes.py"), area.selection_range.start)
    callers = {
        (uri_path(site.uri).name, caller.qualified_name if (caller := innermost(use, site.range.start)) else None)
        for site in sites
        if uri_path(site.uri) == python.root / "app/use.py"
    }
    assert callers == {("use.py", None), ("use.py", "main")}  # the import at module level, the call in main()


async def test_python_definition_crosses_the_re_export(python: LanguageServerSession) -> None:
    use = Path("app/use.py")
    [definition] = await python.definition(use, types.Position(line=5, character=10))  # `area(` in main
    assert uri_path(definition.uri) == python.root / "pkg/shapes.py" and definition.range.start.line == 22


async def test_many_requests_in_flight_answer_like_one_at_a_time(python: LanguageServerSession) -> None:
    symbols = [flat.symbol for flat in flatten(await python.document_symbols(Path("pkg/shapes.py")))]
    one_by_one = [await python.references(Path("pkg/shapes.py"), s.selection_range.start) for s in symbols]
    together = await asyncio.gather(*(python.references(Path("pkg/shapes.py"), s.selection_range.start)
                                      for s in symbols))
    assert [sorted(str(u) for u in uses) for uses in together] == [sorted(str(u) for u in uses) for uses in one_by_one]


async def test_typescript_symbols_and_references_across_the_re_export(typescript: LanguageServerSession) -> None:
    kinds = {name: symbol.kind for name, symbol in (await _symbols(typescript, "src/shapes.ts")).items()}
    assert kinds["Color"] == types.SymbolKind.Enum and kinds["HasArea"] == types.SymbolKind.Interface
    assert kinds["Square"] == types.SymbolKind.Class and kinds["describe"] == types.SymbolKind.Function
    assert kinds["Square.area"] == types.SymbolKind.Method and kinds["Square.side"] == types.SymbolKind.Property
    assert kinds["Color.Red"] == types.SymbolKind.Constant  # enum members, as with basedpyright
    assert await _uses(typescript, "src/shapes.ts", "describe") == {
        ("src/index.ts", 1), ("src/main.ts", 1), ("src/main.ts", 2), ("test/use.ts", 1), ("test/use.ts", 2)}
    assert await _uses(typescript, "src/shapes.ts", "Color.Red") == {("src/shapes.ts", 12), ("test/use.ts", 2)}
    # An interface's member: the implementing method and the call through the interface.
    assert await _uses(typescript, "src/shapes.ts", "HasArea.area") == {("src/shapes.ts", 7), ("src/shapes.ts", 12)}


async def test_typescript_definition_crosses_the_re_export(typescript: LanguageServerSession) -> None:
    [definition] = await typescript.definition(Path("test/use.ts"), types.Position(line=1, character=14))
    assert uri_path(definition.uri) == typescript.root / "src/shapes.ts" and definition.range.start.line == 9


async def test_a_request_out_of_time_is_a_clear_error_and_the_session_goes_on(python: LanguageServerSession) -> None:
    position = (await _symbols(python, "pkg/shapes.py"))["Shape"].selection_range.start
    with pytest.raises(LanguageServerUnavailable, match=r"did not answer textDocument/references for .*shapes.py:11"):
        await python.references(Path("pkg/shapes.py"), position, timeout=1e-6)
    assert await python.references(Path("pkg/shapes.py"), position)


async def test_a_missing_server_names_the_command_that_installs_it(tmp_path: Path) -> None:
    session = LanguageServerSession(TYPESCRIPT, tmp_path, cache_dir=tmp_path / "empty-cache")
    with pytest.raises(LanguageServerUnavailable, match="install it with `kg language-servers install`"):
        await session.start()
    await session.close()


async def test_leaving_a_session_ends_the_whole_process_tree(tmp_path: Path) -> None:
    files = _write(tmp_path, TYPESCRIPT_FILES)
    async with LanguageServerSession(TYPESCRIPT, tmp_path, cache_dir=CACHE_DIR) as session:
        session.open(files)
        await session.wait_until_ready(files[0])
        assert session.pid is not None
        tree = descendants(session.pid)
        assert len(tree) >= 2  # typescript-language-server and its tsserver
        memory = session.memory()
        assert memory is not None and memory > 50 * 2**20
    for _ in range(100):  # a killed process in uninterruptible I/O on a busy machine ends a moment later
        if not (left := {pid: _describe(pid) for pid in tree if running(pid)}):
            break
        await asyncio.sleep(0.1)
    assert not left, f"still running 10 s after the session ended: {left}"


def _describe(pid: int) -> str:
    try:
        return " ".join(psutil.Process(pid).cmdline())[:200]
    except psutil.Error:
        return "(gone)"


async def test_a_server_that_dies_fails_its_requests_with_its_last_words(tmp_path: Path) -> None:
    files = _write(tmp_path, PYTHON_FILES)
    async with LanguageServerSession(BASEDPYRIGHT, tmp_path, cache_dir=CACHE_DIR) as session:
        session.open(files)
        await session.wait_until_ready(files[0])
        assert session.pid is not None
        os.killpg(session.pid, signal.SIGKILL)
        with pytest.raises(LanguageServerUnavailable, match="basedpyright exited"):
            await session.document_symbols(Path("pkg/shapes.py"))


def test_columns_count_utf16_code_units() -> None:
    line = 'x = "\U0001f600" + name'
    assert utf16_column(line, line.index("name")) == line.index("name") + 1
    assert python_index(line, utf16_column(line, line.index("name"))) == line.index("name")
    assert python_index("plain", 3) == 3


def test_settings_are_answered_by_dotted_section() -> None:
    settings = BASEDPYRIGHT.settings
    assert section(settings, "basedpyright.analysis")["autoSearchPaths"] is True
    assert section(settings, "python") is None and section(settings, None) == settings
