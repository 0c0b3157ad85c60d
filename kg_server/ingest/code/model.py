"""What the code graph is made of before it is written: a repository's code files, their symbols, the
definition blocks that are their paragraphs, and every use of a symbol with its site and kind."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from kg_server.syntax.model import Parameter, UseKind

# A symbol's kind: what `kind` says on its concept (docs/data-model.md#code).
KINDS = ("module", "class", "interface", "enum", "enum_member", "type_alias", "function", "method",
         "property", "attribute", "constant", "variable")

# Which relationship a use makes, from the symbol it sits in to the symbol it uses (by its kind of use).
USE_RELATIONSHIPS = {
    UseKind.CALL: "CALLS", UseKind.DECORATOR: "CALLS",
    UseKind.IMPORT: "IMPORTS", UseKind.RE_EXPORT: "IMPORTS",
    UseKind.SUBCLASS: "INHERITS",
}
DEFAULT_USE_RELATIONSHIP = "REFERENCES"

# The syntax a code file is read with, by suffix (the language servers' table says which server reads it).
SYNTAXES = {".py": "python", ".pyi": "python", ".ts": "typescript", ".mts": "typescript", ".cts": "typescript",
            ".tsx": "tsx", ".js": "javascript", ".mjs": "javascript", ".cjs": "javascript", ".jsx": "javascript",
            ".go": "go", ".c": "c", ".h": "c", ".java": "java",
            **dict.fromkeys((".cpp", ".cc", ".cxx", ".c++", ".hpp", ".hh", ".hxx", ".h++"), "cpp")}
# (A .h file is C's unless its repository is C++'s: providers.lsp.servers.header_language.)


@dataclass(frozen=True)
class CodeFile:
    """A code file of the repository: `name` is its document name (the path from the ingested folder,
    '/' separators), `language` the syntax it is read with (python, typescript, tsx, javascript, go, c,
    cpp, java)."""

    name: str
    path: Path
    language: str
    text: str
    content_hash: str
    topic: str

    @cached_property
    def lines(self) -> list[str]:
        # split once: a pass reads a line of a file for every name asked of it and every answer in it
        # (split each time, a 400 KB module cost a millisecond per name)
        return self.text.split("\n")


@dataclass
class Symbol:
    """A symbol the graph keeps as a concept. Lines count from 1, columns from 0 (Python characters).
    `parameters`, `returns` and `returns_none` are what the syntax read of a function's or method's
    definition (syntax.Definition): scout reads them from the graph instead of parsing the signature."""

    concept_id: str
    qualified_name: str
    name: str
    label: str  # the name with its class, as people write it: Context.invoke
    kind: str
    language: str
    document: str
    block: tuple[int, int]  # the definition, first and last line (decorators included)
    name_at: tuple[int, int]  # line and column of its name in the definition
    parent: str | None = None  # the concept_id of the symbol it belongs to (a method's class, a class's module)
    signature: str = ""
    docstring: str = ""
    in_test: bool = False
    parameters: tuple[Parameter, ...] = ()
    returns: str = ""
    returns_none: bool | None = None

    @property
    def description(self) -> str:
        first = self.docstring.strip().split("\n\n")[0].strip()
        return f"{self.signature} — {first}" if self.signature and first else (self.signature or first)


@dataclass(frozen=True)
class Block:
    """A paragraph of a code file: the lines a definition holds itself (a method is its own block, so a
    class's block is its head, docstring and attributes), or a run of module-level lines."""

    number: int
    start: int
    end: int
    text: str
    owner: str  # the concept_id of the symbol whose lines these are (the module's for module-level code)


@dataclass(frozen=True)
class Use:
    """A use of a symbol as the graph stores it: the site (a syntax Site in one of the ingest's files) and
    the line that uses it (verbatim), how it is used (its Usage's kind and statement and details), and the
    symbol the site sits in (the caller of a call)."""

    target: str  # concept_id of the symbol used
    document: str
    line: int
    column: int
    text: str  # the source line, as written
    kind: UseKind
    enclosing: str  # concept_id of the innermost symbol holding the site
    statement: tuple[int, int] = (0, 0)
    details: Mapping[str, Any] = field(default_factory=dict)

    @property
    def relationship(self) -> str:
        return USE_RELATIONSHIPS.get(self.kind, DEFAULT_USE_RELATIONSHIP)

    @property
    def site(self) -> str:
        return f"{self.document}:{self.line}"
