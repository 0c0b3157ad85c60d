"""`kg bench viz` end to end on a small synthetic graph: both /api/viz timings (without the browser,
whose first-frame timing is the viewer tests' code path and takes minutes on a busy machine)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from kg_bench.browser import chromium, chromium_executable
from kg_bench.viz import run_viz_bench
from kg_server.errors import Unavailable
from kg_server.service import KnowledgeGraph
from tests.helpers.graphs import MARKER

pytestmark = pytest.mark.slow  # the whole file: see the marker in pyproject.toml


async def test_kg_bench_viz_times_repeated_and_first_views(empty_graph: KnowledgeGraph) -> None:
    # The benchmark refuses a database holding anything, even the suite's marker: it goes for the run.
    await empty_graph.db.run_auto(f"MATCH (m:{MARKER}) DELETE m")
    try:
        result = await asyncio.to_thread(  # the benchmark runs its own event loop, as `kg bench` does
            run_viz_bench, empty_graph.settings, concepts=600, requests=3, frames=0, use_configured=True,
            log=lambda _: None)
    finally:
        await empty_graph.db.run_auto(f"CREATE (:{MARKER})")
    assert result["api_viz"]["nodes"] > 500 and result["api_viz"]["links"] > 0
    assert result["api_viz"]["p50"] > 0 and result["api_viz_first_view"]["p50"] > 0
    assert result["first_frame_ms"] == {}
    assert "same session" in result["summary"] and "first view of a session" in result["summary"]


def test_the_benchmarks_chromium_is_found_or_what_to_install_is_said(monkeypatch: pytest.MonkeyPatch,
                                                                       tmp_path: Path) -> None:
    monkeypatch.setenv("KG_CHROMIUM", str(tmp_path / "no-such-browser"))
    with pytest.raises(Unavailable, match="KG_CHROMIUM=.* is not an executable"):
        chromium_executable()
    monkeypatch.delenv("KG_CHROMIUM")
    found = chromium_executable()  # on the PATH, as make test installs it
    monkeypatch.setenv("KG_CHROMIUM", found)
    assert chromium_executable() == found
    monkeypatch.delenv("KG_CHROMIUM")
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(Unavailable, match="apt-get install chromium"):
        chromium_executable()


async def test_the_benchmarks_chromium_draws_a_page() -> None:
    async with chromium() as browser:
        page = await browser.new_page()
        await page.set_content("<canvas id=c></canvas><script>document.title = "
                               "String(!!document.getElementById('c').getContext('webgl'))</script>")
        assert await page.title() == "true"  # WebGL on SwiftShader, as the viewer needs
