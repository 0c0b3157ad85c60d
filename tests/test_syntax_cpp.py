"""C++ read from its syntax (kg_server.syntax on tree-sitter's C++ grammar): how each use of a symbol is used
(classify), what each definition says (describe), where a method defined out of its class belongs, and the
edits of a change made to each declaration of a method (its class's and its body's) or a function."""

from __future__ import annotations

import re

from kg_server.syntax import LANGUAGES, Site, UseKind, classify, describe, edits
from kg_server.syntax.cpp_scopes import out_of_line, parse_cpp

HEADER = '''\
namespace geo {
enum class Kind { Square, Circle };

/* A shape. */
class Shape {
public:
    explicit Shape(int id);
    virtual double area() const = 0;
    const std::string &name() const { return name_; }
    int resize(int by, int times = 1);

private:
    std::string name_;
};

class Square : public Shape {
public:
    double area() const override;
    void grow(double by);
    void grow(int by);
    double side;
};

template <typename T>
T biggest(const std::vector<T> &all);
}  // namespace geo
'''

SOURCE = '''\
#include "shapes.hpp"

namespace geo {
double Square::area() const { return side * side; }

void Square::grow(double by) { side += by; }

void Square::grow(int by) { side += by; }
}  // namespace geo

int main() {
    geo::Square square(1);
    auto *other = new geo::Square(2);
    std::vector<geo::Shape *> shapes{&square};
    square.grow(1.0);
    switch (kind) {
    case geo::Kind::Circle:
        break;
    }
    return geo::biggest<int>({}) + square.area();
}
'''


def at(text: str, line: int, name: str) -> Site:
    return Site(line, re.search(rf"\b{name}\b", text.split("\n")[line - 1]).start(), name)  # type: ignore[union-attr]


def usage(text: str, line: int, name: str) -> tuple[UseKind, dict[str, object]]:
    found = classify("cpp", text, [at(text, line, name)], path="src/x.cpp")[0]
    return found.kind, {k: v for k, v in found.details.items() if k != "in_test"}


def test_cpp_is_a_language_of_the_syntax() -> None:
    assert "cpp" in LANGUAGES


def test_the_kinds_of_cpp_uses() -> None:
    assert usage(SOURCE, 12, "Square") == (UseKind.CALL, {"callee_text": "geo::Square", "construct": True,
                                                          "result": "assigned"})
    assert usage(SOURCE, 13, "Square")[1]["new"] is True
    assert usage(SOURCE, 14, "Shape") == (UseKind.ANNOTATION, {"template_argument": True})
    assert usage(SOURCE, 15, "grow")[0] == UseKind.CALL
    assert usage(SOURCE, 17, "Circle")[0] == UseKind.PATTERN
    assert usage(SOURCE, 17, "Kind") == (UseKind.REFERENCE, {"scope": True, "member": "Circle"})
    assert usage(SOURCE, 20, "biggest")[0] == UseKind.CALL  # through its scope and template arguments
    assert usage(HEADER, 16, "Shape") == (UseKind.SUBCLASS, {"access": "public"})
    # a method's body out of its class: a definition of the class's method, its lines the method's
    assert usage(SOURCE, 6, "grow") == (UseKind.DEFINITION, {"out_of_line": True, "body": [6, 6]})
    assert usage(SOURCE, 6, "Square") == (UseKind.REFERENCE, {"scope": True, "member": "grow"})
    assert usage(HEADER, 7, "Shape") == (UseKind.DEFINITION, {})  # a constructor declared in its class
    assert usage(HEADER, 25, "biggest") == (UseKind.DEFINITION, {"declaration": True})


def test_cpp_definitions_in_namespaces_classes_and_templates() -> None:
    found = describe("cpp", HEADER)
    assert {line: (d.kind, d.name) for line, d in found.items()} == {
        2: ("enum", "Kind"), 5: ("class", "Shape"), 7: ("method", "Shape"), 8: ("method", "area"),
        9: ("method", "name"), 10: ("method", "resize"), 13: ("property", "name_"), 16: ("class", "Square"),
        18: ("method", "area"), 19: ("method", "grow"), 20: ("method", "grow"), 21: ("property", "side"),
        25: ("declaration", "biggest")}
    assert found[5].docstring == "A shape."
    assert found[9].returns == "std::string &"
    assert [(p.name, p.kind, p.annotation, p.default) for p in found[10].parameters] == [
        ("by", "required", "int", ""), ("times", "optional", "int", "1")]
    assert describe("cpp", SOURCE).keys() == {11}  # main; the out-of-line bodies are their class's methods


def test_a_method_defined_out_of_its_class_is_found_by_its_scopes() -> None:
    tree = parse_cpp(SOURCE)
    assert out_of_line(tree, 4, SOURCE.split("\n")[3].index("area")) == ("geo", "Square", "area")
    assert out_of_line(tree, 11, 4) is None  # main is no method


def test_an_edit_of_a_method_reaches_its_body_and_not_its_overload_nor_another_class() -> None:
    change = edits.add_parameter("cpp", HEADER, 19, "grow")
    assert change is not None and "void grow(double by, const char *encoding);" in change.text
    assert "void grow(int by);" in change.text  # the overload is another function
    made = edits.elsewhere("cpp", change, {"src/shapes.cpp": SOURCE}, "grow")
    assert made is not None
    after = made.others["src/shapes.cpp"][1]
    assert "void Square::grow(double by, const char *encoding)" in after and "void Square::grow(int by)" in after
    renamed = edits.rename("cpp", HEADER, 8, "area")  # Shape::area: Square's is another class's
    assert renamed is not None and "virtual double areaV2() const = 0;" in renamed.text
    assert "double area() const override;" in renamed.text and "#pragma" not in renamed.text
    bodies = edits.elsewhere("cpp", renamed, {"src/shapes.cpp": SOURCE}, "area")
    assert bodies is not None and bodies.others == {}  # Square::area's body is not Shape::area's
    defaulted = edits.add_parameter("cpp", HEADER, 10, "resize")
    assert defaulted is not None and "int resize(int by, const char *encoding, int times = 1);" in defaulted.text
    member = edits.add_member("cpp", HEADER, 2, "Kind")
    assert member is not None and "enum class Kind { Square, Circle, Extra };" in member.text
    assert edits.optional_return("cpp", HEADER, 7, "Shape") is None  # a constructor returns nothing
