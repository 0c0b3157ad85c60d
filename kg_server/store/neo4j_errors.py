"""What a Neo4j driver error means to a user, and what to do about it: one `KGError` per cause."""

from __future__ import annotations

import re

from neo4j.exceptions import (
    AuthError,
    ConnectionAcquisitionTimeoutError,
    IncompleteCommit,
    Neo4jError,
    ServiceUnavailable,
    SessionExpired,
    TransientError,
)
from neo4j.exceptions import DatabaseError as Neo4jDatabaseError

from kg_server.errors import ChangeConflict, DatabaseUnavailable, KGError, QueryFailed, SchemaError


def database_error(error: BaseException, *, uri: str, username: str, database: str, timeout: float) -> KGError:
    """What a driver error means to a user, and what to do about it. Neo4j's own message is never
    passed on whole: it can quote the query, and clients need the cause, not the internals."""
    if isinstance(error, AuthError):
        return DatabaseUnavailable(
            f"Neo4j at {uri} rejected user {username!r}: check NEO4J_USERNAME and NEO4J_PASSWORD")
    if isinstance(error, IncompleteCommit):
        return DatabaseUnavailable(
            f"the connection to Neo4j at {uri} broke while a write was being committed; it may or may not "
            "have been saved: check, then try again")
    if isinstance(error, ConnectionAcquisitionTimeoutError):
        return DatabaseUnavailable(
            f"every connection to Neo4j at {uri} stayed busy for {timeout:g}s (KG_QUERY_TIMEOUT): the "
            "database is overloaded; try again shortly")
    if isinstance(error, (ServiceUnavailable, SessionExpired, OSError)):
        return DatabaseUnavailable(
            f"cannot reach Neo4j at {uri} ({first_line(error)}); start it with `kg neo4j start` "
            "or point NEO4J_URI at a running server")
    if not isinstance(error, Neo4jError):  # the driver's own misuse errors (results, sessions): our bug
        return QueryFailed(f"the Neo4j driver failed ({type(error).__name__}); the server log has the details")
    code = error.code or ""
    if code == "Neo.ClientError.Database.DatabaseNotFound":
        return DatabaseUnavailable(f"Neo4j at {uri} has no database {database!r}; check NEO4J_DATABASE")
    if "There is no such" in (error.message or "") and "schema index" in (error.message or ""):
        return SchemaError(
            f"the graph at {uri} has no search indexes yet; run `kg init` (or load data with "
            "`kg import` / `kg demo-data`, which apply the schema)")
    if code == "Neo.ClientError.Schema.ConstraintValidationFailed":  # two writers, one unique id
        return ChangeConflict("the change collides with one committed meanwhile (an id that must be unique is "
                              "taken now); look at the graph again, then retry")
    if "TransactionTimedOut" in code:
        return DatabaseUnavailable(f"the query took longer than {timeout:g}s (KG_QUERY_TIMEOUT) and was stopped")
    if code.endswith("Transaction.Terminated"):
        return DatabaseUnavailable(
            "Neo4j stopped the query before it finished (an administrator terminated it, or the database "
            "is shutting down); try again")
    if code.endswith("Transaction.LockClientStopped"):  # Neo4j cannot tell us which of the three
        return DatabaseUnavailable(
            f"Neo4j stopped the query while it waited for another transaction's lock (longer than {timeout:g}s, "
            "KG_QUERY_TIMEOUT; or an administrator terminated it; or the database is shutting down); try again")
    if "ReadOnly" in code:
        return DatabaseUnavailable(
            f"the Neo4j database {database!r} at {uri} is read-only, and this operation writes to it")
    if code.endswith("Security.AuthenticationRateLimit"):  # Neo4j locks a user out after failed logins
        return DatabaseUnavailable(
            f"Neo4j at {uri} refuses user {username!r} for a few seconds after too many failed logins: check "
            "NEO4J_PASSWORD everywhere it is set, then try again")
    if code.startswith("Neo.ClientError.Security."):
        return DatabaseUnavailable(
            f"Neo4j at {uri} does not allow user {username!r} to do this ({_title(code)}); check the user's roles")
    if "MemoryPoolOutOfMemory" in code:
        return DatabaseUnavailable(
            "Neo4j ran out of memory for this query; ask for less (a smaller limit or depth), or give the "
            "database more memory (KG_NEO4J_HEAP, db.memory.transaction.total.max)")
    if isinstance(error, TransientError):
        return DatabaseUnavailable(f"Neo4j could not finish the query now ({_title(code)}); try again")
    if isinstance(error, Neo4jDatabaseError):
        return DatabaseUnavailable(
            f"Neo4j failed internally ({_title(code)}); its log (`kg neo4j logs`) has the details")
    return QueryFailed(f"Neo4j refused the query ({_title(code)}); the server log has the details")


def _title(code: str) -> str:
    """`Neo.ClientError.Statement.SyntaxError` -> `Statement.SyntaxError`: the kind, not the internals."""
    parts = code.split(".")
    return ".".join(parts[2:]) if len(parts) == 4 else "unknown error"


def first_line(error: BaseException) -> str:
    """The useful part of a driver error: the OS's reason when there is one."""
    text = str(error).strip() or type(error).__name__
    reason = re.search(r"reason (\[Errno \d+\] [^(]+)", text)
    if reason:
        return reason.group(1).strip()
    return text.splitlines()[0][:200]
