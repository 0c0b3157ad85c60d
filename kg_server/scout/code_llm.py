"""The code rater behind an OpenAI-compatible endpoint (`KG_SCOUT_RATER`; a small local model on Ollama
is enough): each batch of uses is rated in one chat completion answered in a strict JSON schema (the
rating prompt), and the summary is written from the rated lines (the synthesis prompt). Where, what and
whether the change passes on stay the offline rater's: they are read from the syntax, not judged. A use
the model leaves out, and every use of a call that fails, is rated offline, and the answer says so."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Protocol

from pydantic import BaseModel

from kg_server.config import Settings
from kg_server.errors import ConfigError
from kg_server.providers.llm import ChatClient, LLMError
from kg_server.text import squash

from .code_rater import OfflineCodeRater, Subject, Use, UseRating, rate_use
from .rule import Rubric

log = logging.getLogger(__name__)

RATING_ATTEMPTS = 3
BATCH = 40  # uses per rating call
QUOTE_CHARS = 160


class CodeRater(Protocol):
    name: str
    notes: list[str]

    def describe(self) -> str: ...

    async def rate(self, subject: Subject, uses: Sequence[Use]) -> list[UseRating]: ...

    async def summarise(self, query: str, facts: str) -> tuple[str, str] | None: ...

    async def aclose(self) -> None: ...


class LLMUseRating(BaseModel):
    id: str
    relevance: int
    risk: int
    complexity: int
    confidence: int
    tags: list[str]
    action: str
    why: str


class LLMUseRatings(BaseModel):
    ratings: list[LLMUseRating]


class LLMCodeSummary(BaseModel):
    summary: str
    interpretation: str


RATE_PROMPT = """\
You judge what breaks when a symbol of code changes. You get the change and the lines that use the \
symbol, each with its kind of use and the syntax around it (a call's positional and keyword arguments \
and *args/**kwargs; a match's cases and whether it has a default arm; an isinstance chain ending in \
assert_never; an override; an import, re-export or annotation; whether it is in a test). Rate every use, \
each from 1 (least) to 5 (most):
- risk: 5 when the type checker will report the line or the code stops working (a call missing a new \
required argument, a keyword naming a removed parameter, a match over every member of an enum that \
gains one, any use of a renamed symbol); 3 when it should be looked at; 1 when it is safe to ignore \
(imports, re-exports and annotations, unless the name itself goes; a match with a default arm);
- relevance: how much the line bears on the change;
- complexity: how much reading it takes;
- confidence: how surely the syntax given decides it.
tags: a few short lower-case tags (call, exhaustive, pattern-match, default-case, re-export, test, ...). \
action: what to do at that line, in a few words. why: one sentence. Use the ids exactly as given."""

SUMMARY_PROMPT = """\
You write the answer to "what breaks if I make this change" from the rated uses of the symbol. \
summary: 2 to 5 sentences: the symbol and where it is defined, then what breaks with each location \
(document:line) and what to do there, then what should be looked at, then what is safe to ignore, \
counted by kind (e.g. "Safe to ignore: 3 imports and 1 re-export"). When nothing has risk high, say \
that nothing breaks. Use only the facts given. interpretation: one sentence saying how you read the change."""


class LLMCodeRater:
    """Ratings and the summary of a code question from an OpenAI-compatible chat-completions endpoint."""

    name = "llm"

    def __init__(self, settings: Settings) -> None:
        self._llm = ChatClient(settings, attempts=min(settings.llm_max_retries + 1, RATING_ATTEMPTS))
        self.notes: list[str] = []
        self.unrated = 0

    def describe(self) -> str:
        unrated = f"; {self.unrated} uses the model left out were rated offline" if self.unrated else ""
        return f"llm ({self._llm.describe()}{unrated})"

    async def rate(self, subject: Subject, uses: Sequence[Use]) -> list[UseRating]:
        ratings: list[UseRating] = []
        for start in range(0, len(uses), BATCH):
            ratings += await self._rate_batch(subject, uses[start:start + BATCH])
        return ratings

    async def _rate_batch(self, subject: Subject, uses: Sequence[Use]) -> list[UseRating]:
        offline = [rate_use(subject, use) for use in uses]
        answer = await self._ask(RATE_PROMPT, rate_message(subject, uses, offline), "scout_code_ratings",
                                 LLMUseRatings)
        given = {r.id: r for r in answer.ratings} if isinstance(answer, LLMUseRatings) else {}
        rated = []
        for number, (use, fallback) in enumerate(zip(uses, offline), start=1):
            item = given.get(str(number))
            if item is None:
                self.unrated += answer is not None
                rated.append(fallback)
                continue
            rubric = Rubric(_scale(item.relevance), _scale(item.risk), _scale(item.complexity), _scale(item.confidence),
                            tuple(sorted({t.strip().lower() for t in item.tags if t.strip()} | {use.use})))
            rated.append(UseRating(rubric, squash(item.why)[:400] or fallback.why, "llm", fallback.what,
                                   squash(item.action)[:200] or fallback.action, fallback.line, fallback.statement,
                                   fallback.propagates))
        return rated

    async def summarise(self, query: str, facts: str) -> tuple[str, str] | None:
        answer = await self._ask(SUMMARY_PROMPT, f"Question: {query}\n\n{facts}", "scout_code_summary", LLMCodeSummary)
        if not isinstance(answer, LLMCodeSummary):
            return None
        return squash(answer.summary), squash(answer.interpretation)

    async def aclose(self) -> None:
        await self._llm.aclose()

    async def _ask(self, system: str, user: str, name: str, model: type[BaseModel]) -> BaseModel | None:
        try:
            return await self._llm.answer(system, user, model, name=name)
        except LLMError as error:
            fallback = "rated offline" if name == "scout_code_ratings" else "the summary is extractive"
            note = f"LLM call failed: {error}; {fallback}"
            if note not in self.notes:
                self.notes.append(note)
            log.warning("scout: LLM call failed: %s", error)
            return None


def _scale(value: float) -> float:
    return round(min(5.0, max(1.0, value)), 1)


def rate_message(subject: Subject, uses: Sequence[Use], offline: Sequence[UseRating]) -> str:
    """The rating prompt's question: the change, then each use with its facts, numbered from 1."""
    change = subject.change
    lines = [f"Symbol: {subject.label} ({subject.kind}); signature: {subject.signature or '(none)'}",
             f"Change: {change.describe()}", "", "Uses:"]
    for number, (use, rating) in enumerate(zip(uses, offline), start=1):
        facts = ", ".join(f"{k}={v}" for k, v in sorted(use.syntax.items()) if k != "in_test") or "none"
        reached = f"; reached through {use.via} ({use.through})" if use.via else ""
        lines += [
            f"[{number}] id: {number}",
            f"at: {use.document}:{rating.line} in {use.owner_label or '(module)'}{' (test)' if use.in_test else ''}",
            f"use: {rating.what} (role {use.role}{reached})",
            f"syntax: {facts}",
            f"line: {use.quote.strip()[:QUOTE_CHARS]}",
            "",
        ]
    return "\n".join(lines)


def make_code_rater(settings: Settings) -> CodeRater:
    """The code rater the settings ask for: the LLM only with KG_SCOUT_RATER=llm. Offline is the default
    (auto too): the syntax decides most uses surely, and an answer comes in well under a second."""
    if settings.scout_rater != "llm":
        return OfflineCodeRater()
    if not settings.llm_configured():
        raise ConfigError("KG_SCOUT_RATER", "KG_SCOUT_RATER=llm needs an OpenAI-compatible endpoint: set "
                                            "OPENAI_BASE_URL (Ollama, vLLM) or OPENAI_API_KEY, and KG_LLM_MODEL")
    return LLMCodeRater(settings)
