"""The edits of a change on TypeScript (see edits.py), read with tree-sitter's grammar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kg_server.syntax.trees import field, parse_typescript

from .edits_text import Change, PyText, splice, split_union

if TYPE_CHECKING:
    from tree_sitter import Node

FUNCTIONS = {"function_declaration", "method_definition", "method_signature", "abstract_method_signature",
             "arrow_function", "function_expression", "function_signature", "generator_function_declaration"}
EMPTY_TYPES = {"void", "never", "undefined", "any", "unknown", "this", "null"}
NEW_PARAMETERS = ("encoding", "timeout", "strict", "retries", "contextId")


def _grammar(language: str) -> str:
    return "tsx" if language == "tsx" else "typescript"


def _named(language: str, text: str, line: int, name: str) -> Node | None:
    """The declaration whose name `name` is at `line`."""
    lines = text.split("\n")
    column = PyText.word_at(lines[line - 1], name) if 1 <= line <= len(lines) else None
    if column is None:
        return None
    node = parse_typescript(_grammar(language), text).at(line, column, name)
    declaration = node.parent if node is not None else None
    if declaration is not None and declaration.type == "variable_declarator":
        value = field(declaration, "value")
        return value if value is not None and value.type in FUNCTIONS else declaration
    if declaration is not None and declaration.type in ("public_field_definition", "property_signature"):
        value = field(declaration, "value")
        return value if value is not None and value.type in FUNCTIONS else None
    return declaration


def _function(language: str, text: str, line: int, name: str) -> Node | None:
    found = _named(language, text, line, name)
    return found if found is not None and found.type in FUNCTIONS else None


def _splice(text: str, start: int, end: int, words: str) -> str:
    return splice(text, [(start, end, words)])


def _written(node: Node) -> str:
    return node.text.decode() if node.text is not None else ""


def valid(language: str, edited: str, change: Change) -> Change | None:
    """The change when its text still parses."""
    return None if parse_typescript(_grammar(language), edited).root.has_error else change


def _change(language: str, edited: str, words: str, facts: dict[str, str]) -> Change | None:
    return valid(language, edited, Change(edited, words, facts))


def add_parameter(language: str, text: str, line: int, name: str, *, parameter: str | None = None) -> Change | None:
    """A last parameter `name: string`, only where every parameter is required (an optional one before
    it would not compile, and a call could fill it by position)."""
    function = _function(language, text, line, name)
    parameters = field(function, "parameters")
    if function is None or parameters is None:
        return None
    listed = [p for p in parameters.named_children if p.type != "comment"]
    if any(p.type != "required_parameter" or field(p, "value") is not None
           or (field(p, "pattern") is not None and field(p, "pattern").type == "rest_pattern")  # type: ignore[union-attr]
           for p in listed):
        return None
    taken = {_written(field(p, "pattern")) for p in listed if field(p, "pattern") is not None}  # type: ignore[arg-type]
    new = parameter or next(p for p in NEW_PARAMETERS if p not in taken)
    if new in taken:
        return None
    if listed:
        edited = _splice(text, listed[-1].end_byte, listed[-1].end_byte, f", {new}: string")
    else:
        edited = _splice(text, parameters.start_byte + 1, parameters.start_byte + 1, f"{new}: string")
    return _change(language, edited, f"add a required parameter `{new}`", {"parameter": new})


def add_member(language: str, text: str, line: int, name: str) -> Change | None:
    """A member after an enum's last, or a string literal added to a union of string literals."""
    declaration = _named(language, text, line, name)
    if declaration is None:
        return None
    if declaration.type == "enum_declaration":
        body = field(declaration, "body")
        members = (
            [c for c in body.named_children if c.type in ("property_identifier", "enum_assignment")] if body else []
        )
        if not members:
            return None
        values = [field(m, "value") for m in members]
        if any(v is not None and v.type == "string" for v in values):
            words = "Extra = 'extra'"
        elif all(v is None or v.type == "number" for v in values):
            words = "Extra"
        else:
            return None
        edited = _splice(text, members[-1].end_byte, members[-1].end_byte, f", {words}")
        return _change(language, edited, "add a member `Extra`", {"member": "Extra"})
    value = field(declaration, "value")
    if declaration.type != "type_alias_declaration" or value is None or value.type != "union_type":
        return None
    variants = split_union(_written(value), "|")
    if not all(v[:1] in "'\"" for v in variants):
        return None
    quote = variants[0][0]
    edited = _splice(text, value.end_byte, value.end_byte, f" | {quote}extra{quote}")
    return _change(language, edited, f"add a variant {quote}extra{quote}", {"member": "extra"})


def optional_return(language: str, text: str, line: int, name: str) -> Change | None:
    """The declared return type `T` made `T | undefined` (`Promise<T | undefined>` for a promise)."""
    function = _function(language, text, line, name)
    annotation = field(function, "return_type")
    if function is None or annotation is None or annotation.named_child_count != 1:
        return None
    written_type = annotation.named_children[0]
    if written_type.type in ("type_predicate_annotation", "asserts_annotation", "type_predicate"):
        return None
    written = _written(written_type)
    if written in EMPTY_TYPES or "undefined" in written or written.startswith("Generator"):
        return None
    if written.startswith("Promise<") and written.endswith(">"):
        inner = written[len("Promise<"):-1]
        if inner in EMPTY_TYPES or "undefined" in inner:
            return None
        new = f"Promise<{inner} | undefined>"
    else:
        new = (
            f"({written}) | undefined"
            if written_type.type in ("function_type", "conditional_type")
            else f"{written} | undefined"
        )
    edited = _splice(text, written_type.start_byte, written_type.end_byte, new)
    return _change(language, edited, f"make the return type optional (`{new}`)", {"old": written, "new": new})


def narrow_parameter(language: str, text: str, line: int, name: str, *, parameter: str | None = None
                     ) -> Change | None:
    """The first parameter's (or `parameter`'s) union without undefined or null, else without its last member."""
    function = _function(language, text, line, name)
    parameters = field(function, "parameters")
    if function is None or parameters is None:
        return None
    for declared in parameters.named_children:
        annotation = field(declared, "type")
        pattern = field(declared, "pattern")
        if (annotation is None or pattern is None or annotation.named_child_count != 1
                or parameter not in (None, _written(pattern))):
            continue
        written_type = annotation.named_children[0]
        members = split_union(_written(written_type), "|")
        if len(members) < 2:
            continue
        dropped = next((m for m in members if m in ("undefined", "null")), members[-1])
        new = " | ".join(m for m in members if m != dropped)
        edited = _splice(text, written_type.start_byte, written_type.end_byte, new)
        words = (f"parameter `{_written(pattern)}` no longer accepts `{dropped}` "
                 f"(`{_written(written_type)}` becomes `{new}`)")
        change = _change(
            language, edited, words, {"parameter": _written(pattern), "old": _written(written_type), "new": new}
        )
        if change is not None:
            return change
    return None


# --- what takes something away (edits_removal.py) --------------------------------------------------------

def remove(language: str, text: str, line: int, name: str) -> Change | None:
    """The declaration whose name is at `line` (a `const f = () => ...` whole, an `export` with it)."""
    node = _named(language, text, line, name)
    if node is None:
        return None
    if node.type in FUNCTIONS and node.parent is not None and node.parent.type == "variable_declarator":
        node = node.parent
    if node.type == "variable_declarator" and node.parent is not None and len(node.parent.named_children) == 1:
        node = node.parent
    if node.parent is not None and node.parent.type == "export_statement":
        node = node.parent
    edited = _splice(text, node.start_byte, node.end_byte, "")
    return _change(language, edited, f"remove `{name}`", {})


def _declared(language: str, text: str, line: int, name: str, parameter: str | None) -> tuple[Node, list[Node]] | None:
    function = _function(language, text, line, name)
    parameters = field(function, "parameters")
    if parameters is None or not parameter:
        return None
    listed = [p for p in parameters.named_children if p.type != "comment"]
    found = next((p for p in listed if _written(field(p, "pattern")) == parameter), None)  # type: ignore[arg-type]
    return (found, listed) if found is not None else None


def remove_parameter(language: str, text: str, line: int, name: str, *, parameter: str | None) -> Change | None:
    """`parameter` (with one comma) taken out of the parameter list."""
    declared = _declared(language, text, line, name, parameter)
    if declared is None:
        return None
    found, listed = declared
    at = listed.index(found)
    if at + 1 < len(listed):
        start, end = found.start_byte, listed[at + 1].start_byte
    else:
        start, end = (listed[at - 1].end_byte if at else found.start_byte), found.end_byte
    edited = _splice(text, start, end, "")
    return _change(language, edited, f"remove the parameter `{parameter}`", {"parameter": parameter or ""})


def rename_parameter(language: str, text: str, line: int, name: str, *, parameter: str | None,
                     new_name: str | None) -> Change | None:
    """`parameter` renamed where it is declared (its body's uses keep the old name)."""
    declared = _declared(language, text, line, name, parameter)
    pattern = field(declared[0], "pattern") if declared is not None else None
    if pattern is None or not new_name:
        return None
    edited = _splice(text, pattern.start_byte, pattern.end_byte, new_name)
    return _change(language, edited, f"rename the parameter `{parameter}` to `{new_name}`",
                   {"parameter": parameter or "", "new_name": new_name})
