"""`kg bench import`: relationships/s and index build time for a synthetic bundle."""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from kg_server.config import Settings
from kg_server.errors import InvalidArgument
from kg_server.store.queries import PROSE_TYPES as RELATIONSHIP_TYPES

from .common import DIMENSION, Log, bench_database, machine
from .synthetic import synthetic_bundle, timed_import


def run(args: argparse.Namespace, settings: Settings, log: Log) -> dict[str, Any]:
    return run_import_bench(settings, concepts=args.concepts, relationships=args.relationships,
                            use_configured=args.use_configured, log=log)


def run_import_bench(
    settings: Settings, *, concepts: int, relationships: int | None, use_configured: bool = False, log: Log
) -> dict[str, Any]:
    relationships = relationships if relationships is not None else 5 * concepts
    if relationships > concepts * (concepts - 1) * len(RELATIONSHIP_TYPES) // 2:
        raise InvalidArgument(f"{relationships} distinct relationships do not fit between {concepts} concepts")
    log(f"building a synthetic bundle: {concepts} concepts ({DIMENSION}-dim vectors), {relationships} relationships")
    bundle = synthetic_bundle(concepts, relationships)
    with bench_database(settings, use_configured=use_configured, log=log) as target:
        log(f"importing into {target.neo4j_uri}")
        timing = asyncio.run(timed_import(target, bundle, log))
    rel_rate = relationships / timing["relationships_seconds"]
    concept_rate = concepts / timing["concepts_seconds"]
    result = {
        "benchmark": "import",
        "concepts": concepts,
        "relationships": relationships,
        **{k: round(v, 2) for k, v in timing.items()},
        "concepts_per_second": round(concept_rate),
        "relationships_per_second": round(rel_rate),
        "machine": machine(),
        "heap": settings.neo4j_heap,
        "pagecache": settings.neo4j_pagecache,
    }
    result["summary"] = (
        f"imported {concepts} concepts in {timing['concepts_seconds']:.1f}s ({concept_rate:,.0f}/s, vectors included) "
        f"and {relationships} relationships in {timing['relationships_seconds']:.1f}s ({rel_rate:,.0f} "
        "relationships/s), "
        f"then built the search indexes in {timing['index_build_seconds']:.1f}s; {timing['total_seconds']:.1f}s in all "
        f"on {machine()}"
    )
    return result
