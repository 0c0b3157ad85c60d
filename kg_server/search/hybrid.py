"""Hybrid retrieval over concepts and paragraphs: vector index + full-text index, scores fused.

Semantic candidates come from the native vector index, lexical ones from the Lucene full-text index
(queries rebuilt from the user's words, so no input is ever a Lucene syntax error). In hybrid mode
every candidate of either retriever is scored by both: its exact cosine to the query, and its BM25
score looked up in a deeper full-text result (0 when its words do not match); the two are fused by
distribution-based score fusion. Once the query is embedded, one query (one round trip) finds the
candidates, fuses their scores and reads what a result shows for the top `limit` only
(cypher/queries/search/search_*_hybrid.cypher): fusing in Python needed every candidate's text or card sent
over. Similarities are reported as cosines; Neo4j's vector score is (1 + cosine) / 2. The defaults are
the ones `kg bench beir` justifies (docs/benchmarks.md).

When the query cannot be embedded (a remote endpoint down, slow or refusing us), semantic and hybrid
searches fall back to lexical and say so in `warnings`: a degraded answer beats no answer.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, replace
from typing import Any

from kg_server import communities
from kg_server.answers.filters import FilterEffect
from kg_server.answers.search import ConceptHit, ConceptSearch, Passage, PassageSearch
from kg_server.contract import STORED_AS, Graph, implements
from kg_server.contract.reads import SEARCH_CONCEPTS, SEARCH_PASSAGES, SearchConcepts, SearchPassages
from kg_server.errors import EmbeddingError
from kg_server.providers.embeddings import Embedder
from kg_server.store.db import Database
from kg_server.store.lookups import require_scopes, require_tags, resolve_document
from kg_server.text import best_excerpt, lucene_query

from .filters import PassageFilters
from .filters import apply as apply_filters
from .graph import GRAPH, SCOUTING, GraphPreset, GraphRanking, graph_ranking, label_query, walk_parameters
from .ranking import SEMANTIC_WEIGHT, Fused, cosine_from_neo4j


@dataclass(frozen=True)
class Retrieval:
    """How deep each retriever looks and how the two are weighed."""

    candidates: int  # nearest neighbours and best full-text hits per search (at least the limit)
    scoring_depth: int  # full-text hits whose BM25 scores are known to score semantic candidates
    semantic_weight: float = SEMANTIC_WEIGHT


# On SciFact (docs/benchmarks.md), nDCG@10 rises with the candidates per side up to 25-30 and then
# falls (20: 0.739, 30: 0.743, 50: 0.742, 100: 0.740), and with the depth of the BM25 scores known up to
# 100 and then stays flat (30: 0.736, 100: 0.742, 300: 0.743, all hits: 0.740); deeper costs time.
# With the int8 embedder the same: 10: 0.736, 20: 0.741, 30: 0.741, 40: 0.739.
DEFAULT = Retrieval(candidates=30, scoring_depth=100)
# Vector search cannot pre-filter in Neo4j 5.26: with filters, look deeper and filter afterwards.
FILTERED = replace(DEFAULT, candidates=1000)

# Cosine thresholds under which a semantic candidate is dropped, calibrated per embedder on the sample
# procurement: with all-MiniLM-L6-v2, paraphrases that share no word with the concept they mean score
# 0.25-0.45, so the 0.7 of larger models would drop most relevant hits (see docs/mcp.md).
CALIBRATED_MIN_SIMILARITY = {"all-MiniLM-L6-v2": 0.25}
FALLBACK_MIN_SIMILARITY = 0.25


def default_min_similarity(model: str) -> float:
    return CALIBRATED_MIN_SIMILARITY.get(model, FALLBACK_MIN_SIMILARITY)


def depth_for(limit: int, preset: Retrieval = DEFAULT) -> int:
    """Candidates each retriever gives for `limit` results."""
    return max(limit, preset.candidates)


def passage_depth(limit: int, *, filtered: bool = False) -> int:
    """Candidates each retriever gives `search_passages` for `limit` results."""
    return depth_for(limit, FILTERED if filtered else DEFAULT)


@dataclass
class Ranking:
    mode: str  # the mode that ran: lexical when the query could not be embedded
    fused: list[Fused[str]]
    rows: dict[str, dict[str, Any]]  # what a result shows, by key, for those the ranking query read it for
    vector: list[float] | None
    total: int  # candidates ranked (`fused` may hold only the first few)
    quoted: frozenset[str] = frozenset()  # lexical concepts found only by the words of their quotes


async def _rank(
    db: Database,
    embedder: Embedder,
    query: str,
    mode: str,
    *,
    depth: int,
    kind: str,
    min_similarity: float | None,
    shown: int | None,
    warnings: list[str],
    preset: Retrieval = DEFAULT,
    vector: list[float] | None = None,
) -> Ranking:
    """Candidates of `kind` ("concepts" or "passages") for a checked query, best first. With `shown`, a
    hybrid ranking holds only the first `shown`, with what a result shows for them; with None, every
    candidate and no rows. The ranking's mode is lexical when the query could not be embedded, with a
    line in `warnings` saying why. A `vector` given is the query's embedding, made already."""
    mode, vector = await _embedded(embedder, query, mode, warnings, vector)
    if vector is not None:
        await _say_owed_vectors(db, warnings)
    lucene = lucene_query(query) if mode in ("lexical", "hybrid") else None
    if vector is None:  # lexical; concepts by their label, description and aliases, then by their quotes
        if not lucene:
            return Ranking(mode, [], {}, None, 0)
        name = "search_concepts_lexical" if kind == "concepts" else f"search_{kind}_fulltext"
        found, cards = await _ranked(db, name, {"k": depth, "query": lucene, "shown": shown})
        return Ranking(mode, [Fused(key=row["key"], score=float(row["score"]), lexical_score=float(row["score"]))
                              for row in found], cards, None, len(found),
                       quoted=frozenset(row["key"] for row in found if row.get("quoted")))
    if lucene and mode == "hybrid":  # fused in Neo4j: only the shown candidates' rows are read and sent
        answer = (await db.read(f"search_{kind}_hybrid", _hybrid_parameters(
            lucene, vector, depth, shown=shown, min_similarity=min_similarity, preset=preset)))[0]
        return Ranking(mode, _fused(answer["ranked"]), {row["key"]: row for row in answer["rows"]}, vector,
                       answer["total"])
    # Semantic, or hybrid with no word to search for: the nearest neighbours by cosine.
    found, cards = await _ranked(db, f"search_{kind}_vector", {"k": depth, "vector": vector, "shown": shown})
    kept = sorted(
        ((row["key"], cosine_from_neo4j(row["score"])) for row in found), key=lambda item: (-item[1], item[0])
    )
    fused = [Fused(key=key, score=cosine, similarity=cosine) for key, cosine in kept
             if min_similarity is None or cosine >= min_similarity]
    return Ranking(mode, fused, cards, vector, len(fused))


async def _embedded(embedder: Embedder, query: str, mode: str, warnings: list[str],
                    vector: list[float] | None = None) -> tuple[str, list[float] | None]:
    """The mode that can run and the query's embedding (`vector` when given): lexical, with a line in
    `warnings` saying why, when the query could not be embedded."""
    if mode != "lexical" and vector is None:
        try:
            vector = await asyncio.to_thread(embedder.embed_query, query)  # off the event loop: a server keeps serving
        except EmbeddingError as error:
            warnings.append(f"semantic search is unavailable ({error.message}); these results are lexical only")
            mode = "lexical"
    return mode, vector


async def _say_owed_vectors(db: Database, warnings: list[str]) -> None:
    """A line in `warnings` while paragraphs and symbols of code wait for their vectors (an ingest writes
    its graph first): meaning cannot find them yet. (A count from the label's store: a millisecond.)"""
    if owed := (await db.read("code_vectors_owed_count"))[0]["owed"]:
        warnings.append(f"{owed:,} paragraphs and symbols of code have no vector yet (an ingest makes them after "
                        "writing its graph): meaning does not find them until then, their names and words do")


def _hybrid_parameters(lucene: str, vector: list[float] | None, depth: int, *, shown: int | None,
                       min_similarity: float | None, preset: Retrieval = DEFAULT) -> dict[str, Any]:
    """The parameters of a hybrid ranking query (search_*_hybrid.cypher)."""
    return {"query": lucene, "deep": max(depth, preset.scoring_depth), "k": depth, "vector": vector, "shown": shown,
            "min_similarity": min_similarity, "semantic_weight": preset.semantic_weight}


def _fused(ranked: list[dict[str, Any]]) -> list[Fused[str]]:
    """A hybrid ranking query's `ranked` candidates."""
    return [Fused(key=row["key"], score=float(row["score"]), similarity=float(row["similarity"]),
                  lexical_score=float(row["lexical_score"]) or None) for row in ranked]


async def _ranked(
    db: Database, name: str, params: dict[str, Any]
) -> tuple[list[dict[str, Any]], dict[str, dict[str, Any]]]:
    """A lexical or semantic ranking query's candidates, best first, and what a result shows for the
    first `shown` by key: passage queries read it in the same round trip, concept queries only rank."""
    if name.startswith("search_passages_"):
        answer = (await db.read(name, params))[0]
        return list(answer["ranked"]), {row["key"]: row for row in answer["rows"]}
    return await db.read_list(name, params), {}


@implements(SEARCH_CONCEPTS)
async def search_concepts(graph: Graph, request: SearchConcepts) -> ConceptSearch:
    """search_concepts. With a status or a community, every candidate is carded and filtered, then cut
    to the limit."""
    db, embedder = graph.db, graph.embedder
    started = time.perf_counter()
    min_similarity = default_min_similarity(embedder.name) if request.min_similarity is None else request.min_similarity
    depth = depth_for(request.limit)
    filtered = bool(request.status or request.community or request.code is not None or request.language)
    if request.community:
        await communities.require_community(db, request.community)
    shown = depth if filtered else request.limit
    warnings: list[str] = []
    ranking = await _rank(db, embedder, request.query, request.mode, depth=depth, kind="concepts",
                          min_similarity=min_similarity, shown=shown, warnings=warnings)
    exact = await _exact_symbols(db, request.query, ranking)
    hits = await _concept_hits(db, ranking, exact + [f for f in ranking.fused[:shown] if f not in exact])
    total = ranking.total + sum(f not in ranking.fused for f in exact)
    effects: list[FilterEffect] = []
    if request.code is not None:
        effects.append(FilterEffect(filter="code", value=str(request.code).lower(),
                                    removed=sum((hit.kind is not None) != request.code for hit in hits)))
        hits = [hit for hit in hits if (hit.kind is not None) == request.code]
    if request.language:
        stored = STORED_AS[request.language]
        effects.append(FilterEffect(filter="language", value=request.language,
                                    removed=sum(hit.language not in stored for hit in hits)))
        hits = [hit for hit in hits if hit.language in stored]
    if request.status:
        effects.append(FilterEffect(filter="status", value=request.status,
                                    removed=sum(hit.status != request.status for hit in hits)))
    if request.community:
        inside = await communities.members_among(db, request.community, [hit.concept_id for hit in hits])
        effects.append(FilterEffect(filter="community", value=repr(request.community),
                                    removed=sum(hit.concept_id not in inside for hit in hits)))
        hits = [hit for hit in hits if hit.concept_id in inside]
    if request.status:
        hits = [hit for hit in hits if hit.status == request.status]
    if filtered:
        total = len(hits)
    return ConceptSearch(
        query=request.query,
        mode=ranking.mode,
        min_similarity=min_similarity if ranking.mode != "lexical" else None,
        results=hits[:request.limit],
        total_results=total,
        search_duration_ms=round((time.perf_counter() - started) * 1000, 2),
        filters=effects,
        unfiltered_total=min(ranking.total, shown) if filtered else None,
        warnings=warnings,
    )


async def _exact_symbols(db: Database, query: str, ranking: Ranking) -> list[Fused[str]]:
    """Symbols named exactly as asked, first (the ranking's own entry for one when it has it)."""
    ids = [row["concept_id"] for row in await db.read("search_concepts_exact", {"query": query.strip(), "limit": 5})]
    ranked = {f.key: f for f in ranking.fused}
    return [ranked.get(concept, Fused(key=concept, score=1.0)) for concept in ids]


async def _concept_hits(db: Database, ranking: Ranking, chosen: list[Fused[str]]) -> list[ConceptHit]:
    """The chosen candidates with what a hit shows (from the ranking's cards, or read now)."""
    cards = ranking.rows
    if missing := [f.key for f in chosen if f.key not in cards]:  # lexical and semantic rankings carry no cards
        cards = {**cards, **{row["concept_id"]: row for row in await db.read_list(
            "concept_cards", {"ids": missing, "vector": ranking.vector})}}
    hits = []
    for fused in chosen:
        card = cards.get(fused.key)
        if card is None:  # deleted between the two reads
            continue
        similarity = fused.similarity
        if similarity is None and card.get("score") is not None:
            similarity = cosine_from_neo4j(card["score"])
        hits.append(ConceptHit(
            concept_id=fused.key, label=card["label"], description=card["description"] or "",
            similarity=_round(similarity), lexical_score=_round(fused.lexical_score),
            fused_score=_round(fused.score) if ranking.mode == "hybrid" else None,
            found_by="quotes" if fused.key in ranking.quoted else None,
            documents=sorted(card["documents"])[:20], document_count=len(card["documents"]),
            evidence_count=card["evidence_count"],
            status=card["status"], friction=card["friction"],
            kind=card.get("kind"), language=card.get("language"), qualified_name=card.get("qualified_name"),
            defined_at=card.get("defined_at"),
        ))
    return hits


async def rank_passages(db: Database, embedder: Embedder, query: str, mode: str, depth: int, *, shown: int | None,
                        warnings: list[str]) -> Ranking:
    """The paragraphs `search_passages` chooses from for a checked query and mode, best first, before its
    filters and limit; `depth` is how many candidates each retriever gives. With `shown`, a hybrid
    ranking holds only the first `shown` and what a result shows for them; a fall back to lexical
    (the query could not be embedded) is said in `warnings`."""
    return await _rank(db, embedder, query, mode, depth=depth, kind="passages", shown=shown, warnings=warnings,
                       min_similarity=default_min_similarity(embedder.name) if mode == "semantic" else None)


async def concepts_near(db: Database, embedder: Embedder, query: str, vector: list[float] | None, *,
                        limit: int) -> list[str]:
    """The ids of the concepts `search_concepts` finds first for a checked query, hybrid when `vector`
    (the query's embedding) is given, else lexical."""
    ranking = await _rank(db, embedder, query, "hybrid" if vector is not None else "lexical", depth=depth_for(limit),
                          kind="concepts", min_similarity=default_min_similarity(embedder.name), shown=limit,
                          warnings=[], vector=vector)
    return [f.key for f in ranking.fused[:limit]]


async def walked_passages(db: Database, embedder: Embedder, query: str, *,
                          matching_only: bool = False) -> tuple[GraphRanking, list[float] | None]:
    """The paragraphs of `search_passages` mode "graph" for a checked query, with the walk that ranked
    them, and the query's embedding (None when it could not be made: the first hop is then lexical).
    With `matching_only`, only paragraphs that share a word with the query or pass the embedder's
    similarity threshold start the walk: a question about nothing in the graph leads nowhere."""
    floor = default_min_similarity(embedder.name) if matching_only else None
    ranking, walked = await _walk(db, embedder, query, passage_depth(GRAPH.first_hop), SCOUTING, [], floor=floor)
    return walked, ranking.vector


async def _walk(db: Database, embedder: Embedder, query: str, depth: int, preset: GraphPreset, warnings: list[str],
                *, floor: float | None = None) -> tuple[Ranking, GraphRanking]:
    """The hybrid ranking of a checked query (every candidate) and graph mode's walk from it. Once the query
    is embedded, one query ranks and reads the neighbourhood (a round trip less than ranking first); a
    query that could not be embedded (a lexical first hop, said in `warnings`) or has no word to search for
    (a semantic one) is ranked first, then walked. With `floor`, only the paragraphs that share a word with
    the query or reach that cosine are walked from and ranked."""
    mode, vector = await _embedded(embedder, query, "hybrid", warnings)
    lucene = lucene_query(query)
    hybrid = _hybrid_parameters(lucene or '""', vector, depth, shown=None, min_similarity=None)
    if vector is not None and lucene:
        parameters = hybrid | walk_parameters(query, preset, floor=floor)
        walked, _ = await asyncio.gather(db.read("search_passages_graph", parameters), _say_owed_vectors(db, warnings))
        answer = walked[0]
        ranking = Ranking(mode, _fused(answer["ranked"]), {}, vector, answer["total"])
        first = _matching(ranking.fused, floor)
    else:
        ranking = await _rank(db, embedder, query, mode, depth=depth, kind="passages", min_similarity=None,
                              shown=None, warnings=warnings, vector=vector)
        first = _matching(ranking.fused, floor)
        if not first and label_query(query) is None:
            return ranking, GraphRanking(first, {})
        answer = (await db.read("search_passages_graph", hybrid | walk_parameters(query, preset, first=first)))[0]
    return ranking, graph_ranking(answer, first, query, preset)


def _matching(fused: list[Fused[str]], floor: float | None) -> list[Fused[str]]:
    """The candidates that share a word with the query or reach the cosine `floor` (all when it is None),
    as search_passages_graph keeps them when it ranks."""
    return [f for f in fused if floor is None or f.lexical_score or (f.similarity or 0.0) >= floor]


@implements(SEARCH_PASSAGES)
async def search_passages(graph: Graph, request: SearchPassages) -> PassageSearch:
    db, embedder = graph.db, graph.embedder
    started = time.perf_counter()
    document = await resolve_document(db, request.document) if request.document else None
    await require_scopes(db, topic_prefix=request.topic_prefix)
    if request.tags:
        await require_tags(db, request.tags)
    if request.community:
        await communities.require_community(db, request.community)
    filters = PassageFilters.of(request, document)
    query, limit = request.query, request.limit
    filtered = bool(filters.given())
    warnings: list[str] = []
    walk = request.mode == "graph"
    via: dict[str, list[str]] = {}
    depth = passage_depth(limit, filtered=filtered)
    if walk:
        ranking, walked = await _walk(db, embedder, query, depth, GRAPH, warnings)
        ranking = replace(ranking, fused=walked.fused, total=len(walked.fused), rows=walked.cards)
        via = walked.via
    else:  # with filters every candidate needs its document's folder, tags and dates: passage_cards reads them all
        ranking = await rank_passages(db, embedder, query, request.mode, depth, shown=None if filtered else limit,
                                      warnings=warnings)
    mode = "graph" if walk else ranking.mode
    cards = ranking.rows
    # Filters need every candidate's document folder, tags and dates; lexical mode has no cards yet.
    wanted = (
        [f.key for f in ranking.fused] if filtered else [f.key for f in ranking.fused[:limit] if f.key not in cards]
    )
    if wanted:
        cards = {**cards, **{row["source_id"]: row for row in await db.read_list("passage_cards", {"ids": wanted})}}
    effects: list[FilterEffect] = []
    keep = [f for f in ranking.fused if f.key in cards]
    if filtered:
        passing, effects = await apply_filters(db, filters, [f.key for f in keep], cards)
        chosen = set(passing)
        keep = [f for f in keep if f.key in chosen]
    results = [
        Passage(
            source_id=f.key,
            document=cards[f.key]["document"],
            paragraph=cards[f.key]["paragraph"],
            score=_round(f.score) or 0.0,
            similarity=_round(f.similarity),
            lexical_score=_round(f.lexical_score),
            excerpt=best_excerpt(cards[f.key]["text"], " ".join([query, *via.get(f.key, [])])),
            found_via=via.get(f.key, []) if walk else None,
        )
        for f in keep[:limit]
    ]
    return PassageSearch(
        query=query,
        mode=mode,
        results=results,
        total_results=len(keep) if filtered else ranking.total,
        search_duration_ms=round((time.perf_counter() - started) * 1000, 2),
        filters=effects,
        unfiltered_total=len(ranking.fused) if filtered else None,
        warnings=warnings,
    )


def _round(value: float | None) -> float | None:
    return None if value is None else round(float(value), 4)
