"""A remote (OpenAI-compatible) embedding endpoint that fails, hangs or is gone: searches answer lexically
and say so in `warnings`; ingestion retries, then leaves the document out with the reason, and a later
run picks it up. The endpoint is a real HTTP server on 127.0.0.1 speaking the /v1/embeddings format."""

from __future__ import annotations

import hashlib
import json
import threading
import time
from collections.abc import AsyncIterator, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from mcp import Client
from pydantic import SecretStr

from kg_server.config import Settings
from kg_server.contract.reads import SEARCH_CONCEPTS, SEARCH_PASSAGES, SearchConcepts, SearchPassages
from kg_server.ingest.report import IngestOptions
from kg_server.service import KnowledgeGraph
from kg_server.shells.cli.serving import serve_app
from kg_server.shells.mcp import build_server
from kg_server.store.local_server import free_port
from kg_server.transfer.files import read_bundle
from kg_server.transfer.sample import BUNDLE_FILE
from tests.helpers.clients import running
from tests.helpers.fakes import serving_in_thread
from tests.helpers.graphs import holds, mark, wipe

DIMENSION = 8
FAIL_MARK = "unembeddable"
REMOTE_SAMPLE = f"the sample embedded by the fake endpoint ({DIMENSION} dimensions)"


class Endpoint:
    """What the fake endpoint does now (`mode`) and how many requests it has seen."""

    def __init__(self) -> None:
        self.mode = "ok"  # ok | error (503) | slow (answers after 10 s) | marked (503 for texts with FAIL_MARK)
        self.failures_left = 0  # fail the next N requests with 503, whatever the mode
        self.requests = 0
        self.lock = threading.Lock()
        self.url = ""


class Handler(BaseHTTPRequestHandler):
    server: _Server

    def do_POST(self) -> None:
        endpoint = self.server.endpoint
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        with endpoint.lock:
            endpoint.requests += 1
            flaky = endpoint.failures_left > 0
            endpoint.failures_left -= 1 if flaky else 0
        texts = body["input"]
        if flaky or endpoint.mode == "error" or (
                endpoint.mode == "marked" and any(FAIL_MARK in t.lower() for t in texts)):
            self._send(503, {"error": {"message": "overloaded", "type": "server_error"}})
            return
        if endpoint.mode == "slow":
            time.sleep(10)
        data = [{"object": "embedding", "index": i, "embedding": _vector(t)} for i, t in enumerate(texts)]
        self._send(200, {"object": "list", "data": data, "model": body["model"],
                         "usage": {"prompt_tokens": 1, "total_tokens": 1}})

    def _send(self, status: int, payload: dict) -> None:
        raw = json.dumps(payload).encode()
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            self.wfile.write(raw)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client stopped waiting (the slow case)

    def log_message(self, *args: object) -> None:
        pass


def _vector(text: str) -> list[float]:
    """Deterministic, different for different texts (words shared make vectors closer, a little)."""
    vector = [0.0] * DIMENSION
    for word in text.lower().split():
        digest = hashlib.sha256(word.encode()).digest()
        for k in range(DIMENSION):
            vector[k] += digest[k] / 255.0 - 0.5
    return vector if any(vector) else [1.0] + [0.0] * (DIMENSION - 1)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    endpoint: Endpoint


@pytest.fixture(scope="module")
def served() -> Iterator[Endpoint]:
    """The file's one fake endpoint (`endpoint` resets it for every test)."""
    server = _Server(("127.0.0.1", 0), Handler)
    server.endpoint = Endpoint()
    with serving_in_thread(server) as url:
        server.endpoint.url = url
        yield server.endpoint


@pytest.fixture
def endpoint(served: Endpoint) -> Endpoint:
    """The endpoint, healthy and with nothing counted, whatever the test before did to it."""
    served.mode, served.failures_left, served.requests = "ok", 0, 0
    return served


def remote(settings: Settings, url: str, **changes: object) -> Settings:
    return settings.model_copy(update={
        "embedding_provider": "openai", "embedding_model": "test-embed", "embedding_dimension": DIMENSION,
        "openai_api_key": SecretStr("good-key"), "openai_base_url": url, "embedding_query_timeout": 1.0,
        **changes})


@pytest.fixture
async def remote_graph(settings: Settings, endpoint: Endpoint) -> AsyncIterator[KnowledgeGraph]:
    """The sample, embedded by the endpoint: imported again only when another test wiped it (the tests
    on it only read; the vectors depend on the texts alone)."""
    graph = KnowledgeGraph(remote(settings, endpoint.url))
    if not await holds(graph, REMOTE_SAMPLE):
        await wipe(graph)
        await graph.import_bundle(read_bundle(BUNDLE_FILE))
        await mark(graph, REMOTE_SAMPLE)
    yield graph
    await graph.close()


QUERY = SearchConcepts(query="liability cap", mode="hybrid")


async def test_search_answers_lexically_with_a_warning_when_the_endpoint_fails(
        remote_graph: KnowledgeGraph, endpoint: Endpoint) -> None:
    healthy = await remote_graph.run(SEARCH_CONCEPTS, QUERY)
    assert healthy.mode == "hybrid" and not healthy.warnings and healthy.results

    endpoint.mode = "error"
    asked = endpoint.requests
    degraded = await remote_graph.run(SEARCH_CONCEPTS, SearchConcepts(query="capped liability", mode="hybrid"))
    assert degraded.mode == "lexical" and degraded.results
    assert degraded.warnings == [
        f"semantic search is unavailable (the embedding endpoint {endpoint.url} (model 'test-embed') answered 503: "
        "overloaded); these results are lexical only"]
    assert all(hit.fused_score is None and hit.lexical_score is not None for hit in degraded.results)
    assert endpoint.requests == asked + 1  # no retries for a search: the words are at hand

    # Semantic-only searches fall back too; and the failed endpoint rests instead of slowing every search.
    semantic = await remote_graph.run(SEARCH_CONCEPTS, SearchConcepts(query="indemnity for IP", mode="semantic"))
    assert semantic.mode == "lexical" and semantic.results and "asking again in" in semantic.warnings[0]
    passages = await remote_graph.run(SEARCH_PASSAGES, SearchPassages(query="invoice payment", mode="hybrid"))
    assert passages.mode == "lexical" and passages.results and passages.warnings
    walked = await remote_graph.run(
        SEARCH_PASSAGES, SearchPassages(query="invoice payment")
    )  # graph: lexical first hop
    assert walked.mode == "graph" and walked.results and walked.warnings == passages.warnings
    assert endpoint.requests == asked + 1
    # A query embedded before the failure is still served from the cache.
    assert not (await remote_graph.run(SEARCH_CONCEPTS, QUERY)).warnings


async def test_a_slow_or_missing_endpoint_costs_a_search_one_second(
        remote_graph: KnowledgeGraph, endpoint: Endpoint) -> None:
    endpoint.mode = "slow"
    slow = KnowledgeGraph(remote(remote_graph.settings, endpoint.url), db=remote_graph.db)
    started = time.monotonic()
    answer = await slow.run(SEARCH_CONCEPTS, QUERY)
    assert time.monotonic() - started < 4
    assert answer.mode == "lexical" and answer.results
    assert "did not answer within 1s" in answer.warnings[0]

    gone = KnowledgeGraph(remote(remote_graph.settings, f"http://127.0.0.1:{free_port()}/v1"), db=remote_graph.db)
    started = time.monotonic()
    answer = await gone.run(SEARCH_CONCEPTS, QUERY)
    assert time.monotonic() - started < 4
    assert answer.mode == "lexical" and answer.results and "cannot reach the embedding endpoint" in answer.warnings[0]


async def test_the_warning_reaches_http_and_mcp_clients(remote_graph: KnowledgeGraph, endpoint: Endpoint) -> None:
    endpoint.mode = "error"
    async with running(serve_app(remote_graph.settings, graph=remote_graph)) as client:
        answer = (await client.get("/api/search", params={"q": "source code escrow"})).json()
        assert answer["mode"] == "lexical" and "lexical only" in answer["warnings"][0] and answer["results"]
        passages = (await client.get("/api/passages", params={"q": "source code escrow"})).json()
        assert passages["warnings"] and passages["results"]
    async with Client(build_server(remote_graph.settings, graph=remote_graph)) as mcp:
        result = await mcp.call_tool("search_concepts", {"query": "escrow of source code"})
        assert not result.is_error
        assert result.content[0].text.startswith("Warning: semantic search is unavailable")  # type: ignore[union-attr]
        assert result.structured_content and result.structured_content["warnings"]


def _corpus(root: Path) -> Path:
    (root / "Policies").mkdir(parents=True)
    (root / "Policies" / "access.md").write_text(
        "# Access policy\n\nAccess reviews require multi-factor authentication. Reviews happen monthly.\n")
    (root / "Policies" / "backup.md").write_text(
        "# Backup policy\n\nBackups are encrypted at rest. Backup restores are tested every quarter.\n")
    (root / "Policies" / "broken.md").write_text(
        f"# Broken\n\nThis {FAIL_MARK} paragraph about retention periods cannot be embedded.\n")
    return root


@pytest.mark.slow
async def test_ingestion_retries_then_fails_the_document_cleanly(
        settings: Settings, endpoint: Endpoint, tmp_path: Path) -> None:
    graph = KnowledgeGraph(remote(settings, endpoint.url))
    await wipe(graph)
    root = _corpus(tmp_path / "corpus")
    try:
        endpoint.failures_left = 2  # two failures in a row: the client's retries ride them out
        endpoint.mode = "marked"
        report = await graph.ingest([root], extractor="local", options=IngestOptions())
        assert endpoint.failures_left == 0  # both were spent
        assert report.documents_ingested == 2
        assert [(name, reason) for name, reason in report.failed] == [(
            "Policies/broken.md", f"embedding failed: the embedding endpoint {endpoint.url} (model 'test-embed') "
                                  "answered 503: overloaded")]
        names = [r["name"] for r in await graph.db.run_auto("MATCH (d:Document) RETURN d.name AS name ORDER BY name")]
        assert names == ["Policies/access.md", "Policies/backup.md"]  # nothing half-written of the broken one
        assert (await graph.db.run_auto("MATCH (s:Source) WHERE s.document = 'Policies/broken.md' "
                                        "RETURN count(s) AS n"))[0]["n"] == 0

        endpoint.mode = "ok"
        again = await graph.ingest([root], extractor="local", options=IngestOptions())
        assert (again.documents_new, again.documents_unchanged, again.failed) == (1, 2, [])
    finally:
        await graph.close()


async def test_ingestion_gives_up_on_a_document_after_three_attempts(
        settings: Settings, endpoint: Endpoint, tmp_path: Path) -> None:
    graph = KnowledgeGraph(remote(settings, endpoint.url))
    await wipe(graph)
    root = tmp_path / "one"
    root.mkdir()
    (root / "only.md").write_text("Retention periods are seven years for invoices.\n")
    try:
        await graph.init_schema()
        endpoint.mode = "error"
        asked = endpoint.requests
        report = await graph.ingest([root], extractor="local", options=IngestOptions())
        assert report.documents_ingested == 0 and report.failed[0][0] == "only.md"
        assert endpoint.requests - asked == 3  # the first request and the client's two retries
    finally:
        await graph.close()
