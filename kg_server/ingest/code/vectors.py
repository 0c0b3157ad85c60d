"""The vectors of a code pass: what a paragraph and a symbol of code are embedded from, the vectors the
graph already holds for the same texts, the new ones made while the servers answer, and those owed.

The graph is written without waiting for vectors. The new ones are made from the start of the pass, in
the order the files are written, by threads at the lowest CPU priority: they take only the time the
language servers, Neo4j and the pass leave idle (while scip-python indexes, most of a core). A batch is
written with the vectors made by then; a paragraph or symbol whose vector is not is marked owed
(:VectorOwed), and the owed ones are made once the graph is complete (`make_owed`, at full speed), or by
the next ingest when a pass was stopped first. Until then meaning cannot find them, and searches say so.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Protocol

import numpy as np

from kg_server.store.db import Database
from kg_server.store.schema import embedding_text

from .model import Block, CodeFile, Symbol

Embed = Callable[[list[str]], list[list[float]]]
# What a paragraph of code is embedded from: the signature and docstring of the definition it holds (its
# symbol's own text, so one vector serves both), or the first EMBEDDED_CHARS of module-level code. The
# local model's cost grows faster than the text: 48 ms for 1,200 characters of code, 8 ms for 300.
EMBEDDED_CHARS = 300
EMBEDDING_THREADS = 2  # the local model runs one core per call: two calls at once keep both cores busy
THREAD_SHARE = 32  # texts per call in the background: a stopped pass drops at most one round of them
ROUND = THREAD_SHARE * EMBEDDING_THREADS
OWED_PAGE = 1_024  # owed vectors read, made and written at a time


class Read(Protocol):
    """What a pass has read of its files that their vectors are made from."""

    @property
    def symbols(self) -> Mapping[str, list[Symbol]]: ...
    @property
    def blocks(self) -> Mapping[str, list[Block]]: ...


async def known_vectors(db: Database, documents: list[str]) -> tuple[dict[str, list[float]], set[str]]:
    """The vectors the graph holds for these files' paragraphs and symbols, by the text they embed; and
    the paragraphs' whole texts (what a definition was before its file changed)."""
    if not documents:
        return {}, set()
    row = (await db.read("code_stored_vectors", {"documents": documents}, timeout=None))[0]
    known = {text[:EMBEDDED_CHARS]: vector for text, vector in row["paragraphs"]}
    known.update({embedding_text({"label": label, "description": description, "aliases": []}): vector
                  for label, description, vector in row["symbols"]})
    return known, {text for text, _ in row["paragraphs"]}


class Vectors:
    """The vectors of a pass's texts: those the graph holds, and the new ones made in the background, in
    the order given, by EMBEDDING_THREADS threads of the lowest CPU priority. `get` answers at once,
    None for a text not made yet."""

    def __init__(self, embed: Embed, known: Mapping[str, list[float]]) -> None:
        self.embed = embed
        # as float32 arrays (the model's and Neo4j's precision): a tenth of the memory of lists of floats,
        # 0.6 GB less for a 200k-line repository's 60k texts
        self.made: dict[str, np.ndarray] = {text: np.asarray(v, dtype=np.float32) for text, v in known.items()}
        self.seconds = 0.0  # of the threads' time
        self._task: asyncio.Future[None] | None = None

    def start(self, texts: Sequence[str]) -> None:
        new = list(dict.fromkeys(text for text in texts if text not in self.made))
        self._task = asyncio.ensure_future(self._make(new))

    def get(self, text: str) -> list[float] | None:
        vector = self.made.get(text)
        return None if vector is None else vector.tolist()

    async def stop(self) -> None:
        """Stop making vectors (what a thread is embedding is finished and dropped)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _make(self, texts: list[str]) -> None:
        loop = asyncio.get_running_loop()
        # not `with`: its exit would wait for the round a stop interrupts
        pool = ThreadPoolExecutor(EMBEDDING_THREADS, thread_name_prefix="kg-code-vectors", initializer=_lowest_priority)
        try:
            for at in range(0, len(texts), ROUND):
                began = time.perf_counter()
                chunk = texts[at:at + ROUND]
                parts = [chunk[start:start + THREAD_SHARE] for start in range(0, len(chunk), THREAD_SHARE)]
                made = await asyncio.gather(*(loop.run_in_executor(pool, self.embed, part) for part in parts))
                self.made.update(zip(chunk, (np.asarray(vector, dtype=np.float32) for part in made for vector in part),
                                     strict=True))
                self.seconds += time.perf_counter() - began
        finally:
            pool.shutdown(wait=False, cancel_futures=True)


def _lowest_priority() -> None:
    """A thread of the pool gives its core to any other work of the machine (Linux: a thread's own nice)."""
    with contextlib.suppress(OSError, AttributeError):
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)


Maybe = list[list[float] | None]


def file_vectors(file: CodeFile, read: Read, vectors: Vectors) -> tuple[Maybe, Maybe]:
    """A file's paragraphs' and symbols' vectors, None for those not made yet (written owed)."""
    texts = embedded_texts(file, read)
    found = [vectors.get(text) for text in texts]
    count = len(read.blocks[file.name])
    return found[:count], found[count:]


async def make_owed(db: Database, embed: Embed, stage: Callable[[str], None] = lambda _: None) -> tuple[int, float]:
    """The owed vectors of code made at full speed, a page at a time, each page written in its own
    transaction (a process stopped midway leaves the rest owed); how many, and the seconds it took."""
    began, made = time.perf_counter(), 0
    total = (await db.read("code_vectors_owed_count"))[0]["owed"]
    if not total:
        return 0, 0.0
    stage(f"the graph is complete; making the {total:,} vectors of code it was written without "
          "(meaning finds those symbols and paragraphs once they are made)")
    loop = asyncio.get_running_loop()
    with ThreadPoolExecutor(EMBEDDING_THREADS, thread_name_prefix="kg-owed-vectors") as pool:
        while rows := await db.read("code_vectors_owed", {"limit": OWED_PAGE}, timeout=None):
            texts = [owed_text(row) for row in rows]
            unique = list(dict.fromkeys(texts))
            share = -(-len(unique) // EMBEDDING_THREADS)
            parts = await asyncio.gather(*(loop.run_in_executor(pool, embed, unique[at:at + share])
                                           for at in range(0, len(unique), share)))
            vector_of = dict(zip(unique, (vector for part in parts for vector in part), strict=True))
            symbols = [{"id": r["id"], "label": r["label"], "description": r["description"], "embedding": vector_of[t]}
                       for r, t in zip(rows, texts, strict=True) if r["symbol"]]
            sources = [{"id": r["id"], "text": r["text"], "embedding": vector_of[t]}
                       for r, t in zip(rows, texts, strict=True) if not r["symbol"]]
            written = (await db.write("code_vectors_set", {"symbols": symbols, "sources": sources}))[0]["written"]
            if not written:  # nothing read was still owed as read (written again meanwhile): the next pass has it
                break
            made += written
            stage(f"vectors of code: {min(made, total):,} of {total:,} made after the graph")
    return made, time.perf_counter() - began


def owed_text(row: Mapping[str, Any]) -> str:
    """What an owed node's vector is made from, as `embedded_texts` makes it: a symbol's label and
    docstring; a paragraph holding its owner's definition, the owner's; another, its first characters."""
    if row["symbol"]:
        return embedding_text({"label": row["label"], "description": row["description"], "aliases": []})
    owner_line = row["owner_line"]
    if row["owner_kind"] not in (None, "module") and owner_line is not None \
            and row["line_start"] <= owner_line <= row["line_end"]:
        return embedding_text({"label": row["owner_label"], "description": row["owner_description"], "aliases": []})
    return str(row["text"])[:EMBEDDED_CHARS]


def embedded_texts(file: CodeFile, read: Read) -> list[str]:
    """The file's blocks' texts, then its symbols'."""
    symbols = read.symbols[file.name]
    by_id = {s.concept_id: s for s in symbols}
    texts = []
    for block in read.blocks[file.name]:
        owner = by_id.get(block.owner)
        held = owner is not None and owner.kind != "module" and block.start <= owner.name_at[0] <= block.end
        texts.append(symbol_text(owner) if owner is not None and held else block.text[:EMBEDDED_CHARS])
    return texts + [symbol_text(s) for s in symbols]


def symbol_text(symbol: Symbol) -> str:
    return embedding_text({"label": symbol.label, "description": symbol.description, "aliases": []})
