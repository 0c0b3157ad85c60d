"""Real MCP clients for the tests: the SDK's Client over stdio (`kg mcp`) and over streamable HTTP
(`kg mcp --transport http`), each against a real `kg` process."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from typing import Any

from mcp import Client, StdioServerParameters

from kg_server.neo4j_local import free_port


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


def _wait_for_port(port: int, process: subprocess.Popen, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"kg mcp exited with {process.returncode}: {process.stderr.read() if process.stderr else ''}")
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.2)
    raise TimeoutError(f"kg mcp did not listen on {port}")


@contextlib.asynccontextmanager
async def mcp_client(transport: str, env: dict[str, str], *options: str) -> AsyncIterator[Client]:
    """A client of `kg mcp OPTIONS...` (e.g. --allow-writes) over stdio or streamable HTTP."""
    if transport == "stdio":
        params = StdioServerParameters(command=sys.executable, args=["-m", "kg_server.cli", "mcp", *options], env=env)
        async with held_in_own_task(Client(params, read_timeout_seconds=120)) as client:
            yield client
        return
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "kg_server.cli", "mcp", "--transport", "http", "--port", str(port), *options],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    try:
        _wait_for_port(port, process)
        async with held_in_own_task(Client(f"http://127.0.0.1:{port}/mcp", read_timeout_seconds=120)) as client:
            yield client
    finally:
        process.terminate()
        process.wait(timeout=30)
