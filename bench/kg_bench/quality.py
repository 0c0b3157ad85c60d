"""How explorable a graph is, for `kg bench extract` and `kg bench ingest`.

Isolated concepts (no relationship to any other concept) are dust in the viewer and dead ends for
`find_related_concepts`; concepts without a description weaken search; two labels that differ only in
case are one concept shown twice.
"""

from __future__ import annotations

from typing import Any

from kg_server.store.db import Database

from .queries import bench_read


async def graph_quality(db: Database) -> dict[str, Any]:
    row = (await bench_read(db, "graph_quality", timeout=None))[0]
    concepts = row["concepts"] or 0
    by_type: dict[str, dict[str, int]] = {}
    for item in row["relationships"]:
        by_type.setdefault(item["type"], {})[item["method"]] = item["count"]
    return {
        "concepts": concepts,
        "paragraphs": row["paragraphs"],
        "concepts_per_paragraph": round(float(row["concepts_per_paragraph"] or 0.0), 2),
        "isolated_share": round(row["isolated"] / concepts, 4) if concepts else 0.0,
        "empty_description_share": round(row["undescribed"] / concepts, 4) if concepts else 0.0,
        "case_duplicate_labels": row["case_duplicates"],
        "relationships": {t: dict(sorted(m.items())) for t, m in sorted(by_type.items())},
    }


def quality_lines(quality: dict[str, Any]) -> list[str]:
    relationships = "; ".join(
        f"{t} " + ", ".join(f"{m} {n:,}" for m, n in methods.items()) for t, methods in quality["relationships"].items()
    )
    return [
        f"  concepts {quality['concepts']:,} ({quality['concepts_per_paragraph']} per paragraph); "
        f"isolated {quality['isolated_share']:.1%} (goal <= 15%); without description "
        f"{quality['empty_description_share']:.1%} (goal <= 5%); labels differing only in case: "
        f"{quality['case_duplicate_labels']}",
        f"  relationships: {relationships or 'none'}",
    ]
