"""Spreading activation over concepts and the paragraphs that ground them: Personalized PageRank.

The graph is bipartite: a paragraph is linked to every concept it grounds (a quote of the concept was
found in it), and concepts are linked by their typed relationships. A walk restarts at the seeds (the
question's concepts, and the paragraphs flat search found) with probability `restart`; otherwise it
moves to a neighbour in proportion to the edge's weight. Where the walk spends its time is the answer:
paragraphs that share specific concepts with the seeds collect mass even when they share no word with
the question, which is what a second hop needs.

Specific concepts carry more: a paragraph passes mass to its concepts in proportion to their
specificity (a concept grounded in two paragraphs says more than one grounded in two hundred), and a
concept passes its mass on evenly, so a general one spreads thin. Pure and small, unit-tested as is.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

RESTART = 0.5  # HippoRAG's damping: half the mass returns to the seeds at each step
ITERATIONS = 30
TOLERANCE = 1e-6


def specificity(paragraphs: int) -> float:
    """How much a concept grounded in `paragraphs` paragraphs says: 1 for one, 1/2 for two, ... as
    HippoRAG's node specificity, so a general concept cannot outweigh the rare names a question turns on."""
    return 1.0 / max(paragraphs, 1)


@dataclass
class Neighbourhood:
    """The part of the graph a question's spreading runs over."""

    grounds: list[tuple[str, str]] = field(default_factory=list)  # (concept id, paragraph id)
    links: list[tuple[str, str, float]] = field(default_factory=list)  # (concept id, concept id, weight)
    frequency: dict[str, int] = field(default_factory=dict)  # concept id -> paragraphs grounding it (in all the graph)


@dataclass(frozen=True)
class Spread:
    paragraphs: dict[str, float]  # paragraph id -> mass
    concepts: dict[str, float]  # concept id -> mass
    concepts_of: dict[str, list[str]]  # paragraph id -> its concepts in the neighbourhood


def spread(
    neighbourhood: Neighbourhood,
    *,
    paragraph_seeds: Mapping[str, float],
    concept_seeds: Mapping[str, float],
    restart: float = RESTART,
    iterations: int = ITERATIONS,
) -> Spread:
    """Personalized PageRank from the seeds (weights need not sum to 1; they are normalised)."""
    index: dict[tuple[str, str], int] = {}

    def node(kind: str, key: str) -> int:
        return index.setdefault((kind, key), len(index))

    sources: list[int] = []
    targets: list[int] = []
    weights: list[float] = []

    def edge(a: int, b: int, weight: float) -> None:
        sources.extend((a, b))
        targets.extend((b, a))
        weights.extend((weight, weight))

    concepts_of: dict[str, list[str]] = {}
    for concept, paragraph in dict.fromkeys(neighbourhood.grounds):
        concepts_of.setdefault(paragraph, []).append(concept)
        edge(node("c", concept), node("p", paragraph), specificity(neighbourhood.frequency.get(concept, 1)))
    for a, b, weight in neighbourhood.links:
        if a != b and weight > 0:
            edge(node("c", a), node("c", b), weight)
    for key in paragraph_seeds:
        node("p", key)
    for key in concept_seeds:
        node("c", key)
    size = len(index)
    if size == 0:
        return Spread({}, {}, {})
    personal = np.zeros(size)
    for kind, seeds in (("p", paragraph_seeds), ("c", concept_seeds)):
        for key, weight in seeds.items():
            personal[index[(kind, key)]] += max(weight, 0.0)
    if personal.sum() <= 0:
        return Spread({}, {}, concepts_of)
    personal /= personal.sum()
    src = np.asarray(sources, dtype=np.int64)
    dst = np.asarray(targets, dtype=np.int64)
    w = np.asarray(weights, dtype=np.float64)
    out = np.bincount(src, weights=w, minlength=size)
    share = np.divide(w, out[src], out=np.zeros_like(w), where=out[src] > 0)  # row-normalised transitions
    dangling = out == 0
    rank = personal.copy()
    for _ in range(iterations):
        moved = np.bincount(dst, weights=rank[src] * share, minlength=size)
        moved += rank[dangling].sum() * personal  # a node with no edges sends its walk back to the seeds
        new = restart * personal + (1 - restart) * moved
        done = float(np.abs(new - rank).sum()) < TOLERANCE
        rank = new
        if done:
            break
    mass = {key: float(rank[i]) for key, i in index.items()}
    return Spread(
        paragraphs={key: value for (kind, key), value in mass.items() if kind == "p"},
        concepts={key: value for (kind, key), value in mass.items() if kind == "c"},
        concepts_of=concepts_of,
    )


def top_keys(scores: Mapping[Hashable, float], k: int) -> list[Hashable]:
    return [key for key, _ in sorted(scores.items(), key=lambda item: (-item[1], str(item[0])))[:k]]


def normalised(scores: Mapping[str, float]) -> dict[str, float]:
    """Scores mapped onto 0..1 by the largest (all 0 when none is positive)."""
    top = max(scores.values(), default=0.0)
    return {key: (value / top if top > 0 else 0.0) for key, value in scores.items()}


def log_damped(count: int) -> float:
    return 1.0 / math.log2(2 + count)


def ranked(scores: Mapping[str, float], order: Sequence[str]) -> list[str]:
    """Keys by score, ties in the given order."""
    position = {key: i for i, key in enumerate(order)}
    return sorted(scores, key=lambda key: (-scores[key], position.get(key, len(position)), key))
