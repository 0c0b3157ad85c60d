"""A code file's paragraphs: its definitions' own lines.

Every line belongs to the innermost definition that holds it (a method's lines to the method, a class's
head, docstring and attributes to the class, the rest to the module), and a run of lines with one owner
is a paragraph. So a paragraph is what `read_source` shows for a definition, a quote of a use sits in
the paragraph of the function it is in, and no line is in two paragraphs. Blank lines go with the code
above them; a long run of module-level code is cut at blank lines.
"""

from __future__ import annotations

from collections.abc import Sequence

from .model import Block, CodeFile, Symbol
from .symbols import BLOCK_KINDS

MODULE_RUN = 60  # module-level lines in one paragraph at most, cut at a blank line past it


def blocks(file: CodeFile, symbols: Sequence[Symbol]) -> list[Block]:
    lines = file.lines
    owners = line_owners(len(lines), symbols)
    for index, text in enumerate(lines):  # blank lines go with the code above
        if not text.strip() and index:
            owners[index] = owners[index - 1]
    module = symbols[0].concept_id if symbols else ""
    runs: list[tuple[int, int, str]] = []  # (first, last) line indexes from 0, owner
    start = 0
    for index in range(1, len(lines) + 1):
        if index == len(lines) or owners[index] != owners[start] or (
                owners[start] == module and index - start >= MODULE_RUN and not lines[index - 1].strip()):
            runs.append((start, index - 1, owners[start]))
            start = index
    found: list[Block] = []
    for first, last, owner in runs:
        while last > first and not lines[last].strip():
            last -= 1
        text = "\n".join(lines[first:last + 1])
        if text.strip():
            found.append(Block(number=len(found) + 1, start=first + 1, end=last + 1, text=text, owner=owner))
    return found


def line_owners(count: int, symbols: Sequence[Symbol]) -> list[str]:
    """For each line (from 0), the concept id of the innermost definition holding it."""
    module = symbols[0].concept_id if symbols else ""
    owners = [module] * count
    depth = [0] * count
    for symbol in symbols:
        if symbol.kind not in BLOCK_KINDS or symbol.kind == "module":
            continue
        level = symbol.qualified_name.count(".")
        first, last = max(symbol.block[0], 1) - 1, min(symbol.block[1], count) - 1
        for index in range(first, last + 1):
            if level >= depth[index]:
                owners[index], depth[index] = symbol.concept_id, level
    return owners


def block_at(found: Sequence[Block], line: int) -> Block | None:
    """The paragraph holding a line (from 1)."""
    low, high = 0, len(found) - 1
    while low <= high:
        middle = (low + high) // 2
        block = found[middle]
        if line < block.start:
            high = middle - 1
        elif line > block.end:
            low = middle + 1
        else:
            return block
    return None
