"""A managed local Neo4j 5.26 Community server, for machines without Docker.

Neo4j's own jars are resolved from Maven Central with Maven into a cache directory (once per
version), a `neo4j.conf` is written into a home directory, and the JVM is started in the background
with the flags Neo4j's bootloader would pass (the entry point started directly ignores the heap and
JVM lines of neo4j.conf). Several servers can run side by side, each with its own home and ports.

Layout of a home directory:

    conf/neo4j.conf   written on every start from the current options
    data/ logs/ plugins/ import/ run/
    run/kg-neo4j.json the pid, ports and version of the running server (our pid file)"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import time
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import psutil

from kg_server.errors import LocalServerError

from .local_runtime import check_java, ensure_gds, ensure_runtime

NEO4J_VERSION = "5.26.30"

ENTRY_POINT = "org.neo4j.server.CommunityEntryPoint"
HOME_FOLDERS = ("conf", "data", "logs", "plugins", "import", "run")
# A new store and its first transaction logs take ~50 MB; below this a start is bound to fail soon.
MIN_FREE_BYTES = 200 * 2**20

# The flags Neo4j's bootloader adds from the default neo4j.conf (server.jvm.additional), minus
# AlwaysPreTouch, which makes start-up slow on a small machine for no benefit here.
JVM_FLAGS = [
    "-XX:+UseG1GC",
    "-XX:-OmitStackTraceInFastThrow",
    "-XX:+UnlockExperimentalVMOptions",
    "-XX:+TrustFinalNonStaticFields",
    "-XX:+DisableExplicitGC",
    "-Djdk.nio.maxCachedBufferSize=1024",
    "-Dio.netty.tryReflectionSetAccessible=true",
    "-Djdk.tls.ephemeralDHKeySize=2048",
    "-Djdk.tls.rejectClientInitiatedRenegotiation=true",
    "-XX:FlightRecorderOptions=stackdepth=256",
    "-XX:+UnlockDiagnosticVMOptions",
    "-XX:+DebugNonSafepoints",
    "--add-opens=java.base/java.nio=ALL-UNNAMED",
    "--add-opens=java.base/java.io=ALL-UNNAMED",
    "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
    "--enable-native-access=ALL-UNNAMED",
    "-Dlog4j2.disable.jmx=true",
    "-Dfile.encoding=UTF-8",
]

Log = Callable[[str], None]


def _silent(_: str) -> None:
    pass


@dataclass(frozen=True)
class ServerStatus:
    running: bool
    home: Path
    pid: int | None = None
    version: str | None = None
    bolt_port: int | None = None
    http_port: int | None = None

    def describe(self) -> str:
        if not self.running:
            return f"stopped (home {self.home})"
        return (
            f"running: Neo4j {self.version or '?'} Community, pid {self.pid}, "
            f"bolt://127.0.0.1:{self.bolt_port}, http://127.0.0.1:{self.http_port}/browser/, home {self.home}"
        )


# Neo4j builds a vector index in segments of what its population buffer holds (1 MB by default, a few
# thousand vectors of 384 dimensions), and a query searches every segment's graph: at 300,000 concepts the
# index had 60 segments and a nearest-neighbour query took ~5 times as long as over one segment
# (docs/benchmarks.md, "Vector index segments"). A quarter of the heap, at most 512 MB (128 MB built
# 300,000 vectors in 2 segments, 512 MB in one). The setting is internal to Neo4j 5.26, the version pinned
# here; docker-compose.yml passes the same.
VECTOR_BUFFER_SETTING = "internal.dbms.index.vector.population_ram_buffer_size"
VECTOR_BUFFER_MAX_MB = 512
_SIZE = re.compile(r"(\d+)([kmg]?)", re.IGNORECASE)


def vector_population_buffer_mb(heap: str) -> int | None:
    """The vector index population buffer for a JVM heap such as "1g" or "512m" (None: not a size)."""
    match = _SIZE.fullmatch(heap.strip())
    if match is None:
        return None
    scale = {"": 1 / 2**20, "k": 1 / 1024, "m": 1, "g": 1024}[match[2].lower()]
    return max(1, min(VECTOR_BUFFER_MAX_MB, int(int(match[1]) * scale / 4)))


@dataclass
class LocalNeo4j:
    home: Path
    cache_dir: Path
    bolt_port: int = 7687
    http_port: int = 7474
    heap: str = "1g"
    pagecache: str = "512m"
    username: str = "neo4j"
    password: str = "kg-server-local"
    version: str = NEO4J_VERSION
    gds: bool = True  # with the open-source Graph Data Science library (gds.* procedures: the communities)

    def __post_init__(self) -> None:
        self.home = Path(self.home).expanduser().resolve()
        self.cache_dir = Path(self.cache_dir).expanduser().resolve()

    # --- paths ------------------------------------------------------------------------------------
    @property
    def runtime_dir(self) -> Path:
        return self.cache_dir / f"neo4j-{self.version}"

    @property
    def state_file(self) -> Path:
        return self.home / "run" / "kg-neo4j.json"

    @property
    def log_file(self) -> Path:
        return self.home / "logs" / "neo4j.log"

    @property
    def console_log(self) -> Path:
        return self.home / "logs" / "console.log"

    # --- status -----------------------------------------------------------------------------------
    def status(self) -> ServerStatus:
        state = self._read_state()
        pid = state.get("pid")
        if not isinstance(pid, int) or not self._is_our_process(pid):
            return ServerStatus(running=False, home=self.home)
        http_port = state.get("http_port")
        return ServerStatus(
            running=True,
            home=self.home,
            pid=pid,
            version=_http_version(http_port) or state.get("version"),
            bolt_port=state.get("bolt_port"),
            http_port=http_port,
        )

    def _read_state(self) -> dict:
        try:
            return json.loads(self.state_file.read_text())
        except (OSError, ValueError):
            return {}

    def _is_our_process(self, pid: int) -> bool:
        """True only for a live JVM started for this home: never signal someone else's process."""
        args = _command_line(pid)
        return ENTRY_POINT in args and f"--home-dir={self.home}" in args

    # --- start ------------------------------------------------------------------------------------
    def start(self, *, timeout: float = 180.0, log: Log = _silent) -> ServerStatus:
        current = self.status()
        if current.running:
            log(f"already {current.describe()}")
            return current
        java = check_java()
        lib = self.ensure_runtime(log=log)
        for port, what in ((self.bolt_port, "bolt"), (self.http_port, "http")):
            if not _port_free(port):
                raise LocalServerError(
                    f"port {port} ({what}) is already in use on 127.0.0.1; stop what uses it or choose "
                    f"another with --{what}-port"
                )
        self._prepare_home()
        self._install_plugins(log)
        command = [
            java,
            "-Xms256m",
            f"-Xmx{self.heap}",
            *JVM_FLAGS,
            "-cp",
            f"{self.home / 'plugins'}/*:{self.home / 'conf'}/*:{lib}/*",
            ENTRY_POINT,
            f"--home-dir={self.home}",
            f"--config-dir={self.home / 'conf'}",
        ]
        log(f"starting Neo4j {self.version} (home {self.home}, bolt {self.bolt_port}, http {self.http_port})")
        with open(self.console_log, "ab") as console:
            process = subprocess.Popen(
                command,
                stdout=console,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                cwd=self.home,
                start_new_session=True,  # survives the `kg` command that started it
            )
        self._write_state(process.pid)
        try:
            self._wait_for_bolt(process, timeout)
            self._ensure_password()
        except LocalServerError:
            self._terminate(process.pid, grace=10)
            raise
        status = self.status()
        log(status.describe())
        return status

    def _prepare_home(self) -> None:
        """The home's folders, each checked to take writes and to have room: Neo4j itself would fail
        later with a Java stack trace, or stop mid-run when its disk fills up."""
        for sub in HOME_FOLDERS:
            folder = self.home / sub
            try:
                folder.mkdir(parents=True, exist_ok=True)
                probe = folder / ".kg-write-probe"
                probe.write_bytes(b"ok")
                probe.unlink()
            except OSError as error:
                raise LocalServerError(
                    f"Neo4j cannot write to {folder} ({error.strerror or error}): make it writable, or choose "
                    "another home with --home (or KG_NEO4J_HOME)"
                ) from None
            free = shutil.disk_usage(folder).free
            if free < MIN_FREE_BYTES:
                raise LocalServerError(
                    f"only {free / 2**20:.0f} MB free where Neo4j keeps {sub} ({folder}); it needs at least "
                    f"{MIN_FREE_BYTES // 2**20} MB: free some space, or choose another home with --home "
                    "(or KG_NEO4J_HOME)"
                )
        (self.home / "conf" / "neo4j.conf").write_text(self._conf())

    def _install_plugins(self, log: Log) -> None:
        """APOC core when it was resolved; OpenGDS unless turned off (`gds`), and its jars taken out of
        the home again when a later start turns it off."""
        plugins = self.home / "plugins"
        folders = [self.runtime_dir / "plugins"]
        if self.gds:
            folders.append(ensure_gds(self.runtime_dir, log=log))
        else:
            for manifest in self.runtime_dir.glob("gds-*/manifest.json"):
                for name in json.loads(manifest.read_text())["jars"]:
                    (plugins / name).unlink(missing_ok=True)
        for folder in folders:
            for jar in folder.glob("*.jar") if folder.is_dir() else ():
                if not (plugins / jar.name).exists():
                    shutil.copy2(jar, plugins / jar.name)

    def _conf(self) -> str:
        home = self.home
        lines = [
            "# Written by `kg neo4j start` on every start; edit the command's options, not this file.",
            "server.default_listen_address=127.0.0.1",
            "server.default_advertised_address=127.0.0.1",
            f"server.bolt.listen_address=127.0.0.1:{self.bolt_port}",
            f"server.bolt.advertised_address=127.0.0.1:{self.bolt_port}",
            f"server.http.listen_address=127.0.0.1:{self.http_port}",
            f"server.http.advertised_address=127.0.0.1:{self.http_port}",
            "server.https.enabled=false",
            f"server.directories.data={home / 'data'}",
            f"server.directories.logs={home / 'logs'}",
            f"server.directories.plugins={home / 'plugins'}",
            f"server.directories.import={home / 'import'}",
            f"server.directories.run={home / 'run'}",
            f"server.memory.pagecache.size={self.pagecache}",
            "db.tx_log.rotation.retention_policy=2 files",
            "dbms.usage_report.enabled=false",
            "dbms.security.procedures.unrestricted=apoc.*,gds.*",
            "dbms.security.auth_enabled=true",
        ]
        if (buffer := vector_population_buffer_mb(self.heap)) is not None:
            lines.append(f"{VECTOR_BUFFER_SETTING}={buffer}")
        return "\n".join(lines) + "\n"

    def _write_state(self, pid: int) -> None:
        state = {"pid": pid, "bolt_port": self.bolt_port, "http_port": self.http_port, "version": self.version}
        self.state_file.write_text(json.dumps(state))

    def _wait_for_bolt(self, process: subprocess.Popen, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if process.poll() is not None:
                tail = self.tail(15)
                raise LocalServerError(
                    f"Neo4j exited with code {process.returncode} during start-up{_known_cause(tail)}. "
                    f"Last log lines:\n{tail}"
                )
            if _port_answers(self.bolt_port):
                return
            time.sleep(0.5)
        raise LocalServerError(
            f"Neo4j did not open bolt port {self.bolt_port} within {timeout:.0f}s. Last log lines:\n" + self.tail(15)
        )

    def _ensure_password(self, timeout: float = 60.0) -> None:
        """Make the configured password the one that works; a fresh store starts with neo4j/neo4j."""
        from neo4j import GraphDatabase
        from neo4j.exceptions import AuthError, ClientError, ServiceUnavailable

        uri = f"bolt://127.0.0.1:{self.bolt_port}"
        deadline = time.monotonic() + timeout
        last_error: Exception | None = None
        while time.monotonic() < deadline:
            try:
                with GraphDatabase.driver(uri, auth=(self.username, self.password)) as driver:
                    driver.execute_query("RETURN 1", database_="neo4j")
                return
            except AuthError:
                break  # the server is up; our password is not (yet) the one set
            except ClientError as error:
                if "CredentialsExpired" in (error.code or ""):
                    break
                last_error = error
            except (ServiceUnavailable, OSError) as error:
                last_error = error
            time.sleep(0.5)
        else:
            raise LocalServerError(f"Neo4j did not accept queries within {timeout:.0f}s: {last_error}")
        try:
            with GraphDatabase.driver(uri, auth=("neo4j", "neo4j")) as driver:
                driver.execute_query(
                    "ALTER CURRENT USER SET PASSWORD FROM $old TO $new",
                    old="neo4j",
                    new=self.password,
                    database_="system",
                )
        except AuthError:
            raise LocalServerError(
                f"the Neo4j in {self.home} rejects the configured password; set NEO4J_PASSWORD to the password "
                "this server was first started with, or start a fresh one with another --home"
            ) from None
        except ClientError as error:
            raise LocalServerError(f"could not set the Neo4j password: {error.message}") from None

    # --- stop -------------------------------------------------------------------------------------
    def stop(self, *, timeout: float = 60.0, log: Log = _silent) -> bool:
        """Stop our own server; returns False when it was not running."""
        current = self.status()
        if not current.running or current.pid is None:
            log(f"not running (home {self.home})")
            return False
        log(f"stopping Neo4j (pid {current.pid})")
        self._terminate(current.pid, grace=timeout)
        self.state_file.unlink(missing_ok=True)
        log("stopped")
        return True

    def _terminate(self, pid: int, *, grace: float) -> None:
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            return
        deadline = time.monotonic() + grace
        while time.monotonic() < deadline:
            if not _alive(pid):
                return
            time.sleep(0.2)
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            return
        while _alive(pid):
            time.sleep(0.1)

    # --- logs -------------------------------------------------------------------------------------
    def tail(self, lines: int = 50) -> str:
        chunks = []
        for path in (self.log_file, self.console_log):
            if path.exists():
                text = path.read_text(errors="replace").splitlines()[-lines:]
                if text:
                    chunks.append("\n".join(text))
        return "\n".join(chunks) if chunks else f"(no log yet in {self.home / 'logs'})"

    def ensure_runtime(self, *, log: Log = _silent) -> Path:
        """The lib directory of a complete runtime, resolving it with Maven the first time."""
        return ensure_runtime(self.runtime_dir, self.version, log=log)


KNOWN_CAUSES = {
    "No space left on device": "the disk holding its home is full",
    "Read-only file system": "a folder of its home is on a read-only file system",
    "AccessDeniedException": "a folder of its home is not writable for this user",
    "Address already in use": "one of its ports is taken",
}


def _known_cause(log: str) -> str:
    """The reason in words when the log shows one we know, e.g. ': the disk holding its home is full'."""
    causes = [cause for marker, cause in KNOWN_CAUSES.items() if marker in log]
    return f": {causes[0]}" if causes else ""


def _port_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def _port_answers(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1):
            return True
    except OSError:
        return False


def _command_line(pid: int) -> list[str]:
    """The arguments of a running process; [] when it is gone or not ours to read."""
    try:
        return psutil.Process(pid).cmdline()
    except psutil.Error:
        return []


def _alive(pid: int) -> bool:
    try:
        # A zombie (exited, not yet reaped by its parent) counts as stopped.
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False
    except psutil.AccessDenied:
        return True  # someone else's: it exists


def _http_version(port: object) -> str | None:
    if not isinstance(port, int):
        return None
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as response:
            return json.loads(response.read()).get("neo4j_version")
    except (OSError, ValueError):
        return None


def free_port() -> int:
    """A port nobody listens on right now: for a server beside others (`kg bench`'s throwaway Neo4j,
    the tests'), or to suggest one (the viewer, when KG_PUBLIC_URL names a port that is taken)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])
