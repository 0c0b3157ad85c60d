"""Code at size and live: an ingest written in bounded batches resumes after a kill with the same graph,
and a long-lived process reads a saved file again with a language server it keeps warm.

The repository read is a copy of this project's own `kg_server/syntax` package (real code nobody wrote
for these tests); a small batch size makes its ingest many transactions."""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import subprocess
import threading
import time
from pathlib import Path
from typing import Any, cast

from kg_server.config import Settings
from kg_server.contract.reads import SEARCH_CONCEPTS, SearchConcepts
from kg_server.ingest.code import CodeFile, load_code
from kg_server.ingest.code.readers import Readers, _split
from kg_server.ingest.code.run import _batches
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.service import KnowledgeGraph
from tests.helpers.graphs import wipe
from tests.helpers.repositories import write_repository

PROJECT = Path(__file__).resolve().parent.parent
BATCH_LINES = 500


def copy_packages(target: Path) -> Path:
    shutil.copytree(PROJECT / "kg_server" / "syntax", target / "kg_server" / "syntax",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (target / "kg_server" / "__init__.py").write_text('"""The package the copied modules belong to."""\n')
    (target / "README.md").write_text(
        "# Syntax\n\nEvery site is read by `classify`, which says its `UseKind`. `describe` reads what a "
        "definition declares as a `Definition`, and `bound_in_file` the names a file binds itself.\n")
    return target


async def rows(graph: KnowledgeGraph, text: str, **params: Any) -> list[dict[str, Any]]:
    return [dict(row) for row in await graph.db.run_auto(text, params)]


async def code_graph(graph: KnowledgeGraph) -> tuple[set[tuple[Any, ...]], ...]:
    symbols = {(r["id"], r["document"], r["line"], r["description"]) for r in await rows(
        graph, "MATCH (c:Symbol) RETURN c.concept_id AS id, c.document AS document, c.line AS line, "
               "c.description AS description")}
    sources = {(r["id"], r["text"], r["vector"]) for r in await rows(
        graph, "MATCH (d:Document {kind: 'code'})-[:HAS_SOURCE]->(s:Source) "
               "RETURN s.source_id AS id, s.text AS text, s.embedding IS NOT NULL AS vector")}
    uses = {(r["id"], r["document"], r["line"], r["use"]) for r in await rows(
        graph, "MATCH (c:Symbol)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source) WHERE i.use <> 'mention' "
               "RETURN c.concept_id AS id, s.document AS document, i.line AS line, i.use AS use")}
    edges = {(r["a"], r["type"], r["b"], tuple(sorted(r["sites"]))) for r in await rows(
        graph, "MATCH (a:Symbol)-[r]->(b:Symbol) WHERE r.method = 'lsp' "
               "RETURN a.concept_id AS a, type(r) AS type, b.concept_id AS b, r.sites AS sites")}
    prose = {(r["id"], r["source"]) for r in await rows(
        graph, "MATCH (c:Symbol)<-[:INSTANCE_OF]-(i:Instance {use: 'mention'})-[:FOUND_IN]->(s:Source) "
               "RETURN c.concept_id AS id, s.source_id AS source")}
    prose |= {(r["a"], r["b"]) for r in await rows(
        graph, "MATCH (a:Concept)-[r:DESCRIBES]->(b:Symbol) RETURN a.concept_id AS a, b.concept_id AS b")}
    documents = {(r["name"], r["hash"], r["owed"]) for r in await rows(
        graph, "MATCH (d:Document {kind: 'code'}) RETURN d.name AS name, d.content_hash AS hash, "
               "d.uses_into_owed AS owed")}
    return symbols, sources, uses, edges, prose, documents


async def finished(graph: KnowledgeGraph) -> tuple[int, int]:
    row = (await rows(graph, "MATCH (d:Document {kind: 'code'}) "
                             "RETURN count(d.content_hash) AS done, count(d) AS all"))[0]
    return row["done"], row["all"]


def test_files_are_split_by_lines_and_batched_from_both_shares(tmp_path: Path) -> None:
    root = copy_packages(tmp_path / "repo")
    files = [f for path in sorted(root.rglob("*.py"))
             if isinstance(f := load_code(root, path, max_bytes=10**7), CodeFile)]
    shares = _split(files, 2)
    lines = [sum(len(f.lines) for f in share) for share in shares]
    assert sum(lines) == sum(len(f.lines) for f in files) and abs(lines[0] - lines[1]) < max(lines) * 0.3
    readers = Readers.__new__(Readers)
    readers.shares = shares
    batches = _batches(readers, files, BATCH_LINES)
    assert [f for batch in batches for f in batch] != files  # both shares feed every batch
    assert sorted(f.name for batch in batches for f in batch) == sorted(f.name for f in files)
    assert all(sum(len(f.lines) for f in batch) < BATCH_LINES + max(len(f.lines) for f in files) * 2
               for batch in batches)


async def test_a_killed_ingest_resumes_to_the_same_graph(settings: Settings, embedder: LocalEmbedder,
                                                         test_env: dict[str, str], kg_command: list[str],
                                                         tmp_path: Path) -> None:
    root = copy_packages(tmp_path / "repo")
    graph = KnowledgeGraph(settings, embedder=embedder)
    try:
        await wipe(graph)
        env = {**os.environ, **test_env, "KG_CODE_BATCH_LINES": str(BATCH_LINES)}
        process = subprocess.Popen([*kg_command, "ingest", str(root)], env=env, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, start_new_session=True)
        done, total = 0, 0
        deadline = time.monotonic() + 600
        while time.monotonic() < deadline and process.poll() is None:
            done, total = await finished(graph)
            if done >= 2:
                break
            await asyncio.sleep(0.2)
        assert process.poll() is None, f"the ingest ended before it could be killed: {process.communicate()[1]!r}"
        os.killpg(process.pid, signal.SIGKILL)  # the ingest and its language servers
        process.wait()
        done, total = await finished(graph)
        assert 0 < done < total  # some files finished, the others left unfinished (no content hash)

        graph.settings = settings.model_copy(update={"code_batch_lines": BATCH_LINES})
        resumed = await graph.ingest([root])
        assert resumed.code is not None and resumed.code.files_unchanged == done
        assert resumed.code.files_changed == total - done
        assert await finished(graph) == (total, total)
        after_resume = await code_graph(graph)

        await wipe(graph)
        whole = await graph.ingest([root])
        assert whole.code is not None and whole.code.servers[0].batches > 3
        assert resumed.code.resumed and not whole.code.resumed
        assert after_resume[4] and await code_graph(graph) == after_resume
    finally:
        await graph.close()


async def test_a_saved_file_is_read_again_by_the_warm_server(settings: Settings, embedder: LocalEmbedder,
                                                             tmp_path: Path) -> None:
    root = copy_packages(tmp_path / "repo")
    graph = KnowledgeGraph(settings, embedder=embedder)
    try:
        await wipe(graph)
        await graph.ingest([root])
        edited = root / "kg_server" / "syntax" / "edits_removal.py"
        original = edited.read_text()
        edited.write_text(original.replace("from __future__ import annotations\n",
                                           "from __future__ import annotations\n\n\ndef added_here() -> int:\n"
                                           "    return 1\n", 1))
        first = await graph.ingest([root])  # the warm server starts here
        assert first.code is not None and first.code.files_changed == 1
        warm = list(graph.code_readers._warm.values())
        assert len(warm) == 1 and warm[0].session.pid is not None
        pid = warm[0].session.pid
        edited.write_text(edited.read_text().replace("return 1\n", "return added_here.__name__.count('a')\n", 1))
        began = time.perf_counter()
        again = await graph.ingest([root])
        seconds = time.perf_counter() - began
        assert again.code is not None and again.code.files_changed == 1
        assert [w.session.pid for w in graph.code_readers._warm.values()] == [pid]  # the same server, told the change
        uses = await rows(graph, "MATCH (:Symbol {concept_id: $id})<-[:INSTANCE_OF]-(i:Instance) "
                                 "WHERE i.use <> 'definition' RETURN i.line AS line",
                          id="py:kg_server.syntax.edits_removal.added_here")
        called = edited.read_text().split("\n").index("    return added_here.__name__.count('a')") + 1
        assert [row["line"] for row in uses] == [called]
        assert seconds < 30
        # the second pass asked only the edited function's names; the rest kept what the server said
        assert 0 < again.code.servers[0].definitions < first.code.servers[0].definitions / 4
        after_edit = await code_graph(graph)
        fresh = tmp_path / "fresh"
        shutil.copytree(root, fresh)
        await wipe(graph)
        await graph.ingest([fresh])
        assert await code_graph(graph) == after_edit  # documents are named relative to their folder
        await wipe(graph)
        await graph.ingest([root])
        # a deleted file: the warm server is started again (it would keep the file's symbols)
        (root / "kg_server" / "syntax" / "edits_text.py").unlink()
        gone = await graph.ingest([root])
        assert gone.code is not None and gone.code.files_deleted == 1
        after = await code_graph(graph)
        await wipe(graph)
        await graph.ingest([root])
        assert await code_graph(graph) == after
    finally:
        await graph.close()


async def test_scip_pythons_index_makes_the_graph_the_server_makes(settings: Settings, embedder: LocalEmbedder,
                                                                  tmp_path: Path) -> None:
    """A read from KG_CODE_INDEX_LINES lines asks scip-python's index where names are defined, and the
    server only where the index cannot say: the uses are the server's own."""
    root = copy_packages(tmp_path / "repo")
    graph = KnowledgeGraph(settings.model_copy(update={"code_index_lines": 10**9}), embedder=embedder)
    try:
        await wipe(graph)
        served = await graph.ingest([root])
        by_server = await code_graph(graph)
        await wipe(graph)
        graph.settings = settings.model_copy(update={"code_index_lines": 0})
        indexed = await graph.ingest([root])
        run = indexed.code.servers[0] if indexed.code else None
        assert run is not None and run.indexer == "scip-python" and not run.failed, run
        assert served.code is not None and served.code.servers[0].indexer is None
        # most names are answered by the index, the rest by the server (the index is asked about keywords too)
        assert run.indexed > run.definitions * 0.6
        assert run.definitions - run.indexed < served.code.servers[0].definitions * 0.4
        server_uses, uses = by_server[2], (await code_graph(graph))[2]
        assert len(server_uses) > 1000
        assert len(uses & server_uses) >= 0.995 * len(server_uses), sorted(server_uses - uses)[:20]
        # and more: a keyword naming a dataclass's field is a use of it, which the server alone reads only
        # among the references of fields named as a library's names are (`name=`, not `block=`)
        more = await rows(graph, "UNWIND $uses AS use MATCH (:Symbol {concept_id: use[0]})<-[:INSTANCE_OF]-(i:Instance)"
                                 "-[:FOUND_IN]->(s:Source {document: use[1]}) WHERE i.line = use[2] "
                                 "RETURN use[0] AS id, i.quote AS text", uses=[list(u) for u in uses - server_uses])
        assert all(f"{row['id'].rpartition('.')[2]}=" in row["text"] for row in more), more
    finally:
        await graph.close()


class _HeldBack:
    """The real embedder, whose calls from the code pass's background threads wait until `gate` is set:
    every vector of the pass is then not made when its batch is written."""

    def __init__(self, real: LocalEmbedder, gate: threading.Event) -> None:
        self._real, self._gate = real, gate

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)

    def embed(self, texts: list[str]) -> list[list[float]]:
        if threading.current_thread().name.startswith("kg-code-vectors"):
            self._gate.wait(60)
        return self._real.embed(texts)


async def code_vectors(graph: KnowledgeGraph) -> dict[str, list[float]]:
    found = await rows(graph, "MATCH (c:Symbol) RETURN c.concept_id AS id, c.embedding AS vector "
                              "UNION ALL MATCH (:Document {kind: 'code'})-[:HAS_SOURCE]->(s:Source) "
                              "RETURN s.source_id AS id, s.embedding AS vector")
    return {row["id"]: row["vector"] for row in found}


async def test_the_graph_is_written_before_its_vectors_and_the_owed_ones_are_made_after(
        settings: Settings, embedder: LocalEmbedder, tmp_path: Path) -> None:
    root = write_repository(tmp_path / "repo", {
        "shapes/__init__.py": '"""Shapes."""\n',
        "shapes/area.py": '''
            """Areas of plane shapes."""


            def square(side: float) -> float:
                """The area of a square."""
                return side * side


            class Circle:
                """A circle by its radius."""

                def __init__(self, radius: float) -> None:
                    self.radius = radius

                def area(self) -> float:
                    return 3.14159 * square(self.radius)
            ''',
        "shapes/report.py": '''
            from shapes.area import Circle, square

            TOTAL = square(2.0) + Circle(1.0).area()
            ''',
    })
    gate = threading.Event()
    said: list[str] = []

    class Stages:
        def start(self, documents: int, paragraphs: int) -> None: ...
        def advance(self, document: str, paragraphs: int) -> None: ...

        def stage(self, what: str) -> None:
            said.append(what)
            if what.startswith("the graph is complete"):
                gate.set()  # the pass is over: its held-back thread may end

    held = KnowledgeGraph(settings, embedder=cast(LocalEmbedder, _HeldBack(embedder, gate)))
    try:
        await wipe(held)
        report = await held.ingest([root], progress=Stages())
        assert report.code is not None
        written = await code_vectors(held)
        # every paragraph and symbol was written owed, then made once the graph was complete
        assert report.code.vectors_owed == report.code.vectors_late == len(written) > 10
        assert any(f"making the {len(written):,} vectors of code" in line for line in said)
        assert all(vector is not None for vector in written.values())
        assert (await rows(held, "MATCH (n:VectorOwed) RETURN count(n) AS owed"))[0]["owed"] == 0

        # what a search says while some are owed, and what the next ingest does with them
        await rows(held, "MATCH (c:Symbol) WITH c ORDER BY c.concept_id LIMIT 3 SET c:VectorOwed REMOVE c.embedding")
        found = await held.run(SEARCH_CONCEPTS, SearchConcepts(query="area of a circle"))
        assert any("3 paragraphs and symbols of code have no vector yet" in line for line in found.warnings)
        again = await held.ingest([root])
        assert again.code is not None and again.code.files_changed == 0 and again.code.vectors_late == 3
        found = await held.run(SEARCH_CONCEPTS, SearchConcepts(query="area of a circle"))
        assert not any("no vector yet" in line for line in found.warnings)
        assert await code_vectors(held) == written
    finally:
        await held.close()

    inline = KnowledgeGraph(settings, embedder=embedder)  # the vectors made as the pass goes, as before
    try:
        await wipe(inline)
        await inline.ingest([root])
        made = await code_vectors(inline)
        assert made.keys() == written.keys()
        assert all(max(abs(a - b) for a, b in zip(made[key], written[key], strict=True)) < 1e-4 for key in made)
    finally:
        await inline.close()
