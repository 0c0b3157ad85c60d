"""A small HTTP load balancer for the tests: each request goes to the next backend in turn (round robin
per request, not per connection, so one client's calls alternate between replicas)."""

from __future__ import annotations

import contextlib
import itertools
import json
import threading
import time
from collections import Counter
from collections.abc import Iterator

import httpx
import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from kg_server.store.local_server import free_port

HOP_BY_HOP = {"host", "content-length", "transfer-encoding", "connection", "keep-alive"}


class RoundRobin:
    def __init__(self, backends: list[str]) -> None:
        self.backends = backends
        self._next = itertools.cycle(backends)
        self.served: Counter[tuple[str, str]] = Counter()  # (backend, what: path or JSON-RPC method)

    def app(self) -> Starlette:
        async def forward(request: Request) -> Response:
            backend = next(self._next)
            body = await request.body()
            self.served[(backend, _what(request.url.path, body))] += 1
            headers = {k: v for k, v in request.headers.items() if k.lower() not in HOP_BY_HOP}
            async with httpx.AsyncClient(base_url=backend, timeout=120, trust_env=False) as client:
                answer = await client.request(request.method, request.url.path, params=request.query_params,
                                              headers=headers, content=body)
            kept = {k: v for k, v in answer.headers.items() if k.lower() not in HOP_BY_HOP | {"content-encoding"}}
            return Response(answer.content, status_code=answer.status_code, headers=kept)

        methods = ["GET", "POST", "DELETE", "PUT", "PATCH"]
        return Starlette(routes=[Route("/{path:path}", forward, methods=methods)])

    def backends_of(self, what: str) -> set[str]:
        return {backend for (backend, served), count in self.served.items() if served == what and count}


def _what(path: str, body: bytes) -> str:
    if path == "/mcp" and body:
        with contextlib.suppress(ValueError):
            message = json.loads(body)
            if isinstance(message, dict) and "method" in message:
                return f"mcp:{message['method']}"
    return path


@contextlib.contextmanager
def round_robin(backends: list[str], port: int | None = None) -> Iterator[tuple[str, RoundRobin]]:
    """The balancer listening on `port` (a free loopback port by default), for the length of the block;
    yields its URL."""
    balancer = RoundRobin(backends)
    port = port or free_port()
    server = uvicorn.Server(uvicorn.Config(balancer.app(), host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if time.monotonic() > deadline:
            raise TimeoutError("the test balancer did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}", balancer
    finally:
        server.should_exit = True
        thread.join(timeout=30)
