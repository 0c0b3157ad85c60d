"""Bundle validation: every bad record is reported with its position and field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg_server.errors import BundleInvalid
from kg_server.transfer.files import (
    bundle_json_schema,
    read_bundle,
    validate_bundle,
    write_bundle,
)


def minimal() -> dict:
    return {
        "documents": [{"name": "Contracts/msa.md", "topic": "Contracts"}],
        "sources": [
            {"source_id": "Contracts/msa.md#p1", "document": "Contracts/msa.md", "paragraph": 1,
             "text": "The Supplier shall indemnify the Authority against third-party claims."}
        ],
        "concepts": [
            {"concept_id": "indemnity", "label": "Indemnity"},
            {"concept_id": "third-party-claims", "label": "Third-party claims"},
        ],
        "instances": [
            {"instance_id": "i1", "concept_id": "indemnity", "source_id": "Contracts/msa.md#p1",
             "quote": "The Supplier shall indemnify the Authority", "confidence": 0.9}
        ],
        "relationships": [
            {"type": "requires", "from": "indemnity", "to": "third-party-claims", "confidence": 0.8,
             "evidence": ["Contracts/msa.md#p1"]}
        ],
    }


def problems(data: dict) -> list[str]:
    with pytest.raises(BundleInvalid) as caught:
        validate_bundle(data)
    return caught.value.problems


def test_a_valid_bundle_parses_and_normalises_relationship_types() -> None:
    bundle = validate_bundle(minimal())
    assert bundle.counts() == {"documents": 1, "sources": 1, "concepts": 2, "instances": 1, "relationships": 1}
    assert bundle.relationships[0].type == "REQUIRES"


def test_field_errors_name_the_position_the_id_and_the_field() -> None:
    data = minimal()
    data["concepts"][1]["label"] = ""
    data["concepts"][0]["concept_id"] = "Not A Slug"
    found = problems(data)
    assert any(p.startswith("concepts[1] (concept 'third-party-claims'): label:") for p in found), found
    assert any(p.startswith("concepts[0] (concept 'Not A Slug'): concept_id:") for p in found), found


def test_a_quote_must_be_verbatim_in_its_paragraph() -> None:
    data = minimal()
    data["instances"][0]["quote"] = "The Supplier will indemnify"
    assert problems(data) == [
        "instances[0] (instance 'i1'): quote: not found verbatim in source 'Contracts/msa.md#p1'"
    ]


def test_references_must_resolve_inside_the_bundle() -> None:
    data = minimal()
    data["relationships"][0]["to"] = "ghost"
    data["relationships"][0]["evidence"] = ["nowhere#p9"]
    data["sources"][0]["document"] = "missing.md"
    found = problems(data)
    assert "relationships[0]: to: 'ghost' is not a concept in this bundle" in found
    assert "relationships[0]: evidence: 'nowhere#p9' is not a source in this bundle" in found
    assert any("'missing.md' is not a document in this bundle" in p for p in found)


def test_unknown_relationship_types_list_the_valid_ones() -> None:
    data = minimal()
    data["relationships"][0]["type"] = "causes"
    (problem,) = problems(data)
    assert "relationships[0]: type:" in problem
    assert "implies, contradicts, supports, part_of, kind_of, requires, related_to" in problem


def test_duplicates_unknown_fields_and_bad_numbers_are_reported() -> None:
    data = minimal()
    data["concepts"].append({"concept_id": "indemnity", "label": "Again"})
    data["instances"][0]["confidence"] = 1.5
    data["sources"][0]["paragraph"] = 0
    data["documents"][0]["colour"] = "red"
    found = problems(data)
    assert "concepts[2] (concept 'indemnity'): concept_id: duplicate of concepts[0]" in found
    assert any(p.startswith("instances[0] (instance 'i1'): confidence:") for p in found)
    assert any(p.startswith("sources[0] (source 'Contracts/msa.md#p1'): paragraph:") for p in found)
    assert any(p.startswith("documents[0] (document 'Contracts/msa.md'): colour: unknown field") for p in found)


def test_embeddings_must_share_one_dimension() -> None:
    data = minimal()
    data["concepts"][0]["embedding"] = [0.1, 0.2, 0.3]
    data["concepts"][1]["embedding"] = [0.1, 0.2]
    assert problems(data) == [
        "concepts[1] (concept 'third-party-claims'): embedding: dimension 2, but the bundle's embeddings have 3"
    ]


def test_jsonl_problems_name_the_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    lines = [
        {"kind": "header", "format": "kg-bundle", "version": 1},
        {"kind": "concept", "concept_id": "a", "label": "A"},
        {"kind": "concept", "concept_id": "b"},
        {"kind": "gadget"},
    ]
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n{not json\n")
    with pytest.raises(BundleInvalid) as caught:
        read_bundle(path)
    assert caught.value.problems == [
        "line 3 (concept 'b'): label: Field required",
        "line 4: 'kind' must be one of header, document, source, concept, instance, relationship; got 'gadget'",
        "line 5: not valid JSON (Expecting property name enclosed in double quotes)",
    ]
    assert "nothing was imported" in str(caught.value)


def test_json_syntax_errors_name_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"concepts": [\n  {"concept_id": "a",}\n]}')
    with pytest.raises(BundleInvalid, match="line 2 column 22: not valid JSON"):
        read_bundle(path)


def test_wrong_format_or_version_is_rejected() -> None:
    data = minimal() | {"format": "something-else", "version": 7}
    found = problems(data)
    assert any(p.startswith("header: format:") for p in found)
    assert any(p.startswith("header: version:") for p in found)


@pytest.mark.parametrize("suffix", [".json", ".jsonl"])
def test_files_round_trip_through_both_formats(tmp_path: Path, suffix: str) -> None:
    bundle = validate_bundle(minimal())
    path = tmp_path / f"bundle{suffix}"
    write_bundle(bundle, path)
    assert read_bundle(path) == bundle
    assert not list(tmp_path.glob("*.partial"))


def test_the_published_json_schema_is_generated_from_the_models() -> None:
    published = json.loads((Path(__file__).parent.parent / "docs" / "bundle.schema.json").read_text())
    assert published == bundle_json_schema(), "regenerate it: kg bundle-schema > docs/bundle.schema.json"


def test_a_relationship_may_appear_once() -> None:
    data = minimal()
    data["relationships"].append(dict(data["relationships"][0], confidence=0.2))
    assert problems(data) == ["relationships[1]: duplicate of relationships[0] (same from, type and to)"]
