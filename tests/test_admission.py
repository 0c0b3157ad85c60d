"""Admission control: a busy server refuses at once, with when to retry, on both doors (kg_server.shells.admission)."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest
from mcp import Client, MCPError

from kg_server.service import KnowledgeGraph
from kg_server.shells.admission import BUSY, Admission
from tests.helpers.processes import kg_serve


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_lone_caller_is_never_refused_however_slow_its_calls() -> None:
    clock = Clock()
    door = Admission(0.5, floor=1, clock=clock)
    for _ in range(50):
        assert door.admit() is None
        clock.now += 3.0  # a scout of three seconds each
        door.finish()
    assert door.pace > 1.0 and door.refused == 0


def test_calls_beyond_the_bound_are_refused_with_the_time_the_queue_needs() -> None:
    clock = Clock()
    door = Admission(0.475, floor=1, clock=clock)
    for _ in range(200):  # a busy spell: one call finishing every 50 ms
        assert door.admit() is None
        clock.now += 0.05
        door.finish()
    assert door.pace == pytest.approx(0.05, rel=0.01)
    admitted = [door.admit() for _ in range(10)]  # 10 calls x 50 ms = 0.5 s: the 11th would wait past 0.475 s
    assert admitted == [None] * 10
    retry = door.admit()
    assert retry == pytest.approx(0.5, rel=0.02) and door.refused == 1
    assert "busy" in door.message(retry) and "retry in 0.5 s" in door.message(retry)
    assert door.in_flight == 10  # a refused call is not counted
    for _ in range(3):  # as calls finish, room opens again
        clock.now += 0.05
        door.finish()
    assert door.admit() is None


def test_below_saturation_the_pace_of_arrivals_is_not_taken_for_the_servers() -> None:
    clock = Clock()
    door = Admission(0.1, floor=4, clock=clock)
    for _ in range(100):  # one call at a time, a second apart: the server keeps up
        door.admit()
        clock.now += 0.01
        door.finish()
        clock.now += 1.0
    assert door.pace == 0.0
    for _ in range(4):  # saturated: four in flight, finishing 20 ms apart
        door.admit()
    for _ in range(50):
        clock.now += 0.02
        door.finish()
        door.admit()
    assert door.pace == pytest.approx(0.02, rel=0.1)


def test_below_the_floor_every_call_is_admitted() -> None:
    clock = Clock()
    door = Admission(0.01, floor=8, clock=clock)
    door.pace = 1.0  # a pace that would refuse anything
    assert [door.admit() for _ in range(8)] == [None] * 8
    assert door.admit() == pytest.approx(8.0)


# --- the doors, on a real `kg serve` --------------------------------------------------------------------------------
@pytest.fixture
async def busy_server(sample_graph: KnowledgeGraph, test_env: dict[str, str]) -> Any:
    """`kg serve` on the sample that lets nothing wait (1 ms) and sends one read at a time: calls that
    overlap are refused."""
    env = {**test_env, "KG_MAX_WAIT": "0.001", "KG_MAX_CONCURRENT_QUERIES": "1"}
    with kg_serve(env) as url:
        yield url


async def _overlapping(call: Any, count: int = 12) -> list[Any]:
    for _ in range(5):  # one at a time first: the server learns its pace, and nobody is refused
        assert await call() is not None
    return await asyncio.gather(*(call() for _ in range(count)), return_exceptions=True)


async def test_the_http_api_answers_503_with_retry_after_when_busy(busy_server: str) -> None:
    async with httpx.AsyncClient(base_url=busy_server, timeout=60) as api:
        async def search() -> httpx.Response:
            answer = await api.get("/api/search", params={"q": "payment terms", "limit": 5})
            assert answer.status_code in (200, 503), answer.text
            return answer

        answers = await _overlapping(search)
        refused = [a for a in answers if a.status_code == 503]
        served = [a for a in answers if a.status_code == 200]
        assert refused and served, [a.status_code for a in answers]
        for answer in refused:
            assert int(answer.headers["retry-after"]) >= 1
            assert answer.json()["error"].startswith("the server is busy") and "retry in" in answer.json()["error"]
        assert all(a.json()["results"] for a in served)  # admitted calls are answered in full
        # Health checks and who-is-this pass the door (a load balancer needs them most when busy).
        checks = await asyncio.gather(*(api.get(path) for path in ("/healthz", "/api/server") * 4))
        assert {c.status_code for c in checks} == {200}


async def test_mcp_over_http_answers_a_json_rpc_busy_error_with_a_retry_hint(busy_server: str) -> None:
    async with Client(f"{busy_server}/mcp", read_timeout_seconds=60) as client:
        async def search() -> Any:
            result = await client.call_tool("search_concepts", {"query": "payment terms", "limit": 5})
            assert not result.is_error
            return result

        outcomes = await _overlapping(search)
        refused = [o for o in outcomes if isinstance(o, MCPError)]
        assert refused and len(refused) < len(outcomes), outcomes
        assert not [o for o in outcomes if isinstance(o, BaseException) and not isinstance(o, MCPError)], outcomes
        for error in refused:
            assert error.error.code == BUSY
            assert error.error.message.startswith("the server is busy") and "retry in" in error.error.message
            assert error.error.data["retry_after"] > 0
        # The listing and the handshake pass the door; the client goes on once the rush is over.
        assert len((await client.list_tools()).tools) > 5
        assert not (await client.call_tool("search_concepts", {"query": "liability"})).is_error
