"""scout over code: "what breaks if I change X".

1. The change and the symbol (target.py): from scout's arguments when it has them, used exactly; else
   read from the query (`changes.read_change`, then `find_target`): the symbol the query names exactly
   (qualified name, then label, then name; among equals, outside tests and most used), or, when the
   query says a change of code but names the symbol loosely, the code symbol search finds first.
2. Candidates: every use of the symbol, and of what the change reaches with it (the method it
   overrides and those overriding it, an enum's members, a class's constructor, a union's variants),
   one per line (one per match statement for a new member), each rated (`code_rater`, or an LLM).
3. Best-first under the impact preset of the rule: a visited use whose score is above the threshold is
   followed when the change passes through it (a wrapper handing on **kwargs, a caller forwarding its
   own parameters, a function returning the changed value): the caller's own uses join the frontier one
   hop deeper. The walk stops when the budget is spent or no use left scores above the threshold.
4. The compiler in the loop (compiler.py), beside the walk: the change made in a scratch copy and the
   type checker run; its new errors are high, on the use they fall on or on a line of their own, and
   an offline high it does not report is lowered to a look. When it cannot check (no checker, no edit,
   no repository on disk, a timeout, KG_SCOUT_COMPILER=off), the answer says why and is rated offline.
5. The answer: every rated use is a pointer (location, what, action, risk), high first; the summary
   says what breaks and counts what is safe to ignore by kind.
"""

from __future__ import annotations

import asyncio
import heapq
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from kg_server.answers.common import plural
from kg_server.answers.scout import ChangeKind, ScoutChange, ScoutMeta, ScoutReport, ScoutRubric, ScoutStep, ScoutVia
from kg_server.contract import Graph, progress
from kg_server.contract.reads import Scout
from kg_server.syntax import UseKind

from .changes import BODY_CHANGES, ROLE_ORDER, ROLES, ChangeRequest
from .code_body import body_uses
from .code_declared import declared_of
from .code_rater import CodeRater, ReachedUse, Subject, UseRating, syntax_of
from .code_summary import check_words, code_pointer, extractive_summary, facts_for_summary, safe_counts
from .compiler import Checked, apply_check, check_change
from .rule import PRESETS, Candidate, Preset, Score, decide, frontier_key, score
from .target import Target


async def family(graph: Graph, target: Target) -> None:
    """What else the change reaches: overridden and overriding methods, members, constructor, variants."""
    rows = await graph.db.read("scout_symbol_family", {"id": target.symbol["concept_id"]})
    found = rows[0] if rows else {}
    target.related = {
        "base": list(found.get("bases") or []), "override": list(found.get("overrides") or []),
        "member": [m for m in found.get("members") or [] if m["role"] == "member"],
        "constructor": [m for m in found.get("members") or [] if m["role"] == "constructor"],
        "variant": list(found.get("variants") or []),
        "owner": [{"concept_id": found["owner"], "kind": found.get("owner_kind")}] if found.get("owner") else [],
    }


def subject_of(change: ChangeRequest, target: Target) -> Subject:
    symbol = target.symbol
    constructor = target.related.get("constructor") or []
    # A call of a class passes its constructor's parameters.
    declaring = constructor[0] if symbol["kind"] == "class" and constructor else symbol
    signature = declaring.get("signature") or ""
    members = len(target.related.get("member") or []) or len(target.related.get("variant") or [])
    return Subject(change=change, concept_id=symbol["concept_id"], label=symbol["label"], name=symbol["name"],
                   kind=symbol["kind"], language=symbol.get("language") or "python", signature=signature,
                   parameters=declared_of(declaring).parameters, members=members)


def uses_from_rows(rows: Sequence[dict[str, Any]], roles: dict[str, str], *, depth: int = 0, via: str | None = None,
                   through: str = "") -> list[ReachedUse]:
    uses = []
    for row in rows:
        # A quote a curator added to a symbol has no kind of use: it is prose about it, as a mention is.
        role, kind = roles[row["symbol"]], UseKind(row["use"] or UseKind.MENTION)
        if kind == UseKind.DEFINITION and role != "override":
            continue
        if role == "override" and kind != UseKind.DEFINITION:
            continue  # an override's uses are its base's (read with it)
        statement = (row["statement"] or [row["line"], row["line"]]) if row["line"] is not None else None
        uses.append(ReachedUse(
            instance_id=row["instance_id"], symbol=row["symbol"], role=role, use=kind, document=row["document"],
            line=row["line"] or 0, statement=(int(statement[0]), int(statement[1])) if statement else (0, 0),
            syntax=syntax_of(row["syntax"]), in_test=bool(row["in_test"]), quote=row["quote"] or "",
            source_id=row["source_id"], paragraph=row["paragraph"], owner=row["owner"],
            owner_label=row["owner_label"] or "", owner_kind=row["owner_kind"] or "",
            owner_declared=declared_of(row["owner_declared"]),
            block_start=row["block_start"], block_text=row["block_text"], depth=depth, via=via, through=through,
            interface=row.get("interface") or "",
        ))
    return uses


def one_per_site(uses: list[ReachedUse], change: ChangeRequest) -> list[ReachedUse]:
    """One candidate per line (the symbol's own use first), and one per match or chain for a new member,
    counting how many of the members it names."""
    chosen: dict[tuple[Any, ...], ReachedUse] = {}
    named: dict[tuple[Any, ...], set[str]] = defaultdict(set)
    for use in sorted(uses, key=lambda u: (u.document, u.line, ROLE_ORDER.index(u.role), u.instance_id)):
        if change.kind == ChangeKind.ADD_MEMBER and use.use in (UseKind.PATTERN, UseKind.ISINSTANCE):
            key: tuple[Any, ...] = (use.document, "chain", int(use.syntax.get("match_line") or use.line))
            named[key].add(use.symbol)
        else:
            key = (use.document, use.line if use.line else use.source_id)
        chosen.setdefault(key, use)
    for key, members in named.items():
        chosen[key].covered = len(members)
    return list(chosen.values())


@dataclass
class _Queued:
    key: str
    use: ReachedUse
    rating: UseRating
    candidate: Candidate
    score: Score


class ImpactWalk:
    """One code question's walk over the uses (see the module's docstring)."""

    def __init__(self, graph: Graph, request: Scout, change: ChangeRequest, target: Target, rater: CodeRater) -> None:
        self.graph, self.request, self.change, self.target, self.rater = graph, request, change, target, rater
        self.preset_name = request.preset or "impact"
        self.preset: Preset = PRESETS[self.preset_name]
        self.threshold = self.preset.threshold if request.threshold is None else request.threshold
        self.wanted = tuple(request.tags)
        self.subject = subject_of(change, target)
        self.heap: list[tuple[tuple[float, int, str], str]] = []
        self.queued: dict[str, _Queued] = {}
        self.rated: list[_Queued] = []
        self.seen: set[tuple[Any, ...]] = set()
        self.followed: set[str] = set()  # callers whose uses were read
        self.steps: list[ScoutStep] = []
        self.stopped = ""

    async def run(self) -> ScoutReport:
        checking = asyncio.create_task(check_change(self.graph, self.change, self.target))
        try:
            return await self._walk(checking)
        finally:
            checking.cancel()  # a walk that failed leaves no check running; a finished task ignores it

    async def _walk(self, checking: asyncio.Task[Checked]) -> ScoutReport:
        symbol = self.target.symbol
        roles = {symbol["concept_id"]: "self"}
        for role in ROLES[self.change.kind]:
            for related in self.target.related.get(role, []):
                roles.setdefault(related["concept_id"], role)
        rows = await self.graph.db.read("scout_symbol_uses", {"ids": list(roles)})
        uses = one_per_site(uses_from_rows(rows, roles), self.change)
        if self.change.parameter and self.change.kind in BODY_CHANGES:
            blocks = await self.graph.db.read("scout_symbol_body", {"id": symbol["concept_id"],
                                                                    "document": symbol["document"]})
            uses += body_uses(self.subject, blocks, self._signature_end(blocks))
        await self._queue(uses, self.subject)
        budget = self.request.budget
        while self.heap and budget > 0:
            _, key = self.heap[0]
            best = self.queued[key]
            if best.score.total <= self.threshold:
                self.stopped = (f"stopped: the best use left scores {best.score.total:.2f}, not above the threshold "
                                f"{self.threshold:.2f}")
                break
            heapq.heappop(self.heap)
            del self.queued[key]
            budget -= 1
            await self._visit(best, budget)
        if self.heap and budget <= 0:
            self.stopped = f"stopped: the budget is spent ({plural(len(self.heap), 'rated use')} not visited)"
        return await self._report(budget, await checking)

    def _signature_end(self, blocks: Sequence[dict[str, Any]]) -> int:
        """The last line of the symbol's signature (its parameters' own lines are no uses of them)."""
        line = int(self.target.symbol["line"] or 0)
        for block in blocks:
            for offset, text in enumerate((block["text"] or "").splitlines()):
                if block["line_start"] + offset >= line and text.rstrip().endswith((":", "{")):
                    return int(block["line_start"]) + offset
        return line

    async def _queue(self, uses: list[ReachedUse], subject: Subject) -> int:
        fresh = [u for u in uses if (u.document, u.line, u.source_id if not u.line else "") not in self.seen]
        if not fresh:
            return 0
        ratings = await self.rater.rate(subject, fresh)
        kinds = Counter(u.use for u in fresh)
        for use, rating in zip(fresh, ratings):
            self.seen.add((use.document, use.line, use.source_id if not use.line else ""))
            key = f"{use.document}:{use.line:06d}:{use.instance_id}"
            candidate = Candidate(key, use.depth, 0, rating.rubric, siblings=kinds[use.use] - 1)
            queued = _Queued(key, use, rating, candidate, score(candidate, self.preset, self.wanted))
            self.queued[key] = queued
            self.rated.append(queued)
            heapq.heappush(self.heap, (frontier_key(candidate, queued.score), key))
        return len(fresh)

    async def _visit(self, item: _Queued, budget: int) -> None:
        decision = decide(item.candidate, self.preset, wanted=self.wanted, budget_remaining=budget,
                          max_depth=self.request.max_depth, threshold=self.threshold)
        added, reason = 0, decision.reason
        owner = item.use.owner
        if decision.expand and item.rating.propagates and owner and owner not in self.followed:
            self.followed.add(owner)
            added = await self._follow(item)
            reason += (f"; the change passes through {item.use.owner_label}: queued "
                       f"{plural(added, 'use')} of it" if added else f"; {item.use.owner_label} has no uses")
        elif decision.expand:
            reason += "; the change stops at this line"
        rubric = item.rating.rubric
        use = item.use
        self.steps.append(ScoutStep(
            step=len(self.steps) + 1, concept_id=use.owner or use.symbol, label=use.owner_label or use.symbol,
            depth=use.depth, via=ScoutVia(from_id=use.via, type="passes_through", direction="incoming")
            if use.via else None,
            rubric=ScoutRubric(relevance=rubric.relevance, risk=rubric.risk, complexity=rubric.complexity,
                               confidence=rubric.confidence, tags=list(rubric.tags)),
            rated_by=item.rating.rated_by, score=item.score.total,
            parts={name: value for name, value in item.score.parts.items() if value}, expanded=decision.expand,
            reason=reason, queued=added, location=f"{use.document}:{item.rating.line or use.line}"))
        await progress.report(len(self.steps), self.request.budget, f"visited {self.steps[-1].location}")

    async def _follow(self, item: _Queued) -> int:
        """The caller's own uses, one hop deeper, rated as the change passed on to them."""
        use = item.use
        assert use.owner is not None
        rows = await self.graph.db.read("scout_symbol_uses", {"ids": [use.owner]})
        through = "kwargs" if use.syntax.get("star_kwargs") or use.syntax.get("star_args") or use.syntax.get(
            "spread") else "value" if self.change.kind == ChangeKind.CHANGE_RETURN else "parameters"
        found = uses_from_rows(rows, {use.owner: "caller"}, depth=use.depth + 1, via=use.location, through=through)
        subject = replace(self.subject, via_label=use.owner_label)
        return await self._queue(one_per_site(found, self.change), subject)

    def _namesakes(self) -> str:
        """The other symbols the question's name fits, where each is defined: this answer is about one."""
        others = self.target.namesakes
        if not others:
            return ""
        return (f"; the name also fits {plural(len(others), 'other symbol')}, not counted here: {'; '.join(others)} "
                "(pass symbol with file, or its qualified name, to ask about one of them)")

    async def _report(self, budget: int, checked: Checked) -> ScoutReport:
        request, symbol = self.request, self.target.symbol
        ordered = sorted(self.rated, key=lambda q: (-q.rating.rubric.risk, frontier_key(q.candidate, q.score)))
        pointers = apply_check([code_pointer(q.use, q.rating, q.score.total) for q in ordered], checked, self.target,
                               self.change.kind)
        defined_at = f"{symbol['document']}:{symbol['line']}"
        change = ScoutChange(
            symbol=symbol["concept_id"],
            qualified_name=symbol["qualified_name"] or symbol["label"],
            label=symbol["label"],
            kind=symbol["kind"],
            defined_at=defined_at,
            change=self.change.kind,
            detail=self.change.describe(),
            parameter=self.change.parameter,
            new_name=self.change.new_name,
            required=self.change.required,
            found_by=self.target.found_by,
            read_from=self.change.read_from,
            also=sorted(
                {r["concept_id"] for role in ROLES[self.change.kind] for r in self.target.related.get(role, [])}
            ),
            alternatives=self.target.alternatives,
        )
        interpretation = (
            f"{self.change.said()}: {symbol['label']} ({symbol['kind']} {symbol['qualified_name']}, "
            f"defined at {defined_at}, found by {self.target.found_by}){self._namesakes()}; the change: "
            f"{change.detail}; tags wanted: "
            f"{', '.join(self.wanted) or 'none'}; preset {self.preset_name} (threshold {self.threshold:g})"
            + (f"; {self.stopped}" if self.stopped else "")
        )
        summary = extractive_summary(change, pointers, checked.check)
        written = await self.rater.summarise(request.query, facts_for_summary(change, pointers)) if pointers else None
        if written:
            summary, read_as = written
            summary = f"{summary} {check_words(checked.check)}"
            interpretation = f"{read_as} ({interpretation})"
        rater = self.rater.describe() + "".join(f"; {note}" for note in self.rater.notes)
        meta = ScoutMeta(
            mode="code", change=change, checked=checked.check, safe_to_ignore=safe_counts(pointers),
            nodes_visited=len(self.steps),
            budget=request.budget, budget_remaining=budget, candidates_left=len(self.queued),
            interpretation=interpretation, rater=rater, preset=self.preset_name, threshold=self.threshold,
            max_depth=request.max_depth, seeds=[symbol["concept_id"]], trace=self.steps)
        return ScoutReport(query=request.query, tags=list(self.wanted), summary=summary, pointers=pointers, meta=meta)

