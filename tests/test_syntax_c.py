"""C read from its syntax (kg_server.syntax on tree-sitter's C grammar): how each use of a symbol is used
(classify) and what each definition says (describe), on a C source written here."""

from __future__ import annotations

import re

from kg_server.syntax import LANGUAGES, Site, Usage, UseKind, classify, describe

C = '''\
#include <stdio.h>
#include "shapes.h"

#define LIMIT 16
#define TWICE(x) ((x) * 2)

#ifndef SHAPES_H
/* A square, by its side. */
struct square {
    const char *name;
    double side;
    struct square *next;
};
#endif

// What a shape is.
enum kind { KIND_A, KIND_B = 4 };

typedef struct square square_t;
typedef struct {
    int x;
} point_t;
typedef enum { RED, GREEN } color_t;
typedef int (*visit_fn)(struct square *shape, void *data);

extern int made;
static const int limit = LIMIT;
int made = 0;

struct square *square_new(const char *name, double side);
double area(const struct square *shape);

/* Grows the square.
 * By `by`. */
static void grow(struct square *shape, double by, ...)
{
    shape->side += TWICE(by);
    shape->side = area(shape);
    made++;
    square_t *copy = (struct square *)shape;
    printf("%zu", sizeof(struct square));
    if (area(copy) > 1 && copy->next) {
        grow(copy->next, 1.0);
    }
    switch (kind_of(shape)) {
    case KIND_A:
    case KIND_B:
        break;
    default:
        return;
    }
}

int count(void) { return made; }
'''


def site(line_text: str, name: str, nth: int = 0) -> Site:
    found = [(number, line) for number, line in enumerate(C.split("\n"), 1) if line_text in line]
    assert len(found) == 1, f"{line_text!r} is on {len(found)} lines"
    number, line = found[0]
    within = [m.start() for m in re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", line_text)]
    return Site(number, line.index(line_text) + within[nth], name)


def c(line_text: str, name: str, *, nth: int = 0, path: str = "src/shapes.c") -> Usage:
    return classify("c", C, [site(line_text, name, nth)], path=path)[0]


def line_of(line_text: str) -> int:
    return next(n for n, line in enumerate(C.split("\n"), 1) if line_text in line)


def test_c_is_a_language_of_the_syntax_readers() -> None:
    assert "c" in LANGUAGES
    assert c("grow(copy->next, 1.0)", "grow", path="tests/test_shapes.c").details["in_test"] is True


def test_calls_carry_their_arguments_and_what_is_done_with_the_value() -> None:
    grow = c("grow(copy->next, 1.0)", "grow")
    assert grow == Usage(UseKind.CALL, (line_of("grow(copy->next"),) * 2, {
        "callee_text": "grow", "arguments": 2, "spread": False, "result": "discarded", "in_test": False})
    assert c("shape->side = area(shape)", "area").details["result"] == "assigned"
    assert c("if (area(copy) > 1", "area").details["result"] == "compared"
    assert c("switch (kind_of(shape))", "kind_of").details["result"] == "condition"
    assert c("int count(void) { return made; }", "made").kind == UseKind.REFERENCE


def test_members_are_read_and_written() -> None:
    written = c("shape->side += TWICE(by)", "side")
    assert written.kind == UseKind.ASSIGNMENT and written.details["augmented"] is True
    assert c("shape->side = area(shape)", "side").details["augmented"] is False
    assert c("made++", "made").kind == UseKind.ASSIGNMENT
    read = c("copy->next)", "next")
    assert read.kind == UseKind.ATTRIBUTE and dict(read.details) == {"object_text": "copy", "value": "condition",
                                                                     "in_test": False}
    assert c("grow(copy->next, 1.0)", "next").details["value"] == "argument"
    assert c("grow(copy->next, 1.0)", "copy").details == {"member": "next", "in_test": False}


def test_types_say_where_they_are_named() -> None:
    assert c("static void grow(struct square *shape", "square").details["parameter"] is True
    assert c("struct square *square_new(", "square").details["result"] is True
    assert c("struct square *next;", "square").details["field"] is True
    assert c("typedef struct square square_t", "square").details["typedef"] is True
    assert c("(struct square *)shape", "square").details["cast"] is True
    assert c("sizeof(struct square)", "square").details["sizeof"] is True
    assert c("square_t *copy", "square_t").kind == UseKind.ANNOTATION


def test_case_labels_are_patterns_of_their_switch() -> None:
    case = c("case KIND_A:", "KIND_A")
    assert case.kind == UseKind.PATTERN and case.statement == (line_of("case KIND_A:"),) * 2
    assert dict(case.details) == {"match_line": line_of("switch (kind_of"), "cases": 2, "default": True,
                                  "in_test": False}


def test_definitions_and_declarations_are_told_apart() -> None:
    assert c("static void grow(", "grow").kind == UseKind.DEFINITION
    assert c("static void grow(struct square *shape", "shape").details == {"parameter": True, "in_test": False}
    assert c("struct square *square_new(const char", "square_new").details == {"declaration": True,
                                                                                "in_test": False}
    assert c("extern int made;", "made").details["declaration"] is True
    assert c("int made = 0;", "made").details == {"in_test": False}
    assert c("struct square {", "square").kind == UseKind.DEFINITION
    assert c("enum kind { KIND_A", "KIND_A").kind == UseKind.DEFINITION
    assert c("#define LIMIT 16", "LIMIT").kind == UseKind.DEFINITION
    assert c("typedef int (*visit_fn)", "visit_fn").kind == UseKind.DEFINITION


def test_comments_and_strings_are_no_code() -> None:
    assert c("/* A square, by its side. */", "square").details["comment"] is True
    assert c('#include "shapes.h"', "shapes").details["string"] is True


def test_definitions_say_their_heads_members_and_parameters() -> None:
    found = describe("c", C)
    grow = found[line_of("static void grow(")]
    assert (grow.kind, grow.signature, grow.returns) == (
        "function", "static void grow(struct square *shape, double by, ...)", "void")
    assert [(p.name, p.kind, p.annotation) for p in grow.parameters] == [
        ("shape", "required", "struct square *"), ("by", "required", "double"), ("...", "rest", "...")]
    assert grow.docstring == "Grows the square.\nBy `by`."
    assert grow.block == (line_of("static void grow("), line_of("int count(void)") - 2)
    assert found[line_of("int count(void)")].parameters == ()
    square = found[line_of("struct square {")]
    assert (square.kind, square.signature, square.docstring) == ("class", "struct square", "A square, by its side.")
    assert found[line_of("double side;")].kind == "property"  # inside the #ifndef
    assert found[line_of("struct square *next;")].signature == "struct square *next"
    kind = found[line_of("enum kind {")]
    assert (kind.kind, kind.docstring) == ("enum", "What a shape is.")
    # Definitions are keyed by their name's line: of an enum on one line, the enum's
    assert {d.name: d.kind for d in found.values() if d.block[0] == line_of("enum kind {")} == {"kind": "enum"}
    assert found[line_of("typedef struct square square_t")].kind == "type_alias"
    point = found[line_of("} point_t;")]  # a typedef of an anonymous struct is that struct
    assert (point.kind, point.signature, point.block) == ("class", "typedef struct {…} point_t",
                                                          (line_of("} point_t;") - 2, line_of("} point_t;")))
    assert found[line_of("int x;")].kind == "property"
    assert found[line_of("typedef enum {")].kind == "enum"  # on one line with its members: the line is its
    assert found[line_of("typedef int (*visit_fn)")].name == "visit_fn"
    assert found[line_of("extern int made;")].kind == "declaration"
    prototype = found[line_of("struct square *square_new(")]
    assert (prototype.kind, prototype.returns, [p.name for p in prototype.parameters]) == (
        "declaration", "struct square *", ["name", "side"])
    assert (found[line_of("static const int limit")].kind, found[line_of("int made = 0;")].kind) == (
        "constant", "variable")
    assert found[line_of("#define TWICE(x)")].signature == "#define TWICE(x) ((x) * 2)"
    assert found[line_of("#define LIMIT")].kind == "constant"


def test_a_file_that_does_not_parse_is_read_as_far_as_it_can() -> None:
    broken = C.replace("int count(void) { return made; }", "int count(void) { return made; ")
    usage = classify("c", broken, [site("shape->side = area(shape)", "area")])[0]
    assert usage.kind == UseKind.CALL and usage.details["parse_error"] is True


# --- the edits of a change (kg_server/syntax/edits_c.py) ------------------------------------------------
EDITED = '''\
#include "shapes.h"

static double twice(double value);

/* A square grown by `by`. */
double grow(struct square *shape, double by)
{
    if (by < 0)
        return 0;
    shape->side += twice(by);
    return shape->side;
}

static double twice(double value) { return value * 2; }

static double (*measure)(double) = twice;

enum kind {
    KIND_A,
    KIND_B = 4,
};
'''
HEADER = "#ifndef SHAPES_H\n#define SHAPES_H\nextern double grow(struct square *, double);\nvoid other(void);\n#endif\n"


def edited_line(text: str, snippet: str) -> str:
    return next(line for line in text.splitlines() if snippet in line)


def test_a_function_is_edited_in_each_of_its_declarations_and_in_its_headers() -> None:
    from kg_server.scout.changes import read_change
    from kg_server.syntax import edits

    added = edits.add_parameter("c", EDITED, 14, "twice")
    assert added is not None and added.words == "add a required parameter `encoding` (`const char *encoding`)"
    assert read_change(f"twice - {added.words}").parameter == "encoding"  # type: ignore[union-attr]
    # The forward declaration and the definition: a prototype left behind would be a conflict, not a change
    assert edited_line(added.text, "static double twice(double value, const char *encoding);")
    assert edited_line(added.text, "static double twice(double value, const char *encoding) {")
    assert "twice(by)" in added.text and "= twice;" in added.text  # the uses are what breaks
    grown = edits.add_parameter("c", EDITED, 6, "grow")
    assert grown is not None
    spread = edits.elsewhere("c", grown, {"include/shapes.h": HEADER, "src/other.c": "int x;\n"}, "grow")
    assert spread is not None and set(spread.others) == {"include/shapes.h"}  # only a file that declares it
    assert spread.others["include/shapes.h"][1].splitlines()[2] == \
        "extern double grow(struct square *, double, const char *encoding);"
    # A static function is its file's own: another file's function of that name is another function
    own = edits.elsewhere("c", added, {"src/other.c": "static double twice(double v) { return v; }\n"}, "twice")
    assert own is not None and added.facts["static"] == "yes" and not own.others
    other_static = {"src/other.c": "static double grow(struct square *s, double by) { return by; }\n"}
    assert edits.elsewhere("c", grown, other_static, "grow").others == {}  # type: ignore[union-attr]
    void = edits.add_parameter("c", HEADER, 4, "other")
    assert void is not None and "void other(const char *encoding);" in void.text
    assert edits.add_parameter("c", EDITED, 16, "measure") is None  # a pointer to a function is no function
    assert edits.add_parameter("c", "int printf(const char *f, ...);\n", 1, "printf") is None  # after `...`


def test_a_rename_and_a_removal_reach_the_prototypes() -> None:
    from kg_server.syntax import edits

    renamed = edits.rename("c", EDITED, 6, "grow")
    assert renamed is not None and renamed.words == "rename to `grow_v2`"
    renamed = edits.elsewhere("c", renamed, {"include/shapes.h": HEADER}, "grow")
    assert renamed is not None and "extern double grow_v2(" in renamed.others["include/shapes.h"][1]
    # the old name poisoned after each declaration: the compiler reports each use left behind
    assert renamed.others["include/shapes.h"][1].splitlines()[3] == "#pragma GCC poison grow"
    field_renamed = edits.rename("c", "struct square {\n    double side;\n};\n", 2, "side")
    assert field_renamed is not None and "double side_v2;" in field_renamed.text and not field_renamed.others
    removed = edits.remove("c", EDITED, 14, "twice")
    assert removed is not None and "twice(double" not in removed.text and "twice(by)" in removed.text
    gone = edits.remove_parameter("c", EDITED, 6, "grow", parameter="by")
    assert gone is not None and gone.facts["index"] == "1"
    assert edited_line(gone.text, "double grow(struct square *shape)")
    gone = edits.elsewhere("c", gone, {"include/shapes.h": HEADER}, "grow")
    # the header's parameters are unnamed: the one at the same position goes
    assert gone is not None and "extern double grow(struct square *);" in gone.others["include/shapes.h"][1]
    only = edits.remove_parameter("c", EDITED, 14, "twice", parameter="value")
    assert only is not None and "static double twice(void);" in only.text
    renamed = edits.rename_parameter("c", EDITED, 6, "grow", parameter="by", new_name="amount")
    assert renamed is not None and "double amount)" in renamed.text and "twice(by)" in renamed.text


def test_a_result_made_optional_is_a_pointer_and_the_body_still_compiles() -> None:
    from kg_server.syntax import edits

    optional = edits.optional_return("c", EDITED, 6, "grow")
    assert optional is not None and optional.facts == {"edit": "optional_return", "old": "double", "new": "double *"}
    assert edited_line(optional.text, "double *grow(struct square *shape, double by)")
    assert edited_line(optional.text, "{ static double kg_result_; kg_result_ = (0); return &kg_result_; }")
    pointer = "struct square *make(void);\n"
    assert edits.optional_return("c", pointer, 1, "make") is None  # a pointer may be NULL already
    assert edits.optional_return("c", "void f(void);\n", 1, "f") is None
    assert edits.narrow_parameter("c", EDITED, 6, "grow") is None  # no union of types to narrow
    described = describe("c", pointer)[1]
    assert described.returns == "struct square *" and described.returns_none is True


def test_an_enum_gains_a_member_with_its_prefix() -> None:
    from kg_server.syntax import edits

    member = edits.add_member("c", EDITED, 18, "kind")
    assert member is not None and member.words == "add a member `KIND_EXTRA`"
    assert member.text.splitlines()[19:21] == ["    KIND_B = 4,", "    KIND_EXTRA,"]
    typedef = edits.add_member("c", "typedef enum { RED, GREEN } color_t;\n", 1, "color_t")
    assert typedef is not None and typedef.text == "typedef enum { RED, GREEN, EXTRA } color_t;\n"
    assert edits.add_member("c", "struct s { int a; };\n", 1, "s") is None  # a struct is no enum


def test_the_offline_rater_breaks_each_use_of_a_c_value_made_a_pointer() -> None:
    """C's optional result is a pointer for the value: kept, passed on or computed with, it no longer
    compiles; tested or compared, a pointer compiles as the value did (the compiler says nothing there)."""
    from kg_server.scout.changes import ChangeKind, ChangeRequest
    from kg_server.scout.code_rater import HIGH, LOW, ReachedUse, Subject, rate_use

    change = ChangeRequest(ChangeKind.CHANGE_RETURN, (("area", True),), maybe_none=True)
    subject = Subject(change=change, concept_id="c:src.shapes.area", label="area", name="area", kind="function",
                      language="c")

    def risk(result: str) -> float:
        use = ReachedUse(instance_id="i", symbol=subject.concept_id, role="self", use=UseKind.CALL,
                         document="src/main.c", line=3, statement=(3, 3), syntax={"result": result}, in_test=False,
                         quote="area(s)", source_id="s")
        return rate_use(subject, use).rubric.risk

    assert {result: risk(result) for result in ("assigned", "argument", "operated", "returned", "condition",
                                                 "compared", "discarded")} == {
        "assigned": HIGH, "argument": HIGH, "operated": HIGH, "returned": HIGH, "condition": LOW, "compared": LOW,
        "discarded": LOW}


def test_a_switch_naming_every_member_breaks_when_its_enum_gains_one() -> None:
    """-Wswitch, which the C checker makes an error, reports a switch over the enum's type without a default.
    One naming a few members breaks too, but only when it switches on the enum's type, not on an int that
    holds its values (cmark-gfm's `uint16_t type`), which the syntax cannot tell: only every member named
    is read as breaking, where the compiler reports it, at the switch."""
    from kg_server.scout.changes import ChangeKind, ChangeRequest
    from kg_server.scout.code_rater import HIGH, LOW, ReachedUse, Subject, rate_use

    change = ChangeRequest(ChangeKind.ADD_MEMBER, (("kind", True),))
    subject = Subject(change=change, concept_id="c:shapes.kind", label="kind", name="kind", kind="enum",
                      language="c", members=3)

    def rated(default: bool, covered: int) -> tuple[float, int]:
        use = ReachedUse(instance_id="i", symbol="c:shapes.kind.KIND_A", role="member", use=UseKind.PATTERN,
                         document="src/main.c", line=7, statement=(7, 7), in_test=False, quote="case KIND_A:",
                         source_id="s", syntax={"match_line": 5, "default": default}, covered=covered)
        rating = rate_use(subject, use)
        return rating.rubric.risk, rating.line

    assert rated(default=False, covered=3) == (HIGH, 5)
    assert rated(default=True, covered=3)[0] == LOW
    assert rated(default=False, covered=1)[0] == LOW
