"""The Cypher console's interpreter, shared by its two doors: `kg cypher` (kg_server.shells.repl) and the web
console (/console, /api/console in kg_server.shells.web). One line in (a statement or a :command), one
answer out.

Statements run through kg_server.adhoc: read-only unless the console was opened for writing.
`:explain TOOL {json}` is the service's `explain`: the named queries an operation runs, with their
parameters, in one transaction that is rolled back.
"""

from __future__ import annotations

import json
from typing import Any

from kg_server.adhoc import run_statement, schema_text
from kg_server.answers.console import ConsoleAnswer
from kg_server.errors import InvalidArgument
from kg_server.service import KnowledgeGraph

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
                raise InvalidArgument(
                    'say which tool: :explain TOOL {json}, e.g. :explain search_concepts {"query": "liability"}'
                )
            explained = await self.graph.explain(tool, _json_object(arguments or "{}", "the arguments"))
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
        raise InvalidArgument(
            f'{what} must be a JSON object, e.g. {{"concept_id": "uncapped-ip-indemnity"}} ({error})'
        ) from None
    if not isinstance(value, dict):
        raise InvalidArgument(f"{what} must be a JSON object, e.g. {{\"concept_id\": \"uncapped-ip-indemnity\"}}")
    return value
