"""Text surgery for the edits of a change (edits.py): what an edit did (Change), Python's ast positions (lines
from 1, UTF-8 byte columns) turned into offsets of the text, splicing, and unions split at their top level."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field

_OPENING, _CLOSING = "([{<", ")]}>"


@dataclass(frozen=True)
class Change:
    """What an edit did: `text` the file after it, `words` how a developer says it ("add a required
    parameter `encoding`"), `facts` the details (the parameter, the new name, the types), `others` the
    other files the same change edits, path -> (text before, text after): a C function's prototypes."""

    text: str
    words: str
    facts: dict[str, str]
    others: dict[str, tuple[str, str]] = field(default_factory=dict)


class PyText:
    """A Python file's text and its parse, edited by the ast's positions."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.data = text.encode()
        self.starts = [0] + [m.end() for m in re.finditer(rb"\n", self.data)]
        try:
            self.tree: ast.Module | None = ast.parse(text)
        except SyntaxError:
            self.tree = None

    def offset(self, line: int, column: int) -> int:
        return self.starts[line - 1] + column

    def start(self, node: ast.AST) -> int:
        return self.offset(node.lineno, node.col_offset)  # type: ignore[attr-defined]

    def end(self, node: ast.AST) -> int:
        return self.offset(node.end_lineno, node.end_col_offset)  # type: ignore[attr-defined]

    def segment(self, node: ast.AST) -> str:
        return self.data[self.start(node):self.end(node)].decode()

    def insert(self, at: int, words: str) -> str:
        return (self.data[:at] + words.encode() + self.data[at:]).decode()

    def replace(self, node: ast.AST, words: str) -> str:
        return (self.data[:self.start(node)] + words.encode() + self.data[self.end(node):]).decode()

    def insert_line_after(self, line: int, words: str) -> str:
        lines = self.text.split("\n")
        return "\n".join([*lines[:line], words, *lines[line:]])

    def before_token(self, node: ast.AST, token: str) -> int:
        """The offset of the last `token` before `node` (the `**` of `**kwargs`)."""
        return self.data.rindex(token.encode(), 0, self.start(node))

    def after_token(self, node: ast.AST, token: str) -> int:
        """The offset just after the first `token` from `node`'s start (the `(` of a signature)."""
        return self.data.index(token.encode(), self.start(node)) + len(token)

    def node_at(self, line: int, name: str, kinds: type | tuple[type, ...]) -> ast.AST | None:
        """The definition of `name` (a function or class) whose head is at `line`."""
        if self.tree is None:
            return None
        for node in ast.walk(self.tree):
            if isinstance(node, kinds) and getattr(node, "name", None) == name and node.lineno == line:  # type: ignore[attr-defined]
                return node
        return None

    def function(self, line: int, name: str) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
        found = self.node_at(line, name, (ast.FunctionDef, ast.AsyncFunctionDef))
        return found if isinstance(found, ast.FunctionDef | ast.AsyncFunctionDef) else None

    @staticmethod
    def word_at(line: str, name: str) -> int | None:
        """Where `name` stands as a whole word on `line` (after `self.` first, for an attribute)."""
        for pattern in (rf"(?<=self\.){re.escape(name)}\b", rf"(?<![\w$#.]){re.escape(name)}(?![\w$])"):
            found = re.search(pattern, line)
            if found:
                return found.start()
        return None


def parses_python(text: str) -> bool:
    """Whether an edited Python file still parses (an edit that breaks the file itself is no edit)."""
    try:
        ast.parse(text)
    except SyntaxError:
        return False
    return True


def split_union(written: str, separator: str) -> list[str]:
    """`A | B[C | D] | "x|y"` split at the separators outside brackets and quotes, each member stripped."""
    members, depth, quote, current = [], 0, "", ""
    for char in written:
        if quote:
            quote = "" if char == quote else quote
        elif char in "'\"`":
            quote = char
        elif char in _OPENING:
            depth += 1
        elif char in _CLOSING and not (char == ">" and current.endswith("=")):  # `=>` is no bracket
            depth -= 1
        elif char == separator and depth == 0:
            members.append(current.strip())
            current = ""
            continue
        current += char
    members.append(current.strip())
    return [m for m in members if m]


ByteEdit = tuple[int, int, str]  # a byte range of a file's text (a syntax tree's offsets) and what replaces it


def splice(source: str | bytes, edits: list[ByteEdit]) -> str:
    """The text with each byte range replaced, last first so that the earlier offsets still hold."""
    data = source.encode() if isinstance(source, str) else source
    for start, end, words in sorted(edits, reverse=True):
        data = data[:start] + words.encode() + data[end:]
    return data.decode()
