"""Code files found by the walk of a corpus: which files are code, read as the language servers read
them, and whether the servers they need are installed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from kg_server.errors import LanguageServerUnavailable
from kg_server.ingest.loaders import Skipped
from kg_server.providers.lsp import LanguageServer, server_for
from kg_server.text import content_hash, topic_of

from .model import SYNTAXES, CodeFile


def is_code(path: Path) -> bool:
    return path.suffix.lower() in SYNTAXES and server_for(path) is not None


def load_code(root: Path, path: Path, *, max_bytes: int) -> CodeFile | Skipped:
    """A code file, its text decoded as the servers decode it (UTF-8, undecodable bytes replaced), so
    that lines and columns agree with theirs."""
    try:
        size = path.stat().st_size  # an empty file is kept: an empty __init__.py makes its folder a package
        if size > max_bytes:
            return Skipped(path, f"{size / 1e6:.1f} MB is over the {max_bytes / 1e6:.0f} MB limit (--max-bytes)")
        raw = path.read_bytes()
    except OSError as error:
        return Skipped(path, f"cannot read: {error.strerror or error}")
    if b"\0" in raw[:8192]:
        return Skipped(path, "binary content (a NUL byte), not code")
    text = raw.decode("utf-8", "replace")
    return CodeFile(name=path.relative_to(root).as_posix(), path=path, language=SYNTAXES[path.suffix.lower()],
                    text=text, content_hash=content_hash(text), topic=topic_of(path, root))


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
