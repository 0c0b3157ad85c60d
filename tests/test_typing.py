"""The package type-checks (mypy with the pydantic plugin, configured in pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from kg_server.config import default_cache_dir

pytestmark = pytest.mark.slow  # the whole file: see the marker in pyproject.toml


def test_mypy_passes_on_the_package() -> None:
    root = Path(__file__).resolve().parent.parent
    # mypy's cache kept beside the other caches of the machine, as pip's and npm's are: mypy checks every
    # cached module against its source's hash, so a fresh clone reuses what did not change (~35 s saved).
    cache = default_cache_dir() / "mypy"
    result = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(cache)], cwd=root,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:]
