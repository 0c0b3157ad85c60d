"""Curation: changing the graph by hand, and the change log that records every change.

Each write checks what only the graph can tell (the concepts exist, the paragraph exists and holds
the quote word for word, the relationship to delete is there) and then, in one transaction, makes
the change and appends a `(:Change)` entry numbered by a counter: the log and the graph never
disagree. A write answers its log entry; `recent_changes` reads the log after a sequence number.

Relationships a curator adds are stated: they carry no `method` (the offline extractor's inferred
links say how they were found), so confirming an inferred link turns it into a stated one.
"""

from __future__ import annotations

import asyncio
import difflib
import json
import re
from typing import Any

from kg_server.answers.curation import (
    Change,
    ConceptRevision,
    ConceptSummary,
    RecentChanges,
)
from kg_server.contract import Graph, implements
from kg_server.contract.curation import (
    ADD_CONCEPT,
    ADD_INSTANCE,
    ADD_RELATIONSHIP,
    DELETE_RELATIONSHIP,
    RECENT_CHANGES,
    REVISE_CONCEPT,
    AddConcept,
    AddInstance,
    AddRelationship,
    DeleteRelationship,
    ListRecentChanges,
    ReviseConcept,
)
from kg_server.errors import ChangeConflict, InvalidArgument, NotFound
from kg_server.providers.embeddings import Embedder
from kg_server.store.db import Database, Transaction
from kg_server.store.lookups import require_concepts
from kg_server.store.queries import RELATIONSHIP_TYPES
from kg_server.store.schema import embedding_text
from kg_server.text import short_hash, slug
from kg_server.text.mentions import Named, Passage, weak_evidence

HISTORY = 20  # change-log entries shown with a revision
SUMMARY_CHARS = 200


# --- concepts -----------------------------------------------------------------------------------------
@implements(ADD_CONCEPT)
async def add_concept(graph: Graph, request: AddConcept, *, curator: str) -> Change:
    db, embedder = graph.db, graph.embedder
    concept_id = request.concept_id or slug(request.label)  # as ingest makes ids
    for row in await db.read("curation_concept_labels", {"concept_id": concept_id, "label": request.label}):
        if row["concept_id"] == concept_id:
            raise InvalidArgument(
                f"a concept with id {concept_id!r} exists already ({row['label']!r}): pass another concept_id, "
                "or change that one with revise_concept")
        raise InvalidArgument(
            f"concept {row['concept_id']!r} already has the label {row['label']!r}: change it with revise_concept, "
            "or give the new concept a label that says how it differs")
    fields = {"label": request.label, "description": request.description, "aliases": request.aliases}
    vector = await _embed(embedder, fields)
    try:
        async with db.transaction() as tx:
            await tx.run("curation_concept_add", {"concept_id": concept_id, **fields, "embedding": vector})
            entry = await _append(tx, curator, "add_concept", f"added {concept_id} ({request.label})", [concept_id],
                                  {"concept_id": concept_id, "after": fields}, request.note)
    except ChangeConflict:  # the same id, added by someone else since the check above
        raise InvalidArgument(f"a concept with id {concept_id!r} was added meanwhile: pass another concept_id, "
                              "or change that one with revise_concept") from None
    return await _change(db, entry)


@implements(REVISE_CONCEPT)
async def revise_concept(graph: Graph, request: ReviseConcept, *, curator: str) -> ConceptRevision:
    db, embedder = graph.db, graph.embedder
    concept_id = request.concept_id
    await _curatable(db, concept_id)
    current = (await db.read("curation_concept_get", {"concept_id": concept_id}))[0]
    asked = {"label": request.label, "description": request.description, "aliases": request.aliases}
    changes = {name: value for name, value in asked.items() if value is not None and value != current[name]}
    if not changes:
        raise InvalidArgument(f"nothing to change: {concept_id} already has these values")
    if "label" in changes:
        for row in await db.read("curation_concept_labels", {"concept_id": concept_id, "label": changes["label"]}):
            if row["concept_id"] != concept_id:
                raise InvalidArgument(f"concept {row['concept_id']!r} already has the label {row['label']!r}: "
                                      "choose a label that says how the two differ")
    vector = await _embed(embedder, {**current, **changes})
    async with db.transaction() as tx:
        rows = await tx.run("curation_concept_revise", {"concept_id": concept_id, "changes": changes,
                                                        "embedding": vector})
        before = rows[0]["before"]
        diff = {name: {"before": before.get(name), "after": value} for name, value in changes.items()}
        entry = await _append(tx, curator, "revise_concept", f"revised {', '.join(changes)} of {concept_id}",
                              [concept_id], {"concept_id": concept_id, "changes": diff}, request.note)
    change = await _change(db, entry)
    # The history leaves out concept summaries: every entry is about this one concept, summarised above.
    history = [_entry(row["change"]).model_copy(update={"concepts": []}) for row in
               await db.read("concept_history", {"concept_id": concept_id, "limit": HISTORY})]
    return ConceptRevision(**change.model_dump(), history=history)


async def _embed(embedder: Embedder, fields: dict[str, Any]) -> list[float]:
    return (await asyncio.to_thread(embedder.embed, [embedding_text(fields)]))[0]


async def _curatable(db: Database, *concept_ids: str) -> None:
    """The concepts exist (NotFound with close ids otherwise) and none is a claim of the contradiction
    finder: each of its passes deletes the claims and makes them again, so a change would not last."""
    await require_concepts(db, *concept_ids)
    for row in await db.read("curation_claims", {"ids": list(concept_ids)}):
        about = ", ".join(row["about"]) or "the concepts its quotes are about"
        raise InvalidArgument(
            f"{row['concept_id']} is a claim of the contradiction finder, which rebuilds its claims and their "
            f"links after every `kg ingest` and `kg remove`, so a change to it would not last; curate the "
            f"concept it is about instead ({about})")


# --- quotes -------------------------------------------------------------------------------------------
# Quote marks and dashes a curator may type differently from the document; any whitespace matches any.
_SAME = {c: group for group in ("'‘’", '"“”', "-‐‑–—") for c in group}


def verbatim(quote: str, text: str) -> str | None:
    """The span of `text` that `quote` copies, or None. Runs of whitespace and the spelling of quote
    marks and dashes may differ; the span returned is the paragraph's own text."""
    words = ["".join(f"[{re.escape(_SAME[c])}]" if c in _SAME else re.escape(c) for c in word)
             for word in quote.split()]
    found = re.search(r"\s+".join(words), text) if words else None
    return found.group(0) if found else None


def closest_passage(quote: str, text: str) -> str:
    """The stretch of `text` around its longest run of characters in common with `quote`, about as long as
    the quote and widened to whole words."""
    match = difflib.SequenceMatcher(None, text.lower(), quote.lower(), autojunk=False).find_longest_match()
    start = max(0, match.a - match.b)
    end = min(len(text), start + len(quote))
    while start > 0 and text[start - 1].isalnum():
        start -= 1
    while end < len(text) and text[end].isalnum():
        end += 1
    return text[start:end].strip()


@implements(ADD_INSTANCE)
async def add_instance(graph: Graph, request: AddInstance, *, curator: str) -> Change:
    db = graph.db
    concept_id, source_id = request.concept_id, request.source_id
    await _curatable(db, concept_id)
    rows = await db.read("sources_by_id", {"ids": [source_id]})
    if not rows:
        raise InvalidArgument(f"no paragraph with source_id {source_id!r}; ids look like "
                              "'Contracts/draft-contract.md#p9' (search_passages and read_source give them)")
    text = rows[0]["text"]
    quote = verbatim(request.quote, text)
    if quote is None:
        raise InvalidArgument(
            f"the quote is not verbatim in {source_id}: copy the words exactly (read_source shows the paragraph). "
            f"The closest passage there is {closest_passage(request.quote, text)!r}")
    instance_id = "i-" + short_hash(concept_id, source_id, quote)
    if (await db.read("curation_instance_exists", {"instance_id": instance_id}))[0]["exists"]:
        raise InvalidArgument(f"{concept_id} is already grounded by this quote in {source_id}")
    details = {"instance_id": instance_id, "concept_id": concept_id, "source_id": source_id, "quote": quote,
               "confidence": request.confidence}
    try:
        async with db.transaction() as tx:
            await tx.run("curation_instance_add", details)
            entry = await _append(tx, curator, "add_instance", f"quoted {source_id} for {concept_id}", [concept_id],
                                  details, request.note)
    except ChangeConflict:  # the same quote, added by someone else since the check above
        raise InvalidArgument(f"{concept_id} is already grounded by this quote in {source_id}") from None
    return await _change(db, entry)


# --- relationships ------------------------------------------------------------------------------------
def _arrow(from_id: str, rel_type: str, to_id: str) -> str:
    return f"{from_id} -{rel_type.lower()}-> {to_id}"


@implements(ADD_RELATIONSHIP)
async def add_relationship(graph: Graph, request: AddRelationship, *, curator: str) -> Change:
    db = graph.db
    start, end, rel_type = request.from_concept_id, request.to_concept_id, request.type
    await _curatable(db, start, end)
    if request.evidence:
        await _check_evidence(db, start, rel_type, end, request.evidence)
    async with db.transaction() as tx:
        row = (await tx.run("curation_relationship_add", {"from": start, "to": end, "confidence": request.confidence,
                                                          "evidence": request.evidence}, rel_type=rel_type))[0]
        before, after = row["before"], row["after"]
        if before is None:
            what = "stated"
        elif before.get("method"):
            what = f"confirmed (was inferred by {before['method']})"
        else:
            what = "updated"
        details = {"type": rel_type, "from": start, "to": end, "before": before, "after": after}
        entry = await _append(tx, curator, "add_relationship", f"{what} {_arrow(start, rel_type, end)}",
                              [start, end], details, request.note)
    return await _change(db, entry)


async def _check_evidence(db: Database, start: str, rel_type: str, end: str, evidence: list[str]) -> None:
    """The paragraphs cited exist, and support the relationship: each mentions both ends (for
    CONTRADICTS, one end each and both between them), by the rule of `kg_server.text.mentions`."""
    row = (await db.read("curation_evidence", {"from": start, "to": end, "ids": evidence}))[0]
    found = {s["source_id"]: s for s in row["sources"]}
    unknown = [sid for sid in evidence if sid not in found]
    if unknown:
        raise InvalidArgument(f"evidence names paragraphs that do not exist: {', '.join(unknown)}; source ids "
                              "look like 'Contracts/draft-contract.md#p9' (search_passages gives them)")
    passages = [Passage(s["source_id"], s["text"], frozenset(s["grounds"]), s["title"] or "") for s in row["sources"]]
    ends = [Named(e["concept_id"], e["label"] or "", tuple(e["aliases"])) for e in (row["start"], row["end"])]
    why = weak_evidence(rel_type, ends[0], ends[1], passages)
    if why:
        raise InvalidArgument(
            f"the evidence does not support {_arrow(start, rel_type, end)}: {why}. Evidence must mention both ends "
            "(a quote of the concept in that paragraph, its label, an alias or most of its label's words; for "
            "contradicts, each paragraph one side): cite a paragraph that does (search_passages finds one), or "
            "ground the missing end there first with add_instance")


@implements(DELETE_RELATIONSHIP)
async def delete_relationship(graph: Graph, request: DeleteRelationship, *, curator: str) -> Change:
    db = graph.db
    start, end, rel_type = request.from_concept_id, request.to_concept_id, request.type
    await _curatable(db, start, end)
    async with db.transaction() as tx:
        rows = await tx.run("curation_relationship_delete", {"from": start, "to": end}, rel_type=rel_type)
        if not rows:
            raise await _no_such_relationship(db, start, rel_type, end)
        details = {"type": rel_type, "from": start, "to": end, "before": rows[0]["before"]}
        entry = await _append(tx, curator, "delete_relationship", f"deleted {_arrow(start, rel_type, end)}",
                              [start, end], details, request.note)
    return await _change(db, entry)


async def _no_such_relationship(db: Database, start: str, rel_type: str, end: str) -> NotFound:
    rows = await db.read("curation_relationships_between", {"a": start, "b": end, "types": list(RELATIONSHIP_TYPES)})
    existing = ", ".join(_arrow(r["from"], r["type"], r["to"]) for r in rows)
    there = f"between them: {existing}" if existing else "they are not linked at all"
    return NotFound(f"there is no {rel_type.lower()} relationship from {start} to {end}; {there}")


# --- the change log -----------------------------------------------------------------------------------
async def _append(tx: Transaction, curator: str, operation: str, summary: str, concept_ids: list[str],
                  details: dict[str, Any], note: str | None) -> dict[str, Any]:
    params = {"curator": curator, "operation": operation, "summary": summary, "concept_ids": concept_ids,
              "details": json.dumps(details, ensure_ascii=False), "note": note}
    row = (await tx.run("change_append", params))[0]
    await tx.run("communities_mark_owed")  # the map follows the curated graph at the next ingest
    return {**params, "sequence": row["sequence"], "at": row["at"]}


def _entry(row: dict[str, Any]) -> Change:
    return Change(
        sequence=row["sequence"],
        at=row["at"].to_native().isoformat(timespec="seconds"),
        curator=row["curator"],
        operation=row["operation"],
        summary=row["summary"],
        note=row["note"],
        details=json.loads(row["details"] or "{}"),
        concepts=[ConceptSummary(concept_id=cid, exists=False) for cid in row["concept_ids"] or []],
    )


async def _with_summaries(db: Database, changes: list[Change]) -> list[Change]:
    """The changes with the current state of the concepts they touched (one read for all of them)."""
    ids = sorted({c.concept_id for change in changes for c in change.concepts})
    if not ids:
        return changes
    rows = await db.read("concept_summaries", {"ids": ids, "types": list(RELATIONSHIP_TYPES)})
    found = {row["concept_id"]: ConceptSummary(
        concept_id=row["concept_id"], exists=True, label=row["label"],
        description=(row["description"] or "")[:SUMMARY_CHARS], quotes=row["quotes"],
        relationships=row["relationships"]) for row in rows}
    return [change.model_copy(update={"concepts": [found.get(c.concept_id, c) for c in change.concepts]})
            for change in changes]


async def _change(db: Database, entry: dict[str, Any]) -> Change:
    return (await _with_summaries(db, [_entry(entry)]))[0]


@implements(RECENT_CHANGES)
async def recent_changes(graph: Graph, request: ListRecentChanges) -> RecentChanges:
    db = graph.db
    row = (await db.read("changes_since", {"since": request.since_sequence, "concept_id": request.concept_id,
                                           "limit": request.limit}))[0]
    changes = await _with_summaries(db, [_entry(change) for change in row["changes"]])
    return RecentChanges(
        since_sequence=request.since_sequence, concept_id=request.concept_id, changes=changes,
        latest_sequence=row["latest"], truncated=row["more"],
        next_since=changes[-1].sequence if changes else request.since_sequence,
    )
