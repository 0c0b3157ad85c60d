"""The 3D viewer on a graph of code, in a real browser (Debian's chromium, Playwright) against a real
`kg serve`: a small repository ingested with the real language server (basedpyright), its view coloured
by kind (prose concepts in a colour of their own, and their folder's colour by folder), a symbol's definition and
uses as lines of code
with their document:line, the relationships of code in the legend and in the DAG. Screenshots are kept
in test-artifacts/."""

from __future__ import annotations

import textwrap
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import Browser

from kg_server.config import Settings
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.service import KnowledgeGraph
from tests.helpers.browsers import new_session, non_background_share, open_viewer
from tests.helpers.repositories import ingested

pytestmark = pytest.mark.slow  # the whole file: a language server runs beside a browser

REPOSITORY = {
    "pkg/__init__.py": '''\
        """Shapes and what they cost."""
        from .shapes import Color, Shape, area

        __all__ = ["Color", "Shape", "area"]
        ''',
    "pkg/shapes.py": '''\
        """Shapes and colours."""
        import enum

        UNIT = 1.0


        class Color(enum.Enum):
            """A colour."""

            RED = 1
            GREEN = 2


        class Shape:
            """A shape with a name, drawn as <b>bold</b> text."""

            sides: int = 0

            def __init__(self, name: str) -> None:
                self.name = name

            def describe(self, color: Color) -> str:
                """Say what it is."""
                match color:
                    case Color.RED:
                        return f"red {self.name}"
                    case Color.GREEN:
                        return f"green {self.name}"


        class Square(Shape):
            def describe(self, color: Color) -> str:
                return "square " + super().describe(color)


        def area(shape: Shape, scale: float) -> float:
            """The area of a shape, scaled."""
            if isinstance(shape, Square):
                return scale * UNIT
            return 0.0
        ''',
    "pkg/report.py": '''\
        from pkg.shapes import Color, Shape, area


        def total(shapes: list[Shape]) -> float:
            return sum(area(shape, 2.0) for shape in shapes)


        def summary(shape: Shape) -> str:
            return shape.describe(Color.RED)
        ''',
    "README.md": '''\
        # Shapes

        The `Shape.describe` method says what a shape is; `area` computes a scaled area.
        ''',
}

DAG_TYPES = {"implies", "requires", "part_of", "kind_of", "calls", "inherits", "imports"}


def line_of(name: str, snippet: str) -> int:
    for number, text in enumerate(textwrap.dedent(REPOSITORY[name]).splitlines(), start=1):
        if snippet in text:
            return number
    raise AssertionError(f"{snippet!r} is not in {name}")


@pytest.fixture(scope="module")
async def code_graph(settings: Settings, embedder: LocalEmbedder, tmp_path_factory: pytest.TempPathFactory
                     ) -> AsyncIterator[KnowledgeGraph]:
    async with ingested(settings, embedder, tmp_path_factory.mktemp("shapes"), REPOSITORY) as graph:
        yield graph


async def code_view(server: str) -> tuple[str, dict[str, Any]]:
    """A view of Shape and area with their neighbours: classes, methods, functions, modules, attributes,
    and the README's concepts that describe them."""
    return await new_session(server, concept_ids=["py:pkg.shapes.area"], center_concept="py:pkg.shapes.Shape", depth=1)


async def test_symbols_are_coloured_by_kind_and_prose_concepts_apart(
        browser: Browser, server: str, code_graph: KnowledgeGraph, artifacts_dir: Path) -> None:
    session_id, graph = await code_view(server)
    kinds = {node["id"]: node["kind"] for node in graph["nodes"]}
    assert {"class", "method", "function", "module", "attribute"} <= set(kinds.values()), kinds
    prose = [node_id for node_id, kind in kinds.items() if kind is None]
    assert prose, "the README's concepts that describe a symbol are in the view"
    page = await open_viewer(browser, server, session_id)
    assert await page.evaluate("kgViewer.colorMode()") == "kind"  # a view of code opens coloured by kind
    table = await page.evaluate("kgViewer.kindColors")
    colours = await page.evaluate("ids => Object.fromEntries(ids.map(id => [id, kgViewer.colorOf(id)]))", list(kinds))
    for node_id, kind in kinds.items():
        if kind is not None:
            assert colours[node_id] == table[kind], (node_id, kind)
    assert len({table[kind] for kind in ("class", "method", "function", "module", "attribute")}) == 5

    # The legend names each kind with its count and colour; the prose concepts by their folder.
    rows = await page.locator("#groups [data-kind]").evaluate_all(
        "rows => rows.map(r => [r.dataset.kind, r.querySelector('.count').textContent, "
        "getComputedStyle(r.querySelector('.dot')).backgroundColor])"
    )
    assert {kind: int(count) for kind, count, _ in rows} == Counter(kind for kind in kinds.values() if kind)
    assert all(dot == rgb(table[kind]) for kind, _, dot in rows), rows
    assert await page.locator("#groups [data-prose] .count").text_content() == str(len(prose))

    # The spheres on screen are drawn in their kind's colour (the center, a class, is the largest).
    canvas = await page.locator("#graph canvas").first.screenshot()
    assert non_background_share(canvas) > 0.005, "the WebGL canvas is blank"
    center = await page.evaluate("kgViewer.screenPosition('py:pkg.shapes.Shape')")
    assert hue_at(await page.screenshot(), center) == pytest.approx(hue(table["class"]), abs=25)
    await page.screenshot(path=artifacts_dir / "viewer-code-kinds.png")

    # Coloured by kind, prose concepts share one colour no kind has; by folder, the colour of theirs.
    assert len({colours[node_id] for node_id in prose}) == 1 and colours[prose[0]] not in table.values()
    assert await page.evaluate("kgViewer.colorBy('folder')") == "folder"
    by_folder = await page.evaluate("ids => Object.fromEntries(ids.map(id => [id, kgViewer.colorOf(id)]))", list(kinds))
    folders = await page.locator("#groups [data-folder]").evaluate_all(
        "rows => Object.fromEntries(rows.map(r => [r.dataset.folder, "
        "getComputedStyle(r.querySelector('.dot')).backgroundColor]))"
    )
    groups = {node["id"]: node["group"] or "(top folder)" for node in graph["nodes"]}
    assert all(rgb(by_folder[node_id]) == folders[groups[node_id]] for node_id in kinds), (by_folder, folders)
    assert len({by_folder[node_id] for node_id, kind in kinds.items() if kind}) == 1  # one folder: pkg
    await page.locator("#color-by [data-mode='kind']").click()
    assert await page.evaluate("kgViewer.colorMode()") == "kind"
    await page.close()


async def test_a_symbol_shows_its_definition_and_uses_as_lines_of_code(
        browser: Browser, server: str, code_graph: KnowledgeGraph, artifacts_dir: Path) -> None:
    session_id, _ = await new_session(server, center_concept="py:pkg.shapes.Shape.describe", depth=1)
    page = await open_viewer(browser, server, session_id)
    position = await page.evaluate("kgViewer.screenPosition('py:pkg.shapes.Shape.describe')")
    await page.mouse.click(position["x"], position["y"])
    await page.locator("#panel-quotes li.quote.code").first.wait_for(timeout=30_000)

    defined = line_of("pkg/shapes.py", "def describe(self, color: Color)")
    facts = await page.locator("#panel-code").inner_text()
    assert "method" in facts and "pkg.shapes.Shape.describe" in facts and f"pkg/shapes.py:{defined}" in facts
    assert await page.locator("#panel-quotes-title").text_content() == "Definition and uses"

    quotes = await page.locator("#panel-quotes li.quote.code").evaluate_all("""items => items.map(li => ({
        line: li.querySelector('.ln').textContent, code: li.querySelector('code').textContent,
        where: li.querySelector('.doc').textContent, use: li.dataset.use,
        font: getComputedStyle(li.querySelector('code')).fontFamily }))""")
    assert quotes[0] == {"line": str(defined), "code": "def describe(self, color: Color) -> str:",
                         "where": f"pkg/shapes.py:{defined}", "use": "definition", "font": quotes[0]["font"]}
    called = line_of("pkg/report.py", "shape.describe(Color.RED)")
    assert {"line": str(called), "code": "return shape.describe(Color.RED)", "where": f"pkg/report.py:{called}",
            "use": "call"} in [{key: q[key] for key in ("line", "code", "where", "use")} for q in quotes]
    assert all("monospace" in q["font"] for q in quotes), quotes[0]["font"]

    # The README's sentence naming the method stays prose: a quotation in the text font, its paragraph.
    prose = page.locator("#panel-quotes li.quote:not(.code)")
    assert "Shape.describe" in await prose.first.inner_text() and "README.md ¶" in await prose.first.inner_text()
    assert "monospace" not in await prose.first.locator("blockquote").evaluate("b => getComputedStyle(b).fontFamily")

    # A relationship of code says how and where the use is.
    calls = page.locator("#panel-relationships li.rel.code", has_text="calls").first
    assert f"pkg/shapes.py:{line_of('pkg/shapes.py', 'super().describe(color)')}" in await calls.inner_text()
    await page.screenshot(path=artifacts_dir / "viewer-code-panel.png")

    # Text from the graph is text: a docstring holding markup is shown as written, not as HTML.
    await page.evaluate("kgViewer.select('py:pkg.shapes.Shape')")
    await page.wait_for_function("document.getElementById('panel-code').innerText.includes('class')")
    description = page.locator("#panel-description")
    assert "<b>bold</b>" in await description.inner_text()
    assert await description.evaluate("d => d.querySelectorAll('*').length") == 0
    await page.close()


async def test_the_relationships_of_code_have_legend_toggles_and_a_direction(
        browser: Browser, server: str, code_graph: KnowledgeGraph) -> None:
    session_id, graph = await code_view(server)
    page = await open_viewer(browser, server, session_id)
    types = Counter(link["type"] for link in graph["links"])
    assert {"calls", "imports", "inherits", "part_of", "references", "describes"} <= set(types), types
    legend = await page.locator("#legend [data-type]").evaluate_all("items => items.map(i => i.dataset.type)")
    assert set(legend) == set(types)
    for kind in ("calls", "imports", "inherits", "describes"):
        assert await page.evaluate(f"kgViewer.visibleLinkCount('{kind}')") == types[kind]
        await page.locator(f"#legend [data-type='{kind}']").click()
        assert await page.evaluate(f"kgViewer.visibleLinkCount('{kind}')") == 0
        await page.locator(f"#legend [data-type='{kind}']").click()
        assert await page.evaluate(f"kgViewer.visibleLinkCount('{kind}')") == types[kind]

    # The DAG orders calls, inherits and imports (with part of) top-down; references are left out.
    assert await page.evaluate("kgViewer.setDag(true)") is True
    assert await page.evaluate("kgViewer.linkCount()") == sum(n for kind, n in types.items() if kind in DAG_TYPES)
    assert await page.locator("#legend [data-type='references'].out").count() == 1
    assert await page.locator("#legend [data-type='calls'].out").count() == 0
    await page.wait_for_function("document.body.dataset.layout === 'settled'", timeout=60_000)
    await page.close()


def rgb(color: str) -> str:
    """A #rrggbb colour as the browser's computed style writes it."""
    return "rgb({}, {}, {})".format(*(int(color[i:i + 2], 16) for i in (1, 3, 5)))


def hue(color: str) -> float:
    """The hue (degrees) of a #rrggbb colour."""
    import colorsys

    red, green, blue = (int(color[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return colorsys.rgb_to_hsv(red, green, blue)[0] * 360


def hue_at(png: bytes, point: dict[str, float]) -> float:
    """The hue of the median colour of a small patch of a screenshot around a point."""
    import colorsys
    import io

    import numpy as np
    from PIL import Image

    pixels = np.asarray(Image.open(io.BytesIO(png)).convert("RGB"), dtype=np.float64)
    x, y = round(point["x"]), round(point["y"])
    red, green, blue = np.median(pixels[y - 2:y + 3, x - 2:x + 3].reshape(-1, 3), axis=0) / 255
    return colorsys.rgb_to_hsv(red, green, blue)[0] * 360
