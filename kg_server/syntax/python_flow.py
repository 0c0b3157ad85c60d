"""Where a call's value goes after it is kept in a name: `ctx = make_context(...)` and, lines later,
`ctx.args`. A return type that changes (one that may now be None) breaks those later lines, not the call;
the type checker reports them there. Read from the syntax alone: the reads of the name in the same scope
after the binding and before it is bound again, until one tests it (`if ctx is None`, `if not ctx`,
`assert ctx`), after which the checker narrows the type and reads are safe.
"""

from __future__ import annotations

import ast
from typing import Any

from .python_tree import PythonTree

LIMIT = 8  # read lines kept; a value read more often than this is read everywhere
# Methods that keep what they are given in a container (whose items' type follows from it): not a read.
KEEPERS = frozenset({"append", "add", "extend", "insert", "appendleft", "put", "push", "unshift", "set"})
_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.Module)


def value_flow(tree: PythonTree, call: ast.Call) -> dict[str, Any] | None:
    """{"name", "reads": [(line, how), ...], "tested": line or None} for a call whose value is bound to
    a plain name, with how each read uses it: member (`x.a`, `x[0]`, `x()`), iterated, entered (`with
    x`), argument, kept (in a container: `items.append(x)`), returned, operated (`x + 1`), formatted
    (f"{x}"), other. None when the value is not bound to a name."""
    target = _bound_name(tree, call)
    if target is None:
        return None
    scope = next((a for a in tree.ancestors(call) if isinstance(a, _SCOPES)), tree.tree)
    bound_at = (target.lineno, target.col_offset)
    later = sorted((n for n in ast.walk(scope) if isinstance(n, ast.Name) and n.id == target.id
                    and (n.lineno, n.col_offset) > bound_at and n is not target),
                   key=lambda n: (n.lineno, n.col_offset))
    reads: list[tuple[int, str]] = []
    tested = None
    for name in later:
        if not isinstance(name.ctx, ast.Load):
            break  # bound again: what follows is another value
        how = _how(tree, name)
        if how == "tested":
            tested = name.lineno
            break
        if len(reads) < LIMIT and (name.lineno, how) not in reads:
            reads.append((name.lineno, how))
    return {"name": target.id, "reads": reads, "tested": tested}


def _bound_name(tree: PythonTree, call: ast.Call) -> ast.Name | None:
    node: ast.AST = call
    parent = tree.parent.get(call)
    while isinstance(parent, ast.Await):
        node, parent = parent, tree.parent.get(parent)
    if isinstance(parent, ast.Assign) and len(parent.targets) == 1 and isinstance(parent.targets[0], ast.Name):
        return parent.targets[0]
    if isinstance(parent, ast.AnnAssign | ast.NamedExpr) and isinstance(parent.target, ast.Name):
        return parent.target
    if isinstance(parent, ast.withitem) and parent.context_expr is node and isinstance(parent.optional_vars, ast.Name):
        return parent.optional_vars
    return None


def _how(tree: PythonTree, name: ast.Name) -> str:
    parent = tree.parent.get(name)
    if isinstance(parent, ast.Attribute | ast.Subscript) and parent.value is name:
        return "member"
    if isinstance(parent, ast.Call) and parent.func is name:
        return "member"
    if _tests(tree, name, parent):
        return "tested"
    if isinstance(parent, ast.For | ast.AsyncFor | ast.comprehension) and parent.iter is name:
        return "iterated"
    if isinstance(parent, ast.withitem) and parent.context_expr is name:
        return "entered"
    if isinstance(parent, ast.Call) and isinstance(parent.func, ast.Attribute) and parent.func.attr in KEEPERS:
        return "kept"  # `contexts.append(x)`
    if isinstance(parent, ast.Call | ast.keyword | ast.Starred):
        return "argument"
    if isinstance(parent, ast.Return):
        return "returned"
    if isinstance(parent, ast.BinOp | ast.AugAssign):
        return "operated"  # `x + 1`: no operator takes None
    if isinstance(parent, ast.FormattedValue):
        return "formatted"  # f"{x}": None formats as well as anything
    return "other"


def _tests(tree: PythonTree, name: ast.Name, parent: ast.AST | None) -> bool:
    """`x is None`, `x is not None`, `x == None`, `if x`, `not x`, `x and ...`, `assert x`, isinstance(x, ...)."""
    if isinstance(parent, ast.Compare):
        return any(isinstance(c, ast.Constant) and c.value is None for c in [parent.left, *parent.comparators])
    if (isinstance(parent, ast.UnaryOp) and isinstance(parent.op, ast.Not)) or isinstance(parent, ast.BoolOp):
        return True
    if isinstance(parent, ast.If | ast.While | ast.IfExp | ast.Assert) and getattr(parent, "test", None) is name:
        return True
    return (isinstance(parent, ast.Call) and isinstance(parent.func, ast.Name)
            and parent.func.id in ("isinstance", "callable") and name in parent.args)

