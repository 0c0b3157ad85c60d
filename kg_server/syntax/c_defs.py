"""What each definition in a C or C++ file is: its head as written, its comment, its lines, its parameters.

The file's functions, its structs and unions with their fields, its enums with their enumerators, its
typedefs, its file-level variables and its macros (`#define`), also inside `#if`/`#ifdef` blocks (a
header's guard) and `extern "C" { ... }`; never a function's locals. C++ (tree-sitter's C++ grammar, a
superset of C's): inside namespaces and templates too, its classes with their methods (declared or
defined in the class, a constructor too: kind method) and fields, `enum class`. A method defined out of
its class (`double Square::area() const { ... }`) is not described: the class's declaration of it is the
symbol. Each is keyed by the line its name is on, where clangd's documentSymbol points.

Kinds: function, class (a struct or a union), enum, enum_member, property (a field), type_alias (a
typedef), variable, constant (a `const` variable, a macro); and declaration, a prototype or an `extern`
declaration, which names a definition made elsewhere (most often a header's promise of a .c file's
function): the code graph keeps the definition, not the promise."""

from __future__ import annotations

from .c_uses import inner_declarator, is_prototype, storage_class
from .model import SIGNATURE_LIMIT, Definition, Parameter, squash
from .trees import C, Node, comment_above, field, parse_c, text, uncommented

# Blocks whose children are the file's own declarations.
_TRANSPARENT = frozenset({"preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif", "preproc_elifdef",
                          "linkage_specification", "declaration_list", "namespace_definition", "template_declaration"})
_SPECIFIERS = {"struct_specifier": "class", "union_specifier": "class", "enum_specifier": "enum",
               "class_specifier": "class"}


def describe_c(text_: str, grammar: str = C) -> dict[int, Definition]:
    """The file's definitions by the line of their name (`grammar`: trees.C, or trees.CPP for C++)."""
    tree = parse_c(text_, grammar)
    found: dict[int, Definition] = {}
    _declare_all(tree.root, found)
    return found


def _declare_all(holder: Node, found: dict[int, Definition]) -> None:
    for node in holder.named_children:
        if node.type in _TRANSPARENT:
            _declare_all(node, found)
        else:
            _declare(node, found)


def _declare(node: Node, found: dict[int, Definition]) -> None:
    kind = node.type
    if kind == "function_definition":
        _add(found, name_of(field(node, "declarator")), _function(node, "function"))
    elif kind in ("declaration", "type_definition"):
        _declaration(node, found)
    elif kind in _SPECIFIERS:
        _specifier(node, node, found)
    elif kind in ("preproc_def", "preproc_function_def"):
        name = field(node, "name")
        signature = squash(f"#define {text(name)}{text(field(node, 'parameters'))} {text(field(node, 'value'))}",
                           SIGNATURE_LIMIT)
        _add(found, name, Definition(signature=signature, docstring=_doc(node), block=_lines(node),
                                     kind="constant", name=text(name)))


def _declaration(node: Node, found: dict[int, Definition]) -> None:
    """A declaration's or a typedef's names, and the struct, union or enum it defines. A typedef of an
    anonymous one (`typedef struct { ... } point_t;`) is that type, of its kind (class, enum)."""
    spec = field(node, "type")
    anonymous = spec is not None and spec.type in _SPECIFIERS and field(spec, "name") is None \
        and field(spec, "body") is not None
    for declarator in node.children_by_field_name("declarator"):
        name = name_of(declarator)
        if node.type == "type_definition" and anonymous and spec is not None:
            head = spec.type.removesuffix("_specifier")
            definition = Definition(signature=f"typedef {head} {{…}} {text(name)}", docstring=_doc(node),
                                    block=_lines(node), kind=_SPECIFIERS[spec.type], name=text(name))
        elif node.type == "type_definition":
            definition = _whole(node, "type_alias", text(name))
        elif is_prototype(_declared(declarator)):
            definition = _function(node, "declaration")
        elif storage_class(node) == "extern":
            definition = _whole(node, "declaration", text(name))
        else:
            constant = any(c.type == "type_qualifier" and text(c) == "const" for c in node.children)
            definition = _whole(node, "constant" if constant else "variable", text(name))
        _add(found, name, definition)
    _specifier(spec, node, found)  # after the names: of a typedef on one line, the line is the typedef's


def _declared(declarator: Node) -> Node:
    """An init declarator's declared part (`*f(void)` of `*f(void) = ...`)."""
    return field(declarator, "declarator") or declarator if declarator.type == "init_declarator" else declarator


def name_of(declarator: Node | None) -> Node | None:
    """The identifier a declarator chain declares (`name` of `*name[4]`, of `(*name)(int)`)."""
    current = declarator
    while current is not None and current.type not in ("identifier", "type_identifier", "field_identifier"):
        current = inner_declarator(current)
    return current


def _function(node: Node, kind: str) -> Definition:
    """A function's definition (its head up to the body) or a prototype."""
    body = field(node, "body")
    declarator = field(node, "declarator")
    while declarator is not None and declarator.type != "function_declarator":
        declarator = inner_declarator(declarator)
    end = body.start_byte if body is not None else node.end_byte
    head = squash(uncommented(node, node.start_byte, end, node.text or b"", base=node.start_byte), SIGNATURE_LIMIT)
    returns = _returns(node)
    # A pointer may be NULL: C's result that may be missing (what edits_c.optional_return makes of a value).
    return Definition(signature=head.removesuffix(";").rstrip(), docstring=_doc(node), block=_lines(node),
                      parameters=_parameters(field(declarator, "parameters")), returns=returns,
                      kind=kind, name=text(name_of(declarator)), returns_none=returns.endswith("*"))


def _returns(node: Node) -> str:
    """The result's type as written: the type and the declarator's `*`s before the name (`struct square *`)."""
    stars, current = "", field(node, "declarator")
    while current is not None and current.type in ("pointer_declarator", "reference_declarator"):
        stars, current = stars + ("*" if current.type == "pointer_declarator" else "&"), inner_declarator(current)
    written = squash(text(field(node, "type")))
    return f"{written} {stars}" if stars else written


def _parameters(parameters: Node | None) -> tuple[Parameter, ...]:
    """C's parameters: `(void)` is none, `...` is rest; an unnamed one (`int (int)`) is named by its
    position (`_0`), as callers still pass it."""
    if parameters is None:
        return ()
    found = []
    for index, parameter in enumerate(p for p in parameters.named_children if p.type != "comment"):
        if parameter.type == "variadic_parameter":
            found.append(Parameter("...", "rest", False, "..."))
            continue
        declarator = field(parameter, "declarator")
        name = name_of(declarator)
        if declarator is None and text(field(parameter, "type")) == "void":
            return ()
        written = parameter.text or b""
        default = field(parameter, "default_value")  # C++'s `int b = 0`
        if default is not None:
            written = written[:default.start_byte - parameter.start_byte].rstrip().removesuffix(b"=")
        if name is not None:  # the type as written without the name: `const char *` of `const char *name`
            start, end = name.start_byte - parameter.start_byte, name.end_byte - parameter.start_byte
            written = written[:start] + written[end:]
        annotation = squash(written.decode(errors="replace"))
        found.append(Parameter(text(name) if name is not None else f"_{index}",
                               "optional" if default is not None else "required", default is not None, annotation,
                               text(default)))
    return tuple(found)


def _specifier(spec: Node | None, outer: Node, found: dict[int, Definition]) -> None:
    """A struct, union or enum with a body: the type, and its fields or enumerators."""
    if spec is None or spec.type not in _SPECIFIERS or field(spec, "body") is None:
        return
    body = field(spec, "body")
    name = field(spec, "name")
    kind = _SPECIFIERS[spec.type]
    head = spec.type.removesuffix("_specifier")
    if name is not None:
        _add(found, name, Definition(signature=f"{head} {text(name)}", docstring=_doc(outer), block=_lines(spec),
                                     kind=kind, name=text(name)))
    for member in _members(body):
        if member.type in ("function_definition", "declaration") or (
                member.type == "field_declaration" and is_prototype(field(member, "declarator") or member)):
            _add(found, name_of(field(member, "declarator")), _function(member, "method"))  # C++'s methods
        elif member.type == "enumerator":
            signature = squash(text(member), SIGNATURE_LIMIT)
            _add(found, field(member, "name"), Definition(signature=signature, docstring=_doc(member),
                                                          block=_lines(member), kind="enum_member",
                                                          name=text(field(member, "name"))))
        elif member.type == "field_declaration":
            _specifier(field(member, "type"), member, found)
            for declarator in member.children_by_field_name("declarator"):
                _add(found, name_of(declarator), _whole(member, "property", text(name_of(declarator))))


def _members(body: Node | None) -> list[Node]:
    """A struct's, class's or enum's members, those of a C++ member template (`template <...> void f(T)`)
    among them."""
    found = []
    for member in body.named_children if body is not None else []:
        found += [c for c in member.named_children if c.type != "template_parameter_list"] \
            if member.type == "template_declaration" else [member]
    return found


def _whole(node: Node, kind: str, name: str) -> Definition:
    whole = uncommented(node, node.start_byte, node.end_byte, node.text or b"", base=node.start_byte)
    return Definition(signature=squash(whole, SIGNATURE_LIMIT).removesuffix(";").rstrip(), docstring=_doc(node),
                      block=_lines(node), kind=kind, name=name)


def _add(found: dict[int, Definition], name: Node | None, definition: Definition) -> None:
    if name is not None:
        found.setdefault(name.start_point.row + 1, definition)


def _lines(node: Node) -> tuple[int, int]:
    return node.start_point.row + 1, node.end_point.row + 1


def _doc(node: Node) -> str:
    """The comment right above a definition."""
    return comment_above(node)
