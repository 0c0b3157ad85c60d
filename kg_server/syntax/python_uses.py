"""How each use site in a Python file is used: a call, an import, an annotation, a match case, ...

A language server says where a symbol is used; `classify_python` reads the syntax around each site (one
parse per file) and names the use's kind with the facts a change needs: a call's arguments, a match's
cases and whether it has a default, an isinstance chain's end. A file Python cannot parse (newer syntax
than the running interpreter reads, or none at all) is read by tree-sitter instead (python_tolerant)."""

from __future__ import annotations

import ast
from collections.abc import Sequence
from pathlib import PurePosixPath
from typing import Any

from .model import Site, Usage, UseKind, is_test_path
from .python_chains import callee_name, chain_details, condition_of, match_details
from .python_flow import value_flow
from .python_tree import PythonTree, parse_python

Details = dict[str, Any]

# Subscripted names that make a type (`t.Optional[X]`): what is inside them is in a type position.
TYPE_FORMS = frozenset({
    "Optional", "Union", "List", "Dict", "Set", "FrozenSet", "Tuple", "Type", "Callable", "Sequence", "Mapping",
    "MutableMapping", "MutableSequence", "Iterable", "Iterator", "Literal", "ClassVar", "Final", "Annotated",
    "Awaitable", "Coroutine", "Generator", "AsyncIterator", "AsyncIterable", "AsyncGenerator", "Collection",
    "Container", "TypeGuard", "TypeIs", "Required", "NotRequired", "Unpack", "Concatenate", "DefaultDict",
    "OrderedDict", "Counter", "Deque", "ChainMap", "IO", "Pattern", "Match", "AbstractSet", "MutableSet",
    "type", "list", "dict", "set", "frozenset", "tuple"})
TYPE_FACTORIES = frozenset({"TypeVar", "NewType", "ParamSpec", "TypeVarTuple", "TypeAliasType"})
_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Module, ast.Lambda)


def classify_python(text: str, sites: Sequence[Site], path: str) -> list[Usage]:
    """One usage per site, in order (see Usage for the kinds and their details). What `ast.parse` raises
    on a file it cannot read propagates (SyntaxError, ValueError, RecursionError)."""
    reader = _Reader(parse_python(text), path)
    return [reader.usage(site) for site in sites]


class _Reader:
    def __init__(self, tree: PythonTree, path: str) -> None:
        self.tree = tree
        self.package_init = PurePosixPath(path.replace("\\", "/")).name == "__init__.py"
        self.in_test = is_test_path(path)
        self._exported: frozenset[str] | None = None
        self._bindings: dict[tuple[ast.AST, str], tuple[int, int]] | None = None

    def usage(self, site: Site) -> Usage:
        lines = self.tree.lines
        if not 1 <= site.line <= len(lines.lines):
            return Usage(UseKind.REFERENCE, (site.line, site.line), {"in_test": self.in_test})
        column = lines.byte_column(site.line, site.column)
        node = self.tree.at(site.line, column)
        if node is None:
            return Usage(UseKind.REFERENCE, self.tree.statement_at(site.line), {"in_test": self.in_test})
        kind, details = self._kind(node, site, column)
        details["in_test"] = self.in_test
        return Usage(kind, self.tree.statement(node), details)

    def _kind(self, node: ast.AST, site: Site, column: int) -> tuple[UseKind, Details]:
        if isinstance(node, ast.Name | ast.Attribute):
            return self._expression(node)
        if isinstance(node, ast.alias | ast.ImportFrom):
            return self._import(node, site.line, column)
        if isinstance(node, ast.Constant):
            return self._string(node)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            named = self.tree.lines.lines[site.line - 1][site.column:].startswith(node.name)
            return (UseKind.DEFINITION, {}) if named and site.line == node.lineno else (UseKind.REFERENCE, {})
        if isinstance(node, ast.arg):
            return UseKind.DEFINITION, {"parameter": True}
        if isinstance(node, ast.keyword):
            return UseKind.REFERENCE, {"keyword": node.arg or ""}
        if isinstance(node, ast.ExceptHandler | ast.MatchAs | ast.MatchStar | ast.MatchMapping):
            return UseKind.ASSIGNMENT, {"target": True, "augmented": False}
        if isinstance(node, ast.MatchClass):
            return UseKind.PATTERN, match_details(self.tree, node)
        return UseKind.REFERENCE, {}

    def _expression(self, node: ast.Name | ast.Attribute) -> tuple[UseKind, Details]:
        tree = self.tree
        parent = tree.parent.get(node)
        if isinstance(node.ctx, ast.Store):
            return self._target(node)
        if isinstance(node.ctx, ast.Del):
            return UseKind.ASSIGNMENT, {"target": True, "delete": True}
        if isinstance(parent, ast.Call) and parent.func is node:
            details = {"callee_text": tree.text(node), **_arguments(parent), "result": _result(tree, parent)}
            if details["result"] in ("assigned", "entered") and (flow := value_flow(tree, parent)) is not None:
                details["flow"] = flow
            return (UseKind.DECORATOR if self._decorates(parent) else UseKind.CALL), details
        if self._decorates(node):
            return UseKind.DECORATOR, {"callee_text": tree.text(node)}
        base = tree.parent.get(parent) if isinstance(parent, ast.Subscript) and parent.value is node else parent
        holder = parent if base is not parent else node
        if isinstance(base, ast.ClassDef) and holder in base.bases:
            return UseKind.SUBCLASS, {}
        if isinstance(parent, ast.keyword) and parent.arg == "metaclass" \
                and isinstance(tree.parent.get(parent), ast.ClassDef):
            return UseKind.SUBCLASS, {"metaclass": True}
        if (checked := self._isinstance(node, parent)) is not None:
            return UseKind.ISINSTANCE, checked
        whole: ast.expr = node
        while isinstance(above := tree.parent.get(whole), ast.Attribute) and above.value is whole:
            whole = above
        if (pattern := self._pattern(whole)) is not None:
            return UseKind.PATTERN, pattern
        if self._in_type(node):
            return UseKind.ANNOTATION, {}
        if isinstance(node, ast.Attribute):
            return UseKind.ATTRIBUTE, {"object_text": tree.text(node.value)}
        if isinstance(parent, ast.Attribute):
            return UseKind.REFERENCE, {"member": parent.attr}
        return UseKind.REFERENCE, {}

    def _target(self, node: ast.Name | ast.Attribute) -> tuple[UseKind, Details]:
        augmented = isinstance(self.tree.parent.get(node), ast.AugAssign)
        key = self._binding_key(node)
        if not augmented and key is not None and self._first_bindings().get(key) == _position(node):
            return UseKind.DEFINITION, {}
        return UseKind.ASSIGNMENT, {"target": True, "augmented": augmented}

    def _binding_key(self, node: ast.Name | ast.Attribute) -> tuple[ast.AST, str] | None:
        """(scope, name) for a binding that may define a symbol: a module's or a class's name, or an
        attribute of `self` set in a method (the class's attribute)."""
        scope = next((a for a in self.tree.ancestors(node) if isinstance(a, _SCOPES)), None)
        if isinstance(node, ast.Name):
            return (scope, node.id) if isinstance(scope, ast.Module | ast.ClassDef) else None
        if not (isinstance(node.value, ast.Name) and isinstance(scope, ast.FunctionDef | ast.AsyncFunctionDef)):
            return None
        arguments = scope.args.posonlyargs + scope.args.args
        owner = self.tree.parent.get(scope)
        if arguments and arguments[0].arg == node.value.id and isinstance(owner, ast.ClassDef):
            return owner, node.attr
        return None

    def _first_bindings(self) -> dict[tuple[ast.AST, str], tuple[int, int]]:
        if self._bindings is None:
            self._bindings = {}
            for node in self.tree.names.values():
                if isinstance(node.ctx, ast.Store):
                    key = self._binding_key(node)
                    if key is not None and (key not in self._bindings or _position(node) < self._bindings[key]):
                        self._bindings[key] = _position(node)
        return self._bindings

    def _decorates(self, node: ast.AST) -> bool:
        parent = self.tree.parent.get(node)
        return isinstance(parent, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) and any(
            node is decorator for decorator in parent.decorator_list)

    def _isinstance(self, node: ast.expr, parent: ast.AST | None) -> Details | None:
        container: ast.AST = node
        while isinstance(parent, ast.Tuple) or (isinstance(parent, ast.BinOp) and isinstance(parent.op, ast.BitOr)):
            container, parent = parent, self.tree.parent.get(parent)  # isinstance(x, (A, B)), isinstance(x, A | B)
        if isinstance(parent, ast.ExceptHandler) and parent.type is container:
            handlers = getattr(self.tree.parent.get(parent), "handlers", [parent])
            return {"except": True, "chain": len(handlers), "assert_never": False}
        if (isinstance(parent, ast.Call) and callee_name(parent.func) in ("isinstance", "issubclass")
                and len(parent.args) >= 2 and parent.args[1] is container):
            details = chain_details(self.tree, parent, tested=_has_isinstance)
            # An `else: raise` ends an isinstance chain as surely as assert_never does.
            details["assert_never"] = details["assert_never"] or details["raises"]
            return details
        return None

    def _pattern(self, whole: ast.expr) -> Details | None:
        parent = self.tree.parent.get(whole)
        if isinstance(parent, ast.MatchValue) or (isinstance(parent, ast.MatchClass) and parent.cls is whole):
            return match_details(self.tree, parent)
        if isinstance(parent, ast.Tuple | ast.List | ast.Set):
            parent = self.tree.parent.get(parent)
            if not (isinstance(parent, ast.Compare) and all(isinstance(op, ast.In | ast.NotIn) for op in parent.ops)):
                return None
        elif not (isinstance(parent, ast.Compare)
                  and all(isinstance(op, ast.Eq | ast.NotEq | ast.Is | ast.IsNot) for op in parent.ops)
                  and parent.left is not whole and _names_constant(whole)):
            return None  # a case is `... == Kind.A` or `... is SENTINEL`, not the subject, not a variable
        if condition_of(self.tree, parent) is None:
            return None
        details = chain_details(self.tree, parent, tested=_has_comparison)
        details["cases"] = details.pop("chain")
        return {"comparison": True, **details}

    def _in_type(self, node: ast.AST) -> bool:
        """Whether `node` is in a type position: an annotation, a return type, a type alias's value, a
        `cast`'s type, a TypeVar's bound, the inside of `Optional[...]` and its kin, a base's type arguments."""
        child = node
        for current in self.tree.ancestors(node):
            if isinstance(current, ast.arg):
                return child is current.annotation
            if isinstance(current, ast.FunctionDef | ast.AsyncFunctionDef):
                return child is current.returns
            if isinstance(current, ast.AnnAssign):
                return child is current.annotation or (child is current.value and _names_alias(current.annotation))
            if isinstance(current, ast.Assign):
                return child is current.value and _is_type_expression(current.value)
            if isinstance(current, ast.ClassDef):
                return child is not node and any(child is base for base in current.bases)
            if isinstance(current, ast.Call) and _types_argument(current, child):
                return True
            if (isinstance(current, ast.Subscript) and child is current.slice
                    and callee_name(current.value) in TYPE_FORMS):
                return True
            if isinstance(current, ast.stmt):
                return False
            child = current
        return False

    def _import(self, node: ast.alias | ast.ImportFrom, line: int, column: int) -> tuple[UseKind, Details]:
        if isinstance(node, ast.ImportFrom):
            return UseKind.IMPORT, {"module": _module(node)}
        statement = self.tree.parent.get(node)
        module = _module(statement) if isinstance(statement, ast.ImportFrom) else node.name
        bound = node.asname or (node.name if isinstance(statement, ast.ImportFrom) else node.name.split(".")[0])
        relative = isinstance(statement, ast.ImportFrom) and statement.level > 0
        details = {"module": module, "imported": node.name, "alias": node.asname or ""}
        if (node.asname == node.name or bound in self._exports()
                or (self.package_init and relative and not bound.startswith("_"))):
            return UseKind.RE_EXPORT, details
        return UseKind.IMPORT, details

    def _exports(self) -> frozenset[str]:
        """The names listed in the module's `__all__`."""
        if self._exported is None:
            found: set[str] = set()
            for statement in self.tree.tree.body:
                value = _all_value(statement)
                if isinstance(value, ast.List | ast.Tuple):
                    found.update(
                        e.value for e in value.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)
                    )
            self._exported = frozenset(found)
        return self._exported

    def _string(self, node: ast.Constant) -> tuple[UseKind, Details]:
        parent = self.tree.parent.get(node)
        holder = self.tree.parent.get(parent) if parent is not None else None
        if holder is not None and _all_value(holder) is parent:
            return UseKind.RE_EXPORT, {"module": "", "all": True}
        if self._in_type(node):
            return UseKind.ANNOTATION, {"string": True}
        return UseKind.REFERENCE, {"string": True}


def _position(node: ast.AST) -> tuple[int, int]:
    if isinstance(node, ast.Attribute):
        return node.end_lineno or node.lineno, (node.end_col_offset or 0) - len(node.attr.encode())
    return getattr(node, "lineno", 0), getattr(node, "col_offset", 0)


def _arguments(call: ast.Call) -> Details:
    return {"positional": sum(not isinstance(a, ast.Starred) for a in call.args),
            "keywords": [k.arg for k in call.keywords if k.arg],
            "star_args": any(isinstance(a, ast.Starred) for a in call.args),
            "star_kwargs": any(k.arg is None for k in call.keywords)}


def _result(tree: PythonTree, call: ast.Call) -> str:
    """What is done with a call's value (whether a change of return type can reach it): discarded,
    assigned, entered (`with f():`), returned, argument, member (`f().x`, `f()[0]`), compared, condition,
    iterated or other."""
    child: ast.AST = call
    parent = tree.parent.get(call)
    while isinstance(parent, ast.Await | ast.Starred):
        child, parent = parent, tree.parent.get(parent)
    if isinstance(parent, ast.Expr):
        return "discarded"
    if isinstance(parent, ast.withitem) and parent.context_expr is child:
        return "entered"  # `with f() as x:`: its value is a context manager
    if isinstance(parent, ast.Assign | ast.AnnAssign | ast.AugAssign | ast.NamedExpr):
        return "assigned"
    if isinstance(parent, ast.Return | ast.Yield | ast.YieldFrom | ast.Lambda):
        return "returned"
    if isinstance(parent, ast.Call | ast.keyword) and not (isinstance(parent, ast.Call) and parent.func is child):
        return "argument"
    if isinstance(parent, ast.Attribute | ast.Subscript | ast.Call):
        return "member"
    if isinstance(parent, ast.Compare):
        return "compared"
    if isinstance(parent, ast.If | ast.While | ast.IfExp | ast.Assert | ast.BoolOp | ast.UnaryOp):
        return "condition"
    if isinstance(parent, ast.For | ast.AsyncFor | ast.comprehension):
        return "iterated"
    return "other"


def _module(statement: ast.ImportFrom) -> str:
    return "." * statement.level + (statement.module or "")


def _all_value(node: ast.AST) -> ast.AST | None:
    """The list an `__all__ = [...]`, `__all__ += [...]` or `__all__.extend([...])` statement holds."""
    if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
        return node.value
    if isinstance(node, ast.AugAssign | ast.AnnAssign) and isinstance(node.target, ast.Name) \
            and node.target.id == "__all__":
        return node.value
    if isinstance(node, ast.Expr):
        node = node.value
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "extend" \
            and isinstance(node.func.value, ast.Name) and node.func.value.id == "__all__" and node.args:
        return node.args[0]
    return None


def _names_alias(annotation: ast.expr) -> bool:
    return callee_name(annotation) == "TypeAlias"


def _is_type_expression(value: ast.expr) -> bool:
    """A value that can only be a type alias: `Optional[...]` and its kin, or a union of them."""
    if isinstance(value, ast.Subscript):
        return callee_name(value.value) in TYPE_FORMS
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.BitOr):
        sides = (value.left, value.right)
        return any(_is_type_expression(s) or (isinstance(s, ast.Constant) and s.value is None) for s in sides)
    return False


def _types_argument(call: ast.Call, child: ast.AST) -> bool:
    """`cast(T, value)`'s T, a TypeVar's bound and constraints, NewType's base."""
    name = callee_name(call.func)
    if name == "cast":
        return bool(call.args) and child is call.args[0]
    if name in TYPE_FACTORIES:
        return any(child is a for a in call.args[1:]) or (isinstance(child, ast.keyword) and child.arg == "bound")
    return False


def _names_constant(node: ast.expr) -> bool:
    """`Kind.A`, `errno.EACCES`, `RED`: a name or member capitalised at either end, as cases are written
    (`response.status` is not one)."""
    head = node
    while isinstance(head, ast.Attribute):
        head = head.value
    last = node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", "")
    return last[:1].isupper() or (isinstance(head, ast.Name) and head.id[:1].isupper())


def _has_isinstance(test: ast.AST) -> bool:
    return any(isinstance(n, ast.Call) and callee_name(n.func) in ("isinstance", "issubclass") for n in ast.walk(test))


def _has_comparison(test: ast.AST) -> bool:
    return any(isinstance(n, ast.Compare) for n in ast.walk(test))

