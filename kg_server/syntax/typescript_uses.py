"""How each use site in a TypeScript or JavaScript file is used: a call, an import, a type reference, a
switch case, an `instanceof` test, ... (the kinds of Usage), read from tree-sitter's tree (one parse per
file)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .model import Site, Usage, UseKind, is_test_path
from .trees import Node, SyntaxTree, ancestors, field, node_at, parse_typescript, statement, text
from .typescript_chains import chain_details, switch_details
from .typescript_flow import value_flow

Details = dict[str, Any]

# Declarations whose `name` field is the name they define.
_NAMED = frozenset({
    "function_declaration", "generator_function_declaration", "function_signature", "function_expression",
    "class_declaration", "abstract_class_declaration", "class", "interface_declaration", "type_alias_declaration",
    "enum_declaration", "method_definition", "method_signature", "abstract_method_signature",
    "public_field_definition", "property_signature", "enum_assignment", "internal_module", "module",
    "type_parameter", "generator_function", "function"})
_PATTERNS = frozenset({"object_pattern", "array_pattern", "pair_pattern", "assignment_pattern", "rest_pattern",
                       "object_assignment_pattern", "shorthand_property_identifier_pattern"})
# Nodes that only occur in a type: an identifier under one of them is in a type position.
_TYPES = frozenset({
    "type_annotation", "type_arguments", "type_parameters", "constraint", "default_type", "type_query",
    "type_predicate", "type_predicate_annotation", "asserts", "asserts_annotation", "union_type",
    "intersection_type", "generic_type", "nested_type_identifier", "array_type", "tuple_type", "object_type",
    "function_type", "constructor_type", "conditional_type", "lookup_type", "index_type_query", "literal_type",
    "readonly_type", "infer_type", "parenthesized_type", "template_literal_type", "mapped_type_clause",
    "opting_type_annotation", "omitting_type_annotation", "adding_type_annotation", "optional_type", "rest_type"})
_COMPARISONS = frozenset({"===", "==", "!==", "!="})
_ORDERINGS = _COMPARISONS | {"<", ">", "<=", ">="}


def classify_typescript(grammar: str, text_: str, sites: Sequence[Site], path: str) -> list[Usage]:
    """One usage per site, in order (see Usage for the kinds and their details)."""
    reader = _Reader(parse_typescript(grammar, text_), is_test_path(path))
    return [reader.usage(site) for site in sites]


class _Reader:
    def __init__(self, tree: SyntaxTree, in_test: bool) -> None:
        self.tree = tree
        self.in_test = in_test
        self._imported: dict[str, str] | None = None

    def usage(self, site: Site) -> Usage:
        node = node_at(self.tree, site)
        if node is None:
            return Usage(UseKind.REFERENCE, (site.line, site.line), {"in_test": self.in_test})
        around = ancestors(node)
        kind, details = self._kind(node, around)
        details["in_test"] = self.in_test
        return Usage(kind, statement(node, around), details)

    def _kind(self, node: Node, around: list[Node]) -> tuple[UseKind, Details]:
        if node.type == "comment":
            return UseKind.REFERENCE, {"comment": True}
        if node.type in ("string_fragment", "string", "template_string"):
            return UseKind.REFERENCE, {"string": True}
        parent = around[0] if around else None
        if (defined := self._definition(node, parent, around)) is not None:
            return defined
        for holder in around[:4]:
            if holder.type == "import_statement":
                return UseKind.IMPORT, _import_details(node, holder)
            if holder.type == "export_statement":
                if (exported := self._export(node, holder)) is not None:
                    return exported
                break
        depth = 1 if parent is not None and parent.type in ("member_expression", "nested_type_identifier") \
            and field(parent, "property" if parent.type == "member_expression" else "name") == node else 0
        whole = around[depth - 1] if depth else node
        if (used := self._expression(node, whole, around[depth:])) is not None:
            return used
        if node.type == "type_identifier" or any(a.type in _TYPES for a in around):
            return UseKind.ANNOTATION, _annotation_details(node, around)
        if depth and parent is not None and parent.type == "member_expression":
            return UseKind.ATTRIBUTE, {"object_text": text(field(parent, "object"))}
        return UseKind.REFERENCE, _reference_details(node, parent)

    def _definition(self, node: Node, parent: Node | None, around: list[Node]) -> tuple[UseKind, Details] | None:
        if parent is None:
            return None
        kind = parent.type
        if (kind in _NAMED and field(parent, "name") == node) or kind == "enum_body" \
                or (kind == "field_definition" and field(parent, "property") == node):
            return UseKind.DEFINITION, {}
        if (kind in ("required_parameter", "optional_parameter") and field(parent, "pattern") == node) \
                or (kind == "arrow_function" and field(parent, "parameter") == node):
            return UseKind.DEFINITION, {"parameter": True}
        top, index = node, 0
        while index < len(around) and around[index].type in _PATTERNS:
            top, index = around[index], index + 1
        holder = around[index] if index < len(around) else None
        if holder is None:
            return None
        if holder.type == "formal_parameters" or (holder.type in ("required_parameter", "optional_parameter")
                                                  and field(holder, "pattern") == top):
            return UseKind.DEFINITION, {"parameter": True}
        if holder.type == "variable_declarator" and field(holder, "name") == top:
            value = field(holder, "value")
            if value is not None and value.type == "call_expression" and text(field(value, "function")) == "require":
                return UseKind.IMPORT, {"module": _string(field(value, "arguments"))}
            return UseKind.DEFINITION, {}
        if holder.type == "catch_clause" and field(holder, "parameter") == top:
            return UseKind.ASSIGNMENT, {"target": True, "augmented": False}
        if holder.type == "for_in_statement" and field(holder, "left") == top:
            return UseKind.ASSIGNMENT, {"target": True, "augmented": False}
        return None

    def _export(self, node: Node, export: Node) -> tuple[UseKind, Details] | None:
        if field(export, "declaration") is not None:
            return None
        source = field(export, "source")
        if source is not None:
            return UseKind.RE_EXPORT, {"module": _string(source)}
        value = field(export, "value") or next((c for c in export.named_children if c.type == "identifier"), None)
        if value is not None and value != node:
            return None
        name = text(node)
        if value is None and name not in self._imports():
            return UseKind.REFERENCE, {"export": True}
        return UseKind.RE_EXPORT, {"module": self._imports().get(name, ""), **({"default": True} if value else {})}

    def _imports(self) -> dict[str, str]:
        """The names the file's import statements bind, with the module each comes from."""
        if self._imported is None:
            self._imported = {}
            for statement_ in self.tree.root.named_children:
                if statement_.type == "import_statement":
                    module = _string(field(statement_, "source"))
                    for clause in statement_.named_children:
                        for bound in _bound_names(clause):
                            self._imported[bound] = module
        return self._imported

    def _expression(self, node: Node, whole: Node, around: list[Node]) -> tuple[UseKind, Details] | None:
        """The kinds an expression's place decides: call, decorator, assignment, subclass, instanceof,
        pattern, re-export through `module.exports`. `whole` is the expression the site names (`a.b` for
        the site `b`), `around` its ancestors."""
        parent = around[0] if around else None
        if parent is None:
            return None
        kind = parent.type
        if kind == "call_expression" and field(parent, "function") == whole:
            details = {"callee_text": text(whole), **_arguments(field(parent, "arguments")),
                       "result": _result(parent)}
            if details["result"] == "assigned" and (flow := value_flow(parent)) is not None:
                details["flow"] = flow
            decorated = len(around) > 1 and around[1].type == "decorator"
            return (UseKind.DECORATOR if decorated else UseKind.CALL), details
        if kind == "new_expression" and field(parent, "constructor") == whole:
            return UseKind.CALL, {"callee_text": text(whole), "new": True, **_arguments(field(parent, "arguments")),
                            "result": _result(parent)}
        if kind == "decorator":
            return UseKind.DECORATOR, {"callee_text": text(whole)}
        if kind in ("jsx_opening_element", "jsx_self_closing_element") and field(parent, "name") == whole:
            attributes = sum(c.type == "jsx_attribute" for c in parent.named_children)
            return UseKind.CALL, {"callee_text": text(whole), "jsx": True, "arguments": attributes, "spread": False}
        if kind in ("assignment_expression", "augmented_assignment_expression") and field(parent, "left") == whole:
            return UseKind.ASSIGNMENT, {"target": True, "augmented": kind.startswith("augmented")}
        if kind == "update_expression":
            return UseKind.ASSIGNMENT, {"target": True, "augmented": True}
        if (inherited := _heritage(whole, around)) is not None:
            return UseKind.SUBCLASS, inherited
        if kind == "binary_expression" and (field(parent, "operator") or parent).type == "instanceof" \
                and field(parent, "right") == whole:
            details = chain_details(parent, _tests_instanceof)
            details["assert_never"] = details["assert_never"] or details["raises"]
            return UseKind.ISINSTANCE, details
        if (pattern := _pattern(whole, around)) is not None:
            return UseKind.PATTERN, pattern
        if _exported_by_assignment(node, around):
            return UseKind.RE_EXPORT, {"module": ""}
        return None


def _heritage(whole: Node, around: list[Node]) -> Details | None:
    """`extends Base`, `implements I`, an interface's `extends`: the site names the class or interface."""
    index = 0
    if around and around[0].type == "generic_type" and field(around[0], "name") == whole:
        index = 1
    if index >= len(around):
        return None
    kind = around[index].type
    if kind == "extends_clause":
        return {} if field(around[index], "value") == (around[index - 1] if index else whole) else None
    if kind == "class_heritage":
        return {}
    if kind == "implements_clause":
        return {"implements": True}
    if kind == "extends_type_clause":
        return {"interface": True}
    return None


def _pattern(whole: Node, around: list[Node]) -> Details | None:
    """A switch's case label (`case Kind.A:`) or a comparison in an if-chain (`x === Kind.A`), at
    `Kind` or at `A`."""
    index = 0
    while index < len(around) and around[index].type == "member_expression" \
            and field(around[index], "object") == (around[index - 1] if index else whole):
        index += 1
    if index >= len(around):
        return None
    label, holder = (around[index - 1] if index else whole), around[index]
    if holder.type == "switch_case" and field(holder, "value") == label:
        switch = next((a for a in around[index:] if a.type == "switch_statement"), None)
        return switch_details(holder, switch) if switch is not None else None
    if holder.type == "binary_expression" and (field(holder, "operator") or holder).type in _COMPARISONS \
            and field(holder, "left") != label and _names_constant(label):
        # A case is `... === Kind.A` or `... === SENTINEL`, not the subject, not a variable.
        details = chain_details(holder, _tests_comparison)
        if "match_line" not in details:
            return None
        details["cases"] = details.pop("chain")
        return {"comparison": True, **details}
    return None


def _exported_by_assignment(node: Node, around: list[Node]) -> bool:
    """A name on the value side of `module.exports = {...}` or `exports.name = ...`."""
    for holder in around[:4]:
        if holder.type == "assignment_expression":
            left = text(field(holder, "left"))
            right = field(holder, "right")
            return (left == "module.exports" or left.startswith(("module.exports.", "exports."))) \
                and right is not None and node.start_byte >= right.start_byte
    return False


def _annotation_details(node: Node, around: list[Node]) -> Details:
    """A type named in an assertion (`value as T`, `<T>value`, `value satisfies T`) is marked: the value is
    then held to T's members where it goes, so a member more or less can break what takes it."""
    child = node
    for holder in around:
        if holder.type in ("as_expression", "satisfies_expression", "type_assertion"):
            asserted = holder.named_children[1 if holder.type == "type_assertion" else 0]  # the value, not T
            return {"assertion": True} if child != asserted else {}
        if holder.type not in _TYPES and holder.type not in ("type_identifier", "predefined_type"):
            return {}
        child = holder
    return {}


_PASSES_ON = frozenset({"await_expression", "parenthesized_expression", "spread_element", "non_null_expression",
                        "as_expression", "satisfies_expression"})


def _result(call: Node) -> str:
    """What is done with a call's value (whether a change of return type can reach it): discarded,
    assigned, returned, argument, member (`f().x`, `f()[0]`), compared, condition, iterated or other."""
    child, parent = call, call.parent
    # The value flows on through these, and through a ternary's branches (not its condition).
    while parent is not None and (parent.type in _PASSES_ON or (
            parent.type == "ternary_expression" and field(parent, "condition") != child)):
        child, parent = parent, parent.parent
    kind = parent.type if parent is not None else ""
    if kind == "expression_statement":
        return "discarded"
    if kind in ("variable_declarator", "assignment_expression", "augmented_assignment_expression",
                "public_field_definition", "field_definition"):
        return "assigned"
    if kind in ("return_statement", "arrow_function", "yield_expression"):
        return "returned"
    if kind == "arguments":
        return "argument"
    if kind in ("member_expression", "subscript_expression", "call_expression"):
        return "member"
    if kind == "binary_expression":
        operator = field(parent, "operator")
        return "compared" if operator is not None and operator.type in _ORDERINGS else "other"
    if kind in ("if_statement", "while_statement", "ternary_expression", "unary_expression"):
        return "condition"
    if kind == "for_in_statement":
        return "iterated"
    return "other"


def _arguments(arguments: Node | None) -> Details:
    if arguments is None:
        return {"arguments": 0, "spread": False}
    if arguments.type != "arguments":  # a tagged template
        return {"arguments": 1, "spread": False}
    values = [c for c in arguments.named_children if c.type != "comment"]
    return {"arguments": len(values), "spread": any(c.type == "spread_element" for c in values)}


def _import_details(node: Node, statement_: Node) -> Details:
    specifier = next((a for a in ancestors(node) if a.type == "import_specifier"), None)
    source = field(statement_, "source") or next(
        (c for c in statement_.named_children if c.type == "import_require_clause"), None)  # import x = require()
    details: Details = {"module": _string(source)}
    if specifier is not None:
        details["imported"] = text(field(specifier, "name"))
        details["alias"] = text(field(specifier, "alias"))
    type_only = any(c.type == "type" for c in statement_.children)
    type_only = type_only or (specifier is not None and any(c.type == "type" for c in specifier.children))
    if type_only:
        details["type_only"] = True
    return details


def _bound_names(clause: Node) -> list[str]:
    if clause.type == "identifier":
        return [text(clause)]
    if clause.type == "import_specifier":
        return [text(field(clause, "alias") or field(clause, "name"))]
    if clause.type in ("import_clause", "named_imports", "namespace_import"):
        return [name for child in clause.named_children for name in _bound_names(child)]
    return []


def _string(node: Node | None) -> str:
    """The text of a string literal (the first one inside `node`), without its quotes."""
    if node is None:
        return ""
    if node.type == "string":
        return "".join(text(c) for c in node.named_children if c.type == "string_fragment")
    return next((_string(c) for c in node.named_children if c.type == "string"), "")


def _reference_details(node: Node, parent: Node | None) -> Details:
    if parent is None:
        return {}
    if parent.type == "pair" and field(parent, "key") == node:
        return {"property_key": True}
    if parent.type == "member_expression" and field(parent, "object") == node:
        return {"member": text(field(parent, "property"))}
    return {}


def _names_constant(label: Node) -> bool:
    """`Kind.A`, `Status.Ok`, `SENTINEL`: capitalised at either end, as cases are written (`response.status`
    is not one)."""
    parts = text(label).split(".")
    return parts[0][:1].isupper() or parts[-1][:1].isupper()


def _tests_instanceof(condition: Node) -> bool:
    return b" instanceof " in (condition.text or b"")


def _tests_comparison(condition: Node) -> bool:
    return any(op in (condition.text or b"") for op in (b"===", b"==", b"!==", b"!="))
