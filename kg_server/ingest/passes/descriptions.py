"""Each concept's extractive description: the sentence of its quotes that defines it best, verbatim.

Concepts without a description (or with one the links pass chose before) get, from their quotes:
"X is/are ..." or an appositive ("X, the ..., ...") first, else the quote that shares most with the
concept's other quotes. Stated descriptions (a bundle's, an LLM's, a curator's: no
`description_from`) are never replaced. The links pass reads the concepts and writes what
`describe_all` chooses (`links.py`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from typing import Any

from kg_server.ingest.extraction import normalise_label
from kg_server.text import sentence_spans, squash

MAX_QUOTES = 30  # quotes read per concept to choose its description
DESCRIPTION_MAX_CHARS = 400


@dataclass(frozen=True)
class QuotedConcept:
    """A concept as the links pass reads it (links_concepts.cypher): its label, its description and the
    paragraph that description was chosen from (None: stated), and its first `MAX_QUOTES` quotes with
    their paragraphs, in document order."""

    concept_id: str
    label: str
    description: str
    description_from: str | None
    quotes: list[str]
    sources: list[str]


def describe_all(concepts: Sequence[QuotedConcept]) -> list[dict[str, Any]]:
    """The descriptions to write (links_describe.cypher): for every concept that has none or one the
    links pass chose before, the sentence that defines it best (empty when no quote names it), where
    that differs from what it has."""
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
    for start, end in pairwise(cuts):
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


_DEFINING_VERB = re.compile(
    r"^(?:means|denotes|refers\s+to|consists\s+of|is\s+defined\s+as|is\s+called)\b", re.IGNORECASE
)
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
