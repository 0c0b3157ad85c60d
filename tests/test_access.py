"""Who gets in: the bearer token beyond loopback (and on loopback when set), unguessable visualization
links that expire, and secrets that never reach a log line or an error message."""

from __future__ import annotations

import asyncio
import json
import logging
import re
import subprocess
from itertools import pairwise
from typing import Any

import pytest
from mcp import Client
from pydantic import SecretStr

from kg_server.config import Settings
from kg_server.errors import ConfigError, DatabaseUnavailable
from kg_server.service import KnowledgeGraph
from kg_server.shells.auth import PROTECTED_PREFIXES
from kg_server.shells.cli.serving import serve_app
from kg_server.shells.mcp import build_server
from kg_server.store.local_server import free_port
from kg_server.visualize.sessions import new_session_id
from tests.helpers.clients import running

TOKEN = "token-0123456789-abcdef"


async def raw_get(app: Any, path: str, headers: dict[str, str] | None = None) -> tuple[int, bytes]:
    """One GET straight into the ASGI app, with the path exactly as a server hands it over (no client
    normalises it first)."""
    sent: list[dict[str, Any]] = []
    path, _, query = path.partition("?")

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "GET", "scheme": "http",
             "path": path, "raw_path": path.encode(), "query_string": query.encode(), "root_path": "",
             "headers": [(b"host", b"127.0.0.1:8000"), *((k.lower().encode(), v.encode())
                                                         for k, v in (headers or {}).items())],
             "client": ("203.0.113.7", 40000), "server": ("0.0.0.0", 8000)}
    await app(scope, receive, send)
    status = next(m["status"] for m in sent if m["type"] == "http.response.start")
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return status, body


def with_token(settings: Settings, token: str | None = TOKEN) -> Settings:
    return settings.model_copy(update={"api_token": SecretStr(token) if token else None})


async def test_on_loopback_the_api_is_open_unless_a_token_is_set(sample_graph: KnowledgeGraph) -> None:
    open_app = serve_app(with_token(sample_graph.settings, None), graph=sample_graph)
    assert (await raw_get(open_app, "/api/documents"))[0] == 200
    guarded = serve_app(with_token(sample_graph.settings), graph=sample_graph)
    assert (await raw_get(guarded, "/api/documents"))[0] == 401  # a token that is set is always honoured
    assert (await raw_get(guarded, "/api/documents", {"Authorization": f"Bearer {TOKEN}"}))[0] == 200


# Every way of asking for data without the right token: none of them may answer 200.
WITHOUT_TOKEN = [
    ("/api/documents", {}),
    ("/api/search?q=liability", {}),
    ("/api/viz", {}),
    ("/api/concepts/liability-cap", {}),
    ("/mcp", {}),
    ("/mcp/", {}),
    ("/api/console", {}),
    ("//api/documents", {}),
    ("/API/documents", {}),
    ("/api/documents?token=" + TOKEN, {}),
    ("/api/documents", {"Authorization": "Bearer"}),
    ("/api/documents", {"Authorization": "Bearer "}),
    ("/api/documents", {"Authorization": f"Bearer {TOKEN[:-1]}"}),
    ("/api/documents", {"Authorization": f"Bearer {TOKEN}x"}),
    ("/api/documents", {"Authorization": f"Basic {TOKEN}"}),
    ("/api/documents", {"Authorization": TOKEN}),
    ("/api/documents", {"X-Api-Key": TOKEN}),
]


@pytest.mark.parametrize(("path", "headers"), WITHOUT_TOKEN)
async def test_beyond_loopback_nothing_answers_without_the_token(sample_graph: KnowledgeGraph, path: str,
                                                                 headers: dict[str, str]) -> None:
    app = serve_app(with_token(sample_graph.settings), host="0.0.0.0", graph=sample_graph)
    status, body = await raw_get(app, path, headers)
    assert status in (401, 404), (status, body[:200])
    if path.startswith(PROTECTED_PREFIXES):
        assert status == 401 and "Authorization: Bearer" in json.loads(body)["error"]


async def test_beyond_loopback_the_token_opens_the_api_and_pages_stay_public(sample_graph: KnowledgeGraph) -> None:
    app = serve_app(with_token(sample_graph.settings), host="0.0.0.0", graph=sample_graph)
    for header in (f"Bearer {TOKEN}", f"bearer {TOKEN}", f"Bearer {TOKEN} "):
        status, body = await raw_get(app, "/api/documents", {"Authorization": header})
        assert status == 200 and json.loads(body)["total"] == 15
    for page in ("/", "/console", "/favicon.ico", "/healthz"):
        assert (await raw_get(app, page))[0] == 200, page
    status, body = await raw_get(app, "/healthz")
    assert set(json.loads(body)) == {"status", "neo4j", "schema"}  # no counts, no names: nothing to protect


def test_a_short_or_missing_token_refuses_to_bind_beyond_loopback(settings: Settings) -> None:
    for token in (None, "", "short-token"):
        with pytest.raises(ConfigError, match="KG_API_TOKEN.*at least 16 characters"):
            serve_app(with_token(settings, token), host="0.0.0.0")


@pytest.mark.slow
@pytest.mark.parametrize("command", [["serve"], ["mcp", "--transport", "http"]])
def test_kg_refuses_to_serve_beyond_loopback_without_a_token(kg_command: list[str], test_env: dict[str, str],
                                                             command: list[str]) -> None:
    port = str(free_port())
    try:
        done = subprocess.run([*kg_command, *command, "--host", "0.0.0.0", "--port", port], env=test_env,
                              capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        pytest.fail(f"kg {' '.join(command)} served on 0.0.0.0 without a token")
    assert done.returncode == 2, done.stderr
    assert "set KG_API_TOKEN" in done.stderr and "Traceback" not in done.stderr


# --- visualization links --------------------------------------------------------------------------------
def test_session_ids_are_unguessable() -> None:
    ids = [new_session_id() for _ in range(2000)]
    assert len(set(ids)) == len(ids)
    assert all(re.fullmatch(r"[A-Za-z0-9_-]{32}", i) for i in ids)  # 192 bits from the OS's CSPRNG
    # No structure to exploit: every position takes (nearly) every one of the 64 characters.
    for position in range(0, 32, 4):
        assert len({i[position] for i in ids}) >= 60
    assert max(len(_common_prefix(a, b)) for a, b in pairwise(ids)) <= 4


def _common_prefix(a: str, b: str) -> str:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return a[:n]


async def test_sessions_expire_after_the_configured_ttl_and_are_then_deleted(sample_graph: KnowledgeGraph) -> None:
    settings = sample_graph.settings.model_copy(update={"viz_ttl_hours": 2})
    graph = KnowledgeGraph(settings, db=sample_graph.db, embedder=sample_graph.embedder)
    async with running(serve_app(settings, graph=graph)) as client:
        first = (await client.post("/api/viz", json={"concept_ids": ["uncapped-ip-indemnity"]})).json()
        second = (await client.post("/api/viz", json={"concept_ids": ["uncapped-ip-indemnity"]})).json()
        assert first["session_id"] != second["session_id"]  # the same view twice: two unrelated links
        rows = await sample_graph.db.run_auto(
            "MATCH (v:VizSession {session_id: $id}) RETURN duration.inSeconds(v.created_at, v.expires_at).seconds AS s",
            {"id": first["session_id"]})
        assert rows[0]["s"] == 2 * 3600
        await sample_graph.db.run_auto("MATCH (v:VizSession {session_id: $id}) SET v.expires_at = datetime() - "
                                       "duration('PT1S')", {"id": first["session_id"]})
        assert (await client.get(f"/api/viz/{first['session_id']}")).status_code == 410
        assert (await client.get(f"/viz/{first['session_id']}")).status_code == 410
        await client.post("/api/viz", json={"depth": 0})  # creating a session clears the expired ones
        left = await sample_graph.db.run_auto("MATCH (v:VizSession {session_id: $id}) RETURN count(v) AS n",
                                              {"id": first["session_id"]})
        assert left[0]["n"] == 0
        assert (await client.get(f"/api/viz/{first['session_id']}")).status_code == 404
        assert (await client.get(f"/api/viz/{second['session_id'][:-1]}")).status_code == 404


# --- secrets ----------------------------------------------------------------------------------------------
NEO4J_SECRET = "neo4j-pw-SECRET-4711"
API_KEY = "sk-SECRET-api-key-0815"


@pytest.mark.slow
async def test_secrets_never_reach_logs_or_error_messages(
    sample_graph: KnowledgeGraph, caplog: pytest.LogCaptureFixture, embeddings_url: str
) -> None:
    settings = sample_graph.settings
    caplog.set_level(logging.DEBUG)  # everything: our loggers, the Neo4j driver, httpx, openai, the MCP SDK
    caplog.set_level(logging.DEBUG, logger="neo4j")  # `kg` (cli.main) quiets the driver for the process
    answers: list[str] = []

    wrong_password = settings.model_copy(update={"neo4j_password": SecretStr(NEO4J_SECRET),
                                                 "api_token": SecretStr(TOKEN)})
    graph = KnowledgeGraph(wrong_password)
    async with running(serve_app(wrong_password, graph=graph)) as client:
        auth = {"Authorization": f"Bearer {TOKEN}"}
        for path in ("/healthz", "/api/documents", "/api/concepts/x", "/api/search?q=cap"):
            response = await client.get(path, headers=auth)
            assert response.status_code in (503, 500), response.text
            answers.append(response.text)
        answers.append((await client.get("/api/documents", headers={"Authorization": "Bearer wrong"})).text)
    async with Client(build_server(wrong_password, graph=graph)) as mcp:
        answers.append(str((await mcp.call_tool("list_documents", {})).content))
    await graph.close()
    assert any("rejected user 'neo4j'" in a for a in answers)
    await _logins_allowed_again(sample_graph)

    down = free_port()
    for base_url in (embeddings_url, f"http://127.0.0.1:{down}/v1"):  # a wrong key; nobody listening
        remote = settings.model_copy(update={"embedding_provider": "openai", "embedding_model": "test-embed",
                                             "openai_api_key": SecretStr(API_KEY), "openai_base_url": base_url,
                                             "embedding_dimension": 8})
        graph = KnowledgeGraph(remote)
        async with running(serve_app(remote, graph=graph)) as client:
            answers.append((await client.get("/api/search", params={"q": "cap", "mode": "semantic"})).text)
        await graph.close()
    assert any("rejected the API key" in a for a in answers) and any("cannot reach" in a for a in answers)

    logged = caplog.text + "\n".join(repr(r.args) for r in caplog.records)
    assert "LOGON" in logged and "openai" in {r.name.split(".")[0] for r in caplog.records}  # they were listened to
    for secret in (NEO4J_SECRET, API_KEY, TOKEN):
        assert not any(secret in a for a in answers), secret
        assert secret not in logged, secret
    assert "Traceback" not in "".join(answers)


async def _logins_allowed_again(graph: KnowledgeGraph) -> None:
    """Neo4j locks a user out for a few seconds after failed logins (dbms.security.auth_lock_time): wait
    until a new connection with the right password logs in again, so nothing after this sees the lock."""
    for attempt in range(60):
        fresh = KnowledgeGraph(graph.settings)
        try:
            await fresh.db.verify()
            return
        except DatabaseUnavailable:
            if attempt == 59:
                raise
            await asyncio.sleep(0.5)
        finally:
            await fresh.close()
