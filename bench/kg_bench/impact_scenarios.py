"""The scenarios of `kg bench impact`: changes made from the repository itself.

Symbols come from the code graph (`bench_impact_symbols`), defined outside tests; with a fixed seed,
up to N per kind are drawn, each kept only when its edit is mechanical and valid (kg_server/syntax/edits.py):

- add-parameter: a function or method that is called somewhere gets a required parameter;
- rename: a function, method, attribute or property that is used somewhere is renamed where it is
  defined (an attribute only when nothing outside its definition assigns it, or the old name would live on);
- add-member: an enum (or a union of string literals) gets one more member; those matched in a match
  or switch are drawn first;
- change-type: a function whose result is used gets an optional return type, or a called function's
  parameter loses a member of its union (turn about; Go: the return, `T` becoming `(T, error)`).

Each scenario has the sentence a developer would write ("format_filename - add a required parameter
`encoding`") and the tags they would give.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from kg_server.syntax import UseKind, edits
from kg_server.syntax.edits_text import Change

KINDS = ("add-parameter", "rename", "add-member", "change-type")
TAGS = {"add-parameter": ["signature", "callers"], "rename": ["rename", "references"],
        "add-member": ["exhaustive", "pattern-match"], "change-type": ["types", "callers"]}
SYMBOL_KINDS = ["function", "method", "attribute", "property", "enum", "type_alias", "class"]
Edit = Callable[[str, str, int, str], Change | None]


@dataclass(frozen=True)
class DrawnSymbol:
    """A symbol of the code graph drawn for a scenario: where it is defined (document as `kg ingest` names
    it, line of its name) and its uses (kind and syntax facts each)."""

    concept_id: str
    name: str
    label: str
    kind: str
    language: str
    document: str
    line: int
    signature: str = ""
    uses: tuple[dict[str, Any], ...] = ()
    member_patterns: int = 0

    @classmethod
    def of(cls, row: dict[str, Any]) -> DrawnSymbol:
        uses = tuple({"use": u["use"], "syntax": _facts(u.get("syntax"))} for u in row.get("uses") or [])
        return cls(row["concept_id"], row["name"], row["label"] or row["name"], row["kind"], row["language"] or "",
                   row["document"], int(row["line"] or 0), row.get("signature") or "", uses,
                   int(row.get("member_patterns") or 0))

    def used(self, *kinds: UseKind) -> int:
        return sum(1 for u in self.uses if not kinds or u["use"] in kinds)


@dataclass
class Scenario:
    """One change: the symbol, the edit (its file's text before and after), the developer's words."""

    kind: str
    symbol: DrawnSymbol
    change: Change
    before: str
    sentence: str
    tags: list[str]
    grep_name: str
    facts: dict[str, Any] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return f"{self.kind}:{self.symbol.concept_id}"

    @property
    def change_name(self) -> str:
        return self.facts.get("change", self.kind)


def _facts(syntax: Any) -> dict[str, Any]:
    if isinstance(syntax, str):
        try:
            value = json.loads(syntax)
        except json.JSONDecodeError:
            return {}
        return value if isinstance(value, dict) else {}
    return syntax if isinstance(syntax, dict) else {}


def _plain(symbol: DrawnSymbol) -> bool:
    """Not a dunder, not a default export, defined at a known line."""
    return symbol.line > 0 and not (symbol.name.startswith("__") and symbol.name.endswith("__")) \
        and symbol.name not in ("default", "constructor")


def _result_used(symbol: DrawnSymbol) -> int:
    return sum(1 for u in symbol.uses
               if u["use"] == UseKind.CALL and u["syntax"].get("result") not in (None, "discarded"))


def eligible(kind: str, symbol: DrawnSymbol) -> bool:
    if not _plain(symbol):
        return False
    callable_ = symbol.kind in ("function", "method")
    if kind == "add-parameter":
        return callable_ and symbol.used(UseKind.CALL) > 0
    if kind == "rename":
        if symbol.kind in ("attribute", "property"):
            return symbol.used() > 0 and symbol.used(UseKind.ASSIGNMENT) == 0
        return callable_ and symbol.used() > 0
    if kind == "add-member":
        if symbol.kind == "enum":
            return symbol.used() > 0
        return symbol.kind == "type_alias" and symbol.used() > 0 and _literal_union(symbol.signature)
    if kind == "change-type":
        return callable_ and symbol.used(UseKind.CALL) > 0
    return False


def _literal_union(signature: str) -> bool:
    _, _, value = signature.partition("=")
    return "|" in value and all(m.strip()[:1] in "'\"" for m in value.split("|"))


def _edits(kind: str, slot: int, language: str) -> list[tuple[str, Edit]]:
    """The edit a scenario of `kind` makes (change-type alternates between its two; Go and C, which have
    no unions of types to narrow, always change the return; C++ as C)."""
    if kind == "add-parameter":
        return [("add_parameter", edits.add_parameter)]
    if kind == "rename":
        return [("rename", edits.rename)]
    if kind == "add-member":
        return [("add_member", edits.add_member)]
    if slot % 2 == 0 or language in ("go", "c", "cpp"):
        return [("optional_return", edits.optional_return)]
    return [("narrow_parameter", edits.narrow_parameter)]


Declarations = Callable[[DrawnSymbol], Mapping[str, str]]


def draw(symbols: Sequence[DrawnSymbol], texts: Callable[[str], str | None], *, per_kind: int, seed: int,
         languages: Sequence[str], declarations: Declarations = lambda symbol: {}) -> list[Scenario]:
    """Up to `per_kind` scenarios per kind, drawn with `seed` from the symbols whose edit works;
    `declarations`: the texts of the other files that may declare a symbol (a C function's headers), edited
    with it."""
    scenarios: list[Scenario] = []
    for kind in KINDS:
        pool = sorted((s for s in symbols if s.language in languages and eligible(kind, s)), key=lambda s: s.concept_id)
        random.Random(f"{seed}:{kind}").shuffle(pool)
        if kind == "add-member":  # the matched ones first, in the drawn order
            pool.sort(key=lambda s: s.member_patterns == 0)
        made = 0
        for symbol in pool:
            if made >= per_kind:
                break
            scenario = _make(kind, symbol, texts, made, declarations)
            if scenario is not None:
                scenarios.append(scenario)
                made += 1
    return scenarios


def _make(kind: str, symbol: DrawnSymbol, texts: Callable[[str], str | None], slot: int,
          declarations: Declarations) -> Scenario | None:
    text = texts(symbol.document)
    if text is None:
        return None
    for change_name, edit in _edits(kind, slot, symbol.language):
        if change_name == "optional_return" and _result_used(symbol) == 0:
            continue  # an optional return that nothing reads breaks nothing by construction
        change = edit(symbol.language, text, symbol.line, symbol.name)
        if change is not None and symbol.language in edits.EDITED_ELSEWHERE:
            change = edits.elsewhere(symbol.language, change, declarations(symbol), symbol.name)
        if change is not None and change.text != text:
            return Scenario(kind, symbol, change, text, f"{symbol.label} - {change.words}", list(TAGS[kind]),
                            symbol.name.lstrip("#"), {"change": change_name, **change.facts})
    return None
