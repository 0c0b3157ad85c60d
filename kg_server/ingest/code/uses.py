"""Uses: where a language server says each symbol is used, read as the graph keeps them.

A server's location becomes a `SymbolSite` when it lies in a code file of the ingest (a use in a
library's own files, as TypeScript's lib.dom.d.ts, is not the repository's), and a `Use` when read: its
kind (call, import, annotation, ...) and the statement it is in are read from the syntax around it
(kg_server.syntax); the symbol it sits in is the owner of its line (blocks.line_owners), which makes it
the caller of a call.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from lsprotocol import types

from kg_server.providers.lsp import python_index, uri_path
from kg_server.syntax import LANGUAGES, Site, Usage, UseKind, classify
from kg_server.syntax.python_tree import parse_python
from kg_server.syntax.trees import COMMENTS, GRAMMARS, JAVA, Node, nodes, parse_typescript
from kg_server.syntax.trees import CPP as CPP_SYNTAX
from kg_server.syntax.trees import C as C_SYNTAX

from .model import CodeFile, Symbol, Use


@dataclass(frozen=True)
class SymbolSite:
    """A site of a target symbol in one of the ingest's files (a reference the server gave, or a name it
    said is that symbol's): line from 1, column in Python characters."""

    target: Symbol
    file: CodeFile
    line: int
    column: int
    kind: UseKind | None = None  # said by the pass instead of read from the syntax (structor_sites)


class Sites:
    """Turns the servers' locations into SymbolSites in the ingest's files."""

    def __init__(self, files: Iterable[CodeFile]) -> None:
        self.by_path: dict[Path, CodeFile] = {file.path.resolve(): file for file in files}
        self._by_uri: dict[str, CodeFile | None] = {}

    def file_at(self, uri: str) -> CodeFile | None:
        """The ingest's file a location's URI names, if any; resolved once per URI (a pass locates every
        answer, and resolving a path asks the file system)."""
        if uri not in self._by_uri:
            path = uri_path(uri)
            self._by_uri[uri] = self.by_path.get(path.resolve()) if path else None
        return self._by_uri[uri]

    def locate(self, target: Symbol, locations: Iterable[types.Location]) -> list[SymbolSite]:
        found = []
        for location in locations:
            file = self.file_at(location.uri)
            if file is None:
                continue
            lines = file.lines
            line = location.range.start.line + 1
            if not 1 <= line <= len(lines):
                continue
            column = python_index(lines[line - 1], location.range.start.character)
            if file.language == JAVA:
                column = _named_within(lines[line - 1], column, location.range, target.name)
                if _in_comment(file, line, column, target.name):
                    continue  # JDT LS counts a Javadoc's `{@link Crypt}`: prose, as no name in a comment is asked
            if file.name == target.document and (line, column) == target.name_at:
                continue  # the definition itself: it has a quote of its own
            found.append(SymbolSite(target, file, line, column))
        return found


    def locate_definition(self, location: types.Location) -> tuple[str, int, int] | None:
        """Where a definition the server points at is, as (document, line, column), if in the ingest."""
        file = self.file_at(location.uri)
        if file is None:
            return None
        lines = file.lines
        line = location.range.start.line + 1
        if not 1 <= line <= len(lines):
            return None
        return file.name, line, python_index(lines[line - 1], location.range.start.character)


def _named_within(text: str, column: int, span: types.Range, name: str) -> int:
    """Where `name` is in a reference that may start before it: JDT LS's reference of Square in `import
    geo.Square;` or `geo.Square x` spans the qualified name, from `geo`. The last whole word that is the
    name within the span on its line; the column as given when there is none."""
    if text.startswith(name, column):
        return column
    end = python_index(text, span.end.character) if span.end.line == span.start.line else len(text)
    found = [m.start() for m in re.finditer(r"(?<![\w$])" + re.escape(name) + r"(?![\w$])", text[:end])
             if m.start() >= column]
    return found[-1] if found else column


def _in_comment(file: CodeFile, line: int, column: int, name: str) -> bool:
    node = parse_typescript(file.language, file.text).at(line, column, name)
    return node is not None and node.type in COMMENTS


_NAME = re.compile(r"[A-Za-z_]\w*")  # a Go name: Go is read here without a grammar
# The nodes of tree-sitter's TypeScript and JavaScript grammars that write a name: an identifier of any
# role (a property's, a type's, a shorthand property's, a private field's `#x`, an import or export
# specifier's and a JSX element's names are these too), and a property named by a string (`{'retry': 1}`,
# `options['retry']`), where a server answers as at an identifier.
_NAME_NODES = frozenset({"identifier", "property_identifier", "type_identifier", "shorthand_property_identifier",
                         "shorthand_property_identifier_pattern", "private_property_identifier"})
# C's names: a variable's or function's, a type's (a typedef's, a struct's tag), a member's.
_C_NAME_NODES = frozenset({"identifier", "type_identifier", "field_identifier"})
# C++'s besides: a scope's (`Square` of `Square::area`, `geo` of `geo::Square`: namespaces are no symbols,
# a class written as a scope is one).
_CPP_NAME_NODES = _C_NAME_NODES | {"namespace_identifier"}
_JAVA_NAME_NODES = frozenset({"identifier", "type_identifier"})  # Java's: every name, a type's or another's
_NAMING_STRINGS = {"pair": "key", "pair_pattern": "key", "subscript_expression": "index", "property_signature": "name",
                   "public_field_definition": "name", "method_definition": "name", "method_signature": "name"}


def name_sites(file: CodeFile, names: set[str]) -> list[Site]:
    """Where the names are written as code in a file, never in a comment or a string (half of the names'
    occurrences in a documented module). Python: its name tokens and the strings of `__all__`;
    TypeScript, JavaScript, C, C++ and Java (and a Python file the tokenizer cannot read): the names of its syntax
    tree (clangd answers a definition asked in a comment from the comment's words: not asked there).
    Other languages: every occurrence."""
    if file.language == "python":
        try:
            return _python_name_sites(file.text, names)
        except (tokenize.TokenError, SyntaxError):
            return _tree_name_sites(file, "python", names)
    if file.language in GRAMMARS:
        return _tree_name_sites(file, file.language, names)
    if file.language == C_SYNTAX:
        return _tree_name_sites(file, C_SYNTAX, names, _C_NAME_NODES)
    if file.language == CPP_SYNTAX:
        return _tree_name_sites(file, CPP_SYNTAX, names, _CPP_NAME_NODES)
    if file.language == JAVA:
        return _tree_name_sites(file, JAVA, names, _JAVA_NAME_NODES)
    return [Site(number, m.start(), m.group()) for number, text in enumerate(file.lines, start=1)
            for m in _NAME.finditer(text) if m.group() in names]


def _python_name_sites(text: str, names: set[str]) -> list[Site]:
    found: list[Site] = []
    statement: list[str] = []
    quoted = False  # an f-string or a string that may be an annotation: names inside are code too
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type in (tokenize.NEWLINE, tokenize.ENDMARKER):
            statement = []
            continue
        if token.type in (tokenize.NL, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT):
            continue
        statement.append(token.string)
        line, column = token.start
        if token.type == tokenize.NAME and token.string in names:
            found.append(Site(line, column, token.string))
        elif token.type == tokenize.STRING and not quoted and statement[0] != "__all__":
            quoted = True
        elif token.type == tokenize.STRING and statement[0] == "__all__":
            quote = len(token.string) - len(token.string.lstrip("rRuUbB"))
            inner = token.string[quote + 1:-1]
            if inner in names and token.string[quote] in "'\"" and token.start[0] == token.end[0]:
                found.append(Site(line, column + quote + 1, inner, listed=True))
    return found + _quoted_name_sites(text, names) if quoted else found


def _quoted_name_sites(text: str, names: set[str]) -> list[Site]:
    """Names in f-strings' expressions (Python 3.11 reads an f-string as one token) and in annotations
    written as strings (`"Context | None"`, `TypeVar("F", bound="Command")`): a type checker resolves
    both, so a rename breaks them."""
    try:
        tree = parse_python(text).tree  # the tree the file's definitions were read from
    except (SyntaxError, ValueError, RecursionError):
        return []
    lines = text.split("\n")
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            found += [site for inner in ast.walk(node) if (site := _ast_site(inner, names, lines)) is not None]
        for annotation in _string_annotations(node):
            found += _annotation_sites(annotation, names, lines)
    return found


def _ast_site(node: ast.AST, names: set[str], lines: list[str]) -> Site | None:
    def column(line: int, offset: int) -> int:  # the AST counts UTF-8 bytes
        return len(lines[line - 1].encode()[:offset].decode(errors="replace"))

    if isinstance(node, ast.Name) and node.id in names:
        return Site(node.lineno, column(node.lineno, node.col_offset), node.id)
    if isinstance(node, ast.Attribute) and node.attr in names and node.end_col_offset is not None:
        line = node.end_lineno or node.lineno
        return Site(line, column(line, node.end_col_offset - len(node.attr.encode())), node.attr)
    return None


def _string_annotations(node: ast.AST) -> list[ast.Constant]:
    found: list[ast.AST | None] = []
    if isinstance(node, ast.arg):
        found.append(node.annotation)
    elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
        found.append(node.returns)
    elif isinstance(node, ast.AnnAssign):
        found.append(node.annotation)
    elif isinstance(node, ast.keyword) and node.arg == "bound":
        found.append(node.value)
    return [n for n in found if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def _annotation_sites(string: ast.Constant, names: set[str], lines: list[str]) -> list[Site]:
    """The names of a one-line string annotation written without escapes, where they are in the file."""
    if string.end_lineno != string.lineno or string.end_col_offset is None:
        return []
    written = lines[string.lineno - 1].encode()[string.col_offset:string.end_col_offset].decode(errors="replace")
    quote = 3 if written[:3] in ('"""', "\'\'\'") else 1
    if written[quote:len(written) - quote] != string.value:
        return []  # a prefix or an escape: positions inside would not be the file's
    try:
        expression = ast.parse(string.value, mode="eval")
    except SyntaxError:
        return []
    start = len(lines[string.lineno - 1].encode()[:string.col_offset].decode(errors="replace")) + quote
    inner = string.value.split("\n")
    return [Site(string.lineno, start + site.column, site.name)
            for node in ast.walk(expression) if (site := _ast_site(node, names, inner)) is not None]


def _tree_name_sites(file: CodeFile, grammar: str, names: set[str], kinds: frozenset[str] = _NAME_NODES
                     ) -> list[Site]:
    found = []
    for node in nodes(parse_typescript(grammar, file.text).root):
        if node.type in kinds or (node.type == "string_fragment" and _names_a_property(node)):
            written = node.text.decode(errors="replace") if node.text is not None else ""
            if written in names:
                row, column = node.start_point  # (tree-sitter's column counts bytes)
                found.append(Site(row + 1, len(file.lines[row].encode()[:column].decode(errors="replace")),
                                      written))
    return found


def _names_a_property(fragment: Node) -> bool:
    """A string that is a property's name: an object key, an interface member, `options['retry']`."""
    string = fragment.parent
    holder = string.parent if string is not None else None
    return holder is not None and holder.child_by_field_name(_NAMING_STRINGS.get(holder.type, "")) == string


def read_uses(located: Iterable[SymbolSite], owners: Mapping[str, Sequence[str]]) -> list[Use]:
    """The uses of the sites, each classified in its file (one parse per file). `owners`: for each
    document, the concept id owning each line (from 0)."""
    by_file: dict[str, list[SymbolSite]] = defaultdict(list)
    seen: set[tuple[str, str, int, int]] = set()
    for site in located:
        key = (site.target.concept_id, site.file.name, site.line, site.column)
        if key not in seen:
            seen.add(key)
            by_file[site.file.name].append(site)
    uses = []
    for sites in by_file.values():
        file = sites[0].file
        usages = _usages(file, [Site(s.line, s.column, s.target.name) for s in sites])
        lines, owner = file.lines, _bodies_owned(owners[file.name], sites, usages)
        for site, usage in zip(sites, usages, strict=True):
            uses.append(Use(target=site.target.concept_id, document=file.name, line=site.line, column=site.column,
                            text=lines[site.line - 1].strip(), kind=site.kind or usage.kind,
                            enclosing=owner[site.line - 1], statement=usage.statement,
                            details={} if site.kind else dict(usage.details)))
    return uses


def structor_sites(files: Iterable[CodeFile], symbols: Mapping[str, Sequence[Symbol]], by_id: Mapping[str, Symbol]
                   ) -> list[SymbolSite]:
    """A C++ class named by its constructors' and destructor's declarations (`Square(double side);`,
    `~Square();`): references of the class, which renaming it breaks (g++: a declaration with no type).
    The server holds a constructor's name as the constructor's own, and lists no symbol for a defaulted
    destructor, so no request finds them: the constructors are the class's methods of its name, the
    destructor a `~Name(` in the class's lines."""
    found = []
    for file in files:
        if file.language != "cpp":
            continue
        for symbol in symbols.get(file.name, ()):
            owner = by_id.get(symbol.parent or "")
            if symbol.kind == "method" and owner is not None and owner.kind == "class" and symbol.name == owner.name:
                line, column = symbol.name_at
                if (column := file.lines[line - 1].find(owner.name, column)) >= 0:
                    found.append(SymbolSite(owner, file, line, column, kind=UseKind.REFERENCE))
            elif symbol.kind == "class":
                destructor = re.compile(rf"~\s*({re.escape(symbol.name)})\s*\(")
                for line in range(max(symbol.block[0], 1), min(symbol.block[1], len(file.lines)) + 1):
                    found += [SymbolSite(symbol, file, line, match.start(1), kind=UseKind.REFERENCE)
                              for match in destructor.finditer(file.lines[line - 1])]
    return found


def _bodies_owned(owners: Sequence[str], sites: Sequence[SymbolSite], usages: Sequence[Usage]) -> Sequence[str]:
    """The line owners of a file, with the lines of each C++ method defined out of its class (`void
    Square::grow(double by) { ... }`, a `body` of its DEFINITION) owned by the method its class declares
    (not by the file's module: the file has no symbol of it)."""
    bodies = [(site.target.concept_id, usage.details["body"]) for site, usage in zip(sites, usages, strict=True)
              if usage.kind == UseKind.DEFINITION and "body" in usage.details and site.kind is None]
    if not bodies or not owners:
        return owners
    owned, module = list(owners), owners[0]
    for target, (first, last) in bodies:
        for index in range(max(first, 1) - 1, min(last, len(owned))):
            if owned[index] == module:
                owned[index] = target
    return owned


def _usages(file: CodeFile, sites: list[Site]) -> list[Usage]:
    """The kinds of use, from the syntax; a language without a syntax reader (Go) has plain references."""
    if file.language in LANGUAGES:
        return classify(file.language, file.text, sites, path=file.name)
    return [Usage(UseKind.REFERENCE, (site.line, site.line), {}) for site in sites]
