"""Real clients: the MCP SDK's Client over stdio (`kg mcp`) and over streamable HTTP (`kg mcp --transport
http`), each against a real `kg` process, and an HTTP client of an app in this process."""

from __future__ import annotations

import asyncio
import contextlib
import subprocess
from collections.abc import AsyncIterator
from typing import Any

import httpx
from mcp import Client, StdioServerParameters

from kg_server.store.local_server import free_port

from .processes import KG, wait_for_port

BASE = "http://127.0.0.1:8000"  # a Host header with a port, as a browser sends


@contextlib.asynccontextmanager
async def held_in_own_task(manager: Any) -> AsyncIterator[Any]:
    """Enter and exit an async context manager in one task (the SDK's task groups require it, and
    pytest-asyncio sets fixtures up and tears them down in different tasks)."""
    ready: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
    stop = asyncio.Event()

    async def runner() -> None:
        try:
            async with manager as value:
                ready.set_result(value)
                await stop.wait()
        except BaseException as error:
            if not ready.done():
                ready.set_exception(error)
            raise

    task = asyncio.create_task(runner())
    try:
        yield await ready
    finally:
        stop.set()
        await task


@contextlib.asynccontextmanager
async def mcp_client(transport: str, env: dict[str, str], *options: str,
                     extensions: list[Any] | None = None, mode: str = "auto") -> AsyncIterator[Client]:
    """A client of `kg mcp OPTIONS...` (e.g. --allow-writes) over stdio or streamable HTTP, advertising
    the client `extensions` given (e.g. MCP Apps); `mode`: the SDK's protocol negotiation ("legacy" for
    the initialize handshake of 2025-11-25, a version such as "2026-07-28" to adopt it directly)."""
    if transport == "stdio":
        params = StdioServerParameters(command=KG[0], args=[*KG[1:], "mcp", *options], env=env)
        async with held_in_own_task(Client(params, read_timeout_seconds=120, extensions=extensions,
                                           mode=mode)) as client:
            yield client
        return
    port = free_port()
    process = subprocess.Popen(
        [*KG, "mcp", "--transport", "http", "--port", str(port), *options],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    try:
        wait_for_port(port, process)
        async with held_in_own_task(Client(f"http://127.0.0.1:{port}/mcp", read_timeout_seconds=120,
                                           extensions=extensions, mode=mode)) as client:
            yield client
    finally:
        process.terminate()
        process.wait(timeout=30)


@contextlib.asynccontextmanager
async def running(app: Any) -> AsyncIterator[httpx.AsyncClient]:
    inner = getattr(app, "app", app)  # the token middleware wraps the FastAPI app

    @contextlib.asynccontextmanager
    async def lifespan() -> AsyncIterator[None]:
        async with inner.router.lifespan_context(inner):
            yield

    async with held_in_own_task(lifespan()):
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE) as client:
            yield client
