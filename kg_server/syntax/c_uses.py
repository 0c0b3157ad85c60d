"""How each use site in a C file is used, read from tree-sitter's tree (one parse per file).

C's kinds are the model's, and these are the choices where C has no word of its own:
- a name written where a type is (`struct square *s`, `square_t x`, a cast `(struct square *)p`, a
  `sizeof(struct square)`) is an ANNOTATION, with where it is (`parameter`, `result`, `field`,
  `typedef`, `cast`, `sizeof`);
- a struct's or union's member read through `.` or `->` (`shape->side`) is an ATTRIBUTE, written
  (`shape->side += by`) an ASSIGNMENT, called (`ops->draw(x)`) a CALL;
- a `case` label naming an enumerator (`case KIND_SQUARE:`) is a PATTERN with its switch's cases;
- a prototype (`double square_area(const struct square *shape);`) or an `extern` declaration names a
  definition made elsewhere: a DEFINITION with `declaration`, as a parameter's name is one with
  `parameter`;
- an `#include` names a file, not a symbol: no site of a symbol is there, and none is read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .model import Site, Usage, UseKind
from .trees import Node, classify_tree, field, parse_c, text

Details = dict[str, Any]

# Declarators wrap a declared name: `*name`, `name[4]`, `name(...)`, `(name)`, `name = value` (and C++'s `&name`).
_DECLARATORS = frozenset({"pointer_declarator", "array_declarator", "function_declarator", "parenthesized_declarator",
                          "init_declarator", "attributed_declarator", "reference_declarator"})
# What a declarator chain ends in: the declaration that declares the name.
_DECLARES = frozenset({"declaration", "function_definition", "parameter_declaration", "field_declaration",
                       "type_definition", "optional_parameter_declaration"})
_SPECIFIERS = frozenset({"struct_specifier", "union_specifier", "enum_specifier", "class_specifier"})
_STRINGS = frozenset({"string_literal", "string_content", "char_literal", "system_lib_string", "concatenated_string"})
# Statements whose body follows a head: a use in the head has the head's lines as its statement.
# (C++'s classes and namespaces too: the C++ reader shares these.)
_BODIES = {"if_statement": "consequence", "for_statement": "body", "while_statement": "body",
           "switch_statement": "body", "function_definition": "body", "struct_specifier": "body",
           "union_specifier": "body", "enum_specifier": "body", "class_specifier": "body",
           "namespace_definition": "body", "for_range_loop": "body"}
_STATEMENTS = frozenset({"declaration", "field_declaration", "enumerator", "type_definition", "preproc_def",
                         "preproc_function_def", "preproc_include", "comment", "using_declaration",
                         "alias_declaration", "access_specifier"})
# The value passes through these on its way to what is done with it.
_PASSES_ON = frozenset({"parenthesized_expression", "cast_expression", "comma_expression"})
_COMPARISONS = frozenset({"==", "!=", "<", ">", "<=", ">="})


def classify_c(text_: str, sites: Sequence[Site], path: str) -> list[Usage]:
    """One usage per site, in order (see the module docstring and Usage for the kinds and details)."""
    return classify_tree(parse_c(text_), sites, path, kind_of, statement)


def kind_of(node: Node, around: list[Node]) -> tuple[UseKind, Details]:
    """How the name at `node` is used (`around`: its ancestors, innermost first)."""
    if node.type == "comment":
        return UseKind.REFERENCE, {"comment": True}
    if node.type in _STRINGS or any(a.type in _STRINGS for a in around[:2]):
        return UseKind.REFERENCE, {"string": True}
    parent = around[0] if around else None
    if (defined := definition(node, around)) is not None:
        return UseKind.DEFINITION, defined
    member = parent is not None and parent.type == "field_expression" and field(parent, "field") == node
    whole = parent if member and parent is not None else node
    if (used := expression(whole)) is not None:
        return used
    if node.type == "type_identifier" or (parent is not None and parent.type in _SPECIFIERS
                                          and field(parent, "name") == node):
        return UseKind.ANNOTATION, annotation_details(around)
    if member and parent is not None:
        return UseKind.ATTRIBUTE, {"object_text": text(field(parent, "argument")), "value": result_of(parent)}
    if parent is not None and parent.type == "field_expression" and field(parent, "argument") == node:
        return UseKind.REFERENCE, {"member": text(field(parent, "field"))}
    return UseKind.REFERENCE, {}


def definition(node: Node, around: list[Node]) -> Details | None:
    """Whether the site is the name a declaration declares (and which: a parameter, a prototype)."""
    parent = around[0] if around else None
    if parent is None:
        return None
    if parent.type in ("enumerator", "preproc_def", "preproc_function_def") and field(parent, "name") == node:
        return {}
    if parent.type in _SPECIFIERS and field(parent, "name") == node:
        return {} if field(parent, "body") is not None else None
    child, index = node, 0
    while index < len(around) and around[index].type in _DECLARATORS:
        holder = around[index]
        if holder.type != "parenthesized_declarator" and inner_declarator(holder) != child:
            return None
        child, index = holder, index + 1
    if index >= len(around) or around[index].type not in _DECLARES or field(around[index], "declarator") != child:
        return None
    declares = around[index]
    if declares.type in ("parameter_declaration", "optional_parameter_declaration"):
        return {"parameter": True}
    in_class = declares.parent is not None and declares.parent.type == "field_declaration_list"
    if declares.type == "declaration" and not in_class and (is_prototype(child) or storage_class(declares) == "extern"):
        return {"declaration": True}  # (a C++ constructor declared in its class is the member itself)
    return {}


def inner_declarator(declarator: Node | None) -> Node | None:
    """What a declarator wraps: `*name` of `*name[4]`; C++'s `&name` has no field for it."""
    inner = field(declarator, "declarator")
    if inner is None and declarator is not None and declarator.type in ("parenthesized_declarator",
                                                                        "reference_declarator"):
        inner = next((c for c in declarator.named_children if c.type != "comment"), None)
    return inner


def is_prototype(declarator: Node) -> bool:
    """`f(...)`, `*f(...)` (C++'s `&f(...)`): a function declared, not a pointer to one (`(*f)(...)`)."""
    current: Node | None = declarator
    while current is not None and current.type in ("pointer_declarator", "reference_declarator"):
        current = inner_declarator(current)
    return current is not None and current.type == "function_declarator" and \
        (field(current, "declarator") or current).type != "parenthesized_declarator"


def storage_class(declaration: Node) -> str:
    return next((text(c) for c in declaration.children if c.type == "storage_class_specifier"), "")


def expression(whole: Node) -> tuple[UseKind, Details] | None:
    """The kinds an expression's place decides; `whole` is what the site names (`ops->draw` for `draw`)."""
    parent = whole.parent
    if parent is None:
        return None
    kind = parent.type
    if kind == "call_expression" and field(parent, "function") == whole:
        arguments = field(parent, "arguments")
        values = [c for c in arguments.named_children if c.type != "comment"] if arguments is not None else []
        return UseKind.CALL, {"callee_text": text(whole), "arguments": len(values), "spread": False,
                              "result": result_of(parent)}
    if kind == "assignment_expression" and field(parent, "left") == whole:
        return UseKind.ASSIGNMENT, {"target": True, "augmented": text(field(parent, "operator")) != "="}
    if kind == "update_expression":
        return UseKind.ASSIGNMENT, {"target": True, "augmented": True}
    if kind == "case_statement" and field(parent, "value") == whole:
        return UseKind.PATTERN, _switch_details(parent)
    return None


def _switch_details(case: Node) -> Details:
    """The switch's `match_line`, its `cases` (their labels) and whether it has a `default`."""
    body = case.parent
    switch = body.parent if body is not None else None
    arms = [c for c in body.named_children if c.type == "case_statement"] if body is not None else [case]
    return {"match_line": (switch or case).start_point.row + 1,
            "cases": sum(1 for c in arms if field(c, "value") is not None),
            "default": any(field(c, "value") is None for c in arms)}


def annotation_details(around: list[Node]) -> Details:
    """Where the type is named: a parameter, a function's result, a field, a typedef, a cast, a sizeof."""
    child: Node | None = None
    for holder in around:
        kind = holder.type
        if kind in ("parameter_declaration", "optional_parameter_declaration"):
            return {"parameter": True}
        if kind == "type_definition":
            return {"typedef": True}
        if kind == "cast_expression":
            return {"cast": True}
        if kind in ("sizeof_expression", "alignof_expression"):
            return {"sizeof": True}
        if kind in ("function_definition", "declaration", "field_declaration"):  # (a C++ method's result)
            declarator = field(holder, "declarator")
            returns = child == field(holder, "type") and declarator is not None and is_prototype(declarator)
            return {"result": True} if returns else {"field": True} if kind == "field_declaration" else {}
        if kind.endswith("_statement"):
            return {}
        child = holder
    return {}


def result_of(expression: Node) -> str:
    """What is done with a value (a call's, a member's): discarded, assigned, returned, argument, member
    (`f()->x`, `f()[0]`), compared, condition or other."""
    child, parent = expression, expression.parent
    while parent is not None and parent.type in _PASSES_ON:
        child, parent = parent, parent.parent
    kind = parent.type if parent is not None else ""
    if kind == "expression_statement":
        return "discarded"
    if kind in ("init_declarator", "initializer_list", "initializer_pair") or (
            kind == "assignment_expression" and field(parent, "right") == child):
        return "assigned"
    if kind == "return_statement":
        return "returned"
    if kind == "argument_list":
        return "argument"
    if kind in ("field_expression", "subscript_expression", "call_expression"):
        return "member"
    if kind == "binary_expression":
        operator = text(field(parent, "operator"))
        return "compared" if operator in _COMPARISONS else "condition" if operator in ("&&", "||") else "other"
    if kind in ("unary_expression", "conditional_expression") or (
            kind in ("if_statement", "while_statement", "do_statement", "for_statement", "switch_statement")
            and field(parent, "condition") == child):
        return "condition"
    return "other"


def statement(node: Node, around: list[Node]) -> tuple[int, int]:
    """First and last line of the innermost statement holding `node`; of its head when `node` is in a
    compound statement's head (an `if` condition, a function's signature, a case's label)."""
    child = node
    for current in [node, *around]:
        kind = current.type
        if current is not node and kind in _BODIES:
            body = field(current, _BODIES[kind])
            if body is not None and child != body and child.end_byte <= body.start_byte:
                return current.start_point.row + 1, body.start_point.row + 1
        if current is not node and kind == "case_statement":
            label = field(current, "value")
            if label is not None and child == label:
                return current.start_point.row + 1, label.end_point.row + 1
        if kind.endswith("_statement") or kind in _STATEMENTS:
            return current.start_point.row + 1, current.end_point.row + 1
        child = current
    return node.start_point.row + 1, node.end_point.row + 1
