"""The 3D viewer in a real browser: Debian's chromium driven by Playwright, against a real `kg serve`.

WebGL runs on SwiftShader (software GL). Screenshots are kept in test-artifacts/.
"""

from __future__ import annotations

from pathlib import Path

from playwright.async_api import Browser

from kg_server.service import KnowledgeGraph
from tests.helpers.browsers import new_session, non_background_share, open_viewer


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
    page.on(
        "response",
        lambda response: failed.append(f"{response.status} {response.url}") if response.status >= 400 else None,
    )
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
