"""`kg remove`: a document out of the graph, with its evidence."""

from __future__ import annotations

from kg_server.config import Settings
from kg_server.ingest.passes import corpus_passes
from kg_server.providers.embeddings import Embedder
from kg_server.store.db import Database
from kg_server.store.lookups import resolve_document

from .report import RemoveReport


async def remove_document(db: Database, embedder: Embedder, name: str, settings: Settings | None = None
                          ) -> RemoveReport:
    """Delete a document (named as the tools name it: name, file name, stem or title) with its
    paragraphs and quotes (a code file with its symbols and their uses); prune what nothing grounds any
    more; recompute the corpus passes (with the LLM configured in `settings`, as an ingest's)."""
    name = await resolve_document(db, name)
    async with db.transaction() as tx:
        # A code file's symbols go with it, with their uses anywhere (nothing for a document of prose).
        await tx.run("code_clear_symbols", {"documents": [name], "keep": [], "deleted": []})
        cleared = (await tx.run("ingest_clear_document", {"name": name}))[0]
        await tx.run("ingest_delete_document", {"name": name})
        pruned = (await tx.run("ingest_prune_concepts", {"ids": cleared["touched"]}))[0]["pruned"]
        await tx.run("links_mark_stale")
        await tx.run("communities_mark_owed")
    _, contradictions = await corpus_passes(db, embedder, settings=settings)
    return RemoveReport(name, cleared["paragraphs_deleted"], cleared["quotes_deleted"],
                        cleared["relationships_deleted"], sorted(pruned), contradictions.contradictions)
