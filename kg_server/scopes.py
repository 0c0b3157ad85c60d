"""Folder scopes: the one rule for every argument that narrows a question to part of the corpus.

A scope names a folder (a document's topic is its folder path) and covers that folder and everything
below it, compared case-insensitively on whole folder names: 'contracts' covers 'Contracts' and
'Contracts/2024', never 'Contractors'. Where an argument may also name one document (the two sides of
find_contradictions), the scope covers the document whose name, or name without extension, it is.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import InvalidArgument


def folder_key(value: str | None) -> str:
    return (value or "").strip().strip("/").lower()


def in_folder(topic: str | None, folder: str | None) -> bool:
    """Whether a document in `topic` lies in `folder` (the root, '' or None, holds everything)."""
    wanted = folder_key(folder)
    have = folder_key(topic)
    return not wanted or have == wanted or have.startswith(wanted + "/")


def is_document(name: str, scope: str | None) -> bool:
    wanted = folder_key(scope)
    lowered = name.lower()
    return bool(wanted) and wanted in (lowered, lowered.rsplit(".", 1)[0])


def in_scope(scope: str | None, *, topic: str | None, document: str) -> bool:
    """A folder scope, or a document scope, covers this document."""
    return in_folder(topic, scope) or is_document(document, scope)


def check_scope(scope: str, *, topics: Iterable[str | None], documents: Iterable[str] = (),
                argument: str = "topic_prefix") -> str:
    """The scope when some folder (or, when documents are given, some document) lies in it; else an
    error listing the folders there are."""
    folders = sorted({t for t in topics if t})
    names = list(documents)
    if any(in_folder(t, scope) for t in folders) or any(is_document(n, scope) for n in names):
        return scope
    what = "folder or document" if names else "folder"
    extra = " (a document's name also works)" if names else ""
    raise InvalidArgument(
        f"{argument}: no {what} matches {scope!r}; folders are: {', '.join(folders[:20]) or 'none'}{extra}"
    )
