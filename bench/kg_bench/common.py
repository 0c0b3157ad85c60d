"""What every benchmark shares: a throwaway Neo4j, percentiles, the machine line, a `kg serve` process."""

from __future__ import annotations

import os
import platform
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np
import psutil

from kg_server.config import Settings
from kg_server.store.local_server import LocalNeo4j, free_port

Log = Callable[[str], None]
DIMENSION = 384


def machine() -> str:
    return f"{os.cpu_count()} cores, {platform.machine()}, Python {platform.python_version()}"


@contextmanager
def bench_database(settings: Settings, *, use_configured: bool, log: Log, gds: bool = False) -> Iterator[Settings]:
    """Settings aimed at a throwaway local server, or at the configured one."""
    with bench_server(settings, use_configured=use_configured, log=log, gds=gds) as (target, _):
        yield target


@contextmanager
def bench_server(settings: Settings, *, use_configured: bool, log: Log,
                 gds: bool = False) -> Iterator[tuple[Settings, LocalNeo4j | None]]:
    """As bench_database, with the throwaway server itself (None for the configured one): for its pid.
    The throwaway server runs the graph algorithms (GDS) only for a benchmark that measures communities
    (`gds`): without them it starts ~9 s sooner and an ingest computes no communities, so the other
    benchmarks measure what they always did."""
    if use_configured:
        yield settings, None
        return
    with tempfile.TemporaryDirectory(prefix="kg-bench-") as home:
        server = LocalNeo4j(
            home=Path(home),
            cache_dir=settings.cache_dir,
            bolt_port=free_port(),
            http_port=free_port(),
            heap=settings.neo4j_heap,
            pagecache=settings.neo4j_pagecache,
            password="kg-bench-password",
            gds=gds,
        )
        server.start(log=log)
        try:
            yield (
                settings.model_copy(
                    update={
                        "neo4j_uri": f"bolt://127.0.0.1:{server.bolt_port}",
                        "neo4j_password": secret("kg-bench-password"),
                    }
                ),
                server,
            )
        finally:
            server.stop()


def secret(value: str) -> Any:
    from pydantic import SecretStr

    return SecretStr(value)


def resident_mb(pid: int | None) -> float | None:
    """A process's resident memory in MB, or None when unknown (no such process, or not ours to read)."""
    if pid is None:
        return None
    try:
        return round(psutil.Process(pid).memory_info().rss / 1024 / 1024, 1)
    except psutil.Error:
        return None


async def timed_gets(client: Any, paths: list[str]) -> tuple[list[float], Any]:
    """GET each path in turn: the milliseconds of each, and the last answer."""
    timings, answer = [], None
    for path in paths:
        started = time.perf_counter()
        answer = await client.get(path)
        timings.append((time.perf_counter() - started) * 1000)
    return timings, answer


def percentiles(samples: list[float]) -> dict[str, float]:
    array = np.asarray(samples)
    return {f"p{p}": round(float(np.percentile(array, p)), 1) for p in (50, 95, 99)}


def serve(settings: Settings, port: int | None = None, *, workers: int = 1) -> tuple[subprocess.Popen[bytes], str]:
    """`kg serve` (with `workers` processes) on `port` (a free one by default) against `settings`' Neo4j;
    returns the process and its base URL."""
    port = port or free_port()
    env = {**os.environ, "NEO4J_URI": settings.neo4j_uri, "NEO4J_PASSWORD": settings.neo4j_password.get_secret_value(),
           "NEO4J_USERNAME": settings.neo4j_username}
    command = [sys.executable, "-m", "kg_server", "serve", "--port", str(port), "--workers", str(workers)]
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return process, f"http://127.0.0.1:{port}"
        time.sleep(0.2)
    process.terminate()
    raise RuntimeError("kg serve did not start")
