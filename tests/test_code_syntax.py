"""The syntax around code: how each use of a symbol is used (kg_server.syntax.classify) and what
each definition says (describe), on small Python, TypeScript and JavaScript sources written here, and
over every identifier of this repository's own Python and JavaScript."""

from __future__ import annotations

import io
import json
import keyword
import re
import sys
import tokenize
from pathlib import Path

import pytest

from kg_server.errors import InvalidArgument
from kg_server.ingest.code.model import CodeFile
from kg_server.ingest.code.uses import name_sites
from kg_server.syntax import Site, Usage, UseKind, classify, describe, is_test_path
from kg_server.syntax.python_tolerant import classify_tolerant

ROOT = Path(__file__).resolve().parent.parent

PY_SHAPES = '''\
"""Shapes."""
from __future__ import annotations

import enum
import typing as t
from typing import assert_never

from .base import Base, register


class Kind(enum.Enum):
    """What a shape is."""

    A = 1
    """The first kind."""
    B = 2


class Shape(Base, metaclass=Meta):
    sides: int = 0

    def __init__(self, kind: Kind, *, size: int = 1) -> None:
        self.kind = kind
        self.size = size


@register
@register.named("circle", strict=True)
def area(
    shape: Shape, scale: "float | None" = None, /, *rest: int, **extra: t.Any
) -> float:
    """The area of a shape.

    A second paragraph, left out."""
    match shape.kind:
        case Kind.A:
            return 1.0
        case Kind.B:
            return 2.0


def label(kind: Kind) -> str:
    match kind:
        case Kind.A:
            return "a"
        case _:
            return "other"


def check(kind: Kind) -> str:
    match kind:
        case Kind.A | Kind.B:
            return "known"
        case _:
            assert_never(kind)


def describe_value(value: int | str | Shape) -> str:
    if isinstance(value, int):
        return "int"
    elif isinstance(value, str):
        return "str"
    elif isinstance(value, (Shape, Base)):
        return "shape"
    else:
        assert_never(value)


def loose(value: object) -> str:
    if isinstance(value, Shape):
        return "shape"
    return "other"


def call_sites(shape: Shape) -> None:
    total = area(shape, 2.0, 3, 4, precise=True, **{"x": 1})
    shape.size += 1
    print(shape.size, t.cast(Shape, shape))
    if shape.kind == Kind.A:
        pass
    elif shape.kind == Kind.B:
        pass
    try:
        again = area(
            shape,
            scale=2.0,
        )
    except (ValueError, TypeError):
        pass
'''

PY_INIT = '''\
from .core import Context as Context
from .core import helper
from ._compat import _private
from os import path
import json

__all__ = ["Context", "path"]
'''

TS_SHAPES = '''\
import {Base, type Options as Opts} from './base';
import ky from 'ky';
const legacy = require('./legacy');
export {Helper} from './helper';
export {Base};

export enum Kind {
\tA = 'a',
\tB = 'b',
}

/**
 * A shape.
 * @param kind what it is
 */
export class Shape extends Base implements Drawable, Sized<Kind> {
\tprivate size = 1;

\tconstructor(readonly kind: Kind, options?: Opts) {
\t\tsuper();
\t}

\t@memoize() area(scale = 1, ...rest: number[]): number {
\t\tswitch (this.kind) {
\t\t\tcase Kind.A:
\t\t\t\treturn 1;
\t\t\tcase Kind.B:
\t\t\t\treturn 2;
\t\t}
\t}

\tlabel(): string {
\t\tswitch (this.kind) {
\t\t\tcase Kind.A:
\t\t\t\treturn 'a';
\t\t\tdefault:
\t\t\t\treturn 'other';
\t\t}
\t}

\tcheck(): string {
\t\tswitch (this.kind) {
\t\t\tcase Kind.A:
\t\t\tcase Kind.B:
\t\t\t\treturn 'known';
\t\t\tdefault:
\t\t\t\treturn assertNever(this.kind);
\t\t}
\t}
}

export function describeError(error: unknown): string {
\tif (error instanceof TypeError) {
\t\treturn 'type';
\t} else if (error instanceof HTTPError) {
\t\treturn 'http';
\t} else {
\t\tthrow error;
\t}
}

export const makeShape = (kind: Kind): Shape => new Shape(kind, {retry: 2});
const shape = makeShape(Kind.A);
shape.size = 3;
console.log(shape.area(2, ...[1, 2]), shape.size);
if (shape.kind === Kind.B) {
\tconsole.log(ky, legacy);
}
export default makeShape;
'''

JS_STORE = '''\
const {readFile} = require('fs');

/** Keeps items. */
class Store extends Base {
  count = 0;

  add(item, times = 1, ...more) {
    this.count += times;
  }
}

module.exports = {Store};
'''


def site(source: str, line_text: str, name: str, nth: int = 0) -> Site:
    """The site of the identifier `name` inside `line_text`, on the only line holding `line_text`."""
    found = [(number, line) for number, line in enumerate(source.split("\n"), 1) if line_text in line]
    assert len(found) == 1, f"{line_text!r} is on {len(found)} lines"
    number, line = found[0]
    within = [m.start() for m in re.finditer(rf"(?<![\w$]){re.escape(name)}(?![\w$])", line_text)]
    return Site(number, line.index(line_text) + within[nth], name)


def every(source: str, line_text: str, name: str) -> list[Site]:
    """The sites of `name` on every line holding `line_text`, where `name` is first in `line_text`."""
    offset = re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", line_text)
    assert offset is not None
    return [Site(number, line.index(line_text) + offset.start(), name)
            for number, line in enumerate(source.split("\n"), 1) if line_text in line]


def use(language: str, source: str, line_text: str, name: str, *, nth: int = 0, path: str = "") -> Usage:
    return classify(language, source, [site(source, line_text, name, nth)], path=path)[0]


def py(line_text: str, name: str, *, nth: int = 0, path: str = "shapes.py") -> Usage:
    return use("python", PY_SHAPES, line_text, name, nth=nth, path=path)


def ts(line_text: str, name: str, *, nth: int = 0) -> Usage:
    return use("typescript", TS_SHAPES, line_text, name, nth=nth, path="source/shapes.ts")


def line_of(source: str, line_text: str) -> int:
    return next(n for n, line in enumerate(source.split("\n"), 1) if line_text in line)


# Python


def test_python_definitions_are_named_where_they_are_defined() -> None:
    assert py("class Kind(enum.Enum):", "Kind").kind == "definition"
    assert py("A = 1", "A").kind == "definition"
    assert py("def label(kind: Kind)", "label").kind == "definition"
    assert py("def label(kind: Kind)", "kind").details["parameter"] is True
    assert py("self.kind = kind", "kind").kind == "definition"  # the class's attribute, set first here
    assert py("self.kind = kind", "kind", nth=1).kind == "reference"  # the value assigned


def test_python_calls_carry_their_arguments() -> None:
    call = py('total = area(shape, 2.0, 3, 4, precise=True, **{"x": 1})', "area")
    assert call.kind == "call"
    assert {k: call.details[k] for k in ("callee_text", "positional", "keywords", "star_args", "star_kwargs")} == {
        "callee_text": "area", "positional": 4, "keywords": ["precise"], "star_args": False, "star_kwargs": True}
    assert call.details["result"] == "assigned"
    assert py("print(shape.size, t.cast(Shape, shape))", "print").details["result"] == "discarded"
    spread = py("again = area(", "area")
    assert spread.details["positional"] == 1 and spread.details["keywords"] == ["scale"]
    start = line_of(PY_SHAPES, "again = area(")
    assert spread.statement == (start, start + 3)  # the whole call, over its four lines
    assert py("print(shape.size, t.cast(Shape, shape))", "cast").details["callee_text"] == "t.cast"


FLOWS = """\
def main(cmd):
    ctx = cmd.make_context("x", [])
    contexts.append(ctx)
    for arg in ctx.args:
        print(arg)
    return ctx.args


def guarded(cmd):
    ctx = cmd.make_context("x", [])
    if ctx is None:
        return None
    return ctx.args


def entered(cmd):
    with cmd.make_context("x", []) as ctx:
        ctx = None
        ctx.args
"""


def test_python_a_value_kept_in_a_name_is_followed_to_where_it_is_read() -> None:
    calls = classify("python", FLOWS, every(FLOWS, "make_context", "make_context"))
    kept, tested, entered = (c.details for c in calls)
    # Kept in a list, then read through an attribute (twice on one line counts once), up to the return.
    assert kept["result"] == "assigned" and kept["flow"] == {
        "name": "ctx", "reads": [(3, "kept"), (4, "member"), (6, "member")], "tested": None}
    # Tested before it is read: the checker narrows it there, so nothing is read unguarded.
    assert tested["flow"] == {"name": "ctx", "reads": [], "tested": 11}
    # Entered by `with`: its value is a context manager; the name bound again is another value.
    assert entered["result"] == "entered" and entered["flow"] == {"name": "ctx", "reads": [], "tested": None}


def test_python_decorators_with_and_without_a_call() -> None:
    bare = classify("python", PY_SHAPES, every(PY_SHAPES, "@register", "register")[:1])[0]
    assert bare.kind == "decorator" and bare.details["callee_text"] == "register"
    called = py('@register.named("circle", strict=True)', "named")
    assert called.kind == "decorator"
    assert called.details["callee_text"] == "register.named"
    assert called.details["positional"] == 1 and called.details["keywords"] == ["strict"]
    line = line_of(PY_SHAPES, "@register.named")
    assert called.statement == (line, line)


def test_python_bases_annotations_and_casts() -> None:
    assert py("class Shape(Base, metaclass=Meta):", "Base").kind == "subclass"
    assert py("class Shape(Base, metaclass=Meta):", "Meta").details == {"metaclass": True, "in_test": False}
    assert py("def label(kind: Kind) -> str:", "Kind").kind == "annotation"
    assert py("def label(kind: Kind) -> str:", "str").kind == "annotation"
    assert py("sides: int = 0", "int").kind == "annotation"
    assert py('shape: Shape, scale: "float | None" = None', "float").kind == "annotation"  # a forward reference
    assert py("**extra: t.Any", "Any").kind == "annotation"
    assert py("print(shape.size, t.cast(Shape, shape))", "Shape").kind == "annotation"
    signature = py('shape: Shape, scale: "float | None" = None', "Shape")
    start = line_of(PY_SHAPES, "def area(")
    assert signature.statement == (start, start + 2)  # the signature's lines, not the body


def test_python_match_over_an_enum_with_and_without_a_default() -> None:
    area, label = classify("python", PY_SHAPES, every(PY_SHAPES, "case Kind.A:", "Kind"))
    assert area.kind == "pattern" and label.kind == "pattern"
    assert {k: area.details[k] for k in ("cases", "default", "assert_never")} == {
        "cases": 2, "default": False, "assert_never": False}  # exhaustive: a third member breaks it
    assert area.details["match_line"] == line_of(PY_SHAPES, "match shape.kind:")
    assert {k: label.details[k] for k in ("cases", "default", "assert_never")} == {
        "cases": 1, "default": True, "assert_never": False}  # `case _:` takes a new member
    case_line = every(PY_SHAPES, "case Kind.A:", "Kind")[1].line
    assert label.statement == (case_line, case_line)
    never = py("case Kind.A | Kind.B:", "Kind", nth=1)
    assert never.kind == "pattern" and never.details["default"] is True and never.details["assert_never"] is True


def test_python_isinstance_chains_and_how_they_end() -> None:
    ended = py("elif isinstance(value, (Shape, Base)):", "Shape")
    assert ended.kind == "isinstance"
    assert ended.details["chain"] == 3 and ended.details["assert_never"] is True
    loose = py("    if isinstance(value, Shape):", "Shape")
    assert loose.details["chain"] == 1 and loose.details["assert_never"] is False and loose.details["default"]
    union = classify("python", "if isinstance(x, int | Shape):\n    pass\n", [Site(1, 23, "Shape")])[0]
    assert union.kind == "isinstance" and union.details["chain"] == 1
    caught = py("except (ValueError, TypeError):", "TypeError")
    assert caught.kind == "isinstance" and caught.details["except"] is True


def test_python_comparisons_in_an_if_chain_are_cases() -> None:
    member = py("if shape.kind == Kind.A:", "A")
    assert member.kind == "pattern" and member.details["comparison"] is True
    assert member.details["cases"] == 2
    assert member.details["default"] is True  # when no link matches, the code after the chain runs
    assert py("elif shape.kind == Kind.B:", "Kind").kind == "pattern"
    assert py("if shape.kind == Kind.A:", "kind").kind == "attribute"  # the subject is no case


def test_python_assignments_and_attributes() -> None:
    augmented = py("shape.size += 1", "size")
    assert augmented.kind == "assignment" and augmented.details["augmented"] is True
    read = py("print(shape.size, t.cast(Shape, shape))", "size")
    assert read.kind == "attribute" and read.details["object_text"] == "shape"
    assert py("shape.size += 1", "shape").details["member"] == "size"


def test_python_imports_and_re_exports() -> None:
    assert py("import enum", "enum").details["module"] == "enum"
    plain = py("from .base import Base, register", "Base")
    assert plain.kind == "import" and plain.details["module"] == ".base"
    usages = classify("python", PY_INIT, [site(PY_INIT, "import Context as Context", "Context", 0),
                                          site(PY_INIT, "import helper", "helper"),
                                          site(PY_INIT, "import _private", "_private"),
                                          site(PY_INIT, "from os import path", "path"),
                                          site(PY_INIT, "import json", "json"),
                                          site(PY_INIT, '__all__ = ["Context", "path"]', "Context")],
                      path="src/pkg/__init__.py")
    assert [u.kind for u in usages] == ["re-export", "re-export", "import", "re-export", "import", "re-export"]
    assert usages[0].details["module"] == ".core" and usages[5].details["all"] is True
    outside = classify("python", PY_INIT, [site(PY_INIT, "import helper", "helper")], path="src/pkg/api.py")
    assert outside[0].kind == "import"  # a relative import is a re-export in a package's __init__ only


def test_python_test_files_are_marked() -> None:
    assert py("import enum", "enum", path="tests/test_shapes.py").details["in_test"] is True
    assert py("import enum", "enum", path="src/shapes.py").details["in_test"] is False
    assert [is_test_path(p) for p in ("tests/a.py", "pkg/test/a.py", "test_a.py", "a_test.py", "conftest.py",
                                      "src/a.test.ts", "src/a.spec.tsx", "src/a.py", "src/testing.py",
                                      "pkg/testing/helpers.py", "test_helpers.ts", r"pkg\tests\a.py")] == [
        True, True, True, True, True, True, True, False, False, True, True, True]


def test_python_definitions_are_described() -> None:
    described = describe("python", PY_SHAPES)
    area = described[line_of(PY_SHAPES, "def area(")]
    assert area.signature == ('def area(shape: Shape, scale: "float | None" = None, /, *rest: int, '
                              '**extra: t.Any) -> float')
    assert area.docstring == "The area of a shape."
    assert area.block == (line_of(PY_SHAPES, "@register.named") - 1, line_of(PY_SHAPES, "return 2.0"))
    assert [(p.name, p.kind, p.has_default, p.annotation) for p in area.parameters] == [
        ("shape", "positional_only", False, "Shape"), ("scale", "positional_only", True, '"float | None"'),
        ("rest", "var_positional", False, "int"), ("extra", "var_keyword", False, "t.Any")]
    assert area.returns == "float" and area.kind == "function"
    shape = described[line_of(PY_SHAPES, "class Shape(")]
    assert shape.signature == "class Shape(Base, metaclass=Meta)" and shape.kind == "class"
    init = described[line_of(PY_SHAPES, "def __init__(")]
    assert init.kind == "method" and [p.kind for p in init.parameters] == ["positional", "positional", "keyword_only"]
    member = described[line_of(PY_SHAPES, "A = 1")]
    assert (member.kind, member.signature, member.docstring) == ("enum_member", "A = 1", "The first kind.")
    assert described[line_of(PY_SHAPES, "self.size = size")].kind == "attribute"
    assert described[line_of(PY_SHAPES, "class Kind(")].docstring == "What a shape is."


def test_python_an_enum_is_a_class_whose_base_names_one() -> None:
    source = ("import enum\nclass Kind(enum.Enum):\n    A = 1\nclass Flags(IntFlag):\n    X = 1\n"
              "class Shade(ColorEnum):\n    DARK = 1\nclass Plain(Base):\n    A = 1\n")
    described = describe("python", source)
    assert [described[line_of(source, head)].kind for head in ("class Kind", "class Flags", "class Shade",
                                                               "class Plain")] == ["enum", "enum", "enum", "class"]
    assert [described[line_of(source, member)].kind for member in ("X = 1", "DARK = 1")] == ["enum_member"] * 2
    assert described[9].kind == "attribute"  # Plain's A: a class attribute, Plain being no enum


def test_python_a_return_annotation_says_whether_it_may_be_none() -> None:
    source = ("def a() -> int | None: ...\ndef b() -> t.Optional[int]: ...\ndef c() -> 'Union[str, None]': ...\n"
              "def d() -> Callable[[], None]: ...\ndef e() -> int: ...\ndef f(): ...\n")
    described = describe("python", source)
    assert [(described[line].returns, described[line].returns_none) for line in range(1, 7)] == [
        ("int | None", True), ("t.Optional[int]", True), ("'Union[str, None]'", True),
        ("Callable[[], None]", False), ("int", False), ("", None)]


PY_ALIASES = '''\
"""Routes, with the type aliases of Python 3.12."""
from __future__ import annotations

from collections.abc import Callable

from .base import Handler, Request, Response, register

type Route = tuple[str, Handler]
type Table[T] = dict[str, list[T]]
type Middleware = Callable[[Request], Response | None]


class Router(Handler, metaclass=register):
    routes: Table[Route]

    def __init__(self, middleware: Middleware | None = None, *extra: Route) -> None:
        self.routes = {}
        self.middleware = middleware

    def add(self, route: Route) -> Router:
        self.routes.setdefault(route[0], []).append(route)
        return self

    def dispatch(self, request: Request) -> Response:
        if isinstance(request.handler, Router):
            return request.handler.dispatch(request)
        elif isinstance(request.handler, Handler):
            return request.handler(request)
        else:
            raise TypeError(request)
        match request.method:
            case Request.GET | Request.HEAD:
                return self.get(request)
            case other:
                raise ValueError(other)
'''


def _as_ast_reads_it(source: str) -> str:
    """`source` with its `type X = ...` aliases written as `X: TypeAlias = ...`, which Python 3.11 parses
    (on the same lines: only the alias lines' columns move)."""
    return re.sub(r"^type (\w+)(\[\w+\])? = ", r"\1: TypeAlias = ", source, flags=re.M)


def _without_parse_error(usages: list[Usage]) -> list[tuple[str, tuple[int, int], dict[str, object]]]:
    """What both readers say: a file `ast` cannot parse is read without following values (no `flow`)."""
    return [(u.kind, u.statement, {k: v for k, v in u.details.items() if k not in ("parse_error", "flow")})
            for u in usages]


def test_python_type_aliases_are_read_by_tree_sitter_as_ast_reads_their_kin() -> None:
    sites = _python_sites(PY_ALIASES)
    usages = classify("python", PY_ALIASES, sites, path="app/routes.py")
    if sys.version_info < (3, 12):
        assert all(u.details["parse_error"].startswith("SyntaxError") for u in usages)
    named = {(s.line, s.name): u for s, u in zip(sites, usages, strict=True)}
    line = PY_ALIASES.split("\n").index
    assert named[line("type Route = tuple[str, Handler]") + 1, "Route"].kind == "definition"
    assert named[line("type Route = tuple[str, Handler]") + 1, "Handler"].kind == "annotation"
    middleware = line("type Middleware = Callable[[Request], Response | None]") + 1
    assert [named[middleware, n].kind for n in ("Middleware", "Callable", "Request")] == [
        "definition", "annotation", "annotation"]
    # Every other site: the kind and details `ast` gives the same file with its aliases spelled for 3.11.
    spelled = _as_ast_reads_it(PY_ALIASES)
    alias_lines = {n + 1 for n, text in enumerate(PY_ALIASES.split("\n")) if text.startswith("type ")}
    rest = [i for i, s in enumerate(sites) if s.line not in alias_lines]
    by_ast = classify("python", spelled, [sites[i] for i in rest], path="app/routes.py")
    assert not any("parse_error" in u.details for u in by_ast)
    assert _without_parse_error([usages[i] for i in rest]) == _without_parse_error(by_ast)
    kinds = {u.kind for u in by_ast}
    assert {"import", "subclass", "annotation", "call", "isinstance", "pattern", "definition", "assignment",
            "attribute"} <= kinds


def test_python_a_file_with_a_syntax_error_is_read_around_it() -> None:
    tail = "\nvalue = area(shape,, 2)\n\ndef after(shape: Shape) -> float:\n    return area(shape)\n"
    broken = PY_SHAPES + tail
    sites = _python_sites(PY_SHAPES)
    usages = classify("python", broken, [*sites, Site(999, 0, "gone")], path="shapes.py")
    assert all(u.details["parse_error"].startswith("SyntaxError") for u in usages)
    assert _without_parse_error(usages[:-1]) == _without_parse_error(classify("python", PY_SHAPES, sites,
                                                                               path="shapes.py"))
    assert usages[-1].kind == "reference"
    after = [site(broken, "value = area(shape,, 2)", "area"), site(broken, "def after(shape: Shape)", "Shape"),
             site(broken, "def after(shape: Shape)", "shape"), site(broken, "    return area(shape)", "area")]
    assert [u.kind for u in classify("python", broken, after)] == ["call", "annotation", "definition", "call"]
    assert describe("python", "def broken(:\n") == {}


def test_python_tolerant_reading_agrees_with_ast_on_real_code() -> None:
    """tree-sitter's reading of a file names every use as `ast` does (the syntax package's own modules)."""
    for path in sorted((ROOT / "kg_server" / "ingest" / "code" / "syntax").glob("*.py")):
        text = path.read_text()
        sites = _python_sites(text)
        assert _without_parse_error(classify_tolerant(text, sites, path.name, "")) == \
            _without_parse_error(classify("python", text, sites, path=path.name)), path.name


# TypeScript and JavaScript


def test_typescript_definitions() -> None:
    assert ts("export enum Kind {", "Kind").kind == "definition"
    assert ts("A = 'a',", "A").kind == "definition"
    assert ts("export class Shape extends", "Shape").kind == "definition"
    assert ts("@memoize() area(", "area").kind == "definition"
    assert ts("constructor(readonly kind: Kind", "kind").details["parameter"] is True


def test_typescript_imports_and_re_exports() -> None:
    imported = ts("import {Base, type Options as Opts} from './base';", "Base")
    assert imported.kind == "import" and imported.details["module"] == "./base"
    typed = ts("import {Base, type Options as Opts} from './base';", "Opts")
    assert typed.details["type_only"] is True and typed.details["imported"] == "Options"
    assert ts("import ky from 'ky';", "ky").details["module"] == "ky"
    required = ts("const legacy = require('./legacy');", "legacy")
    assert required.kind == "import" and required.details["module"] == "./legacy"
    forwarded = ts("export {Helper} from './helper';", "Helper")
    assert forwarded.kind == "re-export" and forwarded.details["module"] == "./helper"
    again = ts("export {Base};", "Base")
    assert again.kind == "re-export" and again.details["module"] == "./base"
    default = ts("export default makeShape;", "makeShape")
    assert default.kind == "re-export" and default.details["default"] is True


def test_typescript_heritage_and_types() -> None:
    head = "export class Shape extends Base implements Drawable, Sized<Kind> {"
    assert ts(head, "Base").kind == "subclass"
    assert ts(head, "Drawable").details["implements"] is True
    assert ts(head, "Sized").kind == "subclass"
    assert ts(head, "Kind").kind == "annotation"
    assert ts("constructor(readonly kind: Kind, options?: Opts) {", "Opts").kind == "annotation"
    assert ts("export const makeShape = (kind: Kind): Shape =>", "Shape").kind == "annotation"


def test_typescript_calls_and_decorators() -> None:
    constructed = ts("new Shape(kind, {retry: 2})", "Shape")
    assert constructed.kind == "call" and constructed.details["new"] is True
    assert constructed.details["arguments"] == 2
    method = ts("console.log(shape.area(2, ...[1, 2]), shape.size);", "area")
    assert method.kind == "call" and method.details["callee_text"] == "shape.area"
    assert method.details["arguments"] == 2 and method.details["spread"] is True
    assert method.details["result"] == "argument"
    assert ts("const shape = makeShape(Kind.A);", "makeShape").details["result"] == "assigned"
    decorator = ts("@memoize() area(", "memoize")
    assert decorator.kind == "decorator" and decorator.details["arguments"] == 0


TS_FLOWS = """\
export function main(cmd: Cmd) {
  const ctx = cmd.makeContext("x");
  for (const a of ctx.args) { console.log(a); }
  return ctx.args;
}
export function guarded(cmd: Cmd) {
  const ctx = cmd.makeContext("x");
  if (!ctx) { return; }
  return ctx.args;
}
export async function chained(cmd: Cmd) {
  const ctx = await cmd.makeContext("x");
  const shown = `${ctx}`;
  return ctx?.args;
}
"""


def test_typescript_a_value_kept_in_a_name_is_followed_to_where_it_is_read() -> None:
    calls = classify("typescript", TS_FLOWS, every(TS_FLOWS, "makeContext", "makeContext"))
    kept, tested, chained = (c.details["flow"] for c in calls)
    assert kept == {"name": "ctx", "reads": [(3, "member"), (4, "member")], "tested": None}
    assert tested == {"name": "ctx", "reads": [], "tested": 8}  # `!ctx` first
    assert chained == {"name": "ctx", "reads": [(13, "formatted")], "tested": 14}  # `ctx?.args` is safe


def test_typescript_switch_over_an_enum_with_and_without_a_default() -> None:
    cases = every(TS_SHAPES, "case Kind.A:", "Kind")
    area, label, check = classify("typescript", TS_SHAPES, cases)
    assert all(u.kind == "pattern" for u in (area, label, check))
    assert (area.details["cases"], area.details["default"], area.details["assert_never"]) == (2, False, False)
    assert (label.details["cases"], label.details["default"], label.details["assert_never"]) == (1, True, False)
    assert (check.details["cases"], check.details["default"], check.details["assert_never"]) == (2, True, True)
    assert area.details["match_line"] == cases[0].line - 1
    assert area.statement == (cases[0].line, cases[0].line)
    member = ts("if (shape.kind === Kind.B) {", "B")
    assert member.kind == "pattern" and member.details["comparison"] is True


def test_typescript_instanceof_chain_ending_in_a_throw() -> None:
    checked = ts("} else if (error instanceof HTTPError) {", "HTTPError")
    assert checked.kind == "isinstance"
    assert checked.details["chain"] == 2 and checked.details["assert_never"] is True
    assert checked.details["raises"] is True


def test_typescript_assignments_and_attributes() -> None:
    assert ts("shape.size = 3;", "size").kind == "assignment"
    read = ts("console.log(shape.area(2, ...[1, 2]), shape.size);", "size")
    assert read.kind == "attribute" and read.details["object_text"] == "shape"


def test_typescript_definitions_are_described() -> None:
    described = describe("typescript", TS_SHAPES)
    shape = described[line_of(TS_SHAPES, "export class Shape")]
    assert shape.signature == "export class Shape extends Base implements Drawable, Sized<Kind>"
    assert shape.docstring == "A shape.\n@param kind what it is"
    assert shape.block == (line_of(TS_SHAPES, "export class Shape"), line_of(TS_SHAPES, "export function") - 2)
    area = described[line_of(TS_SHAPES, "@memoize() area(")]
    assert area.signature == "area(scale = 1, ...rest: number[]): number" and area.returns == "number"
    assert [(p.name, p.kind, p.has_default, p.annotation) for p in area.parameters] == [
        ("scale", "optional", True, ""), ("rest", "rest", False, "number[]")]
    make = described[line_of(TS_SHAPES, "export const makeShape")]
    assert make.signature == "export const makeShape = (kind: Kind): Shape" and make.kind == "function"
    assert described[line_of(TS_SHAPES, "export enum Kind")].signature == "export enum Kind"
    assert described[line_of(TS_SHAPES, "B = 'b',")].kind == "enum_member"
    constructor = described[line_of(TS_SHAPES, "constructor(")]
    assert [(p.name, p.kind) for p in constructor.parameters] == [("kind", "required"), ("options", "optional")]


def test_typescript_a_return_type_says_whether_it_may_be_undefined() -> None:
    source = ("function a(): string | undefined {}\nfunction b(): Promise<Box | null> {}\n"
              "const c = (): (number) => 1\nfunction d(): void {}\nfunction e() {}\n")
    described = describe("typescript", source)
    assert [(described[line].returns, described[line].returns_none) for line in range(1, 6)] == [
        ("string | undefined", True), ("Promise<Box | null>", True), ("(number)", False), ("void", False),
        ("", None)]


def test_javascript_require_fields_and_module_exports() -> None:
    usages = classify("javascript", JS_STORE, [site(JS_STORE, "const {readFile} = require('fs');", "readFile"),
                                               site(JS_STORE, "class Store extends Base {", "Base"),
                                               site(JS_STORE, "count = 0;", "count"),
                                               site(JS_STORE, "this.count += times;", "count"),
                                               site(JS_STORE, "module.exports = {Store};", "Store")],
                      path="lib/store.test.js")
    assert [u.kind for u in usages] == ["import", "subclass", "definition", "assignment", "re-export"]
    assert usages[0].details["module"] == "fs" and all(u.details["in_test"] for u in usages)
    add = describe("javascript", JS_STORE)[line_of(JS_STORE, "add(item")]
    assert [(p.name, p.kind, p.default) for p in add.parameters] == [
        ("item", "required", ""), ("times", "optional", "1"), ("more", "rest", "")]
    assert describe("javascript", JS_STORE)[line_of(JS_STORE, "class Store")].docstring == "Keeps items."


def test_typescript_names_are_read_from_the_tree_not_from_comments_or_strings() -> None:
    source = ("// retry the request: ky.get(retry)\n"
              "import {HTTPError, type Options as Opts} from './errors';\n"
              "const url = `https://example.com/retry/${retry}`; /* retry */\n"
              "class Client { #retry = 1; get() { return this.#retry + options['retry'] + {retry}.retry; } }\n"
              "const view = <Retry retry={retry} />;\n")
    file = CodeFile(name="client.tsx", path=Path("client.tsx"), language="tsx", text=source, content_hash="",
                    topic="")
    found = [(s.line, s.name, source.split("\n")[s.line - 1][s.column:s.column + len(s.name)])
             for s in name_sites(file, {"retry", "#retry", "Options", "Opts", "HTTPError", "Retry", "ky"})]
    assert found == [(2, "HTTPError", "HTTPError"), (2, "Options", "Options"), (2, "Opts", "Opts"),
                     (3, "retry", "retry"), (4, "#retry", "#retry"), (4, "#retry", "#retry"),
                     (4, "retry", "retry"), (4, "retry", "retry"), (4, "retry", "retry"),
                     (5, "Retry", "Retry"), (5, "retry", "retry"), (5, "retry", "retry")]


def test_tsx_elements_are_calls() -> None:
    source = "const view = <Button label=\"go\" onClick={run} />;\n"
    element = classify("tsx", source, [Site(1, 14, "Button")])[0]
    assert element.kind == "call" and element.details["jsx"] is True and element.details["arguments"] == 2


def test_columns_count_characters_not_bytes() -> None:
    python = 'label = "héllo→"; value = Kind.A(1)\n'
    script = 'const label = "héllo→😀"; const value = Kind.A(1);\n'
    for language, source in (("python", python), ("typescript", script)):
        usages = classify(language, source, [Site(1, source.index("A("), "A"), Site(1, source.index("Kind"), "Kind")])
        assert [u.kind for u in usages] == ["call", "reference"], language
        assert usages[0].details["callee_text"] == "Kind.A" and usages[1].details["member"] == "A"


def test_bad_input() -> None:
    with pytest.raises(InvalidArgument, match="use one of python, typescript, tsx, javascript"):
        classify("cobol", "", [])
    broken = "export function (x: {\n  return ky.get(;\n"
    usages = classify("typescript", broken, [Site(2, 9, "ky"), Site(40, 0, "nowhere"), Site(1, 500, "far")])
    assert len(usages) == 3 and usages[1].kind == "reference"
    assert isinstance(describe("typescript", broken), dict)


# Every identifier of real code


def _python_sites(text: str) -> list[Site]:
    return [Site(t.start[0], t.start[1], t.string) for t in tokenize.generate_tokens(io.StringIO(text).readline)
            if t.type == tokenize.NAME and not keyword.iskeyword(t.string)]


def _script_sites(text: str) -> list[Site]:
    return [Site(n, m.start(), m.group()) for n, line in enumerate(text.split("\n"), 1)
            for m in re.finditer(r"[A-Za-z_$][\w$]*", line)]


@pytest.mark.parametrize("language, folder, pattern", [("python", "kg_server/ingest/code", "*.py"),
                                                       ("javascript", "viz/src", "*.js")])
def test_every_identifier_of_real_code_is_classified(language: str, folder: str, pattern: str) -> None:
    files = sorted((ROOT / folder).rglob(pattern))
    assert files
    kinds: set[str] = set()
    for path in files:
        text = path.read_text()
        sites = _python_sites(text) if language == "python" else _script_sites(text)
        usages = classify(language, text, sites, path=str(path.relative_to(ROOT)))
        assert len(usages) == len(sites)
        for where, usage in zip(sites, usages, strict=True):
            assert isinstance(usage.kind, UseKind) and usage.kind != UseKind.MENTION  # mentions are prose
            assert usage.statement[0] <= where.line <= usage.statement[1], (path, where, usage)
            json.dumps(dict(usage.details))
            kinds.add(usage.kind)
        describe(language, text)
    assert {"definition", "call", "import", "attribute", "assignment", "reference"} <= kinds


# --- names a Python file binds itself (bound_in_file) ----------------------------------------------------
PY_SCOPES = '''\
from .other import helper, shared
import os.path

LIMIT = 3
shared = shared or 1


class Box:
    size = 2

    def __init__(self, items):
        self.items = items
        self.count = len(items)

    def grow(self, extra):
        total = self.count + extra + LIMIT
        for item in self.items:
            helper(item, total)
        self.size = self.other
        return [n for n in self.items if n > total]

    @staticmethod
    def make(self):
        return self.items


def outer(value):
    def inner():
        global LIMIT
        return value + LIMIT
    try:
        pass
    except ValueError as error:
        return error
    return inner, os.path, size, mode(value=1)
'''


def _bound(source: str, line: int, name: str, nth: int = 0) -> bool:
    from kg_server.syntax import bound_in_file

    text = source.split("\n")[line - 1]
    column = [m.start() for m in re.finditer(rf"\b{name}\b", text)][nth]
    return (line, column) in bound_in_file("python", source, [(line, column)])


@pytest.mark.parametrize(("line", "name", "nth", "bound"), [
    (12, "items", 1, True),      # a parameter
    (16, "total", 0, True),      # assigned in the function
    (18, "item", 0, True),       # a loop target
    (18, "helper", 0, False),    # imported: defined in another module
    (16, "LIMIT", 0, True),      # the module's own constant
    (5, "shared", 1, False),     # imported, then assigned: the server decides
    (13, "count", 0, True),      # `self.count` set by the class itself
    (19, "other", 0, False),     # `self.other`: nothing in the class sets it
    (20, "n", 2, True),          # a comprehension's own variable
    (24, "items", 0, False),     # a static method's first parameter is no instance
    (30, "value", 0, True),      # a closure's variable
    (30, "LIMIT", 0, False),     # declared global in the function: the server decides
    (34, "error", 0, True),      # an except target
    (35, "size", 0, False),      # a class's name is not seen from a function outside it
    (35, "value", 0, False),     # a keyword argument names the callee's parameter
    (35, "path", 0, False),      # an attribute of an imported module
])
def test_names_a_python_file_binds_itself(line: int, name: str, nth: int, bound: bool) -> None:
    assert _bound(PY_SCOPES, line, name, nth) is bound


def test_a_file_with_a_star_import_binds_no_module_name_for_sure() -> None:
    source = "from .everything import *\n\nLIMIT = 3\n\n\ndef f():\n    return LIMIT\n"
    assert not _bound(source, 7, "LIMIT")
    assert _bound(source.replace("from .everything import *", "import os"), 7, "LIMIT")


def test_other_languages_and_unparsable_python_bind_nothing_for_sure() -> None:
    from kg_server.syntax import bound_in_file

    assert bound_in_file("typescript", "const a = 1;\nconsole.log(a);\n", [(2, 12)]) == set()
    assert bound_in_file("python", "def f(:\n    x = 1\n", [(2, 4)]) == set()


PY_BUILTINS = """\
from .io import open
import typing


def count(items, len):
    return len(items) + max(items)


class Shape:
    type = "shape"

    def kind(self):
        return type(self), isinstance(self, Shape), open("x")


str = typing.Text
print(str, [sorted(n) for n in range(3)])
"""


def _builtin(source: str, line: int, name: str, nth: int = 0) -> bool:
    from kg_server.syntax import builtin_in_file

    text = source.split("\n")[line - 1]
    column = [m.start() for m in re.finditer(rf"\b{name}\b", text)][nth]
    return (line, column) in builtin_in_file("python", source, [(line, column)])


@pytest.mark.parametrize(("line", "name", "builtin"), [
    (6, "max", True),            # nothing binds it: Python's
    (6, "len", False),           # a parameter of the function
    (13, "type", True),          # the class's own `type` is not seen from its methods
    (13, "isinstance", True),
    (13, "open", False),         # imported by the file
    (17, "print", True),
    (17, "str", False),          # the module assigns it
    (17, "sorted", True),        # inside a comprehension
    (17, "range", True),
])
def test_a_builtin_a_python_file_does_not_bind_is_pythons(line: int, name: str, builtin: bool) -> None:
    assert _builtin(PY_BUILTINS, line, name) is builtin


def test_a_star_import_or_another_language_names_no_builtin_for_sure() -> None:
    from kg_server.syntax import builtin_in_file

    assert not _builtin("from .everything import *\n\nprint(len([]))\n", 3, "len")
    assert _builtin("import os\n\nprint(len([]))\n", 3, "len")
    assert builtin_in_file("typescript", "console.log(parseInt('1'));\n", [(1, 12)]) == set()


def test_edits_that_take_something_away() -> None:
    from kg_server.syntax import edits

    python = "class Box:\n    @staticmethod\n    def open(path: str, mode: str = 'r', *, size: int = 1) -> None:\n" \
             "        print(path, mode, size)\n\n\ndef main() -> None:\n    Box.open('x')\n"
    removed = edits.remove("python", python, 3, "open")
    assert removed is not None and removed.words == "remove `open`"
    assert removed.text.startswith("class Box:\n    pass\n")  # the class keeps a body
    gone = edits.remove_parameter("python", python, 3, "open", parameter="mode")
    assert gone is not None and "def open(path: str, *, size: int = 1)" in gone.text
    last = edits.remove_parameter("python", python, 3, "open", parameter="size")
    assert last is None  # `*` alone would be left: no valid edit
    renamed = edits.rename_parameter("python", python, 3, "open", parameter="path", new_name="where")
    assert renamed is not None and "def open(where: str, mode" in renamed.text and "print(path" in renamed.text
    assert edits.remove_parameter("python", python, 3, "open", parameter="absent") is None

    typescript = "export function open(path: string, mode: string): void {\n  console.log(path, mode);\n}\n" \
                 "export const close = (path: string) => path;\n"
    removed = edits.remove("typescript", typescript, 1, "open")
    assert removed is not None and removed.text.lstrip().startswith("export const close")
    arrow = edits.remove("typescript", typescript, 4, "close")
    assert arrow is not None and "close" not in arrow.text
    gone = edits.remove_parameter("typescript", typescript, 1, "open", parameter="mode")
    assert gone is not None and "open(path: string): void" in gone.text
    first = edits.remove_parameter("typescript", typescript, 1, "open", parameter="path")
    assert first is not None and "open(mode: string): void" in first.text
    renamed = edits.rename_parameter("typescript", typescript, 1, "open", parameter="mode", new_name="how")
    assert renamed is not None and "how: string" in renamed.text and "console.log(path, mode)" in renamed.text
