"""Applying `cypher/schema.cypher`, and keeping vector indexes in step with the embedder."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from kg_server.errors import SchemaError
from kg_server.providers.embeddings import LEGACY_VARIANT, Embedder

from .db import Database
from .queries import query, schema_statements

VECTOR_INDEXES = ("concept_embedding", "source_embedding")
REQUIRED_INDEXES = ("concept_embedding", "source_embedding", "concept_text", "source_text", "instance_text",
                    "document_title")
REEMBED_HINT = "run `kg reembed` to rebuild the vector indexes and re-embed every concept and paragraph"

Progress = Callable[[str, int, int], None]


async def index_states(db: Database) -> list[dict[str, Any]]:
    return await db.read("schema_indexes")


async def check_embedder(db: Database, model: str, dimension: int, *, variant: str | None,
                         indexes: list[dict[str, Any]] | None = None) -> None:
    """Fail clearly when the graph's vectors were made by another embedder, dimension or variant."""
    for index in indexes if indexes is not None else await index_states(db):
        existing = index["dimensions"]
        if index["name"] in VECTOR_INDEXES and existing is not None and int(existing) != dimension:
            raise SchemaError(
                f"vector index {index['name']} has {existing} dimensions but the configured embedder "
                f"({model}) makes {dimension}-dimensional vectors; {REEMBED_HINT}"
            )
    meta = (await db.read("graph_meta_read"))[0]
    if meta["model"] and meta["model"] != model:
        raise SchemaError(
            f"the graph's vectors were made by {meta['model']} but the configured embedder is {model}; "
            f"vectors of two models cannot be compared, so {REEMBED_HINT} (or set KG_EMBEDDING_MODEL back)"
        )
    stored = stored_variant(meta)
    if meta["model"] and variant is not None and stored != variant:
        raise SchemaError(
            f"the graph's vectors were made by the {stored} variant of {model} but the configured embedder "
            f"is its {variant} variant; stored and query vectors must come from the same variant, so "
            f"{REEMBED_HINT} (or set KG_EMBEDDING_VARIANT={stored})"
        )


def stored_variant(meta: dict[str, Any]) -> str | None:
    """The variant a graph's vectors were made with; graphs from before it was recorded are fp32."""
    if not meta["model"]:
        return None
    return meta["variant"] or LEGACY_VARIANT


async def apply_schema(db: Database, model: str, dimension: int, *, variant: str | None) -> None:
    """Create what is missing; an existing schema of the right dimension is left as it is. Only the
    statements whose index or constraint is missing are sent: each is a round trip of its own (0.5 s of
    every `kg ingest` when all 23 were)."""
    indexes = await index_states(db)
    await check_embedder(db, model, dimension, variant=variant, indexes=indexes)
    present = {index["name"] for index in indexes}  # a constraint's own index carries its name
    for statement in schema_statements():
        if (name := _created(statement)) is None or name not in present:
            await db.run_auto(statement, {"dimension": dimension})
    await db.write("graph_meta_write", {"model": model, "dimension": dimension, "variant": variant})


def _created(statement: str) -> str | None:
    """The name of the index or constraint a `CREATE ... name IF NOT EXISTS` statement makes."""
    found = _CREATES.match(statement)
    return found.group(1) if found else None


_CREATES = re.compile(r"CREATE\s+(?:\w+\s+)?(?:INDEX|CONSTRAINT)\s+(\w+)\s+IF\s+NOT\s+EXISTS", re.IGNORECASE)


async def drop_search_indexes(db: Database) -> None:
    """Before a bulk load into an empty graph: indexes built once afterwards are faster to build and
    far faster to query than ones grown batch by batch (measured at 100k concepts: vector queries
    ~15 ms instead of ~90 ms, and the load itself four times faster)."""
    for name in REQUIRED_INDEXES:
        await db.run_auto(query("drop_index"), {"name": name})


async def rebuild_search_indexes(
    db: Database, model: str, dimension: int, *, variant: str | None, wait_seconds: int = 3600
) -> None:
    await create_search_indexes(db, model, dimension, variant=variant)
    await await_indexes(db, wait_seconds)


async def create_search_indexes(db: Database, model: str, dimension: int, *, variant: str | None) -> None:
    """The indexes `drop_search_indexes` dropped, created again: Neo4j fills them in the background."""
    await apply_schema(db, model, dimension, variant=variant)


async def await_indexes(db: Database, wait_seconds: int = 3600) -> None:
    """Until every index is online."""
    await db.run_auto(query("await_indexes"), {"seconds": wait_seconds})


async def require_schema(db: Database, model: str, dimension: int, *, variant: str | None) -> None:
    """For servers at start-up: the indexes exist, are online, and match the embedder."""
    names = {index["name"]: index for index in await index_states(db)}
    missing = [name for name in REQUIRED_INDEXES if name not in names]
    if len(missing) == len(REQUIRED_INDEXES):
        raise SchemaError(f"the graph has no schema yet (missing {', '.join(missing)}); run `kg init`")
    if missing:  # a graph made by an older version: `kg init` adds what is new and changes nothing else
        raise SchemaError(f"the graph's schema is older than this version (missing {', '.join(missing)}); run "
                          "`kg init` to add it (the data stays as it is)")
    await check_embedder(db, model, dimension, variant=variant)


async def reembed(
    db: Database, embedder: Embedder, *, batch: int = 256, progress: Progress | None = None
) -> dict[str, int]:
    """Rebuild both vector indexes for the configured embedder and re-embed everything."""
    for name in VECTOR_INDEXES:
        await db.run_auto(query("drop_index"), {"name": name})
    dimension = embedder.dimension
    for statement in schema_statements():
        await db.run_auto(statement, {"dimension": dimension})
    counts = {}
    for kind, page_query, store_query in (
        ("concepts", "concepts_page", "set_concept_embeddings"),
        ("sources", "sources_page", "set_source_embeddings"),
    ):
        done, after = 0, ""
        while True:
            rows = await db.read(page_query, {"after": after, "limit": batch}, timeout=None)
            if not rows:
                break
            texts = [embedding_text(row) for row in rows]
            vectors = embedder.embed(texts)
            await db.write(store_query, {"rows": [{"id": r["id"], "embedding": v} for r, v in zip(rows, vectors)]})
            done += len(rows)
            after = rows[-1]["id"]
            if progress:
                progress(kind, done, 0)
        counts[kind] = done
    await db.write("graph_meta_write", {"model": embedder.name, "dimension": dimension, "variant": embedder.variant})
    return counts


def embedding_text(row: dict[str, Any]) -> str:
    """The text a node's vector is made from: a paragraph's text, or a concept's label and description."""
    if "text" in row and row["text"] is not None:
        return str(row["text"])
    parts = [row.get("label") or "", row.get("description") or ""]
    aliases = row.get("aliases") or []
    if aliases:
        parts.append("Also called: " + ", ".join(aliases))
    return ". ".join(p.strip().rstrip(".") for p in parts if p and p.strip())
