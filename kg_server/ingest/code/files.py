"""Code files found by the walk of a corpus: which files are code, read as the language servers read
them (or skipped, with the reason: binary, UTF-16, minified, too large to be anyone's source), and whether
the servers they need are installed."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from pathlib import Path

from kg_server.errors import LanguageServerUnavailable
from kg_server.ingest.loaders import DEFAULT_MAX_BYTES, Skipped
from kg_server.providers.lsp import LanguageServer, server_for
from kg_server.providers.lsp.servers import header_language
from kg_server.text import content_hash, topic_of

from .model import SYNTAXES, CodeFile

# Above this size a code file is generated, most likely (protobuf's _pb2.py, an API client, a table): one
# nobody reads, whose thousands of symbols keep the language server busy for minutes and make one
# transaction too big for Neo4j. Measured on 2 cores shared with another ingest: a _pb2.py of 12,000 lines
# (0.56 MB, 8,000 symbols) took 3.3 minutes, one of 24,000 lines (1.1 MB) 4.5, one of 60,000 lines (2.9 MB,
# 40,000 symbols) 18 before Neo4j (1 GB heap) ran out of memory writing it; mypy's checker.py, written by
# hand (0.46 MB, 10,000 lines, 430 symbols), took 23 s. Of the 18,581 Python files of this project's
# dependencies, one is larger (torch's table of test cases). --max-bytes, when given, is the limit for code.
CODE_MAX_BYTES = 1_000_000
# From this average line length a file is minified: nobody's source (its names are mangled), and the
# symbols of a line thousands of characters long each make a paragraph of all of it (a 490 KB one-line
# bundle read for 5 minutes, then its write broke the connection to Neo4j). Formatted code averages 30 to
# 50 characters a line; of 8,900 JavaScript and TypeScript files of npm packages, the 89 averaging over
# 1,000 were all bundles, compiled WebAssembly or data tables.
MINIFIED_LINE = 1_000
UTF16_MARKS = (b"\xff\xfe", b"\xfe\xff")


def is_code(path: Path) -> bool:
    return path.suffix.lower() in SYNTAXES and server_for(path) is not None


def load_code(root: Path, path: Path, *, max_bytes: int) -> CodeFile | Skipped:
    """A code file, its text decoded as the servers decode it (UTF-8, undecodable bytes replaced), so
    that lines and columns agree with theirs; or why it is skipped."""
    try:
        size = path.stat().st_size  # an empty file is kept: an empty __init__.py makes its folder a package
        if size > max_bytes:
            return Skipped(path, f"{size / 1e6:.1f} MB is over the {max_bytes / 1e6:.0f} MB limit (--max-bytes)")
        raw = path.read_bytes()
    except OSError as error:
        return Skipped(path, f"cannot read: {error.strerror or error}")
    text = raw.decode("utf-8", "replace")
    reason = _not_source(path, raw, text) or _too_large(len(raw), max_bytes)
    if reason is not None:
        return Skipped(path, reason)
    suffix = path.suffix.lower()
    language = header_language(root) if suffix == ".h" else SYNTAXES[suffix]
    return CodeFile(name=path.relative_to(root).as_posix(), path=path, language=language,
                    text=text, content_hash=content_hash(text), topic=topic_of(path, root))


def _not_source(path: Path, raw: bytes, text: str) -> str | None:
    """Why a file with a code suffix holds no code to read, or None."""
    if raw[:2] in UTF16_MARKS:  # its every other byte is a NUL: it would read as binary
        return "UTF-16 text; the language servers read UTF-8: convert it first"
    if b"\0" in raw[:8192]:
        return "binary content (a NUL byte), not code"
    if path.stem.lower().endswith(".min"):
        return "minified (its name says so), not read as code"
    average = len(text) // max(1, text.count("\n") + (not text.endswith("\n")))
    if average > MINIFIED_LINE:
        return f"minified (average line {average:,} characters), not read as code"
    return None


def _too_large(size: int, max_bytes: int) -> str | None:
    """Why a file is too large to be anyone's source, unless --max-bytes was given, or None."""
    if max_bytes != DEFAULT_MAX_BYTES or size <= CODE_MAX_BYTES:
        return None
    return (f"{size / 1e6:.1f} MB is over the {CODE_MAX_BYTES / 1e6:g} MB limit for code (a file this large is "
            f"most likely generated, and would take the language server many minutes); read it anyway with "
            f"--max-bytes {math.ceil(size / 1e6) * 1_000_000}")


def require_servers(code: Mapping[Path, Sequence[CodeFile]], cache_dir: Path) -> None:
    """Every language server the code files need is installed, or the error says what installs it (and
    how to leave those files out instead)."""
    needed: dict[str, tuple[LanguageServer, str]] = {}
    for files in code.values():
        for file in files:
            server = server_for(file.path)
            if server is not None:
                needed.setdefault(server.name, (server, file.path.suffix))
    for server, suffix in needed.values():
        try:
            server.resolve(cache_dir)
        except LanguageServerUnavailable as error:
            raise LanguageServerUnavailable(server.name, (
                f"{error.message}. Or leave those files out: kg ingest ... --exclude '*{suffix}'")) from None
