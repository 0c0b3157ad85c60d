"""What the syntax readers take and give: sites (where a name is written) in, usages (how each is used, of
a UseKind) and definitions out, and the line arithmetic both languages share (a site's column counts
characters, the parsers count UTF-8 bytes)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class UseKind(StrEnum):
    """How a site uses a symbol: the kind of a Usage. The values are what the graph stores on a use and
    users read. The syntax readers give every kind but MENTION, which is prose that names a symbol (the
    code ingest's mentions pass links it)."""

    DEFINITION = "definition"
    CALL = "call"
    IMPORT = "import"
    RE_EXPORT = "re-export"
    ANNOTATION = "annotation"
    SUBCLASS = "subclass"
    ISINSTANCE = "isinstance"
    PATTERN = "pattern"
    DECORATOR = "decorator"
    ASSIGNMENT = "assignment"
    ATTRIBUTE = "attribute"
    REFERENCE = "reference"
    MENTION = "mention"


_TEST_PATH = re.compile(r"(^|[/\\])(tests?|__tests__|testing)[/\\]"
                        r"|(^|[/\\])(test_[^/\\]*|[^/\\]*_test\.(py|go)|conftest\.py|[^/\\]*Tests?\.java)$"
                        r"|\.(test|spec)\.[cm]?[jt]sx?$")
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_SPACES = re.compile(r"\s+")
_OPEN_SPACE = re.compile(r"([(\[{<])\s+")
_SPACE_CLOSE = re.compile(r"\s+([)\]}>])")
_TRAILING_COMMA = re.compile(r",\s+([)\]}>])")


@dataclass(frozen=True)
class Site:
    """Where a name is written in a file (a language server's reference, or a name read from the code):
    `line` from 1, `column` from 0 in characters (code points) of the line, `name` the identifier there
    (the symbol's short name); `listed` when it is a string of Python's `__all__` (no definition answers
    there: it names what the module binds). How the site is used is its Usage."""

    line: int
    column: int
    name: str
    listed: bool = False


@dataclass(frozen=True)
class Usage:
    """How a Site is used, as the syntax around it says. `kind` is its UseKind; `statement` the first and
    last line of the innermost statement holding the site (of its head when the site is in a compound
    statement's head: the `if` condition, a `def` signature, a decorator, a `case` pattern); `details`
    kind-specific facts, JSON-able:

    - call: positional, keywords, star_args, star_kwargs (Python) or arguments, spread, new, jsx (TS/JS);
      callee_text, the callee as written ("ctx.invoke"); result, what is done with the value (discarded,
      assigned, entered, returned, argument, member, compared, condition, iterated, other); flow (Python,
      a value kept in a name: python_flow.value_flow) where the name is read next;
    - decorator: callee_text, and a call's details when the decorator is called (`@command(name="x")`);
    - import / re-export: module as written ("", a relative ".core", "./errors"), imported (the name
      imported), alias; `all` for a name listed in `__all__`, `type_only` for `import type`;
    - annotation: nothing more; subclass: implements (TS `implements I`), metaclass;
    - isinstance: chain (isinstance / instanceof tests in the same if/elif chain), assert_never (the chain
      ends in assert_never or an `else` that raises), except (a Python `except C:` clause);
    - pattern: match_line, cases, default, assert_never (the default arm calls assert_never / assertNever or
      declares a `never`), raises (the default arm raises or throws), comparison (an `x == Kind.A` link of
      an if-chain rather than a match / switch case);
    - assignment: target, augmented; definition: parameter (a function parameter's own name);
    - attribute: object_text; reference: keyword (a call's keyword argument name), export (TS `export {x}`
      of a local name), property_key (an object literal's key), member (what the site's attribute access
      reads, for `Kind.A` at `Kind`);
    - every kind: in_test, whether the file is a test file; parse_error when the file could not be parsed and
      the kind was read by tree-sitter, which reads on past what it cannot parse.
    """

    kind: UseKind
    statement: tuple[int, int]
    details: Mapping[str, Any] = field(default_factory=dict, hash=False)


@dataclass(frozen=True)
class Parameter:
    """A function's parameter. `kind`: positional_only, positional, keyword_only, var_positional,
    var_keyword (Python); required, optional, rest (TypeScript and JavaScript). `annotation` and `default`
    as written ("" when absent)."""

    name: str
    kind: str
    has_default: bool
    annotation: str = ""
    default: str = ""


@dataclass(frozen=True)
class Definition:
    """A definition's description. `signature`: its head as written on one line, whitespace squashed
    ("def invoke(self, callback, /, *args, **kwargs)", "export enum Kind"; a constant's assignment trimmed to
    SIGNATURE_LIMIT characters); `docstring`: Python's first paragraph, or the JSDoc comment right before a
    TS/JS definition without its markers; `block`: first and last line, decorators included; `parameters`
    and `returns` (the return annotation as written) for functions and methods, `returns_none` whether
    that annotation lets the value be None (Optional, `| None`) or undefined/null (None: no annotation, so
    unknown); `kind`: function, class, enum, method, variable, parameter-less members (enum_member,
    property, ...), as the syntax names it; `name` the defined name."""

    signature: str
    docstring: str
    block: tuple[int, int]
    parameters: tuple[Parameter, ...] = ()
    returns: str = ""
    kind: str = ""
    name: str = ""
    returns_none: bool | None = None


SIGNATURE_LIMIT = 120


def is_test_path(path: str) -> bool:
    """Whether a file is a test: under tests/, test/, __tests__/ or testing/, test_*, *_test.py, *_test.go,
    conftest.py, *.test.ts, *.spec.ts (and their JavaScript kin), *Test.java and *Tests.java."""
    return bool(path) and bool(_TEST_PATH.search(path))


def split_lines(text: str) -> list[str]:
    """Lines as Python's parser and the language servers count them (\\n, \\r\\n and \\r end a line)."""
    return _LINE_BREAK.split(text)


def squash(text: str, limit: int = 0) -> str:
    """`text` on one line: runs of whitespace made one space, none inside brackets' edges, no trailing comma
    left by a multi-line layout; cut to `limit` characters with an ellipsis when given."""
    text = _SPACES.sub(" ", text).strip()
    text = _TRAILING_COMMA.sub(r"\1", text)
    text = _SPACE_CLOSE.sub(r"\1", _OPEN_SPACE.sub(r"\1", text))
    if limit and len(text) > limit:
        text = text[: limit - 1].rstrip() + "…"
    return text


class Lines:
    """A text's lines, and the conversion between a column in characters and one in UTF-8 bytes."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = split_lines(text)
        self._encoded: dict[int, bytes] = {}

    def encoded(self, line: int) -> bytes:
        """Line `line` (from 1) in UTF-8."""
        found = self._encoded.get(line)
        if found is None:
            found = self.lines[line - 1].encode() if 1 <= line <= len(self.lines) else b""
            self._encoded[line] = found
        return found

    def byte_column(self, line: int, column: int) -> int:
        """The UTF-8 offset of character `column` of line `line` (from 1)."""
        if not 1 <= line <= len(self.lines):
            return column
        text = self.lines[line - 1]
        return column if text.isascii() else len(text[:column].encode())

    def segment(self, start: tuple[int, int], end: tuple[int, int]) -> str:
        """The text between two (line from 1, byte column) positions."""
        (line, column), (end_line, end_column) = start, end
        if line == end_line:
            if 1 <= line <= len(self.lines) and self.lines[line - 1].isascii():
                return self.lines[line - 1][column:end_column]
            return self.encoded(line)[column:end_column].decode(errors="replace")
        parts = [self.encoded(line)[column:]]
        parts += [self.encoded(n) for n in range(line + 1, end_line)]
        parts.append(self.encoded(end_line)[:end_column])
        return "\n".join(p.decode(errors="replace") for p in parts)
