"""`kg bench compiler REPO`: what scout's compiler check costs on a repository of any size, the code graph
aside (scout's walk over the graph is `kg bench impact`'s; this is the check that runs beside it).

Functions are drawn from the repository's syntax (kg_server.syntax.describe, a fixed seed) and each
change is written as scout writes it (a required parameter added, the return made optional). Each is
checked the way KG_SCOUT_COMPILER=server checks it (providers/compilers.py): the language server on a
scratch copy, the edit unsaved, the errors of the edited file and the files naming the function (the word
search scout adds to the graph's uses, alone here; MAX_AFFECTED at most) before and after, within
KG_SCOUT_COMPILER_BUDGET (0: every file) as scout's check is. Reported: the
server's start and its first check (what the first question of a process pays), the warm checks' p50
and p95, files checked, new errors found, and the server's memory (its process tree, sampled after
each check). `--copy N` also times N checks on a scratch copy with the checker's command (the whole
repository, the unedited copy's errors run once).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kg_server.config import Settings
from kg_server.errors import InvalidArgument
from kg_server.providers.checkers import checker, new_errors, scratch_copy
from kg_server.providers.compilers import WarmCompilers, files_naming, snapshot
from kg_server.scout.compiler import MAX_AFFECTED
from kg_server.syntax import describe, edits, is_test_path
from kg_server.syntax.edits_text import Change

from .common import Log, machine
from .impact_score import percentile

SUFFIXES = {"python": (".py",), "typescript": (".ts", ".tsx")}
WRITERS = {"add-parameter": edits.add_parameter, "optional-return": edits.optional_return}


@dataclass
class Drawn:
    document: str
    line: int
    name: str
    kind: str
    edit: Change
    text: str


def run(args: argparse.Namespace, settings: Settings, log: Log) -> dict[str, Any]:
    repository = Path(args.path).expanduser()
    if not repository.is_dir():
        raise InvalidArgument(f"{args.path}: not a folder; give a repository's folder (Python or TypeScript code)")
    return asyncio.run(measure(settings, repository.resolve(), changes=args.changes, seed=args.seed,
                               copies=args.copy, log=log))


def code_files(root: Path, language: str) -> Iterator[Path]:
    """The language's files as the scratch copy takes them (declaration files aside)."""
    for path in sorted(snapshot(root)):
        if path.endswith(SUFFIXES[language]) and not path.endswith(".d.ts"):
            yield root / path


def language_of(root: Path) -> str:
    counts = {language: sum(1 for _ in code_files(root, language)) for language in SUFFIXES}
    language = max(counts, key=lambda k: counts[k])
    if not counts[language]:
        raise InvalidArgument(f"{root}: no Python or TypeScript files")
    return language


def draw(root: Path, language: str, files: list[Path], count: int, seed: int) -> list[Drawn]:
    """`count` changes of functions outside tests, alternating the kinds, each one a valid edit."""
    chances = random.Random(seed)
    candidates = []
    for path in files:
        document = path.relative_to(root).as_posix()
        if is_test_path(document):
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        grammar = "tsx" if path.suffix == ".tsx" else language
        for line, definition in describe(grammar, text).items():
            if definition.kind in ("function", "method") and not definition.name.startswith("__"):
                candidates.append((document, line, definition.name, text, grammar))
    chances.shuffle(candidates)
    drawn: list[Drawn] = []
    kinds = list(WRITERS)
    for document, line, name, text, grammar in candidates:
        if len(drawn) == count:
            break
        kind = kinds[len(drawn) % len(kinds)]
        edit = WRITERS[kind](grammar, text, line, name)
        if edit is not None:
            drawn.append(Drawn(document, line, name, kind, edit, text))
    return drawn


async def measure(settings: Settings, root: Path, *, changes: int, seed: int, copies: int, log: Log) -> dict[str, Any]:
    language = language_of(root)
    files = list(code_files(root, language))
    texts = {p.relative_to(root).as_posix(): p.read_text(encoding="utf-8", errors="replace") for p in files}
    lines = sum(text.count("\n") + 1 for text in texts.values())
    drawn = draw(root, language, files, changes, seed)
    log(f"{root.name}: {len(files)} {language} files, {lines} lines; {len(drawn)} changes drawn")
    compilers = WarmCompilers(settings)
    checks: list[dict[str, Any]] = []
    memory: list[int] = []
    try:
        began = time.perf_counter()
        compiler = await compilers.get(language, root)
        started = time.perf_counter() - began
        log(f"{compiler.server.name} started in {started:.1f} s")
        for number, change in enumerate(drawn, 1):
            affected = [f for f in files_naming(root, change.name, language, MAX_AFFECTED + 1)
                        if f != change.document][:MAX_AFFECTED]
            began = time.perf_counter()
            found = await compiler.check(change.document, change.text, change.edit.text, affected,
                                         budget=settings.scout_compiler_budget)
            seconds = time.perf_counter() - began
            if compiler.session is not None and (rss := compiler.session.memory()):
                memory.append(rss)
            checks.append({"change": f"{change.name} ({change.document}:{change.line}): {change.edit.words}",
                           "files": len(found.checked), "unchecked": len(found.unchecked),
                           "new_errors": len(found.errors), "seconds": round(seconds, 2)})
            left = f" ({len(found.unchecked)} left by the budget)" if found.unchecked else ""
            log(f"  [{number}/{len(drawn)}] {checks[-1]['change']}: {len(found.errors)} new errors in "
                f"{len(found.checked)} files{left}, {seconds:.2f} s")
    finally:
        await compilers.close()
    copied = await asyncio.to_thread(_on_copies, settings, root, language, drawn[:copies], log) if copies else []
    warm = sorted(c["seconds"] for c in checks[1:])
    result: dict[str, Any] = {
        "benchmark": "compiler", "repository": root.name, "language": language, "files": len(files),
        "lines": lines, "changes": len(drawn), "seed": seed, "server": compiler.server.name,
        "server_start_s": round(started, 1), "first_check_s": checks[0]["seconds"] if checks else None,
        "warm_p50_s": _rounded(percentile(warm, 50)), "warm_p95_s": _rounded(percentile(warm, 95)),
        "budget_s": settings.scout_compiler_budget or None,
        "files_checked_p50": percentile([c["files"] for c in checks], 50),
        "files_unchecked": sum(c["unchecked"] for c in checks),
        "new_errors": sum(c["new_errors"] for c in checks),
        "peak_memory_mb": round(max(memory) / 2**20) if memory else None,
        "checks": checks, "copy_checks": copied, "machine": machine(),
    }
    result["summary"] = summary(result)
    return result


def _on_copies(settings: Settings, root: Path, language: str, drawn: list[Drawn], log: Log) -> list[dict[str, Any]]:
    """The same changes checked on a scratch copy by the checker's command: whole repository, each time."""
    found = []
    with tempfile.TemporaryDirectory(prefix="kg-bench-compiler-") as scratch:
        copy = scratch_copy(root, Path(scratch) / "repository")
        checking = checker(language, copy, root, settings.cache_dir)
        began = time.perf_counter()
        before = checking.run()
        baseline = time.perf_counter() - began
        for change in drawn:
            (copy / change.document).write_text(change.edit.text, encoding="utf-8")
            began = time.perf_counter()
            errors = new_errors(before, checking.run(), {change.document: (change.text, change.edit.text)})
            found.append({"change": change.name, "new_errors": len(errors), "baseline_s": round(baseline, 1),
                          "seconds": round(time.perf_counter() - began, 1)})
            (copy / change.document).write_text(change.text, encoding="utf-8")
            log(f"  copy: {change.name}: {len(errors)} new errors, {found[-1]['seconds']} s "
                f"(the unedited copy: {baseline:.1f} s)")
    return found


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def summary(result: dict[str, Any]) -> str:
    lines = [f"kg bench compiler {result['repository']}: {result['files']} {result['language']} files, "
             f"{result['lines']} lines, {result['changes']} changes (seed {result['seed']}); {result['server']}",
             f"server start {result['server_start_s']} s, first check {result['first_check_s']} s (a process's first "
             f"question pays both); warm checks p50 {result['warm_p50_s']} s, p95 {result['warm_p95_s']} s; "
             f"files checked p50 {result['files_checked_p50']}; server memory peak {result['peak_memory_mb']} MB",
             f"budget {result['budget_s'] or 'none'} s (KG_SCOUT_COMPILER_BUDGET): {result['files_unchecked']} files "
             f"left unchecked over all changes; {result['new_errors']} new errors found"]
    if result["copy_checks"]:
        copies = result["copy_checks"]
        lines.append(f"scratch copy (the checker's command, whole repository): the unedited copy "
                     f"{copies[0]['baseline_s']} s, then per change "
                     + ", ".join(f"{c['seconds']} s" for c in copies))
    lines.append(result["machine"])
    return "\n".join(lines)
