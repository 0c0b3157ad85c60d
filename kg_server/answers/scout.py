"""What scout answers: pointers, a summary and the trace of its exploration."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from .common import Paged

# --- scout ----------------------------------------------------------------------------------------
Risk = Literal["high", "medium", "low"]


class ScoutPointer(BaseModel):
    concept_id: str
    label: str
    why: str = Field(description="Why this concept matters to the query, from the rater.")
    quote: str | None = Field(None, description="Its quote closest to the query (trimmed around the query's words).")
    document: str | None = None
    paragraph: int | None = None
    source_id: str | None = Field(None, description="Pass to read_source for the full paragraph.")
    risk: Risk
    score: float = Field(description="The expansion rule's score (see meta.trace).")
    depth: int = Field(description="Hops from the nearest seed (0: found by search).")
    passages: list[str] = Field(
        default_factory=list, description="Source ids of other paragraphs grounding it, in the order of the graph-aware "
                                          "passage ranking of the query (search_passages mode graph); read_source reads each.")


class ScoutRubric(BaseModel):
    relevance: float = Field(ge=1, le=5)
    risk: float = Field(ge=1, le=5)
    complexity: float = Field(ge=1, le=5)
    confidence: float = Field(ge=1, le=5)
    tags: list[str] = Field(default_factory=list)


class ScoutVia(BaseModel):
    from_id: str
    type: str = Field(description="The relationship type walked (lower case).")
    direction: str = Field(description="outgoing: from_id -> this concept as stored; incoming: the other way.")
    confidence: float | None = None


class ScoutStep(BaseModel):
    step: int = Field(description="Visit order, from 1.")
    concept_id: str
    label: str
    depth: int
    via: ScoutVia | None = Field(None, description="How the exploration reached it; null for a search seed.")
    rubric: ScoutRubric
    rated_by: str = Field(description="offline, or llm.")
    score: float
    parts: dict[str, float] = Field(
        description="The score's terms that are not 0: weighted rubric, lead (passage), tag matches, penalties.")
    expanded: bool
    reason: str = Field(description="Why it was or was not expanded.")
    queued: int = Field(0, description="New neighbours this expansion rated and queued.")


class ScoutMeta(BaseModel):
    nodes_visited: int
    budget: int
    budget_remaining: int
    candidates_left: int = Field(description="Rated candidates still queued when the exploration stopped.")
    interpretation: str = Field(description="How the query was read: seeds, tags, preset, rater.")
    rater: str
    preset: str
    threshold: float
    max_depth: int = Field(description="Hops from a seed beyond which nothing was expanded.")
    seeds: list[str]
    trace: list[ScoutStep]


class ScoutReport(Paged):
    PAGED = ("pointers", "meta.trace")

    query: str
    tags: list[str]
    summary: str
    pointers: list[ScoutPointer] = Field(description="Visited concepts, best score first.")
    meta: ScoutMeta
    truncated: bool = False

    def render(self) -> str:
        lines = [self.summary, "", f"Pointers ({len(self.pointers)} of {self.meta.nodes_visited} visited):"]
        for p in self.pointers:
            where = f" ({p.document} ¶{p.paragraph})" if p.document else ""
            quote = f' "{p.quote}"{where}' if p.quote else ""
            lines.append(f"- [{p.risk} risk] {p.concept_id}: {p.label}. {p.why}{quote}")
        lines.append(f"({self.meta.interpretation}; {self.meta.nodes_visited} visited, "
                     f"{self.meta.budget_remaining} of {self.meta.budget} budget left)")
        lines.append("Trace (visit order; why each concept was or was not expanded):")
        lines += [f"{step.step}. {step.concept_id} ({_reached(step)}): {step.reason}" for step in self.meta.trace]
        return "\n".join(lines)


def _reached(step: ScoutStep) -> str:
    """How the exploration reached a visited concept: a search seed, or a hop from another."""
    if step.via is None:
        return "seed"
    arrow = f"-{step.via.type}->" if step.via.direction == "outgoing" else f"<-{step.via.type}-"
    return f"depth {step.depth}, {step.via.from_id} {arrow}"
