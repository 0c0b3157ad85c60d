"""KnowledgeGraph: the one service layer under every shell (MCP tools, HTTP API, CLI, consoles).

It answers every operation of `kg_server.contract.OPERATIONS`, each called through its entry, typed:
`await graph.run(FIND_CONNECTIONS, request)` takes a `FindConnections` and returns `Connections`. The
operation's implementation (a feature's function, `@implements(ENTRY)`) runs on the service's resources,
writes are refused unless the server allows them, and the answer is cut to the caller's token budget
(`kg_server.budget`) in one place for every shell. `explain` shows what an operation runs without changing
anything. The rest are the graph's lifecycle (schema, stats), whole graphs (import, export, ingest,
remove), the watcher that keeps the graph following folders as they are edited (live mode), and the
viewer's sessions.

Constructing it does no I/O. `verify()` checks Neo4j and the schema; shells call it once at start-up
(a lifespan), not in every operation.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, TypeVar, cast
from urllib.parse import urlsplit

from neo4j.exceptions import Neo4jError
from pydantic import BaseModel
from pydantic_core import to_jsonable_python

# Importing the features registers their implementations (`@implements`); the service calls some of them
# directly too. tests/test_architecture.py checks that every feature of the floor table is imported here.
from kg_server import (  # noqa: F401
    adhoc,
    communities,
    curation,
    explore,
    ingest,
    scout,
    search,
    transfer,
    visualize,
)
from kg_server.answers.console import ExplainedCall, ExplainedStatement
from kg_server.answers.stats import Behind, GraphIdentity, GraphStats, WatchedRun, Watching
from kg_server.answers.views import VizGraph, VizSession
from kg_server.contract import IMPLEMENTATIONS, OPERATIONS, Bounded, Input, Operation
from kg_server.ingest import (
    Burst,
    CaughtUp,
    IngestOptions,
    IngestProgress,
    IngestReport,
    RemoveReport,
    Watcher,
    vanished,
)
from kg_server.ingest.code.readers import WarmReaders
from kg_server.providers.compilers import WarmCompilers
from kg_server.providers.embeddings import Embedder, make_embedder
from kg_server.store import schema
from kg_server.store.db import Database

from .budget import fit, read_cursor, widened
from .config import Settings
from .errors import InvalidArgument, KGError, WritesDisabled

if missing := sorted(set(OPERATIONS) - set(IMPLEMENTATIONS)):
    raise RuntimeError(f"operations without an implementation: {', '.join(missing)}")

log = logging.getLogger(__name__)

In = TypeVar("In", bound=Input)
Out = TypeVar("Out", bound=BaseModel)


# The watcher's runs leave friction and communities owed; they are computed once the files have been
# quiet this long (2-4 s over click's graph, more than the change itself).
QUIET_SECONDS = 10.0
# An ingest that changed at most this many code files (and no prose) keeps the communities, placing its
# new concepts, instead of running Leiden over the whole graph again (`_after_ingest`).
PLACED_FILES = 3

class KnowledgeGraph:
    def __init__(self, settings: Settings, *, db: Database | None = None, embedder: Embedder | None = None) -> None:
        self.settings = settings
        self.db = db or Database(settings)
        self._embedder = embedder
        self._identity: GraphIdentity | None = None
        self._views = visualize.ViewCache()
        self._compilers: WarmCompilers | None = None
        self.code_readers = WarmReaders()  # language servers an ingest of a few files reads with, kept warm
        self._settling: asyncio.Task[None] | None = None  # the watcher's communities, computed when quiet
        self._warming: asyncio.Task[None] | None = None  # the watched code's language servers, started ahead
        self._watcher: Watcher | None = None
        self._ingesting = asyncio.Lock()  # one ingest at a time: the first of `kg ingest --watch` and its watcher's
        self._schema_applied = False

    @property
    def compilers(self) -> WarmCompilers:
        """The language servers scout checks changes of code with, kept warm between questions."""
        if self._compilers is None:
            self._compilers = WarmCompilers(self.settings)
        return self._compilers

    @property
    def embedder(self) -> Embedder:
        """Created on first use: loading a model is slow and many operations never embed."""
        if self._embedder is None:
            self._embedder = make_embedder(self.settings)
        return self._embedder

    async def close(self) -> None:
        if self._watcher is not None:  # first: a run uses what closes next
            await self._watcher.close()
        for task in (self._settling, self._warming):
            if task is not None:
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
        if self._compilers is not None:
            await self._compilers.close()
        await self.code_readers.close()
        await self.db.close()

    async def __aenter__(self) -> KnowledgeGraph:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # --- the operations -------------------------------------------------------------------------
    async def run(self, operation: Operation[In, Out], request: In, *, curator: str = "api") -> Out:
        """Answer one operation: its implementation, then the answer fitted to the token budget. Every
        shell calls this, and only this decides whether a write may run; `curator` (who asked) reaches
        the implementation of a write, which keeps it in the change log."""
        name = operation.name
        # A dry run (`explain`) is rolled back, so it may show what a write would run.
        if operation.writes and not (self.settings.allow_writes or self.db.dry_running):
            raise WritesDisabled(name)
        offsets = read_cursor(name, request) if isinstance(request, Bounded) else {}
        implementation = IMPLEMENTATIONS[name]
        asked = widened(request, operation.result, offsets)
        answer = await (implementation(self, asked, curator=curator) if operation.writes
                        else implementation(self, asked))
        fitted = fit(answer, request, operation=name, offsets=offsets, max_tokens=self.settings.max_answer_tokens)
        return cast(Out, fitted)  # an implementation answers its entry's model (tests/test_contract.py checks)

    async def explain(self, name: str, arguments: dict[str, Any]) -> ExplainedCall:
        """What an operation runs: its named queries and parameters, recorded in one transaction that is
        rolled back (the consoles' `:explain TOOL {json}`)."""
        operation = OPERATIONS.get(name)
        if operation is None or operation.gate == "cypher":
            known = ", ".join(op.name for op in OPERATIONS.values() if op.gate != "cypher")
            raise InvalidArgument(f"unknown tool {name!r}; :explain knows: {known}")
        request = operation.input(**arguments)
        error = None
        async with self.db.dry_run() as recorded:
            try:
                await self.run(operation, request, curator="console")
            except KGError as failure:
                error = failure.message
            except Neo4jError as failure:  # what the tool would have met too
                error = f"Neo4j refused a statement: {failure.message or failure.code}"
        statements = [ExplainedStatement(name=s.name, access=s.access, text=s.text,
                                         parameters=to_jsonable_python(s.parameters, fallback=str)) for s in recorded]
        return ExplainedCall(tool=name, arguments=request.model_dump(mode="json", exclude_defaults=True),
                             writes=operation.writes, statements=statements, error=error)

    # --- lifecycle ------------------------------------------------------------------------------
    async def verify(self) -> str:
        """Neo4j answers, the schema exists and matches the embedder; returns the Neo4j version."""
        version = await self.db.verify()
        await schema.require_schema(self.db, self.embedder.name, self.embedder.dimension, variant=self.embedder.variant)
        return version

    async def identity(self) -> GraphIdentity:
        """Which graph this is, asked of Neo4j once and then remembered (a database keeps its id)."""
        if self._identity is None:
            row = (await self.db.read("database_identity"))[0]
            self._identity = self.declared_identity().model_copy(update={"database_id": row["id"]})
        return self._identity

    def declared_identity(self) -> GraphIdentity:
        """The identity the settings give, without asking Neo4j (so without the database's id)."""
        parts = urlsplit(self.settings.neo4j_uri)
        where = parts._replace(netloc=parts.netloc.rpartition("@")[2]).geturl()  # never the credentials
        return GraphIdentity(neo4j_uri=where, database=self.settings.neo4j_database)

    async def identity_or_declared(self, wait: float | None = None) -> GraphIdentity:
        """The graph's identity, or the declared one when Neo4j does not answer (within `wait` seconds):
        a server that cannot reach its database still says which graph it was set up to serve."""
        try:
            return await asyncio.wait_for(self.identity(), wait)
        except (KGError, TimeoutError):
            return self.declared_identity()

    async def init_schema(self) -> None:
        await self.db.verify()
        await schema.apply_schema(self.db, self.embedder.name, self.embedder.dimension, variant=self.embedder.variant)
        self._schema_applied = True

    async def reembed(self, progress: schema.Progress | None = None) -> dict[str, int]:
        await self.db.verify()
        return await schema.reembed(self.db, self.embedder, progress=progress)

    async def stats(self) -> GraphStats:
        version = await self.db.verify()
        stats = await explore.graph_stats(
            self.db, neo4j_version=version, configured_embedder=self.settings.embedding_model
        )
        return stats.model_copy(update={"watching": self.watching()})

    # --- whole graphs -----------------------------------------------------------------------------
    async def import_bundle(self, bundle: transfer.Bundle, progress: transfer.Progress | None = None
                            ) -> transfer.ImportReport:
        await self.init_schema()
        report = await transfer.import_bundle(self.db, bundle, self.embedder, progress=progress or transfer.noop)
        report.notes.append(f"communities: {(await self._after_change()).summary()}")
        return report

    async def export_bundle(self, *, with_embeddings: bool = True) -> transfer.Bundle:
        await self.db.verify()
        return await transfer.export_bundle(self.db, with_embeddings=with_embeddings)

    async def ingest(self, paths: Sequence[Path], *, extractor: str | None = None,
                     options: IngestOptions | None = None,
                     progress: IngestProgress | None = None) -> IngestReport:
        """Documents in, grounded concepts out (see `kg_server.ingest.pipeline`)."""
        async with self._ingesting:
            await self.init_schema()
            return await self._ingest(paths, extractor=extractor, options=options, progress=progress)

    async def _ingest(self, paths: Sequence[Path], *, extractor: str | None = None,
                      options: IngestOptions | None = None, progress: IngestProgress | None = None,
                      settle: bool = True) -> IngestReport:
        # Neo4j loads its graph algorithms on their first call (seconds): let that happen while the
        # documents are read, not after them.
        warming = asyncio.create_task(communities.warm_up(self.db))
        try:
            report = await ingest.ingest(self.db, self.embedder, self.settings, paths, extractor=extractor,
                                         options=options, progress=progress, readers=self.code_readers)
        finally:
            await warming
        if (await self.db.read("communities_owed"))[0]["owed"]:
            report.communities = await self._after_ingest(report) if settle else communities.CommunityRun(
                reason=f"owed: computed once the files are quiet for {QUIET_SECONDS:.0f} s")
        else:  # nothing was written (nor left owed by a run stopped midway): the map is current
            report.communities = communities.CommunityRun(reason="nothing changed since they were computed")
        # Last: the graph is complete and answers while the vectors of code it was written without are made.
        made, seconds = await ingest.make_owed_vectors(self.db, self.embedder, progress)
        if report.code is not None:
            report.code.vectors_late, report.code.vectors_late_seconds = made, round(seconds, 2)
        return report

    async def remove_document(self, name: str) -> RemoveReport:
        """Remove one document, named as the tools name it (name, file name, stem or title)."""
        await self.db.verify()
        report = await ingest.remove_document(self.db, self.embedder, name, self.settings)
        await self._after_change()
        return report

    # --- live mode ---------------------------------------------------------------------------------
    async def watch(self, paths: Sequence[Path], *, extractor: str | None = None, options: IngestOptions | None = None,
                    on_run: Callable[[WatchedRun], None] | None = None, first_run: bool = False) -> Watcher:
        """Keep the graph following the files under `paths` as they change (kg_server.ingest.watch), until
        `close()`: after each burst of changes, the incremental ingest of the folders it touched, with
        `options` (never forced), one run at a time. The runs are this service's, so whatever it keeps
        warm between them (the embedder, the language servers) serves them all."""
        if self._watcher is not None:
            raise InvalidArgument(f"this graph already watches {', '.join(map(str, self._watcher.roots))}")
        following = replace(options or IngestOptions(), force=False)

        async def catch_up(burst: Burst) -> CaughtUp:
            return await self._catch_up(burst, extractor=extractor, options=following)

        watcher = Watcher(paths, catch_up, options=following, on_run=on_run, first_run=first_run)
        await watcher.start()
        self._watcher = watcher
        self._warming = asyncio.create_task(self._warm_code(watcher.roots, following))
        return watcher

    async def _warm_code(self, roots: Sequence[Path], options: IngestOptions) -> None:
        """The language servers of the watched code started once the first run is over, so that the first
        save does not wait for them. Never fails: a missing server is said by the run that needs it."""
        async with self._ingesting:
            try:
                await ingest.warm_code(self.code_readers, roots, options, self.settings.cache_dir)
            except KGError as error:
                log.info("language servers not started ahead of the first save: %s", error.message)
            except Exception:  # a bug: logged, and the first save starts them
                log.exception("starting the watched code's language servers failed")

    async def watch_configured(self) -> None:
        """A server's live mode: the folders of KG_WATCH (`--watch`), if any, followed from start-up; the
        first run catches up with what changed while nobody watched."""
        if folders := self.settings.watched():
            await self.watch(folders, first_run=True)

    def watching(self) -> Watching | None:
        """What the watcher is doing (stats, GET /api/server); None when nothing is watched."""
        return self._watcher.state() if self._watcher is not None else None

    def behind(self) -> Behind | None:
        """Changes of the watched files the graph does not show yet; None when it shows them all (or
        nothing is watched). Every shell's answers say it."""
        return self._watcher.behind() if self._watcher is not None else None

    async def _catch_up(self, burst: Burst, *, extractor: str | None, options: IngestOptions) -> CaughtUp:
        """One run of the watcher: the documents of prose whose files went are removed (an ingest keeps
        them: it only adds and changes, but for code), then the folders are ingested."""
        async with self._ingesting:
            if not self._schema_applied:  # once is enough for runs a second apart (0.6 s of each)
                await self.init_schema()
            removed = []
            if burst.deleted:
                held = [row["name"] for row in await self.db.read("document_names")]
                for name in vanished(burst, held):
                    removed.append((await self.remove_document(name)).document)
            report = await self._ingest(burst.roots, extractor=extractor, options=options, settle=False)
        self._settle_when_quiet()
        return CaughtUp(report, removed)

    def _settle_when_quiet(self) -> None:
        """Friction and communities, computed again over the whole graph (seconds), once no file has
        changed for QUIET_SECONDS: a developer saving every few seconds waits for the change alone."""
        if self._settling is not None:
            self._settling.cancel()

        async def settle() -> None:
            await asyncio.sleep(QUIET_SECONDS)
            async with self._ingesting:
                if (await self.db.read("communities_owed"))[0]["owed"]:
                    await self._after_change()

        self._settling = asyncio.create_task(settle())

    async def _after_ingest(self, report: IngestReport) -> communities.CommunityRun:
        """After an ingest that changed the graph: when it changed a few code files and nothing else, the
        map is kept and its new concepts placed by their neighbours (communities.place_new) until the
        changes add up; otherwise, or then, `_after_change`. Friction is computed again either way."""
        code = report.code
        small = (code is not None and not report.documents_new and not report.documents_changed
                 and not code.files_deleted and 0 < code.files_changed <= PLACED_FILES)
        kept = await communities.place_new(self.db, code.symbols_changed) if small and code is not None else None
        if kept is not None:
            await explore.refresh_friction(self.db, self.settings)
            return kept
        return await self._after_change()

    async def _after_change(self) -> communities.CommunityRun:
        """What follows every change of documents (import, ingest, removal): every concept's friction and
        the communities are computed again."""
        await explore.refresh_friction(self.db, self.settings)
        return await self.refresh_communities()

    async def refresh_friction(self) -> int:
        """Recompute every concept's friction and status (done after each import, ingest and removal)."""
        await self.db.verify()
        return await explore.refresh_friction(self.db, self.settings)

    async def refresh_communities(self) -> communities.CommunityRun:
        """Recompute the communities (after each import, ingest and removal; `kg recluster`). A Neo4j
        without the Graph Data Science library keeps its graph as it is and the run says why."""
        await self.db.verify()
        return await communities.refresh_communities(self.db, settings=self.settings)

    # --- the viewer's sessions ----------------------------------------------------------------------
    async def viz_graph(self, session_id: str) -> VizGraph:
        return await visualize.session_graph(self.db, session_id, cache=self._views)

    async def viz_session(self, session_id: str) -> VizSession:
        return await visualize.load_session(self.db, session_id)

    async def recent_sessions(self) -> list[VizSession]:
        return await visualize.recent_sessions(self.db)
