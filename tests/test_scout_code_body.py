"""The lines of a symbol's own body that use a parameter changed (kg_server.scout.code_body): read as
code, so that a comment or a string naming the parameter is no use of it, and neither a TypeScript private
field (`this.#size`) nor a `//` inside a URL hides the code around it."""

from __future__ import annotations

from typing import Any

from kg_server.scout.changes import ChangeRequest
from kg_server.scout.code_body import body_uses
from kg_server.scout.code_rater import Subject


def lines_using(language: str, text: str, parameter: str = "size") -> list[int]:
    """The lines (from 1) of a definition `text` that body_uses finds using `parameter` after line 1."""
    change = ChangeRequest(kind="remove_parameter", names=(("area", True),), parameter=parameter)
    subject = Subject(change=change, concept_id="area", label="area", name="area", kind="function",
                      language=language)
    block: dict[str, Any] = {"text": text, "line_start": 1, "source_id": "s", "document": "shapes", "paragraph": 1}
    return [use.line for use in body_uses(subject, [block], first_line=1)]


def test_python_comments_strings_and_attributes_are_no_use() -> None:
    source = ('def area(size, unit="m"):\n'
              '    """The size of it, # in metres."""\n'
              '    link = "https://example.com/#size" + size.unit  # size in a comment\n'
              '    # size\n'
              '    return self.size * size\n')
    assert lines_using("python", source) == [3, 5]


def test_python_a_block_cut_from_its_file_is_read_past_a_dedent() -> None:
    source = ('            total = size\n'
              '        return size\n'
              '    # size, after the nested definition\n'
              '    return size.real\n')
    assert lines_using("python", source) == [2, 4]


def test_typescript_a_private_field_and_a_url_hide_no_code() -> None:
    source = ('area(size: number): number {\n'
              '  return this.#scale * size; // size once more\n'
              '  const url = "https://example.com/size" + size;\n'
              '  const text = `size: ${size}`, other = {size}, read = this.size;\n'
              '  /* size */\n'
              '}\n')
    assert lines_using("typescript", source) == [2, 3, 4]
    assert lines_using("javascript", source.replace(": number", "")) == [2, 3, 4]
