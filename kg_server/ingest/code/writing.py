"""The code graph written: rows for documents, paragraphs, symbols, quotes and relationships, and the
bounded transactions of a pass (run.py says in which order):

1. `begin_files`: the files to write are marked unfinished (no content hash), the symbols they no longer
   define go, and their symbols are written;
2. `write_files`, per batch of files: what the graph held of them goes (their paragraphs with every quote
   in them, the relationships from their symbols) and they come in with the uses they make, their
   content hash last;
3. `write_uses_into`: when files changed that others use, the uses the others make of them, read again;
4. `finish_files`: OVERRIDES, and what the pass owed settled.

Symbols that still exist are updated in place, so what prose says of them stays. A pass stopped anywhere
leaves every file old or finished, or unfinished and read again by the next (`code_stored_files`).
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kg_server.store.db import Database, Transaction
from kg_server.syntax import UseKind
from kg_server.text import short_hash

from .blocks import block_at
from .model import Block, CodeFile, Symbol, Use

WRITE_ROWS = 5_000  # rows in one statement at most


@dataclass
class CodeRows:
    """Everything written for the changed files of one ingest."""

    documents: list[dict[str, Any]] = field(default_factory=list)
    sources: list[dict[str, Any]] = field(default_factory=list)
    symbols: list[dict[str, Any]] = field(default_factory=list)
    instances: list[dict[str, Any]] = field(default_factory=list)
    relationships: dict[str, list[dict[str, Any]]] = field(default_factory=dict)


def source_id(document: str, block: Block) -> str:
    return f"{document}#p{block.number}"


def document_rows(files: Iterable[CodeFile], root: Path, kept: Mapping[str, str]) -> list[dict[str, Any]]:
    """`kept`: each file's symbols as its document keeps them (symbols.kept_symbols)."""
    return [{"name": f.name, "path": str(f.path), "root": str(root), "topic": f.topic, "language": f.language,
             "content_hash": f.content_hash, "symbols": kept[f.name]} for f in files]


def source_rows(file: CodeFile, found: Sequence[Block], vectors: Sequence[list[float] | None]) -> list[dict[str, Any]]:
    return [{"source_id": source_id(file.name, b), "document": file.name, "paragraph": b.number, "text": b.text,
             "line_start": b.start, "line_end": b.end, "owner": b.owner, "embedding": vector,
             "owed": vector is None}
            for b, vector in zip(found, vectors, strict=True)]


def symbol_rows(symbols: Sequence[Symbol], vectors: Sequence[list[float] | None], *,
                owed: bool = True) -> list[dict[str, Any]]:
    """Symbol rows; a symbol without a vector is owed one, unless `owed` is False (written ahead of its
    file's transaction, which gives its vector or owes it)."""
    return [{"concept_id": s.concept_id, "label": s.label, "name": s.name, "description": s.description,
             "aliases": aliases(s), "kind": s.kind, "language": s.language, "qualified_name": s.qualified_name,
             "document": s.document, "line": s.name_at[0], "signature": s.signature, "in_test": s.in_test,
             "parameters": [p.name for p in s.parameters], "parameter_kinds": [p.kind for p in s.parameters],
             "parameter_defaults": [p.has_default for p in s.parameters], "returns": s.returns,
             "returns_none": s.returns_none, "embedding": vector, "owed": owed and vector is None}
            for s, vector in zip(symbols, vectors, strict=True)]


def aliases(symbol: Symbol) -> list[str]:
    """What else a symbol is called: its name alone, its qualified name, and the dotted names as words
    (a full-text index keeps `Context.invoke` as one token)."""
    names = [symbol.name, symbol.qualified_name, symbol.label.replace(".", " ")]
    return [n for n in dict.fromkeys(names) if n and n != symbol.label]


def definition_rows(file: CodeFile, symbols: Sequence[Symbol], found: Sequence[Block]) -> list[dict[str, Any]]:
    """A quote of each symbol's definition: the line with its name."""
    rows = []
    lines = file.lines
    for symbol in symbols:
        line = symbol.name_at[0] if symbol.kind != "module" else _first_code_line(lines)
        block = block_at(found, line)
        if block is None:
            continue
        rows.append(_instance(symbol.concept_id, file.name, block, line, lines[line - 1].strip(), UseKind.DEFINITION,
                              symbol.in_test, (line, line), {}))
    return rows


def use_rows(uses: Iterable[Use], blocks_of: dict[str, list[Block]], in_test: dict[str, bool]) -> list[dict[str, Any]]:
    rows = []
    for use in uses:
        block = block_at(blocks_of[use.document], use.line)
        if block is None:
            continue
        rows.append(_instance(use.target, use.document, block, use.line, use.text, use.kind, in_test[use.document],
                              use.statement, use.details))
    return rows


def _instance(concept: str, document: str, block: Block, line: int, quote: str, use: UseKind, in_test: bool,
              statement: tuple[int, int], details: dict[str, Any] | Any) -> dict[str, Any]:
    return {"instance_id": "i-" + short_hash(concept, document, str(line), use), "concept_id": concept,
            "source_id": source_id(document, block), "quote": quote or "(blank)", "line": line, "use": use,
            "in_test": in_test, "statement": list(statement), "syntax": json.dumps(dict(details), sort_keys=True)}


def relationship_rows(uses: Iterable[Use], symbols: Iterable[Symbol], blocks_of: dict[str, list[Block]]
                      ) -> dict[str, list[dict[str, Any]]]:
    """One relationship per (user, used, type) with all its sites; PART_OF for every member."""
    grouped: dict[tuple[str, str, str], list[Use]] = defaultdict(list)
    for use in uses:
        if use.enclosing != use.target:  # recursion, or a name used in its own definition
            grouped[(use.relationship, use.enclosing, use.target)].append(use)
    rows: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for (rel_type, start, end), sites in sorted(grouped.items()):
        evidence = []
        for use in sites:
            block = block_at(blocks_of[use.document], use.line)
            if block is not None:
                evidence.append(source_id(use.document, block))
        rows[rel_type].append({"from": start, "to": end, "evidence": list(dict.fromkeys(evidence)),
                               "sites": list(dict.fromkeys(u.site for u in sites)),
                               "kinds": sorted({u.kind for u in sites}), "uses": len(sites)})
    for symbol in symbols:
        if symbol.parent is None:
            continue
        block = block_at(blocks_of[symbol.document], symbol.name_at[0])
        rows["PART_OF"].append({"from": symbol.concept_id, "to": symbol.parent,
                                "evidence": [source_id(symbol.document, block)] if block else [],
                                "sites": [f"{symbol.document}:{symbol.name_at[0]}"], "kinds": ["member"], "uses": 1})
    return dict(rows)


def pending_rows(files: Iterable[CodeFile], root: Path, owed: set[str]) -> list[dict[str, Any]]:
    return [{"name": f.name, "path": str(f.path), "root": str(root), "topic": f.topic, "language": f.language,
             "owed": f.name in owed} for f in files]


async def begin_files(db: Database, pending: list[dict[str, Any]], symbols: list[dict[str, Any]], *,
                      keep: Sequence[str]) -> None:
    """Before any file of a pass is written: the files are marked unfinished, the symbols they no longer
    define go, and their symbols are written (without vectors, which come with each file's own
    transaction), so that a use in any file finds the symbol it is of. In transactions of at most
    WRITE_ROWS symbols: a repository of any size stays in Neo4j's memory."""
    documents = [row["name"] for row in pending]
    async with db.transaction() as tx:
        await tx.run("code_pass_owed")
        await tx.run("code_documents_pending", {"rows": pending})
        await tx.run("code_clear_symbols", {"documents": documents, "keep": list(keep), "deleted": []})
    for start in range(0, len(symbols), WRITE_ROWS):
        async with db.transaction() as tx:
            await tx.run("code_symbols", {"rows": symbols[start:start + WRITE_ROWS]})


async def delete_files(db: Database, deleted: Sequence[str]) -> None:
    """Files gone from the repository: their paragraphs, symbols and every use of those."""
    async with db.transaction() as tx:
        await tx.run("code_clear_sources", {"documents": list(deleted)})
        await tx.run("code_clear_symbols", {"documents": list(deleted), "keep": [], "deleted": list(deleted)})
        await tx.run("communities_mark_owed")


async def write_files(db: Database, rows: CodeRows, files: Sequence[str]) -> None:
    """One transaction per batch of files: what the graph held of them goes (their paragraphs with every
    quote in them, the relationships from their symbols), and they come in whole, their content hash
    last: a pass stopped at any point leaves each file old, or new and finished."""
    async with db.transaction() as tx:
        await tx.run("code_clear_sources", {"documents": list(files)})
        await tx.run("code_clear_outgoing", {"documents": list(files)})
        await _write_rows(tx, rows)
        await _chunked(tx, "code_documents", rows.documents)


async def write_uses_into(db: Database, rows: CodeRows, *, symbols: Sequence[str], written: Sequence[str]) -> None:
    """The uses the other files make of `symbols` (of changed files), read again by references."""
    async with db.transaction() as tx:
        await tx.run("code_clear_uses", {"symbols": list(symbols), "written": list(written)})
        await _write_rows(tx, rows)


async def finish_files(db: Database, written: Sequence[str], *, every_class: bool) -> None:
    """The end of a pass: OVERRIDES made again for the written files' classes and their heirs (for all
    classes when a file was deleted, whose classes' heirs can no longer be found, or after a pass that
    stopped), the owed uses settled, communities marked owed (no corpus pass follows: the passes leave
    code out)."""
    async with db.transaction() as tx:
        await tx.run("code_overrides", {"documents": None if every_class else list(written)})
        await tx.run("code_settled", {"documents": list(written)})
        await tx.run("communities_mark_owed")


async def _write_rows(tx: Transaction, rows: CodeRows) -> None:
    await _chunked(tx, "code_sources", rows.sources)
    await _chunked(tx, "code_symbols", rows.symbols)
    await _chunked(tx, "code_instances", rows.instances)
    for rel_type, typed in sorted(rows.relationships.items()):
        for start in range(0, len(typed), WRITE_ROWS):
            await tx.run("code_relationships", {"rows": typed[start:start + WRITE_ROWS]}, rel_type=rel_type)


async def _chunked(tx: Transaction, name: str, rows: list[dict[str, Any]]) -> None:
    for start in range(0, len(rows), WRITE_ROWS):
        await tx.run(name, {"rows": rows[start:start + WRITE_ROWS]})


def _first_code_line(lines: Sequence[str]) -> int:
    for number, text in enumerate(lines, start=1):
        if text.strip():
            return number
    return 1
