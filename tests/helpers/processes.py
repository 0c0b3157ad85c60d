"""`kg` as a separate process: waiting for it to listen, a server for the length of a block, and what an
in-process command run answered."""

from __future__ import annotations

import contextlib
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from kg_server.store.local_server import free_port

KG = [sys.executable, "-m", "kg_server"]


@dataclass
class Ran:
    returncode: int
    stdout: str
    stderr: str


KgRun = Callable[..., Ran]


def wait_for_port(port: int, process: subprocess.Popen, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(
                f"kg exited with {process.returncode}: {process.stderr.read() if process.stderr else ''}"
            )
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.2)
    raise TimeoutError(f"kg did not listen on {port}")


@contextlib.contextmanager
def kg_process(env: dict[str, str], port: int, *command: str) -> Iterator[subprocess.Popen[str]]:
    """`kg COMMAND...` listening on `port`, stopped afterwards."""
    process = subprocess.Popen([*KG, *command], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        wait_for_port(port, process)
        yield process
    finally:
        process.terminate()
        process.wait(timeout=30)


@contextlib.contextmanager
def kg_serve(env: dict[str, str], *options: str) -> Iterator[str]:
    """A real `kg serve OPTIONS...` on a free port; yields its base URL."""
    port = free_port()
    with kg_process(env, port, "serve", "--port", str(port), *options):
        yield f"http://127.0.0.1:{port}"
