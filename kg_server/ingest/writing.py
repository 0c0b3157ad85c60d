"""Writing prepared documents: mentions resolved to concepts, rows built, and each batch of new
documents (or one changed document) written in one transaction."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from kg_server.store.db import Database
from kg_server.text import short_hash
from kg_server.text.mentions import SPLIT_TYPES, Named, Passage, covered

from .extraction import Paragraph, ParagraphExtraction, normalise_label
from .loaders import LoadedDocument
from .report import IngestReport
from .resolve import ConceptResolver, Resolution

WRITE_BATCH = 32  # new documents written in one transaction at most
WRITE_PARAGRAPHS = 512  # a batch stops growing once it holds this many paragraphs (long documents go alone)


@dataclass
class Prepared:
    document: LoadedDocument
    paragraphs: list[Paragraph]
    extractions: list[ParagraphExtraction]


@dataclass
class Failed:
    document: LoadedDocument
    reason: str


def is_new(prepared: Prepared | Failed, hashes: dict[str, str | None]) -> bool:
    """Not in the graph when the run started: nothing of it to clear or prune."""
    return prepared.document.name not in hashes


@dataclass
class _Rows:
    """What one document writes, resolved to concept ids."""

    prepared: Prepared
    resolution: Resolution
    sources: list[dict[str, Any]]
    concepts: list[dict[str, Any]]
    instances: list[dict[str, Any]]
    relationships: dict[str, list[dict[str, Any]]]
    dropped: int
    unsupported: int  # statements whose paragraph does not mention both ends


def _rows(resolver: ConceptResolver, prepared: Prepared) -> _Rows:
    mentions = [m for e in prepared.extractions for m in e.mentions]
    resolution = resolver.resolve(mentions)
    relationships, dropped, unsupported = _relationships(prepared, resolution, resolver)
    sources = [
        {
            "source_id": p.source_id,
            "document": p.document,
            "paragraph": p.number,
            "text": p.text,
            "embedding": p.embedding,
        }
        for p in prepared.paragraphs
    ]
    concepts = [
        {"concept_id": c.concept_id, "label": c.label, "description": c.description, "aliases": c.aliases,
         "embedding": c.embedding}
        for c in resolution.concepts.values()
    ]
    return _Rows(prepared, resolution, sources, concepts, _instances(prepared, resolution), relationships, dropped,
                 unsupported)


async def write_new(db: Database, resolver: ConceptResolver, batch: list[Prepared], report: IngestReport) -> None:
    """New documents in one transaction, each resolved in order as if the ones before it had committed
    (they have, or the run fails with this transaction). Their rows go in one statement per kind, in
    document order, which writes what one transaction per document would: a concept one document
    creates and the next mentions is created by the first row and updated by the later one."""
    planned = []
    for prepared in batch:
        rows = _rows(resolver, prepared)
        resolver.committed(rows.resolution)
        planned.append(rows)
    relationships: dict[str, list[dict[str, Any]]] = {}
    for rows in planned:
        for rel_type, typed in sorted(rows.relationships.items()):
            relationships.setdefault(rel_type, []).extend(typed)
    async with db.transaction() as tx:
        await tx.run("import_documents", {"rows": [_document_row(r.prepared.document) for r in planned]})
        await tx.run("import_sources", {"rows": [row for r in planned for row in r.sources]})
        concepts = [row for r in planned for row in r.concepts]
        if concepts:
            await tx.run("ingest_concepts", {"rows": concepts})
        instances = [row for r in planned for row in r.instances]
        if instances:
            await tx.run("import_instances", {"rows": instances})
        for rel_type, typed in sorted(relationships.items()):
            await tx.run("ingest_relationships", {"rows": typed}, rel_type=rel_type)
        await tx.run("links_mark_stale")  # with the documents: a run killed before its corpus passes owes them
        await tx.run("communities_mark_owed")
    for rows in planned:
        _count(rows, [], report)


async def write_document(db: Database, resolver: ConceptResolver, prepared: Prepared, report: IngestReport) -> None:
    """A changed document in a transaction of its own: its old paragraphs, quotes and evidence go, the
    new ones come in, and concepts left without a quote are pruned (and forgotten by the resolver)."""
    document = prepared.document
    rows = _rows(resolver, prepared)
    async with db.transaction() as tx:
        cleared = await tx.run("ingest_clear_document", {"name": document.name})
        touched = cleared[0]["touched"] if cleared else []
        await tx.run("import_documents", {"rows": [_document_row(document)]})
        await tx.run("import_sources", {"rows": rows.sources})
        if rows.concepts:
            await tx.run("ingest_concepts", {"rows": rows.concepts})
        if rows.instances:
            await tx.run("import_instances", {"rows": rows.instances})
        for rel_type, typed in sorted(rows.relationships.items()):
            await tx.run("ingest_relationships", {"rows": typed}, rel_type=rel_type)
        pruned = (await tx.run("ingest_prune_concepts", {"ids": touched}))[0]["pruned"] if touched else []
        await tx.run("links_mark_stale")
        await tx.run("communities_mark_owed")
    resolver.forget(pruned)
    resolver.committed(rows.resolution)
    _count(rows, pruned, report)


def _count(rows: _Rows, pruned: list[str], report: IngestReport) -> None:
    prepared, resolution = rows.prepared, rows.resolution
    report.paragraphs += len(prepared.paragraphs)
    report.quotes += len(rows.instances)
    report.concepts_new += resolution.new_concepts
    report.concepts_merged_by_label += resolution.merged_by_label
    report.concepts_merged_by_similarity += resolution.merged_by_similarity
    report.concepts_pruned += len(pruned)
    report.statements_dropped += rows.dropped
    report.statements_unsupported += rows.unsupported
    report.quotes_repaired += sum(e.repaired_quotes for e in prepared.extractions)
    report.quotes_rejected += sum(e.rejected_quotes for e in prepared.extractions)
    for rel_type, typed in rows.relationships.items():
        report.stated.update((rel_type, row["from"], row["to"]) for row in typed)


def _document_row(document: LoadedDocument) -> dict[str, Any]:
    return {
        "name": document.name, "title": document.title, "path": str(document.path), "topic": document.topic,
        "tags": list(document.tags), "content_hash": document.content_hash, "ingested_at": datetime.now(UTC),
        "dated": document.dated,
    }


def _instances(prepared: Prepared, resolution: Resolution) -> list[dict[str, Any]]:
    rows: dict[str, dict[str, Any]] = {}
    for paragraph, extraction in zip(prepared.paragraphs, prepared.extractions):
        for mention in extraction.mentions:
            concept_id = resolution.concept_of.get(normalise_label(mention.label))
            if concept_id is None or mention.quote not in paragraph.text:
                continue  # extractors only return verbatim quotes; this guards the graph's promise anyway
            instance_id = "i-" + short_hash(concept_id, paragraph.source_id, mention.quote)
            row = rows.setdefault(instance_id, {
                "instance_id": instance_id, "concept_id": concept_id, "source_id": paragraph.source_id,
                "quote": mention.quote, "confidence": mention.confidence,
            })
            # Two mentions resolved to one concept and one sentence: the surer one speaks for both.
            row["confidence"] = max(row["confidence"], mention.confidence)
    return list(rows.values())


def _relationships(
    prepared: Prepared, resolution: Resolution, resolver: ConceptResolver
) -> tuple[dict[str, list[dict[str, Any]]], int, int]:
    """Statements resolved to concept ids, one row per (type, from, to) with merged evidence, and how
    many were dropped: an end that names no known concept, neither end among the paragraph's own
    concepts (that is what grounds it); and, counted apart, a paragraph that does not mention both
    ends (a known concept the model related without the paragraph naming it: `kg_server.text.mentions`)."""
    merged: dict[tuple[str, str, str], dict[str, Any]] = {}
    dropped = unsupported = 0
    for paragraph, extraction in zip(prepared.paragraphs, prepared.extractions):
        own = {resolution.concept_of.get(normalise_label(m.label)) for m in extraction.mentions} - {None}
        known = {k.concept_id: k.label for k in paragraph.known}
        for statement in extraction.statements:
            ends = [_end(name, resolution, resolver, set(known)) for name in (statement.source, statement.target)]
            tail, head = ends
            if tail is None or head is None or tail == head or not ({tail, head} & own):
                dropped += 1
                continue
            passage = Passage(paragraph.source_id, paragraph.text, frozenset(c for c in own if c is not None),
                              paragraph.title or "")
            named = [_named(end, name, resolution, resolver, known)
                     for end, name in ((tail, statement.source), (head, statement.target))]
            # A contradiction is usually stated beside one position (the draft's 60 days) against a
            # position another document grounds (the tender's 30 days, a known concept): as for evidence
            # in general (text/mentions.py), each passage of a contradiction names one end at least.
            split = statement.type in SPLIT_TYPES and (tail in known or head in known)
            if len(covered(passage, *named)) < (1 if split else 2):
                unsupported += 1
                continue
            row = merged.setdefault((statement.type, tail, head), {"from": tail, "to": head, "confidence": 0.0,
                                                                   "evidence": [], "method": statement.method})
            row["confidence"] = max(row["confidence"], statement.confidence)
            if statement.method is None:
                row["method"] = None  # stated by a model in one paragraph: stated, whatever else found it
            if paragraph.source_id not in row["evidence"]:
                row["evidence"].append(paragraph.source_id)
    by_type: dict[str, list[dict[str, Any]]] = {}
    for (rel_type, _, _), row in sorted(merged.items()):
        by_type.setdefault(rel_type, []).append(row)
    return by_type, dropped, unsupported


def _end(name: str, resolution: Resolution, resolver: ConceptResolver, known_ids: set[str]) -> str | None:
    if name in known_ids:
        return name
    return resolution.concept_of.get(normalise_label(name)) or resolver.lookup(name)


def _named(concept_id: str, written: str, resolution: Resolution, resolver: ConceptResolver,
           known: dict[str, str]) -> Named:
    """An end as a paragraph may mention it: the name the statement wrote, and every label and alias
    the concept is known by (this document's, the graph's, the known concepts shown to the model)."""
    names = set(resolver.keys_of.get(concept_id, ()))
    concept = resolution.concepts.get(concept_id)
    if concept is not None:
        names.update((concept.label, *concept.aliases))
    if concept_id in known:
        names.add(known[concept_id])
    names.discard(written)
    return Named(concept_id, written if written != concept_id else "", tuple(sorted(names)))
