"""Schema: idempotent, and loud about vectors of another dimension or model."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
import json

import pytest

from kg_server.bundle import validate_bundle
from kg_server.embeddings import OpenAIEmbedder
from kg_server.errors import SchemaError
from kg_server.graph import KnowledgeGraph


async def schema_snapshot(graph: KnowledgeGraph) -> list:
    indexes = await graph.db.run_auto(
        "SHOW INDEXES YIELD name, type, labelsOrTypes, properties, options RETURN * ORDER BY name"
    )
    constraints = await graph.db.run_auto("SHOW CONSTRAINTS YIELD name, type RETURN * ORDER BY name")
    return [indexes, constraints]


async def test_applying_the_schema_twice_changes_nothing(empty_graph: KnowledgeGraph) -> None:
    await empty_graph.init_schema()
    first = await schema_snapshot(empty_graph)
    await empty_graph.init_schema()
    assert await schema_snapshot(empty_graph) == first
    names = {row["name"] for row in first[0]}
    assert {"concept_embedding", "source_embedding", "concept_text", "source_text"} <= names
    assert {"concept_id", "source_id", "instance_id", "document_name"} <= {row["name"] for row in first[1]}


async def test_a_server_refuses_to_run_without_a_schema(empty_graph: KnowledgeGraph) -> None:
    with pytest.raises(SchemaError, match="run `kg init`"):
        await empty_graph.verify()


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


async def test_a_dimension_mismatch_names_both_dimensions_and_the_fix(graph: KnowledgeGraph, embeddings_url: str) -> None:
    await graph.import_bundle(validate_bundle({"concepts": [{"concept_id": "a", "label": "Alpha"}]}))
    other = KnowledgeGraph(graph.settings, embedder=OpenAIEmbedder("tiny-embed", api_key="good-key", base_url=embeddings_url))
    try:
        with pytest.raises(SchemaError) as caught:
            await other.init_schema()
        message = str(caught.value)
        assert "384" in message and "8-dimensional" in message and "kg reembed" in message
        with pytest.raises(SchemaError):
            await other.verify()
        counts = await other.reembed()
        assert counts == {"concepts": 1, "sources": 0}
        await other.verify()  # now consistent
        exported = await other.export_bundle()
        assert exported.embedding_model == "tiny-embed" and len(exported.concepts[0].embedding or []) == 8
        # ...and now the original 384-dimensional embedder is the one that no longer fits.
        with pytest.raises(SchemaError, match="384-dimensional"):
            await graph.init_schema()
        await graph.reembed()
        await graph.verify()
    finally:
        await other.close()
