"""The code rater behind an OpenAI-compatible endpoint (`KG_SCOUT_RATER`; a small local model on Ollama
is enough): each batch of uses is rated in one chat completion answered in a strict JSON schema (the
rating prompt), and the summary is written from the rated lines (the synthesis prompt). Where, what and
whether the change passes on stay the offline rater's: they are read from the syntax, not judged. A use
the model leaves out, and every use of a call that fails, is rated offline, and the answer says so."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel

from kg_server.config import Settings
from kg_server.text import squash

from .code_rater import CodeRater, OfflineCodeRater, ReachedUse, Subject, UseRating
from .rating import LLMRater, LLMRating, llm_endpoint, rubric_of, why_of

QUOTE_CHARS = 160
ACTION_CHARS = 200


class LLMUseRating(LLMRating):
    id: str
    action: str


class LLMUseRatings(BaseModel):
    ratings: list[LLMUseRating]


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


class LLMCodeRater(LLMRater[Subject, ReachedUse, UseRating, LLMUseRating]):
    """Ratings of uses and the summary of a code question from an OpenAI-compatible endpoint."""

    rate_prompt, summary_prompt, schema, items = RATE_PROMPT, SUMMARY_PROMPT, "scout_code", "uses"

    def message(self, question: Subject, items: Sequence[ReachedUse], offline: Sequence[UseRating]) -> str:
        return rate_message(question, items, offline)

    async def ask_ratings(self, message: str) -> list[LLMUseRating] | None:
        answer = await self.ask(RATE_PROMPT, message, f"{self.schema}_ratings", LLMUseRatings)
        return None if answer is None else answer.ratings

    def key(self, number: int, item: ReachedUse) -> str:
        return str(number)

    def answered(self, rating: LLMUseRating) -> str:
        return rating.id

    def rating(self, answer: LLMUseRating, item: ReachedUse, fallback: UseRating) -> UseRating:
        # Where, what and whether the change passes on stay the syntax's.
        return UseRating(rubric_of(answer, item.use), why_of(answer, fallback.why), "llm", fallback.what,
                         squash(answer.action)[:ACTION_CHARS] or fallback.action, fallback.line, fallback.statement,
                         fallback.propagates)


def rate_message(subject: Subject, uses: Sequence[ReachedUse], offline: Sequence[UseRating]) -> str:
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
    llm_endpoint(settings)
    return LLMCodeRater(settings, OfflineCodeRater())
