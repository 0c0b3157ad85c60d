"""`kg bench multihop PATH`: multi-hop passage retrieval on questions in HotpotQA's or MuSiQue's format.

A question needs two or more paragraphs, and the second often shares no word with the question: the
bridge entity is named only in the first. Two formats are read, told apart by the first record:
HotpotQA's (HotpotQA, 2WikiMultihopQA: `context` as [title, [sentences]], `supporting_facts` naming the
gold paragraphs by title, one paragraph per title) and MuSiQue's (`paragraphs` with `title`,
`paragraph_text` and `is_supporting`). MuSiQue repeats a title over different paragraphs (a page's
several paragraphs), so there a paragraph is its title and its text: paragraphs sharing a title stay
apart and a gold paragraph is found by that identity, not by its title. The corpus is the union of
every question's paragraphs, one Markdown document per paragraph (its title as heading), ingested by
`kg ingest` with the offline extractor into a throwaway Neo4j, so the graph the graph-aware search
walks is the one a user would get.

Each question then goes, in turns, through `search_passages` in every mode and through `scout`
(budget 20; its pointers' paragraphs in the order it gives them), all through the service layer, with
the query embedded afresh every time. Recall@k is the share of a question's gold paragraphs among the
first k distinct paragraphs returned, averaged over questions (and per question type). `--peer` adds
neo4j-graphrag's retrievers on the same Neo4j, indexes and embedder, including its VectorCypherRetriever
with a one-hop expansion (the peer's own graph-aware answer).

Bridge linking: for a question whose `evidences` chain two triples (A r B, B r' C), B is the bridge (in
MuSiQue, the answer of a single-hop step that a later step names as "#n"); it is linked when one
concept named B is grounded in both gold paragraphs.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import re
import tempfile
import time
import unicodedata
from collections import defaultdict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kg_server.config import Settings
from kg_server.contract.reads import SCOUT, SEARCH_PASSAGES, Scout, SearchPassages
from kg_server.errors import InvalidArgument, KGError

from .beir import ColdQueries
from .common import Log, bench_database, machine, percentiles
from .queries import bench_read

MODES = ("hybrid", "lexical", "semantic", "graph")
KS = (2, 5)
SCOUT_BUDGET = 20
WARM_UP_QUESTIONS = 10


def run(args: argparse.Namespace, settings: Settings, log: Log) -> dict[str, Any]:
    return run_multihop_bench(settings, path=args.path, peer=args.peer, limit=args.limit,
                              use_configured=args.use_configured, log=log)


@dataclass(frozen=True)
class Question:
    id: str
    type: str
    text: str
    gold: tuple[str, ...]  # keys of the paragraphs the answer needs (Paragraph.key)
    bridges: tuple[str, ...]  # entities named in one gold paragraph and described in another


@dataclass(frozen=True)
class Paragraph:
    title: str
    text: str
    tag: str = ""  # where titles repeat (MuSiQue): a short hash of the text, to tell them apart

    @property
    def key(self) -> str:
        """What gold and rankings are compared on: the title alone where a title names one paragraph,
        so HotpotQA's gold (titles) is matched as it is given."""
        return f"{self.title} [{self.tag}]" if self.tag else self.title


@dataclass(frozen=True)
class MultihopSet:
    name: str
    questions: list[Question]
    paragraphs: dict[str, Paragraph]  # key -> paragraph (HotpotQA: the first text seen for a title)


# path, record number, record -> the question and the paragraphs given with it
Reader = Callable[[Path, int, Any], tuple[Question, list[Paragraph]]]

FORMATS = ("HotpotQA's format (records with question, context as [title, [sentences]], supporting_facts as "
           "[title, index]) or MuSiQue's (records with question and paragraphs, each title, paragraph_text, "
           "is_supporting)")


def load_questions(path: Path, *, limit: int | None = None) -> MultihopSet:
    """Questions from a JSON list or JSON Lines file in HotpotQA's or MuSiQue's format."""
    records = _records(path)
    read = _reader(path, records[0])
    questions: list[Question] = []
    paragraphs: dict[str, Paragraph] = {}
    for number, record in enumerate(records[:limit] if limit else records, start=1):
        question, context = read(path, number, record)
        for paragraph in context:
            if paragraph.text:
                paragraphs.setdefault(paragraph.key, paragraph)
        if not set(question.gold) <= set(paragraphs):
            raise InvalidArgument(f"{path}: record {number} names a supporting paragraph that its context lacks")
        questions.append(question)
    return MultihopSet(name=path.stem, questions=questions, paragraphs=paragraphs)


def _records(path: Path) -> list[Any]:
    if not path.is_file():
        raise InvalidArgument(f"{path}: no such file; give a .json list or .jsonl file in {FORMATS}")
    text = path.read_text(encoding="utf-8")
    try:
        records = json.loads(text) if text.lstrip().startswith("[") else [
            json.loads(line) for line in text.splitlines() if line.strip()]
    except json.JSONDecodeError as error:
        raise InvalidArgument(f"{path}: not JSON or JSON Lines ({error.msg} at line {error.lineno})") from None
    if not records:
        raise InvalidArgument(f"{path}: no questions")
    return list(records)


def _reader(path: Path, first: Any) -> Reader:
    """The format, told by the first record: a file holds one dataset."""
    if isinstance(first, dict):
        given = first.get("paragraphs")
        if isinstance(given, list) and any(isinstance(p, dict) and "is_supporting" in p for p in given):
            return _musique
        if "context" in first and "supporting_facts" in first:
            return _hotpotqa
    raise InvalidArgument(f"{path}: the first record is in neither of the formats read: expected {FORMATS}")


def _hotpotqa(path: Path, number: int, record: Any) -> tuple[Question, list[Paragraph]]:
    try:
        context = [Paragraph(str(title), " ".join(str(s).strip() for s in sentences if str(s).strip()))
                   for title, sentences in record["context"]]
        question = Question(
            id=str(record.get("_id", number)),
            type=str(record.get("type") or "all"),
            text=str(record["question"]),
            gold=tuple(dict.fromkeys(str(title) for title, _ in record["supporting_facts"])),
            bridges=_bridges(record.get("evidences") or []),
        )
    except (KeyError, TypeError, ValueError, AttributeError):
        raise InvalidArgument(
            f"{path}: record {number} is not in HotpotQA's format (question, context as "
            "[title, [sentences]], supporting_facts as [title, index])"
        ) from None
    return question, context


def _musique(path: Path, number: int, record: Any) -> tuple[Question, list[Paragraph]]:
    try:
        given = [(str(p["title"]), str(p["paragraph_text"]).strip(), bool(p["is_supporting"]))
                 for p in record["paragraphs"]]
        context = [Paragraph(title, text, hashlib.sha1(text.encode()).hexdigest()[:8]) for title, text, _ in given]
        identifier = str(record.get("id", number))
        question = Question(
            id=identifier,
            type=_hops(identifier),
            text=str(record["question"]),
            gold=tuple(dict.fromkeys(p.key for p, (_, _, supporting) in zip(context, given) if supporting)),
            bridges=_step_bridges(record.get("question_decomposition") or []),
        )
    except (KeyError, TypeError, ValueError, AttributeError):
        raise InvalidArgument(
            f"{path}: record {number} is not in MuSiQue's format (question, paragraphs as "
            "{title, paragraph_text, is_supporting})"
        ) from None
    if not question.gold:  # MuSiQue-Full's unanswerable questions: no recall to measure
        raise InvalidArgument(f"{path}: record {number} has no supporting paragraph (MuSiQue-Ans is expected)")
    return question, context


def _hops(identifier: str) -> str:
    """MuSiQue's id says the hops ("3hop1__..." is a three-hop question of the first shape)."""
    found = re.match(r"(\d+)hop", identifier)
    return f"{found[1]}hop" if found else "all"


def _bridges(evidences: list[Any]) -> tuple[str, ...]:
    """Entities that are the object of one evidence triple and the subject of another."""
    triples = [tuple(str(part) for part in triple) for triple in evidences if len(triple) == 3]
    subjects = {subject for subject, _, _ in triples}
    return tuple(dict.fromkeys(obj for _, _, obj in triples if obj in subjects))


def _step_bridges(steps: list[Any]) -> tuple[str, ...]:
    """MuSiQue: the answers of single-hop steps that a later step names as "#n" ("Who was the first
    president of #1?"): one gold paragraph gives the answer, the next one is about it."""
    named = sorted({int(n) for step in steps for n in re.findall(r"#(\d+)", str(step["question"]))})
    return tuple(dict.fromkeys(str(steps[n - 1]["answer"]) for n in named if 0 < n <= len(steps)))


def write_corpus(dataset: MultihopSet, folder: Path) -> dict[str, str]:
    """One Markdown file per paragraph, its title as heading; returns document name -> paragraph key."""
    folder.mkdir(parents=True, exist_ok=True)
    names: dict[str, str] = {}
    for key, paragraph in dataset.paragraphs.items():
        stem = re.sub(r"[^\w]+", "-", paragraph.title.casefold()).strip("-")[:80] or "paragraph"
        if paragraph.tag:
            stem = f"{stem}-{paragraph.tag}"
        name, n = f"{stem}.md", 1
        while name in names:
            n += 1
            name = f"{stem}-{n}.md"
        names[name] = key
        (folder / name).write_text(f"# {paragraph.title}\n\n{paragraph.text}\n", encoding="utf-8")
    return names


Search = Callable[[str], Awaitable[list[str]]]  # question -> document names, best first


def run_multihop_bench(settings: Settings, *, path: Path, peer: bool = False, limit: int | None = None,
                       use_configured: bool = False, log: Log) -> dict[str, Any]:
    from kg_server.providers.embeddings import make_embedder
    from kg_server.service import KnowledgeGraph

    dataset = load_questions(path, limit=limit)
    log(f"{dataset.name}: {len(dataset.questions)} questions over {len(dataset.paragraphs)} paragraphs")
    cold = ColdQueries(make_embedder(settings))
    with tempfile.TemporaryDirectory(prefix="kg-bench-multihop-") as scratch, \
            bench_database(settings, use_configured=use_configured, log=log) as target:
        folder = Path(scratch) / "corpus"
        keys = write_corpus(dataset, folder)

        async def measure() -> tuple[float, dict[str, Any], dict[str, Any]]:
            async with KnowledgeGraph(target, embedder=cold) as graph:
                cold.embed(["warm up"])  # model loading is not ingestion
                report = await graph.ingest([folder], extractor="local")
                log(f"  ingested {report.paragraphs} paragraphs in {report.seconds:.1f}s")
                linking = await bridge_linking(graph, dataset, keys)
                systems = {f"{mode}": _passages(graph, mode) for mode in MODES}
                systems["scout"] = _scout(graph)
                peers = _peer_searches(target, cold) if peer else None
                try:
                    if peers:
                        systems.update({f"peer {name}": search for name, search in peers[0].items()})
                    return report.seconds, await _evaluate(dataset, systems, keys, log), linking
                finally:
                    if peers:
                        peers[1]()

        ingest_seconds, results, linking = asyncio.run(measure())
    result = {
        "benchmark": "multihop",
        "dataset": dataset.name,
        "questions": len(dataset.questions),
        "paragraphs": len(dataset.paragraphs),
        "embedder": cold.name,
        "systems": results,
        "bridge_linking": linking,
        "ingest_seconds": round(ingest_seconds, 1),
        "machine": machine(),
    }
    result["summary"] = summary(result)
    return result


async def _evaluate(dataset: MultihopSet, systems: dict[str, Search], keys: dict[str, str],
                    log: Log) -> dict[str, Any]:
    """Every system on every question, in turns whose order rotates, so a machine whose load changes
    during the run slows them all alike."""
    names = list(systems)
    for question in dataset.questions[:WARM_UP_QUESTIONS]:  # the JVM, the page cache, the model's first call
        for search in systems.values():
            await search(question.text)
    found: dict[str, dict[str, list[str]]] = {name: {} for name in names}
    timings: dict[str, list[float]] = {name: [] for name in names}
    for number, question in enumerate(dataset.questions):
        for name in names[number % len(names):] + names[:number % len(names)]:
            started = time.perf_counter()
            documents = await systems[name](question.text)
            timings[name].append((time.perf_counter() - started) * 1000)
            found[name][question.id] = list(dict.fromkeys(keys.get(d, d) for d in documents))
    results = {}
    for name in names:
        results[name] = _scores(dataset, found[name], timings[name])
        log(
            f"  {name}: R@2 {results[name]['recall@2']}, R@5 {results[name]['recall@5']}, p50 "
            f"{results[name]['p50_ms']} ms"
        )
    return results


def recall(ranking: list[str], gold: tuple[str, ...], k: int) -> float:
    return len(set(gold).intersection(ranking[:k])) / len(gold) if gold else 0.0


def _scores(dataset: MultihopSet, found: dict[str, list[str]], timings: list[float]) -> dict[str, Any]:
    by_type: dict[str, list[Question]] = defaultdict(list)
    for question in dataset.questions:
        by_type[question.type].append(question)

    def mean(questions: list[Question], k: int) -> float:
        return round(sum(recall(found[q.id], q.gold, k) for q in questions) / len(questions), 4)

    spread = percentiles(timings)
    return {
        **{f"recall@{k}": mean(dataset.questions, k) for k in KS},
        "p50_ms": spread["p50"],
        "p95_ms": spread["p95"],
        "by_type": {kind: {f"recall@{k}": mean(questions, k) for k in KS} | {"questions": len(questions)}
                    for kind, questions in sorted(by_type.items())},
    }


def _passages(graph: Any, mode: str) -> Search:
    async def search(text: str) -> list[str]:
        try:
            found = await graph.run(SEARCH_PASSAGES, SearchPassages(query=text, limit=max(KS), mode=mode))
        except KGError:  # an empty or over-long question finds nothing, as a user would see it
            return []
        return [passage.document for passage in found.results]

    return search


def _scout(graph: Any) -> Search:
    async def search(text: str) -> list[str]:
        try:
            report = await graph.run(SCOUT, Scout(query=text, budget=SCOUT_BUDGET))
        except KGError:
            return []
        return [pointer.document for pointer in report.pointers if pointer.document]

    return search


async def bridge_linking(graph: Any, dataset: MultihopSet, keys: dict[str, str]) -> dict[str, Any]:
    """The share of bridge entities that are one concept grounded in both gold paragraphs around them.
    A bridge is named as the evidence names it or as the title of the gold paragraph about it (the
    evidence's "Sir James Charles Mathew" is the paragraph "James Charles Mathew")."""
    document_of = {key: name for name, key in keys.items()}
    by_type: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for question in dataset.questions:
        documents = [document_of[key] for key in question.gold]
        titles = [dataset.paragraphs[key].title for key in question.gold]
        for bridge in question.bridges:
            names = sorted({bridge.casefold(), *(t.casefold() for t in titles if _same_name(bridge, t))})
            rows = await bench_read(graph.db, "bench_bridge_concepts", {"names": names, "documents": documents})
            by_type[question.type][0] += 1
            by_type[question.type][1] += any(row["documents"] >= 2 for row in rows)
    checked = sum(n for n, _ in by_type.values())
    linked = sum(hit for _, hit in by_type.values())
    return {
        "bridges": checked,
        "linked": linked,
        "share": round(linked / checked, 4) if checked else None,
        "by_type": {kind: {"bridges": n, "share": round(hit / n, 4)} for kind, (n, hit) in sorted(by_type.items())},
    }


def _same_name(entity: str, title: str) -> bool:
    """A title names the entity when most of the title's words (accents folded) are the entity's."""
    def words(text: str) -> set[str]:
        plain = unicodedata.normalize("NFKD", re.sub(r"\(.*?\)", " ", text)).encode("ascii", "ignore").decode()
        return set(re.findall(r"\w+", plain.casefold()))

    title_words, entity_words = words(title), words(entity)
    return bool(title_words) and len(title_words & entity_words) / len(title_words) >= 0.6


def _peer_searches(settings: Settings, embedder: Any) -> tuple[dict[str, Search], Callable[[], None]]:
    from .peer import MULTIHOP_VARIANTS, PeerRetrievers

    peers = PeerRetrievers(settings, embedder, variants=MULTIHOP_VARIANTS)

    def wrapped(name: str) -> Search:
        search = peers.searcher(name)

        async def run(text: str) -> list[str]:
            # The peer is synchronous: it runs in the loop, as its users call it. A source id is
            # "<document>#p<n>".
            return [key.rsplit("#p", 1)[0] for key in search(text, max(KS))]

        return run

    return {name: wrapped(name) for name, _, _ in MULTIHOP_VARIANTS}, peers.close


def summary(result: dict[str, Any]) -> str:
    lines = [
        f"{result['dataset']}: {result['questions']} questions over {result['paragraphs']} paragraphs, embedder "
        f"{result['embedder']}, offline extractor, on {result['machine']} (latency through the service layer, "
        "query embedding included, cache cold)",
        f"  {'system':34s} {'R@2':>7s} {'R@5':>7s} {'p50 ms':>8s} {'p95 ms':>8s}   R@5 by question type",
    ]
    for name, numbers in result["systems"].items():
        kinds = ", ".join(f"{kind} {values['recall@5']:.3f}" for kind, values in numbers["by_type"].items())
        lines.append(f"  {name:34s} {numbers['recall@2']:7.4f} {numbers['recall@5']:7.4f} {numbers['p50_ms']:8.1f} "
                     f"{numbers['p95_ms']:8.1f}   {kinds}")
    linking = result["bridge_linking"]
    if linking["bridges"]:
        lines.append(f"  bridge entities linked (one concept grounded in both gold paragraphs): {linking['linked']} of "
                     f"{linking['bridges']} ({linking['share']:.3f})")
    lines.append(f"  ingested in {result['ingest_seconds']} s (offline extractor, embedding included)")
    return "\n".join(lines)
