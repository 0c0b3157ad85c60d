"""What the local Neo4j runs on: Java 17+, and Neo4j's own jars (and the Browser and APOC core),
resolved once from Maven Central into a cache, checked each start against the manifest written last;
and, when asked for, the open-source Graph Data Science library (OpenGDS) as a plugin."""

from __future__ import annotations

import fcntl
import json
import os
import re
import shutil
import subprocess
import tempfile
import zipfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from kg_server.errors import LocalServerError

BROWSER_VERSION = "5.24.0"
# APOC core is optional: the product never needs it, but users debugging in Neo4j Browser like it.
APOC_VERSION = "5.26.19"
MIN_JAVA = 17
# OpenGDS (GPLv3): the procedures are in `proc` and its modules; `opengds-extension` registers them with
# the server, `open-write-services` and `proc-sysinfo` complete it as Neo4j's own open packaging does.
# 2.13 is the line for Neo4j 5.26; 2.13.9 is the newest whose every module is on Maven Central.
GDS_VERSION = "2.13.9"
GDS_ARTIFACTS = ("proc", "opengds-extension", "open-write-services", "proc-sysinfo")
# Libraries the server ships already, named by group and artifact: names alone would also drop GDS's
# own `annotations` and `neo4j-values` modules and its older Cypher parser, which it needs.
GDS_PROVIDED = (
    "-DexcludeGroupIds=com.fasterxml.jackson.core,org.eclipse.collections,com.github.ben-manes.caffeine,"
    "org.slf4j,org.javassist,org.checkerframework,com.google.errorprone",
    "-DexcludeArtifactIds=commons-lang3,commons-text",
)

_POM = """<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>kg-server</groupId><artifactId>{name}</artifactId><version>1</version>
  <dependencies>{dependencies}
  </dependencies>
</project>
"""
_DEPENDENCY = "\n    <dependency><groupId>{}</groupId><artifactId>{}</artifactId><version>{}</version></dependency>"


def _pom(name: str, *coordinates: tuple[str, str, str]) -> str:
    return _POM.format(name=name, dependencies="".join(_DEPENDENCY.format(*c) for c in coordinates))


def _artifact(jar: Path) -> str:
    """`commons-lang3-3.12.0.jar` -> `commons-lang3`."""
    return re.sub(r"-\d[^-]*(-[A-Za-z0-9.]+)?\.jar$", "", jar.name)


def _copy_dependencies(
    mvn: str, work: Path, pom: str, target: Path, *, what: str, options: tuple[str, ...] = ()
) -> None:
    pom_file = work / f"{target.name}.pom.xml"
    pom_file.write_text(pom)
    command = [mvn, "-B", "-q", "-f", str(pom_file), "dependency:copy-dependencies",
               f"-DoutputDirectory={target}", "-DincludeScope=runtime", *options]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        lines = [ln for ln in (result.stdout + result.stderr).splitlines() if "ERROR" in ln] or ["(no output)"]
        raise LocalServerError(f"Maven could not resolve {what}: {lines[0].strip()[:300]}")


def check_java() -> str:
    """The java executable to use (JAVA_HOME first), or a clear error when it is missing or too old."""
    java_home = os.environ.get("JAVA_HOME")
    java = str(Path(java_home) / "bin" / "java") if java_home else shutil.which("java")
    if not java or not Path(java).exists():
        raise LocalServerError(
            f"Java {MIN_JAVA}+ is required to run Neo4j and none was found; install OpenJDK {MIN_JAVA} "
            "(apt-get install openjdk-17-jre-headless) or set JAVA_HOME"
        )
    result = subprocess.run([java, "-version"], capture_output=True, text=True)
    major = java_major_version(result.stderr + result.stdout)
    if major is None or major < MIN_JAVA:
        raise LocalServerError(
            f"Neo4j 5.26 needs Java {MIN_JAVA} or newer; {java} is version {major or 'unknown'}. "
            "Install OpenJDK 17 or point JAVA_HOME at one"
        )
    return java


def java_major_version(version_output: str) -> int | None:
    match = re.search(r'version "(\d+)(?:\.(\d+))?', version_output)
    if not match:
        return None
    major = int(match.group(1))
    return int(match.group(2) or 0) if major == 1 else major  # "1.8.0" is Java 8


@contextmanager
def _resolving(folder: Path) -> Iterator[None]:
    """Held while a folder of the cache is checked and resolved: two servers starting at once (two
    `kg neo4j start`, or test workers) would otherwise both resolve it and swap folders under each other."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    with open(folder.parent / f".{folder.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def ensure_runtime(runtime_dir: Path, version: str, *, log: Callable[[str], None]) -> Path:
    """The lib directory of a complete runtime, resolving it with Maven the first time."""
    with _resolving(runtime_dir):
        return _ensure_runtime(runtime_dir, version, log=log)


def _ensure_runtime(runtime_dir: Path, version: str, *, log: Callable[[str], None]) -> Path:
    lib = runtime_dir / "lib"
    manifest = runtime_dir / "manifest.json"
    if manifest.exists():
        _verify_runtime(runtime_dir, version, manifest, lib)
        return lib
    mvn = shutil.which("mvn")
    if not mvn:
        raise LocalServerError(
            "Maven (mvn) is not on PATH; it resolves Neo4j's jars once. Install it "
            "(apt-get install maven, brew install maven) or use docker-compose.yml"
        )
    log(f"resolving Neo4j {version} jars with Maven into {runtime_dir} (once; ~140 MB)")
    runtime_dir.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="resolve-", dir=runtime_dir))
    try:
        server = _pom(
            "neo4j-runtime",
            ("org.neo4j", "neo4j", version),
            ("org.neo4j.client", "neo4j-browser", BROWSER_VERSION),
        )
        _copy_dependencies(mvn, work, server, work / "lib", what=f"org.neo4j:neo4j:{version}")
        apoc = _pom(
            "neo4j-plugins",
            ("org.neo4j.procedure", "apoc-core", APOC_VERSION),
            ("org.neo4j.procedure", "apoc-common", APOC_VERSION),
        )
        try:
            _copy_dependencies(mvn, work, apoc, work / "plugins", what="APOC core")
            # The server ships its own versions of shared libraries; a second version clashes.
            server_artifacts = {_artifact(jar) for jar in (work / "lib").glob("*.jar")}
            for jar in (work / "plugins").glob("*.jar"):
                if _artifact(jar) in server_artifacts:
                    jar.unlink()
        except LocalServerError as error:
            log(f"APOC not installed (optional): {error}")
            shutil.rmtree(work / "plugins", ignore_errors=True)
        shutil.rmtree(lib, ignore_errors=True)
        shutil.rmtree(runtime_dir / "plugins", ignore_errors=True)
        (work / "lib").rename(lib)
        if (work / "plugins").is_dir():
            (work / "plugins").rename(runtime_dir / "plugins")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    files = {p.name: p.stat().st_size for p in sorted(lib.glob("*.jar"))}
    # The manifest is written last: its presence means the runtime is complete.
    manifest.write_text(json.dumps({"version": version, "jars": files}, indent=1))
    _verify_runtime(runtime_dir, version, manifest, lib)
    return lib


def ensure_gds(runtime_dir: Path, *, log: Callable[[str], None]) -> Path:
    """The folder of OpenGDS's jars (about 15 MB), resolved with Maven the first time, without the
    libraries the server ships already (a second version of one clashes)."""
    folder = runtime_dir / f"gds-{GDS_VERSION}"
    with _resolving(folder):
        return _ensure_gds(folder, log=log)


def _ensure_gds(folder: Path, *, log: Callable[[str], None]) -> Path:
    runtime_dir = folder.parent
    if (folder / "manifest.json").exists():
        return folder
    mvn = shutil.which("mvn")
    if not mvn:
        raise LocalServerError("Maven (mvn) is not on PATH; it resolves the Graph Data Science plugin once. Install "
                               "it (apt-get install maven, brew install maven)")
    log(f"resolving OpenGDS {GDS_VERSION} with Maven into {folder} (once; ~15 MB)")
    work = Path(tempfile.mkdtemp(prefix="resolve-gds-", dir=runtime_dir))
    try:
        pom = _pom("neo4j-gds", *(("org.neo4j.gds", name, GDS_VERSION) for name in GDS_ARTIFACTS))
        _copy_dependencies(mvn, work, pom, work / "gds", what=f"OpenGDS {GDS_VERSION}", options=GDS_PROVIDED)
        shutil.rmtree(folder, ignore_errors=True)
        (work / "gds").rename(folder)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    jars = {p.name: p.stat().st_size for p in sorted(folder.glob("*.jar"))}
    (folder / "manifest.json").write_text(json.dumps({"version": GDS_VERSION, "jars": jars}, indent=1))
    return folder


def _verify_runtime(runtime_dir: Path, version: str, manifest: Path, lib: Path) -> None:
    clear = f"remove it (rm -rf {runtime_dir}) and run `kg neo4j start` again to resolve it anew"
    try:
        expected = json.loads(manifest.read_text())["jars"]
    except (OSError, ValueError, KeyError):
        raise LocalServerError(f"the Neo4j runtime cache {runtime_dir} is corrupt; {clear}") from None
    for name, size in expected.items():
        path = lib / name
        if not path.is_file() or path.stat().st_size != size:
            raise LocalServerError(
                f"the Neo4j runtime cache {runtime_dir} is corrupt ({name} missing or changed); {clear}"
            )
    main_jar = lib / f"neo4j-{version}.jar"
    if not zipfile.is_zipfile(main_jar):
        raise LocalServerError(f"the Neo4j runtime cache {runtime_dir} is corrupt (bad {main_jar.name}); {clear}")


