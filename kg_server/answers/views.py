"""The 3D viewer's answers: a link to a view (get_visualization_url), its session and its graph."""

from __future__ import annotations

from pydantic import BaseModel, Field

from .common import METHOD_HELP, plural

# Where the viewer shows a session: the web app serves this page, and every link points at it.
VIEWER_PAGE = "/viz/{session_id}"


def viewer_url(public_url: str, session_id: str) -> str:
    return public_url + VIEWER_PAGE.format(session_id=session_id)


# --- get_visualization_url ------------------------------------------------------------------------
class VizLink(BaseModel):
    url: str
    session_id: str
    message: str
    config: dict[str, object]

    def render(self) -> str:
        return f"{self.message}\n{self.url}"


# --- the 3D view (/api/viz/{session_id}) ----------------------------------------------------------
class GraphNode(BaseModel):
    id: str
    label: str
    description: str = ""
    degree: int = 0
    evidence_count: int = 0
    documents: list[str] = Field(default_factory=list)
    group: str = Field("", description="The folder (topic) where the concept is quoted most.")
    is_center: bool = False
    community: str | None = Field(None, description="Its broadest community's id (null without one).")
    community_name: str | None = None
    # A symbol of code (null for a prose concept): the viewer colours it by kind and says where it is defined.
    kind: str | None = Field(None, description="For a symbol of code: module, class, function, method, enum, ...")
    language: str | None = Field(None, description="For a symbol of code: python, typescript, javascript, ...")
    qualified_name: str | None = Field(None, description="For a symbol of code: its full name.")
    document: str | None = Field(None, description="For a symbol of code: the file that defines it.")
    line: int | None = Field(None, description="For a symbol of code: the line of its definition (from 1).")


class GraphLink(BaseModel):
    source: str
    target: str
    type: str
    confidence: float | None = None
    method: str | None = Field(None, description=METHOD_HELP)


class VizSession(BaseModel):
    session_id: str
    concept_ids: list[str]
    depth: int
    center_concept: str | None = None
    created_at: str
    expires_at: str


class VizGraph(BaseModel):
    session: VizSession | None = None
    nodes: list[GraphNode]
    links: list[GraphLink]
    truncated: bool = False

    def render(self) -> str:
        return f"{plural(len(self.nodes), 'node')}, {plural(len(self.links), 'link')}" + (
            " (truncated)" if self.truncated else "")
