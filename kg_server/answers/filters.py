"""What an answer says about the filters that shaped it: a filtered answer never looks like the whole
truth. Each filter given is named with what it removed, and the answer says how many results there are
without the filters, so "nothing matches" can be told apart from "the filter excluded everything"."""

from __future__ import annotations

from pydantic import BaseModel, Field

from .common import plural

FILTERS_HELP = ("The filters given, each with how many candidates it excluded (a candidate may fail several); "
                "empty without filters.")
UNFILTERED_HELP = "How many results match without the filters (null without filters)."


class FilterEffect(BaseModel):
    filter: str = Field(description="The argument, e.g. topic_prefix or date_from.")
    value: str = Field(description="Its value as given.")
    removed: int | None = Field(None, description="Candidates it excluded; null when not counted.")
    note: str | None = Field(None, description="What the filter compared, e.g. which date a document was dated by.")


def filter_lines(effects: list[FilterEffect], unfiltered: int | None, noun: str, many: str | None = None) -> list[str]:
    """The lines a filtered answer's text adds: the filters, how many match without them and what each
    excluded, and what a filter compared (the dates' meaning). None without filters."""
    if not effects:
        return []
    named = ", ".join(f"{effect.filter} {effect.value}" for effect in effects)
    without = f"; {plural(unfiltered, noun, many)} match without the filters" if unfiltered is not None else ""
    counted = [f"{effect.filter} excluded {effect.removed}" for effect in effects if effect.removed is not None]
    lines = [f"Filtered by {named}{without}" + (f" ({', '.join(counted)})." if counted else ".")]
    notes = dict.fromkeys(effect.note for effect in effects if effect.note)  # date_from and date_to share theirs
    return lines + [f"({note})" for note in notes]
