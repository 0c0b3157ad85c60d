"""The Cypher console's inputs: run_cypher (one read-only statement, for agents) and a console line (the
web console's request)."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from kg_server.answers.cypher import CypherResult

from .base import Input
from .registry import Http, operation


class RunCypher(Input):
    """Run one read-only Cypher statement, to debug what the other tools answer. Writes, LOAD CSV,
    dbms procedures and procedures off an allow-list are refused; rows and time are capped."""

    statement: str = Field(min_length=1, max_length=20_000, examples=[
        "MATCH (c:Concept)-[r:CONTRADICTS]->(d) RETURN c.concept_id, d.concept_id, r.confidence LIMIT 5"],
        description="One Cypher statement (a trailing ';' is fine). Values belong in parameters.")
    parameters: dict[str, Any] = Field(default_factory=dict, examples=[{"id": "uncapped-ip-indemnity"}],
                                       description="Values for the statement's $parameters.")
    max_rows: int = Field(100, ge=1, le=1000, description="Rows to return at most.", examples=[100])
    timeout_seconds: float = Field(10, gt=0, le=60, description="Stop the statement after this long.",
                                   examples=[10])


RUN_CYPHER = operation(
    "run_cypher",
    RunCypher,
    CypherResult,
    "Run read-only Cypher",
    Http("POST", "/api/cypher", "console"),
    gate="cypher",
    example={"statement": "MATCH (d:Document) RETURN count(d) AS documents"},
)


class ConsoleLine(Input):
    """One line of the console (the web console's request): a Cypher statement or a :command."""

    input: str = Field(min_length=1, max_length=20_000, examples=[":schema"],
                       description="A Cypher statement, or :schema, :explain TOOL {json}, :profile STATEMENT, :help.")
    parameters: dict[str, Any] = Field(default_factory=dict, examples=[{"id": "uncapped-ip-indemnity"}],
                                       description="Values for the statement's $parameters.")
