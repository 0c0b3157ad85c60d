"""Words: the one rule for the words of a text and of a question, the stop words, full-text queries,
ids made from labels, and "did you mean" suggestions.

`query_words` is how every feature reads a caller's question: the search excerpt, the quotes trimmed
to a token budget, scout's choice of quote and the LLM rater's prompt all look for the same words.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable, Sequence
from functools import lru_cache

WORD = re.compile(r"\w+", re.UNICODE)
# Lucene's standard tokenizer keeps "15.2", "2,000,000" and "party's" as single tokens; so do we.
TERM = re.compile(r"\w+(?:[.,'’]\w+)*", re.UNICODE)
MAX_TERMS = 32

# Function words: they carry no topic of their own, so no question is about them and no conflict is
# found by them (the contradiction finder's content words leave them out too).
STOP_WORDS = frozenset("""
a about above across after again against all along also although am among an and another any anyone
anything are around as at be because been before being below between both but by did do does doing
done down during each either else even ever every few for from further had has have having he her here
hers him his how i if in into is it its itself just let like me more most my near nor now of off on
once one only onto or other our ours out over own per perhaps quite rather same she since so some such
than that the their theirs them then there therefore these they this those though through thus to too
toward towards under upon us very via was we were what whatever when where whereas whether which while
who whom whose why with within without yet you your yours e.g i.e etc its it's we'll we've
""".split())


def words(text: str) -> list[str]:
    """The words of a text, lower case, in order (letters and digits of any script)."""
    return [word.lower() for word in WORD.findall(text)]


@lru_cache(maxsize=1024)
def query_words(text: str) -> frozenset[str]:
    """The words a question is about: its words (ids split at '-'), lower case, without stop words and
    single letters."""
    return frozenset(w for w in words(text.replace("-", " ")) if len(w) > 1 and w not in STOP_WORDS)


def words_of(texts: Iterable[str]) -> frozenset[str]:
    """The words several texts are about (every text argument of a request)."""
    found: set[str] = set()
    for text in texts:
        found |= query_words(text)
    return frozenset(found)


def lucene_query(text: str) -> str | None:
    """A Lucene query that can never be a syntax error, from whatever the user typed.

    Words are kept (letters and digits of any script), everything else is dropped, so `AND (foo`,
    quotes, `title:x` and `*` are all just words or nothing. The words are OR-ed, and the whole
    phrase is added with a boost so exact wordings rank first. None when no word is left.
    """
    terms = [w.lower() for w in TERM.findall(text)][:MAX_TERMS]
    if not terms:
        return None
    quoted = [f'"{w}"' for w in terms]  # quoting makes AND/OR/NOT plain terms too
    if len(terms) == 1:
        return quoted[0]
    return f'"{" ".join(terms)}"^4 OR ' + " OR ".join(quoted)


def squash(text: str) -> str:
    """Runs of whitespace (line breaks included) as one space, ends stripped."""
    return " ".join(text.split())


def slug(label: str) -> str:
    """A readable concept id: 'Clause 9.4 (IP)' -> 'clause-9-4-ip'."""
    parts = [w for w in re.findall(r"[a-z0-9]+", label.lower().replace("'s", "")) if w not in ("the", "a", "an")]
    return "-".join(parts)[:80].strip("-") or "concept"


def closest(word: str, candidates: Sequence[str], *, limit: int = 5) -> list[str]:
    """Up to `limit` candidates most like `word` (for 'did you mean' in error messages)."""
    lowered = {c.lower(): c for c in candidates}
    needle = word.lower().strip()
    containing = [c for lc, c in lowered.items() if needle and needle in lc]
    similar = [lowered[r] for r in difflib.get_close_matches(needle, list(lowered), n=limit, cutoff=0.5)]
    ordered = similar + [c for c in containing if c not in similar]
    return ordered[:limit]


def fold(text: str) -> str:
    """Case and accents folded, words joined by single spaces: how two spellings of one name compare
    ("André de Toth" = "Andre de toth")."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return " ".join(re.findall(r"\w+", plain.casefold()))
