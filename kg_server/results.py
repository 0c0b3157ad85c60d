"""What the service layer answers: pydantic models shared by MCP tools (structured output), the HTTP
API and the CLI, each with a compact text rendering for humans and models.

Lists are capped where they are filled (`kg_server.explore`, `kg_server.search`), and every answer is
then cut to the caller's token budget by `kg_server.bounds`: an answer whose lists did not all fit sets
`truncated` and, when it is a `Paged` answer, a `cursor` for the next page.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, Field


def plural(count: int, word: str, many: str | None = None) -> str:
    return f"{count} {word if count == 1 else (many or word + 's')}"


class Paged(BaseModel):
    """An answer that `kg_server.bounds` may cut into pages. `PAGED` names its long lists (a dotted
    name for a list inside a field), which are cut first; a model that is not an answer of its own
    can name `PAGED` too, to be shortened when it sits in another answer's list."""

    PAGED: ClassVar[tuple[str, ...]] = ()
    cursor: str | None = Field(None, description="More of this answer exists: repeat the call with the same "
                                                 "arguments and cursor=<this> for the next page. Null: nothing more.")

    def paged(self) -> None:
        """Called after the answer was cut into a page, for answers that have their own way to continue."""


def page_note(answer: BaseModel) -> str:
    """The line that tells a reader of the text form how to get the next page (empty when none)."""
    cursor = getattr(answer, "cursor", None)
    return f"\n(more: repeat the call with cursor={cursor!r})" if cursor else ""


class Quote(BaseModel):
    quote: str
    document: str
    paragraph: int
    source_id: str
    confidence: float | None = None
    trimmed: bool = Field(False, description="The quote was shortened around the words asked for; "
                                             "read_source(source_id) has the full paragraph.")

    def cite(self) -> str:
        return f'"{self.quote}" ({self.document} ¶{self.paragraph})'


class Evidence(BaseModel):
    source_id: str
    document: str | None = None
    paragraph: int | None = None


# --- integration status (kg_server.friction) -----------------------------------------------------
Status = Literal["probation", "integrated", "contested"]
STATUS_HELP = ("probation: little evidence yet; integrated: grounded and undisputed; contested: friction at or "
               "above the threshold. Null until the graph's friction was computed (kg import, kg ingest).")
FRICTION_HELP = ("Confidence-weighted CONTRADICTS evidence touching the concept (stated and inferred): the sum "
                 "of each relationship's confidence times its evidence paragraphs (at most 3).")


def status_note(status: str | None, friction: float | None) -> str:
    if status is None:
        return ""
    return f"{status} (friction {friction or 0:.2f})" if status == "contested" else status


# --- search_concepts ------------------------------------------------------------------------------
WARNINGS = ("What made this answer less than asked for, e.g. semantic search unavailable (the embedding "
            "endpoint failed) so the results are lexical only. Empty when all went well.")


def _warning_lines(warnings: list[str]) -> list[str]:
    return [f"Warning: {warning}" for warning in warnings]


def _warned(text: str, warnings: list[str]) -> str:
    return "\n".join([*_warning_lines(warnings), text])


class ConceptHit(BaseModel):
    concept_id: str
    label: str
    description: str = ""
    similarity: float | None = Field(None, description="Cosine similarity to the query (-1..1), not Neo4j's (1+cos)/2.")
    lexical_score: float | None = Field(None, description="Lucene (BM25) score of the full-text match.")
    fused_score: float | None = Field(
        None, description="Hybrid mode: both scores fused, about 0 to 1 (0.5 is an average candidate); orders the results.")
    documents: list[str] = Field(default_factory=list)
    evidence_count: int = 0
    status: Status | None = Field(None, description=STATUS_HELP)
    friction: float | None = Field(None, description=FRICTION_HELP)


class ConceptSearch(Paged):
    PAGED = ("results",)

    query: str
    mode: str
    min_similarity: float | None
    results: list[ConceptHit]
    total_results: int = Field(description="Candidates that matched before the limit was applied.")
    search_duration_ms: float
    warnings: list[str] = Field(default_factory=list, description=WARNINGS)

    def render(self) -> str:
        if not self.results:
            return _warned(f"No concepts match {self.query!r} ({self.mode} search). Try other words or "
                           "mode='hybrid'.", self.warnings)
        lines = [*_warning_lines(self.warnings),
                 f"{len(self.results)} of {plural(self.total_results, 'concept')} for {self.query!r} ({self.mode}):"]
        for hit in self.results:
            scores = []
            if hit.similarity is not None:
                scores.append(f"cos {hit.similarity:.2f}")
            if hit.lexical_score is not None:
                scores.append(f"bm25 {hit.lexical_score:.2f}")
            status = f"; {status_note(hit.status, hit.friction)}" if hit.status in ("contested", "probation") else ""
            lines.append(f"- {hit.concept_id}: {hit.label} [{', '.join(scores)}; {plural(hit.evidence_count, 'quote')}{status}]")
        return "\n".join(lines)


# --- get_concept_details / get_concepts -----------------------------------------------------------
class Relation(BaseModel):
    type: str = Field(description="implies, contradicts, supports, part_of, kind_of, requires or related_to.")
    direction: str = Field(description="outgoing: this concept -> other; incoming: other -> this concept.")
    concept_id: str
    label: str
    confidence: float | None = None
    evidence: list[Evidence] = Field(default_factory=list)
    method: str | None = Field(None, description="How it was found: absent when stated (a bundle, an LLM, a curator); "
                               "pattern, cooccurrence, similarity or hierarchy for the offline extractor's links; "
                               "inferred for contradictions found by comparing statements.")


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
    truncated: bool = False

    def render(self) -> str:
        lines = [f"{self.label} ({self.concept_id})"]
        if self.description:
            lines.append(self.description)
        if self.status:
            lines.append(f"Status: {status_note(self.status, self.friction)}")
        if self.aliases:
            lines.append("Also: " + ", ".join(self.aliases))
        lines.append(f"Quotes ({self.instance_count}):")
        lines += [f"- {q.cite()}" for q in self.instances]
        lines.append(f"Relationships ({self.relationship_count}):")
        for r in self.relationships:
            arrow = f"-{r.type}->" if r.direction == "outgoing" else f"<-{r.type}-"
            how = f" [{r.method}]" if r.method else ""
            lines.append(f"- {arrow} {r.concept_id} ({r.label}){how}")
        if self.truncated:
            lines.append("(lists capped; more quotes or relationships exist)")
        return "\n".join(lines)


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
    method: str | None = Field(None, description="How it was found: absent when stated (a bundle, an LLM, a curator); "
                               "pattern, cooccurrence, similarity or hierarchy for the offline extractor's links; "
                               "inferred for contradictions found by comparing statements.")


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
    truncated: bool = False

    def render(self) -> str:
        if not self.results:
            return f"No concepts related to {self.concept_id} within {plural(self.max_depth, 'hop')}."
        lines = [f"{plural(self.total_results, 'concept')} related to {self.concept_id}:"]
        for item in self.results:
            chain = " ".join(f"{'-' if s.direction == 'outgoing' else '<-'}{s.type}{'->' if s.direction == 'outgoing' else '-'}"
                             for s in item.path)
            lines.append(f"- depth {item.depth}: {item.concept_id} ({item.label}) via {chain}")
        return "\n".join(lines)


# --- search_by_document ---------------------------------------------------------------------------
class DocumentConcept(BaseModel):
    PAGED: ClassVar[tuple[str, ...]] = ("quotes",)

    concept_id: str
    label: str
    description: str = ""
    quotes: list[Quote]


class DocumentConcepts(Paged):
    PAGED = ("concepts",)

    document: str
    title: str | None = None
    topic: str = ""
    paragraph: int | None = None
    concepts: list[DocumentConcept]
    total_concepts: int
    truncated: bool = False

    def render(self) -> str:
        where = f"{self.document} ¶{self.paragraph}" if self.paragraph else self.document
        if not self.concepts:
            return f"No concepts are grounded in {where}."
        lines = [f"{plural(self.total_concepts, 'concept')} in {where}:"]
        for c in self.concepts:
            lines.append(f"- {c.concept_id}: {c.label}")
            lines += [f'    ¶{q.paragraph}: "{q.quote}"' for q in c.quotes[:3]]
        return "\n".join(lines)


# --- find_connections -----------------------------------------------------------------------------
class Hop(BaseModel):
    from_id: str
    from_label: str
    to_id: str
    to_label: str
    type: str
    direction: str = Field(description="forward: stored from_id -> to_id; backward: stored to_id -> from_id.")
    confidence: float | None = None
    evidence: Quote | None = None


class Connection(BaseModel):
    length: int
    hops: list[Hop]


class Connections(Paged):
    PAGED = ("paths",)

    from_concept_id: str
    to_concept_id: str
    max_hops: int
    paths: list[Connection]
    note: str | None = None

    def render(self) -> str:
        if not self.paths:
            return self.note or "No path."
        lines = [f"{plural(len(self.paths), 'path')} from {self.from_concept_id} to {self.to_concept_id}, shortest first:"]
        for number, path in enumerate(self.paths, start=1):
            steps = []
            for hop in path.hops:
                arrow = f"-{hop.type}->" if hop.direction == "forward" else f"<-{hop.type}-"
                steps.append(f"{arrow} {hop.to_id}")
            lines.append(f"{number}. {path.hops[0].from_id} " + " ".join(steps))
            for hop in path.hops:
                if hop.evidence:
                    # Say the relationship the way it is stored, whichever way the path walks it.
                    tail, head = (hop.from_id, hop.to_id) if hop.direction == "forward" else (hop.to_id, hop.from_id)
                    lines.append(f"     {tail} {hop.type} {head}: {hop.evidence.cite()}")
        return "\n".join(lines)


# --- get_visualization_url ------------------------------------------------------------------------
class VizLink(BaseModel):
    url: str
    session_id: str
    message: str
    config: dict[str, object]

    def render(self) -> str:
        return f"{self.message}\n{self.url}"


# --- list_documents -------------------------------------------------------------------------------
class DocumentInfo(BaseModel):
    name: str
    title: str | None = None
    topic: str = ""
    tags: list[str] = Field(default_factory=list)
    paragraphs: int
    concepts: int
    ingested_at: str | None = None


class DocumentList(Paged):
    PAGED = ("documents",)

    documents: list[DocumentInfo]
    total: int
    truncated: bool = False

    def render(self) -> str:
        if not self.documents:
            return "The graph has no documents yet: load some with `kg import FILE` or `kg demo-data`."
        lines = [f"{plural(self.total, 'document')}:"]
        lines += [f"- {d.name} ({plural(d.paragraphs, 'paragraph')}, {plural(d.concepts, 'concept')})" for d in self.documents]
        return "\n".join(lines)


# --- search_passages / read_source ----------------------------------------------------------------
class Passage(BaseModel):
    source_id: str
    document: str
    paragraph: int
    score: float = Field(description="The fused score in hybrid mode, else the cosine or BM25 score.")
    similarity: float | None = None
    lexical_score: float | None = None
    excerpt: str


class PassageSearch(Paged):
    PAGED = ("results",)

    query: str
    mode: str
    results: list[Passage]
    total_results: int
    search_duration_ms: float
    warnings: list[str] = Field(default_factory=list, description=WARNINGS)

    def render(self) -> str:
        if not self.results:
            return _warned(f"No passages match {self.query!r}.", self.warnings)
        lines = [*_warning_lines(self.warnings), f"{plural(len(self.results), 'passage')} for {self.query!r}:"]
        lines += [f"- {p.document} ¶{p.paragraph} ({p.source_id}): {p.excerpt}" for p in self.results]
        return "\n".join(lines)


class Paragraph(BaseModel):
    source_id: str
    paragraph: int
    text: str


class SourceText(Paged):
    PAGED = ("paragraphs",)

    document: str
    title: str | None = None
    topic: str = ""
    paragraphs: list[Paragraph]
    total_paragraphs: int
    next_paragraph: int | None = Field(None, description="Pass as paragraph_from to read on; null at the end.")
    truncated: bool = False

    def paged(self) -> None:
        # A document read continues by paragraph number, as it does at the size cap.
        if self.paragraphs and self.next_paragraph is not None:
            self.next_paragraph = self.paragraphs[-1].paragraph + 1

    def render(self) -> str:
        lines = [f"{self.document} ({plural(self.total_paragraphs, 'paragraph')})"]
        lines += [f"¶{p.paragraph}: {p.text}" for p in self.paragraphs]
        if self.next_paragraph:
            lines.append(f"(continues: read_source with paragraph_from={self.next_paragraph})")
        return "\n\n".join(lines)


# --- list_topics ----------------------------------------------------------------------------------
class Topic(BaseModel):
    PAGED: ClassVar[tuple[str, ...]] = ("children",)

    topic: str = Field(description="Folder path relative to the corpus root; '' is the root.")
    documents: int = Field(description="Documents in this folder and below.")
    concepts: int = Field(description="Distinct concepts grounded in those documents.")
    contested: int = Field(0, description="How many of those concepts are contested.")
    friction: float = Field(0.0, description="Average friction of those concepts.")
    children: list[Topic] = Field(default_factory=list)


class TopicTree(Paged):
    PAGED = ("topics",)

    prefix: str | None = None
    topics: list[Topic]

    def render(self) -> str:
        lines: list[str] = []

        def walk(topic: Topic, depth: int) -> None:
            disputed = f" ({topic.contested} contested, friction {topic.friction:.2f})" if topic.contested else ""
            lines.append(f"{'  ' * depth}- {topic.topic or '(root)'}: {plural(topic.documents, 'document')}, "
                         f"{plural(topic.concepts, 'concept')}{disputed}")
            for child in topic.children:
                walk(child, depth + 1)

        for topic in self.topics:
            walk(topic, 0)
        return "\n".join(lines) or "No topics."


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

    topic_a: str | None = None
    topic_b: str | None = None
    concept_id: str | None = None
    results: list[Contradiction]
    total_results: int
    truncated: bool = False

    def render(self) -> str:
        if not self.results:
            return "No contradictions found in that scope."
        shown = f"{len(self.results)} of " if len(self.results) < self.total_results else ""
        lines = [f"{shown}{plural(self.total_results, 'contradiction')}:"]
        for c in self.results:
            how = f", {c.method}" if c.method else ""
            lines.append(f"- {c.a.label} CONTRADICTS {c.b.label} (confidence {c.confidence or 0:.2f}{how})")
            for side in (c.a, c.b):
                if side.quote:
                    lines.append(f"    {side.quote.cite()}")
        return "\n".join(lines)


# --- kg stats / kg://stats/summary ----------------------------------------------------------------
class GraphStats(BaseModel):
    documents: int
    sources: int
    concepts: int
    instances: int
    relationships: dict[str, int]
    last_ingest: str | None
    neo4j_version: str
    embedding_model: str | None = Field(None, description="The embedder whose vectors the graph holds.")
    embedding_dimension: int | None = None
    embedding_variant: str | None = Field(
        None, description="The local model's variant (fp32 or int8) that made the vectors; null for remote embedders."
    )
    configured_embedder: str | None = None
    indexes: list[dict[str, object]] = Field(default_factory=list)

    def as_dict(self) -> dict[str, object]:
        return self.model_dump(mode="json")

    def render(self) -> str:
        rels = ", ".join(f"{t} {n}" for t, n in self.relationships.items()) or "none"
        return (
            f"Neo4j {self.neo4j_version}: {self.documents} documents, {self.sources} paragraphs, {self.concepts} "
            f"concepts, {self.instances} quotes; relationships: {rels}; embeddings: {self.embedding_model} "
            f"({_variant(self.embedding_variant)}{self.embedding_dimension} dims); last ingest: {self.last_ingest or 'never'}"
        )


def _variant(variant: str | None) -> str:
    return f"{variant}, " if variant else ""


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


class GraphLink(BaseModel):
    source: str
    target: str
    type: str
    confidence: float | None = None
    method: str | None = Field(None, description="How it was found: absent when stated (a bundle, an LLM, a curator); "
                               "pattern, cooccurrence, similarity or hierarchy for the offline extractor's links; "
                               "inferred for contradictions found by comparing statements.")


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


# --- which graph a server serves (GET /api/server) ---------------------------------------------------
class GraphIdentity(BaseModel):
    """Tells two servers on the same graph from two on different ones; holds no secret."""

    neo4j_uri: str = Field(description="Where the server reaches Neo4j (credentials left out).")
    database: str
    database_id: str | None = Field(
        None, description="Neo4j's own id of the database (the same through any address); null when Neo4j "
                          "does not answer.")


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
    parts: dict[str, float] = Field(description="The score's terms: weighted rubric, tag matches, penalties.")
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
                     f"{self.meta.budget_remaining} of {self.meta.budget} budget left; the trace is in the JSON answer)")
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

    topic_prefix: str | None = None
    threshold: float = Field(description="Friction at or above which a concept is contested.")
    results: list[ContestedConcept] = Field(description="Concepts with friction, highest first.")
    total_results: int
    truncated: bool = False

    def render(self) -> str:
        if not self.results:
            where = f" in {self.topic_prefix}" if self.topic_prefix else ""
            return f"No concept{where} has friction: no CONTRADICTS relationships touch it."
        shown = f"{len(self.results)} of " if len(self.results) < self.total_results else ""
        lines = [f"{shown}{plural(self.total_results, 'concept')} with friction (contested at {self.threshold:g}):"]
        for item in self.results:
            lines.append(f"- {item.concept_id}: {item.label} [{status_note(item.status, item.friction)}]")
            for o in item.oppositions:
                claim = f"its claim {o.claim_id} " if o.claim_id else ""
                lines.append(f"    {claim}vs {o.concept_id} ({o.method}, confidence {o.confidence or 0:.2f})")
                for quote in (o.quote, o.opposing_quote):
                    if quote:
                        lines.append(f"      {quote.cite()}")
        return "\n".join(lines)
