"""Text helpers shared by the sample builder and ingestion: paragraphs, titles, topics, hashes."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

_BLANK_LINES = re.compile(r"\n[ \t]*\n+")
_HEADING = re.compile(r"^#{1,6}\s")


def split_paragraphs(text: str) -> list[str]:
    """Blocks separated by blank lines, stripped; a block that is only a heading is not a paragraph."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    blocks = (block.strip() for block in _BLANK_LINES.split(text))
    return [b for b in blocks if b and not (_HEADING.match(b) and "\n" not in b)]


def title_of(text: str) -> str | None:
    """The first markdown heading, if any."""
    for line in text.splitlines():
        if _HEADING.match(line.strip()):
            return line.strip().lstrip("#").strip() or None
    return None


def content_hash(text: str) -> str:
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def short_hash(*parts: str, length: int = 12) -> str:
    return hashlib.sha1("\x1f".join(parts).encode("utf-8")).hexdigest()[:length]


def topic_of(path: Path, root: Path) -> str:
    """The folder of a document relative to the corpus root: 'Tenders', 'Contracts/Drafts', or ''."""
    parent = path.parent.relative_to(root)
    return "" if parent == Path(".") else parent.as_posix()
