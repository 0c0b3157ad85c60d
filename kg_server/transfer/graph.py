"""Moving whole graphs: import a validated bundle, export the graph as a bundle.

Import guarantees:
- nothing is written unless every record of the bundle is valid (validation happens first, in
  `kg_server.transfer.files`);
- writes are idempotent MERGEs, so importing the same bundle twice changes nothing and an interrupted
  import converges when it is run again (resumable per batch);
- a document is written in one transaction together with all its paragraphs and their quotes, so no
  reader ever sees a half-written document. Concepts come before documents (quotes point at them)
  and relationships after.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC
from typing import Any, TypeVar

from kg_server.providers.embeddings import LEGACY_VARIANT, Embedder
from kg_server.store import schema
from kg_server.store.db import Database
from kg_server.store.queries import INFERRED, JUDGED, RELATIONSHIP_TYPES
from kg_server.store.schema import embedding_text

from .evidence import stated_with_evidence, weak_note, weak_relationships
from .files import record_json
from .records import (
    Bundle,
    ConceptRecord,
    DocumentRecord,
    RelationshipRecord,
    SourceRecord,
)

Progress = Callable[[str, int, int], None]  # (what, done, total)
T = TypeVar("T")

CONCEPT_BATCH = 2_000
BULK_RECORDS = 10_000  # concepts + paragraphs from which an import into an empty graph rebuilds indexes
RELATIONSHIP_BATCH = 5_000
DOCUMENT_BATCH_ROWS = 2_000  # paragraphs + quotes per document transaction group


@dataclass
class ImportReport:
    counts: dict[str, int] = field(default_factory=dict)
    embedded: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    index_seconds: float | None = None
    weak_evidence: list[str] = field(default_factory=list)  # stated relationships whose evidence misses an end


def _batches(items: Sequence[T], size: int) -> Iterator[Sequence[T]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]


def noop(_what: str, _done: int, _total: int) -> None:
    pass


async def import_bundle(
    db: Database,
    bundle: Bundle,
    embedder: Embedder | None,
    *,
    progress: Progress = noop,
) -> ImportReport:
    report = ImportReport(counts=bundle.counts(), weak_evidence=weak_relationships(bundle))
    if report.weak_evidence:
        report.notes.append(weak_note(report.weak_evidence, stated_with_evidence(bundle)))
    if embedder is not None:
        _fill_embeddings(bundle, embedder, report, progress)
    bulk = (
        len(bundle.concepts) + len(bundle.sources) >= BULK_RECORDS
        and not (await db.read("graph_has_content"))[0]["any"]
    )
    if bulk:
        await schema.drop_search_indexes(db)
        report.notes.append("bulk load into an empty graph: search indexes rebuilt in one pass afterwards")
    await _write(db, bundle, progress)
    if bulk:
        started = time.perf_counter()
        progress("building search indexes", 0, 1)
        await schema.rebuild_search_indexes(
            db, bundle.embedding_model or "unknown", bundle.embedding_dimension or 0, variant=bundle.embedding_variant
        )
        progress("building search indexes", 1, 1)
        report.index_seconds = time.perf_counter() - started
    return report


async def _write(db: Database, bundle: Bundle, progress: Progress) -> None:
    concepts = [_concept_row(c) for c in bundle.concepts]
    for done, batch in _running(concepts, CONCEPT_BATCH):
        await db.write("import_concepts", {"rows": batch})
        progress("concepts", done, len(concepts))

    await _import_documents(db, bundle, progress)

    by_type: dict[str, list[dict[str, Any]]] = {}
    for relationship in bundle.relationships:
        by_type.setdefault(relationship.type, []).append(_relationship_row(relationship))
    done = 0
    for rel_type, rows in sorted(by_type.items()):
        rows.sort(key=lambda row: (row["from"], row["to"]))  # neighbouring rows touch the same nodes
        for batch in _batches(rows, RELATIONSHIP_BATCH):
            await db.write("import_relationships", {"rows": batch}, rel_type=rel_type)
            done += len(batch)
            progress("relationships", done, len(bundle.relationships))
    if {INFERRED, JUDGED} & {r.method for r in bundle.relationships}:
        await restore_claims(db, bundle.relationships)


async def _import_documents(db: Database, bundle: Bundle, progress: Progress) -> None:
    """Each group of whole documents (with paragraphs and quotes) is one transaction."""
    sources_of: dict[str, list[SourceRecord]] = {}
    for source in bundle.sources:
        sources_of.setdefault(source.document, []).append(source)
    document_of_source = {s.source_id: s.document for s in bundle.sources}
    instances_of: dict[str, list[dict[str, Any]]] = {}
    for instance in bundle.instances:
        instances_of.setdefault(document_of_source[instance.source_id], []).append(record_json(instance))

    groups: list[list[DocumentRecord]] = [[]]
    size = 0
    for document in bundle.documents:
        rows = len(sources_of.get(document.name, ())) + len(instances_of.get(document.name, ()))
        if groups[-1] and size + rows > DOCUMENT_BATCH_ROWS:
            groups.append([])
            size = 0
        groups[-1].append(document)
        size += rows

    done = 0
    for group in groups:
        if not group:
            continue
        names = [d.name for d in group]
        async with db.transaction() as tx:
            await tx.run("import_documents", {"rows": [_document_row(d) for d in group]})
            # A key left out of a row reads as null in Cypher, which removes that property.
            sources = [record_json(s) for n in names for s in sources_of.get(n, [])]
            if sources:
                await tx.run("import_sources", {"rows": sources})
            instances = [i for n in names for i in instances_of.get(n, [])]
            if instances:
                await tx.run("import_instances", {"rows": instances})
        done += len(group)
        progress("documents", done, len(bundle.documents))


# Rows are built by hand rather than with model_dump: at 500k relationships that is seconds saved.
async def restore_claims(db: Database, relationships: Iterable[RelationshipRecord]) -> int:
    """Label as claims the concepts a bundle being imported shows as claims; returns how many.

    A bundle has no labels: a claim travels as a concept with a `RELATED_TO {method: "inferred"}` to
    what it is about and a `CONTRADICTS {method: "inferred"}` (or `"llm"`) with another claim. Labelled
    again, it is left alone by entity resolution and the other corpus passes, and the next pass replaces
    it, rather than staying beside the new claims as an ordinary concept."""
    about: set[str] = set()
    contradicting: set[str] = set()
    for r in relationships:
        if r.method == INFERRED and r.type == "RELATED_TO":
            about.add(r.from_id)
        elif r.method in (INFERRED, JUDGED) and r.type == "CONTRADICTS":
            contradicting.update((r.from_id, r.to_id))
    ids = sorted(about & contradicting)
    if not ids:
        return 0
    return int((await db.write("import_claims", {"ids": ids}))[0]["claims"])


def _concept_row(c: ConceptRecord) -> dict[str, Any]:
    return {"concept_id": c.concept_id, "label": c.label, "description": c.description, "aliases": c.aliases,
            "embedding": c.embedding}


def _relationship_row(r: RelationshipRecord) -> dict[str, Any]:
    return {"from": r.from_id, "to": r.to_id, "confidence": r.confidence, "evidence": r.evidence, "method": r.method}


def _document_row(document: DocumentRecord) -> dict[str, Any]:
    row = document.model_dump()  # keeps datetimes as datetimes: Neo4j stores a DATETIME
    if row["ingested_at"] is not None and row["ingested_at"].tzinfo is None:
        row["ingested_at"] = row["ingested_at"].replace(tzinfo=UTC)
    return row


def _running(items: Sequence[T], size: int) -> Iterator[tuple[int, Sequence[T]]]:
    done = 0
    for batch in _batches(items, size):
        done += len(batch)
        yield done, batch


def _fill_embeddings(bundle: Bundle, embedder: Embedder, report: ImportReport, progress: Progress) -> None:
    """Compute missing vectors; vectors from another model, dimension or variant are recomputed, not mixed."""
    # A bundle that names its model but no variant comes from before variants were recorded: fp32.
    variant = (bundle.embedding_variant or LEGACY_VARIANT) if bundle.embedding_model else bundle.embedding_variant
    foreign = (
        bundle.embedding_model not in (None, embedder.name)
        or bundle.embedding_dimension not in (None, embedder.dimension)
        or (embedder.variant is not None and variant not in (None, embedder.variant))
    )
    if foreign:
        report.notes.append(
            f"the bundle's embeddings were made by {_described(bundle.embedding_model, variant)} "
            f"({bundle.embedding_dimension} dims); recomputed with {_described(embedder.name, embedder.variant)} "
            f"({embedder.dimension} dims)"
        )
    kinds: tuple[tuple[str, Sequence[ConceptRecord | SourceRecord]], ...] = (
        ("concepts", bundle.concepts),
        ("sources", bundle.sources),
    )
    for kind, records in kinds:
        todo = [r for r in records if foreign or r.embedding is None or len(r.embedding) != embedder.dimension]
        for done, batch in _running(todo, 256):
            texts = [embedding_text(r.model_dump()) for r in batch]
            for record, vector in zip(batch, embedder.embed(texts)):
                record.embedding = vector
            progress(f"embedding {kind}", done, len(todo))
        report.embedded[kind] = len(todo)
    bundle.embedding_model = embedder.name
    bundle.embedding_dimension = embedder.dimension
    bundle.embedding_variant = embedder.variant


def _described(model: str | None, variant: str | None) -> str:
    return f"{model} ({variant})" if variant and model else str(model)


async def export_bundle(db: Database, *, with_embeddings: bool = True, embedding_model: str | None = None) -> Bundle:
    """The whole graph as a bundle, in a stable order (so two exports of one graph are identical)."""
    flag = {"with_embeddings": with_embeddings}
    documents = await db.read("export_documents", timeout=None)
    for row in documents:
        if row["ingested_at"] is not None:
            row["ingested_at"] = row["ingested_at"].to_native()
    sources = await db.read("export_sources", flag, timeout=None)
    concepts = await db.read("export_concepts", flag, timeout=None)
    instances = await db.read("export_instances", timeout=None)
    relationships = await db.read("export_relationships", {"types": list(RELATIONSHIP_TYPES)}, timeout=None)
    meta = (await db.read("graph_meta_read"))[0]
    dimension = meta["dimension"] if with_embeddings else None
    return Bundle.model_validate(
        {
            "embedding_model": (meta["model"] or embedding_model) if with_embeddings else None,
            "embedding_dimension": dimension,
            "embedding_variant": schema.stored_variant(meta) if with_embeddings else None,
            "documents": _drop_nulls(documents),
            "sources": _drop_nulls(sources),
            "concepts": _drop_nulls(concepts),
            "instances": _drop_nulls(instances),
            "relationships": _drop_nulls(relationships),
        }
    )


def _drop_nulls(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in row.items() if v is not None} for row in rows]
