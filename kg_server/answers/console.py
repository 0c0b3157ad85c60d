"""What the Cypher consoles answer (`kg cypher`, /console): a statement's result, an explained tool call
(`:explain TOOL {json}`: the named queries it runs and their parameters), or text (:schema, :help)."""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, Field

from .cypher import CypherResult, json_value


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


class ConsoleAnswer(BaseModel):
    kind: Literal["result", "explain", "text"]
    text: str = Field(description="The answer as the terminal shows it.")
    result: CypherResult | None = None
    explained: ExplainedCall | None = None
    parameters: dict[str, Any] = Field(default_factory=dict, description="The console's $parameters after this line.")
