"""The graph behind a 3D view: a session's concepts expanded to its depth, capped, with node cards.

Expansion is breadth-first over every relationship type (one query per hop), so the nodes nearest
to what the user asked for are the ones kept when the cap cuts.

A session's view is kept (`ViewCache`) together with the state of the graph it was built from, and
served again while no write has committed since: building 1,500 node cards costs Neo4j ~90 ms of CPU,
checking the state is part of the session lookup every request makes anyway.
"""

from __future__ import annotations

import asyncio
from typing import Any

from cachetools import LRUCache

from kg_server.answers.views import GraphLink, GraphNode, VizGraph, VizSession
from kg_server.contract import Graph, implements
from kg_server.contract.reads import GET_VISUALIZATION_URL, NEIGHBOURHOOD, Neighbourhood
from kg_server.errors import NotFound, SessionGone
from kg_server.store.db import Database, GraphState
from kg_server.store.lookups import require_concepts
from kg_server.store.queries import RELATIONSHIP_TYPES
from kg_server.text import readable_moment

# How to get a new link, on either door (from the operation's entry).
NEW_LINK = (f"{GET_VISUALIZATION_URL.name} (MCP) or {GET_VISUALIZATION_URL.http.method} "
            f"{GET_VISUALIZATION_URL.http.path}")

NODE_CAP = 1500
TOP_CONCEPTS = 150  # a view with neither ids nor a center shows the most connected concepts
NEIGHBOURHOOD_CAP = 200
RECENT_SESSIONS = 10
CACHED_VIEWS = 16  # views of the most recently viewed sessions kept in memory (~0.5 MB each at 1,500 nodes)


class ViewCache:
    """Session views, each valid while the graph stays in the state it was read at."""

    def __init__(self, size: int = CACHED_VIEWS) -> None:
        self._views: LRUCache[tuple[str, int], tuple[GraphState, VizGraph]] = LRUCache(maxsize=size)

    def get(self, key: tuple[str, int], state: GraphState) -> VizGraph | None:
        found = self._views.get(key)  # counts as a use: the least recently viewed go first
        return found[1] if found is not None and found[0].same_as(state) else None

    def put(self, key: tuple[str, int], state: GraphState, view: VizGraph) -> None:
        self._views[key] = (state, view)


async def load_session(db: Database, session_id: str) -> VizSession:
    return (await _load_session(db, session_id))[0]


async def _load_session(db: Database, session_id: str) -> tuple[VizSession, GraphState]:
    if not isinstance(session_id, str) or not 16 <= len(session_id) <= 100:
        raise NotFound(f"no visualization session {session_id!r}; ask for a new link (get_visualization_url)")
    rows, state = await db.read_at("viz_session_get", {"session_id": session_id})
    if not rows:  # on a cluster, a replica may have stored it on the leader a moment ago, before this
        # read's follower had it (replicas share no bookmarks): the leader has the last word
        rows = await db.write("viz_session_get", {"session_id": session_id}, timeout=db.settings.query_timeout)
    if not rows:
        raise NotFound(f"this visualization link is unknown: ask for a new one with {NEW_LINK}")
    row = rows[0]
    if row["expired"]:
        raise SessionGone(
            f"this visualization link expired on {readable_moment(row['expires_at'].to_native())}: ask for a new one "
            f"with {NEW_LINK}"
        )
    return _session(row), state


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
    # Cards and links are two queries Neo4j can run at once, on two cores.
    node_rows, link_rows = await asyncio.gather(
        db.read("viz_nodes", {"ids": ids}), db.read("viz_links", {"ids": ids, "types": list(RELATIONSHIP_TYPES)}))
    cards = {row[0]: row[1:] for row in node_rows[0]["nodes"]}
    nodes = []
    for cid in ids:
        if (card := cards.get(cid)) is None:
            continue
        label, description, degree, evidence, documents, group, community, code = card
        community_id, community_name = community or (None, None)
        kind, language, qualified_name, document, line = code or (None,) * 5
        nodes.append(GraphNode(id=cid, label=label, description=description or "", degree=degree,
                               evidence_count=evidence, documents=documents, group=group or "", is_center=cid == center,
                               community=community_id, community_name=community_name, kind=kind, language=language,
                               qualified_name=qualified_name, document=document, line=line))
    links = [GraphLink(source=source, target=target, type=kind.lower(), confidence=confidence, method=method)
             for source, target, kind, confidence, method in sorted(link_rows[0]["links"], key=lambda r: r[:3])]
    return nodes, links


async def session_graph(
    db: Database, session_id: str, *, node_cap: int = NODE_CAP, cache: ViewCache | None = None
) -> VizGraph:
    session, state = await _load_session(db, session_id)
    if cache is not None and (cached := cache.get((session_id, node_cap), state)) is not None:
        return cached
    seeds = list(session.concept_ids)
    if session.center_concept:
        seeds = [session.center_concept, *[s for s in seeds if s != session.center_concept]]
    if seeds:
        ids, truncated = await _expand(db, seeds, session.depth, node_cap)
    else:
        rows = await db.read("viz_top_concepts", {"limit": min(TOP_CONCEPTS, node_cap)})
        ids, truncated = [row["concept_id"] for row in rows], False
    nodes, links = await _graph(db, ids, session.center_concept)
    view = VizGraph(session=session, nodes=nodes, links=links, truncated=truncated)
    if cache is not None:
        cache.put((session_id, node_cap), state, view)
    return view


@implements(NEIGHBOURHOOD)
async def neighbourhood(graph: Graph, request: Neighbourhood, *, cap: int = NEIGHBOURHOOD_CAP) -> VizGraph:
    db, concept_id = graph.db, request.concept_id
    await require_concepts(db, concept_id)
    ids, truncated = await _expand(db, [concept_id], 1, cap + 1)
    nodes, links = await _graph(db, ids, None)
    links = [link for link in links if concept_id in (link.source, link.target)]
    return VizGraph(nodes=nodes, links=links, truncated=truncated)
