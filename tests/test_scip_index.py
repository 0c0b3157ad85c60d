"""scip-python's index answers where a name is defined as basedpyright's definition request does, or says
it cannot (the pass then asks the server): run for real on a small src-layout repository."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from lsprotocol import types

from kg_server.config import Settings
from kg_server.providers.lsp import uri_path
from kg_server.providers.scip import LIBRARY, IndexerFailed, PythonIndex, index_python, read_index

CORE = '''\
from typing import overload


class Engine:
    """Runs things."""

    def __init__(self, speed: int) -> None:
        self.speed = speed

    def run(self) -> int:
        return helper(self.speed)


def helper(value: int) -> int:
    doubled = value * 2
    return len(str(doubled))


@overload
def pick(value: int) -> int: ...
@overload
def pick(value: str) -> str: ...
def pick(value: int | str) -> int | str:
    return value
'''
INIT = "from .core import Engine as Engine\n"
TEST = '''\
from pkg.core import Engine, helper, pick


def test_engine() -> None:
    engine = Engine(3)
    assert engine.run() == helper(3) == pick(1)
'''


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> PythonIndex:
    root = tmp_path_factory.mktemp("repo")
    for name, text in (("src/pkg/__init__.py", INIT), ("src/pkg/core.py", CORE), ("tests/test_engine.py", TEST)):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    # indexed where the module names put them (the pass does this: src/pkg/core.py as pkg/core.py)
    moved = {"pkg/__init__.py": "src/pkg/__init__.py", "pkg/core.py": "src/pkg/core.py",
             "test_engine.py": "tests/test_engine.py"}
    texts = {path: (root / name).read_text() for path, name in moved.items()}
    scratch = tmp_path_factory.mktemp("scratch")
    output = asyncio.run(index_python(texts, scratch, cache_dir=Settings().cache_dir, timeout=300))
    return read_index(output, root, moved, {name: (root / name).read_text() for name in moved.values()})


def where(index: PythonIndex, name: str, text: str, line: int, word: str) -> list[tuple[str, int]] | None:
    """The definitions (file, line from 1) of `word` written on `line` (from 1) of `name`."""
    column = text.splitlines()[line - 1].index(word)
    found = index.definition(index.root / name, types.Position(line=line - 1, character=column))
    if found is None:
        return None
    return [(str(path.relative_to(index.root)) if (path := uri_path(f.uri)) else f.uri, f.range.start.line + 1)
            for f in found]


def test_names_resolve_across_files_through_the_import_name(index: PythonIndex) -> None:
    # the test imports pkg.core: src/ is a search root, which scip-python alone would leave unresolved
    assert where(index, "tests/test_engine.py", TEST, 1, "Engine") == [("src/pkg/core.py", 4)]
    assert where(index, "tests/test_engine.py", TEST, 5, "Engine") == [("src/pkg/core.py", 4)]
    assert where(index, "tests/test_engine.py", TEST, 6, "run") == [("src/pkg/core.py", 10)]
    assert where(index, "tests/test_engine.py", TEST, 6, "helper") == [("src/pkg/core.py", 14)]
    assert where(index, "src/pkg/core.py", CORE, 11, "helper") == [("src/pkg/core.py", 14)]
    assert where(index, "src/pkg/core.py", CORE, 11, "speed") == [("src/pkg/core.py", 8)]


def test_an_import_names_its_module_and_a_definition_itself(index: PythonIndex) -> None:
    assert where(index, "tests/test_engine.py", TEST, 1, "core") == [("src/pkg/core.py", 1)]
    assert where(index, "src/pkg/__init__.py", INIT, 1, "core") is None  # relative: named `core`, the server says
    assert where(index, "src/pkg/core.py", CORE, 14, "value") == [("src/pkg/core.py", 14)]  # a parameter


def test_every_declaration_of_an_overloaded_function_is_its_definition(index: PythonIndex) -> None:
    assert where(index, "tests/test_engine.py", TEST, 6, "pick") == [("src/pkg/core.py", 20), ("src/pkg/core.py", 22),
                                                                      ("src/pkg/core.py", 23)]


def test_locals_libraries_and_the_unknown(index: PythonIndex) -> None:
    assert where(index, "src/pkg/core.py", CORE, 16, "doubled") == []  # a local: answered, nothing of the repository
    assert where(index, "src/pkg/core.py", CORE, 16, "str") == [(LIBRARY.uri, 1)]  # builtins
    assert where(index, "src/pkg/core.py", CORE, 16, "len") is None  # a builtin function it leaves unresolved
    assert where(index, "src/pkg/core.py", CORE, 15, "* 2") is None  # no name there: the server is asked
    assert index.definition(index.root / "elsewhere.py", types.Position(line=0, character=0)) is None


def test_a_broken_index_and_a_missing_indexer_say_so(tmp_path: Path) -> None:
    broken = tmp_path / "broken.scip"
    broken.write_bytes(b"\xff\xff\xff\xff not protobuf")
    with pytest.raises(IndexerFailed, match="not a SCIP index"):
        read_index(broken, tmp_path, {}, {})
    with pytest.raises(IndexerFailed, match="kg language-servers install"):
        asyncio.run(index_python({"a.py": "x = 1\n"}, tmp_path, cache_dir=tmp_path / "empty", timeout=10))
