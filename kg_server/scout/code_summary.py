"""A code answer's parts: each rated use as a pointer, the summary a developer acts on ("format_filename
(src/click/utils.py:442). Adding a required parameter breaks 14 places: ... Safe to ignore: 3 imports,
1 re-export."), and the facts an LLM writes its summary from."""

from __future__ import annotations

from collections import Counter

from kg_server.answers.common import plural
from kg_server.answers.scout import ScoutChange, ScoutCheck, ScoutPointer
from kg_server.syntax import UseKind

from .code_rater import ReachedUse, UseRating
from .rule import risk_level

SUMMARY_BREAKS = 4  # breaking lines the summary shows one by one; more are grouped by what to do
SUMMARY_LOOKS = 4
SUMMARY_PLACES = 40  # lines the summary names at most (grouped); the pointers have them all
FACT_POINTERS = 40  # pointers an LLM summary is written from
# How a kind of use is counted among the safe ones (singular, plural); "caller" counts the uses of a caller
# the change passes through, whatever their kind.
KIND_WORDS: dict[str, tuple[str, str]] = {
    UseKind.IMPORT: ("import", "imports"), UseKind.RE_EXPORT: ("re-export", "re-exports"),
    UseKind.ANNOTATION: ("annotation", "annotations"), UseKind.CALL: ("call", "calls"),
    UseKind.DECORATOR: ("decorator", "decorators"),
    UseKind.PATTERN: ("match or comparison", "matches and comparisons"),
    UseKind.ISINSTANCE: ("isinstance test", "isinstance tests"), UseKind.SUBCLASS: ("subclass", "subclasses"),
    UseKind.ATTRIBUTE: ("attribute read", "attribute reads"), UseKind.ASSIGNMENT: ("assignment", "assignments"),
    UseKind.REFERENCE: ("other reference", "other references"),
    UseKind.MENTION: ("mention in the docs", "mentions in the docs"), UseKind.DEFINITION: ("override", "overrides"),
    "caller": ("use of a caller the change may pass through", "uses of callers the change may pass through"),
}


def code_pointer(use: ReachedUse, rating: UseRating, total: float) -> ScoutPointer:
    """A rated use as the answer shows it: where, what is there, what to do, how surely it breaks."""
    line = rating.line or None
    quote = _line_text(use, rating.line) if line and line != use.line else use.quote
    return ScoutPointer(
        concept_id=use.owner or use.symbol, label=use.owner_label or use.symbol, why=rating.why,
        quote=quote.rstrip() if quote else None, document=use.document,
        paragraph=use.paragraph, source_id=use.source_id,
        risk=risk_level(rating.rubric.risk), score=total, depth=use.depth,
        location=f"{use.document}:{line}" if line else use.document, what=rating.what, action=rating.action,
        use=use.use, line=line, statement=list(rating.statement) if rating.statement and line else None,
        in_test=use.in_test,
    )


def _line_text(use: ReachedUse, line: int) -> str:
    """Line `line` of the use's definition block, when the block came with it (a match's `match` line)."""
    if use.block_text is None or use.block_start is None:
        return use.quote
    lines = use.block_text.splitlines()
    index = line - use.block_start
    return lines[index] if 0 <= index < len(lines) else use.quote


def safe_counts(pointers: list[ScoutPointer]) -> dict[str, int]:
    """Low-risk pointers by kind of use, most first."""
    counted = Counter("caller" if p.depth else p.use or UseKind.REFERENCE for p in pointers if p.risk == "low")
    return dict(sorted(counted.items(), key=lambda item: (-item[1], item[0])))


def tally(counts: dict[str, int]) -> str:
    """'3 imports, 1 re-export and 5 annotations'."""
    parts = [plural(n, *KIND_WORDS.get(kind, (kind, kind + "s"))) for kind, n in counts.items()]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _brief(pointer: ScoutPointer) -> str:
    return f"{pointer.location} {pointer.what} ({pointer.action})"


def _places(pointers: list[ScoutPointer], shown: int) -> str:
    """A few pointers one by one with what is there; many, grouped by what to do, their lines by document
    ("pass the new argument encoding: src/click/types.py:1013, 1168, 1177; src/click/utils.py:163")."""
    if len(pointers) <= shown:
        return "; ".join(_brief(p) for p in pointers)
    by_action: dict[str, dict[str, list[int]]] = {}
    for p in pointers[:SUMMARY_PLACES]:
        by_action.setdefault(p.action or "", {}).setdefault(p.document or "", []).append(p.line or 0)
    groups = []
    for action, documents in by_action.items():
        places = "; ".join(
            f"{document}:{', '.join(str(n) for n in sorted(set(lines)) if n)}" if any(lines) else document
            for document, lines in sorted(documents.items())
        )
        groups.append(f"{action}: {places}")
    more = f" (and {len(pointers) - SUMMARY_PLACES} more: see the pointers)" if len(pointers) > SUMMARY_PLACES else ""
    return " | ".join(groups) + more


def check_words(check: ScoutCheck) -> str:
    """Whether the compiler checked the answer: "Checked by basedpyright (warm server, 12 files, 0.9 s): 3
    new errors after the edit (...)."."""
    if check.checked:
        files = "the whole repository" if check.files is None else plural(check.files, "file")
        how = f"{check.way}, " if check.way else ""
        left = (f" Left unchecked within KG_SCOUT_COMPILER_BUDGET: {plural(check.unchecked_files, 'more file')} "
                "naming it or using it, their lines rated offline." if check.unchecked_files else "")
        return (f"Checked by {check.checker} ({how}{files}, {check.seconds:g} s): "
                f"{plural(check.new_errors or 0, 'new error')} after the edit ({check.edit}).{left}")
    return f"Not checked by the compiler ({check.reason}): rated offline from the syntax."


def extractive_summary(change: ScoutChange, pointers: list[ScoutPointer], check: ScoutCheck) -> str:
    """The summary without an LLM: the symbol and where it is defined, what breaks, what to look at,
    and what is safe to ignore, counted by kind; then whether the compiler checked it. "Nothing breaks"
    only when the checker ran and reported no new error."""
    head = f"{change.label} ({change.defined_at})."
    breaks = [p for p in pointers if p.risk == "high"]
    looks = [p for p in pointers if p.risk == "medium"]
    counts = safe_counts(pointers)
    verb = change.detail[0].upper() + change.detail[1:]
    parts = [head]
    if breaks:
        statements = {(p.document, tuple(p.statement or [p.line])) for p in breaks}
        parts.append(f"{verb}: breaks {plural(len(statements), 'place')}: {_places(breaks, SUMMARY_BREAKS)}.")
    elif check.checked and check.unchecked_files:
        parts.append(f"Nothing breaks in the {plural(check.files or 0, 'file')} checked: {check.checker} reports no "
                     f"new error there ({plural(check.unchecked_files, 'more file')} left unchecked).")
    elif check.checked:
        parts.append(f"Nothing breaks: {change.detail} leaves every use of it working: {check.checker} reports "
                     "no new error.")
    else:
        parts.append(f"No use breaks as the offline rater reads the syntax: {change.detail} may still break what "
                     "only a type checker sees.")
    if looks:
        parts.append(f"Look at {plural(len(looks), 'place')}: {_places(looks, SUMMARY_LOOKS)}.")
    if counts:
        parts.append(f"Safe to ignore: {tally(counts)}.")
    if not pointers:
        parts.append("No use of it was found in the graph.")
    parts.append(check_words(check))
    return " ".join(parts)


def facts_for_summary(change: ScoutChange, pointers: list[ScoutPointer]) -> str:
    """What an LLM may write the summary from: the change and the rated lines."""
    lines = [f"Symbol: {change.label} ({change.kind} {change.qualified_name}), defined at {change.defined_at}.",
             f"Change: {change.detail}.", "Uses rated (risk, location, construct, action):"]
    risky = [p for p in pointers if p.risk != "low"]
    lines += [f"- [{p.risk}] {p.location}: {p.what}: {p.action}" for p in risky[:FACT_POINTERS]]
    if len(risky) > FACT_POINTERS:
        lines.append(f"- and {len(risky) - FACT_POINTERS} more of high or medium risk")
    counts = safe_counts(pointers)
    lines.append(f"Safe to ignore (low risk): {tally(counts)}." if counts else "Nothing is safe to ignore.")
    return "\n".join(lines)
