"""The per-tool tables of the tests, derived from the operation registry (kg_server.contract)."""

from __future__ import annotations

import re
from typing import Any, Literal, get_args, get_origin

from kg_server.contract import OPERATIONS, takes_list


def offered(*, writes: bool = False, cypher: bool = False) -> list[str]:
    """The MCP tools a server offers with these switches, in the order clients list them."""
    return [name for name, op in OPERATIONS.items() if op.mcp and op.offered(allow_writes=writes, allow_cypher=cypher)]


def gated(gate: str) -> list[str]:
    """The tools offered only behind a switch: "writes" (curation) or "cypher"."""
    return [name for name, op in OPERATIONS.items() if op.gate == gate]


def example(name: str) -> dict[str, Any]:
    """Arguments of the operation that work on the sample graph (its registry entry's example)."""
    return dict(OPERATIONS[name].example)


READ_TOOLS = offered()
EXAMPLES = {name: example(name) for name in READ_TOOLS}


def _is_text(annotation: Any) -> bool:
    if annotation is str or get_origin(annotation) is Literal:
        return True
    return any(_is_text(arg) for arg in get_args(annotation))


def route(name: str, *, target: str | None = None) -> tuple[str, str, dict[str, Any]]:
    """(method, path, arguments by their HTTP names) of the operation's route called with its example;
    the `target` argument, when it goes in the path, is left as '{}' there and out of the arguments."""
    operation = OPERATIONS[name]
    http = operation.http
    arguments = dict(operation.example)
    path = http.path
    for argument in http.path_arguments:
        value = "{}" if argument == target else str(arguments.pop(argument))
        path = re.sub(r"\{" + argument + r"(:path)?\}", value, path)
    arguments.pop(target or "", None)
    return http.method, path, {http.names.get(k, k): v for k, v in arguments.items()}


def http_text_targets() -> list[tuple[str, str, str, dict[str, Any], bool]]:
    """Every text argument of every read route: (method, path with '{}' where the argument goes in the
    path, where it goes ('path' or its HTTP name), the other arguments (valid), whether it is a list)."""
    targets = []
    for name, operation in OPERATIONS.items():
        if operation.writes or operation.gate == "cypher":
            continue  # curation's arguments are checked by test_curation; Cypher by the read-only guard
        for argument, field in operation.input.model_fields.items():
            if argument == "cursor" or not _is_text(field.annotation):
                continue
            method, path, base = route(name, target=argument)
            where = (
                "path" if argument in operation.http.path_arguments else operation.http.names.get(argument, argument)
            )
            targets.append((method, path, where, base, takes_list(field.annotation)))
    return targets


def read_routes() -> list[tuple[str, str, dict[str, Any]]]:
    """Every read operation's route, called with its example."""
    return [
        route(name) for name, operation in OPERATIONS.items() if not operation.writes and operation.gate != "cypher"
    ]
