"""The filters of search_passages, applied to ranked candidates and accounted for: which filter excluded
how many, so an answer emptied or thinned by a filter says so.

A paragraph's date is its document's own date (`Document.dated`: front matter, an email's `Date:`
line, PDF metadata, set at ingest) and, for a document that gives none, the day it was ingested.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from kg_server import communities
from kg_server.answers.common import plural
from kg_server.answers.filters import FilterEffect
from kg_server.contract import STORED_AS
from kg_server.contract.reads import SearchPassages
from kg_server.store.db import Database
from kg_server.store.lookups import in_folder

ORDER = ("document", "topic_prefix", "tags", "date_from", "date_to", "language", "community")


@dataclass(frozen=True)
class PassageFilters:
    document: str | None  # resolved to its name
    topic_prefix: str | None
    tags: tuple[str, ...]
    date_from: date | None
    date_to: date | None
    community: str | None
    language: str | None = None  # a language of code (contract.CODE_LANGUAGES)

    @classmethod
    def of(cls, request: SearchPassages, document: str | None) -> PassageFilters:
        return cls(document, request.topic_prefix or None, tuple(request.tags or ()), request.date_from,
                   request.date_to, request.community, request.language)

    def given(self) -> dict[str, str]:
        """The filters given, as they are named in an answer."""
        values = {"document": self.document and repr(self.document),
                  "topic_prefix": self.topic_prefix and repr(self.topic_prefix),
                  "tags": ", ".join(map(repr, self.tags)) or None,
                  "date_from": self.date_from and self.date_from.isoformat(),
                  "date_to": self.date_to and self.date_to.isoformat(),
                  "community": self.community and repr(self.community),
                  "language": self.language}
        return {name: value for name, value in values.items() if value}

    def failed(self, card: dict[str, Any]) -> set[str]:
        """The filters (other than community) a paragraph's card fails."""
        failed = set()
        if self.document and card["document"] != self.document:
            failed.add("document")
        if self.topic_prefix and not in_folder(card["topic"], self.topic_prefix):
            failed.add("topic_prefix")
        if self.tags and not {t.lower() for t in self.tags} <= {t.lower() for t in card["tags"] or []}:
            failed.add("tags")
        day = day_of_card(card)
        if self.date_from and (day is None or day < self.date_from):
            failed.add("date_from")
        if self.date_to and (day is None or day > self.date_to):
            failed.add("date_to")
        if self.language and card.get("language") not in STORED_AS[self.language]:
            failed.add("language")
        return failed


def day_of_card(card: dict[str, Any]) -> date | None:
    """The day a paragraph is dated by: its document's own date, else its ingest day."""
    if card.get("dated") is not None:
        return card["dated"].to_native()  # type: ignore[no-any-return]
    return card["ingested_at"].to_native().date() if card.get("ingested_at") is not None else None


async def apply(db: Database, filters: PassageFilters, keys: Sequence[str],
                cards: dict[str, dict[str, Any]]) -> tuple[list[str], list[FilterEffect]]:
    """The candidates (`keys`, best first) that pass every filter, and each filter given with how many of
    the candidates it excluded."""
    failed = {key: filters.failed(cards[key]) for key in keys if key in cards}
    if filters.community:
        inside = await communities.sources_among(db, filters.community, list(failed))
        for key, fails in failed.items():
            if key not in inside:
                fails.add("community")
    kept = [key for key, fails in failed.items() if not fails]
    given = filters.given()
    note = _dating(filters, [cards[key] for key in failed])
    effects = [FilterEffect(filter=name, value=given[name], removed=sum(name in f for f in failed.values()),
                            note=note if name.startswith("date_") else None)
               for name in ORDER if name in given]
    return kept, effects


def _dating(filters: PassageFilters, cards: list[dict[str, Any]]) -> str | None:
    """What the date filters compared: how many of the candidates' documents gave a date of their own,
    and the ingest days of the others."""
    if not (filters.date_from or filters.date_to):
        return None
    documents = {card["document"]: card for card in cards}
    own = sum(card.get("dated") is not None for card in documents.values())
    ingested = sorted({day_of_card(card).isoformat() for card in documents.values()  # type: ignore[union-attr]
                       if card.get("dated") is None and card.get("ingested_at") is not None})
    rule = "dates: a document's own date (front matter, an email's Date: line, PDF metadata), else its ingest day"
    if not documents:
        return rule
    days = ", ".join(ingested[:3]) + (f" and {len(ingested) - 3} more" if len(ingested) > 3 else "")
    fallback = f", {len(documents) - own} by their ingest day ({days})" if ingested else ""
    return f"{rule}; of the candidates' {plural(len(documents), 'document')}, {own} gave a date of their own{fallback}"
