"""The scout's raters: each turns candidate concepts into rubrics (relevance, risk, complexity,
confidence 1-5, tags) with a sentence saying why.

- `OfflineConceptRater` (always available): relevance from the embedding similarity of the concept to the
  query, risk from the relationship types it takes part in (CONTRADICTS and REQUIRES raise it, weighted
  by their confidence), complexity from how many relationships it has, confidence from how many quotes
  ground it; tags from those relationship types, the folders and tags of its documents and its status.
- `LLMConceptRater` (an OpenAI-compatible endpoint, `KG_SCOUT_RATER`): the LLM rater of rating.py, asked
  about concepts; it writes the scout's summary too.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from kg_server.answers.scout import ScoutVia
from kg_server.config import Settings
from kg_server.text import query_words, trim_around

from .rating import LLMRater, LLMRating, OfflineRater, Rater, llm_endpoint, rubric_of, scale, why_of
from .rule import Rubric

# Risk per relationship type, per unit of confidence (at most 2 units counted per type).
TYPE_RISK = {"CONTRADICTS": 2.5, "REQUIRES": 1.0, "IMPLIES": 0.5}
RELATIONSHIPS_PER_COMPLEXITY_POINT = 4
# How a relationship type reads between two concepts ("x implies y", "x is part of y").
VERBS = {"part_of": "is part of", "kind_of": "is a kind of", "related_to": "is related to"}
RATED_QUOTE_CHARS = 200  # of each quote shown to the LLM


@dataclass(frozen=True)
class ProseQuestion:
    """What a prose candidate is rated against: the query and the tags wanted."""

    query: str
    wanted: tuple[str, ...] = ()


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


ConceptRater = Rater[ProseQuestion, Card, Rating]


class OfflineConceptRater(OfflineRater[ProseQuestion, Card, Rating]):
    def __init__(self, min_similarity: float) -> None:
        super().__init__()
        # Paraphrases score about min_similarity with a small model: that maps to the middle of the scale.
        self.low = min_similarity - 0.15
        self.high = min_similarity + 0.35

    def describe(self) -> str:
        return "offline (embedding similarity, relationship types, evidence count)"

    def rate_one(self, question: ProseQuestion, card: Card) -> Rating:
        cosine = card.similarity
        relevance = 1.0 if cosine is None else 1 + 4 * min(1.0, max(0.0, (cosine - self.low) / (self.high - self.low)))
        weight = {
            t: min(2.0, sum(c if c is not None else 0.5 for c in card.relationships.get(t, []))) for t in TYPE_RISK
        }
        risk = 1 + sum(TYPE_RISK[t] * weight[t] for t in TYPE_RISK)
        complexity = 1 + card.degree / RELATIONSHIPS_PER_COMPLEXITY_POINT
        confidence = 1 + min(4, card.quote_count)
        tags = sorted({t.lower() for t in card.relationships}
                      | {t.lower() for topic in card.topics for t in _folders(topic)}
                      | {t.lower() for t in card.document_tags}
                      | ({card.status} if card.status else set()))
        rubric = Rubric(scale(relevance), scale(risk), scale(complexity), scale(confidence), tuple(tags))
        return Rating(rubric, _why(card), "offline")


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
class LLMConceptRating(LLMRating):
    concept_id: str


class LLMConceptRatings(BaseModel):
    ratings: list[LLMConceptRating]


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


class LLMConceptRater(LLMRater[ProseQuestion, Card, Rating, LLMConceptRating]):
    """Ratings of concepts and the summary from an OpenAI-compatible chat-completions endpoint."""

    rate_prompt, summary_prompt, schema, items = RATE_PROMPT, SUMMARY_PROMPT, "scout", "candidates"

    def message(self, question: ProseQuestion, items: Sequence[Card], offline: Sequence[Rating]) -> str:
        return _rate_message(question, items)

    async def ask_ratings(self, message: str) -> list[LLMConceptRating] | None:
        answer = await self.ask(RATE_PROMPT, message, f"{self.schema}_ratings", LLMConceptRatings)
        return None if answer is None else answer.ratings

    def key(self, number: int, item: Card) -> str:
        return item.concept_id

    def answered(self, rating: LLMConceptRating) -> str:
        return rating.concept_id

    def rating(self, answer: LLMConceptRating, item: Card, fallback: Rating) -> Rating:
        return Rating(rubric_of(answer), why_of(answer, fallback.why), "llm")


def _rate_message(question: ProseQuestion, cards: Sequence[Card]) -> str:
    words = query_words(question.query)
    lines = [f"Question: {question.query}", f"Wanted tags: {', '.join(question.wanted) or '(none)'}", "",
             "Candidates:"]
    for number, card in enumerate(cards, start=1):
        if card.via is None:
            reached = "found by searching for the question"
        else:
            reached = (f"reached from {card.via.from_id} over {card.via.type} "
                       f"({card.via.direction}, confidence {card.via.confidence or 0:.2f})")
        relationships = ", ".join(f"{t.lower()} {len(c)}" for t, c in sorted(card.relationships.items())) or "none"
        quotes = (
            "; ".join(
                f'"{trim_around(q["quote"], words, max_chars=RATED_QUOTE_CHARS)}" ({q["document"]} ¶{q["paragraph"]})'
                for q in card.quotes[:2]
            )
            or "none"
        )
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


def make_rater(settings: Settings, min_similarity: float) -> ConceptRater:
    """The rater the settings ask for (KG_SCOUT_RATER; auto: the LLM when an endpoint is configured)."""
    offline = OfflineConceptRater(min_similarity)
    chosen = settings.scout_rater
    if chosen == "auto":
        chosen = "llm" if settings.llm_configured() else "offline"
    if chosen == "offline":
        return offline
    llm_endpoint(settings)
    return LLMConceptRater(settings, offline)
