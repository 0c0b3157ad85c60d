"""Language servers kept warm for scout's compiler check, on the real basedpyright: an edit is checked
without reaching the disk, the copy follows the repository's files (changed, added, removed), a process
keeps two servers at most, and a server asked from another event loop is ended and started afresh."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from kg_server.config import Settings
from kg_server.providers.compilers import MAX_WARM, WarmCompilers
from kg_server.providers.lsp.process import running

pytestmark = pytest.mark.slow  # language servers

SHAPES = "def area(width: int, height: int) -> int:\n    return width * height\n"
USE = "from shapes import area\n\n\ndef room() -> int:\n    return area(3, 4)\n"


def repository(root: Path) -> Path:
    root.mkdir(parents=True)
    (root / "shapes.py").write_text(SHAPES, encoding="utf-8")
    (root / "use.py").write_text(USE, encoding="utf-8")
    return root


def with_depth(text: str) -> str:
    return text.replace("height: int)", "height: int, depth: int)")


async def test_an_edit_is_checked_unsaved_and_the_copy_follows_the_files(settings: Settings, tmp_path: Path) -> None:
    root = repository(tmp_path / "shapes")
    compilers = WarmCompilers(settings)
    try:
        compiler = await compilers.get("python", root)
        errors = (await compiler.check("shapes.py", SHAPES, with_depth(SHAPES), ["use.py"])).errors
        assert [(e.path, e.line, e.rule) for e in errors] == [("use.py", 5, "reportCallIssue")], errors
        assert 'Argument missing for parameter "depth"' in errors[0].message
        assert (root / "shapes.py").read_text(encoding="utf-8") == SHAPES  # never written
        # The edit was taken back: the same check again finds the same error, not a second one.
        again = (await compiler.check("shapes.py", SHAPES, with_depth(SHAPES), ["use.py"])).errors
        assert again == errors
        # A file changed and a file added since the server started: checked as they are now.
        (root / "use.py").write_text(USE + "\n\ndef hall() -> int:\n    return area(1, 2) + area(5, 6)\n")
        (root / "more.py").write_text("from shapes import area\n\nTOTAL = area(1, 1)\n", encoding="utf-8")
        errors = (await compiler.check("shapes.py", SHAPES, with_depth(SHAPES), ["use.py", "more.py"])).errors
        assert sorted((e.path, e.line) for e in errors) == [("more.py", 3), ("use.py", 5), ("use.py", 9),
                                                            ("use.py", 9)]
        # A file removed: the server starts afresh on a new copy, and answers as before.
        pid = compiler.session.pid if compiler.session else None
        (root / "more.py").unlink()
        errors = (await compiler.check("shapes.py", SHAPES, with_depth(SHAPES), ["use.py"])).errors
        assert len(errors) == 3 and compiler.session is not None and compiler.session.pid != pid
        assert compilers.warm("python", root) and await compilers.get("python", root) is compiler
    finally:
        await compilers.close()
    assert not compilers.warm("python", root)


async def test_a_budget_checks_the_files_in_their_order_and_says_which_it_left(settings: Settings,
                                                                                tmp_path: Path) -> None:
    root = repository(tmp_path / "shapes")
    uses = [f"use_{n:02}.py" for n in range(12)]
    for name in uses:
        (root / name).write_text(USE, encoding="utf-8")
    compilers = WarmCompilers(settings)
    try:
        compiler = await compilers.get("python", root)
        # The first check of a server checks every file, whatever the budget: its time is the program's load.
        first = await compiler.check("shapes.py", SHAPES, with_depth(SHAPES), uses[:2], budget=1e-6)
        assert first.checked == ["shapes.py", *uses[:2]] and not first.unchecked and len(first.errors) == 2
        # Then a budget spent at once: the edited file is checked, the others are said, in their order.
        spent = await compiler.check("shapes.py", SHAPES, with_depth(SHAPES), uses, budget=1e-6)
        assert spent.checked == ["shapes.py"] and spent.unchecked == uses and spent.errors == []
        # No budget: every file, and the errors before the edit asked once stay known.
        every = await compiler.check("shapes.py", SHAPES, with_depth(SHAPES), uses)
        assert every.checked == ["shapes.py", *uses] and not every.unchecked
        assert sorted(e.path for e in every.errors) == uses
        # A budget that holds: the same answer as with none.
        held = await compiler.check("shapes.py", SHAPES, with_depth(SHAPES), uses, budget=600)
        assert held.checked == every.checked and held.errors == every.errors
    finally:
        await compilers.close()


async def test_at_most_two_servers_are_kept_and_another_loop_starts_afresh(settings: Settings,
                                                                          tmp_path: Path) -> None:
    roots = [repository(tmp_path / f"repository-{n}") for n in range(MAX_WARM + 1)]
    compilers = WarmCompilers(settings)
    try:
        started = [await compilers.get("python", root) for root in roots]
        first = started[0]
        assert first.session is None and not compilers.warm("python", roots[0])  # the least recently used
        assert all(compilers.warm("python", root) for root in roots[1:])
        pid = started[1].session.pid if started[1].session else None
        assert pid is not None and running(pid)

        async def in_another_loop() -> bool:
            compiler = await compilers.get("python", roots[1])
            errors = (await compiler.check("shapes.py", SHAPES, with_depth(SHAPES), ["use.py"])).errors
            await compilers.close()
            return compiler is not started[1] and len(errors) == 1

        assert await asyncio.to_thread(asyncio.run, in_another_loop())
        assert not running(pid)  # the server of this loop was ended, not left behind
    finally:
        await compilers.close()
