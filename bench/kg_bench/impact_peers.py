"""`kg bench impact --peer`: what an agent gets today for the same change, scored as scout is.

- references: every reference the language server returns for the symbol at its definition (what
  Serena's find_referencing_symbols and mcp-language-server's references hand an agent), unrated, so
  every one counts as high risk. The server runs on the scratch copy before any change, every code file
  of its language open, warmed by one untimed request.
- grep: `git grep -n -w NAME` in a git repository, else the same word search in Python over the files
  (what is not copied into the scratch copy is not searched), every hit high risk.
"""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path

from lsprotocol import types

from kg_server.providers.checkers import NOT_COPIED, NOT_COPIED_AT_ROOT
from kg_server.providers.lsp import LanguageServerSession, server_for
from kg_server.providers.lsp.locations import python_index, uri_path, utf16_column
from kg_server.syntax.edits_text import PyText

from .impact_scenarios import Scenario
from .impact_score import Answer, Pointer, Statements

GREP_TIMEOUT = 120.0


async def references(copy: Path, scenarios: Sequence[Scenario], documents: dict[str, str], cache_dir: Path,
                     log: object) -> dict[str, Answer]:
    """Scenario id -> the references of its symbol, one server per language."""
    statements = Statements(copy, documents)
    answers: dict[str, Answer] = {}
    by_server: dict[str, list[Scenario]] = {}
    for scenario in scenarios:
        server = server_for(copy / scenario.symbol.document)
        if server is not None:
            by_server.setdefault(server.name, []).append(scenario)
    for group in by_server.values():
        server = server_for(copy / group[0].symbol.document)
        assert server is not None
        files = [copy / name for name in documents if server_for(copy / name) is server]
        async with LanguageServerSession(server, copy, cache_dir=cache_dir) as session:
            session.open(files)
            await session.wait_until_ready(copy / group[0].symbol.document)
            await _references_of(session, copy, group[0])  # the first request binds the program
            for scenario in group:
                began = time.perf_counter()
                found = await _references_of(session, copy, scenario)
                seconds = time.perf_counter() - began
                pointers = [Pointer(statements.place(path, line, column, scenario.grep_name), "high")
                            for path, line, column in found]
                answers[scenario.id] = Answer(pointers, seconds=seconds)
    return answers


async def _references_of(session: LanguageServerSession, copy: Path, scenario: Scenario) -> list[tuple[str, int, int]]:
    symbol = scenario.symbol
    path = copy / symbol.document
    text = path.read_text(encoding="utf-8", errors="replace").split("\n")
    line = text[symbol.line - 1] if 1 <= symbol.line <= len(text) else ""
    column = PyText.word_at(line, symbol.name)
    if column is None:
        return []
    position = types.Position(line=symbol.line - 1, character=utf16_column(line, column))
    found = []
    for location in await session.references(path, position, include_declaration=False):
        target = uri_path(location.uri)
        if target is None:
            continue
        try:
            relative = target.resolve().relative_to(copy.resolve()).as_posix()
        except ValueError:
            continue  # outside the repository (a library's declarations)
        lines = (copy / relative).read_text(encoding="utf-8", errors="replace").split("\n")
        row = location.range.start.line
        text_line = lines[row] if 0 <= row < len(lines) else ""
        found.append((relative, row + 1, python_index(text_line, location.range.start.character)))
    return found


def grep(root: Path, scenarios: Sequence[Scenario], documents: dict[str, str]) -> dict[str, Answer]:
    """Scenario id -> the lines where its symbol's name stands as a word."""
    statements = Statements(root, documents)
    answers = {}
    for scenario in scenarios:
        began = time.perf_counter()
        hits = _git_grep(root, scenario.grep_name) if (root / ".git").exists() else _word_grep(root, scenario.grep_name)
        seconds = time.perf_counter() - began
        pointers = [
            Pointer(statements.place(path, line, column, scenario.grep_name), "high") for path, line, column in hits
        ]
        answers[scenario.id] = Answer(pointers, seconds=seconds)
    return answers


def _git_grep(root: Path, name: str) -> list[tuple[str, int, int]]:
    ran = subprocess.run(["git", "grep", "-n", "-w", "--column", "-I", "-e", name], cwd=root,
                         capture_output=True, text=True, timeout=GREP_TIMEOUT)
    hits = []
    for line in ran.stdout.splitlines():
        path, number, column, _ = line.split(":", 3)
        hits.append((path, int(number), int(column) - 1))
    return hits


def _word_grep(root: Path, name: str) -> list[tuple[str, int, int]]:
    word = re.compile(rf"(?<![A-Za-z0-9_]){re.escape(name)}(?![A-Za-z0-9_])")
    hits = []
    for folder, names, files in os.walk(root):
        at_root = Path(folder) == root
        names[:] = sorted(n for n in names if n not in NOT_COPIED and not (at_root and n in NOT_COPIED_AT_ROOT))
        for file in sorted(files):
            path = Path(folder) / file
            try:
                data = path.read_bytes()
            except OSError:
                continue
            if b"\0" in data[:8000]:
                continue  # binary, as git grep -I
            relative = path.relative_to(root).as_posix()
            for number, text in enumerate(data.decode(errors="replace").split("\n"), start=1):
                for found in word.finditer(text):
                    hits.append((relative, number, found.start()))
    return hits


def run_references(copy: Path, scenarios: Sequence[Scenario], documents: dict[str, str], cache_dir: Path,
                   log: object) -> dict[str, Answer]:
    return asyncio.run(references(copy, scenarios, documents, cache_dir, log))
