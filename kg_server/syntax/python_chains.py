"""The branching constructs around a Python use: the match statement a case belongs to, the if/elif chain
an isinstance test or an `x == Kind.A` comparison belongs to, and how each ends.

What a change needs from them: adding an enum member or a union variant breaks a match or a chain that
covers every case without a default (the type checker reports it where the chain ends in `assert_never`,
or reportMatchNotExhaustive on the match); a default arm takes the new case and nothing breaks."""

from __future__ import annotations

import ast
import itertools
from collections.abc import Callable
from typing import Any

from .python_tree import PythonTree

# The functions that make a branch an exhaustiveness check (typing.assert_never and its home-made kin).
NEVER_NAMES = frozenset({"assert_never", "assertNever", "assert_unreachable", "assertUnreachable"})
_BODIES = ("body", "orelse", "finalbody")


def callee_name(node: ast.AST) -> str:
    """The last name of a dotted expression (`typing.assert_never` -> "assert_never")."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def condition_of(tree: PythonTree, node: ast.AST) -> ast.If | None:
    """The `if` whose condition holds `node` (through `and`, `or`, `not`)."""
    child = node
    parent = tree.parent.get(node)
    while isinstance(parent, ast.BoolOp) or (isinstance(parent, ast.UnaryOp) and isinstance(parent.op, ast.Not)):
        child, parent = parent, tree.parent.get(parent)
    return parent if isinstance(parent, ast.If) and parent.test is child else None


def chain_details(tree: PythonTree, node: ast.AST, *, tested: Callable[[ast.AST], bool]) -> dict[str, Any]:
    """The if/elif chain whose condition holds `node`: `chain` (how many links test what `tested` finds),
    `match_line` (its first line), `default` (an `else`, or a statement after a run of ifs, takes what
    no link matched), `assert_never` and `raises` (what that default does)."""
    branch = condition_of(tree, node)
    if branch is None:
        return {"chain": 1, "default": False, "assert_never": False, "raises": False}
    links, ending = _chain(tree, _top(tree, branch), tested)
    return {"chain": sum(tested(link.test) for link in links), "match_line": links[0].lineno,
            "default": bool(ending), "assert_never": _calls_never(ending), "raises": _raises(ending)}


def match_details(tree: PythonTree, node: ast.AST) -> dict[str, Any]:
    """The match statement a case pattern belongs to: `match_line`, `cases` (the arms besides the
    default), `default` (a `case _:` or `case name:` without a guard), `assert_never` and `raises`
    (what that default arm does)."""
    case = next((a for a in itertools.chain((node,), tree.ancestors(node)) if isinstance(a, ast.match_case)), None)
    match = tree.parent.get(case) if case is not None else None
    if not isinstance(match, ast.Match):
        return {"match_line": getattr(node, "lineno", 0), "cases": 1, "default": False, "assert_never": False,
                "raises": False}
    defaults = [c for c in match.cases if c.guard is None and _irrefutable(c.pattern)]
    body = defaults[0].body if defaults else []
    return {"match_line": match.lineno, "cases": len(match.cases) - len(defaults), "default": bool(defaults),
            "assert_never": _calls_never(body), "raises": _raises(body)}


def _irrefutable(pattern: ast.pattern) -> bool:
    if isinstance(pattern, ast.MatchAs):
        return pattern.pattern is None or _irrefutable(pattern.pattern)
    if isinstance(pattern, ast.MatchOr):
        return any(_irrefutable(p) for p in pattern.patterns)
    return False


def _is_elif(tree: PythonTree, branch: ast.If) -> bool:
    return tree.lines.encoded(branch.lineno)[branch.col_offset:].startswith(b"elif")


def _top(tree: PythonTree, branch: ast.If) -> ast.If:
    """The `if` an `elif` belongs to."""
    while _is_elif(tree, branch):
        parent = tree.parent.get(branch)
        if not isinstance(parent, ast.If):
            break
        branch = parent
    return branch


def _links(tree: PythonTree, top: ast.If) -> list[ast.If]:
    links = [top]
    while len(links[-1].orelse) == 1 and isinstance(links[-1].orelse[0], ast.If) \
            and _is_elif(tree, links[-1].orelse[0]):
        links.append(links[-1].orelse[0])
    return links


def _chain(tree: PythonTree, top: ast.If, tested: Callable[[ast.AST], bool]) -> tuple[list[ast.If], list[ast.stmt]]:
    """The links of the chain `top` starts, and the statements that run when no link matched: its
    `else`, or, for a run of ifs without else that each test the same way, the statement after them."""
    body = _siblings(tree, top)
    index = next((i for i, s in enumerate(body) if s is top), 0)
    start = index
    while start > 0 and isinstance(before := body[start - 1], ast.If) and not before.orelse and tested(before.test):
        start -= 1
    links: list[ast.If] = []
    position = start
    while position < len(body):
        statement = body[position]
        if not (isinstance(statement, ast.If) and (position == index or tested(statement.test))):
            break
        chain = _links(tree, statement)
        links += chain
        if chain[-1].orelse:
            return links, chain[-1].orelse
        position += 1
    return links or [top], body[position:position + 1]


def _siblings(tree: PythonTree, statement: ast.stmt) -> list[ast.stmt]:
    parent = tree.parent.get(statement)
    for field in _BODIES:
        found = getattr(parent, field, None)
        if isinstance(found, list) and any(s is statement for s in found):
            return found
    return [statement]


def _calls_never(statements: list[ast.stmt]) -> bool:
    return any(isinstance(n, ast.Call) and callee_name(n.func) in NEVER_NAMES
               for statement in statements for n in ast.walk(statement))


def _raises(statements: list[ast.stmt]) -> bool:
    return any(isinstance(s, ast.Raise) for s in statements)
