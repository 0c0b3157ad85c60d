"""A Python file parsed once and indexed for sites: each identifier's node by its position, each node's
parent, and the lines of the statement around a node.

Python's `ast` gives a name (`Name`) its own position; the other identifiers (an attribute's name, a
`def`'s name, an imported name, a keyword argument, a string holding a forward reference) are found in
the node that holds them: `at` answers both, innermost first."""

from __future__ import annotations

import ast
import itertools
from collections import defaultdict
from collections.abc import Iterator
from functools import lru_cache

from .model import Lines

# Nodes whose identifiers are not nodes of their own, indexed by the lines they cover.
_HOLDERS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.alias, ast.ImportFrom, ast.keyword, ast.arg,
            ast.ExceptHandler, ast.Global, ast.Nonlocal, ast.MatchAs, ast.MatchStar, ast.MatchMapping,
            ast.MatchClass)
# Fields holding operators and contexts: shared singletons, never a site's parent.
_SKIPPED_FIELDS = frozenset({"ctx", "op", "ops"})
_COMPOUND = (ast.If, ast.While, ast.For, ast.AsyncFor, ast.With, ast.AsyncWith, ast.Try, ast.FunctionDef,
             ast.AsyncFunctionDef, ast.ClassDef)
_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def span(node: ast.AST) -> tuple[tuple[int, int], tuple[int, int]]:
    """(line, UTF-8 column) where a node starts and where it ends."""
    line = getattr(node, "lineno", 1)
    return (line, getattr(node, "col_offset", 0)), (getattr(node, "end_lineno", None) or line,
                                                    getattr(node, "end_col_offset", None) or 0)


@lru_cache(maxsize=8)
def parse_python(text: str) -> PythonTree:
    """`text` parsed and indexed, kept for the next call on the same text (an ingest describes a file's
    definitions and classifies its uses one after the other). SyntaxError propagates."""
    return PythonTree(text)


class PythonTree:
    """`text` parsed (SyntaxError propagates: the caller falls back to tokens)."""

    def __init__(self, text: str) -> None:
        self.lines = Lines(text)
        self.tree = ast.parse(text)
        self.parent: dict[ast.AST, ast.AST] = {}
        self.names: dict[tuple[int, int], ast.Name | ast.Attribute] = {}
        self.holders: dict[int, list[ast.AST]] = defaultdict(list)
        self._index()

    def _index(self) -> None:
        parent, names, holders = self.parent, self.names, self.holders
        node_type, skipped = ast.AST, _SKIPPED_FIELDS
        stack: list[ast.AST] = [self.tree]
        while stack:
            node = stack.pop()
            for name in node._fields:
                if name in skipped:
                    continue
                value = getattr(node, name, None)
                if value.__class__ is list:
                    for item in value:
                        if isinstance(item, node_type):
                            parent[item] = node
                            stack.append(item)
                elif isinstance(value, node_type):
                    parent[value] = node
                    stack.append(value)
            if node.__class__ is ast.Name:
                names[(node.lineno, node.col_offset)] = node
            elif node.__class__ is ast.Attribute:
                end = node.end_col_offset or 0
                names[(node.end_lineno or node.lineno, end - len(node.attr.encode()))] = node
            elif isinstance(node, _HOLDERS):
                last = node.lineno if isinstance(node, _DEFINITIONS) else (node.end_lineno or node.lineno)
                for line in range(node.lineno, last + 1):
                    holders[line].append(node)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                for line in range(node.lineno, (node.end_lineno or node.lineno) + 1):
                    holders[line].append(node)

    def at(self, line: int, column: int) -> ast.AST | None:
        """The node naming the identifier at (line from 1, UTF-8 column): a Name, an Attribute (its
        attribute's name), else the innermost node holding the position."""
        found = self.names.get((line, column))
        if found is not None:
            return found
        best: ast.AST | None = None
        best_start = (0, -1)
        for node in self.holders.get(line, ()):
            start, end = span(node)
            if isinstance(node, _DEFINITIONS):
                end = (node.lineno, len(self.lines.encoded(node.lineno)))
            if start <= (line, column) < end and start >= best_start:
                best, best_start = node, start
        return best

    def ancestors(self, node: ast.AST) -> Iterator[ast.AST]:
        """The nodes around `node`, innermost first, up to the module."""
        parent = self.parent
        current = parent.get(node)
        while current is not None:
            yield current
            current = parent.get(current)

    def text(self, node: ast.AST) -> str:
        """The source of an expression as written."""
        return self.lines.segment(*span(node)) if hasattr(node, "lineno") else ""

    def statement(self, node: ast.AST) -> tuple[int, int]:
        """First and last line of the innermost statement holding `node`; of its head when `node` is in a
        compound statement's head (a condition, a signature, a decorator, a case pattern, an except)."""
        if isinstance(node, ast.stmt):
            return self._head(node, node)
        child = node
        for current in itertools.chain((node,), self.ancestors(node)):
            if isinstance(current, ast.match_case):
                last = current.guard or current.pattern
                return current.pattern.lineno, last.end_lineno or last.lineno
            if isinstance(current, ast.ExceptHandler):
                return current.lineno, (current.type.end_lineno or current.lineno) if current.type else current.lineno
            if isinstance(current, ast.stmt):
                return self._head(current, child)
            child = current
        line = getattr(node, "lineno", 1)
        return line, getattr(node, "end_lineno", None) or line

    def _head(self, statement: ast.stmt, child: ast.AST) -> tuple[int, int]:
        if isinstance(statement, _DEFINITIONS) and child in statement.decorator_list:
            return child.lineno, child.end_lineno or child.lineno  # type: ignore[attr-defined]
        first_body: list[ast.stmt] | None = None
        if isinstance(statement, _COMPOUND):
            first_body = statement.body
        elif isinstance(statement, ast.Match):
            return statement.lineno, statement.subject.end_lineno or statement.lineno
        if not first_body:  # (`child` is never a statement of the body: the climb stops at statements)
            return statement.lineno, statement.end_lineno or statement.lineno
        first = first_body[0]
        shares_line = bool(self.lines.encoded(first.lineno)[:first.col_offset].strip())  # `def f(): ...`
        return statement.lineno, max(statement.lineno, first.lineno - (0 if shares_line else 1))

    def statement_at(self, line: int) -> tuple[int, int]:
        """The lines of the innermost statement covering `line` (for a site no node names)."""
        body: list[ast.stmt] = self.tree.body
        span = (line, line)
        while body:
            holding = [s for s in body if s.lineno <= line <= (s.end_lineno or s.lineno)]
            if not holding:
                break
            statement = holding[0]
            span = (statement.lineno, statement.end_lineno or statement.lineno)
            body = [s for field in ("body", "orelse", "finalbody") for s in getattr(statement, field, []) or []]
            body += [s for h in getattr(statement, "handlers", []) for s in h.body]
            body += [s for c in getattr(statement, "cases", []) for s in c.body]
        return span
