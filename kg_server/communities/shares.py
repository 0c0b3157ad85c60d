"""Where each community is quoted: its documents (how many of its concepts each quotes) and folders,
computed once when the communities are stored rather than on every listing.

Listing the communities walked every member concept's quotes to their documents on each call: on
SciFact's graph (15,000 concepts in communities, 48,000 quotes) that was 1.9 million database hits and
1-2 s a call (docs/benchmarks.md). The shares change only when documents do, and every ingest, import
and removal computes the communities again, so they are stored with them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from kg_server.store.db import Database

from .partition import Partition

MAX_DOCUMENTS = 5  # documents and folders kept per community


@dataclass(frozen=True)
class Shares:
    documents: list[str]  # the documents quoting most of its concepts, most first
    concepts: list[int]  # how many of its concepts each of them quotes
    folders: list[str]  # the folders of its documents, in that order


async def document_shares(db: Database, partition: Partition) -> dict[str, Shares]:
    """Each community's documents and folders, by community id."""
    ids = sorted({member for community in partition.communities for member in community.members})
    if not ids:
        return {}
    quoted_in = {row["concept_id"]: row["documents"] for row in
                 await db.read_list("community_concept_documents", {"ids": ids}, timeout=None)}
    folder_of = {row["document"]: row["topic"] for row in await db.read("topic_documents", timeout=None)}
    shares = {}
    for community in partition.communities:
        counts = Counter(document for member in community.members for document in quoted_in.get(member, ()))
        ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
        folders = list(dict.fromkeys(folder_of.get(document) or "" for document, _ in ranked))
        shares[community.community_id] = Shares(
            documents=[document for document, _ in ranked[:MAX_DOCUMENTS]],
            concepts=[count for _, count in ranked[:MAX_DOCUMENTS]],
            folders=[folder for folder in folders if folder][:MAX_DOCUMENTS])
    return shares
