"""The benchmarks' own Cypher: `bench/kg_bench/cypher/NAME.cypher`, shipped with the benchmarks, not the product.

They measure the graph (its quality, what an extractor found, a rival clustering) rather than answer
anyone, so the product's registry (store/queries.py) does not serve them: a product module that named
one would fail (`db.read` knows no such query), and tests/test_bench_queries.py checks that none does.
The files follow the product's rules (a comment header, values only as `$parameters`) and run through
the database's own statement runs, logged and mapped to KGError like every other.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from kg_server.store.db import DEFAULT, Database, Record
from kg_server.store.queries import query_files


def bench_dir() -> Path:
    return Path(__file__).parent / "cypher"


@cache
def _files() -> dict[str, Path]:
    return query_files(bench_dir())


def bench_query_names() -> list[str]:
    return sorted(_files())


@cache
def bench_query(name: str) -> str:
    path = _files().get(name)
    if path is None:
        raise LookupError(f"no benchmark query {name!r} in {bench_dir()}")
    return path.read_text(encoding="utf-8")


async def bench_read(db: Database, name: str, params: Mapping[str, Any] | None = None, *,
                     timeout: float | None = DEFAULT) -> list[Record]:
    """A benchmark query in a read transaction, stopped after `timeout` seconds (None: no limit)."""
    return await db.read_text(bench_query(name), params, name=name, timeout=timeout)


async def bench_write(db: Database, name: str, params: Mapping[str, Any] | None = None) -> list[Record]:
    """A benchmark query that may write (or project a GDS graph), auto-committed, without a time limit."""
    return await db.run_auto(bench_query(name), params)
