"""The vectors of a code pass: what a paragraph and a symbol of code are embedded from, the vectors the
graph already holds for the same texts, and the new ones made in threads."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Protocol

from kg_server.store.db import Database
from kg_server.store.schema import embedding_text

from .model import Block, CodeFile, Symbol

Embed = Callable[[list[str]], list[list[float]]]
# What a paragraph of code is embedded from: the signature and docstring of the definition it holds (its
# symbol's own text, so one vector serves both), or the first EMBEDDED_CHARS of module-level code. The
# local model's cost grows faster than the text: 48 ms for 1,200 characters of code, 8 ms for 300.
EMBEDDED_CHARS = 300
EMBEDDING_THREADS = 2  # the local model runs one core per call: two calls at once keep both cores busy


class Read(Protocol):
    """What a pass has read of its files that their vectors are made from."""

    @property
    def symbols(self) -> Mapping[str, list[Symbol]]: ...
    @property
    def blocks(self) -> Mapping[str, list[Block]]: ...
    @property
    def known_vectors(self) -> Mapping[str, list[float]]: ...


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


def embed_files(files: Sequence[CodeFile], read: Read, embed: Embed) -> tuple[dict[str, list[list[float]]], float]:
    """Each file's vectors: its blocks' (their first EMBEDDED_CHARS) then its symbols' (label and
    docstring). A text the graph already has a vector for keeps it; the others are split between
    EMBEDDING_THREADS calls at once. With the seconds it took."""
    began = time.perf_counter()
    texts = [text for f in files for text in embedded_texts(f, read)]
    new = list(dict.fromkeys(text for text in texts if text not in read.known_vectors))
    share = -(-len(new) // EMBEDDING_THREADS) or 1
    with ThreadPoolExecutor(EMBEDDING_THREADS, thread_name_prefix="kg-code-vectors") as pool:
        parts = list(pool.map(embed, [new[at:at + share] for at in range(0, len(new), share)]))
    made = dict(zip(new, (vector for part in parts for vector in part), strict=True))
    vectors = [read.known_vectors.get(text) or made[text] for text in texts]
    by_file, at = {}, 0
    for file in files:
        count = len(read.blocks[file.name]) + len(read.symbols[file.name])
        by_file[file.name], at = vectors[at:at + count], at + count
    return by_file, time.perf_counter() - began


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
