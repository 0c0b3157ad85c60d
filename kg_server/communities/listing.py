"""The operations that read the communities: list_communities, the viewer's map, and the community
filters other operations take (`community=`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kg_server.answers.common import Quote
from kg_server.answers.communities import (
    Community,
    CommunityLink,
    CommunityList,
    CommunityMap,
    ConceptRef,
    DocumentShare,
    MapLink,
    MapNode,
)
from kg_server.contract import Graph, implements
from kg_server.contract.reads import COMMUNITY_MAP, LIST_COMMUNITIES, CommunityMapView, ListCommunities
from kg_server.errors import CommunitiesUnavailable, CommunityNotFound
from kg_server.store.db import Database

from .detection import GDS_MISSING, gds_available
from .shares import MAX_DOCUMENTS  # documents and folders shown per community: those stored

MAX_QUOTES = 2  # quotes of its first concepts
MAX_LINKED = 3  # communities it is most linked to


async def require_community(db: Database, community_id: str) -> int:
    """The community's level; CommunityNotFound (with the closest ids) when there is no such community,
    CommunitiesUnavailable when none can exist (Neo4j without the Graph Data Science library)."""
    row = (await db.read("community_by_id", {"community_id": community_id}))[0]
    if row["community_id"] is None:
        if not row["closest"] and not await gds_available(db):
            raise CommunitiesUnavailable(GDS_MISSING)
        raise CommunityNotFound(community_id, row["closest"])
    return int(row["level"])


async def members_among(db: Database, community_id: str, concept_ids: Sequence[str]) -> set[str]:
    """Which of these concepts belong to the community."""
    return set(
        (await db.read("community_member_ids", {"ids": list(concept_ids), "community_id": community_id}))[0]["ids"]
    )


async def sources_among(db: Database, community_id: str, source_ids: Sequence[str]) -> set[str]:
    """Which of these paragraphs quote a concept of the community."""
    return set((await db.read("community_sources", {"ids": list(source_ids), "community_id": community_id}))[0]["ids"])


async def central_concepts(db: Database, community_id: str, limit: int) -> list[str]:
    """The community's most central concepts, first `limit`."""
    await require_community(db, community_id)
    return list((await db.read("community_central", {"community_id": community_id, "limit": limit}))[0]["ids"])


@implements(LIST_COMMUNITIES)
async def list_communities(graph: Graph, request: ListCommunities) -> CommunityList:
    db = graph.db
    parent: Community | None = None
    level = request.level or 1
    if request.community_id:
        level = await require_community(db, request.community_id) + 1
    meta = (await db.read("communities_meta"))[0]
    if meta["computed_at"] is None and not await gds_available(db):
        raise CommunitiesUnavailable(GDS_MISSING)
    rows = await _cards(db, parent=request.community_id, level=level, limit=request.limit)
    if request.community_id:
        parent = await _one(db, request.community_id)
    modularities = meta["modularities"] or []
    total = rows[0]["total"] if rows else 0
    return CommunityList(
        parent=parent, communities=[_community(r) for r in rows], total_results=total, level=level,
        modularity=round(modularities[min(level, len(modularities)) - 1], 4) if modularities else None,
        levels=meta["levels"],
        concepts=meta["concepts"] or 0, computed_at=meta["computed_at"], truncated=total > len(rows),
    )


async def _one(db: Database, community_id: str) -> Community:
    """One community as list_communities shows it (the parent of a listing)."""
    return _community((await _cards(db, only=community_id))[0])


async def _cards(db: Database, *, parent: str | None = None, level: int = 1, only: str | None = None,
                 limit: int = 1) -> list[dict[str, Any]]:
    return await db.read("communities_list", {
        "parent": parent, "level": level, "only": only, "limit": limit,
        "max_documents": MAX_DOCUMENTS, "max_quotes": MAX_QUOTES, "max_linked": MAX_LINKED,
    })


def _community(row: dict[str, Any]) -> Community:
    return Community(
        community_id=row["community_id"],
        name=row["name"],
        summary=row["summary"],
        level=row["level"],
        size=row["size"],
        parent_id=row["parent_id"],
        subcommunities=row["subcommunities"],
        top_concepts=[ConceptRef(**c) for c in row["top_concepts"]],
        documents=[DocumentShare(**d) for d in row["documents"]],
        folders=row["folders"],
        quotes=[Quote(**q) for q in row["quotes"]],
        contradictions_inside=row["contradictions_inside"],
        contradictions_across=row["contradictions_across"],
        linked=[CommunityLink(**link) for link in row["linked"]],
    )


@implements(COMMUNITY_MAP)
async def community_map(graph: Graph, request: CommunityMapView) -> CommunityMap:
    db = graph.db
    parent = None
    if request.community_id:
        await require_community(db, request.community_id)
        card = await _one(db, request.community_id)
        parent = MapNode(community_id=card.community_id, name=card.name, size=card.size, level=card.level,
                         parent_id=card.parent_id, subcommunities=card.subcommunities, top_concepts=card.top_concepts)
    meta = (await db.read("communities_meta"))[0]
    found = (await db.read("community_map", {"parent": request.community_id}))[0]
    modularities = meta["modularities"] or []
    return CommunityMap(
        parent=parent,
        nodes=sorted((MapNode(**n) for n in found["nodes"]), key=lambda n: (-n.size, n.community_id)),
        links=sorted((MapLink(**link) for link in found["links"]), key=lambda link: (link.source, link.target)),
        levels=meta["levels"], concepts=meta["concepts"] or 0,
        modularity=round(modularities[0], 4) if modularities else None,
        computed=meta["computed_at"] is not None,
    )
