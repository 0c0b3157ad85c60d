"""The edits of a change on C and C++ (see edits.py), read with tree-sitter's C and C++ grammars.

A C function is declared in several places: its definition in a .c file, and prototypes (a header's,
an `extern`, a forward declaration in the same file) that are what its callers compile against. A change
made to the definition alone breaks nothing at the callers (their header still promises the old
function; only the link fails, which no checker runs), so each edit of a function is made to every
declaration of its name in the file it is given, and `elsewhere` makes the same edit in the other files
that declare it (the caller gives their texts), kept in `Change.others`:

- add_parameter: a last parameter `const char *encoding` (`(void)` and `()` become the one parameter;
  not after `...`), so that every call passes one argument too few;
- rename: the function's name in each declaration (a struct's field or another name: at its line only);
  after each, `#pragma GCC poison` of the old name (and in place of each declaration removed), so that
  the compiler reports every use of the name that is gone, not only the first of each file;
- optional_return: a function returning a value (`T`, not a pointer) returns a pointer that may be NULL
  (`T *`), C's way of a result that may be missing: each `return x;` of the definition returns the
  address of a static copy, so the body compiles and what breaks is every caller using the value;
- add_member: an enumerator after an enum's last (`KIND_EXTRA`, the enumerators' common prefix kept).
  C lets a switch leave an enumerator out: only a switch over the enum's type without a `default` is
  told, by -Wswitch, which the C checker makes an error (the switch no longer handles every value);
- remove: the definition and its prototypes taken out; remove_parameter: the parameter at its position
  (a prototype's may be unnamed); rename_parameter: in the definition only (a prototype's names are no
  contract in C: what breaks is the body's uses).

A `static` function is its file's own: its edit stays there (another file's function of the same name is
another function). C has no unions of types to narrow. Each edit is kept only when it adds no parse error
(real C files parse with errors around the macros tree-sitter cannot expand).

C++ (`grammar` CPP) is edited the same way, with what C++ adds: a method is declared in its class and
often defined out of it (`void Square::grow(double by) { ... }` in a .cpp file), so a function's
declarations are those of its name in the same scopes (namespaces and classes, cpp_scopes.py: `grow` of
`geo::Square`, not of another class) with the same parameter types (an overload is another function);
a new parameter goes before the first one with a default; nothing is poisoned (C++ declares no function
implicitly: g++ reports every use of a name that is gone); a member is added to an `enum class` too,
named as its members are (`Extra`, `kExtra`); and a `static` method is no file's own."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING

from .c_defs import name_of
from .c_uses import inner_declarator, storage_class
from .cpp_scopes import scope_of
from .edits_text import ByteEdit, Change, PyText, splice
from .trees import CPP, C, ancestors, field, nodes, parse_c, text

if TYPE_CHECKING:
    from tree_sitter import Node

NEW_PARAMETERS = ("encoding", "timeout", "strict", "retries", "context_id")
NEW_TYPE = "const char *"
RESULT = "kg_result_"  # the static copy whose address a function made to return a pointer returns
_HOLDERS = ("function_definition", "declaration", "field_declaration")  # (a field's: C++'s method declared)
_NAMES = ("identifier", "field_identifier", "qualified_identifier")


Scope = tuple[str, ...]  # a C++ declaration's namespaces and classes (cpp_scopes.scope_of)
Where = tuple[Scope, tuple[str, ...]]  # a C++ function's scopes and parameter types; None for C's
_TYPES = "\x1f"  # between the parameter types of a change's facts


def valid(edited: str, change: Change, before: str = "", grammar: str = C) -> Change | None:
    """The change when its text parses as well as the text before it did: a macro tree-sitter cannot
    expand (`LZ4LIB_API int f(void);`) leaves an error in real C files, which an edit must not add to."""
    return change if _errors(edited, grammar) <= (_errors(before, grammar) if before else 0) else None


def _kept(before: str, name: str, grammar: str, where: Where | None, change: Change) -> Change | None:
    """The change when valid, marked when the function is `static`: its file's own, a function of the same
    name in another file being another function; a C++ change carries the function's scopes and
    parameter types, by which `elsewhere` finds it."""
    if _static(before, name, grammar, where[0] if where else None):
        change = replace(change, facts={**change.facts, "static": "yes"})
    if where is not None:
        change = replace(change, facts={**change.facts, "scope": "::".join(where[0]), "types": _TYPES.join(where[1])})
    return valid(change.text, change, before, grammar)


def _static(text_: str, name: str, grammar: str = C, scope: Scope | None = None) -> bool:
    """Whether the function is its file's own: `static` outside a class, or in C++'s anonymous namespace."""
    return any((storage_class(holder) == "static" and not _in_class(holder)) or _anonymous(holder)
               for holder in _declarations(parse_c(text_, grammar).root, name, scope))


def _in_class(holder: Node) -> bool:
    return holder.parent is not None and holder.parent.type == "field_declaration_list"


def _anonymous(holder: Node) -> bool:
    return any(a.type == "namespace_definition" and field(a, "name") is None for a in ancestors(holder))


@lru_cache(maxsize=16)  # the file before an edit is counted for each of its edits
def _errors(text_: str, grammar: str = C) -> int:
    return sum(1 for node in nodes(parse_c(text_, grammar).root) if node.type == "ERROR" or node.is_missing)


def _result_type(holder: Node) -> str:
    """A function's result type as written: its type, or, after an export macro tree-sitter took for the
    type (`CMARK_GFM_EXPORT int f(...)`), the words it could not place."""
    declarator = field(holder, "declarator")
    errors = [c for c in holder.children if c.type == "ERROR" and declarator is not None
              and c.end_byte <= declarator.start_byte]
    return " ".join(text(e) for e in errors) if errors else text(field(holder, "type"))


def _declarator(holder: Node) -> Node | None:
    """The function declarator of a definition or a prototype (`f(int)` of `static int *f(int)`), None for
    anything else (a variable, a pointer to a function: `(*f)(int)`)."""
    current = field(holder, "declarator")
    while current is not None and current.type in ("pointer_declarator", "reference_declarator"):
        current = inner_declarator(current)
    if current is None or current.type != "function_declarator":
        return None
    named = field(current, "declarator")
    return current if named is not None and named.type in _NAMES else None


def _named(holder: Node) -> Node | None:
    """The function's own name in a declaration (`grow` of `Square::grow`)."""
    named = field(_declarator(holder), "declarator")
    while named is not None and named.type == "qualified_identifier":
        named = field(named, "name")
    return named


def _declarations(root: Node, name: str, scope: Scope | None = None) -> list[Node]:
    """Every definition and prototype of the function `name` in the file, in its order; of C++'s, those in
    the `scope` (when given)."""
    found = []
    for node in nodes(root):
        if node.type in _HOLDERS and _declarator(node) is not None and (named := _named(node)) is not None \
                and text(named) == name and (scope is None or scope_of(named) == scope):
            found.append(node)
    return found


def _types(holder: Node) -> tuple[str, ...]:
    """A declaration's parameter types, as told apart from an overload's."""
    return tuple(text(field(p, "type")) for p in _parameters(holder))


def _at(text_: str, line: int, name: str, grammar: str = C) -> tuple[bytes, list[Node], Node, Where | None] | None:
    """The file's bytes, every declaration of the function named at `line`, the one at `line`, and (C++)
    its scopes and parameter types."""
    tree = parse_c(text_, grammar)
    every = _declarations(tree.root, name)
    here = next((n for n in every if (named := _named(n)) is not None and named.start_point.row + 1 == line), None)
    if here is None:
        return None
    if grammar != CPP:
        return tree.source, every, here, None
    scope = scope_of(_named(here) or here)
    same = [n for n in _declarations(tree.root, name, scope) if _types(n) == _types(here)]
    return tree.source, same, here, (scope, _types(here))


def declares(text_: str, name: str, grammar: str = C, where: Where | None = None) -> int | None:
    """The line of the first declaration (or definition) of the function `name` in a file (of C++'s, in
    its scopes with its parameter types), None without one."""
    every = _declarations(parse_c(text_, grammar).root, name, where[0] if where else None)
    every = [n for n in every if where is None or _types(n) == where[1]]
    named = _named(every[0]) if every else None
    return named.start_point.row + 1 if named is not None else None


def _parameters(holder: Node) -> list[Node]:
    listed = field(_declarator(holder), "parameters")
    return [p for p in listed.named_children if p.type != "comment"] if listed is not None else []


def _names(holder: Node) -> list[str]:
    return [text(name_of(field(p, "declarator"))) for p in _parameters(holder)]


def add_parameter(text_: str, line: int, name: str, *, parameter: str | None = None, grammar: str = C) -> Change | None:
    found = _at(text_, line, name, grammar)
    if found is None:
        return None
    source, every, _, where = found
    taken = {n for holder in every for n in _names(holder)}
    new = parameter or next(p for p in NEW_PARAMETERS if p not in taken)
    if new in taken or any(p.type == "variadic_parameter" for holder in every for p in _parameters(holder)):
        return None
    edits = []
    for holder in every:
        listed = field(_declarator(holder), "parameters")
        assert listed is not None
        declared = _parameters(holder)
        void = len(declared) == 1 and text(declared[0]) == "void"
        defaulted = next((p for p in declared if p.type == "optional_parameter_declaration"), None)
        if not declared or void:
            edits.append((listed.start_byte + 1, listed.end_byte - 1, f"{NEW_TYPE}{new}"))
        elif defaulted is not None:  # C++: a required parameter goes before the first with a default
            edits.append((defaulted.start_byte, defaulted.start_byte, f"{NEW_TYPE}{new}, "))
        else:
            edits.append((declared[-1].end_byte, declared[-1].end_byte, f", {NEW_TYPE}{new}"))
    edited = splice(source, edits)
    # The name alone in backticks: scout reads the sentence back (`const char *encoding` read as no name)
    return _kept(text_, name, grammar, where, Change(edited, f"add a required parameter `{new}` (`{NEW_TYPE}{new}`)",
                                {"edit": "add_parameter", "parameter": new}))


def rename(text_: str, line: int, name: str, *, new_name: str, grammar: str = C) -> Change | None:
    """The function's name in each of its declarations in the file; None when `line` holds no function."""
    found = _at(text_, line, name, grammar)
    if found is None:
        return None
    source, every, _, where = found
    edits = []
    for holder in every:
        named = _named(holder)
        assert named is not None
        edits += [(named.start_byte, named.end_byte, new_name),
                  (holder.end_byte, holder.end_byte, _poison(name, grammar))]
    edited = splice(source, edits)
    return _kept(text_, name, grammar, where, Change(edited, f"rename to `{new_name}`",
                                                     {"edit": "rename", "new_name": new_name}))


def _poison(name: str, grammar: str) -> str:
    """After each declaration of a name that is gone: the compiler reports every later use of it. Without it
    gcc reports a call to an undeclared function once, at the first (which declares it implicitly), and
    says nothing of a second call in the same file. C++ declares nothing implicitly (and a method's name
    is often another class's too): nothing there."""
    return f"\n#pragma GCC poison {name}\n" if grammar == C else ""


def optional_return(text_: str, line: int, name: str, *, grammar: str = C) -> Change | None:
    found = _at(text_, line, name, grammar)
    if found is None:
        return None
    source, every, here, where = found
    edits: list[ByteEdit] = []
    old = _result_type(here)
    for holder in every:
        declarator = _declarator(holder)
        written = _result_type(holder)
        if declarator is None or field(holder, "declarator") != declarator or "void" in written.split() \
                or written in ("", "auto"):
            return None  # returns a pointer or a reference (it may be NULL already), nothing, or is a constructor
        edits.append((declarator.start_byte, declarator.start_byte, "*"))
        body = field(holder, "body")
        for node in nodes(body) if body is not None else []:
            value = node.named_children[0] if node.type == "return_statement" and node.named_children else None
            if value is not None:
                edits.append((node.start_byte, node.end_byte,
                              f"{{ static {written} {RESULT}; {RESULT} = ({text(value)}); return &{RESULT}; }}"))
    edited = splice(source, edits)
    words = f"make the result optional: it returns a pointer that may be NULL (`{old}` becomes `{old} *`)"
    return _kept(text_, name, grammar, where,
                 Change(edited, words, {"edit": "optional_return", "old": old, "new": f"{old} *"}))


def remove(text_: str, line: int, name: str, *, grammar: str = C) -> Change | None:
    """The function's definition and prototypes taken out."""
    found = _at(text_, line, name, grammar)
    if found is None:
        return None
    source, every, _, where = found
    if any(len(holder.children_by_field_name("declarator")) > 1 for holder in every):
        return None  # `int f(void), g(void);`: the other names would go with it
    edited = splice(source, [(holder.start_byte, holder.end_byte, _poison(name, grammar)) for holder in every])
    return _kept(text_, name, grammar, where, Change(edited, f"remove `{name}`", {"edit": "remove"}))


def remove_parameter(text_: str, line: int, name: str, *, parameter: str | None = None,
                     index: int | None = None, grammar: str = C) -> Change | None:
    """The parameter `parameter` (named in the declaration at `line`), or the one at `index`, taken out
    of each declaration, with the comma that joins it; `(void)` where it was the only one."""
    found = _at(text_, line, name, grammar)
    if found is None:
        return None
    source, every, here, where = found
    if index is None:
        names = _names(here)
        if not parameter or parameter not in names:
            return None
        index = names.index(parameter)
    edits = []
    for holder in every:
        declared = _parameters(holder)
        if len(declared) <= index or declared[index].type == "variadic_parameter":
            return None
        gone = declared[index]
        if len(declared) == 1:
            edits.append((gone.start_byte, gone.end_byte, "void"))
        elif index + 1 < len(declared):
            edits.append((gone.start_byte, declared[index + 1].start_byte, ""))
        else:
            edits.append((declared[index - 1].end_byte, gone.end_byte, ""))
    edited = splice(source, edits)
    said = parameter or f"#{index + 1}"
    return _kept(text_, name, grammar, where, Change(edited, f"remove the parameter `{said}`",
                                {"edit": "remove_parameter", "parameter": said, "index": str(index)}))


def rename_parameter(text_: str, line: int, name: str, *, parameter: str | None, new_name: str | None,
                     grammar: str = C) -> Change | None:
    """`parameter` renamed in the definition's list only: its body's uses keep the old name."""
    found = _at(text_, line, name, grammar)
    if found is None or not parameter or not new_name:
        return None
    source, _, here, where = found
    for declared in _parameters(here):
        named = name_of(field(declared, "declarator"))
        if named is not None and text(named) == parameter:
            edited = splice(source, [(named.start_byte, named.end_byte, new_name)])
            return _kept(text_, name, grammar, where,
                         Change(edited, f"rename the parameter `{parameter}` to `{new_name}`",
                                {"edit": "rename_parameter", "parameter": parameter, "new_name": new_name}))
    return None


def add_member(text_: str, line: int, name: str, *, grammar: str = C) -> Change | None:
    """An enumerator after the last of the enum named at `line` (`enum kind {` or a typedef's name; C++'s
    `enum class Kind {` too)."""
    tree = parse_c(text_, grammar)
    lines = text_.split("\n")
    column = PyText.word_at(lines[line - 1], name) if 1 <= line <= len(lines) else None
    node = tree.at(line, column, name) if column is not None else None
    holder = node.parent if node is not None else None
    if holder is not None and holder.type == "type_definition":
        holder = field(holder, "type")
    listed = field(holder, "body") if holder is not None and holder.type == "enum_specifier" else None
    members = [m for m in listed.named_children if m.type == "enumerator"] if listed is not None else []
    if not members:
        return None
    written = [text(field(m, "name")) for m in members]
    prefix = written[0]
    while not all(w.startswith(prefix) for w in written):
        prefix = prefix[:-1]
    prefix = prefix[:prefix.rfind("_") + 1] if "_" in prefix else ""
    member = f"{prefix}{_extra(written)}"
    if member in written or member in text_:
        return None
    last = members[-1]
    following = last.next_sibling
    comma = following is not None and following.type == ","
    # On a line of its own, indented as the last one, when the enumerators are one a line.
    gap = f"\n{' ' * last.start_point.column}" if last.start_point.row > members[0].start_point.row \
        or last.start_point.row > listed.start_point.row else " "  # type: ignore[union-attr]
    at = following.end_byte if comma and following is not None else last.end_byte
    edit = (at, at, f"{gap}{member}," if comma else f",{gap}{member}")
    edited = splice(tree.source, [edit])
    return _kept(text_, name, grammar, None, Change(edited, f"add a member `{member}`",
                                                    {"edit": "add_member", "member": member}))


def _extra(written: list[str]) -> str:
    """The new member's name, written as the others are: EXTRA, kExtra (C++'s constants), Extra, extra."""
    if all(w.isupper() for w in written):
        return "EXTRA"
    if all(len(w) > 1 and w[0] == "k" and w[1].isupper() for w in written):
        return "kExtra"
    return "Extra" if all(w[:1].isupper() for w in written) else "extra"


def elsewhere(change: Change, files: Mapping[str, str], name: str, grammar: str = C) -> Change | None:
    """The change made to the function's declarations in the other files too (`files`: path -> text, the
    edited file left out): its prototypes in headers, an `extern`; of C++, a method's body out of its
    class (the same scopes and parameter types). None when one of them cannot take it."""
    others: dict[str, tuple[str, str]] = {}
    facts = change.facts
    if facts.get("static"):
        return change  # cmark-gfm's renderers each define a `static void S_render_node(...)` of their own
    where: Where | None = None
    if "scope" in facts:
        where = (tuple(p for p in facts["scope"].split("::") if p),
                 tuple(facts["types"].split(_TYPES)) if facts.get("types") else ())
    for path, before in files.items():
        line = declares(before, name, grammar, where)
        if line is None or _static(before, name, grammar, where[0] if where else None):
            continue
        kind = facts.get("edit")
        if kind == "add_parameter":
            made = add_parameter(before, line, name, parameter=facts["parameter"], grammar=grammar)
        elif kind == "rename":
            made = rename(before, line, name, new_name=facts["new_name"], grammar=grammar)
        elif kind == "optional_return":
            made = optional_return(before, line, name, grammar=grammar)
        elif kind == "remove":
            made = remove(before, line, name, grammar=grammar)
        elif kind == "remove_parameter":
            made = remove_parameter(before, line, name, index=int(facts["index"]), grammar=grammar)
        else:
            continue  # a parameter's rename, a member added: the one file's
        if made is None:
            return None
        others[path] = (before, made.text)
    return replace(change, others={**change.others, **others})
