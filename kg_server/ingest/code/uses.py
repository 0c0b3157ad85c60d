"""Uses: where a language server says each symbol is used, read as the graph keeps them.

A site becomes a `Use` when it lies in a code file of the ingest (a use in a library's own files, as
TypeScript's lib.dom.d.ts, is not the repository's). Its kind (call, import, annotation, ...) and the
statement it is in are read from the syntax around it (kg_server.ingest.code.syntax); the symbol it sits
in is the owner of its line (blocks.line_owners), which makes it the caller of a call.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from lsprotocol import types

from kg_server.providers.lsp import python_index, uri_path

from .model import CodeFile, Symbol, Use
from .syntax import LANGUAGES, Site, Usage, classify


@dataclass(frozen=True)
class Located:
    """A site of a symbol, in one of the ingest's files: line from 1, column in Python characters."""

    target: Symbol
    file: CodeFile
    line: int
    column: int


class Sites:
    """Turns the servers' locations into sites in the ingest's files."""

    def __init__(self, files: Iterable[CodeFile]) -> None:
        self.by_path: dict[Path, CodeFile] = {file.path.resolve(): file for file in files}

    def locate(self, target: Symbol, locations: Iterable[types.Location]) -> list[Located]:
        found = []
        for location in locations:
            path = uri_path(location.uri)
            file = self.by_path.get(path.resolve()) if path else None
            if file is None:
                continue
            lines = file.lines
            line = location.range.start.line + 1
            if not 1 <= line <= len(lines):
                continue
            column = python_index(lines[line - 1], location.range.start.character)
            if file.name == target.document and (line, column) == target.name_at:
                continue  # the definition itself: it has a quote of its own
            found.append(Located(target, file, line, column))
        return found


    def locate_definition(self, location: types.Location) -> tuple[str, int, int] | None:
        """Where a definition the server points at is, as (document, line, column), if in the ingest."""
        path = uri_path(location.uri)
        file = self.by_path.get(path.resolve()) if path else None
        if file is None:
            return None
        lines = file.lines
        line = location.range.start.line + 1
        if not 1 <= line <= len(lines):
            return None
        return file.name, line, python_index(lines[line - 1], location.range.start.character)


def read_uses(located: Iterable[Located], owners: Mapping[str, Sequence[str]]) -> list[Use]:
    """The uses of the sites, each classified in its file (one parse per file). `owners`: for each
    document, the concept id owning each line (from 0)."""
    by_file: dict[str, list[Located]] = defaultdict(list)
    seen: set[tuple[str, str, int, int]] = set()
    for site in located:
        key = (site.target.concept_id, site.file.name, site.line, site.column)
        if key not in seen:
            seen.add(key)
            by_file[site.file.name].append(site)
    uses = []
    for sites in by_file.values():
        file = sites[0].file
        usages = _usages(file, [Site(s.line, s.column, s.target.name) for s in sites])
        lines, owner = file.lines, owners[file.name]
        for site, usage in zip(sites, usages, strict=True):
            uses.append(Use(target=site.target.concept_id, document=file.name, line=site.line, column=site.column,
                            text=lines[site.line - 1].strip(), kind=usage.kind, enclosing=owner[site.line - 1],
                            statement=usage.statement, details=dict(usage.details)))
    return uses


def _usages(file: CodeFile, sites: list[Site]) -> list[Usage]:
    """The kinds of use, from the syntax; a language without a syntax reader (Go) has plain references."""
    if file.language in LANGUAGES:
        return classify(file.language, file.text, sites, path=file.name)
    return [Usage("reference", (site.line, site.line), {}) for site in sites]
