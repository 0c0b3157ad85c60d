"""The operations' parameter tables in docs/mcp.md, made from the registry: what each argument takes (in
the words the error messages use), its default and its meaning. The tables sit between markers,

    <!-- parameters: search_concepts -->
    | Parameter | Takes | Default | Meaning |
    ...
    <!-- /parameters -->

and `python -m kg_server.shells.reference docs/mcp.md` (`make docs`) writes them again; a test fails when
one is out of date. The shared `cursor` and `max_tokens` are described once, above the tables.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from pydantic.fields import FieldInfo

from kg_server.contract import OPERATIONS, Bounded, Operation, describe

_MARKED = re.compile(r"(<!-- parameters: (\w+) -->\n)(.*?)(<!-- /parameters -->)", re.DOTALL)
HEADER = "| Parameter | Takes | Default | Meaning |\n|-----------|-------|---------|---------|\n"


def parameter_table(operation: Operation) -> str:
    """The Markdown table of an operation's own arguments (those of every bounded answer left out)."""
    shared = set(Bounded.model_fields) if issubclass(operation.input, Bounded) else set()
    rows = [_row(name, field) for name, field in operation.input.model_fields.items() if name not in shared]
    return HEADER + "".join(rows) if rows else "It takes no arguments of its own.\n"


def _row(name: str, field: FieldInfo) -> str:
    return f"| `{name}` | {_cell(describe(field))} | {_default(field)} | {_cell(field.description or '')} |\n"


def _default(field: FieldInfo) -> str:
    if field.is_required():
        return "required"
    value = field.get_default(call_default_factory=True)
    return "null" if value is None else f"`{json.dumps(value)}`"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def refreshed(text: str) -> str:
    """`text` with every marked table made again from the registry."""
    return _MARKED.sub(lambda m: m.group(1) + parameter_table(OPERATIONS[m.group(2)]) + m.group(4), text)


def marked(text: str) -> set[str]:
    """The operations whose tables `text` marks."""
    return {m.group(2) for m in _MARKED.finditer(text)}


def main(paths: list[str]) -> int:
    for name in paths:
        path = Path(name)
        text = path.read_text(encoding="utf-8")
        if (new := refreshed(text)) != text:
            path.write_text(new, encoding="utf-8")
            print(f"{path}: parameter tables written again")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
