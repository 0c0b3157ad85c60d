"""The map of the corpus in a real browser: the start page draws the graph's communities in 3D from
GET /api/communities/map, looks inside one and opens its concepts in the viewer; the viewer colours
concepts by community. Debian's chromium on SwiftShader (software GL), driven by Playwright, against a
real `kg serve` on the sample, whose communities OpenGDS computed when it was imported.

The map's first view (navigation to the first frame that drew it) is printed and held to a generous
bound: the goal is 2 s (docs/viz.md); the suite shares its two cores with Neo4j and other processes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
from playwright.async_api import Browser, Page

from kg_server.service import KnowledgeGraph
from tests.helpers.browsers import non_background_share, open_viewer

FIRST_VIEW_GOAL_MS = 2_000
FIRST_VIEW_BOUND_MS = 6_000  # what the test holds, on a machine other processes may load; the goal is printed


async def api_get(server: str, path: str, **params: str) -> Any:
    async with httpx.AsyncClient(base_url=server, timeout=60) as client:
        answer = await client.get(path, params=params)
        assert answer.status_code == 200, answer.text
        return answer.json()


async def open_landing(browser: Browser, server: str) -> tuple[Page, list[str]]:
    """The start page with its map drawn (or a message in its place); the page's errors, kept as they come."""
    page = await browser.new_page(viewport={"width": 1280, "height": 800})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    await page.goto(server)
    await page.wait_for_function("['ready', 'empty', 'error'].includes(document.body.dataset.mapState)", timeout=60_000)
    return page, errors


async def session_nodes(server: str, url: str) -> list[dict[str, Any]]:
    session_id = url.rsplit("/viz/", 1)[1].split("?")[0]
    return list((await api_get(server, f"/api/viz/{session_id}"))["nodes"])


async def test_the_landing_page_draws_the_map_of_communities(
    browser: Browser, server: str, sample_graph: KnowledgeGraph, artifacts_dir: Path
) -> None:
    overview = await api_get(server, "/api/communities/map")
    assert overview["computed"], "the sample has no communities: the suite's Neo4j needs OpenGDS (kg neo4j start)"
    assert len(overview["nodes"]) >= 2
    page, errors = await open_landing(browser, server)
    assert await page.evaluate("document.body.dataset.mapState") == "ready"
    first_view = await page.evaluate("kgMap.firstViewMs")
    print(f"\nthe map's first view: {first_view} ms from navigation ({len(overview['nodes'])} communities; "
          f"goal {FIRST_VIEW_GOAL_MS} ms)")
    assert 0 < first_view < FIRST_VIEW_BOUND_MS

    shown = await page.evaluate("kgMap.nodes()")
    assert {n["id"] for n in shown} == {n["community_id"] for n in overview["nodes"]}
    assert await page.evaluate("kgMap.nodeCount()") == len(overview["nodes"])
    drawn_links = await page.evaluate("kgMap.linkCount()")
    assert (0 < drawn_links <= len(overview["links"])) if overview["links"] else drawn_links == 0
    # Every community is listed beside the map, largest first, with its name and size.
    listed = await page.locator("#map-list li").evaluate_all("items => items.map(i => i.dataset.id)")
    sizes = {n["community_id"]: n["size"] for n in overview["nodes"]}
    assert sorted(listed) == sorted(sizes) and [sizes[c] for c in listed] == sorted(sizes.values(), reverse=True)
    canvas = await page.locator("#map-graph canvas").first.screenshot()
    assert non_background_share(canvas) > 0.01, "the map's WebGL canvas is blank"
    await page.locator("#map").screenshot(path=artifacts_dir / "landing-map.png")
    # What the start page showed before is still there.
    await page.wait_for_function("document.querySelectorAll('#documents li').length > 1", timeout=30_000)
    assert await page.locator("#search-form").is_visible() and await page.locator("#overview").is_visible()

    # Hovering a community tells its name, size and main concepts.
    biggest = overview["nodes"][0]
    position = await page.evaluate(f"kgMap.screenPosition({biggest['community_id']!r})")
    await page.mouse.move(position["x"], position["y"])
    tooltip = page.locator(".float-tooltip-kap")
    await tooltip.get_by_text(biggest["name"]).wait_for(timeout=10_000)
    assert f"{biggest['size']} concepts" in await tooltip.inner_text()
    assert biggest["top_concepts"][0]["label"] in await tooltip.inner_text()
    assert not errors, errors
    await page.close()


async def test_a_click_looks_inside_and_open_concepts_shows_its_members(browser: Browser, server: str,
                                                                       sample_graph: KnowledgeGraph,
                                                                       artifacts_dir: Path) -> None:
    overview = await api_get(server, "/api/communities/map")
    divided = next(n for n in overview["nodes"] if n["subcommunities"])
    inner = await api_get(server, "/api/communities/map", community_id=divided["community_id"])
    page, errors = await open_landing(browser, server)

    position = await page.evaluate(f"kgMap.screenPosition({divided['community_id']!r})")
    await page.mouse.click(position["x"], position["y"])
    await page.wait_for_function(
        f"kgMap.level() === {divided['community_id']!r} && document.body.dataset.mapState === 'ready'", timeout=30_000
    )
    assert {n["id"] for n in await page.evaluate("kgMap.nodes()")} == {n["community_id"] for n in inner["nodes"]}
    assert await page.locator("#map-trail .here").get_attribute("title") == divided["name"]  # the breadcrumb
    await page.locator("#map").screenshot(path=artifacts_dir / "landing-map-inside.png")
    # Back to the whole corpus, and in again from the list beside the map.
    await page.locator("#map-back").click()
    await page.wait_for_function("kgMap.level() === null && document.body.dataset.mapState === 'ready'", timeout=30_000)
    assert len(await page.evaluate("kgMap.nodes()")) == len(overview["nodes"])
    await page.locator(f"#map-list li[data-id='{divided['community_id']}'] button").click()
    await page.wait_for_function(
        f"kgMap.level() === {divided['community_id']!r} && document.body.dataset.mapState === 'ready'", timeout=30_000
    )

    # Open concepts: a view of the community's most central members, every one of them in it.
    await page.locator("#map-card button.open").click()
    await page.wait_for_url("**/viz/**", timeout=30_000)
    await page.wait_for_function("document.body.dataset.state === 'ready'", timeout=60_000)
    nodes = await session_nodes(server, page.url)
    assert nodes and {n["community"] for n in nodes} == {divided["community_id"]}
    assert len(nodes) == min(divided["size"], 300)
    assert await page.evaluate("kgViewer.nodeCount()") == len(nodes)
    assert not errors, errors
    await page.close()


async def test_a_double_click_opens_a_community_at_once(browser: Browser, server: str,
                                                        sample_graph: KnowledgeGraph) -> None:
    overview = await api_get(server, "/api/communities/map")
    target = overview["nodes"][1]
    page, errors = await open_landing(browser, server)
    position = await page.evaluate(f"kgMap.screenPosition({target['community_id']!r})")
    await page.mouse.dblclick(position["x"], position["y"])
    await page.wait_for_url("**/viz/**", timeout=30_000)
    await page.wait_for_function("document.body.dataset.state === 'ready'", timeout=60_000)
    nodes = await session_nodes(server, page.url)
    assert nodes and {n["community"] for n in nodes} == {target["community_id"]}
    assert {n["community_name"] for n in nodes} == {target["name"]}
    assert not errors, errors
    await page.close()


async def test_the_viewer_colours_concepts_by_community(browser: Browser, server: str, sample_graph: KnowledgeGraph,
                                                        artifacts_dir: Path) -> None:
    page, _ = await open_landing(browser, server)
    map_colors = {n["id"]: n["color"] for n in await page.evaluate("kgMap.nodes()")}
    await page.close()

    async with httpx.AsyncClient(base_url=server, timeout=60) as client:
        link = (await client.post("/api/viz", json={"depth": 0})).json()  # the overview: many communities
        graph = (await client.get(f"/api/viz/{link['session_id']}")).json()
    by_community: dict[str, list[dict[str, Any]]] = {}
    for node in graph["nodes"]:
        if node["community"]:
            by_community.setdefault(node["community"], []).append(node)
    assert len(by_community) >= 2
    page = await open_viewer(browser, server, link["url"].rsplit("/viz/", 1)[1])
    assert await page.evaluate("kgViewer.colorMode()") == "folder"
    await page.locator("#color-by [data-mode='community']").click()
    await page.wait_for_function("kgViewer.colorMode() === 'community'")
    await page.locator("#groups[data-color-by='community']").wait_for()

    rows = await page.locator("#groups [data-community]").evaluate_all(
        "rows => rows.map(r => [r.dataset.community, r.querySelector('.name').textContent])")
    names = {community: members[0]["community_name"] for community, members in by_community.items()}
    assert len(rows) == min(len(by_community) + any(not n["community"] for n in graph["nodes"]), 10)
    for community, name in rows:
        assert community == "" or names[community] == name, (community, name)
    # The largest community of the view comes first, and a community has the colour it has on the map.
    assert len(by_community[rows[0][0]]) == max(len(members) for members in by_community.values())
    for community, members in by_community.items():
        assert await page.evaluate(f"kgViewer.colorOf({members[0]['id']!r})") == map_colors[community]
    await page.screenshot(path=artifacts_dir / "viewer-communities.png")

    await page.locator("#color-by [data-mode='folder']").click()
    await page.wait_for_function("kgViewer.colorMode() === 'folder'")
    assert await page.locator("#groups [data-community]").count() == 0
    await page.close()


async def test_without_communities_the_map_says_so(browser: Browser, server: str, graph: KnowledgeGraph) -> None:
    page, errors = await open_landing(browser, server)
    assert await page.evaluate("document.body.dataset.mapState") == "empty"
    assert "no communities" in (await page.locator("#map-message").inner_text()).lower()
    await page.locator("#documents li").first.wait_for()  # the rest of the page still works
    assert not errors, errors
    await page.close()
