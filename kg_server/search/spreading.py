"""Spreading activation over concepts and the paragraphs that ground them: how the graph finds a
second hop.

The graph is bipartite: a paragraph is linked to every concept it grounds (a quote of the concept was
found in it). Activation starts at the seeds (the paragraphs flat search found, the concepts the
question names) and spreads two steps: to the seeds' concepts, then to the other paragraphs grounding
them. Paragraphs that share a specific concept with a seed are reached even when they share no word
with the question, which is what a second hop needs.

Specific concepts carry more: a concept passes its activation on divided by the number of other
paragraphs it leads to, so a name grounded in two paragraphs passes all of it and a word grounded in
forty passes a fortieth. Personalized PageRank (HippoRAG's choice) was measured against this on the
2WikiMultihopQA sample and lost: its restart mass stays on the seeds and drowns the second hop's
(docs/benchmarks.md). Pure and small, unit-tested as is.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


def specificity(paragraphs: int) -> float:
    """How much a concept grounded in `paragraphs` paragraphs says: 1 for one, 1/2 for two, ... as
    HippoRAG's node specificity, so a general concept cannot outweigh the rare names a question turns on."""
    return 1.0 / max(paragraphs, 1)


@dataclass
class Neighbourhood:
    """The part of the graph a question's spreading runs over."""

    grounds: list[tuple[str, str]] = field(default_factory=list)  # (concept id, paragraph id)
    about: set[tuple[str, str]] = field(default_factory=set)  # (concept id, a paragraph that is about it)
    # (paragraph, name, a paragraph about the name): the paragraph states the name, the other's document is
    # titled by it, whether or not a concept links the two.
    stated: list[tuple[str, str, str]] = field(default_factory=list)


@dataclass(frozen=True)
class Spread:
    paragraphs: dict[str, float]  # paragraph id -> the strongest activation that reached it from another
    concepts: dict[str, float]  # concept id -> the strongest activation it passed on
    concepts_of: dict[str, list[str]]  # paragraph id -> the concepts that reached it, strongest first


def spread(
    neighbourhood: Neighbourhood,
    *,
    paragraph_seeds: Mapping[str, float],
    concept_seeds: Mapping[str, float],
    aside: float = 1.0,
) -> Spread:
    """Two steps of spreading activation from the seeds: a seed paragraph's activation flows to the
    concepts it grounds, and from each concept to the other paragraphs grounding it, scaled by how
    specific the concept is (1 for a concept that leads to one other paragraph, 1/n for n). A concept
    the question names flows to its paragraphs the same way. A paragraph keeps the strongest flow that
    reaches it (the best chain, not the sum of many weak ones: ten shared generic words do not make a
    bridge), and the concepts on its best chains, strongest first, say why it was found.

    A flow into a paragraph that is not about the concept (see `Neighbourhood.about`) is scaled by
    `aside`: a name leads best to the paragraph about it (the father's name to the father's
    paragraph); a term two abstracts share says less that the second answers the question.

    A seed paragraph passes its activation too through each name it states (`Neighbourhood.stated`)
    to the paragraphs about that name, divided among them, at full strength as to a paragraph about a
    concept: the name leads there though the extractor did not ground a concept in both."""
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
            value = share if (concept, paragraph) in neighbourhood.about else share * aside
            through[concept] = max(through.get(concept, 0.0), value)

    leads: dict[tuple[str, str], list[str]] = {}  # (paragraph, name it states) -> the paragraphs about the name
    for paragraph, name, target in dict.fromkeys(neighbourhood.stated):
        if target != paragraph:
            leads.setdefault((paragraph, name), []).append(target)
    for paragraph, activation in paragraph_seeds.items():
        for concept in concepts_of.get(paragraph, ()):
            reach(concept, activation, paragraph)
    for (paragraph, name), targets in leads.items():
        share = paragraph_seeds.get(paragraph, 0.0) * specificity(len(targets))
        for target in targets if share > 0 else ():
            through = flow.setdefault(target, {})
            through[name] = max(through.get(name, 0.0), share)
    concept_mass = dict(concept_seeds)
    for concept, activation in concept_seeds.items():
        reach(concept, activation, None)
    for through in flow.values():
        for concept, value in through.items():
            concept_mass[concept] = max(concept_mass.get(concept, 0.0), value)
    return Spread(
        paragraphs={paragraph: max(through.values()) for paragraph, through in flow.items()},
        concepts=concept_mass,
        concepts_of={paragraph: sorted(through, key=lambda c: (-through[c], c)) for paragraph, through in flow.items()},
    )
