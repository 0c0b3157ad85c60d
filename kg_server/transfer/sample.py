"""The sample dataset: a fictional public procurement, shipped in the package.

`kg_server/sample/documents/` holds the markdown documents and `kg_server/sample/annotations.json`
the hand-made concepts, quotes and relationships over them. `build_sample_bundle()` turns the two into
a graph bundle: paragraphs are cut with the same rule ingestion uses, and each quote is located in the
one paragraph that contains it, so every Instance is verbatim by construction. The generated bundle is
committed as `kg_server/sample/procurement.bundle.json` (`python -m kg_server.transfer.sample` rewrites it;
a test keeps it in step).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from kg_server.errors import InvalidArgument
from kg_server.text import content_hash, short_hash, title_of, topic_of
from kg_server.text import paragraphs as split_paragraphs

from .files import validate_bundle, write_bundle
from .records import Bundle

SAMPLE_DIR = Path(__file__).parent.parent / "sample"
DOCUMENTS_DIR = SAMPLE_DIR / "documents"
ANNOTATIONS = SAMPLE_DIR / "annotations.json"
BUNDLE_FILE = SAMPLE_DIR / "procurement.bundle.json"


def source_id(document: str, paragraph: int) -> str:
    return f"{document}#p{paragraph}"


def build_sample_bundle() -> Bundle:
    paragraphs: dict[str, list[str]] = {}
    documents: list[dict[str, Any]] = []
    sources: list[dict[str, Any]] = []
    for path in sorted(DOCUMENTS_DIR.rglob("*.md")):
        name = path.relative_to(DOCUMENTS_DIR).as_posix()
        text = path.read_text(encoding="utf-8")
        paragraphs[name] = split_paragraphs(text)
        documents.append(
            {
                "name": name,
                "title": title_of(text),
                "topic": topic_of(path, DOCUMENTS_DIR),
                "content_hash": content_hash(text),
            }
        )
        for number, paragraph in enumerate(paragraphs[name], start=1):
            sources.append(
                {"source_id": source_id(name, number), "document": name, "paragraph": number, "text": paragraph}
            )

    def locate(document: str, quote: str) -> str:
        hits = [n for n, p in enumerate(paragraphs.get(document, []), start=1) if quote in p]
        if len(hits) != 1:
            where = "not found" if not hits else f"found in paragraphs {hits}"
            raise InvalidArgument(f"sample annotations: quote {quote[:60]!r}... {where} in {document}")
        return source_id(document, hits[0])

    annotations = json.loads(ANNOTATIONS.read_text(encoding="utf-8"))
    concepts, instances = [], []
    for concept in annotations["concepts"]:
        concepts.append({k: concept[k] for k in ("concept_id", "label", "description", "aliases") if k in concept})
        for item in concept["instances"]:
            source = locate(item["document"], item["quote"])
            instances.append(
                {
                    "instance_id": "i-" + short_hash(concept["concept_id"], source, item["quote"]),
                    "concept_id": concept["concept_id"],
                    "source_id": source,
                    "quote": item["quote"],
                    "confidence": item.get("confidence", 1.0),
                }
            )
    relationships = [
        {
            "type": rel["type"],
            "from": rel["from"],
            "to": rel["to"],
            "confidence": rel.get("confidence", 1.0),
            "evidence": sorted({locate(e["document"], e["quote"]) for e in rel.get("evidence", [])}),
        }
        for rel in annotations["relationships"]
    ]
    return validate_bundle(
        {
            "documents": documents,
            "sources": sources,
            "concepts": concepts,
            "instances": instances,
            "relationships": relationships,
        },
        name="sample annotations",
    )


def main() -> None:
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else BUNDLE_FILE
    bundle = build_sample_bundle()
    write_bundle(bundle, target)
    print(f"wrote {target}: " + ", ".join(f"{n} {k}" for k, n in bundle.counts().items()))


if __name__ == "__main__":
    main()
