"""Synthetic graphs for the import, search and viewer benchmarks, and a timed import of one."""

from __future__ import annotations

import random
import time

import numpy as np

from kg_server.config import Settings
from kg_server.errors import InvalidArgument
from kg_server.store.db import Database
from kg_server.store.queries import PROSE_TYPES as RELATIONSHIP_TYPES
from kg_server.store.schema import apply_schema
from kg_server.transfer.graph import import_bundle
from kg_server.transfer.records import Bundle, ConceptRecord, RelationshipRecord

from .common import DIMENSION, Log


def synthetic_bundle(concepts: int, relationships: int, *, seed: int = 7) -> Bundle:
    """Concepts with precomputed unit vectors and random distinct typed relationships between them."""
    rng = np.random.default_rng(seed)
    vectors = rng.standard_normal((concepts, DIMENSION)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    concept_records = [
        ConceptRecord.model_construct(
            concept_id=f"concept-{i}", label=f"Concept {i}", description=f"Synthetic concept number {i}.",
            aliases=[], embedding=vectors[i].tolist(),
        )
        for i in range(concepts)
    ]
    picker = random.Random(seed)
    seen: set[tuple[int, int, str]] = set()
    relationship_records: list[RelationshipRecord] = []
    while len(relationship_records) < relationships:
        a, b = picker.randrange(concepts), picker.randrange(concepts)
        kind = RELATIONSHIP_TYPES[picker.randrange(len(RELATIONSHIP_TYPES))]
        if a == b or (a, b, kind) in seen:
            continue
        seen.add((a, b, kind))
        relationship_records.append(
            RelationshipRecord.model_construct(
                type=kind,
                from_id=f"concept-{a}",
                to_id=f"concept-{b}",
                confidence=round(picker.random(), 3),
                evidence=[],
            )
        )
    return Bundle.model_construct(
        format="kg-bundle", version=1, embedding_model="synthetic", embedding_dimension=DIMENSION,
        exported_at=None, documents=[], sources=[], concepts=concept_records, instances=[],
        relationships=relationship_records,
    )



async def timed_import(
    settings: Settings, bundle: Bundle, log: Log, *, model: str = "synthetic", variant: str | None = None
) -> dict[str, float]:
    db = Database(settings)
    marks: dict[str, float] = {}
    started = time.perf_counter()

    def progress(what: str, done: int, total: int) -> None:
        marks[what] = time.perf_counter()
        if done == total or done % 100_000 == 0:
            log(f"  {what}: {done}/{total}")

    try:
        await db.verify()
        existing = await db.read("graph_has_data")
        if existing[0]["any"]:
            raise InvalidArgument(f"the benchmark needs an empty database; {settings.neo4j_uri} holds data")
        await apply_schema(db, model, DIMENSION, variant=variant)
        bundle.embedding_model = model
        bundle.embedding_variant = variant
        started = time.perf_counter()
        report = await import_bundle(db, bundle, None, progress=progress)
        finished = time.perf_counter()
        if report.index_seconds is not None:
            marks["index_build"] = report.index_seconds
    finally:
        await db.close()
    concepts_done = marks.get("concepts", started)
    index_build = marks.get("index_build", 0.0)
    return {
        "concepts_seconds": concepts_done - started,
        "relationships_seconds": marks.get("relationships", finished) - marks.get("documents", concepts_done),
        "index_build_seconds": index_build,
        "total_seconds": finished - started,
    }



VOCABULARY = (
    "access account acceptance agreement allocation amendment analysis approval archive assessment asset "
    "audit authority availability backup benchmark budget capacity certificate change claim clause "
    "compliance confidentiality consent contract control cost coverage damages data deadline default "
    "delivery deposit deployment dispute document duty escrow evaluation exit exposure failure fee "
    "governance guarantee hosting incident indemnity infringement insurance integration invoice licence "
    "liability limit maintenance migration milestone monitoring negotiation notice obligation outage "
    "payment penalty performance personal plan policy price privacy procurement property protection "
    "quality rate record recovery register release remedy renewal report requirement residency resilience "
    "response retention review risk schedule security service settlement software source specification "
    "staff subcontractor supplier support suspension tender termination testing threshold timeline "
    "training transfer transition uptime validation vendor warranty"
).split()


def synthetic_search_bundle(concepts: int, *, relationships: int = 0, seed: int = 11) -> Bundle:
    """Concepts with word labels and descriptions (for the full-text index) and random unit vectors."""
    bundle = synthetic_bundle(concepts, relationships, seed=seed)
    picker = random.Random(seed)
    for index, concept in enumerate(bundle.concepts):
        words = picker.sample(VOCABULARY, 3)
        concept.label = " ".join(words).capitalize() + f" {index}"
        concept.description = "The " + " ".join(picker.sample(VOCABULARY, 10)) + "."
    return bundle
