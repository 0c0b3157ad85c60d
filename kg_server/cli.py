"""The `kg` command: a thin shell over KnowledgeGraph and the local server manager.

Each command parses its arguments, calls one service function and prints the answer. Errors from the
`KGError` tree become one clear line on stderr and the error's exit code; nothing else is caught, so a
real bug still shows its traceback. Heavy imports (neo4j, torch) happen inside commands, so
`kg --help` and `kg config` stay instant.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
from datetime import UTC, datetime
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from . import __version__, contract
from .config import Settings, load_settings
from .errors import KGError
from .expansion import PRESET_NAMES

STATUSES = ("probation", "integrated", "contested")

T = TypeVar("T")
Handler = Callable[[argparse.Namespace, Settings], int | None]


def _run(coroutine: Awaitable[T]) -> T:
    return asyncio.run(coroutine)  # type: ignore[arg-type]


def _graph(settings: Settings) -> Any:
    from .graph import KnowledgeGraph

    return KnowledgeGraph(settings)


async def _with_graph(settings: Settings, action: Callable[[Any], Awaitable[T]]) -> T:
    async with _graph(settings) as graph:
        return await action(graph)


def _console() -> Any:
    from rich.console import Console

    return Console(stderr=True)


class _Bar:
    """A rich progress bar fed by (what, done, total) callbacks."""

    def __init__(self) -> None:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        self.progress = Progress(
            TextColumn("{task.description:>22}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
            console=_console(), transient=False,
        )
        self.tasks: dict[str, Any] = {}

    def __enter__(self) -> _Bar:
        self.progress.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        self.progress.__exit__(*exc)  # type: ignore[arg-type]

    def __call__(self, what: str, done: int, total: int) -> None:
        if what not in self.tasks:
            self.tasks[what] = self.progress.add_task(what, total=total or None)
        self.progress.update(self.tasks[what], completed=done, total=total or None)


# --- commands -------------------------------------------------------------------------------------
def cmd_config(args: argparse.Namespace, settings: Settings) -> None:
    width = max(len(name) for name, _ in settings.described())
    for name, value in settings.described():
        print(f"{name:<{width}}  {value}")


def _local_server(args: argparse.Namespace, settings: Settings) -> Any:
    from .neo4j_local import LocalNeo4j

    return LocalNeo4j(
        home=args.home or settings.neo4j_home,
        cache_dir=settings.cache_dir,
        bolt_port=args.bolt_port,
        http_port=args.http_port,
        heap=args.heap or settings.neo4j_heap,
        pagecache=args.pagecache or settings.neo4j_pagecache,
        username=settings.neo4j_username,
        password=settings.neo4j_password.get_secret_value(),
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


def cmd_init(args: argparse.Namespace, settings: Settings) -> None:
    async def action(graph: Any) -> None:
        await graph.init_schema()
        print(f"schema applied ({graph.embedder.name}, {graph.embedder.dimension} dimensions)")

    _run(_with_graph(settings, action))


def cmd_import(args: argparse.Namespace, settings: Settings) -> None:
    from .bundle import read_bundle

    if args.sample:
        from .sample_data import BUNDLE_FILE

        path = BUNDLE_FILE
    elif args.file:
        path = Path(args.file)
    else:
        raise _usage("kg import needs a FILE (a .json or .jsonl bundle) or --sample")
    bundle = read_bundle(path)  # validates everything before anything is written

    async def action(graph: Any) -> Any:
        with _Bar() as bar:
            return await graph.import_bundle(bundle, progress=bar)

    report = _run(_with_graph(settings, action))
    print(f"imported {path.name}: " + ", ".join(f"{n} {kind}" for kind, n in report.counts.items()))
    computed = {k: v for k, v in report.embedded.items() if v}
    if computed:
        print("computed embeddings: " + ", ".join(f"{n} {kind}" for kind, n in computed.items()))
    for note in report.notes:
        print(f"note: {note}")


class _IngestBar:
    """Documents done of total, paragraphs per second and ETA, on stderr."""

    def __init__(self) -> None:
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn,
                                   TimeRemainingColumn)

        self.progress = Progress(
            TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TextColumn("documents"),
            TextColumn("{task.fields[rate]:>6.1f} paragraphs/s"), TimeElapsedColumn(), TextColumn("ETA"),
            TimeRemainingColumn(), console=_console(), transient=False,
        )
        self.task: Any = None
        self.paragraphs = 0
        self.started = 0.0

    def __enter__(self) -> _IngestBar:
        self.progress.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        self.progress.__exit__(*exc)  # type: ignore[arg-type]

    def start(self, documents: int, paragraphs: int) -> None:
        import time

        self.started = time.perf_counter()
        self.task = self.progress.add_task("ingesting", total=documents, rate=0.0)

    def advance(self, document: str, paragraphs: int) -> None:
        import time

        self.paragraphs += paragraphs
        rate = self.paragraphs / max(time.perf_counter() - self.started, 1e-6)
        self.progress.update(self.task, advance=1, rate=rate)

    def stage(self, what: str) -> None:
        self.progress.update(self.task, description=what)


def cmd_ingest(args: argparse.Namespace, settings: Settings) -> int:
    from .ingest.pipeline import IngestOptions

    options = IngestOptions(include=args.include or (), exclude=args.exclude or (), tags=args.tag or (),
                            max_bytes=args.max_bytes, force=args.force)
    extractor = args.extractor or settings.chosen_extractor()
    if extractor == "llm" and not settings.llm_configured():
        raise _usage("--extractor llm needs an OpenAI-compatible endpoint: set OPENAI_BASE_URL (Ollama, vLLM) "
                     "or OPENAI_API_KEY (OpenAI), and KG_LLM_MODEL")
    where = f"{settings.llm_model} at {settings.openai_base_url or 'api.openai.com'}" if extractor == "llm" else "offline"
    _stderr(f"extractor: {extractor} ({where})")

    async def action(graph: Any) -> Any:
        with _IngestBar() as bar:
            return await graph.ingest(args.paths, extractor=extractor, options=options, progress=bar)

    report = _run(_with_graph(settings, action))
    if args.json:
        print(json.dumps(report.as_dict(), indent=2, default=str))
    else:
        _print_ingest_report(report)
    if report.nothing_ingested():
        _stderr("kg: nothing could be ingested" + (" (no files found)" if not report.files else ""))
        return 1
    if args.strict and (report.skipped or report.failed):
        _stderr(f"kg: --strict: {len(report.skipped)} skipped and {len(report.failed)} failed")
        return 1
    return 0


def _print_ingest_report(report: Any) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title="kg ingest", show_header=False, title_justify="left")
    table.add_column(style="bold")
    table.add_column()
    documents = (f"{report.documents_ingested} ingested ({report.documents_new} new, {report.documents_changed} changed), "
                 f"{report.documents_unchanged} unchanged, {len(report.skipped)} skipped, {len(report.failed)} failed")
    rows = [
        ("extractor", report.extractor),
        ("files", str(report.files)),
        ("documents", documents),
        ("paragraphs", f"{report.paragraphs:,} ({report.paragraphs_per_second:.1f}/s)"),
        ("quotes", f"{report.quotes:,} ({report.quotes_repaired} repaired, {report.quotes_rejected} rejected)"),
        ("concepts", f"{report.concepts_new:,} new, {report.concepts_merged_by_label:,} merged by label, "
                     f"{report.concepts_merged_by_similarity:,} by similarity, {report.concepts_pruned:,} pruned"),
        ("relationships", ", ".join(f"{t} {n}" for t, n in sorted(report.relationships.items())) or "none"),
        ("inferred links", ", ".join(f"{m} {n}" for m, n in report.links.items()) or "none"),
        ("descriptions", f"{report.concepts_described:,} chosen from quotes"),
        *_contradictions_row(report.contradictions),
        *report.extractor_summary,
        ("time", f"{report.seconds:.1f} s"),
    ]
    if report.statements_dropped:
        rows.insert(7, ("statements dropped", f"{report.statements_dropped} (an end named no known concept)"))
    for what, value in rows:
        table.add_row(what, value)
    Console().print(table)
    for path, reason in report.skipped:  # plain lines: never wrapped, easy to grep
        print(f"skipped {path}: {reason}")
    for name, reason in report.failed:
        print(f"failed {name}: {reason}")


def _contradictions_row(found: Any) -> list[tuple[str, str]]:
    if found is None:
        return []
    return [("contradictions", f"{found.contradictions} inferred ({found.claims} claims from {found.statements:,} "
                               f"statements, {found.pairs:,} pairs compared) in {found.seconds:.1f} s")]


def cmd_remove(args: argparse.Namespace, settings: Settings) -> None:
    async def action(graph: Any) -> Any:
        return [await graph.remove_document(name) for name in args.documents]

    for removed in _run(_with_graph(settings, action)):
        pruned = f" and pruned {len(removed.concepts_pruned)} concept(s) left without evidence" if removed.concepts_pruned else ""
        print(f"removed {removed.document}: {removed.paragraphs} paragraphs, {removed.quotes} quotes, "
              f"{removed.relationships} relationships{pruned}; {removed.contradictions} inferred contradictions now")


def cmd_demo_data(args: argparse.Namespace, settings: Settings) -> None:
    args.sample, args.file = True, None
    cmd_import(args, settings)


def cmd_export(args: argparse.Namespace, settings: Settings) -> None:
    from .bundle import write_bundle

    async def action(graph: Any) -> Any:
        return await graph.export_bundle(with_embeddings=not args.no_embeddings)

    bundle = _run(_with_graph(settings, action))
    bundle.exported_at = datetime.now(UTC)
    write_bundle(bundle, args.file)
    print(f"exported to {args.file}: " + ", ".join(f"{n} {kind}" for kind, n in bundle.counts().items()))


def cmd_stats(args: argparse.Namespace, settings: Settings) -> None:
    stats = _run(_with_graph(settings, lambda graph: graph.stats()))
    if args.json:
        print(json.dumps(stats.as_dict(), indent=2, default=str))
        return
    print(f"Neo4j {stats.neo4j_version} at {settings.neo4j_uri} (database {settings.neo4j_database})")
    print(f"documents {stats.documents}  paragraphs {stats.sources}  concepts {stats.concepts}  quotes {stats.instances}")
    rels = ", ".join(f"{t} {n}" for t, n in stats.relationships.items()) or "none"
    print(f"relationships: {rels}")
    variant = f"{stats.embedding_variant}, " if stats.embedding_variant else ""
    print(f"embeddings: {stats.embedding_model or '(none yet)'} ({variant}{stats.embedding_dimension or '-'} dims)")
    print(f"last ingest: {stats.last_ingest or 'never'}")
    for index in stats.indexes:
        if index["type"] in ("VECTOR", "FULLTEXT"):
            print(f"index {index['name']}: {index['type'].lower()} {index['state'].lower()} ({index['populationPercent']:.0f}%)")


def cmd_reembed(args: argparse.Namespace, settings: Settings) -> None:
    async def action(graph: Any) -> Any:
        with _Bar() as bar:
            return await graph.reembed(progress=bar)

    counts = _run(_with_graph(settings, action))
    print("re-embedded " + ", ".join(f"{n} {kind}" for kind, n in counts.items()))


def cmd_bundle_schema(args: argparse.Namespace, settings: Settings) -> None:
    from .bundle import bundle_json_schema

    print(json.dumps(bundle_json_schema(), indent=2))


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
    password = secret if with_password or local_default else "<your NEO4J_PASSWORD: `kg claude-config --with-password` prints it>"
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


def _allowed(args: argparse.Namespace, settings: Settings) -> Settings:
    """The settings with --allow-writes / --allow-cypher applied (flags only switch things on)."""
    return settings.model_copy(update={"allow_writes": settings.allow_writes or args.allow_writes,
                                       "allow_cypher": settings.allow_cypher or args.allow_cypher})


def cmd_mcp(args: argparse.Namespace, settings: Settings) -> None:
    settings = _allowed(args, settings)
    if args.transport == "stdio":
        from .mcp_server import build_server

        build_server(settings, viewer=not args.no_viewer).run("stdio")
        return
    import uvicorn

    from .web import KEEP_ALIVE_SECONDS, create_app

    # The same app as `kg serve`, MCP only: the same token and Host/Origin checks.
    app = create_app(settings, host=args.host, served_by="kg mcp", viewer=False)
    print(f"MCP (streamable HTTP) at http://{args.host}:{args.port}/mcp", file=sys.stderr)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning", timeout_keep_alive=KEEP_ALIVE_SECONDS)


def cmd_serve(args: argparse.Namespace, settings: Settings) -> None:
    import uvicorn

    from .viewer import claim_port
    from .web import KEEP_ALIVE_SECONDS, create_app

    app = create_app(_allowed(args, settings), host=args.host)
    note = _run(claim_port(settings, args.host, args.port))  # the viewer of a `kg mcp` may hold the port
    if note:
        print(note, file=sys.stderr)
    where = f"http://{args.host}:{args.port}"
    print(f"kg serve: {where}/ (viewer and API), {where}/mcp (MCP), {where}/docs (OpenAPI)", file=sys.stderr)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning", proxy_headers=True,
                timeout_keep_alive=KEEP_ALIVE_SECONDS)


def cmd_viz(args: argparse.Namespace, settings: Settings) -> None:
    request = contract.GetVisualizationUrl.parse(
        {"concept_ids": args.concept_ids or [], "depth": args.depth, "center_concept": args.center_concept})
    link = _run(_with_graph(settings, lambda graph: graph.get_visualization_url(request)))
    print(link.url)


def cmd_search(args: argparse.Namespace, settings: Settings) -> None:
    request = contract.SearchConcepts.parse(
        {"query": " ".join(args.query), "limit": args.limit, "mode": args.mode, "min_similarity": args.min_similarity,
         "status": args.status})
    result = _run(_with_graph(settings, lambda graph: graph.search_concepts(request)))
    print(result.model_dump_json(indent=2) if args.json else result.render())


def cmd_scout(args: argparse.Namespace, settings: Settings) -> None:
    request = contract.Scout.parse({"query": " ".join(args.query), "tags": args.tags or [], "budget": args.budget,
                                    "max_depth": args.max_depth, "preset": args.preset, "threshold": args.threshold})
    result = _run(_with_graph(settings, lambda graph: graph.scout(request)))
    print(result.model_dump_json(indent=2) if args.json else result.render())


def cmd_friction(args: argparse.Namespace, settings: Settings) -> None:
    request = contract.FrictionReport.parse({"topic_prefix": args.topic_prefix, "limit": args.limit})

    async def action(graph: Any) -> Any:
        if args.refresh:
            _stderr(f"friction recomputed: {await graph.refresh_friction()} concepts changed")
        return await graph.friction_report(request)

    result = _run(_with_graph(settings, action))
    print(result.model_dump_json(indent=2) if args.json else result.render())


def cmd_cypher(args: argparse.Namespace, settings: Settings) -> int | None:
    from . import repl

    try:
        parameters = json.loads(args.params) if args.params else {}
    except ValueError as error:
        raise _usage(f"--params must be a JSON object, e.g. '{{\"id\": \"uncapped-ip-indemnity\"}}' ({error})") from None
    if not isinstance(parameters, dict):
        raise _usage("--params must be a JSON object, e.g. '{\"id\": \"uncapped-ip-indemnity\"}'")
    options = {"write": args.write, "max_rows": args.max_rows, "timeout": args.timeout, "parameters": parameters}
    if args.statement:
        repl.one_shot(settings, " ".join(args.statement), as_json=args.json, **options)
        return None
    return repl.interactive(settings, as_json=args.json, **options)


def cmd_bench(args: argparse.Namespace, settings: Settings) -> None:
    from . import bench

    result = bench.module(args.kind).run(args, settings, _stderr)
    print(json.dumps(result) if args.json else result["summary"])  # --json: one object on the last line


def _stderr(line: str) -> None:
    print(line, file=sys.stderr)


# --- parser ---------------------------------------------------------------------------------------
class _UsageError(Exception):
    pass


def _usage(message: str) -> _UsageError:
    return _UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kg", description="kg_server: a Neo4j-backed concept explorer.")
    parser.add_argument("--version", action="version", version=f"kg {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    def add(name: str, handler: Handler, help_text: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help_text, description=help_text)
        sub.set_defaults(handler=handler)
        return sub

    add("config", cmd_config, "Print the effective settings (secrets masked).")

    neo4j = add("neo4j", cmd_neo4j, "Manage a local Neo4j 5.26 server (no Docker needed).")
    neo4j.add_argument("action", choices=["start", "stop", "status", "logs"])
    neo4j.add_argument("--home", type=Path, help="server home directory (default: KG_NEO4J_HOME)")
    neo4j.add_argument("--bolt-port", type=_port, default=7687, help="Bolt port (default 7687)")
    neo4j.add_argument("--http-port", type=_port, default=7474, help="HTTP/Browser port (default 7474)")
    neo4j.add_argument("--heap", help="JVM heap, e.g. 1g (default: KG_NEO4J_HEAP)")
    neo4j.add_argument("--pagecache", help="page cache, e.g. 512m (default: KG_NEO4J_PAGECACHE)")
    neo4j.add_argument("-n", "--lines", type=int, default=50, help="logs: how many lines")
    neo4j.add_argument("-f", "--follow", action="store_true", help="logs: keep following")

    add("init", cmd_init, "Apply the schema (constraints, vector and full-text indexes); idempotent.")

    imp = add("import", cmd_import, "Import a graph bundle (.json or .jsonl); validated first, idempotent.")
    imp.add_argument("file", nargs="?", help="the bundle file")
    imp.add_argument("--sample", action="store_true", help="import the packaged sample procurement dataset")

    ingest = add("ingest", cmd_ingest, "Turn files and folders (Markdown, text, HTML, PDF) into the graph; incremental.")
    ingest.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="files or folders (walked recursively)")
    ingest.add_argument("--include", action="append", metavar="GLOB", help="only matching files, e.g. '*.md' (repeatable)")
    ingest.add_argument("--exclude", action="append", metavar="GLOB", help="leave matching files out, e.g. 'drafts/**' (repeatable)")
    ingest.add_argument("--tag", action="append", help="add a tag to every document (repeatable)")
    ingest.add_argument("--extractor", choices=["local", "llm"], help="default: KG_EXTRACTOR (auto: llm when configured)")
    ingest.add_argument("--force", action="store_true", help="re-extract documents even when their content is unchanged")
    ingest.add_argument("--strict", action="store_true", help="exit 1 when any file is skipped or fails")
    ingest.add_argument("--max-bytes", type=_positive, default=20 * 1024 * 1024, help="skip larger files (default 20 MB)")
    ingest.add_argument("--json", action="store_true", help="print the report as JSON")

    remove = add("remove", cmd_remove, "Delete documents with their evidence; prune concepts left without any.")
    remove.add_argument("documents", nargs="+", metavar="DOCUMENT",
                        help="a document's name (e.g. Contracts/msa.md), file name, name without extension or title")

    add("demo-data", cmd_demo_data, "Load the packaged sample dataset (same as `kg import --sample`).")

    exp = add("export", cmd_export, "Export the whole graph as a bundle (.json or .jsonl by extension).")
    exp.add_argument("file", type=Path)
    exp.add_argument("--no-embeddings", action="store_true", help="leave the vectors out (smaller file)")

    stats = add("stats", cmd_stats, "Counts, embedder, index states and Neo4j version.")
    stats.add_argument("--json", action="store_true")

    add("reembed", cmd_reembed, "Rebuild vector indexes for the configured embedder and re-embed everything.")
    add("bundle-schema", cmd_bundle_schema, "Print the JSON Schema of the bundle format.")
    claude = add("claude-config", cmd_claude_config, "Print a Claude Desktop configuration entry for `kg mcp`.")
    claude.add_argument("--with-password", action="store_true", help="include NEO4J_PASSWORD instead of a placeholder")

    mcp = add("mcp", cmd_mcp, "Serve the MCP tools: stdio (Claude Desktop) or streamable HTTP at /mcp.")
    mcp.add_argument("--transport", choices=["stdio", "http"], default="stdio")
    mcp.add_argument("--host", default="127.0.0.1", help="http: address to bind (beyond loopback needs KG_API_TOKEN)")
    mcp.add_argument("--port", type=_port, default=8765, help="http: port (default 8765)")
    mcp.add_argument("--no-viewer", action="store_true",
                     help="stdio: do not serve the 3D viewer at KG_PUBLIC_URL when nothing answers there; "
                          "visualization links are handed out unchecked")
    _switches(mcp)

    serve = add("serve", cmd_serve, "The main job: 3D viewer, JSON API and MCP (streamable HTTP) on one port.")
    serve.add_argument("--host", default="127.0.0.1", help="address to bind (beyond loopback needs KG_API_TOKEN)")
    serve.add_argument("--port", type=_port, default=8000, help="port (default 8000)")
    _switches(serve)

    cypher = add("cypher", cmd_cypher, "A Cypher console: interactive, or one STATEMENT; read-only unless --write.")
    cypher.add_argument("statement", nargs="*", metavar="STATEMENT",
                        help="run this statement (or :schema, :explain TOOL {json}, ...) and exit; none: interactive")
    cypher.add_argument("--write", action="store_true", help="let statements change the graph (auto-commit transactions)")
    cypher.add_argument("--json", action="store_true", help="print answers as JSON")
    cypher.add_argument("--params", metavar="JSON", help="$parameters as a JSON object, e.g. '{\"id\": \"x\"}'")
    cypher.add_argument("--max-rows", type=_positive, default=1000, help="rows to show at most (default 1000)")
    cypher.add_argument("--timeout", type=_seconds, default=60.0,
                        help="stop a statement after this many seconds (default 60)")

    # The operations' arguments: types, bounds, defaults and help come from kg_server.contract.
    viz = add("viz", cmd_viz, "Create a 3D visualization link (as get_visualization_url) and print it.")
    _option(viz, "--concept", contract.GetVisualizationUrl, "concept_ids", action="append", default=None, metavar="ID")
    _option(viz, "--center", contract.GetVisualizationUrl, "center_concept", metavar="ID")
    _option(viz, "--depth", contract.GetVisualizationUrl, "depth", metavar="N")

    search = add("search", cmd_search, "Search concepts (hybrid, semantic or lexical) from the command line.")
    search.add_argument("query", nargs="+", help=contract.SearchConcepts.model_fields["query"].description)
    _option(search, "--mode", contract.SearchConcepts, "mode", choices=contract.MODES)
    _option(search, "--limit", contract.SearchConcepts, "limit", metavar="N")
    _option(search, "--min-similarity", contract.SearchConcepts, "min_similarity", metavar="COSINE")
    _option(search, "--status", contract.SearchConcepts, "status", choices=STATUSES)
    search.add_argument("--json", action="store_true", help="print the answer as JSON")

    scout = add("scout", cmd_scout, "Explore the graph for a question within a budget (as the scout tool).")
    scout.add_argument("query", nargs="+", help=contract.Scout.model_fields["query"].description)
    _option(scout, "--tag", contract.Scout, "tags", action="append", default=None, metavar="TAG")
    _option(scout, "--budget", contract.Scout, "budget", metavar="N")
    _option(scout, "--max-depth", contract.Scout, "max_depth", metavar="N")
    _option(scout, "--preset", contract.Scout, "preset", choices=PRESET_NAMES)
    _option(scout, "--threshold", contract.Scout, "threshold", metavar="SCORE")
    scout.add_argument("--json", action="store_true", help="print the answer (with its trace) as JSON")

    friction = add("friction", cmd_friction, "The most contested concepts with their opposing quotes (friction_report).")
    _option(friction, "--topic-prefix", contract.FrictionReport, "topic_prefix", metavar="FOLDER")
    _option(friction, "--limit", contract.FrictionReport, "limit", metavar="N")
    friction.add_argument("--refresh", action="store_true", help="recompute every concept's friction and status first")
    friction.add_argument("--json", action="store_true", help="print the answer as JSON")

    bench = add("bench", cmd_bench, "Benchmarks (each on a throwaway local Neo4j by default).")
    bench_kinds = bench.add_subparsers(dest="kind", metavar="KIND", required=True)
    from .bench import add_parsers

    add_parsers(bench_kinds, _positive)
    return parser


def _switches(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--allow-writes", action="store_true",
                        help="offer the curation tools (add_concept, ...): they change the graph (KG_ALLOW_WRITES)")
    parser.add_argument("--allow-cypher", action="store_true",
                        help="offer the read-only run_cypher MCP tool (KG_ALLOW_CYPHER)")


def _option(parser: argparse.ArgumentParser, flag: str, model: type[contract.Input], name: str,
            **options: Any) -> None:
    """A command-line option for one field of an operation's input: its help and default come from the
    contract, and its value is checked there (flags are read as text)."""
    field = model.model_fields[name]
    default = None if field.is_required() else field.get_default(call_default_factory=True)
    options.setdefault("default", default)
    shown = f" (default {default})" if default not in (None, []) else ""
    parser.add_argument(flag, dest=name, help=f"{field.description}{shown}", **options)


def _port(value: str) -> int:
    number = _positive(value)
    if number > 65535:
        raise argparse.ArgumentTypeError(f"{value} is not a port (1-65535)")
    return number


def _seconds(value: str) -> float:
    try:
        number = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a number of seconds") from None
    if not number > 0:
        raise argparse.ArgumentTypeError(f"{value} must be more than 0 seconds")
    return number


def _positive(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a whole number") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"{value} must be at least 1")
    return number


def main(argv: Sequence[str] | None = None) -> int:
    # The driver logs each retry as a warning; our own error message says what matters, once.
    logging.getLogger("neo4j").setLevel(logging.ERROR)
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code = args.handler(args, load_settings())
    except _UsageError as error:
        parser.error(str(error))
    except KGError as error:
        print(f"kg: {error}", file=sys.stderr)
        return error.exit_code
    except KeyboardInterrupt:
        print("kg: interrupted", file=sys.stderr)
        return 130
    return int(code or 0)


if __name__ == "__main__":
    sys.exit(main())
