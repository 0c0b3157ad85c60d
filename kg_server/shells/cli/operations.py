"""The operations from the command line, from `kg_server.contract.OPERATIONS`: `kg call NAME '{json}'`
for every one of them, and a command of its own (`kg search`, `kg scout`, ...) for those whose entry
names one. A command's options are the operation's arguments (`--min-similarity`; a list is a repeated
option), their help and defaults come from the contract, and the values are checked there."""

from __future__ import annotations

import argparse
import json
from collections.abc import Awaitable, Callable
from typing import Any

from kg_server.answers.common import page_note
from kg_server.config import Settings
from kg_server.contract import OPERATIONS, Bounded, Operation, choices, takes_list

from .common import UsageError, allowed, on_graph, stderr, switches

CURATOR = "cli"


def cmd_call(args: argparse.Namespace, settings: Settings) -> None:
    """Any operation; run_cypher too, without --allow-cypher: that switch decides what an MCP client's
    model is offered, and whoever runs `kg` has `kg cypher` already (docs/cypher.md)."""
    operation = OPERATIONS.get(args.operation)
    if operation is None:
        raise UsageError(f"unknown operation {args.operation!r}; the operations are: {', '.join(OPERATIONS)}")
    try:
        arguments = json.loads(args.arguments)
    except ValueError as error:
        raise UsageError(f"the arguments must be a JSON object, e.g. '{_example(operation)}' ({error})") from None
    if not isinstance(arguments, dict):
        raise UsageError(f"the arguments must be a JSON object, e.g. '{_example(operation)}'")
    request = operation.input(**arguments)
    answer = on_graph(allowed(args, settings), lambda graph: graph.run(operation, request, curator=CURATOR))
    print(answer.model_dump_json(indent=2) if args.json else answer.render() + page_note(answer))


def _example(operation: Operation) -> str:
    return json.dumps(dict(operation.example), ensure_ascii=False)


def _command(operation: Operation) -> Any:
    command = operation.command
    assert command is not None

    def handler(args: argparse.Namespace, settings: Settings) -> None:
        values = {name: getattr(args, name) for name in _arguments(operation)}
        if command.words:
            values[command.words] = " ".join(values[command.words])
        request = operation.input.parse(values)

        async def action(graph: Any) -> Any:
            for flag, (_, step) in EXTRAS.get(command.name, {}).items():
                if getattr(args, flag):
                    stderr(await step(graph))
            return await graph.run(operation, request, curator=CURATOR)

        answer = on_graph(settings, action)
        if args.json:
            print(answer.model_dump_json(indent=2))
        else:
            print(getattr(answer, command.shows) if command.shows else answer.render() + page_note(answer))

    return handler


async def _refreshed(graph: Any) -> str:
    return f"friction recomputed: {await graph.refresh_friction()} concepts changed"


# Switches a command has beyond its operation's arguments: flag -> (help, a step run first on the graph,
# which says what it did).
EXTRAS: dict[str, dict[str, tuple[str, Callable[[Any], Awaitable[str]]]]] = {
    "friction": {"refresh": ("recompute every concept's friction and status first", _refreshed)},
}


def _arguments(operation: Operation) -> list[str]:
    """The arguments a command offers: all but the paging ones of a bounded answer."""
    shared = set(Bounded.model_fields) if issubclass(operation.input, Bounded) else set()
    return [name for name in operation.input.model_fields if name not in shared]


def _add_options(parser: argparse.ArgumentParser, operation: Operation) -> None:
    command = operation.command
    assert command is not None
    for name in _arguments(operation):
        field = operation.input.model_fields[name]
        if name == command.words:
            parser.add_argument(name, nargs="+", help=field.description)
            continue
        default = None if field.is_required() else field.get_default(call_default_factory=True)
        shown = f" (default {default})" if default not in (None, []) else ""
        options: dict[str, Any] = {"dest": name, "help": f"{field.description}{shown}"}
        if takes_list(field.annotation):
            options.update(action="append", default=None)
        else:
            options["default"] = default
        if (fixed := choices(field.annotation)) is not None:
            options["choices"] = fixed
        else:
            options["metavar"] = name.rsplit("_", 1)[-1].upper()
        parser.add_argument(command.flags.get(name, "--" + name.replace("_", "-")), **options)
    for flag, (help_text, _) in EXTRAS.get(command.name, {}).items():
        parser.add_argument("--" + flag, action="store_true", help=help_text)
    parser.add_argument("--json", action="store_true", help="print the answer as JSON")


def add_commands(add: Any) -> None:
    for operation in OPERATIONS.values():
        if operation.command is not None:
            _add_options(add(operation.command.name, _command(operation), operation.command.help), operation)
    call = add("call", cmd_call, "Run any operation (an MCP tool) with its arguments as JSON, e.g. "
                                 "kg call find_connections '{\"from_concept_id\": \"a\", \"to_concept_id\": \"b\"}'.")
    call.add_argument("operation", metavar="OPERATION", help=f"one of: {', '.join(OPERATIONS)}")
    call.add_argument("arguments", nargs="?", default="{}", metavar="JSON", help="the arguments (default {})")
    call.add_argument("--json", action="store_true", help="print the answer as JSON")
    switches(call)
