"""What the offline extractor makes of prose nobody curated, against a real Neo4j: labels a reader
would recognise, no concept left alone, a description for each, links that say how they were found."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kg_bench.quality import graph_quality
from kg_server.contract.reads import (
    FIND_RELATED_CONCEPTS,
    GET_CONCEPT_DETAILS,
    FindRelatedConcepts,
    GetConceptDetails,
)
from kg_server.service import KnowledgeGraph

ESSAYS = {
    "Essays/causes.md": """# CAUSES AND EFFECTS

A cause is an event that brings about another event. The cause of the change was obvious to everyone
who watched the experiment, and the effect followed at once.

Religious miracles are events that seem to break the laws of nature. Miracles were once taken as proof
of divine causes, and many historians of religion still study them.

Knowledge by acquaintance is direct awareness of a thing. Knowledge by description requires knowledge by
acquaintance, because every description is built from things we know directly.

IDEAS

Ideas come from impressions, and every idea is a faint copy of an impression. The theory of ideas shaped
empiricism for a century.
""",
    "Essays/habit.md": """# Habit

Habit is a custom formed by repeated experience. The mind moves from a cause to its effect by habit,
not by reason, and no argument can replace that custom.

Experience shows a constant conjunction between causes and effects but never a necessary connection.
Such connections are ideas of the mind, formed by habit and strengthened by repetition.

Considerable progress was never made on the problem of induction, although the great philosophers
returned to it again and again.
""",
}


async def ingest_essays(graph: KnowledgeGraph, root: Path) -> None:
    for name, text in ESSAYS.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    await graph.ingest([root], extractor="local")


async def test_offline_graph_is_connected_described_and_readable(graph: KnowledgeGraph, tmp_path: Path) -> None:
    await ingest_essays(graph, tmp_path)
    quality = await graph_quality(graph.db)
    assert quality["isolated_share"] <= 0.15
    assert quality["empty_description_share"] <= 0.05
    assert quality["case_duplicate_labels"] == 0

    labels = [r["label"] for r in await graph.db.run_auto("MATCH (c:Concept) RETURN c.label AS label")]
    lowered = [label.lower() for label in labels]
    assert any(re.search(r"\bcauses?\b", label) for label in lowered)  # the noun is kept
    assert "ideas" in lowered or "idea" in lowered
    assert not {"ideas", "idea"} <= set(lowered)  # the heading and the text name one concept
    assert "IDEAS" not in labels and "CAUSES AND EFFECTS" not in labels
    assert not {"considerable", "never", "great", "remaining"} & set(lowered)  # no bare adjectives or adverbs
    assert "knowledge by acquaintance" in lowered

    links = await graph.db.run_auto("""
        MATCH (a:Concept)-[r]->(b:Concept)
        RETURN a.label AS a, type(r) AS type, r.method AS method, b.label AS b, r.evidence AS evidence""")
    kinds = {(x["a"].lower(), x["b"].lower()) for x in links if x["type"] == "KIND_OF" and x["method"] == "hierarchy"}
    assert ("religious miracles", "miracles") in kinds
    requires = [x for x in links if x["type"] == "REQUIRES"]
    assert [(x["a"].lower(), x["b"].lower(), x["method"]) for x in requires] == [
        ("knowledge by description", "knowledge by acquaintance", "pattern")]
    assert {x["method"] for x in links} <= {"pattern", "cooccurrence", "similarity", "hierarchy"}
    for link in links:
        if link["method"] in ("pattern", "cooccurrence", "hierarchy"):
            assert link["evidence"], link  # each inferred link keeps the paragraphs behind it


async def test_descriptions_are_verbatim_sentences_and_definitions_come_first(
    graph: KnowledgeGraph, tmp_path: Path
) -> None:
    await ingest_essays(graph, tmp_path)
    rows = await graph.db.run_auto("""
        MATCH (c:Concept)<-[:INSTANCE_OF]-(i:Instance)
        RETURN c.label AS label, c.description AS description, c.description_from AS source,
               collect(i.quote) AS quotes""")
    for row in rows:
        flat = [" ".join(q.split()) for q in row["quotes"]]
        assert any(row["description"] in q for q in flat), row
        assert row["source"]
    habit = next(r for r in rows if r["label"].lower() == "habit")
    assert habit["description"] == "Habit is a custom formed by repeated experience."
    cause = next(r for r in rows if r["label"].lower() in ("cause", "causes"))
    assert cause["description"] == "A cause is an event that brings about another event."


async def test_tools_tell_inferred_links_from_stated_ones(graph: KnowledgeGraph, tmp_path: Path) -> None:
    await ingest_essays(graph, tmp_path)
    [row] = await graph.db.run_auto(
        "MATCH (c:Concept) WHERE toLower(c.label) = 'religious miracles' RETURN c.concept_id AS id")
    details = await graph.run(GET_CONCEPT_DETAILS, GetConceptDetails(concept_id=row["id"]))
    kind = next(r for r in details.relationships if r.type == "kind_of")
    assert kind.method == "hierarchy" and kind.direction == "outgoing"
    assert "[hierarchy]" in details.render()
    related = await graph.run(FIND_RELATED_CONCEPTS,
        FindRelatedConcepts(concept_id=row["id"], relationship_types=["kind_of"], max_depth=1))
    assert related.results and related.results[0].path[0].method == "hierarchy"


@pytest.mark.slow
async def test_the_corpus_pass_is_recomputed_after_a_removal(graph: KnowledgeGraph, tmp_path: Path) -> None:
    await ingest_essays(graph, tmp_path)
    before = await graph.db.run_auto("MATCH ()-[r {method: 'cooccurrence'}]->() RETURN count(r) AS n")
    await graph.remove_document("Essays/habit.md")
    after = await graph.db.run_auto("""
        MATCH (a)-[r]->(b) WHERE r.method IN ['cooccurrence', 'hierarchy']
        UNWIND r.evidence AS e
        RETURN count(r) AS n, count(CASE WHEN e STARTS WITH 'Essays/habit.md' THEN 1 END) AS stale""")
    assert after[0]["stale"] == 0 and after[0]["n"] > 0
    assert before[0]["n"] > 0
    quality = await graph_quality(graph.db)
    assert quality["empty_description_share"] <= 0.05
