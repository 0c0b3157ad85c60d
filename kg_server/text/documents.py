"""Documents as text: paragraphs (long ones cut at sentence ends), titles, folders and hashes."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from .sentences import sentence_spans

# About 240 word-piece tokens: a paragraph fits the embedder's 256-token window whole (MiniLM ignores
# what lies beyond it), and stays one extraction call.
MAX_WORDS = 180
_BLANK_LINES = re.compile(r"\n[ \t]*\n+")
_HEADING = re.compile(r"^#{1,6}\s")


def paragraphs(text: str, *, max_words: int = MAX_WORDS) -> list[str]:
    """Blocks separated by blank lines, stripped (a block that is only a heading is not a paragraph),
    long ones split under `max_words`."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    blocks = (block.strip() for block in _BLANK_LINES.split(text))
    out: list[str] = []
    for block in blocks:
        if block and not (_HEADING.match(block) and "\n" not in block):
            out.extend(split_long(block, max_words=max_words))
    return out


def split_long(paragraph: str, *, max_words: int = MAX_WORDS) -> list[str]:
    """A paragraph of more than `max_words` words as pieces of whole sentences under that size (a
    longer sentence is cut at word boundaries)."""
    if len(paragraph.split()) <= max_words:
        return [paragraph]
    pieces: list[str] = []
    current: list[str] = []
    count = 0
    for start, end in sentence_spans(paragraph):
        sentence = paragraph[start:end]
        size = len(sentence.split())
        if current and count + size > max_words:
            pieces.append(" ".join(current))
            current, count = [], 0
        if size > max_words:  # one enormous sentence: cut it at word boundaries
            tokens = sentence.split()
            pieces += [" ".join(tokens[at:at + max_words]) for at in range(0, len(tokens), max_words)]
            continue
        current.append(sentence)
        count += size
    if current:
        pieces.append(" ".join(current))
    return pieces


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
