"""The type checkers that score the code graph's uses: a symbol renamed in its definition alone, in a
scratch copy of the repository, breaks every place that uses it, and the checker says where.

- Python: basedpyright's command line (`basedpyright --outputjson` over every folder holding Python,
  tests included), the checker whose language server built the graph.
- TypeScript: `tsc --noEmit -p` with the typescript the language server drives, on a tsconfig written
  for the copy: the project's own options, every folder holding TypeScript included (tests too), and a
  base config it `extends` but that is not installed inlined from the table below (no network).

A run gives its diagnostics as a multiset of (document, line, rule); a rename's new sites are what the
run after it has beyond the run before it. The rule rather than the message: a message that only names
the renamed type (an attribute missing "for class Context") changes on lines that do not use it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import shutil
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kg_server.errors import InvalidArgument

from .code_truth import NOT_PACKAGES, PYTHON_SUFFIXES, TYPESCRIPT_SUFFIXES

CHECK_TIMEOUT = 1_800.0  # seconds for one checker run
RENAMED = "_kgrenamed"
TSCONFIG = "tsconfig.kg-bench.json"
# Base configs a tsconfig may extend that are npm packages, inlined when the package is not installed:
# @sindresorhus/tsconfig 8.x (ky's), its compilerOptions as published.
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
_TSC_LINE = re.compile(r"^(?P<file>.+?)\((?P<line>\d+),(?P<column>\d+)\): (?P<severity>error|warning) (?P<code>TS\d+): ")

Site = tuple[str, int]  # document, line
Diagnostics = Counter[tuple[str, int, str]]  # (document, line, rule) -> how many


@dataclass
class Checker:
    """One type checker over one copy of a repository."""

    language: str  # python or typescript
    argv: list[str]
    root: Path
    note: str = ""  # what was done to make it run here (a base config inlined)
    runs: int = 0
    seconds: float = 0.0
    messages: dict[tuple[str, int, str], str] = field(default_factory=dict)  # the last run's, first lines

    def run(self) -> Diagnostics:
        import time

        began = time.perf_counter()
        try:
            ran = subprocess.run(self.argv, cwd=self.root, capture_output=True, text=True, timeout=CHECK_TIMEOUT)
        except subprocess.TimeoutExpired as error:
            raise RuntimeError(f"{' '.join(self.argv[:2])} took over {CHECK_TIMEOUT:.0f} s") from error
        self.runs += 1
        self.seconds += time.perf_counter() - began
        if self.language == "python":
            return self._basedpyright(ran.stdout, ran.stderr)
        return self._tsc(ran.stdout)

    def _basedpyright(self, out: str, err: str) -> Diagnostics:
        try:
            answer = json.loads(out)
        except json.JSONDecodeError:
            raise RuntimeError(f"basedpyright gave no JSON: {(err or out).strip()[-1500:]}") from None
        found: Diagnostics = Counter()
        for item in answer.get("generalDiagnostics", []):
            if item.get("severity") != "error" or "range" not in item:
                continue
            document = _document(self.root, item["file"])
            if document is not None:
                key = (document, item["range"]["start"]["line"] + 1, item.get("rule") or "")
                found[key] += 1
                self.messages[key] = str(item.get("message", "")).split("\n")[0]
        return found

    def _tsc(self, out: str) -> Diagnostics:
        found: Diagnostics = Counter()
        for line in out.splitlines():
            match = _TSC_LINE.match(line)
            if match is not None:
                document = _document(self.root, match["file"])
                if document is not None:
                    key = (document, int(match["line"]), match["code"])
                    found[key] += 1
                    self.messages[key] = line[match.end():]
        return found


def _document(root: Path, file: str) -> str | None:
    path = Path(file)
    path = path if path.is_absolute() else root / path
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return None  # a library's file


def source_folders(root: Path, suffixes: tuple[str, ...]) -> list[str]:
    """The repository's top-level folders (and files) holding code of these suffixes, vendored ones aside."""
    found = []
    for entry in sorted(root.iterdir()):
        if entry.name in NOT_PACKAGES - {"tests", "test", "docs", "examples", "scripts"} or entry.name.startswith("."):
            continue
        if entry.is_file() and entry.suffix in suffixes:
            found.append(entry.name)
        elif entry.is_dir() and any(p.suffix in suffixes for p in entry.rglob("*") if "node_modules" not in p.parts):
            found.append(entry.name)
    return found


def python_checker(copy: Path) -> Checker:
    program = Path(sys.executable).parent / "basedpyright"
    command = str(program) if program.is_file() else shutil.which("basedpyright")
    if command is None:
        raise InvalidArgument("basedpyright is not installed: pip install basedpyright (kg-server depends on it)")
    return Checker("python", [command, "--outputjson", *source_folders(copy, PYTHON_SUFFIXES)], copy)


def typescript_checker(copy: Path, *, node: Path, tsc: Path) -> Checker:
    options, note = _typescript_options(copy)
    config = {"compilerOptions": {**options, "noEmit": True},
              "include": source_folders(copy, TYPESCRIPT_SUFFIXES)}
    (copy / TSCONFIG).write_text(json.dumps(config, indent=2), encoding="utf-8")
    return Checker("typescript", [str(node), str(tsc), "--noEmit", "-p", TSCONFIG, "--pretty", "false"], copy, note)


def _typescript_options(copy: Path) -> tuple[dict[str, Any], str]:
    """The project's compiler options with what it extends merged under them, when that is a package
    not installed in the copy and known here."""
    path = copy / "tsconfig.json"
    if not path.is_file():
        return {"strict": True, "skipLibCheck": True, "module": "nodenext", "target": "esnext"}, "no tsconfig.json: strict defaults"
    config = _jsonc(path.read_text(encoding="utf-8"))
    options = dict(config.get("compilerOptions") or {})
    base = config.get("extends")
    if not isinstance(base, str) or base.startswith(".") or (copy / "node_modules" / base).exists():
        if isinstance(base, str):
            options = {**_jsonc((copy / base).read_text(encoding="utf-8")).get("compilerOptions", {}), **options} \
                if base.startswith(".") and (copy / base).is_file() else options
        return options, ""
    if base in KNOWN_BASES:
        return {**KNOWN_BASES[base], **options}, f"{base} (not installed) inlined"
    return options, f"{base} is not installed and not known here: its options are left out"


def _jsonc(text: str) -> dict[str, Any]:
    """JSON with comments and trailing commas, as tsconfig files are written."""
    text = re.sub(r'("(?:\\.|[^"\\])*")|//[^\n]*|/\*.*?\*/', lambda m: m.group(1) or "", text, flags=re.S)
    text = re.sub(r",(\s*[}\]])", r"\1", text)
    loaded = json.loads(text)
    return loaded if isinstance(loaded, dict) else {}


def rename_definition(copy: Path, document: str, line: int, name: str) -> tuple[Path, str]:
    """The symbol's name on its definition line renamed (its first whole-word occurrence there); the file
    and its text before, to put back."""
    path = copy / document
    before = path.read_text(encoding="utf-8")
    lines = before.split("\n")
    word = re.compile(r"(?<![\w$#])" + re.escape(name) + r"(?![\w$])")
    if not 1 <= line <= len(lines) or not word.search(lines[line - 1]):
        raise RuntimeError(f"{document}:{line} does not name {name}")
    lines[line - 1] = word.sub(name + RENAMED, lines[line - 1], count=1)
    path.write_text("\n".join(lines), encoding="utf-8")
    return path, before


def new_diagnostics(before: Diagnostics, after: Diagnostics, definition: Site) -> list[tuple[str, int, str]]:
    """What the run after a rename reports that the run before did not (the definition's own line aside)."""
    return sorted(key for key in (after - before) if key[:2] != definition)


def names(root: Path, site: Site, name: str) -> bool:
    """Whether the line of a site has the name as a word (a use of it, rather than a consequence: a
    match no longer exhaustive, a function whose return type no longer holds)."""
    lines = (root / site[0]).read_text(encoding="utf-8", errors="replace").split("\n")
    text = lines[site[1] - 1] if 1 <= site[1] <= len(lines) else ""
    return bool(re.search(r"(?<![\w$#])" + re.escape(name) + r"(?![\w$])", text))


def score_uses(checked: list[dict[str, Any]]) -> dict[str, Any]:
    """Recall of the checker's new sites that name the symbol among the uses recorded (and of all its new
    sites, consequences included), precision of the recorded uses against the new sites and the
    language server's references, over the symbols checked."""
    errors = sum(len(item["error_sites"]) for item in checked)
    found = sum(len(item["error_sites"]) - len(item["missed"]) for item in checked)
    every = sum(len(item["error_sites"]) + len(item["consequences"]) for item in checked)
    recorded = sum(item["recorded"] for item in checked)
    real = sum(item["recorded"] - len(item["unconfirmed"]) for item in checked)
    return {"symbols": len(checked), "symbols_with_errors": sum(1 for item in checked if item["error_sites"]),
            "error_sites": errors, "error_sites_recorded": found,
            "recall": round(found / errors, 4) if errors else None,
            "consequence_sites": every - errors,
            "recall_with_consequences": round(found / every, 4) if every else None,
            "uses_recorded": recorded, "uses_confirmed": real,
            "precision": round(real / recorded, 4) if recorded else None}
