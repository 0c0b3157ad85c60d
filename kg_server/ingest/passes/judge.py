"""The LLM's judgement: candidate pairs no rule decided, asked of the configured model.

The rules of `conflicts.py` read words, values and negators; the same fact in other words ("pets are
not permitted" against "the tenant may keep one dog") escapes them. With an OpenAI-compatible endpoint
configured (OPENAI_BASE_URL or OPENAI_API_KEY), the contradiction finder also asks the model about the
pairs of statements that:

- come from different documents and are about the same thing: the two sentences name a concept in
  common, or their paragraphs share one and the sentences are worded alike (cosine of IDF-weighted
  stems at least `MIN_SIMILARITY`); a concept around more than `BLOCK` statements pairs nothing;
- could be contradicted: one of them at least takes a position (a negation, a permission or a duty, a
  value, a limit), both are not first person, both are not reported measurements;
- no rule decided: none found them in conflict, and they do not state a figure in common (the rules'
  sign of one term stated twice).

They are ranked (a concept named by both sentences first, then likeness) and at most
`KG_LLM_CONTRADICTION_PAIRS` are sent per pass (default 100; 0 turns the judge off), `BATCH` to a
request, `KG_LLM_CONCURRENCY` requests at a time. A pair the model judges contradictory with confidence
at least `MIN_CONFIDENCE` becomes a conflict like a rule's, with rule `llm` (its CONTRADICTS carries
`method: "llm"`). The pass is recomputed from scratch, so every pass pays for its pairs again.

The judge never stops an ingest: a request is tried twice, all of a pass's requests get one request's
timeout (KG_LLM_TIMEOUT) between them, and at the first batch that still fails the judge stops; the
pass keeps what the rules found and its report says why.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import BaseModel

from kg_server.config import Settings
from kg_server.providers.llm import ChatClient, LLMError
from kg_server.text import shorten, squash

from .conflicts import MIN_SIMILARITY, Conflict, Side
from .statements import Statement, Statements, cosine

BLOCK = 50  # statements around one concept paired for the model at most
BATCH = 8  # pairs per request
MIN_CONFIDENCE = 0.6  # the model's confidence from which a pair is a contradiction
ATTEMPTS = 2  # per request: one retry, then the judge gives up for this pass
MAX_CONFIDENCE = 0.9  # a model's verdict never outranks the rules' surest
PHRASE = 70  # characters of a sentence shown in its claim's label


class PairVerdict(BaseModel):
    pair: int
    contradicts: bool
    confidence: float
    point: str


class Verdicts(BaseModel):
    verdicts: list[PairVerdict]


SYSTEM_PROMPT = """\
You compare statements taken from different documents of one collection, in numbered pairs, and say \
which pairs contradict each other: both cannot be true of the same thing at once (a prohibition against \
a permission, two different amounts, dates or limits for the same term, one duty borne by different \
parties, the same claim affirmed and denied). Statements that differ but can both be true do not \
contradict: different subjects, studies, populations, periods or measures, one more detailed than the \
other, a proposal against a decision that replaced it.

For every pair answer: pair (its number), contradicts (true or false), confidence (0 to 1, how sure \
you are), point (the few words they disagree on; empty when they do not contradict)."""


@dataclass(frozen=True)
class Candidate:
    a: Statement
    b: Statement
    topic: str  # concept_id of what both are about
    similarity: float


@dataclass
class JudgeReport:
    pairs: int = 0  # sent to the model
    found: int = 0  # judged contradictory
    requests: int = 0
    error: str = ""  # why the judge stopped early, if it did


def _position(s: Statement) -> bool:
    r = s.reading
    return bool(r.amounts or r.unbounded or any((c.negated and not c.conditional) or c.modality for c in r.clauses))


def _same_figure(a: Statement, b: Statement) -> bool:
    """A value in common, and no rule against them: the rules decided these agree (one term stated twice)."""
    return any(x.value.same(y.value) for x in a.reading.amounts for y in b.reading.amounts)


def judge_candidates(found: Statements, conflicts: Sequence[Conflict], limit: int) -> list[Candidate]:
    """The pairs the model is asked about, best first (see the module docstring)."""
    decided = {frozenset((c.a.statement.index, c.b.statement.index)) for c in conflicts}
    block: dict[str, list[Statement]] = defaultdict(list)
    for s in found:
        for concept in s.around:
            block[concept].append(s)
    best: dict[frozenset[int], tuple[float, Candidate]] = {}
    for members in block.values():
        if len(members) > BLOCK:
            continue
        for i, a in enumerate(members):
            for b in members[i + 1 :]:
                key = frozenset((a.index, b.index))
                if a.document == b.document or key in decided or key in best:
                    continue
                if not (_position(a) or _position(b)) or (a.reading.first_person and b.reading.first_person):
                    continue
                if (a.reading.measurement and b.reading.measurement) or _same_figure(a, b):
                    continue
                shared = a.concepts & b.concepts
                similarity = cosine(a.weights, b.weights)
                if not shared and similarity < MIN_SIMILARITY:
                    continue
                topic = min(shared or a.around & b.around, key=lambda c: (found.frequency[c], c))
                first, second = (a, b) if a.index < b.index else (b, a)
                best[key] = ((1.0 if shared else 0.0) + similarity, Candidate(first, second, topic, similarity))
    ranked = sorted(best.values(), key=lambda t: (-t[0], t[1].a.index, t[1].b.index))
    return [candidate for _, candidate in ranked[:limit]]


def user_message(batch: Sequence[Candidate], labels: dict[str, str]) -> str:
    parts = []
    for n, c in enumerate(batch, start=1):
        parts.append(f"Pair {n} (both about: {labels.get(c.topic, c.topic)})\n"
                     f"A, from {c.a.document}: {squash(c.a.text)}\n"
                     f"B, from {c.b.document}: {squash(c.b.text)}")
    return "\n\n".join(parts)


class ContradictionJudge:
    """The configured model, asked about candidate pairs in batches."""

    def __init__(self, settings: Settings, *, backoff_base: float = 0.5) -> None:
        self.limit = settings.llm_contradiction_pairs
        self.budget = settings.llm_timeout  # all the batches of a pass, at most one request's timeout
        self._llm = ChatClient(settings, attempts=ATTEMPTS, backoff_base=backoff_base)
        self._semaphore = asyncio.Semaphore(settings.llm_concurrency)
        self.report = JudgeReport()

    @staticmethod
    def configured(settings: Settings) -> bool:
        return settings.llm_configured() and settings.llm_contradiction_pairs > 0

    async def aclose(self) -> None:
        await self._llm.aclose()

    async def conflicts(self, candidates: Sequence[Candidate], labels: dict[str, str]) -> list[Conflict]:
        """The candidates the model judges contradictory, as conflicts with rule `llm`; none, and the
        report's `error`, when the endpoint fails."""
        batches = [candidates[i : i + BATCH] for i in range(0, len(candidates), BATCH)]
        tasks = [asyncio.ensure_future(self._judge(batch, labels)) for batch in batches]
        self.report.pairs = len(candidates)
        found: list[Conflict] = []
        try:
            for verdicts in await asyncio.wait_for(asyncio.gather(*tasks), timeout=self.budget):
                found.extend(verdicts)
        except LLMError as error:
            self.report.error = f"{error} (after {error.attempts} attempt{'s' if error.attempts > 1 else ''})"
            return []
        except TimeoutError:
            self.report.error = f"no verdicts within {self.budget:g} s (KG_LLM_TIMEOUT)"
            return []
        except Exception as error:
            self.report.error = f"{type(error).__name__}: {error}"
            return []
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            self.report.requests = self._llm.requests
        self.report.found = len(found)
        return found

    async def _judge(self, batch: Sequence[Candidate], labels: dict[str, str]) -> list[Conflict]:
        async with self._semaphore:
            answer = await self._llm.answer(SYSTEM_PROMPT, user_message(batch, labels), Verdicts,
                                            name="contradiction_verdicts")
        found = []
        for verdict in answer.verdicts:
            if not verdict.contradicts or verdict.confidence < MIN_CONFIDENCE or not 1 <= verdict.pair <= len(batch):
                continue
            c = batch[verdict.pair - 1]
            confidence = round(min(MAX_CONFIDENCE, verdict.confidence), 3)
            found.append(Conflict("llm", c.topic, _side(c.a), _side(c.b), round(c.similarity, 3), confidence))
        return found


def _side(s: Statement) -> Side:
    return Side(s, ("llm", s.index), shorten(squash(s.text).rstrip("."), PHRASE))
