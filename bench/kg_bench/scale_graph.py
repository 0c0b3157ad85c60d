"""A synthetic graph with a realistic shape for `kg bench scale`, generated and written in batches.

- Words come from a real word list (the whole English words of the default embedding model's
  vocabulary, roughly in frequency order) drawn with Zipf's law, so some words are everywhere and most
  are rare, as in real labels and descriptions.
- Relationship endpoints are drawn with power-law weights: a few hub concepts have thousands of
  links, most have one or two.
- Every concept is quoted once, verbatim, in a paragraph; ten concepts share a paragraph, a hundred a
  document.
- Vectors are real embeddings of each concept's text, or with `fake` a cheap stand-in that keeps the
  geometry: the normalised mean of the real embeddings of the label's words plus noise, so similar
  labels still lie close together (1M concepts would take hours to embed on 2 cores).

Nothing is held whole in memory: a million concepts with 384 floats each would not fit as Python lists.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from kg_server.providers.embeddings import (
    DEFAULT_LOCAL_MODEL,
    Embedder,
    resolve_local_model,
)
from kg_server.store.db import Database
from kg_server.store.queries import PROSE_TYPES as RELATIONSHIP_TYPES
from kg_server.store.schema import embedding_text

CONCEPTS_PER_SOURCE = 10
SOURCES_PER_DOCUMENT = 10
RELATIONSHIPS_PER_CONCEPT = 3
DEGREE_EXPONENT = 0.8  # endpoint weight of the concept of rank r: r^-0.8 (degree tail ~ k^-2.25)
WORD_EXPONENT = 1.0  # Zipf's law over the word list
LABEL_SKIP = 100  # labels skip the most frequent words ("with", "that", "from"): names are content words
BATCH = 2_000
FAKE_NOISE = 0.35
Log = Callable[[str], None]


def word_list() -> list[str]:
    vocabulary = Path(resolve_local_model(DEFAULT_LOCAL_MODEL)) / "vocab.txt"
    words = [w.strip() for w in vocabulary.read_text(encoding="utf-8").splitlines()]
    return [w for w in words if w.isascii() and w.isalpha() and len(w) >= 4]


@dataclass
class ScaleGraph:
    concepts: int
    words: list[str]
    seed: int = 13

    def __post_init__(self) -> None:
        self.rng = np.random.default_rng(self.seed)
        ranks = np.arange(1, len(self.words) + 1, dtype=np.float64)
        self.word_weights = ranks ** -WORD_EXPONENT / np.sum(ranks ** -WORD_EXPONENT)
        self.sources = -(-self.concepts // CONCEPTS_PER_SOURCE)
        self.documents = -(-self.sources // SOURCES_PER_DOCUMENT)
        # Label words of every concept (3 each) are drawn once: labels, quotes and fake vectors use them.
        content = self.word_weights[LABEL_SKIP:] / self.word_weights[LABEL_SKIP:].sum()
        self.label_words = LABEL_SKIP + self.rng.choice(
            len(self.words) - LABEL_SKIP, size=(self.concepts, 3), p=content
        )

    def label(self, index: int) -> str:
        return " ".join(self.words[w] for w in self.label_words[index])

    def concept_id(self, index: int) -> str:
        return "-".join(self.words[w] for w in self.label_words[index]) + f"-{index}"

    def _descriptions(self, picker: np.random.Generator, count: int) -> list[str]:
        drawn = picker.choice(len(self.words), size=(count, 10), p=self.word_weights)
        return ["The " + " ".join(self.words[w] for w in row) + "." for row in drawn]

    def concept_rows(self, start: int, stop: int) -> list[dict[str, Any]]:
        """Concepts start..stop-1, the same on every call (each batch has its own seeded generator)."""
        picker = np.random.default_rng([self.seed + 1, start])
        return [{"concept_id": self.concept_id(i), "label": self.label(i), "description": description, "aliases": []}
                for i, description in zip(range(start, stop), self._descriptions(picker, stop - start))]

    def concept_batches(self, vectors: Callable[[int, int, list[str]], np.ndarray]) -> Iterator[list[dict[str, Any]]]:
        for start in range(0, self.concepts, BATCH):
            stop = min(start + BATCH, self.concepts)
            rows = self.concept_rows(start, stop)
            embedded = vectors(start, stop, [embedding_text(row) for row in rows])
            for row, vector in zip(rows, embedded):
                row["embedding"] = [float(x) for x in vector]
            yield rows

    def document_rows(self) -> list[dict[str, Any]]:
        now = datetime.now(UTC)
        return [{"name": f"doc-{d}.md", "title": f"Document {d}", "path": None, "topic": f"topic-{d % 20}",
                 "tags": [], "content_hash": None, "ingested_at": now} for d in range(self.documents)]

    def source_batches(self) -> Iterator[list[dict[str, Any]]]:
        picker = np.random.default_rng(self.seed + 2)
        for start in range(0, self.sources, BATCH):
            rows = []
            for s in range(start, min(start + BATCH, self.sources)):
                quoted = range(s * CONCEPTS_PER_SOURCE, min((s + 1) * CONCEPTS_PER_SOURCE, self.concepts))
                descriptions = self._descriptions(picker, len(quoted))
                text = " ".join(f"{self.label(c)}: {d}" for c, d in zip(quoted, descriptions))
                rows.append(
                    {
                        "source_id": f"doc-{s // SOURCES_PER_DOCUMENT}.md#p{s % SOURCES_PER_DOCUMENT + 1}",
                        "document": f"doc-{s // SOURCES_PER_DOCUMENT}.md",
                        "paragraph": s % SOURCES_PER_DOCUMENT + 1,
                        "text": text,
                        "embedding": None,
                    }
                )
            yield rows

    def instance_batches(self) -> Iterator[list[dict[str, Any]]]:
        for start in range(0, self.concepts, BATCH):
            yield [{"instance_id": f"i{c}", "concept_id": self.concept_id(c),
                    "source_id": f"doc-{c // CONCEPTS_PER_SOURCE // SOURCES_PER_DOCUMENT}.md"
                                 f"#p{c // CONCEPTS_PER_SOURCE % SOURCES_PER_DOCUMENT + 1}",
                    "quote": self.label(c), "confidence": 1.0}
                   for c in range(start, min(start + BATCH, self.concepts))]

    def relationships(self) -> dict[str, np.ndarray]:
        """(from, to) index pairs per type: power-law endpoints, no self-loops, no duplicates."""
        wanted = RELATIONSHIPS_PER_CONCEPT * self.concepts
        ranks = np.arange(1, self.concepts + 1, dtype=np.float64) ** -DEGREE_EXPONENT
        weights = ranks / ranks.sum()
        hubs = self.rng.permutation(self.concepts)  # which concepts are the hubs: any, not the first ids
        pairs = hubs[self.rng.choice(self.concepts, size=(int(wanted * 1.1), 2), p=weights)]
        kinds = self.rng.integers(0, len(RELATIONSHIP_TYPES), size=len(pairs))
        keep = pairs[:, 0] != pairs[:, 1]
        pairs, kinds = pairs[keep], kinds[keep]
        keys = (pairs[:, 0].astype(np.int64) * self.concepts + pairs[:, 1]) * len(RELATIONSHIP_TYPES) + kinds
        _, first = np.unique(keys, return_index=True)
        first = np.sort(first)[:wanted]
        pairs, kinds = pairs[first], kinds[first]
        return {kind: pairs[kinds == number] for number, kind in enumerate(RELATIONSHIP_TYPES)}

    def most_connected(self, relationships: dict[str, np.ndarray], count: int) -> list[int]:
        degree = np.zeros(self.concepts, dtype=np.int64)
        for pairs in relationships.values():
            np.add.at(degree, pairs.ravel(), 1)
        return [int(i) for i in np.argsort(-degree)[:count]]


class FakeVectors:
    """Each concept's vector: the normalised mean of its label words' real embeddings, plus noise."""

    def __init__(self, graph: ScaleGraph, embedder: Embedder, log: Log) -> None:
        used = np.unique(graph.label_words)
        log(f"  embedding the {len(used)} words the labels use (fake vectors)")
        table = np.zeros((len(graph.words), embedder.dimension), dtype=np.float32)
        table[used] = np.asarray(embedder.embed([graph.words[w] for w in used]), dtype=np.float32)
        self.table, self.graph = table, graph
        self.rng = np.random.default_rng(graph.seed + 3)

    def __call__(self, start: int, stop: int, _texts: list[str]) -> np.ndarray:
        mean = self.table[self.graph.label_words[start:stop]].mean(axis=1)
        mean /= np.linalg.norm(mean, axis=1, keepdims=True)
        noisy = mean + self.rng.standard_normal(mean.shape).astype(np.float32) * (FAKE_NOISE / np.sqrt(mean.shape[1]))
        return noisy / np.linalg.norm(noisy, axis=1, keepdims=True)


class RealVectors:
    """Every concept's text embedded by the configured embedder, before the import (timed apart)."""

    def __init__(self, graph: ScaleGraph, embedder: Embedder, log: Log) -> None:
        self.table = np.zeros((graph.concepts, embedder.dimension), dtype=np.float32)
        for start in range(0, graph.concepts, BATCH):
            stop = min(start + BATCH, graph.concepts)
            texts = [embedding_text(row) for row in graph.concept_rows(start, stop)]
            self.table[start:stop] = np.asarray(embedder.embed(texts), dtype=np.float32)
            if stop % 20_000 < BATCH:
                log(f"  embedded {stop}/{graph.concepts} concepts")

    def __call__(self, start: int, stop: int, _texts: list[str]) -> np.ndarray:
        return self.table[start:stop]


async def write_graph(db: Database, graph: ScaleGraph, vectors: Callable[[int, int, list[str]], np.ndarray],
                      relationships: dict[str, np.ndarray], log: Log) -> dict[str, float]:
    """Through the same Cypher as `kg import`, batch by batch; returns seconds per phase."""
    import time

    seconds: dict[str, float] = {}
    started = time.perf_counter()
    await _write_batches(db, "import_concepts", graph.concept_batches(vectors), "concepts", graph.concepts, log)
    seconds["concepts"] = time.perf_counter() - started
    started = time.perf_counter()
    await db.write("import_documents", {"rows": graph.document_rows()})
    for rows in graph.source_batches():
        await db.write("import_sources", {"rows": rows})
    await _write_batches(db, "import_instances", graph.instance_batches(), "quotes", graph.concepts, log)
    seconds["documents"] = time.perf_counter() - started
    started = time.perf_counter()
    for kind, pairs in relationships.items():
        pairs = pairs[np.lexsort((pairs[:, 1], pairs[:, 0]))]  # neighbouring rows touch the same nodes
        for begin in range(0, len(pairs), 5_000):
            rows = [
                {"from": graph.concept_id(int(a)), "to": graph.concept_id(int(b)), "confidence": 0.8, "evidence": []}
                for a, b in pairs[begin : begin + 5_000]
            ]
            await db.write("import_relationships", {"rows": rows}, rel_type=kind)
        log(f"  {kind}: {len(pairs)} relationships")
    seconds["relationships"] = time.perf_counter() - started
    return seconds


async def _write_batches(db: Database, query_name: str, batches: Iterable[list[dict[str, Any]]], what: str, total: int,
                         log: Log) -> None:
    """Each batch in a write of its own, saying how far it got every 100,000 rows."""
    done = 0
    for rows in batches:
        await db.write(query_name, {"rows": rows})
        done += len(rows)
        if done % 100_000 < BATCH:
            log(f"  {what} {done}/{total}")
