"""The Cypher console: one engine behind `kg cypher`, the web console (/console) and run_cypher.

Read-only is enforced by three layers, none of them relying on a search of the statement's text:
1. Neo4j plans the statement first (EXPLAIN runs nothing) and says what kind it is: anything but a
   read (a write, a schema or admin command) is refused.
2. The plan is walked: LOAD CSV is refused; every procedure call must be on `ALLOWED_PROCEDURES`
   (no dbms.*, no APOC that loads files or URLs or runs Cypher of its own); every namespaced function
   must be built in or from a pure APOC namespace; SHOW commands other than indexes, constraints,
   procedures and functions are refused. `CALL { ... }` subqueries are part of the plan, so they are
   checked like the rest. The names the statement's text calls (string literals and comments left
   out) are checked against the same lists too: a second look, in case a plan leaves one out.
3. The statement then runs in a read transaction: Neo4j itself refuses any write that got past 1.
Rows and time are capped (the transaction carries a timeout).

`:explain TOOL {json}` runs an operation under `Database.dry_run`: every named query it sends is
recorded with its parameters, in one transaction that is rolled back.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, Literal

from neo4j.exceptions import Neo4jError
from neo4j.graph import Node, Path, Relationship
from neo4j.spatial import Point
from pydantic import BaseModel, Field
from pydantic_core import to_jsonable_python

from .console_results import CypherResult, GraphLink, GraphNode, ResultGraph
from .contract import OPERATIONS, Input
from .cypher import query_names
from .db import EXPLAIN, Database
from .errors import CypherRefused, InvalidArgument, KGError

if TYPE_CHECKING:
    from .graph import KnowledgeGraph

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
_LEADING = re.compile(r"^(?:\s|//[^\n]*(?:\n|$)|/\*.*?\*/)*(EXPLAIN|PROFILE)\b", re.IGNORECASE | re.DOTALL)
COUNTERS = ("nodes_created", "nodes_deleted", "relationships_created", "relationships_deleted", "properties_set",
            "labels_added", "labels_removed", "indexes_added", "indexes_removed", "constraints_added",
            "constraints_removed")
MAX_LIST = 100
MAX_TEXT = 2000


# --- the read-only guard ------------------------------------------------------------------------------
async def check_read_only(db: Database, statement: str, parameters: dict[str, Any]) -> None:
    """Refuse, with the reason, a statement that is not a plain read (see the module docstring)."""
    try:
        summary = await db.explain(statement, parameters)
    except Neo4jError as error:
        if _unknown_callable(error):  # not installed here; say it would be refused anyway, if it would
            _refuse_named_calls(statement)
        raise _worded(error, explained=True) from None
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
        return f"{operator} is refused in the read-only console; SHOW INDEXES, CONSTRAINTS, PROCEDURES and FUNCTIONS work"
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


def _worded(error: Neo4jError, timeout: float | None = None, *, explained: bool = False) -> KGError:
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


# --- running a statement ------------------------------------------------------------------------------
async def run_statement(db: Database, statement: str, parameters: dict[str, Any] | None = None, *, write: bool = False,
                        max_rows: int = 100, timeout: float = 10.0, profile: bool = False) -> CypherResult:
    """Run one statement (read-only unless `write`) and shape its answer: rows, graph, plan, counters."""
    text = statement.strip().rstrip(";").rstrip()
    if not text:
        raise InvalidArgument("the statement is empty: write a Cypher statement, e.g. MATCH (c:Concept) RETURN c LIMIT 5")
    parameters = dict(parameters or {})
    leading = _LEADING.match(text)
    if not write:
        await check_read_only(db, text[leading.end():] if leading else text, parameters)
    if profile and not leading:
        text = "PROFILE " + text
    started = time.perf_counter()
    try:
        run = await db.run_cypher(text, parameters, write=write, max_rows=max_rows, timeout=timeout)
    except Neo4jError as error:
        raise _worded(error, timeout) from None
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


def _plan_table(text: str) -> str:
    """Neo4j's plan without its preamble (planner and runtime names): the operator table and totals."""
    lines = text.strip().splitlines()
    start = next((i for i, line in enumerate(lines) if line.startswith("+")), 0)
    return "\n".join(lines[start:])


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
        return items + [f"… {len(value) - MAX_LIST} more"] if len(value) > MAX_LIST else items
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


# --- :explain TOOL {json} -------------------------------------------------------------------------------
class ExplainedStatement(BaseModel):
    name: str = Field(description="The named query: cypher/queries/NAME.cypher ('adhoc' for others).")
    access: str = Field(description="read or write.")
    text: str
    parameters: dict[str, Any]


class ExplainedCall(BaseModel):
    tool: str
    arguments: dict[str, Any]
    writes: bool
    statements: list[ExplainedStatement]
    error: str | None = Field(None, description="The tool's own error, when the call failed (after these statements).")

    def render(self) -> str:
        lines = [f"{self.tool} ran {len(self.statements)} named quer{'y' if len(self.statements) == 1 else 'ies'} "
                 "(in one transaction that was rolled back: nothing changed):"]
        for number, statement in enumerate(self.statements, 1):
            lines += ["", f"// {number}. {statement.name} ({statement.access})",
                      f":params {json.dumps(_shown_parameters(statement.parameters), ensure_ascii=False)}",
                      statement.text.rstrip()]
        if self.error:
            lines += ["", f"// then the tool answered with an error: {self.error}"]
        return "\n".join(lines)


def _shown_parameters(parameters: dict[str, Any]) -> dict[str, Any]:
    """Parameters for reading: a vector by its size (the JSON answer has every number)."""
    return {key: f"<{len(value)} numbers>" if isinstance(value, list) and len(value) > 32
            and all(isinstance(v, float) for v in value[:32]) else json_value(value)
            for key, value in parameters.items()}


async def explain_operation(graph: KnowledgeGraph, tool: str, arguments: dict[str, Any]) -> ExplainedCall:
    """What an operation runs: its named queries and parameters, recorded in a rolled-back transaction."""
    operation = OPERATIONS.get(tool)
    if operation is None or tool == "run_cypher":
        known = ", ".join(name for name in OPERATIONS if name != "run_cypher")
        raise InvalidArgument(f"unknown tool {tool!r}; :explain knows: {known}")
    request = operation.input(**arguments)
    method = getattr(graph, tool)
    error = None
    async with graph.db.dry_run() as recorded:
        try:
            await (method(request, curator="console") if operation.writes else method(request))
        except KGError as failure:
            error = failure.message
        except Neo4jError as failure:  # what the tool would have met too
            error = f"Neo4j refused a statement: {failure.message or failure.code}"
    statements = [ExplainedStatement(name=s.name, access=s.access, text=s.text,
                                     parameters=to_jsonable_python(s.parameters, fallback=str)) for s in recorded]
    return ExplainedCall(tool=tool, arguments=request.model_dump(mode="json", exclude_defaults=True),
                         writes=operation.writes, statements=statements, error=error)


# --- the console: one line in, one answer out ----------------------------------------------------------
HELP = """\
Cypher statements end with ';' (or an empty line); they may span several lines.
  :schema                   labels, relationship types, properties and indexes, with counts
  :explain TOOL {json}      the named Cypher and parameters a tool runs, e.g.
                            :explain get_concept_details {"concept_id": "uncapped-ip-indemnity"}
  :profile STATEMENT        run a statement with PROFILE and show Neo4j's plan with rows and db hits
  :params {json}            set the $parameters of the next statements (:params alone shows them)
  :help                     this help
  :quit                     leave (Ctrl-D too)
EXPLAIN or PROFILE in front of a statement shows the plan as well."""


class ConsoleLine(Input):
    """One line of the console (the web console's request): a Cypher statement or a :command."""

    input: str = Field(min_length=1, max_length=20_000, examples=[":schema"],
                       description="A Cypher statement, or :schema, :explain TOOL {json}, :profile STATEMENT, :help.")
    parameters: dict[str, Any] = Field(default_factory=dict, examples=[{"id": "uncapped-ip-indemnity"}],
                                       description="Values for the statement's $parameters.")


class ConsoleAnswer(BaseModel):
    kind: Literal["result", "explain", "text"]
    text: str = Field(description="The answer as the terminal shows it.")
    result: CypherResult | None = None
    explained: ExplainedCall | None = None
    parameters: dict[str, Any] = Field(default_factory=dict, description="The console's $parameters after this line.")


class Console:
    """Reads a line (a statement or a :command) and answers it. Read-only unless `write`."""

    def __init__(self, graph: KnowledgeGraph, *, write: bool = False, max_rows: int = 1000, timeout: float = 60.0,
                 parameters: dict[str, Any] | None = None) -> None:
        self.graph = graph
        self.write = write
        self.max_rows = max_rows
        self.timeout = timeout
        self.parameters = dict(parameters or {})

    async def answer(self, line: str) -> ConsoleAnswer:
        text = line.strip()
        if not text.startswith(":"):
            return await self._statement(text)
        command, _, rest = text[1:].partition(" ")
        command, rest = command.lower(), rest.strip()
        if command == "help":
            return self._text(HELP)
        if command == "schema":
            return self._text(await schema_text(self.graph.db))
        if command == "params":
            if rest:
                self.parameters = _json_object(rest, "the parameters")
            return self._text(json.dumps(self.parameters, indent=1, ensure_ascii=False))
        if command == "profile":
            return await self._statement(rest, profile=True)
        if command == "explain":
            tool, _, arguments = rest.partition(" ")
            if not tool:
                raise InvalidArgument('say which tool: :explain TOOL {json}, e.g. :explain search_concepts {"query": "liability"}')
            explained = await explain_operation(self.graph, tool, _json_object(arguments or "{}", "the arguments"))
            return ConsoleAnswer(kind="explain", text=explained.render(), explained=explained,
                                 parameters=self.parameters)
        raise InvalidArgument(f"unknown command :{command}; :help lists the commands")

    async def _statement(self, text: str, *, profile: bool = False) -> ConsoleAnswer:
        result = await run_statement(self.graph.db, text, self.parameters, write=self.write, max_rows=self.max_rows,
                                     timeout=self.timeout, profile=profile)
        return ConsoleAnswer(kind="result", text=result.render(), result=result, parameters=self.parameters)

    def _text(self, text: str) -> ConsoleAnswer:
        return ConsoleAnswer(kind="text", text=text, parameters=self.parameters)


def _json_object(text: str, what: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except ValueError as error:
        raise InvalidArgument(f"{what} must be a JSON object, e.g. {{\"concept_id\": \"uncapped-ip-indemnity\"}} ({error})") from None
    if not isinstance(value, dict):
        raise InvalidArgument(f"{what} must be a JSON object, e.g. {{\"concept_id\": \"uncapped-ip-indemnity\"}}")
    return value
