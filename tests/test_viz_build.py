"""The committed build of the viewer is what viz/ builds to. kg_server/static/viz and kg_server/static/app
are committed so that installing the package needs no Node; the browser tests run that build while
vitest runs viz/src, so a source change committed without a rebuild would ship, and be tested, stale.
The build is deterministic (content-hashed names, no timestamps or paths), so the comparison is byte
for byte."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # the whole file: see the marker in pyproject.toml

ROOT = Path(__file__).resolve().parent.parent
VIZ = ROOT / "viz"
STATIC = ROOT / "kg_server" / "static"
BUILT = ("viz", "app")  # what `npm run build` writes under kg_server/static (viz/vite-out.js)
FIX = "run `make viz` and commit kg_server/static"


def tree(root: Path) -> dict[str, bytes]:
    """Every file under the build's directories of `root`, by its path relative to `root`."""
    return {path.relative_to(root).as_posix(): path.read_bytes()
            for page in BUILT for path in sorted((root / page).rglob("*")) if path.is_file()}


def differences(built: dict[str, bytes], committed: dict[str, bytes]) -> list[str]:
    """One line per file of kg_server/static that is not what the build wrote, saying how."""
    def lines(how: str, names: set[str]) -> list[str]:
        return [f"{how:<21} kg_server/static/{name}" for name in sorted(names)]
    changed = {name for name in built.keys() & committed.keys() if built[name] != committed[name]}
    return (lines("differs:", changed) + lines("built, not committed:", built.keys() - committed.keys())
            + lines("committed, not built:", committed.keys() - built.keys()))


def test_committed_build_is_what_the_sources_build_to(tmp_path: Path) -> None:
    npm = shutil.which("npm")
    assert npm, "npm is not on PATH: install Node.js and npm (make test does, by scripts/install-system-deps.sh)"
    assert (VIZ / "node_modules" / ".bin" / "vite").exists(), "run `npm install` in viz/ (make test and make viz do)"
    build = subprocess.run([npm, "run", "build"], cwd=VIZ, env={**os.environ, "KG_VIZ_OUT": str(tmp_path)},
                           capture_output=True, text=True, timeout=240)
    assert build.returncode == 0, f"`npm run build` failed:\n{build.stdout[-4000:]}\n{build.stderr[-4000:]}"
    built = tree(tmp_path)
    assert built, f"`npm run build` wrote nothing under {tmp_path}"
    problems = differences(built, tree(STATIC))
    if problems:
        pytest.fail("the committed viewer build is not what viz/ builds to (a change in viz/ without a rebuild); "
                    f"{FIX}:\n" + "\n".join(problems), pytrace=False)
