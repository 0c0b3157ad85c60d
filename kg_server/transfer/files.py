"""Reading, validating and writing graph bundles (`.json` or `.jsonl`).

Validation is complete before anything is written: every record is checked on its own (pydantic) and
against the others (unique ids, references that resolve inside the bundle, quotes that occur verbatim
in their paragraph). Each problem names the record's position and field, e.g.
`concepts[3] (concept_id 'x'): label: String should have at least 1 character` or
`line 12 (instance 'i-7'): quote: not found verbatim in source 'Contracts/msa.md#p3'`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from pydantic import ValidationError

from kg_server.errors import BundleInvalid, InvalidArgument

from .records import (
    JSONL_KIND,
    RECORD_KINDS,
    Bundle,
    BundleHeader,
    ConceptRecord,
    DocumentRecord,
    InstanceRecord,
    Record,
    RelationshipRecord,
    SourceRecord,
)

ID_FIELD = {
    "documents": "name",
    "sources": "source_id",
    "concepts": "concept_id",
    "instances": "instance_id",
}


@dataclass
class _Parsed:
    """Valid records with the position each came from, and the problems found so far."""

    header: BundleHeader = field(default_factory=lambda: BundleHeader())
    records: dict[str, list[tuple[str, Record]]] = field(default_factory=lambda: {k: [] for k in RECORD_KINDS})
    problems: list[str] = field(default_factory=list)

    def add(self, kind: str, position: str, raw: Any) -> None:
        model = RECORD_KINDS[kind]
        label = _describe(kind, position, raw)
        if not isinstance(raw, dict):
            self.problems.append(f"{label}: expected an object, got {type(raw).__name__}")
            return
        try:
            self.records[kind].append((label, model.model_validate(raw)))
        except ValidationError as error:
            self.problems.extend(_validation_problems(label, error))


def read_bundle(path: str | Path) -> Bundle:
    """Parse and fully validate a bundle file; raise BundleInvalid listing every problem."""
    path = Path(path)
    if not path.is_file():
        raise InvalidArgument(f"no bundle file at {path}")
    with path.open(encoding="utf-8") as stream:
        if _is_jsonl(path, stream):
            parsed = _parse_jsonl(stream)
        else:
            parsed = _parse_json(stream, str(path))
    return _finish(parsed, str(path))


def validate_bundle(data: dict[str, Any], name: str = "bundle") -> Bundle:
    """Validate an in-memory bundle (the JSON shape) with the same checks as a file."""
    parsed = _Parsed()
    _collect_json(parsed, data)
    return _finish(parsed, name)


def _finish(parsed: _Parsed, name: str) -> Bundle:
    parsed.problems.extend(_cross_check(parsed))
    if parsed.problems:
        raise BundleInvalid(name, parsed.problems)
    records = {kind: [record for _, record in items] for kind, items in parsed.records.items()}
    return Bundle.model_validate({**parsed.header.model_dump(), **records})


def _is_jsonl(path: Path, stream: TextIO) -> bool:
    if path.suffix.lower() in (".jsonl", ".ndjson"):
        return True
    if path.suffix.lower() == ".json":
        return False
    first = stream.readline()
    stream.seek(0)
    return first.strip().startswith("{") and first.strip().endswith("}") and '"kind"' in first


def _parse_json(stream: TextIO, name: str) -> _Parsed:
    try:
        data = json.load(stream)
    except json.JSONDecodeError as error:
        raise BundleInvalid(name, [f"line {error.lineno} column {error.colno}: not valid JSON ({error.msg})"]) from None
    parsed = _Parsed()
    if not isinstance(data, dict):
        parsed.problems.append(
            f"top level: expected an object with 'documents', 'concepts', ...; got {type(data).__name__}"
        )
        return parsed
    _collect_json(parsed, data)
    return parsed


def _collect_json(parsed: _Parsed, data: dict[str, Any]) -> None:
    header = {k: v for k, v in data.items() if k not in RECORD_KINDS}
    _set_header(parsed, header, "header")
    for kind in RECORD_KINDS:
        items = data.get(kind, [])
        if not isinstance(items, list):
            parsed.problems.append(f"{kind}: expected a list, got {type(items).__name__}")
            continue
        for index, raw in enumerate(items):
            parsed.add(kind, f"{kind}[{index}]", raw)


def _parse_jsonl(stream: TextIO) -> _Parsed:
    parsed = _Parsed()
    for number, line in enumerate(stream, start=1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as error:
            parsed.problems.append(f"line {number}: not valid JSON ({error.msg})")
            continue
        kind = raw.pop("kind", None) if isinstance(raw, dict) else None
        if kind == "header":
            _set_header(parsed, raw, f"line {number} (header)")
        elif kind in JSONL_KIND:
            parsed.add(JSONL_KIND[kind], f"line {number}", raw)
        else:
            valid = ", ".join(["header", *JSONL_KIND])
            parsed.problems.append(f"line {number}: 'kind' must be one of {valid}; got {kind!r}")
    return parsed


def _set_header(parsed: _Parsed, raw: dict[str, Any], where: str) -> None:
    try:
        parsed.header = BundleHeader.model_validate(raw)
    except ValidationError as error:
        parsed.problems.extend(_validation_problems(where, error))


def _describe(kind: str, position: str, raw: Any) -> str:
    id_field = ID_FIELD.get(kind)
    if isinstance(raw, dict) and id_field and isinstance(raw.get(id_field), str):
        singular = kind[:-1]
        return f"{position} ({singular} {raw[id_field]!r})"
    return position


def _validation_problems(label: str, error: ValidationError) -> list[str]:
    problems = []
    for item in error.errors():
        where = ".".join(str(part) for part in item["loc"]) or "record"
        message = item["msg"]
        if item["type"] == "extra_forbidden":
            message = "unknown field (see docs/import-format.md for the fields of each record)"
        problems.append(f"{label}: {where}: {message}")
    return problems


def _cross_check(parsed: _Parsed) -> Iterator[str]:
    header = parsed.header
    seen: dict[str, dict[str, str]] = {}
    for kind, id_field in ID_FIELD.items():
        seen[kind] = {}
        for label, record in parsed.records[kind]:
            key = getattr(record, id_field)
            if key in seen[kind]:
                yield f"{label}: {id_field}: duplicate of {seen[kind][key]}"
            else:
                seen[kind][key] = label.split(" (")[0]

    documents = seen["documents"]
    texts: dict[str, str] = {}
    positions: dict[tuple[str, int], str] = {}
    for label, source in parsed.records["sources"]:
        assert isinstance(source, SourceRecord)
        texts[source.source_id] = source.text
        if source.document not in documents:
            yield f"{label}: document: {source.document!r} is not a document in this bundle"
        where = (source.document, source.paragraph)
        if where in positions:
            yield f"{label}: paragraph: {source.document!r} paragraph {source.paragraph} is also {positions[where]}"
        positions.setdefault(where, label.split(" (")[0])

    concepts = seen["concepts"]
    for label, instance in parsed.records["instances"]:
        assert isinstance(instance, InstanceRecord)
        if instance.concept_id not in concepts:
            yield f"{label}: concept_id: {instance.concept_id!r} is not a concept in this bundle"
        text = texts.get(instance.source_id)
        if text is None:
            yield f"{label}: source_id: {instance.source_id!r} is not a source in this bundle"
        elif instance.quote not in text:
            yield f"{label}: quote: not found verbatim in source {instance.source_id!r}"

    relationship_at: dict[tuple[str, str, str], str] = {}
    for label, relationship in parsed.records["relationships"]:
        assert isinstance(relationship, RelationshipRecord)
        key = (relationship.from_id, relationship.type, relationship.to_id)
        if key in relationship_at:
            yield f"{label}: duplicate of {relationship_at[key]} (same from, type and to)"
        relationship_at.setdefault(key, label)
        for end, concept_id in (("from", relationship.from_id), ("to", relationship.to_id)):
            if concept_id not in concepts:
                yield f"{label}: {end}: {concept_id!r} is not a concept in this bundle"
        if relationship.from_id == relationship.to_id:
            yield f"{label}: to: a concept cannot relate to itself"
        for source_id in relationship.evidence:
            if source_id not in texts:
                yield f"{label}: evidence: {source_id!r} is not a source in this bundle"

    dimension = header.embedding_dimension
    for kind in ("sources", "concepts"):
        for label, record in parsed.records[kind]:
            vector = getattr(record, "embedding", None)
            if vector is None:
                continue
            if dimension is None:
                dimension = len(vector)
            if len(vector) != dimension:
                yield f"{label}: embedding: dimension {len(vector)}, but the bundle's embeddings have {dimension}"


# --- writing --------------------------------------------------------------------------------------
def record_json(record: Record) -> dict[str, Any]:
    data = record.model_dump(mode="json", by_alias=True, exclude_none=True)
    return data


def write_bundle(bundle: Bundle, path: str | Path) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".partial")
    with temporary.open("w", encoding="utf-8") as stream:
        if path.suffix.lower() in (".jsonl", ".ndjson"):
            _write_jsonl(bundle, stream)
        else:
            json.dump(
                bundle.model_dump(mode="json", by_alias=True, exclude_none=True), stream, ensure_ascii=False, indent=1
            )
            stream.write("\n")
    temporary.replace(path)  # never leave a half-written bundle under the real name


def _write_jsonl(bundle: Bundle, stream: TextIO) -> None:
    header = BundleHeader.model_validate(bundle.model_dump(include=set(BundleHeader.model_fields)))
    stream.write(json.dumps({"kind": "header", **record_json(header)}, ensure_ascii=False) + "\n")
    singular = {plural: kind for kind, plural in JSONL_KIND.items()}
    for kind in RECORD_KINDS:
        records: Iterable[Record] = getattr(bundle, kind)
        for record in records:
            stream.write(json.dumps({"kind": singular[kind], **record_json(record)}, ensure_ascii=False) + "\n")


def bundle_json_schema() -> dict[str, Any]:
    """The JSON Schema of the .json bundle shape, generated from the models (docs/bundle.schema.json)."""
    schema = Bundle.model_json_schema(by_alias=True, mode="validation")
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "kg_server graph bundle"
    return schema


__all__ = [
    "Bundle",
    "ConceptRecord",
    "DocumentRecord",
    "InstanceRecord",
    "RelationshipRecord",
    "SourceRecord",
    "bundle_json_schema",
    "read_bundle",
    "validate_bundle",
    "write_bundle",
]
