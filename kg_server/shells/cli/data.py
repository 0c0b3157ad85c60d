"""`kg` commands for the graph as a whole: schema, import and export, ingest and removal, stats."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from kg_server.config import Settings

from .common import Bar, Progress, UsageError, on_graph, positive, stderr


def cmd_init(args: argparse.Namespace, settings: Settings) -> None:
    async def action(graph: Any) -> None:
        await graph.init_schema()
        print(f"schema applied ({graph.embedder.name}, {graph.embedder.dimension} dimensions)")

    on_graph(settings, action)

def cmd_import(args: argparse.Namespace, settings: Settings) -> None:
    from kg_server.transfer.files import read_bundle

    if args.sample:
        from kg_server.transfer.sample import BUNDLE_FILE

        path = BUNDLE_FILE
    elif args.file:
        path = Path(args.file)
    else:
        raise UsageError("kg import needs a FILE (a .json or .jsonl bundle) or --sample")
    bundle = read_bundle(path)  # validates everything before anything is written

    async def action(graph: Any) -> Any:
        with Bar() as bar:
            return await graph.import_bundle(bundle, progress=bar)

    report = on_graph(settings, action)
    print(f"imported {path.name}: " + ", ".join(f"{n} {kind}" for kind, n in report.counts.items()))
    computed = {k: v for k, v in report.embedded.items() if v}
    if computed:
        print("computed embeddings: " + ", ".join(f"{n} {kind}" for kind, n in computed.items()))
    for note in report.notes:
        print(f"note: {note}")

class _IngestBar(Progress):
    """Documents done of total, paragraphs per second and ETA."""

    def __init__(self) -> None:
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        super().__init__(
            TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TextColumn("documents"),
            TextColumn("{task.fields[rate]:>6.1f} paragraphs/s"), TimeElapsedColumn(), TextColumn("ETA"),
            TimeRemainingColumn(),
        )
        self.task: Any = None
        self.paragraphs = 0
        self.started = 0.0

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
    from kg_server.ingest.report import IngestOptions

    options = IngestOptions(include=args.include or (), exclude=args.exclude or (), tags=args.tag or (),
                            max_bytes=args.max_bytes, force=args.force)
    extractor = args.extractor or settings.chosen_extractor()
    if extractor == "llm" and not settings.llm_configured():
        raise UsageError("--extractor llm needs an OpenAI-compatible endpoint: set OPENAI_BASE_URL (Ollama, vLLM) "
                     "or OPENAI_API_KEY (OpenAI), and KG_LLM_MODEL")
    where = (
        f"{settings.llm_model} at {settings.openai_base_url or 'api.openai.com'}" if extractor == "llm" else "offline"
    )
    stderr(f"extractor: {extractor} ({where})")

    async def action(graph: Any) -> Any:
        with _IngestBar() as bar:
            return await graph.ingest(args.paths, extractor=extractor, options=options, progress=bar)

    async def live(graph: Any) -> Any:
        # Watching starts first: what changes during the first ingest makes the watcher's first run.
        watcher = await graph.watch(args.paths, extractor=extractor, options=options,
                                    on_run=lambda run: print(run.line(), flush=True))
        _reported(args, await action(graph))
        stderr(f"watching {', '.join(map(str, args.paths))}: a line per run; Ctrl-C stops")
        ctrl_c = _stop_on_ctrl_c()
        stopped = asyncio.ensure_future(watcher.stopped())
        await asyncio.wait([stopped, asyncio.ensure_future(ctrl_c.wait())], return_when=asyncio.FIRST_COMPLETED)
        if stopped.done():
            stopped.result()  # watching failed: said as any error is

    if args.watch:
        try:
            on_graph(settings, live)
        except KeyboardInterrupt:  # Ctrl-C during the first ingest
            pass
        stderr("kg: stopped watching")
        return 0
    return _reported(args, on_graph(settings, action))

STOP_SECONDS = 15.0  # after Ctrl-C, the longest the graph may take to close before the process ends anyway


def _stop_on_ctrl_c() -> asyncio.Event:
    """Set at Ctrl-C: watching ends and the graph closes as usual (then `kg: stopped watching`). A second
    Ctrl-C, or a close that takes over STOP_SECONDS (a server that stopped answering), ends the process
    at once: Ctrl-C always stops watching."""
    pressed = asyncio.Event()

    def interrupted() -> None:
        if pressed.is_set():
            os._exit(130)
        pressed.set()
        timer = threading.Timer(STOP_SECONDS, _stopped_anyway)
        timer.daemon = True
        timer.start()

    asyncio.get_running_loop().add_signal_handler(signal.SIGINT, interrupted)
    return pressed


def _stopped_anyway() -> None:
    stderr(f"kg: stopped watching (the graph did not close within {STOP_SECONDS:.0f} s)")
    os._exit(130)


def _reported(args: argparse.Namespace, report: Any) -> int:
    """The report printed, and the exit code it makes."""
    if args.json:
        print(json.dumps(report.as_dict(), indent=2, default=str), flush=True)
    else:
        _print_ingest_report(report)
    if report.nothing_ingested():
        stderr("kg: nothing could be ingested" + (" (no files found)" if not report.files else ""))
        return 1
    if args.strict and (report.skipped or report.failed):
        stderr(f"kg: --strict: {len(report.skipped)} skipped and {len(report.failed)} failed")
        return 1
    return 0

def _print_ingest_report(report: Any) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title="kg ingest", show_header=False, title_justify="left")
    table.add_column(style="bold")
    table.add_column()
    code = f", {report.code.files_changed} code files read" if report.code and report.code.files_changed else ""
    documents = (f"{report.documents_ingested} ingested ({report.documents_new} new, {report.documents_changed} changed"
                 f"{code}), {report.documents_unchanged} unchanged, {len(report.skipped)} skipped, "
                 f"{len(report.failed)} failed")
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
        *([("code", report.code.summary())] if report.code else []),
        *([("not read", report.not_read_summary())] if report.not_read else []),
        *([("communities", report.communities.summary())] if report.communities else []),
        *report.extractor_summary,
        ("time", f"{report.seconds:.1f} s"),
    ]
    if report.statements_dropped or report.statements_unsupported:
        why = [
            f"{n} {reason}"
            for n, reason in (
                (report.statements_dropped, "an end named no known concept"),
                (report.statements_unsupported, "the paragraph does not mention both ends"),
            )
            if n
        ]
        rows.insert(7, ("statements dropped", "; ".join(why)))
    for what, value in rows:
        table.add_row(what, value)
    Console().print(table)
    supported = ""
    for path, reason in report.skipped:  # plain lines: never wrapped, easy to grep
        reason, _, tail = reason.partition("; supported: ")  # what is read is said once, below
        supported = tail or supported
        print(f"skipped {path}: {reason}")
    if supported:
        print(f"supported: {supported}")
    for name, reason in report.failed:
        print(f"failed {name}: {reason}")

def _contradictions_row(found: Any) -> list[tuple[str, str]]:
    if found is None:
        return []
    judged = ""
    if found.llm_pairs or found.llm_error:
        judged = (f"; the LLM judged {found.llm_pairs:,} pairs no rule decided and found {found.llm_contradictions}"
                  if not found.llm_error else f"; the LLM's judgement left out: {found.llm_error}")
    return [("contradictions", f"{found.contradictions} inferred ({found.claims} claims from {found.statements:,} "
                               f"statements, {found.pairs:,} pairs compared{judged}) in {found.seconds:.1f} s")]

def cmd_remove(args: argparse.Namespace, settings: Settings) -> None:
    async def action(graph: Any) -> Any:
        return [await graph.remove_document(name) for name in args.documents]

    for removed in on_graph(settings, action):
        pruned = (
            f" and pruned {len(removed.concepts_pruned)} concept(s) left without evidence"
            if removed.concepts_pruned
            else ""
        )
        print(f"removed {removed.document}: {removed.paragraphs} paragraphs, {removed.quotes} quotes, "
              f"{removed.relationships} relationships{pruned}; {removed.contradictions} inferred contradictions now")

def cmd_demo_data(args: argparse.Namespace, settings: Settings) -> None:
    args.sample, args.file = True, None
    cmd_import(args, settings)

def cmd_export(args: argparse.Namespace, settings: Settings) -> None:
    from kg_server.transfer.files import write_bundle

    async def action(graph: Any) -> Any:
        return await graph.export_bundle(with_embeddings=not args.no_embeddings)

    bundle = on_graph(settings, action)
    bundle.exported_at = datetime.now(UTC)
    write_bundle(bundle, args.file)
    print(f"exported to {args.file}: " + ", ".join(f"{n} {kind}" for kind, n in bundle.counts().items()))

def cmd_stats(args: argparse.Namespace, settings: Settings) -> None:
    stats = on_graph(settings, lambda graph: graph.stats())
    if args.json:
        print(json.dumps(stats.as_dict(), indent=2, default=str))
        return
    print(f"Neo4j {stats.neo4j_version} at {settings.neo4j_uri} (database {settings.neo4j_database})")
    print(
        f"documents {stats.documents}  paragraphs {stats.sources}  concepts {stats.concepts}  quotes {stats.instances}"
    )
    rels = ", ".join(f"{t} {n}" for t, n in stats.relationships.items()) or "none"
    print(f"relationships: {rels}")
    variant = f"{stats.embedding_variant}, " if stats.embedding_variant else ""
    print(f"embeddings: {stats.embedding_model or '(none yet)'} ({variant}{stats.embedding_dimension or '-'} dims)")
    print(f"last ingest: {stats.last_ingest or 'never'}")
    for index in stats.indexes:
        if index["type"] in ("VECTOR", "FULLTEXT"):
            print(
                f"index {index['name']}: {index['type'].lower()} {index['state'].lower()} "
                f"({index['populationPercent']:.0f}%)"
            )


def cmd_reembed(args: argparse.Namespace, settings: Settings) -> None:
    async def action(graph: Any) -> Any:
        with Bar() as bar:
            return await graph.reembed(progress=bar)

    counts = on_graph(settings, action)
    print("re-embedded " + ", ".join(f"{n} {kind}" for kind, n in counts.items()))

def cmd_recluster(args: argparse.Namespace, settings: Settings) -> None:
    run = on_graph(settings, lambda graph: graph.refresh_communities())
    if args.json:
        print(json.dumps(run.as_dict(), indent=2))
    else:
        print(f"communities: {run.summary()}")
    if not run.computed:
        raise SystemExit(3)

def cmd_bundle_schema(args: argparse.Namespace, settings: Settings) -> None:
    from kg_server.transfer.files import bundle_json_schema

    print(json.dumps(bundle_json_schema(), indent=2))


def add_commands(add: Any) -> None:
    add("init", cmd_init, "Apply the schema (constraints, vector and full-text indexes); idempotent.")

    imp = add("import", cmd_import, "Import a graph bundle (.json or .jsonl); validated first, idempotent.")
    imp.add_argument("file", nargs="?", help="the bundle file")
    imp.add_argument("--sample", action="store_true", help="import the packaged sample procurement dataset")

    ingest = add(
        "ingest", cmd_ingest, "Turn files and folders (Markdown, text, HTML, PDF) into the graph; incremental."
    )
    ingest.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="files or folders (walked recursively)")
    ingest.add_argument(
        "--include", action="append", metavar="GLOB", help="only matching files, e.g. '*.md' (repeatable)"
    )
    ingest.add_argument(
        "--exclude", action="append", metavar="GLOB", help="leave matching files out, e.g. 'drafts/**' (repeatable)"
    )
    ingest.add_argument("--tag", action="append", help="add a tag to every document (repeatable)")
    ingest.add_argument(
        "--extractor", choices=["local", "llm"], help="default: KG_EXTRACTOR (auto: llm when configured)"
    )
    ingest.add_argument(
        "--force", action="store_true", help="re-extract documents even when their content is unchanged"
    )
    ingest.add_argument("--strict", action="store_true", help="exit 1 when any file is skipped or fails")
    ingest.add_argument(
        "--max-bytes", type=positive, default=20 * 1024 * 1024, help="skip larger files (default 20 MB)"
    )
    ingest.add_argument("--json", action="store_true", help="print the report as JSON")
    ingest.add_argument("--watch", action="store_true",
                        help="then keep the graph following the files: each burst of saves is ingested, a line "
                             "printed per run, until Ctrl-C")

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
    recluster = add("recluster", cmd_recluster, "Recompute the communities (done after every ingest, import and "
                                                "removal; needs Neo4j's Graph Data Science library).")
    recluster.add_argument("--json", action="store_true")
    add("bundle-schema", cmd_bundle_schema, "Print the JSON Schema of the bundle format.")
