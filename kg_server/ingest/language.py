"""English as the offline extractor reads it: tokens with offsets, part-of-speech tags, noun phrases.

Two maintained lexical resources do the work, both installed from PyPI with their data inside the
package (nothing is downloaded at run time):

- TextBlob's English tagger (the Brill-style tagger of pattern.en: a 94k-word lexicon, suffix rules
  for unknown words and contextual rules) gives each token a Penn Treebank tag in its sentence, so
  "cause" is a noun in "the cause of the change" and a verb in "a claim must cause change".
- LemmInflect's lemma tables fold plurals correctly ("ideas" -> "idea", "analyses" -> "analysis")
  and leave the words that only look plural alone ("news", "series", "physics", "species").

Tokens keep their character offsets, so every phrase found is a verbatim slice of the paragraph.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

_TOKEN = re.compile(
    r"[A-Za-z](?:[A-Za-z0-9]|[-/][A-Za-z0-9]|['’](?![sS]\b)[A-Za-z])*"  # words, "e-mail", "ISO/IEC", "don't"
    r"|['’][sS]\b"  # the possessive 's as a token of its own, as the tagger expects
    r"|\d+(?:-[A-Za-z]+)+"  # a number in a compound adjective: "30-day", "12-month"
    r"|\d+[A-Za-z]+\b"  # a number with its unit or letter: "2D", "3G", "4th"
    r"|\d+(?:[.,:/]\d+)*%?"  # numbers, "15.2", "2,000,000", "12:00", "99.9%"
    r"|\S"  # any other character: punctuation, currency signs
)

_NUMBER_COMPOUND = re.compile(r"^\d+(?:(?:-[A-Za-z]+)+|[A-Za-z]+)$")

# Penn Treebank tags of the open word classes; everything else is grammar (determiners,
# prepositions, pronouns, conjunctions, modals...), read from the tagger, not from a word list.
NOUN_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS"})
ADJECTIVE_TAGS = frozenset({"JJ", "JJR", "JJS"})
VERB_TAGS = frozenset({"VB", "VBD", "VBG", "VBN", "VBP", "VBZ"})
CONTENT_TAGS = NOUN_TAGS | ADJECTIVE_TAGS | VERB_TAGS | {"RB", "RBR", "RBS", "CD", "FW"}


@dataclass(frozen=True)
class Token:
    start: int
    end: int
    text: str
    tag: str

    @property
    def is_noun(self) -> bool:
        return self.tag in NOUN_TAGS

    @property
    def is_word(self) -> bool:
        return self.text[:1].isalpha() or _NUMBER_COMPOUND.match(self.text) is not None


def tokenize(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int, str]]:
    """(start, end, text) of each token of text[start:end], offsets into `text`."""
    return [(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(text, start, len(text) if end is None else end)]


def tag(text: str, start: int = 0, end: int | None = None) -> list[Token]:
    """Tokens of one sentence (text[start:end]) with their part-of-speech tags."""
    spans = tokenize(text, start, end)
    if not spans:
        return []
    letters = [word for _, _, word in spans if word[:1].isalpha()]
    shouting = len(letters) >= 2 and all(word.isupper() for word in letters)
    words = [_for_tagger(word, shouting) for _, _, word in spans]
    tags = [t for _, t in _parser().find_tags(words)]
    tokens = [Token(s, e, w, t) for (s, e, w), t in zip(spans, tags)]
    return _corrected(tokens)


def _for_tagger(word: str, shouting: bool) -> str:
    """Words in capitals are tagged as the words they are when they are known words and either the
    whole sentence shouts (a heading: "THE FREE SPIRIT") or the word is too long to be an acronym
    ("MIRACLES"); "NRHA" or "EPR" in running text stay acronyms."""
    if len(word) > 1 and word.isupper() and word.isalpha():
        lower = word.lower()
        if lower in _lexicon() and (shouting or len(word) > 3):
            return lower
    return word


# Tags that start what follows a verb (its object or complement), never the rest of a noun phrase.
_AFTER_VERB = frozenset({"DT", "PDT", "PRP", "PRP$", "TO", "RB", "WDT", "WP", "WRB", "CD"})
_FINITE_VERB = frozenset({"VB", "VBD", "VBP", "VBZ", "MD"})


def _corrected(tokens: list[Token]) -> list[Token]:
    """Contextual fixes the Brill rules miss:
    - "30-day" is an adjective, the possessive 's is POS;
    - a noun right after a modal or infinitival "to" that can be a verb is one ("must cause");
    - a noun that can be a verb, after a noun that can be its subject and before what starts an
      object ("inference spoils half the argument", "revels delight many souls"), is the verb;
    - a sentence left without a finite verb takes its first plural-looking noun that can be one
      ("Clause 14.3 sets 30-day payment terms")."""
    fixed = list(tokens)

    def retag(i: int, new_tag: str) -> None:
        token = fixed[i]
        fixed[i] = Token(token.start, token.end, token.text, new_tag)

    for i, token in enumerate(fixed):
        before = fixed[i - 1] if i > 0 else None
        after = fixed[i + 1] if i + 1 < len(fixed) else None
        if _NUMBER_COMPOUND.match(token.text):
            retag(i, "JJ")  # "30-day" describes what follows
        elif token.text in ("'s", "’s", "'S", "’S") and before is not None and before.is_noun:
            retag(i, "POS")
        elif (
            before is not None and before.tag in ("MD", "TO") and token.tag in ("NN", "NNS") and can_be_verb(token.text)
        ):
            retag(i, "VB")
        elif (token.tag in ("NN", "NNS") and before is not None and after is not None
              and _subject_and_verb(before, token) and _starts_object(after) and can_be_verb(token.text)):
            retag(i, "VBZ" if token.tag == "NNS" else "VBP")
    if not any(t.tag in _FINITE_VERB for t in fixed):
        for i, token in enumerate(fixed[1:], start=1):
            if token.tag == "NNS" and fixed[i - 1].tag in ("NN", "NNP", "CD") and can_be_verb(token.text):
                retag(i, "VBZ")
                break
    return fixed


def _subject_and_verb(subject: Token, verb: Token) -> bool:
    """A singular noun before a verb in -s ("inference spoils"), or a plural one before a bare verb
    ("revels delight")."""
    return (subject.tag in ("NN", "NNP") and verb.tag == "NNS") or (subject.tag in ("NNS", "NNPS") and verb.tag == "NN")


def _starts_object(token: Token) -> bool:
    return token.tag in _AFTER_VERB or token.text.lower() in DETERMINATIVES


def can_be_verb(word: str) -> bool:
    return "VERB" in _all_lemmas(word.lower())


def can_be_noun(word: str) -> bool:
    lemmas = _all_lemmas(word.lower())
    return "NOUN" in lemmas or "PROPN" in lemmas or not lemmas


def fold(word: str) -> str:
    """The key of a word: lower case, and singular when it is a plural noun ("Analyses" -> "analysis",
    "news" stays, "CNNs" -> "cnn")."""
    lower = word.lower()
    if len(word) > 2 and word.endswith("s") and word[:-1].isupper() and word[:-1].isalpha():
        return lower[:-1]
    if not lower.isalpha() or len(lower) <= 3:
        return lower
    return _noun_lemma(lower)


def label_key(text: str) -> str:
    """What two phrases share when they name the same thing: folded words without punctuation,
    possessives or articles ("The IP Indemnities" -> "ip indemnity", "CNNs" -> "cnn")."""
    text = re.sub(r"['’][sS]\b", "", text)
    words = re.findall(r"[A-Za-z0-9]+(?:\.[0-9]+)*", text)
    return " ".join(fold(w) for w in words if w.lower() not in ("the", "a", "an"))


@lru_cache(maxsize=200_000)
def _noun_lemma(lower: str) -> str:
    from lemminflect import getLemma

    lemma = getLemma(lower, upos="NOUN", lemmatize_oov=False)
    return lemma[0].lower() if lemma and lemma[0] else lower


@lru_cache(maxsize=200_000)
def _all_lemmas(lower: str) -> dict[str, tuple[str, ...]]:
    from lemminflect import getAllLemmas

    return dict(getAllLemmas(lower))


def content_words(tokens: Sequence[Token]) -> list[Token]:
    return [t for t in tokens if t.tag in CONTENT_TAGS and t.is_word]


@lru_cache(maxsize=1)
def _parser():  # type: ignore[no-untyped-def]
    from textblob.en import parser

    return parser


@lru_cache(maxsize=1)
def _lexicon() -> dict[str, str]:
    from textblob.en import lexicon

    lexicon.load()
    return dict(lexicon)


# --- noun phrases -------------------------------------------------------------------------------------
MAX_PHRASE_TOKENS = 5
# Determinatives the tagger calls adjectives or nouns ("such cases", "many souls", "the latter"): they
# say how many or which, not what, so a phrase never starts with one. A closed grammatical class
# (Huddleston & Pullum's determinatives), not a vocabulary list.
DETERMINATIVES = frozenset("""
such many much few several other another same own more most less least various certain enough whole
half latter former each every either neither both all any some no
different numerous considerable particular additional
""".split())
_MODIFIER_TAGS = NOUN_TAGS | ADJECTIVE_TAGS | {"VBG", "VBN"}


@dataclass(frozen=True)
class Phrase:
    """A noun phrase of a sentence: tokens[first:last+1] of it, a verbatim slice of the text."""

    start: int
    end: int
    surface: str
    key: str  # what counts as the same phrase: folded words joined by spaces
    words: int
    head: str  # the folded head noun
    proper: bool  # every word capitalised (a name: "Caldmere Health Systems", "Kant")
    compound: bool = False  # two noun phrases joined by a preposition ("freedom of the will")
    after_preposition: bool = False  # the object of a preposition, so never a clause's subject


def noun_phrases(text: str, tokens: Sequence[Token]) -> list[Phrase]:
    """Maximal runs of adjectives, participles and nouns that end in a noun, without the determiners,
    numbers and possessives around them; a capitalised noun keeps the number or letter after it
    ("Clause 14.3", "Annex C"). Runs longer than MAX_PHRASE_TOKENS keep their last words (the head
    is last in English noun phrases)."""
    phrases: list[Phrase] = []
    run: list[Token] = []

    def flush() -> None:
        while run and not run[-1].is_noun:
            run.pop()
        while run and (run[0].tag not in NOUN_TAGS | ADJECTIVE_TAGS | {"VBG"} or run[0].text.lower() in DETERMINATIVES
                       or (run[0].tag == "VBG" and not can_be_noun(run[0].text))):
            run.pop(0)  # "obtaining superior accuracy" is a clause; "computing", "training" can be nouns
        if run:
            phrase = _phrase(text, run[-MAX_PHRASE_TOKENS:])
            if phrase is not None:
                phrases.append(phrase)
        run.clear()

    for token in tokens:
        joined = not run or _adjacent(text, run[-1], token)
        if not joined or token.text.lower() in DETERMINATIVES:
            flush()  # "many" in "revels delight many souls" starts the next phrase
        if token.tag in ("VBN", "VBD") and run and run[-1].is_noun:
            flush()  # "the tender proposed milestone payments": a verb after a noun ends the phrase
        elif token.tag == "VBG" and run and run[-1].is_noun:
            if can_be_noun(token.text):  # "machine learning", "data processing": a noun
                run.append(Token(token.start, token.end, token.text, "NN"))
            else:
                flush()  # "data concerning health": a preposition-like verb ends the phrase
        elif token.tag in _MODIFIER_TAGS and token.is_word:
            run.append(token)
        elif token.tag == "CD" and run and run[-1].is_noun and run[-1].text[:1].isupper():
            run.append(Token(token.start, token.end, token.text, "NNP"))  # an identifier: "Clause 14.3"
            flush()
        else:
            flush()
    flush()
    return _with_context(text, tokens, phrases)


# Prepositions that make one term of two noun phrases: "theory of knowledge", "knowledge by
# acquaintance", "right to privacy", "demand for housing".
COMPOUND_PREPOSITIONS = frozenset({"of", "by", "to", "for"})


def _with_context(text: str, tokens: Sequence[Token], phrases: list[Phrase]) -> list[Phrase]:
    """Marks phrases that follow a preposition, and adds "X of Y" for neighbouring phrases joined by
    one of COMPOUND_PREPOSITIONS (and a determiner): "the essence of a noble soul" -> "essence of a
    noble soul". The extractor keeps such a compound only when the corpus repeats it."""
    index = {t.start: i for i, t in enumerate(tokens)}
    out: list[Phrase] = []
    by_start = {p.start: p for p in phrases}
    for phrase in phrases:
        i = index[phrase.start]
        j = i - 1
        while (j >= 0 and tokens[j].tag in ("DT", "PDT", "PRP$", "CD")) or (
            j >= 0 and tokens[j].text.lower() in DETERMINATIVES
        ):
            j -= 1
        if j >= 0 and tokens[j].tag in ("IN", "TO"):
            phrase = replace(phrase, after_preposition=True)
        out.append(phrase)
        k = index.get(_next_token_start(tokens, index, phrase.end), -1)
        if 0 <= k < len(tokens) and tokens[k].text.lower() in COMPOUND_PREPOSITIONS:
            m = k + 1
            while m < len(tokens) and tokens[m].tag in ("DT", "PRP$"):
                m += 1
            tail = by_start.get(tokens[m].start) if m < len(tokens) else None
            if tail is not None and phrase.words + tail.words <= MAX_PHRASE_TOKENS:
                out.append(
                    Phrase(
                        phrase.start,
                        tail.end,
                        text[phrase.start : tail.end],
                        label_key(text[phrase.start : tail.end]),
                        phrase.words + tail.words,
                        phrase.head,
                        phrase.proper and tail.proper,
                        compound=True,
                        after_preposition=phrase.after_preposition,
                    )
                )
    return out


def _next_token_start(tokens: Sequence[Token], index: dict[int, int], end: int) -> int:
    for token in tokens:
        if token.start >= end:
            return token.start
    return -1


def _adjacent(text: str, left: Token, right: Token) -> bool:
    return text[left.end : right.start].strip() == ""


def _phrase(text: str, tokens: list[Token]) -> Phrase | None:
    head = tokens[-1]
    if len(tokens) == 1 and not _good_single(head):
        return None
    if head.text.islower() and not can_be_noun(head.text):
        return None  # the tagger's guess for a word the lemma tables know only as a verb or adverb
    surface = text[tokens[0].start : head.end]
    key = label_key(surface)
    proper = all(t.text[:1].isupper() or t.text[:1].isdigit() for t in tokens)
    return Phrase(tokens[0].start, head.end, surface, key, len(tokens), fold(head.text), proper)


def _good_single(token: Token) -> bool:
    word = token.text
    if word.isupper():
        return len(word) >= 2  # an acronym
    if len(word) < 3 or not word.isalpha():
        return False
    # Indefinite pronouns are tagged as nouns: "something", "anyone", "nobody".
    lower = word.lower()
    return not (lower.startswith(("some", "any", "every", "no")) and lower.endswith(("thing", "one", "body")))


def known_word(word: str) -> bool:
    """The lexicon knows the word (in any case)."""
    lexicon = _lexicon()
    return word in lexicon or word.lower() in lexicon
