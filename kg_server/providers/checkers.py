"""The language's own type checker, run on a scratch copy of a repository before and after a change: scout
checks a change with it (scout/compiler.py), and the code benchmarks score against it (`kg bench code`'s
uses, `kg bench impact`'s gold).

The copy is the repository without .git, node_modules and virtual environments (a node_modules at the
root is linked, not copied, so installed types resolve), with the checker configured in the copy only:

- Python: basedpyright (`--outputjson`) with a pyrightconfig.json that checks every file ("include":
  ["."], tests too) in standard mode with reportMatchNotExhaustive on; the repository's own
  pythonVersion and extraPaths from [tool.pyright] are kept.
- TypeScript: tsc (`--noEmit -p`, the typescript the language server drives) with a tsconfig.json
  written for the copy: the repository's compilerOptions over the options of its `extends` base when
  that base is a file in the copy; when the base is a package that is not installed (ky's
  @sindresorhus/tsconfig), its published options (KNOWN_BASES) stand in for it, so nothing is fetched
  at run time. Every TypeScript file is checked (tests too), not only the tsconfig's own `include`.
- Go: the Go toolchain (go_checks below): `go build -gcflags=-e ./...` (every error of every package,
  not the compiler's first ten), `go test -c -gcflags=-e` of each package with _test.go files (the
  tests compiled with their package), and `go vet ./...` (its own analyzers). The module's go.mod
  and go.sum are the configuration; dependencies come from the module cache or the module proxy, as
  for `go build`. A package whose import does not compile is not type-checked at all (Go stops at the
  broken package): what a change breaks in another package that imports the changed one is missed.
- C and C++ (checkers_c.py): the machine's compiler (gcc, g++), `-fsyntax-only` on each source file with
  the repository's compile_commands.json flags or the guessed ones, -Wswitch made an error (and the
  warnings GCC 14 makes errors, for C). Nothing is linked.
- Java (checkers_java.py): javac on every .java file at once, into a temporary folder, no annotation
  processing, the repository's own jars as the classpath.

A run gives the errors as `Diagnostic`s; what is new after a change is `new_errors` for an edit (lines
mapped through it, the message compared too) or `new_diagnostics` for a rename (compared by document,
line and rule: a message that only names the renamed type, an attribute missing "for class Context",
changes on lines that do not use it).
"""

from __future__ import annotations

import difflib
import json
import os
import re
import shutil
import time
import tomllib
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kg_server.errors import InvalidArgument, LanguageServerUnavailable
from kg_server.providers.lsp.install import node_package_file, node_program
from kg_server.providers.lsp.locations import python_index

from .checker_runs import (
    NOT_COPIED,
    NOT_COPIED_AT_ROOT,
    Diagnostic,
    DocumentLine,
    Texts,
    byte_to_index,
    document_of,
    run_checked,
)
from .checkers_c import C_COMMANDS as C_COMMANDS  # the C commands file a test reads
from .checkers_c import configure_c_family, run_c_family
from .checkers_java import configure_java, run_java

CHECK_TIMEOUT = 1800.0  # seconds: a whole-repository check on a loaded machine, unless the caller says less
TS_SUFFIXES = (".ts", ".tsx", ".mts", ".cts")
PY_SUFFIXES = (".py", ".pyi")
CHECKER_NAMES = {"python": "basedpyright", "typescript": "tsc", "go": "go build", "c": "cc -fsyntax-only",
                 "cpp": "g++ -fsyntax-only", "java": "javac"}

# Base configs a tsconfig may extend that are npm packages, inlined when the package is not installed:
# @sindresorhus/tsconfig 8.1.0 (ky's), its compilerOptions as published (outDir aside: nothing is emitted).
# `module: node20` needs typescript 5.9, the one the language server drives.
KNOWN_BASES: dict[str, dict[str, Any]] = {
    "@sindresorhus/tsconfig": {
        "module": "node20", "moduleResolution": "node16", "moduleDetection": "force", "target": "esnext",
        "lib": ["DOM", "DOM.Iterable", "ES2023"], "jsx": "react-jsx", "declaration": True, "newLine": "lf",
        "stripInternal": True, "erasableSyntaxOnly": True, "strict": True, "noImplicitReturns": True,
        "noImplicitOverride": True, "noUnusedLocals": True, "noUnusedParameters": True,
        "noFallthroughCasesInSwitch": True, "noUncheckedIndexedAccess": True,
        "noPropertyAccessFromIndexSignature": True, "noUncheckedSideEffectImports": True, "noEmitOnError": True,
        "useDefineForClassFields": True, "forceConsistentCasingInFileNames": True, "skipLibCheck": True,
    },
}
# A repository without a tsconfig.json (a package's published source): strict, as a TypeScript project of
# today is, its imports resolved as a bundler does (`./file` without an extension: under nodenext each
# such import is an error, TS2835, which on one held-out package hid most of what a change broke).
NO_TSCONFIG: dict[str, Any] = {"strict": True, "skipLibCheck": True, "module": "esnext", "moduleResolution": "bundler",
                               "target": "esnext"}
# `./command.go:801:29: msg`, `doc/man_docs.go:12: msg`, `vet: ./x_test.go:5:2: msg` (vet's type errors).
_GO_LINE = re.compile(r"^(?P<vet>vet: )?(?P<file>[^\s:][^:]*\.go):(?P<line>\d+)(?::(?P<column>\d+))?: (?P<message>.*)$")
_TSC_LINE = re.compile(r"^(?P<file>.+?)\((?P<line>\d+),(?P<column>\d+)\): error (?P<rule>TS\d+): (?P<message>.*)$")
_JSONC_COMMENT = re.compile(r'("(?:\\.|[^"\\])*")|//[^\n]*|/\*.*?\*/', re.S)
_TRAILING_COMMA = re.compile(r",(\s*[}\]])")

@dataclass
class Checker:
    """A type checker configured in one scratch copy; `run` checks the whole copy, and counts its runs
    and their seconds."""

    language: str  # python, typescript, go, c, cpp or java
    copy: Path
    cache_dir: Path
    note: str  # how it was configured, for the report
    timeout: float = CHECK_TIMEOUT  # seconds a run may take; a longer one raises TimeoutError
    runs: int = 0
    seconds: float = 0.0
    # The files changed since the run before (C and C++: only the files they reach are compiled again, the
    # others' errors being the run before's; Java: only they and the files naming what they changed are
    # compiled, checkers_java.py); None: every file.
    changed: set[str] | None = None
    original: Path | None = None  # the repository the copy was made of (Java: what an edit changed in it)

    @property
    def name(self) -> str:
        return CHECKER_NAMES[self.language]

    def run(self) -> list[Diagnostic]:
        began = time.perf_counter()
        if self.language in ("c", "cpp"):
            found = run_c_family(self.copy, self.timeout, self.language, self.changed)
        elif self.language == "java":
            found = run_java(self.copy, self.timeout, self.changed, self.original)
        else:
            found = {"python": _run_pyright, "typescript": _run_tsc, "go": _run_go}[self.language](
                self.copy, self.cache_dir, self.timeout)
        self.runs += 1
        self.seconds += time.perf_counter() - began
        return found


def checked_language(language: str) -> str | None:
    """The checker's language for a graph language (python; typescript and tsx are both tsc's; go), None
    when there is no checker for it."""
    return {"python": "python", "typescript": "typescript", "tsx": "typescript", "go": "go", "c": "c",
            "cpp": "cpp", "java": "java"}.get(language)


# The languages scout and `kg bench impact` check changes of.
CHECKED_LANGUAGES = ("python", "typescript", "go", "c", "cpp", "java")


def checker(language: str, copy: Path, original: Path, cache_dir: Path, *, timeout: float = CHECK_TIMEOUT) -> Checker:
    """The checker of `language` (python, typescript, go, c, cpp or java), its configuration written into `copy` from
    the repository's own at `original`."""
    configure = {"python": _configure_pyright, "typescript": _configure_tsc, "go": _configure_go,
                 "c": lambda copy, original: configure_c_family(copy, original, "c"),
                 "cpp": lambda copy, original: configure_c_family(copy, original, "cpp"),
                 "java": configure_java}.get(language)
    if configure is None:
        raise InvalidArgument(
            f"no type checker for {language}: the checked languages are {', '.join(CHECKED_LANGUAGES)}"
        )
    return Checker(language, copy, cache_dir, configure(copy, original), timeout, original=original)


def scratch_copy(repository: Path, target: Path) -> Path:
    """A copy of the repository to edit (the ingested one is never touched)."""
    def ignore(folder: str, names: list[str]) -> list[str]:
        at_root = Path(folder).resolve() == repository.resolve()
        return [n for n in names if n in NOT_COPIED or (at_root and n in NOT_COPIED_AT_ROOT)]

    shutil.copytree(repository, target, symlinks=True, ignore=ignore)
    if (repository / "node_modules").is_dir():
        (target / "node_modules").symlink_to((repository / "node_modules").resolve(), target_is_directory=True)
    return target


def _node(checker_name: str) -> Path:
    node = node_program()
    if node is None:
        raise LanguageServerUnavailable(checker_name, "no Node.js found: reinstall kg-server")
    return node


# --- Python: basedpyright --------------------------------------------------------------------------------

def _configure_pyright(copy: Path, original: Path) -> str:
    config: dict[str, Any] = {"include": ["."], "typeCheckingMode": "standard", "reportMatchNotExhaustive": "error"}
    pyproject = original / "pyproject.toml"
    if pyproject.is_file():
        try:
            own = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("tool", {}).get("pyright", {})
        except tomllib.TOMLDecodeError:
            own = {}
        config.update({key: own[key] for key in ("pythonVersion", "pythonPlatform", "extraPaths") if key in own})
    (copy / "pyrightconfig.json").write_text(json.dumps(config, indent=1), encoding="utf-8")
    kept = ", ".join(f"{k} {config[k]}" for k in ("pythonVersion", "extraPaths") if k in config)
    return "basedpyright, standard mode, reportMatchNotExhaustive on, every file" + (f" ({kept})" if kept else "")


def _run_pyright(copy: Path, cache_dir: Path, timeout: float) -> list[Diagnostic]:
    try:
        import basedpyright
    except ImportError as error:
        raise LanguageServerUnavailable("basedpyright", "pip install basedpyright") from error
    argv = [str(_node("basedpyright")), str(Path(basedpyright.__file__).parent / "index.js"), "--outputjson",
            "-p", str(copy)]
    ran = run_checked(argv, copy, "basedpyright", timeout)
    try:
        report = json.loads(ran.stdout)
    except json.JSONDecodeError:
        raise RuntimeError(f"basedpyright gave no JSON report (exit {ran.returncode}): {ran.stderr[-2000:]}") from None
    texts = Texts(copy)
    found = []
    for item in report.get("generalDiagnostics", []):
        path = document_of(copy, item["file"])
        if item.get("severity") != "error" or "range" not in item or path is None:
            continue
        start = item["range"]["start"]
        line = start["line"] + 1
        found.append(Diagnostic(path, line, python_index(texts.line(path, line), start["character"]),
                                item.get("rule") or "error", item["message"]))
    return found


# --- TypeScript: tsc -------------------------------------------------------------------------------------

def read_jsonc(path: Path) -> dict[str, Any]:
    """A tsconfig (JSON with comments and trailing commas)."""
    text = _JSONC_COMMENT.sub(lambda m: m.group(1) or "", path.read_text(encoding="utf-8"))
    try:
        value = json.loads(_TRAILING_COMMA.sub(r"\1", text))
    except json.JSONDecodeError as error:
        raise InvalidArgument(f"{path}: not JSON ({error.msg} at line {error.lineno})") from None
    return value if isinstance(value, dict) else {}


def _base_options(copy: Path, config: dict[str, Any]) -> tuple[dict[str, Any], str]:
    base = config.get("extends")
    if not base:
        return {}, ""
    if not isinstance(base, str):
        return {}, "a list of bases in `extends`: their options are left out"
    for candidate in (copy / base, copy / f"{base}.json", copy / "node_modules" / base / "tsconfig.json",
                      copy / "node_modules" / f"{base}.json"):
        if candidate.is_file():
            return dict(read_jsonc(candidate).get("compilerOptions", {})), f"its base {base}"
    if base in KNOWN_BASES:
        return dict(KNOWN_BASES[base]), f"{base} (not installed) inlined"
    return {}, f"{base} is not installed and not known here: its options are left out"


def _configure_tsc(copy: Path, original: Path) -> str:
    own = read_jsonc(original / "tsconfig.json") if (original / "tsconfig.json").is_file() else {}
    options, base = _base_options(copy, own) if own else (dict(NO_TSCONFIG), "no tsconfig.json: strict defaults")
    options.update(own.get("compilerOptions", {}))
    options.update({"noEmit": True, "incremental": False, "composite": False})
    for key in ("outDir", "rootDir", "declarationDir", "tsBuildInfoFile"):
        options.pop(key, None)
    config = {"compilerOptions": options, "include": [f"**/*{suffix}" for suffix in TS_SUFFIXES],
              "exclude": sorted(NOT_COPIED | NOT_COPIED_AT_ROOT)}
    (copy / "tsconfig.json").write_text(json.dumps(config, indent=1), encoding="utf-8")
    return "tsc --noEmit, every TypeScript file" + (f", {base}" if base else "")


def _run_tsc(copy: Path, cache_dir: Path, timeout: float) -> list[Diagnostic]:
    tsc = node_package_file(cache_dir, "typescript", "bin/tsc")
    ran = run_checked([str(_node("typescript")), str(tsc), "--noEmit", "-p", str(copy / "tsconfig.json"),
                    "--pretty", "false"], copy, "tsc", timeout)
    found = []
    for line in ran.stdout.splitlines():
        matched = _TSC_LINE.match(line)
        path = document_of(copy, matched["file"]) if matched else None
        if matched and path is not None:
            found.append(Diagnostic(path, int(matched["line"]), int(matched["column"]) - 1, matched["rule"],
                                    matched["message"]))
    return found


# --- Go: go build, go test -c, go vet ----------------------------------------------------------------------

def _configure_go(copy: Path, original: Path) -> str:
    if not (original / "go.mod").is_file():
        raise InvalidArgument(f"{original}: no go.mod, so no Go module to build (GOPATH mode is not checked)")
    return ("go build -gcflags=-e ./..., go test -c -gcflags=-e per package with tests, go vet ./...; "
            "a package importing one that fails is not checked")


def _run_go(copy: Path, cache_dir: Path, timeout: float) -> list[Diagnostic]:
    from kg_server.providers.lsp.install import go_program

    go = go_program()
    if go is None:
        raise LanguageServerUnavailable("go", "no Go toolchain found: install Go (https://go.dev/doc/install)")
    began = time.monotonic()

    def left() -> float:
        return max(1.0, timeout - (time.monotonic() - began))

    # GOWORK off: a go.work above the scratch copy has no say; GOFLAGS kept (the user's -mod, -tags).
    env = {**os.environ, "GOWORK": "off"}
    listed = run_checked([str(go), "list", "-e", "-f", "{{if or .TestGoFiles .XTestGoFiles}}{{.Dir}}{{end}}", "./..."],
                      copy, "go list", left(), env)
    runs = [[str(go), "build", "-gcflags=-e", "-o", os.devnull, "./..."]]
    # Each package's tests compiled with it, one package a run: built together, a package that fails
    # would stop the test build of another that imports it before its own test files are read.
    runs += [[str(go), "test", "-c", "-gcflags=-e", "-o", os.devnull, "."] for _ in listed.stdout.split()]
    folders = [copy, *(Path(folder) for folder in listed.stdout.split())]
    runs.append([str(go), "vet", "./..."])
    folders.append(copy)
    texts = Texts(copy)
    found: dict[tuple[str, int, int, str], Diagnostic] = {}
    for argv, folder in zip(runs, folders, strict=True):
        ran = run_checked(argv, folder, "go", left(), env)
        for line in (ran.stdout + ran.stderr).splitlines():
            matched = _GO_LINE.match(line)
            path = document_of(copy, str(folder / matched["file"])) if matched else None
            if matched is None or path is None or matched["message"] == "too many errors":
                continue
            line_number = int(matched["line"])
            column = byte_to_index(texts.line(path, line_number), int(matched["column"] or 1) - 1)
            rule = "vet" if matched["vet"] else "compile"
            found.setdefault((path, line_number, column, matched["message"]),
                             Diagnostic(path, line_number, column, rule, matched["message"]))
    return list(found.values())


# --- before and after ------------------------------------------------------------------------------------

def line_map(before: str, after: str) -> Callable[[int], int | None]:
    """A line of `after` (from 1) as the line of `before` it was, or None for a line the edit wrote."""
    old, new = before.split("\n"), after.split("\n")
    mapping: dict[int, int] = {}
    for block in difflib.SequenceMatcher(None, old, new, autojunk=False).get_matching_blocks():
        for offset in range(block.size):
            mapping[block.b + offset + 1] = block.a + offset + 1
    return mapping.get


def new_errors(before: Iterable[Diagnostic], after: Iterable[Diagnostic],
               edited: dict[str, tuple[str, str]]) -> list[Diagnostic]:
    """The errors of `after` that `before` has not, in the coordinates of the files before the edit;
    `edited`: path -> (text before, text after) of each file the edit changed."""
    maps = {path: line_map(old, new) for path, (old, new) in edited.items()}
    seen = Counter((d.path, d.line, d.rule, d.message) for d in before)
    found = []
    for diagnostic in after:
        line = diagnostic.line
        if diagnostic.path in maps:
            mapped = maps[diagnostic.path](diagnostic.line)
            if mapped is None:
                continue  # on a line the edit wrote
            line = mapped
        key = (diagnostic.path, line, diagnostic.rule, diagnostic.message)
        if seen[key]:
            seen[key] -= 1
            continue
        found.append(Diagnostic(diagnostic.path, line, diagnostic.column, diagnostic.rule, diagnostic.message))
    return found


def new_diagnostics(before: Iterable[Diagnostic], after: Iterable[Diagnostic],
                    definition: DocumentLine) -> list[Diagnostic]:
    """What the run after a rename reports beyond the run before, by (document, line, rule) with their
    counts, one per such key and the definition's own line aside; the lines are those of the rename,
    which moves none."""
    seen = Counter((d.path, d.line, d.rule) for d in before)
    found: dict[tuple[str, int, str], Diagnostic] = {}
    for diagnostic in after:
        key = (diagnostic.path, diagnostic.line, diagnostic.rule)
        if seen[key]:
            seen[key] -= 1
        elif (diagnostic.path, diagnostic.line) != definition:
            found.setdefault(key, diagnostic)
    return [found[key] for key in sorted(found)]
