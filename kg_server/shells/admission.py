"""Admission control: a call that would wait too long is refused at once, saying when to retry.

Past its capacity a server can only choose between answering late and refusing early. Answering late
helps nobody: the queue grows for as long as the overload lasts, every caller waits, and calls time
out after having cost work. So each server process estimates how long a new call would wait and
refuses it, in a millisecond, when that is more than `KG_MAX_WAIT` seconds:

    wait = calls in flight × pace

where *pace* is the recent time between two calls finishing while the process was saturated (at
least as many calls in flight as it sends Neo4j at once; an exponentially weighted mean over about the
last `1 / PACE_WEIGHT` calls): the inverse of the throughput the process reaches now, on this
machine, with this mix of calls. No capacity is
configured; it is measured. A process with fewer calls in flight than it sends Neo4j at once
(`KG_MAX_CONCURRENT_QUERIES`) admits every call: nobody waits there, and one slow call (a scout of
several seconds) must not shut the door on the next few. The calls admitted are answered within about
the bound.

The doors (`AdmissionDoor`): `/api/...` answers 503 with `Retry-After`; MCP over HTTP (`/mcp`)
answers a `tools/call` or `resources/read` with a JSON-RPC error (`BUSY`, `data.retry_after`) and the
same sentence. Everything else passes: health checks, pages, MCP's handshake and listings cost next
to nothing and a client needs them to recover. Each process of `kg serve --workers N` has its own
door: each measures its own queue.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from kg_server.errors import SERVER_BUSY

BUSY = SERVER_BUSY  # the JSON-RPC error code of a refusal on /mcp
PACE_WEIGHT = 0.05  # each finished call moves the pace 5% of the way to its own interval
GATED_METHODS = frozenset({"tools/call", "resources/read"})
UNGATED_API = frozenset({"/api/server"})  # who this server is: cheap, and what `kg mcp` asks first


class Admission:
    """The estimate and the decision, for one process (not thread-safe: one event loop uses it)."""

    def __init__(self, max_wait: float, *, floor: int = 8, clock: Callable[[], float] = time.monotonic) -> None:
        self.max_wait = max_wait
        self.floor = floor  # calls in flight below which every call is admitted
        self.clock = clock
        self.in_flight = 0
        self.pace = 0.0  # seconds between two completions while saturated (starts at 0: admitting is safe)
        self.admitted = 0
        self.refused = 0
        self._since = 0.0  # the last completion while saturated, or when saturation began

    def expected_wait(self) -> float:
        return self.in_flight * self.pace

    def admit(self) -> float | None:
        """None when the call may go on (then `finish` must follow); else the seconds after which to
        retry: about the time the calls in flight need to finish."""
        wait = self.expected_wait()
        if self.in_flight >= self.floor and wait > self.max_wait:
            self.refused += 1
            return wait
        self.in_flight += 1
        self.admitted += 1
        if self.in_flight == self.floor:  # saturated from now on: calls finish at the server's own pace
            self._since = self.clock()
        return None

    def finish(self) -> None:
        # Only while saturated: below the floor, the time between completions is the time between
        # arrivals, and would make a server that keeps up look slow.
        if self.in_flight >= self.floor:
            now = self.clock()
            self.pace += PACE_WEIGHT * (now - self._since - self.pace)
            self._since = now
        self.in_flight -= 1

    def message(self, retry_after: float) -> str:
        return (f"the server is busy: about {self.expected_wait():.1f} s of calls are ahead of this one, more "
                f"than the {self.max_wait:g} s it lets a call wait; retry in {retry_after:.1f} s (or run more "
                "replicas: docs/operations.md#overload)")


def retry_after_header(seconds: float) -> str:
    """HTTP's Retry-After takes whole seconds."""
    return str(max(1, math.ceil(seconds)))


class AdmissionDoor:
    """ASGI middleware in front of /api and /mcp: counts the calls it admits until their answer is sent,
    and refuses the others with the door's own busy answer."""

    def __init__(self, app: ASGIApp, *, admission: Admission, mcp_path: str = "/mcp") -> None:
        self.app = app
        self.admission = admission
        self.mcp_path = mcp_path

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path: str = scope["path"]
        request_id: Any = None
        if path == self.mcp_path and scope["method"] == "POST":
            body, receive = await _read_body(receive)
            gated, request_id = _gated_call(body)
            if not gated:
                await self.app(scope, receive, send)
                return
        elif not (path.startswith("/api/") and path not in UNGATED_API):
            await self.app(scope, receive, send)
            return
        retry = self.admission.admit()
        if retry is not None:
            message = self.admission.message(retry)
            if path == self.mcp_path:
                await _json(send, 200, {"jsonrpc": "2.0", "id": request_id, "error": {
                    "code": BUSY, "message": message, "data": {"retry_after": max(0.01, round(retry, 2))}}}, retry)
            else:
                await _json(send, 503, {"error": message}, retry)
            return
        try:
            await self.app(scope, receive, send)
        finally:
            self.admission.finish()


async def _read_body(receive: Receive) -> tuple[bytes, Receive]:
    """The request's body, and a `receive` that hands it to the app again."""
    chunks = []
    while True:
        message = await receive()
        if message["type"] != "http.request":  # the client went away: the app will see it too
            return b"", _replay([message], receive)
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            break
    body = b"".join(chunks)
    return body, _replay([{"type": "http.request", "body": body, "more_body": False}], receive)


def _replay(first: list[Message], receive: Receive) -> Receive:
    pending = list(first)

    async def replayed() -> Message:
        return pending.pop(0) if pending else await receive()

    return replayed


def _gated_call(body: bytes) -> tuple[bool, Any]:
    """Whether an MCP POST is a call the door counts (a tool call, a resource read), and its id. Anything
    it cannot read goes on to the SDK, which answers malformed messages itself."""
    try:
        message = json.loads(body)
    except (ValueError, RecursionError):
        return False, None
    if not isinstance(message, dict) or message.get("method") not in GATED_METHODS or "id" not in message:
        return False, None
    return True, message["id"]


async def _json(send: Send, status: int, payload: dict[str, Any], retry: float) -> None:
    body = json.dumps(payload).encode("utf-8")
    await send({"type": "http.response.start", "status": status, "headers": [
        (b"content-type", b"application/json"), (b"content-length", str(len(body)).encode("ascii")),
        (b"retry-after", retry_after_header(retry).encode("ascii"))]})
    await send({"type": "http.response.body", "body": body})
