"""The lines of a symbol's own body that use a parameter changed: where a removed or renamed parameter
is no longer defined, and where a retyped one must still fit (the checker reports them inside the
symbol itself, where no reference of the symbol points)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from .code_rater import Subject, Use

_DOCSTRING = re.compile(r'^\s*[rRbBuU]?("""|\'\'\')')


def body_uses(subject: Subject, blocks: Sequence[dict[str, Any]], first_line: int) -> list[Use]:
    """The lines of the symbol's own body that use the parameter changed (after its signature; docstrings
    and comments left out): where a removed or renamed parameter is no longer defined, and where a
    retyped one must still fit."""
    name = subject.change.parameter
    if not name or subject.change.kind not in ("remove_parameter", "rename_parameter", "change_parameter_type"):
        return []
    word = re.compile(rf"(?<![\w.$]){re.escape(name)}(?![\w$])")
    found = []
    for block in blocks:
        quoted = ""
        for offset, text in enumerate((block["text"] or "").splitlines()):
            line = block["line_start"] + offset
            code, quoted = _code_part(text, quoted)
            if line <= first_line or not word.search(code):
                continue
            found.append(Use(instance_id=f"{block['source_id']}:{line}", symbol=subject.concept_id, role="body",
                             use="body", document=block["document"], line=line, statement=(line, line), syntax={},
                             in_test=False, quote=text, source_id=block["source_id"], paragraph=block["paragraph"],
                             owner=subject.concept_id, owner_label=subject.label, owner_kind=subject.kind))
    return found


def _code_part(text: str, quoted: str) -> tuple[str, str]:
    """The code of a line (nothing inside a docstring or after a comment), and the docstring quote still
    open after it."""
    if quoted:
        return "", "" if quoted in text else quoted
    opened = _DOCSTRING.match(text)
    if opened:
        rest = text[opened.end():]
        return "", "" if opened.group(1) in rest else opened.group(1)
    for marker in ("#", "//"):
        if marker in text:
            text = text.split(marker, 1)[0]
    return text, ""
