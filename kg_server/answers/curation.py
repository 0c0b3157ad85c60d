"""What curation answers: the change-log entries that writes create and `recent_changes` lists.

A write's answer is the entry it appended to the change log, so what a curator sees right after a
change is exactly what everyone else later reads from `recent_changes`.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from .common import plural


class ConceptSummary(BaseModel):
    concept_id: str
    exists: bool = Field(description="False when the concept is no longer in the graph.")
    label: str | None = None
    description: str = Field("", description="The first 200 characters of the description.")
    quotes: int = Field(0, description="How many quotes ground it.")
    relationships: int = Field(0, description="How many typed relationships it has, both directions.")

    def render(self) -> str:
        if not self.exists:
            return f"{self.concept_id} (no longer in the graph)"
        return f"{self.concept_id}: {self.label} [{plural(self.quotes, 'quote')}, " \
               f"{plural(self.relationships, 'relationship')}]"


class Change(BaseModel):
    """One entry of the change log."""

    sequence: int = Field(
        description="Position in the change log: recent_changes(since_sequence=N) lists what followed."
    )
    at: str = Field(description="When it was made (ISO 8601, UTC).")
    curator: str = Field(description="Who made it: the MCP client's name (mcp:NAME) or the HTTP caller "
                                     "(http:ADDRESS).")
    operation: str = Field(description="add_concept, revise_concept, add_instance, add_relationship or "
                                       "delete_relationship.")
    summary: str
    note: str | None = Field(None, description="Why, as the curator said.")
    details: dict[str, Any] = Field(default_factory=dict, description="What changed: values before and after.")
    concepts: list[ConceptSummary] = Field(
        default_factory=list, description="The concepts it touched, as they are now."
    )

    def render(self) -> str:
        lines = [f"#{self.sequence} {self.at} {self.curator} {self.operation}: {self.summary}"]
        if self.note:
            lines.append(f"  note: {self.note}")
        lines += [f"  {concept.render()}" for concept in self.concepts]
        return "\n".join(lines)


class ConceptRevision(Change):
    """The change a revision made, and the concept's history (its change-log entries, newest first)."""

    history: list[Change] = Field(default_factory=list, description="The concept's last 20 change-log entries, "
                                                                     "newest first (this revision included), "
                                                                     "without concept summaries.")

    def render(self) -> str:
        lines = [super().render(), f"History of {self.details.get('concept_id', 'the concept')} (newest first):"]
        lines += [f"- #{c.sequence} {c.at} {c.curator} {c.operation}: {c.summary}" for c in self.history]
        return "\n".join(lines)


class RecentChanges(BaseModel):
    since_sequence: int
    concept_id: str | None = None
    changes: list[Change]
    latest_sequence: int = Field(description="The newest entry of the whole log (0: nothing was ever changed).")
    next_since: int = Field(description="Pass this as since_sequence to continue after the last entry listed.")
    truncated: bool = Field(False, description="More changes follow: call again with since_sequence=next_since.")

    def render(self) -> str:
        scope = f" to {self.concept_id}" if self.concept_id else ""
        if not self.changes:
            return f"No changes{scope} after #{self.since_sequence} (the log ends at #{self.latest_sequence})."
        lines = [f"{plural(len(self.changes), 'change')}{scope} after #{self.since_sequence} "
                 f"(the log ends at #{self.latest_sequence}):"]
        lines += [change.render() for change in self.changes]
        if self.truncated:
            lines.append(f"(more: call again with since_sequence={self.next_since})")
        return "\n".join(lines)
