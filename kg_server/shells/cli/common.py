"""What every `kg` command shares: running a coroutine on a graph, progress bars, argument types and the
usage error."""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from kg_server.config import Settings

T = TypeVar("T")
Handler = Callable[[argparse.Namespace, Settings], int | None]


class UsageError(Exception):
    """A command line that cannot work: argparse prints it with the usage."""


def run(coroutine: Awaitable[T]) -> T:
    return asyncio.run(coroutine)  # type: ignore[arg-type]


async def with_graph(settings: Settings, action: Callable[[Any], Awaitable[T]]) -> T:
    from kg_server.service import KnowledgeGraph

    async with KnowledgeGraph(settings) as graph:
        return await action(graph)


def on_graph(settings: Settings, action: Callable[[Any], Awaitable[T]]) -> T:
    """Run `action(graph)` on a graph of these settings, closed afterwards."""
    return run(with_graph(settings, action))


def stderr(line: str) -> None:
    print(line, file=sys.stderr)


def console() -> Any:
    from rich.console import Console

    return Console(stderr=True)


class Progress:
    """A rich progress display on stderr, shown while the `with` block runs."""

    def __init__(self, *columns: Any) -> None:
        from rich.progress import Progress as Live

        self.progress = Live(*columns, console=console(), transient=False)

    def __enter__(self) -> Any:
        self.progress.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        self.progress.__exit__(*exc)  # type: ignore[arg-type]


class Bar(Progress):
    """A progress bar per stage, fed by (what, done, total) callbacks."""

    def __init__(self) -> None:
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            TextColumn,
            TimeElapsedColumn,
        )

        super().__init__(TextColumn("{task.description:>22}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
        self.tasks: dict[str, Any] = {}

    def __call__(self, what: str, done: int, total: int) -> None:
        if what not in self.tasks:
            self.tasks[what] = self.progress.add_task(what, total=total or None)
        self.progress.update(self.tasks[what], completed=done, total=total or None)


def allowed(args: argparse.Namespace, settings: Settings) -> Settings:
    """The settings with --allow-writes / --allow-cypher applied (flags only switch things on)."""
    return settings.model_copy(update={"allow_writes": settings.allow_writes or args.allow_writes,
                                       "allow_cypher": settings.allow_cypher or args.allow_cypher})

def switches(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--allow-writes", action="store_true",
                        help="offer the curation tools (add_concept, ...): they change the graph (KG_ALLOW_WRITES)")
    parser.add_argument("--allow-cypher", action="store_true",
                        help="offer the read-only run_cypher MCP tool (KG_ALLOW_CYPHER)")

def port(value: str) -> int:
    number = positive(value)
    if number > 65535:
        raise argparse.ArgumentTypeError(f"{value} is not a port (1-65535)")
    return number

def seconds(value: str) -> float:
    try:
        number = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a number of seconds") from None
    if not number > 0:
        raise argparse.ArgumentTypeError(f"{value} must be more than 0 seconds")
    return number

def positive(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a whole number") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"{value} must be at least 1")
    return number
