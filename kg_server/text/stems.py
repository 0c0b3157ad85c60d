"""Stems: word forms folded together ("invoices", "invoice" -> "invoic"), for the rules that compare
wordings rather than search them (the contradiction finder, the check that evidence mentions what it
supports)."""

from __future__ import annotations

import re
from functools import lru_cache

import snowballstemmer

from .words import STOP_WORDS

_STEMMER = snowballstemmer.stemmer("english")
# A word, or a number with its decimals, thousands and percent sign ("99.9%", "4,315,000", "0.3").
CONTENT = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*|\d+(?:[.,]\d+)*%?")
NUMBER = re.compile(r"\d")


@lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    """The Snowball stem of a word, so word forms match: 'achieves', 'achieved' -> 'achiev'."""
    word = word.lower().replace("’", "'")
    if word.endswith("'s"):
        word = word[:-2]
    return str(_STEMMER.stemWord(word.strip("'")))


def content_stems(text: str) -> list[str]:
    """The stems of a text's content words, in order: stop words left out, numbers kept as written
    (they are what tells "30 days" from "60 days")."""
    return [word if NUMBER.match(word) else stem(word) for word in CONTENT.findall(text)
            if word.lower() not in STOP_WORDS]
