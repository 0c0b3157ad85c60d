"""`kg ingest` and `kg remove`: folders of documents in, a grounded concept graph out.

A run reads every file under the given paths, skips the ones whose content hash the graph already
has, and for each new or changed document:

1. splits it into paragraphs and embeds them;
2. extracts mentions and statements per paragraph (`local.py` or `llm.py`);
3. resolves mentions to concepts (`resolve.py`);
4. writes it transactionally: a changed document in ONE transaction of its own (its old paragraphs,
   quotes and evidence go, the new ones come in, concepts left without any quote are pruned, and the
   content hash is set last); new documents several to a transaction. A crash or kill -9 therefore
   leaves each document fully old (or absent) or fully new, and the next run redoes exactly the
   documents that did not commit.

Documents are prepared ahead (paragraph embedding on one thread, in document order, from the start;
extraction on another or in concurrent LLM calls) while earlier ones are written, but they are resolved
and written strictly in order, so a run always makes the same graph from the same files. At the end, two
corpus passes run over the whole graph: `links.py` recomputes the links no sentence states
(co-occurrence, similarity, hierarchy) and the extractive descriptions, and the contradiction finder
(`contradictions.py`) recomputes its claims and inferred CONTRADICTS."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from threadpoolctl import threadpool_limits

from kg_server.config import Settings
from kg_server.errors import EmbeddingError, InvalidArgument
from kg_server.ingest.passes import corpus_passes
from kg_server.providers.embeddings import Embedder, LocalEmbedder
from kg_server.store import schema
from kg_server.store.db import Database
from kg_server.store.schema import embedding_text
from kg_server.text import paragraphs

from .code import (
    CodeFile,
    Indexing,
    ingest_code,
    is_code,
    link_prose_and_code,
    load_code,
    make_owed,
    require_servers,
    start_indexing,
    symbol_names,
)
from .code.readers import WarmReaders
from .extraction import (
    ExtractionFailed,
    Extractor,
    KnownConcept,
    Paragraph,
    ParagraphExtraction,
)
from .loaders import NOT_READ, LoadedDocument, Skipped, discover, load
from .report import IngestOptions, IngestProgress, IngestReport, Silent
from .resolve import ConceptResolver
from .writing import WRITE_BATCH, WRITE_PARAGRAPHS, Failed, Prepared, is_new, write_document, write_new

# From this many paragraphs into an empty graph, search indexes are dropped and rebuilt once at the
# end (measured on SciFact: document transactions take half as long without them). A run killed
# midway leaves them missing until the next `kg ingest` or `kg init` re-creates them.
BULK_PARAGRAPHS = 1_000
KNOWN_PER_PARAGRAPH = 15  # known concepts shown to an LLM per paragraph
PARAGRAPH_BATCH = 16  # paragraphs embedded per call of the local model (see embed_paragraphs)
# Paragraphs embedded ahead of extraction, at most (their vectors wait in memory, ~12 KB each): enough
# to keep the paragraph thread busy while the extractor reads the corpus (`learn`, ~10 s for 1,000
# abstracts), when only `lookahead` documents would otherwise be embedded and that core would idle.
PARAGRAPHS_AHEAD = 1024
# Documents the local extractor prepares ahead of the writer: enough for the paragraph and extraction
# threads to stay busy while a batch of documents is written.
LOCAL_LOOKAHEAD = 32


def make_extractor(settings: Settings, embedder: Embedder, name: str | None = None) -> Extractor:
    """The extractor asked for (default KG_EXTRACTOR: the LLM when one is configured, else local)."""
    if (name or settings.chosen_extractor()) == "llm":
        from .llm import LLMExtractor

        return LLMExtractor(settings)
    from .local import LocalExtractor

    return LocalExtractor(embedder)


async def ingest(db: Database, embedder: Embedder, settings: Settings, roots: Sequence[Path], *,
                 extractor: str | None = None, options: IngestOptions | None = None,
                 progress: IngestProgress | None = None, readers: WarmReaders | None = None) -> IngestReport:
    """Documents in, grounded concepts out: the run described at the top of this module. `readers`: the
    language servers a long-lived process keeps warm for code."""
    chosen = make_extractor(settings, embedder, extractor)
    lookahead = max(2, settings.llm_concurrency) if chosen.name == "llm" else LOCAL_LOOKAHEAD
    try:
        run = _Run(db, embedder, chosen, options or IngestOptions(), progress or Silent(),
                   merge_similarity=settings.merge_similarity, lookahead=lookahead, cache_dir=settings.cache_dir,
                   settings=settings)
        run.readers = readers
        return await run.run(roots)
    finally:
        await chosen.aclose()


async def warm_code(readers: WarmReaders, roots: Sequence[Path], options: IngestOptions, cache_dir: Path) -> None:
    """The language servers of the code under `roots` started on it and kept warm, for a process that
    follows edits (live mode): its first save is then read as fast as the next ones."""
    _, code = _load_all(roots, options, IngestReport(extractor="none"))
    require_servers(code, cache_dir)
    for root, files in code.items():
        await readers.warm_up(root, files, cache_dir=cache_dir)


class _Run:
    """One ingest: documents are prepared ahead (paragraph vectors on a thread of their own, extraction
    on another or in concurrent LLM calls) and written strictly in order."""

    def __init__(self, db: Database, embedder: Embedder, extractor: Extractor, options: IngestOptions,
                 progress: IngestProgress, *, merge_similarity: float, lookahead: int, cache_dir: Path,
                 settings: Settings | None = None) -> None:
        self.db, self.embedder, self.extractor, self.options, self.progress = db, embedder, extractor, options, progress
        self.settings = settings  # an LLM configured there judges the pairs no contradiction rule decided
        self.cache_dir = cache_dir
        self.readers: WarmReaders | None = None
        self.indexing: dict[Path, Indexing] = {}  # scip-python, started before the prose is written
        self.merge_similarity = merge_similarity
        self.lookahead = max(1, lookahead)
        self.report = IngestReport(extractor=extractor.name)
        self.split: dict[str, list[str]] = {}
        self.hashes: dict[str, str | None] = {}
        # Paragraph vectors requested ahead of `prepare`, in document order (see `embed_ahead`).
        self.embedding: dict[str, asyncio.Future[list[list[float]]]] = {}
        self.waiting = 0  # paragraphs in `embedding`
        self.learned: asyncio.Future[None] | None = None
        self.queue: list[asyncio.Task[Prepared | Failed]] = []

    async def run(self, roots: Sequence[Path]) -> IngestReport:
        started = time.perf_counter()
        documents, code = _load_all(roots, self.options, self.report)
        require_servers(code, self.cache_dir)  # before anything is written: a missing one names its install
        # scip-python reads a big repository's Python on the other core while the prose is written
        for root, files in code.items():
            if (indexing := await start_indexing(self.db, root, files, cache_dir=self.cache_dir,
                                                 force=self.options.force, **_index_settings(self.settings))):
                self.indexing[root] = indexing
        try:
            return await self._run(documents, code, started)
        finally:
            for indexing in self.indexing.values():
                await indexing.close()

    async def _run(self, documents: list[LoadedDocument], code: dict[Path, list[CodeFile]],
                   started: float) -> IngestReport:
        self.hashes = dict((await self.db.read("ingest_document_hashes", timeout=None))[0]["hashes"])
        todo = [d for d in documents if self.options.force or self.hashes.get(d.name) != d.content_hash]
        self.report.documents_unchanged = len(documents) - len(todo)
        self.split = {d.name: paragraphs(d.text) for d in documents}
        # A run with no prose to write (code alone changed, or nothing) neither learns the corpus nor
        # loads the known concepts: seconds of CPU that would compete with the language servers.
        learn = getattr(self.extractor, "learn", None) if todo else None
        if learn is not None:  # corpus statistics come from every document, changed or not
            texts = [text for d in documents for text in self.split[d.name]]
            self.learned = asyncio.ensure_future(asyncio.to_thread(learn, texts))
        resolver = ConceptResolver(self.db, threshold=self.merge_similarity)
        if todo:
            await resolver.load()
        total = sum(len(self.split[d.name]) for d in todo)
        bulk = await self._bulk(total)
        if bulk:  # as `kg import` does: indexes built once at the end beat indexes grown document by document
            await schema.drop_search_indexes(self.db)
        self.progress.start(len(todo), total)
        await self._flow(todo, resolver, ahead=PARAGRAPHS_AHEAD if learn is not None else 0)
        if bulk:  # Neo4j builds them in the background while the corpus passes run (they use no index)
            await schema.create_search_indexes(self.db, self.embedder.name, self.embedder.dimension,
                                               variant=self.embedder.variant)
        await self._code(code)
        await self._corpus_passes(resolver if todo else None)
        if bulk:
            self.progress.stage("building search indexes")
            await schema.await_indexes(self.db)
        self.report.extractor_summary = self.extractor.summary()
        self.report.seconds = time.perf_counter() - started
        return self.report

    async def _bulk(self, paragraph_count: int) -> bool:
        """A large run into an empty graph, whose search indexes are better built once at the end."""
        return (paragraph_count >= BULK_PARAGRAPHS
                and not getattr(self.extractor, "uses_known_concepts", False)  # those are found with the vector index
                and not (await self.db.read("graph_has_content"))[0]["any"])

    async def _flow(self, todo: list[LoadedDocument], resolver: ConceptResolver, *, ahead: int) -> None:
        """Prepare ahead, write in order. Paragraph vectors are requested in document order ahead of
        `prepare`, which takes them in the same order: at least the documents being prepared and, for an
        extractor that reads the whole corpus before it extracts (the local one), more as long as few
        paragraphs wait. Others start extracting at once, and a remote embedder is paid per paragraph,
        so they embed no further ahead than they prepare."""
        paragraph_worker = ThreadPoolExecutor(1, thread_name_prefix="kg-paragraphs")
        to_embed, pending = iter(todo), iter(todo)
        # One BLAS thread while documents flow: the resolver's nearest-concept products are small, and
        # OpenBLAS's second thread spun against the embedding threads for the same two cores (a product
        # of 10 vectors with 2,500 concepts took 8.9 ms with two threads, 1.2 ms with one).
        blas = threadpool_limits(limits=1, user_api="blas")
        try:
            self._embed_ahead(to_embed, paragraph_worker, ahead)
            self._top_up(pending, to_embed, paragraph_worker, ahead)
            while self.queue:
                batch = await self._next_batch(lambda: self._top_up(pending, to_embed, paragraph_worker, ahead))
                await self._write(batch, resolver)
        finally:
            for task in self.queue:
                task.cancel()
            for future in self.embedding.values():
                future.cancel()
            if self.learned is not None:
                self.learned.cancel()
            paragraph_worker.shutdown(wait=False, cancel_futures=True)
            blas.restore_original_limits()

    def _embed_ahead(self, documents: Iterator[LoadedDocument], worker: ThreadPoolExecutor, ahead: int) -> None:
        loop = asyncio.get_running_loop()
        while len(self.embedding) < self.lookahead or self.waiting < ahead:
            document = next(documents, None)
            if document is None:
                return
            texts = self.split[document.name]
            self.embedding[document.name] = loop.run_in_executor(worker, embed_paragraphs, self.embedder, texts)
            self.waiting += len(texts)

    def _top_up(self, pending: Iterator[LoadedDocument], to_embed: Iterator[LoadedDocument],
                worker: ThreadPoolExecutor, ahead: int) -> None:
        while len(self.queue) < self.lookahead:
            document = next(pending, None)
            if document is None:
                return
            self.queue.append(asyncio.create_task(self._prepare(document, lambda: self._embed_ahead(
                to_embed, worker, ahead))))

    async def _prepare(self, document: LoadedDocument, embed_more: Callable[[], None]) -> Prepared | Failed:
        texts = self.split[document.name]
        began = time.perf_counter()
        try:
            vectors = self.embedding.pop(document.name)
            self.waiting -= len(texts)
            embed_more()
            with_vectors = await vectors
            prepared = [
                Paragraph(f"{document.name}#p{n}", document.name, document.title, n, text, embedding=vector)
                for n, (text, vector) in enumerate(zip(texts, with_vectors), start=1)
            ]
            if getattr(self.extractor, "uses_known_concepts", False):
                prepared = await _with_known_concepts(self.db, prepared)
            if self.learned is not None:
                await self.learned
            extractions = await self.extractor.extract_document(prepared)
            await asyncio.to_thread(_embed_mentions, self.embedder, extractions)
        except ExtractionFailed as error:
            return Failed(document, str(error))
        except EmbeddingError as error:  # the endpoint's client already retried; the document waits for a re-run
            return Failed(document, f"embedding failed: {error.message}")
        finally:
            self.report.prepare_seconds += time.perf_counter() - began
        return Prepared(document, prepared, extractions)

    async def _next_batch(self, top_up: Callable[[], None]) -> list[Prepared | Failed]:
        """The next document and, when it is new, the new ones after it: up to half the lookahead are
        waited for, so that documents go to Neo4j several to a transaction (each statement and commit
        costs Neo4j about as much for one document as for eight) while the other half are prepared. A
        changed document is written on its own (see writing.write_new)."""
        first = await self.queue.pop(0)
        top_up()
        batch = [first]
        target = min(WRITE_BATCH, max(1, self.lookahead // 2))
        while (self.queue and len(batch) < target and is_new(first, self.hashes)
               and sum(len(p.paragraphs) for p in batch if isinstance(p, Prepared)) < WRITE_PARAGRAPHS):
            following = await self.queue[0]
            if not is_new(following, self.hashes):
                break
            batch.append(following)
            self.queue.pop(0)
            top_up()
        return batch

    async def _write(self, batch: list[Prepared | Failed], resolver: ConceptResolver) -> None:
        report = self.report
        for failed in [p for p in batch if isinstance(p, Failed)]:
            report.failed.append((failed.document.name, failed.reason))
            self.progress.advance(failed.document.name, 0)
        written = [p for p in batch if isinstance(p, Prepared)]
        if not written:
            return
        began = time.perf_counter()
        if is_new(written[0], self.hashes):
            await write_new(self.db, resolver, written, report)
            report.documents_new += len(written)
        else:
            await write_document(self.db, resolver, written[0], report)
            report.documents_changed += 1
        report.write_seconds += time.perf_counter() - began
        report.transactions += 1
        report.documents_ingested += len(written)
        for prepared in written:
            self.progress.advance(prepared.document.name, len(prepared.paragraphs))

    async def _code(self, code: dict[Path, list[CodeFile]]) -> None:
        """The code files of each root, read by their language servers (kg_server.ingest.code), then
        prose and code linked: every paragraph of prose when prose changed, else only those naming a
        symbol that came, went or was renamed."""
        prose = self.report.documents_ingested  # the prose documents were written before the code
        # a code pass stopped before prose was linked again: every paragraph is linked again
        owed = bool(code) and (await self.db.read("code_pass_state"))[0]["owed"]
        before = await symbol_names(self.db) if code and not (prose or self.options.force or owed) else None
        for root, files in code.items():
            report = await ingest_code(self.db, lambda texts: embed_paragraphs(self.embedder, texts), root, files,
                                       cache_dir=self.cache_dir, force=self.options.force, stage=self.progress.stage,
                                       warm=self.readers, indexing=self.indexing.get(root),
                                       **_code_settings(self.settings))
            self.report.code = report if self.report.code is None else self.report.code.merged(report)
            self.report.documents_unchanged += report.files_unchanged
            self.report.documents_ingested += report.files_changed
        ran = self.report.code
        if prose or self.options.force or owed or (ran and (ran.files_changed or ran.files_deleted)):
            self.progress.stage("linking prose and code")
            quotes, links = await link_prose_and_code(self.db, before=before)
            if self.report.code is not None:
                self.report.code.mentions, self.report.code.describes = quotes, links
        if code:
            await self.db.write("code_pass_settled")

    async def _corpus_passes(self, resolver: ConceptResolver | None) -> None:
        """The passes over the whole graph, when documents changed (or a run killed after its documents
        and before their links left the mark that says so). Not after code alone: the passes leave code
        out (its symbols are linked by the language servers)."""
        report = self.report
        report.relationships.update(rel_type for rel_type, _, _ in report.stated)
        prose = report.documents_new + report.documents_changed
        if not (prose or self.options.force or (await self.db.read("links_stale"))[0]["stale"]):
            return
        links, contradictions = await corpus_passes(self.db, self.embedder, self.progress.stage,
                                                    known_vectors=resolver.known_vectors() if resolver else None,
                                                    settings=self.settings)
        report.links = dict(sorted(links.links.items()))
        report.relationships["RELATED_TO"] += links.links["cooccurrence"] + links.links["similarity"]
        report.relationships["KIND_OF"] += links.links["hierarchy"]
        report.concepts_described = links.described
        report.contradictions = contradictions
        report.relationships["CONTRADICTS"] += contradictions.contradictions
        report.relationships["RELATED_TO"] += contradictions.links


def _code_settings(settings: Settings | None) -> dict[str, Any]:
    if settings is None:
        return {}
    return {"server_max_mb": settings.code_server_max_mb, "batch_lines": settings.code_batch_lines,
            **_index_settings(settings)}


def _index_settings(settings: Settings | None) -> dict[str, Any]:
    return {} if settings is None else {"index_lines": settings.code_index_lines}


def _load_all(roots: Sequence[Path], options: IngestOptions, report: IngestReport
              ) -> tuple[list[LoadedDocument], dict[Path, list[CodeFile]]]:
    """The documents to extract from, and the code files of each root (read by language servers)."""
    for root in roots:
        if not root.expanduser().exists():
            raise InvalidArgument(f"{root}: no such file or folder")
    documents: list[LoadedDocument] = []
    code: dict[Path, list[CodeFile]] = {}
    seen: dict[str, Path] = {}
    for base, path in discover(roots, include=options.include, exclude=options.exclude, skipped=report.skipped):
        report.files += 1
        loaded = load_code(base, path, max_bytes=options.max_bytes) if is_code(path) else \
            load(base, path, max_bytes=options.max_bytes, tags=options.tags)
        if isinstance(loaded, Skipped):
            report.skipped.append((str(loaded.path), loaded.reason))
            if (language := loaded.unread_language) is not None:
                report.not_read[language] = report.not_read.get(language, 0) + 1
        elif loaded.name in seen:
            report.skipped.append(
                (str(path), f"same document name {loaded.name!r} as {seen[loaded.name]}; ingest the folders separately")
            )
        elif isinstance(loaded, CodeFile):
            seen[loaded.name] = path
            code.setdefault(base, []).append(loaded)
        elif not paragraphs(loaded.text):
            report.skipped.append((str(path), "no paragraphs (only headings or blank lines)"))
        else:
            seen[loaded.name] = path
            documents.append(loaded)
    report.skipped[:] = _grouped(report.skipped)
    return documents, code


def _grouped(skipped: list[tuple[str, str]], *, at_most: int = 3) -> list[tuple[str, str]]:
    """Files of a type the ingest does not read, one line per type past a few (a repository holds many)."""
    unsupported: dict[str, list[tuple[str, str]]] = {}
    for path, reason in skipped:
        if reason.startswith("unsupported file type") or NOT_READ in reason:
            unsupported.setdefault(reason, []).append((path, reason))
    kept = []
    for path, reason in skipped:
        same = unsupported.get(reason, [])
        if len(same) <= at_most:
            kept.append((path, reason))
        elif same[0][0] == path:
            kept.append((f"{len(same)} files ({path}, ...)", reason))
    return kept


async def make_owed_vectors(db: Database, embedder: Embedder, progress: IngestProgress | None = None
                            ) -> tuple[int, float]:
    """The vectors of code an ingest wrote its graph without (code/vectors.py), made once the graph is
    complete, or left by an ingest stopped first: how many were made, and the seconds it took."""
    return await make_owed(db, lambda texts: embed_paragraphs(embedder, texts), (progress or Silent()).stage)


def embed_paragraphs(embedder: Embedder, texts: list[str]) -> list[list[float]]:
    """A document's paragraphs in batches of similar length, longest first: a batch is padded to its
    longest text (padding is masked, so it changes no vector beyond float rounding, but it costs time),
    and sorting keeps that padding small. The order of batches depends only on the document, so a
    re-run computes every vector the same way. (The int8 variant runs each text on its own inside the
    engine, see local_models.OnnxModel; measured on 2 cores, batches did not speed up fp32 on
    abstract-length paragraphs either: docs/benchmarks.md, `kg bench embed`.)"""
    if not isinstance(embedder, LocalEmbedder):
        return embedder.embed(texts)
    order = sorted(range(len(texts)), key=lambda i: (-len(texts[i]), i))
    vectors: list[list[float]] = [[] for _ in texts]
    for start in range(0, len(order), PARAGRAPH_BATCH):
        chosen = order[start : start + PARAGRAPH_BATCH]
        for i, vector in zip(chosen, embedder.embed([texts[i] for i in chosen])):
            vectors[i] = vector
    return vectors


def _embed_mentions(embedder: Embedder, extractions: list[ParagraphExtraction]) -> None:
    """Vectors for mentions that came without one (LLM concepts: label and description)."""
    todo = [m for e in extractions for m in e.mentions if m.embedding is None]
    if not todo:
        return
    texts = [embedding_text({"label": m.label, "description": m.description, "aliases": []}) for m in todo]
    for mention, vector in zip(todo, embedder.embed(texts)):
        mention.embedding = vector


async def _with_known_concepts(db: Database, paragraphs: list[Paragraph]) -> list[Paragraph]:
    rows = [{"source_id": p.source_id, "embedding": p.embedding} for p in paragraphs if p.embedding is not None]
    found = await db.read("ingest_known_concepts", {"rows": rows, "k": KNOWN_PER_PARAGRAPH})
    known = {r["source_id"]: tuple(KnownConcept(i, label) for i, label in r["known"]) for r in found}
    return [
        Paragraph(p.source_id, p.document, p.title, p.number, p.text, known.get(p.source_id, ()), p.embedding)
        for p in paragraphs
    ]
