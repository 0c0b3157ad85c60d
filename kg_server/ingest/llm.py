"""The LLM extractor: one chat-completions call per paragraph, against any OpenAI-compatible endpoint.

The model answers in a strict JSON schema (concepts with verbatim quotes, typed relationships). We
never trust its quotes: each is aligned to the paragraph (`align_quote`), repaired or rejected. Calls
share one semaphore per extractor and go through the package's one LLM client
(kg_server.providers.llm), which retries what may pass KG_LLM_MAX_RETRIES times.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence

from pydantic import BaseModel, Field

from kg_server.config import Settings
from kg_server.providers.llm import ChatClient, LLMError

from .extraction import (
    STATED_TYPES,
    ExtractionFailed,
    KnownConcept,
    Mention,
    Paragraph,
    ParagraphExtraction,
    Statement,
    align_quote,
    normalise_label,
)

log = logging.getLogger(__name__)

# A quote the model copied exactly is good evidence the paragraph states the concept; one we had to
# repair shows the model paraphrased, so the mention is trusted a little less.
VERBATIM_CONFIDENCE = 0.9


REPAIRED_CONFIDENCE = 0.75


class ExtractedConcept(BaseModel):
    label: str
    description: str
    quote: str


class ExtractedRelationship(BaseModel):
    source: str
    target: str
    # The schema offers only STATED_TYPES, but servers without strict decoding may still answer
    # another word: that drops one relationship in `_statement`, rather than failing the paragraph.
    type: str = Field(json_schema_extra={"enum": [t.lower() for t in STATED_TYPES]})
    confidence: float


class Extraction(BaseModel):
    concepts: list[ExtractedConcept]
    relationships: list[ExtractedRelationship]


SYSTEM_PROMPT = """\
You extract a concept graph from one paragraph of a document.

Concepts: the concepts this paragraph is about (defined terms, obligations, rights, rules, ideas, \
named things), not every noun. For each concept give:
- label: a short noun phrase naming it (1 to 6 words), not a sentence;
- description: one sentence saying what it is, as this paragraph presents it;
- quote: the shortest passage of the paragraph that states it, copied exactly, character for \
character, from the paragraph (no paraphrase, no ellipsis, no added quote marks).

Relationships: only those the paragraph itself states, between this paragraph's concepts and the \
known concepts listed; the paragraph must name both ends (a known concept it does not mention is not \
an end). source and target are a concept label from your list, or a known concept's id or label. \
type is one of:
- implies: if the source holds, the target holds;
- contradicts: the source conflicts with the target;
- supports: the source is evidence or a reason for the target;
- part_of: the source is a component of the target;
- kind_of: the source is a kind, type or instance of the target;
- requires: the source needs the target.
confidence: from 0 to 1, how plainly the paragraph states the relationship.

Return empty lists when the paragraph states nothing of substance (a heading, a signature line)."""


def user_message(paragraph: Paragraph) -> str:
    known = "\n".join(f"{k.concept_id}: {k.label}" for k in paragraph.known) or "(none)"
    return (
        f"Document: {paragraph.document}\n"
        f"Title: {paragraph.title or '(none)'}\n\n"
        f"Paragraph {paragraph.number}:\n{paragraph.text}\n\n"
        f"Known concepts (id: label), which relationships may also use:\n{known}"
    )


class LLMExtractor:
    """The `Extractor` backed by an OpenAI-compatible chat-completions endpoint."""

    name = "llm"
    uses_known_concepts = True  # the pipeline lists the graph's concepts closest to each paragraph

    def __init__(self, settings: Settings, *, backoff_base: float = 0.5) -> None:
        self._settings = settings
        self._llm = ChatClient(settings, attempts=settings.llm_max_retries + 1, backoff_base=backoff_base)
        self._semaphore = asyncio.Semaphore(settings.llm_concurrency)
        self.failures = 0
        self.repaired_quotes = 0
        self.rejected_quotes = 0

    async def extract_document(self, paragraphs: Sequence[Paragraph]) -> list[ParagraphExtraction]:
        tasks = [asyncio.ensure_future(self._extract(paragraph)) for paragraph in paragraphs]
        try:
            return list(await asyncio.gather(*tasks))
        except BaseException:
            # The document is left as it was, so the other paragraphs' answers would be wasted tokens.
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            raise

    @property
    def requests(self) -> int:
        return self._llm.requests

    @property
    def retries(self) -> int:
        return self._llm.retries

    @property
    def prompt_tokens(self) -> int:
        return self._llm.prompt_tokens

    @property
    def completion_tokens(self) -> int:
        return self._llm.completion_tokens

    def summary(self) -> list[tuple[str, str]]:
        failed = f", {self.failures} failed" if self.failures else ""
        return [
            ("LLM requests", f"{self.requests:,} ({self.retries:,} retried{failed})"),
            ("tokens", f"{self.prompt_tokens:,} in / {self.completion_tokens:,} out"),
            ("cost", self._cost()),
        ]

    async def aclose(self) -> None:
        await self._llm.aclose()

    def _cost(self) -> str:
        input_price, output_price = self._settings.llm_input_price, self._settings.llm_output_price
        if input_price is None or output_price is None:
            return "set KG_LLM_INPUT_PRICE and KG_LLM_OUTPUT_PRICE to see it"
        dollars = (self.prompt_tokens * input_price + self.completion_tokens * output_price) / 1_000_000
        return f"${dollars:,.4f}"

    async def _extract(self, paragraph: Paragraph) -> ParagraphExtraction:
        # Backoff sleeps hold the semaphore too: when the endpoint pushes back, we send less.
        async with self._semaphore:
            try:
                answer = await self._answer(paragraph)
            except ExtractionFailed:
                self.failures += 1
                raise
        result = to_paragraph_extraction(answer, paragraph)
        self.repaired_quotes += result.repaired_quotes
        self.rejected_quotes += result.rejected_quotes
        return result

    async def _answer(self, paragraph: Paragraph) -> Extraction:
        """The model's extraction, or ExtractionFailed saying why and what to do."""
        try:
            return await self._llm.answer(SYSTEM_PROMPT, user_message(paragraph), Extraction,
                                          name="paragraph_extraction")
        except LLMError as error:
            where = f"paragraph {paragraph.source_id}"
            if error.final:
                raise ExtractionFailed(f"{where}: the LLM endpoint {self._llm.base_url} answered {error}") from None
            plural = "s" if error.attempts > 1 else ""
            then = f"{error.hint}, then re-run" if error.hint else "re-run"
            raise ExtractionFailed(f"{where}: gave up after {error.attempts} attempt{plural}, last error: "
                                   f"{error.reason}; {then} `kg ingest` to retry this document") from None


def to_paragraph_extraction(answer: Extraction, paragraph: Paragraph) -> ParagraphExtraction:
    """Mentions with verbatim quotes, and the statements whose ends name one of them or a known concept."""
    result = ParagraphExtraction()
    for concept in answer.concepts:
        _add_mention(result, concept, paragraph.text)
    ends = _end_names(result.mentions, paragraph.known)
    seen: set[tuple[str, str, str]] = set()
    for relationship in answer.relationships:
        statement = _statement(relationship, ends)
        if statement is not None and (key := (statement.type, statement.source, statement.target)) not in seen:
            seen.add(key)
            result.statements.append(statement)
    return result


def _add_mention(result: ParagraphExtraction, concept: ExtractedConcept, text: str) -> None:
    label = concept.label.strip()
    if not label or any(normalise_label(m.label) == normalise_label(label) for m in result.mentions):
        return
    quote, repaired = align_quote(concept.quote, text)
    if quote is None:
        result.rejected_quotes += 1
        return
    result.repaired_quotes += repaired
    confidence = REPAIRED_CONFIDENCE if repaired else VERBATIM_CONFIDENCE
    result.mentions.append(Mention(label, quote, confidence, concept.description.strip()))


def _end_names(mentions: Sequence[Mention], known: Sequence[KnownConcept]) -> dict[str, str]:
    """What a relationship end may say (a known id, or a normalised label) -> the end we record: the
    mention's label, else the known concept's id. A mention wins over a known concept of the same
    label, so the resolver sees the paragraph's own wording."""
    names: dict[str, str] = {}
    for concept in known:
        names[concept.concept_id] = concept.concept_id
        names.setdefault(normalise_label(concept.label), concept.concept_id)
    for mention in mentions:
        names[normalise_label(mention.label)] = mention.label
    names.pop("", None)  # a label of only articles or punctuation names nothing
    return names


def _statement(relationship: ExtractedRelationship, ends: dict[str, str]) -> Statement | None:
    kind = relationship.type.strip().upper().replace(" ", "_")
    source = ends.get(relationship.source.strip()) or ends.get(normalise_label(relationship.source))
    target = ends.get(relationship.target.strip()) or ends.get(normalise_label(relationship.target))
    if kind not in STATED_TYPES or not source or not target or source == target:
        return None
    return Statement(kind, source, target, min(max(relationship.confidence, 0.0), 1.0))
