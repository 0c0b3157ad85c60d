"""What list_communities and the viewer's map answer: the communities of the concept graph."""

from __future__ import annotations

from pydantic import BaseModel, Field

from .common import Paged, Quote, plural

COMMUNITIES_HELP = ("The concept's communities (list_communities), broadest first; empty when it has none "
                    "(no links yet, or communities not computed).")


class ConceptRef(BaseModel):
    concept_id: str
    label: str


class CommunityRef(BaseModel):
    """A community named where a concept or a passage mentions it."""

    community_id: str
    name: str


class DocumentShare(BaseModel):
    document: str
    concepts: int = Field(description="How many of the community's concepts it quotes.")


class CommunityLink(BaseModel):
    community_id: str
    name: str
    weight: float = Field(description="Summed strength of the links between the two communities' concepts.")


class Community(Paged):
    PAGED = ("top_concepts", "documents", "quotes")

    community_id: str = Field(description="Pass it to list_communities (its sub-communities) or as `community` "
                                          "to search_concepts, search_passages, find_contradictions, "
                                          "get_visualization_url.")
    name: str = Field(description="Its most central and most specific concepts.")
    summary: str | None = Field(None, description="With an LLM configured, broadest communities only: what its "
                                                  "quotes say, each sentence followed by the quotes' places.")
    level: int = Field(description="1: the broadest communities; higher: finer divisions.")
    size: int = Field(description="How many concepts it holds.")
    parent_id: str | None = None
    subcommunities: int = Field(0, description="How many finer communities divide it (list them by its id).")
    top_concepts: list[ConceptRef] = Field(default_factory=list, description="Its most central concepts first.")
    documents: list[DocumentShare] = Field(default_factory=list, description="Where its concepts are quoted most.")
    folders: list[str] = Field(default_factory=list)
    quotes: list[Quote] = Field(default_factory=list, description="Quotes of its most central concepts.")
    contradictions_inside: int = Field(0, description="CONTRADICTS links between two of its concepts.")
    contradictions_across: int = Field(0, description="CONTRADICTS links from its concepts to other communities'.")
    linked: list[CommunityLink] = Field(default_factory=list, description="The communities of its level it is "
                                                                         "most linked to.")

    def render(self) -> str:
        head = f"{self.name} ({self.community_id}): {plural(self.size, 'concept')}"
        if self.subcommunities:
            head += f", {plural(self.subcommunities, 'sub-community', 'sub-communities')}"
        lines = [head]
        if self.summary:
            lines.append(f"  {self.summary}")
        if self.documents:
            lines.append("  Documents: " + ", ".join(f"{d.document} ({d.concepts})" for d in self.documents))
        if self.contradictions_inside or self.contradictions_across:
            lines.append(f"  Contradictions: {self.contradictions_inside} inside, {self.contradictions_across} "
                         "with other communities")
        lines += [f"  - {q.cite()}" for q in self.quotes]
        return "\n".join(lines)


class CommunityList(Paged):
    PAGED = ("communities",)
    LIMITED = "communities"

    parent: Community | None = Field(None, description="The community whose sub-communities these are.")
    communities: list[Community]
    total_results: int
    level: int = Field(description="The level listed (1: the broadest).")
    modularity: float | None = Field(None, description="How well the listed level's partition separates the "
                                                       "graph (0 to 1; above 0.3 is a clear structure).")
    levels: int = 0
    concepts: int = Field(0, description="Concepts in a community (the linked ones).")
    computed_at: str | None = None
    truncated: bool = False

    def render(self) -> str:
        if not self.communities:
            return (f"{self.parent.name} has no finer communities." if self.parent
                    else "No communities: the graph has no linked concepts yet.")
        where = f"Sub-communities of {self.parent.name} ({self.parent.community_id})" if self.parent else "Communities"
        shown = f"{len(self.communities)} of " if len(self.communities) < self.total_results else ""
        lines = [f"{where}, level {self.level}: {shown}{self.total_results}"
                 + (f", modularity {self.modularity:.2f}" if self.modularity is not None else "")]
        lines += [c.render() for c in self.communities]
        return "\n".join(lines)


# --- the viewer's map (/api/communities/map) ---------------------------------------------------------
class MapNode(BaseModel):
    community_id: str
    name: str
    size: int
    level: int
    parent_id: str | None = None
    subcommunities: int = 0
    top_concepts: list[ConceptRef] = Field(default_factory=list)


class MapLink(BaseModel):
    source: str
    target: str
    weight: float


class CommunityMap(BaseModel):
    parent: MapNode | None = None
    nodes: list[MapNode]
    links: list[MapLink]
    levels: int = 0
    concepts: int = 0
    modularity: float | None = None
    computed: bool = Field(description="False when the graph has no communities (none computed yet).")

    def render(self) -> str:
        return f"{plural(len(self.nodes), 'community', 'communities')}, {plural(len(self.links), 'link')}"
