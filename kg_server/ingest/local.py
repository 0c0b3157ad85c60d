"""The offline extractor: key phrases as concepts, sentences as quotes, lexical patterns as relationships.

No model beyond the embedder is needed, so it runs anywhere `kg` runs. How it decides:

1. Candidates are runs of content words (1-4 words) that do not cross punctuation, stop words or
   common verbs, e.g. "uncapped IP indemnity", "IP indemnity", "liability cap".
2. Each candidate gets a lexical score: longer phrases and phrases that recur across the corpus, but
   are not everywhere, score higher (a TF-IDF with a bonus for recurring multi-word terms).
3. The best lexical candidates are embedded and ranked by cosine similarity to their paragraph
   (the KeyBERT idea): a phrase that sums up its paragraph beats one that is merely frequent.
4. Up to `per_paragraph` phrases are kept, never one that contains or is contained in another.
5. A kept phrase's quote is the sentence it occurs in, cut from the paragraph, so it is verbatim.
6. "X requires Y", "X is part of Y", "Ys such as X", ... between two phrases of one sentence become
   typed relationships.

Everything depends only on the corpus being ingested, never on what the graph holds, so a run
re-started after a crash extracts exactly what a clean run would.
"""

from __future__ import annotations

import asyncio
import math
import re
import threading
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from ..embeddings import Embedder
from .extraction import Mention, Paragraph, ParagraphExtraction, Statement, normalise_label, sentence_spans

MAX_WORDS = 4
PRE_RANKED = 8  # candidates per paragraph that are embedded; the rest are dropped on lexical score
MIN_SIMILARITY = 0.2  # cosine(phrase, paragraph) below which a phrase is not what the paragraph is about
MAX_QUOTE_CHARS = 600

_STOP_WORDS = frozenset("""
a about above across after again against all almost along already also although always am among an
and another any anyone anything are around as at be because been before being below between both but
by can cannot could did do does doing done down during each either else enough etc even ever every
few for from further had has have having he her here hers herself him himself his how however i if in
into is it its itself just least less let like many may me might more most much must my myself near
neither no nor not now of off often on once one only or other others otherwise our ours ourselves out
over own per perhaps please quite rather same several shall she should since so some such than that
the their theirs them themselves then there therefore these they this those though through thus to
together too toward towards under unless until up upon us very via was we well were what whatever when
where whereas whether which while who whom whose why will with within without would yet you your yours
yes e.g i.e eg ie within whilst amongst onto hereby herein thereof therein whereby also new given
""".split())

# Verbs and adverbs common in prose; a key phrase never starts or ends with one.
_VERBS = frozenset("""
accept accepted accepts achieve add added adds agree agreed agrees allow allowed allows apply applies
applied approve approved ask asked asks become becomes believe believes bring brings came come comes
confirm confirmed confirms consider considered considers contain contains continue continues
contradict contradicts contradicted define defined defines deliver delivered delivers depend depends
describe described describes ensure ensures entail entails expect expected expects find finds follow
follows following gave get gets give gives go goes got help helps hold holds imply implies implied
include includes included including increase increases keep keeps know known lead leads led make
makes made mean means meant meet meets need needed needs note noted notes offer offered offers
propose proposed proposes provide provided provides put puts reach reached receive received receives
reduce reduces remain remains require required requires result results said say says see seen seek
seeks set sets show shows shown state stated states suggest suggested suggests support supported
supports take takes taken tell tells think thinks took use used uses using want wants went wish
wishes work works wrote write writes apply form forms forming forms part consist consists consisting
conflict conflicts differ differs undermine undermines reinforce reinforces confirm cause causes
caused prevent prevents enable enables mentioned agreed raised raise raises discuss discussed pay pays
paid send sends sent pull pulls becoming ceasing achieving making taking giving getting asked told
""".split())

# Number-and-unit phrases ("30 days", "5 January 2027") are values, not concepts.
_UNITS = frozenset("""
day days week weeks month months year years hour hours minute minutes second seconds percent per cent
january february march april may june july august september october november december jan feb mar apr
jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday
one two three four five six seven eight nine ten eleven twelve first second third
""".split())

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[-'’][A-Za-z0-9]+)*|\d+(?:[.,]\d+)*%?")
_GAP_OK = re.compile(r"^[ \t]*$")  # what may sit between two words of one phrase: only spaces


@dataclass(frozen=True)
class _Pattern:
    type: str
    trigger: re.Pattern[str]
    reverse: bool = False  # True: the phrase after the trigger is the relationship's tail


def _p(type_: str, words: str, *, reverse: bool = False) -> _Pattern:
    determiner = r"(?:\s+(?:a|an|the|its|their|this|that|these|those|any|all|each|every|our|your))?"
    return _Pattern(type_, re.compile(rf"^\s*,?\s*(?:{words}){determiner}\s*,?\s*$", re.IGNORECASE), reverse)


_AUX = r"(?:(?:is|are|was|were|be|been)\s+)?"
_MODAL = r"(?:(?:will|would|shall|should|must|may|might|can|could|also|therefore|thus)\s+)*"
# The words allowed between two phrases for each relationship, e.g. "X [will] require[s] Y".
PATTERNS: tuple[_Pattern, ...] = (
    _p("REQUIRES", rf"{_MODAL}(?:requires?|required|needs?|depends?\s+on|{_AUX}dependent\s+on|{_AUX}conditional\s+on|{_AUX}subject\s+to|relies\s+on|rely\s+on)"),
    _p("REQUIRES", rf"{_MODAL}{_AUX}(?:required\s+by|needed\s+by|a\s+prerequisite\s+(?:of|for))", reverse=True),
    _p("PART_OF", rf"{_MODAL}{_AUX}(?:(?:an?\s+|one\s+)?(?:part|component|element|section|clause|module)\s+of|forms?\s+part\s+of|included\s+in|belongs?\s+to)"),
    _p("PART_OF", rf"{_MODAL}(?:includes?|including|contains?|consists?\s+of|comprises?|such\s+as|e\.g\.)", reverse=True),
    _p("IMPLIES", rf"{_MODAL}(?:implies|imply|implied|means?\s+that|entails?|leads?\s+to|results?\s+in|causes?)"),
    _p("CONTRADICTS", rf"{_MODAL}(?:contradicts?|{_AUX}(?:inconsistent|incompatible|at\s+odds)\s+with|conflicts?\s+with|{_AUX}contrary\s+to|undermines?)"),
    _p("SUPPORTS", rf"{_MODAL}(?:supports?|confirms?|reinforces?|justifies|justify|{_AUX}consistent\s+with|{_AUX}in\s+line\s+with|backs\s+up|strengthens?)"),
)


@dataclass
class _Candidate:
    key: str  # normalised: what counts as the same phrase
    surface: str  # as first written in the paragraph
    start: int
    end: int
    words: int


def candidates(text: str) -> list[_Candidate]:
    """Every 1-4 word run of content words in a paragraph, with its position; repeats included."""
    tokens = [(m.start(), m.end(), m.group()) for m in _WORD.finditer(text)]
    out: list[_Candidate] = []
    run: list[tuple[int, int, str]] = []

    def flush() -> None:
        for i in range(len(run)):
            for j in range(i, min(len(run), i + MAX_WORDS)):
                phrase = run[i : j + 1]
                if _good(phrase):
                    start, end = phrase[0][0], phrase[-1][1]
                    surface = text[start:end]
                    out.append(_Candidate(normalise_label(surface), surface, start, end, len(phrase)))
        run.clear()

    previous_end = None
    for start, end, word in tokens:
        lower = word.lower()
        breaks = lower in _STOP_WORDS or lower in _VERBS or lower.endswith("ly") and len(lower) > 4
        if previous_end is not None and not _GAP_OK.match(text[previous_end:start]):
            flush()
        if breaks:
            flush()
        else:
            run.append((start, end, word))
        previous_end = end
    flush()
    return out


def _good(phrase: list[tuple[int, int, str]]) -> bool:
    words = [w for _, _, w in phrase]
    if all(w[0].isdigit() or w.lower() in _UNITS for w in words):
        return False  # numbers, dates and durations are values, not concepts
    last = words[-1].lower()
    if last.endswith("ed"):
        return False  # "liability capped", "invoiced": a clause, not a noun phrase
    if len(words) == 1:
        word = words[0]
        return len(word) >= 4 and not word[0].isdigit() or word.isupper() and len(word) >= 2
    return True


class LocalExtractor:
    """Key-phrase extraction ranked with the embedder. Call `learn` with every paragraph of the corpus
    (changed or not) before extracting, so scores never depend on which documents a run re-reads."""

    name = "local"

    def __init__(self, embedder: Embedder, *, per_paragraph: int = 4, lock: threading.Lock | None = None) -> None:
        self.embedder = embedder
        self.per_paragraph = per_paragraph
        self.lock = lock or threading.Lock()  # one model, shared with the pipeline's paragraph embedding
        self.document_frequency: Counter[str] = Counter()
        self.paragraphs = 0
        self.phrases_embedded = 0

    def learn(self, texts: Iterable[str]) -> None:
        for text in texts:
            self.paragraphs += 1
            self.document_frequency.update({c.key for c in candidates(text)})

    def summary(self) -> list[tuple[str, str]]:
        return [("phrases embedded", f"{self.phrases_embedded:,}")]

    async def aclose(self) -> None:
        pass

    async def extract_document(self, paragraphs: Sequence[Paragraph]) -> list[ParagraphExtraction]:
        return await asyncio.to_thread(self.extract_sync, paragraphs)

    def extract_sync(self, paragraphs: Sequence[Paragraph]) -> list[ParagraphExtraction]:
        # Phrase vectors are made per document, never reused from another one: a text embedded in
        # another batch can differ in the last float digits, and extraction must not depend on which
        # documents a run happened to embed before this one.
        if any(p.embedding is None for p in paragraphs):
            raise ValueError("the local extractor ranks phrases against paragraph vectors; embed paragraphs first")
        vectors: dict[str, list[float]] = {}
        found = [candidates(p.text) for p in paragraphs]
        shortlists = [self._shortlist(phrases) for phrases in found]
        self._embed_phrases({c.key: c.surface for shortlist in shortlists for c in shortlist}, vectors)
        return [
            self._extract(p, phrases, shortlist, vectors)
            for p, phrases, shortlist in zip(paragraphs, found, shortlists)
        ]

    # --- ranking ------------------------------------------------------------------------------------
    def _shortlist(self, phrases: list[_Candidate]) -> list[_Candidate]:
        """The first occurrence of each distinct phrase, best lexical scores first."""
        seen: dict[str, _Candidate] = {}
        counts: Counter[str] = Counter()
        for candidate in phrases:
            counts[candidate.key] += 1
            seen.setdefault(candidate.key, candidate)
        scored = sorted(seen.values(), key=lambda c: (-self._lexical(c, counts[c.key]), c.start))
        return scored[:PRE_RANKED]

    def _lexical(self, candidate: _Candidate, count: int) -> float:
        total = max(self.paragraphs, 1)
        df = max(self.document_frequency.get(candidate.key, 1), 1)
        idf = math.log(1 + total / df)
        recurring = 1 + math.log(df) if candidate.words > 1 else 1.0  # a term the corpus keeps using
        length = {1: 0.6, 2: 1.0, 3: 1.0, 4: 0.8}[candidate.words]
        acronym = 1.2 if candidate.surface.isupper() and len(candidate.surface) > 1 else 1.0
        return count * idf * recurring * length * acronym

    def _embed_phrases(self, phrases: dict[str, str], vectors: dict[str, list[float]]) -> None:
        todo = sorted(key for key in phrases if key not in vectors)
        if not todo:
            return
        with self.lock:
            vectors.update(zip(todo, self.embedder.embed([_label(phrases[key]) for key in todo])))
        self.phrases_embedded += len(todo)

    def _extract(
        self, paragraph: Paragraph, phrases: list[_Candidate], shortlist: list[_Candidate], vectors: dict[str, list[float]]
    ) -> ParagraphExtraction:
        text = paragraph.text
        vector = paragraph.embedding
        result = ParagraphExtraction()
        if not shortlist:
            return result
        matrix = np.asarray([vectors[c.key] for c in shortlist], dtype=np.float32)
        similarity = matrix @ np.asarray(vector, dtype=np.float32)
        order = sorted(range(len(shortlist)), key=lambda i: (-float(similarity[i]), shortlist[i].start))
        chosen: list[tuple[_Candidate, float]] = []
        for i in order:
            candidate, score = shortlist[i], float(similarity[i])
            if score < MIN_SIMILARITY or len(chosen) >= self.per_paragraph:
                break
            if any(_overlaps(candidate, c) for c, _ in chosen):
                continue
            chosen.append((candidate, score))

        sentences = sentence_spans(text)
        # Pattern ends are phrases of any candidate, not only the chosen ones: "X requires Y" makes Y
        # a concept of this paragraph even when Y alone would not have ranked.
        statements, promoted = _statements(text, sentences, phrases)
        by_key = {c.key: (c, s) for c, s in chosen}
        for candidate in promoted:
            if candidate.key not in by_key:
                self._embed_phrases({candidate.key: candidate.surface}, vectors)
                by_key[candidate.key] = (candidate, 0.5)
        for candidate, score in sorted(by_key.values(), key=lambda cs: cs[0].start):
            result.mentions.append(
                Mention(
                    label=_label(candidate.surface),
                    quote=_quote(text, sentences, candidate),
                    confidence=round(min(1.0, max(0.3, score + 0.3)), 3),
                    embedding=vectors[candidate.key],
                )
            )
        result.statements = statements
        return result


def _overlaps(a: _Candidate, b: _Candidate) -> bool:
    """One phrase inside the other ('ip indemnity', 'uncapped ip indemnity') or the two sharing words
    where they first occur ('Caldmere Health Systems', 'Health Systems Ltd')."""
    a_words, b_words = f" {a.key} ", f" {b.key} "
    return a_words in b_words or b_words in a_words or (a.start < b.end and b.start < a.end)


def _label(surface: str) -> str:
    """A concept's label from its first surface form: one line, first letter upper-case."""
    label = " ".join(surface.split())
    return label[:1].upper() + label[1:]


def _quote(text: str, sentences: list[tuple[int, int]], candidate: _Candidate) -> str:
    for start, end in sentences:
        if start <= candidate.start and candidate.end <= end:
            if end - start <= MAX_QUOTE_CHARS:
                return text[start:end]
            # An enormous sentence: a window around the phrase, cut at word boundaries.
            left = max(start, candidate.start - MAX_QUOTE_CHARS // 2)
            right = min(end, candidate.end + MAX_QUOTE_CHARS // 2)
            while left > start and not text[left - 1].isspace():
                left += 1
            while right < end and not text[right].isspace():
                right -= 1
            return text[left:right].strip()
    return candidate.surface


def _statements(
    text: str, sentences: list[tuple[int, int]], phrases: list[_Candidate]
) -> tuple[list[Statement], list[_Candidate]]:
    """Typed relationships between two phrases of one sentence joined by a trigger ("X requires Y").
    The longest phrase ending (or starting) at each position is the relationship's end."""
    statements: list[Statement] = []
    promoted: dict[str, _Candidate] = {}
    occurrences = _longest_occurrences(phrases)
    for start, end in sentences:
        inside = [c for c in occurrences if start <= c.start and c.end <= end]
        for left, right in zip(inside, inside[1:]):
            between = text[left.end : right.start]
            if len(between) > 60 or left.key == right.key:
                continue
            for pattern in PATTERNS:
                if pattern.trigger.match(between):
                    tail, head = (right, left) if pattern.reverse else (left, right)
                    statements.append(Statement(pattern.type, _label(tail.surface), _label(head.surface), 0.6))
                    promoted.setdefault(tail.key, tail)
                    promoted.setdefault(head.key, head)
                    break
    return statements, list(promoted.values())


def _longest_occurrences(phrases: list[_Candidate]) -> list[_Candidate]:
    """Every occurrence of every phrase, keeping only the longest at overlapping positions."""
    kept: list[_Candidate] = []
    for candidate in sorted(phrases, key=lambda c: (c.start, -(c.end - c.start))):
        if kept and candidate.start < kept[-1].end:
            continue
        kept.append(candidate)
    return kept
