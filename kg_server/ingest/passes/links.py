"""The links pass after every ingest: links between concepts that no sentence states, and descriptions.

Stated relationships (a pattern in one sentence, an LLM, a bundle, a curator) say how two concepts
relate. Most concepts of real documents have none, so the graph would be dust. This pass gives every
concept that shares a paragraph or a close meaning with another an honest, weaker link, each with its
evidence and a `method` that tells tools and the viewer it was inferred:

- `cooccurrence` (RELATED_TO): the two are quoted in the same paragraphs more often than chance.
  Weighted by normalised PMI over paragraphs and by how much evidence there is, so two concepts seen
  once together rank below two that keep appearing together; each concept keeps its strongest
  `COOCCURRENCE_PER_CONCEPT`.
- `similarity` (RELATED_TO): the nearest concepts by embedding, above `SIMILARITY_THRESHOLD` (a cosine
  that random pairs of concept labels almost never reach; see docs/ingest.md for how it was measured).
- `hierarchy` (KIND_OF): a concept whose label ends in another concept's label is a kind of it
  ("religious miracles" -> "miracles", "knowledge by acquaintance" -> "knowledge").

Every pass recomputes these from the whole graph, so the result depends only on what the graph holds:
a re-run after a crash gives the same links as a clean run. Pairs already joined by any other
relationship keep only that one.

The pass reads every concept with its quotes once, for the hierarchy and for the descriptions it
writes too: each concept's extractive description, chosen by `descriptions.py`.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

import numpy as np

from kg_server.ingest.extraction import normalise_label
from kg_server.store.db import Database

from .descriptions import MAX_QUOTES, QuotedConcept, describe_all

COMPUTED_METHODS = ("cooccurrence", "similarity", "hierarchy")
COOCCURRENCE_PER_CONCEPT = 6
SIMILARITY_PER_CONCEPT = 2
SIMILARITY_THRESHOLD = 0.6
MAX_EVIDENCE = 20
# Rows written per transaction. A pass over 5,000 abstracts writes ~360,000 links and 63,000
# descriptions, which in one transaction outgrow the memory a 1 GB Neo4j heap grants a transaction; a
# run killed between these transactions leaves the graph's mark that the passes are owed, and the next
# run computes and writes them all again.
WRITE_ROWS = 10_000


@dataclass
class LinkReport:
    links: Counter[str] = field(default_factory=Counter)  # method -> relationships written
    described: int = 0  # concepts whose description this pass chose


async def refresh_links(db: Database, known: Mapping[str, np.ndarray] | None = None) -> LinkReport:
    """Recompute every computed link and extractive description from the graph as it is now. `known`:
    concept vectors the caller holds, exactly as stored (by concept id), which are then not read."""
    report = LinkReport()
    concepts = [
        QuotedConcept(r["id"], r["label"], r["description"] or "", r["description_from"], list(r["quotes"]),
                      list(r["sources"]))
        for r in await db.read_list("links_concepts", {"max_quotes": MAX_QUOTES}, timeout=None)
    ]
    paragraphs = (await db.read("ingest_cooccurrence", timeout=None))[0]
    taken = {tuple(pair) for pair in (await db.read("links_stated_pairs", {"methods": list(COMPUTED_METHODS)},
                                                     timeout=None))[0]["pairs"]}
    rows: dict[str, list[dict[str, Any]]] = {}
    hierarchy = hierarchy_links(concepts)
    for row in hierarchy:
        taken.add(_pair(row["from"], row["to"]))
    cooccurring = cooccurrence_links(paragraphs["paragraphs"], paragraphs["rows"], taken)
    for row in cooccurring:
        taken.add(_pair(row["from"], row["to"]))
    vectors = await _vectors(db, known or {})
    similar = similarity_links(vectors, taken)
    rows["KIND_OF"] = hierarchy
    rows["RELATED_TO"] = cooccurring + similar
    descriptions = describe_all(concepts)

    await clear_links(db, [c.concept_id for c in concepts])
    for rel_type, batch in rows.items():
        await _write_in_pages(db, "links_write", batch, rel_type=rel_type)
    await _write_in_pages(db, "links_describe", descriptions)
    report.links.update({"hierarchy": len(hierarchy), "cooccurrence": len(cooccurring), "similarity": len(similar)})
    report.described = sum(1 for d in descriptions if d["description_from"] is not None)
    return report


async def clear_links(db: Database, concept_ids: Sequence[str]) -> None:
    """Delete the links the pass computed, a page of concepts to a transaction."""
    per_transaction = max(1, WRITE_ROWS // (COOCCURRENCE_PER_CONCEPT + SIMILARITY_PER_CONCEPT + 1))
    for start in range(0, len(concept_ids), per_transaction):
        await db.write("links_clear", {"ids": list(concept_ids[start : start + per_transaction]),
                                       "methods": list(COMPUTED_METHODS)})


async def _write_in_pages(
    db: Database, name: str, rows: Sequence[dict[str, Any]], *, rel_type: str | None = None
) -> None:
    for start in range(0, len(rows), WRITE_ROWS):
        await db.write(name, {"rows": list(rows[start : start + WRITE_ROWS])}, rel_type=rel_type)


def _pair(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a < b else (b, a)


async def _vectors(db: Database, known: Mapping[str, np.ndarray]) -> tuple[list[str], np.ndarray]:
    rows = await db.read_list("links_concept_vectors", {"known": list(known)}, timeout=None)
    ids = [r["id"] for r in rows]
    if not ids:
        return [], np.zeros((0, 0), dtype=np.float32)
    read = next((r["embedding"] for r in rows if r["embedding"]), None)
    matrix = np.empty((len(ids), len(read) if read is not None else len(known[ids[0]])), dtype=np.float32)
    for i, row in enumerate(rows):
        matrix[i] = row["embedding"] or known[row["id"]]
    return ids, matrix


# --- co-occurrence ------------------------------------------------------------------------------------
def cooccurrence_links(
    total: int, paragraphs: Sequence[Sequence[Any]], taken: set[tuple[str, str]]
) -> list[dict[str, Any]]:
    """RELATED_TO rows for concepts quoted in the same paragraphs.

    npmi = log(p(a,b) / (p(a) p(b))) / -log p(a,b), in (0, 1] for pairs seen together more than chance;
    confidence = npmi x (1 - exp(-n / 2)) for n shared paragraphs, so one shared paragraph counts for
    0.39 of the npmi and four for 0.86. Each concept keeps its strongest COOCCURRENCE_PER_CONCEPT links
    (a pair is kept while either end has room, so no concept that shares a paragraph is left out)."""
    seen: Counter[str] = Counter()
    shared: dict[tuple[str, str], list[str]] = defaultdict(list)
    for source_id, concepts in paragraphs:
        seen.update(concepts)
        for a, b in combinations(sorted(set(concepts)), 2):
            shared[(a, b)].append(source_id)
    if total < 2:
        return []
    scored: list[tuple[float, float, str, str]] = []
    for (a, b), sources in shared.items():
        if (a, b) in taken:
            continue
        n = len(sources)
        p_ab = n / total
        pmi = math.log(p_ab / ((seen[a] / total) * (seen[b] / total)))
        npmi = 1.0 if p_ab >= 1 else pmi / -math.log(p_ab)
        if npmi <= 0:
            continue
        confidence = round(min(1.0, npmi) * (1 - math.exp(-n / 2)), 4)
        scored.append((confidence, round(pmi, 4), a, b))
    scored.sort(key=lambda s: (-s[0], s[2], s[3]))
    kept: Counter[str] = Counter()
    rows = []
    for confidence, pmi, a, b in scored:
        if kept[a] >= COOCCURRENCE_PER_CONCEPT and kept[b] >= COOCCURRENCE_PER_CONCEPT:
            continue
        kept[a] += 1
        kept[b] += 1
        rows.append({"from": a, "to": b, "confidence": confidence, "pmi": pmi, "method": "cooccurrence",
                     "evidence": sorted(shared[(a, b)])[:MAX_EVIDENCE]})
    return rows


# --- similarity ---------------------------------------------------------------------------------------
def similarity_links(
    vectors: tuple[list[str], np.ndarray], taken: set[tuple[str, str]], *, block: int = 1024
) -> list[dict[str, Any]]:
    """RELATED_TO rows to each concept's nearest concepts by cosine, at SIMILARITY_THRESHOLD or above.
    Exact (a blocked matrix product, not the approximate vector index), and cosines are rounded before
    they are compared, so float noise in the last digits cannot change which links exist. Each pair's
    cosine is computed once (a block of concepts against itself and the concepts after it: half the
    product), and serves both ends."""
    ids, matrix = vectors
    if len(ids) < 2:
        return []
    near: list[list[tuple[float, int]]] = [[] for _ in ids]  # (rounded cosine, other concept), at the threshold
    for start in range(0, len(ids), block):
        cosines = matrix[start : start + block] @ matrix[start:].T
        # Rounding to 3 digits lifts 0.5995 to the threshold: candidates are taken below it, then rounded.
        rows, columns = np.nonzero(cosines >= SIMILARITY_THRESHOLD - 0.0005)
        rounded = np.round(cosines[rows, columns], 3)
        for row, column, cosine in zip(rows.tolist(), columns.tolist(), rounded.tolist()):
            i, j = start + row, start + column
            if j > i and cosine >= SIMILARITY_THRESHOLD:
                near[i].append((cosine, j))
                near[j].append((cosine, i))
    chosen: dict[tuple[str, str], float] = {}
    for i, candidates in enumerate(near):
        for cosine, j in sorted(candidates, key=lambda c: (-c[0], ids[c[1]]))[:SIMILARITY_PER_CONCEPT]:
            pair = _pair(ids[i], ids[j])
            if pair not in taken:
                chosen[pair] = cosine
    return [{"from": a, "to": b, "confidence": round(c, 3), "pmi": None, "method": "similarity", "evidence": []}
            for (a, b), c in sorted(chosen.items())]


# --- hierarchy ----------------------------------------------------------------------------------------
def hierarchy_links(concepts: Sequence[QuotedConcept]) -> list[dict[str, Any]]:
    """KIND_OF rows from a concept to the concept its label's head names: the longest shorter label
    that ends its own ("affine camera parameters" -> "camera parameters"), or that starts it before
    "of"/"by"/"for" ("knowledge by acquaintance" -> "knowledge"). Names ("Caldmere Health Systems")
    are not kinds of their last word."""
    keys = [normalise_label(c.label) for c in concepts]
    by_key = dict(zip(keys, concepts))
    rows = []
    for concept, key in zip(concepts, keys):
        words = key.split()
        if len(words) < 2 or _is_name(concept.label):
            continue
        heads: list[str] = []
        for preposition in ("of", "by", "for", "in", "to"):
            if preposition in words[1:-1]:
                heads.append(" ".join(words[: words.index(preposition, 1)]))
                break
        else:
            heads += [" ".join(words[i:]) for i in range(1, len(words))]
        parent = next((by_key[h] for h in heads if h in by_key and by_key[h].concept_id != concept.concept_id), None)
        if parent is not None:
            rows.append({"from": concept.concept_id, "to": parent.concept_id, "confidence": 0.9, "pmi": None,
                         "method": "hierarchy", "evidence": sorted(set(concept.sources))[:MAX_EVIDENCE]})
    return rows


def _is_name(label: str) -> bool:
    words = [w for w in label.split() if w[:1].isalpha()]
    return len(words) > 1 and all(w[:1].isupper() for w in words)
