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
(`contradictions.py`) recomputes its claims and inferred CONTRADICTS.
"""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import ThreadPoolExecutor
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from threadpoolctl import threadpool_limits

from .. import schema
from ..db import Database
from ..embeddings import Embedder, LocalEmbedder
from ..errors import DocumentNotFound, EmbeddingError, InvalidArgument
from ..retrieval import closest
from ..schema import embedding_text
from ..text import short_hash
from .contradictions import ContradictionReport, clear_contradictions, refresh_contradictions
from .extraction import ExtractionFailed, Extractor, KnownConcept, Paragraph, ParagraphExtraction, normalise_label
from .links import refresh_links
from .loaders import DEFAULT_MAX_BYTES, LoadedDocument, Skipped, discover, load
from .resolve import ConceptResolver, Resolution
from .splitter import paragraphs as split_paragraphs

# From this many paragraphs into an empty graph, search indexes are dropped and rebuilt once at the
# end (measured on SciFact: document transactions take half as long without them). A run killed
# midway leaves them missing until the next `kg ingest` or `kg init` re-creates them.
BULK_PARAGRAPHS = 2_000
KNOWN_PER_PARAGRAPH = 15  # known concepts shown to an LLM per paragraph
PARAGRAPH_BATCH = 16  # paragraphs embedded per call of the local model (see _embed_paragraphs)
# Paragraphs embedded ahead of extraction, at most (their vectors wait in memory, ~12 KB each): enough
# to keep the paragraph thread busy while the extractor reads the corpus (`learn`, ~10 s for 1,000
# abstracts), when only `lookahead` documents would otherwise be embedded and that core would idle.
PARAGRAPHS_AHEAD = 1024
WRITE_BATCH = 32  # new documents written in one transaction at most


class IngestProgress(Protocol):
    def start(self, documents: int, paragraphs: int) -> None: ...

    def advance(self, document: str, paragraphs: int) -> None: ...

    def stage(self, what: str) -> None: ...


class _Silent:
    def start(self, documents: int, paragraphs: int) -> None:
        pass

    def advance(self, document: str, paragraphs: int) -> None:
        pass

    def stage(self, what: str) -> None:
        pass


@dataclass
class IngestOptions:
    include: Sequence[str] = ()
    exclude: Sequence[str] = ()
    tags: Sequence[str] = ()
    max_bytes: int = DEFAULT_MAX_BYTES
    force: bool = False  # re-extract documents whose content did not change


@dataclass
class IngestReport:
    extractor: str = ""
    files: int = 0
    documents_ingested: int = 0
    documents_new: int = 0
    documents_changed: int = 0
    documents_unchanged: int = 0
    paragraphs: int = 0
    quotes: int = 0
    concepts_new: int = 0
    concepts_merged_by_label: int = 0
    concepts_merged_by_similarity: int = 0
    concepts_pruned: int = 0
    relationships: Counter[str] = field(default_factory=Counter)  # distinct ones written, by type
    stated: set[tuple[str, str, str]] = field(default_factory=set, repr=False)  # (type, from, to)
    links: dict[str, int] = field(default_factory=dict)  # computed links by method
    concepts_described: int = 0  # concepts whose description the corpus pass chose
    statements_dropped: int = 0
    quotes_repaired: int = 0
    quotes_rejected: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (path, reason)
    failed: list[tuple[str, str]] = field(default_factory=list)  # (document, reason)
    extractor_summary: list[tuple[str, str]] = field(default_factory=list)
    contradictions: ContradictionReport | None = None  # the corpus pass of the contradiction finder, when it ran
    seconds: float = 0.0
    prepare_seconds: float = 0.0  # embedding and extraction, summed over documents (they overlap)
    write_seconds: float = 0.0  # resolution and the document transactions

    @property
    def paragraphs_per_second(self) -> float:
        return self.paragraphs / self.seconds if self.seconds else 0.0

    def nothing_ingested(self) -> bool:
        """True when files were offered but none is in the graph now (all skipped or failed)."""
        return self.documents_ingested == 0 and self.documents_unchanged == 0

    def as_dict(self) -> dict[str, Any]:
        data = {k: v for k, v in self.__dict__.items() if k not in ("stated", "contradictions")}
        data["contradictions"] = asdict(self.contradictions) if self.contradictions else None
        data["relationships"] = dict(sorted(self.relationships.items()))
        data["paragraphs_per_second"] = round(self.paragraphs_per_second, 1)
        return data


@dataclass
class _Prepared:
    document: LoadedDocument
    paragraphs: list[Paragraph]
    extractions: list[ParagraphExtraction]


@dataclass
class _Failed:
    document: LoadedDocument
    reason: str


async def ingest(
    db: Database,
    embedder: Embedder,
    extractor: Extractor,
    roots: Sequence[Path],
    *,
    options: IngestOptions | None = None,
    merge_similarity: float = 0.9,
    progress: IngestProgress | None = None,
    lookahead: int = 2,
) -> IngestReport:
    options = options or IngestOptions()
    progress = progress or _Silent()
    report = IngestReport(extractor=extractor.name)
    started = time.perf_counter()

    documents = _load_all(roots, options, report)
    hashes = dict((await db.read("ingest_document_hashes", timeout=None))[0]["hashes"])
    todo = []
    for document in documents:
        if not options.force and hashes.get(document.name) == document.content_hash:
            report.documents_unchanged += 1
        else:
            todo.append(document)
    split = {d.name: split_paragraphs(d.text) for d in documents}
    # Paragraphs are embedded on a thread of their own from the start, in document order, while the
    # extractor reads the corpus (`learn`) and then extracts on another: the model runs on one core
    # while Python, Neo4j and the second model call share the other.
    paragraph_worker = ThreadPoolExecutor(1, thread_name_prefix="kg-paragraphs")
    loop = asyncio.get_running_loop()
    learn = getattr(extractor, "learn", None)
    learned: asyncio.Future[None] | None = None
    if learn is not None:  # corpus statistics come from every document, changed or not
        learned = asyncio.ensure_future(asyncio.to_thread(learn, [text for d in documents for text in split[d.name]]))

    resolver = ConceptResolver(db, threshold=merge_similarity)
    await resolver.load()
    total_paragraphs = sum(len(split[d.name]) for d in todo)
    bulk = (
        total_paragraphs >= BULK_PARAGRAPHS
        and not getattr(extractor, "uses_known_concepts", False)  # those are found with the vector index
        and not (await db.read("graph_has_content"))[0]["any"]
    )
    if bulk:  # as `kg import` does: indexes built once at the end beat indexes grown document by document
        await schema.drop_search_indexes(db)
    progress.start(len(todo), total_paragraphs)

    # Paragraph vectors are requested in document order ahead of `prepare`, which takes them in the same
    # order: at least the documents being prepared and, for an extractor that reads the whole corpus
    # before it extracts (the local one), more as long as few paragraphs wait. Others start extracting at
    # once, and a remote embedder is paid per paragraph, so they embed no further ahead than they prepare.
    embedding: dict[str, asyncio.Future[list[list[float]]]] = {}
    to_embed = iter(todo)
    waiting = 0  # paragraphs in `embedding`
    ahead = PARAGRAPHS_AHEAD if learn is not None else 0

    def embed_ahead() -> None:
        nonlocal waiting
        while len(embedding) < max(1, lookahead) or waiting < ahead:
            document = next(to_embed, None)
            if document is None:
                return
            texts = split[document.name]
            embedding[document.name] = loop.run_in_executor(paragraph_worker, _embed_paragraphs, embedder, texts)
            waiting += len(texts)

    async def prepare(document: LoadedDocument) -> _Prepared | _Failed:
        nonlocal waiting
        texts = split[document.name]
        began = time.perf_counter()
        try:
            vectors = embedding.pop(document.name)
            waiting -= len(texts)
            embed_ahead()
            with_vectors = await vectors
            paragraphs = [
                Paragraph(f"{document.name}#p{n}", document.name, document.title, n, text, embedding=vector)
                for n, (text, vector) in enumerate(zip(texts, with_vectors), start=1)
            ]
            if getattr(extractor, "uses_known_concepts", False):
                paragraphs = await _with_known_concepts(db, paragraphs)
            if learned is not None:
                await learned
            extractions = await extractor.extract_document(paragraphs)
            await asyncio.to_thread(_embed_mentions, embedder, extractions)
        except ExtractionFailed as error:
            return _Failed(document, str(error))
        except EmbeddingError as error:  # the endpoint's client already retried; the document waits for a re-run
            return _Failed(document, f"embedding failed: {error.message}")
        finally:
            report.prepare_seconds += time.perf_counter() - began
        return _Prepared(document, paragraphs, extractions)

    queue: list[asyncio.Task[_Prepared | _Failed]] = []
    pending = iter(todo)

    def top_up() -> None:
        while len(queue) < max(1, lookahead):
            document = next(pending, None)
            if document is None:
                return
            queue.append(asyncio.create_task(prepare(document)))

    def ready_batch(first: _Prepared | _Failed) -> list[_Prepared | _Failed]:
        """The next document and those after it that are already prepared: written in one transaction
        when they are all new, so a slow writer catches up in bigger transactions while a fast one never
        waits for a batch to fill. A changed document is written on its own (see _write_new)."""
        batch = [first]
        while (queue and queue[0].done() and len(batch) < WRITE_BATCH and _is_new(first, hashes)
               and _is_new(queue[0].result(), hashes)):
            batch.append(queue.pop(0).result())
        return batch

    embed_ahead()
    top_up()
    # One BLAS thread while documents flow: the resolver's nearest-concept products are small, and
    # OpenBLAS's second thread spun against the embedding threads for the same two cores (a product
    # of 10 vectors with 2,500 concepts took 8.9 ms with two threads, 1.2 ms with one).
    blas = threadpool_limits(limits=1, user_api="blas")
    try:
        while queue:
            batch = ready_batch(await queue.pop(0))
            top_up()
            for failed in [p for p in batch if isinstance(p, _Failed)]:
                report.failed.append((failed.document.name, failed.reason))
                progress.advance(failed.document.name, 0)
            written = [p for p in batch if isinstance(p, _Prepared)]
            if not written:
                continue
            began = time.perf_counter()
            if _is_new(written[0], hashes):
                await _write_new(db, resolver, written, report)
                report.documents_new += len(written)
            else:
                await _write_document(db, resolver, written[0], report)
                report.documents_changed += 1
            report.write_seconds += time.perf_counter() - began
            report.documents_ingested += len(written)
            for prepared in written:
                progress.advance(prepared.document.name, len(prepared.paragraphs))
    finally:
        for task in queue:
            task.cancel()
        for future in embedding.values():
            future.cancel()
        if learned is not None:
            learned.cancel()
        paragraph_worker.shutdown(wait=False, cancel_futures=True)
        blas.restore_original_limits()

    if bulk:
        progress.stage("building search indexes")
        await schema.rebuild_search_indexes(db, embedder.name, embedder.dimension, variant=embedder.variant)
    report.relationships.update(rel_type for rel_type, _, _ in report.stated)
    # Also when a run was killed after its documents and before their links (the mark says so).
    if report.documents_ingested or options.force or (await db.read("links_stale"))[0]["stale"]:
        await clear_contradictions(db)  # before any corpus pass: none of them may see the old claims
        progress.stage("linking concepts")
        links = await refresh_links(db)
        report.links = dict(sorted(links.links.items()))
        report.relationships["RELATED_TO"] = links.links["cooccurrence"] + links.links["similarity"]
        report.relationships["KIND_OF"] += links.links["hierarchy"]
        report.concepts_described = links.described
        progress.stage("contradictions")
        report.contradictions = await refresh_contradictions(db, embedder)
        report.relationships["CONTRADICTS"] += report.contradictions.contradictions
        report.relationships["RELATED_TO"] += report.contradictions.links
        await db.write("links_mark_fresh")  # last: a run killed in any corpus pass runs them all again
    report.extractor_summary = extractor.summary()
    report.seconds = time.perf_counter() - started
    return report


def _load_all(roots: Sequence[Path], options: IngestOptions, report: IngestReport) -> list[LoadedDocument]:
    for root in roots:
        if not root.expanduser().exists():
            raise InvalidArgument(f"{root}: no such file or folder")
    documents: list[LoadedDocument] = []
    seen: dict[str, Path] = {}
    for base, path in discover(roots, include=options.include, exclude=options.exclude):
        report.files += 1
        loaded = load(base, path, max_bytes=options.max_bytes, tags=options.tags)
        if isinstance(loaded, Skipped):
            report.skipped.append((str(loaded.path), loaded.reason))
        elif loaded.name in seen:
            report.skipped.append(
                (str(path), f"same document name {loaded.name!r} as {seen[loaded.name]}; ingest the folders separately")
            )
        elif not split_paragraphs(loaded.text):
            report.skipped.append((str(path), "no paragraphs (only headings or blank lines)"))
        else:
            seen[loaded.name] = path
            documents.append(loaded)
    return documents


def _embed_paragraphs(embedder: Embedder, texts: list[str]) -> list[list[float]]:
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


def _is_new(prepared: _Prepared | _Failed, hashes: dict[str, str | None]) -> bool:
    """Not in the graph when the run started: nothing of it to clear or prune."""
    return prepared.document.name not in hashes


@dataclass
class _Rows:
    """What one document writes, resolved to concept ids."""

    prepared: _Prepared
    resolution: Resolution
    sources: list[dict[str, Any]]
    concepts: list[dict[str, Any]]
    instances: list[dict[str, Any]]
    relationships: dict[str, list[dict[str, Any]]]
    dropped: int


def _rows(resolver: ConceptResolver, prepared: _Prepared) -> _Rows:
    mentions = [m for e in prepared.extractions for m in e.mentions]
    resolution = resolver.resolve(mentions)
    relationships, dropped = _relationships(prepared, resolution, resolver)
    sources = [
        {"source_id": p.source_id, "document": p.document, "paragraph": p.number, "text": p.text, "embedding": p.embedding}
        for p in prepared.paragraphs
    ]
    concepts = [
        {"concept_id": c.concept_id, "label": c.label, "description": c.description, "aliases": c.aliases,
         "embedding": c.embedding}
        for c in resolution.concepts.values()
    ]
    return _Rows(prepared, resolution, sources, concepts, _instances(prepared, resolution), relationships, dropped)


async def _write_new(db: Database, resolver: ConceptResolver, batch: list[_Prepared], report: IngestReport) -> None:
    """New documents in one transaction, each resolved in order as if the ones before it had committed
    (they have, or the run fails with this transaction). Their rows go in one statement per kind, in
    document order, which writes what one transaction per document would: a concept one document
    creates and the next mentions is created by the first row and updated by the later one."""
    planned = []
    for prepared in batch:
        rows = _rows(resolver, prepared)
        resolver.committed(rows.resolution)
        planned.append(rows)
    relationships: dict[str, list[dict[str, Any]]] = {}
    for rows in planned:
        for rel_type, typed in sorted(rows.relationships.items()):
            relationships.setdefault(rel_type, []).extend(typed)
    async with db.transaction() as tx:
        await tx.run("import_documents", {"rows": [_document_row(r.prepared.document) for r in planned]})
        await tx.run("import_sources", {"rows": [row for r in planned for row in r.sources]})
        concepts = [row for r in planned for row in r.concepts]
        if concepts:
            await tx.run("ingest_concepts", {"rows": concepts})
        instances = [row for r in planned for row in r.instances]
        if instances:
            await tx.run("import_instances", {"rows": instances})
        for rel_type, typed in sorted(relationships.items()):
            await tx.run("ingest_relationships", {"rows": typed}, rel_type=rel_type)
        await tx.run("links_mark_stale")  # with the documents: a run killed before its corpus passes owes them
    for rows in planned:
        _count(rows, [], report)


async def _write_document(db: Database, resolver: ConceptResolver, prepared: _Prepared, report: IngestReport) -> None:
    """A changed document in a transaction of its own: its old paragraphs, quotes and evidence go, the
    new ones come in, and concepts left without a quote are pruned (and forgotten by the resolver)."""
    document = prepared.document
    rows = _rows(resolver, prepared)
    async with db.transaction() as tx:
        cleared = await tx.run("ingest_clear_document", {"name": document.name})
        touched = cleared[0]["touched"] if cleared else []
        await tx.run("import_documents", {"rows": [_document_row(document)]})
        await tx.run("import_sources", {"rows": rows.sources})
        if rows.concepts:
            await tx.run("ingest_concepts", {"rows": rows.concepts})
        if rows.instances:
            await tx.run("import_instances", {"rows": rows.instances})
        for rel_type, typed in sorted(rows.relationships.items()):
            await tx.run("ingest_relationships", {"rows": typed}, rel_type=rel_type)
        pruned = (await tx.run("ingest_prune_concepts", {"ids": touched}))[0]["pruned"] if touched else []
        await tx.run("links_mark_stale")
    resolver.forget(pruned)
    resolver.committed(rows.resolution)
    _count(rows, pruned, report)


def _count(rows: _Rows, pruned: list[str], report: IngestReport) -> None:
    prepared, resolution = rows.prepared, rows.resolution
    report.paragraphs += len(prepared.paragraphs)
    report.quotes += len(rows.instances)
    report.concepts_new += resolution.new_concepts
    report.concepts_merged_by_label += resolution.merged_by_label
    report.concepts_merged_by_similarity += resolution.merged_by_similarity
    report.concepts_pruned += len(pruned)
    report.statements_dropped += rows.dropped
    report.quotes_repaired += sum(e.repaired_quotes for e in prepared.extractions)
    report.quotes_rejected += sum(e.rejected_quotes for e in prepared.extractions)
    for rel_type, typed in rows.relationships.items():
        report.stated.update((rel_type, row["from"], row["to"]) for row in typed)


def _document_row(document: LoadedDocument) -> dict[str, Any]:
    return {
        "name": document.name, "title": document.title, "path": str(document.path), "topic": document.topic,
        "tags": list(document.tags), "content_hash": document.content_hash, "ingested_at": datetime.now(UTC),
    }


def _instances(prepared: _Prepared, resolution: Resolution) -> list[dict[str, Any]]:
    rows: dict[str, dict[str, Any]] = {}
    for paragraph, extraction in zip(prepared.paragraphs, prepared.extractions):
        for mention in extraction.mentions:
            concept_id = resolution.concept_of.get(normalise_label(mention.label))
            if concept_id is None or mention.quote not in paragraph.text:
                continue  # extractors only return verbatim quotes; this guards the graph's promise anyway
            instance_id = "i-" + short_hash(concept_id, paragraph.source_id, mention.quote)
            row = rows.setdefault(instance_id, {
                "instance_id": instance_id, "concept_id": concept_id, "source_id": paragraph.source_id,
                "quote": mention.quote, "confidence": mention.confidence,
            })
            # Two mentions resolved to one concept and one sentence: the surer one speaks for both.
            row["confidence"] = max(row["confidence"], mention.confidence)
    return list(rows.values())


def _relationships(
    prepared: _Prepared, resolution: Resolution, resolver: ConceptResolver
) -> tuple[dict[str, list[dict[str, Any]]], int]:
    """Statements resolved to concept ids, one row per (type, from, to) with merged evidence. A
    statement needs at least one end among its paragraph's own concepts (that is what grounds it)."""
    merged: dict[tuple[str, str, str], dict[str, Any]] = {}
    dropped = 0
    for paragraph, extraction in zip(prepared.paragraphs, prepared.extractions):
        own = {resolution.concept_of.get(normalise_label(m.label)) for m in extraction.mentions} - {None}
        known_ids = {k.concept_id for k in paragraph.known}
        for statement in extraction.statements:
            ends = [_end(name, resolution, resolver, known_ids) for name in (statement.source, statement.target)]
            tail, head = ends
            if tail is None or head is None or tail == head or not ({tail, head} & own):
                dropped += 1
                continue
            row = merged.setdefault((statement.type, tail, head), {"from": tail, "to": head, "confidence": 0.0,
                                                                   "evidence": [], "method": statement.method})
            row["confidence"] = max(row["confidence"], statement.confidence)
            if statement.method is None:
                row["method"] = None  # stated by a model in one paragraph: stated, whatever else found it
            if paragraph.source_id not in row["evidence"]:
                row["evidence"].append(paragraph.source_id)
    by_type: dict[str, list[dict[str, Any]]] = {}
    for (rel_type, _, _), row in sorted(merged.items()):
        by_type.setdefault(rel_type, []).append(row)
    return by_type, dropped


def _end(name: str, resolution: Resolution, resolver: ConceptResolver, known_ids: set[str]) -> str | None:
    if name in known_ids:
        return name
    return resolution.concept_of.get(normalise_label(name)) or resolver.lookup(name)


@dataclass
class RemoveReport:
    document: str
    paragraphs: int
    quotes: int
    relationships: int
    concepts_pruned: list[str]
    contradictions: int = 0  # inferred CONTRADICTS in the graph after the removal


async def remove_document(db: Database, name: str, embedder: Embedder) -> RemoveReport:
    """Delete a document with its paragraphs and quotes; prune what nothing grounds any more; recompute
    the corpus passes (links, contradictions)."""
    names = [r["name"] for r in await db.read("document_names")]
    if name not in names:
        raise DocumentNotFound(name, closest(name, names))
    async with db.transaction() as tx:
        cleared = (await tx.run("ingest_clear_document", {"name": name}))[0]
        await tx.run("ingest_delete_document", {"name": name})
        pruned = (await tx.run("ingest_prune_concepts", {"ids": cleared["touched"]}))[0]["pruned"]
        await tx.run("links_mark_stale")
    await clear_contradictions(db)
    await refresh_links(db)
    contradictions = await refresh_contradictions(db, embedder)
    await db.write("links_mark_fresh")
    return RemoveReport(name, cleared["paragraphs_deleted"], cleared["quotes_deleted"],
                        cleared["relationships_deleted"], sorted(pruned), contradictions.contradictions)
