"""Java read from its syntax alone (tree-sitter-java): the kind of each use and what each definition
declares, on a source written here."""

from __future__ import annotations

import re
import textwrap

from kg_server.syntax import Site, classify, describe, is_test_path

SOURCE = textwrap.dedent("""\
    package geo;

    import java.util.List;
    import static geo.Kind.SQUARE;

    /** Shapes, kept. */
    @Deprecated
    public class Keeper<T extends Shape> extends Base implements Shape, Named {
        public static final int LIMIT = 3;
        private List<Square> kept;

        /** Keeps one. */
        @Override
        public Square keep(final Square square, String... tags) throws KeepError {
            Square made = new Square("a", 2.0);
            made.grow(1.0);
            made.side = 3.0;
            this.count += 1;
            Object seen = (Square) square;
            if (seen instanceof Square other) {
                return other;
            }
            Runnable later = made::grow;
            switch (made.kind()) {
                case SQUARE:
                    return made;
                default:
                    return Square.EMPTY;
            }
        }
    }
    """)


def kinds(names: set[str]) -> list[tuple[int, str, str, dict[str, object]]]:
    sites = [Site(number, found.start(), found.group()) for number, line in enumerate(SOURCE.split("\n"), start=1)
             for found in re.finditer(r"\w+", line) if found.group() in names]
    return [(site.line, site.name, usage.kind.value, {k: v for k, v in usage.details.items() if k != "in_test"})
            for site, usage in zip(sites, classify("java", SOURCE, sites, path="src/geo/Keeper.java"), strict=True)]


def test_each_java_use_has_its_kind() -> None:
    found = kinds({"Square", "grow", "side", "count", "Shape", "Base", "Named", "Deprecated", "SQUARE", "List",
                   "EMPTY", "KeepError"})
    assert (4, "SQUARE", "import", {"module": "geo.Kind", "imported": "SQUARE", "alias": "", "static": True}) in found
    assert (7, "Deprecated", "decorator", {"callee_text": "Deprecated"}) in found
    assert (8, "Shape", "annotation", {"type_argument": True}) in found  # the type parameter's bound
    assert (8, "Base", "subclass", {"implements": False}) in found
    assert (8, "Named", "subclass", {"implements": True}) in found
    assert (10, "List", "annotation", {"field": True}) in found
    assert (10, "Square", "annotation", {"type_argument": True}) in found
    assert (14, "Square", "annotation", {"result": True}) in found
    assert (14, "Square", "annotation", {"parameter": True}) in found
    assert (14, "KeepError", "annotation", {"throws": True}) in found
    assert (15, "Square", "call", {"callee_text": "Square", "new": True, "construct": True, "arguments": 2,
                                   "result": "assigned"}) in found
    assert (16, "grow", "call", {"callee_text": "made.grow", "arguments": 1, "result": "discarded"}) in found
    assert (17, "side", "assignment", {"target": True, "augmented": False}) in found
    assert (18, "count", "assignment", {"target": True, "augmented": True}) in found
    assert (19, "Square", "annotation", {"cast": True}) in found
    assert (20, "Square", "isinstance", {"pattern": True}) in found
    assert (23, "grow", "reference", {"method_reference": True, "callee_text": "made::grow",
                                      "value": "assigned"}) in found
    assert (25, "SQUARE", "pattern", {"match_line": 24, "cases": 1, "default": True}) in found
    assert (28, "Square", "reference", {"member": "EMPTY"}) in found
    assert (28, "EMPTY", "attribute", {"object_text": "Square", "value": "returned"}) in found


def test_java_definitions_say_their_head_javadoc_and_parameters() -> None:
    defined = describe("java", SOURCE)
    keeper = defined[8]
    assert (keeper.kind, keeper.name, keeper.docstring) == ("class", "Keeper", "Shapes, kept.")
    assert keeper.signature == "@Deprecated public class Keeper<T extends Shape> extends Base implements Shape, Named"
    assert (defined[9].kind, defined[9].name) == ("constant", "LIMIT")
    assert (defined[10].kind, defined[10].name) == ("property", "kept")
    keep = defined[14]
    assert (keep.kind, keep.returns, keep.returns_none, keep.docstring) == ("method", "Square", False, "Keeps one.")
    assert [(p.name, p.kind, p.annotation) for p in keep.parameters] == [
        ("square", "required", "Square"), ("tags", "rest", "String...")]


def test_java_tests_are_told_by_their_folder_or_name() -> None:
    assert is_test_path("src/test/java/geo/SquareTest.java") and is_test_path("geo/SquareTests.java")
    assert not is_test_path("src/main/java/geo/Testing.java")
