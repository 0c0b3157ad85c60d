"""`kg bench impact REPO`: "what breaks if I change X", scout's answer scored against the type checker.

The repository is ingested (`kg ingest`, code and prose) into a throwaway Neo4j. Scenarios are drawn
from its code graph with a fixed seed (impact_scenarios: add a required parameter, rename, add an enum
member or a union variant, make a return type optional or narrow a parameter's type), each edited into
a scratch copy, never the repository itself. The checker run before and after each edit gives the gold:
the new errors (kg_server/providers/checkers.py). Scout is then asked each scenario's sentence with its tags, and its
high- and medium-risk pointers are scored against the gold sites (impact_score): recall, precision, F1,
quiet scenarios (nothing breaks) answered quietly, nodes visited, seconds per answer; per kind and over
all; twice, as `scout` with the compiler in the loop (the default) and as `scout, rated only` with it
off, the offline rater alone. With the compiler on, scout writes its edit with the same writers the
gold's edits come from (kg_server/syntax/edits*.py), so `scout` measures what a user gets where a checker
runs, and `scout, rated only` what the rater does where none can. `--peer` scores what an agent gets
without scout on the same scenarios (impact_peers): the language server's references of the symbol,
and a word grep of its name.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from kg_server.config import Settings
from kg_server.errors import InvalidArgument
from kg_server.providers.checkers import CHECKED_LANGUAGES, Checker, checked_language, checker, new_errors, scratch_copy
from kg_server.providers.compilers import files_naming

from . import impact_peers, impact_scout
from .common import Log, bench_database, machine
from .impact_scenarios import KINDS, SYMBOL_KINDS, DrawnSymbol, Scenario, draw
from .impact_score import Answer, Place, Statements, pooled, score
from .queries import bench_read

GOALS = {"recall": 0.95, "precision": 0.90, "kind_recall": 0.90, "p95_s": 5.0, "first_answer_s": 15.0}
# The repositories the offline rater's rules were tuned on: a result on any other is held out.
TUNED_ON = ("click", "ky", "cobra")
SCOUT = "scout"  # with the compiler in the loop (KG_SCOUT_COMPILER=server, the default)
RATED = "scout, rated only"  # the same questions with the compiler off: the offline rater alone
SCOUTS = (SCOUT, RATED)


def run(args: argparse.Namespace, settings: Settings, log: Log) -> dict[str, Any]:
    return run_impact_bench(settings, path=args.path, peer=args.peer, per_kind=args.per_kind, seed=args.seed,
                            budget=args.budget, use_configured=args.use_configured, log=log)


def run_impact_bench(settings: Settings, *, path: Path, peer: bool = False, per_kind: int = 6, seed: int = 1,
                     budget: int = 20, use_configured: bool = False, log: Log) -> dict[str, Any]:
    repository = Path(path).expanduser()
    if not repository.is_dir():
        raise InvalidArgument(f"{path}: not a folder; give a repository's folder "
                              "(Python, TypeScript, Go, C or C++ code)")
    repository = repository.resolve()
    load = [os.getloadavg()[0]]
    with tempfile.TemporaryDirectory(prefix="kg-bench-impact-") as scratch, \
            bench_database(settings, use_configured=use_configured, log=log) as target:
        result = asyncio.run(_measure(target, repository, Path(scratch), peer=peer, per_kind=per_kind, seed=seed,
                                      budget=budget, load=load, log=log))
    load.append(os.getloadavg()[0])
    result.update(repository=repository.name, per_kind=per_kind, seed=seed, budget=budget, machine=machine(),
                  load_average=[round(x, 1) for x in load],
                  split="tuned on" if repository.name in TUNED_ON else "held out")
    result["summary"] = summary(result)
    return result


async def _measure(target: Settings, repository: Path, scratch: Path, *, peer: bool, per_kind: int, seed: int,
                   budget: int, load: list[float], log: Log) -> dict[str, Any]:
    from kg_server.service import KnowledgeGraph

    async with KnowledgeGraph(target) as graph:
        began = time.perf_counter()
        report = await graph.ingest([repository], extractor="local")
        ingest_seconds = time.perf_counter() - began
        log(f"ingested {repository.name}: {report.paragraphs} paragraphs in {ingest_seconds:.1f}s")
        documents = {row["name"]: row["language"] for row in await bench_read(graph.db, "bench_impact_documents")}
        if not documents:
            raise InvalidArgument(f"{repository}: no code was ingested (Python, TypeScript, Go or C files are needed)")
        rows = await bench_read(graph.db, "bench_impact_symbols", {"kinds": SYMBOL_KINDS}, timeout=None)
        languages = sorted({language for language in documents.values() if checked_language(language)})
        scenarios = draw([DrawnSymbol.of(dict(row)) for row in rows], _reader(repository), per_kind=per_kind, seed=seed,
                         languages=languages, declarations=_declarations(repository))
        log(f"{len(scenarios)} scenarios: " + ", ".join(f"{k} {sum(s.kind == k for s in scenarios)}" for k in KINDS))
        statements = Statements(repository, documents)
        copy = scratch_copy(repository, scratch / "copy")
        gold, checking = await asyncio.to_thread(_gold, copy, repository, scenarios, documents, statements, target, log)
        load.append(os.getloadavg()[0])
        # Both ways on the same graph and questions: what the compiler adds, and what the offline rater
        # answers alone (where no checker runs: another language, a change it cannot write as an edit).
        answers = {name: await _scout_answers(graph, scenarios, budget, statements, log,
                                              compiler="server" if name == SCOUT else "off") for name in SCOUTS}
        load.append(os.getloadavg()[0])
    if peer:
        answers["references"] = await impact_peers.references(copy, scenarios, documents, target.cache_dir, log)
        answers["grep"] = await asyncio.to_thread(impact_peers.grep, repository, scenarios, documents)
    firsts = {name: by_scenario.pop("first") for name, by_scenario in answers.items() if "first" in by_scenario}
    return _results(scenarios, gold, answers, firsts, documents, checking, ingest_seconds, report.paragraphs)


def _reader(root: Path) -> Any:
    def read(name: str) -> str | None:
        try:
            return (root / name).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return None
    return read


def _declarations(root: Path) -> Any:
    """The other files of a symbol's language that name it, by their text: where a C function is declared."""
    read = _reader(root)

    def declarations(symbol: DrawnSymbol) -> dict[str, str]:
        named = files_naming(root, symbol.name, symbol.language, 400)
        return {path: text for path in named if path != symbol.document and (text := read(path)) is not None}
    return declarations


def _gold(copy: Path, repository: Path, scenarios: list[Scenario], documents: dict[str, str],
          statements: Statements, target: Settings, log: Log) -> tuple[dict[str, list[Place]], dict[str, Any]]:
    """Each scenario's new error sites, from the checker before and after its edit (the copy is put back)."""
    checkers: dict[str, Checker] = {}
    for scenario in scenarios:
        language = checked_language(scenario.symbol.language)
        if language is not None and language not in checkers:
            checkers[language] = checker(language, copy, repository, target.cache_dir)
    began = time.perf_counter()
    baseline = {name: checking.run() for name, checking in checkers.items()}
    baseline_seconds = time.perf_counter() - began
    log(f"checked the copy before any change in {baseline_seconds:.1f}s: " + ", ".join(
        f"{name} {len(errors)} errors" for name, errors in baseline.items()))
    gold: dict[str, list[Place]] = {}
    seconds = []
    for number, scenario in enumerate(scenarios, start=1):
        language = checked_language(scenario.symbol.language)
        assert language is not None  # scenarios are drawn in the checked languages only
        checking = checkers[language]
        edited = {scenario.symbol.document: (scenario.before, scenario.change.text), **scenario.change.others}
        for path, (_, text) in edited.items():
            (copy / path).write_text(text, encoding="utf-8")
        began = time.perf_counter()
        try:
            after = checking.run()
        finally:
            for path, (text, _) in edited.items():
                (copy / path).write_text(text, encoding="utf-8")
        seconds.append(time.perf_counter() - began)
        errors = [e for e in new_errors(baseline[checking.language], after, edited) if e.path in documents]
        gold[scenario.id] = statements.gold(errors)
        scenario.facts["new_errors"] = len(errors)
        log(f"  [{number}/{len(scenarios)}] {scenario.sentence}: {len(errors)} new errors at "
            f"{len(gold[scenario.id])} statements ({seconds[-1]:.0f}s)")
    return gold, {"checkers": {name: checking.note for name, checking in checkers.items()},
                  "baseline_seconds": round(baseline_seconds, 1),
                  "check_seconds_p50": round(sorted(seconds)[len(seconds) // 2], 1) if seconds else None}


async def _scout_answers(graph: Any, scenarios: Sequence[Scenario], budget: int, statements: Statements,
                         log: Log, *, compiler: str) -> dict[str, Answer]:
    graph.settings = graph.settings.model_copy(update={"scout_compiler": compiler})
    answers = {}
    if scenarios:  # the JVM's first plans, the embedder's first call, a language server's start: timed apart
        answers["first"] = await impact_scout.ask(graph, scenarios[0], budget, statements)
    for scenario in scenarios:
        answers[scenario.id] = await impact_scout.ask(graph, scenario, budget, statements)
    log(f"scout answered {len(answers) - 1} scenarios (compiler {compiler})")
    return answers


def _results(scenarios: Sequence[Scenario], gold: dict[str, list[Place]], answers: dict[str, dict[str, Answer]],
             firsts: dict[str, Answer], languages: dict[str, str], checking: dict[str, Any], ingest_seconds: float,
             paragraphs: int) -> dict[str, Any]:
    rows = []
    per_system: dict[str, list[tuple[str, str, dict[str, Any]]]] = {name: [] for name in answers}
    for scenario in scenarios:
        language = languages.get(scenario.symbol.document, "")
        row: dict[str, Any] = {
            "id": scenario.id, "kind": scenario.kind, "language": language, "change": scenario.change_name,
            "sentence": scenario.sentence,
            "tags": scenario.tags, "defined_at": f"{scenario.symbol.document}:{scenario.symbol.line}",
            "new_errors": scenario.facts.get("new_errors", 0), "gold_sites": [f"{g.path}:{g.first}" for g in
                                                                               gold.get(scenario.id, [])],
            "systems": {}}
        for name, by_scenario in answers.items():
            answer = by_scenario.get(scenario.id)
            if answer is None:
                continue
            scored = score(answer, gold.get(scenario.id, []), judge_summary=name in SCOUTS)
            scored.update({k: v for k, v in answer.extra.items() if v is not None})
            row["systems"][name] = scored
            per_system[name].append((scenario.kind, language, scored))
        rows.append(row)
    systems: dict[str, dict[str, Any]] = {name: {"overall": pooled([s for _, _, s in scored]),
                      "per_kind": {kind: pooled([s for k, _, s in scored if k == kind]) for kind in KINDS
                                   if any(k == kind for k, _, _ in scored)},
                      "per_language": {lang: pooled([s for _, la, s in scored if la == lang])
                                       for lang in sorted({la for _, la, _ in scored})}}
               for name, scored in per_system.items()}
    for name, first in firsts.items():
        systems[name]["first_answer_s"] = round(first.seconds, 2)
    return {"benchmark": "impact", "scenarios": rows, "systems": systems, "checking": checking,
            "ingest_seconds": round(ingest_seconds, 1), "paragraphs": paragraphs,
            "checkers_available": list(CHECKED_LANGUAGES)}


def summary(result: dict[str, Any]) -> str:
    lines = [f"kg bench impact {result['repository']} ({result.get('split', 'held out')}): "
             f"{len(result['scenarios'])} scenarios "
             f"({result['per_kind']} per kind at most, seed {result['seed']}), scout budget {result['budget']}; "
             f"gold: {'; '.join(result['checking']['checkers'].values())}"]
    for name, scored in result["systems"].items():
        overall = scored["overall"]
        first = f"; first answer {scored['first_answer_s']} s" if "first_answer_s" in scored else ""
        lines.append(f"{name}: " + _line(overall) + first)
        for kind, kind_scores in scored["per_kind"].items():
            lines.append(f"  {kind}: " + _line(kind_scores))
        if len(scored.get("per_language", {})) > 1:
            for language, language_scores in scored["per_language"].items():
                lines.append(f"  {language}: " + _line(language_scores))
    lines.append(_goals(result["systems"]))
    lines.append(f"ingest {result['ingest_seconds']}s; checker {result['checking']['baseline_seconds']}s before, "
                 f"p50 {result['checking']['check_seconds_p50']}s per change; {result['machine']}, load average "
                 f"{' / '.join(str(x) for x in result['load_average'])} (start, after the gold, after scout, end)")
    return "\n".join(lines)


def _line(scores: dict[str, Any]) -> str:
    text = (f"recall {scores['recall']} ({scores['found']}/{scores['gold_sites']}), precision {scores['precision']} "
            f"({scores['right']}/{scores['claimed']}), F1 {scores['f1']}; quiet {scores['quiet_right']}/"
            f"{scores['quiet_scenarios']}; p50 {scores['p50_s']} s, p95 {scores['p95_s']} s")
    if "median_nodes_visited" in scores:
        text += f"; nodes visited median {scores['median_nodes_visited']}, p95 {scores['p95_nodes_visited']}"
    return text


def _goals(systems: dict[str, Any]) -> str:
    scored = systems.get(SCOUT, {})
    scout = scored.get("overall")
    if not scout:
        return "goals: no scout answers"
    weak = [f"{kind} {s['recall']}" for kind, s in scored.get("per_kind", {}).items()
            if s["gold_sites"] and (s["recall"] or 0) < GOALS["kind_recall"]]
    first = scored.get("first_answer_s")
    checks = [f"recall >= {GOALS['recall']}: {_met((scout['recall'] or 0) >= GOALS['recall'])}",
              f"precision >= {GOALS['precision']}: {_met((scout['precision'] or 0) >= GOALS['precision'])}",
              f"recall >= {GOALS['kind_recall']} on each kind: {_met(not weak)}" + (f" ({', '.join(weak)})" if weak
                                                                                     else ""),
              f"p95 <= {GOALS['p95_s']} s: {_met((scout['p95_s'] or 0) <= GOALS['p95_s'])}",
              f"first answer <= {GOALS['first_answer_s']} s: "
              f"{_met(first is not None and first <= GOALS['first_answer_s'])}",
              f"quiet scenarios given a high pointer: {scout['quiet_given_high']} (goal 0)",
              f"breaking scenarios answered 'Nothing breaks': {scout['breaking_said_quiet']} (goal 0)",
              f"quiet scenarios answered quietly: {scout['quiet_right']}/{scout['quiet_scenarios']}"]
    peers = {name: s["overall"]["f1"] for name, s in systems.items() if name not in SCOUTS}
    if peers:
        checks.append(f"F1 above both peers ({', '.join(f'{n} {f}' for n, f in peers.items())}): "
                      f"{_met(all(scout['f1'] > f for f in peers.values()))}")
    return "goals: " + "; ".join(checks)


def _met(ok: bool) -> str:
    return "met" if ok else "NOT met"
