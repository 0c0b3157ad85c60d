"""Answers that fit a model's context: every operation's answer is cut to a token budget, in one place.

Agents pay for every token they read, so no answer may grow with the graph. `KnowledgeGraph.run`
passes every operation's answer through `fit`, whichever shell asked:

1. trims every quote longer than `QUOTE_CHARS` to a window around the words the caller asked about
   (the request's own words: its query, concept ids, document names), marking it `trimmed`; the
   full paragraph is one `read_source(source_id)` call away;
2. when the request is `Bounded` (it has `cursor` and `max_tokens`), cuts the answer's long lists
   (`Paged.PAGED`) so its JSON fits `max_tokens` (default `KG_MAX_ANSWER_TOKENS`, 8,000), estimated at
   `CHARS_PER_TOKEN` characters a token. Lists are filled in turn, one item each, so a concept's quotes
   and relationships both show; an item inside a list that would take more than a fifth of the answer
   (a concept of `get_concepts` with hundreds of quotes) is shortened itself. When something did not
   fit, the answer says `truncated` and carries a `cursor`: the same call with that cursor returns the
   next page.

A cursor is opaque to callers: the operation's name, a fingerprint of its other arguments (a cursor
only continues the call that made it) and the offset reached in each list. Pages are cut from a fresh
answer each time, so they follow the graph as it is when each page is asked for.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
from typing import Any, TypeVar

from pydantic import BaseModel

from kg_server.answers.common import Paged, Quote
from kg_server.contract import Bounded, Input, choices
from kg_server.text import QUOTE_CHARS, trim_around, words_of

from .errors import InvalidArgument

# JSON is denser in tokens than prose (quotes, braces, ids, numbers): 4 characters a token holds for English
# text, but the embedding model's own tokenizer counts 2.0-2.9 characters a token in these answers' JSON
# and 2.9-3.7 in their text form. 3 keeps a page near the budget for the text a model usually reads.
CHARS_PER_TOKEN = 3
NESTED_SHARE = 5  # an item of a list takes at most 1/NESTED_SHARE of the answer before it is shortened

G = TypeVar("G")
M = TypeVar("M", bound=BaseModel)
In = TypeVar("In", bound=Input)


# --- the one place: every operation's answer (KnowledgeGraph.run) -----------------------------------
def fit(answer: M, request: Input | None, *, operation: str, offsets: dict[str, int] | None = None,
        max_tokens: int) -> M:
    """The answer with long quotes trimmed and, for a `Bounded` request, cut to its token budget."""
    trim_quotes(answer, focus_words(request))
    if not isinstance(request, Bounded) or not isinstance(answer, Paged) or not paged_lists(answer):
        return answer
    budget = (request.max_tokens or max_tokens) * CHARS_PER_TOKEN
    # Room for the cursor the answer may carry: one with offsets as long as any list can reach.
    widest = make_cursor(operation, request, dict.fromkeys(paged_lists(answer), 10**7))
    kept, more, _ = _cut(answer, budget - len(widest) - 2, offsets or {})
    at = {path: (offsets or {}).get(path, 0) + count for path, count in kept.items()}
    limited = type(answer).LIMITED
    if limited and at.get(limited, 0) < int(getattr(answer, "total_results", 0)):
        more = True  # the limit cut the list: the next page is the next `limit` items
        if "truncated" in type(answer).model_fields:
            setattr(answer, "truncated", True)
    if more:
        answer.cursor = make_cursor(operation, request, at)
        answer.paged()
    return answer


def widened(request: In, result: type[BaseModel], offsets: dict[str, int]) -> In:
    """The request an implementation answers for a page past its `limit`: the limit grown by the offset
    the cursor reached, so that the page (cut from that offset by `fit`) holds the next `limit` items."""
    limited = getattr(result, "LIMITED", None)
    reached = offsets.get(limited, 0) if limited else 0
    if not reached or not isinstance(getattr(request, "limit", None), int):
        return request
    return request.model_copy(update={"limit": request.limit + reached})  # type: ignore[attr-defined]


# --- cutting lists ----------------------------------------------------------------------------------
def size(value: BaseModel) -> int:
    return len(value.model_dump_json())


def paged_lists(value: Any) -> tuple[str, ...]:
    """The lists a model lets `fit` cut (none for anything else)."""
    paths: tuple[str, ...] = getattr(type(value), "PAGED", ()) if isinstance(value, BaseModel) else ()
    return paths


def _get(model: BaseModel, path: str) -> Any:
    value: Any = model
    for part in path.split("."):
        value = getattr(value, part)
    return value


def _set(model: BaseModel, path: str, items: list[Any]) -> None:
    *parents, last = path.split(".")
    owner: Any = model
    for part in parents:
        owner = getattr(owner, part)
    setattr(owner, last, items)


def _cut(model: BaseModel, budget: int, offsets: dict[str, int]) -> tuple[dict[str, int], bool, bool]:
    """Shorten the model's paged lists (from `offsets`) to fit `budget` characters of JSON.

    Returns how many items each list kept, whether any list has items left over, and whether an
    item was shortened itself. One item is always kept, even alone over budget, so paging advances.
    """
    paths = paged_lists(model)
    lists = {path: list(_get(model, path))[offsets.get(path, 0):] for path in paths}
    for path in paths:
        _set(model, path, [])
    room = budget - size(model)
    shortened = False
    for items in lists.values():
        share = room // NESTED_SHARE if len(items) > 1 else room
        for item in items:
            if paged_lists(item) and size(item) > share:
                _cut(item, max(share, 0), {})
                shortened = True
    sizes = {path: [size(i) + 1 if isinstance(i, BaseModel) else len(json.dumps(i)) + 1 for i in items]
             for path, items in lists.items()}
    kept = dict.fromkeys(paths, 0)
    closed: set[str] = set()
    used = 0
    growing = True
    # One item from each list in turn, until none fits; or, for a model whose first list matters most
    # (PAGED_IN_ORDER: scout's pointers before its trace), each list as far as it goes before the next.
    in_order = getattr(type(model), "PAGED_IN_ORDER", False)
    while growing:
        growing = False
        for path in paths:
            if in_order and growing:
                break  # the earlier list grew: keep filling it first
            count = kept[path]
            if path in closed or count >= len(lists[path]):
                continue
            cost = sizes[path][count]
            if used + cost <= room or not any(kept.values()):
                kept[path] += 1
                used += cost
                growing = True
            else:
                closed.add(path)
                if in_order:
                    break  # a later list gets room only once the earlier one is whole
    for path in paths:
        _set(model, path, lists[path][: kept[path]])
    more = any(kept[path] < len(lists[path]) for path in paths)
    if (more or shortened) and "truncated" in type(model).model_fields:  # the one place it is set
        setattr(model, "truncated", True)
    return kept, more, shortened


# --- cursors ------------------------------------------------------------------------------------------
def _fingerprint(operation: str, request: Input) -> str:
    arguments = request.model_dump(mode="json", exclude={"cursor", "max_tokens"})
    text = json.dumps([operation, arguments], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def make_cursor(operation: str, request: Input, offsets: dict[str, int]) -> str:
    payload = json.dumps({"op": operation, "fp": _fingerprint(operation, request), "at": offsets},
                         separators=(",", ":"), sort_keys=True)
    return base64.urlsafe_b64encode(payload.encode("utf-8")).decode("ascii").rstrip("=")


def read_cursor(operation: str, request: Input | None) -> dict[str, int]:
    """The list offsets a request's cursor continues from ({} without a cursor)."""
    cursor = getattr(request, "cursor", None)
    if not cursor or request is None:
        return {}
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        payload = json.loads(raw)
        offsets = {str(k): int(v) for k, v in payload["at"].items()}
        made_by, fingerprint = payload["op"], payload["fp"]
    except (binascii.Error, ValueError, KeyError, TypeError, AttributeError):
        raise InvalidArgument("cursor: not a cursor this server gave out; pass the `cursor` of a previous "
                              "answer unchanged, or leave it out to start from the beginning") from None
    if made_by != operation or fingerprint != _fingerprint(operation, request) or any(v < 0 for v in offsets.values()):
        raise InvalidArgument("cursor: it continues another call; repeat the call that returned it with the same "
                              "arguments (only max_tokens may change), or leave cursor out to start again")
    return offsets


# --- quotes --------------------------------------------------------------------------------------------
def focus_words(request: Input | None) -> frozenset[str]:
    """The words a caller asked about: those of the request's free-text arguments (ids split at '-'),
    by the toolkit's one rule (kg_server.text.query_words). Choices (a mode, a preset) are no words."""
    if request is None:
        return frozenset()
    texts = []
    for name, value in request:
        if name == "cursor" or choices(type(request).model_fields[name].annotation) is not None:
            continue
        texts += [text for text in (value if isinstance(value, list) else [value]) if isinstance(text, str)]
    return words_of(texts)


def trim_quotes(value: Any, words: frozenset[str], *, max_chars: int = QUOTE_CHARS) -> None:
    """Trim every `Quote` inside an answer, wherever it sits."""
    if isinstance(value, Quote):
        if len(value.quote) > max_chars:
            value.quote = trim_around(value.quote, words, max_chars=max_chars)
            value.trimmed = True
    elif isinstance(value, BaseModel):
        for name in type(value).model_fields:
            trim_quotes(getattr(value, name), words, max_chars=max_chars)
    elif isinstance(value, list):
        for item in value:
            trim_quotes(item, words, max_chars=max_chars)
