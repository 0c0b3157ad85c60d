"""The C family's checkers (checkers.checker("c") and ("cpp")): the machine's compiler with `-fsyntax-only`
on each source file of a scratch copy, one file a run, as many at once as the machine has cores.

- C: gcc (else cc or clang) on each .c file; C++: g++ (else c++ or clang++) on each .cpp, .cc, .cxx file.
- Flags: those of the repository's compile_commands.json (its root or build/, paths moved to the copy),
  its entries of the language's files, when there is one; else those clangd is given (the standard,
  `-std=c11` or `-std=c++17`, and `-I` for the root, src/ and include/ folders), a file the database does
  not list getting those too.
- C: the warnings GCC 14 makes errors made errors here too (a call to a function no header declares, a
  pointer of another type); both: -Wswitch made an error, a switch over an enum's type without a `default`
  that leaves out an enumerator (it compiles; the new member goes unhandled, which is what adding one
  breaks; C++'s `enum class` too).

Nothing is linked: a definition changed without its declarations breaks only the link, which is not
checked (the edits of C and C++ change every declaration too).

A run told which files changed since the run before it (`changed`: scout's check after its edit)
compiles only the source files that are among them or include one of them (`#include`d files followed
through the repository, matched by name, so that a header of another folder of the same name counts
too): the others' errors are those of the run before, which the caller compares with."""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from kg_server.errors import LanguageServerUnavailable

from .checker_runs import NOT_COPIED, Diagnostic, Texts, byte_to_index, document_of, run_checked

C_COMMANDS = ".kg-c-commands.json"  # written into the copy: each .c file's compiler arguments
CPP_COMMANDS = ".kg-cpp-commands.json"  # each C++ source file's
# What GCC 14 makes errors (gcc 12 and clang only warn): the changes of C a rename or a new parameter makes;
# and a switch over an enum that leaves an enumerator out without a default, what a new member breaks.
C_ERRORS = ("-Werror=implicit-function-declaration", "-Werror=implicit-int", "-Werror=incompatible-pointer-types",
            "-Werror=int-conversion", "-Werror=switch")
CPP_ERRORS = ("-Werror=switch",)  # C++ makes the others errors itself
# `src/main.c:10:5: error: implicit declaration of function 'f' [-Werror=implicit-function-declaration]`
_LINE = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?P<column>\d+): (?:fatal )?error: (?P<message>.*)$")
_INCLUDE = re.compile(rb'^\s*#\s*include\s*[<"]([^>"]+)[>"]', re.M)


class _Family:
    """What tells the two languages apart."""

    def __init__(self, language: str) -> None:
        from kg_server.providers.lsp.servers import CPP_SOURCES

        cpp = language == "cpp"
        self.language = language
        self.compilers = ("g++", "c++", "clang++") if cpp else ("gcc", "cc", "clang")
        self.suffixes = CPP_SOURCES if cpp else (".c",)
        self.commands = CPP_COMMANDS if cpp else C_COMMANDS
        self.errors = CPP_ERRORS if cpp else C_ERRORS
        self.name = "g++" if cpp else "cc"
        self.missing = "no C++ compiler found: install g++ (or clang)" if cpp else \
            "no C compiler found: install gcc (or clang)"

    def compiler(self) -> str:
        found = next((found for name in self.compilers if (found := shutil.which(name))), None)
        if found is None:
            raise LanguageServerUnavailable(self.name, self.missing)
        return found


def c_compiler() -> str | None:
    return next((found for name in ("gcc", "cc", "clang") if (found := shutil.which(name))), None)


def configure_c_family(copy: Path, original: Path, language: str) -> str:
    """Each source file's flags written into the copy; how they were chosen, for the report."""
    from kg_server.providers.lsp.servers import compile_commands, guessed_c_flags, recorded_root

    family = _Family(language)
    family.compiler()
    files = sorted(p for p in copy.rglob("*") if p.suffix.lower() in family.suffixes and p.is_file()
                   and not NOT_COPIED & set(p.relative_to(copy).parts))
    database = compile_commands(original)
    commands: dict[str, list[str]] = {}
    if database is not None:
        entries = json.loads((database / "compile_commands.json").read_text(encoding="utf-8"))
        recorded = recorded_root(entries, original)
        for entry in entries:
            if Path(entry["file"]).suffix.lower() not in family.suffixes:
                continue  # the other language's
            argv = entry.get("arguments") or shlex.split(entry.get("command", ""))
            moved = [arg.replace(recorded, str(copy.resolve())) for arg in argv[1:]]
            path = document_of(copy, str(Path(entry.get("directory", ".")) / entry["file"]).replace(
                recorded, str(copy.resolve())))
            if path is not None:
                commands[path] = _c_flags(moved, entry["file"])
    flags = guessed_c_flags(copy, language)
    for file in files:
        commands.setdefault(file.relative_to(copy).as_posix(), flags)
    (copy / family.commands).write_text(json.dumps(commands), encoding="utf-8")
    how = (f"flags from {(database / 'compile_commands.json').relative_to(original).as_posix()}" if database
           else f"flags guessed: {flags[0]}, -I for the root, src/ and include/ folders")
    kinds = "C++ source" if language == "cpp" else ".c"
    return f"{family.name} -fsyntax-only on each of {len(commands)} {kinds} files, {how}; nothing linked"


def _reaching(copy: Path, changed: set[str]) -> set[str]:
    """The files of the copy that are, or include (through any number of `#include`s), a changed file;
    an include is matched by the included file's name, whatever its folder (more files, never fewer)."""
    names: dict[str, list[str]] = {}
    included_by: dict[str, set[str]] = {}
    for path in copy.rglob("*"):
        if path.is_file() and not NOT_COPIED & set(path.relative_to(copy).parts):
            names.setdefault(path.name, []).append(path.relative_to(copy).as_posix())
    for paths in names.values():
        for name in paths:
            if not name.endswith((".c", ".h", ".cc", ".cpp", ".cxx", ".c++", ".hpp", ".hh", ".hxx", ".h++", ".inc")):
                continue
            for included in _INCLUDE.findall((copy / name).read_bytes()):
                for target in names.get(Path(included.decode(errors="replace")).name, []):
                    included_by.setdefault(target, set()).add(name)
    reached, pending = set(changed), list(changed)
    while pending:
        for parent in included_by.get(pending.pop(), ()):
            if parent not in reached:
                reached.add(parent)
                pending.append(parent)
    return reached


def _c_flags(argv: list[str], file: str) -> list[str]:
    """A compile command's flags without its output, its `-c` and its source file."""
    kept, skip = [], False
    for arg in argv:
        source = not arg.startswith("-") and Path(arg).name == Path(file).name
        if not skip and arg != "-o" and arg != "-c" and not source:
            kept.append(arg)
        skip = arg == "-o"
    return kept


def run_c_family(copy: Path, timeout: float, language: str, changed: set[str] | None = None) -> list[Diagnostic]:
    """The errors of every source file the copy's commands list, each file compiled on its own; with
    `changed`, of those that are or include a changed file only (the module docstring)."""
    family = _Family(language)
    compiler = family.compiler()
    commands: dict[str, list[str]] = json.loads((copy / family.commands).read_text(encoding="utf-8"))
    began = time.monotonic()
    env = {**os.environ, "LC_ALL": "C"}

    def compile_one(path: str, flags: list[str]) -> str:
        left = max(1.0, timeout - (time.monotonic() - began))
        argv = [compiler, "-fsyntax-only", "-fdiagnostics-plain-output", *family.errors, *flags, path]
        return run_checked(argv, copy, family.name, left, env).stderr

    present = [(path, flags) for path, flags in commands.items() if (copy / path).is_file()]  # not one removed
    if changed is not None:
        reaching = _reaching(copy, changed)
        present = [(path, flags) for path, flags in present if path in reaching]
    with ThreadPoolExecutor(max_workers=max(1, os.cpu_count() or 1)) as pool:
        outputs = list(pool.map(lambda item: compile_one(*item), present))
    texts = Texts(copy)
    found: dict[tuple[str, int, int, str], Diagnostic] = {}
    for output in outputs:
        for line in output.splitlines():
            matched = _LINE.match(line)
            document = document_of(copy, matched["file"]) if matched else None
            if matched is None or document is None:
                continue  # a system header's, or no error
            number = int(matched["line"])
            column = byte_to_index(texts.line(document, number), int(matched["column"]) - 1)
            message = re.sub(r" \[-Werror=[\w-]+\]$", "", matched["message"])
            found.setdefault((document, number, column, message),
                             Diagnostic(document, number, column, "compile", message))
    return list(found.values())
