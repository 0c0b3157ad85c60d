"""Windows around a question's words: the excerpt of a passage (whole sentences) and the trim of a
long quote (a window of characters), found by the same word rule; and text shortened to a length.

A word of the text matches an asked word (lower case, from `words.query_words`) when they are equal or,
for words of 4+ letters, differ only in their last two letters or so: 'claims' matches 'claim',
'indemnify' matches 'indemnity', 'liable' matches 'liability'; 'clause' does not match 'claims'.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable

from .sentences import sentence_spans
from .words import query_words

QUOTE_CHARS = 300  # quotes longer than this are trimmed around the caller's words
EXCERPT_CHARS = 320
ELLIPSIS = "…"


def word_hits(text: str, words: Iterable[str]) -> list[tuple[int, str]]:
    """(where, which asked word) for each word of `text` that matches an asked word, in text order.

    Found with str.find rather than by cutting the text into words: every search result gets an
    excerpt, and making a string of every word of ten paragraphs was most of a search's Python time.
    (İ is the one letter whose lower case is two characters; read as I, positions stay aligned.)"""
    lowered = text.replace("\u0130", "I").lower()
    hits = []
    for word in words:
        key = word if len(word) < 4 else word[:4]
        at = lowered.find(key)
        while at >= 0:
            end = _word_end(lowered, at + len(key))
            if (at == 0 or not _is_word_char(lowered[at - 1])) and _matches(lowered[at:end], word):
                hits.append((at, word))
            at = lowered.find(key, max(end, at + 1))
    return sorted(hits)


def _matches(token: str, word: str) -> bool:
    if token == word:
        return True
    shorter = min(len(token), len(word))
    return shorter >= 4 and _shared_start(token, word) >= max(4, shorter - 2)


def _shared_start(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


def _word_end(text: str, at: int) -> int:
    while at < len(text) and _is_word_char(text[at]):
        at += 1
    return at


def _is_word_char(char: str) -> bool:
    return char.isalnum() or char == "_"  # what \w matches


def best_excerpt(text: str, query: str, *, max_chars: int = EXCERPT_CHARS) -> str:
    """The sentence that holds the most of the query's words (with the next one when it is short),
    shortened; the first sentence when none of them occurs."""
    words = query_words(query)
    spans = sentence_spans(text)
    if not spans:  # whitespace only
        return shorten(text, max_chars)
    starts = [a for a, _ in spans]
    found: dict[int, set[str]] = {}
    for at, word in word_hits(text, words):
        found.setdefault(bisect_right(starts, at) - 1, set()).add(word)
    best = max(found, key=lambda i: (len(found[i]), -i)) if found else 0
    a, b = spans[best]
    excerpt = text[a:b]
    if len(excerpt) < max_chars // 2 and best + 1 < len(spans):
        a, b = spans[best + 1]
        excerpt = f"{excerpt} {text[a:b]}"
    return (ELLIPSIS if best > 0 else "") + shorten(excerpt, max_chars)


def trim_around(text: str, words: Iterable[str], *, max_chars: int = QUOTE_CHARS) -> str:
    """At most `max_chars` of `text` (plus ellipses): the window that holds the most of `words`, cut at
    word boundaries; the start of the text when none of them occurs."""
    if len(text) <= max_chars:
        return text
    hits = [at for at, _ in word_hits(text, words)]
    start = 0
    if hits:
        best = max(range(len(hits)), key=lambda i: (sum(1 for h in hits[i:] if h < hits[i] + max_chars), -i))
        # A little context before the first matching word, when there is room.
        start = max(0, min(hits[best] - max_chars // 6, len(text) - max_chars))
    end = min(len(text), start + max_chars)
    if start > 0:
        space = text.find(" ", start)
        start = space + 1 if 0 <= space < start + 30 else start
    if end < len(text):
        space = text.rfind(" ", start, end)
        end = space if space > start + max_chars // 2 else end
    window = text[start:end].strip()
    return (ELLIPSIS if start > 0 else "") + window + (ELLIPSIS if end < len(text) else "")


def shorten(text: str, max_chars: int, *, ellipsis: str = ELLIPSIS) -> str:
    """`text` cut at the last space that leaves room for the ellipsis within `max_chars`."""
    if len(text) <= max_chars:
        return text
    return text[: max_chars - len(ellipsis)].rsplit(" ", 1)[0] + ellipsis
