"""The symbol a code question is about: named by scout's arguments (`symbol`, narrowed by `file`), used
exactly, or read from the question's names (`changes.read_change`), the likeliest first."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kg_server import search
from kg_server.answers.scout import ChangeKind
from kg_server.contract import Graph
from kg_server.contract.reads import SearchConcepts
from kg_server.errors import SymbolAmbiguous, SymbolNotFound
from kg_server.text import closest

from .changes import ChangeRequest

QUALITY = {"qualified_name": "exact qualified name", "label": "exact label", "name": "exact name"}
NAMESAKES_SHOWN = 10


@dataclass
class Target:
    """The symbol a code question is about, how it was found, and what else its change reaches."""

    symbol: dict[str, Any]
    found_by: str
    alternatives: list[str] = field(default_factory=list)
    namesakes: list[str] = field(default_factory=list)  # the alternatives with where each is defined
    related: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # role -> symbols


def where(row: dict[str, Any]) -> str:
    """A symbol and its definition, as a person tells namesakes apart: 'click.core.App (class, src/core.py:3)'."""
    return f"{row['qualified_name'] or row['label']} ({row['kind']}, {row['document']}:{row['line']})"


def _quality(row: dict[str, Any], name: str) -> int | None:
    return next((n for n, q in enumerate(QUALITY) if row[q] == name), None)


def _in_file(document: str, file: str) -> bool:
    wanted = file.strip().lstrip("./")
    return document == wanted or document.endswith("/" + wanted)


async def named_target(graph: Graph, name: str, file: str | None) -> Target:
    """The one symbol `name` names (in `file`, when given): its qualified name, else its label, else its
    name. None is SymbolNotFound with close names; several are SymbolAmbiguous, each with its file."""
    rows = [dict(r) for r in await graph.db.read("scout_symbols_named", {"names": [name]})]
    found = [r for r in rows if file is None or _in_file(r["document"], file)]
    best = min((q for r in found if (q := _quality(r, name)) is not None), default=None)
    found = [r for r in found if _quality(r, name) == best]
    if not found:
        if rows:  # the name is there, defined elsewhere than file says
            raise SymbolNotFound(name, [where(r) for r in rows][:NAMESAKES_SHOWN], where=f" defined in {file!r}")
        raise await _not_found(graph, name)
    if len(found) > 1:
        found.sort(key=lambda r: (r["in_test"], -r["uses"], r["concept_id"]))
        raise SymbolAmbiguous(name, [where(r) for r in found])
    assert best is not None
    return Target(found[0], f"the arguments ({list(QUALITY.values())[best]})")


async def _not_found(graph: Graph, name: str) -> SymbolNotFound:
    part = name.rsplit(".", 1)[-1].lstrip("#").lower()
    rows = await graph.db.read("scout_symbol_names_like", {"prefix": part[:1], "part": part})
    spelled = sorted({form for row in rows for form in (row["qualified_name"], row["label"]) if form})
    return SymbolNotFound(name, closest(name, spelled, limit=5))


async def find_target(graph: Graph, change: ChangeRequest, query: str) -> Target | None:
    """The symbol the question's names name, or None (then the question is prose's)."""
    names = [name for name, _ in change.names]
    rows = await graph.db.read("scout_symbols_named", {"names": names}) if names else []
    ranked = []
    for row in rows:
        for place, (name, strong) in enumerate(change.names):
            quality = next((q for q in QUALITY if row[q] == name), None)
            if quality is not None:
                ranked.append(((place, list(QUALITY).index(quality), row["in_test"], -row["uses"],
                                row["concept_id"]), row, QUALITY[quality], strong))
                break
    if ranked:
        ranked.sort(key=lambda item: item[0])
        key, row, found_by, strong = ranked[0]
        if not strong and not change.stated:
            return None  # a plain word that happens to name a symbol, in a question that asks no change
        others = [dict(r) for k, r, _, _ in ranked[1:] if k[0] == key[0]]
        return Target(dict(row), found_by, [r["concept_id"] for r in others][:5],
                      [where(r) for r in others][:NAMESAKES_SHOWN])
    if not change.stated or change.kind == ChangeKind.BEHAVIOUR:
        return None
    found = await search.search_concepts(graph, SearchConcepts(query=query, code=True, limit=3))
    hit = next((h for h in found.results if h.kind not in (None, "module")), None)
    if hit is None:
        return None
    rows = await graph.db.read("scout_symbols_named", {"names": [hit.qualified_name or hit.label]})
    matching = [dict(r) for r in rows if r["concept_id"] == hit.concept_id]
    return Target(matching[0], "search") if matching else None
