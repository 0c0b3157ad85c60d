"""A code file's symbols, from its language server's documentSymbol answer: the ones the graph keeps as
concepts (module-level definitions, classes and what they hold, enum members, type aliases; never the
locals of a function), named, kinded and described.

Names: a Python module is named as it is imported (`src/click/core.py` is `click.core`: the folders that
are packages, from the first that is not), a TypeScript, JavaScript, Go, C or C++ module by its path without
suffix (`source/core/Ky.ts` is `source.core.Ky`; of two files that differ only by their suffix, C's
`src/shapes.c` and `src/shapes.h`, the second by name adds it: `src.shapes_h`; a declaration file
`web/format.d.ts` is `web.format`, as TypeScript imports it, so that its declarations and the functions of
`web/format.js` beside it share their qualified names: `ts:web.format.formatArea` and
`js:web.format.formatArea`); a symbol's qualified
name is its module's and the names of the classes around it (`click.core.Context.invoke`; C++'s
namespaces too: `src.shapes.geo.Square.area`); a Java type's is its package's instead of its file's
(`geo.Square.grow` of `src/main/java/geo/Square.java`, whose module is `src.main.java.geo.Square_java`: a
repository whose root is its source folder would otherwise name the file as its class); its concept
id adds the language (`py:click.core.Context.invoke`), so that a module named like a prose concept never
meets it.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, replace
from functools import lru_cache
from pathlib import PurePosixPath

from lsprotocol import types

from kg_server.providers.lsp import FlatSymbol, python_index
from kg_server.syntax import Definition, Parameter, is_test_path
from kg_server.syntax.python_tree import parse_python

from .model import CodeFile, Symbol

PREFIXES = {"python": "py", "typescript": "ts", "tsx": "ts", "javascript": "js", "go": "go", "c": "c", "cpp": "cpp",
            "java": "java"}
C_FAMILY = ("c", "cpp")
CLASSY = {types.SymbolKind.Class, types.SymbolKind.Interface, types.SymbolKind.Enum, types.SymbolKind.Struct}
CALLABLE = {types.SymbolKind.Function, types.SymbolKind.Method, types.SymbolKind.Constructor}
TOP_KINDS = {types.SymbolKind.Class: "class", types.SymbolKind.Struct: "class", types.SymbolKind.Interface: "interface",
             types.SymbolKind.Enum: "enum", types.SymbolKind.Function: "function",
             types.SymbolKind.Constant: "constant", types.SymbolKind.Variable: "variable"}
# Kinds whose definitions are paragraphs of their own (blocks.py); the others sit on a line of one.
BLOCK_KINDS = {"module", "class", "interface", "enum", "function", "method", "type_alias"}
# Module-level names that are no symbol of their own: `export default ky` is ky (its uses are ky's), and
# `__all__` lists names, whose uses the re-exports carry.
SKIPPED_NAMES = {"default", "__all__"}
_IDENTIFIER = re.compile(r"[#$A-Za-z_][\w$]*")
# gopls lists a Go method at the top of its file, named with its receiver: `(*Command).Execute`,
# `(List[T]).Len`; the receiver's type may be declared in another file of the package.
_GO_METHOD = re.compile(r"\(\*?(?P<receiver>\w+)(?:\[[^\]]*\])?\)\.(?P<name>\w+)")
# JDT LS names a method with its parameters' types (`grow(double)`) and a generic type with its type
# parameters (`Registry<T extends Shape>`): the name is what comes before.
_JAVA_DECORATION = re.compile(r"\s*[(<].*$", re.S)


# The form of the symbols kept on a code document (`kept_symbols`): a change makes every file's stale.
KEPT_FORMAT = 2


def concept_id(language: str, qualified_name: str) -> str:
    return f"{PREFIXES.get(language, language)}:{qualified_name}"


def packages(files: Sequence[CodeFile]) -> set[str]:
    """The folders holding an `__init__.py`."""
    return {str(PurePosixPath(f.name).parent) for f in files if PurePosixPath(f.name).name == "__init__.py"}


def module_names(files: Sequence[CodeFile], packages: set[str]) -> dict[str, str]:
    """Each file's module name (see the module docstring). `packages` are the folders holding an
    `__init__.py`. Two files whose names would be the same keep their whole paths."""
    names = {}
    for file in files:
        path = PurePosixPath(file.name)
        parts = list(path.with_suffix("").parts)
        if file.language == "typescript" and parts[-1].endswith(".d"):  # format.d.ts declares module format
            parts[-1] = parts[-1].removesuffix(".d")
        if file.language == "java":  # the file is no type: geo/Square.java holds geo.Square, its module is apart
            parts[-1] = f"{parts[-1]}_java"
        if file.language == "python":
            folders, depth = path.parent.parts, 0
            while depth < len(folders) and "/".join(folders[: len(folders) - depth]) in packages:
                depth += 1
            parts = [*folders[len(folders) - depth:], path.stem]
            if parts[-1] == "__init__" and len(parts) > 1:
                parts = parts[:-1]
        names[file.name] = ".".join(parts)
    language = {file.name: file.language for file in files}
    seen: dict[str, list[str]] = {}
    for name, module in names.items():  # by concept id: format.d.ts and format.js are ts: and js:
        seen.setdefault(concept_id(language[name], module), []).append(name)
    for holders in seen.values():
        if len(holders) > 1:  # conftest.py in two folders: their paths tell them apart
            for name in holders:
                names[name] = ".".join(PurePosixPath(name).with_suffix("").parts)
    alike: dict[str, list[str]] = {}
    for name in sorted(names):  # one concept id apart: py:broken and ts:broken never meet
        alike.setdefault(concept_id(language[name], names[name]), []).append(name)
    for holders in alike.values():  # C's shapes.c and shapes.h: the first keeps the name, shapes_h
        for name in holders[1:]:
            names[name] = f"{names[name]}_{PurePosixPath(name).suffix.lstrip('.')}"
    return names


def file_symbols(file: CodeFile, module: str, flat: Iterable[FlatSymbol],
                 definitions: Mapping[int, Definition]) -> list[Symbol]:
    """The module and the symbols of one file the graph keeps, parents before children."""
    lines = file.lines
    in_test = is_test_path(file.name)
    top = module_symbol(file, module, in_test)
    kept: list[Symbol] = [top]
    by_path: dict[tuple[str, ...], Symbol] = {(): top}
    for item in flat:
        parent = by_path.get(item.parents)
        if file.language == "cpp" and item.symbol.kind == types.SymbolKind.Namespace and parent is not None \
                and parent.kind == "module":
            by_path[(*item.parents, item.symbol.name)] = _namespace(parent, item.symbol.name)
            continue
        if file.language == "java" and item.symbol.kind == types.SymbolKind.Package and not item.parents:
            # `package geo;`: the scope of the file's types, whose qualified names carry it (geo.Square)
            by_path[()] = replace(top, qualified_name=item.symbol.name)
            continue
        if file.language in C_FAMILY and len(item.parents) == 1 and item.parents[0].startswith("(anonymous"):
            parent = _typedef_of(kept, top, item)
        receiver = _GO_METHOD.fullmatch(item.symbol.name) if file.language == "go" and not item.parents else None
        if receiver is not None:  # under its type when this file declares it, else under the module
            parent = by_path.get((receiver["receiver"],), top)
        if parent is None or not _kept_under(parent, item):
            continue
        symbol = _symbol(file, module, item, parent, definitions, lines, in_test, receiver)
        if symbol is None or any(s.concept_id == symbol.concept_id for s in kept[-50:]):
            continue  # a property's setter, an overload: one concept, its first definition
        kept.append(symbol)
        by_path[(*item.parents, item.symbol.name)] = symbol
    return kept


def _namespace(parent: Symbol, name: str) -> Symbol:
    """A C++ namespace: no symbol of its own (every file of a library opens the same one), but the scope of
    what it holds, whose qualified names carry it (`src.shapes.geo.Square` of `geo::Square` in
    src/shapes.cpp); an anonymous namespace adds nothing."""
    if name.startswith("(anonymous"):
        return parent
    return replace(parent, qualified_name=f"{parent.qualified_name}.{name}")


def _typedef_of(kept: Sequence[Symbol], top: Symbol, item: FlatSymbol) -> Symbol | None:
    """The typedef whose lines hold a member of an anonymous struct, union or enum (clangd lists
    `typedef struct { int x; } point_t;` as point_t beside an `(anonymous struct)` holding x): the
    member is point_t's."""
    line = item.symbol.selection_range.start.line + 1
    return next((s for s in reversed(kept) if s.parent == top.concept_id and s.kind in ("class", "enum")
                 and s.block[0] <= line <= s.block[1]), None)


def module_symbol(file: CodeFile, module: str, in_test: bool) -> Symbol:
    docstring = _module_docstring(file) if file.language == "python" else ""
    return Symbol(concept_id=concept_id(file.language, module), qualified_name=module, name=module.rsplit(".", 1)[-1],
                  label=module, kind="module", language=file.language, document=file.name,
                  block=(1, max(1, len(file.lines))), name_at=(1, 0), signature=f"module {module}",
                  docstring=docstring, in_test=in_test)


def _kept_under(parent: Symbol, item: FlatSymbol) -> bool:
    """A symbol at the top of a module, or in a class, interface, enum or type alias (never a local)."""
    if parent.kind == "module":
        return item.symbol.kind in TOP_KINDS or item.symbol.kind in CALLABLE
    return parent.kind in ("class", "interface", "enum", "type_alias") and item.symbol.kind not in (
        types.SymbolKind.TypeParameter, types.SymbolKind.Module, types.SymbolKind.Namespace)


def _symbol(file: CodeFile, module: str, item: FlatSymbol, parent: Symbol, definitions: Mapping[int, Definition],
            lines: list[str], in_test: bool, receiver: re.Match[str] | None = None) -> Symbol | None:
    lsp = item.symbol
    line = lsp.selection_range.start.line + 1
    if not 1 <= line <= len(lines):
        return None
    name = receiver["name"] if receiver is not None else lsp.name
    if file.language == "java":
        name = _JAVA_DECORATION.sub("", name)
    if (parent.kind == "module" and name in SKIPPED_NAMES) or not _IDENTIFIER.fullmatch(name):
        return None  # a callback tsserver names after its call (`test('...') callback`) is no symbol
    definition = definitions.get(line)
    if file.language in C_FAMILY and definition is not None and definition.name != name:
        definition = None  # another name's of the line: `typedef enum { RED, GREEN } color_t;`
    kind = "method" if receiver is not None else _kind(lsp.kind, parent, name, definition)
    if kind is None:
        return None
    if file.language == "java" and kind in ("attribute", "property") and definition is not None \
            and definition.kind in ("constant", "property"):
        kind = definition.kind  # a field, or a `static final` one (JDT LS's Constant)
    # A Go method whose type another file declares: named with its type all the same (Command.Execute).
    owner = f"{receiver['receiver']}." if receiver is not None and parent.kind == "module" else ""
    qualified = f"{parent.qualified_name}.{owner}{name}"
    label = f"{owner}{name}" if parent.kind == "module" else f"{parent.label}.{name}"
    if definition is None:  # what the syntax could not read: the line as its signature, nothing declared
        definition = Definition(signature=lines[line - 1].strip(), docstring="",
                                block=(lsp.range.start.line + 1, lsp.range.end.line + 1))
    return Symbol(concept_id=concept_id(file.language, qualified), qualified_name=qualified, name=name, label=label,
                  kind=kind, language=file.language, document=file.name, block=definition.block,
                  name_at=(line, python_index(lines[line - 1], lsp.selection_range.start.character)),
                  parent=parent.concept_id, signature=definition.signature, docstring=definition.docstring,
                  in_test=in_test, parameters=definition.parameters, returns=definition.returns,
                  returns_none=definition.returns_none)


def _kind(kind: types.SymbolKind, parent: Symbol, name: str, definition: Definition | None) -> str | None:
    said = definition.kind if definition else ""  # what the syntax says the definition is
    if said == "type_alias" or (said == "enum" and kind in CLASSY):
        return said
    if said == "embedded":  # Go's `struct{ Base }`: no field of its own, a use of Base (the type embeds it)
        return None
    if said == "declaration":  # C's prototype or `extern`: the definition it names is the symbol
        return None
    if parent.kind == "module":
        if kind in (types.SymbolKind.Variable, types.SymbolKind.Constant) and said == "function":
            return "function"  # `const createInstance = (...) => {...}`: a function, and a block of its own
        if kind in (types.SymbolKind.Variable, types.SymbolKind.Constant):
            return "constant" if kind == types.SymbolKind.Constant or name.isupper() else "variable"
        return TOP_KINDS.get(kind, "function" if kind in CALLABLE else None)
    if parent.kind == "enum" and kind not in CALLABLE:
        return "enum_member"
    if kind in CALLABLE:
        return "method"
    if kind in CLASSY:
        return {"interface": "interface", "enum": "enum"}.get(TOP_KINDS[kind], "class")
    if kind == types.SymbolKind.EnumMember:
        return "enum_member"
    return "property" if kind in (types.SymbolKind.Property, types.SymbolKind.Field) else "attribute"


def _module_docstring(file: CodeFile) -> str:
    try:  # the tree describing the file's definitions has just parsed (parse_python keeps it)
        tree = parse_python(file.text).tree
    except (SyntaxError, ValueError, RecursionError):
        return ""
    return ast.get_docstring(tree) or ""


def kept_symbols(symbols: Sequence[Symbol], module: str) -> str:
    """A file's symbols as its document keeps them: a re-ingest reads an unchanged file's symbols from
    there instead of asking its language server and parsing it again."""
    return json.dumps({"format": KEPT_FORMAT, "module": module, "symbols": [asdict(s) for s in symbols]})


def read_kept_symbols(kept: str | None, module: str) -> list[Symbol] | None:
    """What `kept_symbols` wrote, or None when there is nothing to trust (an older form, or the file's
    module name changed: a folder became a package)."""
    found = _kept(kept, module) if kept else None
    # a pass sets the first (the module) symbol's parent: a copy, so that the one kept stays as read
    return [replace(found[0]), *found[1:]] if found else None


@lru_cache(maxsize=4_096)
def _kept(kept: str, module: str) -> tuple[Symbol, ...] | None:
    """Kept for the next pass of a long-lived process, which reads every unchanged file's symbols again
    (on click, 75 ms of JSON at each save)."""
    data = json.loads(kept)
    if data.get("format") != KEPT_FORMAT or data.get("module") != module:
        return None
    return tuple(Symbol(**{**row, "block": tuple(row["block"]), "name_at": tuple(row["name_at"]),
                           "parameters": tuple(Parameter(**p) for p in row["parameters"])})
                 for row in data["symbols"])
