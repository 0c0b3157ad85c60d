"""The Neo4j connection: one async driver per process, named queries, errors mapped once.

`Database(settings)` does no I/O; `verify()` checks that Neo4j answers and our credentials work.
Reads run in read transactions with the configured timeout; writes in write transactions.

`dry_run()` records what a call runs: inside it every statement (named query, text, parameters) is
kept and run in one transaction that is rolled back at the end, so `:explain TOOL` in the Cypher
console prints exactly what the tool ran without changing the graph."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Mapping
from contextlib import asynccontextmanager, contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

import neo4j
from neo4j import (
    AsyncDriver,
    AsyncGraphDatabase,
    AsyncManagedTransaction,
    AsyncResult,
    AsyncSession,
    AsyncTransaction,
    Query,
    ResultSummary,
    unit_of_work,
)
from neo4j import Record as Row
from neo4j.exceptions import (
    ClientError,
    ConnectionAcquisitionTimeoutError,
    DriverError,
    IncompleteCommit,
    Neo4jError,
    ServiceUnavailable,
    SessionExpired,
)
from neo4j.graph import Node, Path, Relationship

from kg_server.config import Settings
from kg_server.errors import KGError, QueryFailed

from .neo4j_errors import database_error, first_line
from .queries import bounded_query, query, typed_query

log = logging.getLogger(__name__)

READ_ACCESS = "READ"
# How long to retry a read or write through a broken pooled connection or a transient error: with Neo4j
# gone, every tool says "cannot reach Neo4j" within 5 s instead of after a long silence.
RETRY_SECONDS = 2.0
# After a query found Neo4j unreachable (having retried for RETRY_SECONDS), the queries of the next
# seconds fail at once with the same error instead of each retrying again: with Neo4j gone, a burst of
# requests is answered in milliseconds, not each in two seconds.
UNREACHABLE_SECONDS = 2.0
DEFAULT: Any = object()  # "use the configured query timeout"
DRY_RUN_SECONDS = 300.0
EXPLAIN = "EXPLAIN "  # put in front of a statement to have it planned, not run

Record = dict[str, Any]


@dataclass(frozen=True)
class Statement:
    """One statement a call ran, as `dry_run` records it."""

    name: str  # the named query (cypher/queries/FEATURE/NAME.cypher), or "adhoc"
    text: str  # exactly what was sent, <TYPE> and <MAX_HOPS> filled in
    parameters: dict[str, Any]
    access: str  # "read" or "write"


@dataclass
class _DryRun:
    session: AsyncSession
    timeout: float
    tx: AsyncTransaction | None = None
    statements: list[Statement] = field(default_factory=list)
    # A transaction runs one statement at a time; a call may run several at once (asyncio.gather).
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    async def run(self, name: str, text: str, params: dict[str, Any], access: str) -> list[Record]:
        async with self.lock:
            # Begun at the first statement: a call may load a model first, which is no query's time.
            if self.tx is None:
                self.tx = await self.session.begin_transaction(timeout=self.timeout)
            self.statements.append(Statement(name, text, params, access))
            result = await self.tx.run(text, _sent(params))  # type: ignore[arg-type]
            return [_row(record) async for record in result]


_DRY_RUN: ContextVar[_DryRun | None] = ContextVar("kg_dry_run", default=None)


@dataclass(frozen=True)
class CypherRun:
    """What one console statement returned: at most `max_rows` rows, and whether more were left."""

    keys: list[str]
    rows: list[Row]
    more: bool
    summary: ResultSummary


class Database:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.uri = settings.neo4j_uri
        self.name = settings.neo4j_database
        self._driver: AsyncDriver | None = None
        self._gate: tuple[asyncio.AbstractEventLoop, asyncio.Semaphore] | None = None
        self._unreachable: tuple[float, BaseException] | None = None  # until when, and the error that said so

    @property
    def dry_running(self) -> bool:
        """Inside `dry_run`: nothing this task runs will be committed."""
        return _DRY_RUN.get() is not None

    @property
    def driver(self) -> AsyncDriver:
        if self._driver is None:
            self._driver = AsyncGraphDatabase.driver(
                self.uri,
                auth=(self.settings.neo4j_username, self.settings.neo4j_password.get_secret_value()),
                connection_acquisition_timeout=self.settings.query_timeout,
                connection_timeout=5.0,
                max_transaction_retry_time=RETRY_SECONDS,
                # "label does not exist" warnings on an empty graph are noise to our users.
                notifications_min_severity="OFF",
            )
        return self._driver

    async def close(self) -> None:
        if self._driver is not None:
            await self._driver.close()
            self._driver = None

    async def verify(self) -> str:
        """Check that Neo4j answers and accepts our credentials; return its version."""
        with self._mapped_errors("verify_connectivity"):
            await self.driver.verify_connectivity()  # fails at once, where a query would retry
        records = await self.read("server_version")
        return str(records[0]["version"])

    # --- running named queries --------------------------------------------------------------------
    async def read(
        self, name: str, params: Mapping[str, Any] | None = None, *, timeout: float | None = DEFAULT,
        max_hops: int | None = None,
    ) -> list[Record]:
        """A named query, read-only, stopped after `timeout` seconds (None: no limit); `max_hops` fills
        a `<MAX_HOPS>` placeholder.

        Named queries are single statements of ours, so they run as auto-commit reads: one round trip
        instead of a transaction's two, and about a third less CPU here and in Neo4j per query. The
        driver does not retry those; we do, as execute_read would, for a broken pooled connection or a
        transient error, within RETRY_SECONDS."""
        params = dict(params or {})
        text = bounded_query(name, max_hops) if max_hops is not None else query(name)
        if (recorded := self._recorded(name, text, params, "read")) is not None:
            return await recorded
        statement = Query(text, timeout=self.settings.query_timeout if timeout is DEFAULT else timeout)  # type: ignore[arg-type]
        delay = 0.2
        with self._mapped_errors(name):
            async with self._turn():
                deadline = time.monotonic() + RETRY_SECONDS
                while True:
                    try:
                        async with self.driver.session(database=self.name, default_access_mode=READ_ACCESS) as session:
                            result = await session.run(statement, _sent(params))
                            return [_row(record) async for record in result]
                    except (Neo4jError, DriverError) as error:
                        if not error.is_retryable() or time.monotonic() + delay > deadline:
                            raise
                    await asyncio.sleep(delay)
                    delay *= 2

    def _recorded(self, name: str, text: str, params: dict[str, Any], access: str) -> Awaitable[list[Record]] | None:
        """Logs the statement at DEBUG; inside `dry_run` (`:explain TOOL`), the statement recorded and run in
        the dry run's transaction, to be awaited; otherwise None: the caller runs it."""
        log.debug("%s %s %s", access, name, _loggable(params))
        dry = _DRY_RUN.get()
        if dry is None:
            return None

        async def recorded() -> list[Record]:
            with self._mapped_errors(name):
                return await dry.run(name, text, params, access)

        return recorded()

    @asynccontextmanager
    async def _turn(self) -> AsyncIterator[None]:
        """Wait for a turn to send a read (KG_MAX_CONCURRENT_QUERIES at once, first come first served).

        Neo4j shares its cores among every query it runs: with 100 of them at once on 2 cores, a search
        that needs 20 ms of CPU takes seconds and can reach KG_QUERY_TIMEOUT while the ones after it
        wait. Reads that take turns each finish in their own time, and the wait is where it is cheap:
        here, not in Neo4j or the driver's pool. A turn not given within KG_QUERY_TIMEOUT is the
        overload error the pool would give."""
        loop = asyncio.get_running_loop()
        if self._gate is None or self._gate[0] is not loop:  # a semaphore belongs to one event loop
            self._gate = (loop, asyncio.Semaphore(self.settings.max_concurrent_queries))
        gate = self._gate[1]
        try:
            await asyncio.wait_for(gate.acquire(), self.settings.query_timeout)
        except TimeoutError:
            raise ConnectionAcquisitionTimeoutError("no turn to query within KG_QUERY_TIMEOUT") from None
        try:
            yield
        finally:
            gate.release()

    async def read_list(
        self, name: str, params: Mapping[str, Any] | None = None, *, timeout: float | None = DEFAULT
    ) -> list[Record]:
        """A named query that returns its rows as lists (`RETURN collect({...}) AS rows`): in one record,
        or in pages of them for answers that grow with the graph, concatenated here.

        The async driver spends ~0.1 ms of CPU per record it receives (a task and a timer per socket
        read); a search's 50 candidates as one record cost a third of 50 records (docs/benchmarks.md)."""
        records = await self.read(name, params, timeout=timeout)
        return [row for record in records for row in record["rows"]]

    async def read_text(
        self,
        text: str,
        params: Mapping[str, Any] | None = None,
        *,
        name: str = "adhoc",
        timeout: float | None = DEFAULT,
    ) -> list[Record]:
        params = dict(params or {})
        if (recorded := self._recorded(name, text, params, "read")) is not None:
            return await recorded
        limit = self.settings.query_timeout if timeout is DEFAULT else timeout
        work = unit_of_work(timeout=limit)(_collect)
        with self._mapped_errors(name):
            async with (
                self._turn(),
                self.driver.session(database=self.name, default_access_mode=READ_ACCESS) as session,
            ):
                return await session.execute_read(work, text, params)

    async def read_at(
        self, name: str, params: Mapping[str, Any] | None = None, *, timeout: float | None = DEFAULT
    ) -> tuple[list[Record], GraphState]:
        """A named query in a read transaction, and the state of the graph it ran at: Neo4j's bookmark,
        which names the last committed transaction. Two equal states mean that no write (from this
        process or any other) committed in between; an empty one (a server that gives no bookmark)
        equals nothing, not even itself, so nothing read at it is ever reused."""
        params = dict(params or {})
        if (recorded := self._recorded(name, query(name), params, "read")) is not None:
            return await recorded, GraphState(frozenset())  # an empty state is never reused
        limit = self.settings.query_timeout if timeout is DEFAULT else timeout
        work = unit_of_work(timeout=limit)(_collect)
        with self._mapped_errors():
            async with (
                self._turn(),
                self.driver.session(database=self.name, default_access_mode=READ_ACCESS) as session,
            ):
                records = await session.execute_read(work, query(name), params)
                bookmarks = await session.last_bookmarks()
        return records, GraphState(frozenset(bookmarks.raw_values))

    async def write(
        self, name: str, params: Mapping[str, Any] | None = None, *, rel_type: str | None = None,
        timeout: float | None = None,
    ) -> list[Record]:
        """A named query in its own write transaction (`rel_type` fills a `<TYPE>` placeholder).

        No time limit by default (an ingest batch takes what it takes); writes made while answering a
        request pass one, so that a write waiting on another's lock cannot hold the request for ever."""
        params = dict(params or {})
        text = typed_query(name, rel_type) if rel_type else query(name)
        if (recorded := self._recorded(name, text, params, "write")) is not None:
            return await recorded
        work = unit_of_work(timeout=timeout)(_collect)
        with self._mapped_errors(name):
            async with self.driver.session(database=self.name) as session:
                return await session.execute_write(work, text, params)

    async def run_auto(self, text: str, params: Mapping[str, Any] | None = None) -> list[Record]:
        """An auto-commit statement: schema changes cannot share a transaction with anything else."""
        if (recorded := self._recorded("adhoc", text, dict(params or {}), "write")) is not None:
            return await recorded
        with self._mapped_errors("auto-commit"):
            async with self.driver.session(database=self.name) as session:
                result = await session.run(text, _sent(params or {}))  # type: ignore[arg-type]
                return [_row(record) async for record in result]

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        """One explicit write transaction for several named queries: all of them or none."""
        if (dry := _DRY_RUN.get()) is not None:
            yield Transaction(lambda name, text, params: dry.run(name, text, params, "write"))
            return
        with self._mapped_errors("transaction"):
            async with self.driver.session(database=self.name) as session:
                async with await session.begin_transaction() as tx:
                    yield Transaction(lambda _name, text, params: _collect(tx, text, params))  # type: ignore[arg-type]
                    await tx.commit()

    @asynccontextmanager
    async def dry_run(self) -> AsyncIterator[list[Statement]]:
        """Record every statement run inside, in one transaction that is rolled back: what a call runs,
        with its parameters, and no change to the graph. The transaction may write (a call's writes are
        part of what it runs, and even a read tool such as get_visualization_url records a session), and
        it is never committed: closing it rolls everything back, as Neo4j does if the process dies."""
        with self._mapped_errors():
            async with self.driver.session(database=self.name, default_access_mode="WRITE") as session:
                # The whole call shares one transaction, model loading included: a generous limit.
                dry = _DryRun(session, max(self.settings.query_timeout, DRY_RUN_SECONDS))
                token = _DRY_RUN.set(dry)
                try:
                    yield dry.statements
                finally:
                    _DRY_RUN.reset(token)
                    if dry.tx is not None:
                        await dry.tx.close()  # never committed: rolled back

    # --- the Cypher console -------------------------------------------------------------------------
    async def explain(self, text: str, params: Mapping[str, Any] | None = None) -> ResultSummary:
        """Neo4j's plan of a statement (EXPLAIN, nothing runs), planned in a read transaction."""
        async def plan(tx: AsyncManagedTransaction) -> ResultSummary:
            result = await tx.run(EXPLAIN + text, _sent(params or {}))  # type: ignore[arg-type]
            return await result.consume()

        with self._mapped_errors(client=False):
            async with (
                self._turn(),
                self.driver.session(database=self.name, default_access_mode=READ_ACCESS) as session,
            ):
                return await session.execute_read(plan)

    async def run_cypher(self, text: str, params: Mapping[str, Any] | None = None, *, write: bool,
                         max_rows: int, timeout: float) -> CypherRun:
        """Someone's own statement: in a read transaction unless `write`, stopped after `timeout` seconds,
        keeping the first `max_rows` rows. Neo4j's errors are left to the caller to word."""
        values = dict(params or {})

        async def fetched(result: AsyncResult) -> CypherRun:
            rows = await result.fetch(max_rows + 1)
            summary = await result.consume()  # discards what was not fetched
            return CypherRun(list(result.keys()), rows[:max_rows], len(rows) > max_rows, summary)

        async def work(tx: AsyncManagedTransaction) -> CypherRun:
            return await fetched(await tx.run(text, _sent(values)))  # type: ignore[arg-type]

        log.debug("console %s %s", "write" if write else "read", _loggable(values))
        bounded: Callable[[AsyncManagedTransaction], Awaitable[CypherRun]] = unit_of_work(timeout=timeout)(work)
        with self._mapped_errors(client=False):
            if write:
                async with self.driver.session(database=self.name) as session:
                    # Auto-commit: the one kind of transaction CALL { ... } IN TRANSACTIONS may run in; any
                    # other statement is still all or nothing.
                    return await fetched(await session.run(Query(text, timeout=timeout), _sent(values)))  # type: ignore[arg-type]
            async with (
                self._turn(),
                self.driver.session(database=self.name, default_access_mode=READ_ACCESS) as session,
            ):
                return await session.execute_read(bounded)

    @contextmanager
    def _mapped_errors(self, name: str = "adhoc", *, client: bool = True) -> Iterator[None]:
        """Every error of the driver leaves as a KGError: the one place they are worded for users.
        `client=False` leaves Neo4j's answers to a statement (syntax, access mode, timeout) to the
        console, which words them for someone who wrote the statement. Neo4j found unreachable moments
        ago is unreachable still (UNREACHABLE_SECONDS)."""
        if self._unreachable is not None and time.monotonic() < self._unreachable[0]:
            raise self._mapped(name, self._unreachable[1])
        try:
            yield
        except ClientError as error:
            if not client and error.code != "Neo.ClientError.Database.DatabaseNotFound":
                raise
            raise self._mapped(name, error) from None
        except (Neo4jError, DriverError, OSError) as error:
            if isinstance(error, ServiceUnavailable | SessionExpired | OSError) and not isinstance(
                error, IncompleteCommit
            ):
                self._unreachable = (time.monotonic() + UNREACHABLE_SECONDS, error)
            raise self._mapped(name, error) from None

    def _mapped(self, name: str, error: BaseException) -> KGError:
        mapped = database_error(error, uri=self.uri, username=self.settings.neo4j_username,
                                database=self.name, timeout=self.settings.query_timeout)
        if isinstance(mapped, QueryFailed):  # our bug or an odd server: the operator needs the details
            log.warning("Neo4j failed on query %s: %s", name, first_line(error))
        return mapped


Runner = Callable[[str, str, dict[str, Any]], Awaitable[list[Record]]]


@dataclass(frozen=True)
class GraphState:
    """Which committed transactions a read saw (see Database.read_at)."""

    bookmarks: frozenset[str]

    def same_as(self, other: GraphState) -> bool:
        return bool(self.bookmarks) and self.bookmarks == other.bookmarks


class Transaction:
    """A write transaction that runs named queries."""

    def __init__(self, runner: Runner) -> None:
        self._run = runner

    async def run(
        self, name: str, params: Mapping[str, Any] | None = None, *, rel_type: str | None = None
    ) -> list[Record]:
        params = dict(params or {})
        log.debug("tx %s %s %s", name, rel_type or "", _loggable(params))
        text = typed_query(name, rel_type) if rel_type else query(name)
        return await self._run(name, text, params)


async def _collect(tx: AsyncManagedTransaction, text: str, params: Mapping[str, Any]) -> list[Record]:
    result = await tx.run(text, _sent(params))  # type: ignore[arg-type]
    return [_row(record) async for record in result]


class _Unlogged(list[Any]):
    """A list parameter with a short repr. The driver writes the repr of every statement's parameters
    into a DEBUG log line whether or not anything logs at DEBUG (neo4j 6.4, `_bolt5.py` RUN): for an
    ingest batch's vectors that cost ~90 ms of CPU per statement, for a search's query vector ~0.3 ms."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"<list of {len(self)}>"


def _sent(params: Mapping[str, Any]) -> dict[str, Any]:
    """Parameters as sent: top-level lists wrapped, so that nothing inside them is ever repr'd."""
    return {key: _Unlogged(value) if type(value) is list else value for key, value in params.items()}


_SCALARS = frozenset({str, int, float, bool, type(None)})


def _row(record: neo4j.Record) -> Record:
    """What `record.data()` returns, without its walk over every element of every list: that walk is
    ~2 µs per value, i.e. seconds for the vectors of a few thousand concepts. Only nodes,
    relationships and paths are converted by it, so a record without them is taken as it is."""
    items = record.items()
    if all(_plain(value) for _, value in items):
        return dict(items)
    return record.data()


def _plain(value: Any) -> bool:
    kind = type(value)
    if kind in _SCALARS:
        return True
    if kind is list:
        return all(type(x) in _SCALARS for x in value) or all(_plain(x) for x in value)
    if kind is dict:
        return all(_plain(x) for x in value.values())
    return not isinstance(value, (Node, Relationship, Path))


def _loggable(params: Mapping[str, Any]) -> dict[str, Any]:
    """Parameters for DEBUG logs: long lists (rows, vectors) summarised, never dumped."""
    shown: dict[str, Any] = {}
    for key, value in params.items():
        if isinstance(value, list) and len(value) > 5:
            shown[key] = f"<{len(value)} items>"
        elif isinstance(value, str) and len(value) > 200:
            shown[key] = value[:200] + "..."
        else:
            shown[key] = value
    return shown
