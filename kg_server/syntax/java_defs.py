"""What each definition in a Java file is: its head as written, its Javadoc, its lines, its parameters.

The file's classes, interfaces, enums, records and annotation types (nested ones too), with their
methods, constructors, fields, enum constants and record components; never a method's locals. Each is
keyed by the line its name is on, where JDT LS's documentSymbol points.

Kinds: class (a record too), interface (an annotation type too), enum, method (a constructor too),
property (a field, a record's component), constant (a `static final` field), enum_member."""

from __future__ import annotations

from .model import SIGNATURE_LIMIT, Definition, Parameter, squash
from .trees import Node, comment_above, field, parse_java, text, uncommented

_TYPES = {"class_declaration": "class", "record_declaration": "class", "interface_declaration": "interface",
          "annotation_type_declaration": "interface", "enum_declaration": "enum"}
_CALLABLES = frozenset({"method_declaration", "constructor_declaration", "compact_constructor_declaration",
                        "annotation_type_element_declaration"})
_FIELDS = frozenset({"field_declaration", "constant_declaration"})


def describe_java(text_: str) -> dict[int, Definition]:
    """The file's definitions by the line of their name."""
    tree = parse_java(text_)
    found: dict[int, Definition] = {}
    for declaration in tree.root.named_children:
        _declare(declaration, found)
    return found


def _declare(node: Node, found: dict[int, Definition]) -> None:
    kind = node.type
    if kind in _TYPES:
        _type(node, _TYPES[kind], found)
    elif kind in _CALLABLES:
        _add(found, field(node, "name"), _callable(node))
    elif kind in _FIELDS:
        static_final = {"static", "final"} <= _modifiers(node)
        for declarator in node.children_by_field_name("declarator"):
            _add(found, field(declarator, "name"), Definition(
                signature=squash(_without_comments(node, node.start_byte, node.end_byte), SIGNATURE_LIMIT),
                docstring=_doc(node), block=_lines(node), kind="constant" if static_final else "property",
                name=text(field(declarator, "name"))))
    elif kind == "enum_constant":
        _add(found, field(node, "name"), Definition(signature=squash(text(node), SIGNATURE_LIMIT), docstring=_doc(node),
                                                    block=_lines(node), kind="enum_member",
                                                    name=text(field(node, "name"))))


def _type(node: Node, kind: str, found: dict[int, Definition]) -> None:
    body = field(node, "body")
    end = body.start_byte if body is not None else node.end_byte
    _add(found, field(node, "name"), Definition(signature=squash(_without_comments(node, node.start_byte, end)),
                                                docstring=_doc(node), block=_lines(node), kind=kind,
                                                name=text(field(node, "name"))))
    if node.type == "record_declaration":
        components = next((c for c in node.named_children if c.type == "formal_parameters"), None)
        for component in (components.named_children if components is not None else []):
            if component.type == "formal_parameter":
                _add(found, field(component, "name"), Definition(
                    signature=squash(text(component)), docstring="", block=_lines(component), kind="property",
                    name=text(field(component, "name"))))
    for member in (body.named_children if body is not None else []):
        if member.type == "enum_body_declarations":
            for inner in member.named_children:
                _declare(inner, found)
        else:
            _declare(member, found)


def _callable(node: Node) -> Definition:
    body = field(node, "body")
    end = body.start_byte if body is not None else node.end_byte
    result = field(node, "type")
    returns = squash(text(result))
    return Definition(signature=squash(_without_comments(node, node.start_byte, end).rstrip(" ;")),
                      docstring=_doc(node), block=_lines(node), parameters=_parameters(field(node, "parameters")),
                      returns=returns, kind="method", name=text(field(node, "name")),
                      returns_none=_may_be_missing(node, returns))


def _parameters(parameters: Node | None) -> tuple[Parameter, ...]:
    """Java's parameters: each required, a varargs one (`String... names`) rest."""
    if parameters is None:
        return ()
    found = []
    for parameter in parameters.named_children:
        if parameter.type == "formal_parameter":
            found.append(Parameter(text(field(parameter, "name")), "required", False,
                                   squash(text(field(parameter, "type")))))
        elif parameter.type == "spread_parameter":
            declarator = next((c for c in parameter.named_children if c.type == "variable_declarator"), None)
            typed = next((c for c in parameter.named_children if c.type not in ("modifiers", "variable_declarator")),
                         None)
            found.append(Parameter(text(field(declarator, "name")), "rest", False, squash(text(typed)) + "..."))
    return tuple(found)


def _may_be_missing(node: Node, returns: str) -> bool | None:
    """Java's `returns_none`: an Optional, or a result annotated @Nullable; None for void or a constructor."""
    if not returns or returns == "void":
        return None
    return returns.startswith(("Optional<", "java.util.Optional<")) or any(
        text(field(a, "name")).endswith("Nullable") for a in _annotations(node))


def _modifiers(node: Node) -> set[str]:
    held = next((c for c in node.children if c.type == "modifiers"), None)
    return {c.type for c in held.children} if held is not None else set()


def _annotations(node: Node) -> list[Node]:
    held = next((c for c in node.children if c.type == "modifiers"), None)
    return [c for c in held.children if c.type in ("annotation", "marker_annotation")] if held is not None else []


def _add(found: dict[int, Definition], name: Node | None, definition: Definition) -> None:
    if name is not None:
        found.setdefault(name.start_point.row + 1, definition)


def _without_comments(node: Node, start: int, end: int) -> str:
    return uncommented(node, start, end, node.text or b"", base=node.start_byte)


def _lines(node: Node) -> tuple[int, int]:
    return node.start_point.row + 1, node.end_point.row + 1


def _doc(node: Node) -> str:
    """The Javadoc (or comment) right above a declaration, its `*` markers and its tags' lines kept."""
    return comment_above(node).removeprefix("*").strip()
