"""Which names in a Python file are bound by the file itself, read from its scopes.

A name used in a function is that function's own when the function binds it (a parameter, an
assignment, a loop, `with`, `except` or `match` target, a nested `def` or `class`) and declares it
neither `global` nor `nonlocal` nor imports it; else the functions around it are asked in turn, then the
module, whose own definitions and assignments bind a name unless it is also imported there (or a star
import could bring it). `self.name` in a method is the class's own when the class assigns, defines or
sets `self.name` itself. A language server asked where such a name is defined points into the same
file, so the code graph does not ask: of the ~200 names of click's `_compat.py` that another file's
symbols also have, 5 were defined elsewhere.

Only what the syntax proves is answered: a site this cannot place (a keyword argument, an imported
name, an attribute of anything else) is not bound here, and the server is asked.

A first ingest asks about every file's own names too (the uses of a module's definitions in the module
itself): it needs only the names a function binds and the keywords of calls (`locals_only`), which are
never a symbol (a keyword names the callee's parameter).

The other way round, a name of Python's builtins (`str`, `len`, `isinstance`) that nothing around it
binds or imports, in a file without a star import, is the builtin whatever the repository holds: a
server asked says so, pointing into its own typeshed (`builtin_here`). A repository that bundles the
stubs (mypy's `mypy/typeshed`) defines every builtin's name, and its ingest asked each such site.
"""

from __future__ import annotations

import ast
import builtins
from collections.abc import Iterable
from dataclasses import dataclass, field

from .python_tree import PythonTree, parse_python

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_SCOPES = (*_FUNCTIONS, ast.ClassDef, *_COMPREHENSIONS)
_BUILTINS = frozenset(name for name in dir(builtins) if not name.startswith("_"))


@dataclass
class _Scope:
    bound: set[str] = field(default_factory=set)
    foreign: set[str] = field(default_factory=set)  # imported, global or nonlocal: resolved elsewhere


def bound_here(text: str, sites: Iterable[tuple[int, int]], *, locals_only: bool = False) -> set[tuple[int, int]]:
    """The sites (line from 1, column in characters) whose name the file binds itself, or with
    `locals_only` those a function, lambda or comprehension binds; none when Python cannot parse the file."""
    try:
        tree = parse_python(text)
    except (SyntaxError, ValueError, RecursionError):
        return set()
    return _Reader(tree, locals_only=locals_only).bound(sites)


def builtin_here(text: str, sites: Iterable[tuple[int, int]]) -> set[tuple[int, int]]:
    """The sites naming one of Python's builtins that the file does not bind or import where they are
    (nor could a star import); none when Python cannot parse the file."""
    try:
        tree = parse_python(text)
    except (SyntaxError, ValueError, RecursionError):
        return set()
    return _Reader(tree).builtin(sites)


class _Reader:
    def __init__(self, tree: PythonTree, *, locals_only: bool = False) -> None:
        self.tree = tree
        self.locals_only = locals_only
        self.scopes: dict[ast.AST, _Scope] = {}
        self.members: dict[ast.ClassDef, set[str]] = {}
        self.starred = any(isinstance(node, ast.ImportFrom) and any(a.name == "*" for a in node.names)
                           for node in tree.tree.body)

    def bound(self, sites: Iterable[tuple[int, int]]) -> set[tuple[int, int]]:
        lines = self.tree.lines
        found = set()
        keywords = {(k.lineno, k.col_offset) for k in ast.walk(self.tree.tree)
                    if isinstance(k, ast.keyword) and k.arg} if self.locals_only else set()
        for line, column in sites:
            at = (line, lines.byte_column(line, column))
            node = self.tree.names.get(at)
            if at in keywords or (isinstance(node, ast.Name) and self._name_bound(node)) or (
                isinstance(node, ast.Attribute) and not self.locals_only and self._own_member(node)
            ):
                found.add((line, column))
        return found

    def builtin(self, sites: Iterable[tuple[int, int]]) -> set[tuple[int, int]]:
        if self.starred:
            return set()
        lines, module = self.tree.lines, self._scope(self.tree.tree)
        found = set()
        for line, column in sites:
            node = self.tree.names.get((line, lines.byte_column(line, column)))
            if isinstance(node, ast.Name) and node.id in _BUILTINS and self._resolve(node)[0] == "module" \
                    and node.id not in module.bound and node.id not in module.foreign:
                found.add((line, column))
        return found

    def _name_bound(self, name: ast.Name) -> bool:
        where, scope = self._resolve(name)
        if where == "foreign":
            return False
        if where == "bound":
            return not (self.locals_only and isinstance(scope, ast.ClassDef))
        if self.locals_only:
            return False
        module = self._scope(self.tree.tree)
        return not self.starred and name.id not in module.foreign and name.id in module.bound

    def _resolve(self, name: ast.Name) -> tuple[str, ast.AST | None]:
        """The innermost function, lambda, comprehension or class around `name` (one whose names it sees)
        that binds it ("bound") or declares it imported, global or nonlocal ("foreign"); else "module"."""
        child: ast.AST = name
        path: list[ast.AST] = [name]  # the nodes from the name up
        innermost = True
        for scope in self.tree.ancestors(name):
            path.append(scope)
            if isinstance(scope, _SCOPES) and _inside(scope, child, path):
                if isinstance(scope, ast.ClassDef) and not innermost:
                    child = scope  # a class's names are not seen from its methods
                    continue
                innermost = False
                found = self._scope(scope)
                if name.id in found.foreign:
                    return "foreign", scope
                if name.id in found.bound:
                    return "bound", scope
            child = scope
        return "module", None

    def _own_member(self, attribute: ast.Attribute) -> bool:
        """`self.name` in a method of a class that has `name` itself."""
        if not isinstance(attribute.value, ast.Name):
            return False
        method = next((a for a in self.tree.ancestors(attribute) if isinstance(a, _SCOPES)), None)
        if not isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef) or _is_static(method):
            return False
        holder = self.tree.parent.get(method)
        if _instance_name(method) != attribute.value.id or not isinstance(holder, ast.ClassDef):
            return False
        return attribute.attr in self._members(holder)

    def _members(self, cls: ast.ClassDef) -> set[str]:
        found = self.members.get(cls)
        if found is None:
            found = set(self._scope(cls).bound)
            for method in cls.body:
                if isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef) and (own := _instance_name(method)):
                    found |= {n.attr for n in ast.walk(method) if isinstance(n, ast.Attribute)
                              and isinstance(n.ctx, ast.Store) and isinstance(n.value, ast.Name) and n.value.id == own}
            self.members[cls] = found
        return found

    def _scope(self, node: ast.AST) -> _Scope:
        found = self.scopes.get(node)
        if found is None:
            found = self.scopes[node] = _read_scope(node)
        return found


def _inside(scope: ast.AST, child: ast.AST, path: list[ast.AST]) -> bool:
    """Whether `child` (a direct child of `scope`, `path` the nodes up to it) is evaluated in the scope:
    a function's defaults, annotations and decorators, a class's bases, and a comprehension's first
    iterable are evaluated around it."""
    if isinstance(scope, ast.Lambda):
        return child is scope.body
    if isinstance(scope, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return child in scope.body
    if isinstance(scope, _COMPREHENSIONS):
        return not any(node is scope.generators[0].iter for node in path)
    return True


def _instance_name(method: ast.FunctionDef | ast.AsyncFunctionDef) -> str | None:
    """The name a method calls its instance (its first parameter: `self`), if it has one."""
    first = (method.args.posonlyargs + method.args.args)[:1]
    return first[0].arg if first else None


def _is_static(method: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in method.decorator_list)


def _read_scope(node: ast.AST) -> _Scope:
    scope = _Scope()
    if isinstance(node, _FUNCTIONS):
        arguments = node.args
        scope.bound |= {a.arg for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)}
        scope.bound |= {a.arg for a in (arguments.vararg, arguments.kwarg) if a is not None}
        body: list[ast.AST] = [node.body] if isinstance(node, ast.Lambda) else list(node.body)
    elif isinstance(node, _COMPREHENSIONS):
        body = [generator.target for generator in node.generators]
    else:
        body = list(getattr(node, "body", []))
    stack = body
    while stack:
        current = stack.pop()
        if isinstance(current, ast.Name) and isinstance(current.ctx, ast.Store | ast.Del):
            scope.bound.add(current.id)
        elif isinstance(current, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            scope.bound.add(current.name)
            stack += [*current.decorator_list, *getattr(current, "bases", [])]  # evaluated here
            continue
        elif isinstance(current, ast.Import | ast.ImportFrom):
            scope.foreign |= {(a.asname or a.name).split(".")[0] for a in current.names}
        elif isinstance(current, ast.Global | ast.Nonlocal):
            scope.foreign |= set(current.names)
        elif (isinstance(current, ast.ExceptHandler) and current.name) or (
            isinstance(current, ast.MatchAs | ast.MatchStar) and current.name
        ):
            scope.bound.add(current.name)
        elif isinstance(current, ast.MatchMapping) and current.rest:
            scope.bound.add(current.rest)
        if isinstance(current, (ast.Lambda, *_COMPREHENSIONS)):
            continue  # scopes of their own
        stack += list(ast.iter_child_nodes(current))
    scope.bound -= scope.foreign
    return scope
