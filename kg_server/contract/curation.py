"""Curation: the operations that change the graph (offered only when the server allows writes), and its change log."""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import (
    AfterValidator,
    Field,
    StringConstraints,
    model_validator,
)

from kg_server.answers.curation import Change, ConceptRevision, RecentChanges
from kg_server.store.queries import RELATIONSHIP_TYPES

from .base import MAX_ID_CHARS, ConceptId, Input, _relationship_type, _unique
from .registry import Http, operation

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


class ListRecentChanges(Input):
    """What curators changed: the change log after a sequence number, oldest first, each entry with
    summaries of the concepts it touched. Poll with since_sequence = the last answer's next_since."""

    since_sequence: int = Field(0, ge=0, le=2**63 - 1, description="Only changes after this one (0: from the start).",
                                examples=[12])
    limit: int = Field(50, ge=1, le=200, description="How many changes to return.", examples=[50])
    concept_id: ConceptId | None = Field(None, description="Only changes to this concept (its history).")


RECENT_CHANGES = operation("recent_changes", ListRecentChanges, RecentChanges, "Recent changes",
                           Http("GET", "/api/changes", "curation"))


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


ADD_CONCEPT = operation(
    "add_concept",
    AddConcept,
    Change,
    "Add a concept",
    Http("POST", "/api/concepts", "curation", status=201),
    effect="adds",
    gate="writes",
    example={"label": "Escrow release on insolvency"},
)


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


REVISE_CONCEPT = operation(
    "revise_concept",
    ReviseConcept,
    ConceptRevision,
    "Revise a concept",
    Http("PATCH", "/api/concepts/{concept_id}", "curation"),
    effect="changes",
    gate="writes",
    example={"concept_id": "escrow-release-on-insolvency", "description": "Escrow is released on insolvency."},
)


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


ADD_INSTANCE = operation(
    "add_instance",
    AddInstance,
    Change,
    "Add a quote",
    Http("POST", "/api/instances", "curation", status=201),
    effect="adds",
    gate="writes",
    example={
        "concept_id": "escrow-release-on-insolvency",
        "source_id": "Tenders/request-for-tender.md#p2",
        "quote": "The Authority operates three acute hospital sites",
    },
)


class AddRelationship(Input):
    """State a typed relationship from one concept to another (curation). An existing one of the same type
    and direction is confirmed: it becomes stated (no `method`), takes this confidence and gains the
    evidence. Each evidence paragraph must mention both concepts (quote them, or name them by label,
    alias or most of the label's words; for contradicts, each paragraph one side and together both),
    else the call is refused saying which concept a paragraph lacks."""

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


ADD_RELATIONSHIP = operation(
    "add_relationship",
    AddRelationship,
    Change,
    "Add a relationship",
    Http("POST", "/api/relationships", "curation", status=201),
    effect="adds",
    gate="writes",
    example={
        "from_concept_id": "escrow-release-on-insolvency",
        "to_concept_id": "source-code-escrow",
        "type": "part_of",
    },
)


class DeleteRelationship(Input):
    """Delete the relationship of one type from one concept to another (curation). What it held is kept in
    the change log."""

    from_concept_id: ConceptId
    to_concept_id: ConceptId
    type: RelationshipType
    note: Note = None


DELETE_RELATIONSHIP = operation(
    "delete_relationship",
    DeleteRelationship,
    Change,
    "Delete a relationship",
    Http("DELETE", "/api/relationships", "curation"),
    effect="changes",
    gate="writes",
    example={
        "from_concept_id": "escrow-release-on-insolvency",
        "to_concept_id": "source-code-escrow",
        "type": "part_of",
    },
)
