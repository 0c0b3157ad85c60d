"""The LLM extractor: one chat-completions call per paragraph, against any OpenAI-compatible endpoint.

The model answers in a strict JSON schema (concepts with verbatim quotes, typed relationships). We
never trust its quotes: each is aligned to the paragraph (`align_quote`), repaired or rejected. Calls
share one semaphore per extractor, and failures that may pass (429, 5xx, timeouts, dropped
connections, answers that break the schema) are retried here with backoff, not inside the client, so
every attempt is counted and the final error can say what to do.
"""

from __future__ import annotations

import asyncio
import http
import logging
import random
from collections.abc import Sequence
from typing import Any

import openai
from openai.types.chat import ChatCompletionMessageParam
from pydantic import BaseModel, Field, ValidationError

from ..config import Settings
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

BACKOFF_CAP = 20.0  # seconds: the longest we wait between attempts on our own guess
RETRY_AFTER_CAP = 60.0  # seconds: the server's Retry-After is a better guess, but never stall a run on it
MESSAGE_LIMIT = 200  # characters of a server's error message we repeat


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


def strict_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The model's JSON schema as OpenAI strict mode wants it: `$ref`s inlined (some OpenAI-compatible
    servers cannot follow them), and every object closed with all its properties required."""
    schema = model.model_json_schema()
    definitions = schema.pop("$defs", {})
    return dict(_closed(schema, definitions))


def _closed(node: Any, definitions: dict[str, Any]) -> Any:
    if isinstance(node, list):
        return [_closed(item, definitions) for item in node]
    if not isinstance(node, dict):
        return node
    if "$ref" in node:
        siblings = {key: value for key, value in node.items() if key != "$ref"}
        return _closed({**definitions[node["$ref"].rsplit("/", 1)[-1]], **siblings}, definitions)
    out = {key: _closed(value, definitions) for key, value in node.items()}
    if out.get("type") == "object":
        out["additionalProperties"] = False
        out["required"] = list(out.get("properties", {}))
    return out


RESPONSE_SCHEMA = strict_schema(Extraction)

SYSTEM_PROMPT = """\
You extract a concept graph from one paragraph of a document.

Concepts: the concepts this paragraph is about (defined terms, obligations, rights, rules, ideas, \
named things), not every noun. For each concept give:
- label: a short noun phrase naming it (1 to 6 words), not a sentence;
- description: one sentence saying what it is, as this paragraph presents it;
- quote: the shortest passage of the paragraph that states it, copied exactly, character for \
character, from the paragraph (no paraphrase, no ellipsis, no added quote marks).

Relationships: only those the paragraph itself states, between this paragraph's concepts and the \
known concepts listed. source and target are a concept label from your list, or a known concept's id \
or label. type is one of:
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


class _Retryable(Exception):
    """An attempt failed in a way the next attempt may not: `reason` for the user, `hint` for what to do."""

    def __init__(self, reason: str, hint: str, retry_after: float | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.hint = hint
        self.retry_after = retry_after


class LLMExtractor:
    """The `Extractor` backed by an OpenAI-compatible chat-completions endpoint."""

    name = "llm"
    uses_known_concepts = True  # the pipeline lists the graph's concepts closest to each paragraph

    def __init__(self, settings: Settings, *, backoff_base: float = 0.5) -> None:
        self._settings = settings
        self._backoff_base = backoff_base
        self._api_key = settings.openai_api_key.get_secret_value() if settings.openai_api_key else ""
        self._client = openai.AsyncOpenAI(
            base_url=settings.openai_base_url,
            api_key=self._api_key or "not-needed",  # local servers (Ollama, vLLM) accept any key
            timeout=settings.llm_timeout,
            max_retries=0,  # retried in `_answer`, where each attempt is counted
        )
        self._semaphore = asyncio.Semaphore(settings.llm_concurrency)
        self.requests = 0
        self.retries = 0
        self.failures = 0
        self.prompt_tokens = 0
        self.completion_tokens = 0
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

    def summary(self) -> list[tuple[str, str]]:
        failed = f", {self.failures} failed" if self.failures else ""
        return [
            ("LLM requests", f"{self.requests:,} ({self.retries:,} retried{failed})"),
            ("tokens", f"{self.prompt_tokens:,} in / {self.completion_tokens:,} out"),
            ("cost", self._cost()),
        ]

    async def aclose(self) -> None:
        await self._client.close()

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
        attempts = self._settings.llm_max_retries + 1
        for attempt in range(1, attempts + 1):
            try:
                return await self._attempt(paragraph)
            except _Retryable as error:
                last = error
                if attempt == attempts:
                    break
                self.retries += 1
                delay = self._delay(attempt, error.retry_after)
                log.info("paragraph %s: %s; retrying in %.1f s", paragraph.source_id, error.reason, delay)
                await asyncio.sleep(delay)
        plural = "s" if attempts > 1 else ""
        raise ExtractionFailed(
            f"paragraph {paragraph.source_id}: gave up after {attempts} attempt{plural}, "
            f"last error: {last.reason}; {last.hint}"
        )

    def _delay(self, attempt: int, retry_after: float | None) -> float:
        if retry_after is not None:
            return min(max(retry_after, 0.0), RETRY_AFTER_CAP)
        # Exponential with "equal jitter": at least half the step, so paragraphs that failed together
        # spread out without any of them retrying at once.
        step = min(BACKOFF_CAP, self._backoff_base * 2 ** (attempt - 1))
        return step / 2 + random.uniform(0, step / 2)

    async def _attempt(self, paragraph: Paragraph) -> Extraction:
        messages: list[ChatCompletionMessageParam] = [
            {"role": "system", "content": SYSTEM_PROMPT},
            {"role": "user", "content": user_message(paragraph)},
        ]
        self.requests += 1
        try:
            response = await self._client.chat.completions.create(
                model=self._settings.llm_model,
                messages=messages,
                temperature=0,
                response_format={
                    "type": "json_schema",
                    "json_schema": {"name": "paragraph_extraction", "strict": True, "schema": RESPONSE_SCHEMA},
                },
            )
        except openai.APITimeoutError:
            raise _Retryable(
                f"no answer within {self._settings.llm_timeout:g} s",
                "raise KG_LLM_TIMEOUT or lower KG_LLM_CONCURRENCY, then re-run `kg ingest`",
            ) from None
        except openai.APIConnectionError as error:
            # The client's own message is just "Connection error."; the cause says refused, DNS, TLS...
            raise _Retryable(
                f"cannot reach the LLM endpoint {self._client.base_url} ({error.__cause__ or error})",
                "check OPENAI_BASE_URL and that the server is running, then re-run `kg ingest`",
            ) from None
        except openai.APIStatusError as error:
            raise self._status_error(paragraph, error) from None
        if response.usage is not None:
            self.prompt_tokens += response.usage.prompt_tokens
            self.completion_tokens += response.usage.completion_tokens
        content = response.choices[0].message.content if response.choices else None
        try:
            return Extraction.model_validate_json(content or "")
        except ValidationError as error:
            raise _Retryable(
                f"the answer is not the JSON we asked for ({error.errors()[0]['msg']})",
                f"re-run `kg ingest`, or set KG_LLM_MODEL to a model that supports structured output "
                f"(now {self._settings.llm_model!r})",
            ) from None

    def _status_error(self, paragraph: Paragraph, error: openai.APIStatusError) -> Exception:
        """A `_Retryable` for statuses that may pass, else the final `ExtractionFailed`."""
        status = error.status_code
        answered = f"HTTP {status} {_phrase(status)}"
        if status in (408, 429) or status >= 500:
            hint = ("lower KG_LLM_CONCURRENCY or wait, then re-run `kg ingest`" if status == 429
                    else "re-run `kg ingest` to retry this document")
            return _Retryable(f"{answered}: {self._server_message(error)}", hint, _retry_after(error))
        model = self._settings.llm_model
        where = f"paragraph {paragraph.source_id}: the LLM endpoint {self._client.base_url}"
        if status == 401:
            # The server's message may echo part of the key: leave it out.
            return ExtractionFailed(f"{where} answered 401 Unauthorized; check OPENAI_API_KEY")
        if status == 403:
            return ExtractionFailed(
                f"{where} answered 403 Forbidden for model {model!r}; check OPENAI_API_KEY and KG_LLM_MODEL"
            )
        if status == 404:
            return ExtractionFailed(
                f"{where} answered 404 Not Found for model {model!r}; check KG_LLM_MODEL, and that "
                "OPENAI_BASE_URL ends in /v1"
            )
        hint = (f"; check that KG_LLM_MODEL ({model!r}) supports structured output (json_schema)"
                if status == 400 else "")
        return ExtractionFailed(f"{where} answered {answered}: {self._server_message(error)}{hint}")

    def _server_message(self, error: openai.APIStatusError) -> str:
        body = error.body
        text = str(body.get("message") or body) if isinstance(body, dict) else str(body or "")
        if self._api_key:
            text = text.replace(self._api_key, "***")
        text = " ".join(text.split())
        return text[:MESSAGE_LIMIT] + ("..." if len(text) > MESSAGE_LIMIT else "")


def _phrase(status: int) -> str:
    try:
        return http.HTTPStatus(status).phrase
    except ValueError:
        return ""


def _retry_after(error: openai.APIStatusError) -> float | None:
    """Retry-After in seconds, when the server sent it as a number (the HTTP-date form is rare here)."""
    value = error.response.headers.get("retry-after")
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None


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
