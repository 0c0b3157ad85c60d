"""`kg ingest` and `kg remove` against a real Neo4j: a grounded graph from the sample documents,
idempotent re-runs, changed and removed documents, kill -9 recovery, and the LLM path end to end."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from kg_server.contract.reads import SEARCH_CONCEPTS, SearchConcepts
from kg_server.errors import DocumentNotFound
from kg_server.ingest.report import IngestOptions, IngestReport
from kg_server.service import KnowledgeGraph
from kg_server.text import paragraphs
from kg_server.transfer.records import SLUG_PATTERN
from kg_server.transfer.sample import DOCUMENTS_DIR
from tests.helpers.fakes import FakeLLM, completion
from tests.helpers.graphs import (
    assert_grounded,
    assert_same_graph,
    count,
    make_corpus,
    snapshot,
    wipe,
)
from tests.helpers.processes import KgRun, Ran

SAMPLE_DOCUMENTS = sorted(p for p in DOCUMENTS_DIR.rglob("*.md"))
CHANGED = "Emails/2026-03-02-legal-review.md"
NEW_TEXT = """# Revised legal review

The quantum ledger notarisation requires a hardware security module. Every signed record is checked
against the ledger before release.

The hardware security module is part of the key management service. Key rotation happens every quarter.
"""


async def ingest(graph: KnowledgeGraph, root: Path, **options: Any) -> IngestReport:
    return await graph.ingest([root], extractor="local", options=IngestOptions(**options))


async def test_local_ingest_builds_a_grounded_graph_from_mixed_files(graph: KnowledgeGraph, tmp_path: Path) -> None:
    root = make_corpus(tmp_path / "corpus")
    report = await ingest(graph, root)

    assert (report.documents_new, report.documents_changed, report.documents_unchanged) == (len(SAMPLE_DOCUMENTS), 0, 0)
    assert 1 <= report.transactions < report.documents_new  # new documents go to Neo4j several to a transaction
    reasons = {Path(path).name: reason for path, reason in report.skipped}
    assert reasons == {
        "notes.bin.txt": "binary content (a NUL byte), not text",
        "empty.md": "empty file",
        "slides.pptx": reasons["slides.pptx"],
    } and "unsupported file type '.pptx'" in reasons["slides.pptx"]
    expected_paragraphs = sum(len(paragraphs(p.read_text())) for p in SAMPLE_DOCUMENTS)
    assert report.paragraphs == expected_paragraphs
    assert await count(graph, "MATCH (s:Source) RETURN count(s) AS n") == expected_paragraphs
    await assert_grounded(graph)

    # Topics are the folders; sources are numbered from 1 in document order.
    topics = await graph.db.run_auto("MATCH (d:Document) RETURN collect(DISTINCT d.topic) AS t")
    assert sorted(topics[0]["t"]) == ["Contracts", "Emails", "Minutes", "Tenders"]
    numbers = await graph.db.run_auto(
        "MATCH (d:Document {name: 'Contracts/draft-contract.md'})-[:HAS_SOURCE]->(s) RETURN collect(s.paragraph) AS p")
    assert sorted(numbers[0]["p"]) == list(range(1, len(numbers[0]["p"]) + 1))

    # Concepts recur across documents, have slug ids, and the report's numbers are the graph's.
    stats = await graph.stats()
    assert report.contradictions is not None  # the contradiction finder's claims are concepts too
    assert stats.concepts - report.contradictions.claims == report.concepts_new > 100
    assert report.concepts_merged_by_label > 50
    assert all(
        re.match(SLUG_PATTERN, row["id"])
        for row in await graph.db.run_auto("MATCH (c:Concept) RETURN c.concept_id AS id")
    )
    shared = await count(graph, """
        MATCH (c:Concept)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(s:Source)
        WITH c, count(DISTINCT s.document) AS documents WHERE documents >= 3 RETURN count(c) AS n""")
    assert shared >= 10
    assert stats.relationships.get("RELATED_TO", 0) == report.relationships["RELATED_TO"] > 0
    stated = sum(n for t, n in stats.relationships.items() if t != "RELATED_TO")
    assert stated == sum(n for t, n in report.relationships.items() if t != "RELATED_TO") > 0

    # A lexical pattern of the sample: "... is subject to the limitations ... in Clause 15" (REQUIRES).
    requires = await graph.db.run_auto(
        "MATCH (a:Concept)-[r:REQUIRES]->(b:Concept) RETURN a.label AS a, b.label AS b, r.evidence AS evidence")
    assert requires and all(row["evidence"] for row in requires)
    # And the graph answers questions: the IP indemnity of the sample is found by search.
    found = await graph.run(
        SEARCH_CONCEPTS, SearchConcepts(query="indemnity for intellectual property claims", limit=5)
    )
    assert any("indemnit" in hit.concept_id for hit in found.results)


@pytest.mark.slow
async def test_ingesting_twice_changes_nothing(graph: KnowledgeGraph, tmp_path: Path) -> None:
    root = make_corpus(tmp_path / "corpus")
    await ingest(graph, root)
    first = await snapshot(graph)
    again = await ingest(graph, root)
    assert (again.documents_ingested, again.documents_unchanged) == (0, len(SAMPLE_DOCUMENTS))
    assert await snapshot(graph) == first
    # nothing written: the communities stand (a run stopped after its writes leaves them owed)
    assert again.communities is not None and not again.communities.computed
    assert "nothing changed" in again.communities.reason
    await graph.db.write("communities_mark_owed")
    owed = await ingest(graph, root)
    assert owed.communities is not None and owed.communities.computed
    assert not (await graph.db.read("communities_owed"))[0]["owed"]
    # --force re-extracts everything. Mentions now meet concepts of later documents too, so the
    # graph may differ in detail, but it stays whole and grounded.
    forced = await ingest(graph, root, force=True)
    assert forced.documents_changed == len(SAMPLE_DOCUMENTS)
    await assert_grounded(graph)


@pytest.mark.slow
async def test_a_changed_document_is_replaced_and_a_removed_one_pruned(graph: KnowledgeGraph, tmp_path: Path) -> None:
    root = make_corpus(tmp_path / "corpus")
    await ingest(graph, root)
    only_there = {row["id"] for row in await graph.db.run_auto("""
        MATCH (c:Concept)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(s:Source)
        WITH c, collect(DISTINCT s.document) AS documents WHERE documents = [$name]
        RETURN c.concept_id AS id""", {"name": CHANGED})}
    assert only_there

    (root / CHANGED).write_text(NEW_TEXT)
    report = await ingest(graph, root)
    assert (report.documents_changed, report.documents_unchanged) == (1, len(SAMPLE_DOCUMENTS) - 1)
    texts = await graph.db.run_auto(
        "MATCH (:Document {name: $name})-[:HAS_SOURCE]->(s) RETURN s.paragraph AS n, s.text AS text ORDER BY n",
        {"name": CHANGED})
    assert [row["text"] for row in texts] == paragraphs(NEW_TEXT)
    await assert_grounded(graph)
    remaining = await graph.db.run_auto("MATCH (c:Concept) WHERE c.concept_id IN $ids RETURN c.concept_id AS id",
                                        {"ids": sorted(only_there)})
    assert remaining == []  # grounded only in the old text: pruned with it
    rel = await graph.db.run_auto("""
        MATCH (a:Concept)-[r:REQUIRES]->(b:Concept) WHERE a.label = 'Quantum ledger notarisation'
        RETURN b.label AS b, r.evidence AS evidence""")
    assert rel == [{"b": "Hardware security module", "evidence": [f"{CHANGED}#p1"]}]
    part_of = await count(graph, """
        MATCH (:Concept {label: 'Hardware security module'})-[r:PART_OF]->(:Concept {label: 'Key management service'})
        RETURN count(r) AS n""")
    assert part_of == 1

    removed = await graph.remove_document(CHANGED)
    assert (removed.paragraphs, removed.quotes > 0) == (2, True)
    assert "quantum-ledger-notarisation" in removed.concepts_pruned
    assert await count(graph, "MATCH (d:Document {name: $name}) RETURN count(d) AS n", {"name": CHANGED}) == 0
    assert await count(graph, "MATCH (s:Source) WHERE s.document = $name RETURN count(s) AS n", {"name": CHANGED}) == 0
    evidence = "MATCH ()-[r]->() WHERE any(e IN r.evidence WHERE e STARTS WITH $prefix) RETURN count(r) AS n"
    assert await count(graph, evidence, {"prefix": CHANGED + "#"}) == 0
    await assert_grounded(graph)

    with pytest.raises(DocumentNotFound) as missing:
        await graph.remove_document("Emails/2026-03-02-legal-reviw.md")
    assert "Emails/2026-03-02-legal-review.md" not in missing.value.closest  # it is gone now
    assert missing.value.closest  # but other close names are offered


def _kg(kg_command: list[str], env: dict[str, str], *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([*kg_command, *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@pytest.mark.slow
async def test_kill_9_mid_ingest_then_rerun_equals_a_clean_run(
    graph: KnowledgeGraph, tmp_path: Path, kg_command: list[str], test_env: dict[str, str], kg_run: KgRun
) -> None:
    root = make_corpus(tmp_path / "corpus", copies=2)
    total = 2 * len(SAMPLE_DOCUMENTS)
    process = _kg(kg_command, test_env, "ingest", str(root), "--extractor", "local")
    deadline = time.monotonic() + 240
    while await count(graph, "MATCH (d:Document) RETURN count(d) AS n") < 4:
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "ingest did not write a document in time"
        time.sleep(0.05)
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    written = await count(graph, "MATCH (d:Document) RETURN count(d) AS n")
    assert 4 <= written < total

    # Nothing half-written: each document present has all its paragraphs.
    rows = await graph.db.run_auto(
        "MATCH (d:Document) OPTIONAL MATCH (d)-[:HAS_SOURCE]->(s) RETURN d.name AS name, count(s) AS n"
    )
    for row in rows:
        assert row["n"] == len(paragraphs((root / row["name"]).read_text())), row["name"]
    await assert_grounded(graph)

    # The killed run needed a process of its own; the reruns can share this one.
    rerun = await asyncio.to_thread(kg_run, "ingest", str(root), "--extractor", "local", "--json")
    assert rerun.returncode == 0, rerun.stderr
    report = json.loads(rerun.stdout)
    assert report["documents_unchanged"] == written and report["documents_new"] == total - written
    recovered = await snapshot(graph)

    await wipe(graph)
    clean = await asyncio.to_thread(kg_run, "ingest", str(root), "--extractor", "local")
    assert clean.returncode == 0, clean.stderr
    assert_same_graph(recovered, await snapshot(graph))


async def test_the_llm_extractor_end_to_end(graph: KnowledgeGraph, tmp_path: Path, llm: FakeLLM) -> None:
    """Through the pipeline to Neo4j: concepts with verbatim (or repaired) quotes, relationships to
    known concepts, a rejected quote, and a document whose paragraph keeps failing left out."""
    root = tmp_path / "corpus"
    (root / "Policies").mkdir(parents=True)
    (root / "Policies" / "security.md").write_text(
        "# Security policy\n\nAccess reviews require multi-factor authentication. Reviews happen monthly.\n")
    (root / "Policies" / "broken.md").write_text("Please fail this paragraph.\n")

    def respond(body: dict[str, Any]) -> Any:
        prompt = body["messages"][-1]["content"]
        if "Please fail" in prompt:
            return completion("not json at all")
        if "Access reviews" in prompt:
            return completion(
                {
                    "concepts": [
                        {
                            "label": "Access review",
                            "description": "A periodic check of who can access what.",
                            "quote": "access reviews  require multi-factor authentication.",
                        },  # repaired
                        {
                            "label": "Multi-factor authentication",
                            "description": "Login with two factors.",
                            "quote": "multi-factor authentication",
                        },
                        {"label": "Invented", "description": "Not in the text.", "quote": "This sentence is invented."},
                    ],
                    "relationships": [
                        {
                            "source": "Access review",
                            "target": "Multi-factor authentication",
                            "type": "requires",
                            "confidence": 0.9,
                        },
                        {"source": "Invented", "target": "Access review", "type": "supports", "confidence": 0.9},
                    ],
                }
            )
        known = re.findall(r"^([a-z0-9-]+): ", prompt, flags=re.MULTILINE)
        return completion(
            {
                "concepts": [
                    {
                        "label": "Encryption at rest",
                        "description": "Stored data is encrypted.",
                        "quote": "Encryption at rest",
                    }
                ],
                "relationships": [
                    {
                        "source": "Encryption at rest",
                        "target": "multi-factor-authentication",
                        "type": "supports",
                        "confidence": 0.7,
                    }
                ]
                if "multi-factor-authentication" in known
                else [],
            }
        )

    llm.respond = respond
    settings = graph.settings.model_copy(update={
        "openai_base_url": llm.url, "llm_model": "test-model", "llm_max_retries": 1, "llm_concurrency": 1,
    })
    llm_graph = KnowledgeGraph(settings, db=graph.db, embedder=graph.embedder)
    report = await llm_graph.ingest([root], extractor="llm")
    assert report.documents_ingested == 1
    assert (report.quotes_repaired, report.quotes_rejected) == (1, 1)

    # A later document: the concepts of security.md are now known concepts it may point at.
    # (Known concepts are those in the graph when a paragraph is sent; documents of the same run
    # that are still in flight are not known yet.)
    # It names the known concept it relates to: a relationship's paragraph must mention both ends.
    (root / "Policies" / "storage.md").write_text("Encryption at rest supports multi-factor authentication.\n")
    report = await llm_graph.ingest([root], extractor="llm")
    assert (report.documents_ingested, report.documents_unchanged) == (1, 1)
    assert [name for name, _ in report.failed] == ["Policies/broken.md"]
    assert "kg ingest" in report.failed[0][1]
    await assert_grounded(graph)
    quotes = await graph.db.run_auto(
        "MATCH (c:Concept)<-[:INSTANCE_OF]-(i:Instance) "
        "RETURN c.concept_id AS id, c.description AS d, i.quote AS q ORDER BY id"
    )
    assert quotes == [
        {"id": "access-review", "d": "A periodic check of who can access what.",
         "q": "Access reviews require multi-factor authentication."},
        {"id": "encryption-at-rest", "d": "Stored data is encrypted.", "q": "Encryption at rest"},
        {"id": "multi-factor-authentication", "d": "Login with two factors.", "q": "multi-factor authentication"},
    ]
    relationships = await graph.db.run_auto(
        "MATCH (a:Concept)-[r]->(b:Concept) WHERE type(r) <> 'RELATED_TO' "
        "RETURN a.concept_id AS a, type(r) AS t, b.concept_id AS b ORDER BY a"
    )
    assert relationships == [
        {"a": "access-review", "t": "REQUIRES", "b": "multi-factor-authentication"},
        {"a": "encryption-at-rest", "t": "SUPPORTS", "b": "multi-factor-authentication"},
    ]
    assert await count(graph, "MATCH (d:Document {name: 'Policies/broken.md'}) RETURN count(d) AS n") == 0
    assert dict(report.extractor_summary)["tokens"].endswith("out")


@pytest.mark.slow
def test_the_kg_ingest_and_kg_remove_commands(graph: KnowledgeGraph, tmp_path: Path, kg_run: KgRun) -> None:
    """Exit codes and messages a user sees: a summary with skipped files, --strict, nothing to ingest,
    a missing path, and removing a document that does not exist."""
    root = tmp_path / "notes"
    root.mkdir()
    (root / "escrow.md").write_text(
        "---\ntags: [legal]\n---\n# Escrow\n\nThe source code escrow requires an annual verification test.\n"
    )
    (root / "image.txt").write_bytes(b"\x89PNG\x00\x00")
    (root / "slides.pptx").write_bytes(b"PK")

    def kg(*args: str) -> Ran:
        return kg_run(*args)

    done = kg("ingest", str(root), "--extractor", "local", "--tag", "2026")
    assert done.returncode == 0, done.stderr
    assert "1 ingested (1 new, 0 changed)" in done.stdout and "REQUIRES 1" in done.stdout
    assert "image.txt: binary content" in done.stdout
    # what is read is said once, not on every skipped file's line
    assert "slides.pptx: unsupported file type '.pptx'\n" in done.stdout and done.stdout.count("supported: ") == 1
    strict = kg("ingest", str(root), "--extractor", "local", "--strict", "--json")
    assert strict.returncode == 1 and "--strict: 2 skipped" in strict.stderr
    assert (json.loads(strict.stdout)["documents_unchanged"], json.loads(strict.stdout)["documents_ingested"]) == (1, 0)

    empty = tmp_path / "empty"
    empty.mkdir()
    nothing = kg("ingest", str(empty), "--extractor", "local")
    assert nothing.returncode == 1 and "nothing could be ingested (no files found)" in nothing.stderr
    missing = kg("ingest", str(tmp_path / "nope"))
    assert missing.returncode == 2 and "nope: no such file or folder" in missing.stderr
    assert "Traceback" not in missing.stderr + nothing.stderr

    unknown = kg("remove", "escrw.md")
    assert unknown.returncode == 1 and "No document named 'escrw.md'. Closest matches: escrow.md." in unknown.stderr
    removed = kg("remove", "escrow.md")
    assert removed.returncode == 0 and removed.stdout.startswith("removed escrow.md: 1 paragraphs")
