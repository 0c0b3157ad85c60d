"""The edits that take something away (see edits.py): a definition removed, a parameter removed, a
parameter renamed in the signature only (its body's uses and its callers' keywords are left behind, which
is what such a rename breaks). Python here, TypeScript in edits_typescript.py, Go in edits_go.py, C and
C++ in edits_c.py, Java in edits_java.py."""

from __future__ import annotations

import ast

from . import edits_c as c
from . import edits_go as go
from . import edits_java as java
from . import edits_typescript as ts
from .edits_text import Change, PyText, parses_python

_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def remove(language: str, text: str, line: int, name: str) -> Change | None:
    """The function, method or class whose name is at `line`, with its decorators; `pass` where it was the
    only statement of a body."""
    if language == "go":
        return go.remove(text, line, name)
    if language == "java":
        return java.remove(text, line, name)
    if language in ("c", "cpp"):
        return c.remove(text, line, name, grammar=language)
    if language != "python":
        return ts.remove(language, text, line, name)
    source = PyText(text)
    node = source.node_at(line, name, _DEFINITIONS)
    if not isinstance(node, _DEFINITIONS):
        return None
    first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
    lines = text.split("\n")
    kept_before, kept_after = lines[:first - 1], lines[(node.end_lineno or node.lineno):]
    head = lines[node.lineno - 1]
    indent = head[:len(head) - len(head.lstrip())]
    words = f"remove `{name}`"
    for filler in ([], [f"{indent}pass"]):
        edited = "\n".join([*kept_before, *filler, *kept_after])
        if parses_python(edited):
            return Change(edited, words, {})
    return None


def remove_parameter(language: str, text: str, line: int, name: str, *, parameter: str | None) -> Change | None:
    """`parameter` (with its default and one comma) taken out of the signature."""
    if language == "go":
        return go.remove_parameter(text, line, name, parameter=parameter)
    if language == "java":
        return java.remove_parameter(text, line, name, parameter=parameter)
    if language in ("c", "cpp"):
        return c.remove_parameter(text, line, name, parameter=parameter, grammar=language)
    if language != "python":
        return ts.remove_parameter(language, text, line, name, parameter=parameter)
    found = _parameter(PyText(text), line, name, parameter)
    if found is None:
        return None
    source, start, end = found
    data = source.data
    after = end
    while after < len(data) and data[after:after + 1] in (b" ", b"\t", b"\n", b"\r"):
        after += 1
    if data[after:after + 1] == b",":
        end = after + 1  # `a, b` -> `b`: this parameter's comma goes with it, and the spaces after it
        while data[end:end + 1] in (b" ", b"\t"):
            end += 1
    else:
        before = start
        while before > 0 and data[before - 1:before] in (b" ", b"\t", b"\n", b"\r"):
            before -= 1
        if data[before - 1:before] == b",":
            start = before - 1  # the last one: the comma before it goes
    edited = (data[:start] + data[end:]).decode()
    return Change(edited, f"remove the parameter `{parameter}`", {"parameter": parameter or ""}) \
        if parses_python(edited) else None


def rename_parameter(language: str, text: str, line: int, name: str, *, parameter: str | None,
                     new_name: str | None) -> Change | None:
    """`parameter` renamed where it is declared: its callers' keywords and its body's uses keep the old name."""
    if language == "go":
        return go.rename_parameter(text, line, name, parameter=parameter, new_name=new_name)
    if language == "java":
        return java.rename_parameter(text, line, name, parameter=parameter, new_name=new_name)
    if language in ("c", "cpp"):
        return c.rename_parameter(text, line, name, parameter=parameter, new_name=new_name, grammar=language)
    if language != "python":
        return ts.rename_parameter(language, text, line, name, parameter=parameter, new_name=new_name)
    found = _parameter(PyText(text), line, name, parameter)
    if found is None or not new_name:
        return None
    source, start, _ = found
    at = source.data.index(parameter.encode(), start) if parameter else start  # after a `*` or `**`
    edited = (source.data[:at] + new_name.encode() + source.data[at + len(parameter or ""):]).decode()
    return Change(edited, f"rename the parameter `{parameter}` to `{new_name}`",
                  {"parameter": parameter or "", "new_name": new_name}) if parses_python(edited) else None


def _parameter(source: PyText, line: int, name: str, parameter: str | None) -> tuple[PyText, int, int] | None:
    """The parameter's span in the signature: from its name (or its `*`) to the end of its default."""
    function = source.function(line, name)
    if function is None or not parameter:
        return None
    arguments = function.args
    positional = [*arguments.posonlyargs, *arguments.args]
    defaults: dict[int, ast.expr] = {id(a): d for a, d in zip(positional[len(positional) - len(arguments.defaults):],
                                                                arguments.defaults)}
    defaults.update({id(a): d for a, d in zip(arguments.kwonlyargs, arguments.kw_defaults) if d is not None})
    for argument in [*positional, arguments.vararg, *arguments.kwonlyargs, arguments.kwarg]:
        if argument is None or argument.arg != parameter:
            continue
        start = source.start(argument)
        if argument is arguments.vararg or argument is arguments.kwarg:
            start = source.before_token(argument, "**" if argument is arguments.kwarg else "*")
        default = defaults.get(id(argument))
        return source, start, source.end(default if default is not None else argument)
    return None

