"""A BEIR-format dataset read from its folder, and the graph bundle a benchmark loads from it.

The folder holds `corpus.jsonl` ({_id, title, text} per line), `queries.jsonl` ({_id, text}) and the
judgments as `qrels_test.tsv` or `qrels/test.tsv` (query-id, corpus-id, score; one header line).
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from kg_server.errors import InvalidArgument
from kg_server.transfer.records import Bundle, DocumentRecord, SourceRecord


@dataclass(frozen=True)
class Record:
    doc_id: str
    title: str
    text: str

    @property
    def paragraph(self) -> str:
        """Title and text as one paragraph, as BEIR embeds them."""
        return f"{self.title}\n{self.text}" if self.title else self.text

    @property
    def source_id(self) -> str:
        return f"{self.doc_id}#p1"


@dataclass(frozen=True)
class BeirDataset:
    name: str
    corpus: list[Record]
    queries: dict[str, str]  # only the judged ones
    qrels: dict[str, dict[str, int]]


def load_beir(path: Path) -> BeirDataset:
    if not path.is_dir():
        raise InvalidArgument(f"{path}: give a BEIR-format folder (corpus.jsonl, queries.jsonl, qrels_test.tsv)")
    qrels_file = next((p for p in (path / "qrels_test.tsv", path / "qrels" / "test.tsv") if p.is_file()), None)
    if qrels_file is None:
        raise InvalidArgument(f"{path}: no judgments found; expected qrels_test.tsv or qrels/test.tsv")
    corpus = [
        Record(str(row["_id"]), " ".join(str(row.get("title") or "").split()), str(row.get("text") or ""))
        for row in _jsonl(path / "corpus.jsonl")
    ]
    if not corpus:
        raise InvalidArgument(f"{path / 'corpus.jsonl'} holds no records")
    qrels = _qrels(qrels_file)
    all_queries = {str(row["_id"]): str(row["text"]) for row in _jsonl(path / "queries.jsonl")}
    missing = sorted(set(qrels) - set(all_queries))
    if missing:
        raise InvalidArgument(f"{qrels_file} judges queries missing from queries.jsonl: {', '.join(missing[:5])}")
    queries = {query_id: all_queries[query_id] for query_id in qrels}
    if not queries:
        raise InvalidArgument(f"{qrels_file} judges no query")
    return BeirDataset(name=path.resolve().name, corpus=corpus, queries=queries, qrels=qrels)


def _jsonl(file: Path) -> Iterator[dict[str, object]]:
    if not file.is_file():
        raise InvalidArgument(f"{file}: missing (a BEIR folder has corpus.jsonl and queries.jsonl)")
    with file.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as error:
                raise InvalidArgument(f"{file}:{number}: not JSON ({error.msg})") from None
            if not isinstance(row, dict) or "_id" not in row:
                raise InvalidArgument(f"{file}:{number}: expected an object with an _id")
            yield row


def _qrels(file: Path) -> dict[str, dict[str, int]]:
    judged: dict[str, dict[str, int]] = {}
    with file.open(encoding="utf-8", newline="") as handle:
        rows = csv.reader(handle, delimiter="\t")
        for number, row in enumerate(rows, start=1):
            if number == 1 and row and not row[-1].lstrip("-").isdigit():
                continue  # the header line
            if len(row) < 3:
                raise InvalidArgument(f"{file}:{number}: expected query-id, corpus-id, score")
            try:
                grade = int(row[-1])
            except ValueError:
                raise InvalidArgument(f"{file}:{number}: the score {row[-1]!r} is not a whole number") from None
            judged.setdefault(row[0], {})[row[-2]] = grade
    return judged


def bundle_of(dataset: BeirDataset, vectors: list[list[float]], *, model: str, variant: str | None) -> Bundle:
    """One document per record, holding one paragraph (title and text) with its vector."""
    documents = [
        DocumentRecord.model_construct(name=r.doc_id, title=r.title or None, path=None, topic="", tags=[],
                                       content_hash=None, ingested_at=None)
        for r in dataset.corpus
    ]
    sources = [
        SourceRecord.model_construct(source_id=r.source_id, document=r.doc_id, paragraph=1, text=r.paragraph,
                                     embedding=vector)
        for r, vector in zip(dataset.corpus, vectors)
    ]
    return Bundle.model_construct(
        format="kg-bundle", version=1, embedding_model=model, embedding_dimension=len(vectors[0]) if vectors else None,
        embedding_variant=variant,
        exported_at=None, documents=documents, sources=sources, concepts=[], instances=[], relationships=[],
    )
