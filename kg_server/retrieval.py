"""Pure pieces of retrieval: safe full-text queries, cosine scales, excerpts.

Kept free of I/O so they are unit-tested directly; `kg_server.search` runs them against Neo4j.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Generic, TypeVar

MAX_TERMS = 32

K = TypeVar("K", bound=Hashable)
_WORD = re.compile(r"\w+", re.UNICODE)
# Lucene's standard tokenizer keeps "15.2", "2,000,000" and "party's" as single tokens; so do we.
_TOKEN = re.compile(r"\w+(?:[.,'’]\w+)*", re.UNICODE)
# A sentence ends at punctuation followed by space, or at a line break. (One character class first,
# then what must follow it: the regex engine skips to candidates, ~2.5x faster than `[.!?;:]\s+|\n+`,
# which tries both alternatives at every position; excerpts are built for every result.)
_SENTENCE_END = re.compile(r"[.!?;:\n](?:(?<=\n)\n*|\s+)")
_PUNCTUATION = frozenset(".!?;:")


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


# Equal weights for the cosine and BM25 in hybrid fusion (done in Neo4j: cypher/queries/search_*_hybrid.cypher):
# the value 2-fold cross-validation on SciFact picks too (docs/benchmarks.md).
SEMANTIC_WEIGHT = 0.5


@dataclass
class Fused(Generic[K]):
    """A ranked result: its fused score (the cosine in semantic mode, BM25 in lexical mode) and the
    retrievers' own scores when known."""

    key: K
    score: float
    similarity: float | None = None
    lexical_score: float | None = None


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Where each sentence of `text` starts and ends (surrounding whitespace left out)."""
    spans, start = [], 0
    for end in _SENTENCE_END.finditer(text):
        stop = end.start() + (1 if text[end.start()] in _PUNCTUATION else 0)  # the full stop stays
        spans.append(_stripped(text, start, stop))
        start = end.end()
    spans.append(_stripped(text, start, len(text)))
    return [(a, b) for a, b in spans if a < b]


def _stripped(text: str, start: int, end: int) -> tuple[int, int]:
    part = text[start:end]
    return start + len(part) - len(part.lstrip()), end - len(part) + len(part.rstrip())


def sentences(text: str) -> list[str]:
    return [text[a:b] for a, b in sentence_spans(text)]


def best_excerpt(text: str, query: str, *, max_chars: int = 320) -> str:
    """The sentence that shares the most words with the query (with a neighbour when short), trimmed."""
    # Every search result gets one, so this skips work `sentence_spans` does: sentences stay as the
    # separators cut them, and only the ones looked at are stripped of whitespace (a sentence that is
    # only whitespace does not count). A word never lies in a separator: its sentence is the last one
    # starting at or before it.
    starts, stops = [0], []
    for end in _SENTENCE_END.finditer(text):
        at, after = end.span()
        stops.append(at + 1 if text[at] in _PUNCTUATION else at)  # the full stop stays
        starts.append(after)
    stops.append(len(text))
    words_in = _words_by_sentence(text, _query_words(query), starts)
    if words_in:
        best: int | None = max(words_in, key=lambda i: (len(words_in[i]), -i))
    else:
        best = _first_sentence(text, starts, stops, range(len(starts)))
    if best is None:  # whitespace only
        return _trimmed(text, max_chars)
    a, b = _stripped(text, starts[best], stops[best])
    excerpt = text[a:b]
    if len(excerpt) < max_chars // 2:
        following = _first_sentence(text, starts, stops, range(best + 1, len(starts)))
        if following is not None:
            a, b = _stripped(text, starts[following], stops[following])
            excerpt = f"{excerpt} {text[a:b]}"
    prefix = "…" if _first_sentence(text, starts, stops, range(best)) is not None else ""
    return prefix + _trimmed(excerpt, max_chars)


def _first_sentence(text: str, starts: list[int], stops: list[int], among: range) -> int | None:
    """The first sentence in `among` (indexes) that is more than whitespace, if any."""
    for i in among:
        a, b = _stripped(text, starts[i], stops[i])
        if a < b:
            return i
    return None


def _trimmed(excerpt: str, max_chars: int) -> str:
    if len(excerpt) > max_chars:
        return excerpt[: max_chars - 1].rsplit(" ", 1)[0] + "…"
    return excerpt


@lru_cache(maxsize=256)
def _query_words(query: str) -> frozenset[str]:
    """The words of a query an excerpt looks for (computed once for a search's ten results)."""
    return frozenset(w for w in _WORD.findall(query.lower()) if len(w) > 2)


def _words_by_sentence(text: str, words: frozenset[str], starts: list[int]) -> dict[int, set[str]]:
    """Which of `words` (lower case) occur as whole words, in any case, in each sentence of `text` (by
    index; sentence i starts at starts[i]); sentences with none are left out.

    Searched with str.find rather than by splitting the text into words: every search result gets an
    excerpt, and making a string of every word of ten paragraphs was most of a search's Python time.
    (İ is the one letter whose lower case is two characters; read as I, positions stay aligned.)
    """
    lowered = text.replace("\u0130", "I").lower()
    size = len(lowered)
    found: dict[int, set[str]] = {}
    for word in words:
        at = lowered.find(word)
        while at >= 0:
            end = at + len(word)
            if (at == 0 or not _is_word_char(lowered[at - 1])) and (end == size or not _is_word_char(lowered[end])):
                found.setdefault(bisect_right(starts, at) - 1, set()).add(word)
            at = lowered.find(word, end)
    return found


def _is_word_char(char: str) -> bool:
    return char.isalnum() or char == "_"  # what \w matches


def closest(word: str, candidates: Sequence[str], *, limit: int = 5) -> list[str]:
    """Up to `limit` candidates most like `word` (for 'did you mean' in error messages)."""
    import difflib

    lowered = {c.lower(): c for c in candidates}
    needle = word.lower().strip()
    containing = [c for lc, c in lowered.items() if needle and needle in lc]
    similar = [lowered[r] for r in difflib.get_close_matches(needle, list(lowered), n=limit, cutoff=0.5)]
    ordered = similar + [c for c in containing if c not in similar]
    return ordered[:limit]
