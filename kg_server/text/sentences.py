"""Sentences: the one sentence splitter of the package (search excerpts, long paragraphs, the offline
extractor, descriptions and the contradiction finder all cut text here)."""

from __future__ import annotations

import re

# A sentence ends at . ! ? (a closing quote or bracket stays with it) before a space and a capital or
# digit, except after e.g., i.e., etc., vs. and No.; or at a line break before a list item or a capital.
# (The regex finds the candidates; `_capital_after` checks the capital, in any script: İ, Ö, Ж.)
_SENTENCE_END = re.compile(r"(?:(?<!\be\.g)(?<!\bi\.e)(?<!\betc)(?<!\bvs)(?<!\bNo)[.!?][\"')\]]?\s+(?=[\"'“(\[]?\w)"
                           r"|\n+\s*(?=[-*•]\s|\w))")
_CLOSING = "\"')]"
_OPENING = "\"'“(["
_LIST_ITEM = re.compile(r"[-*•]\s|\d+[.)]\s")
WRAPPED_LINE = 50  # a line at least this long that ends without punctuation was wrapped, not ended


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence of a paragraph; a sentence ends at . ! ? or at a line break that
    starts a list item or follows a short line (a heading, a list line without punctuation).
    Abbreviations like 'e.g.' or 'Clause 9.4' are not sentence ends because no space-then-capital
    follows, and a break inside hard-wrapped prose (a long line, then a capital) is not one either."""
    spans = []
    start = 0
    for match in _SENTENCE_END.finditer(text):
        at = match.start()
        if not (_capital_after(text, match.end()) or (text[at] == "\n" and _LIST_ITEM.match(text, match.end()))):
            continue
        if text[at] in ".!?":
            end = at + 2 if text[at + 1] in _CLOSING else at + 1
        elif _line_ends_sentence(text, at, match.end()):
            end = at
        else:
            continue
        if text[start:end].strip():
            spans.append(_trim(text, start, end))
        start = match.end()
    if text[start:].strip():
        spans.append(_trim(text, start, len(text)))
    return spans


def sentences(text: str) -> list[str]:
    return [text[a:b] for a, b in sentence_spans(text)]


def _capital_after(text: str, at: int) -> bool:
    """The text at `at` starts with a capital or a digit (after an opening quote or bracket)."""
    if at < len(text) and text[at] in _OPENING:
        at += 1
    return at < len(text) and (text[at].isupper() or text[at].isdigit())


def _line_ends_sentence(text: str, newline: int, next_start: int) -> bool:
    line = text[text.rfind("\n", 0, newline) + 1 : newline].rstrip()
    return (_LIST_ITEM.match(text, next_start) is not None or len(line) < WRAPPED_LINE
            or line.endswith((":", ";")) or "\n\n" in text[newline:next_start])


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    """The span without the whitespace at its ends."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end
