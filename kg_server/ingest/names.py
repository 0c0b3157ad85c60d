"""Proper names, kept whole: what lets a concept bridge two documents.

Questions that need two paragraphs turn on names (people, places, works, organisations) mentioned in
one paragraph and described in another: "directed by Douglas Sirk" here, "Douglas Sirk (1897-1987) was
a German film director" there. The noun-phrase ranking keeps a paragraph's few most central phrases,
and names in passing rarely rank; so the offline extractor also keeps every name of two or more
capitalised words, and a document's title as the name of its subject. Names link by their exact
wording only (never by vector similarity: "Charles James Mathew" and "Sir James Charles Mathew" are
son and father), with two safe variants as aliases: without a leading honorific ("Sir", "King"), and
the full form a document's first sentence gives its title ("Henri Anatole Coudreau" for "Henri
Coudreau"). A surname alone is never a name here, so people who share one stay apart.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kg_server.text import fold

MAX_NAMES_PER_PARAGRAPH = 12
MAX_NAME_WORDS = 6
# Lower-case words that may sit inside a name: "Wonjong of Goryeo", "André de Toth", "Eduard von Winterstein".
_JOINERS = r"(?:of|de|du|da|di|del|della|der|den|von|van|la|le|al|bin|ibn|y|the)"
# A capitalised word, or an initial ("Robert A. Stemmle"); a full stop ends a name, so no name runs
# from one sentence into the next.
_CAPITAL = r"(?:[A-Z]\.|[A-Z\u00C0-\u00DE][\w'’\-]*)"
_NAME = re.compile(rf"{_CAPITAL}(?:\s+(?:{_JOINERS}\s+)*{_CAPITAL})+")
# Words that open a sentence or a clause in capitals without being part of the name after them.
_OPENERS = frozenset("""a an the this that these those his her its their our my your in on at by for from to of
with as after before during when while since until although though but and or if it he she they we i there
here born later early during also other another some many most several each every no not one two three
according despite following throughout under upon""".split())
HONORIFICS = frozenset("""sir dame lord lady king queen prince princess emperor empress duke duchess count
countess earl baron baroness saint st st. dr dr. mr mr. mrs mrs. ms ms. rev rev. reverend pope general
colonel captain major admiral president senator judge justice professor prof prof. father brother sister
bishop archbishop cardinal sheikh sultan tsar czar""".split())


@dataclass(frozen=True)
class Name:
    start: int
    end: int
    surface: str
    aliases: tuple[str, ...] = ()  # the same name without its honorific


def names_in(text: str, start: int = 0, end: int | None = None) -> list[Name]:
    """The proper names of two or more capitalised words in text[start:end], in order, each once."""
    found: dict[str, Name] = {}
    for match in _NAME.finditer(text, start, len(text) if end is None else end):
        words = match.group().split()
        offset = match.start()
        while words and words[0].casefold() in _OPENERS:  # "The", "In", ... opening a sentence
            offset = text.index(words[1], offset + len(words[0])) if len(words) > 1 else match.end()
            words = words[1:]
        while words and words[-1].casefold() in _OPENERS:
            words = words[:-1]
        if len([w for w in words if w[:1].isupper()]) < 2 or len(words) > MAX_NAME_WORDS:
            continue
        surface = text[offset:text.index(words[-1], offset) + len(words[-1])]
        bare = words[1:] if words[0].casefold() in HONORIFICS else []
        aliases = (" ".join(bare),) if len([w for w in bare if w[:1].isupper()]) >= 2 else ()
        key = fold(surface)
        if key not in found:
            found[key] = Name(offset, offset + len(surface), surface, aliases)
    return list(found.values())[:MAX_NAMES_PER_PARAGRAPH]


def subject_name(title: str, first_sentence: str) -> Name | None:
    """A document's title as the name of what it is about, when its first sentence names it: each of
    the title's words (its parenthesised part aside) is in the sentence. Its alias is the full form
    the sentence gives ("Henri Anatole Coudreau" for the title "Henri Coudreau")."""
    plain = " ".join(re.sub(r"\([^)]*\)", " ", title).split())
    title_words = set(_words(plain))
    if not title_words or not title_words <= set(_words(first_sentence)):
        return None
    aliases: list[str] = []
    if plain == title.strip():  # "Queen Jeongsun (Wonjong)": the bare name is shared by others, so no alias
        for name in names_in(first_sentence):
            if title_words <= set(_words(name.surface)) and fold(name.surface) != fold(plain):
                aliases.append(name.surface)
                aliases.extend(name.aliases)
                break
    return Name(0, 0, title.strip(), tuple(a for a in dict.fromkeys(aliases) if fold(a) != fold(title)))


def _words(text: str) -> list[str]:
    return fold(text).split()
