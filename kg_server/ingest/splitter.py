"""Paragraphs for Sources: the corpus's own paragraphs, with very long ones cut at sentence ends."""

from __future__ import annotations

import re

from ..text import split_paragraphs

# About 240 word-piece tokens: a paragraph fits the embedder's 256-token window whole (MiniLM ignores
# what lies beyond it), and stays one extraction call.
MAX_WORDS = 180
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[\"'“(\[]?[A-Z0-9])")


def paragraphs(text: str, *, max_words: int = MAX_WORDS) -> list[str]:
    """Blank-line separated blocks (heading-only blocks dropped), long ones split under `max_words`."""
    out: list[str] = []
    for block in split_paragraphs(text):
        out.extend(split_long(block, max_words=max_words))
    return out


def split_long(paragraph: str, *, max_words: int = MAX_WORDS) -> list[str]:
    if len(paragraph.split()) <= max_words:
        return [paragraph]
    pieces: list[str] = []
    current: list[str] = []
    words = 0
    for sentence in _SENTENCE.split(paragraph):
        count = len(sentence.split())
        if current and words + count > max_words:
            pieces.append(" ".join(current))
            current, words = [], 0
        if count > max_words:  # one enormous sentence: cut it at word boundaries
            tokens = sentence.split()
            for start in range(0, len(tokens), max_words):
                pieces.append(" ".join(tokens[start:start + max_words]))
            continue
        current.append(sentence)
        words += count
    if current:
        pieces.append(" ".join(current))
    return pieces
