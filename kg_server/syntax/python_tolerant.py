"""How each use site is used in a Python file the running interpreter cannot parse: newer syntax than it
reads (a `type X = ...` alias on Python 3.11) or a syntax error. tree-sitter's Python grammar reads such a
file all the same, marking only what it cannot read as ERROR nodes, and the kinds are named as
python_uses names them from `ast`, with the same details.

Every usage carries `parse_error`, Python's own complaint about the file: what a reader learns here comes
from a grammar that recovered from it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import PurePosixPath
from typing import Any

from .model import Site, Usage, UseKind, is_test_path
from .python_chains import NEVER_NAMES
from .python_uses import TYPE_FACTORIES, TYPE_FORMS
from .trees import Node, SyntaxTree, ancestors, field, lines_of, nodes, text

Details = dict[str, Any]

_SCOPES = frozenset({"function_definition", "class_definition", "lambda", "module"})
_PARAMETER_HOLDERS = frozenset({"typed_parameter", "default_parameter", "typed_default_parameter",
                                "list_splat_pattern", "dictionary_splat_pattern"})
# What an unpacking target is made of (`a, (b, *c) = ...`).
_UNPACKING = frozenset({"pattern_list", "tuple_pattern", "list_pattern", "tuple", "list", "expression_list",
                        "parenthesized_expression", "list_splat_pattern", "list_splat"})
# Where a binding's target is: the node type and the field holding it.
_TARGET_FIELDS = {"assignment": "left", "augmented_assignment": "left", "for_statement": "left",
                  "for_in_clause": "left", "named_expression": "name"}
_HEADS = frozenset({"function_definition", "class_definition", "decorator", "case_clause", "except_clause",
                    "elif_clause", "else_clause"})
# Heads that end where `ast` ends them, on their colon; the others end the line before their body's first
# statement, as python_tree reads them.
_COLON_HEADS = frozenset({"case_clause", "except_clause", "match_statement"})
_IMPORTS = ("import_statement", "import_from_statement", "future_import_statement")
# What is done with a call's value, by the node around it (python_uses' words for it).
_RESULTS = {kind: result for result, kinds in (
    ("discarded", "expression_statement"),
    ("assigned", "assignment augmented_assignment named_expression as_pattern"), ("entered", "with_item"),
    ("returned", "return_statement yield lambda"), ("argument", "argument_list keyword_argument"),
    ("member", "attribute subscript call"), ("compared", "comparison_operator"),
    ("condition", "if_statement elif_clause while_statement conditional_expression assert_statement "
                  "boolean_operator not_operator unary_operator"),
    ("iterated", "for_statement for_in_clause if_clause")) for kind in kinds.split()}
_CASE_OPERATORS = frozenset({"==", "!=", "is", "is not"})


def classify_tolerant(text_: str, sites: Sequence[Site], path: str, error: str) -> list[Usage]:
    """One usage per site, in order, each with `parse_error` (see Usage for the kinds and their details)."""
    reader = _Reader(SyntaxTree("python", text_), path)
    usages = []
    for site in sites:
        kind, lines, details = reader.usage(site)
        usages.append(Usage(kind, lines, {**details, "parse_error": error, "in_test": reader.in_test}))
    return usages


class _Reader:
    def __init__(self, tree: SyntaxTree, path: str) -> None:
        self.tree = tree
        self.package_init = PurePosixPath(path.replace("\\", "/")).name == "__init__.py"
        self.in_test = is_test_path(path)
        self._bindings: dict[tuple[int, str], tuple[int, int]] | None = None

    def usage(self, site: Site) -> tuple[UseKind, tuple[int, int], Details]:
        if not 1 <= site.line <= len(self.tree.lines.lines):
            return UseKind.REFERENCE, (site.line, site.line), {}
        node = self.tree.at(site.line, site.column, site.name)
        if node is None or node.type == "module":
            return UseKind.REFERENCE, (site.line, site.line), {}
        if node.type not in ("identifier", "string_content", "string", "__future__", "_"):
            # No name here (a soft keyword as `match`): the whole statement, as python_tree.statement_at.
            holder = next((a for a in (node, *ancestors(node)) if a.type.endswith(("_statement", "_definition"))), node)
            return UseKind.REFERENCE, lines_of(holder), {}
        kind, details = self._kind(node)
        return kind, _statement(node), details

    def _kind(self, node: Node) -> tuple[UseKind, Details]:
        parent = node.parent
        if node.type == "__future__":
            return UseKind.IMPORT, {"module": "__future__"}
        if node.type == "_":  # `case _:` binds nothing, but ast reads it as a capture
            return UseKind.ASSIGNMENT, {"target": True, "augmented": False}
        if node.type in ("string_content", "string") and parent is not None:
            return self._string(node if node.type == "string" else parent)
        if node.type != "identifier" or parent is None:
            return UseKind.REFERENCE, {}
        if parent.type in ("function_definition", "class_definition") and field(parent, "name") == node:
            return UseKind.DEFINITION, {}
        if _is_parameter(node, parent):
            return UseKind.DEFINITION, {"parameter": True}
        if parent.type == "keyword_argument" and field(parent, "name") == node:
            return UseKind.REFERENCE, {"keyword": text(node)}
        if (statement := _up_to(node, _IMPORTS)) is not None:
            return self._import(node, statement)
        whole = parent if parent.type == "attribute" and field(parent, "attribute") == node else node
        return self._expression(whole)

    def _expression(self, node: Node) -> tuple[UseKind, Details]:
        if (target := self._target(node)) is not None:
            return target
        parent = node.parent
        if parent is not None and parent.type == "call" and field(parent, "function") == node:
            details = {"callee_text": text(node), **_arguments(field(parent, "arguments")), "result": _result(parent)}
            return (UseKind.DECORATOR if _parent_type(parent) == "decorator" else UseKind.CALL), details
        if parent is not None and parent.type == "decorator":
            return UseKind.DECORATOR, {"callee_text": text(node)}
        if (inherited := _subclass(node, parent)) is not None:
            return inherited
        if (checked := _isinstance(node)) is not None:
            return UseKind.ISINSTANCE, checked
        whole = node
        while _parent_type(whole) == "attribute" and field(whole.parent, "object") == whole:
            whole = whole.parent  # type: ignore[assignment]
        if (pattern := _pattern(node, whole)) is not None:
            return pattern
        if _in_type(node):
            return UseKind.ANNOTATION, {}
        if node.type == "attribute":
            receiver = field(node, "object")
            while receiver is not None and receiver.type == "parenthesized_expression" and receiver.named_children:
                receiver = receiver.named_children[0]  # (ast keeps no parentheses)
            return UseKind.ATTRIBUTE, {"object_text": text(receiver)}
        if parent is not None and parent.type == "attribute":
            return UseKind.REFERENCE, {"member": text(field(parent, "attribute"))}
        return UseKind.REFERENCE, {}

    def _target(self, node: Node) -> tuple[UseKind, Details] | None:
        """A name or attribute bound or deleted here: the first binding of a module's or a class's name (or
        of `self.x` in a method) defines it, the others assign it."""
        holder = _binding_holder(node)
        if holder is None:
            return None
        if holder.type == "delete_statement":
            return UseKind.ASSIGNMENT, {"target": True, "delete": True}
        if holder.type == "type_alias_statement":
            return UseKind.DEFINITION, {}
        augmented = holder.type == "augmented_assignment"
        key = self._binding_key(node)
        if not augmented and key is not None and self._first_bindings().get(key) == node.start_point:
            return UseKind.DEFINITION, {}
        return UseKind.ASSIGNMENT, {"target": True, "augmented": augmented}

    def _binding_key(self, node: Node) -> tuple[int, str] | None:
        scope = next((a for a in ancestors(node) if a.type in _SCOPES), None)
        if scope is None:
            return None
        if node.type == "identifier":
            return (scope.id, text(node)) if scope.type in ("module", "class_definition") else None
        owner = next((a for a in ancestors(scope) if a.type in _SCOPES), None)
        parameters = field(scope, "parameters")
        first = next((c for c in parameters.named_children), None) if parameters is not None else None
        receiver = field(node, "object")
        if (scope.type == "function_definition" and owner is not None and owner.type == "class_definition"
                and first is not None and receiver is not None and text(first) == text(receiver)):
            return owner.id, text(field(node, "attribute"))
        return None

    def _first_bindings(self) -> dict[tuple[int, str], tuple[int, int]]:
        if self._bindings is None:
            self._bindings = {}
            for node in nodes(self.tree.root):
                if node.type in ("identifier", "attribute") and _binding_holder(node) is not None:
                    key = self._binding_key(node)
                    if key is not None and key not in self._bindings:
                        self._bindings[key] = node.start_point  # (the walk goes in the file's order)
        return self._bindings

    def _import(self, node: Node, statement: Node) -> tuple[UseKind, Details]:
        module_node = field(statement, "module_name")
        module = "__future__" if statement.type == "future_import_statement" else text(module_node)
        if module_node is not None and module_node.start_byte <= node.start_byte < module_node.end_byte:
            return UseKind.IMPORT, {"module": module}
        name = node.parent
        while name is not None and name.type not in ("dotted_name", "aliased_import"):
            name = name.parent
        if name is not None and _parent_type(name) == "aliased_import":
            name = name.parent
        imported = text(field(name, "name") if name is not None and name.type == "aliased_import" else name)
        alias = text(field(name, "alias")) if name is not None and name.type == "aliased_import" else ""
        from_import = statement.type != "import_statement"
        bound = alias or (imported if from_import else imported.split(".")[0])
        details = {"module": module if from_import else imported, "imported": imported, "alias": alias}
        exported = {text(s)[1:-1] for s in _all_strings(self.tree.root)}
        relative = from_import and module.startswith(".")
        if alias == imported or bound in exported or (self.package_init and relative and not bound.startswith("_")):
            return UseKind.RE_EXPORT, details
        return UseKind.IMPORT, details

    def _string(self, string: Node) -> tuple[UseKind, Details]:
        if any(s == string for s in _all_strings(self.tree.root)):
            return UseKind.RE_EXPORT, {"module": "", "all": True}
        if _in_type(string):
            return UseKind.ANNOTATION, {"string": True}
        return UseKind.REFERENCE, {"string": True}


def _parent_type(node: Node | None) -> str:
    return node.parent.type if node is not None and node.parent is not None else ""


def _up_to(node: Node, kinds: tuple[str, ...]) -> Node | None:
    """The nearest ancestor of one of `kinds`, below the statement holding `node`."""
    for current in ancestors(node):
        if current.type in kinds:
            return current
        if current.type.endswith("_statement") or current.type in _SCOPES:
            return None
    return None


def _statement(node: Node) -> tuple[int, int]:
    """First and last line of the innermost statement holding `node`; of its head (up to the colon) when
    `node` is in a compound statement's head, as python_tree reads it."""
    for current in (node, *ancestors(node)):
        kind = current.type
        if kind == "module":
            break
        if not (kind.endswith("_statement") or kind in _HEADS):
            continue
        body = next((c for c in current.children if c.type == "block"), None)
        if body is None or node.end_byte > body.start_byte:
            return lines_of(current)
        colon = next(c for c in reversed(current.children[:current.children.index(body)]) if c.type != "comment")
        first = next((c for c in body.named_children if c.type != "comment"), None)
        if kind in _COLON_HEADS or first is None:
            return current.start_point.row + 1, colon.end_point.row + 1
        if first.type == "decorated_definition" and (defined := field(first, "definition")) is not None:
            first = defined  # (ast starts a decorated definition at its `def`)
        shares_line = first.start_point.row == colon.end_point.row
        return current.start_point.row + 1, max(current.start_point.row, first.start_point.row - 1 + shares_line) + 1
    return lines_of(node)


def _is_parameter(node: Node, parent: Node) -> bool:
    if parent.type in ("parameters", "lambda_parameters"):
        return True
    if parent.type in ("list_splat_pattern", "dictionary_splat_pattern") and parent.parent is not None \
            and parent.parent.type == "typed_parameter":
        node, parent = parent, parent.parent  # `*args: int`: the typed parameter holds the splat
    if parent.type not in _PARAMETER_HOLDERS or _parent_type(parent) not in ("parameters", "lambda_parameters"):
        return False
    named = field(parent, "name")
    return named == node if named is not None else parent.named_children[0] == node


def _binding_holder(node: Node) -> Node | None:
    """The statement or expression binding `node` (or deleting it), if `node` is its target."""
    child, parent = node, node.parent
    while parent is not None and parent.type in _UNPACKING:
        child, parent = parent, parent.parent
    if parent is None:
        return None
    if parent.type == "type" and _parent_type(parent) == "type_alias_statement":
        return parent.parent if field(parent.parent, "left") == parent else None
    if parent.type in ("delete_statement", "as_pattern_target"):
        return parent
    return parent if field(parent, _TARGET_FIELDS.get(parent.type, "")) == child else None


def _arguments(arguments: Node | None) -> Details:
    if arguments is not None and arguments.type == "generator_expression":
        return {"positional": 1, "keywords": [], "star_args": False, "star_kwargs": False}
    items = [c for c in arguments.named_children if c.type != "comment"] if arguments is not None else []
    return {"positional": sum(c.type not in ("keyword_argument", "list_splat", "dictionary_splat") for c in items),
            "keywords": [text(field(c, "name")) for c in items if c.type == "keyword_argument"],
            "star_args": any(c.type == "list_splat" for c in items),
            "star_kwargs": any(c.type == "dictionary_splat" for c in items)}


def _result(call: Node) -> str:
    """What is done with a call's value, as python_uses says it."""
    child, parent = call, call.parent
    while parent is not None and parent.type in ("await", "list_splat", "parenthesized_expression"):
        child, parent = parent, parent.parent
    if parent is None:
        return "other"
    if parent.type == "call" and field(parent, "function") != child:
        return "argument"
    if parent.type == "dictionary_splat":
        return "argument" if _parent_type(parent) == "argument_list" else "other"
    if parent.type == "subscript" and len(parent.children_by_field_name("subscript")) > 1:
        return "other"  # (one of several indexes: ast holds them in a tuple)
    if parent.type == "as_pattern" and _parent_type(parent) == "with_item":
        return "entered"  # `with f() as x:`
    return _RESULTS.get(parent.type, "other")


def _subclass(node: Node, parent: Node | None) -> tuple[UseKind, Details] | None:
    base = parent if parent is not None and parent.type == "subscript" and field(parent, "value") == node else node
    holder = base.parent
    if holder is not None and holder.type == "keyword_argument" and text(field(holder, "name")) == "metaclass" \
            and field(holder, "value") == node:
        holder = holder.parent
        return (UseKind.SUBCLASS, {"metaclass": True}) if _is_bases(holder) else None
    return (UseKind.SUBCLASS, {}) if _is_bases(holder) else None


def _is_bases(node: Node | None) -> bool:
    return node is not None and node.type == "argument_list" and _parent_type(node) == "class_definition"


def _isinstance(node: Node) -> Details | None:
    container, parent = node, node.parent
    while parent is not None and (parent.type in ("tuple", "parenthesized_expression")
                                  or (parent.type == "binary_operator" and text(field(parent, "operator")) == "|")):
        container, parent = parent, parent.parent  # isinstance(x, (A, B)), isinstance(x, A | B)
    if parent is not None and parent.type == "as_pattern" and parent.named_children[0] == container:
        container, parent = parent, parent.parent
    if parent is not None and parent.type == "except_clause":
        handlers = [c for c in parent.parent.children if c.type == "except_clause"] if parent.parent else [parent]
        return {"except": True, "chain": len(handlers), "assert_never": False}
    call = parent.parent if parent is not None and parent.type == "argument_list" else None
    if call is None or _callee_name(field(call, "function")) not in ("isinstance", "issubclass"):
        return None
    arguments = parent.named_children if parent is not None else []
    if len(arguments) < 2 or arguments[1] != container:
        return None
    details = _chain(call, _has_isinstance)
    details["assert_never"] = details["assert_never"] or details["raises"]  # as python_uses reads an else: raise
    return details


def _pattern(node: Node, whole: Node) -> tuple[UseKind, Details] | None:
    case = _up_to(node, ("case_pattern",))
    if case is not None:
        name = node.parent
        capture = name is not None and name.type == "dotted_name" and name.named_child_count == 1
        if capture and _parent_type(name) not in ("class_pattern", "keyword_pattern"):  # `case x:` binds x
            return UseKind.ASSIGNMENT, {"target": True, "augmented": False}
        return UseKind.PATTERN, _match(case)
    parent = whole.parent
    if parent is not None and parent.type in ("tuple", "list", "set"):
        parent = parent.parent
        if parent is None or parent.type != "comparison_operator" or not set(_operators(parent)) <= {"in", "not in"}:
            return None
    elif not (parent is not None and parent.type == "comparison_operator" and parent.named_children[0] != whole
              and set(_operators(parent)) <= _CASE_OPERATORS and _names_constant(whole)):
        return None
    details = _chain(parent, _has_comparison)
    if "match_line" not in details:
        return None  # (not an if's condition)
    details["cases"] = details.pop("chain")
    return UseKind.PATTERN, {"comparison": True, **details}


def _operators(comparison: Node) -> list[str]:
    """A comparison's operators (`is not` and `not in` one each)."""
    found: list[str] = []
    for child in comparison.children:
        if child.is_named:
            continue
        if found and child.type in ("not", "in") and found[-1] in ("is", "not"):
            found[-1] += " " + child.type
        else:
            found.append(child.type)
    return found


def _names_constant(node: Node) -> bool:
    """`Kind.A`, `RED`: a name or member capitalised at either end, as cases are written."""
    head = node
    while head.type == "attribute" and field(head, "object") is not None:
        head = field(head, "object")  # type: ignore[assignment]
    last = text(field(node, "attribute")) if node.type == "attribute" else text(node)
    return last[:1].isupper() or (head.type == "identifier" and text(head)[:1].isupper())


def _match(case_pattern: Node) -> Details:
    """The match statement a case pattern belongs to, as python_chains.match_details says it."""
    match = next((a for a in ancestors(case_pattern) if a.type == "match_statement"), None)
    if match is None:
        return {"match_line": case_pattern.start_point.row + 1, "cases": 1, "default": False, "assert_never": False,
                "raises": False}
    cases = [c for c in nodes(match) if c.type == "case_clause"]
    defaults = [c for c in cases if field(c, "guard") is None and _irrefutable(c)]
    body = field(defaults[0], "consequence") if defaults else None
    return {"match_line": match.start_point.row + 1, "cases": len(cases) - len(defaults), "default": bool(defaults),
            "assert_never": _calls_never(body), "raises": _raises(body)}


def _irrefutable(case: Node) -> bool:
    patterns = [c for c in case.named_children if c.type == "case_pattern"]
    return len(patterns) == 1 and (text(patterns[0]) == "_" or (
        patterns[0].named_child_count == 1 and patterns[0].named_children[0].type == "dotted_name"
        and patterns[0].named_children[0].named_child_count == 1))


def _chain(node: Node, tested: Callable[[Node | None], bool]) -> Details:
    """The if/elif chain whose condition holds `node`, as python_chains.chain_details says it: how many
    links test what `tested` finds, its first line, and what runs when no link matched (its `else`, or for
    a run of ifs that each test the same way, the statement after them)."""
    child, parent = node, node.parent
    while parent is not None and parent.type in ("boolean_operator", "not_operator", "parenthesized_expression"):
        child, parent = parent, parent.parent
    if parent is None or parent.type not in ("if_statement", "elif_clause") or field(parent, "condition") != child:
        return {"chain": 1, "default": False, "assert_never": False, "raises": False}
    top = parent.parent if parent.type == "elif_clause" and parent.parent is not None else parent
    body = [c for c in top.parent.named_children if c.type != "comment"] if top.parent is not None else [top]
    index = body.index(top)
    start = index
    while start > 0 and body[start - 1].type == "if_statement" and field(body[start - 1], "alternative") is None \
            and tested(field(body[start - 1], "condition")):
        start -= 1
    links: list[Node] = []
    ending: list[Node] = []
    for position in range(start, len(body)):
        statement = body[position]
        if not (statement.type == "if_statement" and (position == index or tested(field(statement, "condition")))):
            ending = [statement]
            break
        links += [statement, *(c for c in statement.children if c.type == "elif_clause")]
        otherwise = next((field(c, "body") for c in statement.children if c.type == "else_clause"), None)
        if otherwise is not None:
            ending = [c for c in otherwise.named_children if c.type != "comment"]
            break
    return {"chain": sum(tested(field(link, "condition")) for link in links),
            "match_line": links[0].start_point.row + 1, "default": bool(ending),
            "assert_never": any(_calls_never(s) for s in ending),
            "raises": any(s.type == "raise_statement" for s in ending)}


def _has_isinstance(test: Node | None) -> bool:
    return test is not None and any(
        n.type == "call" and _callee_name(field(n, "function")) in ("isinstance", "issubclass") for n in nodes(test))


def _has_comparison(test: Node | None) -> bool:
    return test is not None and any(n.type == "comparison_operator" for n in nodes(test))


def _callee_name(node: Node | None) -> str:
    if node is not None and node.type == "attribute":
        return text(field(node, "attribute"))
    return text(node) if node is not None and node.type == "identifier" else ""


def _calls_never(body: Node | None) -> bool:
    return body is not None and any(n.type == "call" and _callee_name(field(n, "function")) in NEVER_NAMES
                                    for n in nodes(body))


def _raises(body: Node | None) -> bool:
    return body is not None and any(c.type == "raise_statement" for c in body.named_children)


def _in_type(node: Node) -> bool:
    """Whether `node` is in a type position: an annotation, a return type, a type alias's value, a `cast`'s
    type, a TypeVar's bound, the inside of `Optional[...]` and its kin (tree-sitter marks the first three)."""
    child = node
    for current in ancestors(node):
        if current.type == "type" or (_is_bases(current) and child != node):
            return True  # (a base's type arguments and module are read as types, as python_uses reads them)
        if current.type == "subscript" and field(current, "value") != child \
                and _callee_name(field(current, "value")) in TYPE_FORMS:
            return True
        if current.type == "argument_list" and current.parent is not None and current.parent.type == "call":
            name = _callee_name(field(current.parent, "function"))
            index = current.named_children.index(child) if child in current.named_children else -1
            if (name == "cast" and index == 0) or (name in TYPE_FACTORIES and index >= 1):
                return True
        if current.type == "keyword_argument" and text(field(current, "name")) == "bound":
            return True
        if current.type == "assignment" and child == field(current, "right"):
            return text(field(current, "type")).rsplit(".", 1)[-1] == "TypeAlias" or _is_type_expression(child)
        if current.type.endswith("_statement") or current.type in _SCOPES:
            return False
        child = current
    return False


def _is_type_expression(value: Node) -> bool:
    """A value that can only be a type alias: `Optional[...]` and its kin, or a union of them."""
    if value.type == "subscript":
        return _callee_name(field(value, "value")) in TYPE_FORMS
    if value.type == "binary_operator" and text(field(value, "operator")) == "|":
        sides = (field(value, "left"), field(value, "right"))
        return any(s is not None and (_is_type_expression(s) or s.type == "none") for s in sides)
    return False


def _all_strings(root: Node) -> list[Node]:
    """The strings of the module's `__all__ = [...]` (and `+=`)."""
    found = []
    for statement in root.named_children:
        assignment = statement.named_children[0] if statement.type == "expression_statement" \
            and statement.named_child_count else None
        if assignment is not None and assignment.type in ("assignment", "augmented_assignment") \
                and text(field(assignment, "left")) == "__all__":
            value = field(assignment, "right")
            found += [c for c in (value.named_children if value is not None else []) if c.type == "string"]
    return found
