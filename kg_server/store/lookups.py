"""Lookups: what only the graph can tell about an argument, checked in one place for every operation.

- Concepts: `require_concepts` raises ConceptNotFound (with close ids from the graph) for an unknown id.
- Documents: `resolve_document` turns what a user typed (name, file name, stem or title) into the
  document's name, or raises DocumentNotFound (with close names) or DocumentAmbiguous.
- Folder scopes: `require_scopes` checks that a folder (or document) argument names something there is;
  `require_tags` that some document carries each tag of a `tags` filter.
- Completions: `completions` offers the concept ids, document names and folders that start with what
  a user has typed (the MCP protocol's completion/complete).

Folder scopes are the one rule for every argument that narrows a question to part of the corpus.

A scope names a folder (a document's topic is its folder path) and covers that folder and everything
below it, compared case-insensitively on whole folder names: 'contracts' covers 'Contracts' and
'Contracts/2024', never 'Contractors'. Where an argument may also name one document (the two sides of
find_contradictions), the scope covers the document whose name, or name without extension, it is.
"""

from __future__ import annotations

from collections.abc import Iterable

from kg_server.errors import (
    ConceptNotFound,
    DocumentAmbiguous,
    DocumentNotFound,
    InvalidArgument,
)
from kg_server.text import closest, lucene_query

from .db import Database, Record


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


async def require_scopes(db: Database, *, documents_too: bool = False, **scopes: str | None) -> list[Record]:
    """Each given folder scope (by argument name) covers some folder, or, with `documents_too`, some
    document; InvalidArgument naming the first that does not, with the folders there are. Returns the
    documents with their folders (`document`, `topic`) it checked against, for callers that filter by
    the scopes too."""
    given = {argument: scope for argument, scope in scopes.items() if scope}
    if not given:
        return []
    rows = await db.read("topic_documents")
    topics = [row["topic"] for row in rows]
    names = [row["document"] for row in rows] if documents_too else []
    for argument, scope in given.items():
        check_scope(scope, topics=topics, documents=names, argument=argument)
    return rows


async def require_tags(db: Database, tags: Iterable[str]) -> None:
    """Each tag is carried by some document (compared case-insensitively); InvalidArgument naming the
    first that is not, with the tags there are, or saying that no document has tags."""
    rows = await db.read("document_tags")
    known = {row["tag"].lower(): row["tag"] for row in rows}
    for tag in tags:
        if tag.strip().lower() in known:
            continue
        if not known:
            raise InvalidArgument(f"tags: no document is tagged {tag!r}: no document has tags (they come from "
                                  "`tags:` in a Markdown file's front matter, or `kg ingest --tag`)")
        listed = ", ".join(f"{row['tag']} ({row['documents']})" for row in rows[:30])
        raise InvalidArgument(f"tags: no document is tagged {tag!r}; tags are: {listed}")


async def concept_not_found(db: Database, concept_id: str) -> ConceptNotFound:
    """The error for an unknown id, with up to five close ids from the graph."""
    candidates = {row["concept_id"] for row in await db.read("concept_ids_like", {"prefix": concept_id[:3]})}
    words = lucene_query(concept_id.replace("-", " "))
    if words:
        candidates |= {row["key"] for row in await db.read_list("search_concepts_fulltext", {"query": words, "k": 20})}
    return ConceptNotFound(concept_id, closest(concept_id, sorted(candidates)))


# --- details ----------------------------------------------------------------------------------------
async def require_concepts(db: Database, *concept_ids: str) -> None:
    """NotFound (with close ids) for the first of these concepts that does not exist."""
    existing = {row["concept_id"] for row in await db.read("existing_concept_ids", {"ids": list(concept_ids)})}
    for concept_id in concept_ids:
        if concept_id not in existing:
            raise await concept_not_found(db, concept_id)


# --- documents --------------------------------------------------------------------------------------
def _spellings(name: str, title: str | None) -> tuple[str, ...]:
    """How people name a document: its name, file name, file name without extension, title."""
    file_name = name.rsplit("/", 1)[-1]
    return (name, file_name, file_name.rsplit(".", 1)[0], title or "")


async def resolve_document(db: Database, name: str) -> str:
    """A document's exact name from what a user typed: the name, its file name (with or without the
    extension) or its title, case-insensitively. More than one fit is an error listing them."""
    wanted = name.strip()
    rows = await db.read("document_names")
    if wanted in (row["name"] for row in rows):
        return wanted
    lowered = wanted.lower()
    matches = sorted(row["name"] for row in rows
                     if lowered in (form.lower() for form in _spellings(row["name"], row["title"])))
    if len(matches) == 1:
        return matches[0]
    if len(matches) > 1:
        raise DocumentAmbiguous(wanted, matches)
    if not matches:
        # Suggest by whatever the user seems to have typed: a path, a file name, a stem or a title.
        spelled: dict[str, str] = {}
        for row in rows:
            for form in _spellings(row["name"], row["title"]):
                if form:
                    spelled.setdefault(form, row["name"])
        matches = list(dict.fromkeys(spelled[form] for form in closest(wanted, list(spelled), limit=10)))
    raise DocumentNotFound(wanted, matches[:5])


# --- completions ------------------------------------------------------------------------------------
COMPLETIONS = 100  # the most values one completion answer may hold (the MCP protocol's limit)


async def completions(db: Database, kind: str, prefix: str) -> tuple[list[str], bool]:
    """Values of a `kind` of argument ("concept", "document" or "scope": a folder or a document) that
    start with `prefix`, in order, and whether there are more than shown. Folders compare as scopes do
    (case-insensitively) and include every folder above a document's ('Contracts' for
    'Contracts/2024'); ids and names compare exactly, through their indexes."""
    rows = await db.read("completion_values", {"kind": kind, "prefix": prefix, "limit": COMPLETIONS + 1})
    values = {row["value"] for row in rows if row["kind"] != "folder"}
    wanted = folder_key(prefix)
    for row in rows:
        if row["kind"] == "folder":
            parts = [p for p in row["value"].split("/") if p]
            values |= {"/".join(parts[:n]) for n in range(1, len(parts) + 1)
                       if folder_key("/".join(parts[:n])).startswith(wanted)}
    ordered = sorted(values, key=lambda v: (v.lower(), v))
    return ordered[:COMPLETIONS], len(ordered) > COMPLETIONS
