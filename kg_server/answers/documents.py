"""What search_by_document, list_documents, read_source and list_topics answer."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, Field

from kg_server.text import squash

from .common import Paged, Quote, plural


# --- search_by_document ---------------------------------------------------------------------------
class DocumentConcept(BaseModel):
    PAGED: ClassVar[tuple[str, ...]] = ("quotes",)

    concept_id: str
    label: str
    description: str = ""
    quotes: list[Quote]
    total_quotes: int = Field(0, description="Its quotes in the document (or paragraph), of which `quotes` holds "
                                             "the first 10.")


class DocumentConcepts(Paged):
    PAGED = ("concepts",)

    document: str
    title: str | None = None
    topic: str = ""
    paragraph: int | None = None
    concepts: list[DocumentConcept]
    total_concepts: int
    truncated: bool = False

    def render(self) -> str:
        where = f"{self.document} ¶{self.paragraph}" if self.paragraph else self.document
        if not self.concepts:
            return f"No concepts are grounded in {where}."
        lines = [f"{plural(self.total_concepts, 'concept')} in {where}:"]
        for c in self.concepts:
            lines.append(f"- {c.concept_id}: {c.label}")
            lines += [f'    ¶{q.paragraph}: "{squash(q.quote)}"' for q in c.quotes]
            if (more := max(c.total_quotes, len(c.quotes)) - len(c.quotes)) > 0:
                lines.append(f"    (+{plural(more, 'quote')}: pass paragraph= to read them)")
        return "\n".join(lines)


# --- list_documents -------------------------------------------------------------------------------
class DocumentInfo(BaseModel):
    name: str
    title: str | None = None
    topic: str = ""
    tags: list[str] = Field(default_factory=list)
    paragraphs: int
    concepts: int
    dated: str | None = Field(None, description="The date the document gives of itself (YYYY-MM-DD): front matter "
                                                "`date:`, an email's `Date:` line, a PDF's creation date; null when "
                                                "it gives none.")
    ingested_at: str | None = None

    def note(self) -> str:
        parts = [plural(self.paragraphs, "paragraph"), plural(self.concepts, "concept")]
        if self.dated:
            parts.append(f"dated {self.dated}")
        if self.ingested_at:
            parts.append(f"ingested {moment_note(self.ingested_at)}")
        if self.tags:
            parts.append("tags " + ", ".join(self.tags))
        return ", ".join(parts)


class DocumentList(Paged):
    PAGED = ("documents",)

    documents: list[DocumentInfo]
    total: int
    truncated: bool = False

    def render(self) -> str:
        if not self.documents:
            return "The graph has no documents yet: load some with `kg import FILE` or `kg demo-data`."
        lines = [f"{plural(self.total, 'document')}:"]
        lines += [f"- {d.name} ({d.note()})" for d in self.documents]
        return "\n".join(lines)


def moment_note(iso: str) -> str:
    """An ISO 8601 moment to the minute, as `2026-11-27 03:13 UTC` (Neo4j writes nanoseconds)."""
    utc = iso.endswith(("Z", "+00:00"))
    return iso[:16].replace("T", " ") + (" UTC" if utc else iso[-6:] if iso[-6] in "+-" else "")


class Paragraph(BaseModel):
    source_id: str
    paragraph: int
    text: str
    line_start: int | None = Field(None, description="For a code file: the line (from 1) the paragraph, a "
                                                     "definition's own lines, begins at.")

    def shown(self) -> str:
        """The paragraph as read: a code block with its line numbers, prose as it is."""
        if self.line_start is None:
            return f"¶{self.paragraph}: {self.text}"
        numbered = [f"{self.line_start + i:>5}  {line}" for i, line in enumerate(self.text.split("\n"))]
        return f"¶{self.paragraph} (lines {self.line_start}-{self.line_start + len(numbered) - 1}):\n" + "\n".join(
            numbered
        )


class SourceText(Paged):
    PAGED = ("paragraphs",)

    document: str
    title: str | None = None
    topic: str = ""
    paragraphs: list[Paragraph]
    total_paragraphs: int
    next_paragraph: int | None = Field(None, description="Pass as paragraph_from to read on; null at the end.")
    truncated: bool = False

    def paged(self) -> None:
        # A document read continues by paragraph number, as it does at the size cap.
        if self.paragraphs and self.next_paragraph is not None:
            self.next_paragraph = self.paragraphs[-1].paragraph + 1

    def render(self) -> str:
        lines = [f"{self.document} ({plural(self.total_paragraphs, 'paragraph')})"]
        lines += [p.shown() for p in self.paragraphs]
        if self.next_paragraph:
            lines.append(f"(continues: read_source with paragraph_from={self.next_paragraph})")
        return "\n\n".join(lines)


# --- list_topics ----------------------------------------------------------------------------------
class Topic(BaseModel):
    PAGED: ClassVar[tuple[str, ...]] = ("children",)

    topic: str = Field(description="Folder path relative to the corpus root; '' is the root.")
    documents: int = Field(description="Documents in this folder and below.")
    concepts: int = Field(description="Distinct concepts grounded in those documents.")
    contested: int = Field(0, description="How many of those concepts are contested.")
    friction: float = Field(0.0, description="Average friction of those concepts.")
    children: list[Topic] = Field(default_factory=list)


class TopicTree(Paged):
    PAGED = ("topics",)

    prefix: str | None = None
    topics: list[Topic]

    def render(self) -> str:
        lines: list[str] = []

        def walk(topic: Topic, depth: int) -> None:
            disputed = f" ({topic.contested} contested, friction {topic.friction:.2f})" if topic.contested else ""
            lines.append(f"{'  ' * depth}- {topic.topic or '(root)'}: {plural(topic.documents, 'document')}, "
                         f"{plural(topic.concepts, 'concept')}{disputed}")
            for child in topic.children:
                walk(child, depth + 1)

        for topic in self.topics:
            walk(topic, 0)
        return "\n".join(lines) or "No topics."
