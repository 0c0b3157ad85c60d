"""A paragraph about each broad community, written by the configured LLM from the community's quotes.

Only with an LLM configured (OPENAI_BASE_URL or OPENAI_API_KEY) and KG_COMMUNITY_SUMMARIES on. The
model is given the community's name and the quotes of its most central concepts, numbered, and must
answer sentences that each cite the quotes they rest on; a sentence that cites none (or a number that
was not given) is dropped, and each kept sentence ends with where its quotes are from (document ¶n), so
every sentence can be traced to the text. Summaries are cached by what they were written from (the
community's members and the model): a refresh that leaves a community's members as they were reuses its
summary; one whose members changed gets a new one, and summaries nobody uses any more are deleted.
"""

from __future__ import annotations

import hashlib
import logging

from pydantic import BaseModel, Field

from kg_server.answers.common import Quote
from kg_server.config import Settings
from kg_server.providers.llm import ChatClient, LLMError
from kg_server.store.db import Database

from .partition import Community

log = logging.getLogger(__name__)

SUMMARY_ATTEMPTS = 3
MAX_SENTENCES = 5

SYSTEM = (
    "You summarise one region of a knowledge graph built from documents. You are given the region's name and "
    "numbered quotes from the documents. Write at most five sentences, one paragraph in all, saying what "
    "the documents say about this region. Every sentence must rest on the quotes: list the numbers of the "
    "quotes it rests on in `quotes`. Say nothing the quotes do not say; no sentence without a quote."
)


class Sentence(BaseModel):
    text: str = Field(min_length=1, max_length=600)
    quotes: list[int]


class SummaryAnswer(BaseModel):
    sentences: list[Sentence]


def cache_key(community: Community, model: str) -> str:
    """What a summary was written from: the model and the community's members."""
    digest = hashlib.sha256("\n".join([model, *sorted(community.members)]).encode())
    return digest.hexdigest()[:32]


def grounded(answer: SummaryAnswer, quotes: list[Quote]) -> str:
    """The sentences that cite given quotes, each followed by where those quotes are from."""
    kept = []
    for sentence in answer.sentences[:MAX_SENTENCES]:
        cited = [quotes[n - 1] for n in dict.fromkeys(sentence.quotes) if 1 <= n <= len(quotes)]
        if not cited:
            continue
        where = "; ".join(dict.fromkeys(f"{q.document} ¶{q.paragraph}" for q in cited))
        text = " ".join(sentence.text.split()).rstrip()
        kept.append(f"{text} ({where})")
    return " ".join(kept)


def prompt(name: str, quotes: list[Quote]) -> str:
    numbered = "\n".join(f"[{n}] \"{' '.join(q.quote.split())}\" ({q.document} ¶{q.paragraph})"
                         for n, q in enumerate(quotes, 1))
    return f"Region: {name}\n\nQuotes:\n{numbered}"


async def summarise(db: Database, settings: Settings, communities: list[Community],
                    quotes_of: dict[str, list[Quote]]) -> tuple[int, int, list[str]]:
    """Write (or reuse) the summary of each community given; returns (written, reused, problems)."""
    model = settings.llm_model
    keys = {c.community_id: cache_key(c, model) for c in communities}
    cached = {r["key"]: r["text"] for r in await db.read("community_summaries_cached", {"keys": list(keys.values())})}
    written, problems = 0, []
    client = ChatClient(settings, attempts=SUMMARY_ATTEMPTS)
    try:
        for community in communities:
            key = keys[community.community_id]
            quotes = quotes_of.get(community.community_id, [])
            if key in cached or not quotes:
                continue
            try:
                answer = await client.answer(SYSTEM, prompt(community.name, quotes), SummaryAnswer,
                                             name="community_summary")
            except LLMError as error:
                problems.append(f"{community.community_id}: {error}")
                continue
            text = grounded(answer, quotes)
            if not text:
                problems.append(f"{community.community_id}: no sentence of the answer cited a quote")
                continue
            cached[key] = text
            written += 1
            await db.write("community_summary_store", {"key": key, "text": text, "model": model})
    finally:
        await client.aclose()
    rows = [{"community_id": cid, "text": cached.get(key)} for cid, key in keys.items()]
    await db.write("community_summaries_apply", {"rows": rows, "keys": list(keys.values())})
    reused = sum(1 for c in communities if keys[c.community_id] in cached) - written
    for problem in problems:
        log.warning("community summary not written: %s", problem)
    return written, reused, problems
