"""What scout answers: pointers, a summary and the trace of its exploration. Over prose, a pointer is a
concept with its quote; over code ("what breaks if I change X"), a pointer is a line that uses the symbol
changed, with what is there, what to do and how surely it breaks."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, Field

from kg_server.text import squash

from .common import Paged

# --- scout ----------------------------------------------------------------------------------------
Risk = Literal["high", "medium", "low"]


class ChangeKind(StrEnum):
    """What a change of code does to its symbol. The values are what the wire carries (scout's `change`
    argument, `meta.change.change`)."""

    ADD_MEMBER = "add_member"
    ADD_PARAMETER = "add_parameter"
    REMOVE_PARAMETER = "remove_parameter"
    RENAME_PARAMETER = "rename_parameter"
    RENAME = "rename"
    REMOVE = "remove"
    CHANGE_PARAMETER_TYPE = "change_parameter_type"
    CHANGE_RETURN = "change_return"
    BEHAVIOUR = "behaviour"


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
        default_factory=list,
        description="Source ids of other paragraphs grounding it, in the order of the graph-aware "
        "passage ranking of the query (search_passages mode graph); read_source reads each.",
    )
    # A code answer's pointer is a line of code (the concept is the symbol the line sits in):
    location: str | None = Field(None, description="Code: document:line to act on (a call's line, a match's "
                                                   "`match` line, the assert_never ending a chain).")
    what: str | None = Field(None, description="Code: the construct at that line, e.g. 'call of format_filename in "
                                               "Path.convert (1 positional)'.")
    action: str | None = Field(None, description="Code: what to do there (high: must change; medium: look at it; "
                                                 "low: safe to ignore).")
    use: str | None = Field(
        None, description="Code: the kind of use (call, import, re-export, annotation, pattern, ...)."
    )
    line: int | None = None
    statement: list[int] | None = Field(None, description="Code: first and last line of the statement around it.")
    in_test: bool | None = None


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
    location: str | None = Field(None, description="Code: the line visited (document:line).")


class ScoutChange(BaseModel):
    """How a code question was read: the symbol, where it is defined, and the change."""

    symbol: str = Field(description="The concept id of the symbol changed.")
    qualified_name: str
    label: str
    kind: str
    defined_at: str = Field(description="document:line of its definition.")
    change: ChangeKind = Field(description="What the change does to the symbol.")
    detail: str = Field(description="The change in words.")
    parameter: str | None = None
    new_name: str | None = None
    required: bool | None = None
    found_by: str = Field(description="exact qualified name, exact label, exact name, or search; from the "
                                      "arguments: 'the arguments (exact label)'.")
    read_from: Literal["arguments", "question"] = Field(
        "question", description="Whether the symbol and the change were scout's arguments (used exactly) or read "
                                "from the query's words.")
    also: list[str] = Field(default_factory=list,
                            description="Symbols whose uses count too: overridden and overriding methods, enum "
                                        "members, a constructor, a type alias's variants.")
    alternatives: list[str] = Field(default_factory=list, description="Other symbols the query's name fits.")


class ScoutCheck(BaseModel):
    """Whether a code answer was checked by the compiler: the change sent as an unsaved edit to the
    language's server (or made in a scratch copy of the repository and its type checker run), its new
    errors the lines that break."""

    checked: bool = Field(description="Whether the type checker ran on the changed copy; when not, the "
                                      "pointers are the offline rater's alone.")
    checker: str | None = Field(None, description="basedpyright or tsc.")
    seconds: float | None = Field(None, description="How long the check took (both runs when the unedited copy's "
                                                    "errors were not cached).")
    new_errors: int | None = Field(None, description="Errors the change adds, each a high pointer.")
    baseline: Literal["cached", "run"] | None = Field(
        None, description="The unedited copy's errors: cached for this repository's content, or run now.")
    edit: str | None = Field(None, description="The edit made in the copy, in words.")
    way: Literal["warm server", "server started", "scratch copy"] | None = Field(
        None, description="How: a language server already running (the edit unsaved, never on disk), one "
                          "started for this question, or the checker run on a scratch copy of the repository.")
    files: int | None = Field(None, description="Files checked: the edited one and those the graph links to the "
                                                "change (None: the whole repository, as on a scratch copy).")
    unchecked_files: int | None = Field(None, description="Files the change can reach that the check left within "
                                                          "KG_SCOUT_COMPILER_BUDGET (the least likely to break, "
                                                          "asked last); their lines are rated offline.")
    reason: str | None = Field(None, description="Why it was not checked (no checker for the language, a change "
                                                 "that is no edit, the repository not on disk, a timeout, off).")


class ScoutMeta(BaseModel):
    mode: Literal["prose", "code"] = Field("prose", description="code: the query named a symbol of code and a "
                                                                 "change; pointers are lines of code.")
    change: ScoutChange | None = None
    checked: ScoutCheck | None = Field(None, description="Code: whether the type checker checked the change.")
    safe_to_ignore: dict[str, int] = Field(default_factory=dict,
                                           description="Code: low-risk pointers counted by kind of use.")
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
    PAGED_IN_ORDER = True  # a short budget keeps pointers (what breaks) before the trace (how it was found)

    query: str
    tags: list[str]
    summary: str
    pointers: list[ScoutPointer] = Field(description="Visited concepts, best score first.")
    meta: ScoutMeta
    truncated: bool = False

    def render(self) -> str:
        if self.meta.mode == "code":
            return _render_code(self)
        lines = [self.summary, "", f"Pointers ({len(self.pointers)} of {self.meta.nodes_visited} visited):"]
        for p in self.pointers:
            where = f" ({p.document} ¶{p.paragraph})" if p.document else ""
            quote = f' "{squash(p.quote)}"{where}' if p.quote else ""
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


SHOWN_SAFE = 12  # low-risk pointers the text names before it only counts them


def _render_code(report: ScoutReport) -> str:
    """A code answer as a model reads it: what breaks and what to look at, one line each; the safe lines
    named briefly; then how the question was read and the trace."""
    meta = report.meta
    risky = [p for p in report.pointers if p.risk != "low"]
    safe = [p for p in report.pointers if p.risk == "low"]
    lines = [report.summary, "", f"Pointers ({len(risky)} to change or look at, {len(safe)} safe; "
                                 f"{meta.nodes_visited} visited):"]
    for p in risky:
        lines.append(f"- [{p.risk}] {p.location} {p.what}: {p.action}" + (f' | {p.quote.strip()}' if p.quote else ""))
    if safe:
        shown = ", ".join(f"{p.location} ({p.use})" for p in safe[:SHOWN_SAFE])
        more = f" and {len(safe) - SHOWN_SAFE} more" if len(safe) > SHOWN_SAFE else ""
        lines.append(f"- [low] safe to ignore: {shown}{more}")
    lines.append(f"({meta.interpretation}; {meta.nodes_visited} visited, "
                 f"{meta.budget_remaining} of {meta.budget} budget left)")
    lines.append("Trace (visit order; why each use was or was not followed):")
    lines += [f"{step.step}. {step.location} ({_code_reached(step)}): {step.reason}" for step in meta.trace]
    return "\n".join(lines)


def _code_reached(step: ScoutStep) -> str:
    if step.via is None:
        return f"a use, in {step.label}"
    return f"depth {step.depth}, in {step.label}, the change passed on at {step.via.from_id}"
