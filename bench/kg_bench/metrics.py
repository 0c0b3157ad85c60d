"""Ranking quality as trec_eval defines it: nDCG@k (`ndcg_cut`) and Recall@k (`recall`).

Small enough to read in one go, and checked against pytrec_eval (trec_eval's own C code) in the tests.
- nDCG@k: the gain of a document is its judged relevance grade (unjudged or <= 0: no gain), the
  discount of rank r (from 1) is log2(r + 1), and the ideal ranking orders every judged document by
  grade; a query whose ideal DCG is 0 scores 0.
- Recall@k: relevant documents (grade >= 1) in the first k, over all relevant documents of the query.
Means are taken over every judged query, a query the system returned nothing for counting as 0
(trec_eval's `-c`), so a system cannot score better by answering fewer queries.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

Qrels = Mapping[str, Mapping[str, int]]  # query id -> document id -> relevance grade
Run = Mapping[str, Sequence[str]]  # query id -> document ids, best first


def ndcg_at(ranking: Sequence[str], judged: Mapping[str, int], k: int) -> float:
    dcg = sum(max(judged.get(doc, 0), 0) / math.log2(rank + 1) for rank, doc in enumerate(ranking[:k], start=1))
    ideal_gains = sorted((grade for grade in judged.values() if grade > 0), reverse=True)[:k]
    ideal = sum(grade / math.log2(rank + 1) for rank, grade in enumerate(ideal_gains, start=1))
    return dcg / ideal if ideal > 0 else 0.0


def recall_at(ranking: Sequence[str], judged: Mapping[str, int], k: int) -> float:
    relevant = {doc for doc, grade in judged.items() if grade >= 1}
    if not relevant:
        return 0.0
    return len(relevant.intersection(ranking[:k])) / len(relevant)


def mean_ndcg(run: Run, qrels: Qrels, k: int = 10) -> float:
    return sum(ndcg_at(run.get(query, ()), judged, k) for query, judged in qrels.items()) / len(qrels)


def mean_recall(run: Run, qrels: Qrels, k: int = 100) -> float:
    return sum(recall_at(run.get(query, ()), judged, k) for query, judged in qrels.items()) / len(qrels)
