"""scout: a budgeted, explained exploration of the graph for a fuzzy question.

1. Seeds: the graph-aware passage ranking of the query (`search_passages` mode "graph": flat search
   for the first hop, a walk through specific concepts for the second) gives one concept per leading
   paragraph, the one that led the walk there or names what it is about; hybrid search over concepts
   adds those closest to the query's meaning. They enter the frontier at depth 0.
2. Every candidate that enters the frontier is rated (`kg_server.scout.raters`: offline, or an LLM in one
   call per batch) and scored by the pure expansion rule (`kg_server.scout.rule`), which also weighs
   its lead: how high the paragraph it leads to stands in that ranking.
3. Best-first: the best-scoring candidate is visited (one unit of budget); the rule decides whether
   to expand it, and an expansion rates and queues its neighbours over every relationship type.
   Visiting stops when the budget is spent or the frontier is empty.
4. The answer: pointers (visited concepts, best first, each quoting the ranked paragraph it leads to,
   naming the next ranked paragraph that grounds it, with a risk level), a summary (extractive, or
   written by the LLM when one is configured) and a trace saying for each visited concept why it was
   or was not expanded.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass, replace
from typing import Any

from kg_server import search
from kg_server.answers.common import plural
from kg_server.answers.scout import (
    ScoutMeta,
    ScoutPointer,
    ScoutReport,
    ScoutRubric,
    ScoutStep,
    ScoutVia,
)
from kg_server.contract import Graph, implements, progress
from kg_server.contract.reads import SCOUT, Scout
from kg_server.store.queries import RELATIONSHIP_TYPES
from kg_server.text import QUOTE_CHARS, query_words, squash, trim_around, word_hits

from .changes import change_from_arguments, read_change
from .code_llm import make_code_rater
from .code_rater import CodeRater
from .impact import ImpactWalk, family
from .raters import Card, ConceptRater, ProseQuestion, Rating, cards_from_rows, make_rater
from .rule import (
    PRESETS,
    Candidate,
    Preset,
    Score,
    decide,
    frontier_key,
    rank_siblings,
    risk_level,
    score,
)
from .target import Target, find_target, named_target

MAX_SEEDS = 5  # concepts nearest the query's meaning
SEED_PARAGRAPHS = 8  # leading paragraphs of the graph-aware ranking that give a seed each
RANKED_PARAGRAPHS = 100  # of that ranking, whose places order a card's quotes
LEAD_PLACES = 10  # a concept's lead: 1 for the ranking's first paragraph, down by 1/10 a place to 0 at the 11th
POINTER_PASSAGES = 1  # other ranked paragraphs a pointer names besides the one it quotes
MAX_NEIGHBOURS = 25  # new candidates one expansion may queue (a hub's strongest relationships first)
MAX_QUOTES = 5  # quotes per candidate card (the pointer's quote is chosen among them)
SUMMARY_POINTERS = 3


@dataclass
class _Queued:
    candidate: Candidate
    score: Score
    card: Card
    rating: Rating
    paragraph: str | None = None  # the ranked paragraph it leads to (its pointer quotes from it)


@implements(SCOUT)
async def scout(graph: Graph, request: Scout, *, rater: ConceptRater | None = None,
                code_rater: CodeRater | None = None) -> ScoutReport:
    """A symbol of code and a change (scout's arguments, else the query's words) are answered over the
    code graph (impact.py: what breaks); any other query explores the concepts as below."""
    change = change_from_arguments(request)
    if change is not None:
        target: Target | None = await named_target(graph, change.names[0][0], request.file)
    else:
        change = read_change(request.query)
        target = await find_target(graph, change, request.query) if change is not None else None
    if change is not None and target is not None:
        own_code = code_rater is None
        code = code_rater or make_code_rater(graph.settings)
        try:
            await family(graph, target)
            return await ImpactWalk(graph, request, change, target, code).run()
        finally:
            if own_code:
                await code.aclose()
    min_similarity = search.default_min_similarity(graph.embedder.name)
    own = rater is None
    chosen = rater or make_rater(graph.settings, min_similarity)
    try:
        return await _Exploration(graph, chosen, request, min_similarity).run()
    finally:
        if own:
            await chosen.aclose()


class _Exploration:
    def __init__(self, graph: Graph, rater: ConceptRater, request: Scout, min_similarity: float) -> None:
        self.graph = graph
        self.db = graph.db
        self.embedder = graph.embedder
        self.rater = rater
        self.request = request
        self.min_similarity = min_similarity
        self.preset_name = request.preset or "balanced"
        self.preset: Preset = PRESETS[self.preset_name]
        self.threshold = self.preset.threshold if request.threshold is None else request.threshold
        self.wanted = tuple(request.tags)
        self.vector: list[float] | None = None
        self.heap: list[tuple[tuple[float, int, str], str]] = []
        self.queued: dict[str, _Queued] = {}
        self.seen: set[str] = set()
        self.visited: list[tuple[_Queued, ScoutStep]] = []
        self.walk = search.GraphRanking([], {})
        self.places: dict[str, int] = {}  # paragraph id -> its place in the graph-aware ranking (0: best)
        self.chosen: dict[str, str] = {}  # seed concept -> the leading paragraph it was chosen for

    async def run(self) -> ScoutReport:
        request = self.request
        self.walk, self.vector = await search.walked_passages(self.db, self.embedder, request.query, matching_only=True)
        self.places = {f.key: n for n, f in enumerate(self.walk.fused[:RANKED_PARAGRAPHS])}
        near = await search.concepts_near(self.db, self.embedder, request.query, self.vector, limit=MAX_SEEDS)
        self.chosen = self.walk.seeds(SEED_PARAGRAPHS)
        seeds = list(dict.fromkeys([*self.chosen, *near]))
        await self._queue(seeds, depth=0, via={})
        budget = request.budget
        while self.heap and budget > 0:
            _, concept_id = heapq.heappop(self.heap)
            item = self.queued.pop(concept_id)
            budget -= 1
            decision = decide(item.candidate, self.preset, wanted=self.wanted, budget_remaining=budget,
                              max_depth=request.max_depth, threshold=self.threshold)
            added = 0
            reason = decision.reason
            if decision.expand:
                added = await self._expand(item)
                reason += f"; queued {plural(added, 'new neighbour')}" if added else "; no new neighbours"
            self.visited.append((item, self._step(item, decision.expand, reason, added)))
            await progress.report(len(self.visited), request.budget, f"visited {item.card.label}")
        return await self._report(seeds, budget)

    # --- the frontier ---------------------------------------------------------------------------------
    async def _queue(self, ids: list[str], *, depth: int, via: dict[str, ScoutVia | None]) -> int:
        ids = [i for i in dict.fromkeys(ids) if i not in self.seen]
        if not ids:
            return 0
        rows = await self.db.read("scout_cards", {"ids": ids, "vector": self.vector, "types": list(RELATIONSHIP_TYPES),
                                                  "max_quotes": MAX_QUOTES, "places": self.places})
        order = {concept_id: n for n, concept_id in enumerate(ids)}
        cards = sorted(cards_from_rows(rows, depth=depth, via=via), key=lambda c: order[c.concept_id])
        ratings = await self.rater.rate(ProseQuestion(self.request.query, self.wanted), cards)
        leads = {card.concept_id: self._lead(card) for card in cards}
        ranks = rank_siblings([(c.concept_id, r.rubric) for c, r in zip(cards, ratings)], self.preset, self.wanted,
                              {concept_id: lead for concept_id, (lead, _) in leads.items()})
        for card, rating in zip(cards, ratings):
            lead, paragraph = leads[card.concept_id]
            candidate = Candidate(card.concept_id, depth, ranks[card.concept_id], rating.rubric, lead)
            scored = score(candidate, self.preset, self.wanted)
            self.queued[card.concept_id] = _Queued(candidate, scored, card, rating, paragraph)
            self.seen.add(card.concept_id)
            heapq.heappush(self.heap, (frontier_key(candidate, scored), card.concept_id))
        return len(cards)

    def _lead(self, card: Card) -> tuple[float, str | None]:
        """The concept's lead, how high the paragraph it leads to stands in the graph-aware ranking (1 for
        the first, 0 from the 11th): the best-placed one the walk reached through it (the second hop it
        explains), else its best-placed one; and the ranked paragraph its pointer quotes: that one, or for
        a seed the leading paragraph it was chosen for."""
        grounded = {*self.walk.grounds.get(card.concept_id, ()), *(q["source_id"] for q in card.quotes)}
        ranked = sorted((p for p in grounded if p in self.places), key=self.places.__getitem__)
        if not ranked:
            return 0.0, None
        led = ([p for p in ranked if card.concept_id in self.walk.walked.get(p, ())] or ranked)[0]
        # A seed quotes the leading paragraph it was chosen for: two leading paragraphs sharing a name reach
        # each other through it, and the son's paragraph has the son's name for a seed, the father's his.
        shown = self.chosen.get(card.concept_id, led)
        return round(max(0.0, 1 - self.places[led] / LEAD_PLACES), 4), shown

    async def _expand(self, item: _Queued) -> int:
        concept_id = item.candidate.concept_id
        rows = await self.db.read("related_step", {"frontier": [concept_id], "types": list(RELATIONSHIP_TYPES),
                                                   "seen": sorted(self.seen), "limit": MAX_NEIGHBOURS * 4})
        via: dict[str, ScoutVia | None] = {}
        for row in rows:  # strongest relationship first; one way in per neighbour
            if row["to_id"] not in via and len(via) < MAX_NEIGHBOURS:
                via[row["to_id"]] = ScoutVia(from_id=concept_id, type=row["type"].lower(), direction=row["direction"],
                                             confidence=row["confidence"])
        return await self._queue(list(via), depth=item.candidate.depth + 1, via=via)

    def _step(self, item: _Queued, expanded: bool, reason: str, added: int) -> ScoutStep:
        rubric = item.rating.rubric
        return ScoutStep(
            step=len(self.visited) + 1, concept_id=item.card.concept_id, label=item.card.label,
            depth=item.candidate.depth, via=item.card.via,
            rubric=ScoutRubric(relevance=rubric.relevance, risk=rubric.risk, complexity=rubric.complexity,
                               confidence=rubric.confidence, tags=list(rubric.tags)),
            rated_by=item.rating.rated_by, score=item.score.total,
            parts={name: value for name, value in item.score.parts.items() if value}, expanded=expanded,
            reason=reason, queued=added,
        )

    # --- the answer -----------------------------------------------------------------------------------
    async def _report(self, seeds: list[str], budget: int) -> ScoutReport:
        request = self.request
        words = query_words(request.query)
        ranked = sorted(self.visited, key=lambda v: frontier_key(v[0].candidate, v[0].score))
        pointers = [_pointer(item, words, self.places) for item, _ in ranked]
        conflicts = []
        if len(self.visited) > 1:
            conflicts = await self.db.read(
                "scout_contradictions", {"ids": [i.card.concept_id for i, _ in self.visited]}
            )
        facts = _facts(pointers, conflicts)
        interpretation = (
            f"the graph-aware passage ranking and concept search for {request.query!r} gave "
            f"{plural(len(seeds), 'seed')}"
            f"{' (' + ', '.join(seeds) + ')' if seeds else ''}; tags wanted: "
            f"{', '.join(self.wanted) or 'none'}; preset {self.preset_name} (threshold {self.threshold:g})"
        )
        summary = _extractive(request.query, pointers, conflicts, len(self.visited),
                              sum(step.expanded for _, step in self.visited))
        written = await self.rater.summarise(request.query, facts) if pointers else None
        if written:
            summary, read_as = written
            interpretation = f"{read_as} ({interpretation})"
        rater = self.rater.describe() + "".join(f"; {note}" for note in self.rater.notes)
        meta = ScoutMeta(
            nodes_visited=len(self.visited),
            budget=request.budget,
            budget_remaining=budget,
            candidates_left=len(self.queued),
            interpretation=interpretation,
            rater=rater,
            preset=self.preset_name,
            threshold=self.threshold,
            max_depth=request.max_depth,
            seeds=seeds,
            trace=[step for _, step in self.visited],
        )
        return ScoutReport(query=request.query, tags=list(self.wanted), summary=summary, pointers=pointers, meta=meta)


def _best_quote(card: Card, words: frozenset[str], places: dict[str, int],
                paragraph: str | None = None) -> dict[str, Any] | None:
    if not card.quotes:
        return None
    if led := [q for q in card.quotes if q["source_id"] == paragraph]:  # the paragraph it leads to
        card = replace(card, quotes=led)

    def overlap(quote: dict[str, Any]) -> int:
        return len({word for _, word in word_hits(quote["quote"], words)})

    # From the best-ranked paragraph, then with most of the query's words, then the most confident (the
    # card lists quotes by their paragraph's place, then most confident first).
    unranked = len(places)
    return min(enumerate(card.quotes), key=lambda pair: (
        places.get(pair[1]["source_id"], unranked), -overlap(pair[1]), pair[0]))[1]


def _passages(card: Card, places: dict[str, int], quoted: str | None) -> list[str]:
    """The other ranked paragraphs its quotes come from, best first."""
    ranked = {q["source_id"] for q in card.quotes if q["source_id"] in places} - {quoted}
    return sorted(ranked, key=places.__getitem__)[:POINTER_PASSAGES]


def _pointer(item: _Queued, words: frozenset[str], places: dict[str, int]) -> ScoutPointer:
    card = item.card
    quote = _best_quote(card, words, places, item.paragraph)
    return ScoutPointer(
        concept_id=card.concept_id, label=card.label, why=item.rating.why,
        quote=trim_around(quote["quote"], words, max_chars=QUOTE_CHARS) if quote else None,
        document=quote["document"] if quote else None, paragraph=quote["paragraph"] if quote else None,
        source_id=quote["source_id"] if quote else None, risk=risk_level(item.rating.rubric.risk),
        score=item.score.total, depth=item.candidate.depth,
        passages=_passages(card, places, quote["source_id"] if quote else None),
    )


def _cite(pointer: ScoutPointer) -> str:
    return f'"{squash(pointer.quote)}" ({pointer.document} ¶{pointer.paragraph})' if pointer.quote else "(no quote)"


def _extractive(query: str, pointers: list[ScoutPointer], conflicts: list[dict[str, Any]], visited: int,
                expanded: int) -> str:
    """The summary without an LLM: the best concepts with their quotes, the conflicts, the high risks."""
    if not pointers:
        return f"Nothing in the graph matches {query!r}: no concept was found to start from."
    parts = [f"Scouted {plural(visited, 'concept')} for {query!r} ({expanded} expanded)."]
    parts += [f"{p.label}: {_cite(p)}." for p in pointers[:SUMMARY_POINTERS]]
    if conflicts:
        shown = "; ".join(f"{c['a_label']} contradicts {c['b_label']}" for c in conflicts[:3])
        more = f" and {len(conflicts) - 3} more" if len(conflicts) > 3 else ""
        parts.append(f"Conflicts: {shown}{more}.")
    risky = [p.label for p in pointers if p.risk == "high"]
    if risky:
        parts.append(f"High risk: {', '.join(risky[:5])}{'…' if len(risky) > 5 else ''}.")
    return " ".join(parts)


def _facts(pointers: list[ScoutPointer], conflicts: list[dict[str, Any]]) -> str:
    """What the LLM may write its summary from: the visited concepts and the conflicts among them."""
    lines = ["Concepts found (best first):"]
    for p in pointers[:12]:
        lines.append(f"- {p.concept_id}: {p.label} [risk {p.risk}]: {_cite(p)}")
    if conflicts:
        lines.append("Contradictions between them:")
        lines += [f"- {c['a_id']} contradicts {c['b_id']} (confidence {c['confidence'] or 0:.2f}, "
                  f"{c['method'] or 'stated'})" for c in conflicts[:10]]
    return "\n".join(lines)
