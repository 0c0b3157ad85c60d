"""What each definition in a Python file is: its head as written, its docstring, its lines, its parameters.

Functions, methods and classes at any depth; the names a module or a class assigns (constants,
attributes, enum members) and the attributes a method sets on `self`. Each is keyed by the line its
name is on, which is where a language server's documentSymbol points (selectionRange)."""

from __future__ import annotations

import ast
import inspect
import io
import re
import tokenize
from dataclasses import dataclass, field

from .model import SIGNATURE_LIMIT, Definition, Lines, Parameter, squash
from .python_tree import parse_python, span

# A class is an enum when a base is named one of these or ends in Enum (a project's own enum base).
ENUM_BASES = frozenset({"Enum", "IntEnum", "StrEnum", "Flag", "IntFlag", "ReprEnum"})
_NESTED_BODIES = (ast.If, ast.Try, ast.With, ast.AsyncWith, ast.For, ast.AsyncFor, ast.While)
_PARAGRAPH = re.compile(r"\n\s*\n")
_FunctionNode = ast.FunctionDef | ast.AsyncFunctionDef


@dataclass(frozen=True)
class _Scope:
    """Where a body is: `kind` module, class, function or method; `enum` for an Enum's body; `self_name`
    the first parameter of a method (whose attributes it sets are the class's); `defined` the names
    already described in the module or the class (a name is described where it is first bound)."""

    kind: str
    enum: bool = False
    self_name: str = ""
    defined: set[str] = field(default_factory=set, compare=False)


def describe_python(text: str) -> dict[int, Definition]:
    """The file's definitions by the line of their name; empty when Python cannot parse the file."""
    try:
        tree = parse_python(text)
    except (SyntaxError, ValueError, RecursionError):
        return {}
    found: dict[int, Definition] = {}
    _visit(tree.tree.body, _Scope("module"), tree.lines, found)
    return found


def _visit(body: list[ast.stmt], scope: _Scope, lines: Lines, found: dict[int, Definition]) -> None:
    for index, statement in enumerate(body):
        if isinstance(statement, _FunctionNode):
            method = scope.kind == "class"
            found.setdefault(statement.lineno, _function(statement, "method" if method else "function", lines))
            first = (statement.args.posonlyargs + statement.args.args)[:1]
            inner = _Scope("method", self_name=first[0].arg, defined=scope.defined) if method and first \
                else _Scope("function")
            _visit(statement.body, inner, lines, found)
        elif isinstance(statement, ast.ClassDef):
            found.setdefault(statement.lineno, _class(statement, lines))
            _visit(statement.body, _Scope("class", enum=is_enum_class(statement)), lines, found)
        elif isinstance(statement, ast.Assign | ast.AnnAssign):
            for target, kind in _targets(statement, scope):
                name = _name(target)
                if name not in scope.defined:
                    scope.defined.add(name)
                    line = target.end_lineno or target.lineno
                    found.setdefault(line, _variable(statement, kind, name, body[index + 1:index + 2], lines))
        elif isinstance(statement, _NESTED_BODIES):
            for part in ("body", "orelse", "finalbody"):
                _visit(getattr(statement, part, []), scope, lines, found)
            for handler in getattr(statement, "handlers", []):
                _visit(handler.body, scope, lines, found)


def _targets(statement: ast.Assign | ast.AnnAssign, scope: _Scope) -> list[tuple[ast.expr, str]]:
    """The names a statement defines, with their kind."""
    targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
    flat: list[ast.expr] = []
    for target in targets:
        flat += target.elts if isinstance(target, ast.Tuple | ast.List) else [target]
    if scope.kind == "method":
        return [(t, "attribute") for t in flat if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name)
                and t.value.id == scope.self_name]
    if scope.kind == "function":
        return []
    names = [t for t in flat if isinstance(t, ast.Name)]
    if scope.kind == "class":
        return [(t, "enum_member" if scope.enum and not t.id.startswith("_") else "attribute") for t in names]
    return [(t, "constant" if t.id.isupper() else "variable") for t in names]


def is_enum_class(node: ast.ClassDef) -> bool:
    """Whether a class is an enum: a base named Enum, IntEnum, StrEnum, Flag, IntFlag or ReprEnum, plain or
    qualified (`enum.Enum`), or ending in Enum."""
    return any(_last_name(b) in ENUM_BASES or _last_name(b).endswith("Enum") for b in node.bases)


def _function(node: ast.FunctionDef | ast.AsyncFunctionDef, kind: str, lines: Lines) -> Definition:
    return Definition(signature=_head(node, lines), docstring=_docstring(ast.get_docstring(node)),
                      block=_block(node), parameters=_parameters(node.args, lines),
                      returns=_text(node.returns, lines), kind=kind, name=node.name,
                      returns_none=None if node.returns is None else _may_be_none(node.returns))


def _class(node: ast.ClassDef, lines: Lines) -> Definition:
    return Definition(signature=_head(node, lines), docstring=_docstring(ast.get_docstring(node)),
                      block=_block(node), kind="enum" if is_enum_class(node) else "class", name=node.name)


def _may_be_none(annotation: ast.expr) -> bool:
    """Whether a type lets the value be None: None itself, Optional[...], a Union or `|` naming None; a
    quoted annotation is read as the type it spells."""
    if isinstance(annotation, ast.Constant):
        if isinstance(annotation.value, str):
            try:
                return _may_be_none(ast.parse(annotation.value, mode="eval").body)
            except SyntaxError:
                return False
        return annotation.value is None
    if isinstance(annotation, ast.BinOp) and isinstance(annotation.op, ast.BitOr):
        return _may_be_none(annotation.left) or _may_be_none(annotation.right)
    if isinstance(annotation, ast.Subscript):
        generic = _last_name(annotation.value)
        members = annotation.slice.elts if isinstance(annotation.slice, ast.Tuple) else [annotation.slice]
        return generic == "Optional" or (generic == "Union" and any(_may_be_none(m) for m in members))
    return False


def _variable(statement: ast.stmt, kind: str, name: str, following: list[ast.stmt], lines: Lines) -> Definition:
    """A name's definition; the string right after the assignment is its docstring (as Sphinx reads)."""
    doc = ""
    if following and isinstance(following[0], ast.Expr) and isinstance(following[0].value, ast.Constant) \
            and isinstance(following[0].value.value, str):
        doc = _docstring(inspect.cleandoc(following[0].value.value))
    return Definition(signature=squash(_text(statement, lines, limit=0), SIGNATURE_LIMIT), docstring=doc,
                      block=(statement.lineno, statement.end_lineno or statement.lineno), kind=kind, name=name)


def _head(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef, lines: Lines) -> str:
    """`def name(...) -> type` or `class Name(bases)` as written, on one line."""
    first = node.body[0]
    decorators = getattr(first, "decorator_list", [])  # a decorated first method starts at its decorator
    end = (decorators[0].lineno, 0) if decorators else (first.lineno, first.col_offset)
    raw = lines.segment((node.lineno, node.col_offset), end)
    if "#" not in raw:
        head = raw.rstrip()
        return squash(head[:-1] if head.endswith(":") else head)
    parts: list[str] = []
    depth, previous = 0, (0, 0)
    try:
        for token in tokenize.generate_tokens(io.StringIO(raw).readline):
            if token.type in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT):
                continue
            if token.type == tokenize.OP:
                depth += (token.string in "([{") - (token.string in ")]}")
                if token.string == ":" and depth == 0:
                    break
            if parts and token.start != previous:
                parts.append(" ")
            parts.append(token.string)
            previous = token.end
    except (tokenize.TokenError, SyntaxError):
        pass
    return squash("".join(parts))


def _parameters(arguments: ast.arguments, lines: Lines) -> tuple[Parameter, ...]:
    positional = arguments.posonlyargs + arguments.args
    first_default = len(positional) - len(arguments.defaults)
    found = []
    for index, argument in enumerate(positional):
        default = arguments.defaults[index - first_default] if index >= first_default else None
        kind = "positional_only" if index < len(arguments.posonlyargs) else "positional"
        found.append(_parameter(argument, kind, default, lines))
    if arguments.vararg:
        found.append(_parameter(arguments.vararg, "var_positional", None, lines))
    for argument, kw_default in zip(arguments.kwonlyargs, arguments.kw_defaults, strict=False):
        found.append(_parameter(argument, "keyword_only", kw_default, lines))
    if arguments.kwarg:
        found.append(_parameter(arguments.kwarg, "var_keyword", None, lines))
    return tuple(found)


def _parameter(argument: ast.arg, kind: str, default: ast.expr | None, lines: Lines) -> Parameter:
    return Parameter(name=argument.arg, kind=kind, has_default=default is not None,
                     annotation=_text(argument.annotation, lines), default=_text(default, lines))


def _block(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> tuple[int, int]:
    return min([node.lineno, *(d.lineno for d in node.decorator_list)]), node.end_lineno or node.lineno


def _text(node: ast.AST | None, lines: Lines, *, limit: int = SIGNATURE_LIMIT) -> str:
    if node is None or not hasattr(node, "lineno"):
        return ""
    raw = lines.segment(*span(node))
    return squash(raw, limit) if limit else raw


def _docstring(doc: str | None) -> str:
    """The first paragraph of a cleaned docstring, on one line."""
    return " ".join(_PARAGRAPH.split(doc.strip(), maxsplit=1)[0].split()) if doc else ""


def _name(target: ast.expr) -> str:
    return target.id if isinstance(target, ast.Name) else target.attr if isinstance(target, ast.Attribute) else ""


def _last_name(node: ast.expr) -> str:
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
