"""The suite's fixtures: a real Neo4j for the whole suite, a clean graph for every test, `kg` in-process,
the fakes of paid APIs and a browser (their machinery is in tests/helpers/), and the markers.

Markers (`make test-fast` runs `-m "not slow and not browser"`):
- neo4j: the test uses the suite's Neo4j (set from its fixtures);
- browser: it drives chromium (set from its fixtures), and is slow;
- slow: subprocess-heavy, fault injection, benchmarks, property runs, mypy (set by the test file);
- unit: none of these.

Where the server comes from, in order:
1. NEO4J_URI (with NEO4J_USERNAME / NEO4J_PASSWORD) when set — the database must be empty or one this
   suite used before: tests wipe it, and refuse to wipe anyone's data; with pytest-xdist, one URI per
   worker, comma-separated (`make test-fast` runs two workers on two test servers that stay up);
2. testcontainers' Neo4j (neo4j:5.26-community) when a Docker engine answers;
3. otherwise a managed local server (`kg neo4j start` machinery) on its own home and free ports, one per
   worker when pytest-xdist runs several (`make test`).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import Browser

from kg_server.config import Settings
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.service import KnowledgeGraph
from kg_server.store.local_server import LocalNeo4j, free_port
from tests.helpers.browsers import chromium
from tests.helpers.fakes import FakeLLM, embeddings_endpoint, llm_endpoint
from tests.helpers.graphs import load_sample, wipe
from tests.helpers.processes import KG, KgRun, Ran, kg_serve

NEO4J_FIXTURES = {"neo4j_connection"}
BROWSER_FIXTURES = {"browser"}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test by what it needs, from its fixtures (`slow` is the test file's own call), and run
    a file's tests on the sample graph before its tests that wipe the database, so that the sample is
    loaded once per file rather than again after every wipe (the files keep their order)."""
    first_of_file: dict[str, int] = {}
    for position, item in enumerate(items):
        first_of_file.setdefault(item.nodeid.split("::")[0], position)
    items.sort(key=lambda item: (first_of_file[item.nodeid.split("::")[0]],
                                 "sample_graph" not in getattr(item, "fixturenames", ())))
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        if fixtures & NEO4J_FIXTURES:
            item.add_marker(pytest.mark.neo4j)
        if fixtures & BROWSER_FIXTURES:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.slow)
        if not any(item.get_closest_marker(name) for name in ("neo4j", "browser", "slow")):
            item.add_marker(pytest.mark.unit)


def _docker_engine_answers() -> bool:
    if not shutil.which("docker"):
        return False
    try:
        return subprocess.run(["docker", "info"], capture_output=True, timeout=20).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


TEST_PASSWORD = "kg-test-password"
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def neo4j_connection(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    if os.environ.get("NEO4J_URI"):
        uris = os.environ["NEO4J_URI"].split(",")
        workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
        if workers > len(uris):
            pytest.exit(f"NEO4J_URI names {len(uris)} database(s) for {workers} workers, and the tests wipe them: "
                        "give one URI per worker (comma-separated), run fewer workers, or unset NEO4J_URI so "
                        "that each worker starts a Neo4j of its own", returncode=4)
        worker = int(os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw"))
        yield {
            "neo4j_uri": uris[worker],
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
    return list(KG)


@pytest.fixture
def kg_run(test_env: dict[str, str], embedder: LocalEmbedder, monkeypatch: pytest.MonkeyPatch,
           capsys: pytest.CaptureFixture[str], tmp_path_factory: pytest.TempPathFactory) -> KgRun:
    """`kg ARGS...` in this process, as a user runs it, against the test server: exit code, stdout and
    stderr. A command's environment is `test_env` plus `env`; it runs in an empty folder (no .env) unless
    `cwd` is given; a None value in `env` unsets a variable. The suite's embedder is reused instead of loading the
    same model again. From an
    async test, call it through `asyncio.to_thread` (the command runs its own event loop)."""
    from kg_server import service as graph
    from kg_server.shells import cli

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


@pytest.fixture
def embeddings_url() -> Iterator[str]:
    with embeddings_endpoint() as url:
        yield url


@pytest.fixture
def llm() -> Iterator[FakeLLM]:
    with llm_endpoint() as fake:
        yield fake


@pytest.fixture(scope="module")
async def browser() -> AsyncIterator[Browser]:
    async with chromium() as launched:
        yield launched


@pytest.fixture(scope="module")
def server(test_env: dict[str, str]) -> Iterator[str]:
    """A real `kg serve` on the suite's database, for the module's tests; its base URL."""
    with kg_serve(test_env) as url:
        yield url


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


