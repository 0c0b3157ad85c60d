"""Progress of a long operation, told to whoever asked for it: an operation calls `report(done, total,
message)` as it goes, and a shell that can show progress (the MCP server, for a call that carries a
progress token) wraps the call in `reporting(...)`. Everywhere else `report` does nothing, so features
never know which shell runs them."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

Reporter = Callable[[float, float | None, str], Awaitable[None]]

_reporter: ContextVar[Reporter | None] = ContextVar("progress_reporter", default=None)


async def report(done: float, total: float | None, message: str) -> None:
    """Tell the caller how far the current operation has come (nothing when nobody listens)."""
    reporter = _reporter.get()
    if reporter is not None:
        await reporter(done, total, message)


@contextmanager
def reporting(reporter: Reporter) -> Iterator[None]:
    """Send the progress of the operations run inside the block to `reporter`."""
    token = _reporter.set(reporter)
    try:
        yield
    finally:
        _reporter.reset(token)
