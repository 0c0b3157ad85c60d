"""The corpus pass after every ingest: links between concepts that no sentence states, and descriptions.

Stated relationships (a pattern in one sentence, an LLM, a bundle, a curator) say how two concepts
relate. Most concepts of real documents have none, so the graph would be dust. This pass gives every
concept that shares a paragraph or a close meaning with another an honest, weaker link, each with its
evidence and a `method` that tells tools and the viewer it was inferred:

- `cooccurrence` (RELATED_TO): the two are quoted in the same paragraphs more often than chance.
  Weighted by normalised PMI over paragraphs and by how much evidence there is, so two concepts seen
  once together rank below two that keep appearing together; each concept keeps its strongest
  `COOCCURRENCE_PER_CONCEPT`.
- `similarity` (RELATED_TO): the nearest concepts by embedding, above `SIMILARITY_THRESHOLD` (a cosine
  that random pairs of concept labels almost never reach; see docs/ingest.md for how it was measured).
- `hierarchy` (KIND_OF): a concept whose label ends in another concept's label is a kind of it
  ("religious miracles" -> "miracles", "knowledge by acquaintance" -> "knowledge").

Every pass recomputes these from the whole graph, so the result depends only on what the graph holds:
a re-run after a crash gives the same links as a clean run. Pairs already joined by any other
relationship keep only that one.

Concepts without a description (or with one this pass chose before) get the sentence that defines
them best, verbatim from their quotes: "X is/are ..." or an appositive ("X, the ..., ...") first,
else the quote that shares most with the concept's other quotes.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations
from typing import Any

import numpy as np

from kg_server.ingest.extraction import normalise_label
from kg_server.store.db import Database
from kg_server.text import sentence_spans, squash

COMPUTED_METHODS = ("cooccurrence", "similarity", "hierarchy")
COOCCURRENCE_PER_CONCEPT = 6
SIMILARITY_PER_CONCEPT = 2
SIMILARITY_THRESHOLD = 0.6
MAX_EVIDENCE = 20
MAX_QUOTES = 30  # quotes read per concept to choose its description
DESCRIPTION_MAX_CHARS = 400
# Rows written per transaction. A pass over 5,000 abstracts writes ~360,000 links and 63,000
# descriptions, which in one transaction outgrow the memory a 1 GB Neo4j heap grants a transaction; a
# run killed between these transactions leaves the graph's mark that the passes are owed, and the next
# run computes and writes them all again.
WRITE_ROWS = 10_000


@dataclass
class LinkReport:
    links: Counter[str] = field(default_factory=Counter)  # method -> relationships written
    described: int = 0  # concepts whose description this pass chose


@dataclass
class _Concept:
    concept_id: str
    label: str
    key: str
    description: str
    description_from: str | None
    quotes: list[str]
    sources: list[str]


async def refresh_links(db: Database, known: Mapping[str, np.ndarray] | None = None) -> LinkReport:
    """Recompute every computed link and extractive description from the graph as it is now. `known`:
    concept vectors the caller holds, exactly as stored (by concept id), which are then not read."""
    report = LinkReport()
    concepts = [
        _Concept(r["id"], r["label"], normalise_label(r["label"]), r["description"] or "", r["description_from"],
                 list(r["quotes"]), list(r["sources"]))
        for r in await db.read_list("links_concepts", {"max_quotes": MAX_QUOTES}, timeout=None)
    ]
    paragraphs = (await db.read("ingest_cooccurrence", timeout=None))[0]
    taken = {tuple(pair) for pair in (await db.read("links_stated_pairs", {"methods": list(COMPUTED_METHODS)},
                                                     timeout=None))[0]["pairs"]}
    rows: dict[str, list[dict[str, Any]]] = {}
    hierarchy = hierarchy_links(concepts)
    for row in hierarchy:
        taken.add(_pair(row["from"], row["to"]))
    cooccurring = cooccurrence_links(paragraphs["paragraphs"], paragraphs["rows"], taken)
    for row in cooccurring:
        taken.add(_pair(row["from"], row["to"]))
    vectors = await _vectors(db, known or {})
    similar = similarity_links(vectors, taken)
    rows["KIND_OF"] = hierarchy
    rows["RELATED_TO"] = cooccurring + similar
    descriptions = describe_all(concepts)

    await clear_links(db, [c.concept_id for c in concepts])
    for rel_type, batch in rows.items():
        await _write_in_pages(db, "links_write", batch, rel_type=rel_type)
    await _write_in_pages(db, "links_describe", descriptions)
    report.links.update({"hierarchy": len(hierarchy), "cooccurrence": len(cooccurring), "similarity": len(similar)})
    report.described = sum(1 for d in descriptions if d["description_from"] is not None)
    return report


async def clear_links(db: Database, concept_ids: Sequence[str]) -> None:
    """Delete the links the pass computed, a page of concepts to a transaction."""
    per_transaction = max(1, WRITE_ROWS // (COOCCURRENCE_PER_CONCEPT + SIMILARITY_PER_CONCEPT + 1))
    for start in range(0, len(concept_ids), per_transaction):
        await db.write("links_clear", {"ids": list(concept_ids[start : start + per_transaction]),
                                       "methods": list(COMPUTED_METHODS)})


async def _write_in_pages(db: Database, name: str, rows: Sequence[dict[str, Any]], *, rel_type: str | None = None) -> None:
    for start in range(0, len(rows), WRITE_ROWS):
        await db.write(name, {"rows": list(rows[start : start + WRITE_ROWS])}, rel_type=rel_type)


def _pair(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a < b else (b, a)


async def _vectors(db: Database, known: Mapping[str, np.ndarray]) -> tuple[list[str], np.ndarray]:
    rows = await db.read_list("links_concept_vectors", {"known": list(known)}, timeout=None)
    ids = [r["id"] for r in rows]
    if not ids:
        return [], np.zeros((0, 0), dtype=np.float32)
    read = next((r["embedding"] for r in rows if r["embedding"]), None)
    matrix = np.empty((len(ids), len(read) if read is not None else len(known[ids[0]])), dtype=np.float32)
    for i, row in enumerate(rows):
        matrix[i] = row["embedding"] or known[row["id"]]
    return ids, matrix


# --- co-occurrence ------------------------------------------------------------------------------------
def cooccurrence_links(
    total: int, paragraphs: Sequence[Sequence[Any]], taken: set[tuple[str, str]]
) -> list[dict[str, Any]]:
    """RELATED_TO rows for concepts quoted in the same paragraphs.

    npmi = log(p(a,b) / (p(a) p(b))) / -log p(a,b), in (0, 1] for pairs seen together more than chance;
    confidence = npmi x (1 - exp(-n / 2)) for n shared paragraphs, so one shared paragraph counts for
    0.39 of the npmi and four for 0.86. Each concept keeps its strongest COOCCURRENCE_PER_CONCEPT links
    (a pair is kept while either end has room, so no concept that shares a paragraph is left out)."""
    seen: Counter[str] = Counter()
    shared: dict[tuple[str, str], list[str]] = defaultdict(list)
    for source_id, concepts in paragraphs:
        seen.update(concepts)
        for a, b in combinations(sorted(set(concepts)), 2):
            shared[(a, b)].append(source_id)
    if total < 2:
        return []
    scored: list[tuple[float, float, str, str]] = []
    for (a, b), sources in shared.items():
        if (a, b) in taken:
            continue
        n = len(sources)
        p_ab = n / total
        pmi = math.log(p_ab / ((seen[a] / total) * (seen[b] / total)))
        npmi = 1.0 if p_ab >= 1 else pmi / -math.log(p_ab)
        if npmi <= 0:
            continue
        confidence = round(min(1.0, npmi) * (1 - math.exp(-n / 2)), 4)
        scored.append((confidence, round(pmi, 4), a, b))
    scored.sort(key=lambda s: (-s[0], s[2], s[3]))
    kept: Counter[str] = Counter()
    rows = []
    for confidence, pmi, a, b in scored:
        if kept[a] >= COOCCURRENCE_PER_CONCEPT and kept[b] >= COOCCURRENCE_PER_CONCEPT:
            continue
        kept[a] += 1
        kept[b] += 1
        rows.append({"from": a, "to": b, "confidence": confidence, "pmi": pmi, "method": "cooccurrence",
                     "evidence": sorted(shared[(a, b)])[:MAX_EVIDENCE]})
    return rows


# --- similarity ---------------------------------------------------------------------------------------
def similarity_links(
    vectors: tuple[list[str], np.ndarray], taken: set[tuple[str, str]], *, block: int = 1024
) -> list[dict[str, Any]]:
    """RELATED_TO rows to each concept's nearest concepts by cosine, at SIMILARITY_THRESHOLD or above.
    Exact (a blocked matrix product, not the approximate vector index), and cosines are rounded before
    they are compared, so float noise in the last digits cannot change which links exist. Each pair's
    cosine is computed once (a block of concepts against itself and the concepts after it: half the
    product), and serves both ends."""
    ids, matrix = vectors
    if len(ids) < 2:
        return []
    near: list[list[tuple[float, int]]] = [[] for _ in ids]  # (rounded cosine, other concept), at the threshold
    for start in range(0, len(ids), block):
        cosines = matrix[start : start + block] @ matrix[start:].T
        # Rounding to 3 digits lifts 0.5995 to the threshold: candidates are taken below it, then rounded.
        rows, columns = np.nonzero(cosines >= SIMILARITY_THRESHOLD - 0.0005)
        rounded = np.round(cosines[rows, columns], 3)
        for row, column, cosine in zip(rows.tolist(), columns.tolist(), rounded.tolist()):
            i, j = start + row, start + column
            if j > i and cosine >= SIMILARITY_THRESHOLD:
                near[i].append((cosine, j))
                near[j].append((cosine, i))
    chosen: dict[tuple[str, str], float] = {}
    for i, candidates in enumerate(near):
        for cosine, j in sorted(candidates, key=lambda c: (-c[0], ids[c[1]]))[:SIMILARITY_PER_CONCEPT]:
            pair = _pair(ids[i], ids[j])
            if pair not in taken:
                chosen[pair] = cosine
    return [{"from": a, "to": b, "confidence": round(c, 3), "pmi": None, "method": "similarity", "evidence": []}
            for (a, b), c in sorted(chosen.items())]


# --- hierarchy ----------------------------------------------------------------------------------------
def hierarchy_links(concepts: Sequence[_Concept]) -> list[dict[str, Any]]:
    """KIND_OF rows from a concept to the concept its label's head names: the longest shorter label
    that ends its own ("affine camera parameters" -> "camera parameters"), or that starts it before
    "of"/"by"/"for" ("knowledge by acquaintance" -> "knowledge"). Names ("Caldmere Health Systems")
    are not kinds of their last word."""
    by_key = {c.key: c for c in concepts}
    rows = []
    for concept in concepts:
        words = concept.key.split()
        if len(words) < 2 or _is_name(concept.label):
            continue
        heads: list[str] = []
        for preposition in ("of", "by", "for", "in", "to"):
            if preposition in words[1:-1]:
                heads.append(" ".join(words[: words.index(preposition, 1)]))
                break
        else:
            heads += [" ".join(words[i:]) for i in range(1, len(words))]
        parent = next((by_key[h] for h in heads if h in by_key and by_key[h].concept_id != concept.concept_id), None)
        if parent is not None:
            rows.append({"from": concept.concept_id, "to": parent.concept_id, "confidence": 0.9, "pmi": None,
                         "method": "hierarchy", "evidence": sorted(set(concept.sources))[:MAX_EVIDENCE]})
    return rows


def _is_name(label: str) -> bool:
    words = [w for w in label.split() if w[:1].isalpha()]
    return len(words) > 1 and all(w[:1].isupper() for w in words)


# --- descriptions -------------------------------------------------------------------------------------
def describe_all(concepts: Sequence[_Concept]) -> list[dict[str, Any]]:
    """A description for every concept that has none or one this pass chose before."""
    rows = []
    for concept in concepts:
        if concept.description and concept.description_from is None:
            continue  # stated by a bundle, an LLM or a curator
        chosen = describe(concept.label, concept.quotes, concept.sources)
        text, source = chosen if chosen else ("", None)
        if text != concept.description or source != concept.description_from:
            rows.append({"id": concept.concept_id, "description": text, "description_from": source})
    return rows


def describe(label: str, quotes: Sequence[str], sources: Sequence[str]) -> tuple[str, str] | None:
    """(the sentence that defines `label` best, its source_id): definitional sentences first, then the
    most central one (sharing most words with the other quotes), shorter and earlier on ties."""
    name = _Name(label)
    candidates: list[tuple[str, str]] = []
    for quote, source in zip(quotes, sources):
        for sentence in _sentences(quote):
            if _mentions(sentence, name):
                candidates.append((sentence, source))
    if not candidates:
        return None
    words = [set(_content(s)) for s, _ in candidates]
    everything: Counter[str] = Counter(w for ws in words for w in ws)

    def score(index: int) -> tuple[float, ...]:
        sentence = candidates[index][0]
        definitional = _definitional(sentence, name)
        shared = sum(everything[w] - 1 for w in words[index]) / max(len(words[index]), 1)
        too_long = len(sentence) > DESCRIPTION_MAX_CHARS
        # A heading, a list item, an e-mail's subject line or a window cut from a huge sentence says
        # less than a whole sentence.
        fragment = (not sentence.rstrip().endswith((".", "!", "?", '"', "”", ")")) or len(sentence.split()) < 6
                    or not sentence.lstrip("\"'“(")[:1].isupper())
        return (-definitional, fragment, too_long, -round(shared, 3), len(sentence), index)

    best = min(range(len(candidates)), key=score)
    sentence, source = candidates[best]
    return squash(_clause(sentence, name)), source


def _clause(sentence: str, label: _Name) -> str:
    """A long sentence cut to its clause that names the concept (still a verbatim slice of it)."""
    if len(sentence) <= DESCRIPTION_MAX_CHARS:
        return sentence
    cuts = [0, *(m.end() for m in re.finditer(r";|:|—|--", sentence)), len(sentence)]
    for start, end in zip(cuts, cuts[1:]):
        clause = sentence[start:end].strip(" ;:—-")
        if _mentions(clause, label) and len(clause.split()) >= 6:
            return clause
    return sentence


_WORD = re.compile(r"[A-Za-z][A-Za-z'-]+")


def _content(sentence: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(sentence) if len(w) > 3]


_LABEL_WORDS = re.compile(r"[A-Za-z0-9]+(?:[.'-][A-Za-z0-9]+)*")


def _label_pattern(label: str) -> str:
    words = [re.escape(w) for w in _LABEL_WORDS.findall(label)]
    return r"\W+".join(words) + r"(?:e?s)?"


# Case-insensitive matching folds a character to the ASCII letter it matches under re.IGNORECASE: ASCII
# capitals, and the four other characters Python's `re` equates with an ASCII letter (checked against
# `re` itself in the tests). Label words are ASCII, so this is all a comparison with them needs.
_FOLD = str.maketrans({**{chr(c): chr(c + 32) for c in range(ord("A"), ord("Z") + 1)},
                       "\u0130": "i", "\u0131": "i", "\u212a": "k", "\u017f": "s"})


def _word_char(char: str) -> bool:
    return char.isalnum() or char == "_"  # `re`'s \w for str patterns


class _Name:
    """A label as the pattern `_label_pattern(label)` reads it (its words joined by non-word characters,
    an optional plural "s"/"es", any case), matched without compiling a pattern per label: the corpus
    pass describes every concept, and compiling three patterns for each was most of its time. What
    follows or precedes the name is matched with patterns compiled once. Gives exactly the regular
    expressions' answers (tests compare the two)."""

    def __init__(self, label: str) -> None:
        self.label = label
        self.words = [w.lower() for w in _LABEL_WORDS.findall(label)]
        self.key = normalise_label(label)

    def starts(self, text: str, folded: str) -> list[int]:
        """Where the first word occurs (not necessarily at a word boundary)."""
        found, at = [], folded.find(self.words[0])
        while at >= 0:
            found.append(at)
            at = folded.find(self.words[0], at + 1)
        return found

    def ends(self, text: str, folded: str, start: int) -> list[int]:
        """Where the name that starts at `start` ends, for each way the pattern can end it, in the order
        a regular expression tries them ("es", "s", nothing)."""
        at = start
        for number, word in enumerate(self.words):
            if number:
                gap = at
                while gap < len(text) and not _word_char(text[gap]):
                    gap += 1
                if gap == at:
                    return []
                at = gap
            if not folded.startswith(word, at):
                return []
            at += len(word)
        return [end for end, ok in ((at + 2, folded.startswith("es", at)), (at + 1, folded.startswith("s", at)),
                                    (at, True)) if ok]


def _boundary_before(text: str, at: int) -> bool:
    return at == 0 or not _word_char(text[at - 1])


def _mentions(sentence: str, label: str | _Name) -> bool:
    name = label if isinstance(label, _Name) else _Name(label)
    if not name.words:
        return _mentions_by_pattern(sentence, name.label)
    folded = sentence.translate(_FOLD)
    for start in name.starts(sentence, folded):
        if _boundary_before(sentence, start) and any(
            end == len(sentence) or not _word_char(sentence[end]) for end in name.ends(sentence, folded, start)
        ):
            return True
    return f" {name.key} " in f" {_normalised(sentence)} "


def _mentions_by_pattern(sentence: str, label: str) -> bool:
    if re.search(r"\b" + _label_pattern(label) + r"\b", sentence, re.IGNORECASE):
        return True
    return f" {normalise_label(label)} " in f" {_normalised(sentence)} "


# A sentence is quoted for each concept it names, so what is read from it is read once.
@lru_cache(maxsize=50_000)
def _normalised(sentence: str) -> str:
    return normalise_label(sentence)


@lru_cache(maxsize=50_000)
def _sentences(quote: str) -> tuple[str, ...]:
    return tuple(quote[start:end] for start, end in sentence_spans(quote))


_BEFORE_NAME = re.compile(r"\W*")
_ARTICLE = re.compile(r"(?:the|a|an)\s+", re.IGNORECASE)
_AFTER_SUBJECT = re.compile(r"\s*(?:\([^)]{0,80}\)\s*)?(?:,[^,]{1,80},\s*)?", re.IGNORECASE)
_APPOSITIVE = re.compile(r"\s*,\s*(?:a|an|the|i\.e\.)\s+[^,]{3,100}[,.;]", re.IGNORECASE)
_IS_A = re.compile(r"\s+(?:is|are)\s+(?:a|an|the)\b", re.IGNORECASE)
_BY_OR_DEFINE = re.compile(r"\b(?:by|define)\s+(?:the\s+)?\Z", re.IGNORECASE)
_WE_MEAN_OR_AS = re.compile(r"\s+(?:we\s+mean|as)\b", re.IGNORECASE)


def _definitional(sentence: str, label: str | _Name) -> int:
    """2: the sentence opens with the concept and says what it is ("X is a ...", "Xs are events
    that ...", "X means ..."); 1: an appositive ("X, the ..., ...") or a definition later on."""
    name = label if isinstance(label, _Name) else _Name(label)
    if not name.words:
        return _definitional_by_pattern(sentence, name.label)
    folded = sentence.translate(_FOLD)
    # ^\W*(?:(?:the|a|an)\s+)?NAME then _AFTER_SUBJECT, as re.match would take it: the leading
    # non-word characters all go (a name starts with a word character), an article only if the name follows it.
    opening = _matched_to(_BEFORE_NAME, sentence, 0)
    article = _ARTICLE.match(folded, opening)
    for start in ([article.end()] if article else []) + [opening]:
        ends = name.ends(sentence, folded, start)
        if ends:
            rest = sentence[_matched_to(_AFTER_SUBJECT, sentence, ends[0]) :]
            if _says_what_it_is(rest):
                return 2
            break
    for start in name.starts(sentence, folded):
        for end in name.ends(sentence, folded, start):
            if _boundary_before(sentence, start) and (_APPOSITIVE.match(sentence, end) or _IS_A.match(sentence, end)):
                return 1
            if _BY_OR_DEFINE.search(sentence[:start]) and _WE_MEAN_OR_AS.match(sentence, end):
                return 1
    return 0


def _matched_to(pattern: re.Pattern[str], text: str, at: int) -> int:
    """Where a pattern that can match nothing (so always matches) ends when matched at `at`."""
    match = pattern.match(text, at)
    return match.end() if match else at


def _definitional_by_pattern(sentence: str, label: str) -> int:
    name = _label_pattern(label)
    opening = re.match(r"^\W*(?:(?:the|a|an)\s+)?" + name + r"\s*(?:\([^)]{0,80}\)\s*)?(?:,[^,]{1,80},\s*)?", sentence,
                       re.IGNORECASE)
    if opening and _says_what_it_is(sentence[opening.end() :]):
        return 2
    later = (r"\b" + name + r"\s*,\s*(?:a|an|the|i\.e\.)\s+[^,]{3,100}[,.;]"
             r"|\b" + name + r"\s+(?:is|are)\s+(?:a|an|the)\b"
             r"|\b(?:by|define)\s+(?:the\s+)?" + name + r"\s+(?:we\s+mean|as)\b")
    return 1 if re.search(later, sentence, re.IGNORECASE) else 0


_DEFINING_VERB = re.compile(r"^(?:means|denotes|refers\s+to|consists\s+of|is\s+defined\s+as|is\s+called)\b", re.IGNORECASE)
_COPULA = re.compile(r"^(?:is|are|was|were)\s+", re.IGNORECASE)


def _says_what_it_is(rest: str) -> bool:
    """After the subject: a defining verb, or a copula followed by a noun phrase (not "was discussed")."""
    if _DEFINING_VERB.match(rest):
        return True
    copula = _COPULA.match(rest)
    if copula is None:
        return False
    from kg_server.ingest.language import tag

    following = tag(rest, copula.end(), min(len(rest), copula.end() + 60))
    return bool(following) and following[0].tag in {"DT", "JJ", "JJR", "JJS", "NN", "NNS", "NNP", "PRP$", "CD"}
