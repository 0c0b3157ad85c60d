"""The offline extractor: noun phrases as concepts, sentences as quotes, lexical patterns as relationships.

No model beyond the embedder is needed, so it runs anywhere `kg` runs. How it decides:

1. Each sentence is tagged (`language.py`: a Brill-style tagger with a 94k-word lexicon) and its noun
   phrases are the candidates: "knowledge by acquaintance" never becomes "Acquainted exists", and a
   bare adjective or adverb ("Considerable", "Never") is never a candidate. Sentences that are mostly
   words the lexicon does not know (Latin footnotes, tables, code) give none.
2. Each candidate gets a lexical score: phrases the paragraph repeats, that recur in the corpus
   without being everywhere, and multi-word terms score higher (a TF-IDF with a bonus for recurring
   terms).
3. The best lexical candidates are embedded and ranked by cosine similarity to their paragraph
   (the KeyBERT idea): a phrase that sums up its paragraph beats one that is merely frequent.
4. A paragraph keeps about one phrase per `WORDS_PER_CONCEPT` content words (at least
   `MIN_PER_PARAGRAPH`, at most `MAX_PER_PARAGRAPH`), never one that overlaps another.
5. A kept phrase's quote is the sentence it occurs in, cut from the paragraph, so it is verbatim.
6. "X requires Y", "X is part of Y", "Ys such as X", ... between two noun phrases of one clause become
   typed relationships; both ends become concepts of the paragraph.
7. Every proper name of two or more words is a concept of its paragraph, and a document's title is the
   name of its subject when its first sentence names it (`names.py`): names bridge documents.

Everything depends only on the corpus being ingested, never on what the graph holds, so a run
re-started after a crash extracts exactly what a clean run would.
"""

from __future__ import annotations

import asyncio
import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np
from cachetools import LRUCache

from kg_server.providers.embeddings import Embedder
from kg_server.text import fold, sentence_spans

from .extraction import Mention, Paragraph, ParagraphExtraction, Statement, normalise_label
from .language import Phrase, Token, known_word, noun_phrases, tag
from .names import Name, names_in, subject_name

MIN_PER_PARAGRAPH = 3
MAX_PER_PARAGRAPH = 16
WORDS_PER_CONCEPT = 6  # content words of a paragraph per concept kept
SHORTLIST_FACTOR = 2  # candidates embedded per concept kept; the rest are dropped on lexical score
MIN_SIMILARITY = 0.15  # cosine(phrase, paragraph) below which a phrase is not what the paragraph is about
MAX_QUOTE_CHARS = 600
TITLE_BONUS = 0.1  # added to the cosine of a phrase the document's title names: the title says what matters
FOREIGN_SHARE = 0.5  # a sentence where more words than this are unknown to the lexicon is not English prose
PHRASE_VECTORS_KEPT = 100_000  # labels whose vectors are reused across documents (~150 MB); the oldest go first


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
# The words allowed between two noun phrases for each relationship, e.g. "X [will] require[s] Y".
PATTERNS: tuple[_Pattern, ...] = (
    _p(
        "REQUIRES",
        rf"{_MODAL}(?:requires?|required|needs?|depends?\s+on|{_AUX}dependent\s+on|{_AUX}conditional\s+on|{_AUX}subject\s+to|relies\s+on|rely\s+on)",
    ),
    _p("REQUIRES", rf"{_MODAL}{_AUX}(?:required\s+by|needed\s+by|a\s+prerequisite\s+(?:of|for))", reverse=True),
    _p(
        "PART_OF",
        rf"{_MODAL}{_AUX}(?:(?:an?\s+|one\s+)?(?:part|component|element|section|clause|module)\s+of|forms?\s+part\s+of|included\s+in|belongs?\s+to)",
    ),
    _p("PART_OF", rf"{_MODAL}(?:includes?|including|contains?|consists?\s+of|comprises?)", reverse=True),
    _p("KIND_OF", rf"{_AUX}(?:an?\s+)?(?:kind|type|form|sort|species)\s+of"),
    _p("KIND_OF", r"(?:such\s+as|e\.g\.|especially|particularly)", reverse=True),
    _p("KIND_OF", r"and\s+other"),
    _p("IMPLIES", rf"{_MODAL}(?:implies|imply|implied|means?\s+that|entails?|leads?\s+to|results?\s+in|causes?)"),
    _p(
        "CONTRADICTS",
        rf"{_MODAL}(?:contradicts?|{_AUX}(?:inconsistent|incompatible|at\s+odds)\s+with|conflicts?\s+with|{_AUX}contrary\s+to|undermines?)",
    ),
    _p(
        "SUPPORTS",
        rf"{_MODAL}(?:supports?|confirms?|reinforces?|justifies|justify|{_AUX}consistent\s+with|{_AUX}in\s+line\s+with|backs\s+up|strengthens?)",
    ),
)


@dataclass(frozen=True)
class _Sentence:
    start: int
    end: int
    phrases: tuple[Phrase, ...]


@dataclass(frozen=True)
class _Analysis:
    """A paragraph as the extractor reads it: its sentences with their noun phrases."""

    sentences: tuple[_Sentence, ...]
    content_words: int

    @property
    def phrases(self) -> list[Phrase]:
        return [p for s in self.sentences for p in s.phrases]


def analyse(text: str) -> _Analysis:
    sentences = []
    content = 0
    for start, end in sentence_spans(text):
        tokens = tag(text, start, end)
        if _foreign(tokens):
            continue
        content += sum(1 for t in tokens if t.is_word and t.tag[:2] in ("NN", "JJ", "VB", "RB", "CD"))
        sentences.append(_Sentence(start, end, tuple(noun_phrases(text, tokens))))
    return _Analysis(tuple(sentences), content)


def _foreign(tokens: Sequence[Token]) -> bool:
    words = [t.text for t in tokens if t.is_word]
    if len(words) < 3:
        return False
    unknown = sum(1 for w in words if not known_word(w))
    return unknown > FOREIGN_SHARE * len(words)


class LocalExtractor:
    """Noun-phrase extraction ranked with the embedder. Call `learn` with every paragraph of the
    corpus (changed or not) before extracting, so scores never depend on which documents a run
    re-reads."""

    name = "local"

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self.document_frequency: Counter[str] = Counter()
        self.occurrences: Counter[str] = Counter()
        self.paragraphs = 0
        self.phrases_embedded = 0
        self._analyses: dict[str, _Analysis] = {}
        self._phrase_vectors: LRUCache[str, np.ndarray] = LRUCache(maxsize=PHRASE_VECTORS_KEPT)  # label -> vector
        self._worker = ThreadPoolExecutor(1, thread_name_prefix="kg-extract")

    def learn(self, texts: Iterable[str]) -> None:
        for text in texts:
            self.paragraphs += 1
            phrases = self._analysis(text).phrases
            self.document_frequency.update({p.key for p in phrases})
            self.occurrences.update(p.key for p in phrases)

    def _analysis(self, text: str) -> _Analysis:
        found = self._analyses.get(text)
        if found is None:
            found = self._analyses[text] = analyse(text)
        return found

    def summary(self) -> list[tuple[str, str]]:
        return [("phrases embedded", f"{self.phrases_embedded:,}")]

    async def aclose(self) -> None:
        self._worker.shutdown(wait=False, cancel_futures=True)

    async def extract_document(self, paragraphs: Sequence[Paragraph]) -> list[ParagraphExtraction]:
        # One document at a time on a thread of its own: the phrase vectors are shared between documents.
        return await asyncio.get_running_loop().run_in_executor(self._worker, self.extract_sync, paragraphs)

    def extract_sync(self, paragraphs: Sequence[Paragraph]) -> list[ParagraphExtraction]:
        if any(p.embedding is None for p in paragraphs):
            raise ValueError("the local extractor ranks phrases against paragraph vectors; embed paragraphs first")
        analyses = [self._analysis(p.text) for p in paragraphs]
        titled = (
            {ph.key for ph in analyse(paragraphs[0].title).phrases} if paragraphs and paragraphs[0].title else set()
        )
        shortlists = [self._shortlist(a, titled) for a in analyses]
        statements = [_statements(p.text, a) for p, a in zip(paragraphs, analyses)]
        names = [_names(p, a) for p, a in zip(paragraphs, analyses)]
        wanted = {c.key: c.surface for shortlist in shortlists for c in shortlist}
        for _, ends in statements:
            wanted.update({c.key: c.surface for c in ends if c.key not in wanted})
        for found in names:
            wanted.update({_name_key(n): n.surface for n in found})
        vectors = self._embed_phrases(wanted)
        return [
            self._extract(p, a, shortlist, stated, ends, vectors, titled, named)
            for p, a, shortlist, (stated, ends), named in zip(paragraphs, analyses, shortlists, statements, names)
        ]

    # --- ranking ------------------------------------------------------------------------------------
    def budget(self, analysis: _Analysis) -> int:
        return max(MIN_PER_PARAGRAPH, min(MAX_PER_PARAGRAPH, round(analysis.content_words / WORDS_PER_CONCEPT)))

    def _shortlist(self, analysis: _Analysis, titled: set[str]) -> list[Phrase]:
        """The first occurrence of each distinct phrase, best lexical scores first; what the document's
        title names counts double."""
        seen: dict[str, Phrase] = {}
        counts: Counter[str] = Counter()
        for phrase in analysis.phrases:
            if phrase.compound and not self._is_term(phrase):
                continue
            counts[phrase.key] += 1
            seen.setdefault(phrase.key, phrase)
        scored = sorted(seen.values(), key=lambda c: (-self._lexical(c, counts[c.key]) * (2 if c.key in titled else 1),
                                                      c.start))
        return scored[: self.budget(analysis) * SHORTLIST_FACTOR]

    def _is_term(self, phrase: Phrase) -> bool:
        """A compound ("X of Y") is a term only when the corpus uses it more than once."""
        return not phrase.compound or self.occurrences.get(phrase.key, 0) >= 2

    def _lexical(self, phrase: Phrase, count: int) -> float:
        total = max(self.paragraphs, 1)
        df = max(self.document_frequency.get(phrase.key, 1), 1)
        idf = math.log(1 + total / df)
        recurring = 1 + math.log(df) if phrase.words > 1 else 1.0  # a term the corpus keeps using
        length = {1: 0.7, 2: 1.0, 3: 1.0, 4: 0.9}.get(phrase.words, 0.8)
        return (1 + math.log(count)) * idf * recurring * length

    def _embed_phrases(self, phrases: dict[str, str]) -> dict[str, list[float]]:
        """Vectors of the phrases' labels. When the embedder's vectors do not depend on the batch (int8:
        one text per call) a label embedded for an earlier document is reused: the same text gives the
        same vector, so which documents a run embedded first cannot change anything. Otherwise a text
        embedded in another batch can differ in the last float digits, so vectors are made per document."""
        texts = {key: label_of(phrases[key]) for key in sorted(phrases)}
        if not texts:
            return {}
        if not self.embedder.batch_invariant:
            self.phrases_embedded += len(texts)
            return dict(zip(texts, self.embedder.embed(list(texts.values()))))
        known = self._phrase_vectors
        todo = sorted({text for text in texts.values() if text not in known})
        fresh = {text: np.asarray(vector, dtype=np.float32) for text, vector in zip(todo, self.embedder.embed(todo))}
        self.phrases_embedded += len(todo)
        for text, vector in fresh.items():
            known[text] = vector
        vectors = {key: (fresh[text] if text in fresh else known[text]).tolist() for key, text in texts.items()}
        return vectors

    def _extract(
        self,
        paragraph: Paragraph,
        analysis: _Analysis,
        shortlist: list[Phrase],
        statements: list[Statement],
        ends: list[Phrase],
        vectors: dict[str, list[float]],
        titled: set[str],
        names: list[Name],
    ) -> ParagraphExtraction:
        text = paragraph.text
        result = ParagraphExtraction()
        chosen: list[tuple[Phrase, float]] = []
        if shortlist:
            matrix = np.asarray([vectors[c.key] for c in shortlist], dtype=np.float32)
            similarity = matrix @ np.asarray(paragraph.embedding, dtype=np.float32)
            similarity += np.asarray([TITLE_BONUS if c.key in titled else 0.0 for c in shortlist], dtype=np.float32)
            order = sorted(range(len(shortlist)), key=lambda i: (-round(float(similarity[i]), 4), shortlist[i].start))
            budget = self.budget(analysis)
            for i in order:
                candidate, score = shortlist[i], float(similarity[i])
                if score < MIN_SIMILARITY or len(chosen) >= budget:
                    break
                if any(_overlaps(candidate, c) for c, _ in chosen):
                    continue
                chosen.append((candidate, score))
        # The ends of a stated relationship are concepts of this paragraph even when they would not
        # have ranked on their own.
        by_key = {c.key: (c, s) for c, s in chosen}
        for phrase in ends:
            by_key.setdefault(phrase.key, (phrase, 0.5))
        named = {normalise_label(n.surface): n for n in names}
        for phrase, score in sorted(by_key.values(), key=lambda cs: cs[0].start):
            label = label_of(phrase.surface)
            name = named.pop(normalise_label(label), None)  # a ranked phrase that is a name links as one
            result.mentions.append(
                Mention(
                    label=label,
                    quote=_quote(text, analysis, phrase),
                    confidence=round(min(1.0, max(0.3, score + 0.3)), 3),
                    embedding=vectors[phrase.key],
                    aliases=name.aliases if name else (),
                    name=name is not None,
                )
            )
        for name in named.values():
            result.mentions.append(Mention(label=name.surface, quote=_quote(text, analysis, name), confidence=0.8,
                                           embedding=vectors[_name_key(name)], aliases=name.aliases, name=True))
        result.statements = statements
        return result


def _overlaps(a: Phrase, b: Phrase) -> bool:
    """The two share words where they occur ("freedom" inside "freedom of the will"). A phrase that
    also occurs on its own elsewhere in the paragraph ("miracles" beside "religious miracles") is a
    concept of its own, and the corpus pass links the two as kind and head."""
    return a.start < b.end and b.start < a.end


def label_of(surface: str) -> str:
    """A concept's label from a surface form: one line, first letter upper-case. Words in capitals for
    emphasis or in a heading ("MIRACLES", "German HONESTY") get ordinary case; acronyms ("NRHA",
    "EPR") and short capitals that may be acronyms ("IT") stay."""
    words = surface.split()
    shouting = len(words) > 1 and all(w.isupper() for w in words if w[:1].isalpha())
    words = [w.lower() if _emphasis(w, shouting) else w for w in words]
    label = " ".join(words)
    return label[:1].upper() + label[1:]


_ROMAN = re.compile(r"^[IVXLCDM]+$")  # "CHAPTER VII" -> "Chapter VII"


def _emphasis(word: str, shouting: bool) -> bool:
    """Capitals for emphasis, not an acronym: known words ("OVER-ASSURED"), long or in a shouted phrase."""
    parts = word.split("-")
    return (word.isupper() and all(p.isalpha() and known_word(p) for p in parts)
            and (shouting or len(word) > 3) and not _ROMAN.match(word))


def _names(paragraph: Paragraph, analysis: _Analysis) -> list[Name]:
    """The names of a paragraph's prose sentences; the document's first paragraph also names its
    subject by the title (quoted by its first sentence)."""
    found = [name for s in analysis.sentences for name in names_in(paragraph.text, s.start, s.end)]
    if paragraph.number == 1 and paragraph.title and analysis.sentences:
        opening = analysis.sentences[0]
        subject = subject_name(paragraph.title, paragraph.text[opening.start:opening.end])
        if subject is not None:
            found.insert(0, Name(opening.start, opening.start, subject.surface, subject.aliases))
    return found


def _name_key(name: Name) -> str:
    return f"name:{fold(name.surface)}"


def _quote(text: str, analysis: _Analysis, phrase: Phrase | Name) -> str:
    for sentence in analysis.sentences:
        start, end = sentence.start, sentence.end
        if start <= phrase.start and phrase.end <= end:
            if end - start <= MAX_QUOTE_CHARS:
                return text[start:end]
            # An enormous sentence: a window around the phrase, cut at word boundaries.
            left = max(start, phrase.start - MAX_QUOTE_CHARS // 2)
            right = min(end, phrase.end + MAX_QUOTE_CHARS // 2)
            while left > start and not text[left - 1].isspace():
                left += 1
            while right < end and not text[right].isspace():
                right -= 1
            return text[left:right].strip()
    return phrase.surface


def _statements(text: str, analysis: _Analysis) -> tuple[list[Statement], list[Phrase]]:
    """Typed relationships between two neighbouring noun phrases of one clause joined only by a
    trigger ("X requires Y", "Ys such as X"). A compound counts as one phrase ("knowledge by
    description requires knowledge by acquaintance"). The left phrase must be the
    clause's subject, not the object of a preposition ("the activity of an agency requires ..." says
    nothing about the agency); the right one takes its "of" complement ("belongs to the essence of a
    noble soul"); a right phrase that opens a clause ("leads to the conclusion that ...") is not what
    is related."""
    statements: list[Statement] = []
    ends: dict[str, Phrase] = {}
    for sentence in analysis.sentences:
        base = [p for p in sentence.phrases if not p.compound]
        compounds = {p.start: p for p in sentence.phrases if p.compound}
        for phrase in base:
            found = _statement_from(text, sentence, phrase, base, compounds)
            if found is None:
                continue
            pattern, left, right = found
            tail, head = (right, left) if pattern.reverse else (left, right)
            statements.append(Statement(pattern.type, label_of(tail.surface), label_of(head.surface), 0.6,
                                        method="pattern"))
            ends.setdefault(tail.key, tail)
            ends.setdefault(head.key, head)
    return statements, list(ends.values())


def _statement_from(
    text: str, sentence: _Sentence, phrase: Phrase, base: list[Phrase], compounds: dict[int, Phrase]
) -> tuple[_Pattern, Phrase, Phrase] | None:
    """The pattern joining `phrase` (or the compound it starts) to one of the next two phrases (the
    second when the trigger holds a noun: "is part of the Y", "is a kind of Y")."""
    lefts = [compounds[phrase.start], phrase] if phrase.start in compounds else [phrase]
    for left in lefts:
        if left.after_preposition:
            continue
        for right in [p for p in base if p.start >= left.end][:2]:
            pattern = _pattern_between(text, sentence, left, right)
            if pattern is not None:
                return pattern, left, compounds.get(right.start, right)
    return None


def _pattern_between(text: str, sentence: _Sentence, left: Phrase, right: Phrase) -> _Pattern | None:
    between = text[left.end : right.start]
    if len(between) > 60 or left.key == right.key:
        return None
    if re.match(r"\s*(?:that|whether|which|who)\b", text[right.end : sentence.end], re.IGNORECASE):
        return None  # "leads to the conclusion that ...": what is related is the clause, not the noun
    return next((pattern for pattern in PATTERNS if pattern.trigger.match(between)), None)
