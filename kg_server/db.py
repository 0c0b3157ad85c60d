"""The Neo4j connection: one async driver per process, named queries, errors mapped once.

`Database(settings)` does no I/O; `verify()` checks that Neo4j answers and our credentials work.
Reads run as single-statement read transactions with the configured timeout; writes in write
transactions. With a routing URI (`neo4j://`, `neo4j+s://`) against a cluster or Aura, the driver
sends reads to followers and writes (schema included) to the leader. Every session of one `Database`
shares a bookmark manager, so a read always sees this process's earlier writes (a viewer session
created on the leader is found by the next read on a follower).
"""

from __future__ import annotations

import logging
import re
from collections.abc import AsyncIterator, Iterator, Mapping
from contextlib import asynccontextmanager, contextmanager
from typing import Any

from neo4j import (
    AsyncDriver,
    AsyncGraphDatabase,
    AsyncManagedTransaction,
    AsyncSession,
    AsyncTransaction,
    Query,
)
from neo4j.exceptions import AuthError, ClientError, ServiceUnavailable, SessionExpired

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
        self._bookmarks = AsyncGraphDatabase.bookmark_manager()

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
        self, name: str, params: Mapping[str, Any] | None = None, *, timeout: float | None = DEFAULT,
        plain: bool = False,
    ) -> list[Record]:
        """A named query as a read, stopped after `timeout` seconds (None: no limit). `plain`: the query
        returns only plain values (numbers, strings, lists, maps; no nodes, relationships or paths), so
        the rows are taken as they are decoded, without the driver's conversion of graph types, which
        visits every element of every list (a hybrid search's ~700 values: a few ms per query)."""
        return await self.read_text(query(name), params, name=name, timeout=timeout, plain=plain)

    async def read_text(
        self,
        text: str,
        params: Mapping[str, Any] | None = None,
        *,
        name: str = "adhoc",
        timeout: float | None = DEFAULT,
        plain: bool = False,
    ) -> list[Record]:
        """One statement in its own read transaction (auto-commit in a read-mode session): the server
        refuses writes in it and a routing driver sends it to a follower. One network round trip,
        where an explicit transaction takes two (BEGIN with the query, then COMMIT): reads are most of
        what kg_server does. A read that loses its server (a follower restarting) is tried once more,
        on another member once the driver has refreshed its routing table."""
        params = dict(params or {})
        if log.isEnabledFor(logging.DEBUG):
            log.debug("read %s %s", name, _loggable(params))
        limit = self.settings.query_timeout if timeout is DEFAULT else timeout
        statement = Query(text, timeout=limit)  # type: ignore[arg-type]
        tries = 2
        with self._mapped_errors():
            while True:
                try:
                    async with self._session(default_access_mode=READ_ACCESS) as session:
                        result = await session.run(statement, params)
                        if plain:
                            return [dict(record.items()) async for record in result]
                        return [record.data() async for record in result]
                except (ServiceUnavailable, SessionExpired):
                    tries -= 1
                    if not tries:
                        raise

    async def write(
        self, name: str, params: Mapping[str, Any] | None = None, *, rel_type: str | None = None
    ) -> list[Record]:
        """A named query in its own write transaction (`rel_type` fills a `<TYPE>` placeholder)."""
        params = dict(params or {})
        text = typed_query(name, rel_type) if rel_type else query(name)
        log.debug("write %s %s %s", name, rel_type or "", _loggable(params))
        with self._mapped_errors():
            async with self._session() as session:
                return await session.execute_write(_collect, text, params)

    async def run_auto(self, text: str, params: Mapping[str, Any] | None = None) -> list[Record]:
        """An auto-commit statement: schema changes cannot share a transaction with anything else."""
        with self._mapped_errors():
            async with self._session() as session:
                result = await session.run(text, dict(params or {}))  # type: ignore[arg-type]
                return [record.data() async for record in result]

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        """One explicit write transaction for several named queries: all of them or none."""
        with self._mapped_errors():
            async with self._session() as session:
                async with await session.begin_transaction() as tx:
                    yield Transaction(tx)
                    await tx.commit()

    def _session(self, **options: Any) -> AsyncSession:
        return self.driver.session(database=self.name, bookmark_manager=self._bookmarks, **options)

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


class Transaction:
    """A write transaction that runs named queries."""

    def __init__(self, tx: AsyncTransaction) -> None:
        self._tx = tx

    async def run(self, name: str, params: Mapping[str, Any] | None = None, *, rel_type: str | None = None) -> list[Record]:
        params = dict(params or {})
        log.debug("tx %s %s %s", name, rel_type or "", _loggable(params))
        text = typed_query(name, rel_type) if rel_type else query(name)
        result = await self._tx.run(text, params)  # type: ignore[arg-type]
        return [record.data() async for record in result]


async def _collect(tx: AsyncManagedTransaction, text: str, params: Mapping[str, Any]) -> list[Record]:
    result = await tx.run(text, params)  # type: ignore[arg-type]
    return [record.data() async for record in result]


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
