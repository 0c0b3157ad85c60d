"""Does a passage mention a concept, and does a relationship's evidence support it?

A relationship's evidence is the paragraphs (or, in the sample's annotations, the quotes) that state
it. It supports the relationship only when it is about both ends. A passage **mentions** a concept
when any of these holds:

1. **a quote**: the concept has a quote in the passage's paragraph (the paragraph grounds it);
2. **a name**: the concept's label, its label without the bracketed part ("Source code escrow" of
   "Source code escrow (Schedule 7)") or one of its aliases occurs in the passage, word for word;
3. **the label's words**: the label's content words (without its bracketed part) occur in the
   passage, in any order: every number of the label and at least half its other words when it has
   numbers (they tell positions apart: "within 60 days" never names "Payment within 30 days"); else
   all of them for a label of one or two words, at least two thirds for a longer one ("deposit the
   source code" names "Source code escrow" by two of its three words);
4. **its document's title**: a paragraph is read under the title of its document, so every clause of
   "Draft Services Contract: ..." is in the draft contract, and every paragraph of "Supplier Response:
   Caldmere Health Systems Ltd" is Caldmere's.

Words are compared as stems (case, plurals and word forms aside: "indemnities" = "indemnity"); stop
words never count, numbers count as written. Names of one word shorter than three letters ("IP") are
too ambiguous to count alone.

The evidence **supports** a relationship when every passage of it mentions both ends, except for
CONTRADICTS: two positions are usually stated in two documents (the tender's 30 days, the draft's 60),
so each passage must mention one end at least and together they must mention both.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from .stems import NUMBER, content_stems

SPLIT_TYPES = frozenset({"CONTRADICTS"})  # types whose evidence may state each end in a passage of its own
MOST = 2 / 3  # share of a long label's words (numbers aside) that names it
_BRACKETED = re.compile(r"\s*\([^()]*\)")


@dataclass(frozen=True)
class Named:
    """A concept as a text can mention it."""

    concept_id: str
    label: str
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class Passage:
    """A piece of evidence: where it is (a source id), its text, the concepts its paragraph grounds
    (those with a quote there) and the title of its document."""

    where: str
    text: str
    grounds: frozenset[str] = frozenset()
    title: str = ""


def mentions(text: str, concept: Named) -> bool:
    """Does `text` name `concept` (rules 2 and 3 of the module docstring)?"""
    stems, present = _words(text)
    for name in _names(concept.label, concept.aliases):
        if len(name) <= len(stems) and any(stems[i : i + len(name)] == name for i in _starts(stems, name[0])):
            return True
    numbers, words = _label_words(concept.label)
    if not numbers and (not words or (len(words) == 1 and len(next(iter(words))) < 3)):
        return False  # nothing to look for, or one word too short to mean this concept alone
    if numbers:  # the numbers tell positions apart ("30 days", "60 days"): half the other words will do
        need = math.ceil(len(words) / 2)
    else:
        need = len(words) if len(words) <= 2 else math.ceil(MOST * len(words))
    return numbers <= present and len(words & present) >= need


def _starts(stems: tuple[str, ...], first: str) -> list[int]:
    return [i for i, word in enumerate(stems) if word == first]


@lru_cache(maxsize=4096)  # a paragraph is checked against every relationship its evidence supports
def _words(text: str) -> tuple[tuple[str, ...], frozenset[str]]:
    stems = tuple(content_stems(text))
    return stems, frozenset(stems)


@lru_cache(maxsize=50_000)
def _names(label: str, aliases: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    found = []
    for name in (label, _BRACKETED.sub("", label), *aliases):
        stems = tuple(content_stems(name))
        if stems and not (len(stems) == 1 and len(stems[0]) < 3) and stems not in found:
            found.append(stems)
    return tuple(found)


@lru_cache(maxsize=50_000)
def _label_words(label: str) -> tuple[frozenset[str], frozenset[str]]:
    stems = content_stems(_BRACKETED.sub("", label))
    return (frozenset(s for s in stems if NUMBER.match(s)), frozenset(s for s in stems if not NUMBER.match(s)))


def covered(passage: Passage, *ends: Named) -> list[Named]:
    """The ends this passage mentions: quoted in its paragraph, or named in its text or its title."""
    return [end for end in ends if end.concept_id in passage.grounds or mentions(passage.text, end)
            or (passage.title and mentions(passage.title, end))]


def weak_evidence(rel_type: str, start: Named, end: Named, evidence: Sequence[Passage]) -> str | None:
    """Why `evidence` does not support `start -rel_type-> end`, or None when it does (see the module
    docstring). No evidence at all claims nothing, and is not weak."""
    if not evidence:
        return None
    seen: set[str] = set()
    for passage in evidence:
        found = covered(passage, start, end)
        seen.update(e.concept_id for e in found)
        if not found:
            return f"{passage.where} mentions neither {_called(start)} nor {_called(end)}"
        if len(found) == 1 and rel_type not in SPLIT_TYPES:
            missing = end if found[0] is start else start
            return f"{passage.where} mentions {_called(found[0])} but not {_called(missing)}"
    missing_ends = [e for e in (start, end) if e.concept_id not in seen]
    if missing_ends:
        return f"no evidence mentions {_called(missing_ends[0])}"
    return None


def _called(concept: Named) -> str:
    return f"{concept.concept_id} ({concept.label!r})" if concept.label else concept.concept_id

