"""find_connections: paths between two concepts, the shortest first, then routes through other concepts;
and routes through the text: paragraphs that quote both, or a bridging concept quoted with each in
different paragraphs, the most specific bridge first (the walk of `search_passages` mode "graph",
`kg_server/search/spreading.py`), which is how a question's second hop is found when no stated
relationship joins the two."""

from __future__ import annotations

from kg_server.answers.common import Quote, plural
from kg_server.answers.connections import Connection, Connections, Hop
from kg_server.contract import Graph, implements
from kg_server.contract.reads import FIND_CONNECTIONS, FindConnections
from kg_server.search.graph import GRAPH
from kg_server.store.db import Database, Record
from kg_server.store.lookups import require_concepts

MAX_PATHS = 5
MAX_TEXT_ROUTES = 3
SAME_PARAGRAPH = "same_paragraph"  # a text route's hop: both concepts are quoted in one paragraph


# --- paths ------------------------------------------------------------------------------------------
@implements(FIND_CONNECTIONS)
async def find_connections(graph: Graph, request: FindConnections) -> Connections:
    db = graph.db
    start, goal, max_hops = request.from_concept_id, request.to_concept_id, request.max_hops
    await require_concepts(db, start, goal)
    rows = await _routes(db, start, goal, max_hops)
    rows += await _text_routes(db, start, goal, max_hops)
    hop_rows = [(p, h, hop) for p, row in enumerate(rows) for h, hop in enumerate(row["hops"])]
    quotes = {}
    if hop_rows:
        asked = [{"key": f"{p}:{h}", "concept_ids": [hop["from"], hop["to"]], "evidence": hop["evidence"] or []}
                 for p, h, hop in hop_rows]
        for q in await db.read("evidence_quotes", {"hops": asked}):
            if q["quote"] is not None:
                quotes[q["key"]] = Quote(**{k: v for k, v in q.items() if k != "key"})
    paths: list[Connection] = []
    text_routes: list[Connection] = []
    for p, row in enumerate(rows):
        nodes = row["nodes"]
        hops = []
        for h, hop in enumerate(row["hops"]):
            here, there = nodes[h], nodes[h + 1]
            hops.append(Hop(
                from_id=here["concept_id"], from_label=here["label"], to_id=there["concept_id"],
                to_label=there["label"], type=hop["type"].lower(),
                direction="forward" if hop["from"] == here["concept_id"] else "backward",
                confidence=hop["confidence"], evidence=quotes.get(f"{p}:{h}"),
            ))
        (text_routes if row.get("text") else paths).append(Connection(length=len(hops), hops=hops))
    note = None
    if not paths:
        note = (f"No path of at most {plural(max_hops, 'hop')} over stated relationships connects {start} and {goal}; "
                + ("the routes through the text in text_routes join them." if text_routes else
                   "try a larger max_hops (up to 10) or find_related_concepts on each."))
    return Connections(from_concept_id=start, to_concept_id=goal, max_hops=max_hops, paths=paths,
                       text_routes=text_routes, note=note)


async def _routes(db: Database, start: str, goal: str, max_hops: int) -> list[Record]:
    """Up to MAX_PATHS paths: the shortest ones, then, while there are fewer, the shortest of those that pass
    through none of the concepts already on a path (and are not a direct relationship between the two).

    Routes that differ tell more than one route with a hop swapped, and each round is a search from both
    ends that stops at the first length that joins them: milliseconds where Neo4j's SHORTEST 5, which
    also wants the 5 shortest in all, explored hubs for seconds. Every round after the first adds a path
    with a concept not seen before, so there are at most MAX_PATHS rounds."""
    rows: list[Record] = []
    avoid: list[str] = []
    # Between two symbols of code, the call chains (in the direction of the calls) come first.
    calls = await db.read("call_paths", {"from": start, "to": goal, "avoid": [], "limit": MAX_PATHS},
                          max_hops=max_hops)
    if calls:
        return calls
    while len(rows) < MAX_PATHS:
        found = await db.read("shortest_paths", {"from": start, "to": goal, "avoid": avoid, "direct": not rows,
                                                 "limit": MAX_PATHS - len(rows)}, max_hops=max_hops)
        if not found:
            break
        rows += found
        avoid = [*avoid, *(node["concept_id"] for row in found for node in row["nodes"][1:-1])]
    return rows


async def _text_routes(db: Database, start: str, goal: str, max_hops: int) -> list[Record]:
    """Up to MAX_TEXT_ROUTES routes through paragraphs, as rows shaped like `_routes`' (each marked
    `text`): the shared paragraphs first, then the bridges ranked as the graph-aware search weighs
    them, most specific first (fewest quotes; none quoted in more places than the walk follows), two
    hops long, so only when max_hops allows two."""
    found = await db.read("paragraph_routes", {"from": start, "to": goal, "avoid": [], "limit": MAX_TEXT_ROUTES,
                                               "max_quotes": GRAPH.max_quotes})
    if not found:
        return []
    first = {"concept_id": start, "label": found[0]["from_label"]}
    last = {"concept_id": goal, "label": found[0]["to_label"]}

    def hop(a: dict[str, str], b: dict[str, str], paragraph: str) -> dict[str, object]:
        return {"type": SAME_PARAGRAPH, "from": a["concept_id"], "to": b["concept_id"], "confidence": None,
                "evidence": [paragraph]}

    shared = [row for row in found if row["middle"] is None]
    bridged = [row for row in found if row["middle"] is not None]  # the most specific first
    routes = [{"text": True, "nodes": [first, last], "hops": [hop(first, last, row["first"])]} for row in shared]
    if max_hops >= 2:
        routes += [{"text": True, "nodes": [first, row["middle"], last],
                    "hops": [hop(first, row["middle"], row["first"]), hop(row["middle"], last, row["second"])]}
                   for row in bridged]
    return routes[:MAX_TEXT_ROUTES]
