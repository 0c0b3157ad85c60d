"""Go read from its syntax (kg_server.syntax on tree-sitter's Go grammar): how each use of a symbol is used
(classify) and what each definition says (describe), on a Go source written here; and how scout's offline
rater reads a Go result made optional."""

from __future__ import annotations

import re

from kg_server.syntax import LANGUAGES, Site, Usage, UseKind, classify, describe, is_test_path

GO = '''\
package shapes

import (
	"fmt"
	str "strings"
)

// Shape is anything with an area.
// It prints itself.
type Shape interface {
	fmt.Stringer
	Area() float64
}

type Base struct{ ID int }

type Square struct {
	Base
	*Other
	Side float64 `json:"side"`
}

type Kind int

type Run = func(*Square) error

const (
	// KindA is the first.
	KindA Kind = iota
	KindB
)

var registry = map[string]Shape{}

// Area of the square.
//go:noinline
func (s *Square) Area() float64 { return s.Side * s.Side }

func New(side float64, names ...string) (*Square, error) {
	q := &Square{Side: side}
	q.Side = 2
	q.Side += 1
	q.Side++
	f := q.Area
	var x Shape = q
	switch v := x.(type) {
	case *Square, Other:
		_ = v
	default:
	}
	switch k := KindA; k {
	case KindA, KindB:
	}
	y, ok := x.(*Square)
	Helper(1, names...)
	defer Helper(2)
	fmt.Println(str.ToUpper("a"), f(), y, ok)
	if Check(q) && q.Area() > 1 {
		return Square{side, 2}, nil
	}
	for _, s := range List() {
		_ = s
	}
	return nil, nil
}
'''


def site(line_text: str, name: str, nth: int = 0) -> Site:
    found = [(number, line) for number, line in enumerate(GO.split("\n"), 1) if line_text in line]
    assert len(found) == 1, f"{line_text!r} is on {len(found)} lines"
    number, line = found[0]
    within = [m.start() for m in re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", line_text)]
    return Site(number, line.index(line_text) + within[nth], name)


def go(line_text: str, name: str, *, nth: int = 0, path: str = "shapes/shapes.go") -> Usage:
    return classify("go", GO, [site(line_text, name, nth)], path=path)[0]


def line_of(line_text: str) -> int:
    return next(n for n, line in enumerate(GO.split("\n"), 1) if line_text in line)


def test_go_is_a_language_of_the_syntax_readers() -> None:
    assert "go" in LANGUAGES
    assert is_test_path("cmd/root_test.go") and not is_test_path("cmd/root.go")
    assert go("Helper(1, names...)", "Helper", path="shapes/shapes_test.go").details["in_test"] is True


def test_calls_carry_their_arguments_and_what_is_done_with_the_value() -> None:
    helper = go("Helper(1, names...)", "Helper")
    assert helper.kind == UseKind.CALL
    assert dict(helper.details) == {"callee_text": "Helper", "arguments": 2, "spread": True, "result": "discarded",
                                    "in_test": False}
    assert go("defer Helper(2)", "Helper").details["defer"] is True
    upper = go('str.ToUpper("a")', "ToUpper")
    assert upper.kind == UseKind.CALL and upper.details["callee_text"] == "str.ToUpper"
    assert upper.details["result"] == "argument"
    assert go("if Check(q)", "Check").details["result"] == "condition"
    assert go("q.Area() > 1", "Area").details["result"] == "compared"
    assert go("range List()", "List").details["result"] == "iterated"


def test_imports_name_their_module_and_alias() -> None:
    assert go('"fmt"', "fmt") == Usage(UseKind.IMPORT, (4, 4), {"module": "fmt", "imported": "fmt", "alias": "",
                                                                  "in_test": False})
    aliased = go('str "strings"', "str")
    assert aliased.kind == UseKind.IMPORT and aliased.details["alias"] == "str"
    assert aliased.details["module"] == "strings"


def test_embedding_is_subclassing() -> None:
    base = classify("go", GO, [Site(line_of("type Square struct") + 1, 1, "Base")])[0]
    assert base.kind == UseKind.SUBCLASS and dict(base.details) == {"embedded": True, "pointer": False,
                                                                    "in_test": False}
    other = go("*Other", "Other")
    assert other.kind == UseKind.SUBCLASS and other.details["pointer"] is True
    stringer = go("fmt.Stringer", "Stringer")
    assert stringer.kind == UseKind.SUBCLASS and stringer.details["interface"] is True


def test_type_references_say_where_the_type_is_named() -> None:
    assert go("func (s *Square) Area()", "Square").kind == UseKind.ANNOTATION
    assert go("func (s *Square) Area()", "Square").details["receiver"] is True
    assert go("(*Square, error)", "Square").details["result"] is True
    assert go("var registry = map[string]Shape{}", "Shape").kind == UseKind.ANNOTATION
    assert go("type Run = func(*Square) error", "Square").kind == UseKind.ANNOTATION
    assert go("KindA Kind = iota", "Kind").kind == UseKind.ANNOTATION


def test_composite_literals_make_a_value_of_their_type() -> None:
    keyed = go("q := &Square{Side: side}", "Square")
    assert keyed.kind == UseKind.CALL
    assert {k: keyed.details[k] for k in ("composite", "elements", "keyed", "result")} == {
        "composite": True, "elements": 1, "keyed": True, "result": "assigned"}
    unkeyed = go("return Square{side, 2}, nil", "Square")
    assert unkeyed.kind == UseKind.CALL and unkeyed.details["keyed"] is False and unkeyed.details["elements"] == 2
    key = go("q := &Square{Side: side}", "Side")
    assert key.kind == UseKind.REFERENCE and key.details["property_key"] is True


def test_selectors_read_written_and_method_values() -> None:
    assert go("q.Side = 2", "Side") == Usage(UseKind.ASSIGNMENT, (line_of("q.Side = 2"),) * 2,
                                             {"target": True, "augmented": False, "in_test": False})
    assert go("q.Side += 1", "Side").details["augmented"] is True
    assert go("q.Side++", "Side").kind == UseKind.ASSIGNMENT
    method_value = go("f := q.Area", "Area")
    assert method_value.kind == UseKind.ATTRIBUTE
    assert dict(method_value.details) == {"object_text": "q", "value": "assigned", "in_test": False}
    assert go("return s.Side * s.Side", "Side").kind == UseKind.ATTRIBUTE
    package = go('fmt.Println(str.ToUpper("a")', "fmt")
    assert package.kind == UseKind.REFERENCE and package.details["member"] == "Println"


def test_switch_cases_are_patterns_and_assertions_are_type_tests() -> None:
    case = go("case *Square, Other:", "Other")
    assert case.kind == UseKind.PATTERN
    assert {k: case.details[k] for k in ("match_line", "cases", "default", "type_switch")} == {
        "match_line": line_of("switch v := x.(type)"), "cases": 2, "default": True, "type_switch": True}
    assert case.statement == (line_of("case *Square, Other:"),) * 2
    value_case = go("case KindA, KindB:", "KindB")
    assert value_case.kind == UseKind.PATTERN and value_case.details["cases"] == 2
    assert "type_switch" not in value_case.details
    assert go("switch k := KindA; k {", "KindA").kind == UseKind.REFERENCE
    asserted = go("y, ok := x.(*Square)", "Square")
    assert asserted.kind == UseKind.ISINSTANCE and dict(asserted.details) == {
        "assertion": True, "checked": True, "in_test": False}


def test_definitions_parameters_and_what_is_not_code() -> None:
    assert go("func (s *Square) Area()", "Area").kind == UseKind.DEFINITION
    assert go("func New(side float64", "side").details == {"parameter": True, "in_test": False}
    assert go("KindA Kind = iota", "KindA").kind == UseKind.DEFINITION
    assert go("// Shape is anything", "Shape").details["comment"] is True
    assert go('str.ToUpper("a")', "a").details["string"] is True
    assert go("for _, s := range List()", "s").kind == UseKind.DEFINITION


def test_a_use_in_a_head_has_the_head_as_its_statement() -> None:
    head = line_of("if Check(q)")
    assert go("if Check(q)", "Check").statement == (head, head)
    body = go("return Square{side, 2}, nil", "Square")
    assert body.statement == (head + 1, head + 1)


def test_definitions_are_described_with_doc_comments_and_parameters() -> None:
    found = describe("go", GO)
    new = found[line_of("func New(")]
    assert new.kind == "function" and new.signature == "func New(side float64, names ...string) (*Square, error)"
    assert [(p.name, p.kind, p.annotation) for p in new.parameters] == [
        ("side", "required", "float64"), ("names", "rest", "...string")]
    assert new.returns == "(*Square, error)" and new.returns_none is True
    area = found[line_of("func (s *Square) Area()")]
    assert area.kind == "method" and area.name == "Area" and area.docstring == "Area of the square."
    assert area.returns == "float64" and area.returns_none is False
    shape = found[line_of("type Shape interface")]
    assert shape.kind == "interface" and shape.docstring == "Shape is anything with an area.\nIt prints itself."
    assert shape.block == (line_of("type Shape interface"), line_of("type Shape interface") + 3)
    assert found[line_of("Area() float64")].kind == "method"
    assert found[line_of("type Square struct")].kind == "class"
    assert found[line_of("Side float64")].kind == "property"
    assert found[line_of("type Square struct") + 1].kind == "embedded"
    assert found[line_of("type Kind int")].kind == "type_alias"
    assert found[line_of("type Run = func")].kind == "type_alias"
    first = found[line_of("KindA Kind = iota")]
    assert first.kind == "constant" and first.docstring == "KindA is the first."
    assert first.signature == "const KindA Kind = iota"
    assert found[line_of("var registry")].kind == "variable"


def test_the_offline_rater_breaks_every_call_that_uses_a_go_result_made_optional() -> None:
    """Go's optional result is an error beside it: a kept, passed, tested or compared value no longer
    compiles (two values in a single-value context), a dropped one still does."""
    from kg_server.scout.changes import ChangeKind, ChangeRequest
    from kg_server.scout.code_rater import HIGH, LOW, ReachedUse, Subject, rate_use

    change = ChangeRequest(ChangeKind.CHANGE_RETURN, (("NewSquare", True),), maybe_none=True)

    def risk(language: str, result: str) -> float:
        subject = Subject(change=change, concept_id="go:shapes.NewSquare", label="NewSquare", name="NewSquare",
                          kind="function", language=language)
        use = ReachedUse(instance_id="i", symbol=subject.concept_id, role="self", use=UseKind.CALL,
                         document="main.go", line=3, statement=(3, 3), syntax={"result": result}, in_test=False,
                         quote="NewSquare(1)", source_id="s")
        return rate_use(subject, use).rubric.risk

    assert {result: risk("go", result) for result in ("assigned", "argument", "condition", "compared", "discarded")} \
        == {"assigned": HIGH, "argument": HIGH, "condition": HIGH, "compared": HIGH, "discarded": LOW}
    assert risk("python", "compared") == LOW  # None compared is no error in Python


def test_the_offline_rater_leaves_a_call_through_a_go_interface_unbroken() -> None:
    from kg_server.scout.changes import ChangeKind, ChangeRequest
    from kg_server.scout.code_rater import HIGH, LOW, ReachedUse, Subject, rate_use

    def risk(kind: ChangeKind, interface: str) -> float:
        change = ChangeRequest(kind, (("countValue.Type", True),), new_name="TypeV2")
        subject = Subject(change=change, concept_id="go:count.countValue.Type", label="countValue.Type", name="Type",
                          kind="method", language="go")
        use = ReachedUse(instance_id="i", symbol=subject.concept_id, role="self", use=UseKind.CALL,
                         document="flag.go", line=464, statement=(464, 464), syntax={"result": "compared"},
                         in_test=False, quote="if flag.Value.Type() != ftype {", source_id="s", interface=interface)
        return rate_use(subject, use).rubric.risk

    assert risk(ChangeKind.RENAME, "Value") == LOW and risk(ChangeKind.RENAME, "") == HIGH
    assert risk(ChangeKind.BEHAVIOUR, "Value") == risk(ChangeKind.BEHAVIOUR, "")  # it still runs there
