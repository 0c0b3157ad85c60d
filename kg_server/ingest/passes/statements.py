"""A corpus's statements: every sentence the contradiction finder can compare, and what it talks about.

1. Every paragraph is cut into sentences (`sentence_spans`, the package's one splitter) and each
   sentence is read (`sentences.read`): its content words, its values, its limits, its clauses.
   Questions and sentences of fewer than `MIN_WORDS` content words are left out.
2. A sentence names the concepts quoted in it and those whose label or alias it contains; it talks
   about those and about the other concepts of its paragraph.
3. Counted over all the statements: each content word's IDF (a word few statements use says more about
   what a statement is about), and how many statements name each concept (of two concepts that two
   statements share, the rarer is what they are about).

Word vectors (stem -> weight) are compared by `cosine`, the finder's one measure of likeness.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from kg_server.ingest.extraction import normalise_label
from kg_server.text import sentence_spans

from .sentences import Reading, read

MIN_WORDS = 4  # content words a sentence needs to be compared at all


@dataclass(frozen=True)
class SourceRow:
    """One paragraph as the finder reads it (finder_sources.cypher)."""

    source_id: str
    document: str
    topic: str
    text: str
    quotes: tuple[tuple[str, str], ...]  # (concept_id, quote) of the concepts quoted in it


@dataclass(frozen=True)
class ConceptName:
    """A concept's names as the finder looks for them in sentences (finder_concepts.cypher)."""

    concept_id: str
    label: str
    aliases: tuple[str, ...] = ()


@dataclass
class Statement:
    index: int
    source_id: str
    document: str
    topic: str
    start: int  # offsets of the sentence in its paragraph
    end: int
    reading: Reading
    concepts: frozenset[str] = frozenset()  # quoted in the sentence or named by it
    around: frozenset[str] = frozenset()  # the concepts of its whole paragraph (those above included)
    weights: dict[str, float] = field(default_factory=dict)  # stem -> IDF weight: what `cosine` compares

    @property
    def text(self) -> str:
        return self.reading.text


@dataclass(frozen=True)
class Statements:
    """Every comparable sentence of a corpus, in order, with what is counted over all of them."""

    items: list[Statement]
    idf: dict[str, float]  # stem -> log(1 + statements / statements using it)
    frequency: Counter[str]  # concept_id -> statements that name it

    def __iter__(self) -> Iterator[Statement]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)


def statements(rows: Sequence[SourceRow], names: Sequence[ConceptName]) -> Statements:
    """Every comparable sentence of the corpus, with its concepts and word weights."""
    labels = _LabelIndex(names)
    found: list[Statement] = []
    for row in rows:
        spans = sentence_spans(row.text)
        quoted = _quoted(row, spans)
        readings = [read(row.text[start:end]) for start, end in spans]
        named = [set(q) | labels.named_in(r.text) for q, r in zip(quoted, readings)]
        around = frozenset(c for concepts in named for c in concepts)
        for (start, end), reading, concepts in zip(spans, readings, named):
            if reading.question or len(set(reading.stems)) < MIN_WORDS or not around:
                continue
            found.append(Statement(len(found), row.source_id, row.document, row.topic, start, end, reading,
                                   frozenset(concepts), around))
    idf = _idf(found)
    for statement in found:  # its weights need every statement's words
        statement.weights = {w: idf[w] for w in set(statement.reading.stems)}
    return Statements(found, idf, Counter(c for s in found for c in s.concepts))


class _LabelIndex:
    """Concept labels and aliases as normalised word sequences (lower case, plurals folded: not stems),
    found in a sentence in one pass."""

    def __init__(self, names: Sequence[ConceptName]) -> None:
        self.by_first: dict[str, dict[tuple[str, ...], set[str]]] = defaultdict(lambda: defaultdict(set))
        for name in names:
            for label in (name.label, *name.aliases):
                key = tuple(normalise_label(label).split())
                if key and not (len(key) == 1 and len(key[0]) < 3):
                    self.by_first[key[0]][key].add(name.concept_id)

    def named_in(self, text: str) -> set[str]:
        words = normalise_label(text).split()
        found: set[str] = set()
        for i, word in enumerate(words):
            for key, ids in self.by_first.get(word, {}).items():
                if tuple(words[i : i + len(key)]) == key:
                    found.update(ids)
        return found


def _quoted(row: SourceRow, spans: list[tuple[int, int]]) -> list[list[str]]:
    """For each sentence, the concepts whose quote overlaps it."""
    per: list[list[str]] = [[] for _ in spans]
    for concept_id, quote in row.quotes:
        at = row.text.find(quote)
        while at >= 0:
            for n, (start, end) in enumerate(spans):
                if at < end and start < at + len(quote):
                    per[n].append(concept_id)
            at = row.text.find(quote, at + 1)
    return per


def _idf(found: Sequence[Statement]) -> dict[str, float]:
    df: Counter[str] = Counter()
    for s in found:
        df.update(set(s.reading.stems))
    total = max(len(found), 1)
    return {w: math.log(1 + total / n) for w, n in df.items()}


def cosine(left: Mapping[str, float], right: Mapping[str, float]) -> float:
    """Cosine of two word vectors (0 when either is empty)."""
    dot = sum(v * right[w] for w, v in left.items() if w in right)
    norm = math.sqrt(sum(v * v for v in left.values())) * math.sqrt(sum(v * v for v in right.values()))
    return dot / norm if norm else 0.0
