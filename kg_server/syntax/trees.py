"""A file parsed by tree-sitter, and what the readers ask of it: the node at a site, the nodes around it,
a node's text, the lines of the statement around it (TypeScript's and JavaScript's statements).

The one place that makes a tree-sitter tree: of TypeScript, TSX, JavaScript, Go, C, C++ and Java files, of a Python file
`ast` cannot parse, of a TypeScript fragment whose comments and strings a reader must tell from its code.
tree-sitter never fails on bad code: it marks what it cannot read as ERROR nodes and reads the rest."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import cache, lru_cache
from typing import Any

import tree_sitter
import tree_sitter_c
import tree_sitter_cpp
import tree_sitter_go
import tree_sitter_java
import tree_sitter_javascript
import tree_sitter_python
import tree_sitter_typescript

from .model import Lines, Site, Usage, UseKind, is_test_path

GRAMMARS = ("typescript", "tsx", "javascript")  # the TypeScript family, read by the typescript_* modules
GO = "go"  # read by the go_* modules
C = "c"  # read by the c_* modules
CPP = "cpp"  # read by the cpp_* modules, with the c_* modules' readers where C++ is C
JAVA = "java"  # read by the java_* modules
Node = tree_sitter.Node
COMMENTS = frozenset({"comment", "line_comment", "block_comment"})  # Java's grammar names two kinds

# Statements, declarations and members: a use's statement is the innermost of these around it.
_STATEMENTS = frozenset({
    "public_field_definition", "field_definition", "method_definition", "method_signature",
    "abstract_method_signature", "property_signature", "enum_assignment", "switch_case", "switch_default",
    "function_signature", "index_signature", "decorator", "construct_signature", "call_signature", "catch_clause",
    "finally_clause", "comment"})
# Where a compound statement's body starts: a use in its head has the head's lines as its statement.
_BODIES = {"if_statement": "consequence", "for_statement": "body", "for_in_statement": "body",
           "while_statement": "body", "do_statement": "body", "switch_statement": "body", "try_statement": "body",
           "function_declaration": "body", "generator_function_declaration": "body", "method_definition": "body",
           "class_declaration": "body", "abstract_class_declaration": "body", "interface_declaration": "body",
           "enum_declaration": "body", "internal_module": "body", "module": "body", "with_statement": "body",
           "labeled_statement": "body", "catch_clause": "body", "finally_clause": "body"}
# Functions and classes written as expressions: a use in their head (parameters, heritage) has the head's
# lines as its statement, not the lines of the whole statement the expression sits in.
_EXPRESSION_HEADS = frozenset({"arrow_function", "function_expression", "function", "generator_function", "class"})


@cache
def language(grammar: str) -> tree_sitter.Language:
    """The grammar's language: one of GRAMMARS, python, go, c, cpp or java."""
    if grammar == "python":
        return tree_sitter.Language(tree_sitter_python.language())
    if grammar == C:
        return tree_sitter.Language(tree_sitter_c.language())
    if grammar == CPP:
        return tree_sitter.Language(tree_sitter_cpp.language())
    if grammar == GO:
        return tree_sitter.Language(tree_sitter_go.language())
    if grammar == JAVA:
        return tree_sitter.Language(tree_sitter_java.language())
    if grammar == "typescript":
        return tree_sitter.Language(tree_sitter_typescript.language_typescript())
    if grammar == "tsx":
        return tree_sitter.Language(tree_sitter_typescript.language_tsx())
    return tree_sitter.Language(tree_sitter_javascript.language())


@lru_cache(maxsize=8)
def parse_typescript(grammar: str, text: str) -> SyntaxTree:
    """`text` parsed with the grammar, kept for the next call on the same text (an ingest describes a file's
    definitions and classifies its uses one after the other)."""
    return SyntaxTree(grammar, text)


def parse_go(text: str) -> SyntaxTree:
    """A Go file's tree, kept as `parse_typescript` keeps its trees."""
    return parse_typescript(GO, text)


def parse_java(text: str) -> SyntaxTree:
    """A Java file's tree, kept as `parse_typescript` keeps its trees."""
    return parse_typescript(JAVA, text)


def parse_c(text: str, grammar: str = C) -> SyntaxTree:
    """A C file's tree (a C++ file's with `grammar` CPP), kept as `parse_typescript` keeps its trees."""
    return parse_typescript(grammar, text)


class SyntaxTree:
    """`text` parsed with the grammar (typescript, tsx, javascript, python, go, c, cpp or java)."""

    def __init__(self, grammar: str, text: str) -> None:
        self.lines = Lines(text)
        self.source = text.encode()
        self.tree = tree_sitter.Parser(language(grammar)).parse(self.source)
        self.root = self.tree.root_node

    def at(self, line: int, column: int, name: str) -> Node | None:
        """The smallest node covering the identifier `name` at (line from 1, column in characters)."""
        row, start = line - 1, self.lines.byte_column(line, column)
        return self.root.descendant_for_point_range((row, start), (row, start + max(1, len(name.encode()))))


def nodes(root: Node) -> Iterator[Node]:
    """`root` and the nodes under it, in the file's order."""
    cursor = root.walk()
    while True:
        if cursor.node is not None:
            yield cursor.node
        if cursor.goto_first_child():
            continue
        while not cursor.goto_next_sibling():
            if not cursor.goto_parent():
                return


def ancestors(node: Node) -> list[Node]:
    """The nodes around `node`, innermost first."""
    found = []
    current = node.parent
    while current is not None:
        found.append(current)
        current = current.parent
    return found


def comment_above(node: Node, *, skipped: tuple[str, ...] = ()) -> str:
    """The comment right above a definition (C's and Go's doc comments): `//` lines or a `/* */` block,
    markers taken off; a `//` line starting with one of `skipped` (Go's `//go:generate`) is no prose."""
    lines: list[str] = []
    current, row = node.prev_sibling, node.start_point.row
    while current is not None and current.type in COMMENTS and current.end_point.row == row - 1:
        raw = text(current)
        if raw.startswith("/*"):
            lines[:0] = [line.strip().lstrip("*").strip() for line in raw[2:].removesuffix("*/").splitlines()]
        elif not (skipped and raw.startswith(skipped)):
            lines.insert(0, raw[2:].removeprefix(" ").rstrip())
        row, current = current.start_point.row, current.prev_sibling
    return "\n".join(lines).strip()


def text(node: Node | None) -> str:
    return node.text.decode(errors="replace") if node is not None and node.text is not None else ""


def field(node: Node | None, name: str) -> Node | None:
    return node.child_by_field_name(name) if node is not None else None


def is_statement(kind: str) -> bool:
    return kind.endswith(("_statement", "_declaration")) or kind in _STATEMENTS


def lines_of(node: Node) -> tuple[int, int]:
    return node.start_point.row + 1, node.end_point.row + 1


def statement(node: Node, around: list[Node]) -> tuple[int, int]:
    """First and last line of the innermost statement holding `node` (`around`: its ancestors); of its head
    when `node` is in a compound statement's head (a condition, a signature, a heritage, a case label)."""
    child = node
    for current in [node, *around]:
        kind = current.type
        if current is not node and kind in _EXPRESSION_HEADS:
            body = field(current, "body")
            if body is not None and child != body and child.end_byte <= body.start_byte:
                return current.start_point.row + 1, body.start_point.row + 1
        if kind == "switch_case":
            value = field(current, "value")
            if value is not None and child == value:
                return current.start_point.row + 1, value.end_point.row + 1
        if is_statement(kind):
            body = field(current, _BODIES.get(kind, ""))
            if body is not None and child != body and child.end_byte <= body.start_byte:
                return current.start_point.row + 1, body.start_point.row + 1
            return lines_of(current)
        child = current
    return lines_of(node)


def uncommented(node: Node, start: int, end: int, source: bytes, *, base: int = 0) -> str:
    """The source between two bytes (of the file), without the comments inside `node` there; `source`
    holds the file's bytes from byte `base` on."""
    kept, position, stack = [], start, [node]
    comments = []
    while stack:
        current = stack.pop()
        if current.end_byte <= start or current.start_byte >= end:
            continue
        if current.type in COMMENTS:
            comments.append(current)
        else:
            stack.extend(current.children)
    for comment in sorted(comments, key=lambda c: c.start_byte):
        kept.append(source[position - base:comment.start_byte - base])
        position = max(position, comment.end_byte)
    kept.append(source[position - base:end - base])
    return b" ".join(kept).decode(errors="replace")


def node_at(tree: SyntaxTree, site: Site) -> Node | None:
    """The node of the name a site writes; None when the site is past the file's end or no such name is
    there."""
    if not 1 <= site.line <= len(tree.lines.lines):
        return None
    return tree.at(site.line, site.column, site.name)


# How the name at a node is used (the node and its ancestors, innermost first), and the lines of the
# statement that holds it: each language's own rules (c_uses.py, go_uses.py, java_uses.py).
Kind = Callable[["Node", list["Node"]], tuple[UseKind, dict[str, Any]]]
Statement = Callable[["Node", list["Node"]], tuple[int, int]]


def classify_tree(tree: SyntaxTree, sites: Sequence[Site], path: str, kind: Kind, statement: Statement
                  ) -> list[Usage]:
    """One usage per site of a parsed file, in order: what `kind` reads at its name, in the lines
    `statement` gives; a site on no name is a plain reference."""
    in_test = is_test_path(path)
    usages = []
    for site in sites:
        node = node_at(tree, site)
        if node is None:
            usages.append(Usage(UseKind.REFERENCE, (site.line, site.line), {"in_test": in_test}))
            continue
        around = ancestors(node)
        how, details = kind(node, around)
        details["in_test"] = in_test
        if tree.root.has_error:
            details["parse_error"] = True
        usages.append(Usage(how, statement(node, around), details))
    return usages
