"""What get_concept_details, get_concepts and find_related_concepts answer."""

from __future__ import annotations

from pydantic import BaseModel, Field

from .common import (
    FRICTION_HELP,
    METHOD_HELP,
    STATUS_HELP,
    Evidence,
    Paged,
    Quote,
    Status,
    plural,
    status_note,
)
from .communities import COMMUNITIES_HELP, CommunityRef
from .filters import FILTERS_HELP, FilterEffect


# --- get_concept_details / get_concepts -----------------------------------------------------------
class Relation(BaseModel):
    type: str = Field(description="implies, contradicts, supports, part_of, kind_of, requires or related_to.")
    direction: str = Field(description="outgoing: this concept -> other; incoming: other -> this concept.")
    concept_id: str
    label: str
    confidence: float | None = None
    evidence: list[Evidence] = Field(default_factory=list)
    method: str | None = Field(None, description=METHOD_HELP)
    sites: list[str] = Field(default_factory=list, description="For code: document:line of each use it stands for.")
    kinds: list[str] = Field(default_factory=list, description="For code: the kinds of use (call, import, ...).")

    def where(self) -> str:
        """Where the relationship is seen: a use's lines for code, the evidence's paragraphs for prose."""
        if self.sites:
            more = f" (+{len(self.sites) - 2})" if len(self.sites) > 2 else ""
            return ", ".join(self.sites[:2]) + more
        return places(self.evidence)


class ConceptDetails(Paged):
    PAGED = ("instances", "relationships")

    concept_id: str
    label: str
    description: str = ""
    aliases: list[str] = Field(default_factory=list)
    instances: list[Quote]
    instance_count: int
    relationships: list[Relation]
    relationship_count: int
    documents: list[str]
    status: Status | None = Field(None, description=STATUS_HELP)
    friction: float | None = Field(None, description=FRICTION_HELP)
    communities: list[CommunityRef] = Field(default_factory=list, description=COMMUNITIES_HELP)
    kind: str | None = Field(None, description="For a symbol of code: module, class, function, method, enum, ...")
    qualified_name: str | None = Field(None, description="For a symbol of code: its full name.")
    language: str | None = Field(None, description="For a symbol of code: python, typescript, javascript, ...")
    defined_at: str | None = Field(None, description="For a symbol of code: document:line of its definition.")
    truncated: bool = False

    def render(self) -> str:
        lines = [f"{self.label} ({self.concept_id})"]
        if self.kind:
            lines.append(f"{self.language} {self.kind} {self.qualified_name}, defined at {self.defined_at}")
        if self.communities:  # the finest, which a model can pass on (list_communities gives its parents)
            finest = self.communities[-1]
            lines.append(f"Community: {finest.name} ({finest.community_id})")
        if self.description:
            lines.append(self.description)
        if self.status:
            lines.append(f"Status: {status_note(self.status, self.friction)}")
        if self.aliases:
            lines.append("Also: " + ", ".join(self.aliases))
        lines.append(f"{'Definition and uses' if self.kind else 'Quotes'} ({self.instance_count}):")
        lines += [f"- {q.cite()}" for q in self.instances]
        lines.append(f"Relationships ({self.relationship_count}):")
        for r in self.relationships:
            arrow = f"-{r.type}->" if r.direction == "outgoing" else f"<-{r.type}-"
            how = f" [{r.method}]" if r.method else ""
            if r.sites:  # code: the kinds of use and their lines
                lines.append(f"- {arrow} {r.concept_id} ({r.label}) [{', '.join(r.kinds)}]: {r.where()}")
                continue
            sure = f" {r.confidence:.2f}" if r.confidence is not None else ""
            lines.append(f"- {arrow} {r.concept_id} ({r.label}){sure}{how}: {places(r.evidence)}")
        if self.truncated:
            lines.append("(lists capped; more quotes or relationships exist)")
        return "\n".join(lines)


def places(evidence: list[Evidence], *, shown: int = 2) -> str:
    """Where a relationship's evidence lies, the first few paragraphs:
    `Contracts/msa.md ¶3, ¶5; Emails/a.md ¶1 (+2)`."""
    by_document: dict[str, list[str]] = {}
    for item in evidence[:shown]:
        by_document.setdefault(item.document or item.source_id.rsplit("#", 1)[0], []).append(
            f"¶{item.paragraph}" if item.paragraph is not None else item.source_id)
    if not by_document:
        return "no evidence paragraph"
    more = f" (+{len(evidence) - shown})" if len(evidence) > shown else ""
    return "; ".join(f"{document} {', '.join(paragraphs)}" for document, paragraphs in by_document.items()) + more


class ConceptBatch(Paged):
    PAGED = ("concepts",)

    concepts: list[ConceptDetails]
    missing: list[str] = Field(default_factory=list, description="Requested ids that do not exist.")

    def render(self) -> str:
        parts = [c.render() for c in self.concepts]
        if self.missing:
            parts.append("Not found: " + ", ".join(self.missing))
        return "\n\n".join(parts)


# --- find_related_concepts ------------------------------------------------------------------------
class PathStep(BaseModel):
    type: str
    direction: str = Field(description="outgoing: from_id -> to_id as stored; incoming: stored the other way.")
    from_id: str
    to_id: str
    confidence: float | None = None
    method: str | None = Field(None, description=METHOD_HELP)


class RelatedConcept(BaseModel):
    concept_id: str
    label: str
    depth: int
    path: list[PathStep]
    confidence: float | None = Field(None, description="Confidence of the last hop.")
    path_confidence: float | None = Field(None, description="Product of the hops' confidences.")


class RelatedConcepts(Paged):
    PAGED = ("results",)

    concept_id: str
    relationship_types: list[str]
    max_depth: int
    results: list[RelatedConcept]
    total_results: int
    filters: list[FilterEffect] = Field(default_factory=list, description=FILTERS_HELP)
    neighbours: int | None = Field(None, description="With relationship_types: how many concepts any type links "
                                                     "to it directly (null without the filter).")
    truncated: bool = False

    def render(self) -> str:
        over = f" over {self.filters[0].value}" if self.filters else ""
        around = (f" ({plural(self.neighbours, 'concept')} linked to it directly by any type)"
                  if self.neighbours is not None else "")
        if not self.results:
            return f"No concepts related to {self.concept_id}{over} within {plural(self.max_depth, 'hop')}{around}."
        lines = [f"{plural(self.total_results, 'concept')} related to {self.concept_id}{over}{around}:"]
        for item in self.results:
            chain = " ".join(
                f"{'-' if s.direction == 'outgoing' else '<-'}{s.type}{'->' if s.direction == 'outgoing' else '-'}"
                for s in item.path
            )
            lines.append(f"- depth {item.depth}: {item.concept_id} ({item.label}) via {chain}")
        return "\n".join(lines)
