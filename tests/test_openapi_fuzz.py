"""schemathesis against a real `kg serve` on the sample: for every operation of the published OpenAPI,
valid and invalid requests generated from the schema. No 5xx; every answer has a documented status,
content type and shape (errors included: `{"error": "..."}`); invalid input is refused with a 4xx."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_schema_conformance,
    status_code_conformance,
)

from kg_server.config import Settings
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.service import KnowledgeGraph
from kg_server.store.local_server import free_port
from tests.helpers.graphs import load_sample
from tests.helpers.processes import wait_for_port

pytestmark = pytest.mark.slow  # the whole file: see the marker in pyproject.toml

EXAMPLES_PER_OPERATION = 25


@pytest.fixture(scope="module")
def served_sample(settings: Settings, embedder: LocalEmbedder, sample_with_vectors: dict[str, Path],
                  test_env: dict[str, str]) -> Iterator[str]:
    """`kg serve` on the suite's database holding the sample; its base URL."""
    async def load() -> None:
        async with KnowledgeGraph(settings, embedder=embedder) as graph:
            await load_sample(graph, sample_with_vectors["path"])

    asyncio.run(load())
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "kg_server", "serve", "--port", str(port)], env=test_env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        wait_for_port(port, process)  # type: ignore[arg-type]
        yield f"http://127.0.0.1:{port}"
    finally:
        process.terminate()
        process.wait(timeout=30)


def published_schema() -> Any:
    """The OpenAPI document as `kg serve` publishes it (building the app does no I/O), loaded at
    collection time so that every operation is a test of its own."""
    from kg_server.shells.cli.serving import serve_app

    document = serve_app(Settings(_env_file=None)).openapi()  # type: ignore[call-arg]
    loaded = schemathesis.openapi.from_dict(document)
    loaded.config.generation.update(modes=[GenerationMode.POSITIVE, GenerationMode.NEGATIVE],
                                    max_examples=EXAMPLES_PER_OPERATION, deterministic=True)
    return loaded


schema = published_schema()
# One test per operation, each with an id of its own ("GET /healthz"): schemathesis's own parametrize gives
# its tests one node id, which pytest-xdist (`make test`) runs once, leaving the other operations unfuzzed.
OPERATIONS = [result.ok() for result in schema.get_all_operations()]


@pytest.mark.parametrize("operation", OPERATIONS, ids=[operation.label for operation in OPERATIONS])
def test_the_api_answers_every_request_as_documented(operation: Any, served_sample: str) -> None:
    requests = st.one_of(*(operation.as_strategy(generation_mode=mode)
                           for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE)))

    @given(case=requests)
    @settings(max_examples=EXAMPLES_PER_OPERATION, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    def answered_as_documented(case: Any) -> None:
        case.call_and_validate(base_url=served_sample, timeout=60, checks=[
            not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance,
            negative_data_rejection])

    answered_as_documented()


def test_the_served_schema_is_the_one_fuzzed(served_sample: str) -> None:
    import httpx

    assert httpx.get(f"{served_sample}/openapi.json").json() == schema.raw_schema
