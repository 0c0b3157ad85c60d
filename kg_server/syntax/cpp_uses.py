"""How each use site in a C++ file is used, read from tree-sitter's C++ grammar: C's kinds (c_uses.py) for
what C++ writes as C does, and C++'s own forms first:

- a name reached through its scopes or template arguments (`geo::total_area`, `geo::max<int>`,
  `geo::Kind::Circle`) is read as the whole name: `geo::total_area(shapes)` is a CALL of total_area,
  `case geo::Kind::Circle:` a PATTERN;
- a scope written before a name (`geo` and `Kind` of `geo::Kind::Circle`, `Square` of `Square::area`
  defining the method out of its class) is a REFERENCE with the `member` it reaches;
- a base class (`class Square : public Shape`) is a SUBCLASS (an INHERITS edge; the methods of the
  heir that have a base's name override it), with its `access`;
- a class constructed (`new Square(...)`, `Square s("a", 2)`, `Square{...}`) is a CALL with `construct`
  (and `new`), as Python's `Square(...)` is;
- a type in a template's arguments (`Registry<Square *>`, `std::vector<Shape *>`) is an ANNOTATION with
  `template_argument`;
- a method defined out of its class (`double Square::area() const { ... }`) is a DEFINITION with
  `out_of_line` and its `body`'s lines: the class's declaration is the symbol, this its body (as a C
  prototype is a DEFINITION with `declaration` of the function a .c file defines), and the uses in
  those lines are the method's;
- `using geo::Square;` is an IMPORT of the name; an `#include` names a file, not a symbol: no use.
"""

from __future__ import annotations

from collections.abc import Sequence

from .c_uses import Details, annotation_details, definition, expression, kind_of, result_of, statement
from .model import Site, Usage, UseKind
from .trees import CPP, Node, ancestors, classify_tree, field, parse_c, text

# What wraps a name without changing how it is used: its scopes (`a::b::name`) and template arguments.
_WRAPPERS = frozenset({"qualified_identifier", "template_function", "template_type", "template_method"})
# Where an ancestor walk for a template argument or a base class stops: the name is used otherwise there.
_STOPS = frozenset({"compound_statement", "field_declaration_list", "argument_list", "parameter_list",
                    "declaration_list", "translation_unit"})


def classify_cpp(text_: str, sites: Sequence[Site], path: str) -> list[Usage]:
    """One usage per site, in order (see the module docstring, c_uses.py and Usage for the details)."""
    return classify_tree(parse_c(text_, CPP), sites, path, cpp_kind, statement)


def named(node: Node) -> Node:
    """The whole name `node` ends: `geo::Kind::Circle` for `Circle`, `max<int>` for `max`."""
    whole = node
    while whole.parent is not None and whole.parent.type in _WRAPPERS and field(whole.parent, "name") == whole:
        whole = whole.parent
    return whole


def cpp_kind(node: Node, around: list[Node]) -> tuple[UseKind, Details]:
    """How the name at `node` is used (`around`: its ancestors, innermost first)."""
    parent = around[0] if around else None
    if parent is not None and parent.type == "qualified_identifier" and field(parent, "scope") == node:
        return UseKind.REFERENCE, {"scope": True, "member": text(field(parent, "name"))}
    whole = named(node)
    outer = ancestors(whole)
    if whole is not node and (defined := definition(whole, outer)) is not None:
        holder = next((a for a in outer if a.type == "function_definition"), None)
        body = {"body": [holder.start_point.row + 1, holder.end_point.row + 1]} if holder is not None else {}
        return UseKind.DEFINITION, {**defined, "out_of_line": True, **body}
    if (own := _own(whole, outer)) is not None:
        return own
    if whole is not node and (used := expression(whole)) is not None:
        return used
    if whole is not node and whole.type in ("qualified_identifier", "template_type") and node.type == "type_identifier":
        return UseKind.ANNOTATION, annotation_details(outer)
    return kind_of(node, around)


def _own(whole: Node, outer: list[Node]) -> tuple[UseKind, Details] | None:
    """C++'s own forms: a base class, a template argument, a construction, a `using`."""
    parent = outer[0] if outer else None
    if parent is None:
        return None
    for holder in outer:
        if holder.type == "base_class_clause":
            access = next((text(c) for c in holder.children if c.type == "access_specifier"), "")
            return UseKind.SUBCLASS, {"access": access} if access else {}
        if holder.type == "template_argument_list":
            return UseKind.ANNOTATION, {"template_argument": True}
        if holder.type in _STOPS or holder.type.endswith(("_statement", "_expression")):
            break
    if parent.type == "new_expression" and field(parent, "type") == whole:
        arguments = field(parent, "arguments")
        return UseKind.CALL, {"callee_text": text(whole), "construct": True, "new": True,
                              "arguments": len(arguments.named_children) if arguments is not None else 0,
                              "spread": False, "result": result_of(parent)}
    if parent.type == "compound_literal_expression" and field(parent, "type") == whole:  # Square{...}
        return UseKind.CALL, {"callee_text": text(whole), "construct": True, "result": result_of(parent)}
    if parent.type == "declaration" and field(parent, "type") == whole and _constructs(parent):
        return UseKind.CALL, {"callee_text": text(whole), "construct": True, "result": "assigned"}
    if parent.type == "using_declaration":
        return UseKind.IMPORT, {"module": text(field(whole, "scope")), "imported": text(field(whole, "name"))}
    return None


def _constructs(declaration: Node) -> bool:
    """`Square s("a", 2);`, `Square s{...};`: a variable made by a constructor's arguments."""
    return any(d.type == "init_declarator" and (value := field(d, "value")) is not None
               and value.type in ("argument_list", "initializer_list")
               for d in declaration.children_by_field_name("declarator"))
