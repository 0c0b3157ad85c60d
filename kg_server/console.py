"""The Cypher console's interpreter: one line in (a statement or a :command), one answer out, for
`kg cypher` (kg_server.shells.repl) and the web console (/console, /api/console).

Statements run through kg_server.adhoc: read-only unless the console was opened for writing.
`:explain TOOL {json}` runs an operation under `Database.dry_run`: every named query it sends is
recorded with its parameters, in one transaction that is rolled back.
"""

from __future__ import annotations

import json
from typing import Any, Literal

from neo4j.exceptions import Neo4jError
from pydantic import BaseModel, Field
from pydantic_core import to_jsonable_python

from kg_server.adhoc.run import json_value, run_statement, schema_text
from kg_server.answers.cypher import CypherResult
from kg_server.contract import OPERATIONS

from .errors import InvalidArgument, KGError
from .service import KnowledgeGraph


# --- :explain TOOL {json} -------------------------------------------------------------------------------
class ExplainedStatement(BaseModel):
    name: str = Field(description="The named query: cypher/queries/FEATURE/NAME.cypher ('adhoc' for others).")
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
