"""Which statements of a corpus conflict: the rules of the contradiction finder, pure and testable.

Two stages of the finder, over the corpus's statements (`statements.py`):

1. `candidate_pairs`, blocking: two statements are compared only when they come from different
   documents, their paragraphs share a concept, and each carries something that can conflict with the
   other's (values of one kind, a limit, a negated clause, an obligation). A concept of more than
   `MAX_BLOCK` such statements is too common to say that two statements talk about the same thing, and
   blocks nothing. Two statements that both speak in the first person ("we", "our") are not compared:
   two documents' authors each speak for themselves.
2. `find_conflicts`, the rules: the two statements' content words must be alike (cosine of
   IDF-weighted stems at least `MIN_SIMILARITY`), then:
   - amount: values of one kind (money, percentage, duration, date, time) with none in common, of
     the same thing: the words around the two values are alike (`SAME_ATTRIBUTE`, nearer words
     weigh more) and their nearest qualifiers do not differ on both sides ("signature date" against
     "start date"), or the two clauses state the same duty ("must deposit the source code"). Values
     that describe who or when a text is about rather than assert a term are left out (`_setting`):
     an age ("women aged 40-49"), a follow-up's length, an end of a span ("between February 1990 and November
     1996", "from
     2% to 33%"; a window of times of day is compared), a share of a count ("1,524 (72%)"). Two
     studies' cohorts, enrolment windows and results differ without contradicting each other;
   - limit: one says there is none ("uncapped", "not subject to any limit") where the other caps the
     same thing, or both cap the same thing with values of different kinds (150% of the contract
     value against twelve months of charges);
   - negation: a clause of one is the other's negated (`SIMILAR_CLAUSE`), neither being a condition
     ("must not X without Y" is a requirement, not a denial), and the other names what the negated
     clause denies it of (its words before the negator: "the tenant [may not keep pets]"); a clause
     the negator opens ("no serious adverse events were observed") or that only contrasts ("but not
     Th1 clones") reports an absence in its own setting, not a denial of the other's statement;
   - obligation: the same duty (`SIMILAR_CLAUSE` without the parties) borne by another party.

Two documents must also be about the same matter (`related_documents`): a tender, its contract and the
emails about them use the same words throughout, while two abstracts reporting "mortality rates" are two
studies that share only the measure, and two studies' figures differ without contradicting each other.

Each conflict comes with both sides (the statement and the phrase that conflicts), the concept the
two talk about, and a confidence: the rule's strength scaled by the similarity of the two statements,
a little higher across folders.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from kg_server.text.stems import content_stems

from .sentences import FUNCTION_WORDS, Amount, Clause, Value, values
from .statements import MIN_WORDS, Statement, Statements, cosine

MAX_BLOCK = 200  # statements one concept may block together; more and it is too common to mean "same thing"
MAX_VALUES = 3  # a sentence with more values of one kind is a table or a list of results, not one claim
KINDS = ("money", "percent", "duration", "date", "time")
SAME_PARAGRAPH_TOPIC = 0.3  # below this, a concept shared by the paragraphs only is not enough
MIN_SIMILARITY = 0.2  # cosine of IDF-weighted content words below which two sentences are not compared
SAME_ATTRIBUTE = 0.4  # cosine of the words around two values for them to be values of the same thing
SAME_DUTY = 0.3  # ... enough when the two clauses have the same action ("must deposit the source code")
SIMILAR_LIMIT = 0.3  # sentence cosine for the limit rule
SAME_LIMITED = 0.8  # share of one limited thing's words the other names, for limits of different kinds
SIMILAR_CLAUSE = 0.45  # clause cosine for negation and obligation
SAME_MATTER = 0.12  # cosine of two documents' words below which they are not about the same matter


@dataclass(frozen=True)
class Side:
    statement: Statement
    position: tuple[Any, ...]  # what this side asserts, comparable across statements
    phrase: str  # the verbatim words that assert it


@dataclass(frozen=True)
class Conflict:
    rule: str  # amount | limit | negation | obligation
    topic: str  # concept_id of the shared concept the two sentences talk about
    a: Side
    b: Side
    similarity: float
    confidence: float


# --- blocking ----------------------------------------------------------------------------------------
def _signals(s: Statement) -> set[str]:
    """What a statement could conflict on: values of a kind, a limit, a negated or an affirmed clause,
    an obligation. A reported measurement (with an interval, a test, a mean...) is a study's result;
    results of different studies differ without contradicting each other, so it is not compared."""
    r = s.reading
    if r.measurement:
        return set()
    found = {f"value:{kind}" for kind, n in Counter(a.value.kind for a in r.amounts).items() if n <= MAX_VALUES}
    if r.unbounded or r.bounds:
        found.add("limit")
    if any(c.negated and not c.conditional for c in r.clauses):
        found.add("negated")
    if any(not c.negated and len(c.stems) >= MIN_WORDS for c in r.clauses):
        found.add("affirmed")
    if any(c.modality == "obligation" and c.party for c in r.clauses):
        found.add("obligation")
    return found


def candidate_pairs(found: Statements) -> list[tuple[Statement, Statement]]:
    """Pairs of statements of different documents whose paragraphs share a concept and that could
    conflict on something: blocks are (concept, signal); a concept around more than `MAX_BLOCK`
    statements is too common to say that two statements talk about the same thing. A negated
    clause meets only the affirming statements that contain what it negates ("may not [keep pets]")."""
    common = {c for c, n in Counter(c for s in found for c in s.around).items() if n > MAX_BLOCK}
    block: dict[tuple[str, str], list[Statement]] = defaultdict(list)
    for s in found:
        for signal in _signals(s):
            for concept in s.around - common:
                block[(concept, signal)].append(s)
    pairs: set[tuple[int, int]] = set()

    def add(a: Statement, b: Statement) -> None:
        if a.document != b.document:
            pairs.add((a.index, b.index) if a.index < b.index else (b.index, a.index))

    for (concept, signal), members in block.items():
        if len(members) > MAX_BLOCK or signal == "affirmed":
            continue
        if signal == "negated":
            affirmed = block.get((concept, "affirmed"), [])
            if len(affirmed) > MAX_BLOCK:
                continue
            having: dict[str, list[Statement]] = defaultdict(list)
            for b in affirmed:
                for word in set(b.reading.stems):
                    having[word].append(b)
            for a in members:
                for scope in {c.scope for c in a.reading.clauses if c.negated and not c.conditional and c.scope}:
                    for b in having.get(scope[0], []):
                        if all(w in b.weights for w in scope):
                            add(a, b)
            continue
        for i, a in enumerate(members):
            for b in members[i + 1 :]:
                add(a, b)
    by_index = {s.index: s for s in found}
    return [(by_index[i], by_index[j]) for i, j in sorted(pairs)
            if not (by_index[i].reading.first_person and by_index[j].reading.first_person)]


# --- rules -------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Found:
    rule: str
    a: Side
    b: Side
    strength: float  # how sure the rule itself is, before similarity


def find_conflicts(found: Statements, pairs: Sequence[tuple[Statement, Statement]]) -> list[Conflict]:
    """Every conflict between two statements of the candidate pairs, most confident first."""
    vocabulary: dict[str, set[str]] = defaultdict(set)  # document -> every stem it uses
    for s in found:
        vocabulary[s.document].update(s.reading.stems)
    related = related_documents(found)
    conflicts = []
    for a, b in pairs:
        sim = cosine(a.weights, b.weights)
        if sim < MIN_SIMILARITY or (sim < SAME_PARAGRAPH_TOPIC and not a.concepts & b.concepts):
            continue  # worded apart: then the two sentences themselves must name a concept in common
        if related(a.document, b.document) < SAME_MATTER:
            continue
        # What the two talk about: the rarest concept both sentences name, else both paragraphs.
        topic = min(a.concepts & b.concepts or a.around & b.around, key=lambda c: (found.frequency[c], c))
        bonus = 0.05 if a.topic != b.topic else 0.0  # different folders: where conflicts usually are
        for hit in _rules(a, b, sim, found.idf, vocabulary):
            confidence = round(min(0.95, hit.strength * (0.6 + 0.4 * sim) + bonus), 3)
            conflicts.append(Conflict(hit.rule, topic, hit.a, hit.b, round(sim, 3), confidence))
    conflicts.sort(key=lambda c: (-c.confidence, c.a.statement.index, c.b.statement.index, c.rule))
    return conflicts


def related_documents(found: Statements) -> Callable[[str, str], float]:
    """How much two documents are about the same matter: the cosine of their vocabularies, each word
    weighted by how few documents use it. Conflicting values, limits or denials are a contradiction
    only between documents about one matter (a tender and the contract it became share the parties,
    the clauses, the service's words); documents that share only a topic's generic words (two
    studies' abstracts that both report a mortality rate) are two matters, whose figures differ
    without contradicting each other. Word-based rather than concept-based, so that it does not
    depend on the extractor; computed once per pair of documents."""
    words: dict[str, set[str]] = defaultdict(set)
    for s in found:
        words[s.document].update(s.weights)
    used = Counter(w for vocabulary in words.values() for w in vocabulary)

    @cache
    def vector(document: str) -> dict[str, float]:  # only the documents of pairs the rules reach
        return {w: math.log(1 + len(words) / used[w]) for w in words.get(document, ())}

    @cache
    def measure(one: str, other: str) -> float:
        return cosine(vector(one), vector(other))

    return lambda one, other: measure(*sorted((one, other)))


def _rules(a: Statement, b: Statement, sim: float, idf: dict[str, float],
           vocabulary: dict[str, set[str]]) -> list[_Found]:
    hits = _amounts(a, b, idf)
    limit = None if hits else _limit(a, b, sim, idf)
    if limit:
        hits.append(limit)
    if any(x.value.same(y.value) for x in a.reading.amounts for y in b.reading.amounts) and not hits:
        return hits  # the same figures, nothing against them: two statements of one term
    negation = _negation(a, b, idf)
    if negation:
        hits.append(negation)
    obligation = _obligation(a, b, idf, vocabulary)
    if obligation:
        hits.append(obligation)
    return hits


def _amounts(a: Statement, b: Statement, idf: dict[str, float]) -> list[_Found]:
    """Values of one kind with none in common, where the two say what they are the value of alike."""
    hits = []
    dated = any(m.value.kind == "date" for m in a.reading.amounts + b.reading.amounts)
    for kind in KINDS:
        xs = [m for m in a.reading.amounts if m.value.kind == kind and not _setting(a.reading.text, m)]
        ys = [m for m in b.reading.amounts if m.value.kind == kind and not _setting(b.reading.text, m)]
        if not xs or not ys or len(xs) > MAX_VALUES or len(ys) > MAX_VALUES or (kind == "time" and dated):
            continue  # a time beside a date belongs to it: the dates decide
        if any(x.value.same(y.value) for x in xs for y in ys):
            continue  # a value in common: they agree on it, or one restates the other's
        same = [(score, x, y) for x in xs for y in ys
                if _same_attribute(a, b, x, y, score := _context_similarity(x, y, idf))]
        if same:  # the pair shown: the one whose words agree best
            _, x, y = max(same, key=lambda t: (t[0], -t[1].value.start, -t[2].value.start))
            hits.append(_Found("amount", _amount_side(a, x), _amount_side(b, y), 1.0))
    return hits


_JOIN = re.compile(r",?\s*(?:-|–|—|to|and|through|until)\s*", re.I)
_AGE_BEFORE = re.compile(r"\b(?:aged?|ages|older than|younger than)\s+(?:\d+(?:\.\d+)?\s*(?:-|–|—|to)\s*)?$", re.I)
_AGE_AFTER = re.compile(r"^\s*-?\s*(?:of age|old)\b", re.I)
# A bare number or year opening a span whose unit is written once, after its end: "20 to 27 weeks",
# "from 12.2 to 17.9%", "MEDLINE (1946-August 2013)".
_BARE_START = re.compile(r"(?:^|[\s(])(\d+(?:\.\d+)?)\s*(?:-|–|—|to)\s*$")
_CHANGED = re.compile(
    r"\b(?:mov|chang|extend|increas|reduc|rais|lower|postpon|delay|brought|bring|shift)\w*\b[^.;]*\bfrom\s*$", re.I
)
_SHARE_OF_COUNT = re.compile(r"\d\s*\(\s*$")  # "1,524 (72%)"


def _setting(text: str, amount: Amount) -> bool:
    """Does this value describe who or when the text is about rather than a term it states: an age, a
    follow-up's length, an end of a span (a window of times of day is the term itself), a percentage in brackets after a
    count? Those differ between two texts about different people or periods."""
    v = amount.value
    before, after = text[max(0, v.start - 40) : v.start], text[v.end : v.end + 40]
    if v.kind == "duration" and (_AGE_BEFORE.search(before) or _AGE_AFTER.match(after)
                                 or "follow" in amount.left | amount.right):
        return True  # an age, or how long a study followed its people
    if v.kind == "time":
        return False
    # Two values of one kind joined by "to", "and", a dash: a span, unless the first was changed into
    # the second ("moved from 1 October 2026 to 5 January 2027": the reading keeps the second alone).
    for o in _all_values(text):
        if o.kind != v.kind or (o.start, o.end) == (v.start, v.end):
            continue
        first, second = (o, v) if o.end <= v.start else (v, o)
        if _JOIN.fullmatch(text[first.end : second.start]) and not _CHANGED.search(
            text[max(0, first.start - 40) : first.start]
        ):
            return True
    bare = _BARE_START.search(before) if v.kind in ("percent", "duration", "date") else None
    if (
        bare
        and (v.kind != "date" or len(bare.group(1)) == 4)
        and not any(w.start <= v.start - len(before) + bare.start(1) < w.end for w in _all_values(text))
    ):
        return True  # the number is not a value of its own ("1 October 2026 to" is a date moved)
    return v.kind == "percent" and bool(_SHARE_OF_COUNT.search(before))


@lru_cache(maxsize=4096)
def _all_values(text: str) -> tuple[Value, ...]:
    """Every value written in a sentence, asserted or not."""
    return tuple(values(text))


def _same_attribute(a: Statement, b: Statement, x: Amount, y: Amount, score: float) -> bool:
    """Are x (of a) and y (of b) values of the same thing?

    - the same duty with a different amount: both clauses have the same action after their modal
      ("must deposit the source code within 30 days", "shall deposit the source code within 60 days");
    - or the words around the two values are alike, the nearest ones included, and each value's
      nearest qualifiers are not words the other sentence lacks on both sides at once ("contract
      signature date: 31 March" against "contract start date: 1 April" are two different dates)."""
    if len(set(x.action) & set(y.action)) >= 2 and score >= SAME_DUTY:
        return True
    if score < SAME_ATTRIBUTE or not (x.left & y.left or x.right & y.right):
        return False
    own_a = x.left - set(b.reading.stems)
    own_b = y.left - set(a.reading.stems)
    return not (own_a and own_b)


def _amount_side(s: Statement, amount: Amount) -> Side:
    v = amount.value
    return Side(s, ("amount", v.kind, v.unit, round(v.amount, 6)), _phrase_around(s.text, v.start, v.end))


def _limit(a: Statement, b: Statement, sim: float, idf: dict[str, float]) -> _Found | None:
    """No limit against a limit, or limits of different kinds on the same thing."""
    if sim < SIMILAR_LIMIT:
        return None
    if any(x.value.same(y.value) for x in a.reading.amounts for y in b.reading.amounts):
        return None  # an amount in common: they agree on it
    for x, y in ((a, b), (b, a)):
        rx, ry = x.reading, y.reading
        if rx.unbounded and not rx.caps and ry.caps and not ry.unbounded:
            named = {w for m in ry.caps for w in m.limited | {c for c, _ in m.context}}
            if not rx.unbounded_limited & named:
                continue
            first = Side(x, ("limit", "none"), _phrase_around(x.text, *rx.unbounded))
            bound = ry.caps[0]
            second = Side(y, ("limit", bound.value.kind, bound.value.unit, round(bound.value.amount, 6)),
                          _phrase_around(y.text, bound.value.start, bound.value.end))
            return _Found("limit", *((first, second) if x is a else (second, first)), 0.95)
    ra, rb = a.reading, b.reading
    if ra.bounds and rb.bounds and not ra.unbounded and not rb.unbounded:
        if {m.value.kind for m in ra.bounds} & {m.value.kind for m in rb.bounds}:
            return None  # same kind: the amount rule compares them
        scored = [(_containment(m.limited, n.limited, idf), m, n) for m in ra.bounds for n in rb.bounds
                  if m.bound == n.bound]
        if not scored:
            return None
        score, m, n = max(scored, key=lambda t: (t[0], -t[1].value.start, -t[2].value.start))
        if score >= SAME_LIMITED:
            return _Found("limit", _amount_side(a, m), _amount_side(b, n), 0.9)
    return None


def _negation(a: Statement, b: Statement, idf: dict[str, float]) -> _Found | None:
    """A clause of one denies what a clause of the other affirms: the words the negator governs ("may
    not [keep pets]") are in the other clause, and the two clauses are alike."""
    best: tuple[float, Clause, Clause] | None = None
    for ca in a.reading.clauses:
        for cb in b.reading.clauses:
            if ca.negated == cb.negated or ca.conditional or cb.conditional:
                continue
            no, yes = (ca, cb) if ca.negated else (cb, ca)
            if len(no.scope) < 2 or len(yes.stems) < MIN_WORDS or len(no.stems) < MIN_WORDS:
                continue
            if not set(no.scope) <= yes.stems:
                continue
            subject = _subject(a.text if no is ca else b.text, no)
            if not subject or not subject <= yes.stems:
                continue  # "no serious adverse events were observed", "but not X": absent somewhere, of something else
            score = cosine(_weighted(ca.stems, idf), _weighted(cb.stems, idf))
            if score >= SIMILAR_CLAUSE and (best is None or score > best[0]):
                best = (score, ca, cb)
    if best is None:
        return None
    _, ca, cb = best
    return _Found("negation", Side(a, ("negation", ca.negated), _clause_phrase(a.text, ca)),
                  Side(b, ("negation", cb.negated), _clause_phrase(b.text, cb)), 0.85)


def _subject(text: str, clause: Clause) -> frozenset[str]:
    """What a negated clause denies something of: its content words before the negator ("the tenant
    [may not keep pets]"); none when the negator opens it ("no adverse events were seen") or the clause
    only contrasts ("..., but not Th1 clones")."""
    return frozenset(content_stems(text[clause.start : clause.cue])) & clause.stems


def _obligation(a: Statement, b: Statement, idf: dict[str, float], vocabulary: dict[str, set[str]]) -> _Found | None:
    """The same duty borne by different parties: the clauses are alike without their parties, and
    the parties differ while each document knows both (a lease and a tenant's letter both speak of
    the tenant and the landlord; "Tenderers must" and "the Supplier shall" are one party named twice)."""
    for ca in a.reading.clauses:
        for cb in b.reading.clauses:
            if ca.modality != "obligation" or cb.modality != "obligation" or ca.negated or cb.negated:
                continue
            if not ca.party or not cb.party or ca.party == cb.party:
                continue
            if cb.party not in vocabulary[a.document] or ca.party not in vocabulary[b.document]:
                continue
            duty_a, duty_b = ca.stems - {ca.party, cb.party}, cb.stems - {ca.party, cb.party}
            if len(duty_a) < 2 or len(duty_b) < 2:
                continue
            if cosine(_weighted(duty_a, idf), _weighted(duty_b, idf)) >= SIMILAR_CLAUSE:
                return _Found("obligation", Side(a, ("obligation", ca.party), _clause_phrase(a.text, ca)),
                              Side(b, ("obligation", cb.party), _clause_phrase(b.text, cb)), 0.8)
    return None


NEAR = 3.0  # words this far from a value count half as much as the word next to it


def _context_similarity(x: Amount, y: Amount, idf: dict[str, float]) -> float:
    """Cosine of the words around two values, each weighted by IDF and by nearness to its value: of
    the whole clauses, or of the words before the values alone (what a value is of is usually named
    before it: "the tenancy starts on 1 March", whatever follows), whichever is higher."""
    def vector(amount: Amount, before_only: bool) -> dict[str, float]:
        return {w: idf.get(w, 1.0) * NEAR / (NEAR + abs(d) - 1) for w, d in amount.context if d < 0 or not before_only}

    return max(cosine(vector(x, False), vector(y, False)), cosine(vector(x, True), vector(y, True)))


def _weighted(words: Iterable[str], idf: dict[str, float]) -> dict[str, float]:
    """A word set as a vector of corpus IDF weights (words the corpus's statements never use weigh 1)."""
    return {w: idf.get(w, 1.0) for w in words}


def _containment(a: frozenset[str], b: frozenset[str], idf: dict[str, float], *, of_first: bool = False) -> float:
    """How much of the smaller word set (or of `a`) the other contains, by IDF weight."""
    small, large = (a, b) if of_first or sum(idf.get(w, 1.0) for w in a) <= sum(idf.get(w, 1.0) for w in b) else (b, a)
    total = sum(idf.get(w, 1.0) for w in small)
    return sum(idf.get(w, 1.0) for w in small if w in large) / total if total else 0.0


_WORDS_AROUND = 4


def _phrase_around(text: str, start: int, end: int) -> str:
    """The words around a span, within its clause: 'undisputed invoice within 30 days of receipt'."""
    left = re.split(r"[;:,()]\s", text[:start])[-1]
    right = re.split(r"[;:,()]\s|[.;:,]$", text[end:])[0]
    before = left.split()[-_WORDS_AROUND:] if left.strip() else []
    after = right.split()[:3] if right.strip() else []
    while before and _bare(before[0]):
        before.pop(0)
    while after and _bare(after[-1]):
        after.pop()
    return " ".join([*before, text[start:end], *after]).strip(" .,;:\"'")


def _clause_phrase(text: str, clause: Clause) -> str:
    words = text[clause.start : clause.end].strip(" ,;:-").split()
    at = len(text[clause.start : clause.cue].split())
    chosen = words[max(0, at - 3) : at + 7]
    while chosen and _bare(chosen[-1]):
        chosen.pop()
    return " ".join(chosen).strip(" .,;:\"'")


def _bare(word: str) -> bool:
    """A word a phrase should not begin or end with: 'and', 'the', 'of', a dash."""
    return word.strip(".,;:()\"'").lower() in FUNCTION_WORDS or not any(ch.isalnum() for ch in word)
