"""`kg` commands that set things up: the effective settings, the local Neo4j server, the Claude Desktop
entry, and the tools beside the service (the Cypher console, benchmarks)."""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path
from typing import Any

from kg_server.config import Settings

from .common import UsageError, port, positive, seconds, stderr


def cmd_config(args: argparse.Namespace, settings: Settings) -> None:
    width = max(len(name) for name, _ in settings.described())
    for name, value in settings.described():
        print(f"{name:<{width}}  {value}")

def _local_server(args: argparse.Namespace, settings: Settings) -> Any:
    from kg_server.store.local_server import LocalNeo4j

    return LocalNeo4j(
        home=args.home or settings.neo4j_home,
        cache_dir=settings.cache_dir,
        bolt_port=args.bolt_port,
        http_port=args.http_port,
        heap=args.heap or settings.neo4j_heap,
        pagecache=args.pagecache or settings.neo4j_pagecache,
        username=settings.neo4j_username,
        password=settings.neo4j_password.get_secret_value(),
        gds=settings.neo4j_gds if args.gds is None else args.gds,
    )

def cmd_neo4j(args: argparse.Namespace, settings: Settings) -> int | None:
    server = _local_server(args, settings)
    if args.action == "start":
        status = server.start(log=lambda line: print(line, file=sys.stderr))
        if status.bolt_port != 7687:
            print(f"connect with NEO4J_URI=bolt://127.0.0.1:{status.bolt_port}", file=sys.stderr)
    elif args.action == "stop":
        server.stop(log=print)
    elif args.action == "status":
        status = server.status()
        print(status.describe())
        return 0 if status.running else 1
    elif args.action == "logs":
        if args.follow:
            import subprocess

            return subprocess.call(["tail", "-n", str(args.lines), "-F", str(server.log_file)])
        print(server.tail(args.lines))
    return None

def cmd_claude_config(args: argparse.Namespace, settings: Settings) -> None:
    print(json.dumps(claude_desktop_config(settings, with_password=args.with_password), indent=2))
    # On stderr, so that stdout stays the JSON to paste.
    print(f"Links from get_visualization_url open at {settings.public_url} (KG_PUBLIC_URL): kg mcp serves the "
          "3D viewer there while Claude Desktop runs, unless a kg serve for this graph already answers there. "
          "Change KG_PUBLIC_URL in \"env\" to move it; add \"--no-viewer\" to \"args\" to turn it off.",
          file=sys.stderr)

def claude_desktop_config(settings: Settings, *, with_password: bool = False) -> dict[str, Any]:
    """The claude_desktop_config.json entry that launches `kg mcp` with this environment.

    The password of the managed local server (`kg neo4j start`, which sets the default password) is no
    secret worth hiding: it is printed so the snippet works as copied. Any other password is replaced
    by a placeholder unless --with-password asks for it."""
    secret = settings.neo4j_password.get_secret_value()
    local_default = secret == Settings.model_fields["neo4j_password"].get_default().get_secret_value()
    password = (
        secret
        if with_password or local_default
        else "<your NEO4J_PASSWORD: `kg claude-config --with-password` prints it>"
    )
    kg = Path(sys.argv[0]).resolve() if Path(sys.argv[0]).name == "kg" else Path(sys.executable).parent / "kg"
    return {
        "mcpServers": {
            "kg-server": {
                "command": str(kg),
                "args": ["mcp"],
                "env": {
                    "NEO4J_URI": settings.neo4j_uri,
                    "NEO4J_USERNAME": settings.neo4j_username,
                    "NEO4J_PASSWORD": password,
                    "NEO4J_DATABASE": settings.neo4j_database,
                    # Where links open: `kg mcp` serves the viewer there unless a kg serve answers.
                    "KG_PUBLIC_URL": settings.public_url,
                },
            }
        }
    }

def cmd_cypher(args: argparse.Namespace, settings: Settings) -> int | None:
    from kg_server.shells import repl

    try:
        parameters = json.loads(args.params) if args.params else {}
    except ValueError as error:
        raise UsageError(
            f'--params must be a JSON object, e.g. \'{{"id": "uncapped-ip-indemnity"}}\' ({error})'
        ) from None
    if not isinstance(parameters, dict):
        raise UsageError("--params must be a JSON object, e.g. '{\"id\": \"uncapped-ip-indemnity\"}'")
    options = {"write": args.write, "max_rows": args.max_rows, "timeout": args.timeout, "parameters": parameters}
    if args.statement:
        repl.one_shot(settings, " ".join(args.statement), as_json=args.json, **options)
        return None
    return repl.interactive(settings, as_json=args.json, **options)

# The benchmarks are a package of their own (bench/ in a checkout), not part of what a user installs.
BENCH_MISSING = ("kg bench needs the benchmarks, which are not installed: from a checkout of kg_server, run "
                 "`pip install -e ./bench` (make install-dev does), or install kg-server with its `bench` extra")


def _benchmarks() -> Any:
    """The kg_bench package when it is installed, else None (kg bench then says how to install it)."""
    try:
        return importlib.import_module("kg_bench")
    except ImportError as error:
        if error.name != "kg_bench":  # installed but broken: say what is missing
            raise
        return None


def cmd_bench(args: argparse.Namespace, settings: Settings) -> None:
    benchmarks = _benchmarks()
    if benchmarks is None:
        raise UsageError(BENCH_MISSING)
    result = benchmarks.module(args.kind).run(args, settings, stderr)
    print(json.dumps(result) if args.json else result["summary"])  # --json: one object on the last line


def add_commands(add: Any) -> None:
    add("config", cmd_config, "Print the effective settings (secrets masked).")

    neo4j = add("neo4j", cmd_neo4j, "Manage a local Neo4j 5.26 server (no Docker needed).")
    neo4j.add_argument("action", choices=["start", "stop", "status", "logs"])
    neo4j.add_argument("--home", type=Path, help="server home directory (default: KG_NEO4J_HOME)")
    neo4j.add_argument("--bolt-port", type=port, default=7687, help="Bolt port (default 7687)")
    neo4j.add_argument("--http-port", type=port, default=7474, help="HTTP/Browser port (default 7474)")
    neo4j.add_argument("--heap", help="JVM heap, e.g. 1g (default: KG_NEO4J_HEAP)")
    neo4j.add_argument("--pagecache", help="page cache, e.g. 512m (default: KG_NEO4J_PAGECACHE)")
    neo4j.add_argument("--gds", action=argparse.BooleanOptionalAction, default=None,
                       help="start: with the open-source Graph Data Science library, which computes the communities "
                            "(default: KG_NEO4J_GDS, on)")
    neo4j.add_argument("-n", "--lines", type=int, default=50, help="logs: how many lines")
    neo4j.add_argument("-f", "--follow", action="store_true", help="logs: keep following")

    claude = add("claude-config", cmd_claude_config, "Print a Claude Desktop configuration entry for `kg mcp`.")
    claude.add_argument("--with-password", action="store_true", help="include NEO4J_PASSWORD instead of a placeholder")


def add_tool_commands(add: Any) -> None:
    cypher = add("cypher", cmd_cypher, "A Cypher console: interactive, or one STATEMENT; read-only unless --write.")
    cypher.add_argument("statement", nargs="*", metavar="STATEMENT",
                        help="run this statement (or :schema, :explain TOOL {json}, ...) and exit; none: interactive")
    cypher.add_argument(
        "--write", action="store_true", help="let statements change the graph (auto-commit transactions)"
    )
    cypher.add_argument("--json", action="store_true", help="print answers as JSON")
    cypher.add_argument("--params", metavar="JSON", help="$parameters as a JSON object, e.g. '{\"id\": \"x\"}'")
    cypher.add_argument("--max-rows", type=positive, default=1000, help="rows to show at most (default 1000)")
    cypher.add_argument("--timeout", type=seconds, default=60.0,
                        help="stop a statement after this many seconds (default 60)")

    benchmarks = _benchmarks()
    if benchmarks is None:
        bench = add("bench", cmd_bench, "Benchmarks (not installed: `pip install -e ./bench` in a checkout).")
        bench.add_argument("kind", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)
        return
    bench = add("bench", cmd_bench, "Benchmarks (each on a throwaway local Neo4j by default).")
    benchmarks.add_parsers(bench.add_subparsers(dest="kind", metavar="KIND", required=True), positive)
