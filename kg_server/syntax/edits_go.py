"""The edits of a change on Go (see edits.py), read with tree-sitter's Go grammar.

Go has no optional parameters, no unions and no enums of its own, so three edits apply:
- add_parameter: a last parameter `encoding string` (not after a variadic `...T`, which must stay last);
- optional_return: the function returns an error as well (`T` becomes `(T, error)`, each `return x`
  of its body `return x, nil`), Go's way of a result that may now be missing: every caller that uses
  the value breaks (`v := f()` is an assignment mismatch), a call whose value is dropped does not;
- rename (edits.py's, checked here), remove (a function or method), remove_parameter and
  rename_parameter.
Each edit is kept only when the file still parses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .edits_text import Change, PyText, splice
from .trees import field, nodes, parse_go

if TYPE_CHECKING:
    from tree_sitter import Node

FUNCTIONS = {"function_declaration", "method_declaration", "method_elem"}
NEW_PARAMETERS = ("encoding", "timeout", "strict", "retries", "contextID")


def valid(edited: str, change: Change) -> Change | None:
    """The change when its text still parses."""
    return None if parse_go(edited).root.has_error else change


def _function(text: str, line: int, name: str) -> Node | None:
    """The function, method or interface method whose name `name` is at `line`."""
    lines = text.split("\n")
    column = PyText.word_at(lines[line - 1], name) if 1 <= line <= len(lines) else None
    if column is None:
        return None
    node = parse_go(text).at(line, column, name)
    declaration = node.parent if node is not None else None
    return declaration if declaration is not None and declaration.type in FUNCTIONS \
        and field(declaration, "name") == node else None


def _declared(parameters: Node) -> list[Node]:
    kinds = ("parameter_declaration", "variadic_parameter_declaration")
    return [p for p in parameters.named_children if p.type in kinds]


def add_parameter(text: str, line: int, name: str, *, parameter: str | None = None) -> Change | None:
    function = _function(text, line, name)
    parameters = field(function, "parameters") if function is not None else None
    if parameters is None:
        return None
    declared = _declared(parameters)
    if declared and declared[-1].type == "variadic_parameter_declaration":
        return None
    if declared and not declared[-1].children_by_field_name("name"):
        return None  # `func(int, string)`: unnamed parameters cannot be mixed with a named one
    taken = {(n.text or b"").decode() for p in declared for n in p.children_by_field_name("name")}
    new = parameter or next(p for p in NEW_PARAMETERS if p not in taken)
    if new in taken:
        return None
    closing = parameters.end_byte - 1  # the `)`
    written = (parameters.text or b"").decode()
    ends_with_comma = written[:-1].rstrip().endswith(",")
    words = f"{new} string" if not declared else (f" {new} string" if ends_with_comma else f", {new} string")
    edited = splice(text, [(closing, closing, words)])
    return valid(edited, Change(edited, f"add a required parameter `{new}` (`{new} string`)", {"parameter": new}))


def optional_return(text: str, line: int, name: str) -> Change | None:
    function = _function(text, line, name)
    if function is None or function.type == "method_elem":
        return None
    result, body = field(function, "result"), field(function, "body")
    if result is None or body is None or result.type == "parameter_list":
        return None  # no result, or several (or named) results: left alone
    old = (result.text or b"").decode()
    if old == "error":
        return None
    new = f"({old}, error)"
    edits = [(result.start_byte, result.end_byte, new)]
    for node in nodes(body):
        if node.type == "return_statement" and _in_own_body(node, function):
            values = next((c for c in node.named_children if c.type == "expression_list"), None)
            if values is None:
                return None  # a bare return: the result is named or missing
            edits.append((values.end_byte, values.end_byte, ", nil"))
    edited = splice(text, edits)
    words = f"make the result optional: it returns an error as well (`{old}` becomes `{new}`)"
    return valid(edited, Change(edited, words, {"old": old, "new": new}))


def _in_own_body(node: Node, function: Node) -> bool:
    """Not inside a function literal of the body (its returns are its own)."""
    current = node.parent
    while current is not None and current != function:
        if current.type == "func_literal":
            return False
        current = current.parent
    return True


def remove(text: str, line: int, name: str) -> Change | None:
    """The function or method whose name is at `line`, taken out."""
    function = _function(text, line, name)
    if function is None or function.type == "method_elem":
        return None
    edited = splice(text, [(function.start_byte, function.end_byte, "")])
    return valid(edited, Change(edited, f"remove `{name}`", {}))


def remove_parameter(text: str, line: int, name: str, *, parameter: str | None) -> Change | None:
    """`parameter` taken out of the parameter list (from `a, b int`, the name alone)."""
    function = _function(text, line, name)
    parameters = field(function, "parameters") if function is not None else None
    if parameters is None or not parameter:
        return None
    for declared in _declared(parameters):
        names = declared.children_by_field_name("name")
        for index, named in enumerate(names):
            written = (named.text or b"").decode()
            if written != parameter:
                continue
            if len(names) > 1:  # `a, b int`: the name and its comma
                start, end = (named.start_byte, names[index + 1].start_byte) if index + 1 < len(names) \
                    else (names[index - 1].end_byte, named.end_byte)
            else:
                start, end = _with_comma(declared, parameters)
            edited = splice(text, [(start, end, "")])
            change = valid(edited, Change(edited, f"remove the parameter `{written}`", {"parameter": written}))
            if change is not None:
                return change
    return None


def _with_comma(declared: Node, parameters: Node) -> tuple[int, int]:
    """A whole parameter declaration and the comma that joins it to its neighbour."""
    following = declared.next_sibling
    if following is not None and following.type == ",":
        after = following.next_named_sibling
        return declared.start_byte, after.start_byte if after is not None else following.end_byte
    previous = declared.prev_sibling
    if previous is not None and previous.type == ",":
        return previous.start_byte, declared.end_byte
    return declared.start_byte, declared.end_byte


def rename_parameter(text: str, line: int, name: str, *, parameter: str | None, new_name: str | None
                     ) -> Change | None:
    """`parameter` renamed where it is declared (its body's uses keep the old name)."""
    function = _function(text, line, name)
    parameters = field(function, "parameters") if function is not None else None
    if parameters is None or not parameter or not new_name:
        return None
    for declared in _declared(parameters):
        for named in declared.children_by_field_name("name"):
            if (named.text or b"").decode() == parameter:
                edited = splice(text, [(named.start_byte, named.end_byte, new_name)])
                return valid(edited, Change(edited, f"rename the parameter `{parameter}` to `{new_name}`",
                                            {"parameter": parameter, "new_name": new_name}))
    return None
