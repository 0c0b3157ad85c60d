"""The records of a graph bundle: the documented import/export format (docs/import-format.md).

One pydantic model per node or relationship kind. They validate each record on its own; checks that
span records (references, verbatim quotes, duplicates) live in `kg_server.transfer.files`.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from kg_server.errors import InvalidArgument
from kg_server.store.queries import relationship_type

BUNDLE_FORMAT: Literal["kg-bundle"] = "kg-bundle"
BUNDLE_VERSION: Literal[1] = 1
SLUG_PATTERN = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"

Confidence = Annotated[float, Field(ge=0.0, le=1.0, description="How sure the extractor was, 0 to 1.")]
Vector = Annotated[
    list[float] | None,
    Field(default=None, min_length=1, max_length=8192, description="Optional precomputed embedding."),
]


class Record(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class DocumentRecord(Record):
    """A document: a file of the ingested corpus."""

    name: str = Field(
        min_length=1, max_length=500, description="Unique name: the path relative to the corpus root."
    )
    title: str | None = Field(None, max_length=500, description="Human title (the first heading).")
    path: str | None = Field(None, max_length=2000, description="Where the file was read from.")
    topic: str = Field("", max_length=500, description="Folder path relative to the corpus root ('' at the root).")
    tags: list[str] = Field(default_factory=list)
    content_hash: str | None = Field(None, max_length=128, description="Hash of the file's content.")
    ingested_at: datetime | None = Field(None, description="When the document entered the graph (ISO 8601).")
    dated: date | None = Field(None, description="The date the document gives of itself (YYYY-MM-DD): front "
                                                 "matter `date:`, an email's `Date:` line, a PDF's creation date. "
                                                 "Date filters use it, and the ingest day when it is absent.")


class SourceRecord(Record):
    """One paragraph of a document."""

    source_id: str = Field(min_length=1, max_length=1000, description="Unique id, e.g. 'Contracts/msa.md#p3'.")
    document: str = Field(min_length=1, max_length=500, description="The name of its document.")
    paragraph: int = Field(ge=1, description="1-based position of the paragraph in its document.")
    text: str = Field(min_length=1, max_length=200_000)
    embedding: Vector = None


class ConceptRecord(Record):
    """A concept the documents talk about."""

    concept_id: str = Field(
        min_length=1, max_length=200, pattern=SLUG_PATTERN, description="Readable slug, e.g. 'liability-cap'."
    )
    label: str = Field(min_length=1, max_length=300)
    description: str = Field("", max_length=5000)
    aliases: list[Annotated[str, Field(min_length=1, max_length=300)]] = Field(default_factory=list)
    embedding: Vector = None


class InstanceRecord(Record):
    """A verbatim quote that grounds a concept in a paragraph: the evidence."""

    instance_id: str = Field(min_length=1, max_length=300)
    concept_id: str = Field(min_length=1, max_length=200)
    source_id: str = Field(min_length=1, max_length=1000)
    quote: str = Field(min_length=1, max_length=10_000, description="Must occur verbatim in the source's text.")
    confidence: Confidence = 1.0


class RelationshipRecord(Record):
    """A typed relationship between two concepts."""

    type: str = Field(description="IMPLIES, CONTRADICTS, SUPPORTS, PART_OF, KIND_OF, REQUIRES or RELATED_TO.")
    from_id: str = Field(alias="from", min_length=1, max_length=200, description="concept_id at the tail.")
    to_id: str = Field(alias="to", min_length=1, max_length=200, description="concept_id at the head.")
    confidence: Confidence = 1.0
    evidence: list[str] = Field(default_factory=list, description="source_ids of the paragraphs that state it.")
    method: Literal["pattern", "cooccurrence", "similarity", "hierarchy", "inferred", "llm"] | None = Field(
        None, description="How the relationship was found; leave it out for stated relationships (yours, an "
        "LLM's, a curator's). The offline extractor writes pattern, cooccurrence, similarity or hierarchy, "
        "and inferred for contradictions it finds by comparing statements, llm for those the configured LLM "
        "judged among the pairs no rule decided.")

    @field_validator("type")
    @classmethod
    def _known_type(cls, value: str) -> str:
        try:
            return relationship_type(value)
        except InvalidArgument as error:
            raise ValueError(error.message) from None


class BundleHeader(Record):
    format: Literal["kg-bundle"] = BUNDLE_FORMAT
    version: Literal[1] = BUNDLE_VERSION
    embedding_model: str | None = Field(None, description="The model that made the embeddings in this bundle.")
    embedding_dimension: int | None = Field(None, ge=1, le=8192)
    embedding_variant: str | None = Field(
        None,
        max_length=32,
        description="The local model's variant that made the embeddings; absent means fp32 when embedding_model "
        "is set.",
    )
    exported_at: datetime | None = None


class Bundle(BundleHeader):
    """A whole graph (or part of one) as one JSON document. JSONL bundles hold the same records."""

    documents: list[DocumentRecord] = Field(default_factory=list)
    sources: list[SourceRecord] = Field(default_factory=list)
    concepts: list[ConceptRecord] = Field(default_factory=list)
    instances: list[InstanceRecord] = Field(default_factory=list)
    relationships: list[RelationshipRecord] = Field(default_factory=list)

    def counts(self) -> dict[str, int]:
        return {kind: len(getattr(self, kind)) for kind in RECORD_KINDS}


# JSONL line kinds -> (bundle field, record model), in the order an import writes them.
RECORD_KINDS: dict[str, type[Record]] = {
    "documents": DocumentRecord,
    "sources": SourceRecord,
    "concepts": ConceptRecord,
    "instances": InstanceRecord,
    "relationships": RelationshipRecord,
}
JSONL_KIND = {
    "document": "documents",
    "source": "sources",
    "concept": "concepts",
    "instance": "instances",
    "relationship": "relationships",
}
