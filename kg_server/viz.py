"""The graph behind a 3D view: a session's concepts expanded to its depth, capped, with node cards.

Expansion is breadth-first over every relationship type (one query per hop), so the nodes nearest
to what the user asked for are the ones kept when the cap cuts.
"""

from __future__ import annotations

from typing import Any

from .cypher import RELATIONSHIP_TYPES
from .db import Database
from .errors import InvalidArgument, NotFound, SessionGone
from .explore import require_concepts
from .results import GraphLink, GraphNode, VizGraph, VizSession

NODE_CAP = 1500
TOP_CONCEPTS = 150  # a view with neither ids nor a center shows the most connected concepts
NEIGHBOURHOOD_CAP = 200
RECENT_SESSIONS = 10


async def load_session(db: Database, session_id: str) -> VizSession:
    if not isinstance(session_id, str) or not 16 <= len(session_id) <= 100:
        raise NotFound(f"no visualization session {session_id!r}; ask for a new link (get_visualization_url)")
    rows = await db.read("viz_session_get", {"session_id": session_id})
    if not rows:
        raise NotFound(
            "this visualization link is unknown: ask for a new one with get_visualization_url (MCP) or POST /api/viz"
        )
    row = rows[0]
    if row["expired"]:
        raise SessionGone(
            f"this visualization link expired at {row['expires_at'].iso_format()}: ask for a new one with "
            "get_visualization_url (MCP) or POST /api/viz"
        )
    return _session(row)


def _session(row: dict[str, Any]) -> VizSession:
    return VizSession(
        session_id=row["session_id"], concept_ids=row["concept_ids"] or [], depth=row["depth"],
        center_concept=row["center_concept"], created_at=row["created_at"].iso_format(),
        expires_at=row["expires_at"].iso_format(),
    )


async def recent_sessions(db: Database) -> list[VizSession]:
    return [_session(row) for row in await db.read("viz_recent_sessions", {"limit": RECENT_SESSIONS})]


async def _expand(db: Database, seeds: list[str], depth: int, cap: int) -> tuple[list[str], bool]:
    """Seeds first, then their neighbours hop by hop, until `depth` or `cap`."""
    reached = list(dict.fromkeys(seeds))[:cap]
    truncated = len(seeds) > cap
    frontier = list(reached)
    for _ in range(depth):
        if not frontier or len(reached) >= cap:
            break
        rows = await db.read("viz_expand_step", {"frontier": frontier, "types": list(RELATIONSHIP_TYPES),
                                                 "seen": reached, "limit": cap - len(reached) + 1})
        fresh = rows[0]["ids"]
        if len(reached) + len(fresh) > cap:
            truncated = True
            fresh = fresh[: cap - len(reached)]
        reached += fresh
        frontier = fresh
    return reached, truncated


async def _graph(db: Database, ids: list[str], center: str | None) -> tuple[list[GraphNode], list[GraphLink]]:
    cards = {row["id"]: row for row in (await db.read("viz_nodes", {"ids": ids}))[0]["nodes"]}
    nodes = [
        GraphNode(
            id=cid, label=cards[cid]["label"], description=cards[cid]["description"] or "",
            degree=cards[cid]["degree"], evidence_count=cards[cid]["evidence_count"],
            documents=cards[cid]["documents"], group=cards[cid]["group"] or "", is_center=cid == center,
        )
        for cid in ids if cid in cards
    ]
    rows = (await db.read("viz_links", {"ids": ids, "types": list(RELATIONSHIP_TYPES)}))[0]["links"]
    links = [GraphLink(source=r["source"], target=r["target"], type=r["type"].lower(), confidence=r["confidence"],
                       method=r.get("method"))
             for r in rows]
    return nodes, links


async def session_graph(db: Database, session_id: str, *, node_cap: int = NODE_CAP) -> VizGraph:
    session = await load_session(db, session_id)
    seeds = list(session.concept_ids)
    if session.center_concept:
        seeds = [session.center_concept, *[s for s in seeds if s != session.center_concept]]
    if seeds:
        ids, truncated = await _expand(db, seeds, session.depth, node_cap)
    else:
        rows = await db.read("viz_top_concepts", {"limit": min(TOP_CONCEPTS, node_cap)})
        ids, truncated = [row["concept_id"] for row in rows], False
    nodes, links = await _graph(db, ids, session.center_concept)
    return VizGraph(session=session, nodes=nodes, links=links, truncated=truncated)


async def neighbourhood(db: Database, concept_id: str, *, cap: int = NEIGHBOURHOOD_CAP) -> VizGraph:
    if cap < 1:
        raise InvalidArgument("cap must be at least 1")
    await require_concepts(db, concept_id)
    ids, truncated = await _expand(db, [concept_id], 1, cap + 1)
    nodes, links = await _graph(db, ids, None)
    links = [link for link in links if concept_id in (link.source, link.target)]
    return VizGraph(nodes=nodes, links=links, truncated=truncated)
