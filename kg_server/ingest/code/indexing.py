"""scip-python's index of a repository's Python files, made on the other core: where each name is
defined, for a read of many files (kg_server.providers.scip), so that the language server is asked only
where the index cannot say.

An ingest starts it before it writes the prose (`start_indexing`), when the code pass will read at
least KG_CODE_INDEX_LINES lines of Python; the code pass takes it when it comes to the names.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path, PurePosixPath

from kg_server.providers.lsp import server_for
from kg_server.providers.scip import IndexerFailed, PythonIndex, index_python, read_index

from .model import CodeFile
from .report import ServerRun
from .symbols import packages

INDEXED_SERVER = "basedpyright"  # the server whose files scip-python reads
TIMEOUT = 3_600.0  # seconds


class Indexing:
    """scip-python running on the Python files of one repository."""

    def __init__(self, root: Path, files: Sequence[CodeFile], modules: dict[str, str], cache_dir: Path) -> None:
        self._scratch = tempfile.TemporaryDirectory(prefix="kg-code-index-")
        self._task = asyncio.ensure_future(_index(root, files, modules, Path(self._scratch.name), cache_dir))

    async def index(self, run: ServerRun, stage: Callable[[str], None]) -> PythonIndex | None:
        """The index once made; None, said in the report, when scip-python failed: the server answers."""
        run.indexer = "scip-python"
        if not self._task.done():
            stage("waiting for scip-python's index of the repository")
        try:
            index, seconds = await self._task
        except IndexerFailed as error:
            run.failed.append(f"{error.message}; the language server said where names are defined instead")
            run.indexer = None
            return None
        run.index_seconds = round(seconds, 1)
        return index

    async def close(self) -> None:
        self._task.cancel()
        await asyncio.gather(self._task, return_exceptions=True)
        self._scratch.cleanup()


def indexed_files(files: Sequence[CodeFile], changed: set[str], index_lines: int) -> list[CodeFile] | None:
    """The Python files an index is made of, when a pass reads at least `index_lines` lines of them."""
    python = [f for f in files if (server := server_for(f.path)) is not None and server.name == INDEXED_SERVER]
    read = sum(len(f.lines) for f in python if f.name in changed)
    return python if python and read >= index_lines else None


async def _index(root: Path, files: Sequence[CodeFile], modules: dict[str, str], scratch: Path,
                 cache_dir: Path) -> tuple[PythonIndex, float]:
    """scip-python's index of the files, read; with the seconds it took. A file of a package is indexed
    at the path its module name gives (src/click/core.py as click/core.py), the others where they are (a
    folder of stubs without an `__init__.py`, as mypy's copy of typeshed, stays a folder: its
    builtins.pyi is not the builtins of the repository)."""
    began = time.perf_counter()
    texts: dict[str, str] = {}
    names: dict[str, str] = {}  # the path indexed -> the file's name
    in_packages = packages(files)
    for file in files:
        path = PurePosixPath(file.name)
        moved = PurePosixPath(*modules[file.name].split("."))
        moved = (moved / "__init__" if path.stem == "__init__" else moved).with_suffix(path.suffix)
        moved = moved if str(path.parent) in in_packages else path
        for key in (str(moved), file.name):  # a file its module's path is taken by stays where it is
            if key not in texts:
                texts[key], names[key] = file.text, file.name
                break
    output = await index_python(texts, scratch, cache_dir=cache_dir, timeout=TIMEOUT)
    return (await asyncio.to_thread(read_index, output, root, names, {f.name: f.text for f in files}),
            time.perf_counter() - began)
