"""A real Neo4j for the whole suite, a clean graph for every test, `kg` in-process, and the shared fakes
of paid APIs (real HTTP servers on 127.0.0.1 speaking the OpenAI wire format).

Where the server comes from, in order:
1. NEO4J_URI (with NEO4J_USERNAME / NEO4J_PASSWORD) when set — the database must be empty or one this
   suite used before: tests wipe it, and refuse to wipe anyone's data;
2. testcontainers' Neo4j (neo4j:5.26-community) when a Docker engine answers;
3. otherwise a managed local server (`kg neo4j start` machinery) on its own home and free ports.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from kg_server.config import Settings
from kg_server.embeddings import LocalEmbedder
from kg_server.graph import KnowledgeGraph
from kg_server.neo4j_local import LocalNeo4j, free_port

TEST_PASSWORD = "kg-test-password"
MARKER = "KGTestSuite"
ROOT = Path(__file__).resolve().parent.parent


def _docker_engine_answers() -> bool:
    if not shutil.which("docker"):
        return False
    try:
        return subprocess.run(["docker", "info"], capture_output=True, timeout=20).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


@pytest.fixture(scope="session")
def neo4j_connection(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    if os.environ.get("NEO4J_URI"):
        yield {
            "neo4j_uri": os.environ["NEO4J_URI"],
            "neo4j_username": os.environ.get("NEO4J_USERNAME", "neo4j"),
            "neo4j_password": os.environ.get("NEO4J_PASSWORD", TEST_PASSWORD),
        }
        return
    if _docker_engine_answers():
        from testcontainers.neo4j import Neo4jContainer

        with Neo4jContainer("neo4j:5.26-community", password=TEST_PASSWORD) as container:
            yield {
                "neo4j_uri": container.get_connection_url(),
                "neo4j_username": "neo4j",
                "neo4j_password": TEST_PASSWORD,
            }
        return
    server = LocalNeo4j(
        home=tmp_path_factory.mktemp("neo4j-home"),
        cache_dir=Settings(_env_file=None).cache_dir,  # type: ignore[call-arg]
        bolt_port=free_port(),
        http_port=free_port(),
        heap="1g",
        pagecache="256m",
        password=TEST_PASSWORD,
    )
    server.start(log=lambda line: print(line, file=sys.stderr))
    try:
        yield {
            "neo4j_uri": f"bolt://127.0.0.1:{server.bolt_port}",
            "neo4j_username": "neo4j",
            "neo4j_password": TEST_PASSWORD,
        }
    finally:
        server.stop()


@pytest.fixture(scope="session")
def settings(neo4j_connection: dict[str, str], tmp_path_factory: pytest.TempPathFactory) -> Settings:
    return Settings(_env_file=None, **neo4j_connection)  # type: ignore[call-arg, arg-type]


@pytest.fixture(scope="session")
def embedder() -> LocalEmbedder:
    """The real default embedder, loaded once for the whole suite."""
    return LocalEmbedder()


@pytest.fixture(scope="session")
def test_env(settings: Settings) -> dict[str, str]:
    """Environment for `kg` subprocesses aimed at the test server (and never at a user's .env)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("NEO4J_", "KG_", "OPENAI_"))}
    env.update(
        NEO4J_URI=settings.neo4j_uri,
        NEO4J_USERNAME=settings.neo4j_username,
        NEO4J_PASSWORD=settings.neo4j_password.get_secret_value(),
        HF_HUB_OFFLINE="1",
        # Links at a free port: `kg mcp` over stdio serves the viewer there, never on a port (8000) that
        # a server of the person running the suite may hold.
        KG_PUBLIC_URL=f"http://127.0.0.1:{free_port()}",
    )
    return env


async def wipe(graph: KnowledgeGraph) -> None:
    """Empty the database (data, constraints, indexes), refusing if it holds data this suite did not make."""
    db = graph.db
    marked = await db.run_auto(f"MATCH (m:{MARKER}) RETURN count(m) AS n")
    anything = await db.run_auto("MATCH (n) RETURN count(n) > 0 AS any")
    if anything[0]["any"] and not marked[0]["n"]:
        pytest.exit(
            f"refusing to wipe {db.uri}: it holds data this test suite did not create; "
            "point NEO4J_URI at an empty database (or unset it to use a managed local server)",
            returncode=3,
        )
    await db.run_auto("MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS")
    for row in await db.run_auto("SHOW CONSTRAINTS YIELD name RETURN name"):
        await db.run_auto("DROP CONSTRAINT $name IF EXISTS", {"name": row["name"]})
    for row in await db.run_auto("SHOW INDEXES YIELD name, type WHERE type <> 'LOOKUP' RETURN name"):
        await db.run_auto("DROP INDEX $name IF EXISTS", {"name": row["name"]})
    await db.run_auto(f"CREATE (:{MARKER})")


@pytest.fixture
async def empty_graph(settings: Settings, embedder: LocalEmbedder) -> AsyncIterator[KnowledgeGraph]:
    """A wiped database with no schema."""
    graph = KnowledgeGraph(settings, embedder=embedder)
    await wipe(graph)
    yield graph
    await graph.close()


@pytest.fixture
async def graph(empty_graph: KnowledgeGraph) -> KnowledgeGraph:
    """A wiped database with the schema applied."""
    await empty_graph.init_schema()
    return empty_graph


@pytest.fixture(scope="session")
def kg_command() -> list[str]:
    """`kg` as a separate process: for what needs one (a server to kill, stdio MCP, a real `kg serve`)."""
    return [sys.executable, "-m", "kg_server.cli"]


@dataclass
class Ran:
    returncode: int
    stdout: str
    stderr: str


KgRun = Callable[..., Ran]


@pytest.fixture
def kg_run(test_env: dict[str, str], embedder: LocalEmbedder, monkeypatch: pytest.MonkeyPatch,
           capsys: pytest.CaptureFixture[str], tmp_path_factory: pytest.TempPathFactory) -> KgRun:
    """`kg ARGS...` in this process, as a user runs it, against the test server: exit code, stdout and
    stderr. A command's environment is `test_env` plus `env`; it runs in an empty folder (no .env) unless
    `cwd` is given; a None value in `env` unsets a variable. The suite's embedder is reused instead of loading the same model again. From an
    async test, call it through `asyncio.to_thread` (the command runs its own event loop)."""
    from kg_server import cli, graph

    real = graph.make_embedder

    def same_model(settings: Settings) -> Any:
        if settings.embedding_provider == "local" and settings.embedding_model == embedder.name:
            return embedder
        return real(settings)

    monkeypatch.setattr(graph, "make_embedder", same_model)
    empty = tmp_path_factory.mktemp("kg-cwd")

    def run(*args: str, env: dict[str, str | None] | None = None, cwd: Path | None = None) -> Ran:
        for key in list(os.environ):
            if key.startswith(("NEO4J_", "KG_", "OPENAI_")):
                monkeypatch.delenv(key)
        for key, value in {**test_env, **(env or {})}.items():
            if value is None:  # unset: the setting's default applies
                monkeypatch.delenv(key, raising=False)
            else:
                monkeypatch.setenv(key, value)
        monkeypatch.chdir(cwd or empty)
        capsys.readouterr()
        try:
            code = cli.main(list(args))
        except SystemExit as exit_:  # argparse's usage errors
            code = int(exit_.code or 0)
        out = capsys.readouterr()
        return Ran(code, out.out, out.err)

    return run


@pytest.fixture(scope="session")
def artifacts_dir() -> Path:
    path = ROOT / "test-artifacts"
    path.mkdir(exist_ok=True)
    return path


class EmbeddingsEndpoint(BaseHTTPRequestHandler):
    """A loopback OpenAI-compatible /v1/embeddings endpoint with deterministic 8-dimensional vectors."""

    def do_POST(self) -> None:  # noqa: N802
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        if self.headers.get("Authorization") != "Bearer good-key":
            self._send(401, {"error": {"message": "Incorrect API key provided", "type": "invalid_request_error"}})
            return
        data = [
            {"object": "embedding", "index": i, "embedding": [float((len(text) + k) % 5) + 0.5 for k in range(8)]}
            for i, text in enumerate(body["input"])
        ]
        self._send(200, {"object": "list", "data": data, "model": body["model"],
                         "usage": {"prompt_tokens": 1, "total_tokens": 1}})

    def _send(self, status: int, payload: dict) -> None:
        raw = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def embeddings_url() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), EmbeddingsEndpoint)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()


# --- a loopback OpenAI-compatible chat-completions endpoint (the LLM extractor's tests) --------------
@dataclass
class Reply:
    status: int = 200
    body: dict[str, Any] | str = field(default_factory=dict)  # a str is sent as it is
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0


def completion(answer: dict[str, Any] | str, prompt_tokens: int = 100, completion_tokens: int = 20) -> Reply:
    """A 200 chat completion whose message content is `answer` (a dict is sent as its JSON)."""
    content = answer if isinstance(answer, str) else json.dumps(answer)
    return Reply(body={
        "id": "chatcmpl-test", "object": "chat.completion", "created": 1700000000, "model": "test-model",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                  "total_tokens": prompt_tokens + completion_tokens},
    })


def error(status: int, message: str, headers: dict[str, str] | None = None) -> Reply:
    return Reply(status, {"error": {"message": message, "type": "server_error", "code": None}}, headers or {})


EMPTY: dict[str, Any] = {"concepts": [], "relationships": []}


class FakeLLM:
    """What the endpoint was asked, and what it will answer."""

    def __init__(self) -> None:
        self.bodies: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []  # names in lower case
        self.script: deque[Reply] = deque()
        self.respond: Callable[[dict[str, Any]], Reply] = lambda body: completion(EMPTY)
        self.in_flight = 0
        self.max_in_flight = 0
        self.lock = threading.Lock()
        self.url = ""

    def reply_to(self, body: dict[str, Any], headers: dict[str, str]) -> Reply:
        with self.lock:
            self.bodies.append(body)
            self.headers.append(headers)
            return self.script.popleft() if self.script else self.respond(body)


class ChatEndpoint(BaseHTTPRequestHandler):
    server: _Server

    def do_POST(self) -> None:  # noqa: N802
        fake = self.server.fake
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        if self.path != "/v1/chat/completions":
            self._send(error(404, f"no route {self.path}"))
            return
        with fake.lock:
            fake.in_flight += 1
            fake.max_in_flight = max(fake.max_in_flight, fake.in_flight)
        try:
            reply = fake.reply_to(body, {name.lower(): value for name, value in self.headers.items()})
            time.sleep(reply.delay)
            self._send(reply)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up waiting (the timeout test)
        finally:
            with fake.lock:
                fake.in_flight -= 1

    def _send(self, reply: Reply) -> None:
        raw = (reply.body if isinstance(reply.body, str) else json.dumps(reply.body)).encode()
        self.send_response(reply.status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        for name, value in reply.headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(raw)

    def log_message(self, *args: object) -> None:
        pass


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    fake: FakeLLM


@contextmanager
def serving_in_thread(server: ThreadingHTTPServer) -> Iterator[str]:
    """A fake endpoint served on a daemon thread until the block ends; yields its base URL (.../v1)."""
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def llm() -> Iterator[FakeLLM]:
    server = _Server(("127.0.0.1", 0), ChatEndpoint)
    server.fake = FakeLLM()
    with serving_in_thread(server) as url:
        server.fake.url = url
        yield server.fake


SAMPLE_MARK = "sample procurement"


@pytest.fixture(scope="session")
def sample_with_vectors(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Where the sample bundle with computed embeddings is kept once made (reloads skip embedding)."""
    return {"path": tmp_path_factory.mktemp("sample") / "sample-with-vectors.jsonl"}


@pytest.fixture
async def sample_graph(settings: Settings, embedder: LocalEmbedder, sample_with_vectors: dict[str, Path]
                       ) -> AsyncIterator[KnowledgeGraph]:
    """The database holding exactly the packaged sample (loaded again only when another test wiped it).
    Tests using it must not change the graph (creating visualization sessions is fine)."""
    graph = KnowledgeGraph(settings, embedder=embedder)
    await load_sample(graph, sample_with_vectors["path"])
    yield graph
    await graph.close()


async def load_sample(graph: KnowledgeGraph, cached: Path) -> None:
    """Make the database hold exactly the packaged sample, unless it already does."""
    from kg_server.bundle import read_bundle, write_bundle
    from kg_server.sample_data import BUNDLE_FILE

    marked = await graph.db.run_auto(f"MATCH (m:{MARKER} {{dataset: $mark}}) RETURN count(m) AS n", {"mark": SAMPLE_MARK})
    if not marked[0]["n"]:
        await wipe(graph)
        await graph.import_bundle(read_bundle(cached if cached.exists() else BUNDLE_FILE))
        if not cached.exists():
            write_bundle(await graph.export_bundle(), cached)
        await graph.db.run_auto(f"MATCH (m:{MARKER}) SET m.dataset = $mark", {"mark": SAMPLE_MARK})
