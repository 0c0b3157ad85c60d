"""Pure pieces of retrieval: safe full-text queries, Reciprocal Rank Fusion, cosine scales, excerpts.

Kept free of I/O so they are unit-tested directly; `kg_server.search` runs them against Neo4j.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

RRF_K = 60
MAX_TERMS = 32

K = TypeVar("K", bound=Hashable)
_WORD = re.compile(r"\w+", re.UNICODE)
# Lucene's standard tokenizer keeps "15.2", "2,000,000" and "party's" as single tokens; so do we.
_TOKEN = re.compile(r"\w+(?:[.,'’]\w+)*", re.UNICODE)
_SENTENCE_END = re.compile(r"(?<=[.!?;:])\s+|\n+")


def lucene_query(text: str) -> str | None:
    """A Lucene query that can never be a syntax error, from whatever the user typed.

    Words are kept (letters and digits of any script), everything else is dropped, so `AND (foo`,
    quotes, `title:x` and `*` are all just words or nothing. The words are OR-ed, and the whole
    phrase is added with a boost so exact wordings rank first. None when no word is left.
    """
    words = [w.lower() for w in _TOKEN.findall(text)][:MAX_TERMS]
    if not words:
        return None
    quoted = [f'"{w}"' for w in words]  # quoting makes AND/OR/NOT plain terms too
    if len(words) == 1:
        return quoted[0]
    return f'"{" ".join(words)}"^4 OR ' + " OR ".join(quoted)


def cosine_from_neo4j(score: float) -> float:
    """Neo4j's cosine vector score is (1 + cosine) / 2; users and thresholds want the cosine itself."""
    return 2.0 * score - 1.0


@dataclass
class Fused(Generic[K]):
    key: K
    rrf_score: float
    semantic_rank: int | None = None
    lexical_rank: int | None = None
    similarity: float | None = None
    lexical_score: float | None = None


def rrf_fuse(
    semantic: Sequence[tuple[K, float]], lexical: Sequence[tuple[K, float]], *, k: int = RRF_K
) -> list[Fused[K]]:
    """Reciprocal Rank Fusion: score = sum over retrievers of 1 / (k + rank), ranks from 1.

    Ties break on the better semantic similarity, then the better lexical score, then the key, so
    the same inputs always give the same order.
    """
    fused: dict[K, Fused[K]] = {}
    for rank, (key, similarity) in enumerate(semantic, start=1):
        item = fused.setdefault(key, Fused(key=key, rrf_score=0.0))
        item.rrf_score += 1.0 / (k + rank)
        item.semantic_rank, item.similarity = rank, similarity
    for rank, (key, score) in enumerate(lexical, start=1):
        item = fused.setdefault(key, Fused(key=key, rrf_score=0.0))
        item.rrf_score += 1.0 / (k + rank)
        item.lexical_rank, item.lexical_score = rank, score
    return sorted(
        fused.values(),
        key=lambda f: (
            -round(f.rrf_score, 12),
            -(f.similarity if f.similarity is not None else -2.0),
            -(f.lexical_score if f.lexical_score is not None else -1.0),
            str(f.key),
        ),
    )


LEXICAL_FLOOR = 0.2


def strong_lexical(hits: Sequence[tuple[K, float]], *, floor: float = LEXICAL_FLOOR) -> list[tuple[K, float]]:
    """Full-text hits scoring at least `floor` x the best one.

    RRF looks at ranks only, so a concept that shares nothing with the query but one common word
    ("clause", "data") would otherwise weigh as much as an exact phrase match at the same rank. BM25
    scores show the difference: "Clause 9.4" scores ~20 on the concepts that contain it and ~1.5 on
    those that only say "clause".
    """
    if not hits:
        return []
    best = max(score for _, score in hits)
    return [(key, score) for key, score in hits if score >= floor * best]


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(text) if s.strip()]


def best_excerpt(text: str, query: str, *, max_chars: int = 320) -> str:
    """The sentence that shares the most words with the query (with a neighbour when short), trimmed."""
    wanted = {w.lower() for w in _WORD.findall(query) if len(w) > 2}
    parts = sentences(text) or [text]
    scores = [len(wanted & {w.lower() for w in _WORD.findall(s)}) for s in parts]
    best = max(range(len(parts)), key=lambda i: (scores[i], -i))
    excerpt = parts[best]
    if len(excerpt) < max_chars // 2 and best + 1 < len(parts):
        excerpt = f"{excerpt} {parts[best + 1]}"
    if len(excerpt) > max_chars:
        excerpt = excerpt[: max_chars - 1].rsplit(" ", 1)[0] + "…"
    prefix = "…" if best > 0 else ""
    return prefix + excerpt


def closest(word: str, candidates: Sequence[str], *, limit: int = 5) -> list[str]:
    """Up to `limit` candidates most like `word` (for 'did you mean' in error messages)."""
    import difflib

    lowered = {c.lower(): c for c in candidates}
    needle = word.lower().strip()
    containing = [c for lc, c in lowered.items() if needle and needle in lc]
    similar = [lowered[r] for r in difflib.get_close_matches(needle, list(lowered), n=limit, cutoff=0.5)]
    ordered = similar + [c for c in containing if c not in similar]
    return ordered[:limit]
