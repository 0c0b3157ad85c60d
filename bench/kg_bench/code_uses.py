"""The code graph's uses scored against the type checker and the language server.

Symbols are drawn with a fixed seed among the package's symbols (not tests') that the graph recorded a
use of, of the kinds a rename breaks cleanly: functions, classes, methods, enum members, interfaces,
type aliases, constants and TypeScript properties (Python attributes are assigned in many places,
dunder methods are called by the language, not by name). For each, in a scratch copy, its name is
renamed in its definition alone and the checker runs: every new diagnostic site should be a use the
graph recorded (recall), and every use recorded should be a new diagnostic site or a site the
language server's own references report (precision).
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from lsprotocol import types

from kg_server.providers.checkers import Checker, DocumentLine, new_diagnostics
from kg_server.providers.compilers import files_naming
from kg_server.providers.lsp import LanguageServerSession, server_for, uri_path, utf16_column
from kg_server.store.db import Database
from kg_server.syntax import edits

from .common import Log
from .queries import bench_read

RENAMED = "_kgrenamed"
RENAMABLE = {"function", "class", "method", "enum_member", "interface", "type_alias", "enum", "constant", "property"}
LANGUAGES = {"python": "python", "typescript": "typescript", "tsx": "typescript", "javascript": "typescript",
             "go": "go", "c": "c", "cpp": "cpp", "java": "java"}


async def graph_symbols(db: Database) -> list[dict[str, Any]]:
    return [dict(row) for row in await bench_read(db, "bench_code_symbols", timeout=None)]


def draw(symbols: Sequence[dict[str, Any]], prefixes: Sequence[str], language: str, count: int, seed: int
         ) -> list[dict[str, Any]]:
    """`count` symbols of one language (python, typescript or go), drawn with `seed` among the renamable ones
    of the package that have a use recorded."""
    pool = [s for s in symbols if LANGUAGES.get(s["language"]) == language and s["kind"] in RENAMABLE
            and s["uses"] > 0 and not s["in_test"] and s["document"].startswith(tuple(prefixes))
            and not (s["name"].startswith("__") and s["name"].endswith("__")) and s["kind"] != "module"
            and not (language == "python" and s["kind"] == "property")]
    pool.sort(key=lambda s: s["concept_id"])
    return random.Random(seed).sample(pool, min(count, len(pool)))


async def recorded_uses(db: Database, ids: Sequence[str]) -> dict[str, set[DocumentLine]]:
    found: dict[str, set[DocumentLine]] = defaultdict(set)
    for row in await bench_read(db, "bench_code_uses", {"ids": list(ids)}, timeout=None):
        found[row["concept_id"]].add((row["document"], row["line"]))
    return found


def name_column(root: Path, symbol: dict[str, Any]) -> int:
    """Where the symbol's name is on its definition line (the first whole word that is it)."""
    line = (root / symbol["document"]).read_text(encoding="utf-8").split("\n")[symbol["line"] - 1]
    found = _word(symbol["name"]).search(line)
    return found.start() if found else 0


async def server_references(root: Path, documents: Sequence[str], drawn: Sequence[dict[str, Any]], *,
                            cache_dir: Path) -> dict[str, set[DocumentLine]]:
    """What the language server itself answers for each symbol's references, every code file open."""
    found: dict[str, set[DocumentLine]] = defaultdict(set)
    if not drawn:
        return found
    paths = [root / d for d in documents if server_for(root / d) is server_for(root / drawn[0]["document"])]
    server = server_for(root / drawn[0]["document"])
    assert server is not None
    async with LanguageServerSession(server, root, cache_dir=cache_dir) as session:
        session.open(paths)
        await session.wait_until_ready(paths[0])
        for symbol in drawn:
            path = root / symbol["document"]
            text = path.read_text(encoding="utf-8").split("\n")[symbol["line"] - 1]
            position = types.Position(line=symbol["line"] - 1, character=utf16_column(text, name_column(root, symbol)))
            for location in await session.references(path, position):
                file = uri_path(location.uri)
                if file is not None and file.resolve().is_relative_to(root.resolve()):
                    document = file.resolve().relative_to(root.resolve()).as_posix()
                    found[symbol["concept_id"]].add((document, location.range.start.line + 1))
    return found


def check(checker: Checker, drawn: Sequence[dict[str, Any]], recorded: dict[str, set[DocumentLine]],
          references: dict[str, set[DocumentLine]], log: Log) -> list[dict[str, Any]]:
    """Each drawn symbol renamed in turn, the checker run after it, the file put back."""
    log(f"{checker.language}: the checker on the unchanged copy")
    before = checker.run()
    checked = []
    for number, symbol in enumerate(drawn, start=1):
        definition = (symbol["document"], symbol["line"])
        renamed = rename_definition(checker.copy, symbol["document"], symbol["line"], symbol["name"], checker.language)
        try:
            after = checker.run()
        finally:
            for path, text in renamed.items():
                path.write_text(text, encoding="utf-8")
        new = new_diagnostics(before, after, definition)
        sites = {(d.path, d.line) for d in new}
        errors = {site for site in sites if names(checker.copy, site, symbol["name"])}
        uses = recorded.get(symbol["concept_id"], set())
        confirmed = sites | references.get(symbol["concept_id"], set())
        item = {"concept_id": symbol["concept_id"], "kind": symbol["kind"], "error_sites": sorted(errors),
                "consequences": sorted(sites - errors), "recorded": len(uses),
                "missed": [[d.path, d.line, d.rule, d.message.split("\n")[0]] for d in new
                           if (d.path, d.line) in errors - uses],
                "unconfirmed": sorted(uses - confirmed)}
        checked.append(item)
        log(f"{checker.language} {number}/{len(drawn)} {symbol['concept_id']}: {len(errors)} new error sites, "
            f"{len(item['missed'])} not recorded; {len(uses)} uses recorded, {len(item['unconfirmed'])} unconfirmed")
    return checked


def rename_definition(copy: Path, document: str, line: int, name: str, language: str = "") -> dict[Path, str]:
    """The symbol's name on its definition line renamed (its first whole-word occurrence there); a C
    function's in its prototypes too (a header's: what its callers compile against); each file changed
    and its text before, to put back."""
    path = copy / document
    before = path.read_text(encoding="utf-8")
    if language == "java":  # a class's constructors with it (edits_java.rename)
        renamed = edits.rename(language, before, line, name, new_name=name + RENAMED)
        if renamed is not None:
            path.write_text(renamed.text, encoding="utf-8")
            return {path: before}
    if language in edits.DECLARED_APART:
        made = edits.rename(language, before, line, name, new_name=name + RENAMED)
        files = {p: (copy / p).read_text(encoding="utf-8") for p in files_naming(copy, name, language, 400)
                 if p != document}
        made = edits.elsewhere(language, made, files, name) if made is not None else None
        if made is not None:
            path.write_text(made.text, encoding="utf-8")
            for other, (_, after) in made.others.items():
                (copy / other).write_text(after, encoding="utf-8")
            return {path: before, **{copy / other: text for other, (text, _) in made.others.items()}}
    lines = before.split("\n")
    word = _word(name)
    if not 1 <= line <= len(lines) or not word.search(lines[line - 1]):
        raise RuntimeError(f"{document}:{line} does not name {name}")
    lines[line - 1] = word.sub(name + RENAMED, lines[line - 1], count=1)
    path.write_text("\n".join(lines), encoding="utf-8")
    return {path: before}


def names(root: Path, site: DocumentLine, name: str) -> bool:
    """Whether the line of a site has the name as a word (a use of it, rather than a consequence: a
    match no longer exhaustive, a function whose return type no longer holds)."""
    lines = (root / site[0]).read_text(encoding="utf-8", errors="replace").split("\n")
    text = lines[site[1] - 1] if 1 <= site[1] <= len(lines) else ""
    return bool(_word(name).search(text))


def _word(name: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w$#])" + re.escape(name) + r"(?![\w$])")


def score_uses(checked: list[dict[str, Any]]) -> dict[str, Any]:
    """Recall of the checker's new sites that name the symbol among the uses recorded (and of all its new
    sites, consequences included), precision of the recorded uses against the new sites and the
    language server's references, over the symbols checked."""
    errors = sum(len(item["error_sites"]) for item in checked)
    found = sum(len(item["error_sites"]) - len(item["missed"]) for item in checked)
    every = sum(len(item["error_sites"]) + len(item["consequences"]) for item in checked)
    recorded = sum(item["recorded"] for item in checked)
    real = sum(item["recorded"] - len(item["unconfirmed"]) for item in checked)
    return {"symbols": len(checked), "symbols_with_errors": sum(1 for item in checked if item["error_sites"]),
            "error_sites": errors, "error_sites_recorded": found,
            "recall": round(found / errors, 4) if errors else None,
            "consequence_sites": every - errors,
            "recall_with_consequences": round(found / every, 4) if every else None,
            "uses_recorded": recorded, "uses_confirmed": real,
            "precision": round(real / recorded, 4) if recorded else None}
