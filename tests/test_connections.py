"""find_connections over a graph drawn for it: the shortest paths first, then routes through other
concepts, never one route twice, within max_hops; on a real Neo4j through the service layer."""

from __future__ import annotations

from kg_server.contract.reads import FIND_CONNECTIONS, FindConnections
from kg_server.service import KnowledgeGraph
from kg_server.transfer.records import Bundle

DOCUMENT = "Notes/routes.md"
# from -> to, all RELATED_TO unless said: two shortest routes a-h-b and a-g-b; one of length 3 through
# x1, x2; one through the hub h again (a-h-y-b), which repeats a concept already on a path; one of
# length 4 through z1..z3; and a direct pair c-d with a second relationship between them.
EDGES = [("a", "h"), ("h", "b"), ("a", "g"), ("g", "b"), ("a", "x1"), ("x1", "x2"), ("x2", "b"),
         ("h", "y"), ("y", "b"), ("a", "z1"), ("z1", "z2"), ("z2", "z3"), ("z3", "b"),
         ("c", "d"), ("d", "c", "SUPPORTS"), ("c", "e"), ("e", "d")]


def routes_bundle() -> Bundle:
    names = sorted({end for edge in EDGES for end in edge[:2]})
    text = " ".join(f"Concept {name} is here." for name in names)
    source = f"{DOCUMENT}#p1"
    return Bundle.model_validate({
        "documents": [{"name": DOCUMENT, "title": "Routes", "topic": "Notes"}],
        "sources": [{"source_id": source, "document": DOCUMENT, "paragraph": 1, "text": text}],
        "concepts": [{"concept_id": name, "label": f"Concept {name}"} for name in names],
        "instances": [{"instance_id": f"q-{name}", "concept_id": name, "source_id": source,
                       "quote": f"Concept {name} is here."} for name in names],
        "relationships": [{"type": edge[2] if len(edge) > 2 else "RELATED_TO", "from": edge[0], "to": edge[1],
                           "confidence": 0.8, "evidence": [source]} for edge in EDGES],
    })


def walked(answer: object) -> list[list[str]]:
    return [[path.hops[0].from_id] + [hop.to_id for hop in path.hops] for path in answer.paths]  # type: ignore[attr-defined]


async def test_the_shortest_paths_then_routes_through_other_concepts(graph: KnowledgeGraph) -> None:
    await graph.import_bundle(routes_bundle())
    answer = await graph.run(FIND_CONNECTIONS, FindConnections(from_concept_id="a", to_concept_id="b"))
    paths = walked(answer)
    assert sorted(paths[:2]) == [["a", "g", "b"], ["a", "h", "b"]]
    assert paths[2:] == [["a", "x1", "x2", "b"], ["a", "z1", "z2", "z3", "b"]]  # a-h-y-b repeats h: not given
    assert [p.length for p in answer.paths] == [2, 2, 3, 4]
    assert answer.note is None and "4 paths from a to b, shortest first:" in answer.render()
    for path in answer.paths:
        assert all(hop.evidence and hop.evidence.document == DOCUMENT for hop in path.hops)
    # max_hops bounds every round: the route of length 4 is left out at 3 hops.
    bounded = await graph.run(FIND_CONNECTIONS, FindConnections(from_concept_id="a", to_concept_id="b", max_hops=3))
    assert [p.length for p in bounded.paths] == [2, 2, 3]


async def test_directly_related_concepts_get_each_relationship_once_then_longer_routes(graph: KnowledgeGraph) -> None:
    await graph.import_bundle(routes_bundle())
    answer = await graph.run(FIND_CONNECTIONS, FindConnections(from_concept_id="c", to_concept_id="d"))
    direct = sorted((p.hops[0].type, p.hops[0].direction) for p in answer.paths if p.length == 1)
    assert direct == [("related_to", "forward"), ("supports", "backward")]
    assert walked(answer)[2:] == [["c", "e", "d"]]
    assert len(answer.paths) == 3
