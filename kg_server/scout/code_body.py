"""The lines of a symbol's own body that use a parameter changed: where a removed or renamed parameter
is no longer defined, and where a retyped one must still fit (the checker reports them inside the
symbol itself, where no reference of the symbol points)."""

from __future__ import annotations

import io
import re
import tokenize
from collections.abc import Iterator, Sequence
from typing import Any

from kg_server.syntax.trees import GRAMMARS, nodes, parse_typescript

from .changes import BODY_CHANGES
from .code_rater import ReachedUse, Subject

# The nodes of tree-sitter's TypeScript and JavaScript grammars that read a variable by its name (not a
# property's name, `options.retry`, nor a private field's, `this.#retry`).
_VARIABLES = frozenset({"identifier", "shorthand_property_identifier"})


def body_uses(subject: Subject, blocks: Sequence[dict[str, Any]], first_line: int) -> list[ReachedUse]:
    """The lines of the symbol's own body that use the parameter changed (after its signature; docstrings
    and comments left out): where a removed or renamed parameter is no longer defined, and where a
    retyped one must still fit."""
    name = subject.change.parameter
    if not name or subject.change.kind not in BODY_CHANGES:
        return []
    found = []
    for block in blocks:
        lines = (block["text"] or "").splitlines()
        for offset in sorted(_lines_naming(subject.language, "\n".join(lines), name)):
            line, text = block["line_start"] + offset, lines[offset]
            if line <= first_line:
                continue
            found.append(ReachedUse(instance_id=f"{block['source_id']}:{line}", symbol=subject.concept_id, role="body",
                             use="body", document=block["document"], line=line, statement=(line, line), syntax={},
                             in_test=False, quote=text, source_id=block["source_id"], paragraph=block["paragraph"],
                             owner=subject.concept_id, owner_label=subject.label, owner_kind=subject.kind))
    return found


def _lines_naming(language: str, text: str, name: str) -> set[int]:
    """The lines (from 0) of a block where `name` is read as code: Python's name tokens, TypeScript's and
    JavaScript's identifiers (never in a comment or a string, never a member's name); in another language,
    every line holding the word."""
    if language == "python":
        return set(_python_lines(text.splitlines(keepends=True), name))
    if language in GRAMMARS:
        written = name.encode()
        return {node.start_point.row for node in nodes(parse_typescript(language, text).root)
                if node.type in _VARIABLES and node.text == written}
    word = re.compile(rf"(?<![\w.$]){re.escape(name)}(?![\w$])")
    return {number for number, line in enumerate(text.splitlines()) if word.search(line)}


def _python_lines(lines: list[str], name: str, first: int = 0) -> Iterator[int]:
    """The lines (from `first`) where `name` is a name token and no attribute's name. A block is cut out of
    its file: where it dedents below where it started, the tokenizer starts again."""
    after_dot = False
    try:
        for token in tokenize.generate_tokens(io.StringIO("".join(lines[first:])).readline):
            if token.type == tokenize.NAME and token.string == name and not after_dot:
                yield first + token.start[0] - 1
            after_dot = token.type == tokenize.OP and token.string == "."
    except IndentationError as error:
        restart = first + (error.lineno or 1) - 1
        if restart > first:
            yield from _python_lines(lines, name, restart)
    except tokenize.TokenError:
        return  # (a statement the block's end cuts: the lines before it were read)
