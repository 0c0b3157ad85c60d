"""Reading a corpus: walk folders, load Markdown, plain text, HTML and PDF into text with paragraphs.

Each file becomes a `LoadedDocument` or a `Skipped` with the reason a user can act on (empty, binary,
too large, unsupported, unreadable). Nothing here touches the graph.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date
from html.parser import HTMLParser
from pathlib import Path

from kg_server.contract import LANGUAGE_NAMES
from kg_server.providers.lsp import SERVERS, server_for
from kg_server.text import content_hash, day_of, own_date, squash, title_of, topic_of

from .ignores import left_out, walk

KINDS = {".md": "markdown", ".markdown": "markdown", ".txt": "text", ".text": "text", ".rst": "text",
         ".html": "html", ".htm": "html", ".pdf": "pdf"}
DEFAULT_MAX_BYTES = 20 * 1024 * 1024
# Code of languages no language server here reads, by suffix: a file of one is said to be that language's
# code, not read, rather than a file of an unknown type (a suffix a server reads, once one does, is read).
NOT_READ_CODE = {
    ".rs": "Rust", ".java": "Java", ".kt": "Kotlin", ".kts": "Kotlin", ".scala": "Scala", ".groovy": "Groovy",
    ".rb": "Ruby", ".php": "PHP", ".cs": "C#", ".fs": "F#", ".swift": "Swift", ".mm": "Objective-C++",
    ".dart": "Dart",
    ".lua": "Lua", ".ex": "Elixir", ".exs": "Elixir", ".erl": "Erlang", ".hs": "Haskell", ".ml": "OCaml",
    ".clj": "Clojure", ".jl": "Julia", ".zig": "Zig", ".pl": "Perl", ".r": "R", ".vue": "Vue",
    ".svelte": "Svelte", ".sh": "shell", ".bash": "shell", ".ps1": "PowerShell", ".sql": "SQL",
}
NOT_READ = "not read: no language server here reads"


@dataclass(frozen=True)
class LoadedDocument:
    name: str  # the path relative to the corpus root, with '/' separators: the document's id
    path: Path
    kind: str
    topic: str
    title: str | None
    text: str
    tags: tuple[str, ...] = ()
    content_hash: str = field(default="")
    dated: date | None = None  # the date it gives of itself (kg_server.text.dates); None: its ingest day


@dataclass(frozen=True)
class Skipped:
    path: Path
    reason: str
    unread_language: str | None = None  # code of a language no server reads (Rust), counted in the report


def discover(
    roots: Sequence[Path], *, include: Sequence[str] = (), exclude: Sequence[str] = (),
    skipped: list[tuple[str, str]] | None = None,
) -> Iterator[tuple[Path, Path]]:
    """(root, file) for every file under the roots, in a stable order, filtered by glob patterns that
    match the path relative to its root (`Contracts/*.md`, `**/drafts/**`) or the file name. Hidden
    files, what .gitignore ignores, folders of installed or generated code, symbolic links (so that a
    link to a parent folder makes no endless walk, and no file is read twice or from outside the root)
    and folders that cannot be listed are left out (kg_server.ingest.ignores), each said in `skipped`."""
    left_out = skipped if skipped is not None else []
    for root in roots:
        root = root.expanduser().resolve()
        files = [root] if root.is_file() else sorted(walk(root, left_out))
        base = root.parent if root.is_file() else root
        for path in files:
            relative = path.relative_to(base).as_posix()
            if include and not _matches(relative, include):
                continue
            if exclude and _matches(relative, exclude):
                continue
            yield base, path


def in_corpus(root: Path, path: Path, *, include: Sequence[str] = (), exclude: Sequence[str] = ()) -> bool:
    """Whether `discover([root], ...)` offers `path` (which may be gone), a file under the folder `root`:
    the same ignores and patterns."""
    relative = path.relative_to(root).as_posix()
    return not (left_out(root, path) or (include and not _matches(relative, include))
                or (exclude and _matches(relative, exclude)))


def _matches(relative: str, patterns: Sequence[str]) -> bool:
    name = relative.rsplit("/", 1)[-1]
    return any(fnmatch.fnmatch(relative, p) or fnmatch.fnmatch(name, p) for p in patterns)


def kind_of(path: Path) -> str | None:
    """The kind of document `load` reads a file as (markdown, text, html, pdf), or None."""
    return KINDS.get(path.suffix.lower()) or (
        "text" if not path.suffix and path.name.upper().startswith("README") else None
    )


def unread_language(path: Path) -> str | None:
    """The language of a code file that no language server reads (Rust for a .rs), or None."""
    language = NOT_READ_CODE.get(path.suffix.lower())
    return language if language is not None and server_for(path) is None else None


def code_read_in() -> str:
    """The languages whose code is read, in words: 'Python, TypeScript, JavaScript, Go and C'."""
    names = list(LANGUAGE_NAMES.values())
    return ", ".join(names[:-1]) + f" and {names[-1]}"


def load(
    root: Path, path: Path, *, max_bytes: int = DEFAULT_MAX_BYTES, tags: Sequence[str] = ()
) -> LoadedDocument | Skipped:
    kind = kind_of(path)
    if kind is None and (language := unread_language(path)) is not None:
        return Skipped(path, f"{language} code, {NOT_READ} {language} (code is read in {code_read_in()})",
                       unread_language=language)
    if kind is None:
        supported = ", ".join(sorted(KINDS))
        code = ", ".join(sorted({suffix for server in SERVERS for suffix in server.suffixes}))
        return Skipped(path, f"unsupported file type '{path.suffix or '(none)'}'; supported: {supported}; "
                             f"code read by a language server: {code}")
    try:
        size = path.stat().st_size
        if size == 0:
            return Skipped(path, "empty file")
        if size > max_bytes:
            return Skipped(path, f"{size / 1e6:.1f} MB is over the {max_bytes / 1e6:.0f} MB limit (--max-bytes)")
        raw = path.read_bytes()
    except OSError as error:
        return Skipped(path, f"cannot read: {error.strerror or error}")
    dated = None
    if kind == "pdf":
        text_or_reason, dated = _pdf_text(raw)
    else:
        text_or_reason = _decode(raw)
    if isinstance(text_or_reason, Skipped):
        return Skipped(path, text_or_reason.reason)
    text = text_or_reason
    front = _Front()
    title = None
    if kind == "markdown":
        text, front = _front_matter(text)
        title = front.title or title_of(text)
    elif kind == "html":
        text, title = _html_text(text)
    elif path.suffix.lower() == ".rst":
        text = _rst_text(text)
    if not text.strip():
        return Skipped(path, "no text in it")
    name = path.relative_to(root).as_posix()
    return LoadedDocument(
        name=name, path=path, kind=kind, topic=topic_of(path, root), title=title or _first_line(text), text=text,
        tags=tuple(dict.fromkeys([*front.tags, *tags])), content_hash=content_hash(text),
        dated=front.dated or dated or own_date(text),
    )


# reStructuredText's roles (:meth:`~click.Context.invoke`, :ref:`the guide <guide>`) and directive markers
# (.. autoclass:: click.Command): their names are markup, not what the text is about, and read as words they
# become concepts (`meth` quoted in every paragraph of an API guide). What they mark stays, in backticks.
_RST_ROLE = re.compile(r":(?:[\w-]+:)+`(?:([^`<]*?)\s*<[^`>]*>|~?([^`]+))`")
_RST_DIRECTIVE = re.compile(r"(?m)^(\s*)\.\. [\w:-]+::[ \t]*")


def _rst_text(text: str) -> str:
    return _RST_DIRECTIVE.sub(r"\1", _RST_ROLE.sub(lambda m: f"`{m.group(1) or m.group(2)}`", text))


def _decode(raw: bytes) -> str | Skipped:
    if b"\0" in raw[:8192]:
        return Skipped(Path(), "binary content (a NUL byte), not text")
    for encoding in ("utf-8-sig", "utf-16") if raw[:2] in (b"\xff\xfe", b"\xfe\xff") else ("utf-8-sig",):
        try:
            return raw.decode(encoding).replace("\r\n", "\n").replace("\r", "\n")
        except UnicodeDecodeError:
            continue
    return Skipped(Path(), "not UTF-8 text; convert it to UTF-8 first")


@dataclass(frozen=True)
class _Front:
    """What YAML front matter says of its document."""

    title: str | None = None
    tags: tuple[str, ...] = ()
    dated: date | None = None


def _front_matter(text: str) -> tuple[str, _Front]:
    """Strip YAML front matter; keep its title, tags and date."""
    if not text.startswith("---\n"):
        return text, _Front()
    end = text.find("\n---", 4)
    if end == -1:
        return text, _Front()
    import yaml

    try:
        meta = yaml.safe_load(text[4:end]) or {}
    except yaml.YAMLError:
        meta = {}
    body = text[end + 4:].lstrip("\n")
    if not isinstance(meta, dict):
        return body, _Front()
    tags = meta.get("tags") or []
    if isinstance(tags, str):
        tags = [t.strip() for t in tags.split(",")]
    title = meta.get("title")
    return body, _Front(title=str(title) if title else None, tags=tuple(str(t) for t in tags if str(t).strip()),
                        dated=day_of(meta.get("date")))


class _HTMLText(HTMLParser):
    BLOCKS = frozenset({"p", "div", "section", "article", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr",
              "table", "br", "blockquote", "pre", "header", "footer", "main", "aside", "dd", "dt"})
    SKIP = frozenset({"script", "style", "noscript", "template", "svg", "head"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skipping = 0
        self.title: str | None = None
        self._in_title = False
        self._heading: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title":
            self._in_title = True
        if tag in self.SKIP:
            self.skipping += 1
        if tag in self.BLOCKS:
            self.parts.append("\n\n")
        if tag == "h1" and self.title is None:
            self._heading = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        if tag in self.SKIP and self.skipping:
            self.skipping -= 1
        if tag in self.BLOCKS:
            self.parts.append("\n\n")
        if tag == "h1" and self._heading is not None:
            self.title = squash("".join(self._heading)) or None
            self._heading = None

    def handle_data(self, data: str) -> None:
        if self._in_title and self.title is None and data.strip():
            self.title = squash(data)
        if self.skipping:
            return
        if self._heading is not None:
            self._heading.append(data)
        self.parts.append(data)


def _html_text(markup: str) -> tuple[str, str | None]:
    parser = _HTMLText()
    parser.feed(markup)
    parser.close()
    blocks = ("".join(parser.parts)).split("\n\n")
    paragraphs = [squash(block) for block in blocks]
    return "\n\n".join(p for p in paragraphs if p), parser.title


def _pdf_text(raw: bytes) -> tuple[str | Skipped, date | None]:
    """A PDF's text and the creation date of its metadata (None when it has none)."""
    import io

    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(io.BytesIO(raw))
        if reader.is_encrypted:
            return Skipped(Path(), "encrypted PDF; decrypt it first"), None
        pages = [page.extract_text() or "" for page in reader.pages]
    except (PdfReadError, ValueError, KeyError, OSError) as error:
        return Skipped(Path(), f"unreadable PDF ({error})"), None
    try:
        created = day_of(reader.metadata.creation_date) if reader.metadata else None
    except (ValueError, TypeError):  # a CreationDate pypdf cannot read is no date
        created = None
    # Lines inside a page are re-joined into paragraphs at blank lines; pages are separate blocks.
    return "\n\n".join(page.strip() for page in pages if page.strip()), created


def _first_line(text: str) -> str | None:
    for line in text.splitlines():
        if line.strip():
            return line.strip().lstrip("#").strip()[:200] or None
    return None

