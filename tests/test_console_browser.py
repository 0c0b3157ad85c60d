"""The web console (/console) in a real browser (Debian's chromium through Playwright, headless) against
a real `kg serve` that requires a token: the page asks for it, runs statements and shows a table and a
small graph; refusals appear as errors. Screenshots are kept in test-artifacts/."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.async_api import Browser, Page

from kg_server.service import KnowledgeGraph
from kg_server.store.local_server import free_port
from tests.helpers.processes import wait_for_port

TOKEN = "browser-console-token-0123456789"
CONTRADICTIONS = "MATCH (a:Concept)-[r:CONTRADICTS]->(b:Concept) RETURN a, r, b ORDER BY a.concept_id"


@pytest.fixture(scope="module")
def server(test_env: dict[str, str]) -> Iterator[str]:
    """`kg serve` on loopback with KG_API_TOKEN set: the token is then required, as beyond loopback."""
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "kg_server", "serve", "--port", str(port)],
                               env={**test_env, "KG_API_TOKEN": TOKEN}, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True)
    try:
        wait_for_port(port, process)
        yield f"http://127.0.0.1:{port}"
    finally:
        process.terminate()
        process.wait(timeout=30)


async def run(page: Page, statement: str) -> str:
    await page.fill("#statement", statement)
    await page.click("#run")
    await page.wait_for_function("['done', 'error'].includes(document.body.dataset.state)", timeout=60_000)
    return await page.evaluate("document.body.dataset.state")


async def test_the_console_shows_a_table_and_a_graph(browser: Browser, server: str,
                                                     sample_graph: KnowledgeGraph, artifacts_dir: Path) -> None:
    pairs = await sample_graph.db.run_auto("MATCH (:Concept)-[r:CONTRADICTS]->(:Concept) RETURN count(r) AS n")
    page = await browser.new_page(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    await page.goto(f"{server}/console?token={TOKEN}")
    assert "token" not in page.url, "the token is taken out of the address"
    assert await run(page, CONTRADICTIONS) == "done"
    assert await page.locator("#rows th").all_inner_texts() == ["a", "r", "b"]
    rows = page.locator("#rows tbody tr")
    assert await rows.count() == pairs[0]["n"] > 0
    first = await rows.first.locator("td").all_inner_texts()
    assert first[0].startswith("(:Concept {") and first[1].startswith("[:CONTRADICTS")
    assert await page.locator("#graph circle").count() >= 2
    assert await page.locator("#graph line").count() == pairs[0]["n"]
    assert f"{pairs[0]['n']} rows" in await page.inner_text("#status")
    await page.screenshot(path=artifacts_dir / "console-table.png", full_page=True)

    assert await run(page, "MATCH (c:Concept) DETACH DELETE c") == "error"
    assert "this console is read-only" in await page.inner_text("#error")
    assert await run(page, "LOAD CSV FROM 'file:///etc/passwd' AS line RETURN line") == "error"
    assert "LOAD CSV is refused" in await page.inner_text("#error")
    assert await run(page, ":schema") == "done"
    assert ":Concept" in await page.inner_text("#text") and await page.locator("#rows tr").count() == 0
    assert not errors, errors
    await page.close()


async def test_the_console_asks_for_the_token(browser: Browser, server: str,
                                              sample_graph: KnowledgeGraph) -> None:
    concepts = (await sample_graph.db.run_auto("MATCH (c:Concept) RETURN count(c) AS n"))[0]["n"]
    page = await browser.new_page()
    answers = iter(["not-the-token", TOKEN])
    asked: list[str] = []

    async def answer(dialog):  # type: ignore[no-untyped-def]
        asked.append(dialog.message)
        await dialog.accept(next(answers))

    page.on("dialog", answer)
    await page.goto(f"{server}/console")
    assert await run(page, "MATCH (c:Concept) RETURN count(c) AS concepts") == "done"
    assert len(asked) == 2 and "That token was not accepted" in asked[1]
    assert await page.locator("#rows td").all_inner_texts() == [str(concepts)]
    await page.close()

    refused = await browser.new_page()
    refused.on("dialog", lambda dialog: dialog.dismiss())
    await refused.goto(f"{server}/console")
    assert await run(refused, "RETURN 1") == "error"
    assert "An access token is needed" in await refused.inner_text("#error")
    await refused.close()
