"""The scout's expansion rule: pure and deterministic, so it can be unit-tested and explained.

A candidate concept carries a rubric from a rater (relevance, risk, complexity, confidence, each 1-5,
and tags), its lead (0-1: how high the best paragraph grounding it stands in the graph-aware passage
ranking of the query, 1 for the best; the walk that reaches a second hop through a name) and its
place in the exploration (depth: hops from a search seed; rank: its place among the candidates found
with it, 0 for the best). Its score, which orders the frontier and the pointers, is

    score = sum of weight x (rubric value - 1) / 4     over relevance, risk, complexity, confidence
          + passage x lead
          + tag_match x (how many of the wanted tags its rubric carries)
          - depth_penalty x depth
          - breadth_penalty x rank
          - crowd_penalty                                   when it has more than `crowd` siblings

(a preset `per_point` weighs each rubric value as it is, weight x value: the impact preset's
relevance x 2 + risk x 1.5 + confidence x 0.5 - complexity x 0.5 + tag matches x 3 - depth x 2 - 3 when
the candidate has more than 5 siblings, expanded above 8).

A visited candidate is expanded (its neighbours rated and queued) when its score before the lead (the
rater's judgement, not the ranking's) is above the threshold, its depth is below max_depth and
budget remains. The frontier is visited best score first; ties go to the shallower candidate, then to
the smaller concept id, so equal inputs always explore the same way. Weights and threshold come in named presets;
derive a variant with
`PRESETS["balanced"].model_copy(update={"threshold": 1.0})`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, ConfigDict

from kg_server.contract.reads import PresetName

RUBRIC = ("relevance", "risk", "complexity", "confidence")


class Preset(BaseModel):
    """Weights of the rubric (per 1-5 point, normalised to 0-1; or per point as it is with `per_point`),
    of a matching tag, the penalties per hop, per sibling rank and for a crowd of siblings (more than
    `crowd` found with it), and the threshold a score must beat to be expanded."""

    model_config = ConfigDict(frozen=True)

    relevance: float
    risk: float
    complexity: float
    confidence: float
    tag_match: float
    depth_penalty: float
    breadth_penalty: float
    threshold: float
    passage: float = 0.0
    crowd_penalty: float = 0.0
    crowd: int = 5
    per_point: bool = False


# The passage weight is twice the relevance weight in every prose preset: with each leading paragraph's
# seed quoting that paragraph, the ranking's order is worth keeping in the pointers' (docs/mcp.md).
PRESETS: dict[PresetName, Preset] = {
    # Relevance first; risk and well-grounded concepts count too; hubs cost a little.
    "balanced": Preset(relevance=4.0, risk=1.5, complexity=-0.5, confidence=1.0, tag_match=1.0,
                       depth_penalty=0.5, breadth_penalty=0.15, threshold=2.0, passage=8.0),
    # Due diligence: what conflicts or obliges weighs as much as what is relevant.
    "risk": Preset(relevance=3.0, risk=3.0, complexity=0.0, confidence=0.5, tag_match=1.0,
                   depth_penalty=0.4, breadth_penalty=0.1, threshold=2.0, passage=6.0),
    # Close to the question: steep depth penalty and a higher bar.
    "focused": Preset(relevance=5.0, risk=0.5, complexity=-0.5, confidence=0.5, tag_match=1.0,
                      depth_penalty=1.0, breadth_penalty=0.3, threshold=2.5, passage=10.0),
    # A survey: a low bar and small penalties, so more of the neighbourhood is visited.
    "wide": Preset(relevance=3.0, risk=1.0, complexity=0.0, confidence=0.5, tag_match=1.0,
                   depth_penalty=0.25, breadth_penalty=0.05, threshold=1.0, passage=6.0),
    # What breaks if a symbol of code changes (scout's code walk): a use that must change, or that passes
    # the change on, is followed; one of many alike (a crowd of imports) counts less.
    "impact": Preset(relevance=2.0, risk=1.5, complexity=-0.5, confidence=0.5, tag_match=3.0,
                     depth_penalty=2.0, breadth_penalty=0.0, threshold=8.0, crowd_penalty=3.0, crowd=5,
                     per_point=True),
}


@dataclass(frozen=True)
class Rubric:
    relevance: float
    risk: float
    complexity: float
    confidence: float
    tags: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for name in RUBRIC:
            value = getattr(self, name)
            if not 1 <= value <= 5:
                raise ValueError(f"rubric {name} must be from 1 to 5; got {value}")


@dataclass(frozen=True)
class Candidate:
    concept_id: str
    depth: int
    rank: int
    rubric: Rubric
    lead: float = 0.0
    siblings: int = 0  # others found with it (by the same expansion, or the same search)


@dataclass(frozen=True)
class Score:
    total: float
    parts: dict[str, float]
    matched_tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class Decision:
    expand: bool
    score: Score
    reason: str
    stop: Literal["", "threshold", "depth", "budget"] = field(default="")


def tag_key(tag: str) -> str:
    """Tags compare case-insensitively, with spaces, '_' and '-' alike ('part_of' is 'Part of')."""
    return re.sub(r"[\s_-]+", "-", tag.strip().lower())


def matched(tags: Iterable[str], wanted: Iterable[str]) -> tuple[str, ...]:
    have = {tag_key(t) for t in tags}
    return tuple(sorted({tag_key(w) for w in wanted} & have))


def merit(rubric: Rubric, preset: Preset, wanted: Iterable[str], lead: float = 0.0) -> dict[str, float]:
    """The score's terms that do not depend on the candidate's place: weighted rubric, lead and tag matches."""
    if preset.per_point:
        parts = {name: getattr(preset, name) * getattr(rubric, name) for name in RUBRIC}
    else:
        parts = {name: getattr(preset, name) * (getattr(rubric, name) - 1) / 4 for name in RUBRIC}
    parts["passage"] = preset.passage * lead
    parts["tags"] = preset.tag_match * len(matched(rubric.tags, wanted))
    return parts


def score(candidate: Candidate, preset: Preset, wanted: Iterable[str] = ()) -> Score:
    parts = merit(candidate.rubric, preset, wanted, candidate.lead)
    parts["depth"] = -preset.depth_penalty * candidate.depth
    parts["breadth"] = -preset.breadth_penalty * candidate.rank
    parts["crowd"] = -preset.crowd_penalty if candidate.siblings > preset.crowd else 0.0
    rounded = {name: round(value, 4) + 0.0 for name, value in parts.items()}  # + 0.0: no -0.0 in a trace
    return Score(total=round(sum(parts.values()), 4), parts=rounded,
                 matched_tags=matched(candidate.rubric.tags, wanted))


def rank_siblings(found: Sequence[tuple[str, Rubric]], preset: Preset, wanted: Iterable[str] = (),
                  leads: Mapping[str, float] | None = None) -> dict[str, int]:
    """Each candidate's rank among those found together (0: best merit; ties by concept id)."""
    wanted, leads = tuple(wanted), leads or {}
    order = sorted(found, key=lambda item: (
        -round(sum(merit(item[1], preset, wanted, leads.get(item[0], 0.0)).values()), 4), item[0]))
    return {concept_id: rank for rank, (concept_id, _) in enumerate(order)}


def frontier_key(candidate: Candidate, scored: Score) -> tuple[float, int, str]:
    """Visit order: best score, then shallower, then concept id."""
    return (-scored.total, candidate.depth, candidate.concept_id)


def decide(candidate: Candidate, preset: Preset, *, wanted: Iterable[str] = (), budget_remaining: int,
           max_depth: int, threshold: float | None = None) -> Decision:
    """Whether a visited candidate is expanded, and why (in words for the trace). The lead orders the
    frontier but does not decide: what is expanded is the rater's call, the score before the lead."""
    scored = score(candidate, preset, wanted)
    bar = preset.threshold if threshold is None else threshold
    said = f"score {scored.total:.2f}"  # its terms are in the step's `parts`
    judged = round(scored.total - scored.parts["passage"], 4)
    if scored.parts["passage"]:
        said += f", {judged:.2f} before its lead,"
    if judged <= bar:
        return Decision(False, scored, f"not expanded: {said} is not above the threshold {bar:.2f}", "threshold")
    if candidate.depth >= max_depth:
        return Decision(False, scored, f"not expanded: {said} beats the threshold {bar:.2f}, but depth "
                                       f"{candidate.depth} is max_depth", "depth")
    if budget_remaining <= 0:
        return Decision(False, scored, f"not expanded: {said} beats the threshold {bar:.2f}, but the budget "
                                       "is spent", "budget")
    return Decision(True, scored, f"expanded: {said} is above the threshold {bar:.2f}")


def risk_level(risk: float) -> Literal["high", "medium", "low"]:
    """The 1-5 risk scale in thirds."""
    if risk >= 11 / 3:
        return "high"
    if risk >= 7 / 3:
        return "medium"
    return "low"
