"""The edits of a change on C (see edits.py), read with tree-sitter's C grammar.

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
(real C files parse with errors around the macros tree-sitter cannot expand)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING

from .c_defs import name_of
from .c_uses import storage_class
from .edits_text import ByteEdit, Change, PyText, splice
from .trees import field, nodes, parse_c, text

if TYPE_CHECKING:
    from tree_sitter import Node

NEW_PARAMETERS = ("encoding", "timeout", "strict", "retries", "context_id")
NEW_TYPE = "const char *"
RESULT = "kg_result_"  # the static copy whose address a function made to return a pointer returns
_HOLDERS = ("function_definition", "declaration")


def valid(edited: str, change: Change, before: str = "") -> Change | None:
    """The change when its text parses as well as the text before it did: a macro tree-sitter cannot
    expand (`LZ4LIB_API int f(void);`) leaves an error in real C files, which an edit must not add to."""
    return change if _errors(edited) <= (_errors(before) if before else 0) else None


def _kept(before: str, name: str, change: Change) -> Change | None:
    """The change when valid, marked when the function is `static`: its file's own, a function of the same
    name in another file being another function."""
    if _static(before, name):
        change = replace(change, facts={**change.facts, "static": "yes"})
    return valid(change.text, change, before)


def _static(text_: str, name: str) -> bool:
    return any(storage_class(holder) == "static" for holder in _declarations(parse_c(text_).root, name))


@lru_cache(maxsize=16)  # the file before an edit is counted for each of its edits
def _errors(text_: str) -> int:
    return sum(1 for node in nodes(parse_c(text_).root) if node.type == "ERROR" or node.is_missing)


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
    while current is not None and current.type == "pointer_declarator":
        current = field(current, "declarator")
    if current is None or current.type != "function_declarator":
        return None
    named = field(current, "declarator")
    return current if named is not None and named.type == "identifier" else None


def _declarations(root: Node, name: str) -> list[Node]:
    """Every definition and prototype of the function `name` in the file, in its order."""
    found = []
    for node in nodes(root):
        if node.type in _HOLDERS and (declarator := _declarator(node)) is not None \
                and text(field(declarator, "declarator")) == name:
            found.append(node)
    return found


def _at(text_: str, line: int, name: str) -> tuple[bytes, list[Node], Node] | None:
    """The file's bytes, every declaration of the function named at `line`, and the one at `line`."""
    tree = parse_c(text_)
    every = _declarations(tree.root, name)
    here = next((n for n in every if (named := field(_declarator(n), "declarator")) is not None
                 and named.start_point.row + 1 == line), None)
    return (tree.source, every, here) if here is not None else None


def declares(text_: str, name: str) -> int | None:
    """The line of the first declaration (or definition) of the function `name` in a file, None without one."""
    every = _declarations(parse_c(text_).root, name)
    named = field(_declarator(every[0]), "declarator") if every else None
    return named.start_point.row + 1 if named is not None else None


def _parameters(holder: Node) -> list[Node]:
    listed = field(_declarator(holder), "parameters")
    return [p for p in listed.named_children if p.type != "comment"] if listed is not None else []


def _names(holder: Node) -> list[str]:
    return [text(name_of(field(p, "declarator"))) for p in _parameters(holder)]


def add_parameter(text_: str, line: int, name: str, *, parameter: str | None = None) -> Change | None:
    found = _at(text_, line, name)
    if found is None:
        return None
    source, every, _ = found
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
        if not declared or void:
            edits.append((listed.start_byte + 1, listed.end_byte - 1, f"{NEW_TYPE}{new}"))
        else:
            edits.append((declared[-1].end_byte, declared[-1].end_byte, f", {NEW_TYPE}{new}"))
    edited = splice(source, edits)
    # The name alone in backticks: scout reads the sentence back (`const char *encoding` read as no name)
    return _kept(text_, name, Change(edited, f"add a required parameter `{new}` (`{NEW_TYPE}{new}`)",
                                {"edit": "add_parameter", "parameter": new}))


def rename(text_: str, line: int, name: str, *, new_name: str) -> Change | None:
    """The function's name in each of its declarations in the file; None when `line` holds no function."""
    found = _at(text_, line, name)
    if found is None:
        return None
    source, every, _ = found
    edits = []
    for holder in every:
        named = field(_declarator(holder), "declarator")
        assert named is not None
        edits += [(named.start_byte, named.end_byte, new_name), (holder.end_byte, holder.end_byte, _poison(name))]
    edited = splice(source, edits)
    return _kept(text_, name, Change(edited, f"rename to `{new_name}`", {"edit": "rename", "new_name": new_name}))


def _poison(name: str) -> str:
    """After each declaration of a name that is gone: the compiler reports every later use of it. Without it
    gcc reports a call to an undeclared function once, at the first (which declares it implicitly), and
    says nothing of a second call in the same file."""
    return f"\n#pragma GCC poison {name}\n"


def optional_return(text_: str, line: int, name: str) -> Change | None:
    found = _at(text_, line, name)
    if found is None:
        return None
    source, every, here = found
    edits: list[ByteEdit] = []
    old = _result_type(here)
    for holder in every:
        declarator = _declarator(holder)
        written = _result_type(holder)
        if declarator is None or field(holder, "declarator") != declarator or "void" in written.split():
            return None  # returns a pointer (it may be NULL already) or nothing
        edits.append((declarator.start_byte, declarator.start_byte, "*"))
        body = field(holder, "body")
        for node in nodes(body) if body is not None else []:
            value = node.named_children[0] if node.type == "return_statement" and node.named_children else None
            if value is not None:
                edits.append((node.start_byte, node.end_byte,
                              f"{{ static {written} {RESULT}; {RESULT} = ({text(value)}); return &{RESULT}; }}"))
    edited = splice(source, edits)
    words = f"make the result optional: it returns a pointer that may be NULL (`{old}` becomes `{old} *`)"
    return _kept(text_, name, Change(edited, words, {"edit": "optional_return", "old": old, "new": f"{old} *"}))


def remove(text_: str, line: int, name: str) -> Change | None:
    """The function's definition and prototypes taken out."""
    found = _at(text_, line, name)
    if found is None:
        return None
    source, every, _ = found
    if any(len(holder.children_by_field_name("declarator")) > 1 for holder in every):
        return None  # `int f(void), g(void);`: the other names would go with it
    edited = splice(source, [(holder.start_byte, holder.end_byte, _poison(name)) for holder in every])
    return _kept(text_, name, Change(edited, f"remove `{name}`", {"edit": "remove"}))


def remove_parameter(text_: str, line: int, name: str, *, parameter: str | None = None,
                     index: int | None = None) -> Change | None:
    """The parameter `parameter` (named in the declaration at `line`), or the one at `index`, taken out
    of each declaration, with the comma that joins it; `(void)` where it was the only one."""
    found = _at(text_, line, name)
    if found is None:
        return None
    source, every, here = found
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
    return _kept(text_, name, Change(edited, f"remove the parameter `{said}`",
                                {"edit": "remove_parameter", "parameter": said, "index": str(index)}))


def rename_parameter(text_: str, line: int, name: str, *, parameter: str | None, new_name: str | None
                     ) -> Change | None:
    """`parameter` renamed in the definition's list only: its body's uses keep the old name."""
    found = _at(text_, line, name)
    if found is None or not parameter or not new_name:
        return None
    source, _, here = found
    for declared in _parameters(here):
        named = name_of(field(declared, "declarator"))
        if named is not None and text(named) == parameter:
            edited = splice(source, [(named.start_byte, named.end_byte, new_name)])
            return _kept(text_, name, Change(edited, f"rename the parameter `{parameter}` to `{new_name}`",
                                        {"edit": "rename_parameter", "parameter": parameter, "new_name": new_name}))
    return None


def add_member(text_: str, line: int, name: str) -> Change | None:
    """An enumerator after the last of the enum named at `line` (`enum kind {` or a typedef's name)."""
    tree = parse_c(text_)
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
    upper = all(w.isupper() for w in written)
    member = f"{prefix}{'EXTRA' if upper else 'extra'}"
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
    return _kept(text_, name, Change(edited, f"add a member `{member}`", {"edit": "add_member", "member": member}))


def elsewhere(change: Change, files: Mapping[str, str], name: str) -> Change | None:
    """The change made to the function's declarations in the other files too (`files`: path -> text, the
    edited file left out): its prototypes in headers, an `extern`. None when one of them cannot take it."""
    others: dict[str, tuple[str, str]] = {}
    facts = change.facts
    if facts.get("static"):
        return change  # cmark-gfm's renderers each define a `static void S_render_node(...)` of their own
    for path, before in files.items():
        line = declares(before, name)
        if line is None or _static(before, name):
            continue
        kind = facts.get("edit")
        if kind == "add_parameter":
            made = add_parameter(before, line, name, parameter=facts["parameter"])
        elif kind == "rename":
            made = rename(before, line, name, new_name=facts["new_name"])
        elif kind == "optional_return":
            made = optional_return(before, line, name)
        elif kind == "remove":
            made = remove(before, line, name)
        elif kind == "remove_parameter":
            made = remove_parameter(before, line, name, index=int(facts["index"]))
        else:
            continue  # a parameter's rename, a member added: the one file's
        if made is None:
            return None
        others[path] = (before, made.text)
    return replace(change, others={**change.others, **others})
