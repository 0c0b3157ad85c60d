"""What search_concepts and search_passages answer."""

from __future__ import annotations

from pydantic import BaseModel, Field

from .common import (
    FRICTION_HELP,
    STATUS_HELP,
    WARNINGS,
    Paged,
    Status,
    plural,
    status_note,
    warned,
    warning_lines,
)
from .filters import FILTERS_HELP, UNFILTERED_HELP, FilterEffect, filter_lines


class ConceptHit(BaseModel):
    concept_id: str
    label: str
    description: str = ""
    similarity: float | None = Field(None, description="Cosine similarity to the query (-1..1), not Neo4j's (1+cos)/2.")
    lexical_score: float | None = Field(None, description="Lucene (BM25) score of the full-text match.")
    fused_score: float | None = Field(
        None,
        description="Hybrid mode: both scores fused, about 0 to 1 (0.5 is an average candidate); orders the results.",
    )
    found_by: str | None = Field(None, description="Lexical mode: 'quotes' when only the words of its quotes matched "
                                                   "(ranked below label, description and alias matches).")
    documents: list[str] = Field(default_factory=list, description="The documents that ground it (the first 20).")
    document_count: int = Field(0, description="How many documents ground it.")
    evidence_count: int = 0
    status: Status | None = Field(None, description=STATUS_HELP)
    friction: float | None = Field(None, description=FRICTION_HELP)
    kind: str | None = Field(None, description="For a symbol of code: module, class, function, method, enum, ...")
    language: str | None = Field(None, description="For a symbol of code: the syntax it is read with: python, "
                                                   "typescript, tsx, javascript, go or c.")
    qualified_name: str | None = Field(None, description="For a symbol of code: its full name.")
    defined_at: str | None = Field(None, description="For a symbol of code: document:line of its definition.")


class ConceptSearch(Paged):
    PAGED = ("results",)

    query: str
    mode: str
    min_similarity: float | None
    results: list[ConceptHit]
    total_results: int = Field(description="Candidates that matched before the limit was applied.")
    search_duration_ms: float
    filters: list[FilterEffect] = Field(default_factory=list, description=FILTERS_HELP)
    unfiltered_total: int | None = Field(None, description="How many of the best candidates were checked against "
                                                           "the filters (null without filters).")
    warnings: list[str] = Field(default_factory=list, description=WARNINGS)

    def render(self) -> str:
        notes = filter_lines(self.filters, self.unfiltered_total, "concept")
        if not self.results:
            if self.filters:
                return warned("\n".join([f"No concepts match {self.query!r} ({self.mode} search) with these filters.",
                                          *notes]), self.warnings)
            return warned(f"No concepts match {self.query!r} ({self.mode} search). Try other words or "
                          "mode='hybrid'.", self.warnings)
        lines = [*warning_lines(self.warnings), *notes,
                 f"{len(self.results)} of {plural(self.total_results, 'concept')} for {self.query!r} ({self.mode}):"]
        for hit in self.results:
            scores = []
            if hit.similarity is not None:
                scores.append(f"cos {hit.similarity:.2f}")
            if hit.lexical_score is not None:
                scores.append(f"{'its quotes: ' if hit.found_by == 'quotes' else ''}bm25 {hit.lexical_score:.2f}")
            status = f"; {status_note(hit.status, hit.friction)}" if hit.status in ("contested", "probation") else ""
            if hit.kind:  # a symbol: what it is and where it is defined; its quotes are its uses
                lines.append(f"- {hit.concept_id}: {hit.kind} {hit.label} at {hit.defined_at} [{', '.join(scores)}; "
                             f"{plural(max(hit.evidence_count - 1, 0), 'use')}] in "
                             f"{documents_note(hit.documents, hit.document_count)}")
                continue
            lines.append(f"- {hit.concept_id}: {hit.label} [{', '.join(scores)}; {plural(hit.evidence_count, 'quote')}"
                         f"{status}] in {documents_note(hit.documents, hit.document_count)}")
        return "\n".join(lines)


def documents_note(documents: list[str], count: int, *, shown: int = 2) -> str:
    """The first documents of `count` and how many more: `Contracts/msa.md, Emails/a.md +3`."""
    if not documents:
        return "no document"
    total = max(count, len(documents))
    more = f" +{total - shown}" if total > shown else ""
    return ", ".join(documents[:shown]) + more


# --- search_passages / read_source ----------------------------------------------------------------
class Passage(BaseModel):
    source_id: str
    document: str
    paragraph: int
    score: float = Field(description="The fused score in hybrid mode, else the cosine or BM25 score.")
    similarity: float | None = None
    lexical_score: float | None = None
    excerpt: str
    found_via: list[str] | None = Field(None, description="Graph mode: the concepts that led to this paragraph "
                                                          "(grounded in it and reached from the question).")


class PassageSearch(Paged):
    PAGED = ("results",)

    query: str
    mode: str
    results: list[Passage]
    total_results: int
    search_duration_ms: float
    filters: list[FilterEffect] = Field(default_factory=list, description=FILTERS_HELP)
    unfiltered_total: int | None = Field(None, description=UNFILTERED_HELP)
    warnings: list[str] = Field(default_factory=list, description=WARNINGS)

    def render(self) -> str:
        notes = filter_lines(self.filters, self.unfiltered_total, "passage")
        if not self.results:
            shaped = " with these filters" if self.filters else ""
            return warned("\n".join([f"No passages match {self.query!r}{shaped}.", *notes]), self.warnings)
        lines = [*warning_lines(self.warnings), *notes, f"{plural(len(self.results), 'passage')} for {self.query!r}:"]
        lines += [f"- {p.document} ¶{p.paragraph} ({p.source_id}): {p.excerpt}"
                  + (f" [via {', '.join(p.found_via)}]" if p.found_via else "") for p in self.results]
        return "\n".join(lines)
