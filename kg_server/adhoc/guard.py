"""The read-only guard of ad hoc Cypher: a statement runs only if it is a plain read.

Read-only is enforced by three layers, none of them relying on a search of the statement's text:
1. Neo4j plans the statement first (EXPLAIN runs nothing) and says what kind it is: anything but a
   read (a write, a schema or admin command) is refused.
2. The plan is walked: LOAD CSV is refused; every procedure call must be on `ALLOWED_PROCEDURES`
   (no dbms.*, no APOC that loads files or URLs or runs Cypher of its own); every namespaced function
   must be built in or from a pure APOC namespace; SHOW commands other than indexes, constraints,
   procedures and functions are refused. `CALL { ... }` subqueries are part of the plan, so they are
   checked like the rest. The names the statement's text calls (string literals and comments left
   out) are checked against the same lists too: a second look, in case a plan leaves one out.
3. The statement then runs in a read transaction (`run.run_statement`): Neo4j itself refuses any
   write that got past 1.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from neo4j.exceptions import Neo4jError

from kg_server.errors import CypherRefused, InvalidArgument, KGError
from kg_server.store.db import EXPLAIN, Database

# Procedures that only read the graph or its schema. Anything else (dbms.*, db.clearQueryCaches,
# apoc.load.*, apoc.cypher.*, apoc.export.*, apoc.periodic.*, ...) is refused in read-only mode.
ALLOWED_PROCEDURES = frozenset({
    "db.labels", "db.relationshipTypes", "db.propertyKeys", "db.info", "db.ping",
    "db.schema.visualization", "db.schema.nodeTypeProperties", "db.schema.relTypeProperties",
    "db.index.fulltext.queryNodes", "db.index.fulltext.queryRelationships", "db.index.fulltext.listAvailableAnalyzers",
    "db.index.vector.queryNodes", "db.index.vector.queryRelationships",
    "apoc.meta.data", "apoc.meta.schema", "apoc.meta.stats", "apoc.meta.nodeTypeProperties",
    "apoc.meta.relTypeProperties", "apoc.path.expand", "apoc.path.expandConfig", "apoc.path.subgraphAll",
    "apoc.path.subgraphNodes", "apoc.path.spanningTree", "apoc.neighbors.athop", "apoc.neighbors.byhop",
    "apoc.neighbors.tohop", "apoc.algo.dijkstra", "apoc.algo.allSimplePaths",
})
ALLOWED_SUMMARY = ("db.labels, db.relationshipTypes, db.propertyKeys, db.info, db.schema.*, the full-text and vector "
                   "index queries (db.index.*.queryNodes), apoc.meta.*, apoc.path.*, apoc.neighbors.*, "
                   "apoc.algo.dijkstra and apoc.algo.allSimplePaths")
# Namespaced functions: Neo4j's own, and APOC's pure ones (not apoc.cypher.*, which runs Cypher text).
BUILTIN_FUNCTIONS = ("date.", "datetime.", "duration.", "graph.", "localdatetime.", "localtime.", "point.",
                     "time.", "vector.")
APOC_FUNCTIONS = tuple(f"apoc.{ns}." for ns in (
    "agg", "any", "bitwise", "coll", "convert", "create", "data", "date", "diff", "hashing", "json", "label",
    "map", "math", "meta", "node", "nodes", "number", "path", "rel", "schema", "scoring", "temporal", "text",
    "util", "version", "xml"))
ALLOWED_COMMANDS = frozenset({"ShowIndexes", "ShowConstraints", "ShowProcedures", "ShowFunctions"})

READ_ONLY = ("this console is read-only: statements that write (CREATE, MERGE, SET, DELETE, REMOVE) and schema "
             "or admin commands are refused; change the graph with `kg cypher --write` or the curation tools")
_CALLED = re.compile(r"((?:[A-Za-z_]\w*\.)+[A-Za-z_]\w*)\s*\(")
_LITERALS = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|//[^\n]*|/\*.*?\*/", re.DOTALL)
_POSITION = re.compile(r"\(line (\d+), column (\d+) \(offset: (\d+)\)\)")


# --- the read-only guard ------------------------------------------------------------------------------
async def check_read_only(db: Database, statement: str, parameters: dict[str, Any]) -> None:
    """Refuse, with the reason, a statement that is not a plain read (see the module docstring)."""
    try:
        summary = await db.explain(statement, parameters)
    except Neo4jError as error:
        if _unknown_callable(error):  # not installed here; say it would be refused anyway, if it would
            _refuse_named_calls(statement)
        raise worded(error, explained=True) from None
    for operator, details in _operators(summary.plan or {}):
        if refusal := _refusal(operator, details):
            raise CypherRefused(refusal)
    _refuse_named_calls(statement)
    if summary.query_type != "r":
        raise CypherRefused(READ_ONLY)


def _refuse_named_calls(statement: str) -> None:
    for name in _named_calls(statement):
        if refusal := _call_refusal(name):
            raise CypherRefused(refusal)


def _unknown_callable(error: Neo4jError) -> bool:
    return (error.code or "").endswith("ProcedureNotFound") or "Unknown function" in (error.message or "")


def _named_calls(statement: str) -> list[str]:
    """The namespaced procedures and functions a statement's text calls (string literals and comments
    left out): a second look, in case the plan's details leave one out."""
    return _CALLED.findall(_LITERALS.sub(" ", statement))


def _operators(plan: dict[str, Any]) -> Iterator[tuple[str, str]]:
    yield plan.get("operatorType", "").split("@")[0], str(plan.get("args", {}).get("Details", ""))
    for child in plan.get("children", []):
        yield from _operators(child)


def _refusal(operator: str, details: str) -> str | None:
    if operator == "LoadCSV":
        return "LOAD CSV is refused in the read-only console: it reads files and URLs"
    if operator.startswith(("Show", "Terminate")) and operator not in ALLOWED_COMMANDS:
        return (
            f"{operator} is refused in the read-only console; SHOW INDEXES, CONSTRAINTS, PROCEDURES and FUNCTIONS work"
        )
    if operator == "ProcedureCall":
        procedure = details.split("(", 1)[0].strip()
        details = details[len(procedure):]
        if refusal := _call_refusal(procedure):
            return refusal
    for function in _CALLED.findall(details):
        if refusal := _call_refusal(function):
            return refusal
    return None


def _call_refusal(name: str) -> str | None:
    """Why a procedure or function may not run in the read-only console, or None when it may."""
    if name in ALLOWED_PROCEDURES or name.startswith(BUILTIN_FUNCTIONS + APOC_FUNCTIONS):
        return None
    if name.startswith("dbms."):
        why = "dbms procedures administer the server"
    elif name.startswith("apoc."):
        why = "APOC may be used for what only reads the graph, not to read files or URLs or run Cypher of its own"
    else:
        why = "only procedures that read the graph are allowed"
    return (f"{name} is refused in the read-only console ({why}). Allowed procedures: {ALLOWED_SUMMARY}; functions: "
            "Neo4j's own and APOC's pure ones")


def worded(error: Neo4jError, timeout: float | None = None, *, explained: bool = False) -> KGError:
    code = error.code or ""
    if "AccessMode" in code:
        return CypherRefused(READ_ONLY)
    if "TransactionTimedOut" in code:
        limit = f" {timeout:g} s" if timeout else ""
        return InvalidArgument(f"the statement ran longer than{limit} and was stopped; narrow it (a label, LIMIT, an "
                               "indexed property) or allow more time")
    message = error.message or code
    return InvalidArgument(f"Neo4j refused the statement: {_as_written(message) if explained else message}")


def _as_written(message: str) -> str:
    """Neo4j's error about the planned statement, with positions as in the statement the user wrote (the
    read-only check sends it with EXPLAIN in front)."""
    shift = len(EXPLAIN)

    def position(found: re.Match[str]) -> str:
        line, column, offset = (int(group) for group in found.groups())
        return f"(line {line}, column {column - shift if line == 1 else column} (offset: {offset - shift}))"

    lines = _POSITION.sub(position, message).split("\n")
    for number, line in enumerate(lines):
        if line.startswith('"' + EXPLAIN):
            lines[number] = '"' + line[1 + shift:]
            if number + 1 < len(lines) and lines[number + 1].startswith(" " * shift):
                lines[number + 1] = lines[number + 1][shift:]
    return "\n".join(lines)
