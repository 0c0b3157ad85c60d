"""An ingest killed midway, then run again: `kg ingest` as a user runs it, in a process of its own,
SIGKILLed a fraction of the way into the time an uninterrupted ingest of the same tree took, then run to
its end. What it measures, and nothing more: where the kill landed (what the graph held then), how long
the run after it took and how many code files it read again (all of them: nothing of the killed run's
code pass was kept), whether the language servers the killed process had started were left running, and
whether the graph at the end is row for row the uninterrupted one (code_change.compare).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil
from pydantic import AliasChoices
from pydantic_settings import NoDecode

from kg_server.config import Settings

from .code_clock import _descendants, load_average
from .code_memory import PeakMemory
from .common import Log

STARTED = "extractor:"  # kg ingest's first line, once its arguments and settings are read
START_TIMEOUT = 300.0  # seconds for a `kg ingest` process to say it started
SERVERS_GRACE = 10.0  # seconds the killed process's language servers are given to notice and end


@dataclass
class Ran:
    """One `kg ingest` process."""

    seconds: float  # from its start line to its end (or the kill)
    process_seconds: float  # from the process's start: Python's, the imports' and the model's load too
    returncode: int | None
    report: dict[str, Any] | None  # its --json report, when it finished
    memory: dict[str, Any]
    load_average: list[float]
    stderr: list[str] = field(default_factory=list)
    servers_left: int = 0  # language servers still running SERVERS_GRACE s after the kill (then ended)

    def as_dict(self) -> dict[str, Any]:
        return {"seconds": self.seconds, "process_seconds": self.process_seconds, "returncode": self.returncode,
                "memory": self.memory, "load_average": self.load_average, "servers_left": self.servers_left}


def settings_env(settings: Settings) -> dict[str, str]:
    """The environment that makes a `kg` process read exactly `settings` (the throwaway Neo4j's address and
    password among them), the caller's own kg, Neo4j and LLM variables left out."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("NEO4J_", "KG_", "OPENAI_"))}
    for name, described in Settings.model_fields.items():
        value = getattr(settings, name)
        alias = described.validation_alias
        if value is None or not isinstance(alias, AliasChoices):
            continue
        key = str(alias.choices[0])
        if hasattr(value, "get_secret_value"):
            value = value.get_secret_value()
        if isinstance(value, list) and any(isinstance(m, NoDecode) or m is NoDecode for m in described.metadata):
            env[key] = os.pathsep.join(map(str, value))  # read as PATH is (KG_WATCH), not as JSON
        elif isinstance(value, list | dict):
            env[key] = json.dumps(value, default=str)
        else:
            env[key] = str(value).lower() if isinstance(value, bool) else str(value)
    return env


def kg_ingest(root: Path, env: Mapping[str, str], cwd: Path, *, kill_after: float | None = None,
              log: Log) -> Ran:
    """`kg ingest --json root` (the local extractor) in a process of its own; with `kill_after`, SIGKILLed
    that many seconds after its start line unless it ended first. Peak memory: the process on its own and
    the language servers it starts."""
    command = [sys.executable, "-m", "kg_server", "ingest", "--extractor", "local", "--json", str(root)]
    began, began_load = time.perf_counter(), load_average()
    stdout = cwd / f"kg-ingest-{time.monotonic_ns()}.json"
    with stdout.open("w") as out:
        process = subprocess.Popen(command, cwd=cwd, env=dict(env), stdout=out, stderr=subprocess.PIPE, text=True,
                                   stdin=subprocess.DEVNULL)
        lines: list[str] = []
        started = threading.Event()
        reader = threading.Thread(target=_read_stderr, args=(process, lines, started), daemon=True)
        reader.start()
        with PeakMemory(own=process.pid, tree_of=process.pid) as memory:
            if not started.wait(START_TIMEOUT) and process.poll() is None:
                process.kill()
            start = time.perf_counter()
            servers: list[int] = []
            if kill_after is not None:
                servers = _kill_at(process, start + kill_after)
            process.wait()
        ended = time.perf_counter()
        reader.join(timeout=5)
    left = _end_servers(servers, log) if servers else 0
    report = None
    if process.returncode == 0:
        text = stdout.read_text(encoding="utf-8")
        report = json.loads(text[text.index("{"):]) if "{" in text else None
    return Ran(seconds=round(ended - start, 1), process_seconds=round(ended - began, 1),
               returncode=process.returncode, report=report, memory=memory.peaks().as_dict(),
               load_average=[began_load, load_average()], stderr=lines[-20:], servers_left=left)


def _read_stderr(process: subprocess.Popen[str], lines: list[str], started: threading.Event) -> None:
    assert process.stderr is not None
    for line in process.stderr:
        lines.append(line.rstrip())
        if line.startswith(STARTED):
            started.set()
    started.set()  # it ended without the line: nothing more to wait for


def _kill_at(process: subprocess.Popen[str], deadline: float) -> list[int]:
    """SIGKILL the process at `deadline` unless it ended first; the processes it had started (its language
    servers), which a SIGKILL does not reach."""
    while time.perf_counter() < deadline:
        if process.poll() is not None:
            return []
        time.sleep(0.05)
    servers = _descendants(process.pid, None)
    process.send_signal(signal.SIGKILL)
    return servers


def _end_servers(pids: list[int], log: Log) -> int:
    """How many of the killed process's descendants still ran after SERVERS_GRACE seconds; those are ended
    (they are this benchmark's, started by the process it killed)."""
    deadline = time.monotonic() + SERVERS_GRACE
    alive = pids
    while alive and time.monotonic() < deadline:
        time.sleep(0.2)
        alive = [pid for pid in alive if _running(pid)]
    for pid in alive:
        log(f"  a process the killed kg ingest started still runs after {SERVERS_GRACE:.0f} s: {_name(pid)} "
            f"(pid {pid}); ending it")
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    return len(alive)


def _running(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.Error:
        return False


def _name(pid: int) -> str:
    try:
        return " ".join(psutil.Process(pid).cmdline()[:2])[-120:]
    except psutil.Error:
        return "?"


def stage_at(stages: dict[str, dict[str, Any]], seconds: float) -> str | None:
    """The stage of an ingest's timeline (the uninterrupted one's) that was running `seconds` in."""
    elapsed = 0.0
    for name, stage in stages.items():
        elapsed += stage["seconds"]
        if seconds < elapsed:
            return name
    return None
