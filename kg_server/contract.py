"""The input contract: one validated model per operation, shared by every shell.

Each operation the product offers (an MCP tool, an HTTP route, a `kg` command) takes one of these
models. Bounds, enums, defaults, descriptions and examples are written here once: the MCP input
schema, the HTTP parameters and the CLI's choices are derived from them, and the same checks run
whichever door a request came through. A model's docstring is the operation's description (the text
an MCP client's model reads).

Constructing a model with bad values raises `InvalidArgument` whose message says which argument was
wrong, what was expected and gives an example; `explain` words a pydantic `ValidationError` the same
way for the shells whose framework validates first (the MCP SDK).

Adding an operation: write its input model here and add it to `OPERATIONS`, give `KnowledgeGraph` a
method of the same name taking that model, then add a line in each shell that serves it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Annotated, Any, Literal, get_args, get_origin

import annotated_types
from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
    model_validator,
)
from pydantic.fields import FieldInfo
from pydantic_core import ErrorDetails

from .console_results import CypherResult
from .curation_results import Change, ConceptRevision, RecentChanges
from .cypher import RELATIONSHIP_TYPES, relationship_type
from .errors import InvalidArgument
from .expansion import PRESET_HELP, PresetName
from .results import (
    ConceptBatch,
    ConceptDetails,
    ConceptSearch,
    Connections,
    Contradictions,
    DocumentConcepts,
    DocumentList,
    Friction,
    PassageSearch,
    RelatedConcepts,
    ScoutReport,
    SourceText,
    TopicTree,
    VizGraph,
    VizLink,
)

MAX_QUERY_CHARS = 2000
MAX_ID_CHARS = 200
MAX_PARAGRAPH = 1_000_000
MIN_ANSWER_TOKENS = 500
MAX_ANSWER_TOKENS = 100_000


def _lowered(value: Any) -> Any:
    return value.strip().lower() if isinstance(value, str) else value


def _types(values: list[str]) -> list[str]:
    return list(dict.fromkeys(_relationship_type(v) for v in values))


def _relationship_type(value: str) -> str:
    try:
        return relationship_type(value)
    except InvalidArgument as error:
        raise ValueError(error.message) from None


def _unique(values: list[str]) -> list[str]:
    return list(dict.fromkeys(values))


# --- the constrained types the operations share ---------------------------------------------------
Query = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_QUERY_CHARS),
    Field(description="Words or a question, e.g. 'who pays for third-party IP claims'.",
          examples=["who pays for third-party IP claims"]),
]
Mode = Annotated[
    Literal["hybrid", "semantic", "lexical"],
    BeforeValidator(_lowered),
    Field(description="hybrid: meaning and exact terms fused (best default); semantic: meaning only; "
                      "lexical: exact words only (identifiers, clause numbers).", examples=["lexical"]),
]
MODES: tuple[str, ...] = get_args(get_args(Mode)[0])
Limit = Annotated[int, Field(ge=1, le=50, description="How many results to return.", examples=[10])]
ConceptId = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_ID_CHARS),
    Field(description="A concept's id (a slug such as 'liability-cap'); search_concepts finds ids.",
          examples=["liability-cap"]),
]
DocumentName = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=500),
    Field(description="A document: its name from list_documents, its file name, the name without "
                      "extension, or its title.", examples=["Contracts/draft-contract.md"]),
]
Folder = Annotated[
    str,
    StringConstraints(strip_whitespace=True, max_length=500),
    Field(description="A folder (topic) path: that folder and everything below it, case-insensitive.",
          examples=["Contracts"]),
]
Scope = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=500),
    Field(description="A folder (that folder and below) or one document (as list_documents names it).",
          examples=["Tenders"]),
]
Paragraph = Annotated[int, Field(ge=1, le=MAX_PARAGRAPH, examples=[3])]
ConceptStatus = Annotated[
    Literal["probation", "integrated", "contested"],
    BeforeValidator(_lowered),
    Field(description="probation: little evidence yet; integrated: grounded and undisputed; contested: "
                      "friction (confidence-weighted CONTRADICTS evidence) at or above the threshold.",
          examples=["contested"]),
]


class Input(BaseModel):
    """The base of every operation's input: unknown fields are refused, values are frozen, and bad
    values raise `InvalidArgument` with a message for people (and models)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    def __init__(self, **data: Any) -> None:
        try:
            super().__init__(**data)
        except ValidationError as error:
            raise InvalidArgument(explain(error, type(self))) from None

    @classmethod
    def parse(cls, data: dict[str, Any]) -> Any:
        """The model from loosely typed values (query strings, command lines); None means unset."""
        return cls(**{k: v for k, v in data.items() if v is not None})


class Bounded(Input):
    """An operation whose answer is cut to a token budget, its long lists paged (kg_server.bounds)."""

    cursor: str | None = Field(None, min_length=1, max_length=2000,
                               description="The `cursor` of a previous answer: its next page (repeat the other "
                                           "arguments unchanged). Leave out for the first page.")
    max_tokens: int | None = Field(None, ge=MIN_ANSWER_TOKENS, le=MAX_ANSWER_TOKENS, examples=[8000],
                                   description="Largest answer, in tokens (about 3 characters of JSON each); default the "
                                               "server's KG_MAX_ANSWER_TOKENS (8,000). Longer answers come in pages.")

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        # The operation's own arguments first (schemas, help, messages list fields in this order).
        super().__pydantic_init_subclass__(**kwargs)
        fields = dict(cls.__pydantic_fields__)
        shared = {name: fields.pop(name) for name in ("cursor", "max_tokens")}
        cls.__pydantic_fields__ = {**fields, **shared}


# --- the operations ---------------------------------------------------------------------------------
class SearchConcepts(Bounded):
    """Find concepts by meaning and/or exact terms. Returns ids to pass to the other tools, with the
    documents that ground each concept and how many quotes do."""

    query: Query
    limit: Limit = 10
    min_similarity: float | None = Field(
        None, ge=-1, le=1, examples=[0.3],
        description="Drop semantic candidates whose cosine similarity is below this (a cosine, not Neo4j's "
                    "(1+cos)/2 score). Default: calibrated for the embedder, 0.25 for all-MiniLM-L6-v2.",
    )
    mode: Mode = "hybrid"
    status: ConceptStatus | None = Field(None, description="Only concepts of this integration status.")


class GetConceptDetails(Bounded):
    """Everything about one concept: description, every quote that grounds it (document, paragraph),
    and its relationships in both directions with their evidence."""

    concept_id: ConceptId


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


class SearchByDocument(Bounded):
    """The concepts a document (or one paragraph of it) talks about, with their quotes in order."""

    document_name: DocumentName
    paragraph: Paragraph | None = Field(None, description="Only this paragraph (1-based).")


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


class GetVisualizationUrl(Input):
    """A link to an interactive 3D view of some concepts and their neighbourhood, for the user to open."""

    concept_ids: Annotated[list[ConceptId], AfterValidator(_unique)] = Field(
        default_factory=list, max_length=500, examples=[["uncapped-ip-indemnity"]],
        description="Concepts to show; empty: the most connected ones.",
    )
    depth: int = Field(1, ge=0, le=3, description="Also show neighbours this many hops out.", examples=[1])
    center_concept: ConceptId | None = Field(None, description="A concept to put in the middle and focus on.")


class ListDocuments(Bounded):
    """Every document with its folder (topic), paragraph count, concept count and ingest time."""


class SearchPassages(Bounded):
    """Paragraphs that answer a query, each as a short excerpt around its best-matching sentence with
    its source_id (pass it to read_source for the full text)."""

    query: Query
    limit: Limit = 10
    mode: Mode = "hybrid"
    document: DocumentName | None = Field(None, description="Only this document (name, file name or title).")
    topic_prefix: Folder | None = Field(None, description="Only documents in this folder and below, e.g. 'Contracts'.")
    tags: list[str] | None = Field(None, description="Only documents with all of these tags.", examples=[["draft"]])
    date_from: date | None = Field(None, description="Only documents ingested on or after (YYYY-MM-DD).")
    date_to: date | None = Field(None, description="Only documents ingested on or before (YYYY-MM-DD).")


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


class ListTopics(Bounded):
    """The folder (topic) tree of the corpus with document and concept counts."""

    prefix: Folder | None = Field(None, description="Only this folder and its subfolders, e.g. 'Contracts'.")


class FindContradictions(Bounded):
    """Pairs of concepts that contradict each other, most confident first, each side with a quote
    (document, paragraph). With topic_a and topic_b: what one folder says against the other."""

    topic_a: Scope | None = Field(None, description="One side's folder or document, e.g. 'Tenders'.")
    topic_b: Scope | None = Field(None, description="The other side's folder or document, e.g. "
                                                    "'Contracts/draft-contract.md'.")
    concept_id: ConceptId | None = Field(None, description="Only contradictions involving this concept.")
    limit: int = Field(20, ge=1, le=100, description="How many pairs to return.", examples=[20])


class GetConcepts(Bounded):
    """Details of several concepts in one call (same shape as get_concept_details); unknown ids are
    listed in `missing`."""

    concept_ids: Annotated[list[ConceptId], AfterValidator(_unique)] = Field(
        min_length=1, max_length=50, description="Up to 50 concept ids.",
        examples=[["liability-cap", "payment-within-30-days"]],
    )


class Neighbourhood(Input):
    """A concept and its direct neighbours, as the 3D view draws them (the viewer's Expand)."""

    concept_id: ConceptId


Tag = Annotated[str, StringConstraints(strip_whitespace=True, to_lower=True, min_length=1, max_length=100)]


class Scout(Bounded):
    """Explore the graph for a fuzzy question within a budget: seeds from search, then best-first over
    typed relationships; each candidate is rated (relevance, risk, complexity, confidence, tags) and
    expanded while its score beats the threshold. Returns a summary, pointers to the concepts that
    matter (quote, document, paragraph, risk) and a trace saying why each visited concept was or was
    not expanded."""

    query: Query
    tags: Annotated[list[Tag], AfterValidator(_unique)] = Field(
        default_factory=list, max_length=20, examples=[["contradicts", "contracts"]],
        description="Tags that make a candidate worth more when its rating carries them: relationship types "
                    "(contradicts, requires), folders (contracts), document tags, statuses (contested).",
    )
    budget: int = Field(20, ge=1, le=200, description="How many concepts to visit at most.", examples=[20])
    max_depth: int = Field(3, ge=0, le=6, examples=[3],
                           description="Hops from a search seed beyond which nothing is expanded.")
    preset: PresetName = Field("balanced", examples=["risk"], description=PRESET_HELP)
    threshold: float | None = Field(None, ge=-20, le=20, examples=[1.5],
                                    description="Expand a concept only when its score is above this; default: "
                                                "the preset's threshold.")


class FrictionReport(Bounded):
    """The most contested concepts, highest friction (confidence-weighted CONTRADICTS evidence, stated
    and inferred) first, each with the concepts that contradict it and a quote of each side."""

    topic_prefix: Folder | None = Field(None, description="Only concepts quoted in this folder and below, "
                                                          "e.g. 'Contracts'.")
    limit: int = Field(20, ge=1, le=100, description="How many concepts to return.", examples=[20])


# --- curation: writes, off unless the server allows them (KG_ALLOW_WRITES), and the change log --------
Label = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=300)]
Note = Annotated[str | None, Field(max_length=1000, examples=["the tender's Clause 9.4 says 30 days"],
                                   description="Why: kept in the change log with the change.")]
RelationshipType = Annotated[str, AfterValidator(_relationship_type), Field(
    description=f"One of: {', '.join(t.lower() for t in RELATIONSHIP_TYPES)} (case-insensitive).",
    examples=["contradicts"])]
SourceId = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=1000), Field(
    description="A paragraph's id, e.g. 'Contracts/draft-contract.md#p9' (search_passages and "
                "get_concept_details return them).", examples=["Contracts/draft-contract.md#p9"])]
Aliases = Annotated[list[Label], AfterValidator(_unique), Field(
    max_length=50, description="Other names for it.", examples=[["escrow release"]])]
SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


def _slug(value: str) -> str:
    if not SLUG.fullmatch(value):
        raise ValueError("concept_id must be lower-case letters and digits in words joined by '-', e.g. "
                         f"'escrow-release-on-insolvency'; got {value!r}")
    return value


NewConceptId = Annotated[str, StringConstraints(min_length=1, max_length=MAX_ID_CHARS), AfterValidator(_slug)]


class AddConcept(Input):
    """Add a concept to the graph (curation). Ground it afterwards with add_instance and link it with
    add_relationship. Answers the change-log entry."""

    label: Label = Field(description="Its name, e.g. 'Escrow release on insolvency'.",
                         examples=["Escrow release on insolvency"])
    description: str = Field("", max_length=5000, description="What it means, in a sentence or two.")
    aliases: Aliases = Field(default_factory=list)
    concept_id: NewConceptId | None = Field(None, examples=["escrow-release-on-insolvency"],
                                            description="Its id, lower-case words joined by '-'. Default: made "
                                                        "from the label.")
    note: Note = None


class ReviseConcept(Input):
    """Change a concept's label, description or aliases (curation). The old values are kept in the change
    log: the answer shows the concept's revision history."""

    concept_id: ConceptId
    label: Label | None = Field(None, description="The new label.")
    description: str | None = Field(None, max_length=5000, description="The new description.")
    aliases: Aliases | None = Field(None, description="The new aliases (they replace the old ones).")
    note: Note = None

    @model_validator(mode="after")
    def _something_to_change(self) -> ReviseConcept:
        if self.label is None and self.description is None and self.aliases is None:
            raise ValueError("say what to change: pass label, description or aliases (or several)")
        return self


class AddInstance(Input):
    """Ground a concept in a paragraph with a quote (curation). The quote must be verbatim in the
    paragraph; read_source shows its text."""

    concept_id: ConceptId
    source_id: SourceId
    quote: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=10_000)] = Field(
        examples=["Payment shall be made within 60 days"],
        description="Words copied exactly from the paragraph (spacing and line breaks may differ).")
    confidence: float = Field(1.0, ge=0, le=1, description="How sure the curator is (0 to 1).", examples=[0.9])
    note: Note = None


class AddRelationship(Input):
    """State a typed relationship from one concept to another (curation). An existing one of the same type
    and direction is confirmed: it becomes stated (no `method`), takes this confidence and gains the
    evidence."""

    from_concept_id: ConceptId
    to_concept_id: ConceptId
    type: RelationshipType
    confidence: float = Field(1.0, ge=0, le=1, description="How sure the curator is (0 to 1).", examples=[0.9])
    evidence: Annotated[list[SourceId], AfterValidator(_unique)] = Field(
        default_factory=list, max_length=20, examples=[["Contracts/draft-contract.md#p9"]],
        description="Paragraphs that state it (source ids).")
    note: Note = None

    @model_validator(mode="after")
    def _two_concepts(self) -> AddRelationship:
        if self.from_concept_id == self.to_concept_id:
            raise ValueError("from_concept_id and to_concept_id are the same concept; a relationship links two")
        return self


class DeleteRelationship(Input):
    """Delete the relationship of one type from one concept to another (curation). What it held is kept in
    the change log."""

    from_concept_id: ConceptId
    to_concept_id: ConceptId
    type: RelationshipType
    note: Note = None


class ListRecentChanges(Input):
    """What curators changed: the change log after a sequence number, oldest first, each entry with
    summaries of the concepts it touched. Poll with since_sequence = the last answer's next_since."""

    since_sequence: int = Field(0, ge=0, description="Only changes after this one (0: from the start).",
                                examples=[12])
    limit: int = Field(50, ge=1, le=200, description="How many changes to return.", examples=[50])
    concept_id: ConceptId | None = Field(None, description="Only changes to this concept (its history).")


class RunCypher(Input):
    """Run one read-only Cypher statement, to debug what the other tools answer. Writes, LOAD CSV,
    dbms procedures and procedures off an allow-list are refused; rows and time are capped."""

    statement: str = Field(min_length=1, max_length=20_000, examples=[
        "MATCH (c:Concept)-[r:CONTRADICTS]->(d) RETURN c.concept_id, d.concept_id, r.confidence LIMIT 5"],
        description="One Cypher statement (a trailing ';' is fine). Values belong in parameters.")
    parameters: dict[str, Any] = Field(default_factory=dict, examples=[{"id": "uncapped-ip-indemnity"}],
                                       description="Values for the statement's $parameters.")
    max_rows: int = Field(100, ge=1, le=1000, description="Rows to return at most.", examples=[100])
    timeout_seconds: float = Field(10, gt=0, le=60, description="Stop the statement after this long.",
                                   examples=[10])


@dataclass(frozen=True)
class Operation:
    """One operation: its name (the MCP tool's, the KnowledgeGraph method's), input and answer.
    `writes`: it changes the graph (curation), is offered only when the server allows writes, and its
    service method also takes who asked (`curator=`)."""

    name: str
    input: type[Input]
    result: type[BaseModel]
    writes: bool = False

    @property
    def description(self) -> str:
        return " ".join((self.input.__doc__ or "").split())


OPERATIONS: dict[str, Operation] = {op.name: op for op in (
    Operation("search_concepts", SearchConcepts, ConceptSearch),
    Operation("get_concept_details", GetConceptDetails, ConceptDetails),
    Operation("find_related_concepts", FindRelatedConcepts, RelatedConcepts),
    Operation("search_by_document", SearchByDocument, DocumentConcepts),
    Operation("find_connections", FindConnections, Connections),
    Operation("get_visualization_url", GetVisualizationUrl, VizLink),
    Operation("list_documents", ListDocuments, DocumentList),
    Operation("search_passages", SearchPassages, PassageSearch),
    Operation("read_source", ReadSource, SourceText),
    Operation("list_topics", ListTopics, TopicTree),
    Operation("find_contradictions", FindContradictions, Contradictions),
    Operation("get_concepts", GetConcepts, ConceptBatch),
    Operation("neighbourhood", Neighbourhood, VizGraph),
    Operation("scout", Scout, ScoutReport),
    Operation("friction_report", FrictionReport, Friction),
    Operation("add_concept", AddConcept, Change, writes=True),
    Operation("revise_concept", ReviseConcept, ConceptRevision, writes=True),
    Operation("add_instance", AddInstance, Change, writes=True),
    Operation("add_relationship", AddRelationship, Change, writes=True),
    Operation("delete_relationship", DeleteRelationship, Change, writes=True),
    Operation("recent_changes", ListRecentChanges, RecentChanges),
    Operation("run_cypher", RunCypher, CypherResult),
)}


def constrained_type(field: FieldInfo) -> Any:
    """A field's type with its constraints (bounds, lengths) attached: what a shell's framework needs to
    publish and check the same argument."""
    if not field.metadata:
        return field.annotation
    return Annotated[(field.annotation, *field.metadata)]  # type: ignore[valid-type]


# --- messages ---------------------------------------------------------------------------------------
def explain(error: ValidationError, model: type[BaseModel], *, names: dict[str, str] | None = None) -> str:
    """One readable line per problem: which argument, what was expected, an example, what was given.

    `names` maps a field to the name the caller used for it (an HTTP parameter such as `q`).
    """
    lines = list(dict.fromkeys(_problem(item, model, names or {}) for item in error.errors()))
    return "; ".join(lines)


def _problem(item: ErrorDetails, model: type[BaseModel], names: dict[str, str]) -> str:
    loc = list(item["loc"])
    if item["type"] == "value_error":  # our own validators word their messages in full
        return str(item.get("ctx", {}).get("error", item["msg"]))
    if not loc:
        return item["msg"]
    name = str(loc[0])
    field = model.model_fields.get(name) or next(
        (f for n, f in model.model_fields.items() if f.alias == name), None)
    shown = names.get(name, name) + "".join(f"[{p}]" for p in loc[1:])
    if field is None:
        if item["type"] == "extra_forbidden":
            known = ", ".join(names.get(n, n) for n in model.model_fields) or "none"
            return f"unknown argument {shown!r}; the arguments are: {known}"
        return f"{shown}: {item['msg']}"
    example = _example(field) if len(loc) == 1 else ""
    if item["type"] == "missing":
        return f"{shown} is required: {_expected(field, nested=False)}{example}"
    expected = _expected(field, nested=len(loc) > 1)
    return f"{shown} must be {expected}{example}; got {_shown(item.get('input'))}"


def _example(field: FieldInfo) -> str:
    return f", e.g. {field.examples[0]!r}" if field.examples else ""


def _shown(value: Any) -> str:
    if isinstance(value, str) and len(value) > 60:
        return f"{len(value)} characters"
    if isinstance(value, list) and len(value) > 5:
        return f"{len(value)} items"
    return repr(value)


def _bounds(metadata: list[Any]) -> tuple[Any, Any]:
    low = high = None
    for item in _flat(metadata):
        if isinstance(item, annotated_types.Ge | annotated_types.Gt):
            low = getattr(item, "ge", getattr(item, "gt", None))
        elif isinstance(item, annotated_types.Le | annotated_types.Lt):
            high = getattr(item, "le", getattr(item, "lt", None))
        elif isinstance(item, annotated_types.MinLen):
            low = item.min_length
        elif isinstance(item, annotated_types.MaxLen):
            high = item.max_length
        elif isinstance(item, StringConstraints):
            low, high = item.min_length, item.max_length
    return low, high


def _flat(metadata: list[Any]) -> list[Any]:
    """Constraints, with those inside a nested `Field(...)` (an Annotated alias) taken out of it."""
    items: list[Any] = []
    for item in metadata:
        items.extend(_flat(list(item.metadata)) if isinstance(item, FieldInfo) else [item])
    return items


def _between(noun: str, low: Any, high: Any) -> str:
    if low is not None and high is not None:
        return f"{noun} from {low:,} to {high:,}" if noun.startswith("a") else f"{noun} {low:,} to {high:,}"
    if low is not None:
        return f"{noun} of at least {low:,}"
    if high is not None:
        return f"{noun} of at most {high:,}"
    return noun


def _expected(field: FieldInfo, *, nested: bool) -> str:
    return _describe(field.annotation, list(field.metadata), nested=nested)


def _describe(annotation: Any, metadata: list[Any], *, nested: bool = False) -> str:
    origin = get_origin(annotation)
    if origin is Annotated:
        inner, *extra = get_args(annotation)
        return _describe(inner, [*extra, *metadata], nested=nested)
    args = [a for a in get_args(annotation) if a is not type(None)]
    if origin is not None and type(None) in get_args(annotation) and len(args) == 1:  # X | None
        return _describe(args[0], metadata, nested=nested)
    if origin is list:
        if nested:
            return _describe(args[0], [])
        low, high = _bounds(metadata)
        if high is not None:
            size = f"{low or 0} to {high} items"
        else:
            size = f"at least {low} items" if low else "items"
        return f"a list of {size}, each {_describe(args[0], [])}"
    if origin is Literal:
        return "one of: " + ", ".join(str(a) for a in get_args(annotation))
    low, high = _bounds(metadata)
    if annotation is int:
        return _between("a whole number", low, high)
    if annotation is float:
        return _between("a number", low, high)
    if annotation is date:
        return "a date (YYYY-MM-DD)"
    if annotation is str:
        if low is not None and high is not None:
            return f"text of {low:,} to {high:,} characters"
        if high is not None:
            return f"text of at most {high:,} characters"
        return "text"
    return getattr(annotation, "__name__", str(annotation))
