"""The scout's raters: each turns candidate concepts into rubrics (relevance, risk, complexity,
confidence 1-5, tags) with a sentence saying why.

- `OfflineRater` (always available): relevance from the embedding similarity of the concept to the
  query, risk from the relationship types it takes part in (CONTRADICTS and REQUIRES raise it, weighted
  by their confidence), complexity from how many relationships it has, confidence from how many quotes
  ground it; tags from those relationship types, the folders and tags of its documents and its status.
- `LLMRater` (an OpenAI-compatible endpoint, `KG_SCOUT_RATER`): rates each batch of candidates in one
  chat completion answered in a strict JSON schema, and writes the scout's summary. Candidates it does
  not rate, and batches whose call fails, are rated offline, and the report says so.
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from pydantic import BaseModel

from kg_server.answers.scout import ScoutVia
from kg_server.config import Settings
from kg_server.errors import ConfigError
from kg_server.providers.llm import ChatClient, LLMError
from kg_server.text import query_words, squash, trim_around

from .rule import Rubric

log = logging.getLogger(__name__)

# Risk per relationship type, per unit of confidence (at most 2 units counted per type).
TYPE_RISK = {"CONTRADICTS": 2.5, "REQUIRES": 1.0, "IMPLIES": 0.5}
RELATIONSHIPS_PER_COMPLEXITY_POINT = 4
# How a relationship type reads between two concepts ("x implies y", "x is part of y").
VERBS = {"part_of": "is part of", "kind_of": "is a kind of", "related_to": "is related to"}
RATED_QUOTE_CHARS = 200  # of each quote shown to the LLM
RATING_ATTEMPTS = 3


@dataclass
class Card:
    """What the raters know about a candidate (from cypher/queries/scout/scout_cards.cypher)."""

    concept_id: str
    label: str
    description: str = ""
    similarity: float | None = None  # cosine to the query
    quotes: list[dict[str, Any]] = field(default_factory=list)
    quote_count: int = 0
    documents: list[str] = field(default_factory=list)
    topics: list[str] = field(default_factory=list)
    document_tags: list[str] = field(default_factory=list)
    relationships: dict[str, list[float]] = field(default_factory=dict)  # type -> confidences
    status: str | None = None
    friction: float | None = None
    depth: int = 0
    via: ScoutVia | None = None

    @property
    def degree(self) -> int:
        return sum(len(v) for v in self.relationships.values())


@dataclass(frozen=True)
class Rating:
    rubric: Rubric
    why: str
    rated_by: str


class Rater(Protocol):
    name: str
    notes: list[str]

    def describe(self) -> str: ...

    async def rate(self, query: str, wanted: Sequence[str], cards: Sequence[Card]) -> list[Rating]: ...

    async def summarise(self, query: str, facts: str) -> tuple[str, str] | None: ...

    async def aclose(self) -> None: ...


def _scale(value: float) -> float:
    return round(min(5.0, max(1.0, value)), 1)


class OfflineRater:
    name = "offline"

    def __init__(self, min_similarity: float) -> None:
        # Paraphrases score about min_similarity with a small model: that maps to the middle of the scale.
        self.low = min_similarity - 0.15
        self.high = min_similarity + 0.35
        self.notes: list[str] = []

    def describe(self) -> str:
        return "offline (embedding similarity, relationship types, evidence count)"

    async def rate(self, query: str, wanted: Sequence[str], cards: Sequence[Card]) -> list[Rating]:
        return [self.rate_one(card) for card in cards]

    def rate_one(self, card: Card) -> Rating:
        cosine = card.similarity
        relevance = 1.0 if cosine is None else 1 + 4 * min(1.0, max(0.0, (cosine - self.low) / (self.high - self.low)))
        weight = {t: min(2.0, sum(c if c is not None else 0.5 for c in card.relationships.get(t, []))) for t in TYPE_RISK}
        risk = 1 + sum(TYPE_RISK[t] * weight[t] for t in TYPE_RISK)
        complexity = 1 + card.degree / RELATIONSHIPS_PER_COMPLEXITY_POINT
        confidence = 1 + min(4, card.quote_count)
        tags = sorted({t.lower() for t in card.relationships}
                      | {t.lower() for topic in card.topics for t in _folders(topic)}
                      | {t.lower() for t in card.document_tags}
                      | ({card.status} if card.status else set()))
        rubric = Rubric(_scale(relevance), _scale(risk), _scale(complexity), _scale(confidence), tuple(tags))
        return Rating(rubric, _why(card), "offline")

    async def summarise(self, query: str, facts: str) -> tuple[str, str] | None:
        return None

    async def aclose(self) -> None:
        pass


def _folders(topic: str) -> list[str]:
    """'Contracts/2024' gives the tags 'contracts/2024' and 'contracts'."""
    parts = [p for p in topic.split("/") if p]
    return ["/".join(parts[: i + 1]) for i in range(len(parts))]


def _why(card: Card) -> str:
    if card.via is None:
        reasons = [f"found by search (cosine {card.similarity:.2f} to the query)" if card.similarity is not None
                   else "found by search"]
    else:
        via = card.via
        verb = VERBS.get(via.type, via.type.replace("_", " "))
        said = f"{via.from_id} {verb} it" if via.direction == "outgoing" else f"it {verb} {via.from_id}"
        cosine = f", cosine {card.similarity:.2f} to the query" if card.similarity is not None else ""
        reasons = [f"reached from {via.from_id} ({said}{cosine})"]
    counts = [f"{len(card.relationships[t])} {t.lower()}" for t in TYPE_RISK if card.relationships.get(t)]
    if counts:
        reasons.append("takes part in " + ", ".join(counts))
    if card.status == "contested":
        reasons.append(f"contested (friction {card.friction or 0:.2f})")
    documents = len(card.documents)
    reasons.append(f"{card.quote_count} quote{'s' if card.quote_count != 1 else ''} in "
                   f"{documents} document{'s' if documents != 1 else ''}")
    return "; ".join(reasons)


def cards_from_rows(rows: Sequence[dict[str, Any]], *, depth: int, via: dict[str, ScoutVia | None]) -> list[Card]:
    from kg_server.search.ranking import cosine_from_neo4j

    cards = []
    for row in rows:
        relationships: dict[str, list[float]] = defaultdict(list)
        for rel in row["relationships"]:
            relationships[rel["type"]].append(rel["confidence"])
        cards.append(Card(
            concept_id=row["concept_id"], label=row["label"], description=row["description"] or "",
            similarity=round(cosine_from_neo4j(row["score"]), 4) if row["score"] is not None else None,
            quotes=row["quotes"], quote_count=row["quote_count"], documents=sorted(row["documents"]),
            topics=sorted(t for t in row["topics"] if t),
            document_tags=sorted({t for tags in row["tag_lists"] for t in tags or []}),
            relationships=dict(relationships), status=row["status"], friction=row["friction"],
            depth=depth, via=via.get(row["concept_id"]),
        ))
    return cards


# --- the LLM rater ------------------------------------------------------------------------------------
class LLMRating(BaseModel):
    concept_id: str
    relevance: int
    risk: int
    complexity: int
    confidence: int
    tags: list[str]
    why: str


class LLMRatings(BaseModel):
    ratings: list[LLMRating]


class LLMSummary(BaseModel):
    summary: str
    interpretation: str


RATE_PROMPT = """\
You rate candidate concepts found while exploring a knowledge graph for a question. The concepts come \
from documents and are grounded by verbatim quotes. Rate every candidate, each from 1 (least) to 5 (most):
- relevance: how directly it helps answer the question;
- risk: how much it signals a problem, a conflict between documents, an obligation or an exposure;
- complexity: how much reading and context it takes to understand;
- confidence: how well its quotes support it.
tags: a few short lower-case tags (topics, kinds of issue such as contradicts or requires, folders); \
use the wanted tags where they apply. why: one sentence, citing the quote that matters. Use the \
candidates' ids exactly as given."""

SUMMARY_PROMPT = """\
You write the answer to a question from what an exploration of a knowledge graph found: concepts, \
their quotes (with document and paragraph) and the contradictions between them. summary: 3 to 6 \
sentences that answer the question, citing (document ¶paragraph) for each claim and naming every \
disagreement between documents; use only the facts given. interpretation: one sentence saying how you \
read the question."""


class LLMRater:
    """Ratings and the summary from an OpenAI-compatible chat-completions endpoint."""

    name = "llm"

    def __init__(self, settings: Settings, fallback: OfflineRater) -> None:
        self._settings = settings
        self._fallback = fallback
        # A scout answers while someone waits: few attempts, where an ingest run may retry many times.
        self._llm = ChatClient(settings, attempts=min(settings.llm_max_retries + 1, RATING_ATTEMPTS))
        self.notes: list[str] = []
        self.unrated = 0  # candidates the model's answers left out

    def describe(self) -> str:
        unrated = f"; {self.unrated} candidates the model left out were rated offline" if self.unrated else ""
        return f"llm ({self._llm.describe()}{unrated})"

    async def rate(self, query: str, wanted: Sequence[str], cards: Sequence[Card]) -> list[Rating]:
        if not cards:
            return []
        message = _rate_message(query, wanted, cards)
        answer = await self._ask(RATE_PROMPT, message, "scout_ratings", LLMRatings)
        given = {r.concept_id: r for r in answer.ratings} if isinstance(answer, LLMRatings) else {}
        ratings = []
        for card in cards:
            item = given.get(card.concept_id)
            if item is None:
                self.unrated += answer is not None  # a failed call already has its note
                ratings.append(self._fallback.rate_one(card))
                continue
            rubric = Rubric(_scale(item.relevance), _scale(item.risk), _scale(item.complexity),
                            _scale(item.confidence), tuple(sorted({t.strip().lower() for t in item.tags if t.strip()})))
            ratings.append(Rating(rubric, squash(item.why)[:400] or _why(card), "llm"))
        return ratings

    async def summarise(self, query: str, facts: str) -> tuple[str, str] | None:
        answer = await self._ask(SUMMARY_PROMPT, f"Question: {query}\n\n{facts}", "scout_summary", LLMSummary)
        if not isinstance(answer, LLMSummary):
            return None
        return squash(answer.summary), squash(answer.interpretation)

    async def aclose(self) -> None:
        await self._llm.aclose()

    def _note(self, note: str) -> None:
        if note not in self.notes:
            self.notes.append(note)

    async def _ask(self, system: str, user: str, name: str, model: type[BaseModel]) -> BaseModel | None:
        """The endpoint's answer in `model`, or None (and a note saying why) when the call failed."""
        try:
            return await self._llm.answer(system, user, model, name=name)
        except LLMError as error:
            fallback = "rated offline" if name == "scout_ratings" else "the summary is extractive"
            self._note(f"LLM call failed: {error}; {fallback}")
            log.warning("scout: LLM call failed: %s", error)
            return None


def _rate_message(query: str, wanted: Sequence[str], cards: Sequence[Card]) -> str:
    words = query_words(query)
    lines = [f"Question: {query}", f"Wanted tags: {', '.join(wanted) or '(none)'}", "", "Candidates:"]
    for number, card in enumerate(cards, start=1):
        if card.via is None:
            reached = "found by searching for the question"
        else:
            reached = (f"reached from {card.via.from_id} over {card.via.type} "
                       f"({card.via.direction}, confidence {card.via.confidence or 0:.2f})")
        relationships = ", ".join(f"{t.lower()} {len(c)}" for t, c in sorted(card.relationships.items())) or "none"
        quotes = "; ".join(f'"{trim_around(q["quote"], words, max_chars=RATED_QUOTE_CHARS)}" ({q["document"]} ¶{q["paragraph"]})'
                           for q in card.quotes[:2]) or "none"
        lines += [
            f"[{number}] id: {card.concept_id}",
            f"label: {card.label}",
            f"description: {card.description or '(none)'}",
            f"reached: {reached}",
            f"relationships: {relationships}",
            f"evidence: {card.quote_count} quotes in {', '.join(card.documents[:5]) or 'no document'}",
            f"quotes: {quotes}",
            "",
        ]
    return "\n".join(lines)


def make_rater(settings: Settings, min_similarity: float) -> OfflineRater | LLMRater:
    """The rater the settings ask for (KG_SCOUT_RATER; auto: the LLM when an endpoint is configured)."""
    offline = OfflineRater(min_similarity)
    chosen = settings.scout_rater
    if chosen == "auto":
        chosen = "llm" if settings.llm_configured() else "offline"
    if chosen == "offline":
        return offline
    if not settings.llm_configured():
        raise ConfigError("KG_SCOUT_RATER", "KG_SCOUT_RATER=llm needs an OpenAI-compatible endpoint: set "
                                            "OPENAI_BASE_URL (Ollama, vLLM) or OPENAI_API_KEY, and KG_LLM_MODEL")
    return LLMRater(settings, offline)
