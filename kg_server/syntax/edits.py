"""A change of code written as an edit of its definition, to be made in a scratch copy (scout checks a
change so, and `kg bench impact` makes its scenarios so): mechanical edits of one definition, each valid
on its own (the edited file still parses) so that the errors the checker finds after it are what the
change breaks elsewhere.

Each edit takes a file's text, the line of the definition's name and the name (and, optionally, the
parameter or new name the change says), and returns the new text and what it did (a Change), or None
when the definition does not lend itself to the edit (an overloaded or positional-only signature, a
union with one member, a parameter it does not have, ...).

- add_parameter: a required parameter (keyword-only in Python, `name: str`; last in TypeScript, only
  where every parameter is required, so that no call can pass it by accident; last in Go, `name string`);
- rename: the name at the definition only, so every use of the old name is left behind;
- add_member: a member after an enum's last (an int after the largest int, a string, `auto()`), or a
  string literal added to a union of string literals;
- optional_return: the return type made `T | None` (TypeScript `T | undefined`, inside a Promise; Go
  `(T, error)`, see edits_go.py);
- narrow_parameter: a parameter's union without None (undefined, null), else without its last member;
- remove, remove_parameter, rename_parameter (edits_removal.py): a definition taken out, a parameter
  taken out, a parameter renamed in the signature only.

Java (edits_java.py): a class renamed with its constructors, a parameter `String encoding` added last,
an enum constant added. C and C++ (edits_c.py) edit a function in each of its declarations: `elsewhere`
makes the change in the other files that declare it (a header's prototype, a C++ method's body out of
its class), which the caller reads.
"""

from __future__ import annotations

import ast
from collections.abc import Mapping

from . import edits_c as c
from . import edits_go as go
from . import edits_java as java
from . import edits_typescript as ts
from .edits_removal import remove, remove_parameter, rename_parameter
from .edits_text import Change, PyText, parses_python, split_union

NEW_PARAMETERS = ("encoding", "timeout", "strict", "retries", "context_id")
EMPTY_TYPES = {"None", "NoReturn", "Never", "t.NoReturn", "typing.NoReturn", "Any", "t.Any", "object", "Self"}

__all__ = ["DECLARED_APART", "EDITED_ELSEWHERE", "Change", "add_member", "add_parameter", "elsewhere",
           "narrow_parameter", "optional_return", "remove", "remove_parameter", "rename", "rename_parameter"]


DECLARED_APART = frozenset({"c", "cpp"})  # languages whose functions are declared apart from their definition
# Languages whose change is made in other files too: C's prototypes, C++'s bodies, Java's overrides.
EDITED_ELSEWHERE = DECLARED_APART | {"java"}


def elsewhere(language: str, change: Change, files: Mapping[str, str], name: str) -> Change | None:
    """The change made in the other files that declare `name` as well (`files`: path -> text, the edited
    file left out): a C function's prototypes, a C++ method's body; the change as it is in the other
    languages, whose definition is their one declaration. None when a declaration cannot take the change."""
    if language == "java":
        return java.elsewhere(change, files, name)
    return c.elsewhere(change, files, name, language) if language in DECLARED_APART else change


def add_parameter(language: str, text: str, line: int, name: str, *, parameter: str | None = None) -> Change | None:
    if language == "go":
        return go.add_parameter(text, line, name, parameter=parameter)
    if language == "java":
        return java.add_parameter(text, line, name, parameter=parameter)
    if language in DECLARED_APART:
        return c.add_parameter(text, line, name, parameter=parameter, grammar=language)
    if language != "python":
        return ts.add_parameter(language, text, line, name, parameter=parameter)
    source = PyText(text)
    function = source.function(line, name)
    if function is None or _not_plain(function):
        return None
    arguments = function.args
    taken = {a.arg for a in [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]}
    new = parameter or next(p for p in NEW_PARAMETERS if p not in taken)
    if new in taken:
        return None
    star = "" if arguments.vararg or arguments.kwonlyargs else "*, "
    if arguments.kwarg is not None:
        at = source.before_token(arguments.kwarg, "**")
        edited = source.insert(at, f"{star}{new}: str, ")
    else:
        last: list[ast.expr | ast.arg] = [
            *arguments.posonlyargs,
            *arguments.args,
            *arguments.defaults,
            *arguments.kwonlyargs,
            *(d for d in arguments.kw_defaults if d is not None),
        ]
        if arguments.vararg is not None:
            last.append(arguments.vararg)
        if arguments.posonlyargs and not arguments.args and star:
            return None  # `def f(a, /)`: the new parameter would land before the slash
        if last:
            end = max(last, key=lambda node: (node.end_lineno or 0, node.end_col_offset or 0))
            edited = source.insert(source.end(end), f", {star}{new}: str")
        else:
            edited = source.insert(source.after_token(function, "("), f"{star}{new}: str")
    return _valid(edited, Change(edited, f"add a required parameter `{new}`", {"parameter": new}))


def rename(language: str, text: str, line: int, name: str, *, new_name: str | None = None) -> Change | None:
    new = new_name or (f"{name}_v2" if language in ("python", "c") or "_" in name else f"{name}V2")
    if language in DECLARED_APART and (function := c.rename(text, line, name, new_name=new, grammar=language)):
        return function  # a function: renamed in its prototypes too; a field or a type at its line only
    if language == "java":
        return java.rename(text, line, name, new)
    lines = text.split("\n")
    if not 1 <= line <= len(lines):
        return None
    found = PyText.word_at(lines[line - 1], name)
    if found is None:
        return None
    lines[line - 1] = lines[line - 1][:found] + new + lines[line - 1][found + len(name):]
    edited = "\n".join(lines)
    change = Change(edited, f"rename to `{new}`", {"new_name": new})
    if language == "go":
        return go.valid(edited, change)
    if language in DECLARED_APART:
        return c.valid(edited, change, text, language)
    return _valid(edited, change) if language == "python" else ts.valid(language, edited, change)


def add_member(language: str, text: str, line: int, name: str) -> Change | None:
    if language == "go":
        return None  # Go has no enum of its own (a type and its constants), nor unions to grow
    if language == "java":
        return java.add_member(text, line, name)
    if language in DECLARED_APART:
        return c.add_member(text, line, name, grammar=language)
    if language != "python":
        return ts.add_member(language, text, line, name)
    source = PyText(text)
    found = source.node_at(line, name, ast.ClassDef)
    if not isinstance(found, ast.ClassDef):
        return None
    members = [s for s in found.body if isinstance(s, ast.Assign) and len(s.targets) == 1
               and isinstance(s.targets[0], ast.Name) and not s.targets[0].id.startswith("_")]
    if not members:
        return None
    values = [m.value for m in members]
    upper = all(m.targets[0].id.isupper() for m in members if isinstance(m.targets[0], ast.Name))
    member = "EXTRA" if upper else "extra"
    numbers = [v.value for v in values if isinstance(v, ast.Constant) and type(v.value) is int]
    if len(numbers) == len(values):
        value = str(max(int(n) for n in numbers if isinstance(n, int)) + 1)
    elif all(isinstance(v, ast.Constant) and isinstance(v.value, str) for v in values):
        value = repr(member.lower())
    elif all(isinstance(v, ast.Call) and not v.args and not v.keywords for v in values):
        value = source.segment(values[-1])  # `auto()`, `object()`
    else:
        return None
    last: ast.stmt = members[-1]
    indent = " " * last.col_offset
    following = found.body[found.body.index(last) + 1:][:1]
    if following and isinstance(following[0], ast.Expr) and isinstance(following[0].value, ast.Constant):
        last = following[0]  # the member's docstring stays with it
    edited = source.insert_line_after(last.end_lineno or last.lineno, f"{indent}{member} = {value}")
    return _valid(edited, Change(edited, f"add a member `{member}`", {"member": member}))


def optional_return(language: str, text: str, line: int, name: str) -> Change | None:
    if language == "java":
        return None  # Java has no optional result of its own: an Optional is another type (edits_java.py)
    if language == "go":
        return go.optional_return(text, line, name)
    if language in DECLARED_APART:
        return c.optional_return(text, line, name, grammar=language)
    if language != "python":
        return ts.optional_return(language, text, line, name)
    source = PyText(text)
    function = source.function(line, name)
    if function is None or function.returns is None or _not_plain(function) or _generator(function):
        return None
    written = source.segment(function.returns)
    if written.strip("\"'") in EMPTY_TYPES or "None" in written or "Optional" in written or "Iterator" in written:
        return None
    quoted = isinstance(function.returns, ast.Constant) and isinstance(function.returns.value, str)
    new = f"{written[:-1]} | None{written[-1]}" if quoted else f"{written} | None"
    edited = source.replace(function.returns, new)
    return _valid(edited, Change(edited, f"make the return type optional (`{new}`)", {"old": written, "new": new}))


def narrow_parameter(language: str, text: str, line: int, name: str, *, parameter: str | None = None
                     ) -> Change | None:
    """The first parameter (or `parameter`) whose annotation is a union, without None, else its last member."""
    if language in ("go", "c", "cpp", "java"):
        return None  # Go and Java have no unions; C's are of storage, not of types (C++'s std::variant is not read)
    if language != "python":
        return ts.narrow_parameter(language, text, line, name, parameter=parameter)
    source = PyText(text)
    function = source.function(line, name)
    if function is None or _not_plain(function):
        return None
    arguments = [*function.args.posonlyargs, *function.args.args, *function.args.kwonlyargs]
    for argument in arguments:
        if argument.annotation is None or argument.arg in ("self", "cls") or parameter not in (None, argument.arg):
            continue
        written = source.segment(argument.annotation)
        members = _python_union(written)
        if len(members) < 2:
            continue
        dropped = "None" if "None" in members else members[-1]
        kept = [m for m in members if m != dropped]
        new = " | ".join(kept)
        edited = source.replace(argument.annotation, new)
        words = f"parameter `{argument.arg}` no longer accepts `{dropped}` (`{written}` becomes `{new}`)"
        change = _valid(edited, Change(edited, words, {"parameter": argument.arg, "old": written, "new": new}))
        if change is not None:
            return change
    return None


def _python_union(written: str) -> list[str]:
    """The members of a union annotation as written: `A | B`, `Optional[A]`, `Union[A, B]`."""
    inner = written.strip()
    for form in ("Optional[", "Union["):
        head, _, rest = inner.partition(form)
        if rest and rest.endswith("]") and (not head or head.endswith(".")):
            members = split_union(rest[:-1], ",")
            return [*members, "None"] if form == "Optional[" else members
    return split_union(inner, "|")


def _not_plain(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """An overload, a property or its setter: its signature is not what its callers call."""
    return any(ast.unparse(d).split(".")[-1] in ("overload", "property", "setter", "getter")
               or ast.unparse(d).endswith((".setter", ".getter", ".deleter")) for d in function.decorator_list)


def _generator(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(isinstance(node, ast.Yield | ast.YieldFrom) for node in ast.walk(function))


def _valid(edited: str, change: Change) -> Change | None:
    return change if parses_python(edited) else None
