"""The package type-checks (mypy with the pydantic plugin, configured in pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # the whole file: see the marker in pyproject.toml


def test_mypy_passes_on_the_package() -> None:
    root = Path(__file__).resolve().parent.parent
    result = subprocess.run([sys.executable, "-m", "mypy"], cwd=root, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:]
