"""Bad input through every door: property-based arguments for every MCP tool (through the real SDK
client), and Cypher injection attempts through every string parameter of every tool and HTTP route.
Nothing crashes, every rejection is a sentence for people, and the graph is unchanged afterwards.

The HTTP API's OpenAPI is fuzzed by schemathesis in test_openapi_fuzz.py."""

from __future__ import annotations

import asyncio
import hashlib
import json
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mcp import Client

from kg_server.contract import OPERATIONS
from kg_server.service import KnowledgeGraph
from kg_server.shells.cli.serving import serve_app
from kg_server.shells.mcp import build_server
from tests.helpers.clients import running
from tests.helpers.tools import EXAMPLES, READ_TOOLS, http_text_targets

pytestmark = pytest.mark.slow  # the whole file: see the marker in pyproject.toml

EXAMPLES_PER_TOOL = 30

# What an attacker types into a text field, hoping it ends up inside a query.
INJECTIONS = [
    "' OR 1=1 //",
    "\" OR \"\"=\"",
    "x'}) DETACH DELETE n //",
    "x\"}) MATCH (n) DETACH DELETE n //",
    "`) MATCH (n) DETACH DELETE n //",
    "x` {a: 1}) DETACH DELETE n //",
    "'; MATCH (n) DETACH DELETE n; //",
    "}) WITH 1 AS x MATCH (n) DETACH DELETE n RETURN 1 //",
    "CALL dbms.components() YIELD name RETURN name",
    "' CALL dbms.killQueries([]) //",
    "x') CALL apoc.cypher.runWrite('MATCH (n) DETACH DELETE n', {}) YIELD value RETURN 1 //",
    "LOAD CSV FROM 'file:///etc/passwd' AS l RETURN l",
    "/* */ MATCH (n) SET n.hacked = true //",
    "$concept_id",
    "{concept_id}",
    "%s",
    "\\' OR 1=1 --",
    "*:* OR title:x AND (",
    "name:\"x\"~2 OR /regex.*/",
    "\u0000' DETACH DELETE n",
    "🙂' OR 1=1 //",
]

CLEAR_MESSAGE_FORBIDS = ("Traceback", "errors.pydantic.dev", "validation error for", "Input should be",
                         "failed inside the server", "Neo.ClientError", "Neo.DatabaseError", "File \"")


async def fingerprint(graph: KnowledgeGraph) -> str:
    """Every node (labels and properties) and every relationship of the graph, hashed. Visualization
    sessions are left out: creating them is what get_visualization_url is for."""
    nodes = await graph.db.run_auto(
        "MATCH (n) WHERE NOT n:VizSession RETURN elementId(n) AS id, labels(n) AS labels, properties(n) AS p")
    relationships = await graph.db.run_auto(
        "MATCH (a)-[r]->(b) RETURN elementId(a) AS a, type(r) AS t, properties(r) AS p, elementId(b) AS b")
    text = json.dumps(sorted(json.dumps(row, sort_keys=True, default=str) for row in nodes + relationships))
    return hashlib.sha256(text.encode()).hexdigest()


def assert_clear(text: str) -> None:
    assert text.strip(), "an empty error"
    for forbidden in CLEAR_MESSAGE_FORBIDS:
        assert forbidden not in text, text


# --- property tests over every MCP tool ------------------------------------------------------------------
hostile_text = st.one_of(
    st.sampled_from(INJECTIONS),
    st.text(max_size=40),
    st.text(alphabet=st.characters(codec="utf-8"), min_size=1, max_size=300),
    st.sampled_from(["", " ", "\t\n", "x" * 2001, "uncapped-ip-indemnity", "Contracts", "Contracts/draft-contract.md",
                     "Tenders/request-for-tender.md#p2", "hybrid", "lexical", "contradicts", "2026-01-31"]),
)
any_json = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=True, allow_infinity=True) | hostile_text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=6,
)
near_bounds = st.sampled_from([-1, 0, 1, 2, 3, 5, 6, 10, 11, 50, 51, 100, 101, 10**6, 10**6 + 1, 2**63, -(2**63) - 1])


def value_for(schema: dict[str, Any]) -> st.SearchStrategy[Any]:
    """Plausible values for a field (right type, near its bounds, hostile text), or anything at all."""
    kinds = {schema.get("type")} | {option.get("type") for option in schema.get("anyOf", [])}
    choices: list[st.SearchStrategy[Any]] = [any_json]
    if "string" in kinds:
        choices.append(hostile_text)
    if "integer" in kinds or "number" in kinds:
        choices += [near_bounds, st.floats(min_value=-2, max_value=2)]
    if "array" in kinds:
        choices.append(st.lists(hostile_text, max_size=60))
    enum = schema.get("enum") or next((o["enum"] for o in schema.get("anyOf", []) if "enum" in o), None)
    if enum:
        choices.append(st.sampled_from(enum + [e.upper() for e in enum if isinstance(e, str)]))
    return st.one_of(*choices)


def arguments_for(schema: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
    fields = schema.get("properties", {})
    known = st.fixed_dictionaries({}, optional={name: value_for(spec) for name, spec in fields.items()})
    unknown = st.dictionaries(st.sampled_from(["colour", "limit ", "Query", "__proto__", "$where"]), any_json,
                              max_size=1)
    return st.tuples(known, unknown).map(lambda pair: {**pair[0], **pair[1]})


TOOL_NAMES = READ_TOOLS


@pytest.fixture(scope="module")
async def tool_schemas() -> dict[str, dict[str, Any]]:
    """Each tool's input schema as clients see it."""
    from kg_server.config import Settings

    server = build_server(Settings(_env_file=None))  # type: ignore[call-arg]
    return {tool.name: tool.input_schema for tool in await server.list_tools()}


@pytest.mark.parametrize("tool", TOOL_NAMES)
async def test_any_arguments_get_an_answer_or_a_clear_refusal(sample_graph: KnowledgeGraph, tool: str,
                                                              tool_schemas: dict[str, dict[str, Any]]) -> None:
    before = await fingerprint(sample_graph)
    server = build_server(sample_graph.settings, graph=sample_graph)
    outcomes = {"answered": 0, "refused": 0}

    async def call(arguments: dict[str, Any]) -> None:
        async with Client(server) as client:
            result = await client.call_tool(tool, arguments)
        text = "\n".join(getattr(c, "text", "") for c in result.content)
        if result.is_error:
            outcomes["refused"] += 1
            assert_clear(text)
        else:
            outcomes["answered"] += 1
            assert result.structured_content is not None and text
            OPERATIONS[tool].result.model_validate(result.structured_content)

    # Hypothesis drives the examples from a worker thread; each runs on this test's event loop (where
    # the graph's driver lives), so failures still shrink to the smallest arguments that fail.
    loop = asyncio.get_running_loop()

    @settings(max_examples=EXAMPLES_PER_TOOL, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(arguments=arguments_for(tool_schemas[tool]))
    def check(arguments: dict[str, Any]) -> None:
        asyncio.run_coroutine_threadsafe(call(arguments), loop).result(timeout=120)

    await asyncio.to_thread(check)
    assert outcomes["refused"] > 0, outcomes  # the strategy does reach the checks
    assert await fingerprint(sample_graph) == before


# --- injection through every string parameter ----------------------------------------------------------
def string_fields(tool: str, schemas: dict[str, dict[str, Any]]) -> list[tuple[str, bool]]:
    """(field, is a list of strings) for every text argument of a tool."""
    found = []
    for name, spec in schemas[tool].get("properties", {}).items():
        options = [spec, *spec.get("anyOf", [])]
        if any(o.get("type") == "string" for o in options):
            found.append((name, False))
        elif any(o.get("type") == "array" and o.get("items", {}).get("type") == "string" for o in options):
            found.append((name, True))
    return found


# Valid values for the other arguments, so that the injected one is the only odd one out.
BASE_ARGUMENTS = EXAMPLES


async def test_cypher_injection_through_every_tool_changes_nothing(
        sample_graph: KnowledgeGraph, tool_schemas: dict[str, dict[str, Any]]) -> None:
    before = await fingerprint(sample_graph)
    tried = 0
    async with Client(build_server(sample_graph.settings, graph=sample_graph)) as client:
        for tool in TOOL_NAMES:
            for field, is_list in string_fields(tool, tool_schemas):
                for payload in INJECTIONS:
                    arguments = {**BASE_ARGUMENTS[tool], field: [payload] if is_list else payload}
                    result = await client.call_tool(tool, arguments)
                    tried += 1
                    if result.is_error:
                        assert_clear(result.content[0].text)  # type: ignore[union-attr]
    assert tried >= 20 * len(INJECTIONS)
    assert await fingerprint(sample_graph) == before


# Every HTTP route's text parameters, from the registry, and the viewer's session routes.
HTTP_TARGETS = [*http_text_targets(), ("GET", "/api/viz/{}", "path", {}, False), ("GET", "/viz/{}", "path", {}, False)]


async def test_cypher_injection_through_every_http_parameter_changes_nothing(sample_graph: KnowledgeGraph) -> None:
    before = await fingerprint(sample_graph)
    async with running(serve_app(sample_graph.settings, graph=sample_graph)) as client:
        assert len(HTTP_TARGETS) >= 29
        for method, path, where, base, is_list in HTTP_TARGETS:
            for payload in INJECTIONS:
                url = path.replace("{}", httpx.URL("/" + payload.replace("\u0000", "")).raw_path.decode()[1:]) \
                    if where == "path" else path
                if method == "POST":
                    value = [payload] if is_list else payload
                    response = await client.post(url, json={**base, where: value})
                else:
                    response = await client.get(url, params=base if where == "path" else {**base, where: payload})
                assert response.status_code < 500, (method, url, where, payload, response.text)
                if response.status_code >= 400 and response.headers["content-type"].startswith("application/json"):
                    assert_clear(response.json()["error"])
    assert await fingerprint(sample_graph) == before
