"""`kg bench code`'s result in words: each goal with its number and whether it is met."""

from __future__ import annotations

from typing import Any


def _met(ok: bool | None) -> str:
    return "n/a" if ok is None else ("met" if ok else "MISSED")


def summary_lines(result: dict[str, Any], goals: dict[str, float]) -> list[str]:
    ingest, symbols, reingest = result["ingest"], result["symbols"], result["reingest"]
    lines = [f"kg bench code {result['path']} on {result['machine']} (packages: {', '.join(result['packages'])})"]
    lines += ingest_lines("ingest", ingest, goals["ingest_seconds"])
    recall = symbols["recall"]
    lines.append(f"symbols: {symbols['found']}/{symbols['declared']} of the package's declarations are symbols "
                 f"(recall {recall}); goal >= {goals['symbol_recall']}: "
                 f"{_met(None if recall is None else recall >= goals['symbol_recall'])}")
    for kind, counts in symbols["kinds"].items():
        missing = f", missing e.g. {'; '.join(counts['missing'][:3])}" if counts["missing"] else ""
        lines.append(f"  {kind}: {counts['found']}/{counts['declared']}{missing}")
    for language, uses in result["uses"].items():
        lines.append(
            f"uses ({language}, {uses['symbols']} symbols renamed, seed {uses['seed']}; {uses['checker']}): "
            f"{uses['error_sites_recorded']}/"
            f"{uses['error_sites']} new error sites naming the symbol are recorded uses (recall {uses['recall']}; "
            "goal >= "
            f"{goals['use_recall']}: "
            f"{_met(None if uses['recall'] is None else uses['recall'] >= goals['use_recall'])}); "
            f"{uses['uses_confirmed']}/{uses['uses_recorded']} recorded uses are error sites or the server's "
            f"references (precision {uses['precision']}; goal >= {goals['use_precision']}: "
            f"{_met(None if uses['precision'] is None else uses['precision'] >= goals['use_precision'])}); "
            f"{uses['consequence_sites']} more sites break without naming it (recall with them "
            f"{uses['recall_with_consequences']}); {uses['checker_runs']} checker runs in {uses['checker_seconds']} s, "
            f"load {uses['load_average']}"
        )
        for item in uses["checked"]:
            if item["missed"] or item["unconfirmed"]:
                lines.append(f"  {item['concept_id']}: not recorded {_sites(item['missed'])}; "
                             f"unconfirmed {_sites(item['unconfirmed'])}")
    lines += ingest_lines(f"re-ingest after {reingest['document']} changed", reingest, goals["reingest_seconds"])
    for name, timed in zip(("the edit undone", "the edit made again"), reingest.get("next_edits", [])):
        lines += ingest_lines(f"re-ingest, {name}", timed, goals["reingest_seconds"])[:1]
    lines.append(f"  the new function {reingest['added']} (line {reingest['added_line']}): "
                 f"{'found' if reingest['added_found'] else 'MISSING'}; its call (line {reingest['call_line']}): "
                 f"{'found' if reingest['call_found'] else 'MISSING'}, callers {reingest['callers']}; the code graph "
                 f"{'is identical to' if reingest['same_as_fresh_ingest'] else 'DIFFERS from'} a first ingest of the "
                 f"changed files ({reingest['fresh_ingest_seconds']} s)")
    if not reingest["same_as_fresh_ingest"]:
        for part, diff in reingest["compared"].items():
            if isinstance(diff, dict) and (diff["only_after_reingest"] or diff["only_in_fresh_ingest"]):
                lines.append(f"    {part}: {diff['only_after_reingest']} only after the re-ingest, "
                             f"{diff['only_in_fresh_ingest']} only in the fresh one, e.g. {diff['examples'][:2]}")
    return lines


def _sites(sites: list[Any]) -> str:
    shown = ", ".join(f"{site[0]}:{site[1]}" + (f" ({site[-1][:90]})" if len(site) > 2 else "") for site in sites[:4])
    return (shown + (f" (+{len(sites) - 4})" if len(sites) > 4 else "")) if sites else "none"


def ingest_lines(what: str, ingest: dict[str, Any], goal: float) -> list[str]:
    cpu = ingest["cpu_seconds"]
    servers = "; ".join(f"{s['server']} {s['seconds']} s, {s['memory_mb']} MB" for s in ingest["servers"])
    lines = [
        f"{what}: {ingest['seconds']} s (goal <= {goal:.0f} s: {_met(ingest['seconds'] <= goal)}), load average "
        f"{ingest['load_average']}; {ingest['files_read']}/{ingest['files']} code files read, "
        f"{ingest['documents']} documents, {ingest['symbols']} symbols, {ingest['uses']} uses; CPU: this process "
        f"{cpu['process']} s, language servers {cpu['servers']} s, Neo4j {cpu['neo4j']} s; servers: {servers}",
        f"  the graph complete (every symbol, use and relationship) at {ingest.get('graph_seconds')} s; then "
        f"{ingest.get('vectors_after_graph', 0):,} vectors of code it was written without made, to the end",
        "  where the time goes: " + ", ".join(f"{part} {seconds} s" for part, seconds in ingest["breakdown"].items()),
        "  stages (wall s, CPU process/servers/Neo4j s, load): "
        + "; ".join(
            f"{name} {s['seconds']} ({s['cpu_process']}/{s['cpu_servers']}/{s['cpu_neo4j']}, {s['load_average']})"
            for name, s in ingest["stages"].items()
        ),
    ]
    return lines
