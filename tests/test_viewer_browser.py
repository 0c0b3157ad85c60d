"""The 3D viewer in a real browser: Debian's chromium driven by Playwright, against a real `kg serve`.

WebGL runs on SwiftShader (software GL). Screenshots are kept in test-artifacts/.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.async_api import Browser, Page, async_playwright

from kg_server.graph import KnowledgeGraph
from kg_server.neo4j_local import free_port

from .mcp_clients import _wait_for_port

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
]
BACKGROUND = (0x0B, 0x10, 0x20)


@pytest.fixture(scope="module")
def server(test_env: dict[str, str]) -> Iterator[str]:
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "kg_server.cli", "serve", "--port", str(port)],
                               env=test_env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        _wait_for_port(port, process)
        yield f"http://127.0.0.1:{port}"
    finally:
        process.terminate()
        process.wait(timeout=30)


@pytest.fixture(scope="module")
async def browser() -> AsyncIterator[Browser]:
    assert Path(CHROMIUM).exists(), "install Debian's chromium (apt-get install chromium); make test does"
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield launched
        await launched.close()


async def new_session(server: str, **body: Any) -> tuple[str, dict[str, Any]]:
    async with httpx.AsyncClient(base_url=server, timeout=60) as client:  # a shared 2-core machine can be slow
        link = (await client.post("/api/viz", json=body)).json()
        graph = (await client.get(f"/api/viz/{link['session_id']}")).json()
    return link["url"].rsplit("/viz/", 1)[1], graph


async def open_viewer(browser: Browser, server: str, session_id: str) -> Page:
    page = await browser.new_page(viewport={"width": 1280, "height": 800})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    await page.goto(f"{server}/viz/{session_id}")
    await page.wait_for_function("document.body.dataset.state === 'ready'", timeout=60_000)
    # The viewer says when the force layout has stopped and the camera arrived.
    await page.wait_for_function("document.body.dataset.layout === 'settled'", timeout=60_000)
    assert not errors, errors
    return page


def non_background_share(png: bytes) -> float:
    """The share of pixels that differ clearly from the page background."""
    import io

    import numpy as np
    from PIL import Image

    pixels = np.asarray(Image.open(io.BytesIO(png)).convert("RGB"), dtype=np.int16)
    distance = np.abs(pixels - np.array(BACKGROUND, dtype=np.int16)).sum(axis=2)
    return float((distance > 60).mean())


async def test_the_viewer_renders_the_session_graph(browser: Browser, server: str, sample_graph: KnowledgeGraph,
                                                    artifacts_dir: Path) -> None:
    session_id, graph = await new_session(server, center_concept="uncapped-ip-indemnity", depth=2)
    page = await open_viewer(browser, server, session_id)
    canvas = await page.locator("#graph canvas").first.screenshot()
    await page.screenshot(path=artifacts_dir / "viewer-center.png")
    assert non_background_share(canvas) > 0.005, "the WebGL canvas is blank"
    assert await page.evaluate("kgViewer.nodeCount()") == len(graph["nodes"])
    assert await page.evaluate("kgViewer.linkCount()") == len(graph["links"])
    legend = await page.locator("#legend [data-type]").evaluate_all("items => items.map(i => i.dataset.type)")
    assert set(legend) == {link["type"] for link in graph["links"]}
    await page.close()


async def test_clicking_a_node_opens_its_quotes(browser: Browser, server: str, sample_graph: KnowledgeGraph,
                                                artifacts_dir: Path) -> None:
    session_id, _ = await new_session(server, concept_ids=["payment-within-30-days"], depth=1)
    page = await open_viewer(browser, server, session_id)
    position = await page.evaluate("kgViewer.screenPosition('payment-within-30-days')")
    await page.mouse.click(position["x"], position["y"])
    await page.locator("#panel").wait_for(state="visible", timeout=10_000)
    await page.locator("#panel-quotes").get_by_text("the Authority will pay each valid").first.wait_for(timeout=10_000)
    quotes = await page.locator("#panel-quotes").inner_text()
    assert "Clause 9.4: the Authority will pay each valid, undisputed invoice within 30 days of receipt." in quotes
    assert "request-for-tender.md" in quotes
    await page.screenshot(path=artifacts_dir / "viewer-panel.png")
    await page.close()


async def test_legend_toggles_and_expand(browser: Browser, server: str, sample_graph: KnowledgeGraph) -> None:
    session_id, graph = await new_session(server, center_concept="uncapped-ip-indemnity", depth=1)
    page = await open_viewer(browser, server, session_id)
    before = await page.evaluate("kgViewer.visibleLinkCount('contradicts')")
    assert before == sum(1 for link in graph["links"] if link["type"] == "contradicts") > 0
    await page.locator("#legend [data-type='contradicts']").click()
    assert await page.evaluate("kgViewer.visibleLinkCount('contradicts')") == 0
    await page.locator("#legend [data-type='contradicts']").click()
    assert await page.evaluate("kgViewer.visibleLinkCount('contradicts')") == before

    nodes = await page.evaluate("kgViewer.nodeCount()")
    leaf = next(n["id"] for n in graph["nodes"] if not n["is_center"] and n["degree"] > 2)
    await page.evaluate(f"kgViewer.expand('{leaf}')")
    assert await page.evaluate("kgViewer.nodeCount()") > nodes
    await page.close()


async def test_an_unknown_session_shows_a_clear_page(browser: Browser, server: str, artifacts_dir: Path) -> None:
    page = await browser.new_page()
    response = await page.goto(f"{server}/viz/this-session-does-not-exist")
    assert response is not None and response.status == 404
    assert "This visualization link is not available" in await page.inner_text("body")
    await page.screenshot(path=artifacts_dir / "viewer-unknown.png")
    await page.close()


async def test_the_landing_page_searches_and_opens_a_view(browser: Browser, server: str,
                                                          sample_graph: KnowledgeGraph, artifacts_dir: Path) -> None:
    page = await browser.new_page(viewport={"width": 1280, "height": 800})
    failed: list[str] = []
    page.on("response", lambda response: failed.append(f"{response.status} {response.url}") if response.status >= 400 else None)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    await page.goto(server)
    await page.wait_for_function("document.querySelectorAll('#documents li').length === 15", timeout=30_000)
    await page.wait_for_function("document.querySelectorAll('#sessions li').length > 0", timeout=30_000)
    assert not failed, f"the landing page requested missing resources: {failed}"  # e.g. a favicon
    assert not errors, errors
    await page.fill("#q", "liability cap")
    await page.click("#search-form button")
    await page.locator("#results li").first.wait_for()
    await page.screenshot(path=artifacts_dir / "landing.png")
    await page.locator("#results li button").first.click()
    await page.wait_for_url("**/viz/**")
    await page.wait_for_function("document.body.dataset.state === 'ready'", timeout=60_000)
    await page.close()
