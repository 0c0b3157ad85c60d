"""The kind of a use in a Python file the running interpreter cannot parse (a `type X = ...` statement read
by an older Python, a file with a syntax error), guessed from the text around the site on its line.

Every usage it gives carries `parse_error`, so that a reader knows the kind was guessed; its statement
is the site's line."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import PurePosixPath
from typing import Any

from .model import Site, Usage, is_test_path, split_lines

_DEFINED = re.compile(r"^\s*(?:async\s+def|def|class|type)\s+$")
_IMPORT = re.compile(r"^\s*(?:from\s+(\S+)\s+)?import\b")
_CLASS_HEAD = re.compile(r"^\s*class\s+\w+\s*(?:\[[^\]]*\])?\s*\(")
_ASSIGNED = re.compile(r"^(?:=(?!=)|[-+*/%&|^@]=|//=|\*\*=|>>=|<<=|:[^=])")
_ANNOTATED = re.compile(r"(?:->|^\s*\w+\s*:|[(,]\s*\w+\s*:)\s*[\w.\[\], |]*$")
_CHAIN = re.compile(r"[\w.]*$")


def classify_tokens(text: str, sites: Sequence[Site], path: str, error: str) -> list[Usage]:
    """One guessed usage per site."""
    lines = split_lines(text)
    package_init = PurePosixPath(path.replace("\\", "/")).name == "__init__.py"
    in_test = is_test_path(path)
    usages = []
    for site in sites:
        details: dict[str, Any] = {}
        kind = "reference"
        if 1 <= site.line <= len(lines):
            kind, details = _guess(lines[site.line - 1], site, package_init)
        usages.append(Usage(kind, (site.line, site.line), {**details, "parse_error": error, "in_test": in_test}))
    return usages


def _guess(line: str, site: Site, package_init: bool) -> tuple[str, dict[str, Any]]:
    before, after = line[: site.column], line[site.column + len(site.name):]
    following = after.lstrip()
    if _DEFINED.match(before):
        return "definition", {}
    if imported := _IMPORT.match(line):
        module = imported.group(1) or ""
        redundant = re.search(rf"\b{re.escape(site.name)}\s+as\s+{re.escape(site.name)}\b", line)
        reexport = bool(redundant) or (package_init and module.startswith("."))
        return ("re-export" if reexport else "import"), {"module": module}
    if before.strip() == "@" or (before.strip().startswith("@") and before.rstrip().endswith(".")):
        return "decorator", {"callee_text": _chain(before.strip()[1:]) + site.name}
    if following.startswith("("):
        return "call", {"callee_text": _chain(before) + site.name}
    if _CLASS_HEAD.match(before):
        return "subclass", {}
    if re.search(r"\bis(instance|subclass)\([^,]*,\s*\(?[\w., ]*$", before):
        return "isinstance", {}
    if re.match(r"^\s*case\s", line):
        return "pattern", {}
    if _ASSIGNED.match(following) and not _ANNOTATED.search(before):
        return "assignment", {"target": True}
    if _ANNOTATED.search(before):
        return "annotation", {}
    if before.endswith("."):
        return "attribute", {"object_text": _chain(before[:-1])}
    return "reference", {}


def _chain(text: str) -> str:
    """The dotted name `text` ends with."""
    found = _CHAIN.search(text)
    return found.group() if found else ""
