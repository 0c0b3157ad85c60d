"""The `kg` command: a thin shell over KnowledgeGraph and the local server manager.

Each command parses its arguments, calls the service and prints the answer. Errors from the `KGError`
tree become one clear line on stderr and the error's exit code; nothing else is caught, so a real bug
still shows its traceback. Heavy imports (neo4j, models, the servers) happen inside commands, so
`kg --help` and `kg config` stay instant.

- setup.py: settings, the local Neo4j, the Claude Desktop entry, the Cypher console, benchmarks;
- data.py: schema, import and export, ingest and removal, stats;
- serving.py: `kg serve` and `kg mcp`, composed from the other shells;
- operations.py: the operations (`kg search`, `kg scout`, ..., `kg call NAME '{json}'`), from the contract.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence

from kg_server import __version__
from kg_server.config import load_settings
from kg_server.errors import KGError
from kg_server.shells.cli import data, language_servers, operations, serving, setup

from .common import Handler, UsageError


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kg", description="kg_server: a Neo4j-backed concept explorer.")
    parser.add_argument("--version", action="version", version=f"kg {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    def add(name: str, handler: Handler, help_text: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help_text, description=help_text)
        sub.set_defaults(handler=handler)
        return sub

    setup.add_commands(add)
    data.add_commands(add)
    serving.add_commands(add)
    operations.add_commands(add)
    setup.add_tool_commands(add)
    language_servers.add_commands(add)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    # The driver logs each retry as a warning; our own error message says what matters, once.
    logging.getLogger("neo4j").setLevel(logging.ERROR)
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code = args.handler(args, load_settings())
    except UsageError as error:
        parser.error(str(error))
    except KGError as error:
        print(f"kg: {error}", file=sys.stderr)
        return error.exit_code
    except KeyboardInterrupt:
        print("kg: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader left (`kg call ... | head`): what it read is all it wanted. Point stdout at nothing so
        # that the interpreter's own flush at exit does not raise again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141  # 128 + SIGPIPE, as a shell reports a command a pipe closed on
    return int(code or 0)
