"""`kg bench extract`: what the offline extractor makes of a corpus, measured.

PATH is a SciERC-format JSONL file (abstracts annotated by experts with entities and relations), a
BEIR-style corpus.jsonl, or a folder of documents. The corpus is ingested with the offline extractor
into a throwaway Neo4j, through the same pipeline as `kg ingest`. Then:

- for SciERC: entity recall (exact and lenient) and precision, untyped relation recall;
- for every corpus: concepts per paragraph, the share of isolated concepts and of concepts without a
  description, labels that differ only in case, relationships by type and method, paragraphs/s;
- with `--sample-edges N`: N random typed relationships with the sentence that gave each, to read.

Definitions (SciERC): a gold entity's text is its detokenised span. It is *found* when the label (or
an alias) of a concept quoted in the same abstract matches it, exactly after lower-casing, removing
punctuation and folding plurals, or leniently when at least half of the content words of each side
are shared. The offline extractor's quotes are whole sentences, longer than any entity, so the
phrases scored for precision are the labels of the concepts quoted in each abstract: precision is
the share of them that leniently match a gold entity of that abstract. A gold relation is found when
any relationship joins two concepts of the abstract that match its two ends.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import tempfile
from pathlib import Path
from typing import Any

from kg_server.config import Settings
from kg_server.errors import InvalidArgument
from kg_server.text import squash

from .common import Log, bench_database, machine
from .ingest import corpus_folder
from .quality import graph_quality, quality_lines
from .queries import bench_read
from .scierc import (
    EntityScores,
    GoldDocument,
    looks_like_scierc,
    read_scierc,
    relation_found,
    score_entities,
)


def run(args: argparse.Namespace, settings: Settings, log: Log) -> dict[str, Any]:
    return run_extract_bench(settings, path=args.path, limit=args.limit, sample_edges=args.sample_edges,
                             seed=args.seed, use_configured=args.use_configured, log=log)


def run_extract_bench(
    settings: Settings,
    *,
    path: Path,
    limit: int | None = None,
    sample_edges: int = 0,
    seed: int = 1,
    use_configured: bool = False,
    log: Log,
) -> dict[str, Any]:
    from kg_server.service import KnowledgeGraph

    if not path.exists():
        raise InvalidArgument(f"{path}: no such file or folder")
    gold: list[GoldDocument] = read_scierc(path, limit=limit) if looks_like_scierc(path) else []
    with tempfile.TemporaryDirectory(prefix="kg-bench-extract-") as scratch:
        folder = Path(scratch) / "corpus"
        if gold:
            folder.mkdir()
            for document in gold:
                (folder / f"{_file_name(document.key)}.txt").write_text(document.text + "\n", encoding="utf-8")
        else:
            folder = corpus_folder(path, folder, limit=limit)
        with bench_database(settings, use_configured=use_configured, log=log) as target:

            async def measure() -> tuple[Any, dict[str, Any], list[dict[str, Any]], list[dict[str, Any]]]:
                async with KnowledgeGraph(target) as graph:
                    graph.embedder.embed(["warm up"])  # model loading is not extraction
                    log(f"ingesting {path} into {target.neo4j_uri} (offline extractor)")
                    report = await graph.ingest([folder], extractor="local")
                    quality = await graph_quality(graph.db)
                    documents = await bench_read(graph.db, "bench_document_concepts", timeout=None)
                    edges = await bench_read(graph.db, "bench_sample_edges", timeout=None) if sample_edges else []
                    return report, quality, documents, edges

            report, quality, documents, edges = asyncio.run(measure())

    result: dict[str, Any] = {
        "benchmark": "extract",
        "path": str(path),
        "documents": report.documents_ingested,
        "paragraphs": report.paragraphs,
        "seconds": round(report.seconds, 1),
        "paragraphs_per_second": round(report.paragraphs_per_second, 1),
        **quality,
        "machine": machine(),
    }
    lines = [f"kg bench extract {path}: {report.documents_ingested} documents, {report.paragraphs} paragraphs in "
             f"{report.seconds:.1f}s ({report.paragraphs_per_second:.1f} paragraphs/s) on {machine()}"]
    if gold:
        result["scierc"] = scierc_scores(gold, documents)
        lines += _scierc_lines(result["scierc"])
    lines += quality_lines(quality)
    if sample_edges:
        result["sample_edges"] = sample(edges, sample_edges, seed)
        lines.append(f"  {len(result['sample_edges'])} random typed relationships of {len(edges)} (seed {seed}):")
        lines += [f"    {e['from']} -{e['type']}-> {e['to']} [{e['method']}]  «{e['sentence']}»"
                  for e in result["sample_edges"]]
    result["summary"] = "\n".join(lines)
    return result


def _file_name(key: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", key)[:100] or "document"


def scierc_scores(gold: list[GoldDocument], documents: list[dict[str, Any]]) -> dict[str, Any]:
    by_name = {Path(d["document"]).stem: d for d in documents}
    entities = EntityScores()
    relations = {"gold": 0, "any": 0, "typed": 0}
    for document in gold:
        found = by_name.get(_file_name(document.key), {"concepts": [], "links": []})
        phrases = [c["label"] for c in found["concepts"]]
        names = phrases + [a for c in found["concepts"] for a in c["aliases"]]
        score_entities(document.entities, phrases, entities, extra_names=names)
        links = [(link["from"], link["to"]) for link in found["links"]]
        typed = [(link["from"], link["to"]) for link in found["links"] if link["type"] != "RELATED_TO"]
        for head, tail in document.relations:
            relations["gold"] += 1
            relations["any"] += relation_found(head, tail, links)
            relations["typed"] += relation_found(head, tail, typed)
    return {
        "gold_entities": entities.gold,
        "entity_recall_exact": round(entities.recall_exact, 3),
        "entity_recall_lenient": round(entities.recall_lenient, 3),
        "precision_lenient": round(entities.precision_lenient, 3),
        "precision_exact": round(entities.precision_exact, 3),
        "phrases_per_abstract": round(entities.phrases / max(len(gold), 1), 1),
        "gold_relations": relations["gold"],
        "relation_recall_any_link": round(relations["any"] / relations["gold"], 3) if relations["gold"] else 0.0,
        "relation_recall_typed": round(relations["typed"] / relations["gold"], 3) if relations["gold"] else 0.0,
    }


def _scierc_lines(scores: dict[str, Any]) -> list[str]:
    return [
        f"  SciERC entities ({scores['gold_entities']} distinct per abstract): recall lenient "
        f"{scores['entity_recall_lenient']:.3f} (goal >= 0.60), exact {scores['entity_recall_exact']:.3f}; "
        f"precision lenient {scores['precision_lenient']:.3f} (goal >= 0.50), exact {scores['precision_exact']:.3f}; "
        f"{scores['phrases_per_abstract']} phrases per abstract",
        f"  SciERC relations ({scores['gold_relations']}, untyped): recall through any link "
        f"{scores['relation_recall_any_link']:.3f}, through typed relationships {scores['relation_recall_typed']:.3f}",
    ]


def sample(edges: list[dict[str, Any]], count: int, seed: int) -> list[dict[str, Any]]:
    chosen = random.Random(seed).sample(edges, min(count, len(edges)))
    return [{"from": e["from"], "type": e["type"], "to": e["to"], "method": e["method"], "source_id": e["source_id"],
             "sentence": _sentence(e["text"] or "", e["from"], e["to"])} for e in chosen]


def _sentence(text: str, *labels: str) -> str:
    """The evidence paragraph's sentence that mentions the most of the labels' words."""
    from kg_server.text import sentence_spans

    wanted = {w.lower() for label in labels for w in re.findall(r"[A-Za-z]{3,}", label)}
    spans = sentence_spans(text) or [(0, len(text))]
    best = max(spans, key=lambda s: len(wanted & {w.lower() for w in re.findall(r"[A-Za-z]{3,}", text[s[0]:s[1]])}))
    sentence = squash(text[best[0] : best[1]])
    return sentence if len(sentence) <= 300 else sentence[:297] + "..."
