"""The Neo4j connection: one async driver per process, named queries, errors mapped once.

`Database(settings)` does no I/O; `verify()` checks that Neo4j answers and our credentials work.
Reads run in read transactions with the configured timeout; writes in write transactions.
"""

from __future__ import annotations

import logging
import re
from collections.abc import AsyncIterator, Iterator, Mapping
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from typing import Any

import neo4j
from neo4j import AsyncDriver, AsyncGraphDatabase, AsyncManagedTransaction, AsyncTransaction, unit_of_work
from neo4j.exceptions import AuthError, ClientError, ServiceUnavailable, SessionExpired
from neo4j.graph import Node, Path, Relationship

from .config import Settings
from .cypher import query, typed_query
from .errors import DatabaseUnavailable, SchemaError

log = logging.getLogger(__name__)

READ_ACCESS = "READ"
DEFAULT: Any = object()  # "use the configured query timeout"

Record = dict[str, Any]


class Database:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.uri = settings.neo4j_uri
        self.name = settings.neo4j_database
        self._driver: AsyncDriver | None = None

    @property
    def driver(self) -> AsyncDriver:
        if self._driver is None:
            self._driver = AsyncGraphDatabase.driver(
                self.uri,
                auth=(self.settings.neo4j_username, self.settings.neo4j_password.get_secret_value()),
                connection_acquisition_timeout=self.settings.query_timeout,
                connection_timeout=5.0,
                max_transaction_retry_time=5.0,
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
        with self._mapped_errors():
            await self.driver.verify_connectivity()  # fails at once, where a query would retry
        records = await self.read("server_version")
        return str(records[0]["version"])

    # --- running named queries --------------------------------------------------------------------
    async def read(
        self, name: str, params: Mapping[str, Any] | None = None, *, timeout: float | None = DEFAULT
    ) -> list[Record]:
        """A named query in a read transaction, stopped after `timeout` seconds (None: no limit)."""
        return await self.read_text(query(name), params, name=name, timeout=timeout)

    async def read_text(
        self,
        text: str,
        params: Mapping[str, Any] | None = None,
        *,
        name: str = "adhoc",
        timeout: float | None = DEFAULT,
    ) -> list[Record]:
        params = dict(params or {})
        log.debug("read %s %s", name, _loggable(params))
        limit = self.settings.query_timeout if timeout is DEFAULT else timeout
        work = unit_of_work(timeout=limit)(_collect)
        with self._mapped_errors():
            async with self.driver.session(database=self.name, default_access_mode=READ_ACCESS) as session:
                return await session.execute_read(work, text, params)

    async def read_at(
        self, name: str, params: Mapping[str, Any] | None = None, *, timeout: float | None = DEFAULT
    ) -> tuple[list[Record], GraphState]:
        """A named query in a read transaction, and the state of the graph it ran at: Neo4j's bookmark,
        which names the last committed transaction. Two equal states mean that no write (from this
        process or any other) committed in between; an empty one (a server that gives no bookmark)
        equals nothing, not even itself, so nothing read at it is ever reused."""
        params = dict(params or {})
        log.debug("read %s %s", name, _loggable(params))
        limit = self.settings.query_timeout if timeout is DEFAULT else timeout
        work = unit_of_work(timeout=limit)(_collect)
        with self._mapped_errors():
            async with self.driver.session(database=self.name, default_access_mode=READ_ACCESS) as session:
                records = await session.execute_read(work, query(name), params)
                bookmarks = await session.last_bookmarks()
        return records, GraphState(frozenset(bookmarks.raw_values))

    async def write(
        self, name: str, params: Mapping[str, Any] | None = None, *, rel_type: str | None = None
    ) -> list[Record]:
        """A named query in its own write transaction (`rel_type` fills a `<TYPE>` placeholder)."""
        params = dict(params or {})
        text = typed_query(name, rel_type) if rel_type else query(name)
        log.debug("write %s %s %s", name, rel_type or "", _loggable(params))
        with self._mapped_errors():
            async with self.driver.session(database=self.name) as session:
                return await session.execute_write(_collect, text, params)

    async def run_auto(self, text: str, params: Mapping[str, Any] | None = None) -> list[Record]:
        """An auto-commit statement: schema changes cannot share a transaction with anything else."""
        with self._mapped_errors():
            async with self.driver.session(database=self.name) as session:
                result = await session.run(text, dict(params or {}))  # type: ignore[arg-type]
                return [_row(record) async for record in result]

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        """One explicit write transaction for several named queries: all of them or none."""
        with self._mapped_errors():
            async with self.driver.session(database=self.name) as session:
                async with await session.begin_transaction() as tx:
                    yield Transaction(tx)
                    await tx.commit()

    @contextmanager
    def _mapped_errors(self) -> Iterator[None]:
        try:
            yield
        except AuthError:
            raise DatabaseUnavailable(
                f"Neo4j at {self.uri} rejected user {self.settings.neo4j_username!r}: check NEO4J_USERNAME "
                "and NEO4J_PASSWORD"
            ) from None
        except (ServiceUnavailable, SessionExpired, OSError) as error:
            raise DatabaseUnavailable(
                f"cannot reach Neo4j at {self.uri} ({_first_line(error)}); start it with `kg neo4j start` "
                "or point NEO4J_URI at a running server"
            ) from None
        except ClientError as error:
            if error.code == "Neo.ClientError.Database.DatabaseNotFound":
                raise DatabaseUnavailable(
                    f"Neo4j at {self.uri} has no database {self.name!r}; check NEO4J_DATABASE"
                ) from None
            if "There is no such" in (error.message or "") and "schema index" in (error.message or ""):
                raise SchemaError(
                    f"the graph at {self.uri} has no search indexes yet; run `kg init` (or load data with "
                    "`kg import` / `kg demo-data`, which apply the schema)"
                ) from None
            if error.code and "TransactionTimedOut" in error.code:
                raise DatabaseUnavailable(
                    f"the query took longer than {self.settings.query_timeout:g}s (KG_QUERY_TIMEOUT) and was stopped"
                ) from None
            raise


@dataclass(frozen=True)
class GraphState:
    """Which committed transactions a read saw (see Database.read_at)."""

    bookmarks: frozenset[str]

    def same_as(self, other: GraphState) -> bool:
        return bool(self.bookmarks) and self.bookmarks == other.bookmarks


class Transaction:
    """A write transaction that runs named queries."""

    def __init__(self, tx: AsyncTransaction) -> None:
        self._tx = tx

    async def run(self, name: str, params: Mapping[str, Any] | None = None, *, rel_type: str | None = None) -> list[Record]:
        params = dict(params or {})
        log.debug("tx %s %s %s", name, rel_type or "", _loggable(params))
        text = typed_query(name, rel_type) if rel_type else query(name)
        result = await self._tx.run(text, params)  # type: ignore[arg-type]
        return [_row(record) async for record in result]


async def _collect(tx: AsyncManagedTransaction, text: str, params: Mapping[str, Any]) -> list[Record]:
    result = await tx.run(text, params)  # type: ignore[arg-type]
    return [_row(record) async for record in result]


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


def _first_line(error: BaseException) -> str:
    """The useful part of a driver error: the OS's reason when there is one."""
    text = str(error).strip() or type(error).__name__
    reason = re.search(r"reason (\[Errno \d+\] [^(]+)", text)
    if reason:
        return reason.group(1).strip()
    return text.splitlines()[0][:200]
