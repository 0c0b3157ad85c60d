"""Scout asked what a scenario's change breaks, and its answer read as places with risks.

A code answer's pointer carries `document`, `line` (or `location`, "document:line") and the
statement it sits in; a pointer without a place (a prose answer's concept) still counts when it claims
a risk, and is never right.
"""

from __future__ import annotations

import time
from typing import Any

from kg_server.contract.reads import SCOUT, Scout

from .impact_scenarios import Scenario
from .impact_score import Answer, Place, Pointer, Statements

NOWHERE = Place("", 0, 0)


async def ask(graph: Any, scenario: Scenario, budget: int, statements: Statements) -> Answer:
    """Scout on the scenario's sentence and tags, timed to its first page, its pointers placed: every page
    of them, as an agent reads an answer cut to its token budget (each page is asked as a new call)."""
    began = time.perf_counter()
    report = await graph.run(SCOUT, Scout(query=scenario.sentence, tags=scenario.tags, budget=budget))
    seconds = time.perf_counter() - began
    found = list(report.pointers)
    page = report
    while page.cursor:
        page = await graph.run(SCOUT, Scout(query=scenario.sentence, tags=scenario.tags, budget=budget,
                                            cursor=page.cursor))
        found += page.pointers
    pointers = [
        Pointer(_place(pointer, scenario, statements), str(pointer.risk), str(getattr(pointer, "what", "") or ""))
        for pointer in found
    ]
    meta = report.meta
    change = getattr(meta, "change", None)
    read = change if isinstance(change, dict) else (change.model_dump() if change is not None else {})
    extra = {"mode": getattr(meta, "mode", None), "interpretation": meta.interpretation,
             "symbol_read": read.get("symbol"), "change_read": read.get("change"),
             "summary": report.summary[:400],
             "checked_by": meta.checked.checker if getattr(meta, "checked", None) and meta.checked.checked else None,
             "checked_how": meta.checked.way if getattr(meta, "checked", None) and meta.checked.checked else None}
    return Answer(pointers, report.summary, seconds, meta.nodes_visited, extra)


def _place(pointer: Any, scenario: Scenario, statements: Statements) -> Place:
    document, line = getattr(pointer, "document", None), getattr(pointer, "line", None)
    location = getattr(pointer, "location", None)
    if location and (not document or not line):
        document, _, number = str(location).rpartition(":")
        line = int(number) if number.isdigit() else None
    if not document or not line:
        return NOWHERE
    statement = getattr(pointer, "statement", None)
    if statement and len(statement) == 2:
        return Place(document, int(statement[0]), int(statement[1]))
    return statements.place(document, int(line), name=scenario.grep_name)
