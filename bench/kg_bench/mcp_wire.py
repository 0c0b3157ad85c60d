"""A lean MCP client for load generation: JSON-RPC over streamable HTTP, nothing more.

`kg bench load` runs its 100 clients on the same two cores as the server it measures, so whatever the
clients spend is taken from the server. The official SDK's client (task groups, memory streams,
pydantic models for every message) cost 4.5-7.3 ms of CPU per call there; this one sends the same
requests (initialize, notifications/initialized, tools/call, DELETE at the end) with one httpx POST per
call, and reads the answer as the plain JSON that `kg serve` sends (it answers tool calls as JSON, not as an
event stream).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from types import TracebackType
from typing import Any

import httpx
from mcp.types import LATEST_PROTOCOL_VERSION

from kg_server.errors import SERVER_BUSY

CLIENT_INFO = {"name": "kg-bench-load", "version": "1"}


class SessionLost(Exception):
    """The server no longer knows this session (it restarted) or cannot be reached: open a new one."""


@dataclass(frozen=True)
class ToolAnswer:
    is_error: bool
    text: str
    retry_after: float | None = None  # the server was busy and refused the call: retry after this many seconds


class WireSession:
    """One MCP session: `async with WireSession(url) as session: await session.call_tool(name, args)`."""

    def __init__(self, url: str, *, timeout: float = 120) -> None:
        self.url = url
        self.lost = False  # set by the first call that finds the session gone; later calls fail fast
        self._http = httpx.AsyncClient(timeout=timeout, trust_env=False)
        self._headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
        self._next_id = 0

    async def __aenter__(self) -> WireSession:
        try:
            response = await self._post({"jsonrpc": "2.0", "id": self._id(), "method": "initialize", "params": {
                "protocolVersion": LATEST_PROTOCOL_VERSION, "capabilities": {}, "clientInfo": CLIENT_INFO}})
            answer = _message(response)
            if "error" in answer:
                raise SessionLost(f"initialize refused: {answer['error'].get('message')}")
            session_id = response.headers.get("mcp-session-id")
            if session_id:
                self._headers["Mcp-Session-Id"] = session_id
            self._headers["Mcp-Protocol-Version"] = answer["result"]["protocolVersion"]
            await self._post({"jsonrpc": "2.0", "method": "notifications/initialized"})
        except BaseException:
            await self._http.aclose()
            raise
        return self

    async def __aexit__(self, kind: type[BaseException] | None, error: BaseException | None,
                        trace: TracebackType | None) -> None:
        try:
            if not self.lost and "Mcp-Session-Id" in self._headers:
                await self._http.delete(self.url, headers=self._headers)
        except httpx.HTTPError:
            pass  # the server is gone already: nothing left to close
        finally:
            await self._http.aclose()

    async def call_tool(self, name: str, arguments: dict[str, Any]) -> ToolAnswer:
        """The tool's answer; raises SessionLost when the session is gone (a timeout stays this call's)."""
        if self.lost:
            raise SessionLost("the session was lost by an earlier call")
        answer = _message(await self._post({"jsonrpc": "2.0", "id": self._id(), "method": "tools/call",
                                            "params": {"name": name, "arguments": arguments}}))
        if "error" in answer:  # busy, or a protocol error (unknown tool, bad params): an error of this call
            error = answer["error"]
            data = error.get("data") if isinstance(error.get("data"), dict) else {}
            busy = data.get("retry_after") if error.get("code") == SERVER_BUSY else None
            return ToolAnswer(True, str(error.get("message")), None if busy is None else float(busy))
        result = answer["result"]
        content = result.get("content") or []
        return ToolAnswer(bool(result.get("isError")), content[0].get("text", "") if content else "")

    async def _post(self, message: dict[str, Any]) -> httpx.Response:
        try:
            response = await self._http.post(self.url, content=json.dumps(message), headers=self._headers)
        except httpx.TimeoutException:
            raise
        except httpx.TransportError as error:  # refused, reset: the server went away with the session
            self.lost = True
            raise SessionLost(f"{type(error).__name__}: {error}") from error
        if response.status_code == 404 and "Mcp-Session-Id" in self._headers:
            self.lost = True
            raise SessionLost("the server no longer knows this session (404)")
        if response.status_code >= 400:
            raise RuntimeError(f"HTTP {response.status_code}: {response.text[:200]}")
        return response

    def _id(self) -> int:
        self._next_id += 1
        return self._next_id


def _message(response: httpx.Response) -> dict[str, Any]:
    if not response.headers.get("content-type", "").startswith("application/json"):
        raise RuntimeError(f"expected a JSON answer, got {response.headers.get('content-type')!r}")
    return dict(response.json())
