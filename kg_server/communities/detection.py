"""Communities computed in Neo4j: the concept graph clustered by Leiden (OpenGDS), then written back.

`refresh_communities` runs after every ingest, import and removal. It reads the weighted concept graph
(cypher/queries/communities/community_links.cypher), numbers the concepts in a fixed order, has Neo4j
project and cluster that graph (`gds.leiden`, seeded, one thread: the same documents give the same
communities), turns the levels into named nested communities (`partition.build`), counts where each
is quoted (`shares.py`) and replaces the stored ones in one transaction, so a reader sees the old map
or the new one, never half of one.

Concepts without links belong to no community: alone, each would be a community of one.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from typing import Any

from kg_server.answers.common import Quote
from kg_server.config import Settings
from kg_server.errors import KGError
from kg_server.store.db import Database
from kg_server.store.queries import RELATIONSHIP_TYPES

from . import summaries
from .partition import TOP_MEMBERS, Community, Edge, Partition, build
from .shares import Shares, document_shares

log = logging.getLogger(__name__)

ALGORITHM = "leiden"
SEED = 42
GAMMA = 0.7  # Leiden's resolution (lower: fewer, larger communities); measured in docs/benchmarks.md
MAX_TOP = 40  # broadest communities a map shows at most: above it, Leiden runs again at a lower resolution
RETRIES = 2
RETRY_FACTOR = 0.6
MAX_LEVELS = 10
WRITE_BATCH = 2_000  # memberships per statement
SUMMARY_QUOTES = 12  # quotes (of its most central concepts) a community's summary is written from
# A small change of code is placed rather than clustered (place_new) until the concepts changed since
# Leiden last ran reach this share of those it clustered (a change counts the symbols that came, went or
# whose declaration or own lines changed: an edited function is one), so Leiden runs after many edits
# instead of after each (1.5-7 s at each; click holds 3,700 concepts).
DRIFT_SHARE = 0.05
GDS_MISSING = ("communities need Neo4j's Graph Data Science library (gds.leiden), which this Neo4j does not "
               "have: `kg neo4j start` installs it; with Docker, add \"graph-data-science\" to NEO4J_PLUGINS "
               "(docker-compose.yml does); then run `kg recluster`")


@dataclass
class CommunityRun:
    """What a refresh did: for the ingest report, `kg communities` and the benchmark."""

    computed: bool = False
    reason: str = ""  # why not, when not
    concepts: int = 0
    links: int = 0
    communities: int = 0
    top_level: int = 0
    levels: int = 0
    modularities: list[float] = field(default_factory=list)  # per level, broadest first
    gamma: float = 0.0  # the resolution the stored communities were computed with
    largest_share: float = 0.0  # the largest top-level community's share of the concepts in one
    seconds: float = 0.0
    summaries_written: int = 0  # by the configured LLM, for the broadest communities
    summaries_reused: int = 0  # unchanged communities keep theirs
    summary_problems: list[str] = field(default_factory=list)
    placed: int | None = None  # kept without Leiden: the new concepts placed in their neighbours' communities
    drift: int = 0  # concepts changed since Leiden last ran (with `placed`)
    drift_limit: int = 0  # ... the count from which it runs again

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)

    def summary(self) -> str:
        if self.placed is not None:
            return (f"kept: {self.placed} new concept{'s' if self.placed != 1 else ''} placed in their neighbours' "
                    f"communities, {self.seconds:.1f} s (Leiden runs again once {self.drift_limit:,} concepts have "
                    f"changed; {self.drift:,} have)")
        if not self.computed:
            return f"not computed: {self.reason}"
        broadest, finest = (self.modularities[0], self.modularities[-1]) if self.modularities else (0.0, 0.0)
        quality = f"{broadest:.3f}" if broadest == finest else f"{broadest:.3f} broadest, {finest:.3f} finest"
        summaries = (f"; summaries {self.summaries_written} written, {self.summaries_reused} reused"
                     + (f", {len(self.summary_problems)} failed" if self.summary_problems else "")
                     if self.summaries_written or self.summaries_reused or self.summary_problems else "")
        return (f"{self.top_level} top-level ({self.communities} in {self.levels} levels) over {self.concepts:,} "
                f"concepts, modularity {quality}, largest {self.largest_share:.0%}, {self.seconds:.1f} s{summaries}")


async def gds_available(db: Database) -> bool:
    return bool((await db.read("community_available"))[0]["available"])


_warm: set[str] = set()  # the Neo4j servers this process has run Leiden on (by URI)


async def warm_up(db: Database) -> None:
    """Cluster a graph of three concepts, so that Neo4j has loaded Leiden before it matters (the first
    call in a server's life takes seconds longer than the next ones); once per server and process.
    Never fails: it only saves time."""
    if db.uri in _warm:
        return
    try:
        if await gds_available(db):
            await _leiden(db, [(0, 1, 1.0), (1, 2, 1.0)], GAMMA)
            _warm.add(db.uri)
    except KGError as error:
        log.info("graph algorithms not warmed up: %s", error)


async def refresh_communities(db: Database, *, gamma: float = GAMMA, settings: Settings | None = None) -> CommunityRun:
    """Recompute and store every community. Without OpenGDS, nothing changes and the run says why.
    A map needs few regions: when the broadest level has more than MAX_TOP communities, Leiden runs
    again at a lower resolution (a few times at most; a corpus of separate islands may stay above)."""
    started = time.perf_counter()
    if not await gds_available(db):
        return CommunityRun(reason=GDS_MISSING)
    concept_ids, edges, labels, claims = await _concept_graph(db)
    partition = Partition()
    if edges:
        for attempt in range(RETRIES + 1):
            levels = await _leiden(db, edges, gamma)
            partition = build(concept_ids, edges, levels, labels, unnamed=claims)
            if len(partition.top()) <= MAX_TOP or attempt == RETRIES:
                break
            gamma = round(gamma * RETRY_FACTOR, 4)
    await _store(db, partition, await document_shares(db, partition), gamma, seconds=time.perf_counter() - started)
    _warm.add(db.uri)
    top = partition.top()
    run = CommunityRun(
        computed=True,
        concepts=partition.concepts,
        links=len(edges),
        communities=len(partition.communities),
        top_level=len(top),
        levels=max((c.level for c in partition.communities), default=0),
        modularities=partition.modularities,
        gamma=gamma,
        largest_share=round(max((c.size for c in top), default=0) / partition.concepts, 4)
        if partition.concepts
        else 0.0,
        seconds=round(time.perf_counter() - started, 2),
    )
    if settings is not None and settings.community_summaries and settings.llm_configured() and top:
        run.summaries_written, run.summaries_reused, run.summary_problems = await _summarise(db, settings, top)
    return run


async def place_new(db: Database, changed: int) -> CommunityRun | None:
    """The communities kept after a small change: its new concepts join the community their neighbours
    are most in (community_place), and the `changed` concepts count toward DRIFT_SHARE. None when Leiden
    must run instead: never run, no OpenGDS (the refresh says why), or the changes add up past the share."""
    started = time.perf_counter()
    state = (await db.read("community_drift"))[0]
    limit = int(DRIFT_SHARE * (state["concepts"] or 0))
    if not state["computed"] or state["drift"] + changed > limit or not await gds_available(db):
        return None
    async with db.transaction() as tx:
        placed = (await tx.run("community_place", {"types": list(RELATIONSHIP_TYPES)}))[0]["placed"]
        drift = (await tx.run("community_drift_add", {"changed": changed}))[0]["drift"]
    return CommunityRun(placed=int(placed), drift=int(drift), drift_limit=limit, concepts=int(state["concepts"]),
                        seconds=round(time.perf_counter() - started, 2))


async def _summarise(db: Database, settings: Settings, top: list[Community]) -> tuple[int, int, list[str]]:
    rows = await db.read("community_quotes", {"ids": [c.community_id for c in top], "per_community": SUMMARY_QUOTES})
    quotes = {r["community_id"]: [Quote(**q) for q in r["quotes"]] for r in rows}
    return await summaries.summarise(db, settings, top, quotes)


async def weighted_graph(db: Database) -> tuple[list[str], list[Edge]]:
    """The linked concepts in a fixed order and the weighted edges between them (by those numbers)."""
    concept_ids, edges, _, _ = await _concept_graph(db)
    return concept_ids, edges


async def _concept_graph(db: Database) -> tuple[list[str], list[Edge], dict[str, str], list[str]]:
    """`weighted_graph`, with the concepts' labels and which of them are claims (they name nothing)."""
    weights: dict[tuple[str, str], float] = defaultdict(float)
    labels: dict[str, str] = {}
    claims: list[str] = []
    for row in await db.read_list("community_links", {"types": list(RELATIONSHIP_TYPES)}):
        a = row["concept_id"]
        labels[a] = row["label"]
        if row["claim"]:
            claims.append(a)
        for b, weight in row["links"]:
            weights[(a, b) if a < b else (b, a)] += weight  # parallel links and both directions add up
    concept_ids = sorted({end for pair in weights for end in pair})
    number = {concept_id: n for n, concept_id in enumerate(concept_ids)}
    edges = sorted((number[a], number[b], weight) for (a, b), weight in weights.items())
    return concept_ids, edges, labels, claims


async def _leiden(db: Database, edges: list[Edge], gamma: float) -> dict[int, list[int]]:
    """Each concept's community per Leiden level, finest first."""
    graph = f"kg-communities-{secrets.token_hex(6)}"  # two refreshes at once never share a projection
    try:
        found = await db.write("community_leiden", {
            "graph": graph, "edges": [{"a": a, "b": b, "weight": w} for a, b, w in edges],
            "seed": SEED, "gamma": gamma, "max_levels": MAX_LEVELS,
        })
    finally:
        await db.write("community_drop", {"graph": graph})
    return {int(r["node"]): [int(x) for x in r["levels"]] for r in found}


async def _store(db: Database, partition: Partition, shares: dict[str, Shares], gamma: float, *,
                 seconds: float) -> None:
    communities = [{"community_id": c.community_id, "level": c.level, "parent_id": c.parent_id, "name": c.name,
                    "members": list(c.members), "inside": c.inside,
                    "documents": shares[c.community_id].documents, "document_concepts": shares[c.community_id].concepts,
                    "folders": shares[c.community_id].folders}
                   for c in sorted(partition.communities, key=lambda c: c.level)]  # parents first
    finest = partition.finest()
    memberships = [{"community_id": c.community_id, "members": list(c.members)} for c in partition.communities
                   if c.community_id in finest]
    meta = {"algorithm": ALGORITHM, "seed": SEED, "gamma": gamma, "modularities": partition.modularities,
            "concepts": partition.concepts, "seconds": round(seconds, 2),
            "computed_at": datetime.now(UTC).isoformat(timespec="seconds")}
    async with db.transaction() as tx:
        await tx.run("community_clear")
        await tx.run("community_create", {"rows": communities, "top": TOP_MEMBERS})
        for batch in _batches(memberships):
            await tx.run("community_members", {"rows": batch})
        await tx.run("community_links_write", {"rows": [{"a": a, "b": b, "weight": w} for a, b, w in partition.links]})
        await tx.run("community_meta", {"meta": meta})


def _batches(memberships: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """Communities grouped so that a statement carries about WRITE_BATCH memberships."""
    batches: list[list[dict[str, Any]]] = [[]]
    size = 0
    for row in memberships:
        if size >= WRITE_BATCH:
            batches.append([])
            size = 0
        batches[-1].append(row)
        size += len(row["members"])
    return batches
