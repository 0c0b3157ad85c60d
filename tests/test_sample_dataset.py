"""The packaged sample: a realistic procurement with agreements and contradictions across folders."""

from __future__ import annotations

import json
from collections import Counter

from kg_server.transfer.files import read_bundle
from kg_server.transfer.records import Bundle
from kg_server.transfer.sample import BUNDLE_FILE, build_sample_bundle


def test_the_committed_bundle_is_built_from_the_documents_and_annotations() -> None:
    built = build_sample_bundle().model_dump(mode="json", by_alias=True, exclude_none=True)
    committed = json.loads(BUNDLE_FILE.read_text())
    assert committed == built, "regenerate it: python -m kg_server.transfer.sample"


def test_the_sample_is_big_and_varied_enough() -> None:
    bundle = read_bundle(BUNDLE_FILE)
    assert len(bundle.documents) >= 12
    assert {d.topic for d in bundle.documents} >= {"Tenders", "Contracts", "Emails"}
    assert len(bundle.concepts) >= 40
    assert len(bundle.instances) >= 100
    kinds = Counter(r.type for r in bundle.relationships)
    assert {"IMPLIES", "CONTRADICTS", "SUPPORTS", "PART_OF", "REQUIRES"} <= set(kinds)
    assert all(r.evidence for r in bundle.relationships), "every relationship cites a paragraph"


def folders(bundle: Bundle) -> dict[str, set[str]]:
    topic = {d.name: d.topic for d in bundle.documents}
    document = {s.source_id: s.document for s in bundle.sources}
    found: dict[str, set[str]] = {}
    for instance in bundle.instances:
        found.setdefault(instance.concept_id, set()).add(topic[document[instance.source_id]])
    return found


def test_contradictions_cross_folders() -> None:
    bundle = read_bundle(BUNDLE_FILE)
    where = folders(bundle)
    across = [
        (r.from_id, r.to_id)
        for r in bundle.relationships
        if r.type == "CONTRADICTS" and where[r.from_id].isdisjoint(where[r.to_id])
    ]
    assert len(across) >= 3, across
    assert ("uncapped-ip-indemnity", "capped-ip-indemnity") in across or (
        "capped-ip-indemnity", "uncapped-ip-indemnity") in across


def test_every_quote_is_verbatim_in_its_paragraph() -> None:
    bundle = read_bundle(BUNDLE_FILE)
    text = {s.source_id: s.text for s in bundle.sources}
    assert all(i.quote in text[i.source_id] for i in bundle.instances)
