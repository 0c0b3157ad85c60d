"""The contradiction finder's pass: statements of different documents that conflict, as claims.

Run at the end of `kg ingest` and `kg remove`, it writes:

- each side of a conflict as a **claim**: a small concept, labelled `:Concept:Claim`, named after the
  concept the two statements talk about and the phrase that conflicts ("Undisputed invoice: invoice
  within 60 days"), grounded by the conflicting sentence as its quote, and linked to that concept by
  `RELATED_TO {method: "inferred"}`;
- two claims that conflict joined by `CONTRADICTS {method: "inferred", confidence, evidence, rule}`,
  the evidence being the paragraphs of both sides (`method: "llm"` and rule `llm` when the model judged
  them, `judge.py`).

The finder is one pipeline, its stages named in order by `infer_contradictions` and
`write_contradictions`, each stage a function of the module that owns it:

1. read every paragraph with the concepts quoted in it, and every concept's names (`read_corpus`);
2. statements: each sentence worth comparing, read (`sentences.read`), with the concepts it talks
   about and its words' weights (`statements.statements`);
3. candidate pairs: the statements that could conflict (`conflicts.candidate_pairs`);
4. conflicts: the pairs that do, by which rule (`conflicts.find_conflicts`); with an LLM configured,
   also the pairs no rule decided that the model judges contradictory (`judge.ContradictionJudge`);
5. claims: the sides of the conflicts as claims, and the CONTRADICTS between them (`claims.claim_rows`);
6. vectors: each claim embedded like any concept (`claims.embed_claims`);
7. write the claims and CONTRADICTS, in one transaction (`write_contradictions`).

Everything is recomputed from scratch: the previous pass's claims and inferred CONTRADICTS go first
(`clear_contradictions`, before the other corpus passes, so that none of them sees claims), and the
new set comes in one transaction. Stated CONTRADICTS (a bundle's, an LLM's, a curator's: no `method`,
or another one) are never touched. Stages 1 to 6 read only paragraphs, quotes and concept names (never
the finder's own output, nor anything the links pass writes) and write nothing, so the same documents
always give the same claims (the LLM's verdicts aside), after a re-run, a `kg remove` or a crash, and
they run beside the links
pass (`passes/__init__.py`). Claims exported in a bundle come back as claims (`kg_server.transfer`),
and the next pass replaces them like its own.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from typing import Any

from kg_server.providers.embeddings import Embedder
from kg_server.store.db import Database
from kg_server.store.queries import INFERRED

from .claims import claim_rows, embed_claims
from .conflicts import candidate_pairs, find_conflicts
from .judge import ContradictionJudge, judge_candidates
from .statements import ConceptName, SourceRow, statements

METHOD = INFERRED


@dataclass
class ContradictionReport:
    statements: int = 0  # sentences that could conflict
    pairs: int = 0  # pairs of them compared
    contradictions: int = 0  # CONTRADICTS written
    claims: int = 0
    links: int = 0  # claim -> concept RELATED_TO written
    seconds: float = 0.0
    llm_pairs: int = 0  # pairs no rule decided, asked of the LLM (judge.py)
    llm_contradictions: int = 0  # ... that it judged contradictory
    llm_error: str = ""  # why the LLM's judgement was left out of this pass, if it was


@dataclass
class Findings:
    """What the finder found and will write: claims (with their vectors) and CONTRADICTS rows."""

    claims: list[dict[str, Any]]
    links: list[dict[str, Any]]
    report: ContradictionReport
    seconds: float  # finding them took (the write adds its own)


async def refresh_contradictions(db: Database, embedder: Embedder) -> ContradictionReport:
    """The whole pass on its own: the previous claims cleared, the new ones found and written."""
    await clear_contradictions(db)
    return await write_contradictions(db, await infer_contradictions(db, embedder))


async def clear_contradictions(db: Database) -> None:
    """Delete the previous pass's claims and inferred CONTRADICTS."""
    await db.write("finder_clear", {"method": METHOD})


async def infer_contradictions(db: Database, embedder: Embedder, judge: ContradictionJudge | None = None) -> Findings:
    """Stages 1 to 6: read, then find the conflicts and make their claims; writes nothing. The stages
    that compute run in a worker thread, so that the links pass beside them keeps the event loop; the
    LLM's judgement (4b, when a judge is given) waits on the network, in the event loop."""
    started = time.perf_counter()
    rows, names = await read_corpus(db)
    found = await asyncio.to_thread(statements, rows, names)
    pairs = await asyncio.to_thread(candidate_pairs, found)
    conflicts = await asyncio.to_thread(find_conflicts, found, pairs)
    report = ContradictionReport(statements=len(found), pairs=len(pairs))
    if judge is not None:
        candidates = await asyncio.to_thread(judge_candidates, found, conflicts, judge.limit)
        judged = await judge.conflicts(candidates, {n.concept_id: n.label for n in names})
        conflicts = [*conflicts, *judged]
        report.llm_pairs, report.llm_contradictions, report.llm_error = len(candidates), len(judged), judge.report.error
    claims, links = await asyncio.to_thread(claim_rows, conflicts, names, found.frequency)
    await asyncio.to_thread(embed_claims, claims, embedder)
    return Findings(claims, links, report, time.perf_counter() - started)


async def read_corpus(db: Database) -> tuple[list[SourceRow], list[ConceptName]]:
    """Stage 1: every paragraph with its document, folder and quotes, and every concept's names (claims
    left out: they are the finder's output)."""
    rows = [SourceRow(r["source_id"], r["document"], r["topic"] or "", r["text"],
                      tuple((c, q) for c, q in r["quotes"]))
            for r in await db.read_list("finder_sources", timeout=None)]
    names = [ConceptName(r["concept_id"], r["label"], tuple(r["aliases"]))
             for r in await db.read_list("finder_concepts", timeout=None)]
    return rows, names


async def write_contradictions(db: Database, found: Findings) -> ContradictionReport:
    """Stage 7: the claims and CONTRADICTS found, in one transaction, where `clear_contradictions` has
    taken the previous pass's away."""
    started = time.perf_counter()
    async with db.transaction() as tx:
        if found.claims:
            await tx.run("finder_claims", {"rows": found.claims, "method": METHOD})
        if found.links:
            await tx.run("finder_links", {"rows": found.links})
    report = found.report
    report.claims, report.contradictions = len(found.claims), len(found.links)
    report.links = sum(1 for c in found.claims if c["topic"])
    report.seconds = found.seconds + time.perf_counter() - started
    return report
