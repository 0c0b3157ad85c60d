"""Benchmarks behind `kg bench KIND` (never part of the test suite).

Each benchmark runs on a throwaway local Neo4j (its own temporary home and free ports) unless asked
to use the configured NEO4J_URI, which must then point at an empty database. A benchmark is a module
here with `run(args, settings, log) -> dict` (a result with a human `summary`). Its command line is
declared below, light enough for `kg --help`; the module itself is imported only when it runs.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

Positive = Callable[[str], int]


def _import(parser: argparse.ArgumentParser, positive: Positive) -> None:
    parser.add_argument("--concepts", type=positive, default=100_000)
    parser.add_argument("--relationships", type=positive, help="default: 5 per concept")


def _search(parser: argparse.ArgumentParser, positive: Positive) -> None:
    parser.add_argument("--concepts", type=positive, default=100_000)
    parser.add_argument("--queries", type=positive, default=200, help="distinct queries per mode")


def _viz(parser: argparse.ArgumentParser, positive: Positive) -> None:
    parser.add_argument("--concepts", type=positive, default=5000)
    parser.add_argument("--requests", type=positive, default=50, help="timed /api/viz requests")
    parser.add_argument("--frames", type=int, default=3, choices=range(11), metavar="N",
                        help="first-frame renders in headless chromium per view size (0: no browser)")


def _ingest(parser: argparse.ArgumentParser, positive: Positive) -> None:
    parser.add_argument("path", type=Path, metavar="PATH", help="a folder of documents, or a BEIR-style corpus.jsonl")
    parser.add_argument("--limit", type=positive, help="corpus.jsonl: only the first N records")


def _embed(parser: argparse.ArgumentParser, positive: Positive) -> None:
    parser.add_argument("--variants", default="torch,onnx-fp32,onnx-int8",
                        help="comma-separated, the first is the reference: torch, onnx-fp32, onnx-int8")
    parser.add_argument(
        "--corpus", type=Path, help="a BEIR-style corpus.jsonl (abstracts; its queries.jsonl is used too)"
    )
    parser.add_argument("--book", type=Path, help="a long text file, split into paragraphs as kg ingest does")
    parser.add_argument("--limit", type=positive, default=300, help="paragraphs per kind of text")
    parser.add_argument("--queries", type=positive, default=200, help="single-query embeddings timed")
    parser.add_argument("--threads", type=positive, help="intra-op threads (default 1, as kg runs)")


def _extract(parser: argparse.ArgumentParser, positive: Positive) -> None:
    parser.add_argument("path", type=Path, metavar="PATH",
                        help="a SciERC-format .json(l) file, a BEIR-style corpus.jsonl, or a folder of documents")
    parser.add_argument("--limit", type=positive, help="only the first N abstracts or records")
    parser.add_argument("--sample-edges", type=int, default=0, metavar="N",
                        help="print N random typed relationships with the sentence behind each")
    parser.add_argument("--seed", type=int, default=1, help="random seed for --sample-edges")


def _beir(parser: argparse.ArgumentParser, positive: Positive) -> None:
    parser.add_argument("path", type=Path, metavar="PATH",
                        help="a BEIR-format folder: corpus.jsonl, queries.jsonl, qrels_test.tsv (or qrels/test.tsv)")
    parser.add_argument("--peer", action="store_true",
                        help="also run neo4j-graphrag's retrievers on the same indexes (needs the bench extra)")
    parser.add_argument("--graph", action="store_true",
                        help="ingest the corpus with the offline extractor (concepts too) and measure graph mode")


def _multihop(parser: argparse.ArgumentParser, positive: Positive) -> None:
    parser.add_argument("path", type=Path, metavar="PATH",
                        help="questions as a JSON list or JSON Lines, in HotpotQA's format (context, supporting_facts) "
                             "or MuSiQue's (paragraphs with is_supporting), told apart by the first record")
    parser.add_argument("--limit", type=positive, help="only the first N questions")
    parser.add_argument("--peer", action="store_true",
                        help="also run neo4j-graphrag's retrievers on the same graph (needs the bench extra)")


def _scale(parser: argparse.ArgumentParser, positive: Positive) -> None:
    parser.add_argument("--concepts", type=positive, default=100_000)
    parser.add_argument(
        "--fake-vectors",
        action="store_true",
        help="vectors from the label words' embeddings instead of embedding every concept (needed from 1M)",
    )
    parser.add_argument("--clients", type=positive, default=16, help="concurrent MCP clients")
    parser.add_argument(
        "--queries",
        type=positive,
        default=200,
        help="distinct search queries (1 client; split among the clients); under 50, "
        "also the calls per path, related-concepts and viewer measurement",
    )


def _load(parser: argparse.ArgumentParser, positive: Positive) -> None:
    parser.add_argument("--clients", type=positive, default=100, help="concurrent MCP sessions (default 100)")
    parser.add_argument("--rate", type=float, default=1.0, help="open loop: seconds between one client's calls")
    parser.add_argument("--seconds", type=float, default=60.0, help="length of each phase (default 60)")
    parser.add_argument("--concepts", type=int, default=0, help="synthetic concepts added to the sample (default 0)")
    parser.add_argument("--phases", default="closed,open,search", help="any of closed, open, search (comma-separated)")
    parser.add_argument("--workers", type=positive, default=1, help="worker processes of kg serve (default 1)")
    parser.add_argument("--warm-up", type=float, default=20.0, dest="warm_up",
                        help="seconds of the tool mix, unmeasured, before the phases: Neo4j's JIT compiles its "
                             "hot paths over the first few thousand calls (default 20; 0 skips it)")


def _communities(parser: argparse.ArgumentParser, positive: Positive) -> None:
    parser.add_argument("path", type=Path, metavar="PATH",
                        help="a document, a folder of documents, or a BEIR-style corpus.jsonl")
    parser.add_argument("--limit", type=positive, help="corpus.jsonl: only the first N records")
    parser.add_argument("--expect", type=Path, metavar="FILE",
                        help="themes written down before looking (';' or one per line): which the names carry")
    parser.add_argument("--reingest", action="store_true", help="also re-ingest (--force) and compare the communities")
    parser.add_argument("--requests", type=positive, default=50, help="timed /api/communities/map requests")
    parser.add_argument("--frames", type=int, default=3, choices=range(11), metavar="N",
                        help="first views of the map in headless chromium (0: no browser)")


def _impact(parser: argparse.ArgumentParser, positive: Positive) -> None:
    parser.add_argument("path", type=Path, metavar="REPO",
                        help="a repository's folder (Python, TypeScript, Go, C or C++ code)")
    parser.add_argument("--peer", action="store_true",
                        help="also score the language server's references and a word grep on the same scenarios")
    parser.add_argument("--per-kind", type=positive, default=6, dest="per_kind", metavar="N",
                        help="scenarios per kind of change at most (default 6)")
    parser.add_argument("--seed", type=int, default=1, help="random seed for drawing the symbols (default 1)")
    parser.add_argument("--budget", type=positive, default=20, help="scout's budget per answer (default 20)")


def _compiler(parser: argparse.ArgumentParser, positive: Positive) -> None:
    parser.add_argument("path", type=Path, metavar="REPO", help="a repository's folder (Python or TypeScript code)")
    parser.add_argument("--changes", type=positive, default=12, help="changes checked (default 12)")
    parser.add_argument("--seed", type=int, default=1, help="random seed for drawing the functions (default 1)")
    parser.add_argument("--copy", type=int, default=0, metavar="N",
                        help="also check the first N changes on a scratch copy with the checker's command")


def _live(parser: argparse.ArgumentParser, positive: Positive) -> None:
    parser.add_argument("path", type=Path, metavar="REPO", help="a repository's folder (copied; never changed)")
    parser.add_argument("--edits", type=positive, default=20, help="saves timed (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="random seed drawing the functions edited (default 1)")


def _code(parser: argparse.ArgumentParser, positive: Positive) -> None:
    parser.add_argument("path", type=Path, metavar="PATH", help="a repository's folder (copied; never changed)")
    parser.add_argument("--symbols", type=positive, default=32,
                        help="symbols renamed per language to score the uses against the type checker (default 32)")
    parser.add_argument("--seed", type=int, default=37, help="random seed drawing those symbols (default 37)")
    parser.add_argument("--package", action="append", default=[], metavar="DIR",
                        help="a package folder whose declarations are scored (repeatable; default: found)")
    parser.add_argument("--scale", action="store_true",
                        help="measure for scale instead: time, CPU and peak memory of the first ingest, a re-ingest "
                             "after one change, an ingest killed midway and run again, a SCIP indexer beside "
                             "(the accuracy checks are left out)")
    parser.add_argument("--kill-at", type=float, default=0.4, dest="kill_at", metavar="FRACTION",
                        help="--scale: kill kg ingest this far into the first ingest's time (default 0.4)")
    parser.add_argument("--no-reference", action="store_false", dest="reference",
                        help="--scale: leave out the SCIP indexer (scip-python, scip-typescript)")


# kind (as typed after `kg bench`) -> (module in this package, one-line help, its arguments)
KINDS: dict[str, tuple[str, str, Callable[[argparse.ArgumentParser, Positive], None]]] = {
    "import": ("importing", "import a synthetic bundle; prints relationships/s", _import),
    "search": ("search", "search_concepts latency through an MCP client, per mode", _search),
    "viz": ("viz", "/api/viz at 1,500 nodes and the viewer's first frame", _viz),
    "beir": ("beir", "passage search quality (nDCG@10, Recall@100) and latency on a BEIR dataset", _beir),
    "multihop": (
        "multihop",
        "multi-hop passage retrieval (Recall@2, Recall@5) per search mode, scout and peers",
        _multihop,
    ),
    "scale": (
        "scale",
        "a large power-law graph: import, search over MCP HTTP (1 and 16 clients), paths, viewer, memory",
        _scale,
    ),
    "ingest": ("ingest", "kg ingest (local extractor) on a folder or a BEIR corpus.jsonl", _ingest),
    "embed": ("embed", "the local embedder's variants: query latency, paragraphs/s, agreement", _embed),
    "load": ("load", "many MCP clients against kg serve: throughput, p50/p95/p99 and errors per tool", _load),
    "communities": (
        "communities",
        "the communities of a real corpus: modularity, counts, time, stability, the map",
        _communities,
    ),
    "impact": (
        "impact",
        "what breaks if I change X: scout against the type checker's new errors, per kind of change",
        _impact,
    ),
    "compiler": (
        "compiler",
        "scout's compiler check at any size: a warm language server's start, first and warm checks, memory",
        _compiler,
    ),
    "live": (
        "live",
        "how soon the graph shows a saved file while a server watches the repository (p50, p95)",
        _live,
    ),
    "code": (
        "code",
        "the code graph of a repository: symbols, uses against the type checker, ingest and re-ingest speed",
        _code,
    ),
    "extract": (
        "extract",
        "offline extraction quality: SciERC entity/relation recall, isolated concepts, ...",
        _extract,
    ),
}


def add_parsers(kinds: Any, positive: Positive) -> None:
    """One sub-command per benchmark, each with --json and --use-configured."""
    for kind, (_, help_text, arguments) in KINDS.items():
        parser = kinds.add_parser(kind, help=help_text, description=help_text)
        arguments(parser, positive)
        parser.add_argument("--json", action="store_true", help="print the result as JSON")
        parser.add_argument(
            "--use-configured",
            action="store_true",
            help="use NEO4J_URI (an empty database) instead of a throwaway server",
        )


def module(kind: str) -> ModuleType:
    return importlib.import_module(f"{__name__}.{KINDS[kind][0]}")
