"""`kg neo4j start` on a read-only or full data directory: one clear sentence, no Java stack trace.

As root (containers, CI) the folder gets a real file system of its own: a read-only or a tiny tmpfs
mounted over it. Without root a read-only folder is made with permissions, which bind a normal user."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from kg_server.store.local_server import free_port

ROOT = os.geteuid() == 0


@contextmanager
def mounted(folder: Path, options: str) -> Iterator[None]:
    folder.mkdir(parents=True, exist_ok=True)
    subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)], check=True)
    try:
        yield
    finally:
        subprocess.run(["umount", str(folder)], check=True)


@contextmanager
def read_only(folder: Path) -> Iterator[None]:
    if ROOT:  # root writes through permissions: only a read-only file system stops it
        with mounted(folder, "ro,size=1m"):
            yield
        return
    folder.mkdir(parents=True, exist_ok=True)
    folder.chmod(0o555)
    try:
        yield
    finally:
        folder.chmod(0o755)


def start(kg_command: list[str], env: dict[str, str], home: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*kg_command, "neo4j", "start", "--home", str(home), "--bolt-port", str(free_port()),
                           "--http-port", str(free_port())], env=env, capture_output=True, text=True, timeout=300)


@pytest.mark.slow
@pytest.mark.parametrize("folder", ["data", "logs"])
def test_a_read_only_folder_is_named(tmp_path: Path, kg_command: list[str], test_env: dict[str, str],
                                     folder: str) -> None:
    home = tmp_path / "home"
    with read_only(home / folder):
        result = start(kg_command, test_env, home)
    assert result.returncode == 2, result.stderr
    reason = "Read-only file system" if ROOT else "Permission denied"
    assert f"kg: Neo4j cannot write to {home / folder} ({reason}): make it writable, or choose another home" \
        in result.stderr
    assert "Traceback" not in result.stderr and "at org.neo4j" not in result.stderr
    assert not (home / "run" / "kg-neo4j.json").exists()  # nothing was started


@pytest.mark.slow
def test_a_full_disk_is_named(tmp_path: Path, kg_command: list[str], test_env: dict[str, str]) -> None:
    if not ROOT:
        pytest.skip("a small file system of its own needs root to mount; the read-only case runs without it")
    home = tmp_path / "home"
    with mounted(home / "data", "size=20m"):
        result = start(kg_command, test_env, home)
    assert result.returncode == 2, result.stderr
    assert f"MB free where Neo4j keeps data ({home / 'data'}); it needs at least 200 MB" in result.stderr
    assert "Traceback" not in result.stderr and "at org.neo4j" not in result.stderr


def test_a_known_cause_in_the_log_is_said_first() -> None:
    from kg_server.store.local_server import _known_cause

    log = "Caused by: java.io.IOException: No space left on device\n\tat org.neo4j.io.fs.Foo"
    assert _known_cause(log) == ": the disk holding its home is full"
    assert _known_cause("INFO Started.") == ""
