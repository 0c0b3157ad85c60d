"""How `kg bench impact` scores an answer against the checker's gold.

A site is a file and the statement holding a line there (first and last line, read by the syntax module
from the code before the change: the innermost statement around the identifier, or a compound
statement's head). A pointer is right when a new error sits in its statement (the two statements
overlap); a gold site is found when a high- or medium-risk pointer is right about it. Gold sites are
counted once per statement, pointers once per statement (their highest risk). A match the checker says
is no longer exhaustive is the whole match statement: a pointer at one of its cases is at it.

Recall and precision are pooled over scenarios (sums of sites, not a mean of ratios); F1 from those. A
scenario with no gold is quiet: the right answer has no high-risk pointer and, for scout, a summary
that says nothing breaks.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kg_server.providers.checkers import Diagnostic
from kg_server.syntax import Site, classify
from kg_server.syntax.edits_text import PyText

EXHAUSTIVE_RULES = {"reportMatchNotExhaustive"}
QUIET_WORDS = re.compile(r"nothing (else )?(will )?breaks?|breaks nothing|no(thing| code| use| site)s? (that )?(will )?"
                         r"(break|needs? to change|must change)|no (new )?errors?", re.I)
# An answer that says, as a whole, that the change breaks nothing (scout's own words for it).
SAYS_NOTHING_BREAKS = re.compile(r"\b(Nothing breaks|No use breaks)\b")
RISKS = {"high": 2, "medium": 1, "low": 0}


@dataclass(frozen=True)
class Place:
    """A file and a statement in it (lines from 1, before the change)."""

    path: str
    first: int
    last: int

    def meets(self, other: Place) -> bool:
        return self.path == other.path and self.first <= other.last and other.first <= self.last


@dataclass(frozen=True)
class Pointer:
    """One place an answer points at, with its risk (high and medium count as 'this breaks')."""

    place: Place
    risk: str
    what: str = ""


@dataclass
class Answer:
    pointers: list[Pointer]
    summary: str = ""
    seconds: float = 0.0
    nodes_visited: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)


class Statements:
    """Statement ranges in the repository's files as they were before any change."""

    def __init__(self, root: Path, languages: dict[str, str]) -> None:
        self.root = root
        self.languages = languages  # document name -> syntax language
        self._texts: dict[str, str] = {}

    def text(self, path: str) -> str:
        if path not in self._texts:
            try:
                self._texts[path] = (self.root / path).read_text(encoding="utf-8", errors="replace")
            except OSError:
                self._texts[path] = ""
        return self._texts[path]

    def place(self, path: str, line: int, column: int | None = None, name: str = "") -> Place:
        """The statement at `line` of `path`: around `column`, else around `name` on that line, else
        around the line's first character."""
        language = self.languages.get(path)
        if language is None:
            return Place(path, line, line)
        lines = self.text(path).split("\n")
        if not 1 <= line <= len(lines):
            return Place(path, line, line)
        text = lines[line - 1]
        if column is None:
            found = PyText.word_at(text, name) if name else None
            column = found if found is not None else len(text) - len(text.lstrip())
        usage = classify(language, self.text(path), [Site(line, column, name)], path=path)[0]
        first, last = usage.statement
        return Place(path, min(first, line), max(last, line))

    def _match(self, path: str, line: int) -> Place | None:
        """The whole match statement whose head is at `line` (a Python file)."""
        try:
            tree = ast.parse(self.text(path))
        except (SyntaxError, ValueError):
            return None
        for node in ast.walk(tree):
            if isinstance(node, ast.Match) and node.lineno <= line <= node.subject.lineno:
                return Place(path, node.lineno, node.end_lineno or node.lineno)
        return None

    def gold(self, errors: Iterable[Diagnostic]) -> list[Place]:
        """The new errors' statements, once each."""
        places = []
        for error in errors:
            whole = self._match(error.path, error.line) if error.rule in EXHAUSTIVE_RULES else None
            places.append(whole or self.place(error.path, error.line, error.column))
        return sorted(set(places), key=lambda p: (p.path, p.first))


def once(pointers: Sequence[Pointer]) -> list[Pointer]:
    """One pointer per place, the highest risk kept."""
    best: dict[Place, Pointer] = {}
    for pointer in pointers:
        kept = best.get(pointer.place)
        if kept is None or RISKS.get(pointer.risk, 0) > RISKS.get(kept.risk, 0):
            best[pointer.place] = pointer
    return list(best.values())


def score(answer: Answer, gold: Sequence[Place], *, judge_summary: bool) -> dict[str, Any]:
    """One answer on one scenario: counts that pool across scenarios."""
    pointers = once(answer.pointers)
    claimed = [p for p in pointers if RISKS.get(p.risk, 0) >= 1]
    right = [p for p in claimed if any(p.place.meets(g) for g in gold)]
    found = [g for g in gold if any(p.place.meets(g) for p in claimed)]
    high = sum(1 for p in pointers if p.risk == "high")
    result: dict[str, Any] = {"gold": len(gold), "found": len(found), "claimed": len(claimed), "right": len(right),
                              "high": high, "seconds": round(answer.seconds, 3)}
    if answer.nodes_visited is not None:
        result["nodes_visited"] = answer.nodes_visited
    if not gold:
        says = bool(QUIET_WORDS.search(answer.summary)) if judge_summary else not claimed
        result["quiet_right"] = high == 0 and says
        result["quiet_given_high"] = high > 0
    elif judge_summary:
        result["breaking_said_quiet"] = bool(SAYS_NOTHING_BREAKS.search(answer.summary))
    result["missed"] = [f"{g.path}:{g.first}" for g in gold if g not in found][:20]
    result["wrong"] = [f"{p.place.path}:{p.place.first}" for p in claimed if p not in right][:20]
    return result


def pooled(scores: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Recall, precision and F1 over many scenarios' counts, with quiet scenarios and times."""
    gold, found = sum(s["gold"] for s in scores), sum(s["found"] for s in scores)
    claimed, right = sum(s["claimed"] for s in scores), sum(s["right"] for s in scores)
    recall = found / gold if gold else None
    precision = right / claimed if claimed else None
    f1 = (2 * recall * precision / (recall + precision)) if recall and precision else 0.0
    quiet = [s["quiet_right"] for s in scores if "quiet_right" in s]
    seconds = [s["seconds"] for s in scores]
    visited = [s["nodes_visited"] for s in scores if "nodes_visited" in s]
    result: dict[str, Any] = {
        "scenarios": len(scores), "gold_sites": gold, "found": found, "claimed": claimed, "right": right,
        "recall": _round(recall), "precision": _round(precision), "f1": _round(f1),
        "quiet_scenarios": len(quiet), "quiet_right": sum(quiet),
        "quiet_given_high": sum(bool(s.get("quiet_given_high")) for s in scores),
        "breaking_said_quiet": sum(bool(s.get("breaking_said_quiet")) for s in scores),
        "p50_s": _round(percentile(seconds, 50)), "p95_s": _round(percentile(seconds, 95)),
    }
    if visited:
        result["median_nodes_visited"] = percentile(visited, 50)
        result["p95_nodes_visited"] = percentile(visited, 95)
    return result


def percentile(values: Sequence[float], p: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    rank = (len(ordered) - 1) * p / 100
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 3)
