"""How code is used and what its definitions say, read from the syntax alone: pure, fast, no server.

Language servers say where a symbol is used (file, line, column); they do not say how. `classify` reads
the syntax around each site and names the use (UseKind: a call and its arguments, an import or a
re-export, an annotation, a subclass, an isinstance test, a match or switch case, a decorator, an
assignment, an attribute read, a plain reference), with the facts a change needs. `describe` gives each
definition's head, docstring, lines and parameters. Python is read with its own `ast` (with tree-sitter's
grammar when `ast` cannot parse the file); TypeScript, JavaScript, Go, C, C++ and Java with tree-sitter's grammars.

- model.py: Site (where a name is written), Usage (how it is used), UseKind, Definition, Parameter, and
  the line arithmetic;
- python_tree.py (the parse and its index), python_uses.py (the kinds), python_chains.py (matches and
  if/elif chains), python_tolerant.py (a file `ast` cannot parse), python_defs.py (definitions),
  python_scopes.py (names the file binds itself);
- trees.py (every tree-sitter parse), typescript_uses.py (the kinds), typescript_chains.py (switches and
  if/else chains), typescript_defs.py (definitions);
- go_uses.py (Go's kinds: embedding, composite literals, type switches and assertions among them) and
  go_defs.py (Go's definitions);
- c_uses.py (C's kinds: types named, members read and written, enumerators as case labels) and
  c_defs.py (C's definitions: functions, structs, unions, enums, typedefs, variables, macros; C++'s too:
  namespaces, classes and their methods, templates);
- cpp_uses.py (C++'s kinds around C's: names through their scopes, base classes, constructions,
  template arguments, methods defined out of their class);
- java_uses.py (Java's kinds: constructions, bases, annotations, method references, fields read and
  written, case labels) and java_defs.py (Java's definitions: classes, interfaces, enums, records,
  methods, constructors, fields).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from kg_server.errors import InvalidArgument

from .c_defs import describe_c
from .c_uses import classify_c
from .cpp_uses import classify_cpp
from .go_defs import describe_go
from .go_uses import classify_go
from .java_defs import describe_java
from .java_uses import classify_java
from .model import Definition, Parameter, Site, Usage, UseKind, is_test_path
from .python_defs import describe_python, is_enum_class
from .python_scopes import bound_here, builtin_here
from .python_tolerant import classify_tolerant
from .python_uses import classify_python
from .trees import CPP, GO, GRAMMARS, JAVA, C
from .typescript_defs import describe_typescript
from .typescript_uses import classify_typescript

LANGUAGES = ("python", *GRAMMARS, GO, C, CPP, JAVA)


def classify(language: str, text: str, sites: Sequence[Site], *, path: str = "") -> list[Usage]:
    """One Usage per site, in the same order. `language`: python, typescript, tsx, javascript (.jsx,
    .mjs and .cjs files are javascript), go, c, cpp or java; `path` (as the repository names the file)
    tells a test file and an `__init__.py`. Never raises on the code itself: a file that does not parse
    is read as well as it can be, and a site no identifier sits at is a reference."""
    if language == "python":
        try:
            return classify_python(text, sites, path)
        except (SyntaxError, ValueError, RecursionError) as error:
            return classify_tolerant(text, sites, path, f"{type(error).__name__}: {error}")
    if language == GO:
        return classify_go(text, sites, path)
    if language == C:
        return classify_c(text, sites, path)
    if language == CPP:
        return classify_cpp(text, sites, path)
    if language == JAVA:
        return classify_java(text, sites, path)
    return classify_typescript(_grammar(language), text, sites, path)


def describe(language: str, text: str) -> dict[int, Definition]:
    """The file's definitions, keyed by the line (from 1) where each definition's name is."""
    if language == "python":
        return describe_python(text)
    if language == GO:
        return describe_go(text)
    if language in (C, CPP):
        return describe_c(text, language)
    if language == JAVA:
        return describe_java(text)
    return describe_typescript(_grammar(language), text)


def bound_in_file(language: str, text: str, sites: Iterable[tuple[int, int]], *,
                  locals_only: bool = False) -> set[tuple[int, int]]:
    """The sites (line from 1, column in characters) whose name the file itself binds (with
    `locals_only`, a function of it), as far as its syntax proves it (Python; none for the other languages)."""
    return bound_here(text, sites, locals_only=locals_only) if language == "python" else set()


def builtin_in_file(language: str, text: str, sites: Iterable[tuple[int, int]]) -> set[tuple[int, int]]:
    """The sites that name one of the language's builtins, which nothing in the file binds or imports
    there (Python; none for the other languages)."""
    return builtin_here(text, sites) if language == "python" else set()


def _grammar(language: str) -> str:
    if language not in GRAMMARS:
        raise InvalidArgument(f"No syntax reader for the language {language!r}: use one of "
                              f"{', '.join(LANGUAGES)} (.jsx, .mjs and .cjs files are javascript).")
    return language


__all__ = ["LANGUAGES", "Definition", "Parameter", "Site", "Usage", "UseKind", "bound_in_file", "builtin_in_file",
           "classify",
           "describe", "is_enum_class", "is_test_path"]
