"""Live mode: the watcher (real file events through watchfiles) gathers a burst of saves into one run,
never runs twice at once, leaves out what `kg ingest` leaves out and says how far behind the graph is;
on a real Neo4j the graph follows a folder of Markdown (a file added, edited, deleted) and a Python
package read by basedpyright, the servers' answers say when the graph is behind (MCP `_meta.behind`
and its note, HTTP's KG-Behind header, the stats), and `kg ingest --watch` prints a line per run and
stops on Ctrl-C."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from queue import Empty, Queue
from typing import Any, TypeVar

import pytest
from mcp import Client

from kg_server.config import Settings
from kg_server.ingest import Burst, CaughtUp, IngestReport, Watcher
from kg_server.providers.lsp import server_for
from kg_server.service import KnowledgeGraph
from kg_server.shells.cli.serving import serve_app
from kg_server.shells.mcp import build_server
from tests.helpers.clients import running
from tests.helpers.processes import KG, KgRun
from tests.helpers.repositories import write_repository

T = TypeVar("T")

LIABILITY = "# Liability\n\nThe supplier's liability is capped at the fees paid in the previous twelve months.\n"
ESCROW = "# Escrow\n\nSource code escrow protects the customer when the supplier fails to maintain the software.\n"


async def until(check: Callable[[], T | Awaitable[T]], *, timeout: float = 90, what: str = "") -> T:
    """The first truthy value of `check`, polled until `timeout` seconds pass."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if isinstance(value, Awaitable):
            value = await value
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {timeout} s: {what or check}")
        await asyncio.sleep(0.05)


class Runs:
    """A watcher's catch-up that keeps each burst and, while `held`, waits before it answers."""

    def __init__(self) -> None:
        self.bursts: list[Burst] = []
        self.held = asyncio.Event()
        self.held.set()
        self.running = 0
        self.most_at_once = 0

    async def __call__(self, burst: Burst) -> CaughtUp:
        self.running += 1
        self.most_at_once = max(self.most_at_once, self.running)
        try:
            self.bursts.append(burst)
            await self.held.wait()
            return CaughtUp(IngestReport())
        finally:
            self.running -= 1


@pytest.fixture
async def watched(tmp_path: Path) -> AsyncIterator[tuple[Watcher, Runs, Path]]:
    root = write_repository(tmp_path / "corpus", {"a.md": LIABILITY, ".gitignore": "drafts/\n"})
    runs = Runs()
    watcher = Watcher([root], runs)
    await watcher.start()
    yield watcher, runs, root
    await watcher.close()


# --- the watcher alone ------------------------------------------------------------------------------
async def test_a_burst_of_saves_is_one_run(watched: tuple[Watcher, Runs, Path]) -> None:
    watcher, runs, root = watched
    for n in range(5):  # an editor writing a file several times in a row (within QUIET_MS of each other)
        (root / "a.md").write_text(LIABILITY + "x" * n)
        await asyncio.sleep(0.01)
    (root / "b.md").write_text(ESCROW)
    await until(lambda: watcher.runs == 1, what="a run")
    await asyncio.sleep(1)  # well past the quiet that ends a burst: no second run
    assert watcher.runs == 1 and sorted(runs.bursts[0].changed) == ["a.md", "b.md"]
    assert runs.bursts[0].roots == [root.resolve()] and runs.bursts[0].deleted == {}
    assert watcher.last_run is not None and watcher.last_run.line().startswith("a.md, b.md changed: ")


async def test_what_ingest_leaves_out_starts_no_run(watched: tuple[Watcher, Runs, Path]) -> None:
    watcher, runs, root = watched
    write_repository(root, {"node_modules/pkg/README.md": "x\n", ".hidden.md": "x\n", "drafts/new.md": "x\n",
                            "notes/.cache/a.md": "x\n", "image.png": "x\n", "venv/pyvenv.cfg": "x\n",
                            "venv/lib/site.py": "x = 1\n"})
    (root / "scratch.md").write_text("an editor's temporary file")
    (root / "scratch.md").unlink()
    await asyncio.sleep(1.5)
    assert watcher.runs == 0 and watcher.behind() is None
    (root / "notes" / "kept.md").write_text(ESCROW)
    await until(lambda: watcher.runs == 1, what="a run for notes/kept.md")
    assert runs.bursts[0].changed == ["notes/kept.md"]


async def test_runs_never_overlap_and_the_graph_is_said_behind(watched: tuple[Watcher, Runs, Path]) -> None:
    watcher, runs, root = watched
    runs.held.clear()
    before = datetime.now(UTC)
    (root / "b.md").write_text(ESCROW)
    await until(lambda: runs.running, what="a run started")
    behind = watcher.behind()
    # `since` is the file's modification time, which the kernel's coarse clock may set a little earlier
    assert behind is not None and behind.files == 1
    assert before - timedelta(seconds=1) <= behind.since <= datetime.now(UTC)
    (root / "c.md").write_text(ESCROW)  # during the run: it waits, and makes the next
    (root / "a.md").unlink()
    await until(lambda: (watcher.behind() or behind).files == 3, what="three files behind")
    state = watcher.state()
    assert state.running and state.behind is not None and state.behind.since == behind.since
    await asyncio.sleep(1)
    assert runs.most_at_once == 1 and len(runs.bursts) == 1
    runs.held.set()
    await until(lambda: watcher.runs == 2, what="the second run")
    assert sorted(runs.bursts[1].changed) == ["a.md", "c.md"]
    assert runs.bursts[1].deleted == {"a.md": root.resolve()}
    assert watcher.behind() is None and runs.most_at_once == 1
    assert watcher.last_run is not None and watcher.last_run.lag_seconds >= 0


# --- on a real graph --------------------------------------------------------------------------------
async def test_the_graph_follows_a_folder_of_markdown(graph: KnowledgeGraph, tmp_path: Path) -> None:
    root = write_repository(tmp_path / "notes", {"a.md": LIABILITY})
    await graph.ingest([root])
    lines: list[str] = []
    await graph.watch([root], on_run=lambda run: lines.append(run.line()))

    async def hashes() -> dict[str, str]:
        return dict((await graph.db.read("ingest_document_hashes"))[0]["hashes"])

    (root / "b.md").write_text(ESCROW)
    await until(lambda: len(lines) == 1, what="the run for b.md")
    assert lines[-1].startswith("b.md changed: 1 file read, 1 paragraph")
    added = await hashes()
    assert "b.md" in added
    (root / "b.md").write_text(ESCROW + "\nThe escrow agent releases the code on the supplier's insolvency.\n")
    await until(lambda: len(lines) == 2, what="the run for the edit")
    assert (await hashes())["b.md"] != added["b.md"]
    (root / "b.md").unlink()
    await until(lambda: len(lines) == 3, what="the run for the deletion")
    assert lines[-1].startswith("b.md changed: 1 file removed")
    assert set(await hashes()) == {"a.md"}
    stats = await graph.stats()
    assert stats.watching is not None and stats.watching.folders == [str(root.resolve())]
    assert stats.watching.runs == 3 and stats.watching.behind is None and not stats.watching.running
    assert stats.watching.last_run is not None and not stats.watching.last_run.failed


async def test_answers_say_when_the_graph_is_behind(graph: KnowledgeGraph, tmp_path: Path) -> None:
    root = write_repository(tmp_path / "notes", {"a.md": LIABILITY})
    await graph.ingest([root])
    await graph.watch([root])
    mcp = Client(build_server(graph.settings, graph=graph))
    async with mcp, running(serve_app(graph.settings, graph=graph)) as http:
        async with graph._ingesting:  # an ingest in progress: the watcher's run waits for it
            (root / "b.md").write_text(ESCROW)
            behind = await until(graph.behind, timeout=10, what="the change seen")
            assert behind.files == 1
            answer = await mcp.call_tool("search_concepts", {"query": "liability"})
            assert answer.meta is not None and answer.meta["behind"] == json.loads(behind.model_dump_json())
            assert answer.content[0].text.startswith("Note: the graph is behind the files: 1 changed file since ")
            assert answer.structured_content is not None and "behind" not in answer.structured_content
            response = await http.get("/api/search", params={"q": "liability"})
            assert response.status_code == 200 and json.loads(response.headers["KG-Behind"])["files"] == 1
            identity = (await http.get("/api/server")).json()
            assert identity["watching"]["behind"]["files"] == 1
        await until(lambda: graph.behind() is None, what="the run done")
        answer = await mcp.call_tool("search_concepts", {"query": "escrow"})
        assert "behind" not in (answer.meta or {}) and not answer.content[0].text.startswith("Note:")
        assert "KG-Behind" not in (await http.get("/api/search", params={"q": "escrow"})).headers


def test_kg_watch_names_folders_as_path_does(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KG_WATCH", os.pathsep.join(["/srv/notes", "", "/srv/code"]))
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    assert settings.watch == [Path("/srv/notes"), Path("/srv/code")]
    assert ("KG_WATCH", os.pathsep.join(["/srv/notes", "/srv/code"])) in settings.described()


async def test_kg_serve_follows_the_folders_of_kg_watch(graph: KnowledgeGraph, tmp_path: Path) -> None:
    root = write_repository(tmp_path / "notes", {"a.md": LIABILITY})
    settings = graph.settings.model_copy(update={"watch": [root], "allow_writes": True})
    async with running(serve_app(settings)) as http:  # the app's own graph, watching from its start

        async def watching() -> dict[str, Any]:
            return dict((await http.get("/api/server")).json()["watching"] or {})

        first = await until(lambda: _last_run(watching()), what="the first run")
        assert first["outcome"].startswith("1 file read")  # it caught up with what nobody watched: a.md
        (root / "b.md").write_text(ESCROW)
        second = await until(lambda: _last_run(watching(), runs=2), what="the run for b.md")
        assert second["changed"] == ["b.md"] and second["outcome"].startswith("1 file read, 1 paragraph")
        documents = (await http.get("/api/documents")).json()
        assert {"a.md", "b.md"} <= {d["name"] for d in documents["documents"]}


async def _last_run(state: Awaitable[dict[str, Any]], *, runs: int = 1) -> dict[str, Any] | None:
    watching = await state
    return watching["last_run"] if watching.get("runs", 0) >= runs else None


def test_a_server_refuses_to_watch_what_it_cannot(kg_run: KgRun, tmp_path: Path) -> None:
    read_only = kg_run("serve", "--watch", str(tmp_path))
    assert read_only.returncode == 2 and "start it with --allow-writes" in read_only.stderr
    from_settings = kg_run("mcp", env={"KG_WATCH": str(tmp_path)})
    assert from_settings.returncode == 2 and "KG_ALLOW_WRITES=1" in from_settings.stderr
    workers = kg_run("serve", "--watch", str(tmp_path), "--allow-writes", "--workers", "2")
    assert workers.returncode == 2 and "drop --workers" in workers.stderr
    missing = kg_run("mcp", "--watch", str(tmp_path / "gone"), "--allow-writes")
    assert missing.returncode == 2 and "nothing to watch at" in missing.stderr


@pytest.mark.slow  # basedpyright reads the package
async def test_the_graph_follows_a_python_package(graph: KnowledgeGraph, tmp_path: Path) -> None:
    root = write_repository(tmp_path / "repo", {
        "pkg/__init__.py": "from .shapes import area\n",
        "pkg/shapes.py": "def area(width: float, height: float) -> float:\n    return width * height\n",
        "pkg/report.py": "from pkg.shapes import area\n\n\ndef total() -> float:\n    return area(1, 2)\n",
    })
    await graph.ingest([root])
    lines: list[str] = []
    await graph.watch([root], on_run=lambda run: lines.append(run.line()))
    (root / "pkg" / "volume.py").write_text(
        "from pkg.shapes import area\n\n\ndef volume(depth: float) -> float:\n    return area(1, 2) * depth\n")
    await until(lambda: lines, what="a run")
    assert lines[0].startswith("pkg/volume.py changed: 1 file read, ")
    symbols = await graph.db.read("document_names")
    assert "pkg/volume.py" in {row["name"] for row in symbols}
    (root / "pkg" / "volume.py").unlink()
    await until(lambda: len(lines) == 2, what="the second run")
    assert lines[1].startswith("pkg/volume.py changed: 1 file removed")
    assert "pkg/volume.py" not in {row["name"] for row in await graph.db.read("document_names")}


async def test_the_watched_codes_server_is_started_before_the_first_save(graph: KnowledgeGraph,
                                                                         tmp_path: Path) -> None:
    """A server started on a graph ingested before (`kg serve --watch`) has no language server running;
    watching starts it, so that the first save is read as fast as the next."""
    root = write_repository(tmp_path / "repo", {"pkg/__init__.py": "",
                                                "pkg/shapes.py": "def area() -> int:\n    return 1\n"})
    await graph.ingest([root])
    await graph.code_readers.close()
    basedpyright = server_for(root / "pkg" / "shapes.py")
    assert basedpyright is not None and graph.code_readers.answers(basedpyright, root) is None
    await graph.watch([root])
    await until(lambda: graph.code_readers.answers(basedpyright, root) is not None, what="the warm server")
    watching = graph.watching()  # nothing changed: no run was needed to start it
    assert watching is not None and watching.runs == 0 and graph.behind() is None


# --- kg ingest --watch --------------------------------------------------------------------------------
@pytest.mark.slow  # a process of its own
async def test_kg_ingest_watch_prints_a_line_per_run_and_stops_on_ctrl_c(graph: KnowledgeGraph,
                                                                         test_env: dict[str, str],
                                                                         tmp_path: Path) -> None:
    root = write_repository(tmp_path / "notes", {"a.md": LIABILITY})
    process = subprocess.Popen([*KG, "ingest", "--watch", str(root)], env=test_env, cwd=tmp_path,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    out, err = _lines(process.stdout), _lines(process.stderr)
    try:
        await asyncio.to_thread(_wait_for, err, "watching ", 180)
        (root / "b.md").write_text(ESCROW)
        line = await asyncio.to_thread(_wait_for, out, "b.md changed: ", 120)
        assert line.startswith("b.md changed: 1 file read, 1 paragraph") and line.rstrip().endswith(" s")
        process.send_signal(signal.SIGINT)
        code = await asyncio.to_thread(_waited, process, 60)
    finally:
        if process.poll() is None:
            process.kill()
    said = "".join(_drained(err))
    assert code in (0, 130), f"exit {code}; its output after Ctrl-C: {''.join(_drained(out))}{said}"
    assert "Traceback" not in said and "stopped watching" in said


def _waited(process: subprocess.Popen[str], timeout: float) -> int | None:
    """Its exit code, or None when it is still running after `timeout` seconds."""
    try:
        return process.wait(timeout)
    except subprocess.TimeoutExpired:
        return None


def _lines(stream: Any) -> Queue[str]:
    lines: Queue[str] = Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in stream], daemon=True).start()
    return lines


def _wait_for(lines: Queue[str], start: str, timeout: float) -> str:
    deadline = time.monotonic() + timeout
    while (left := deadline - time.monotonic()) > 0:
        try:
            line = lines.get(timeout=left)
        except Empty:
            break
        if line.startswith(start):
            return line
    raise AssertionError(f"no line starting {start!r} within {timeout} s")


def _drained(lines: Queue[str]) -> list[str]:
    time.sleep(0.2)
    drained = []
    while not lines.empty():
        drained.append(lines.get())
    return drained
