"""What every scout rater shares, over prose and over code alike.

A rater turns items (a prose candidate's card, a use of a symbol of code) into ratings for a question (the
query and its wanted tags; the change of code and its symbol), and may write the summary. The offline
raters rate each item by itself (`OfflineRater.rate_one`), always. The LLM rater rates the items in
batches, one chat completion each, answered in a strict JSON schema (the four rubric values 1-5, tags and
a sentence saying why, plus what a specialisation adds), with the few attempts a waiting caller affords;
an item the model leaves out, and every item of a call that fails, keeps its offline rating, and the
rater's notes say so. `raters.py` (prose) and `code_llm.py` (code) only say what is asked and how an
answer becomes a rating.
"""

from __future__ import annotations

import logging
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Generic, Protocol, TypeVar

from pydantic import BaseModel

from kg_server.config import Settings
from kg_server.errors import ConfigError
from kg_server.providers.llm import ChatClient, LLMError
from kg_server.text import squash

from .rule import Rubric

log = logging.getLogger(__name__)

RATING_ATTEMPTS = 3  # a scout answers while someone waits: few attempts, where an ingest run may retry many
BATCH = 40  # items per rating call
WHY_CHARS = 400

# The protocol as its callers see it (a rater may take more and give more exact ratings); the bases below
# are written for one question, item and rating.
Question = TypeVar("Question", contravariant=True)
Item = TypeVar("Item", contravariant=True)
Rated = TypeVar("Rated", covariant=True)
QuestionT = TypeVar("QuestionT")
ItemT = TypeVar("ItemT")
RatingT = TypeVar("RatingT")
AnswerT = TypeVar("AnswerT", bound="LLMRating")
ModelT = TypeVar("ModelT", bound=BaseModel)


class Rater(Protocol[Question, Item, Rated]):
    """A rater of items for a question; `notes` say what went wrong on the way (an LLM call that failed)."""

    name: str
    notes: list[str]

    def describe(self) -> str: ...

    async def rate(self, question: Question, items: Sequence[Item]) -> Sequence[Rated]: ...

    async def summarise(self, query: str, facts: str) -> tuple[str, str] | None: ...

    async def aclose(self) -> None: ...


def scale(value: float) -> float:
    """A rubric value on the scale 1-5, to a tenth."""
    return round(min(5.0, max(1.0, value)), 1)


class OfflineRater(ABC, Generic[QuestionT, ItemT, RatingT]):
    """Each item rated by itself, from what the graph holds: always available, and the LLM's fallback."""

    name = "offline"

    def __init__(self) -> None:
        self.notes: list[str] = []

    @abstractmethod
    def describe(self) -> str: ...

    @abstractmethod
    def rate_one(self, question: QuestionT, item: ItemT) -> RatingT: ...

    async def rate(self, question: QuestionT, items: Sequence[ItemT]) -> list[RatingT]:
        return [self.rate_one(question, item) for item in items]

    async def summarise(self, query: str, facts: str) -> tuple[str, str] | None:
        return None  # the caller's summary is extractive

    async def aclose(self) -> None:
        pass


# --- the LLM rater --------------------------------------------------------------------------------
class LLMRating(BaseModel):
    """What the model says of one item; a specialisation adds how it names the item, and more."""

    relevance: int
    risk: int
    complexity: int
    confidence: int
    tags: list[str]
    why: str


class LLMSummary(BaseModel):
    summary: str
    interpretation: str


class LLMRater(ABC, Generic[QuestionT, ItemT, RatingT, AnswerT]):
    """Ratings and the summary from an OpenAI-compatible chat-completions endpoint (see the module)."""

    name = "llm"
    rate_prompt: str
    summary_prompt: str
    schema: str  # the name of the ratings' JSON schema; the summary's is `schema` + "_summary"
    items: str  # what an item is called in the notes ("candidates", "uses")

    def __init__(self, settings: Settings, fallback: OfflineRater[QuestionT, ItemT, RatingT]) -> None:
        self._fallback = fallback
        self._llm = ChatClient(settings, attempts=min(settings.llm_max_retries + 1, RATING_ATTEMPTS))
        self.notes: list[str] = []
        self.unrated = 0  # items the model's answers left out

    @abstractmethod
    def message(self, question: QuestionT, items: Sequence[ItemT], offline: Sequence[RatingT]) -> str:
        """The rating call's question: what is asked, then each item with what the model needs to know."""

    @abstractmethod
    async def ask_ratings(self, message: str) -> Sequence[AnswerT] | None:
        """The model's ratings of one batch (`self.ask` with the specialisation's schema); None: the call failed."""

    @abstractmethod
    def key(self, number: int, item: ItemT) -> str:
        """How the message names the item (numbered from 1), which the model's rating repeats."""

    @abstractmethod
    def answered(self, rating: AnswerT) -> str:
        """The key the model's rating names."""

    @abstractmethod
    def rating(self, answer: AnswerT, item: ItemT, fallback: RatingT) -> RatingT:
        """The model's rating of the item, completed from its offline rating."""

    def describe(self) -> str:
        unrated = f"; {self.unrated} {self.items} the model left out were rated offline" if self.unrated else ""
        return f"llm ({self._llm.describe()}{unrated})"

    async def rate(self, question: QuestionT, items: Sequence[ItemT]) -> list[RatingT]:
        rated: list[RatingT] = []
        for start in range(0, len(items), BATCH):
            rated += await self._rate_batch(question, items[start:start + BATCH])
        return rated

    async def _rate_batch(self, question: QuestionT, items: Sequence[ItemT]) -> list[RatingT]:
        offline = [self._fallback.rate_one(question, item) for item in items]
        answers = await self.ask_ratings(self.message(question, items, offline))
        given = {self.answered(answer): answer for answer in answers or ()}
        rated = []
        for number, (item, fallback) in enumerate(zip(items, offline), start=1):
            answer = given.get(self.key(number, item))
            if answer is None:
                self.unrated += answers is not None  # a failed call already has its note
                rated.append(fallback)
            else:
                rated.append(self.rating(answer, item, fallback))
        return rated

    async def summarise(self, query: str, facts: str) -> tuple[str, str] | None:
        answer = await self.ask(self.summary_prompt, f"Question: {query}\n\n{facts}", f"{self.schema}_summary",
                                LLMSummary)
        if answer is None:
            return None
        return squash(answer.summary), squash(answer.interpretation)

    async def aclose(self) -> None:
        await self._llm.aclose()

    async def ask(self, system: str, user: str, name: str, model: type[ModelT]) -> ModelT | None:
        """The endpoint's answer in `model`, or None (and a note saying why) when the call failed."""
        try:
            return await self._llm.answer(system, user, model, name=name)
        except LLMError as error:
            fallback = "the summary is extractive" if model is LLMSummary else "rated offline"
            note = f"LLM call failed: {error}; {fallback}"
            if note not in self.notes:
                self.notes.append(note)
            log.warning("scout: LLM call failed: %s", error)
            return None


def rubric_of(answer: LLMRating, *tags: str) -> Rubric:
    """The model's rubric, scaled, its tags lower-cased and sorted (with `tags` the syntax gives)."""
    return Rubric(scale(answer.relevance), scale(answer.risk), scale(answer.complexity), scale(answer.confidence),
                  tuple(sorted({t.strip().lower() for t in answer.tags if t.strip()} | set(tags))))


def why_of(answer: LLMRating, fallback: str) -> str:
    return squash(answer.why)[:WHY_CHARS] or fallback


def llm_endpoint(settings: Settings) -> None:
    """Refuses KG_SCOUT_RATER=llm without an endpoint to ask."""
    if not settings.llm_configured():
        raise ConfigError("KG_SCOUT_RATER", "KG_SCOUT_RATER=llm needs an OpenAI-compatible endpoint: set "
                                            "OPENAI_BASE_URL (Ollama, vLLM) or OPENAI_API_KEY, and KG_LLM_MODEL")
