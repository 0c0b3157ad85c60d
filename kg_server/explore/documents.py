"""Documents and folders: search_by_document, list_documents, read_source and list_topics."""

from __future__ import annotations

from kg_server.answers.common import Quote, plural
from kg_server.answers.documents import (
    DocumentConcept,
    DocumentConcepts,
    DocumentInfo,
    DocumentList,
    Paragraph,
    SourceText,
    Topic,
    TopicTree,
)
from kg_server.contract import MAX_PARAGRAPH, Graph, implements
from kg_server.contract.reads import (
    LIST_DOCUMENTS,
    LIST_TOPICS,
    READ_SOURCE,
    SEARCH_BY_DOCUMENT,
    ListDocuments,
    ListTopics,
    ReadSource,
    SearchByDocument,
)
from kg_server.errors import InvalidArgument
from kg_server.store.db import Database
from kg_server.store.lookups import check_scope, in_folder, resolve_document

MAX_DOCUMENT_CONCEPTS = 1000
MAX_DOCUMENTS = 10_000
MAX_READ_CHARS = 40_000
MAX_READ_PARAGRAPHS = 50


@implements(SEARCH_BY_DOCUMENT)
async def search_by_document(graph: Graph, request: SearchByDocument) -> DocumentConcepts:
    db = graph.db
    name = await resolve_document(db, request.document_name)
    paragraph = request.paragraph
    info = (await db.read("document_paragraphs", {"name": name, "from": 1, "to": 0}))[0]
    if paragraph is not None and paragraph > info["total"]:
        raise InvalidArgument(f"{name} has {info['total']} paragraphs; paragraph {paragraph} does not exist")
    rows = await db.read("document_concepts", {"name": name, "paragraph": paragraph})
    concepts = [
        DocumentConcept(concept_id=r["concept_id"], label=r["label"], description=r["description"] or "",
                        quotes=[Quote(**q) for q in r["quotes"][:10]], total_quotes=len(r["quotes"]))
        for r in rows[:MAX_DOCUMENT_CONCEPTS]
    ]
    return DocumentConcepts(
        document=name, title=info["title"], topic=info["topic"] or "", paragraph=paragraph, concepts=concepts,
        total_concepts=len(rows), truncated=len(rows) > len(concepts),
    )


@implements(LIST_DOCUMENTS)
async def list_documents(graph: Graph, request: ListDocuments) -> DocumentList:
    db = graph.db
    rows = await db.read("documents_list")
    documents = [
        DocumentInfo(
            name=r["name"], title=r["title"], topic=r["topic"] or "", tags=r["tags"] or [],
            paragraphs=r["paragraphs"], concepts=r["concepts"],
            dated=r["dated"].iso_format() if r["dated"] is not None else None,
            ingested_at=r["ingested_at"].iso_format() if r["ingested_at"] is not None else None,
        )
        for r in rows[:MAX_DOCUMENTS]
    ]
    return DocumentList(documents=documents, total=len(rows), truncated=len(rows) > len(documents))


@implements(READ_SOURCE)
async def read_source(graph: Graph, request: ReadSource) -> SourceText:
    db = graph.db
    source_id = request.source_id
    if source_id:
        rows = await db.read("sources_by_id", {"ids": [source_id]})
        if not rows:
            raise await _no_such_paragraph(db, source_id)
        name, start, end = rows[0]["document"], rows[0]["paragraph"], rows[0]["paragraph"]
    else:
        name = await resolve_document(db, request.document_name or "")
        start = request.paragraph_from or 1
        end = min(request.paragraph_to or MAX_PARAGRAPH, start + MAX_READ_PARAGRAPHS - 1)
    row = (await db.read("document_paragraphs", {"name": name, "from": start, "to": end}))[0]
    if start > row["total"]:
        raise InvalidArgument(f"{name} has {plural(row['total'], 'paragraph')}; paragraph_from {start} is past its "
                              f"end (read from 1 to {row['total']})")
    paragraphs: list[Paragraph] = []
    size = 0
    for item in row["paragraphs"]:
        if paragraphs and size + len(item["text"]) > MAX_READ_CHARS:
            break
        paragraphs.append(Paragraph(**item))
        size += len(item["text"])
    last = paragraphs[-1].paragraph if paragraphs else start - 1
    more = last < row["total"] and not source_id
    return SourceText(
        document=name, title=row["title"], topic=row["topic"] or "", paragraphs=paragraphs,
        total_paragraphs=row["total"], next_paragraph=last + 1 if more else None,
        truncated=len(paragraphs) < len(row["paragraphs"]),
    )


async def _no_such_paragraph(db: Database, source_id: str) -> InvalidArgument:
    """Why a source id names no paragraph, with the ids its document does have (or the documents
    close to the one it names)."""
    document, _, paragraph = source_id.rpartition("#p")
    if not document or not paragraph.isdigit():
        return InvalidArgument(f"source_id {source_id!r} is not a paragraph id: ids are a document's name, '#p' and "
                               "the paragraph's number (search_passages, get_concept_details and search_by_document "
                               "return them), or pass document_name to read a whole document")
    name = await resolve_document(db, document)  # DocumentNotFound names the documents close to it
    total = (await db.read("document_paragraphs", {"name": name, "from": 1, "to": 0}))[0]["total"]
    return InvalidArgument(f"no paragraph with source_id {source_id!r}: {name} has {plural(total, 'paragraph')}, "
                           f"{name}#p1 to {name}#p{total}")


# --- topics -----------------------------------------------------------------------------------------
@implements(LIST_TOPICS)
async def list_topics(graph: Graph, request: ListTopics) -> TopicTree:
    db = graph.db
    rows = await db.read("topic_concepts")
    prefix = request.prefix or None
    documents: dict[str, set[str]] = {}
    concepts: dict[str, set[str]] = {}
    disputed: dict[str, tuple[float, str | None]] = {}
    for row in rows:
        topic = row["topic"] or ""
        parts = topic.split("/") if topic else []
        for depth in range(len(parts) + 1):
            key = "/".join(parts[:depth])
            documents.setdefault(key, set()).add(row["document"])
            concepts.setdefault(key, set()).update(row["concepts"])
        disputed.update((cid, (value, status)) for cid, value, status in row["disputed"])

    def node(key: str) -> Topic:
        depth = key.count("/") + 1 if key else 0
        children = sorted(k for k in documents if k and k.count("/") == depth and (not key or k.startswith(key + "/")))
        frictions = [disputed[c] for c in concepts[key] if c in disputed]
        average = round(sum(f for f, _ in frictions) / len(concepts[key]), 3) if concepts[key] else 0.0
        return Topic(topic=key, documents=len(documents[key]), concepts=len(concepts[key]),
                     contested=sum(status == "contested" for _, status in frictions), friction=average,
                     children=[node(child) for child in children])

    if prefix:
        check_scope(prefix, topics=documents, argument="prefix")
        # The folder itself (it may be spelled in another case), or the folders it is an ancestor of
        # when it holds no document of its own.
        tops = [k for k in documents if k and in_folder(k, prefix)]
        matches = sorted(k for k in tops if not any(in_folder(k, other) and other != k for other in tops))
        return TopicTree(prefix=prefix, topics=[node(k) for k in matches])
    return TopicTree(prefix=None, topics=[node("")] if documents else [])
