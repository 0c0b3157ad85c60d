"""`kg bench code PATH --scale`: the ingest of a big repository measured for scale, a SCIP indexer beside
it as the reference (code_scip.py). `kg bench code`'s accuracy checks (symbols against the compiler, uses
by renaming, the re-ingest compared with a fresh one) take hours on a big repository and are left out:
run `kg bench code PATH` without --scale for them.

On a scratch copy of PATH and, for kg, a throwaway Neo4j with the graph algorithms:

1. **Reference**: the SCIP indexer of each language the tree holds (scip-python, scip-typescript) on a
   copy of its own, before Neo4j starts: wall time, CPU, peak memory, what its index holds;
2. **First ingest**: `kg ingest` of the copy in this process (code_clock.timed_ingest): wall time, CPU of
   kg, of the language servers and of Neo4j, lines of code and symbols per second, peak memory of this
   process and of the language servers (sampled), files, symbols and uses written;
3. **Re-ingest** after one typical file changed (code_change.py): its time only;
4. **Killed and run again** (code_interrupt.py): the database emptied, `kg ingest` in a process of its
   own SIGKILLed `--kill-at` of the way into the first ingest's time, run again to its end, and the graph
   compared row by row with the first ingest's.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from kg_server.config import Settings
from kg_server.errors import InvalidArgument
from kg_server.ingest.code.files import is_code
from kg_server.ingest.code.model import SYNTAXES
from kg_server.ingest.loaders import discover

from . import code_change, code_interrupt, code_scip, code_truth
from .code_clock import CodeClock, load_average, timed_ingest
from .code_memory import PeakMemory
from .code_report import ingest_lines
from .common import Log, bench_server, machine
from .queries import bench_read, bench_write

DEFAULT_KILL_AT = 0.4
# The SCIP indexer of each language kg reads code in (SYNTAXES' names); JavaScript is TypeScript's.
SCIP_LANGUAGE = {"python": "python", "typescript": "typescript", "tsx": "typescript", "javascript": "typescript"}


def run_scale(settings: Settings, *, path: Path, kill_at: float = DEFAULT_KILL_AT, reference: bool = True,
              use_configured: bool = False, log: Log) -> dict[str, Any]:
    from .code import _IGNORED

    if not path.is_dir():
        raise InvalidArgument(f"{path}: give the folder of a repository")
    if not 0 < kill_at < 1:
        raise InvalidArgument(f"--kill-at {kill_at}: a fraction of the first ingest's time, between 0 and 1")
    with tempfile.TemporaryDirectory(prefix="kg-bench-scale-") as scratch_name:
        scratch = Path(scratch_name)
        copy = Path(shutil.copytree(path, scratch / "kg" / path.resolve().name, ignore=_IGNORED))
        code = code_lines(copy)
        if not code["files"]:
            raise InvalidArgument(f"{path}: no code file kg reads (Python, TypeScript, JavaScript, Go)")
        log(f"{copy.name}: {code['files']} code files, {code['lines']:,} lines "
            f"({', '.join(f'{k} {v:,}' for k, v in code['lines_per_language'].items())})")
        result: dict[str, Any] = {"benchmark": "code", "scale": True, "path": str(path), "machine": machine(),
                                  "code": code, "kill_at": kill_at,
                                  "accuracy": "not measured with --scale (run kg bench code PATH for symbols, "
                                              "uses and the re-ingest's comparison)"}
        result["reference"] = _reference(copy, scratch, code, settings, log) if reference else []
        with bench_server(settings, use_configured=use_configured, log=log, gds=True) as (target, server):
            neo4j_pid = server.status().pid if server is not None else None
            result.update(asyncio.run(_measure(target, copy, scratch, neo4j_pid, kill_at=kill_at, log=log)))
    result["rates"] = rates(result["ingest"], code["lines"])
    result["summary"] = summary(result)
    return result


def code_lines(root: Path) -> dict[str, Any]:
    """The code files kg's ingest reads under `root` (its own walk: ignored and hidden files left out) and
    their lines, per language."""
    per: dict[str, int] = {}
    files = 0
    for _, path in discover([root]):
        if is_code(path):
            language = SYNTAXES[path.suffix.lower()]
            data = path.read_bytes()
            per[language] = per.get(language, 0) + data.count(b"\n") + (0 if data.endswith(b"\n") or not data else 1)
            files += 1
    return {"files": files, "lines": sum(per.values()), "lines_per_language": dict(sorted(per.items()))}


def _reference(copy: Path, scratch: Path, code: dict[str, Any], settings: Settings, log: Log) -> list[dict[str, Any]]:
    from .code import _IGNORED

    tree = Path(shutil.copytree(copy, scratch / "scip" / copy.name, ignore=_IGNORED))
    languages = sorted({SCIP_LANGUAGE[k] for k in code["lines_per_language"] if k in SCIP_LANGUAGE})
    rows = []
    for language in languages:
        row = code_scip.index(language, tree, scratch / "scip", settings.cache_dir, log)
        row["lines"] = sum(n for k, n in code["lines_per_language"].items() if SCIP_LANGUAGE.get(k) == language)
        log(f"  {reference_line(row)}")
        rows.append(row)
    for language in sorted(set(code["lines_per_language"]) - set(SCIP_LANGUAGE)):  # Go: said, not skipped
        rows.append({"indexer": f"scip-{language}", "language": language, "ran": False,
                     "lines": code["lines_per_language"][language],
                     "error": "no such indexer in this benchmark (it installs scip-python and scip-typescript)"})
    return rows


async def _measure(settings: Settings, copy: Path, scratch: Path, neo4j_pid: int | None, *, kill_at: float,
                   log: Log) -> dict[str, Any]:
    from kg_server.service import KnowledgeGraph

    from .code import GOALS

    found: dict[str, Any] = {}
    async with KnowledgeGraph(settings) as graph:
        graph.embedder.embed(["warm up"])  # loading the model is not ingestion
        log(f"ingesting {copy.name} (load average {load_average()})")
        with PeakMemory(own=os.getpid(), tree_of=os.getpid(), exclude=neo4j_pid) as memory:
            ingest = await timed_ingest(graph, copy, CodeClock(neo4j_pid))
        ingest["memory"] = {"kg_mb": memory.peaks().own_mb, "servers_mb": memory.peaks().tree_mb,
                            "samples": memory.peaks().samples}
        found["ingest"] = ingest
        for line in ingest_lines("ingest", ingest, GOALS["ingest_seconds"]):
            log(line)
        uninterrupted = dict((await bench_read(graph.db, "bench_code_snapshot", timeout=None))[0])
        found["reingest"] = await _reingest(graph, settings, copy, scratch, neo4j_pid, log)
        found["interrupted"] = await _interrupted(graph, settings, copy, scratch, ingest, uninterrupted,
                                                  kill_at=kill_at, log=log)
    return found


async def _reingest(graph: Any, settings: Settings, copy: Path, scratch: Path, neo4j_pid: int | None,
                    log: Log) -> dict[str, Any]:
    """One typical file changed (a new function and a call to it), `kg ingest` again, timed; the file is
    put back afterwards (the graph keeps the change until the next step empties it)."""
    from .code import GOALS, _languages, change_typical_file

    try:
        folders = code_truth.packages(copy)
    except InvalidArgument:
        folders = [copy]
    languages = _languages(folders)
    if not languages:
        return {"error": "no Python or TypeScript file in the package to change"}
    target, original, change = change_typical_file(settings, copy, scratch, folders, languages[0])
    log(f"changed {change.document} (a new function and a call); ingesting again (load average {load_average()})")
    try:
        timed = await timed_ingest(graph, copy, CodeClock(neo4j_pid))
    finally:
        target.write_bytes(original)
    for line in ingest_lines(f"re-ingest after {change.document} changed", timed, GOALS["reingest_seconds"])[:1]:
        log(line)
    return {"document": change.document, "seconds": timed["seconds"], "files_read": timed["files_read"],
            "files": timed["files"], "cpu_seconds": timed["cpu_seconds"], "load_average": timed["load_average"]}


async def _interrupted(graph: Any, settings: Settings, copy: Path, scratch: Path, ingest: dict[str, Any],
                       uninterrupted: dict[str, Any], *, kill_at: float, log: Log) -> dict[str, Any]:
    await bench_write(graph.db, "bench_code_wipe")
    env = code_interrupt.settings_env(settings)
    # What the killed run is expected to take: the first ingest's time less its setup (the schema made in
    # the new database), which stays in place when the database is emptied.
    stages = {name: stage for name, stage in ingest["stages"].items() if name != "setup"}
    expected = round(sum(stage["seconds"] for stage in stages.values()), 1)
    after = round(kill_at * expected, 1)
    log(f"kg ingest in a process of its own, SIGKILLed {after} s after it starts ({kill_at:.0%} of the first "
        f"ingest's {expected} s past its setup; load average {load_average()})")
    killed = await asyncio.to_thread(code_interrupt.kg_ingest, copy, env, scratch, kill_after=after, log=log)
    at_kill = dict((await bench_read(graph.db, "bench_code_progress", timeout=None))[0])
    was_killed = killed.returncode == -9
    log(f"  {'killed' if was_killed else 'it ended before the kill'} after {killed.seconds} s "
        f"(exit {killed.returncode}); the graph held {at_kill['code_files']}/{ingest['files']} code files, "
        f"{at_kill['symbols']} symbols, {at_kill['documents']} other documents; running kg ingest again")
    again = await asyncio.to_thread(code_interrupt.kg_ingest, copy, env, scratch, log=log)
    if again.report is None:
        return {"kill_after_seconds": after, "killed": killed.as_dict(), "was_killed": was_killed, "at_kill": at_kill,
                "error": f"the run after the kill failed (exit {again.returncode}): {' | '.join(again.stderr[-5:])}"}
    code = again.report.get("code") or {}
    compared = code_change.compare(
        dict((await bench_read(graph.db, "bench_code_snapshot", timeout=None))[0]), uninterrupted)
    files_read, files = code.get("files_changed", 0), code.get("files", 0)
    return {
        "kill_after_seconds": after, "was_killed": was_killed, "killed": killed.as_dict(),
        "kill_in_stage": code_interrupt.stage_at(stages, after) if was_killed else None,
        "at_kill": at_kill, "again": again.as_dict(), "again_pipeline_seconds": round(again.report["seconds"], 1),
        "again_files_read": files_read, "again_files": files,
        "again_documents_written": again.report.get("documents_new", 0) + again.report.get("documents_changed", 0),
        "resumed": was_killed and files_read < files,  # it kept some of the killed run's code files
        "same_as_uninterrupted": compared["identical"], "compared": compared,
    }


def rates(ingest: dict[str, Any], lines: int) -> dict[str, float | None]:
    seconds = ingest["seconds"]
    return {"lines_per_second": round(lines / seconds, 1) if seconds else None,
            "symbols_per_second": round(ingest["symbols"] / seconds, 1) if seconds else None}


def reference_line(row: dict[str, Any]) -> str:
    name = f"{row['indexer']} {row.get('version', '')}".strip()
    if not row["ran"]:
        return f"{name}: DID NOT RUN: {row.get('error')}"
    note = f" ({row['note']})" if row.get("note") else ""
    return (f"{name}: {row['seconds']} s for {row['lines']:,} lines ({round(row['lines'] / row['seconds'], 1)} "
            f"lines/s), CPU {row['cpu_seconds']} s, peak memory {row['peak_mb']} MB (its largest process "
            f"{row['largest_process_mb']} MB), load average {row['load_average']}; index: {row['documents']} "
            f"documents, {row['definitions']} definitions (+{row['local_definitions']} locals), "
            f"{row['occurrences']:,} occurrences, {row['index_mb']} MB{note}")


def summary(result: dict[str, Any]) -> str:
    from .code import GOALS

    code, ingest, memory, rate = result["code"], result["ingest"], result["ingest"]["memory"], result["rates"]
    lines = [f"kg bench code {result['path']} --scale on {result['machine']}: {code['files']} code files, "
             f"{code['lines']:,} lines ({', '.join(f'{k} {v:,}' for k, v in code['lines_per_language'].items())})"]
    lines += ingest_lines("ingest", ingest, GOALS["ingest_seconds"])
    lines.append(f"  {rate['lines_per_second']} lines/s, {rate['symbols_per_second']} symbols/s; peak memory "
                 f"(sampled every 0.2 s): kg {memory['kg_mb']} MB, language servers {memory['servers_mb']} MB; "
                 f"written: {ingest['files']} files, {ingest['symbols']} symbols, {ingest['uses']} uses")
    reingest = result["reingest"]
    if "error" in reingest:
        lines.append(f"re-ingest after one file changed: not measured ({reingest['error']})")
    else:
        lines.append(f"re-ingest after {reingest['document']} changed: {reingest['seconds']} s, "
                     f"{reingest['files_read']}/{reingest['files']} code files read, load average "
                     f"{reingest['load_average']}")
    lines += _interrupted_lines(result["interrupted"], ingest)
    if not result["reference"]:
        lines.append("reference: not run (--no-reference)")
    for row in result["reference"]:
        lines.append(f"reference: {reference_line(row)}")
        if row["ran"] and ingest["seconds"]:
            lines.append(f"  kg's ingest took {round(ingest['seconds'] / row['seconds'], 1)}x its time, at load "
                         f"average {ingest['load_average']} against {row['load_average']} (kg's covers every "
                         "language, prose and the graph's writes; the indexer one language, to a file)")
    lines.append(f"accuracy: {result['accuracy']}")
    return "\n".join(lines)


def _interrupted_lines(found: dict[str, Any], ingest: dict[str, Any]) -> list[str]:
    killed, at_kill = found["killed"], found["at_kill"]
    if not found["was_killed"]:
        head = (f"kill midway: the kg ingest ended (exit {killed['returncode']}) before its kill at "
                f"{found.get('kill_after_seconds')} s: no interruption measured (use a smaller --kill-at)")
    else:
        stage = found["kill_in_stage"] or "past its end"
        head = (f"kill midway: SIGKILL {killed['seconds']} s into kg ingest (in the first ingest's timeline: "
                f"{stage}); the graph then held {at_kill['code_files']}/{ingest['files']} code files,"
                f" {at_kill['symbols']} symbols, {at_kill['uses']} uses, {at_kill['documents']} other "
                f"documents; {killed['servers_left']} of its language servers still ran "
                f"{code_interrupt.SERVERS_GRACE:.0f} s later")
    lines = [head]
    if "error" in found:
        return [*lines, f"  {found['error']}"]
    again = found["again"]
    verdict = ("; it resumed: the killed run's code files were kept" if found["resumed"] else
               "; NOT RESUMED: every code file was read again (nothing of the killed run's code pass is kept)"
               if found["was_killed"] else "")
    lines.append(
        f"  run again to its end: {again['seconds']} s ({found['again_pipeline_seconds']} s as it reports; "
        f"{again['process_seconds']} s with the process's start and the model's load), "
        f"{found['again_files_read']}/{found['again_files']} code files read, {found['again_documents_written']} "
        f"other documents written ({at_kill['documents']} kept from the killed run){verdict}; the graph "
        f"{'EQUALS' if found['same_as_uninterrupted'] else 'DIFFERS from'} the uninterrupted one row for row; "
        f"peak memory kg {again['memory']['own_mb']} MB, servers {again['memory']['tree_mb']} MB")
    if not found["same_as_uninterrupted"]:
        for part, diff in found["compared"].items():
            if isinstance(diff, dict) and (diff["only_after_reingest"] or diff["only_in_fresh_ingest"]):
                lines.append(f"    {part}: {diff['only_after_reingest']} only after the kill and the run again, "
                             f"{diff['only_in_fresh_ingest']} only in the uninterrupted one, e.g. "
                             f"{diff['examples'][:2]}")
    return lines
