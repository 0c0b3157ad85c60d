"""The branching constructs around a TypeScript or JavaScript use: the switch a case label belongs to, the
if/else chain an `instanceof` test or an `x === Kind.A` comparison belongs to, and how each ends.

Adding an enum member or a union variant breaks a switch or chain that covers every case and ends in an
exhaustiveness check (`assertNever(x)`, `const unreachable: never = x`); a plain default takes the new
case and nothing breaks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .trees import Node, field, text

NEVER_NAMES = frozenset({"assertNever", "assert_never", "assertUnreachable", "unreachable", "exhaustiveCheck",
                         "assertExhaustive"})
_CONDITION_GLUE = frozenset({"parenthesized_expression", "binary_expression", "unary_expression"})


def switch_details(case: Node, switch: Node) -> dict[str, Any]:
    """A switch's facts: `match_line`, `cases` (the case labels), `default`, `assert_never` and `raises`
    (what the default does, or, without one, the statement right after the switch)."""
    arms = [c for c in (field(switch, "body") or switch).named_children if c.type in ("switch_case", "switch_default")]
    defaults = [c for c in arms if c.type == "switch_default"]
    ending = defaults[0].named_children if defaults else _next(switch)
    return {"match_line": switch.start_point.row + 1, "cases": len(arms) - len(defaults), "default": bool(defaults),
            "assert_never": _never(ending), "raises": _throws(ending)}


def condition_of(node: Node) -> Node | None:
    """The `if` statement whose condition holds `node` (through `&&`, `||`, `!` and parentheses)."""
    child, parent = node, node.parent
    while parent is not None and parent.type in _CONDITION_GLUE and _joins(parent):
        child, parent = parent, parent.parent
    if parent is not None and parent.type == "if_statement" and field(parent, "condition") == child:
        return parent
    return None


def chain_details(node: Node, tested: Callable[[Node], bool]) -> dict[str, Any]:
    """The if/else chain whose condition holds `node`: `chain` (the links whose condition `tested`
    accepts), `match_line`, `default` (a final `else`, or a statement after a run of ifs without one),
    `assert_never` and `raises` (what that default does)."""
    branch = condition_of(node)
    if branch is None:
        return {"chain": 1, "default": False, "assert_never": False, "raises": False}
    top = branch
    while top.parent is not None and top.parent.type == "else_clause" and top.parent.parent is not None \
            and top.parent.parent.type == "if_statement":
        top = top.parent.parent
    links, ending = _chain(top, tested)
    return {"chain": sum(tested(field(link, "condition") or link) for link in links),
            "match_line": links[0].start_point.row + 1, "default": bool(ending), "assert_never": _never(ending),
            "raises": _throws(ending)}


def _joins(node: Node) -> bool:
    if node.type == "binary_expression":
        return (field(node, "operator") or node).type in ("&&", "||")
    if node.type == "unary_expression":
        return (field(node, "operator") or node).type == "!"
    return True


def _links(top: Node) -> tuple[list[Node], list[Node]]:
    """An if/else-if chain's links, and its final else's statements."""
    links = [top]
    while (alternative := field(links[-1], "alternative")) is not None:
        inner = [c for c in alternative.named_children if c.type != "comment"]
        if len(inner) == 1 and inner[0].type == "if_statement":
            links.append(inner[0])
        else:
            return links, inner
    return links, []


def _chain(top: Node, tested: Callable[[Node], bool]) -> tuple[list[Node], list[Node]]:
    """The chain's links and what runs when none matched: its final else, or, for a run of ifs without
    else that test the same way, the statement after them."""
    siblings = [c for c in top.parent.named_children if c.type != "comment"] if top.parent is not None else [top]
    index = next((i for i, s in enumerate(siblings) if s == top), 0)
    start = index
    while start > 0 and siblings[start - 1].type == "if_statement" and field(siblings[start - 1], "alternative") \
            is None and tested(field(siblings[start - 1], "condition") or siblings[start - 1]):
        start -= 1
    links: list[Node] = []
    position = start
    while position < len(siblings):
        current = siblings[position]
        if not (current.type == "if_statement"
                and (position == index or tested(field(current, "condition") or current))):
            break
        chain, final = _links(current)
        links += chain
        if final:
            return links, final
        position += 1
    return links or [top], siblings[position:position + 1]


def _next(node: Node) -> list[Node]:
    following = node.next_named_sibling
    while following is not None and following.type == "comment":
        following = following.next_named_sibling
    return [following] if following is not None else []


def _descendants(nodes: list[Node]) -> list[Node]:
    found, stack = [], list(nodes)
    while stack:
        node = stack.pop()
        found.append(node)
        stack.extend(node.children)
    return found


def _never(statements: list[Node]) -> bool:
    """Whether the statements call an exhaustiveness check or declare a `never`."""
    for node in _descendants(statements):
        if node.type == "call_expression":
            callee = field(node, "function")
            name = field(callee, "property") if callee is not None and callee.type == "member_expression" else callee
            if text(name) in NEVER_NAMES:
                return True
        elif node.type == "predefined_type" and text(node) == "never":
            return True
    return False


def _throws(statements: list[Node]) -> bool:
    flat = [inner for s in statements for inner in (s.named_children if s.type == "statement_block" else [s])]
    return any(s.type == "throw_statement" for s in flat)
