"""How each use site in a Go file is used, read from tree-sitter's tree (one parse per file).

Go's kinds are the model's, and these are the choices where Go has no word of its own:
- a struct's or interface's embedded type (`struct{ Base }`, `interface{ io.Reader }`) is a SUBCLASS
  (details `embedded`, `pointer`, or `interface`): the embedding type takes on the embedded one's
  fields and methods, as a subclass its base's, and a change of those reaches it the same way;
- a composite literal (`Square{Side: 2}`, `&Options{}`) is a CALL (`composite`, `elements`, `keyed`):
  it makes a value of the type, as TypeScript's `new` (a CALL) does, and a field more or less breaks
  an unkeyed literal as a parameter more or less breaks a call; a key of a keyed literal (`Side:`) is
  a REFERENCE `property_key`, as an object literal's key is in TypeScript;
- a case of a type switch (`case *Square:`) or of an expression switch (`case KindA:`) is a PATTERN
  (`type_switch` for the first), and a type assertion (`x.(*Square)`) an ISINSTANCE (`assertion`);
- a selector that is read, not called (`cmd.Use`, the method value `q.Area`), is an ATTRIBUTE: the
  syntax cannot tell a method value from a field read (the graph knows by the symbol's kind); `value`
  says what is done with it (assigned, argument, returned, ...: a call's `result` words).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .model import Site, Usage, UseKind
from .trees import Node, classify_tree, field, parse_go, text

Details = dict[str, Any]

# Declarations whose `name` field (one or more) is the name they define.
_NAMED = frozenset({"function_declaration", "method_declaration", "type_spec", "type_alias", "field_declaration",
                    "method_elem", "const_spec", "var_spec", "type_parameter_declaration"})
_PARAMETERS = frozenset({"parameter_declaration", "variadic_parameter_declaration"})
_STRINGS = frozenset({"interpreted_string_literal", "interpreted_string_literal_content", "raw_string_literal",
                      "raw_string_literal_content", "rune_literal"})
# Statements whose body follows a head: a use in the head has the head's lines as its statement.
_BODIES = {"if_statement": "consequence", "for_statement": "body", "function_declaration": "body",
           "method_declaration": "body", "func_literal": "body"}
_SWITCHES = frozenset({"expression_switch_statement", "type_switch_statement", "select_statement"})
_CASES = frozenset({"expression_case", "type_case", "default_case", "communication_case"})
# Nodes that are statements though their names do not say so: a spec of a grouped declaration, a member.
_STATEMENTS = frozenset({"const_spec", "var_spec", "type_spec", "type_alias", "import_spec", "method_elem",
                         "type_elem", "comment", *_CASES})
# The value passes through these on its way to what is done with it.
_PASSES_ON = frozenset({"parenthesized_expression", "expression_list", "unary_expression"})
_COMPARISONS = frozenset({"==", "!=", "<", ">", "<=", ">="})


def classify_go(text_: str, sites: Sequence[Site], path: str) -> list[Usage]:
    """One usage per site, in order (see the module docstring and Usage for the kinds and details)."""
    return classify_tree(parse_go(text_), sites, path, _kind, statement)


def _kind(node: Node, around: list[Node]) -> tuple[UseKind, Details]:
    if node.type == "comment":
        return UseKind.REFERENCE, {"comment": True}
    spec = next((a for a in around[:3] if a.type == "import_spec"), None)
    if spec is not None or node.type == "import_spec":
        return UseKind.IMPORT, _import_details(spec or node)
    if node.type in _STRINGS:
        return UseKind.REFERENCE, {"string": True}
    parent = around[0] if around else None
    if (defined := _definition(node, parent)) is not None:
        return defined
    depth = 1 if parent is not None and (
        (parent.type == "selector_expression" and field(parent, "field") == node)
        or (parent.type == "qualified_type" and field(parent, "name") == node)) else 0
    whole = around[depth - 1] if depth else node
    if (used := _expression(whole, around[depth:])) is not None:
        return used
    if node.type == "type_identifier" or (parent is not None and parent.type == "qualified_type"):
        return UseKind.ANNOTATION, _annotation_details(around)
    if depth and parent is not None and parent.type == "selector_expression":
        return UseKind.ATTRIBUTE, {"object_text": text(field(parent, "operand")), "value": _result(parent)}
    return UseKind.REFERENCE, _reference_details(node, parent, around)


def _definition(node: Node, parent: Node | None) -> tuple[UseKind, Details] | None:
    if parent is None:
        return None
    if parent.type in _NAMED and node in parent.children_by_field_name("name"):
        return UseKind.DEFINITION, {}
    if parent.type in _PARAMETERS and node in parent.children_by_field_name("name"):
        return UseKind.DEFINITION, {"parameter": True}
    if parent.type == "expression_list" and parent.parent is not None:
        holder = parent.parent
        if holder.type == "short_var_declaration" and field(holder, "left") == parent:
            return UseKind.DEFINITION, {}  # `:=` declares (a name already declared is assigned, the same line)
        if holder.type == "range_clause" and field(holder, "left") == parent:
            declares = any(child.type == ":=" for child in holder.children)
            return (UseKind.DEFINITION, {}) if declares else (UseKind.ASSIGNMENT, {"target": True, "augmented": False})
    return None


def _expression(whole: Node, around: list[Node]) -> tuple[UseKind, Details] | None:
    """The kinds an expression's place decides. `whole` is what the site names (`cmd.Execute` for the site
    `Execute`, `pflag.FlagSet` for `FlagSet`), `around` its ancestors."""
    parent = around[0] if around else None
    if parent is None:
        return None
    kind = parent.type
    if kind == "call_expression" and field(parent, "function") == whole:
        return UseKind.CALL, {"callee_text": text(whole), **_arguments(field(parent, "arguments")),
                              "result": _result(parent), **_spawned(parent)}
    if (literal := _composite(whole, around)) is not None:
        return UseKind.CALL, literal
    if (embedded := _embedding(whole, around)) is not None:
        return UseKind.SUBCLASS, embedded
    if kind == "assignment_statement" or (kind == "expression_list" and len(around) > 1
                                          and around[1].type == "assignment_statement"):
        statement_ = parent if kind == "assignment_statement" else around[1]
        left = field(statement_, "left")
        if left is not None and left in (whole, parent):
            operator = field(statement_, "operator")
            return UseKind.ASSIGNMENT, {"target": True, "augmented": text(operator) not in ("", "=")}
    if kind in ("inc_statement", "dec_statement"):
        return UseKind.ASSIGNMENT, {"target": True, "augmented": True}
    if (case := _case(whole, around)) is not None:
        return UseKind.PATTERN, case
    if (asserted := _asserted(whole, around)) is not None:
        return UseKind.ISINSTANCE, asserted
    return None


def _composite(whole: Node, around: list[Node]) -> Details | None:
    """`Square{...}`, `pkg.Options{...}`, `List[int]{...}`: the site names the literal's type."""
    index = 1 if around and around[0].type == "generic_type" and field(around[0], "type") == whole else 0
    if index >= len(around):
        return None
    literal = around[index]
    if literal.type != "composite_literal" or field(literal, "type") != (around[index - 1] if index else whole):
        return None
    body = field(literal, "body")
    elements = [c for c in body.named_children if c.type != "comment"] if body is not None else []
    return {"callee_text": text(field(literal, "type")), "composite": True, "elements": len(elements),
            "keyed": any(c.type == "keyed_element" for c in elements), "result": _result(literal)}


def _embedding(whole: Node, around: list[Node]) -> Details | None:
    """A struct's embedded field (`Base`, `*Base`, `pkg.Base`) or an interface's embedded interface."""
    index, pointer = 0, False
    while index < len(around) and around[index].type in ("pointer_type", "generic_type"):
        pointer = pointer or around[index].type == "pointer_type"
        index += 1
    if index >= len(around):
        return None
    holder, typed = around[index], (around[index - 1] if index else whole)
    if holder.type == "field_declaration" and field(holder, "type") == typed \
            and not holder.children_by_field_name("name"):
        # The grammar writes `*Base` in a struct as the field's own `*` token, not as a pointer type.
        return {"embedded": True, "pointer": pointer or any(c.type == "*" for c in holder.children)}
    if holder.type == "type_elem" and holder.named_child_count == 1 and holder.parent is not None \
            and holder.parent.type == "interface_type":
        return {"embedded": True, "interface": True}
    return None


def _case(whole: Node, around: list[Node]) -> Details | None:
    """A type switch's case (`case *Square, Circle:`) or an expression switch's (`case KindA:`)."""
    index = 0
    while index < len(around) and around[index].type in ("pointer_type", "generic_type", "slice_type"):
        index += 1
    if index < len(around) and around[index].type == "type_case":
        case = around[index]
        if (around[index - 1] if index else whole) in _types_of(case):
            return _switch_details(case, True)
    if around and around[0].type == "expression_list" and len(around) > 1 and around[1].type == "expression_case" \
            and field(around[1], "value") == around[0]:
        return _switch_details(around[1], False)
    return None


def _switch_details(case: Node, types: bool) -> Details:
    """The switch's `match_line`, its `cases` (their labels) and whether it has a `default`."""
    switch = case.parent
    arms = [c for c in switch.named_children if c.type in _CASES] if switch is not None else [case]
    labels = sum(len(_types_of(c)) if types else len((field(c, "value") or c).named_children)
                 for c in arms if c.type != "default_case")
    details: Details = {"match_line": (switch or case).start_point.row + 1, "cases": labels,
                        "default": any(c.type == "default_case" for c in arms)}
    if types:
        details["type_switch"] = True
    return details


def _types_of(case: Node) -> list[Node]:
    """A type case's types (the grammar's `type` field also holds the commas between them)."""
    return [t for t in case.children_by_field_name("type") if t.is_named]


def _asserted(whole: Node, around: list[Node]) -> Details | None:
    """`x.(*Square)`: the site names the asserted type; `checked` for the comma-ok form."""
    index = 0
    while index < len(around) and around[index].type in ("pointer_type", "generic_type", "slice_type"):
        index += 1
    if index >= len(around) or around[index].type != "type_assertion_expression":
        return None
    assertion = around[index]
    if field(assertion, "type") != (around[index - 1] if index else whole):
        return None
    values = assertion.parent
    holder = values.parent if values is not None and values.type == "expression_list" else None
    left = field(holder, "left") if holder is not None else None
    return {"assertion": True, "checked": left is not None and left.named_child_count == 2}


def _annotation_details(around: list[Node]) -> Details:
    """Where the type is named: a method's receiver, a parameter, a result, a field, a conversion."""
    child: Node | None = None
    for holder in around:
        if holder.type == "method_declaration":
            if child == field(holder, "receiver"):
                return {"receiver": True}
            if child == field(holder, "result"):
                return {"result": True}
            return {"parameter": True} if child == field(holder, "parameters") else {}
        if holder.type in ("function_declaration", "func_literal", "method_elem", "function_type"):
            if child == field(holder, "result"):
                return {"result": True}
            return {"parameter": True} if child == field(holder, "parameters") else {}
        if holder.type == "field_declaration":
            return {"field": True}
        if holder.type.endswith("_statement") or holder.type in ("var_spec", "const_spec", "type_spec"):
            return {}
        child = holder
    return {}


def _arguments(arguments: Node | None) -> Details:
    if arguments is None:
        return {"arguments": 0, "spread": False}
    values = [c for c in arguments.named_children if c.type != "comment"]
    return {"arguments": len(values), "spread": any(c.type == "variadic_argument" for c in values)}


def _spawned(call: Node) -> Details:
    """`go f()` and `defer f()`: the call runs later, its value is dropped."""
    parent = call.parent
    if parent is not None and parent.type in ("go_statement", "defer_statement"):
        return {parent.type.removesuffix("_statement"): True}
    return {}


def _result(expression: Node) -> str:
    """What is done with a value (a call's, a selector's): discarded, assigned, returned, argument, member
    (`f().x`, `f()[0]`), compared, condition, iterated or other."""
    child, parent = expression, expression.parent
    while parent is not None and parent.type in _PASSES_ON and not (
            parent.type == "unary_expression" and text(field(parent, "operator")) == "!"):
        child, parent = parent, parent.parent
    kind = parent.type if parent is not None else ""
    if kind in ("expression_statement", "go_statement", "defer_statement"):
        return "discarded"
    if kind in ("short_var_declaration", "assignment_statement", "var_spec", "const_spec", "keyed_element",
                "literal_element", "send_statement"):
        return "assigned"
    if kind == "return_statement":
        return "returned"
    if kind == "argument_list":
        return "argument"
    if kind in ("selector_expression", "index_expression", "slice_expression", "call_expression",
                "type_assertion_expression"):
        return "member"
    if kind == "binary_expression":
        operator = text(field(parent, "operator"))
        return "compared" if operator in _COMPARISONS else "condition" if operator in ("&&", "||") else "other"
    if kind == "unary_expression" or (kind in ("if_statement", "for_statement")
                                      and field(parent, "condition") == child):
        return "condition"
    if kind == "range_clause":
        return "iterated"
    return "other"


def _import_details(spec: Node) -> Details:
    path = field(spec, "path")
    module = text(path).strip('"`')
    name = field(spec, "name")
    details: Details = {"module": module, "imported": module.rsplit("/", 1)[-1], "alias": text(name)}
    return details


def _reference_details(node: Node, parent: Node | None, around: list[Node]) -> Details:
    if parent is None:
        return {}
    if parent.type == "literal_element" and len(around) > 1 and around[1].type == "keyed_element" \
            and field(around[1], "key") == parent:
        return {"property_key": True}
    if parent.type == "selector_expression" and field(parent, "operand") == node:
        return {"member": text(field(parent, "field"))}
    return {}


def statement(node: Node, around: list[Node]) -> tuple[int, int]:
    """First and last line of the innermost statement holding `node`; of its head when `node` is in a
    compound statement's head (an `if` condition, a signature, a switch's tag, a case's labels)."""
    child = node
    for current in [node, *around]:
        kind = current.type
        if current is not node and kind in _BODIES:
            body = field(current, _BODIES[kind])
            if body is not None and child != body and child.end_byte <= body.start_byte:
                return current.start_point.row + 1, body.start_point.row + 1
        if current is not node and kind in _CASES and child.type != "statement_list":
            labels = [c for c in current.named_children if c.type != "statement_list"]
            last = max((c.end_point.row for c in labels), default=current.start_point.row)
            return current.start_point.row + 1, last + 1
        if current is not node and kind in _SWITCHES and child.type not in _CASES:
            return current.start_point.row + 1, child.end_point.row + 1
        if kind.endswith(("_statement", "_declaration")) or kind in _STATEMENTS:
            return current.start_point.row + 1, current.end_point.row + 1
        child = current
    return node.start_point.row + 1, node.end_point.row + 1
