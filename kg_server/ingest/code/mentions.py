"""Docs and code, linked: prose that names a symbol (a backticked `Client.send`, Sphinx's
:meth:`Context.invoke`, a class name such as HTTPError in a design doc) gets a quote of that symbol — the
sentence, verbatim — and each prose concept quoted in that sentence DESCRIBES the symbol. So "what does
the README promise about X" is X's quotes, and "which code implements what this design doc describes"
is one hop. Made again after every ingest that changed documents or code.

A name is taken for a symbol when it is the symbol's qualified name or label (`click.core.Context`,
`Context.invoke`), or its bare name when no other symbol shares it; a plain word in prose counts only
when it cannot be English (CamelCase with an inner capital, or dotted). A name that symbols of two
languages share (`Square` in Python and in TypeScript) is taken for neither: prose does not say which.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from kg_server.store.db import Database
from kg_server.text import sentence_spans, short_hash

_TICKED = re.compile(r"`{1,2}([^`\n]{1,160}?)`{1,2}")
_PATH = re.compile(r"[A-Za-z_#$][\w$]*(?:\.[A-Za-z_#$][\w$]*)*")
_PLAIN = re.compile(
    r"\b(?:[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*|[A-Z]+[a-z]+[A-Z][A-Za-z0-9]*|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)\b"
)
KINDS_NAMED_BARE = {"class", "interface", "enum", "function", "type_alias", "module", "constant"}


class Names:
    """The names prose may use for symbols, each resolved to one symbol or none (ambiguous)."""

    def __init__(self, symbols: Iterable[Mapping[str, Any]]) -> None:
        # name -> the first symbol of each language (its id's prefix) that has it: in a repository of
        # several languages, prose naming `Square` that Python and TypeScript both define names neither
        exact: dict[str, dict[str, str]] = defaultdict(dict)
        bare: dict[str, set[str]] = defaultdict(set)
        for symbol in symbols:
            if symbol["in_test"]:
                continue
            language = symbol["concept_id"].partition(":")[0]
            for name in (symbol["qualified_name"], symbol["label"]):
                exact[name].setdefault(language, symbol["concept_id"])
            if symbol["kind"] in KINDS_NAMED_BARE or "." in symbol["label"]:
                bare[symbol["name"]].add(symbol["concept_id"])
        self.exact = {name: next(iter(ids.values())) for name, ids in exact.items() if len(ids) == 1}
        self.bare = {name: next(iter(ids)) for name, ids in bare.items() if len(ids) == 1}

    def changed(self, after: Names) -> set[str]:
        """The names that resolve otherwise in `after` (a symbol added, removed or renamed, or a bare
        name that became ambiguous or unique)."""
        return {name for mine, theirs in ((self.exact, after.exact), (self.bare, after.bare))
                for name in mine.keys() | theirs.keys() if mine.get(name) != theirs.get(name)}

    def resolve(self, written: str) -> str | None:
        """The symbol a written name is: exactly, then by its last two parts (`click.Context.invoke`),
        then by its last part when no other symbol has it."""
        path = written.strip().lstrip("~!.").removesuffix("()")
        if not _PATH.fullmatch(path):
            return None
        parts = path.split(".")
        for candidate in (path, ".".join(parts[-2:])):
            if candidate in self.exact:
                return self.exact[candidate]
        return self.bare.get(parts[-1]) if len(parts[-1]) > 2 else None


def mentions(text: str, names: Names) -> list[tuple[str, int, int]]:
    """(concept id, start, end) of each symbol a paragraph names, in order."""
    found = []
    for match in _TICKED.finditer(text):
        inner = match.group(1)
        target = inner.rsplit("<", 1)[-1].rstrip(">") if inner.endswith(">") else inner  # :func:`text <target>`
        concept = names.resolve(target)
        if concept:
            found.append((concept, match.start(), match.end()))
    ticked = [(start, end) for _, start, end in found]
    for match in _PLAIN.finditer(text):
        if any(start <= match.start() < end for start, end in ticked):
            continue
        concept = names.exact.get(match.group()) or (
            names.bare.get(match.group()) if "." not in match.group() else None
        )
        if concept:
            found.append((concept, match.start(), match.end()))
    return sorted(found, key=lambda item: item[1])


def link_rows(
    paragraphs: Sequence[Mapping[str, Any]], names: Names
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    quotes: dict[str, dict[str, Any]] = {}
    links: dict[tuple[str, str], set[str]] = defaultdict(set)
    for paragraph in paragraphs:
        text, source = paragraph["text"], paragraph["source_id"]
        named = mentions(text, names)
        if not named:
            continue
        spans = sentence_spans(text) or [(0, len(text))]
        for concept, start, end in named:
            first, last = next(((a, b) for a, b in spans if a <= start < b), (0, len(text)))
            sentence = text[first:last].strip()
            instance = "m-" + short_hash(concept, source, str(first))
            quotes[instance] = {"instance_id": instance, "concept_id": concept, "source_id": source, "quote": sentence}
            written = text[start:end].strip("`")
            for prose, quote in paragraph["quotes"]:  # a prose concept whose own quote names the symbol
                if quote and written in quote:
                    links[(prose, concept)].add(source)
    return list(quotes.values()), [{"from": a, "to": b, "evidence": sorted(e)} for (a, b), e in sorted(links.items())]


async def symbol_names(db: Database) -> Names:
    return Names((await db.read("code_symbol_names"))[0]["symbols"])


async def link_prose_and_code(db: Database, *, before: Names | None = None) -> tuple[int, int]:
    """Make the prose-to-code quotes and links again: all of them, or, given the names the symbols had
    `before` a change of code alone, those of the paragraphs that contain a name whose symbol changed
    (a paragraph without one names the same symbols as before). Returns how many quotes and links of
    prose to code the graph holds."""
    changed = None
    if before is not None:
        changed = sorted(before.changed(await symbol_names(db)))
        if not changed:
            return await _counts(db)
    # Lists of strings either way ([""] standing for none): Neo4j plans a query again for a parameter of
    # another type, an empty list being one, and planning these cold takes seconds.
    pages = await db.read("code_mention_inputs", {"every": changed is None, "names": changed or [""]}, timeout=None)
    rows = [row for page in pages for row in page["rows"]]
    async with db.transaction() as tx:
        await tx.run(
            "code_mentions_clear",
            {"every": changed is None, "sources": ([row["source_id"] for row in rows] if changed else []) or [""]},
        )
        quotes, links = link_rows(rows, Names(pages[0]["symbols"])) if pages else ([], [])
        await tx.run("code_mentions_write", {"quotes": quotes, "links": links})
    return await _counts(db)


async def _counts(db: Database) -> tuple[int, int]:
    found = (await db.read("code_mention_counts"))[0]
    return found["quotes"], found["links"]
