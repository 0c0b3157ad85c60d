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
    paragraphs: dict[str, float]  # paragraph id -> mass that reached it by walking (its restart share aside)
    concepts: dict[str, float]  # concept id -> mass
    concepts_of: dict[str, list[str]]  # paragraph id -> its concepts in the neighbourhood


def spread(
    neighbourhood: Neighbourhood,
    *,
    paragraph_seeds: Mapping[str, float],
    concept_seeds: Mapping[str, float],
) -> Spread:
    """Two steps of spreading activation from the seeds: a seed paragraph's activation flows to the
    concepts it grounds, and from each concept to the other paragraphs grounding it, scaled by how
    specific the concept is (1 for a concept that leads to one other paragraph, 1/n for n). A concept
    the question names flows to its paragraphs the same way. A paragraph keeps the strongest flow that
    reaches it (the best chain, not the sum of many weak ones: ten shared generic words do not make a
    bridge), and the concepts on its best chains, strongest first, say why it was found."""
    paragraphs_of: dict[str, list[str]] = {}
    concepts_of: dict[str, list[str]] = {}
    for concept, paragraph in dict.fromkeys(neighbourhood.grounds):
        paragraphs_of.setdefault(concept, []).append(paragraph)
        concepts_of.setdefault(paragraph, []).append(concept)
    flow: dict[str, dict[str, float]] = {}  # paragraph -> concept -> the strongest flow through it

    def reach(concept: str, activation: float, source: str | None) -> None:
        targets = [p for p in paragraphs_of.get(concept, ()) if p != source]
        if not targets or activation <= 0:
            return
        share = activation * specificity(len(targets))
        for paragraph in targets:
            through = flow.setdefault(paragraph, {})
            through[concept] = max(through.get(concept, 0.0), share)

    for paragraph, activation in paragraph_seeds.items():
        for concept in concepts_of.get(paragraph, ()):
            reach(concept, activation, paragraph)
    concept_mass = dict(concept_seeds)
    for concept, activation in concept_seeds.items():
        reach(concept, activation, None)
    for paragraph, through in flow.items():
        for concept, value in through.items():
            concept_mass[concept] = max(concept_mass.get(concept, 0.0), value)
    return Spread(
        paragraphs={paragraph: max(through.values()) for paragraph, through in flow.items()},
        concepts=concept_mass,
        concepts_of={paragraph: sorted(through, key=lambda c: (-through[c], c)) for paragraph, through in flow.items()},
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
