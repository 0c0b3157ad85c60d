"""The 3D viewer as an MCP App in a real browser with a real host: the ext-apps package's own host side
(AppBridge, viz/test/apps-host.js) in a chat-like page in chromium renders the ui:// resource of a real
`kg mcp` (over stdio, with the MCP SDK client advertising MCP Apps), hands it a tool's result, and
forwards every call the page makes to that client. Screenshots are kept in test-artifacts/.

Scout's answer over code ("what breaks if I change X") is drawn on a small repository ingested with the
real language server: the symbol changed in the middle, the symbols holding lines that break in red."""

from __future__ import annotations

import colorsys
import io
import json
import subprocess
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from mcp import Client
from mcp.client.extension import advertise
from mcp.server.apps import APP_MIME_TYPE, EXTENSION_ID
from PIL import Image
from playwright.async_api import Browser, Frame, Page

from kg_server.config import Settings
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.service import KnowledgeGraph
from kg_server.shells.apps import VIEWER_URI
from kg_server.store.local_server import free_port
from tests.helpers.clients import mcp_client
from tests.helpers.repositories import ingested

pytestmark = pytest.mark.slow

VIZ = Path(__file__).resolve().parent.parent / "viz"
FIRST_VIEW_NODES = 20  # the goal: get_visualization_url's inline view shows at least this many


@pytest.fixture(scope="module")
def host_script(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The test host, bundled with the ext-apps package from viz/node_modules (make test installs it)."""
    out = tmp_path_factory.mktemp("host") / "host.js"
    esbuild = VIZ / "node_modules" / ".bin" / "esbuild"
    assert esbuild.exists(), "run `npm install` in viz/ (make test does)"
    subprocess.run([str(esbuild), "test/apps-host.js", "--bundle", "--format=iife", "--log-level=warning",
                    f"--outfile={out}"], cwd=VIZ, check=True)
    return out.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
async def client(test_env: dict[str, str]) -> AsyncIterator[Client]:
    env = {**test_env, "KG_PUBLIC_URL": f"http://127.0.0.1:{free_port()}"}
    async with mcp_client(
        "stdio", env, extensions=[advertise(EXTENSION_ID, {"mimeTypes": [APP_MIME_TYPE]})]
    ) as connected:
        yield connected


async def host_page(browser: Browser, client: Client, host_script: str) -> Page:
    page = await browser.new_page(viewport={"width": 940, "height": 760})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors  # type: ignore[attr-defined]

    async def call_tool(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        result = await client.call_tool(name, arguments)
        return result.model_dump(mode="json", by_alias=True, exclude_none=True)

    await page.expose_function("kgCallTool", call_tool)
    await page.set_content(f"<!doctype html><html><head><meta charset='utf-8'><style>{CHAT_CSS}</style></head>"
                           f"<body></body></html>")
    await page.add_script_tag(content=host_script)
    return page


async def show(page: Page, client: Client, tool: str, arguments: dict[str, Any], question: str) -> tuple[Frame, float]:
    """The tool's answer drawn by the App in the host page; with the seconds from the host getting the
    answer to the App showing the graph (the page's load included)."""
    html = (await client.read_resource(VIEWER_URI)).contents[0].text
    result = await client.call_tool(tool, arguments)
    assert not result.is_error, result.content[0].text
    started = time.perf_counter()
    await page.evaluate("startHost", {
        "html": html, "question": question, "answer": result.content[0].text[:400], "toolInput": arguments,
        "toolResult": result.model_dump(mode="json", by_alias=True, exclude_none=True),
    })
    await page.wait_for_function("document.querySelector('iframe') && document.querySelector('iframe').contentWindow")
    frame = page.frames[1]
    await frame.wait_for_function("window.kgViewer && document.body.dataset.state !== 'loading'", timeout=60_000)
    seconds = time.perf_counter() - started
    assert await frame.evaluate("document.body.dataset.state") == "ready", await frame.evaluate(
        "document.getElementById('error').innerText")
    return frame, seconds


async def calls(page: Page) -> list[str]:
    return [call["name"] for call in await page.evaluate("hostLog.calls")]


async def test_the_inline_view_of_a_visualization_link(browser: Browser, client: Client, host_script: str,
                                                      sample_graph: KnowledgeGraph, artifacts_dir: Path) -> None:
    page = await host_page(browser, client, host_script)
    frame, first_view = await show(
        page, client, "get_visualization_url", {}, "Show me the main concepts of the tender."
    )
    nodes = await frame.evaluate("kgViewer.nodeCount()")
    assert nodes >= FIRST_VIEW_NODES
    assert await calls(page) == ["view_graph"]  # the session the tool made, read through the host
    await frame.wait_for_function("document.body.dataset.layout === 'settled'", timeout=60_000)
    await page.screenshot(path=artifacts_dir / "mcp-app-host.png")
    (artifacts_dir / "mcp-app-first-view.json").write_text(
        json.dumps({"nodes": nodes, "seconds": round(first_view, 2)})
    )

    # Expanding a node adds its neighbours through a server tool call.
    leaf = await frame.evaluate("""() => {
        const nodes = kgViewer.graph.graphData().nodes;
        return nodes.reduce((a, b) => (a.degree || 0) > (b.degree || 0) ? a : b).id; }""")
    before = await frame.evaluate("kgViewer.nodeCount()")
    await frame.evaluate(f"kgViewer.expand({json.dumps(leaf)})")
    assert "view_neighbourhood" in await calls(page)
    assert await frame.evaluate("kgViewer.nodeCount()") >= before

    # A click on a node opens its quotes (get_concept_details through the host).
    position = await frame.evaluate("kgViewer.screenPosition('uncapped-ip-indemnity')")
    box = await page.locator("iframe").bounding_box()
    if position is None:  # not in the first view: ask for it directly
        await frame.evaluate("kgViewer.select('uncapped-ip-indemnity')")
    else:
        await page.mouse.click(box["x"] + position["x"], box["y"] + position["y"])
    await frame.locator("#panel-quotes li").first.wait_for(timeout=30_000)
    assert "get_concept_details" in await calls(page)

    # The full viewer opens through the host, at the session's address.
    await frame.locator("#open-full").click()
    await page.wait_for_function("hostLog.links.length > 0")
    link = (await page.evaluate("hostLog.links"))[0]
    assert "/viz/" in link
    assert not page.errors, page.errors  # type: ignore[attr-defined]
    await page.close()


async def test_a_path_answer_is_drawn_as_its_concepts(browser: Browser, client: Client, host_script: str,
                                                     sample_graph: KnowledgeGraph, artifacts_dir: Path) -> None:
    page = await host_page(browser, client, host_script)
    arguments = {"from_concept_id": "uncapped-ip-indemnity", "to_concept_id": "source-code-escrow"}
    answer = (await client.call_tool("find_connections", arguments)).structured_content
    on_paths = {hop[end] for path in answer["paths"] + answer["text_routes"] for hop in path["hops"]
                for end in ("from_id", "to_id")} | {arguments["from_concept_id"], arguments["to_concept_id"]}
    frame, _ = await show(page, client, "find_connections", arguments, "How is the IP indemnity tied to escrow?")
    assert await calls(page) == ["get_visualization_url", "view_graph"]
    drawn = set(await frame.evaluate("kgViewer.graph.graphData().nodes.map(n => n.id)"))
    assert drawn == on_paths
    await page.screenshot(path=artifacts_dir / "mcp-app-path.png")
    assert not page.errors, page.errors  # type: ignore[attr-defined]
    await page.close()


# `area` is called in two functions: adding a required parameter to it breaks both calls; its import,
# its re-export and the README's mention are safe to ignore.
SHAPES = {
    "shapes/__init__.py": '''\
        from .core import Shape, area

        __all__ = ["Shape", "area"]
        ''',
    "shapes/core.py": '''\
        class Shape:
            def __init__(self, side: float) -> None:
                self.side = side


        def area(shape: Shape, scale: float) -> float:
            return shape.side * shape.side * scale
        ''',
    "shapes/report.py": '''\
        from shapes.core import Shape, area


        def total(shapes: list[Shape]) -> float:
            return sum(area(shape, 1.0) for shape in shapes)


        def largest(shapes: list[Shape]) -> float:
            return max(area(shape, 1.0) for shape in shapes)
        ''',
    "README.md": "# Shapes\n\n`area` computes a scaled area.\n",
}
RANK = {"low": 1, "medium": 2, "high": 3}


@pytest.fixture(scope="module")
async def code_graph(settings: Settings, embedder: LocalEmbedder, tmp_path_factory: pytest.TempPathFactory
                     ) -> AsyncIterator[KnowledgeGraph]:
    async with ingested(settings, embedder, tmp_path_factory.mktemp("shapes-repo"), SHAPES) as graph:
        yield graph


async def test_scouts_code_answer_is_drawn_with_what_breaks_in_red(
    browser: Browser, client: Client, host_script: str, code_graph: KnowledgeGraph, artifacts_dir: Path
) -> None:
    arguments = {"query": "add a required parameter `unit` to area", "budget": 20}
    answer = (await client.call_tool("scout", arguments)).structured_content
    assert answer["meta"]["mode"] == "code", answer["summary"]
    changed = answer["meta"]["change"]["symbol"]
    risks: dict[str, str] = {}  # each symbol by the riskiest line in it
    for pointer in answer["pointers"]:
        if RANK[pointer["risk"]] > RANK.get(risks.get(pointer["concept_id"], ""), 0):
            risks[pointer["concept_id"]] = pointer["risk"]
    breaking = sorted(cid for cid, risk in risks.items() if risk == "high")
    assert breaking == ["py:shapes.report.largest", "py:shapes.report.total"], answer["pointers"]

    page = await host_page(browser, client, host_script)
    frame, _ = await show(page, client, "scout", arguments, "What breaks if area takes a unit?")
    assert await calls(page) == ["get_visualization_url", "view_graph"]
    assert await frame.evaluate("kgViewer.colorMode()") == "risk"  # the answer's ratings, not the folders
    palette = await frame.evaluate("kgViewer.riskColors")
    colours = await frame.evaluate(
        "Object.fromEntries(kgViewer.graph.graphData().nodes.map(n => [n.id, kgViewer.colorOf(n.id)]))"
    )
    assert await frame.evaluate("kgViewer.center()") == changed
    assert colours[changed] == palette["changed"]
    assert set(risks) <= set(colours)
    # The symbol changed is drawn as changed even when the answer rates a line of it (the README's mention).
    rated = {node_id: risk for node_id, risk in risks.items() if node_id != changed}
    assert {node_id: colours[node_id] for node_id in rated} == {
        node_id: palette[risk] for node_id, risk in rated.items()
    }
    rows = await frame.locator("#groups [data-risk]").evaluate_all(
        "rows => Object.fromEntries(rows.map(r => [r.dataset.risk, r.querySelector('.count').textContent]))")
    assert rows["high"] == str(len(breaking))

    # Drawn red: the sphere of a symbol that breaks, as it shows in the chat.
    await frame.wait_for_function("document.body.dataset.layout === 'settled'", timeout=60_000)
    position = await frame.evaluate(f"kgViewer.screenPosition({json.dumps(breaking[0])})")
    box = await page.locator("iframe").bounding_box()
    assert position is not None and box is not None
    red, green, blue = median_colour(await page.screenshot(), box["x"] + position["x"], box["y"] + position["y"])
    hue = colorsys.rgb_to_hsv(red, green, blue)[0] * 360
    assert (hue < 15 or hue > 345) and red > 2 * max(green, blue), (red, green, blue)
    await page.screenshot(path=artifacts_dir / "mcp-app-scout-code.png")
    assert not page.errors, page.errors  # type: ignore[attr-defined]
    await page.close()


def median_colour(png: bytes, x: float, y: float) -> tuple[float, float, float]:
    """The median colour (0-1 per channel) of a 5x5 patch of a screenshot around a point."""
    pixels = np.asarray(Image.open(io.BytesIO(png)).convert("RGB"), dtype=np.float64)
    patch = pixels[round(y) - 2:round(y) + 3, round(x) - 2:round(x) + 3].reshape(-1, 3)
    red, green, blue = np.median(patch, axis=0) / 255
    return float(red), float(green), float(blue)


CHAT_CSS = """
body { margin: 0; background: #f5f4ef; font: 15px/1.5 system-ui, sans-serif; color: #1f1e1d; }
.chat { max-width: 880px; margin: 24px auto; display: flex; flex-direction: column; gap: 14px; }
.user { align-self: flex-end; background: #e8e4da; border-radius: 16px; padding: 10px 16px; max-width: 70%; }
.assistant .answer { margin: 0 0 10px; white-space: pre-wrap; }
"""
