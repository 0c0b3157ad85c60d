"""What an extractor reads and returns, shared by the local and the LLM extractor.

An extractor sees one document's paragraphs at a time and says, per paragraph, which concepts it
mentions (each with a verbatim quote) and which typed relationships it states. Resolving labels to
concept ids and writing to the graph happen elsewhere (`resolve.py`, `pipeline.py`), so extractors
stay pure and testable without Neo4j.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from .language import label_key

# The typed relationships an extractor may state; RELATED_TO is computed from co-occurrence instead.
STATED_TYPES = ("IMPLIES", "CONTRADICTS", "SUPPORTS", "PART_OF", "KIND_OF", "REQUIRES")


@dataclass(frozen=True)
class KnownConcept:
    """A concept already in the graph that is close to a paragraph: a relationship may point at it."""

    concept_id: str
    label: str


@dataclass(frozen=True)
class Paragraph:
    source_id: str  # '<document>#p<n>'
    document: str
    title: str | None
    number: int  # 1-based
    text: str
    known: tuple[KnownConcept, ...] = ()
    embedding: list[float] | None = field(default=None, compare=False, repr=False)  # of `text`, when known


@dataclass
class Mention:
    """A concept as one paragraph states it."""

    label: str
    quote: str  # a verbatim substring of the paragraph's text
    confidence: float
    description: str = ""
    aliases: tuple[str, ...] = ()
    embedding: list[float] | None = field(default=None, repr=False)  # of the concept text, when known
    name: bool = False  # a proper name: it links by its wording and aliases, never by vector similarity


@dataclass
class Statement:
    """A typed relationship one paragraph states. Ends are labels of this paragraph's mentions or
    concept ids / labels of its known concepts."""

    type: str  # one of STATED_TYPES
    source: str
    target: str
    confidence: float
    method: str | None = None  # "pattern" from the offline extractor; None when a model stated it


@dataclass
class ParagraphExtraction:
    mentions: list[Mention] = field(default_factory=list)
    statements: list[Statement] = field(default_factory=list)
    repaired_quotes: int = 0
    rejected_quotes: int = 0


class ExtractionFailed(Exception):
    """A paragraph could not be extracted (after retries); its document is left as it was."""


class Extractor(Protocol):
    name: str

    async def extract_document(self, paragraphs: Sequence[Paragraph]) -> list[ParagraphExtraction]:
        """One extraction per paragraph, in order. Raises ExtractionFailed for the whole document."""
        ...

    def summary(self) -> list[tuple[str, str]]:
        """(what, value) lines for the end-of-run table, e.g. tokens used."""
        ...

    async def aclose(self) -> None: ...


_QUOTE_CHARS = str.maketrans({"‘": "'", "’": "'", "“": '"', "”": '"', "–": "-", "—": "-", "\u00a0": " "})


def align_quote(quote: str, text: str, *, min_ratio: float = 0.9) -> tuple[str | None, bool]:
    """(the verbatim quote from `text`, whether it had to be repaired), or (None, False) to reject.

    Models often change whitespace, quote marks, case or a word or two. A quote is repaired to the
    slice of the paragraph it best aligns with when that slice matches at least `min_ratio`.
    """
    quote = quote.strip()
    if not quote:
        return None, False
    if quote in text:
        return quote, False
    # Same characters up to whitespace, typographic quotes and case: map back through an index.
    flat_text, positions = _flatten(text)
    flat_quote, _ = _flatten(quote)
    start = flat_text.find(flat_quote) if flat_quote else -1
    if start >= 0:
        return text[positions[start] : positions[start + len(flat_quote) - 1] + 1], True
    # A few words differ: the best window of the quote's length (in words) around each word start.
    words = [m.start() for m in re.finditer(r"\S+", text)]
    ends = [m.end() for m in re.finditer(r"\S+", text)]
    n = len(quote.split())
    if not words or n == 0:
        return None, False
    best: tuple[float, int, int] = (0.0, 0, 0)
    target = flat_quote
    for size in {max(1, n - 1), n, n + 1}:
        for i in range(max(1, len(words) - size + 1)):
            j = min(len(words), i + size) - 1
            candidate = _flatten(text[words[i] : ends[j]])[0]
            ratio = difflib.SequenceMatcher(None, candidate, target, autojunk=False).ratio()
            if ratio > best[0]:
                best = (ratio, words[i], ends[j])
    if best[0] >= min_ratio:
        return text[best[1] : best[2]], True
    return None, False


def _flatten(text: str) -> tuple[str, list[int]]:
    """Lower-cased text with runs of whitespace as one space and plain quote marks, and for each
    character of it the index it came from."""
    out: list[str] = []
    positions: list[int] = []
    previous_space = True
    for index, char in enumerate(text.translate(_QUOTE_CHARS)):
        if char.isspace():
            if previous_space:
                continue
            char, previous_space = " ", True
        else:
            previous_space = False
        out.append(char.lower())
        positions.append(index)
    while out and out[-1] == " ":
        out.pop()
        positions.pop()
    return "".join(out), positions


def normalise_label(label: str) -> str:
    """The key two labels share when they name the same concept: lower case, punctuation and
    articles dropped, plurals singular ('The IP Indemnities' -> 'ip indemnity', 'IDEAS' -> 'idea';
    'news' and 'physics' stay as they are)."""
    return label_key(label.translate(_QUOTE_CHARS))
