"""What a Cypher statement answered, in JSON and as a text table (the console, `kg cypher`, run_cypher).

Values are made JSON-safe once (`json_value`): a node is `{"elementId", "labels", "properties"}`,
a relationship `{"elementId", "type", "startNodeElementId", "endNodeElementId", "properties"}` and a
path `{"nodes", "relationships"}`, as Neo4j's own HTTP API shows them. Nodes and relationships found
anywhere in the rows also make up `graph`, which the web console draws.
"""

from __future__ import annotations

import json
from typing import Any

from neo4j.graph import Node, Path, Relationship
from neo4j.spatial import Point
from pydantic import BaseModel, Field

from .common import plural

CELL_CHARS = 60  # a table cell longer than this is cut (--json shows everything)
MAX_LIST = 100
MAX_TEXT = 2000


class GraphNode(BaseModel):
    id: str
    labels: list[str]
    caption: str


class GraphLink(BaseModel):
    id: str
    source: str
    target: str
    type: str


class ResultGraph(BaseModel):
    nodes: list[GraphNode] = Field(default_factory=list)
    links: list[GraphLink] = Field(default_factory=list)


class CypherResult(BaseModel):
    statement: str
    mode: str = Field(description="read (a read transaction) or write.")
    columns: list[str]
    rows: list[list[Any]]
    row_count: int
    truncated: bool = Field(False, description="More rows existed than max_rows.")
    graph: ResultGraph = Field(default_factory=ResultGraph, description="The nodes and relationships in the rows.")
    counters: dict[str, int] = Field(default_factory=dict, description="What a write changed (nodes_created, ...).")
    plan: str | None = Field(None, description="Neo4j's plan, for EXPLAIN and PROFILE.")
    elapsed_ms: float

    def render(self) -> str:
        parts = []
        if self.columns and (self.rows or not self.plan):
            parts.append(text_table(self.columns, self.rows))
        if self.plan:
            parts.append(self.plan.rstrip())
        tail = plural(self.row_count, "row") + (
            " (more were left out: raise max_rows or add LIMIT)" if self.truncated else ""
        )
        if self.counters:
            tail += "; " + ", ".join(f"{name.replace('_', ' ')} {n}" for name, n in self.counters.items())
        parts.append(f"{tail}; {self.elapsed_ms:.0f} ms")
        return "\n".join(parts)


def cell(value: Any) -> str:
    """A value as one short line of a table."""
    text = _short(value)
    return text if len(text) <= CELL_CHARS else text[: CELL_CHARS - 1] + "…"


def _short(value: Any) -> str:
    if isinstance(value, dict):
        if set(value) == {"elementId", "labels", "properties"}:
            labels = "".join(f":{label}" for label in value["labels"])
            return f"({labels} {_props(value['properties'])})"
        if set(value) == {"elementId", "type", "startNodeElementId", "endNodeElementId", "properties"}:
            return f"[:{value['type']} {_props(value['properties'])}]"
        if set(value) == {"nodes", "relationships"}:
            return f"<path of {plural(len(value['relationships']), 'relationship')}>"
        return json.dumps(value, ensure_ascii=False, default=str)
    if isinstance(value, list):
        return "[" + ", ".join(_short(item) for item in value) + "]"
    if value is None:
        return "null"
    if isinstance(value, str):
        return value.replace("\n", " ")
    return json.dumps(value) if isinstance(value, bool) else str(value)


def _props(properties: dict[str, Any]) -> str:
    """The identifying properties first: a concept by its id, a paragraph by its source id."""
    keys: list[str] = [k for k in ("concept_id", "source_id", "name", "label", "session_id") if k in properties]
    keys += [k for k in properties if k not in keys]
    return "{" + ", ".join(f"{k}: {_short(properties[k])}" for k in keys[:2]) + (", …}" if len(keys) > 2 else "}")


def text_table(columns: list[str], rows: list[list[Any]]) -> str:
    """A plain table: a header, a rule and one line per row, columns as wide as their widest cell."""
    cells = [[cell(v) for v in row] for row in rows]
    widths = [max([len(name), *(len(row[i]) for row in cells)]) for i, name in enumerate(columns)]
    line = lambda values: " | ".join(v.ljust(w) for v, w in zip(values, widths)).rstrip()  # noqa: E731
    return "\n".join([line(columns), "-+-".join("-" * w for w in widths), *(line(row) for row in cells)])


def json_value(value: Any) -> Any:
    """A driver value as JSON: graph objects as Neo4j's HTTP API shows them; long lists and texts cut."""
    if isinstance(value, Node):
        return {"elementId": value.element_id, "labels": sorted(value.labels), "properties": _properties(value)}
    if isinstance(value, Relationship):
        return {"elementId": value.element_id, "type": value.type,
                "startNodeElementId": value.start_node.element_id if value.start_node else None,
                "endNodeElementId": value.end_node.element_id if value.end_node else None,
                "properties": _properties(value)}
    if isinstance(value, Path):
        return {"nodes": [json_value(n) for n in value.nodes],
                "relationships": [json_value(r) for r in value.relationships]}
    if isinstance(value, dict):
        return {str(k): json_value(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        items = [json_value(v) for v in value[:MAX_LIST]]
        return [*items, f"… {len(value) - MAX_LIST} more"] if len(value) > MAX_LIST else items
    if isinstance(value, str):
        return value if len(value) <= MAX_TEXT else value[:MAX_TEXT] + f"… ({len(value):,} characters)"
    if value is None or isinstance(value, bool | int | float):
        return value
    if isinstance(value, Point):
        return {"srid": value.srid, "coordinates": list(value)}
    if isinstance(value, bytes):
        return f"<{len(value)} bytes>"
    iso = getattr(value, "iso_format", None)  # neo4j.time: Date, DateTime, Duration, ...
    return iso() if callable(iso) else str(value)


def _properties(entity: Node | Relationship) -> dict[str, Any]:
    """Properties, with vectors (long lists of numbers) shown by their size only."""
    shown = {}
    for key, value in entity.items():
        if isinstance(value, list) and len(value) > 32 and all(isinstance(v, float) for v in value[:32]):
            shown[key] = f"<{len(value)} numbers>"
        else:
            shown[key] = json_value(value)
    return shown
