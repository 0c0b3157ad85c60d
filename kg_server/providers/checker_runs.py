"""What every checker run shares: the errors it gives (`Diagnostic`), the files of the copy read for their
lines, a checker's file name as the repository names it, a run with its timeout, and columns counted in
bytes read as characters (checkers.py for Python, TypeScript and Go, checkers_c.py for C and C++)."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path

NOT_COPIED = {".git", ".hg", ".svn", "node_modules", "__pycache__", ".mypy_cache", ".pytest_cache", ".ruff_cache"}
NOT_COPIED_AT_ROOT = {".venv", "venv", "env", ".tox", ".nox", "dist", "build", "distribution"}
DocumentLine = tuple[str, int]  # a document and a line of it, where the checker reports


@dataclass(frozen=True)
class Diagnostic:
    """One error: `path` as the repository names the file ('/' separators), `line` from 1, `column` from
    0 in characters of the line."""

    path: str
    line: int
    column: int
    rule: str
    message: str


def document_of(copy: Path, file: str) -> str | None:
    """A checker's file name as the repository names it; None for a file outside the copy (a library's)."""
    path = Path(file)
    path = path if path.is_absolute() else copy / path
    try:
        return path.resolve().relative_to(copy.resolve()).as_posix()
    except ValueError:
        return None


def run_checked(argv: list[str], cwd: Path, name: str, timeout: float,
                env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        raise TimeoutError(f"{name} did not finish in {timeout:.0f} s") from None


def byte_to_index(text: str, offset: int) -> int:
    """Go reports columns in bytes: as characters of the line."""
    return len(text.encode()[:offset].decode(errors="ignore"))


class Texts:
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
