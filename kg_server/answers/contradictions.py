"""What find_contradictions and friction_report answer."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, Field

from .common import Paged, Quote, Status, plural, status_note
from .filters import FILTERS_HELP, UNFILTERED_HELP, FilterEffect, filter_lines


# --- find_contradictions --------------------------------------------------------------------------
class ContradictionSide(BaseModel):
    concept_id: str
    label: str
    quote: Quote | None = None


class Contradiction(BaseModel):
    a: ContradictionSide
    b: ContradictionSide
    confidence: float | None = None
    evidence: list[str] = Field(default_factory=list)
    method: str | None = Field(None, description="'inferred' when the offline contradiction finder found it by "
                                                 "comparing statements; 'pattern' when the offline extractor read it "
                                                 "in a sentence; absent when stated (a bundle, an LLM, a curator).")


class Contradictions(Paged):
    PAGED = ("results",)
    LIMITED = "results"

    topic_a: str | None = None
    topic_b: str | None = None
    concept_id: str | None = None
    community: str | None = None
    results: list[Contradiction]
    total_results: int
    filters: list[FilterEffect] = Field(default_factory=list, description=FILTERS_HELP)
    unfiltered_total: int | None = Field(None, description=UNFILTERED_HELP)
    truncated: bool = False

    def render(self) -> str:
        notes = filter_lines(self.filters, self.unfiltered_total, "contradiction")
        if not self.results:
            return "\n".join(["No contradictions found in that scope." if self.filters else
                              "No contradictions: no CONTRADICTS relationship is in the graph.", *notes])
        shown = f"{len(self.results)} of " if len(self.results) < self.total_results else ""
        lines = [*notes, f"{shown}{plural(self.total_results, 'contradiction')}:"]
        for c in self.results:
            how = f", {c.method}" if c.method else ""
            lines.append(f"- {c.a.label} CONTRADICTS {c.b.label} (confidence {c.confidence or 0:.2f}{how})")
            for side in (c.a, c.b):
                if side.quote:
                    lines.append(f"    {side.quote.cite()}")
        return "\n".join(lines)


# --- friction_report ------------------------------------------------------------------------------
class Opposition(BaseModel):
    claim_id: str | None = Field(None, description="Set when two claims about this concept conflict (the offline "
                                                   "contradiction finder's): the claim on this side.")
    concept_id: str = Field(description="The concept (or claim) on the other side.")
    label: str
    direction: str = Field(description="outgoing: this concept (or its claim) CONTRADICTS the other as stored; "
                                       "incoming: the reverse.")
    confidence: float | None = None
    method: str = Field(description="How the contradiction was found: stated (a bundle, an LLM, a curator) or the "
                                    "relationship's method, such as inferred (the offline contradiction finder).")
    quote: Quote | None = Field(None, description="This side's quote (the concept's, or its claim's), from the "
                                                  "relationship's evidence paragraphs when it can.")
    opposing_quote: Quote | None = Field(None, description="The other side's quote.")


class ContestedConcept(BaseModel):
    PAGED: ClassVar[tuple[str, ...]] = ("oppositions",)

    concept_id: str
    label: str
    status: Status | None = None
    friction: float
    oppositions: list[Opposition]


class Friction(Paged):
    PAGED = ("results",)
    LIMITED = "results"

    topic_prefix: str | None = None
    threshold: float = Field(description="Friction at or above which a concept is contested.")
    results: list[ContestedConcept] = Field(description="Concepts with friction, highest first.")
    total_results: int
    filters: list[FilterEffect] = Field(default_factory=list, description=FILTERS_HELP)
    unfiltered_total: int | None = Field(None, description=UNFILTERED_HELP)
    truncated: bool = False

    def render(self) -> str:
        notes = filter_lines(self.filters, self.unfiltered_total, "concept")
        if not self.results:
            where = f" in {self.topic_prefix}" if self.topic_prefix else ""
            return "\n".join([f"No concept{where} has friction: no CONTRADICTS relationships touch it.", *notes])
        shown = f"{len(self.results)} of " if len(self.results) < self.total_results else ""
        lines = [
            *notes,
            f"{shown}{plural(self.total_results, 'concept')} with friction (contested at {self.threshold:g}):",
        ]
        for item in self.results:
            lines.append(f"- {item.concept_id}: {item.label} [{status_note(item.status, item.friction)}]")
            for o in item.oppositions:
                claim = f"its claim {o.claim_id} " if o.claim_id else ""
                lines.append(f"    {claim}vs {o.concept_id} ({o.method}, confidence {o.confidence or 0:.2f})")
                for quote in (o.quote, o.opposing_quote):
                    if quote:
                        lines.append(f"      {quote.cite()}")
        return "\n".join(lines)
