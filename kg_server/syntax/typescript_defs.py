"""What each definition in a TypeScript or JavaScript file is: its head as written, its JSDoc, its lines,
its parameters.

The file's top-level declarations (exported or not, `declare`d too), what classes, interfaces, enums
and namespaces hold, and the variables a module or namespace declares; never the locals of a function.
Each is keyed by the line its name is on, where a language server's documentSymbol points."""

from __future__ import annotations

import re

from .model import SIGNATURE_LIMIT, Definition, Parameter, squash
from .trees import Node, field, parse_typescript, text, uncommented

_KINDS = {"function_declaration": "function", "generator_function_declaration": "function",
          "function_signature": "function", "class_declaration": "class", "abstract_class_declaration": "class",
          "class": "class", "interface_declaration": "interface", "type_alias_declaration": "type_alias",
          "internal_module": "module", "module": "module",
          "method_definition": "method", "method_signature": "method", "abstract_method_signature": "method",
          "public_field_definition": "property", "field_definition": "property", "property_signature": "property"}
# Kinds whose whole text is their signature (cut to SIGNATURE_LIMIT), bodies or not.
_WHOLE = frozenset({"type_alias", "property", "enum_member"})
_FUNCTION_VALUES = frozenset({"arrow_function", "function_expression", "function", "generator_function"})
_WRAPPERS = frozenset({"ambient_declaration", "expression_statement"})
_JSDOC_LINE = re.compile(r"^\s*\*? ?")


def describe_typescript(grammar: str, text_: str) -> dict[int, Definition]:
    """The file's definitions by the line of their name."""
    tree = parse_typescript(grammar, text_)
    found: dict[int, Definition] = {}
    _visit(tree.root, tree.source, found)
    return found


def _visit(container: Node, source: bytes, found: dict[int, Definition]) -> None:
    for child in container.named_children:
        _declare(child, child, source, found)


def _declare(node: Node, outer: Node, source: bytes, found: dict[int, Definition]) -> None:
    """Records `node`'s definitions; `outer` is what a reader sees as the declaration (the `export`
    statement around it)."""
    kind = node.type
    if kind == "export_statement":
        declaration = field(node, "declaration")
        if declaration is not None:
            _declare(declaration, node, source, found)
    elif kind in _WRAPPERS:
        for child in node.named_children:
            _declare(child, outer, source, found)
    elif kind in ("lexical_declaration", "variable_declaration"):
        for declarator in node.named_children:
            if declarator.type == "variable_declarator" and (name := field(declarator, "name")) is not None \
                    and name.type == "identifier":
                found.setdefault(name.start_point.row + 1, _variable(node, declarator, outer, source))
    elif kind in _KINDS:
        name = field(node, "name") or field(node, "property")
        if name is not None:
            found.setdefault(name.start_point.row + 1, _definition(node, outer, _KINDS[kind], source))
        body = field(node, "body")
        if body is not None and _KINDS[kind] in ("class", "interface", "module"):
            _visit(body, source, found)
        value = field(node, "value")
        if kind == "type_alias_declaration" and value is not None and value.type == "object_type":
            _visit(value, source, found)  # `type Options = {retry: number}`: its members, as an interface's
    elif kind == "enum_declaration":
        name = field(node, "name")
        if name is not None:
            found.setdefault(name.start_point.row + 1, _definition(node, outer, "enum", source))
        for member in (field(node, "body") or node).named_children:
            target = field(member, "name") if member.type == "enum_assignment" else member
            if target is not None and member.type in ("enum_assignment", "property_identifier"):
                found.setdefault(target.start_point.row + 1, _definition(member, member, "enum_member", source))


def _definition(node: Node, outer: Node, kind: str, source: bytes) -> Definition:
    start = _head_start(outer)
    body = field(node, "body")
    if kind in _WHOLE or body is None:
        signature = squash(uncommented(node, start, node.end_byte, source).rstrip(";,"),
                           SIGNATURE_LIMIT if kind in _WHOLE else 0)
    else:
        signature = squash(uncommented(node, start, body.start_byte, source))
    name = field(node, "name") or field(node, "property") or node
    returned = field(node, "return_type")
    return Definition(signature=signature, docstring=_jsdoc(outer), block=_block(outer),
                      parameters=_parameters(field(node, "parameters")), returns=_type(returned),
                      kind=kind, name=text(name), returns_none=_may_be_undefined(returned))


def _variable(declaration: Node, declarator: Node, outer: Node, source: bytes) -> Definition:
    """`const name = ...`: a function when its value is one (its head is the signature), else a constant
    or a variable (the declaration cut to SIGNATURE_LIMIT)."""
    keyword = field(declaration, "kind") or (declaration.children[0] if declaration.children else declaration)
    prefix = source[_head_start(outer):keyword.end_byte].decode(errors="replace")
    value = field(declarator, "value")
    if value is not None and value.type in _FUNCTION_VALUES and (body := field(value, "body")) is not None:
        head = uncommented(declarator, declarator.start_byte, body.start_byte, source).rstrip()
        signature = squash(f"{prefix} {head.removesuffix('=>')}")
        parameters = _parameters(field(value, "parameters") or field(value, "parameter"))
        returned = field(value, "return_type")
        return Definition(signature=signature, docstring=_jsdoc(outer), block=_block(outer), parameters=parameters,
                          returns=_type(returned), kind="function", name=text(field(declarator, "name")),
                          returns_none=_may_be_undefined(returned))
    kind = "constant" if text(keyword) == "const" else "variable"
    whole = uncommented(declarator, declarator.start_byte, declarator.end_byte, source)
    return Definition(signature=squash(f"{prefix} {whole}", SIGNATURE_LIMIT), docstring=_jsdoc(outer),
                      block=_block(outer), kind=kind, name=text(field(declarator, "name")))


def _parameters(parameters: Node | None) -> tuple[Parameter, ...]:
    if parameters is None:
        return ()
    if parameters.type == "identifier":  # `x => ...`
        return (Parameter(text(parameters), "required", False),)
    found = []
    for parameter in parameters.named_children:
        kind = parameter.type
        if kind in ("required_parameter", "optional_parameter"):
            pattern, value = field(parameter, "pattern"), field(parameter, "value")
            name = text(pattern)
            if name == "this":  # a `this` parameter types the receiver; callers do not pass it
                continue
            is_rest = pattern is not None and pattern.type == "rest_pattern"
            role = "rest" if is_rest else "optional" if kind == "optional_parameter" or value else "required"
            found.append(Parameter(squash(name.lstrip(".")), role, value is not None,
                                   _type(field(parameter, "type")), squash(text(value))))
        elif kind == "assignment_pattern":
            found.append(Parameter(squash(text(field(parameter, "left"))), "optional", True,
                                   default=squash(text(field(parameter, "right")))))
        elif kind == "rest_pattern":
            found.append(Parameter(text(parameter).lstrip("."), "rest", False))
        elif kind in ("identifier", "object_pattern", "array_pattern"):
            found.append(Parameter(squash(text(parameter)), "required", False))
    return tuple(found)


def _type(annotation: Node | None) -> str:
    """A type annotation's text without its colon."""
    return squash(text(annotation).lstrip(":")) if annotation is not None else ""


def _may_be_undefined(annotation: Node | None) -> bool | None:
    """Whether a return type lets the value be undefined or null (a Promise's: what awaiting it gives);
    None without an annotation (the type is inferred, so unknown here)."""
    if annotation is None:
        return None
    if annotation.type in ("type_annotation", "parenthesized_type", "union_type"):
        return any(_may_be_undefined(part) for part in annotation.named_children)
    if annotation.type in ("literal_type", "predefined_type"):
        return text(annotation) in ("undefined", "null")
    parts = annotation.named_children
    if annotation.type == "generic_type" and parts and text(parts[0]) in ("Promise", "PromiseLike"):
        return any(_may_be_undefined(argument) for argument in parts[-1].named_children)
    return False


def _head_start(outer: Node) -> int:
    """Where the declaration's head starts: after its decorators and comments."""
    for child in outer.children:
        if child.type not in ("decorator", "comment"):
            return child.start_byte
    return outer.start_byte


def _preceding_decorators(outer: Node) -> list[Node]:
    found = []
    previous = outer.prev_named_sibling
    while previous is not None and previous.type == "decorator":
        found.append(previous)
        previous = previous.prev_named_sibling
    return found


def _block(outer: Node) -> tuple[int, int]:
    first = min([outer.start_point.row, *(d.start_point.row for d in _preceding_decorators(outer))])
    return first + 1, outer.end_point.row + 1


def _jsdoc(outer: Node) -> str:
    """The `/** ... */` comment right before the declaration (its decorators between them allowed), without
    its markers and the stars that start its lines."""
    decorators = _preceding_decorators(outer)
    first = decorators[-1] if decorators else outer
    comment = first.prev_named_sibling
    if comment is None or comment.type != "comment" or comment.end_point.row < first.start_point.row - 1:
        return ""
    raw = text(comment)
    if not raw.startswith("/**"):
        return ""
    inner = raw[3:].removesuffix("*/")
    return "\n".join(_JSDOC_LINE.sub("", line, count=1).rstrip() for line in inner.splitlines()).strip()
