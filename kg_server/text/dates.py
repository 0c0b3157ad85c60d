"""Dates: the date a document carries of its own, and moments written for people.

A document's own date is the one its text gives near the top: an email's `Date:` header (RFC 2822,
`Mon, 2 Mar 2026 09:14:00 +0000`, or words, `2 March 2026`), a notice's `Issued:` or `Dated:` line;
front matter and PDF metadata give theirs to the loader, which reads them with `day_of`. A date
that cannot be read is no date: the document is then dated by its ingest day.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime
from email.utils import parsedate_to_datetime
from typing import Any

HEADER_LINES = 15  # an email's headers sit in its first lines (after a title)
_HEADER = re.compile(r"^\s*(?:date|sent|issued|dated)\s*:\s*(.+?)\s*$", re.IGNORECASE | re.MULTILINE)
_MONTHS = {name: number for number, names in enumerate(
    (("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",), ("june", "jun"),
     ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"), ("october", "oct"),
     ("november", "nov"), ("december", "dec")), start=1) for name in names}
_ISO = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
_DAY_MONTH_YEAR = re.compile(r"(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})")
_MONTH_DAY_YEAR = re.compile(r"([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})")


def own_date(text: str) -> date | None:
    """The date a document's first lines give (a `Date:`, `Sent:`, `Issued:` or `Dated:` line), or None."""
    head = "\n".join(text.splitlines()[:HEADER_LINES])
    for match in _HEADER.finditer(head):
        if (day := day_of(match.group(1))) is not None:
            return day
    return None


def day_of(value: Any) -> date | None:
    """A day from a date, a datetime, or text: ISO 8601 (`2026-03-02`, with a time or not), RFC 2822 (an
    email's), `2 March 2026` or `March 2, 2026`. None when it is none of these (no guessing at 03/02)."""
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    if not isinstance(value, str) or not value.strip():
        return None
    text = value.strip().lower()
    if match := _ISO.match(text):
        return _day(int(match.group(1)), int(match.group(2)), int(match.group(3)))
    try:
        return parsedate_to_datetime(value.strip()).date()
    except (TypeError, ValueError, IndexError):
        pass
    if match := _DAY_MONTH_YEAR.search(text):
        return _named(match.group(3), match.group(2), match.group(1))
    if match := _MONTH_DAY_YEAR.search(text):
        return _named(match.group(3), match.group(1), match.group(2))
    return None


def _named(year: str, month: str, day: str) -> date | None:
    number = _MONTHS.get(month)
    return _day(int(year), number, int(day)) if number else None


def _day(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def readable_moment(moment: datetime) -> str:
    """A moment as people write it, in UTC: `4 December 2026, 03:54 UTC`."""
    utc = moment.astimezone(UTC) if moment.tzinfo else moment.replace(tzinfo=UTC)
    return f"{utc.day} {utc:%B %Y, %H:%M} UTC"


def readable_day(day: date) -> str:
    """A day as people write it: `2 March 2026`."""
    return f"{day.day} {day:%B %Y}"
