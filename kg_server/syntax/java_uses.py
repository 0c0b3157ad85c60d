"""How each use site in a Java file is used, read from tree-sitter's tree (one parse per file).

Java's kinds are the model's, and these are the choices where Java has a word of its own:
- `new Square(...)` is a CALL (`new`, `construct`: it runs a constructor), and so is `super(...)` or
  `this(...)` in a constructor, when a server points there;
- `extends Base` and `implements Shape` (an interface's `extends` too) are a SUBCLASS (`implements` for
  an interface a class implements);
- an annotation (`@Override`, `@Deprecated(since = "2")`) is a DECORATOR, as Python's and TypeScript's;
  a type named (a parameter's, a field's, a result's, a type argument, a cast, a `throws`) an ANNOTATION;
- a method reference (`Shape::area`) is a REFERENCE `method_reference`, its type part (`Shape`) a
  REFERENCE `scope`; a field read through an object (`square.side`, `Square.KIND`) an ATTRIBUTE, one
  written (`this.side = side`, `side += by`, `count++`) an ASSIGNMENT;
- a switch's case label (`case SQUARE:`, `case Square s ->`) is a PATTERN, `x instanceof Square` an
  ISINSTANCE;
- a name of an import (`import geo.Square;`, `import static geo.Kind.SQUARE;`) is an IMPORT.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .model import Site, Usage, UseKind
from .trees import Node, classify_tree, field, parse_java, text

Details = dict[str, Any]

# Declarations whose `name` field is the name they define.
_NAMED = frozenset({"class_declaration", "interface_declaration", "enum_declaration", "record_declaration",
                    "annotation_type_declaration", "method_declaration", "constructor_declaration",
                    "compact_constructor_declaration", "enum_constant", "annotation_type_element_declaration",
                    "variable_declarator", "formal_parameter", "catch_formal_parameter", "type_parameter"})
# What wraps a type's name on its way to where the type is used.
_TYPE_WRAPPERS = frozenset({"generic_type", "scoped_type_identifier", "array_type", "annotated_type"})
_STRINGS = frozenset({"string_literal", "string_fragment", "character_literal", "text_block"})
_BODIES = {"class_declaration": "body", "interface_declaration": "body", "enum_declaration": "body",
           "record_declaration": "body", "annotation_type_declaration": "body", "method_declaration": "body",
           "constructor_declaration": "body", "if_statement": "consequence", "while_statement": "body",
           "for_statement": "body", "enhanced_for_statement": "body", "switch_expression": "body",
           "try_statement": "body", "synchronized_statement": "body", "lambda_expression": "body"}
# Nodes that are statements though their names do not say so.
_STATEMENTS = frozenset({"enum_constant", "switch_label", "annotation_type_element_declaration",
                         "constant_declaration", "switch_rule", "line_comment", "block_comment"})
_PASSES_ON = frozenset({"parenthesized_expression", "cast_expression"})
_COMPARISONS = frozenset({"==", "!=", "<", ">", "<=", ">="})


def classify_java(text_: str, sites: Sequence[Site], path: str) -> list[Usage]:
    """One usage per site, in order (see the module docstring and Usage for the kinds and details)."""
    return classify_tree(parse_java(text_), sites, path, _kind, statement)


def _kind(node: Node, around: list[Node]) -> tuple[UseKind, Details]:
    if node.type in ("line_comment", "block_comment"):
        return UseKind.REFERENCE, {"comment": True}
    if node.type in _STRINGS:
        return UseKind.REFERENCE, {"string": True}
    imported = next((a for a in around if a.type == "import_declaration"), None)
    if imported is not None:
        return UseKind.IMPORT, _import_details(imported)
    if any(a.type == "package_declaration" for a in around[:4]):
        return UseKind.REFERENCE, {"package": True}
    parent = around[0] if around else None
    if parent is None:
        return UseKind.REFERENCE, {}
    if node.type in ("super", "this") and parent.type == "explicit_constructor_invocation":
        return UseKind.CALL, {"callee_text": node.type, "construct": True, **_arguments(field(parent, "arguments")),
                              "result": "discarded"}
    if parent.type in _NAMED and field(parent, "name") == node:
        return UseKind.DEFINITION, {"parameter": True} if parent.type == "formal_parameter" else {}
    if parent.type in ("marker_annotation", "annotation") and field(parent, "name") == node:
        return UseKind.DECORATOR, {"callee_text": text(node), **_annotation_arguments(parent)}
    if parent.type == "method_invocation" and field(parent, "name") == node:
        return UseKind.CALL, {"callee_text": _callee(parent), **_arguments(field(parent, "arguments")),
                              "result": _result(parent)}
    if parent.type == "method_reference":
        return _method_reference(node, parent)
    if parent.type == "field_access" and field(parent, "field") == node:
        return _field(parent, around[1:], qualified=True)
    if (typed := _type_use(node, around)) is not None:
        return typed
    if (case := _case(node, around)) is not None:
        return UseKind.PATTERN, case
    if (written := _written(node, parent)) is not None:
        return written
    return UseKind.REFERENCE, _reference_details(node, parent)


def _method_reference(node: Node, reference: Node) -> tuple[UseKind, Details]:
    """`Shape::area` at `area` (the method) or at `Shape` (its scope); `Square::new` names the class."""
    parts = [c for c in reference.named_children if c.type != "type_arguments"]
    if parts and parts[0] == node and len(parts) > 1:
        return UseKind.REFERENCE, {"scope": True, "member": text(parts[-1])}
    return UseKind.REFERENCE, {"method_reference": True, "callee_text": text(reference), "value": _result(reference)}


def _field(access: Node, around: list[Node], *, qualified: bool) -> tuple[UseKind, Details]:
    """A field read or written through an object (`square.side`, `this.side`, `Kind.SQUARE`)."""
    if (written := _written(access, access.parent)) is not None:
        return written
    return UseKind.ATTRIBUTE, {"object_text": text(field(access, "object")), "value": _result(access)}


def _written(node: Node, parent: Node | None) -> tuple[UseKind, Details] | None:
    if parent is None:
        return None
    if parent.type == "assignment_expression" and field(parent, "left") == node:
        operator = text(field(parent, "operator"))
        return UseKind.ASSIGNMENT, {"target": True, "augmented": operator not in ("", "=")}
    if parent.type == "update_expression":
        return UseKind.ASSIGNMENT, {"target": True, "augmented": True}
    return None


def _type_use(node: Node, around: list[Node]) -> tuple[UseKind, Details] | None:
    """A type's name where a type is used: construction, a base, an instanceof, a cast, a declaration's
    type, a type argument, a `throws`, a class literal."""
    if node.type not in ("type_identifier", "identifier"):
        return None
    index, whole = 0, node
    while index < len(around) and around[index].type in _TYPE_WRAPPERS:
        holder = around[index]
        if holder.type == "scoped_type_identifier" and holder.named_children and holder.named_children[-1] != whole:
            return UseKind.REFERENCE, {"scope": True}  # `geo` or `Outer` of `geo.Outer.Inner`
        whole, index = holder, index + 1
    if index >= len(around):
        return None
    holder = around[index]
    kind = holder.type
    if kind == "object_creation_expression" and field(holder, "type") == whole:
        return UseKind.CALL, {"callee_text": text(whole), "new": True, "construct": True,
                              **_arguments(field(holder, "arguments")), "result": _result(holder)}
    if kind in ("superclass", "super_interfaces", "extends_interfaces") or (
            kind in ("type_list",) and holder.parent is not None
            and holder.parent.type in ("super_interfaces", "extends_interfaces")):
        base = holder if kind != "type_list" else holder.parent
        assert base is not None
        return UseKind.SUBCLASS, {"implements": base.type == "super_interfaces"}
    if kind == "instanceof_expression" and field(holder, "right") == whole:
        return UseKind.ISINSTANCE, {"pattern": field(holder, "name") is not None}
    if kind in ("type_arguments", "type_bound", "wildcard", "type_list"):
        return UseKind.ANNOTATION, {"type_argument": True}
    if kind == "cast_expression" and field(holder, "type") == whole:
        return UseKind.ANNOTATION, {"cast": True}
    if kind == "class_literal":
        return UseKind.REFERENCE, {"class_literal": True}
    if kind == "array_creation_expression":
        return UseKind.ANNOTATION, {"array": True}
    if kind == "throws":
        return UseKind.ANNOTATION, {"throws": True}
    if node.type == "type_identifier" or field(holder, "type") == whole:
        return UseKind.ANNOTATION, _annotation_details(holder)
    return None


def _annotation_details(holder: Node) -> Details:
    kind = holder.type
    if kind in ("formal_parameter", "spread_parameter", "catch_type", "receiver_parameter"):
        return {"parameter": True}
    if kind in ("method_declaration", "annotation_type_element_declaration"):
        return {"result": True}
    if kind in ("field_declaration", "constant_declaration"):
        return {"field": True}
    return {}


def _case(node: Node, around: list[Node]) -> Details | None:
    """A switch's case label: an enum constant (`case SQUARE:`), a constant, or a type pattern."""
    label = next((a for a in around[:4] if a.type == "switch_label"), None)
    if label is None:
        return None
    block = label.parent.parent if label.parent is not None and label.parent.type in (
        "switch_block_statement_group", "switch_rule") else label.parent
    switch = block.parent if block is not None else None
    groups = [g for g in (block.named_children if block is not None else []) if g.type in (
        "switch_block_statement_group", "switch_rule")]
    labels = [c for g in groups for c in g.named_children if c.type == "switch_label"]
    default = any(text(c).startswith("default") for c in labels)
    return {"match_line": (switch or label).start_point.row + 1, "cases": len(labels) - int(default),
            "default": default}


def _callee(call: Node) -> str:
    target = field(call, "object")
    return f"{text(target)}.{text(field(call, 'name'))}" if target is not None else text(field(call, "name"))


def _arguments(arguments: Node | None) -> Details:
    if arguments is None:
        return {"arguments": 0}
    return {"arguments": len([c for c in arguments.named_children if c.type not in ("line_comment", "block_comment")])}


def _annotation_arguments(annotation: Node) -> Details:
    given = field(annotation, "arguments")
    if given is None:
        return {}
    return {"called": True, "arguments": len(given.named_children)}


def _result(expression: Node) -> str:
    """What is done with a value (a call's, a field's): discarded, assigned, returned, argument, member
    (`f().x`, `f()[0]`), compared, condition, iterated or other."""
    child, parent = expression, expression.parent
    while parent is not None and parent.type in _PASSES_ON:
        child, parent = parent, parent.parent
    kind = parent.type if parent is not None else ""
    if kind == "expression_statement":
        return "discarded"
    if kind in ("variable_declarator", "assignment_expression", "element_value_pair", "array_initializer"):
        return "assigned"
    if kind in ("return_statement", "yield_statement") or (kind == "lambda_expression"
                                                             and field(parent, "body") == child):
        return "returned"
    if kind == "argument_list":
        return "argument"
    if kind in ("method_invocation", "field_access", "array_access"):
        return "member"
    if kind == "binary_expression":
        operator = text(field(parent, "operator"))
        return "compared" if operator in _COMPARISONS else "condition" if operator in ("&&", "||") else "other"
    if kind in ("unary_expression", "ternary_expression") or (
            parent is not None and kind in ("if_statement", "while_statement", "do_statement")
            and field(parent, "condition") == child):
        return "condition"
    if kind == "enhanced_for_statement":
        return "iterated"
    return "other"


def _import_details(declaration: Node) -> Details:
    path = next((c for c in declaration.named_children if c.type in ("scoped_identifier", "identifier")), None)
    written = text(path)
    module, _, imported = written.rpartition(".")
    details: Details = {"module": module, "imported": imported, "alias": ""}
    if any(c.type == "static" for c in declaration.children):
        details["static"] = True
    if any(c.type == "asterisk" for c in declaration.children):
        details.update(module=written, imported="*")
    return details


def _reference_details(node: Node, parent: Node) -> Details:
    if parent.type in ("field_access", "method_invocation") and field(parent, "object") == node:
        member = field(parent, "field") if parent.type == "field_access" else field(parent, "name")
        return {"member": text(member)}
    if parent.type == "scoped_identifier":
        return {"scope": True}
    return {}


def statement(node: Node, around: list[Node]) -> tuple[int, int]:
    """First and last line of the innermost statement holding `node`; of its head when `node` is in a
    compound statement's or a declaration's head (a condition, a signature, a class's bases)."""
    child = node
    for current in [node, *around]:
        kind = current.type
        if current is not node and kind in _BODIES:
            body = field(current, _BODIES[kind])
            if body is not None and child != body and child.end_byte <= body.start_byte:
                return current.start_point.row + 1, body.start_point.row + 1
        if current is not node and (kind.endswith(("_statement", "_declaration")) or kind in _STATEMENTS):
            return current.start_point.row + 1, current.end_point.row + 1
        child = current
    return node.start_point.row + 1, node.end_point.row + 1
