"""The gold of `kg bench impact`: the type checker, run on a scratch copy before and after a change.

The copy is the repository without .git, node_modules and virtual environments (a node_modules at the
root is linked, not copied, so installed types resolve), with the checker configured in the copy only:

- Python: basedpyright (`--outputjson`) with a pyrightconfig.json that checks every file ("include":
  ["."], tests too) in standard mode with reportMatchNotExhaustive on; the repository's own
  pythonVersion and extraPaths from [tool.pyright] are kept.
- TypeScript: tsc 5.9 (`--noEmit -p`, from the language servers' npm install) with a tsconfig.json
  written for the copy: the repository's compilerOptions over the options of its `extends` base when
  that base is a file in the copy; when the base is a package that is not installed (ky's
  @sindresorhus/tsconfig), STRICT_BASE stands in for it, so nothing is fetched at run time. Every .ts
  file is checked (tests too), not only the tsconfig's own `include`.

A new error is one the run after the change has and the run before has not (same file, same line
mapped through the edit, same rule and message). Errors on the lines the edit itself wrote are the
edit's own business (a new parameter that is not used yet) and are not counted.
"""

from __future__ import annotations

import difflib
import json
import re
import shutil
import subprocess
import tomllib
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kg_server.errors import InvalidArgument, LanguageServerUnavailable
from kg_server.providers.lsp.install import node_package_file, node_program
from kg_server.providers.lsp.locations import python_index

CHECK_TIMEOUT = 1800.0  # seconds: a whole-repository check on a loaded machine
NOT_COPIED = {".git", ".hg", ".svn", "node_modules", "__pycache__", ".mypy_cache", ".pytest_cache", ".ruff_cache"}
NOT_COPIED_AT_ROOT = {".venv", "venv", "env", ".tox", ".nox", "dist", "build", "distribution"}
TS_SUFFIXES = (".ts", ".tsx", ".mts", ".cts")
PY_SUFFIXES = (".py", ".pyi")

# The options of @sindresorhus/tsconfig 8 (which ky extends), for a base package that is not installed.
STRICT_BASE: dict[str, Any] = {
    "module": "nodenext", "moduleResolution": "nodenext", "moduleDetection": "force", "target": "es2024",
    "lib": ["DOM", "DOM.Iterable", "ES2024"], "resolveJsonModule": False, "jsx": "react-jsx",
    "declaration": True, "newLine": "lf", "stripInternal": True, "strict": True, "noImplicitReturns": True,
    "noImplicitOverride": True, "noUnusedLocals": True, "noUnusedParameters": True,
    "noFallthroughCasesInSwitch": True, "noUncheckedIndexedAccess": True,
    "noPropertyAccessFromIndexSignature": True, "useDefineForClassFields": True,
    "forceConsistentCasingInFileNames": True, "skipLibCheck": True,
}
_TSC_LINE = re.compile(r"^(?P<file>.+?)\((?P<line>\d+),(?P<column>\d+)\): error (?P<rule>TS\d+): (?P<message>.*)$")
_JSONC_COMMENT = re.compile(r'("(?:\\.|[^"\\])*")|//[^\n]*|/\*.*?\*/', re.S)
_TRAILING_COMMA = re.compile(r",(\s*[}\]])")


@dataclass(frozen=True)
class Diagnostic:
    """One error: `path` as the repository names the file ('/' separators), `line` from 1, `column` from
    0 in characters of the line."""

    path: str
    line: int
    column: int
    rule: str
    message: str


@dataclass(frozen=True)
class Checker:
    """A type checker over a scratch copy: `configure` writes its configuration into the copy (and says
    what it did), `run` checks the whole copy."""

    language: str
    name: str
    suffixes: tuple[str, ...]
    configure: Callable[[Path, Path], str]  # (copy, original) -> a line saying how it was configured
    run: Callable[[Path, Path], list[Diagnostic]]  # (copy, cache dir) -> errors


def scratch_copy(repository: Path, target: Path) -> Path:
    """A copy of the repository to edit (the ingested one is never touched)."""
    def ignore(folder: str, names: list[str]) -> list[str]:
        at_root = Path(folder).resolve() == repository.resolve()
        return [n for n in names if n in NOT_COPIED or (at_root and n in NOT_COPIED_AT_ROOT)]

    shutil.copytree(repository, target, symlinks=True, ignore=ignore)
    if (repository / "node_modules").is_dir():
        (target / "node_modules").symlink_to((repository / "node_modules").resolve(), target_is_directory=True)
    return target


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


def _run_pyright(copy: Path, cache_dir: Path) -> list[Diagnostic]:
    try:
        import basedpyright
    except ImportError as error:
        raise LanguageServerUnavailable("basedpyright", "pip install basedpyright") from error
    node = node_program()
    if node is None:
        raise LanguageServerUnavailable("basedpyright", "no Node.js found: reinstall kg-server")
    argv = [str(node), str(Path(basedpyright.__file__).parent / "index.js"), "--outputjson", "-p", str(copy)]
    ran = _checked(argv, copy, "basedpyright")
    try:
        report = json.loads(ran.stdout)
    except json.JSONDecodeError:
        raise RuntimeError(f"basedpyright gave no JSON report (exit {ran.returncode}): {ran.stderr[-2000:]}") from None
    texts = _Texts(copy)
    found = []
    for item in report.get("generalDiagnostics", []):
        if item.get("severity") != "error":
            continue
        path = Path(item["file"]).resolve().relative_to(copy.resolve()).as_posix()
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
    for candidate in (copy / base, copy / f"{base}.json", copy / "node_modules" / base / "tsconfig.json",
                      copy / "node_modules" / f"{base}.json"):
        if candidate.is_file():
            return dict(read_jsonc(candidate).get("compilerOptions", {})), f"its base {base}"
    return dict(STRICT_BASE), f"{base} (not installed) inlined as @sindresorhus/tsconfig 8's options"


def _configure_tsc(copy: Path, original: Path) -> str:
    own = read_jsonc(original / "tsconfig.json") if (original / "tsconfig.json").is_file() else {}
    options, base = _base_options(copy, own)
    options.update(own.get("compilerOptions", {}))
    options.update({"noEmit": True, "incremental": False, "composite": False})
    for key in ("outDir", "rootDir", "declarationDir", "tsBuildInfoFile"):
        options.pop(key, None)
    config = {"compilerOptions": options, "include": [f"**/*{suffix}" for suffix in TS_SUFFIXES],
              "exclude": sorted(NOT_COPIED | NOT_COPIED_AT_ROOT)}
    (copy / "tsconfig.json").write_text(json.dumps(config, indent=1), encoding="utf-8")
    return "tsc 5.9 --noEmit, every .ts file" + (f", {base}" if base else ", strict options (no tsconfig)")


def _run_tsc(copy: Path, cache_dir: Path) -> list[Diagnostic]:
    node = node_program()
    if node is None:
        raise LanguageServerUnavailable("typescript", "no Node.js found: reinstall kg-server")
    tsc = node_package_file(cache_dir, "typescript", "bin/tsc")
    ran = _checked([str(node), str(tsc), "--noEmit", "-p", str(copy / "tsconfig.json"), "--pretty", "false"],
                   copy, "tsc")
    found = []
    for line in ran.stdout.splitlines():
        matched = _TSC_LINE.match(line)
        if matched:
            path = Path(matched["file"])
            relative = (path.resolve().relative_to(copy.resolve()) if path.is_absolute() else path).as_posix()
            found.append(Diagnostic(relative, int(matched["line"]), int(matched["column"]) - 1, matched["rule"],
                                    matched["message"]))
    return found


def _checked(argv: list[str], cwd: Path, name: str) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=CHECK_TIMEOUT)
    except subprocess.TimeoutExpired:
        raise RuntimeError(f"{name} did not finish in {CHECK_TIMEOUT:.0f} s on {cwd}") from None


CHECKERS = {
    "python": Checker("python", "basedpyright", PY_SUFFIXES, _configure_pyright, _run_pyright),
    "typescript": Checker("typescript", "tsc", TS_SUFFIXES, _configure_tsc, _run_tsc),
}


def checker_for(language: str) -> Checker | None:
    """The checker of a graph language (python; typescript and tsx are both tsc's)."""
    return CHECKERS.get("typescript" if language in ("typescript", "tsx") else language)


# --- before and after ------------------------------------------------------------------------------------

class _Texts:
    """Files of the copy read once, for their lines."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._lines: dict[str, list[str]] = {}

    def line(self, path: str, line: int) -> str:
        lines = self._lines.get(path)
        if lines is None:
            try:
                lines = (self.root / path).read_text(encoding="utf-8", errors="replace").split("\n")
            except OSError:
                lines = []
            self._lines[path] = lines
        return lines[line - 1] if 1 <= line <= len(lines) else ""


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
