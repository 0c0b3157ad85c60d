"""What each definition in a Go file is: its head as written, its doc comment, its lines, its parameters.

The file's functions and methods, its types with a struct's fields and an interface's methods, and its
package-level constants and variables; never a function's locals. Each is keyed by the line its name is
on, where gopls's documentSymbol points.

Kinds: function, method, class (a struct type), interface, type_alias (every other named type: `type
Kind int`, `type Run func(*Command)`, and a true alias `type A = B`: the graph's word for a named type
that is neither a class nor an interface), property (a field), constant, variable; and embedded, an
embedded field (`struct{ Base }`), which the code graph reads as a use of the embedded type, not as a
field of its own."""

from __future__ import annotations

from .model import SIGNATURE_LIMIT, Definition, Parameter, squash
from .trees import Node, comment_above, field, parse_go, text, uncommented


def describe_go(text_: str) -> dict[int, Definition]:
    """The file's definitions by the line of their name."""
    tree = parse_go(text_)
    found: dict[int, Definition] = {}
    for declaration in tree.root.named_children:
        _declare(declaration, found)
    return found


def _declare(node: Node, found: dict[int, Definition]) -> None:
    kind = node.type
    if kind in ("function_declaration", "method_declaration"):
        _add(found, field(node, "name"), _function(node, "method" if kind == "method_declaration" else "function"))
    elif kind == "type_declaration":
        for spec in node.named_children:
            if spec.type in ("type_spec", "type_alias"):
                _type(spec, node, found)
    elif kind in ("const_declaration", "var_declaration"):
        for spec in _specs(node):
            for name in spec.children_by_field_name("name"):
                _add(found, name, _value(spec, node, name, "constant" if kind == "const_declaration" else "variable"))


def _specs(declaration: Node) -> list[Node]:
    """A `const (...)` or `var (...)` group's specs, or the one spec."""
    specs = []
    for child in declaration.named_children:
        if child.type in ("const_spec", "var_spec"):
            specs.append(child)
        elif child.type == "var_spec_list":
            specs += [c for c in child.named_children if c.type == "var_spec"]
    return specs


def _add(found: dict[int, Definition], name: Node | None, definition: Definition) -> None:
    if name is not None:
        found.setdefault(name.start_point.row + 1, definition)


def _function(node: Node, kind: str) -> Definition:
    body = field(node, "body")
    end = body.start_byte if body is not None else node.end_byte
    result = field(node, "result")
    return Definition(signature=squash(_without_comments(node, node.start_byte, end)), docstring=_doc(node),
                      block=_lines(node), parameters=_parameters(field(node, "parameters")),
                      returns=squash(text(result)), kind=kind, name=text(field(node, "name")),
                      returns_none=_may_fail(result))


def _type(spec: Node, declaration: Node, found: dict[int, Definition]) -> None:
    """A type, and a struct's fields or an interface's methods."""
    value = field(spec, "type")
    shape = value.type if value is not None else ""
    kind = "type_alias" if spec.type == "type_alias" else \
        {"struct_type": "class", "interface_type": "interface"}.get(shape, "type_alias")
    outer = spec if len(declaration.named_children) > 1 or _grouped(declaration) else declaration
    head_end = value.start_byte if kind in ("class", "interface") and value is not None else spec.end_byte
    signature = squash("type " + _without_comments(spec, spec.start_byte, head_end), SIGNATURE_LIMIT)
    if kind in ("class", "interface"):
        signature = f"{signature} {'struct' if kind == 'class' else 'interface'}"
    _add(found, field(spec, "name"), Definition(signature=signature, docstring=_doc(outer), block=_lines(outer),
                                                kind=kind, name=text(field(spec, "name"))))
    if value is None or kind == "type_alias":
        return
    members = field(value, "body") if shape == "struct_type" else value
    holder = next((c for c in (members or value).named_children if c.type == "field_declaration_list"), members)
    for member in (holder or value).named_children:
        if member.type == "field_declaration":
            if not member.children_by_field_name("name"):  # embedded: what the code graph reads as a use
                embedded = _embedded_name(field(member, "type"))
                _add(found, embedded, Definition(signature=squash(text(member)), docstring="", block=_lines(member),
                                                 kind="embedded", name=text(embedded)))
            for name in member.children_by_field_name("name"):
                _add(found, name, Definition(signature=squash(_without_comments(member, member.start_byte,
                                                                                 member.end_byte), SIGNATURE_LIMIT),
                                             docstring=_doc(member), block=_lines(member), kind="property",
                                             name=text(name)))
        elif member.type == "method_elem":
            result = field(member, "result")
            _add(found, field(member, "name"), Definition(
                signature=squash(_without_comments(member, member.start_byte, member.end_byte)),
                docstring=_doc(member), block=_lines(member), parameters=_parameters(field(member, "parameters")),
                returns=squash(text(result)), kind="method", name=text(field(member, "name")),
                returns_none=_may_fail(result)))


def _embedded_name(typed: Node | None) -> Node | None:
    """The type name of an embedded field (`Base`, `*Base`, `pkg.Base`, `List[T]`)."""
    while typed is not None and typed.type in ("pointer_type", "generic_type", "qualified_type"):
        typed = field(typed, "name") if typed.type == "qualified_type" else (
            field(typed, "type") if typed.type == "generic_type" else typed.named_children[0])
    return typed


def _grouped(declaration: Node) -> bool:
    """`type ( ... )`: each spec is a definition of its own, with its own comment."""
    return any(child.type == "(" for child in declaration.children)


def _value(spec: Node, declaration: Node, name: Node, kind: str) -> Definition:
    outer = spec if _grouped(declaration) else declaration
    keyword = "const" if kind == "constant" else "var"
    whole = squash(f"{keyword} {_without_comments(spec, spec.start_byte, spec.end_byte)}", SIGNATURE_LIMIT)
    return Definition(signature=whole, docstring=_doc(outer) or (_doc(declaration) if outer is spec else ""),
                      block=_lines(outer), kind=kind, name=text(name))


def _parameters(parameters: Node | None) -> tuple[Parameter, ...]:
    """Go's parameters: each name of `a, b int` is one, `...string` is rest; an unnamed one (`func(int)`)
    is named by its position (`_0`), as callers still pass it."""
    if parameters is None:
        return ()
    found = []
    for index, parameter in enumerate(p for p in parameters.named_children if p.type != "comment"):
        rest = parameter.type == "variadic_parameter_declaration"
        annotation = squash(("..." if rest else "") + text(field(parameter, "type")))
        names: list[Node | None] = [*parameter.children_by_field_name("name")] or [None]
        for name in names:
            found.append(Parameter(text(name) if name is not None else f"_{index}", "rest" if rest else "required",
                                   False, annotation))
    return tuple(found)


def _may_fail(result: Node | None) -> bool | None:
    """Go's `returns_none`: whether the results end in an error, Go's way of a result that may be missing
    (what `T | None` is to Python, and what edits_go.optional_return makes of a result). None without a
    result."""
    if result is None:
        return None
    last = result
    if result.type == "parameter_list":
        declared = [p for p in result.named_children if p.type == "parameter_declaration"]
        if not declared:
            return None
        last = field(declared[-1], "type") or declared[-1]
    return text(last) == "error"


def _without_comments(node: Node, start: int, end: int) -> str:
    """The source between two bytes of `node`, without the comments inside it."""
    return uncommented(node, start, end, node.text or b"", base=node.start_byte)


def _lines(node: Node) -> tuple[int, int]:
    return node.start_point.row + 1, node.end_point.row + 1


def _doc(node: Node) -> str:
    """Go's doc comment; a directive (`//go:generate`, `//nolint`) is no prose."""
    return comment_above(node, skipped=("//go:", "//nolint", "//lint:"))
