"""Where a call's value goes after it is kept in a name (TypeScript and JavaScript): `const ctx =
makeContext()` and, lines later, `ctx.args`. The same reading as python_flow.py, on tree-sitter's tree:
the reads of the name in the same function after the declaration and before it is assigned again,
until one tests it (`if (ctx)`, `ctx === undefined`, `!ctx`, `ctx ?? other`); an optional chain
(`ctx?.args`) reads it safely.
"""

from __future__ import annotations

from typing import Any

from .python_flow import KEEPERS
from .trees import Node, field, text

LIMIT = 8  # read lines kept
_SCOPES = frozenset({"function_declaration", "function_expression", "arrow_function", "method_definition",
                     "generator_function_declaration", "program"})
_NOTHING = frozenset({"null", "undefined"})


def value_flow(call: Node) -> dict[str, Any] | None:
    """{"name", "reads": [(line, how), ...], "tested": line or None} for a call whose value is declared as
    a plain name (`const x = f()`), `how` as python_flow says it (member, iterated, argument, returned,
    operated, formatted, other). None when the value is not kept in a name."""
    child, parent = call, call.parent
    while parent is not None and parent.type in ("await_expression", "parenthesized_expression", "as_expression",
                                                 "non_null_expression"):
        child, parent = parent, parent.parent
    if parent is None or parent.type != "variable_declarator" or field(parent, "value") != child:
        return None
    target = field(parent, "name")
    if target is None or target.type != "identifier":
        return None
    name = text(target)
    scope = parent.parent
    while scope is not None and scope.type not in _SCOPES:
        scope = scope.parent
    reads: list[tuple[int, str]] = []
    tested = None
    for found in _identifiers(scope or parent, name, after=target.end_byte):
        how = _how(found)
        if how == "assigned":
            break
        if how == "tested":
            tested = found.start_point[0] + 1
            break
        line = found.start_point[0] + 1
        if len(reads) < LIMIT and (line, how) not in reads:
            reads.append((line, how))
    return {"name": name, "reads": reads, "tested": tested}


def _identifiers(root: Node, name: str, *, after: int) -> list[Node]:
    found = []
    stack = [root]
    while stack:
        node = stack.pop()
        if node.end_byte <= after:
            continue
        if node.type in ("identifier", "shorthand_property_identifier") and node.start_byte >= after \
                and text(node) == name:
            found.append(node)
        stack.extend(node.children)
    return sorted(found, key=lambda n: n.start_byte)


def _how(name: Node) -> str:
    parent = name.parent
    if parent is None:
        return "other"
    kind = parent.type
    if kind in ("assignment_expression", "augmented_assignment_expression") and field(parent, "left") == name:
        return "assigned"
    if kind in ("member_expression", "subscript_expression") and field(parent, "object") == name:
        optional = any(c.type == "optional_chain" for c in parent.children)
        return "tested" if optional else "member"
    if kind == "call_expression" and field(parent, "function") == name:
        return "member"
    if kind == "ternary_expression" and field(parent, "condition") == name:
        return "tested"
    if kind == "parenthesized_expression" and parent.parent is not None \
            and parent.parent.type in ("if_statement", "while_statement", "do_statement"):
        return "tested"  # `if (x)`
    if kind == "unary_expression" and text(field(parent, "operator")) == "!":
        return "tested"
    if kind == "binary_expression":
        operator = text(field(parent, "operator"))
        other = field(parent, "right") if field(parent, "left") == name else field(parent, "left")
        if operator in ("??", "&&", "||") or (other is not None and text(other) in _NOTHING):
            return "tested"
        return "operated" if operator in ("+", "-", "*", "/", "%", "**", "<", ">", "<=", ">=") else "other"
    if kind == "for_in_statement" and field(parent, "right") == name:
        return "iterated"
    if kind == "arguments":
        callee = field(parent.parent, "function")
        if callee is not None and callee.type == "member_expression" and text(field(callee, "property")) in KEEPERS:
            return "kept"  # `contexts.push(x)`
        return "argument"
    if kind in ("return_statement", "arrow_function"):
        return "returned"
    if kind == "template_substitution":
        return "formatted"
    if kind == "spread_element":
        return "iterated"
    return "other"

