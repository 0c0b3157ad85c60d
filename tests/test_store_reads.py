"""How the store talks to Neo4j where the graph is large: reads that grow with the graph come in pages
of rows (one record per page, none lost), and list parameters go out whole without the driver
spelling them out for a log line nobody reads."""

from __future__ import annotations

import logging

import numpy as np
import pytest

from kg_server.ingest.passes.links import _vectors
from kg_server.service import KnowledgeGraph
from kg_server.store.db import _sent

CONCEPTS = 2_345  # three pages of 1,000


async def test_list_parameters_go_out_whole_and_are_never_spelled_out_in_the_drivers_log(
        empty_graph: KnowledgeGraph, caplog: pytest.LogCaptureFixture) -> None:
    vector = [0.123456789] * 384
    rows = [{"id": "a", "embedding": [0.25] * 384}, {"id": "b", "embedding": [0.5] * 384}]
    sent = _sent({"vector": vector, "rows": rows, "limit": 3})
    assert sent["vector"] == vector and sent["rows"] == rows and sent["limit"] == 3
    assert len(repr(sent["vector"])) < 30 and len(repr(sent["rows"])) < 30

    with caplog.at_level(logging.DEBUG, logger="neo4j"):
        answer = await empty_graph.db.read_text(
            "RETURN $vector AS vector, $rows AS rows", {"vector": vector, "rows": rows}
        )
    assert answer[0]["vector"] == vector and answer[0]["rows"] == rows  # Neo4j got every value
    runs = [record.getMessage() for record in caplog.records if " RUN " in record.getMessage()]
    assert runs, "the driver logs every RUN at DEBUG"
    assert all("0.123456789" not in line and "0.25" not in line for line in runs)
    assert any("<list of 384>" in line for line in runs)


async def test_reads_that_grow_with_the_graph_come_in_pages_and_lose_no_row(empty_graph: KnowledgeGraph) -> None:
    db = empty_graph.db
    await db.run_auto("UNWIND range(1, $n) AS i CREATE (:Concept {concept_id: 'c-' + right('0000' + toString(i), 5), "
                      "label: 'label ' + i, aliases: [], embedding: [toFloat(i), 1.0, 0.0]})", {"n": CONCEPTS})

    records = await db.read("ingest_concept_keys", timeout=None)
    assert len(records) == 3  # pages of 1,000 rows, a record each
    rows = await db.read_list("ingest_concept_keys", timeout=None)
    assert [row["id"] for row in rows] == [f"c-{i:05d}" for i in range(1, CONCEPTS + 1)]
    assert all(row["embedding"] == [float(i), 1.0, 0.0] for i, row in enumerate(rows, start=1))
    assert len(await db.read_list("finder_concepts", timeout=None)) == CONCEPTS
    assert len(await db.read_list("links_concepts", {"max_quotes": 30}, timeout=None)) == CONCEPTS

    # The links pass reads only the vectors it does not hold already, and ends with the same matrix.
    ids, everything = await _vectors(db, {})
    held = {row["id"]: np.asarray(row["embedding"], dtype=np.float32) for row in rows[::2]}
    sent = await db.read_list("links_concept_vectors", {"known": list(held)}, timeout=None)
    assert sum(1 for row in sent if row["embedding"] == []) == len(held)
    same_ids, same = await _vectors(db, held)
    assert same_ids == ids and np.array_equal(same, everything) and everything.shape == (CONCEPTS, 3)
