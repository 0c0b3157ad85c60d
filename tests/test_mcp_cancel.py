"""A request the client cancels stops its Neo4j query: the SDK client abandons a long run_cypher call
(it sends notifications/cancelled), and the statement is gone from Neo4j's transactions at once, long
before its own timeout, while the session keeps answering."""

from __future__ import annotations

import time

import anyio
from mcp import Client
from neo4j import AsyncGraphDatabase

from kg_server.service import KnowledgeGraph
from kg_server.shells.mcp import build_server

SLOW = "UNWIND range(1, 3000000000) AS x WITH x WHERE x % 7 = 3 RETURN count(x) AS n"
RUNNING = ("SHOW TRANSACTIONS YIELD currentQuery WHERE currentQuery CONTAINS 'range(1, 3000000000)' "
           "AND NOT currentQuery STARTS WITH 'SHOW' RETURN count(*) AS n")


async def test_a_cancelled_call_stops_its_neo4j_query(graph: KnowledgeGraph) -> None:
    settings = graph.settings.model_copy(update={"allow_cypher": True})
    password = settings.neo4j_password.get_secret_value()
    driver = AsyncGraphDatabase.driver(settings.neo4j_uri, auth=(settings.neo4j_username, password))

    async def running() -> int:
        records, _, _ = await driver.execute_query(RUNNING)
        return int(records[0]["n"])

    try:
        async with Client(build_server(settings, graph=graph)) as client:
            answered: list[object] = []
            async with anyio.create_task_group() as calls:
                async def call() -> None:
                    answered.append(await client.call_tool("run_cypher", {"statement": SLOW, "timeout_seconds": 60}))

                calls.start_soon(call)
                with anyio.fail_after(30):
                    while await running() == 0:  # the statement has reached Neo4j
                        await anyio.sleep(0.1)
                calls.cancel_scope.cancel()
            cancelled = time.perf_counter()
            with anyio.fail_after(10):
                while await running():
                    await anyio.sleep(0.1)
            assert time.perf_counter() - cancelled < 5, "the query outlived its request"
            assert not answered
            assert not (await client.call_tool("list_topics", {})).is_error  # the session goes on
    finally:
        await driver.close()
