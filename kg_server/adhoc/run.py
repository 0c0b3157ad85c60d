"""Running one ad hoc statement and shaping its answer: rows, the graph in them, plan and counters; and
the schema summary (`:schema`). Rows and time are capped (the transaction carries a timeout)."""

from __future__ import annotations

import re
import time
from typing import Any

from neo4j.exceptions import Neo4jError
from neo4j.graph import Node, Path, Relationship

from kg_server.answers.cypher import CypherResult, GraphLink, GraphNode, ResultGraph, json_value
from kg_server.contract import Graph, implements
from kg_server.contract.console import RUN_CYPHER, RunCypher
from kg_server.errors import InvalidArgument
from kg_server.store.db import Database
from kg_server.store.queries import query_names

from .guard import check_read_only, worded

_LEADING = re.compile(r"^(?:\s|//[^\n]*(?:\n|$)|/\*.*?\*/)*(EXPLAIN|PROFILE)\b", re.IGNORECASE | re.DOTALL)
COUNTERS = ("nodes_created", "nodes_deleted", "relationships_created", "relationships_deleted", "properties_set",
            "labels_added", "labels_removed", "indexes_added", "indexes_removed", "constraints_added",
            "constraints_removed")


# --- running a statement ------------------------------------------------------------------------------
async def run_statement(db: Database, statement: str, parameters: dict[str, Any] | None = None, *, write: bool = False,
                        max_rows: int = 100, timeout: float = 10.0, profile: bool = False) -> CypherResult:
    """Run one statement (read-only unless `write`) and shape its answer: rows, graph, plan, counters."""
    text = statement.strip().rstrip(";").rstrip()
    if not text:
        raise InvalidArgument(
            "the statement is empty: write a Cypher statement, e.g. MATCH (c:Concept) RETURN c LIMIT 5"
        )
    parameters = dict(parameters or {})
    _within_neo4j(parameters, "parameters")
    leading = _LEADING.match(text)
    if not write:
        await check_read_only(db, text[leading.end():] if leading else text, parameters)
    if profile and not leading:
        text = "PROFILE " + text
    started = time.perf_counter()
    try:
        run = await db.run_cypher(text, parameters, write=write, max_rows=max_rows, timeout=timeout)
    except Neo4jError as error:
        raise worded(error, timeout) from None
    elapsed = (time.perf_counter() - started) * 1000
    plan = run.summary.profile or run.summary.plan
    values = [list(row.values()) for row in run.rows]
    counters = {name: getattr(run.summary.counters, name) for name in COUNTERS if getattr(run.summary.counters, name)}
    return CypherResult(
        statement=text, mode="write" if write else "read", columns=run.keys, rows=[json_value(v) for v in values],
        row_count=len(values), truncated=run.more, graph=result_graph(values), counters=counters,
        plan=_plan_table(plan["args"].get("string-representation", "")) if plan else None,
        elapsed_ms=round(elapsed, 1),
    )


INT_RANGE = (-(2**63), 2**63 - 1)  # Neo4j's integers are 64-bit


def _within_neo4j(value: Any, where: str) -> None:
    """Refuse a parameter Neo4j cannot hold (an integer beyond 64 bits), saying where it is."""
    if isinstance(value, bool):
        return
    if isinstance(value, int) and not INT_RANGE[0] <= value <= INT_RANGE[1]:
        raise InvalidArgument(f"{where} is {value}, beyond Neo4j's 64-bit integers "
                              f"({INT_RANGE[0]} to {INT_RANGE[1]}); pass it as a string or a float")
    if isinstance(value, dict):
        for key, item in value.items():
            _within_neo4j(item, f"{where}.{key}")
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            _within_neo4j(item, f"{where}[{index}]")


@implements(RUN_CYPHER)
async def run_cypher(graph: Graph, request: RunCypher) -> CypherResult:
    """One read-only statement, whatever the server's write setting."""
    return await run_statement(graph.db, request.statement, request.parameters, max_rows=request.max_rows,
                               timeout=request.timeout_seconds)


def _plan_table(text: str) -> str:
    """Neo4j's plan without its preamble (planner and runtime names): the operator table and totals."""
    lines = text.strip().splitlines()
    start = next((i for i, line in enumerate(lines) if line.startswith("+")), 0)
    return "\n".join(lines[start:])


def result_graph(values: list[list[Any]]) -> ResultGraph:
    """Every node and relationship found in the rows (inside lists, maps and paths too)."""
    nodes: dict[str, GraphNode] = {}
    links: dict[str, GraphLink] = {}

    def node(n: Node) -> None:
        if n.element_id not in nodes or not nodes[n.element_id].labels:
            nodes[n.element_id] = GraphNode(id=n.element_id, labels=sorted(n.labels), caption=_caption(n))

    def visit(value: Any) -> None:
        if isinstance(value, Node):
            node(value)
        elif isinstance(value, Relationship) and value.start_node and value.end_node:
            node(value.start_node)
            node(value.end_node)
            links[value.element_id] = GraphLink(id=value.element_id, source=value.start_node.element_id,
                                                target=value.end_node.element_id, type=value.type)
        elif isinstance(value, Path):
            for item in (*value.nodes, *value.relationships):
                visit(item)
        elif isinstance(value, list | tuple):
            for item in value:
                visit(item)
        elif isinstance(value, dict):
            for item in value.values():
                visit(item)

    for row in values:
        visit(row)
    return ResultGraph(nodes=list(nodes.values()), links=list(links.values()))


def _caption(n: Node) -> str:
    for key in ("concept_id", "source_id", "name", "session_id", "key", "label"):
        if n.get(key) is not None:
            return str(n.get(key))[:60]
    return next(iter(sorted(n.labels)), "node")


# --- :schema --------------------------------------------------------------------------------------------
async def schema_text(db: Database) -> str:
    """Labels, relationship types and indexes with counts and properties, for a person at the console."""
    labels = await db.read("console_labels")
    types = await db.read("console_relationship_types")
    indexes = await db.read("console_indexes")
    lines = ["Node labels (nodes: properties)"]
    lines += [f"  :{r['label']:<14} {r['nodes']:>7,}  {', '.join(r['properties'])}" for r in labels]
    lines.append("Relationship types (relationships: properties)")
    lines += [f"  :{r['type']:<14} {r['relationships']:>7,}  {', '.join(r['properties'])}" for r in types]
    lines.append("Indexes")
    for r in indexes:
        on = f"{'|'.join(r['labelsOrTypes'] or [])}({', '.join(r['properties'] or [])})"
        owner = f", constraint {r['owningConstraint']}" if r["owningConstraint"] else ""
        lines.append(f"  {r['name']:<26} {r['type'].lower():<9} {on} {r['state'].lower()}{owner}")
    lines.append(f"{len(query_names())} named queries in cypher/queries; `:explain TOOL {{...}}` shows a tool's.")
    return "\n".join(lines)
