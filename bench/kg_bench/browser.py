"""The headless Chromium the benchmarks time the viewer and the map in, driven by Playwright.

The browser is the system's, not Playwright's own download: KG_CHROMIUM names its executable, else the
first of chromium, chromium-browser and google-chrome on the PATH. WebGL runs on SwiftShader, so a
machine without a GPU draws the same frames.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING

from kg_server.errors import Unavailable

if TYPE_CHECKING:
    from playwright.async_api import Browser

NAMES = ("chromium", "chromium-browser", "google-chrome")
ARGS = ["--no-sandbox", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"]


def chromium_executable() -> str:
    """The Chromium to launch: $KG_CHROMIUM, else the first of NAMES on the PATH."""
    named = os.environ.get("KG_CHROMIUM")
    if named:
        found = shutil.which(named)
        if found is None:
            raise Unavailable(f"KG_CHROMIUM={named} is not an executable: name a Chromium or Chrome binary")
        return found
    for name in NAMES:
        found = shutil.which(name)
        if found is not None:
            return found
    raise Unavailable(f"no Chromium found (none of {', '.join(NAMES)} on the PATH): install one (Debian: apt-get "
                      "install chromium) or set KG_CHROMIUM to the executable of a Chromium or Chrome")


@asynccontextmanager
async def chromium() -> AsyncIterator[Browser]:
    """A headless Chromium for the length of the block."""
    from playwright.async_api import async_playwright

    executable = chromium_executable()
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=executable, headless=True, args=ARGS)
        try:
            yield browser
        finally:
            await browser.close()
