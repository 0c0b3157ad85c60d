"""Navigating the graph: concept details, related concepts, documents, paths, topics, contradictions.

Each operation takes the Database and its validated input (`kg_server.contract`), checks what only the
graph can tell (an unknown id, a paragraph past the end: `NotFound` / `InvalidArgument` with a message
that says what to do next), runs named queries and returns a model from `kg_server.results`. Functions
are named after the operation they implement.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from .contract import (
    MAX_PARAGRAPH,
    FindConnections,
    FindContradictions,
    FindRelatedConcepts,
    GetConceptDetails,
    GetConcepts,
    ListTopics,
    ReadSource,
    SearchByDocument,
)
from .cypher import RELATIONSHIP_TYPES
from .db import Database, Record
from .errors import ConceptNotFound, DocumentAmbiguous, DocumentNotFound, InvalidArgument
from .results import (
    ConceptBatch,
    ConceptDetails,
    Connection,
    Connections,
    Contradiction,
    ContradictionSide,
    Contradictions,
    DocumentConcept,
    DocumentConcepts,
    DocumentInfo,
    DocumentList,
    Evidence,
    Hop,
    Paragraph,
    PathStep,
    Quote,
    RelatedConcept,
    RelatedConcepts,
    Relation,
    SourceText,
    Topic,
    TopicTree,
    plural,
)
from .retrieval import closest, lucene_query
from .scopes import check_scope, in_folder, in_scope

# What one read may bring back; answers are then cut into pages that fit the caller's token budget
# (kg_server.bounds), and a cursor walks these lists.
MAX_INSTANCES = 1000
MAX_RELATIONSHIPS = 1000
MAX_RELATED = 200
MAX_DOCUMENT_CONCEPTS = 1000
MAX_DOCUMENTS = 10_000
MAX_READ_CHARS = 40_000
MAX_READ_PARAGRAPHS = 50
MAX_PATHS = 5


def _lower(rel_type: str) -> str:
    return rel_type.lower()


async def concept_not_found(db: Database, concept_id: str) -> ConceptNotFound:
    """The error for an unknown id, with up to five close ids from the graph."""
    candidates = {row["concept_id"] for row in await db.read("concept_ids_like", {"prefix": concept_id[:3]})}
    words = lucene_query(concept_id.replace("-", " "))
    if words:
        candidates |= {row["key"] for row in await db.read_list("search_concepts_fulltext", {"query": words, "k": 20})}
    return ConceptNotFound(concept_id, closest(concept_id, sorted(candidates)))


# --- details ----------------------------------------------------------------------------------------
async def require_concepts(db: Database, *concept_ids: str) -> None:
    """NotFound (with close ids) for the first of these concepts that does not exist."""
    existing = {row["concept_id"] for row in await db.read("existing_concept_ids", {"ids": list(concept_ids)})}
    for concept_id in concept_ids:
        if concept_id not in existing:
            raise await concept_not_found(db, concept_id)


async def _details(db: Database, concept_ids: Sequence[str]) -> tuple[list[ConceptDetails], list[str]]:
    """Details of many concepts in one read, in the order asked, and the ids that do not exist."""
    rows = await db.read(
        "concept_details",
        {"ids": list(concept_ids), "types": list(RELATIONSHIP_TYPES),
         "max_instances": MAX_INSTANCES, "max_relationships": MAX_RELATIONSHIPS},
    )
    evidence_ids = sorted({sid for row in rows for rel in row["relationships"] for sid in rel["evidence"] or []})
    sources = {s["source_id"]: s for s in await db.read("sources_by_id", {"ids": evidence_ids})} if evidence_ids else {}
    found = {}
    for row in rows:
        instances = [Quote(**q) for q in row["instances"]]
        relations = [
            Relation(
                type=_lower(rel["type"]), direction=rel["direction"], concept_id=rel["concept_id"], label=rel["label"],
                confidence=rel["confidence"], method=rel.get("method"),
                evidence=[_evidence(sid, sources) for sid in rel["evidence"] or []],
            )
            for rel in row["relationships"]
        ]
        found[row["concept_id"]] = ConceptDetails(
            concept_id=row["concept_id"], label=row["label"], description=row["description"] or "",
            aliases=row["aliases"] or [], instances=instances, instance_count=row["instance_count"],
            relationships=relations, relationship_count=row["relationship_count"],
            documents=sorted({q.document for q in instances}), status=row["status"], friction=row["friction"],
            truncated=row["instance_count"] > len(instances) or row["relationship_count"] > len(relations),
        )
    missing = [cid for cid in concept_ids if cid not in found]
    return [found[cid] for cid in concept_ids if cid in found], missing


def _evidence(source_id: str, sources: dict[str, dict[str, Any]]) -> Evidence:
    source = sources.get(source_id)
    if source is None:
        return Evidence(source_id=source_id)
    return Evidence(source_id=source_id, document=source["document"], paragraph=source["paragraph"])


async def get_concept_details(db: Database, request: GetConceptDetails) -> ConceptDetails:
    details, _ = await _details(db, [request.concept_id])
    if not details:
        raise await concept_not_found(db, request.concept_id)
    return details[0]


async def get_concepts(db: Database, request: GetConcepts) -> ConceptBatch:
    details, missing = await _details(db, request.concept_ids)
    return ConceptBatch(concepts=details, missing=missing)


# --- related ----------------------------------------------------------------------------------------
async def find_related_concepts(db: Database, request: FindRelatedConcepts) -> RelatedConcepts:
    concept_id, types, max_depth = request.concept_id, request.types, request.max_depth
    await require_concepts(db, concept_id)
    reached: dict[str, RelatedConcept] = {}
    frontier = [concept_id]
    truncated = False
    for depth in range(1, max_depth + 1):
        seen = [concept_id, *reached]
        rows = await db.read(
            "related_step", {"frontier": frontier, "types": types, "seen": seen, "limit": MAX_RELATED + 1}
        )
        next_frontier = []
        for row in rows:
            if row["to_id"] in reached:
                continue
            if len(reached) >= MAX_RELATED:
                truncated = True
                break
            parent = reached.get(row["from_id"])
            step = PathStep(type=_lower(row["type"]), direction=row["direction"], from_id=row["from_id"],
                            to_id=row["to_id"], confidence=row["confidence"], method=row["method"])
            path = [*(parent.path if parent else []), step]
            reached[row["to_id"]] = RelatedConcept(
                concept_id=row["to_id"], label=row["label"], depth=depth, path=path, confidence=row["confidence"],
                path_confidence=_product(s.confidence for s in path),
            )
            next_frontier.append(row["to_id"])
        if truncated or not next_frontier:
            break
        frontier = next_frontier
    results = sorted(reached.values(), key=lambda r: (r.depth, -(r.path_confidence or 0), r.concept_id))
    return RelatedConcepts(
        concept_id=concept_id, relationship_types=[_lower(t) for t in types], max_depth=max_depth,
        results=results, total_results=len(results), truncated=truncated,
    )


def _product(values: Any) -> float | None:
    items = [v for v in values if v is not None]
    return round(math.prod(items), 4) if items else None


# --- documents --------------------------------------------------------------------------------------
def _spellings(name: str, title: str | None) -> tuple[str, ...]:
    """How people name a document: its name, file name, file name without extension, title."""
    file_name = name.rsplit("/", 1)[-1]
    return (name, file_name, file_name.rsplit(".", 1)[0], title or "")


async def resolve_document(db: Database, name: str) -> str:
    """A document's exact name from what a user typed: the name, its file name (with or without the
    extension) or its title, case-insensitively. More than one fit is an error listing them."""
    wanted = name.strip()
    rows = await db.read("document_names")
    if wanted in (row["name"] for row in rows):
        return wanted
    lowered = wanted.lower()
    matches = sorted(row["name"] for row in rows
                     if lowered in (form.lower() for form in _spellings(row["name"], row["title"])))
    if len(matches) == 1:
        return matches[0]
    if len(matches) > 1:
        raise DocumentAmbiguous(wanted, matches)
    if not matches:
        # Suggest by whatever the user seems to have typed: a path, a file name, a stem or a title.
        spelled: dict[str, str] = {}
        for row in rows:
            for form in _spellings(row["name"], row["title"]):
                if form:
                    spelled.setdefault(form, row["name"])
        matches = list(dict.fromkeys(spelled[form] for form in closest(wanted, list(spelled), limit=10)))
    raise DocumentNotFound(wanted, matches[:5])


async def search_by_document(db: Database, request: SearchByDocument) -> DocumentConcepts:
    name = await resolve_document(db, request.document_name)
    paragraph = request.paragraph
    info = (await db.read("document_paragraphs", {"name": name, "from": 1, "to": 0}))[0]
    if paragraph is not None and paragraph > info["total"]:
        raise InvalidArgument(f"{name} has {info['total']} paragraphs; paragraph {paragraph} does not exist")
    rows = await db.read("document_concepts", {"name": name, "paragraph": paragraph})
    concepts = [
        DocumentConcept(concept_id=r["concept_id"], label=r["label"], description=r["description"] or "",
                        quotes=[Quote(**q) for q in r["quotes"][:10]])
        for r in rows[:MAX_DOCUMENT_CONCEPTS]
    ]
    return DocumentConcepts(
        document=name, title=info["title"], topic=info["topic"] or "", paragraph=paragraph, concepts=concepts,
        total_concepts=len(rows), truncated=len(rows) > len(concepts),
    )


async def list_documents(db: Database) -> DocumentList:
    rows = await db.read("documents_list")
    documents = [
        DocumentInfo(
            name=r["name"], title=r["title"], topic=r["topic"] or "", tags=r["tags"] or [],
            paragraphs=r["paragraphs"], concepts=r["concepts"],
            ingested_at=r["ingested_at"].iso_format() if r["ingested_at"] is not None else None,
        )
        for r in rows[:MAX_DOCUMENTS]
    ]
    return DocumentList(documents=documents, total=len(rows), truncated=len(rows) > len(documents))


async def read_source(db: Database, request: ReadSource) -> SourceText:
    source_id = request.source_id
    if source_id:
        rows = await db.read("sources_by_id", {"ids": [source_id]})
        if not rows:
            raise InvalidArgument(
                f"no paragraph with source_id {source_id!r}; ids look like 'Contracts/msa.md#p3' "
                "(search_passages and get_concept_details return them)"
            )
        name, start, end = rows[0]["document"], rows[0]["paragraph"], rows[0]["paragraph"]
    else:
        name = await resolve_document(db, request.document_name or "")
        start = request.paragraph_from or 1
        end = min(request.paragraph_to or MAX_PARAGRAPH, start + MAX_READ_PARAGRAPHS - 1)
    row = (await db.read("document_paragraphs", {"name": name, "from": start, "to": end}))[0]
    paragraphs: list[Paragraph] = []
    size = 0
    for item in row["paragraphs"]:
        if paragraphs and size + len(item["text"]) > MAX_READ_CHARS:
            break
        paragraphs.append(Paragraph(**item))
        size += len(item["text"])
    last = paragraphs[-1].paragraph if paragraphs else start - 1
    more = last < row["total"] and not source_id
    return SourceText(
        document=name, title=row["title"], topic=row["topic"] or "", paragraphs=paragraphs,
        total_paragraphs=row["total"], next_paragraph=last + 1 if more else None,
        truncated=len(paragraphs) < len(row["paragraphs"]),
    )


# --- paths ------------------------------------------------------------------------------------------
async def find_connections(db: Database, request: FindConnections) -> Connections:
    start, goal, max_hops = request.from_concept_id, request.to_concept_id, request.max_hops
    await require_concepts(db, start, goal)
    rows = await _routes(db, start, goal, max_hops)
    hop_rows = [(p, h, hop) for p, row in enumerate(rows) for h, hop in enumerate(row["hops"])]
    quotes = {}
    if hop_rows:
        asked = [{"key": f"{p}:{h}", "concept_ids": [hop["from"], hop["to"]], "evidence": hop["evidence"] or []}
                 for p, h, hop in hop_rows]
        for q in await db.read("evidence_quotes", {"hops": asked}):
            if q["quote"] is not None:
                quotes[q["key"]] = Quote(quote=q["quote"], document=q["document"], paragraph=q["paragraph"],
                                         source_id=q["source_id"], confidence=q["confidence"])
    paths = []
    for p, row in enumerate(rows):
        nodes = row["nodes"]
        hops = []
        for h, hop in enumerate(row["hops"]):
            here, there = nodes[h], nodes[h + 1]
            hops.append(Hop(
                from_id=here["concept_id"], from_label=here["label"], to_id=there["concept_id"],
                to_label=there["label"], type=_lower(hop["type"]),
                direction="forward" if hop["from"] == here["concept_id"] else "backward",
                confidence=hop["confidence"], evidence=quotes.get(f"{p}:{h}"),
            ))
        paths.append(Connection(length=len(hops), hops=hops))
    note = None if paths else (
        f"No path of at most {plural(max_hops, 'hop')} connects {start} and {goal}; try a larger max_hops (up to 10) "
        "or find_related_concepts on each."
    )
    return Connections(from_concept_id=start, to_concept_id=goal, max_hops=max_hops, paths=paths, note=note)


async def _routes(db: Database, start: str, goal: str, max_hops: int) -> list[Record]:
    """Up to MAX_PATHS paths: the shortest ones, then, while there are fewer, the shortest of those that pass
    through none of the concepts already on a path (and are not a direct relationship between the two).

    Routes that differ tell more than one route with a hop swapped, and each round is a search from both
    ends that stops at the first length that joins them: milliseconds where Neo4j's SHORTEST 5, which
    also wants the 5 shortest in all, explored hubs for seconds. Every round after the first adds a path
    with a concept not seen before, so there are at most MAX_PATHS rounds."""
    rows: list[Record] = []
    avoid: list[str] = []
    while len(rows) < MAX_PATHS:
        found = await db.read("shortest_paths", {"from": start, "to": goal, "avoid": avoid, "direct": not rows,
                                                 "limit": MAX_PATHS - len(rows)}, max_hops=max_hops)
        if not found:
            break
        rows += found
        avoid = [*avoid, *(node["concept_id"] for row in found for node in row["nodes"][1:-1])]
    return rows


# --- topics -----------------------------------------------------------------------------------------
async def list_topics(db: Database, request: ListTopics) -> TopicTree:
    rows = await db.read("topic_concepts")
    prefix = request.prefix or None
    documents: dict[str, set[str]] = {}
    concepts: dict[str, set[str]] = {}
    disputed: dict[str, tuple[float, str | None]] = {}
    for row in rows:
        topic = row["topic"] or ""
        parts = topic.split("/") if topic else []
        for depth in range(len(parts) + 1):
            key = "/".join(parts[:depth])
            documents.setdefault(key, set()).add(row["document"])
            concepts.setdefault(key, set()).update(row["concepts"])
        disputed.update((cid, (value, status)) for cid, value, status in row["disputed"])

    def node(key: str) -> Topic:
        depth = key.count("/") + 1 if key else 0
        children = sorted(k for k in documents if k and k.count("/") == depth and (not key or k.startswith(key + "/")))
        frictions = [disputed[c] for c in concepts[key] if c in disputed]
        average = round(sum(f for f, _ in frictions) / len(concepts[key]), 3) if concepts[key] else 0.0
        return Topic(topic=key, documents=len(documents[key]), concepts=len(concepts[key]),
                     contested=sum(status == "contested" for _, status in frictions), friction=average,
                     children=[node(child) for child in children])

    if prefix:
        check_scope(prefix, topics=documents, argument="prefix")
        # The folder itself (it may be spelled in another case), or the folders it is an ancestor of
        # when it holds no document of its own.
        tops = [k for k in documents if k and in_folder(k, prefix)]
        matches = sorted(k for k in tops if not any(in_folder(k, other) and other != k for other in tops))
        return TopicTree(prefix=prefix, topics=[node(k) for k in matches])
    return TopicTree(prefix=None, topics=[node("")] if documents else [])


# --- contradictions ---------------------------------------------------------------------------------
def _in_scope(quote: dict[str, Any], scope: str | None) -> bool:
    return not scope or in_scope(scope, topic=quote["topic"], document=quote["document"])


def _side(concept_id: str, label: str, quotes: list[dict[str, Any]], scope: str | None) -> ContradictionSide | None:
    in_scope = [q for q in quotes if _in_scope(q, scope)]
    if scope and not in_scope:
        return None
    candidates = in_scope or quotes
    chosen = candidates[0] if candidates else None
    quote = None
    if chosen:
        quote = Quote(quote=chosen["quote"], document=chosen["document"], paragraph=chosen["paragraph"],
                      source_id=chosen["source_id"], confidence=chosen["confidence"])
    return ContradictionSide(concept_id=concept_id, label=label, quote=quote)


async def find_contradictions(db: Database, request: FindContradictions) -> Contradictions:
    topic_a, topic_b, concept_id, limit = request.topic_a, request.topic_b, request.concept_id, request.limit
    if concept_id:
        await require_concepts(db, concept_id)
    total: int | None = None
    if topic_a or topic_b:
        # Narrowed to folders: only pairs with a side quoted there can match, so the candidates start
        # from those documents; which of them match is decided below, quote by quote.
        rows = await db.read("topic_documents")
        for argument, scope in (("topic_a", topic_a), ("topic_b", topic_b)):
            if scope:
                check_scope(scope, topics=[r["topic"] for r in rows], documents=[r["document"] for r in rows],
                            argument=argument)
        scope = topic_a or topic_b
        inside = [r["document"] for r in rows if in_scope(scope, topic=r["topic"], document=r["document"])]
        ids = (await db.read("contradictions_in_documents", {"documents": inside, "concept_id": concept_id}))[0]["ids"]
    elif concept_id:
        ids = (await db.read("contradictions_of_concept", {"concept_id": concept_id}))[0]["ids"]
    else:
        # The whole graph: every pair matches, so only the best `limit` are read (index-backed).
        top = (await db.read("contradictions_top", {"limit": limit}))[0]
        ids, total = top["ids"], top["total"]
    rows = await db.read("contradictions", {"ids": ids, "max_quotes": 50}) if ids else []
    found = []
    for row in rows:
        for (x_id, x_label, x_quotes), (y_id, y_label, y_quotes) in (
            ((row["a_id"], row["a_label"], row["a_quotes"]), (row["b_id"], row["b_label"], row["b_quotes"])),
            ((row["b_id"], row["b_label"], row["b_quotes"]), (row["a_id"], row["a_label"], row["a_quotes"])),
        ):
            a = _side(x_id, x_label, x_quotes, topic_a)
            b = _side(y_id, y_label, y_quotes, topic_b)
            if a and b:
                found.append(Contradiction(a=a, b=b, confidence=row["confidence"], evidence=row["evidence"] or [],
                                           method=row["method"]))
                break
    total = len(found) if total is None else total
    return Contradictions(
        topic_a=topic_a, topic_b=topic_b, concept_id=concept_id, results=found[:limit], total_results=total,
        truncated=total > limit,
    )
