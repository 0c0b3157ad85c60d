"""Where a C++ declaration is: the scopes around its name (named namespaces, classes, and the qualifier
of a method defined out of its class), so that `void Square::grow(double)` in `namespace geo { }` of a
.cpp file and `void grow(double);` in `class Square` of `namespace geo` in a header are told to be one
method (the ingest's definitions, the edits of a change), and `geo::Shape::grow` another."""

from __future__ import annotations

from .trees import CPP, Node, SyntaxTree, ancestors, field, parse_c, text

_SCOPES = frozenset({"namespace_definition", "class_specifier", "struct_specifier", "union_specifier"})


def scope_of(node: Node) -> tuple[str, ...]:
    """The scopes a declaration at `node` (its name, or a node holding it) sits in, outermost first: the
    named namespaces and classes around it, then the qualifier written before an out-of-line name
    (`geo::Square` of `void geo::Square::grow()`); an anonymous namespace adds none."""
    around = [a for a in reversed(ancestors(node)) if a.type in _SCOPES and field(a, "name") is not None]
    scopes = [part for a in around for part in text(field(a, "name")).split("::")]
    qualified = node.parent if node.parent is not None and node.parent.type == "qualified_identifier" else None
    while qualified is not None and qualified.parent is not None and qualified.parent.type == "qualified_identifier":
        qualified = qualified.parent
    if qualified is not None:
        scopes += text(qualified).split("::")[:-1]
    return tuple(s.split("<")[0].strip() for s in scopes if s.strip())


def out_of_line(tree: SyntaxTree, line: int, column: int) -> tuple[str, ...] | None:
    """The scopes and name of a method defined out of its class whose name is at (line from 1, column in
    characters) (`('geo', 'Square', 'grow')`), or None for anything else."""
    lines = tree.lines.lines
    if not 1 <= line <= len(lines):
        return None
    node = tree.at(line, column, "x")
    if node is None or node.type not in ("identifier", "field_identifier", "destructor_name"):
        return None
    holder = node.parent
    if holder is None or holder.type != "qualified_identifier" or field(holder, "name") != node:
        return None
    outer = holder
    while outer.parent is not None and outer.parent.type == "qualified_identifier":
        outer = outer.parent
    if outer.parent is None or outer.parent.type != "function_declarator":
        return None
    return (*scope_of(node), text(node))


def parse_cpp(text_: str) -> SyntaxTree:
    return parse_c(text_, CPP)
