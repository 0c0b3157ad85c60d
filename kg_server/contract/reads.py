"""The operations that read the graph: searching, navigating, reading documents, views, scout, friction."""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import (
    AfterValidator,
    Field,
    StringConstraints,
    model_validator,
)

from kg_server.answers.common import Status
from kg_server.answers.communities import CommunityList, CommunityMap
from kg_server.answers.concepts import ConceptBatch, ConceptDetails, RelatedConcepts
from kg_server.answers.connections import Connections
from kg_server.answers.contradictions import Contradictions, Friction
from kg_server.answers.documents import (
    DocumentConcepts,
    DocumentList,
    SourceText,
    TopicTree,
)
from kg_server.answers.scout import ChangeKind, ScoutReport
from kg_server.answers.search import ConceptSearch, PassageSearch
from kg_server.answers.views import VizGraph, VizLink
from kg_server.store.queries import RELATIONSHIP_TYPES

from .base import (
    LANGUAGES_SAID,
    MAX_PARAGRAPH,
    Bounded,
    CodeLanguage,
    CommunityId,
    ConceptId,
    ConceptStatus,
    Day,
    DocumentName,
    Folder,
    Input,
    Limit,
    Mode,
    Paragraph,
    PassageMode,
    Query,
    Scope,
    Tag,
    _types,
    _unique,
)
from .registry import Command, Http, operation

# The scout's named presets (kg_server.scout.rule weighs each one).
PresetName = Literal["balanced", "risk", "focused", "wide", "impact"]
PRESET_NAMES: tuple[str, ...] = get_args(PresetName)
PRESET_HELP = ("Weights and threshold of the expansion rule: balanced (relevance first), risk (what conflicts or "
               "obliges weighs as much), focused (stays close to the question), wide (a survey), impact (what breaks "
               "if a symbol of code changes). Default: impact when the query names a symbol of code and a change, "
               "else balanced.")
STATUSES: tuple[str, ...] = get_args(Status)


_Q = {"query": "q"}  # the HTTP API calls a search's query `q`
DATED_BY = ("A document is dated by its own date (front matter `date:`, an email's `Date:` line, a PDF's creation "
            "date), else by the day it was ingested; the answer says which.")


# --- the operations ---------------------------------------------------------------------------------
class SearchConcepts(Bounded):
    """Find concepts by meaning and/or exact terms: what documents talk about, and the symbols of code
    (functions, classes, methods, ...) by name, qualified name or what their docstrings say. Returns ids
    to pass to the other tools, with the documents that ground each concept and how many quotes do (for
    a symbol: its kind, where it is defined, and how many uses)."""

    query: Query
    limit: Limit = 10
    min_similarity: float | None = Field(
        None, ge=-1, le=1, examples=[0.3],
        description="Drop semantic candidates whose cosine similarity is below this (a cosine, not Neo4j's "
                    "(1+cos)/2 score). Default: calibrated for the embedder, 0.25 for all-MiniLM-L6-v2.",
    )
    mode: Mode = "hybrid"
    status: ConceptStatus | None = Field(None, description="Only concepts of this integration status.")
    community: CommunityId | None = Field(None, description="Only concepts of this community (list_communities).")
    code: bool | None = Field(None, examples=[True],
                              description="Only symbols of code (true) or only concepts of documents (false); "
                                          "default both. A symbol's exact name or qualified name comes first.")
    language: CodeLanguage | None = Field(None, examples=["go"],
                                          description=f"Only symbols of code of this language: {LANGUAGES_SAID} "
                                                      "(prose concepts have none, and are left out).")


SEARCH_CONCEPTS = operation(
    "search_concepts",
    SearchConcepts,
    ConceptSearch,
    "Search concepts",
    Http("GET", "/api/search", "search", names=_Q),
    example={"query": "liability cap"},
    command=Command("search", "Search concepts (hybrid, semantic or lexical) from the command line.", words="query"),
)


class GetConceptDetails(Bounded):
    """Everything about one concept: description, every quote that grounds it (document, paragraph),
    and its relationships in both directions with their evidence."""

    concept_id: ConceptId


GET_CONCEPT_DETAILS = operation(
    "get_concept_details",
    GetConceptDetails,
    ConceptDetails,
    "Concept details",
    Http("GET", "/api/concepts/{concept_id}", "concepts"),
    example={"concept_id": "uncapped-ip-indemnity"},
)


class FindRelatedConcepts(Bounded):
    """Concepts reachable from one concept over typed relationships, nearest first, each with the path
    of relationship types and directions that reaches it."""

    concept_id: ConceptId
    relationship_types: Annotated[list[str], AfterValidator(_types)] = Field(
        default_factory=list, examples=[["contradicts", "part_of"]],
        description="Relationship types to follow (case-insensitive): "
                    f"{', '.join(t.lower() for t in RELATIONSHIP_TYPES)}. Empty: all of them.",
    )
    max_depth: int = Field(2, ge=1, le=5, description="How many hops to walk.", examples=[2])

    @property
    def types(self) -> list[str]:
        """The relationship types to follow, as stored (all of them when none were given)."""
        return self.relationship_types or list(RELATIONSHIP_TYPES)


FIND_RELATED_CONCEPTS = operation(
    "find_related_concepts",
    FindRelatedConcepts,
    RelatedConcepts,
    "Related concepts",
    Http("GET", "/api/concepts/{concept_id}/related", "concepts", names={"relationship_types": "types"}),
    drawn=True,
    example={"concept_id": "uncapped-ip-indemnity", "max_depth": 1},
)


class SearchByDocument(Bounded):
    """The concepts a document (or one paragraph of it) talks about, with their quotes in order."""

    document_name: DocumentName
    paragraph: Paragraph | None = Field(None, description="Only this paragraph (1-based).")


SEARCH_BY_DOCUMENT = operation("search_by_document", SearchByDocument, DocumentConcepts, "Concepts in a document",
                               Http("GET", "/api/documents/{document_name:path}/concepts", "documents"),
                               example={"document_name": "Contracts/draft-contract.md"})


class FindConnections(Bounded):
    """Up to 5 paths between two concepts: the shortest, then the shortest through other concepts; every
    hop with both labels, the relationship type and direction, its confidence and one evidence quote
    (document, paragraph)."""

    from_concept_id: ConceptId
    to_concept_id: ConceptId
    max_hops: int = Field(5, ge=1, le=10, description="Longest path to consider.", examples=[5])

    @model_validator(mode="after")
    def _two_concepts(self) -> FindConnections:
        if self.from_concept_id == self.to_concept_id:
            raise ValueError("from_concept_id and to_concept_id are the same concept; pick two different ones")
        return self


FIND_CONNECTIONS = operation(
    "find_connections",
    FindConnections,
    Connections,
    "Connections between two concepts",
    Http("GET", "/api/paths", "concepts", names={"from_concept_id": "from", "to_concept_id": "to"}),
    drawn=True,
    example={"from_concept_id": "uncapped-ip-indemnity", "to_concept_id": "source-code-escrow"},
)


class GetVisualizationUrl(Input):
    """A link to an interactive 3D view of some concepts and their neighbourhood, for the user to open."""

    concept_ids: Annotated[list[ConceptId], AfterValidator(_unique)] = Field(
        default_factory=list, max_length=500, examples=[["uncapped-ip-indemnity"]],
        description="Concepts to show; empty: the most connected ones.",
    )
    depth: int = Field(1, ge=0, le=3, description="Also show neighbours this many hops out.", examples=[1])
    center_concept: ConceptId | None = Field(None, description="A concept to put in the middle and focus on.")
    community: CommunityId | None = Field(None, description="Also show this community's most central concepts "
                                                            "(up to 300; list_communities gives ids).")
    language: CodeLanguage | None = Field(None, examples=["go"],
                                          description="Also show the most connected symbols of code of this "
                                                      f"language (up to 150): {LANGUAGES_SAID}.")


GET_VISUALIZATION_URL = operation(
    "get_visualization_url",
    GetVisualizationUrl,
    VizLink,
    "3D visualization link",
    Http("POST", "/api/viz", "visualization", status=201),
    effect="stores_session",
    drawn=True,
    example={"concept_ids": ["uncapped-ip-indemnity"]},
    command=Command(
        "viz",
        "Create a 3D visualization link (as get_visualization_url) and print it.",
        flags={"concept_ids": "--concept", "center_concept": "--center"},
        shows="url",
    ),
)


class ListDocuments(Bounded):
    """Every document with its folder (topic), paragraph count, concept count and ingest time."""


LIST_DOCUMENTS = operation("list_documents", ListDocuments, DocumentList, "List documents",
                           Http("GET", "/api/documents", "documents"))


class SearchPassages(Bounded):
    """Paragraphs that answer a query, each as a short excerpt around its best-matching sentence with
    its source_id (pass it to read_source for the full text)."""

    query: Query
    limit: Limit = 10
    mode: PassageMode = "graph"
    document: DocumentName | None = Field(None, description="Only this document (name, file name or title).")
    topic_prefix: Folder | None = Field(None, description="Only documents in this folder and below, e.g. 'Contracts'.")
    tags: list[str] | None = Field(None, description="Only documents with all of these tags (list_documents shows "
                                                     "each document's tags).", examples=[["draft"]])
    date_from: Day | None = Field(None, description="Only documents dated on or after this day (YYYY-MM-DD). "
                                                    f"{DATED_BY}")
    date_to: Day | None = Field(
        None, description=f"Only documents dated on or before this day (YYYY-MM-DD). {DATED_BY}"
    )
    community: CommunityId | None = Field(None, description="Only paragraphs that quote a concept of this "
                                                            "community (list_communities).")
    language: CodeLanguage | None = Field(None, examples=["go"],
                                          description=f"Only paragraphs of code files of this language: "
                                                      f"{LANGUAGES_SAID}.")

    @model_validator(mode="after")
    def _dates_in_order(self) -> SearchPassages:
        if self.date_from and self.date_to and self.date_from > self.date_to:
            raise ValueError(f"date_from ({self.date_from}) is after date_to ({self.date_to}): no day is both; "
                             "swap them")
        return self


SEARCH_PASSAGES = operation("search_passages", SearchPassages, PassageSearch, "Search passages",
                            Http("GET", "/api/passages", "search", names=_Q), example={"query": "invoice"})


class ReadSource(Bounded):
    """The full text of a paragraph or of a range of a document's paragraphs (at most 50 paragraphs or
    about 40,000 characters per call; next_paragraph tells where to continue)."""

    source_id: str | None = Field(None, min_length=1, max_length=1000, examples=["Contracts/msa.md#p3"],
                                  description="One paragraph, e.g. 'Contracts/msa.md#p3'.")
    document_name: DocumentName | None = Field(None, description="A whole document (paginated).")
    paragraph_from: Paragraph | None = Field(None, description="First paragraph to read (document_name only).")
    paragraph_to: Paragraph | None = Field(None, description="Last paragraph to read (document_name only).")

    @model_validator(mode="after")
    def _one_source(self) -> ReadSource:
        if bool(self.source_id) == bool(self.document_name):
            raise ValueError("pass exactly one of source_id (one paragraph) or document_name (a document), "
                             "e.g. source_id='Contracts/msa.md#p3'")
        start = self.paragraph_from or 1
        if self.paragraph_to is not None and self.paragraph_to < start:
            raise ValueError(f"paragraph_to must be a whole number from {start} to {MAX_PARAGRAPH}; "
                             f"got {self.paragraph_to}")
        return self


READ_SOURCE = operation(
    "read_source",
    ReadSource,
    SourceText,
    "Read source text",
    Http("GET", "/api/source", "documents"),
    example={"source_id": "Tenders/request-for-tender.md#p2"},
)


class ListTopics(Bounded):
    """The folder (topic) tree of the corpus with document and concept counts."""

    prefix: Folder | None = Field(None, description="Only this folder and its subfolders, e.g. 'Contracts'.")


LIST_TOPICS = operation("list_topics", ListTopics, TopicTree, "List topics", Http("GET", "/api/topics", "documents"))


class FindContradictions(Bounded):
    """Pairs of concepts that contradict each other, most confident first, each side with a quote
    (document, paragraph). With topic_a and topic_b: what one folder says against the other."""

    topic_a: Scope | None = Field(None, description="One side's folder or document, e.g. 'Tenders'.")
    topic_b: Scope | None = Field(None, description="The other side's folder or document, e.g. "
                                                    "'Contracts/draft-contract.md'.")
    concept_id: ConceptId | None = Field(None, description="Only contradictions involving this concept.")
    community: CommunityId | None = Field(None, description="Only contradictions with a side in this community "
                                                            "(list_communities).")
    limit: int = Field(20, ge=1, le=100, description="How many pairs to return.", examples=[20])


FIND_CONTRADICTIONS = operation("find_contradictions", FindContradictions, Contradictions, "Find contradictions",
                                Http("GET", "/api/contradictions", "concepts"), example={"limit": 5})


class GetConcepts(Bounded):
    """Details of several concepts in one call (same shape as get_concept_details); unknown ids are
    listed in `missing`."""

    concept_ids: Annotated[list[ConceptId], AfterValidator(_unique)] = Field(
        min_length=1, max_length=50, description="Up to 50 concept ids.",
        examples=[["liability-cap", "payment-within-30-days"]],
    )


GET_CONCEPTS = operation("get_concepts", GetConcepts, ConceptBatch, "Several concepts at once",
                         Http("POST", "/api/concepts/batch", "concepts"),
                         example={"concept_ids": ["uncapped-ip-indemnity", "source-code-escrow"]})


class Neighbourhood(Input):
    """A concept and its direct neighbours, as the 3D view draws them (the viewer's Expand)."""

    concept_id: ConceptId


NEIGHBOURHOOD = operation("neighbourhood", Neighbourhood, VizGraph, "A concept's neighbourhood",
                          Http("GET", "/api/concepts/{concept_id}/neighbourhood", "visualization"), mcp=False,
                          example={"concept_id": "uncapped-ip-indemnity"})


# What each change of code must be told (beside the symbol), and what else it may be told.
CHANGE_NEEDS: dict[ChangeKind, tuple[str, ...]] = {
    ChangeKind.ADD_PARAMETER: ("parameter",), ChangeKind.REMOVE_PARAMETER: ("parameter",),
    ChangeKind.RENAME_PARAMETER: ("parameter", "new_name"), ChangeKind.CHANGE_PARAMETER_TYPE: ("parameter",),
    ChangeKind.RENAME: ("new_name",),
}
CHANGE_TAKES: dict[str, tuple[ChangeKind, ...]] = {
    "parameter": (ChangeKind.ADD_PARAMETER, ChangeKind.REMOVE_PARAMETER, ChangeKind.RENAME_PARAMETER,
                  ChangeKind.CHANGE_PARAMETER_TYPE),
    "new_name": (ChangeKind.RENAME, ChangeKind.RENAME_PARAMETER),
    "required": (ChangeKind.ADD_PARAMETER,),
    "may_be_none": (ChangeKind.CHANGE_RETURN, ChangeKind.CHANGE_PARAMETER_TYPE),
    "narrows": (ChangeKind.CHANGE_PARAMETER_TYPE,),
}
_NEEDED = {"parameter": "parameter (the name of the parameter, e.g. 'encoding')",
           "new_name": "new_name (the name it gets, e.g. 'get_help_v2')"}
CodeName = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=500)]


class Scout(Bounded):
    """Explore the graph for a fuzzy question within a budget: seeds from search, then best-first over
    typed relationships; each candidate is rated (relevance, risk, complexity, confidence, tags) and
    expanded while its score beats the threshold. Returns a summary, pointers to the concepts that
    matter (quote, document, paragraph, risk) and a trace saying why each visited concept was or was
    not expanded. Over code ("what breaks if I change X"), pass `symbol` and `change` (and what the
    change needs: `parameter`, `new_name`) to say exactly what changes; else the query is read for them."""

    query: Query
    tags: Annotated[list[Tag], AfterValidator(_unique)] = Field(
        default_factory=list, max_length=20, examples=[["contradicts", "contracts"]],
        description="Tags that make a candidate worth more when its rating carries them: relationship types "
                    "(contradicts, requires), folders (contracts), document tags, statuses (contested).",
    )
    budget: int = Field(20, ge=1, le=200, description="How many concepts to visit at most.", examples=[20])
    max_depth: int = Field(3, ge=0, le=6, examples=[3],
                           description="Hops from a search seed beyond which nothing is expanded.")
    preset: PresetName | None = Field(None, examples=["risk"], description=PRESET_HELP)
    threshold: float | None = Field(None, ge=-20, le=20, examples=[1.5],
                                    description="Expand a concept only when its score is above this; default: "
                                                "the preset's threshold.")
    symbol: CodeName | None = Field(None, examples=["format_filename"],
                                    description="Code: the symbol that changes, by name, Class.method or qualified "
                                                "name; with change, the query is not read for them.")
    change: ChangeKind | None = Field(None, examples=["add_parameter"],
                                      description="Code: what changes in symbol; add_parameter, remove_parameter and "
                                                  "change_parameter_type need parameter, rename_parameter parameter "
                                                  "and new_name, rename new_name.")
    parameter: CodeName | None = Field(None, examples=["encoding"],
                                       description="Code: the parameter added, removed, renamed or retyped.")
    new_name: CodeName | None = Field(None, examples=["get_help_v2"],
                                      description="Code: the new name, of a rename or rename_parameter.")
    required: bool | None = Field(None, examples=[False],
                                  description="Code, add_parameter: whether the new parameter has no default; "
                                              "default true.")
    may_be_none: bool | None = Field(None, examples=[True],
                                     description="Code, change_return or change_parameter_type: the new type admits "
                                                 "None (undefined, null) too.")
    narrows: bool | None = Field(None, examples=[True],
                                 description="Code, change_parameter_type: the parameter accepts less than it did.")
    file: CodeName | None = Field(None, examples=["src/click/core.py"],
                                  description="Code: the file symbol is defined in (its path, or the path's end), "
                                              "when several symbols have its name.")

    @model_validator(mode="after")
    def _one_change(self) -> Scout:
        told = [name for name in ("parameter", "new_name", "required", "may_be_none", "narrows", "file")
                if getattr(self, name) is not None]
        if self.change is None:
            if self.symbol is not None:
                raise ValueError(f"symbol needs change, one of: {', '.join(ChangeKind)}; or leave out symbol and "
                                 "say the change in the query")
            if told:
                raise ValueError(f"{told[0]} goes with symbol and change (one of: {', '.join(ChangeKind)}): pass "
                                 f"them too, or leave out {told[0]} and say the change in the query")
            return self
        if self.symbol is None:
            raise ValueError(f"change {self.change} needs symbol: the name of what changes, e.g. 'format_filename'")
        missing = [name for name in CHANGE_NEEDS.get(self.change, ()) if getattr(self, name) is None]
        if missing:
            raise ValueError(f"change {self.change} needs {' and '.join(_NEEDED[name] for name in missing)}")
        for name in told:
            takes = CHANGE_TAKES.get(name)
            if takes is not None and self.change not in takes:
                raise ValueError(f"{name} does not go with change {self.change}, only with {' or '.join(takes)}")
        return self


SCOUT = operation("scout", Scout, ScoutReport, "Scout a question", Http("GET", "/api/scout", "concepts", names=_Q),
                  drawn=True,
                  example={"query": "who pays if the platform infringes a patent", "budget": 5},
                  command=Command("scout", "Explore the graph for a question within a budget (as the scout tool).",
                                  words="query", flags={"tags": "--tag"}))


class FrictionReport(Bounded):
    """The most contested concepts, highest friction (confidence-weighted CONTRADICTS evidence, stated
    and inferred) first, each with the concepts that contradict it and a quote of each side."""

    topic_prefix: Folder | None = Field(None, description="Only concepts quoted in this folder and below, "
                                                          "e.g. 'Contracts'.")
    limit: int = Field(20, ge=1, le=100, description="How many concepts to return.", examples=[20])


FRICTION_REPORT = operation(
    "friction_report",
    FrictionReport,
    Friction,
    "Most contested concepts",
    Http("GET", "/api/friction", "concepts"),
    example={"limit": 5},
    command=Command("friction", "The most contested concepts with their opposing quotes (friction_report)."),
)


class ListCommunities(Bounded):
    """The map of the corpus: communities of closely linked concepts, largest first, each named by its
    most central concepts, with its size, documents, quotes and contradictions. Without arguments: the
    broadest communities; with community_id: the finer communities inside it. Pass a community_id as
    `community` to search_concepts, search_passages or find_contradictions to stay inside it."""

    community_id: CommunityId | None = Field(None, description="List the sub-communities of this community.")
    level: int | None = Field(None, ge=1, le=10, examples=[2],
                              description="List every community of this level (1: broadest) instead.")
    limit: int = Field(40, ge=1, le=200, description="How many communities to return.", examples=[10])

    @model_validator(mode="after")
    def _one_way(self) -> ListCommunities:
        if self.community_id and self.level:
            raise ValueError("pass community_id (its sub-communities) or level (every community of a level), not both")
        return self


LIST_COMMUNITIES = operation("list_communities", ListCommunities, CommunityList, "Map of the corpus (communities)",
                             Http("GET", "/api/communities", "communities"), example={"limit": 5},
                             command=Command("communities", "The communities of the concept graph (list_communities)."))


class CommunityMapView(Input):
    """The viewer's map: communities as nodes, linked by the strength of the links between their concepts."""

    community_id: CommunityId | None = Field(None, description="The sub-communities of this community; "
                                                               "default: the broadest ones.")


COMMUNITY_MAP = operation("community_map", CommunityMapView, CommunityMap, "Map of communities",
                          Http("GET", "/api/communities/map", "communities"), mcp=False)
