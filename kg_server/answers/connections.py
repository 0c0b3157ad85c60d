"""What find_connections answers: paths between two concepts, hop by hop."""

from __future__ import annotations

from pydantic import BaseModel, Field

from .common import Paged, Quote, plural


# --- find_connections -----------------------------------------------------------------------------
class Hop(BaseModel):
    from_id: str
    from_label: str
    to_id: str
    to_label: str
    type: str = Field(description="The relationship type (lower case), or same_paragraph on a route through the text: "
                                  "both concepts are quoted in the evidence's paragraph.")
    direction: str = Field(description="forward: stored from_id -> to_id; backward: stored to_id -> from_id.")
    confidence: float | None = None
    evidence: Quote | None = None


class Connection(BaseModel):
    length: int
    hops: list[Hop]


class Connections(Paged):
    PAGED = ("paths", "text_routes")

    from_concept_id: str
    to_concept_id: str
    max_hops: int
    paths: list[Connection] = Field(description="Over stated relationships, the shortest first.")
    text_routes: list[Connection] = Field(
        default_factory=list, description="Through the text: a paragraph quoting both, then a bridging concept "
                                          "quoted with each in another paragraph, the most specific bridge first.")
    note: str | None = None

    def render(self) -> str:
        if not self.paths and not self.text_routes:
            return self.note or "No path."
        lines = [] if self.paths else [self.note or "No path over stated relationships."]
        if self.paths:
            lines.append(f"{plural(len(self.paths), 'path')} from {self.from_concept_id} to {self.to_concept_id}, "
                         "shortest first:")
            lines += _render_paths(self.paths)
        if self.text_routes:
            lines.append(f"{plural(len(self.text_routes), 'route')} through the text (quoted in the same paragraph):")
            lines += _render_paths(self.text_routes)
        return "\n".join(lines)


def _render_paths(paths: list[Connection]) -> list[str]:
    """Each path on a line of ids, then a line per hop: both labels, the relationship as stored (whichever
    way the path walks it), its confidence and its evidence quote."""
    lines = []
    for number, path in enumerate(paths, start=1):
        steps = []
        for hop in path.hops:
            arrow = f"-{hop.type}->" if hop.direction == "forward" else f"<-{hop.type}-"
            steps.append(f"{arrow} {hop.to_id}")
        lines.append(f"{number}. {path.hops[0].from_id} " + " ".join(steps))
        for hop in path.hops:
            ends = [(hop.from_id, hop.from_label), (hop.to_id, hop.to_label)]
            (tail, tail_label), (head, head_label) = ends if hop.direction == "forward" else ends[::-1]
            sure = f" ({hop.confidence:.2f})" if hop.confidence is not None else ""
            cited = hop.evidence.cite() if hop.evidence else "no evidence quote"
            lines.append(f"     {tail} [{tail_label}] {hop.type} {head} [{head_label}]{sure}: {cited}")
    return lines
