"""Debian's chromium, driven by Playwright (headless; WebGL on SwiftShader), and the viewer in it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
from playwright.async_api import Browser, Page, async_playwright

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
]
BACKGROUND = (0x0B, 0x10, 0x20)


@asynccontextmanager
async def chromium() -> AsyncIterator[Browser]:
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
