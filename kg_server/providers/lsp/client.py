"""One running language server on one repository, driven through pygls's LanguageClient with
lsprotocol's types: `LanguageServerSession`.

    async with LanguageServerSession(BASEDPYRIGHT, repo, cache_dir=settings.cache_dir) as session:
        session.open(code_files)                      # didOpen: what the server searches for uses
        await session.wait_until_ready(code_files[0])
        for flat in flatten(await session.document_symbols(path)):
            uses = await session.references(path, flat.symbol.selection_range.start)
        print(session.memory())                       # RSS of the server's process tree, bytes

Starting spawns the server (its own process group, the repository as working directory and root),
sends `initialize` with the client capabilities below and `initialized`. Leaving the block sends
`shutdown` and `exit`, then ends the whole process tree whatever the server did (process.reap).

The client declares: hierarchical documentSymbol (all symbol kinds), references, definition with
links, work-done progress, workspace/configuration (answered from the row's `settings`), workspace
folders, file watching by the client (so the server starts no watcher of its own over the repository:
a session reads one ingest's files, which stay as they were opened) and pull diagnostics (so
basedpyright does not check opened files in the background; nothing ever pulls them).

Requests may be many at once: each waits for one of `max_in_flight` slots, so callers can
`asyncio.gather` hundreds. A request that takes longer than its timeout is cancelled with
`$/cancelRequest` and raises LanguageServerUnavailable saying which request, on what, after how long;
a server that exits fails every waiting request the same way, with the end of its stderr.
Results are lsprotocol types, normalised where LSP allows several shapes (locations.py).
"""

from __future__ import annotations

import asyncio
import logging
import shutil
import time
import uuid
from collections import deque
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pygls.lsp.client import LanguageClient

from kg_server.errors import LanguageServerUnavailable

from . import capabilities as declared
from .locations import as_document_symbols, as_locations, as_tsserver_diagnostics, file_uri
from .process import drain, reap, stderr_tail, tree_rss
from .servers import DEFINITION, DIAGNOSTIC, REFERENCES, SYMBOLS, TSSERVER_REQUEST, LanguageServer

log = logging.getLogger(__name__)

START_TIMEOUT = 60.0  # seconds for `initialize` (a cold Node and tsserver start take a few)
READY_TIMEOUT = 300.0  # seconds for the first answer and the start's progress to end
REQUEST_TIMEOUT = 120.0  # seconds for one request; references to a much-used name take the longest
EXIT_GRACE = 5.0  # seconds a server gets to answer shutdown, then to exit, before it is signalled


class _Client(LanguageClient):
    """pygls's client, with the server process it started in reach (pygls keeps it unexposed)."""

    @property
    def process(self) -> asyncio.subprocess.Process | None:
        return self._server


class LanguageServerSession:
    """A language server from the table (servers.py) running on `root`. No I/O until `start()` (or
    `async with`); `close()` is safe to call twice and after a failed start."""

    def __init__(self, server: LanguageServer, root: Path, *, cache_dir: Path,
                 request_timeout: float = REQUEST_TIMEOUT, max_in_flight: int = 8) -> None:
        self.server = server
        self.root = Path(root).resolve()
        self.cache_dir = cache_dir
        self.request_timeout = request_timeout
        self.capabilities = types.ServerCapabilities()
        self.server_info: types.ServerInfo | None = None
        self.log_tail: deque[str] = deque(maxlen=200)  # the server's window/logMessage lines
        self.started_in: float | None = None  # seconds from spawn to `initialized`
        self.note = ""  # what the launch chose for this repository (Launch.note)
        self._scratch: Path | None = None  # the session's own folder (Launch.scratch), removed at close
        self._slots = asyncio.Semaphore(max_in_flight)
        self._client: _Client | None = None
        self._stderr = stderr_tail()
        self._stderr_task: asyncio.Task[None] | None = None
        self._open: dict[Path, int] = {}  # didOpen sent: each file's version (1, then one more per change)
        self._uris: dict[Path, str] = {}  # each file's URI as sent
        self._progress: set[str] = set()
        self._quiet = asyncio.Event()
        self._quiet.set()

    async def __aenter__(self) -> LanguageServerSession:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # --- lifecycle ---------------------------------------------------------------------------------------

    async def start(self) -> None:
        launch = self.server.launch(self.cache_dir, self.root)
        self.note, self._scratch = launch.note, launch.scratch
        began = time.perf_counter()
        client = self._client = _Client(f"kg-server-{self.server.name}", "1")
        declared.answer_server_requests(client, self.server.settings, self.root, self._on_progress, self.log_tail)
        try:
            await client.start_io(*launch.argv, cwd=str(self.root), start_new_session=True)
        except OSError as error:
            self._client = None
            raise LanguageServerUnavailable(
                self.server.name, f"{self.server.name} could not be started ({error}); install it with "
                f"`{self.server.install_hint}`") from error
        process = client.process
        self._stderr_task = asyncio.create_task(drain(process.stderr if process else None, self._stderr))
        try:
            result = await self._call("initialize", declared.initialize_params(self.root, launch), START_TIMEOUT,
                                      where=str(self.root))
            client.protocol.notify("initialized", types.InitializedParams())
        except BaseException:
            await self.close()
            raise
        self.capabilities, self.server_info = result.capabilities, result.server_info
        self.started_in = time.perf_counter() - began

    async def close(self) -> None:
        client, self._client = self._client, None
        if client is None:
            self._remove_scratch()
            return
        process = client.process
        if process is not None and process.returncode is None and not client.stopped:
            try:
                answer = client.protocol.send_request_async("shutdown", None)
                answer.add_done_callback(_dropped)
                await asyncio.wait_for(asyncio.shield(answer), EXIT_GRACE)
                client.protocol.notify("exit", None)
            except (TimeoutError, RuntimeError, JsonRpcException, ConnectionError) as error:
                log.debug("%s did not shut down cleanly: %s", self.server.name, error)
        if process is not None:
            await reap(process, grace=EXIT_GRACE)
        try:
            await asyncio.wait_for(client.stop(), EXIT_GRACE)
        except TimeoutError:
            log.debug("pygls client of %s did not stop in time", self.server.name)
        if self._stderr_task is not None:
            self._stderr_task.cancel()
        self._remove_scratch()

    def _remove_scratch(self) -> None:
        scratch, self._scratch = self._scratch, None
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)

    @property
    def pid(self) -> int | None:
        process = self._client.process if self._client else None
        return process.pid if process else None

    def memory(self) -> int | None:
        """Resident memory of the server's whole process tree in bytes (None: not running, or no /proc)."""
        return tree_rss(self.pid) if self.pid is not None else None

    def supports(self, method: str) -> bool:
        """Whether the running server advertised `method` (one of the constants of servers.py)."""
        return declared.advertised(self.capabilities, method)

    # --- documents ---------------------------------------------------------------------------------------

    def open(self, paths: Iterable[Path]) -> int:
        """Send didOpen for each file not open yet (read as UTF-8, undecodable bytes replaced, the same
        way the code graph must read them so that lines match). Returns how many were opened."""
        opened = 0
        for path in paths:
            path = self._absolute(path)
            if path in self._open or (language := self.server.language_id(path)) is None:
                continue
            item = types.TextDocumentItem(uri=file_uri(path), language_id=language, version=1, text=_read(path))
            self._live().protocol.notify("textDocument/didOpen", types.DidOpenTextDocumentParams(text_document=item))
            self._open[path] = 1
            opened += 1
        return opened

    def change(self, path: Path, text: str) -> None:
        """didChange: an opened file's whole text as an unsaved edit (the file on disk is not touched)."""
        path = self._absolute(path)
        if path not in self._open:
            raise LanguageServerUnavailable(self.server.name, f"{path} is not open in {self.server.name}: open it")
        self._open[path] += 1
        document = types.VersionedTextDocumentIdentifier(uri=file_uri(path), version=self._open[path])
        self._live().protocol.notify("textDocument/didChange", types.DidChangeTextDocumentParams(
            text_document=document, content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))

    def is_open(self, path: Path) -> bool:
        return self._absolute(path) in self._open

    async def wait_until_ready(self, probe: Path, *, timeout: float = READY_TIMEOUT) -> float:
        """Wait until the server has loaded the project: a first documentSymbol answer on `probe` (an
        opened file), then, for servers that report their start as progress, its end, and for those that
        search only the files they have parsed, an answer on every opened file. Returns seconds."""
        began = time.perf_counter()
        await self._request(SYMBOLS, types.DocumentSymbolParams(text_document=self._document(probe)),
                            where=str(probe), timeout=timeout)
        if self.server.readiness == "every-file":
            probed = self._absolute(probe)
            await asyncio.gather(*(self._request(SYMBOLS, types.DocumentSymbolParams(text_document=self._document(p)),
                                                 where=str(p), timeout=timeout) for p in self._open if p != probed))
        if self.server.readiness == "progress":
            await asyncio.sleep(0.2)  # progress may begin just after the first answer
            left = max(1.0, timeout - (time.perf_counter() - began))
            try:
                await asyncio.wait_for(self._quiet.wait(), left)
            except TimeoutError as error:
                raise LanguageServerUnavailable(self.server.name, (
                    f"{self.server.name} was still loading the project under {self.root} after {timeout:.0f} s "
                    f"(open work: {', '.join(sorted(self._progress))})")) from error
        return time.perf_counter() - began

    # --- requests ----------------------------------------------------------------------------------------

    async def document_symbols(self, path: Path) -> list[types.DocumentSymbol]:
        """The file's symbols as a tree (locations.flatten walks it)."""
        answer = await self._request(SYMBOLS, types.DocumentSymbolParams(text_document=self._document(path)),
                                     where=str(path))
        return as_document_symbols(answer)

    async def references(self, path: Path, position: types.Position, *, include_declaration: bool = False,
                         timeout: float | None = None) -> list[types.Location]:
        """Every use of the symbol at `position` (its name's start) across what the server searches."""
        params = types.ReferenceParams(text_document=self._document(path), position=position,
                                       context=types.ReferenceContext(include_declaration=include_declaration))
        return list(await self._request(REFERENCES, params, where=_at(path, position), timeout=timeout) or [])

    async def definition(self, path: Path, position: types.Position) -> list[types.Location]:
        """Where the name at `position` is defined (the definition's name, as a Location)."""
        params = types.DefinitionParams(text_document=self._document(path), position=position)
        return as_locations(await self._request(DEFINITION, params, where=_at(path, position)))

    async def diagnostics(self, path: Path, *, timeout: float | None = None) -> list[types.Diagnostic]:
        """The errors and warnings the server finds in an opened file as it is now (its unsaved edits
        included), asked in the row's way (`LanguageServer.diagnostics`)."""
        where, limit = str(path), timeout or self.request_timeout
        if self.server.diagnostics == "pull":
            asked = types.DocumentDiagnosticParams(text_document=self._document(path))
            async with self._slots:
                report = await self._call(DIAGNOSTIC, asked, limit, where=where)
            return list(getattr(report, "items", None) or [])
        if self.server.diagnostics == "tsserver":
            found: list[types.Diagnostic] = []
            for command in ("syntacticDiagnosticsSync", "semanticDiagnosticsSync"):
                params = types.ExecuteCommandParams(command=TSSERVER_REQUEST, arguments=[
                    command, {"file": str(self._absolute(path)), "includeLinePosition": False}])
                async with self._slots:
                    answer = await self._call("workspace/executeCommand", params, limit, where=where)
                found += as_tsserver_diagnostics(answer)
            return found
        raise LanguageServerUnavailable(self.server.name, f"kg-server asks {self.server.name} for no diagnostics")

    # --- plumbing ----------------------------------------------------------------------------------------

    async def _request(self, capability: str, params: Any, *, where: str, timeout: float | None = None) -> Any:
        if not self.supports(capability):
            raise LanguageServerUnavailable(self.server.name, (
                f"{self.server.name} does not offer {capability} (not among the capabilities it advertised); "
                "check session.supports() first"))
        async with self._slots:
            return await self._call(capability, params, timeout or self.request_timeout, where=where)

    async def _call(self, method: str, params: Any, timeout: float, *, where: str) -> Any:
        client = self._live()
        # Our own id, so that a request that runs out of time can be cancelled by it.
        request_id = str(uuid.uuid4())
        pending = client.protocol.send_request_async(method, params, msg_id=request_id)
        # An answer that comes after the timeout is read and dropped (shielded: pygls would log the
        # answer to a future that wait_for had cancelled as an error).
        pending.add_done_callback(_dropped)
        try:
            return await asyncio.wait_for(asyncio.shield(pending), timeout)
        except TimeoutError as error:
            if self.server.cancel_on_timeout and not client.stopped:
                client.protocol.notify("$/cancelRequest", types.CancelParams(id=request_id))
            raise LanguageServerUnavailable(self.server.name, (
                f"{self.server.name} did not answer {method} for {where} within {timeout:.0f} s; give it "
                "more time (request_timeout) or fewer requests at once (max_in_flight)")) from error
        except JsonRpcException as error:
            raise LanguageServerUnavailable(self.server.name, (
                f"{self.server.name} failed {method} for {where}: {error}")) from error
        except RuntimeError as error:  # pygls fails waiting requests so when the server process exits
            raise self._died(method, where) from error

    def _died(self, method: str, where: str) -> LanguageServerUnavailable:
        process = self._client.process if self._client else None
        code = process.returncode if process else None
        stderr = "\n".join(self._stderr) or "(nothing on stderr)"
        return LanguageServerUnavailable(self.server.name, (
            f"{self.server.name} exited (code {code}) while answering {method} for {where}; its last words:\n{stderr}"))

    def _live(self) -> _Client:
        if self._client is None or self._client.stopped:
            raise LanguageServerUnavailable(self.server.name, f"the {self.server.name} session is not running")
        return self._client

    def _absolute(self, path: Path) -> Path:
        return (self.root / path).resolve() if not Path(path).is_absolute() else Path(path)

    def _document(self, path: Path) -> types.TextDocumentIdentifier:
        uri = self._uris.get(path)
        if uri is None:  # once per file: a pass asks about every name of it
            uri = self._uris[path] = file_uri(self._absolute(path))
        return types.TextDocumentIdentifier(uri=uri)

    def _on_progress(self, token: str, kind: str) -> None:
        if kind == "begin":
            self._progress.add(token)
            self._quiet.clear()
        elif kind == "end":
            self._progress.discard(token)
            if not self._progress:
                self._quiet.set()


def _dropped(answer: asyncio.Future[Any]) -> None:
    if not answer.cancelled():
        answer.exception()  # retrieved, so that asyncio does not report it as never retrieved


def _read(path: Path) -> str:
    return path.read_bytes().decode("utf-8", "replace")


def _at(path: Path, position: types.Position) -> str:
    return f"{path}:{position.line + 1}:{position.character + 1}"

