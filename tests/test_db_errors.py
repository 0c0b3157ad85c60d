"""Whatever Neo4j or its driver raises reaches HTTP and MCP clients as a clear error (never a bare 500,
never a stack trace, never the driver's own wording), and no request waits on a lock for ever."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx
import pytest
from mcp import Client
from neo4j import AsyncGraphDatabase

from kg_server.service import KnowledgeGraph
from kg_server.shells.cli.serving import serve_app
from kg_server.shells.mcp import build_server
from tests.helpers.clients import BASE, held_in_own_task


@asynccontextmanager
async def http(app: Any) -> AsyncIterator[httpx.AsyncClient]:
    """The app as a client sees it: an exception the app lets escape is the 500 a server would send."""
    @asynccontextmanager
    async def lifespan() -> AsyncIterator[None]:
        async with app.router.lifespan_context(app):
            yield

    async with held_in_own_task(lifespan()):
        transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
        async with httpx.AsyncClient(transport=transport, base_url=BASE) as client:
            yield client


@asynccontextmanager
async def expired_session_locked(graph: KnowledgeGraph) -> AsyncIterator[None]:
    """An expired visualization session write-locked by another client's open transaction: creating a
    session deletes expired ones, so it has to wait for this lock."""
    settings = graph.settings
    await graph.db.run_auto("CREATE (:VizSession {session_id: 'expired-and-locked', concept_ids: [], depth: 0, "
                            "created_at: datetime() - duration('P9D'), expires_at: datetime() - duration('P1D')})")
    driver = AsyncGraphDatabase.driver(settings.neo4j_uri, auth=(settings.neo4j_username,
                                                                 settings.neo4j_password.get_secret_value()))
    try:
        async with driver.session(database=settings.neo4j_database) as session:
            tx = await session.begin_transaction()
            await tx.run("MATCH (v:VizSession {session_id: 'expired-and-locked'}) SET v.locked = true")
            try:
                yield
            finally:
                await tx.rollback()
    finally:
        await driver.close()
        await graph.db.run_auto("MATCH (v:VizSession {session_id: 'expired-and-locked'}) DETACH DELETE v")


async def terminate_when_waiting(graph: KnowledgeGraph, fragment: str) -> None:
    """TERMINATE, as an administrator does, the transaction whose query contains `fragment`."""
    for _ in range(200):
        rows = await graph.db.run_auto(
            "SHOW TRANSACTIONS YIELD transactionId AS id, currentQuery AS query WHERE query CONTAINS $fragment "
            "AND NOT query CONTAINS 'SHOW TRANSACTIONS' RETURN id", {"fragment": fragment})
        if rows:
            await graph.db.run_auto("TERMINATE TRANSACTIONS $ids", {"ids": [row["id"] for row in rows]})
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"no transaction running {fragment!r}")


async def test_a_terminated_query_is_a_clear_503_over_http(sample_graph: KnowledgeGraph) -> None:
    async with http(serve_app(sample_graph.settings, graph=sample_graph)) as client:
        async with expired_session_locked(sample_graph):
            answer = asyncio.create_task(client.post("/api/viz", json={"depth": 0}))
            await terminate_when_waiting(sample_graph, "CREATE (v:VizSession")
            response = await asyncio.wait_for(answer, 30)
    assert response.status_code == 503, response.text
    message = response.json()["error"]
    assert "Neo4j stopped the query" in message and "try again" in message
    assert "Traceback" not in message and "Neo.ClientError" not in message


async def test_a_terminated_query_is_a_clear_tool_error_over_mcp(sample_graph: KnowledgeGraph) -> None:
    async with Client(build_server(sample_graph.settings, graph=sample_graph)) as client:
        async with expired_session_locked(sample_graph):
            answer = asyncio.create_task(client.call_tool("get_visualization_url", {"depth": 0}))
            await terminate_when_waiting(sample_graph, "CREATE (v:VizSession")
            result = await asyncio.wait_for(answer, 30)
    assert result.is_error
    text = result.content[0].text
    assert "Neo4j stopped the query" in text and "Neo.ClientError" not in text


@pytest.mark.slow
async def test_a_write_waiting_on_a_lock_gives_up_after_the_query_timeout(sample_graph: KnowledgeGraph) -> None:
    settings = sample_graph.settings.model_copy(update={"query_timeout": 2.0})
    graph = KnowledgeGraph(settings, embedder=sample_graph.embedder)
    async with http(serve_app(settings, graph=graph)) as client, expired_session_locked(sample_graph):
        started = time.monotonic()
        response = await asyncio.wait_for(client.post("/api/viz", json={"depth": 0}), 30)
        waited = time.monotonic() - started
    await graph.close()
    assert response.status_code == 503, response.text
    assert "waited for another transaction's lock (longer than 2s, KG_QUERY_TIMEOUT" in response.json()["error"]
    assert waited < 6, waited


async def test_a_slow_read_is_stopped_at_the_query_timeout(sample_graph: KnowledgeGraph) -> None:
    settings = sample_graph.settings.model_copy(update={"query_timeout": 0.5})
    graph = KnowledgeGraph(settings, embedder=sample_graph.embedder)
    try:
        from kg_server.errors import DatabaseUnavailable

        with pytest.raises(DatabaseUnavailable, match=r"longer than 0.5s \(KG_QUERY_TIMEOUT\)"):
            await graph.db.read_text("UNWIND range(1, 100000000) AS x WITH x WHERE x % 7 = 3 RETURN count(x) AS n")
    finally:
        await graph.close()


@pytest.mark.slow
async def test_reads_take_turns_and_a_turn_not_given_in_time_is_the_overload_error(
    sample_graph: KnowledgeGraph,
) -> None:
    """KG_MAX_CONCURRENT_QUERIES reads at a time: more wait in order and all get answers; a read that
    gets no turn within KG_QUERY_TIMEOUT fails with the overload message, and its wait frees nothing."""
    from kg_server.errors import DatabaseUnavailable

    settings = sample_graph.settings.model_copy(update={"query_timeout": 1.0, "max_concurrent_queries": 2})
    graph = KnowledgeGraph(settings, embedder=sample_graph.embedder)
    try:
        answers = await asyncio.gather(*(graph.db.read("graph_has_data") for _ in range(12)))
        assert all(rows[0]["any"] for rows in answers)
        gate = graph.db._gate
        assert gate is not None and gate[1]._value == 2  # every turn given back

        async def hold_a_turn(until: asyncio.Event) -> None:
            async with graph.db._turn():
                await until.wait()

        release = asyncio.Event()
        holders = [asyncio.create_task(hold_a_turn(release)) for _ in range(2)]
        await asyncio.sleep(0.05)
        started = time.monotonic()
        with pytest.raises(DatabaseUnavailable, match=r"stayed busy for 1s \(KG_QUERY_TIMEOUT\)"):
            await graph.db.read("graph_has_data")
        assert 0.9 < time.monotonic() - started < 3
        # The viewer's session lookup, ad hoc reads and the console's reads wait for the same turns.
        for other in (lambda: graph.db.read_at("viz_session_get", {"session_id": "none"}),
                      lambda: graph.db.read_text("RETURN 1 AS n"),
                      lambda: graph.db.explain("RETURN 1 AS n"),
                      lambda: graph.db.run_cypher("RETURN 1 AS n", write=False, max_rows=1, timeout=5)):
            with pytest.raises(DatabaseUnavailable, match=r"stayed busy for 1s"):
                await other()
        release.set()
        await asyncio.gather(*holders)
        assert (await graph.db.read("graph_has_data"))[0]["any"]
    finally:
        await graph.close()


def _server_error(code: str, message: str = "MATCH (secret:Query) RETURN secret") -> Exception:
    """A failure exactly as the driver builds it from a server's FAILURE message."""
    from neo4j.exceptions import Neo4jError

    return Neo4jError._hydrate_neo4j(code=code, message=message)


@pytest.mark.parametrize(("error", "status", "words"), [
    (lambda: _server_error("Neo.ClientError.Transaction.Terminated"), 503, "an administrator terminated it"),
    (lambda: _server_error("Neo.ClientError.General.ForbiddenOnReadOnlyDatabase"), 503, "is read-only"),
    (lambda: _server_error("Neo.ClientError.Security.Forbidden"), 503, "check the user's roles"),
    (lambda: _server_error("Neo.TransientError.General.MemoryPoolOutOfMemoryError"), 503, "ran out of memory"),
    (lambda: _server_error("Neo.TransientError.Transaction.DeadlockDetected"), 503,
     "could not finish the query now (Transaction.DeadlockDetected); try again"),
    (lambda: _server_error("Neo.DatabaseError.General.UnknownError"), 503, "`kg neo4j logs`"),
    (lambda: _server_error("Neo.ClientError.Statement.SyntaxError"), 500,
     "Neo4j refused the query (Statement.SyntaxError); the server log has the details"),
    (lambda: __import__("neo4j.exceptions").exceptions.ConnectionAcquisitionTimeoutError("pool"), 503,
     "stayed busy for 10s (KG_QUERY_TIMEOUT)"),
    (lambda: __import__("neo4j.exceptions").exceptions.IncompleteCommit("lost"), 503, "may or may not"),
    (lambda: __import__("neo4j.exceptions").exceptions.ResultConsumedError(None, "consumed"), 500,
     "the Neo4j driver failed (ResultConsumedError)"),
    (lambda: ConnectionRefusedError(111, "Connection refused"), 503, "cannot reach Neo4j at bolt://db:7687"),
])
def test_every_driver_error_has_one_wording(error: Any, status: int, words: str) -> None:
    from kg_server.store.neo4j_errors import database_error

    mapped = database_error(error(), uri="bolt://db:7687", username="neo4j", database="neo4j", timeout=10)
    assert mapped.http_status == status and words in mapped.message, mapped.message
    assert "secret" not in mapped.message and "Traceback" not in mapped.message
