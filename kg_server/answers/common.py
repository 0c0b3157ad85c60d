"""What every answer shares: pages, quotes and their citations, integration status, warnings."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, Field

from kg_server.text import squash


def plural(count: int, word: str, many: str | None = None) -> str:
    return f"{count} {word if count == 1 else (many or word + 's')}"


class Paged(BaseModel):
    """An answer that `kg_server.budget` may cut into pages. `PAGED` names its long lists (a dotted
    name for a list inside a field), which are cut first; a model that is not an answer of its own
    can name `PAGED` too, to be shortened when it sits in another answer's list."""

    PAGED: ClassVar[tuple[str, ...]] = ()
    # Whether a short budget fills the lists in turn (False) or each before the next (True).
    PAGED_IN_ORDER: ClassVar[bool] = False
    # The list the request's `limit` cuts, when a cursor may continue past the limit (its page is the
    # next `limit` items): the answer's `total_results` counts the whole list.
    LIMITED: ClassVar[str | None] = None
    cursor: str | None = Field(None, description="More of this answer exists: repeat the call with the same "
                                                 "arguments and cursor=<this> for the next page. Null: nothing more.")

    def paged(self) -> None:
        """Called after the answer was cut into a page, for answers that have their own way to continue."""


def page_note(answer: BaseModel) -> str:
    """The line that tells a reader of the text form how to get the next page (empty when none)."""
    cursor = getattr(answer, "cursor", None)
    return f"\n(more: repeat the call with cursor={cursor!r})" if cursor else ""


class Quote(BaseModel):
    quote: str
    document: str
    paragraph: int
    source_id: str
    confidence: float | None = None
    trimmed: bool = Field(False, description="The quote was shortened around the words asked for; "
                                             "read_source(source_id) has the full paragraph.")
    line: int | None = Field(None, description="For code: the quote's line in the document (from 1), so "
                                               "document:line locates it.")
    use: str | None = Field(None, description="For code: what the line does with the symbol (definition, call, "
                                              "import, re-export, annotation, subclass, isinstance, pattern, "
                                              "decorator, assignment, attribute, reference; mention: prose that "
                                              "names it).")

    def cite(self) -> str:
        if self.line is not None:  # a line of code, where it is and what it does with the symbol
            return f"`{self.quote}` ({self.document}:{self.line}{f', {self.use}' if self.use else ''})"
        # On one line: a quote keeps its source's line breaks (a book wrapped at 70 columns), which the
        # structured answer keeps verbatim and a reader of the text does not need.
        return f'"{squash(self.quote)}" ({self.document} ¶{self.paragraph})'


class Evidence(BaseModel):
    source_id: str
    document: str | None = None
    paragraph: int | None = None


# --- integration status (kg_server.explore.friction) -----------------------------------------------------
Status = Literal["probation", "integrated", "contested"]
STATUS_HELP = ("probation: little evidence yet; integrated: grounded and undisputed; contested: friction at or "
               "above the threshold. Null until the graph's friction was computed (kg import, kg ingest).")
FRICTION_HELP = ("Confidence-weighted CONTRADICTS evidence touching the concept (stated and inferred): the sum "
                 "of each relationship's confidence times its evidence paragraphs (at most 3).")


METHOD_HELP = ("How it was found: absent when stated (a bundle, an LLM, a curator); pattern, cooccurrence, "
               "similarity or hierarchy for the offline extractor's links; inferred for contradictions found by "
               "comparing statements.")


def status_note(status: str | None, friction: float | None) -> str:
    if status is None:
        return ""
    return f"{status} (friction {friction or 0:.2f})" if status == "contested" else status


# --- search_concepts ------------------------------------------------------------------------------
WARNINGS = ("What made this answer less than asked for, e.g. semantic search unavailable (the embedding "
            "endpoint failed) so the results are lexical only. Empty when all went well.")


def warning_lines(warnings: list[str]) -> list[str]:
    return [f"Warning: {warning}" for warning in warnings]


def warned(text: str, warnings: list[str]) -> str:
    return "\n".join([*warning_lines(warnings), text])
