"""`kg serve` and `kg mcp`: the servers, composed here from the shells (the HTTP app, the MCP server, the
viewer of `kg mcp`), so that none of those shells imports another. They are imported when a server
starts, so that `kg --help` stays instant."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kg_server.config import Settings

from .common import UsageError, allowed, port, positive, run, switches

WORKER_HOST = "KG_SERVE_HOST"  # what `kg serve --workers N` tells its workers about --host

if TYPE_CHECKING:
    from fastapi import FastAPI
    from mcp.server.mcpserver import MCPServer

    from kg_server.service import KnowledgeGraph
    from kg_server.shells.viewer import LocalViewer


def serve_app(settings: Settings, *, host: str = "127.0.0.1", graph: KnowledgeGraph | None = None) -> FastAPI:
    """The app of `kg serve`: the viewer, the JSON API and MCP at /mcp, on one graph."""
    from kg_server.shells.mcp import build_server
    from kg_server.shells.web import create_app

    return create_app(settings, host=host, graph=graph, mcp=lambda kg: build_server(settings, graph=kg))


def mcp_http_app(settings: Settings, *, host: str = "127.0.0.1", graph: KnowledgeGraph | None = None) -> FastAPI:
    """The app of `kg mcp --transport http`: MCP only, with the same token and Host/Origin checks."""
    from kg_server.shells.mcp import build_server
    from kg_server.shells.web import create_app

    return create_app(settings, host=host, graph=graph, served_by="kg mcp", viewer=False,
                      mcp=lambda kg: build_server(settings, graph=kg))


def stdio_server(settings: Settings, *, viewer: bool = True) -> MCPServer:
    """The MCP server of `kg mcp` over stdio; with `viewer`, it keeps a 3D viewer for its graph answering
    at KG_PUBLIC_URL (`local_viewer`)."""
    from kg_server.shells.mcp import build_server

    return build_server(settings, viewer=(lambda graph: local_viewer(settings, graph)) if viewer else None)


def local_viewer(settings: Settings, graph: KnowledgeGraph) -> LocalViewer:
    """What keeps the viewer of `kg mcp` answering at KG_PUBLIC_URL (kg_server.shells.viewer), serving
    the app of `kg serve` without MCP when nothing else answers there."""
    from kg_server.shells.viewer import LocalViewer
    from kg_server.shells.web import create_app

    def viewer_app(host: str, on: KnowledgeGraph) -> FastAPI:
        return create_app(settings, host=host, graph=on, served_by="kg mcp")

    return LocalViewer(settings, graph, viewer_app)


def served(args: argparse.Namespace, settings: Settings) -> Settings:
    """A server's settings: --allow-writes and --allow-cypher applied, --watch added to KG_WATCH; what
    cannot be watched is refused here, before anything starts."""
    settings = allowed(args, settings)
    settings = settings.model_copy(update={"watch": [*settings.watch, *(args.watch or ())]})
    if missing := [str(path) for path in settings.watched() if not path.expanduser().exists()]:
        raise UsageError(f"nothing to watch at {', '.join(missing)} (--watch, KG_WATCH)")
    if settings.watch:
        print(f"watching {', '.join(map(str, settings.watch))}: the graph follows their edits", file=sys.stderr)
    return settings


def cmd_mcp(args: argparse.Namespace, settings: Settings) -> None:
    settings = served(args, settings)
    if args.transport == "stdio":
        stdio_server(settings, viewer=not args.no_viewer).run("stdio")
        return
    import uvicorn

    from kg_server.shells.web import KEEP_ALIVE_SECONDS

    app = mcp_http_app(settings, host=args.host)
    print(f"MCP (streamable HTTP) at http://{args.host}:{args.port}/mcp", file=sys.stderr)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning", timeout_keep_alive=KEEP_ALIVE_SECONDS)


def cmd_serve(args: argparse.Namespace, settings: Settings) -> None:
    import uvicorn

    from kg_server.shells.viewer import claim_port
    from kg_server.shells.web import KEEP_ALIVE_SECONDS

    settings = served(args, settings)
    if settings.watch and args.workers > 1:  # each worker would run the same ingests against one graph
        raise UsageError("watching files (--watch, KG_WATCH) takes one server process: drop --workers, or run "
                         "`kg ingest --watch PATH` beside the workers")
    # Several workers: uvicorn starts each process and has it build its own app (`worker_app`), from the
    # same environment plus what the flags said. They share nothing but Neo4j (MCP is stateless).
    app: FastAPI | str = serve_app(settings, host=args.host) if args.workers == 1 else f"{__name__}:worker_app"
    note = run(claim_port(settings, args.host, args.port))  # the viewer of a `kg mcp` may hold the port
    if note:
        print(note, file=sys.stderr)
    if args.workers > 1:
        os.environ.update({WORKER_HOST: args.host, "KG_ALLOW_WRITES": str(settings.allow_writes).lower(),
                           "KG_ALLOW_CYPHER": str(settings.allow_cypher).lower()})
    where = f"http://{args.host}:{args.port}"
    workers = f" ({args.workers} worker processes)" if args.workers > 1 else ""
    print(f"kg serve: {where}/ (viewer and API), {where}/mcp (MCP), {where}/docs (OpenAPI){workers}", file=sys.stderr)
    uvicorn.run(app, factory=args.workers > 1, workers=args.workers, host=args.host, port=args.port,
                log_level="warning", proxy_headers=True, timeout_keep_alive=KEEP_ALIVE_SECONDS)


def worker_app() -> FastAPI:
    """The app of one worker process of `kg serve --workers N` (uvicorn calls this in each)."""
    from kg_server.config import load_settings

    return serve_app(load_settings(), host=os.environ.get(WORKER_HOST, "127.0.0.1"))


def add_commands(add: Any) -> None:
    mcp = add("mcp", cmd_mcp, "Serve the MCP tools: stdio (Claude Desktop) or streamable HTTP at /mcp.")
    mcp.add_argument("--transport", choices=["stdio", "http"], default="stdio")
    mcp.add_argument("--host", default="127.0.0.1", help="http: address to bind (beyond loopback needs KG_API_TOKEN)")
    mcp.add_argument("--port", type=port, default=8765, help="http: port (default 8765)")
    mcp.add_argument("--no-viewer", action="store_true",
                     help="stdio: do not serve the 3D viewer at KG_PUBLIC_URL when nothing answers there; "
                          "visualization links are handed out unchecked")
    switches(mcp)
    watch(mcp)

    serve = add("serve", cmd_serve, "The main job: 3D viewer, JSON API and MCP (streamable HTTP) on one port.")
    serve.add_argument("--host", default="127.0.0.1", help="address to bind (beyond loopback needs KG_API_TOKEN)")
    serve.add_argument("--port", type=port, default=8000, help="port (default 8000)")
    serve.add_argument("--workers", type=positive, default=1,
                       help="worker processes (default 1): about one per core; each refuses calls it would make "
                            "wait longer than KG_MAX_WAIT (docs/operations.md#overload)")
    switches(serve)
    watch(serve)


def watch(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--watch", action="append", type=Path, metavar="PATH",
                        help="keep the graph following this folder as its files change: each burst of saves is "
                             "ingested (incrementally); needs --allow-writes (repeatable; KG_WATCH)")
