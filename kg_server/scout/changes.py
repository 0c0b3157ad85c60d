"""Reading a change of code from a developer's sentence (pure): what kind of change, which names in the
sentence may be the symbol, and the parameter, new name or type it mentions.

"LLMKind - adding a fourth variant" is an added member of LLMKind; "add a required parameter `encoding`
to format_filename" an added parameter, required, named encoding; "rename Context.invoke to call" a
rename; "make get_current_context return None" a changed return that may now be None. A sentence
without a change word is read as a change of behaviour only, and a sentence that names nothing that
looks like code (a dotted, snake_case, CamelCase or backticked name) and says no change of code is no
code question at all: `read_change` gives None and scout explores prose as before. A caller that knows
the symbol and the change passes them as scout's arguments instead (`change_from_arguments`), which
are used as given.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from kg_server.answers.scout import ChangeKind
from kg_server.contract.reads import Scout

# The changes that touch a parameter: the calls' arguments (and overrides' signatures) decide them.
PARAMETER_CHANGES = frozenset({ChangeKind.ADD_PARAMETER, ChangeKind.REMOVE_PARAMETER, ChangeKind.RENAME_PARAMETER,
                               ChangeKind.CHANGE_PARAMETER_TYPE})
# The parameter changes the symbol's own body feels: its lines that use the parameter are uses too.
BODY_CHANGES = frozenset({ChangeKind.REMOVE_PARAMETER, ChangeKind.RENAME_PARAMETER, ChangeKind.CHANGE_PARAMETER_TYPE})

# A name of code: dotted parts, each may be a JavaScript private name (`Ky.#retry`).
_NAME = r"#?[A-Za-z_$][\w$]*(?:\.#?[A-Za-z_$][\w$]*)*"
_TOKEN = re.compile(rf"`([^`]+)`|(?<![\w$#])({_NAME})(\(\))?")
_PARAMETER = r"(?:param(?:eter)?s?|arg(?:ument)?s?|kwargs?|keyword(?:\s+argument)?s?|option)"
_PARAMETER_WORD = re.compile(rf"\b{_PARAMETER}\b")  # lower case: `Option` and `Argument` may be classes
_ADD = re.compile(r"\b(add|adding|added|adds|introduce|introducing|new|extra|another|append|appending|insert)\b", re.I)
_REMOVE = re.compile(r"\b(remove|removing|removed|removes|delete|deleting|deleted|drop|dropping|dropped|"
                     r"get rid of|getting rid of|deprecate and remove)\b", re.I)
_RENAME = re.compile(r"\b(rename|renaming|renamed|renames)\b", re.I)
_MEMBER = re.compile(r"\b(member|members|variant|variants|enum value|value to the enum|case|cases|kind|kinds|"
                     r"literal|alternative|subclass to the union|type to the union|to the union|union member)\b", re.I)
_RETURN = re.compile(r"\b(return|returns|returned|returning|result)\b", re.I)
_TYPE = re.compile(r"\b(type|types|typed|annotation|int|str|bytes|float|bool|list|dict|optional|nullable|none|"
                   r"null|undefined|number|string|boolean)\b", re.I)
_MAYBE_NONE = re.compile(r"\b(optional|nullable|none|null|undefined|maybe|may return nothing|or nothing)\b", re.I)
# A type that accepts less than it did: what is passed may no longer fit; the body's uses still do.
_NARROWS = re.compile(
    r"\b(no longer (accepts?|takes?|allows?)|(does|do|will) not accept|stops? accepting|narrow(s|ed|ing)?|"
    r"only accepts?|rejects?)\b",
    re.I,
)
_OPTIONAL = re.compile(r"\b(optional|with a default|defaulted|default value|defaults to)\b", re.I)
_REQUIRED = re.compile(r"\b(required|mandatory|without a default|obligatory|positional)\b", re.I)
_BEHAVIOUR = re.compile(r"\b(behaviou?r|logic|implementation|semantics|how it works|what it does|internals?)\b", re.I)
_CHANGE = re.compile(r"\b(change|changing|changed|changes|modify|modifying|edit|editing|touch|touching|"
                     r"refactor|refactoring|break|breaks|breaking|impact|affect|affects|make|making)\b", re.I)
_TO = re.compile(r"^\s*(?:to|as|into|->|→)\s*$", re.I)

# Words of the sentence that say the change, never a symbol's name unless written as code (`type`).
VOCABULARY = frozenset("""
a an the to of from in on at for with without and or but if when what which who whose that this these those
it its is are be been being was were will would should could can may might must do does did i we you they
add adding added adds introduce introducing new extra another append insert remove removing removed removes
delete deleting deleted drop dropping dropped rename renaming renamed renames change changing changed changes
modify modifying edit editing touch touching refactor refactoring break breaks breaking broke impact affect
affects make making made member members variant variants value values enum case cases kind kinds literal
alternative union parameter parameters param params argument arguments arg args kwarg kwargs keyword keywords
option required mandatory optional default defaults defaulted positional return returns returned returning
result type types typed annotation int str bytes float bool list dict none null undefined number string
boolean nullable behaviour behavior logic implementation semantics works internals first second third fourth
fifth sixth one two three four five called named name signature function method class field attribute
property constant variable module happens happen there where how so me my our get rid only just now instead
""".split())


# Words of VOCABULARY that name things (a class may be called Kind, Option or Parameter): written with a
# capital, they may be the symbol.
NOUNS = frozenset("""
member variant value enum case kind literal alternative union parameter param argument arg keyword option
default result type annotation string number boolean behaviour behavior logic implementation semantics name
signature function method class field attribute property constant variable module list dict
""".split())


@dataclass(frozen=True)
class ChangeRequest:
    """The change a sentence asks about: `kind`; `names`, the sentence's names that
    may be the symbol changed, most likely first, each with whether it is written as code; `parameter`
    (added, removed, renamed or retyped), `new_name` (of a rename), `required` (an added parameter:
    True unless the sentence says optional), `maybe_none` (a return or type that may now be None or
    undefined), `narrows` (a parameter's type that accepts less than it did), `stated` (whether a change
    word was found, else the kind is behaviour by default)."""

    kind: ChangeKind
    names: tuple[tuple[str, bool], ...]
    parameter: str | None = None
    new_name: str | None = None
    required: bool | None = None
    maybe_none: bool = False
    narrows: bool = False
    stated: bool = True
    read_from: Literal["arguments", "question"] = "question"
    query: str = ""

    def said(self) -> str:
        """Where the change was read, for the interpretation."""
        if self.read_from == "arguments":
            return "read from the arguments"
        return f"read from the question: {self.query!r}"

    def describe(self) -> str:
        """The change in words, for the interpretation ("add a required parameter encoding")."""
        if self.kind == ChangeKind.ADD_PARAMETER:
            optional = "a required" if self.required else "an optional"
            return f"add {optional} parameter{' ' + self.parameter if self.parameter else ''}"
        if self.kind in (ChangeKind.REMOVE_PARAMETER, ChangeKind.CHANGE_PARAMETER_TYPE):
            verb = "remove" if self.kind == ChangeKind.REMOVE_PARAMETER else "narrow the type of" if self.narrows \
                else "change the type of"
            return f"{verb} the parameter{' ' + self.parameter if self.parameter else ''}"
        if self.kind == ChangeKind.RENAME_PARAMETER:
            target = f" to {self.new_name}" if self.new_name else ""
            return f"rename the parameter{' ' + self.parameter if self.parameter else ''}{target}"
        if self.kind == ChangeKind.RENAME:
            return f"rename it{' to ' + self.new_name if self.new_name else ''}"
        if self.kind == ChangeKind.CHANGE_RETURN:
            return "make it return None too" if self.maybe_none else "change what it returns"
        if self.kind == ChangeKind.BEHAVIOUR:
            return (
                "change its behaviour only"
                if self.stated
                else "change it (no kind of change said: read as behaviour only)"
            )
        return {ChangeKind.ADD_MEMBER: "add a member", ChangeKind.REMOVE: "remove it"}[self.kind]


@dataclass(frozen=True)
class _Token:
    text: str
    start: int
    end: int
    code: bool  # written as code: backticked, dotted, snake_case, camelCase or CamelCase, called (), Capitalised
    strong: bool = False  # written as no English word is (all of those but Capitalised)


def _tokens(query: str) -> list[_Token]:
    found = []
    for match in _TOKEN.finditer(query):
        quoted, bare, called = match.group(1), match.group(2), match.group(3)
        text = (quoted or bare or "").strip().rstrip("()")
        if not text or not re.fullmatch(_NAME, text):
            continue
        strong = bool(
            quoted
            or called
            or "." in text
            or "#" in text
            or "_" in text.strip("_")
            or text.startswith("_")
            or re.search(r"[a-z][A-Z]|[A-Z]{2,}[a-z]|[A-Z][a-z]+[A-Z]", text)
            or (text.isupper() and len(text) > 1)
        )
        capital = text[0].isupper() and len(text) > 1 and (text.lower() not in VOCABULARY or text.lower() in NOUNS)
        found.append(_Token(text, match.start(), match.end(), strong or capital, strong))
    return found


def _near(tokens: list[_Token], query: str, word: re.Pattern[str]) -> _Token | None:
    """The name written next to a word (`parameter encoding`, `the encoding parameter`, `parameter
    called encoding`): the closest token that is not itself one of the sentence's words."""
    for hit in word.finditer(query):
        after = [t for t in tokens if (t.start >= hit.end() and t.text.lower() not in VOCABULARY) or
                 (t.start >= hit.end() and t.code and query[t.start] == "`")]
        before = [t for t in tokens if t.end <= hit.start()]
        if after and re.fullmatch(r"[\s`'\"]*(?:(?:called|named)\s+)?[`'\"]?", query[hit.end():after[0].start]):
            return after[0]
        if len(before) > 1 and re.fullmatch(r"[\s`'\"]*", query[before[-1].end:hit.start()]) and (
                before[-1].code or before[-1].text.lower() not in VOCABULARY
                or before[-2].text.lower() in ("the", "a", "an", "its", "new")):  # "the value parameter"
            return before[-1]
    return None


def _renamed_to(tokens: list[_Token], query: str) -> tuple[_Token | None, _Token | None]:
    """`rename X to Y`: the token before the last `to` and the one after it."""
    for index in range(len(tokens) - 1, 0, -1):
        between = query[tokens[index - 1].end:tokens[index].start]
        if tokens[index - 1].text.lower() == "to" or _TO.match(between):
            new = tokens[index]
            if tokens[index - 1].text.lower() == "to":
                old = next(
                    (t for t in reversed(tokens[: index - 1]) if t.text.lower() not in VOCABULARY or t.code), None
                )
            else:
                old = tokens[index - 1]
            return old, new
    return None, None


def read_change(query: str) -> ChangeRequest | None:
    """The change `query` asks about, or None when it reads as no question about code."""
    tokens = _tokens(query)
    named = [t for t in tokens if t.code or t.text.lower() not in VOCABULARY]
    parameter_said = bool(_PARAMETER_WORD.search(query))
    parameter = _near(tokens, query, _PARAMETER_WORD) if parameter_said else None
    new_name = None
    kind, stated = _kind(query, parameter_said), True
    if kind is None:
        kind, stated = ChangeKind.BEHAVIOUR, bool(_CHANGE.search(query) or _BEHAVIOUR.search(query))
    if kind in (ChangeKind.RENAME, ChangeKind.RENAME_PARAMETER):
        old, new = _renamed_to(tokens, query)
        if new is not None and new is not parameter:
            new_name = new.text
            named = [t for t in named if t is not new]
            if kind == ChangeKind.RENAME_PARAMETER and parameter is None and old is not None:
                parameter = old
    if parameter is not None:
        named = [t for t in named if t is not parameter]
    if not any(t.strong for t in named) and not (stated and named):
        return None  # no name written as only code is, and no change said of a name
    names = sorted(named, key=lambda t: (not t.strong, not t.code, -_after_preposition(query, t), t.start))
    required = None
    if kind == ChangeKind.ADD_PARAMETER:
        required = not _OPTIONAL.search(query) or bool(_REQUIRED.search(query))
    narrows = kind == ChangeKind.CHANGE_PARAMETER_TYPE and bool(_NARROWS.search(query))
    maybe_none = (
        bool(_MAYBE_NONE.search(query))
        and kind in (ChangeKind.CHANGE_RETURN, ChangeKind.CHANGE_PARAMETER_TYPE)
        and not narrows
    )
    return ChangeRequest(kind, tuple((t.text, t.strong) for t in names),
                         parameter=parameter.text if parameter else None, new_name=new_name, required=required,
                         maybe_none=maybe_none, narrows=narrows, stated=stated, query=query)


def change_from_arguments(request: Scout) -> ChangeRequest | None:
    """The change scout's arguments say (`symbol`, `change` and what it needs), used as given; None when
    they say none."""
    if request.change is None or request.symbol is None:
        return None
    kind = request.change
    return ChangeRequest(kind, ((request.symbol, True),), parameter=request.parameter, new_name=request.new_name,
                         required=(request.required is not False) if kind == ChangeKind.ADD_PARAMETER else None,
                         maybe_none=bool(request.may_be_none), narrows=bool(request.narrows), read_from="arguments",
                         query=request.query)


def _after_preposition(query: str, token: _Token) -> int:
    """1 when the name follows `to`, `of`, `from`, `in`, `on` (`... to format_filename`): the symbol, more
    often than the parameter or the new name."""
    before = re.sub(
        r"(\s+(the|a|an|its|method|function|class|enum|type))+$", "", query[: token.start].rstrip(" `'\"").lower()
    )
    return int(bool(re.search(r"\b(to|of|from|in|on|for|change|changing|rename|renaming|remove|removing)$", before)))


def _kind(query: str, parameter_said: bool) -> ChangeKind | None:
    if parameter_said:
        if _RENAME.search(query):
            return ChangeKind.RENAME_PARAMETER
        if _REMOVE.search(query):
            return ChangeKind.REMOVE_PARAMETER
        if _ADD.search(query):
            return ChangeKind.ADD_PARAMETER
        if _TYPE.search(query) or _NARROWS.search(query):  # "no longer accepts `X`" says the type too
            return ChangeKind.CHANGE_PARAMETER_TYPE
    if _RETURN.search(query) and (_TYPE.search(query) or _CHANGE.search(query)):
        return ChangeKind.CHANGE_RETURN
    if _ADD.search(query) and _MEMBER.search(query):
        return ChangeKind.ADD_MEMBER
    if _RENAME.search(query):
        return ChangeKind.RENAME
    if _REMOVE.search(query):
        return ChangeKind.REMOVE
    if _BEHAVIOUR.search(query):
        return ChangeKind.BEHAVIOUR
    return None


# Which uses a change reaches, by the role of the symbol used (its own, or one the change reaches with it).
ROLES = {
    ChangeKind.ADD_MEMBER: ("self", "member", "variant"),
    ChangeKind.RENAME: ("self", "override"), ChangeKind.REMOVE: ("self", "override"),
    ChangeKind.ADD_PARAMETER: ("self", "constructor", "base", "override"),
    ChangeKind.REMOVE_PARAMETER: ("self", "constructor", "base", "override"),
    ChangeKind.RENAME_PARAMETER: ("self", "constructor", "base", "override"),
    ChangeKind.CHANGE_PARAMETER_TYPE: ("self", "constructor", "base", "override"),
    ChangeKind.CHANGE_RETURN: ("self", "base", "override"), ChangeKind.BEHAVIOUR: ("self", "base", "override"),
}
ROLE_ORDER = ("self", "constructor", "member", "variant", "base", "override", "caller")
