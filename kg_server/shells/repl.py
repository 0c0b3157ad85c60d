"""`kg cypher`: the Cypher console in a terminal, one statement at a time or interactively.

Interactive: line editing and a history file (readline), statements over several lines (they end with
';' or an empty line), `:commands` on one line. Piped input is read the same way, without prompts, and
the exit code says whether every statement succeeded. The interpreter is `kg_server.shells.console`'s.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

from kg_server.answers.console import ConsoleAnswer
from kg_server.config import Settings, default_data_home
from kg_server.errors import KGError

from .console import Console

QUIT = {":quit", ":exit", ":q"}


def _graph(settings: Settings) -> Any:
    from kg_server.service import KnowledgeGraph

    return KnowledgeGraph(settings)


def _print(answer: ConsoleAnswer, as_json: bool) -> None:
    print(answer.model_dump_json(indent=2) if as_json else answer.text, flush=True)


def one_shot(settings: Settings, line: str, *, as_json: bool, **options: Any) -> None:
    """Answer one line (a statement or a :command) and print it; errors reach the caller as KGError."""
    async def answer() -> ConsoleAnswer:
        async with _graph(settings) as graph:
            await graph.db.verify()
            return await Console(graph, **options).answer(line)

    _print(asyncio.run(answer()), as_json)


def interactive(settings: Settings, *, as_json: bool, **options: Any) -> int:
    """Read statements until :quit or the end of input. Returns 1 if any statement failed."""
    tty = sys.stdin.isatty()
    if tty:
        _load_history()
    loop = asyncio.new_event_loop()
    graph = _graph(settings)
    console = Console(graph, **options)
    failed = False
    try:
        version = loop.run_until_complete(graph.db.verify())
        if tty:
            mode = "read-write (--write)" if console.write else "read-only: read transactions"
            print(f"kg cypher: Neo4j {version} at {settings.neo4j_uri}, {mode}. :help lists the commands, "
                  ":quit leaves.", file=sys.stderr)
        for text in _statements(tty):
            if text.strip() in QUIT:
                break
            try:
                _print(loop.run_until_complete(console.answer(text)), as_json)
            except KGError as error:
                failed = True
                print(f"error: {error.message}", file=sys.stderr, flush=True)
    finally:
        loop.run_until_complete(graph.close())
        loop.close()
        if tty:
            _save_history()
    return 1 if failed and not tty else 0


def _statements(tty: bool) -> Any:
    """Complete inputs: a :command line, or the lines of a statement up to ';' or an empty line."""
    lines: list[str] = []
    while True:
        try:
            line = input(("kg> " if not lines else "  > ") if tty else "")
        except EOFError:
            if lines:
                yield "\n".join(lines)
            if tty:
                print(file=sys.stderr)
            return
        except KeyboardInterrupt:  # Ctrl-C drops what was typed, as in a shell
            lines.clear()
            print(file=sys.stderr)
            continue
        stripped = line.strip()
        if not lines and stripped.startswith(":"):
            yield stripped
            continue
        if stripped:
            lines.append(line)
        if lines and (not stripped or stripped.endswith(";")):
            yield "\n".join(lines)
            lines.clear()


def _load_history() -> None:
    try:
        import readline
    except ImportError:  # no line editing on this Python: the console works without it
        return
    readline.set_history_length(1000)
    if _history_file().exists():
        readline.read_history_file(_history_file())


def _save_history() -> None:
    try:
        import readline
    except ImportError:
        return
    _history_file().parent.mkdir(parents=True, exist_ok=True)
    readline.write_history_file(_history_file())


def _history_file() -> Path:
    return default_data_home() / "cypher_history"
