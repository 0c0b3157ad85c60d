"""Graph-aware passage search (`search_passages` mode "graph"): flat search finds the first hop, the
graph finds the second.

A multi-hop question ("Where was Charles Mathew's father buried?") names one thing and asks about
another that only the first paragraph names. So:
1. the hybrid ranking's first five paragraphs are the first hop (the question's words and meaning);
2. the query that ranks them reads their neighbourhood too (cypher/queries/search/search_passages_graph.cypher):
   the concepts those paragraphs ground, the concepts the question names (full-text over labels and
   aliases), how general each is, and the paragraphs grounding the specific ones;
3. activation spreads two steps (`spreading.py`) from the first-hop paragraphs and the question's
   concepts: a paragraph that grounds a specific concept of the first hop (the father's name)
   is reached though it shares no word with the question, at full strength when it is about that
   concept (its document's title names it: `subject_forms`), at a fifth otherwise. That fifth is what
   lets the walk be the default: on SciFact, where abstracts share terms but no question needs two of
   them, graph mode ranks as hybrid does, and on 2WikiMultihopQA the second hop comes second more often
   (docs/benchmarks.md);
   A first-hop paragraph also leads to the documents titled by a name it states (its capitalised words
   looked up in the `document_title` index, the title then compared as a subject: `stated_leads`), at
   full strength, whether or not the extractor grounded a concept in both: "formed in Quenby" leads to
   "Quenby" though no concept names it;
4. each paragraph's score adds the flow reaching it to its hybrid score, and each result names the
   concepts (or titles) that led to it, so a reader can follow the chain.
Everything after the query embedding costs one round trip, seldom two (what a result shows, for a
paragraph the walk lifts from far down). scout starts from the same ranking (`GraphRanking.seeds`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from kg_server.text import fold, lucene_query

from .ranking import Fused
from .spreading import Neighbourhood, spread


@dataclass(frozen=True)
class GraphPreset:
    # Hybrid paragraphs the walk starts from. Five, not ten: the sixth to tenth paragraph's names lead to
    # paragraphs that push the second hop out of the first five (docs/benchmarks.md: 5 to 7 all beat 10 at
    # Recall@5 on both halves of 2WikiMultihopQA's and of MuSiQue's questions).
    first_hop: int = 5
    # Hybrid paragraphs whose concepts are read (at least the first hop's). Reading more does not change the
    # walk (a later paragraph's concept grounded in a first-hop one is read through that one too), but
    # scout, which takes a seed from each of the first eight paragraphs, needs their concepts: SCOUTING.
    read: int = 5
    named: int = 10  # concepts the question names, best first, that the walk starts from
    max_quotes: int = 50  # concepts with more quotes are seeds' neighbours but are not followed further
    bridge_weight: float = 1.0  # a paragraph's score: its hybrid score (0..1) + this x the flow reaching it
    aside: float = 0.2  # the flow into a paragraph that is not about the concept carrying it is scaled by this
    named_weight: float = 1.0  # activation of a concept the question names (the best paragraph's is 1)
    rare_name: int = 3  # a one-word label the question capitalises is a name it asks about at most this many quotes
    via: int = 3  # concepts named as why a result was found
    # A first-hop paragraph leads to the documents titled by a name it states ("directed by Henry King":
    # "Henry King (director)"), found by their title's words whether or not a concept links the two: the
    # first `stated` seeds, the best `stated_hits` titles for the first `stated_words` capitalised words of each.
    # Three, not five: the same recall on both multi-hop sets (docs/benchmarks.md), 1 ms less of the query's 2.4.
    stated: int = 3
    stated_hits: int = 30
    stated_words: int = 300
    # What a result shows is read with the neighbourhood for the paragraphs likeliest to lead the answer:
    # the first `carded` of the hybrid ranking and every paragraph of a concept grounded in at most
    # `carded_paragraphs` (the walk lifts no other high). On 2WikiMultihopQA and MuSiQue that covers all
    # of the first five results for 197 of 200 and 99 of 100 questions, sparing a round trip (~4 ms).
    carded: int = 10
    carded_paragraphs: int = 3
    similarity: bool = False  # each concept's similarity to the question read too (scout chooses seeds by it)


GRAPH = GraphPreset()
# Where a paragraph is split into the words looked up as titles: spaces, punctuation, Lucene's operators.
MARKS = [*' +-&|!(){}[]^"~*?:\\/,.;', "\n", "\t"]
TITLED = "title:"  # a name a paragraph states, as the walk carries it (no concept id is written so)
# Scout's walk: the same ranking, the concepts of ten paragraphs read with their similarity to the question,
# no paragraph's text (scout reads its own).
SCOUTING = replace(GRAPH, read=10, carded=0, carded_paragraphs=0, similarity=True)


@dataclass
class GraphRanking:
    fused: list[Fused[str]]
    via: dict[str, list[str]]  # paragraph id -> labels of the concepts that led to it
    grounds: dict[str, list[str]] = field(default_factory=dict)  # concept id -> its paragraphs the walk read
    named: frozenset[str] = frozenset()  # concepts whose whole label the question spells out
    similarity: dict[str, float] = field(default_factory=dict)  # concept id -> its score against the question
    walked: dict[str, list[str]] = field(default_factory=dict)  # paragraph id -> ids of the concepts that led to it
    cards: dict[str, dict[str, Any]] = field(default_factory=dict)  # paragraph id -> its document, number, text

    def seeds(self, paragraphs: int) -> dict[str, str]:
        """One concept for each of the first `paragraphs` paragraphs, best paragraph first, with the
        paragraph it was chosen for: the concept that led the walk to it, else one the question names,
        else the one nearest the question's meaning, else its most specific concept (the one grounded in
        the fewest paragraphs). Concepts grounded everywhere were not read, so they never stand for a
        paragraph."""
        of_paragraph: dict[str, list[str]] = {}
        for concept, found_in in self.grounds.items():
            for paragraph in found_in:
                of_paragraph.setdefault(paragraph, []).append(concept)
        chosen: dict[str, str] = {}
        for f in self.fused[:paragraphs]:
            led = self.walked.get(f.key, [])
            candidates = sorted((c for c in of_paragraph.get(f.key, []) if c not in chosen),
                                key=lambda c: (c not in led, c not in self.named, -self.similarity.get(c, 0.0),
                                               len(self.grounds[c]), c))
            if candidates:
                chosen[candidates[0]] = f.key
        return chosen


def label_query(query: str) -> str | None:
    """The question's words as a Lucene query over concept labels and aliases only (descriptions
    name too much to say what the question is about)."""
    words = lucene_query(query)
    return None if words is None else f"label:({words}) OR aliases:({words})"


def walk_parameters(query: str, preset: GraphPreset = GRAPH, *, first: list[Fused[str]] | None = None,
                    floor: float | None = None) -> dict[str, Any]:
    """The walk's parameters of search_passages_graph: its first hop is the hybrid ranking the query makes
    (those of its paragraphs that share a word with the question or reach the cosine `floor`, when given),
    or `first`, a ranking made otherwise (without an embedding, or without a word to search for)."""
    read = max(preset.read, preset.first_hop)
    return {"names": label_query(query) or '""', "named": preset.named, "max_quotes": preset.max_quotes,
            "read": read, "carded_first": preset.carded, "carded_paragraphs": preset.carded_paragraphs,
            "similarity": preset.similarity, "floor": floor, "stated": preset.stated,
            "stated_hits": preset.stated_hits, "stated_words": preset.stated_words, "marks": MARKS,
            "sources": None if first is None else [f.key for f in first[:read]],
            "carded": None if first is None else [f.key for f in first[:preset.carded]]}


def graph_ranking(answer: dict[str, Any], hybrid: list[Fused[str]], query: str,
                  preset: GraphPreset = GRAPH) -> GraphRanking:
    """Re-rank the hybrid candidates (best first, fused scores) with the graph's spreading over the
    neighbourhood search_passages_graph read (`answer`); paragraphs the walk reaches beyond them join
    the ranking."""
    first = hybrid[:preset.first_hop]
    rows = answer["concepts"]
    neighbourhood = Neighbourhood(
        grounds=[(row["concept_id"], paragraph) for row in rows for paragraph in row["paragraphs"]],
        about=_about(rows),
        stated=stated_leads(answer["stated"], query, {card["source_id"]: card["text"] for card in answer["cards"]}),
    )
    labels = {row["concept_id"]: row["label"] for row in rows}
    labels |= {name: name.removeprefix(TITLED) for _, name, _ in neighbourhood.stated}
    flat = _scaled({f.key: f.score for f in hybrid})
    # The question's concepts (see `named_in`); they start as strong as the best first-hop paragraph.
    named = {row["concept_id"]: preset.named_weight for row in rows
             if row["named"] > 0 and named_in(query, row["label"], row["quotes"], preset)}
    walked = spread(neighbourhood, paragraph_seeds={f.key: flat[f.key] for f in first}, concept_seeds=named,
                    aside=preset.aside)
    known = {f.key: f for f in hybrid}
    scores = {key: flat.get(key, 0.0) + preset.bridge_weight * walked.paragraphs.get(key, 0.0)
              for key in {*flat, *walked.paragraphs}}
    order = sorted(scores, key=lambda key: (-round(scores[key], 12), key))
    fused = [Fused(key=key, score=scores[key], similarity=known[key].similarity if key in known else None,
                   lexical_score=known[key].lexical_score if key in known else None) for key in order]
    # A title and a concept of one name say the same: the name once.
    via = {key: list(dict.fromkeys(labels[c] for c in concepts))[:preset.via]
           for key, concepts in walked.concepts_of.items()}
    grounds = {row["concept_id"]: row["paragraphs"] for row in rows if row["paragraphs"]}
    similarity = {row["concept_id"]: row["similarity"] for row in rows if row["similarity"] is not None}
    return GraphRanking(fused, via, grounds, frozenset(named), similarity, walked.concepts_of,
                        cards={card["source_id"]: card for card in answer["cards"]})


def named_in(query: str, label: str, quotes: int, preset: GraphPreset = GRAPH) -> bool:
    """Whether the question names the concept of this label (grounded by `quotes` quotes): it spells out
    the whole label, of two words or more ("Charles Mathew" in "Charles Mathew's father"), or a one-word
    label capitalised past the question's first word and rare in the graph ("the composer of Aschenbrödel";
    not "Who", nor a word quoted everywhere). A common word spelled out says nothing of what is asked."""
    words = fold(label).split()
    if len(words) > 1:
        return f" {' '.join(words)} " in f" {fold(query)} "
    capitalised = {fold(word) for word in query.split()[1:] if word[:1].isupper()}
    return len(words) == 1 and words[0] in capitalised and quotes <= preset.rare_name


def stated_leads(rows: list[dict[str, Any]], query: str, texts: dict[str, str]) -> list[tuple[str, str, str]]:
    """(paragraph, name, paragraph about it) for each document a first-hop paragraph states the title of
    (search_passages_graph's `stated`), as `subject_forms` compares a title with a name, unless the question
    says that name itself (it is then one of the question's concepts, or a word of its first hop). A row
    without its paragraph's text has it in `texts` (the cards)."""
    asked = f" {fold(query)} "
    leads = []
    for row in rows:
        said = f" {fold(row['text'] or texts[row['paragraph']])} "
        for title in row["titles"]:
            forms = subject_forms(title["title"])
            if any(f" {form} " in said for form in forms) and not any(f" {form} " in asked for form in forms):
                leads += [(row["paragraph"], TITLED + title["title"], paragraph) for paragraph in title["paragraphs"]]
    return leads


@lru_cache(maxsize=65536)  # every search compares a hundred names and titles, mostly the ones compared before
def subject_forms(name: str) -> frozenset[str]:
    """The ways a document's title or a concept's name may be written of one subject, to compare the two:
    folded (case and accents), without a trailing qualifier ("Henry King (director)" is about Henry King,
    as encyclopedias tell namesakes apart), without a leading "The" ("The Rank Organisation")."""
    forms = {fold(name)}
    kept = name.rstrip()
    if kept.endswith(")") and " (" in kept:
        forms.add(fold(kept[:kept.rfind(" (")]))
    forms |= {form[4:] for form in forms if form.startswith("the ")}
    return frozenset(form for form in forms if form)


def _about(rows: list[dict[str, Any]]) -> set[tuple[str, str]]:
    """(concept, paragraph) where the paragraph's document is about the concept: its title is the
    concept's label or an alias, as `subject_forms` compares them."""
    pairs = set()
    for row in rows:
        names = frozenset().union(*(subject_forms(name) for name in [row["label"], *row["aliases"]]))
        for paragraph, title in zip(row["paragraphs"], row["titles"], strict=True):
            if not names.isdisjoint(subject_forms(title)):
                pairs.add((row["concept_id"], paragraph))
    return pairs


def _scaled(scores: dict[str, float]) -> dict[str, float]:
    """Hybrid scores mapped onto 0..1 over the candidates (1: the best, 0: the weakest)."""
    if not scores:
        return {}
    low, high = min(scores.values()), max(scores.values())
    return {key: (value - low) / (high - low) if high > low else 1.0 for key, value in scores.items()}
