"""The edits of a change on Java (see edits.py), read with tree-sitter's Java grammar.

- rename: the name at its definition; a class's (enum's, record's) constructors with it, since a
  constructor is named by its class and one left behind would be a method without a result, a syntax
  error that stops javac before it reports what the rename breaks (a constructor alone is not renamed);
- add_parameter: a last parameter `String encoding` (not after a varargs one, which must stay last);
- add_member: an enum constant `EXTRA` after the last one (a switch expression over the enum without a
  `default` no longer covers it);
- remove (a method, constructor, field or type with its annotations and Javadoc), remove_parameter and
  rename_parameter;
- elsewhere: a method's rename, new parameter, removal or removed parameter made to its overrides in the
  types below its own (the same name and parameter types), as an IDE's refactoring does.
Java has no unions and no optional results of its own (an Optional is another type), so neither
narrow_parameter nor optional_return applies. Each edit is kept only when the file still parses: javac
reports nothing but syntax errors when one file does not."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from .edits_text import Change, PyText, splice
from .trees import COMMENTS, field, nodes, parse_java, text

if TYPE_CHECKING:
    from tree_sitter import Node

CALLABLES = {"method_declaration", "constructor_declaration"}
TYPES = {"class_declaration", "enum_declaration", "record_declaration", "interface_declaration",
         "annotation_type_declaration"}
NEW_PARAMETERS = ("encoding", "timeout", "strict", "retries", "contextId")


def valid(edited: str, change: Change) -> Change | None:
    """The change when its text still parses."""
    return None if parse_java(edited).root.has_error else change


def _declaration(text_: str, line: int, name: str) -> Node | None:
    """The declaration whose name `name` is at `line` (a field's: its whole declaration)."""
    lines = text_.split("\n")
    column = PyText.word_at(lines[line - 1], name) if 1 <= line <= len(lines) else None
    if column is None:
        return None
    node = parse_java(text_).at(line, column, name)
    holder = node.parent if node is not None else None
    if holder is not None and holder.type == "variable_declarator" and holder.parent is not None \
            and holder.parent.type in ("field_declaration", "constant_declaration"):
        return holder.parent
    return holder if holder is not None and field(holder, "name") == node else None


def rename(text_: str, line: int, name: str, new: str) -> Change | None:
    declaration = _declaration(text_, line, name)
    if declaration is None or declaration.type == "constructor_declaration":
        return None  # a constructor is named by its class: renamed alone, it is a method without a result
    names = [field(declaration, "name")]
    if declaration.type in ("field_declaration", "constant_declaration"):
        names = [field(d, "name") for d in declaration.children_by_field_name("declarator")
                 if text(field(d, "name")) == name]
    if declaration.type in TYPES:
        body = field(declaration, "body")
        members = list(body.named_children) if body is not None else []
        members += [m for b in members if b.type == "enum_body_declarations" for m in b.named_children]
        names += [field(m, "name") for m in members if m.type in ("constructor_declaration",
                                                                   "compact_constructor_declaration")]
    edits = [(n.start_byte, n.end_byte, new) for n in names if n is not None]
    edited = splice(text_, edits)
    return valid(edited, Change(edited, f"rename to `{new}`", {"new_name": new, **_where(declaration, "rename")}))


def add_parameter(text_: str, line: int, name: str, *, parameter: str | None = None) -> Change | None:
    function = _declaration(text_, line, name)
    parameters = field(function, "parameters") if function is not None and function.type in CALLABLES else None
    if parameters is None or function is None:
        return None
    declared = [p for p in parameters.named_children if p.type in ("formal_parameter", "spread_parameter")]
    if declared and declared[-1].type == "spread_parameter":
        return None
    taken = {text(field(p, "name")) for p in declared}
    new = parameter or next(p for p in NEW_PARAMETERS if p not in taken)
    if new in taken:
        return None
    closing = parameters.end_byte - 1  # the `)`
    words = f"String {new}" if not declared else f", String {new}"
    edited = splice(text_, [(closing, closing, words)])
    return valid(edited, Change(edited, f"add a required parameter `{new}` (`String {new}`)",
                                {"parameter": new, **_where(function, "add_parameter")}))


def add_member(text_: str, line: int, name: str) -> Change | None:
    declaration = _declaration(text_, line, name)
    body = field(declaration, "body") if declaration is not None and declaration.type == "enum_declaration" else None
    constants = [c for c in (body.named_children if body is not None else []) if c.type == "enum_constant"]
    if not constants:
        return None
    upper = all(text(field(c, "name")).isupper() for c in constants)
    member = "EXTRA" if upper else "Extra"
    if any(text(field(c, "name")) == member for c in constants):
        return None
    at = constants[-1].end_byte
    edited = splice(text_, [(at, at, f", {member}")])
    return valid(edited, Change(edited, f"add a member `{member}`", {"member": member}))


def remove(text_: str, line: int, name: str) -> Change | None:
    declaration = _declaration(text_, line, name)
    if declaration is None or declaration.type not in (*CALLABLES, *TYPES, "field_declaration", "constant_declaration"):
        return None
    start = declaration.start_byte
    comment = declaration.prev_sibling
    if comment is not None and comment.type in COMMENTS and comment.end_point.row == declaration.start_point.row - 1:
        start = comment.start_byte  # its Javadoc goes with it
    edited = splice(text_, [(start, declaration.end_byte, "")])
    return valid(edited, Change(edited, f"remove `{name}`", _where(declaration, "remove")))


def _parameter(text_: str, line: int, name: str, parameter: str | None) -> tuple[Node, list[Node], int] | None:
    function = _declaration(text_, line, name)
    parameters = field(function, "parameters") if function is not None and function.type in CALLABLES else None
    declared = [p for p in (parameters.named_children if parameters is not None else [])
                if p.type in ("formal_parameter", "spread_parameter")]
    names = [text(field(p, "name")) or text(next((c for c in p.named_children if c.type == "variable_declarator"),
                                                  None)).split("=")[0].strip() for p in declared]
    if parameters is None or not declared or (parameter is not None and parameter not in names):
        return None
    return parameters, declared, names.index(parameter) if parameter is not None else 0


def remove_parameter(text_: str, line: int, name: str, *, parameter: str | None) -> Change | None:
    found = _parameter(text_, line, name, parameter)
    if found is None:
        return None
    _, declared, index = found
    gone = declared[index]
    start, end = gone.start_byte, gone.end_byte
    if index + 1 < len(declared):
        end = declared[index + 1].start_byte
    elif index > 0:
        start = declared[index - 1].end_byte
    edited = splice(text_, [(start, end, "")])
    said = text(field(gone, "name")) or "the last"
    function = found[0].parent
    where = _where(function, "remove_parameter") if function is not None else {}
    return valid(edited, Change(edited, f"remove the parameter `{said}`", {"parameter": said, **where}))


def rename_parameter(text_: str, line: int, name: str, *, parameter: str | None, new_name: str | None
                     ) -> Change | None:
    found = _parameter(text_, line, name, parameter)
    if found is None:
        return None
    _, declared, index = found
    named = field(declared[index], "name")
    if named is None:
        return None
    new = new_name or f"{text(named)}2"
    edited = splice(text_, [(named.start_byte, named.end_byte, new)])
    return valid(edited, Change(edited, f"rename the parameter `{text(named)}` to `{new}`",
                                {"parameter": text(named), "new_name": new}))


def _where(declaration: Node, edit: str) -> dict[str, str]:
    """What makes a method the same in another type (`elsewhere`): the edit, the type holding it, its
    parameters' types. Nothing for anything else: a type or a field is one declaration."""
    if declaration.type != "method_declaration":
        return {}
    owner = declaration.parent.parent if declaration.parent is not None else None
    return {"edit": edit, "owner": text(field(owner, "name")), "types": _types(declaration)}


def _types(method: Node) -> str:
    parameters = field(method, "parameters")
    declared = [p for p in (parameters.named_children if parameters is not None else [])
                if p.type in ("formal_parameter", "spread_parameter")]
    return ",".join(text(field(p, "type")) or text(p).split()[0] for p in declared)


def elsewhere(change: Change, files: Mapping[str, str], name: str) -> Change | None:
    """The change made to the method's overrides in the other files too (`files`: path -> text, the edited
    file left out): the methods of that name and parameter types in the types that extend or implement
    the method's type, through the files given (an IDE's rename renames them; left alone, each would stop
    overriding). None when one of them cannot take it; the change itself for anything but a method."""
    facts = change.facts
    if not facts.get("owner") or facts.get("edit") not in ("rename", "add_parameter", "remove", "remove_parameter"):
        return change
    trees = {path: parse_java(before).root for path, before in files.items()}
    family, grown = {facts["owner"]}, True
    while grown:  # the types below the method's, as far as the files given declare them
        grown = False
        for root in trees.values():
            for declared in nodes(root):
                if declared.type in TYPES and text(field(declared, "name")) not in family \
                        and _bases(declared) & family:
                    family.add(text(field(declared, "name")))
                    grown = True
    others: dict[str, tuple[str, str]] = {}
    for path, before in files.items():
        lines = [(field(m, "name") or m).start_point.row + 1 for m in nodes(trees[path])
                 if m.type == "method_declaration" and text(field(m, "name")) == name and _types(m) == facts["types"]
                 and m.parent is not None and text(field(m.parent.parent, "name")) in family - {facts["owner"]}]
        after = before
        for line in sorted(lines, reverse=True):  # the last first: a removal moves the lines below it
            made = _again(facts, after, line, name)
            if made is None:
                return None
            after = made.text
        if after != before:
            others[path] = (before, after)
    return replace(change, others={**change.others, **others})


def _again(facts: Mapping[str, str], text_: str, line: int, name: str) -> Change | None:
    kind = facts["edit"]
    if kind == "rename":
        return rename(text_, line, name, facts["new_name"])
    if kind == "add_parameter":
        return add_parameter(text_, line, name, parameter=facts["parameter"])
    if kind == "remove":
        return remove(text_, line, name)
    return remove_parameter(text_, line, name, parameter=facts["parameter"])


def _bases(declared: Node) -> set[str]:
    """The names a type's `extends` and `implements` give (`geo.Shape<T>` is Shape)."""
    found = set()
    for holder in declared.named_children:
        if holder.type in ("superclass", "super_interfaces", "extends_interfaces"):
            for named in nodes(holder):
                if named.type == "type_identifier" and (named.parent is None or named.parent.type != "type_arguments"):
                    found.add(text(named))
    return found
