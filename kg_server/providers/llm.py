"""The one client of an OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, LM Studio),
used by the LLM extractor and by scout's LLM rater, with one retry policy.

Every call asks for an answer in a strict JSON schema and validates it into a pydantic model. What may
pass is retried here, not inside the SDK, so every attempt is counted and the last error can say what
to do: a timeout, a dropped connection, HTTP 408, 429 and 5xx, and an answer that breaks the schema.
The wait between attempts is the server's Retry-After when it sends one (at most RETRY_AFTER_CAP),
else exponential with "equal jitter" (at least half the step, at most BACKOFF_CAP), so that calls that
failed together spread out. Anything else (401, 403, 404, 400) fails at once. How many attempts a
call gets is its caller's choice: a run of ingestion can wait, a search-time rating cannot.
"""

from __future__ import annotations

import asyncio
import http
import random
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel, ValidationError

from kg_server.config import Settings
from kg_server.text import squash

if TYPE_CHECKING:  # the SDK is imported when a client is made: 0.4 s of every `kg` command otherwise
    import openai

BACKOFF_CAP = 20.0  # seconds: the longest we wait between attempts on our own guess
RETRY_AFTER_CAP = 60.0  # seconds: the server's Retry-After is a better guess, but never stall a run on it
MESSAGE_LIMIT = 200  # characters of a server's error message we repeat

M = TypeVar("M", bound=BaseModel)


class LLMError(Exception):
    """A call that failed: `reason` for the user, `hint` for what to do; `final` when another attempt
    would fail the same way; `attempts` made."""

    def __init__(self, reason: str, hint: str = "", *, final: bool = False, retry_after: float | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.hint = hint
        self.final = final
        self.retry_after = retry_after
        self.attempts = 1

    def __str__(self) -> str:
        return f"{self.reason}; {self.hint}" if self.hint else self.reason


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


class ChatClient:
    """Structured answers from the configured endpoint (OPENAI_BASE_URL, OPENAI_API_KEY, KG_LLM_MODEL),
    with the counts a report shows: requests, retries and tokens."""

    def __init__(self, settings: Settings, *, attempts: int, backoff_base: float = 0.5) -> None:
        self.settings = settings
        self.attempts = max(1, attempts)
        self.backoff_base = backoff_base
        import openai

        self._api_key = settings.openai_api_key.get_secret_value() if settings.openai_api_key else ""
        self._client = openai.AsyncOpenAI(
            base_url=settings.openai_base_url,
            api_key=self._api_key or "not-needed",  # local servers (Ollama, vLLM) accept any key
            timeout=settings.llm_timeout,
            max_retries=0,  # retried in `answer`, where each attempt is counted
        )
        self.requests = 0
        self.retries = 0
        self.prompt_tokens = 0
        self.completion_tokens = 0
        self._schemas: dict[type[BaseModel], dict[str, Any]] = {}

    @property
    def base_url(self) -> str:
        return str(self._client.base_url)

    def describe(self) -> str:
        return f"{self.settings.llm_model} at {self.settings.openai_base_url or 'api.openai.com'}"

    async def aclose(self) -> None:
        await self._client.close()

    async def answer(self, system: str, user: str, model: type[M], *, name: str) -> M:
        """The endpoint's answer to one exchange, as `model`; LLMError after the last attempt, or at once
        for a failure no attempt would pass. `name` names the answer's schema to the endpoint."""
        for attempt in range(1, self.attempts + 1):
            try:
                return await self._attempt(system, user, model, name)
            except LLMError as error:
                error.attempts = attempt
                if error.final or attempt == self.attempts:
                    raise
                self.retries += 1
                await asyncio.sleep(self._delay(attempt, error.retry_after))
        raise AssertionError("unreachable: the last attempt returns or raises")

    def _delay(self, attempt: int, retry_after: float | None) -> float:
        if retry_after is not None:
            return min(max(retry_after, 0.0), RETRY_AFTER_CAP)
        step = min(BACKOFF_CAP, self.backoff_base * 2 ** (attempt - 1))
        return step / 2 + random.uniform(0, step / 2)

    async def _attempt(self, system: str, user: str, model: type[M], name: str) -> M:
        schema = self._schemas.setdefault(model, strict_schema(model))
        import openai

        self.requests += 1
        try:
            response = await self._client.chat.completions.create(
                model=self.settings.llm_model,
                temperature=0,
                messages=[{"role": "system", "content": system}, {"role": "user", "content": user}],
                response_format={
                    "type": "json_schema",
                    "json_schema": {"name": name, "strict": True, "schema": schema},
                },
            )
        except openai.APITimeoutError:
            raise LLMError(f"no answer within {self.settings.llm_timeout:g} s",
                           "raise KG_LLM_TIMEOUT or lower KG_LLM_CONCURRENCY") from None
        except openai.APIConnectionError as error:
            # The client's own message is just "Connection error."; the cause says refused, DNS, TLS...
            raise LLMError(f"cannot reach the LLM endpoint {self.base_url} ({error.__cause__ or error})",
                           "check OPENAI_BASE_URL and that the server is running") from None
        except openai.APIStatusError as error:
            raise self._status_error(error) from None
        if response.usage is not None:
            self.prompt_tokens += response.usage.prompt_tokens
            self.completion_tokens += response.usage.completion_tokens
        content = response.choices[0].message.content if response.choices else None
        try:
            return model.model_validate_json(content or "")
        except ValidationError as error:
            raise LLMError(f"the answer is not the JSON asked for ({error.errors()[0]['msg']})",
                           f"set KG_LLM_MODEL to a model that supports structured output (now "
                           f"{self.settings.llm_model!r})") from None

    def _status_error(self, error: openai.APIStatusError) -> LLMError:
        status = error.status_code
        answered = f"HTTP {status} {_phrase(status)}".rstrip()
        model = self.settings.llm_model
        if status in (408, 429) or status >= 500:
            hint = "lower KG_LLM_CONCURRENCY or wait" if status == 429 else ""
            return LLMError(f"{answered}: {self._server_message(error)}", hint, retry_after=_retry_after(error))
        if status == 401:  # the server's message may echo part of the key: leave it out
            return LLMError(answered, "check OPENAI_API_KEY", final=True)
        if status == 403:
            return LLMError(f"{answered} for model {model!r}", "check OPENAI_API_KEY and KG_LLM_MODEL", final=True)
        if status == 404:
            return LLMError(f"{answered} for model {model!r}",
                            "check KG_LLM_MODEL, and that OPENAI_BASE_URL ends in /v1", final=True)
        hint = f"check that KG_LLM_MODEL ({model!r}) supports structured output (json_schema)" if status == 400 else ""
        return LLMError(f"{answered}: {self._server_message(error)}", hint, final=True)

    def _server_message(self, error: openai.APIStatusError) -> str:
        body = error.body
        text = str(body.get("message") or body) if isinstance(body, dict) else str(body or "")
        if self._api_key:
            text = text.replace(self._api_key, "***")
        text = squash(text)
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
