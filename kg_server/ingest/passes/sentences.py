"""What one sentence asserts, as far as plain patterns can tell: for the contradiction finder, which
reads every sentence of the corpus (`statements.py`) before it compares them (`conflicts.py`).

A sentence is read (`read`) into a `Reading`:

- its content words, stemmed ("invoices" and "invoice" are one word), for similarity between sentences;
- its values, typed and normalised: money ("£2 million" = "£2,000,000"), percentages, durations
  ("90 days", "six months", "60-day"), dates ("1 October 2026", "March 2027") and times of day;
  a value under negation ("we will not sign a contract with 60-day terms"), replaced in the same
  sentence ("from 6 February to 20 February", "rather than 60 days") or estimated ("about £6.5m")
  is not asserted and is left out; each kept value comes with the words around it, which say what
  it is the value of;
- its limits: values that are a bound ("not exceed", "capped at", "up to", "at least"), or the
  statement that there is none ("uncapped", "not subject to any limit");
- its clauses, each with a polarity (negated or not; a condition "must not X without Y" and anything
  in a hedged sentence are neither), a modality (obligation, permission), what a negator or modal
  governs ("may not [keep pets]") and, for obligations, the party that bears them ("the tenant is
  responsible for", "the landlord must");
- whether it speaks in the first person and whether it reports a measurement (an interval, a test,
  a mean): both limit what it can be compared with.

Nothing here knows a domain: the word lists are English grammar (negators, modals, units, months).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date
from itertools import pairwise

from kg_server.text import STOP_WORDS
from kg_server.text.stems import stem

# --- words -------------------------------------------------------------------------------------------
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:['’][A-Za-z0-9]+)*|\d+(?:[.,:]\d+)*%?")  # "go-live": "go", "live"

FUNCTION_WORDS = STOP_WORDS  # words that carry no statement of their own

NEGATORS = frozenset("not no never cannot can't won't isn't aren't wasn't weren't doesn't don't didn't "
                     "shan't shouldn't mustn't nor none neither nothing nobody n't".split())
PERMISSION = frozenset("may can could permitted allowed entitled authorised authorized authorisation "
                       "authorization permit permits allow allows".split())
OBLIGATION = frozenset("must shall required obliged obligated responsible liable".split())
MODALS = frozenset("will would should might".split()) | PERMISSION | OBLIGATION
# Negators that belong to a bound, not to the statement: "shall not exceed 5%", "no later than 12:00".
_BOUND_NEGATION = re.compile(
    r"\b(?:not|no)\s+(?:to\s+)?(?:exceed(?:ing)?|more|less|later|earlier|fewer|greater|higher|lower|longer|shorter)\b",
    re.IGNORECASE)


# --- values ------------------------------------------------------------------------------------------
_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "eighteen": 18, "twenty": 20, "thirty": 30, "forty": 40, "forty-five": 45, "fifty": 50, "sixty": 60,
    "ninety": 90, "hundred": 100, "a": 1, "an": 1,
}
_MONTHS = {m: i for i, m in enumerate(
    "january february march april may june july august september october november december".split(), start=1)}
_MONTHS.update({m[:3]: i for m, i in list(_MONTHS.items())})
_MONTHS["sept"] = 9
_DAYS_PER = {"minute": 1 / 1440, "hour": 1 / 24, "day": 1.0, "week": 7.0, "fortnight": 14.0,
             "month": 365 / 12, "quarter": 365 / 4, "year": 365.0}
_SCALE = {"thousand": 1e3, "k": 1e3, "million": 1e6, "m": 1e6, "mn": 1e6, "billion": 1e9, "bn": 1e9}
_CURRENCY = {"£": "GBP", "$": "USD", "€": "EUR", "gbp": "GBP", "usd": "USD", "eur": "EUR",
             "pounds": "GBP", "dollars": "USD", "euros": "EUR"}

_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_WORD_NUM = "|".join(sorted((w for w in _NUMBER_WORDS if len(w) > 2), key=len, reverse=True))
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_UNIT = r"(?:working\s+|business\s+|calendar\s+)?(?:minute|hour|day|week|fortnight|month|quarter|year)s?"

_ANY_NUMBER = re.compile(rf"\d|\b(?:{_WORD_NUM})\b", re.IGNORECASE)
_VALUE = re.compile(
    rf"(?P<money>(?:(?P<cur>[£$€])\s?|(?P<cur3>\b(?:GBP|USD|EUR))\s?)(?P<mnum>{_NUM})"
    rf"(?:\s?(?P<mscale>thousand|million|billion|bn|mn|m|k)\b)?"
    rf"|\b(?P<mnum2>{_NUM})\s?(?P<mscale2>thousand|million|billion)?\s(?P<cur2>pounds|dollars|euros)\b)"
    rf"|(?P<percent>\b(?P<pnum>{_NUM})\s?(?:%|\s?per\s?cent\b|\s?percent\b))"
    rf"|(?P<date>\b(?P<d1>[0-3]?\d)(?:st|nd|rd|th)?\s+(?P<m1>{_MONTH})\.?,?\s+(?P<y1>(?:19|20)\d\d)\b"
    rf"|\b(?P<m2>{_MONTH})\.?\s+(?P<d2>[0-3]?\d)(?:st|nd|rd|th)?,?\s+(?P<y2>(?:19|20)\d\d)\b"
    rf"|\b(?P<m3>{_MONTH})\.?\s+(?P<y3>(?:19|20)\d\d)\b"
    rf"|\b(?P<iy>(?:19|20)\d\d)-(?P<im>[01]\d)-(?P<id>[0-3]\d)\b)"
    rf"|(?P<time>\b(?P<hh>[01]?\d|2[0-3]):(?P<mm>[0-5]\d)\b(?!:\d))"
    rf"|(?P<duration>\b(?P<dnum>{_NUM}|{_WORD_NUM})(?:\s+|-)(?P<unit>{_UNIT})\b(?:['’](?!\w))?)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Value:
    kind: str  # money | percent | duration | date | time
    amount: float  # money in its currency, percent, days, minutes of the day; dates: ordinal day
    unit: str  # currency for money, 'day'/'month'/'year' precision for dates, '' otherwise
    start: int  # character offsets in the sentence
    end: int
    text: str

    def same(self, other: Value) -> bool:
        """The same amount: 12 months = 1 year, £2 million = £2,000,000; a month-precision date equals
        any day of that month."""
        if self.kind != other.kind:
            return False
        if self.kind == "money" and self.unit != other.unit:
            return False
        if self.kind == "date" and self.unit != other.unit:
            coarse, fine = (self, other) if self.unit == "month" else (other, self)
            first = date.fromordinal(int(coarse.amount))
            day = date.fromordinal(int(fine.amount))
            return (first.year, first.month) == (day.year, day.month)
        if self.kind == "duration":
            return abs(self.amount - other.amount) <= 0.03 * max(self.amount, other.amount)
        return abs(self.amount - other.amount) <= 1e-9 * max(1.0, abs(self.amount))


def _number(text: str) -> float | None:
    text = text.lower()
    if text in _NUMBER_WORDS:
        return float(_NUMBER_WORDS[text])
    try:
        return float(text.replace(",", ""))
    except ValueError:
        return None


def _value(match: re.Match[str]) -> Value | None:
    g = match.groupdict()
    kind = match.lastgroup if match.lastgroup in ("money", "percent", "date", "time", "duration") else None
    for name in ("money", "percent", "date", "time", "duration"):
        if g.get(name):
            kind = name
            break
    start, end, text = match.start(), match.end(), match.group()
    if kind == "money":
        number = _number(g["mnum"] or g["mnum2"])
        scale = (g["mscale"] or g["mscale2"] or "").lower()
        currency = _CURRENCY[(g["cur"] or g["cur3"] or g["cur2"] or "").lower()]
        if number is None:
            return None
        return Value("money", number * _SCALE.get(scale, 1.0), currency, start, end, text)
    if kind == "percent":
        number = _number(g["pnum"])
        return None if number is None else Value("percent", number, "", start, end, text)
    if kind == "date":
        try:
            if g["d1"]:
                day, unit = date(int(g["y1"]), _MONTHS[g["m1"].lower()], int(g["d1"])), "day"
            elif g["d2"]:
                day, unit = date(int(g["y2"]), _MONTHS[g["m2"].lower()], int(g["d2"])), "day"
            elif g["m3"]:
                if g["m3"].lower() == "may" and not g["m3"][0].isupper():
                    return None  # "may 2026" in running text is the modal more often than not
                day, unit = date(int(g["y3"]), _MONTHS[g["m3"].lower()], 1), "month"
            else:
                day, unit = date(int(g["iy"]), int(g["im"]), int(g["id"])), "day"
        except ValueError:
            return None
        return Value("date", float(day.toordinal()), unit, start, end, text)
    if kind == "time":
        return Value("time", float(int(g["hh"]) * 60 + int(g["mm"])), "", start, end, text)
    if kind == "duration":
        number = _number(g["dnum"])
        unit = g["unit"].lower().split()[-1].rstrip("s")
        if number is None:
            return None
        return Value("duration", number * _DAYS_PER[unit], "", start, end, text)
    return None


def values(sentence: str) -> list[Value]:
    """Every value of the sentence, in order (asserted or not)."""
    if not _ANY_NUMBER.search(sentence):
        return []  # most sentences: the quick test spares the long pattern
    found = []
    for match in _VALUE.finditer(sentence):
        value = _value(match)
        if value is not None:
            found.append(value)
    return found


# Words earlier in a value's clause that make it a bound rather than the amount itself.
_BOUND_CUE = re.compile(
    r"\b(?P<lower>at\s+least|not\s+less\s+than|no\s+less\s+than|minimum|more\s+than|not\s+fewer\s+than)\b"
    r"|\b(?P<upper>exceed(?:s|ing)?|no\s+more\s+than|not\s+more\s+than|less\s+than|up\s+to|at\s+most|maximum"
    r"|caps?|capped|capping|ceiling|limits?|limited|limiting)\b", re.IGNORECASE)
# "There is no bound": uncapped, unlimited, not subject to any limit or cap, without limit.
_UNBOUNDED = re.compile(
    r"\b(?:uncapped|unlimited|(?:not|never)\s+(?:be\s+)?(?:subject\s+to\s+)?(?:any\s+)?(?:limit|cap)(?:s|ed)?\b"
    r"|no\s+(?:financial\s+)?(?:limit|cap|ceiling)s?\b|without\s+(?:any\s+)?(?:limit|cap|ceiling)s?\b"
    r"|not\s+(?:be\s+)?(?:capped|limited))", re.IGNORECASE)
# An estimate ("about £6.5m", "approximately 40%") is not a term anyone states: it is not compared.
_APPROXIMATE = re.compile(r"(?:\b(?:about|approximately|approx\.?|around|roughly|nearly|almost|some|circa|c\.)|~)\s*$",
                          re.IGNORECASE)
# A value the same sentence replaces: "from X to Y", "rather than X", "instead of X", "other than X".
_REPLACED = re.compile(r"\b(?:from|rather\s+than|instead\s+of|other\s+than|in\s+place\s+of|than)\s*(?:\S+\s+){0,3}$",
                       re.IGNORECASE)


@dataclass(frozen=True)
class Clause:
    start: int  # offsets in the sentence
    end: int
    stems: frozenset[str]  # content stems, without negators and modals
    negated: bool
    conditional: bool  # "must not X without Y", "it is unclear whether X": neither a plain yes nor a plain no
    modality: str  # 'obligation' | 'permission' | ''
    party: str  # for obligations: the stem of the party that bears them; '' otherwise
    cue: int  # offset of the negator, modal or obligation cue in the sentence (or the clause start)
    action: tuple[str, ...] = ()  # the first content stems after a modal: what "must", "may", "will" do
    scope: tuple[str, ...] = ()  # the content stems a negator (else a modal) governs: "may not [keep pets]"


@dataclass(frozen=True)
class Amount:
    """An asserted value with the words that say what it is the value of."""

    value: Value
    left: frozenset[str]  # the nearest content stems before it in its clause
    right: frozenset[str]  # ... and after it
    context: tuple[tuple[str, int], ...]  # the stems of its clause with their distance from it (negative: before)
    bound: str  # 'upper' ("not exceed", "up to", "capped at"), 'lower' ("at least") or '' (neither)
    limited: frozenset[str]  # for a bound: the stems of its clause before the bound word (what is limited)
    action: tuple[str, ...] = ()  # its clause's action ("must deposit the source code"), if it has a modal


@dataclass
class Reading:
    text: str
    stems: list[str]  # content stems in order (no function words, no numbers)
    amounts: list[Amount] = field(default_factory=list)
    unbounded: tuple[int, int] | None = None  # span of "uncapped", "not subject to any limit"...
    unbounded_limited: frozenset[str] = frozenset()  # what has no limit: the stems around that span
    clauses: list[Clause] = field(default_factory=list)
    question: bool = False
    first_person: bool = False  # "we", "our": the author speaks, and authors differ between documents
    measurement: bool = False  # a reported result (95% CI, p < 0.05, ±, mean, median...): it varies between studies

    @property
    def bounds(self) -> list[Amount]:
        return [a for a in self.amounts if a.bound]

    @property
    def caps(self) -> list[Amount]:
        return [a for a in self.amounts if a.bound == "upper"]


ANCHOR_WORDS = 3  # content words on each side of a value that name what it is the value of
CONTEXT_WORDS = 7  # words around "uncapped" that say what has no limit
# The apparatus of a reported measurement: an interval, a test, a spread, a summary statistic.
_MEASUREMENT = re.compile(
    r"(?i:confidence interval|interquartile|\bp\s?[<=>≤≥]|±|\+/-|\bodds ratio|\bhazard ratio|\brelative risk"
    r"|\b(?:mean|median|average|averaged)\b|\brespectively\b|\(\d+/\d+\)|\bn\s?=\s?\d)"
    r"|\b(?:CI|SD|SE|SEM|IQR|OR|HR|RR|AUC)\b")
_FIRST_PERSON = re.compile(r"\b(?:we|our|ours|us|I|my)\b|\b(?:We|Our|Us|My)\b")


def read(sentence: str) -> Reading:
    """What `sentence` asserts (see the module docstring)."""
    words = [(m.start(), m.end(), m.group()) for m in _WORD.finditer(sentence)]
    found = values(sentence)
    inside_value = [(v.start, v.end) for v in found]
    content = [(s, stem(w)) for s, e, w in words
               if w[0].isalpha() and w.lower() not in FUNCTION_WORDS and w.lower() not in NEGATORS
               and w.lower() not in MODALS and not any(a <= s < b for a, b in inside_value)]
    reading = Reading(
        sentence,
        [w for _, w in content],
        question=sentence.rstrip().endswith("?"),
        first_person=bool(_FIRST_PERSON.search(sentence)),
        measurement=bool(_MEASUREMENT.search(sentence)),
    )
    reading.clauses = _clauses(sentence)
    for value in found:
        before = sentence[max(0, value.start - 60) : value.start]
        if _negated_before(before) or _replaced(sentence, value, found) or _APPROXIMATE.search(before):
            continue
        clause = next((c for c in reading.clauses if c.start <= value.start < c.end), None)
        start, end = (clause.start, clause.end) if clause else (0, len(sentence))
        left = [w for s, w in content if start <= s < value.start]
        right = [w for s, w in content if value.end <= s < end]
        cue = None
        for match in _BOUND_CUE.finditer(sentence, start, value.start):
            cue = match
        limited = frozenset(w for s, w in content if start <= s < cue.start()) if cue else frozenset()
        action = clause.action if clause else ()
        reading.amounts.append(Amount(
            value, _anchor(reversed(left)), _anchor(right), _distances(left, right, action),
            (cue.lastgroup or "") if cue else "", limited, action))
    unbounded = _UNBOUNDED.search(sentence)
    if unbounded:
        reading.unbounded = (unbounded.start(), unbounded.end())
        clause = next((c for c in reading.clauses if c.start <= unbounded.start() < c.end), None)
        start, end = (clause.start, clause.end) if clause else (0, len(sentence))
        preceding = [w for s, w in content if start <= s < unbounded.start()][-CONTEXT_WORDS:]
        following = [w for s, w in content if unbounded.end() <= s < end][:ANCHOR_WORDS]
        reading.unbounded_limited = frozenset(preceding + following)
    return reading


_BOUND_WORDS = frozenset(
    stem(w)
    for w in "exceed less least more most maximum minimum up cap capped limit later earlier fewer within".split()
)


def _anchor(words: Iterable[str]) -> frozenset[str]:
    """The nearest content stems on one side of a value, bound words ("less", "exceed") skipped."""
    return frozenset([w for w in words if w not in _BOUND_WORDS][:ANCHOR_WORDS])


ACTION_DISTANCE = 2  # a value in a clause with a modal qualifies its verb: "must deposit ... within 30 days"


def _distances(left: list[str], right: list[str], action: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """Each stem of the clause with its distance from the value in words, negative before it (-1 = just
    before), nearest kept; the words of the clause's action count as near, before it."""
    nearest: dict[str, int] = dict.fromkeys(action, -ACTION_DISTANCE)
    for distance, word in [(i - len(left), w) for i, w in enumerate(left)] + [(i + 1, w) for i, w in enumerate(right)]:
        if word not in nearest or abs(distance) < abs(nearest[word]):
            nearest[word] = distance
    return tuple(sorted(nearest.items()))


def _negated_before(before: str) -> bool:
    """A negator among the last few words before a value, unless it is part of a bound."""
    tail = re.split(r"[,;:()]", before)[-1]
    tail = _BOUND_NEGATION.sub(" ", tail)
    tail_words = re.findall(r"[A-Za-z']+", tail.lower())[-5:]
    return any(w in NEGATORS for w in tail_words)


def _replaced(sentence: str, value: Value, found: list[Value]) -> bool:
    """'from X to Y' with a later value of the same kind, 'rather than X', 'instead of X'."""
    before = sentence[max(0, value.start - 40) : value.start]
    match = _REPLACED.search(before)
    if not match:
        return False
    word = match.group().split()[0].lower()
    if word == "from":
        later = sentence[value.end : value.end + 80]
        return bool(re.match(r"[^.;]*?\bto\b", later)) and any(
            v.kind == value.kind and v.start > value.end and v.start - value.end < 80 for v in found)
    if word == "than":
        return bool(re.search(r"\b(?:rather|other)\s+than", match.group(), re.IGNORECASE))
    return True


# --- clauses -----------------------------------------------------------------------------------------
_CLAUSE_BREAK = re.compile(r";|:\s|,\s+(?:and|but|or|whereas|while|although|though|provided\s+that)\b"
                           r"|\s(?:but|whereas|although)\s")
_OBLIGATION_CUE = re.compile(
    r"\b(?:must|shall|(?:is|are|will\s+be|shall\s+be|remains?)\s+(?:solely\s+|fully\s+)?(?:responsible|liable)\s+for"
    r"|(?:is|are)\s+required\s+to|(?:has|have)\s+to|will\s+(?:pay|bear|cover|meet|provide)|bears?|undertakes?\s+to|agrees?\s+to)\b",
    re.IGNORECASE)
_NOT_ONLY = re.compile(r"not\s+only\b|no\s+(?:longer|doubt|matter)\b", re.IGNORECASE)
_HEDGE = re.compile(r"\b(?:unclear|unknown|uncertain|unresolved|controversial|debated|whether|perhaps|possibly|probably"
                    r"|likely|unlikely|might|could|would|suggests?|hypothes\w*|remains?\s+to\s+be)\b", re.IGNORECASE)
_EXCEPT = re.compile(r"\b(?:without|unless|except|other\s+than|until)\b", re.IGNORECASE)
# After "shall", "must": a passive, a state or a bound is not a duty a party bears.
_NOT_A_DUTY = re.compile(
    r"\s+(?:not\s+)?(?:be|been|remain|apply|exceed|include|mean|count|expire|occur|take\s+place)\b", re.IGNORECASE
)
_INTERJECTION = re.compile(r"\s*[.,!;:]")  # "Answer: No. The Authority pays ...": a reply, not a negation
_SUBJECT_SKIP = FUNCTION_WORDS | NEGATORS | MODALS | frozenset("also each all any".split())


def _clauses(sentence: str) -> list[Clause]:
    bounds = [0]
    for match in _CLAUSE_BREAK.finditer(sentence):
        bounds.append(match.start())
    bounds.append(len(sentence))
    clauses = []
    for start, end in pairwise(bounds):
        text = sentence[start:end]
        if not text.strip():
            continue
        clauses.append(_clause(sentence, start, end))
    return clauses


def _clause(sentence: str, start: int, end: int) -> Clause:
    text = sentence[start:end]
    scrubbed = _BOUND_NEGATION.sub(lambda m: " " * len(m.group()), text)
    words = [(m.start(), m.group()) for m in _WORD.finditer(scrubbed)]
    lowered = [w.lower().replace("’", "'") for _, w in words]
    negators = [pos for (pos, word), w in zip(words, lowered)
                if (w in NEGATORS or w.endswith("n't")) and not _INTERJECTION.match(text, pos + len(word))
                and not _NOT_ONLY.match(text, pos)]
    # "not subject to any limit" is a limit, not a denial
    negated = bool(negators) and not _UNBOUNDED.search(text)
    # ... nor is "must not X without Y" (a requirement), nor anything in a hedged sentence ("unclear")
    conditional = (negated and bool(_EXCEPT.search(text, negators[0]))) or bool(_HEDGE.search(sentence))
    stems = frozenset(stem(w) for w in lowered if w[0].isalpha() and w not in _SUBJECT_SKIP)
    modal = next((i for i, w in enumerate(lowered) if w in MODALS), None)
    action = _content_after(lowered, modal)[:3] if modal is not None else ()
    negator = (
        next((i for (pos, _), i in zip(words, range(len(words))) if pos == negators[0]), None) if negated else None
    )
    governor = negator if negator is not None else modal
    scope = _content_after([w for w in lowered[governor:] if not w.endswith("ly")], 0)[:SCOPE_WORDS] \
        if governor is not None else ()
    modality, party, cue = "", "", negators[0] if negators else 0
    obligation = _OBLIGATION_CUE.search(text)
    if obligation and _NOT_A_DUTY.match(text, obligation.end()):
        obligation = None
    if obligation:
        modality, cue = "obligation", obligation.start()
        party = _party(text[: obligation.start()])
    elif any(w in PERMISSION for w in lowered):
        modality = "permission"
        cue = next(pos for (pos, _), w in zip(words, lowered) if w in PERMISSION)
    return Clause(start, end, stems, negated, conditional, modality, party, start + cue, action, scope)


SCOPE_WORDS = 2  # "may not [keep pets]", "did not [reduce mortality]" (adverbs skipped)


def _content_after(lowered: list[str], index: int | None) -> tuple[str, ...]:
    if index is None:
        return ()
    return tuple(stem(w) for w in lowered[index + 1 :] if len(w) > 1 and w[0].isalpha() and w not in _SUBJECT_SKIP)


def _party(before: str) -> str:
    """The head of the subject just before an obligation cue: 'the tenant' -> 'tenant'."""
    words = re.findall(r"[A-Za-z][A-Za-z'’-]*", before)[-4:]
    for word in reversed(words):
        if word.lower() not in _SUBJECT_SKIP:
            return stem(word)
    return ""
