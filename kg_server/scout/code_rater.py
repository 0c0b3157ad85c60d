"""The offline rater of code: each use of the symbol changed, rated from what it is against the change.

A use is what the code graph recorded at a line: its kind (call, import, re-export, annotation, subclass,
isinstance, pattern, decorator, assignment, attribute, reference), the statement around it and the
syntax facts there (a call's positional and keyword arguments and star arguments, what is done with its
value; a match's cases and default arm; an isinstance chain's end). Against a change it is one of

- high (risk 5): the type checker will report it, or the code stops working: a call that does not pass a
  new required argument, a keyword argument naming a removed or renamed parameter, an exhaustive match
  over an enum that gains a member, any use of a renamed or removed symbol, an override whose signature
  no longer fits;
- medium (risk 3): should be looked at: a call through *args or **kwargs (the change passes through it
  to the callers: the walk follows), the value of a call that may now be None kept for later, a function
  passed as a value, a match whose default arm raises, a value asserted to a type that gains a member
  (`x as T`);
- low (risk 1): safe to ignore for this change: imports, re-exports and annotations (unless the name
  goes), a match with a default arm, a call that passes nothing the change touches.

Relevance says how much the use bears on the change (5 for what must change), confidence how surely the
syntax decides it (a keyword named is sure; a value kept for later is a guess), complexity how long the
statement is. The verdicts are a table, pure and tested, and the LLM rater falls back on it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Literal

from kg_server.answers.scout import ChangeKind
from kg_server.syntax import UseKind

from .changes import PARAMETER_CHANGES, ChangeRequest
from .code_declared import Declared, Parameter
from .rating import OfflineRater, Rater
from .rule import Rubric

HIGH, MEDIUM, LOW = 5.0, 3.0, 1.0
_VALUE_USES = {"member": "its attributes are read", "iterated": "it is iterated", "argument": "it is passed on",
               "entered": "it is entered by `with`", "operated": "an operator is applied to it",
               "returned": "it is returned", "assigned": "it is kept in a variable", "other": "it is used"}
_TYPED_ANEW = {"go": ("take the error too (`v, err := ...`)", " (the error with it)", ("discarded",)),
               "c": ("check the pointer for NULL and dereference it", "", ("discarded", "condition", "compared"))}
_KEPT = re.compile(r"\.(append|add|extend|insert|appendleft|put|push)\(")
_NEVER = re.compile(r"\b(assert_never|assertNever|assert_unreachable|assertUnreachable)\s*\(")


@dataclass
class ReachedUse:
    """A use of the symbol changed (or of one the change reaches: a base or an override, an enum member,
    a constructor, a caller the change passes through) with its role, as scout reads it: a stored Use as
    cypher/queries/scout/scout_symbol_uses.cypher reads it, or a line of the changed symbol's own body
    that names a changed parameter (code_body.py, its kind "body")."""

    instance_id: str
    symbol: str
    role: str  # self, base, override, member, constructor, variant, caller
    use: UseKind | Literal["body"]
    document: str
    line: int
    statement: tuple[int, int]
    syntax: dict[str, Any]
    in_test: bool
    quote: str
    source_id: str
    paragraph: int | None = None  # the number of the paragraph (definition block) the use is in
    owner: str | None = None
    owner_label: str = ""
    owner_kind: str = ""
    # What the symbol the use sits in declares (the caller's parameters).
    owner_declared: Declared = field(default_factory=Declared)
    block_start: int | None = None
    block_text: str | None = None
    depth: int = 0
    via: str | None = None  # the location of the use it was reached through
    through: str = ""  # how the change reached a caller: "kwargs" (a wrapper), "parameters", "value" (returned)
    covered: int = 0  # add_member: how many of the members the match or chain names
    interface: str = ""  # Go: the interface this use calls the method through (scout_symbol_uses.cypher)

    @property
    def location(self) -> str:
        return f"{self.document}:{self.line}"


@dataclass(frozen=True)
class Subject:
    """What changes, as the rater needs it: the change, the symbol's name and kind, its parameters
    (as the graph keeps them, receiver left out), and how many members or variants it has."""

    change: ChangeRequest
    concept_id: str
    label: str
    name: str
    kind: str
    language: str
    signature: str = ""
    parameters: tuple[Parameter, ...] = ()
    members: int = 0
    via_label: str = ""  # a caller the change passes through: rated as if the change were its


@dataclass(frozen=True)
class UseRating:
    rubric: Rubric
    why: str
    rated_by: str
    what: str
    action: str
    line: int
    statement: tuple[int, int] | None
    propagates: bool = False


@dataclass(frozen=True)
class _Verdict:
    risk: float
    action: str
    relevance: float
    confidence: float = 5
    tags: tuple[str, ...] = ()
    propagates: bool = False
    line: int | None = None
    statement: tuple[int, int] | None = None
    why: str = ""


def rate_use(subject: Subject, use: ReachedUse) -> UseRating:
    """The offline rating of one use against the change."""
    verdict = _verdict(subject, use)
    if use.in_test:
        verdict = _Verdict(**{**verdict.__dict__, "tags": (*verdict.tags, "test")})
    span = use.statement[1] - use.statement[0] if use.statement else 0
    relevance = verdict.relevance - (1 if use.depth and verdict.relevance > 2 else 0)
    rubric = Rubric(relevance=relevance, risk=verdict.risk, complexity=min(5.0, 1 + span / 3),
                    confidence=verdict.confidence,
                    tags=tuple(sorted({use.use, use.role if use.role != "self" else use.use, *verdict.tags})))
    line = verdict.line or use.line
    statement = verdict.statement or use.statement
    return UseRating(rubric, verdict.why or _why(subject, use, verdict), "offline", what_of(subject, use),
                     verdict.action, line, statement, verdict.propagates)


def _why(subject: Subject, use: ReachedUse, verdict: _Verdict) -> str:
    level = "breaks" if verdict.risk >= HIGH else "should be looked at" if verdict.risk >= MEDIUM else "safe"
    reached = f"; reached through {use.via}" if use.via else ""
    return f"{use.use} ({level}: {verdict.action}){reached}"


def what_of(subject: Subject, use: ReachedUse) -> str:
    """The construct at the line, in words: "call of format_filename in Path.convert (1 positional)"."""
    facts = use.syntax
    used = _used_name(subject, use)
    where = f" in {use.owner_label}" if use.owner_label and use.owner_kind != "module" else ""
    if use.use in (UseKind.CALL, UseKind.DECORATOR):
        if "positional" in facts:
            args = [f"{facts['positional']} positional"] if facts.get("positional") else []
            args += [f"{k}=" for k in facts.get("keywords", [])]
            args += [s for s, key in (("*args", "star_args"), ("**kwargs", "star_kwargs")) if facts.get(key)]
        else:
            args = [f"{facts.get('arguments', 0)} arguments"] + (["spread"] if facts.get("spread") else [])
        kind = "decorator" if use.use == UseKind.DECORATOR else "new" if facts.get("new") else "call"
        return f"{kind} {used}{where} ({', '.join(args) or 'no arguments'})"
    if use.use == UseKind.PATTERN:
        construct = "comparison chain" if facts.get("comparison") else "match"
        default = "with a default arm" if facts.get("default") else "without a default arm"
        return f"{construct} over {subject.label}{where} ({facts.get('cases', 0)} cases, {default})"
    if use.use == UseKind.ISINSTANCE:
        ending = "ending in assert_never" if facts.get("assert_never") else "without assert_never"
        return f"isinstance chain on {used}{where} ({facts.get('chain', 1)} tests, {ending})"
    if use.use == UseKind.DEFINITION and use.role == "override":
        return f"override {used}"
    return f"{use.use} of {used}{where}"


def _used_name(subject: Subject, use: ReachedUse) -> str:
    if use.role in ("override", "base", "member", "variant", "constructor", "caller"):
        return use.symbol.split(":", 1)[-1].rsplit(".", 2 if use.role in ("override", "base", "member") else 1)[-1] \
            if use.role != "caller" else (subject.via_label or use.symbol)
    return subject.label


def _verdict(subject: Subject, use: ReachedUse) -> _Verdict:
    kind = subject.change.kind
    if use.use == UseKind.MENTION:
        return _Verdict(LOW, "update the prose if it describes what changes", 1, 3, ("docs",))
    if use.role == "override" and use.use == UseKind.DEFINITION:
        return _override(subject, use)
    if use.role == "caller":
        return _through(subject, use)
    if use.role == "body":
        return _in_body(subject)
    if use.interface and use.role == "self" and kind != ChangeKind.BEHAVIOUR:
        # Go's interfaces are met implicitly: a call through one keeps compiling whatever the method
        # becomes; what breaks is where the type is used as the interface, which names no method.
        return _Verdict(LOW, f"nothing to change here: called through the interface {use.interface}; check "
                             f"where {subject.label.split('.')[0]} is used as {use.interface}", 2, 3, ("interface",))
    if kind in (ChangeKind.RENAME, ChangeKind.REMOVE):
        return _renamed(subject, use)
    if kind == ChangeKind.ADD_MEMBER:
        return _member_added(subject, use)
    if use.use in (UseKind.IMPORT, UseKind.RE_EXPORT, UseKind.ANNOTATION):
        what = "an annotation" if use.use == UseKind.ANNOTATION else "an import"
        return _Verdict(LOW, f"nothing to change: {what}", 1, 5, ("safe",))
    if kind in PARAMETER_CHANGES:
        return _parameter_changed(subject, use)
    if kind == ChangeKind.CHANGE_RETURN:
        return _return_changed(subject, use)
    return _behaviour(subject, use)


def _renamed(subject: Subject, use: ReachedUse) -> _Verdict:
    verb = "rename" if subject.change.kind == ChangeKind.RENAME else "remove"
    new = f" to {subject.change.new_name}" if subject.change.new_name and verb == "rename" else ""
    if use.role == "base":
        return _Verdict(LOW, "nothing to change: the base declaration keeps its name", 2, 3)
    if use.use == UseKind.DEFINITION:
        return _Verdict(LOW, "the definition itself", 1, 5)
    action = f"{verb} the name here{new}" if verb == "rename" else "remove this use or replace it"
    tags = ("breaks", "re-export") if use.use == UseKind.RE_EXPORT else ("breaks",)
    return _Verdict(HIGH, action, 5, 5, tags)


def _override(subject: Subject, use: ReachedUse) -> _Verdict:
    kind = subject.change.kind
    if kind in PARAMETER_CHANGES:
        return _Verdict(HIGH, "change the override's signature the same way", 5, 4, ("override", "breaks"))
    if kind in (ChangeKind.RENAME, ChangeKind.REMOVE):
        return _Verdict(MEDIUM, f"{'rename' if kind == 'rename' else 'remove'} the override too, or it no "
                                "longer overrides anything", 4, 4, ("override",))
    if kind == ChangeKind.CHANGE_RETURN:
        return _Verdict(MEDIUM, "make the override return a compatible type", 4, 3, ("override",))
    if kind == ChangeKind.BEHAVIOUR:
        return _Verdict(MEDIUM, "check the override still fits the new behaviour", 3, 3, ("override",))
    return _Verdict(LOW, "nothing to change", 1, 4, ("override",))


def _parameter_changed(subject: Subject, use: ReachedUse) -> _Verdict:
    change, facts = subject.change, use.syntax
    if use.use not in (UseKind.CALL, UseKind.DECORATOR):
        if use.use == UseKind.REFERENCE and not facts.get("member") and use.role != "base":
            # The checker reports a function passed as a value only where a typed callback is expected
            # (seldom): listed, with what to check, but not counted as breaking.
            return _Verdict(LOW, "passed as a value: check whoever calls it passes the new parameters", 2, 2,
                            ("callback",))
        return _Verdict(LOW, "nothing to change: not a call", 1, 4)
    if use.use == UseKind.DECORATOR and "positional" not in facts and "arguments" not in facts:
        if change.kind == ChangeKind.ADD_PARAMETER and change.required:
            return _Verdict(HIGH, "the decorator calls it without the new argument", 4, 3, ("breaks",))
        return _Verdict(LOW, "nothing to change", 1, 3)
    starred = facts.get("star_args") or facts.get("star_kwargs") or facts.get("spread")
    forwards = bool(starred) and _owner_forwards(use)
    if change.kind == ChangeKind.ADD_PARAMETER:
        name = change.parameter or "the new argument"
        if not change.required:
            return _Verdict(LOW, f"nothing to change; pass {name} where it helps", 1, 4, ("safe",))
        if starred:
            return _Verdict(MEDIUM, f"passes *args/**kwargs: {name} must come through them from its callers", 4, 3,
                            ("propagates", "kwargs"), propagates=forwards)
        if use.role == "base":
            # The checker holds the call to the base's signature; at run time it may reach the override.
            return _Verdict(LOW, f"a call through the base declaration: at run time it may reach the override, "
                                 f"which then needs {name}", 2, 2, ("override",))
        return _Verdict(HIGH, f"pass the new argument {name}", 5, 5, ("breaks",),
                        propagates=_passes_own_parameters(use))
    index = _parameter_index(subject, change.parameter)
    passes_keyword = change.parameter is not None and change.parameter in facts.get("keywords", [])
    passes_positional = index is not None and facts.get("positional", facts.get("arguments", 0)) > index
    if change.kind == ChangeKind.RENAME_PARAMETER:
        if passes_keyword:
            return _Verdict(HIGH, f"rename the keyword {change.parameter}= to {change.new_name or 'its new name'}",
                            5, 5, ("breaks", "keyword"))
        if facts.get("star_kwargs"):
            return _Verdict(MEDIUM, "passes **kwargs: check the keys it carries", 3, 2, ("kwargs",),
                            propagates=bool(forwards))
        return _Verdict(LOW, "nothing to change: passes it by position or not at all", 1, 4, ("safe",))
    if passes_keyword or passes_positional:
        if change.kind == ChangeKind.REMOVE_PARAMETER:
            return _Verdict(HIGH, f"stop passing {change.parameter or 'the removed argument'}", 5, 5, ("breaks",))
        if change.maybe_none:  # it accepts None (or undefined) too: what was passed still fits
            return _Verdict(LOW, f"nothing to change: {change.parameter} accepts what it did", 2, 3, ("safe",))
        # Whether the value passed still fits is the checker's call: what it is, the syntax does not say.
        return _Verdict(MEDIUM, f"check the {change.parameter or 'argument'} passed fits the new type", 4, 2)
    if starred:
        return _Verdict(MEDIUM, "passes *args/**kwargs: check what they carry", 3, 2, ("kwargs",),
                        propagates=bool(forwards))
    if index is None and change.parameter is None:
        return _Verdict(MEDIUM, "check the arguments it passes", 3, 2)
    return _Verdict(LOW, f"nothing to change: does not pass {change.parameter or 'it'}", 1, 4, ("safe",))


def _in_body(subject: Subject) -> _Verdict:
    change = subject.change
    if change.kind == ChangeKind.CHANGE_PARAMETER_TYPE and change.narrows:  # what the body did with more works
        return _Verdict(LOW, f"nothing to change: {change.parameter} accepts less than it did", 1, 3, ("body",))
    if change.kind == ChangeKind.CHANGE_PARAMETER_TYPE:
        return _Verdict(MEDIUM, f"{change.parameter} is used here: check it works with the new type", 4, 3, ("body",))
    if change.kind == ChangeKind.RENAME_PARAMETER:
        return _Verdict(HIGH, f"rename {change.parameter} here too", 5, 4, ("body", "breaks"))
    return _Verdict(HIGH, f"{change.parameter} is no longer defined here", 5, 4, ("body", "breaks"))


def _parameter_index(subject: Subject, name: str | None) -> int | None:
    """The place of a parameter among those a call passes by position (None: keyword-only, unknown)."""
    place = 0
    for parameter in subject.parameters:
        if parameter.kind in ("keyword_only", "var_positional", "var_keyword", "rest"):
            if parameter.name == name:
                return None
            continue
        if parameter.name == name:
            return place
        place += 1
    return None


def _owner_forwards(use: ReachedUse) -> bool:
    """Whether the caller takes *args or **kwargs (...rest) to pass on: the change then reaches the
    caller's own callers."""
    return use.owner_declared.forwards


def _passes_own_parameters(use: ReachedUse) -> bool:
    """Whether the call passes the caller's own parameters on (`def secho(message, ...): echo(message,
    ...)`): the new argument would then come from the caller's callers too."""
    if use.owner_kind not in ("function", "method"):
        return False
    names = {p.name for p in use.owner_declared.parameters}
    called = use.quote[use.quote.find("("):] if "(" in use.quote else ""
    return bool(names) and any(re.search(rf"(?<![\w.]){re.escape(name)}(?!\w)", called) for name in names)


def _through(subject: Subject, use: ReachedUse) -> _Verdict:
    """A use of a caller the change passes through (a wrapper, a function forwarding its parameters, a
    function returning the changed value), rated as the caller's own change."""
    change, facts = subject.change, use.syntax
    wrapper = subject.via_label or "the caller"
    if change.kind == ChangeKind.CHANGE_RETURN and use.through == "value":
        return _return_changed(subject, use)
    if use.use not in (UseKind.CALL, UseKind.DECORATOR):
        return _Verdict(LOW, f"nothing to change: a {use.use} of {wrapper}", 1, 4)
    if change.kind == ChangeKind.ADD_PARAMETER and use.through == "kwargs":
        return _Verdict(MEDIUM, f"pass {change.parameter or 'the new argument'}: {wrapper} hands it on", 3, 3,
                        ("propagates",), propagates=_owner_forwards(use) and bool(facts.get("star_kwargs")))
    if (change.kind in (ChangeKind.REMOVE_PARAMETER, ChangeKind.RENAME_PARAMETER)
            and change.parameter in facts.get("keywords", [])):
        return _Verdict(MEDIUM, f"{change.parameter}= reaches {subject.label} through {wrapper}: change it", 3, 3,
                        ("propagates", "keyword"))
    return _Verdict(LOW, f"nothing to change unless {wrapper} takes {change.parameter or 'the change'} too", 1, 3,
                    ("propagates",))


def _return_changed(subject: Subject, use: ReachedUse) -> _Verdict:
    change, facts = subject.change, use.syntax
    if use.use != UseKind.CALL:
        if use.use == UseKind.REFERENCE and not facts.get("member"):
            return _Verdict(LOW, "passed as a value: check what its callers do with what it returns", 2, 2,
                            ("callback",))
        return _Verdict(LOW, "nothing to change: does not use the value", 1, 4)
    result = facts.get("result", "other")
    # Go returns an error beside the value, C a pointer for it: `v := f()`, `double d = f()` no longer compile.
    if (typed := _TYPED_ANEW.get(subject.language.replace("cpp", "c"))) and change.maybe_none:  # C++ as C
        fix, discarded, untouched = typed
        if result in untouched:  # C tests and compares a pointer as it did the value
            return _Verdict(LOW, f"nothing to change: the value is {result}{discarded}", 1, 4, ("safe",))
        return _Verdict(HIGH, f"{fix}: {_VALUE_USES.get(result, 'the value is used')}", 5, 5, ("breaks", "optional"))
    if result in ("discarded", "condition", "compared"):
        return _Verdict(LOW, f"nothing to change: the value is {result}", 1, 4, ("safe",))
    if change.maybe_none:
        if result == "assigned" and isinstance(facts.get("flow"), dict):
            return _optional_flows(use, facts["flow"])
        if result in ("member", "iterated", "entered"):
            return _Verdict(HIGH, f"handle None: {_VALUE_USES[result]}", 5, 5, ("breaks", "optional"))
        if result == "argument":
            if _KEPT.search(use.quote):  # a list's append infers the list's items from what it is given
                return _Verdict(LOW, "kept in a container: check where its items are used", 2, 2, ("optional",))
            return _Verdict(HIGH, "handle None before passing it on", 4, 3, ("breaks", "optional"))
        if result == "returned":
            if not use.owner_declared.returns:  # its return type is inferred
                return _Verdict(MEDIUM, "returns it: its own callers get None too", 3, 3, ("propagates",),
                                propagates=True)
            if use.owner_declared.returns_none:
                return _Verdict(LOW, "nothing to change: the caller may return None too", 2, 3)
            return _Verdict(HIGH, "handle None, or let the caller return None too", 4, 4, ("breaks", "optional"))
        return _Verdict(MEDIUM, f"handle None: {_VALUE_USES.get(result, 'it is used')}", 4, 2, ("optional",))
    return _Verdict(MEDIUM, f"check the new return type fits: {_VALUE_USES.get(result, 'it is used')}", 4, 2)


def _optional_flows(use: ReachedUse, flow: dict[str, Any]) -> _Verdict:
    """A value that may now be None, kept in a name: where the name is read next decides (python_flow.py)."""
    name = flow.get("name") or "it"
    reads = [(int(line), str(how)) for line, how in flow.get("reads") or []]
    for line, how in reads:
        if how in ("member", "iterated", "entered", "operated") or (how == "argument" and not _KEPT.search(use.quote)):
            said = _VALUE_USES.get(how, "it is passed on")
            return _Verdict(HIGH, f"handle None: it is kept in `{name}`, and at line {line} {said}", 5, 4,
                            ("breaks", "optional"), line=line, statement=(line, line))
    if any(how == "returned" for _, how in reads):
        if not use.owner_declared.returns:
            return _Verdict(MEDIUM, f"returns {name}: its own callers get None too", 3, 3, ("propagates",),
                            propagates=True)
        if not use.owner_declared.returns_none:
            return _Verdict(HIGH, f"handle None, or let the caller return None too ({name} is returned)", 4, 4,
                            ("breaks", "optional"))
    if flow.get("tested"):
        return _Verdict(LOW, f"nothing to change: {name} is tested (line {flow['tested']}) before it is read", 2, 3,
                        ("safe",))
    if all(how == "formatted" for _, how in reads):
        return _Verdict(LOW, f"nothing to change: {name} is not read after it is kept, or only formatted", 2, 3,
                        ("safe",))
    return _Verdict(MEDIUM, f"handle None: {name} is kept and used", 3, 2, ("optional",))


def _member_added(subject: Subject, use: ReachedUse) -> _Verdict:
    facts = use.syntax
    if use.use in (UseKind.PATTERN, UseKind.ISINSTANCE):
        default, never = facts.get("default", False), facts.get("assert_never", False)
        never_line = _never_line(use)
        if never and never_line:
            return _Verdict(HIGH, "add a case for the new member (the chain ends in assert_never)", 5, 5,
                            ("exhaustive", "pattern-match", "assert-never", "breaks"), line=never_line,
                            statement=_chain_span(use, never_line))
        if facts.get("raises") and default:
            return _Verdict(MEDIUM, "the default arm raises: the new member will raise here", 4, 3,
                            ("pattern-match", "default-case"))
        if default:
            return _Verdict(LOW, "nothing to change: its default arm takes the new member (check it is right)", 2, 4,
                            ("pattern-match", "default-case", "safe"))
        # A C switch naming a few breaks if on the enum's type (-Wswitch), not on an int: the syntax cannot tell
        everything = subject.members and use.covered >= subject.members
        if use.use == UseKind.PATTERN and not facts.get("comparison") and everything:
            match_line = int(facts.get("match_line") or use.line)
            return _Verdict(HIGH, "add a case for the new member (the match covers every member)", 5, 5,
                            ("exhaustive", "pattern-match", "breaks"), line=match_line,
                            statement=_chain_span(use, match_line))
        if everything:
            return _Verdict(MEDIUM, "covers every member without a default: add the new one", 4, 3,
                            ("exhaustive", "pattern-match"))
        return _Verdict(LOW, "nothing to change: the new member falls through as the others not named do", 2, 3,
                        ("pattern-match", "safe"))
    if use.use == UseKind.SUBCLASS:
        return _Verdict(LOW, "nothing to change: a subclass", 1, 3)
    if use.use == UseKind.ANNOTATION and facts.get("assertion"):
        # `value as T`: the value is held to T's members where it goes (`methods.includes(x as T)` with a
        # tuple of the old members no longer takes it); an annotation alone only widens.
        return _Verdict(MEDIUM, "asserted to the type: check what the value is given to takes the new member", 3, 2,
                        ("assertion",))
    return _Verdict(LOW, f"nothing to change: {'names one member' if use.role == 'member' else use.use}", 1, 4,
                    ("safe",))


def _never_line(use: ReachedUse) -> int | None:
    """The line of the assert_never that ends the match or chain, found in the definition block after it."""
    if not use.block_text or use.block_start is None:
        return None
    start = int(use.syntax.get("match_line") or use.line)
    for offset, text in enumerate(use.block_text.splitlines()):
        line = use.block_start + offset
        if line > start and _NEVER.search(text):
            return line
    return None


def _chain_span(use: ReachedUse, last: int) -> tuple[int, int]:
    first = int(use.syntax.get("match_line") or use.line)
    return (min(first, last), max(first, last, use.statement[1] if use.statement else last))


def _behaviour(subject: Subject, use: ReachedUse) -> _Verdict:
    if use.use in (UseKind.CALL, UseKind.DECORATOR):
        if use.in_test:
            return _Verdict(MEDIUM, "a test of it: run it, update what it expects", 3, 3)
        return _Verdict(MEDIUM, "check this caller still gets what it expects", 3, 2)
    if use.use == UseKind.REFERENCE and not use.syntax.get("member"):
        return _Verdict(MEDIUM, "passed as a value: check whoever calls it", 2, 2, ("callback",))
    return _Verdict(LOW, "nothing to change", 1, 4, ("safe",))


def syntax_of(raw: Any) -> dict[str, Any]:
    """The syntax facts stored with a use (a JSON string in the graph)."""
    if isinstance(raw, dict):
        return raw
    try:
        found = json.loads(raw) if raw else {}
    except ValueError:
        return {}
    return found if isinstance(found, dict) else {}


class OfflineCodeRater(OfflineRater[Subject, ReachedUse, UseRating]):
    """The table above, for every use: always available, and the LLM rater's fallback."""

    def describe(self) -> str:
        return "offline (the kind of use and the syntax around it, against the change)"

    def rate_one(self, question: Subject, item: ReachedUse) -> UseRating:
        return rate_use(question, item)


CodeRater = Rater[Subject, ReachedUse, UseRating]
