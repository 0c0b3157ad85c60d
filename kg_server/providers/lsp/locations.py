"""What a server's answers are made of, turned into what the code graph keeps: file paths, line
numbers, columns in Python's characters, and the flat list of a file's symbols.

Positions in LSP count lines from 0 and columns in UTF-16 code units (the only encoding every server
speaks, and the one this client declares): a column past an emoji or another character outside the
Basic Multilingual Plane is one more than Python's index. `utf16_column` and `python_index` convert
on a line's text; on ASCII lines they are the identity.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.uris import from_fs_path, to_fs_path


def file_uri(path: Path) -> str:
    """The `file://` URI of a path, as servers spell it (absolute, percent-encoded)."""
    uri = from_fs_path(str(Path(path).absolute()))
    if uri is None:
        raise ValueError(f"{path} cannot be written as a file URI")
    return uri


def uri_path(uri: str) -> Path | None:
    """The file a `file://` URI names, or None for any other scheme (a server's virtual documents)."""
    path = to_fs_path(uri)
    return Path(path) if path and uri.startswith("file:") else None


def python_index(line: str, character: int) -> int:
    """The index into `line` (a Python str) of an LSP column counted in UTF-16 code units."""
    units = 0
    for index, char in enumerate(line):
        if units >= character:
            return index
        units += 2 if ord(char) > 0xFFFF else 1
    return len(line)


def utf16_column(line: str, index: int) -> int:
    """The LSP column (UTF-16 code units) of the Python index `index` into `line`."""
    return index + sum(1 for char in line[:index] if ord(char) > 0xFFFF)


@dataclass(frozen=True)
class FlatSymbol:
    """A symbol of a documentSymbol answer with where it sits: `parents` are the names of the symbols
    around it, outermost first (["Context", "invoke"] for a local of Context.invoke), and `parent_kinds`
    their kinds, so that a caller can tell a method (parent a class) from a local (parent a function)."""

    symbol: types.DocumentSymbol
    parents: tuple[str, ...]
    parent_kinds: tuple[types.SymbolKind, ...]

    @property
    def qualified_name(self) -> str:
        return ".".join((*self.parents, self.symbol.name))


Frame = tuple[types.DocumentSymbol, tuple[str, ...], tuple[types.SymbolKind, ...]]


def flatten(symbols: Sequence[types.DocumentSymbol]) -> Iterator[FlatSymbol]:
    """Every symbol of a hierarchical answer, parents before children, in the order of the file."""
    stack: list[Frame] = [(symbol, (), ()) for symbol in reversed(_in_file_order(symbols))]
    while stack:
        symbol, parents, kinds = stack.pop()
        yield FlatSymbol(symbol, parents, kinds)
        below: list[Frame] = [(child, (*parents, symbol.name), (*kinds, symbol.kind))
                              for child in _in_file_order(symbol.children or ())]
        stack.extend(reversed(below))


def innermost(symbols: Sequence[FlatSymbol], position: types.Position,
              keep: Callable[[FlatSymbol], bool] = lambda flat: True) -> FlatSymbol | None:
    """The deepest of a file's symbols (those `keep` accepts) whose range holds `position`: the function
    a reference sits in, i.e. the caller of a call, the user of a use. None at module level."""
    found = None
    for flat in symbols:
        if keep(flat) and _holds(flat.symbol.range, position) and (
                found is None or len(flat.parents) >= len(found.parents)):
            found = flat
    return found


def _holds(outer: types.Range, position: types.Position) -> bool:
    start, end = outer.start, outer.end
    return (start.line, start.character) <= (position.line, position.character) <= (end.line, end.character)


def _in_file_order(symbols: Sequence[types.DocumentSymbol]) -> list[types.DocumentSymbol]:
    # typescript-language-server answers a level in the order of names, not of lines.
    return sorted(symbols, key=lambda s: (s.range.start.line, s.range.start.character))


def as_document_symbols(
    answer: Sequence[types.DocumentSymbol | types.SymbolInformation] | None,
) -> list[types.DocumentSymbol]:
    """A documentSymbol answer as DocumentSymbols: a server that answers the flat SymbolInformation form
    (older ones, whatever the client declares) gives symbols without children, whose range is the whole
    location and whose detail is the container's name."""
    found = []
    for item in answer or ():
        if isinstance(item, types.DocumentSymbol):
            found.append(item)
        else:
            found.append(types.DocumentSymbol(
                name=item.name, kind=item.kind, range=item.location.range,
                selection_range=item.location.range, detail=item.container_name,
            ))
    return found


def as_locations(answer: object) -> list[types.Location]:
    """A definition or implementation answer (a Location, a list of them, or LocationLinks) as Locations.
    A LocationLink becomes the Location of its target's name (targetSelectionRange), the spot that
    documentSymbol's selectionRange gives for the same symbol."""
    items = answer if isinstance(answer, (list, tuple)) else [answer] if answer is not None else []
    found = []
    for item in items:
        if isinstance(item, types.LocationLink):
            found.append(types.Location(uri=item.target_uri, range=item.target_selection_range))
        elif isinstance(item, types.Location):
            found.append(item)
    return found


def _field(value: object, name: str) -> Any:
    return value.get(name) if isinstance(value, dict) else getattr(value, name, None)


def as_tsserver_diagnostics(answer: object) -> list[types.Diagnostic]:
    """tsserver's answer to a diagnostics request passed through typescript-language-server's
    `typescript.tsserverRequest` ({"body": [{"start": {"line", "offset"}, "end", "text", "code",
    "category"}]}, lines and offsets from 1) as LSP Diagnostics (from 0), the code as tsc writes it."""
    body = _field(answer, "body") or []
    severities = {"error": types.DiagnosticSeverity.Error, "warning": types.DiagnosticSeverity.Warning}
    found = []
    for item in body:
        start, end = _field(item, "start"), _field(item, "end") or _field(item, "start")
        if start is None:
            continue
        found.append(types.Diagnostic(
            range=types.Range(start=types.Position(line=int(_field(start, "line")) - 1,
                                                   character=int(_field(start, "offset")) - 1),
                              end=types.Position(line=int(_field(end, "line")) - 1,
                                                 character=int(_field(end, "offset")) - 1)),
            message=str(_field(item, "text") or ""), code=f"TS{_field(item, 'code')}",
            severity=severities.get(str(_field(item, "category")), types.DiagnosticSeverity.Information)))
    return found
