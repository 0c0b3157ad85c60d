"""The base of every operation's input, and the argument types the operations share."""

from __future__ import annotations

import re
from collections.abc import Mapping
from contextvars import ContextVar
from datetime import date
from enum import Enum
from types import MappingProxyType
from typing import Annotated, Any, Literal, get_args, get_origin

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
)
from pydantic.fields import FieldInfo
from pydantic_core import PydanticCustomError

from kg_server.answers.common import Status
from kg_server.errors import InvalidArgument
from kg_server.store.queries import relationship_type

from .messages import explain

MAX_QUERY_CHARS = 2000
MAX_ID_CHARS = 200
MAX_PARAGRAPH = 1_000_000
MIN_ANSWER_TOKENS = 500
MAX_ANSWER_TOKENS = 100_000


def _lowered(value: Any) -> Any:
    return value.strip().lower() if isinstance(value, str) else value


def _types(values: list[str]) -> list[str]:
    return list(dict.fromkeys(_relationship_type(v) for v in values))


def _relationship_type(value: str) -> str:
    try:
        return relationship_type(value)
    except InvalidArgument as error:
        raise ValueError(error.message) from None


def _iso_day(value: Any) -> Any:
    """A day as YYYY-MM-DD only: pydantic would also take a number, or digits, as seconds since 1970."""
    if isinstance(value, (int, float)) or (isinstance(value, str) and not _DAY.fullmatch(value.strip())):
        raise PydanticCustomError("date_parsing", "Input should be a date in the format YYYY-MM-DD")
    return value


_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def _unique(values: list[str]) -> list[str]:
    return list(dict.fromkeys(values))


def _raw_at_most(limit: int) -> BeforeValidator:
    """The length limit held against the text as sent, before its surrounding spaces are stripped: the
    published schema's maxLength speaks of what a client sends (600 spaces are no blank folder)."""
    def check(value: Any) -> Any:
        if isinstance(value, str) and len(value) > limit:
            raise PydanticCustomError("string_too_long", "String should have at most {max_length} characters",
                                      {"max_length": limit})
        return value
    return BeforeValidator(check)


# --- the constrained types the operations share ---------------------------------------------------
Query = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_QUERY_CHARS),
    _raw_at_most(MAX_QUERY_CHARS),
    Field(description="Words or a question, e.g. 'who pays for third-party IP claims'.",
          examples=["who pays for third-party IP claims"]),
]
Mode = Annotated[
    Literal["hybrid", "semantic", "lexical"],
    BeforeValidator(_lowered),
    Field(description="hybrid: meaning and exact terms fused (best default); semantic: meaning only; "
                      "lexical: exact words only (identifiers, clause numbers).", examples=["lexical"]),
]
MODES: tuple[str, ...] = get_args(get_args(Mode)[0])
PassageMode = Annotated[
    Literal["hybrid", "semantic", "lexical", "graph"],
    BeforeValidator(_lowered),
    Field(description="graph (default): hybrid, then the concepts of the first paragraphs lead to the "
                      "paragraphs about them, so a question whose answer needs two paragraphs ('where was "
                      "the director of X born') finds the second; each result says which concepts led to it. "
                      "hybrid: meaning and exact terms fused, without the walk; semantic: meaning only; "
                      "lexical: exact words only (identifiers, clause numbers).", examples=["graph"]),
]
Limit = Annotated[int, Field(ge=1, le=50, description="How many results to return.", examples=[10])]
ConceptId = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_ID_CHARS), _raw_at_most(MAX_ID_CHARS),
    Field(description="A concept's id (a slug such as 'liability-cap'); search_concepts finds ids.",
          examples=["liability-cap"]),
]
DocumentName = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=500), _raw_at_most(500),
    Field(description="A document: its name from list_documents, its file name, the name without "
                      "extension, or its title.", examples=["Contracts/draft-contract.md"]),
]
Folder = Annotated[
    str,
    StringConstraints(strip_whitespace=True, max_length=500), _raw_at_most(500),
    Field(description="A folder (topic) path: that folder and everything below it, case-insensitive.",
          examples=["Contracts"]),
]
Scope = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=500), _raw_at_most(500),
    Field(description="A folder (that folder and below) or one document (as list_documents names it).",
          examples=["Tenders"]),
]
CommunityId = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=1000), _raw_at_most(1000),
    Field(description="A community's id as list_communities gives it, e.g. '1:liability-cap'.",
          examples=["1:liability-cap"]),
]
Day = Annotated[date, BeforeValidator(_iso_day)]
# The languages whose code `kg ingest` reads, a language server each (docs/code.md): the values of a
# `language` filter. What a file of each is stored with, beside its own name, is STORED_AS's.
_Languages = Literal["python", "typescript", "javascript", "go", "c", "cpp", "java"]
CODE_LANGUAGES: tuple[str, ...] = get_args(_Languages)
# The values in words, as every field taking one says them.
LANGUAGES_SAID = ", ".join(f"{language} (.tsx files too)" if language == "typescript" else language
                           for language in CODE_LANGUAGES[:-1]) + f" or {CODE_LANGUAGES[-1]}"
CodeLanguage = Annotated[
    _Languages,
    BeforeValidator(_lowered),
    Field(description=f"A language whose code is read: {LANGUAGES_SAID}.", examples=["go"]),
]
LANGUAGE_NAMES: Mapping[str, str] = MappingProxyType(
    {"python": "Python", "typescript": "TypeScript", "javascript": "JavaScript", "go": "Go", "c": "C", "cpp": "C++",
     "java": "Java"})
STORED_AS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {language: (language, "tsx") if language == "typescript" else (language,) for language in CODE_LANGUAGES})
Paragraph = Annotated[int, Field(ge=1, le=MAX_PARAGRAPH, examples=[3])]
ConceptStatus = Annotated[
    Status,
    BeforeValidator(_lowered),
    Field(description="probation: little evidence yet; integrated: grounded and undisputed; contested: "
                      "friction (confidence-weighted CONTRADICTS evidence) at or above the threshold.",
          examples=["contested"]),
]


class Input(BaseModel):
    """The base of every operation's input: unknown fields are refused, values are frozen, and bad
    values raise `InvalidArgument` with a message for people (and models)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    def __init__(self, **data: Any) -> None:
        try:
            super().__init__(**data)
        except ValidationError as error:
            raise InvalidArgument(explain(error, type(self), names=dict(_CALLERS_NAMES.get()))) from None

    @classmethod
    def validated(cls, data: Mapping[str, Any], *, names: Mapping[str, str] | None = None) -> Any:
        """The model from a mapping (a JSON body); `names`: what the caller calls an argument where that
        differs (an HTTP parameter `q` for `query`), the words its messages use."""
        # pydantic validates through __init__ (a model that defines one), so the names travel beside it.
        token = _CALLERS_NAMES.set(names or {})
        try:
            return cls(**data)
        finally:
            _CALLERS_NAMES.reset(token)

    @classmethod
    def parse(cls, data: Mapping[str, Any], *, names: Mapping[str, str] | None = None) -> Any:
        """The model from loosely typed values (query strings, command lines): None means unset."""
        return cls.validated({key: value for key, value in data.items() if value is not None}, names=names)


_CALLERS_NAMES: ContextVar[Mapping[str, str]] = ContextVar("kg_callers_names", default=MappingProxyType({}))


class Bounded(Input):
    """An operation whose answer is cut to a token budget, its long lists paged (kg_server.budget)."""

    cursor: str | None = Field(None, min_length=1, max_length=2000,
                               description="The `cursor` of a previous answer: its next page (repeat the other "
                                           "arguments unchanged). Leave out for the first page.")
    max_tokens: int | None = Field(
        None,
        ge=MIN_ANSWER_TOKENS,
        le=MAX_ANSWER_TOKENS,
        examples=[8000],
        description="Largest answer, in tokens (about 3 characters of JSON each); default the "
        "server's KG_MAX_ANSWER_TOKENS (8,000). Longer answers come in pages.",
    )

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        # The operation's own arguments first (schemas, help, messages list fields in this order).
        super().__pydantic_init_subclass__(**kwargs)
        fields = dict(cls.__pydantic_fields__)
        shared = {name: fields.pop(name) for name in ("cursor", "max_tokens")}
        cls.__pydantic_fields__ = {**fields, **shared}


Tag = Annotated[str, StringConstraints(strip_whitespace=True, to_lower=True, min_length=1, max_length=100),
                _raw_at_most(100)]


def takes_list(annotation: Any) -> bool:
    """A list argument (or an optional one): a repeated HTTP parameter, a repeated command option."""
    return get_origin(annotation) is list or any(takes_list(arg) for arg in get_args(annotation))


def choices(annotation: Any) -> tuple[str, ...] | None:
    """The fixed values of a Literal or Enum argument (or of a list or optional of one); None for free values."""
    if get_origin(annotation) is Literal:
        return tuple(str(value) for value in get_args(annotation))
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return tuple(str(member.value) for member in annotation)
    for arg in get_args(annotation):
        if (found := choices(arg)) is not None:
            return found
    return None


def constrained_type(field: FieldInfo) -> Any:
    """A field's type with its constraints (bounds, lengths) attached: what a shell's framework needs to
    publish and check the same argument."""
    if not field.metadata:
        return field.annotation
    return Annotated[(field.annotation, *field.metadata)]  # type: ignore[valid-type]
