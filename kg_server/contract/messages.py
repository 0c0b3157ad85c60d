"""Messages for bad arguments."""

from __future__ import annotations

import re
from datetime import date
from enum import Enum
from typing import Annotated, Any, Literal, get_args, get_origin

import annotated_types
from pydantic import (
    BaseModel,
    StringConstraints,
    ValidationError,
)
from pydantic.fields import FieldInfo
from pydantic_core import ErrorDetails


# --- messages ---------------------------------------------------------------------------------------
def explain(error: ValidationError, model: type[BaseModel], *, names: dict[str, str] | None = None) -> str:
    """One readable line per problem: which argument, what was expected, an example, what was given.

    `names` maps a field to the name the caller used for it (an HTTP parameter such as `q`).
    """
    lines = list(dict.fromkeys(_problem(item, model, names or {}) for item in error.errors()))
    return "; ".join(lines)


def _problem(item: ErrorDetails, model: type[BaseModel], names: dict[str, str]) -> str:
    loc = list(item["loc"])
    if item["type"] == "value_error":  # our own validators word their messages in full, naming fields
        message = str(item.get("ctx", {}).get("error", item["msg"]))
        return re.sub(r"\b\w+\b", lambda word: names.get(word.group(), word.group()), message) if names else message
    if not loc:
        return item["msg"]
    name = str(loc[0])
    field = model.model_fields.get(name) or next(
        (f for n, f in model.model_fields.items() if f.alias == name), None)
    shown = names.get(name, name) + "".join(f"[{p}]" for p in loc[1:])
    if field is None:
        if item["type"] == "extra_forbidden":
            known = ", ".join(names.get(n, n) for n in model.model_fields) or "none"
            return f"unknown argument {shown!r}; the arguments are: {known}"
        return f"{shown}: {item['msg']}"
    example = _example(field) if len(loc) == 1 else ""
    if item["type"] == "missing":
        return f"{shown} is required: {_expected(field, nested=False)}{example}"
    expected = _expected(field, nested=len(loc) > 1)
    return f"{shown} must be {expected}{example}; got {_shown(item.get('input'))}"


def _example(field: FieldInfo) -> str:
    return f", e.g. {field.examples[0]!r}" if field.examples else ""


def _shown(value: Any) -> str:
    if isinstance(value, str) and len(value) > 60:
        return f"{len(value)} characters"
    if isinstance(value, list) and len(value) > 5:
        return f"{len(value)} items"
    return repr(value)


def _bounds(metadata: list[Any]) -> tuple[Any, Any]:
    low = high = None
    for item in _flat(metadata):
        if isinstance(item, annotated_types.Ge | annotated_types.Gt):
            low = getattr(item, "ge", getattr(item, "gt", None))
        elif isinstance(item, annotated_types.Le | annotated_types.Lt):
            high = getattr(item, "le", getattr(item, "lt", None))
        elif isinstance(item, annotated_types.MinLen):
            low = item.min_length
        elif isinstance(item, annotated_types.MaxLen):
            high = item.max_length
        elif isinstance(item, StringConstraints):
            low, high = item.min_length, item.max_length
    return low, high


def _flat(metadata: list[Any]) -> list[Any]:
    """Constraints, with those inside a nested `Field(...)` (an Annotated alias) taken out of it."""
    items: list[Any] = []
    for item in metadata:
        items.extend(_flat(list(item.metadata)) if isinstance(item, FieldInfo) else [item])
    return items


def _between(noun: str, low: Any, high: Any) -> str:
    if low is not None and high is not None:
        return f"{noun} from {low:,} to {high:,}" if noun.startswith("a") else f"{noun} {low:,} to {high:,}"
    if low is not None:
        return f"{noun} of at least {low:,}"
    if high is not None:
        return f"{noun} of at most {high:,}"
    return noun


def describe(field: FieldInfo) -> str:
    """What an argument takes, in words: 'a whole number from 1 to 50', 'one of: hybrid, semantic, lexical'."""
    return _expected(field, nested=False)


def _expected(field: FieldInfo, *, nested: bool) -> str:
    return _describe(field.annotation, list(field.metadata), nested=nested)


def _describe(annotation: Any, metadata: list[Any], *, nested: bool = False) -> str:
    origin = get_origin(annotation)
    if origin is Annotated:
        inner, *extra = get_args(annotation)
        return _describe(inner, [*extra, *metadata], nested=nested)
    args = [a for a in get_args(annotation) if a is not type(None)]
    if origin is not None and type(None) in get_args(annotation) and len(args) == 1:  # X | None
        return _describe(args[0], metadata, nested=nested)
    if origin is list:
        if nested:
            return _describe(args[0], [])
        low, high = _bounds(metadata)
        if high is not None:
            size = f"{low or 0} to {high} items"
        else:
            size = f"at least {low} items" if low else "items"
        return f"a list of {size}, each {_describe(args[0], [])}"
    if annotation is dict or origin is dict:
        return "a JSON object"
    if origin is Literal:
        return "one of: " + ", ".join(str(a) for a in get_args(annotation))
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return "one of: " + ", ".join(str(member.value) for member in annotation)
    if annotation is bool:
        return "true or false"
    low, high = _bounds(metadata)
    if annotation is int:
        return _between("a whole number", low, high)
    if annotation is float:
        return _between("a number", low, high)
    if annotation is date:
        return "a date (YYYY-MM-DD)"
    if annotation is str:
        if low is not None and high is not None:
            return f"text of {low:,} to {high:,} characters"
        if high is not None:
            return f"text of at most {high:,} characters"
        return "text"
    return getattr(annotation, "__name__", str(annotation))
