"""The managed local server: start, status, side by side, restart with data kept, clear errors."""

from __future__ import annotations

import json
import os
import socket
import subprocess
from pathlib import Path

import pytest
from neo4j import GraphDatabase
from neo4j.exceptions import AuthError

from kg_server.config import Settings
from kg_server.store.local_runtime import GDS_VERSION, java_major_version
from kg_server.store.local_server import NEO4J_VERSION, LocalNeo4j, free_port

PASSWORD = "second-instance-pw"


def kg_neo4j(kg_command: list[str], env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([*kg_command, "neo4j", *args], env=env, capture_output=True, text=True, timeout=300)


@pytest.mark.slow
def test_a_second_instance_runs_beside_the_first_and_keeps_its_data_across_restarts(
    tmp_path: Path, kg_command: list[str], test_env: dict[str, str], settings: Settings
) -> None:
    home = tmp_path / "second"
    bolt, http = free_port(), free_port()
    env = {**test_env, "NEO4J_PASSWORD": PASSWORD}
    where = ["--home", str(home), "--bolt-port", str(bolt), "--http-port", str(http), "--heap", "512m",
             "--pagecache", "64m"]
    try:
        started = kg_neo4j(kg_command, env, "start", "--no-gds", *where)
        assert started.returncode == 0, started.stderr
        status = kg_neo4j(kg_command, env, "status", *where)
        assert status.returncode == 0
        assert f"running: Neo4j {NEO4J_VERSION} Community" in status.stdout
        assert f"bolt://127.0.0.1:{bolt}" in status.stdout and str(home) in status.stdout

        again = kg_neo4j(kg_command, env, "start", "--no-gds", *where)
        assert again.returncode == 0 and "already running" in again.stderr

        uri = f"bolt://127.0.0.1:{bolt}"
        with GraphDatabase.driver(uri, auth=("neo4j", PASSWORD)) as driver:
            driver.execute_query("CREATE (:Kept {value: 42})")
            # A vector index is built in one segment: 10,000 vectors of 384 dimensions, which Neo4j's default
            # 1 MB population buffer splits into 3 (20,000 into 6; and a query searches each).
            driver.execute_query("UNWIND range(1, 10000) AS i CREATE (:Probe {v: [x IN range(1, 384) | rand()]})")
            driver.execute_query("CREATE VECTOR INDEX probe FOR (p:Probe) ON p.v OPTIONS {indexConfig: "
                                 "{`vector.dimensions`: 384, `vector.similarity_function`: 'cosine'}}")
            driver.execute_query("CALL db.awaitIndexes(300)")
        segments = list((home / "data" / "databases" / "neo4j" / "schema" / "index" / "vector-2.0").glob("*/*/*.si"))
        assert len(segments) == 1, segments
        # The default password never survives the first start.
        with GraphDatabase.driver(uri, auth=("neo4j", "neo4j")) as driver, pytest.raises(AuthError):
            driver.execute_query("RETURN 1")
        # The suite's own server is untouched by this one.
        with GraphDatabase.driver(settings.neo4j_uri, auth=(settings.neo4j_username,
                                  settings.neo4j_password.get_secret_value())) as driver:
            driver.execute_query("RETURN 1")

        stopped = kg_neo4j(kg_command, env, "stop", *where)
        assert stopped.returncode == 0 and "stopped" in stopped.stdout
        assert kg_neo4j(kg_command, env, "status", *where).returncode == 1

        # Restarted with the open-source Graph Data Science library: the data is kept, gds.* answers.
        assert kg_neo4j(kg_command, env, "start", "--gds", *where).returncode == 0
        with GraphDatabase.driver(uri, auth=("neo4j", PASSWORD)) as driver:
            records, _, _ = driver.execute_query("MATCH (k:Kept) RETURN k.value AS value")
            assert [r["value"] for r in records] == [42]
            version, _, _ = driver.execute_query("RETURN gds.version() AS version")
            assert version[0]["version"] == GDS_VERSION
            ranked, _, _ = driver.execute_query(
                "CALL gds.graph.project('kept', 'Kept', '*') YIELD graphName "
                "CALL gds.pageRank.stream('kept') YIELD nodeId, score RETURN count(*) AS n")
            assert ranked[0]["n"] == 1
        logs = kg_neo4j(kg_command, env, "logs", "-n", "5", *where)
        assert logs.returncode == 0 and logs.stdout.strip()
    finally:
        kg_neo4j(kg_command, env, "stop", *where)


@pytest.mark.slow
def test_a_taken_port_is_named(tmp_path: Path, kg_command: list[str], test_env: dict[str, str]) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        result = kg_neo4j(kg_command, test_env, "start", "--home", str(tmp_path), "--bolt-port", str(port),
                          "--http-port", str(free_port()))
    assert result.returncode == 2
    assert result.stderr.strip() == (
        f"kg: port {port} (bolt) is already in use on 127.0.0.1; stop what uses it or choose another with --bolt-port"
    )


@pytest.mark.slow
def test_a_corrupt_cache_says_how_to_clear_it(tmp_path: Path, settings: Settings) -> None:
    from kg_server.errors import LocalServerError

    real = LocalNeo4j(home=tmp_path / "h", cache_dir=settings.cache_dir)
    cache = tmp_path / "cache"
    runtime = cache / f"neo4j-{NEO4J_VERSION}"
    (runtime / "lib").mkdir(parents=True)
    manifest = json.loads((real.runtime_dir / "manifest.json").read_text())
    (runtime / "manifest.json").write_text(json.dumps(manifest))
    broken = LocalNeo4j(home=tmp_path / "h", cache_dir=cache)
    with pytest.raises(LocalServerError) as caught:
        broken.ensure_runtime()
    assert "is corrupt" in str(caught.value) and f"rm -rf {runtime}" in str(caught.value)


@pytest.mark.slow
def test_missing_maven_is_a_clear_error(tmp_path: Path, kg_command: list[str], test_env: dict[str, str]) -> None:
    java_only = tmp_path / "bin"
    java_only.mkdir()
    for tool in ("java",):
        target = subprocess.run(["which", tool], capture_output=True, text=True).stdout.strip()
        os.symlink(target, java_only / tool)
    env = {**test_env, "PATH": str(java_only), "KG_CACHE_DIR": str(tmp_path / "empty-cache")}
    result = kg_neo4j(kg_command, env, "start", "--home", str(tmp_path / "h"), "--bolt-port", str(free_port()),
                      "--http-port", str(free_port()))
    assert result.returncode == 2
    assert "Maven (mvn) is not on PATH" in result.stderr


@pytest.mark.slow
def test_old_java_is_refused(tmp_path: Path, kg_command: list[str], test_env: dict[str, str]) -> None:
    fake_home = tmp_path / "jdk8"
    (fake_home / "bin").mkdir(parents=True)
    java = fake_home / "bin" / "java"
    java.write_text('#!/bin/sh\necho \'openjdk version "1.8.0_392"\' >&2\n')
    java.chmod(0o755)
    env = {**test_env, "JAVA_HOME": str(fake_home)}
    result = kg_neo4j(kg_command, env, "start", "--home", str(tmp_path / "h"), "--bolt-port", str(free_port()),
                      "--http-port", str(free_port()))
    assert result.returncode == 2
    assert "needs Java 17 or newer" in result.stderr and "version 8" in result.stderr


@pytest.mark.parametrize(
    ("output", "major"),
    [('openjdk version "17.0.15" 2025-04-15', 17), ('java version "1.8.0_392"', 8), ('openjdk version "21" 2023', 21),
     ("garbage", None)],
)
def test_java_versions_are_read(output: str, major: int | None) -> None:
    assert java_major_version(output) == major
