"""SciERC, read for `kg bench extract`: abstracts as text, gold entities and relations as phrases.

SciERC (Luan et al., EMNLP 2018) is JSON Lines, one abstract per line, as Penn Treebank tokens per
sentence (`-LRB-` is "(", ``` `` ``` and `''` are quotes), entities as `[start, end, type]` with
inclusive token offsets over the whole abstract, relations as `[s1, e1, s2, e2, type]`.

Matching follows the benchmark's definitions: the text of a gold entity is its detokenised span; a
phrase matches it *exactly* when both are equal after lower-casing, removing punctuation and folding
plurals, and *leniently* when at least half of the content words of each side are shared.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from kg_server.errors import InvalidArgument
from kg_server.ingest.language import fold

_PTB = {"-LRB-": "(", "-RRB-": ")", "-LSB-": "[", "-RSB-": "]", "-LCB-": "{", "-RCB-": "}", "``": '"', "''": '"'}
_NO_SPACE_BEFORE = re.compile(r"^(?:[.,;:!?%)\]}]|'s|n't|'re|'ve|'ll|'d|'m)$", re.IGNORECASE)
_NO_SPACE_AFTER = {"(", "[", "{", "$", "£", "€"}
_WORD = re.compile(r"[A-Za-z0-9]+(?:[-'][A-Za-z0-9]+)*")


@dataclass
class GoldDocument:
    key: str
    text: str
    entities: list[str]  # distinct detokenised spans, in order of first appearance
    relations: list[tuple[str, str]] = field(default_factory=list)  # (head entity, tail entity), distinct


def detokenise(tokens: Sequence[str]) -> str:
    out = ""
    opened = False  # the previous token opened a quotation (``)
    for raw in tokens:
        token = _PTB.get(raw, raw)
        glued = _NO_SPACE_BEFORE.match(token) or raw == "''" or opened or (out and out[-1] in _NO_SPACE_AFTER)
        if out and not glued:
            out += " "
        out += token
        opened = raw == "``"
    return out


def read_scierc(path: Path, *, limit: int | None = None) -> list[GoldDocument]:
    documents: list[GoldDocument] = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise InvalidArgument(f"{path}: cannot read it as UTF-8 text ({error})") from None
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        if limit is not None and len(documents) >= limit:
            break
        try:
            record = json.loads(line)
            sentences = record["sentences"]
            tokens = [t for sentence in sentences for t in sentence]
            spans = {(s, e): detokenise(tokens[s : e + 1]) for group in record["ner"] for s, e, *_ in group}
            relations = [(spans[(a, b)], spans[(c, d)]) for group in record["relations"] for a, b, c, d, *_ in group
                         if (a, b) in spans and (c, d) in spans]
        except (ValueError, KeyError, TypeError, IndexError) as error:
            raise InvalidArgument(
                f"{path}:{number}: not a SciERC record ({type(error).__name__}: {error}); expected keys "
                "doc_key, sentences, ner, relations"
            ) from None
        text = " ".join(detokenise(sentence) for sentence in sentences)
        entities = list(dict.fromkeys(spans[k] for k in sorted(spans)))
        documents.append(GoldDocument(str(record.get("doc_key", number)), text, entities,
                                      list(dict.fromkeys(relations))))
    if not documents:
        raise InvalidArgument(f"{path}: no SciERC records found")
    return documents


def looks_like_scierc(path: Path) -> bool:
    if not path.is_file():
        return False
    with path.open(encoding="utf-8", errors="replace") as lines:
        first = next((line for line in lines if line.strip()), "")
    try:
        record = json.loads(first)
    except ValueError:
        return False
    return isinstance(record, dict) and "sentences" in record and "ner" in record


# --- matching -------------------------------------------------------------------------------------
def folded_words(text: str) -> tuple[str, ...]:
    """Lower-cased words without punctuation, plurals folded: what exact matching compares."""
    return tuple(fold(w) for w in _WORD.findall(text.replace("’", "'")))


def content_words(text: str) -> frozenset[str]:
    """Folded words that are not grammar (determiners, prepositions, pronouns, conjunctions...),
    as the tagger's lexicon classes them."""
    closed = _closed_class()
    return frozenset(w for w in folded_words(text) if w not in closed)


@lru_cache(maxsize=1)
def _closed_class() -> frozenset[str]:
    from textblob.en import lexicon

    lexicon.load()
    grammar = {"DT", "IN", "CC", "PRP", "PRP$", "TO", "MD", "WDT", "WP", "WP$", "WRB", "EX", "PDT", "POS", "RP", "UH"}
    return frozenset(w for w, tag in dict(lexicon).items() if w.islower() and tag in grammar)


def matches_exactly(a: str, b: str) -> bool:
    fa = folded_words(a)
    return bool(fa) and fa == folded_words(b)


def matches_leniently(a: str, b: str) -> bool:
    ca, cb = content_words(a), content_words(b)
    if not ca or not cb:
        return matches_exactly(a, b)
    shared = len(ca & cb)
    return shared * 2 >= len(ca) and shared * 2 >= len(cb)


@dataclass
class EntityScores:
    gold: int = 0
    found_exact: int = 0
    found_lenient: int = 0
    phrases: int = 0
    phrases_lenient: int = 0
    phrases_exact: int = 0

    @property
    def recall_exact(self) -> float:
        return self.found_exact / self.gold if self.gold else 0.0

    @property
    def recall_lenient(self) -> float:
        return self.found_lenient / self.gold if self.gold else 0.0

    @property
    def precision_lenient(self) -> float:
        return self.phrases_lenient / self.phrases if self.phrases else 0.0

    @property
    def precision_exact(self) -> float:
        return self.phrases_exact / self.phrases if self.phrases else 0.0


def score_entities(
    gold: Iterable[str], phrases: Iterable[str], scores: EntityScores, *, extra_names: Iterable[str] = ()
) -> None:
    """Add one document's gold entities and extracted phrases (distinct within the document). A gold
    entity may also be found by `extra_names` (aliases), which do not count for precision."""
    gold_list = list(dict.fromkeys(gold))
    phrase_list = list(dict.fromkeys(p for p in phrases if p.strip()))
    names = list(dict.fromkeys([*phrase_list, *(n for n in extra_names if n.strip())]))
    scores.gold += len(gold_list)
    scores.phrases += len(phrase_list)
    for entity in gold_list:
        if any(matches_exactly(entity, p) for p in names):
            scores.found_exact += 1
            scores.found_lenient += 1
        elif any(matches_leniently(entity, p) for p in names):
            scores.found_lenient += 1
    for phrase in phrase_list:
        if any(matches_exactly(phrase, e) for e in gold_list):
            scores.phrases_exact += 1
            scores.phrases_lenient += 1
        elif any(matches_leniently(phrase, e) for e in gold_list):
            scores.phrases_lenient += 1


def relation_found(head: str, tail: str, links: Iterable[tuple[str, str]]) -> bool:
    """An untyped gold relation is found when some link joins a phrase matching one end to a phrase
    matching the other, in either direction."""
    for a, b in links:
        if (matches_leniently(head, a) and matches_leniently(tail, b)) or (
            matches_leniently(head, b) and matches_leniently(tail, a)
        ):
            return True
    return False
