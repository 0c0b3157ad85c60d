"""The Cypher consoles on a real Neo4j holding the sample: the read-only guard (Neo4j's plan, the read
transaction, the explicit refusals), caps on rows and time, tables and JSON, :explain / :schema /
:profile, `kg cypher` one-shot and piped, the web console's API and run_cypher through the SDK's client."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest
from neo4j.exceptions import ClientError
from pydantic import SecretStr

from kg_server.adhoc.run import run_statement
from kg_server.contract.curation import RECENT_CHANGES, ListRecentChanges
from kg_server.errors import CypherRefused, InvalidArgument
from kg_server.service import KnowledgeGraph
from kg_server.shells.cli.serving import serve_app
from kg_server.shells.console import Console
from tests.helpers.clients import mcp_client, running
from tests.helpers.processes import KgRun

READ_ONLY = "this console is read-only"
REFUSED = [
    ("CREATE (p:Probe {n: 1}) RETURN p", READ_ONLY),
    ("MERGE (p:Probe {n: 1})", READ_ONLY),
    ("MATCH (c:Concept {concept_id: 'source-code-escrow'}) DETACH DELETE c", READ_ONLY),
    ("MATCH ()-[r:CONTRADICTS]->() DELETE r", READ_ONLY),
    ("MATCH (c:Concept) SET c.label = 'x'", READ_ONLY),
    ("MATCH (c:Concept) REMOVE c.description", READ_ONLY),
    ("MATCH (c:Concept) SET c:Probe", READ_ONLY),
    ("CREATE INDEX probe FOR (p:Probe) ON (p.n)", READ_ONLY),
    ("MATCH (c:Concept) CALL (c) { SET c.touched = true } RETURN count(*)", READ_ONLY),
    ("CALL { CREATE (:Probe) } RETURN 1", READ_ONLY),
    (
        "MATCH (c:Concept) WITH c LIMIT 1 CALL (c) { MATCH (d:Concept) MERGE (c)-[:RELATED_TO]->(d) } RETURN 1",
        READ_ONLY,
    ),
    ("LOAD CSV FROM 'file:///etc/passwd' AS line RETURN line", "LOAD CSV is refused"),
    ("CALL { LOAD CSV FROM 'https://example.com/x.csv' AS line RETURN line } RETURN count(*)", "LOAD CSV is refused"),
    ("CALL dbms.components()", "dbms.components is refused in the read-only console (dbms procedures"),
    ("CALL dbms.listConfig() YIELD name RETURN name", "dbms.listConfig is refused"),
    ("CALL dbms.components", "dbms.components is refused"),  # no parentheses: the plan names it
    ("CALL db.clearQueryCaches()", "db.clearQueryCaches is refused"),
    ("SHOW TRANSACTIONS", "ShowTransactions is refused"),
    ("TERMINATE TRANSACTIONS 'neo4j-transaction-1'", "TerminateTransactions is refused"),
    ("SHOW DATABASES", READ_ONLY),
    # APOC's file and URL procedures (and Cypher-running ones) are refused by name before Neo4j is asked
    # to plan them, so the refusal holds whether or not the server has them installed.
    ("CALL apoc.load.json('file:///etc/passwd')", "apoc.load.json is refused"),
    ("CALL apoc.load.csv('https://example.com/x.csv')", "apoc.load.csv is refused"),
    ("CALL apoc.cypher.run('CREATE (:Probe)', {})", "apoc.cypher.run is refused"),
    (
        "RETURN apoc.cypher.runFirstColumnSingle('MATCH (n) RETURN n', {})",
        "apoc.cypher.runFirstColumnSingle is refused",
    ),
]


async def count_nodes(graph: KnowledgeGraph) -> int:
    return (await graph.db.run_auto("MATCH (n) RETURN count(n) AS n"))[0]["n"]


@pytest.mark.parametrize(("statement", "message"), REFUSED)
async def test_the_read_only_console_refuses(sample_graph: KnowledgeGraph, statement: str, message: str) -> None:
    nodes = await count_nodes(sample_graph)
    with pytest.raises(CypherRefused) as raised:
        await run_statement(sample_graph.db, statement)
    assert message in raised.value.message, raised.value.message
    assert await count_nodes(sample_graph) == nodes
    assert (await sample_graph.db.run_auto("MATCH (c:Concept) WHERE c.touched OR c:Probe RETURN count(c) AS n"))[0][
        "n"
    ] == 0


async def test_the_read_transaction_refuses_writes_on_its_own(sample_graph: KnowledgeGraph) -> None:
    # Past the plan check, Neo4j itself refuses a write in a READ access-mode transaction.
    with pytest.raises(ClientError) as raised:
        await sample_graph.db.run_cypher("CREATE (:Probe) RETURN 1", {}, write=False, max_rows=10, timeout=10)
    assert "AccessMode" in (raised.value.code or "")
    assert not (await sample_graph.db.run_auto("MATCH (p:Probe) RETURN count(p) AS n"))[0]["n"]


async def test_rows_and_time_are_capped(sample_graph: KnowledgeGraph) -> None:
    capped = await run_statement(sample_graph.db, "UNWIND range(1, 50) AS n RETURN n", max_rows=5)
    assert capped.rows == [[1], [2], [3], [4], [5]] and capped.row_count == 5 and capped.truncated
    assert "more were left out" in capped.render()
    with pytest.raises(InvalidArgument, match="ran longer than 0.5 s and was stopped"):
        await run_statement(sample_graph.db, "UNWIND range(1, 100000000) AS n WITH n WHERE n % 7 = 99 RETURN count(n)",
                            timeout=0.5)


async def test_a_parameter_neo4j_cannot_hold_is_refused_by_name(sample_graph: KnowledgeGraph) -> None:
    # Found by the OpenAPI fuzz: an integer beyond 64 bits reached the driver, which failed with a 500.
    with pytest.raises(InvalidArgument, match=r"parameters\.limits\[1\] is -?\d+, beyond Neo4j's 64-bit integers"):
        await run_statement(sample_graph.db, "RETURN $limits AS n", {"limits": [1, -(2**80)]})
    assert (await run_statement(sample_graph.db, "RETURN $n AS n", {"n": 2**63 - 1})).rows == [[2**63 - 1]]


async def test_results_as_a_table_json_and_a_graph(sample_graph: KnowledgeGraph) -> None:
    result = await run_statement(sample_graph.db, """
        MATCH (a:Concept {concept_id: $id})-[r:CONTRADICTS]->(b:Concept {concept_id: $other})
        RETURN a, r, b, b.concept_id AS other, a.aliases AS aliases""",
                                 {"id": "uncapped-ip-indemnity", "other": "capped-ip-indemnity"})
    assert result.columns == ["a", "r", "b", "other", "aliases"] and result.row_count == 1 and result.mode == "read"
    a, r, b, other, aliases = result.rows[0]
    assert a["labels"] == ["Concept"] and a["properties"]["concept_id"] == "uncapped-ip-indemnity"
    assert a["properties"]["embedding"] == "<384 numbers>", "vectors are summarised, not dumped"
    assert r["type"] == "CONTRADICTS" and (r["startNodeElementId"], r["endNodeElementId"]) == (
        a["elementId"], b["elementId"])
    assert other == "capped-ip-indemnity" and isinstance(aliases, list)
    assert {n.caption for n in result.graph.nodes} == {"uncapped-ip-indemnity", "capped-ip-indemnity"}
    assert [link.type for link in result.graph.links] == ["CONTRADICTS"]
    table = result.render().splitlines()
    assert [name.strip() for name in table[0].split(" | ")] == ["a", "r", "b", "other", "aliases"]
    assert set(table[1]) <= {"-", "+"}
    assert table[2].startswith("(:Concept {concept_id: uncapped-ip-indemnity")
    assert "[:CONTRADICTS {" in table[2] and "capped-ip-indemnity" in table[2]
    assert table[3].startswith("1 row;")


async def test_schema_counts_labels_types_and_indexes(sample_graph: KnowledgeGraph) -> None:
    concepts = (await sample_graph.db.run_auto("MATCH (c:Concept) RETURN count(c) AS n"))[0]["n"]
    schema = (await Console(sample_graph).answer(":schema")).text
    assert "Node labels" in schema and re.search(rf":Concept +{concepts:,}  ", schema), schema
    assert ":CONTRADICTS" in schema and "concept_embedding" in schema and "named queries" in schema


async def test_profile_and_explain_show_the_plan(sample_graph: KnowledgeGraph) -> None:
    console = Console(sample_graph)
    concepts = (await sample_graph.db.run_auto("MATCH (c:Concept) RETURN count(c) AS n"))[0]["n"]
    profile = (await console.answer(":profile MATCH (c:Concept) RETURN count(c) AS n")).text
    assert "DB Hits" in profile and str(concepts) in profile
    explained = (await console.answer("EXPLAIN MATCH (c:Concept) RETURN c LIMIT 1")).result
    assert explained is not None and "NodeByLabelScan" in (explained.plan or "") and explained.row_count == 0


async def test_params_are_kept_for_the_next_statements(sample_graph: KnowledgeGraph) -> None:
    console = Console(sample_graph)
    await console.answer(':params {"id": "payment-within-30-days"}')
    row = (await console.answer("MATCH (c:Concept {concept_id: $id}) RETURN c.label AS label")).result
    assert row is not None and row.rows[0][0].startswith("Payment within 30 days")


async def test_bad_commands_say_what_to_do(sample_graph: KnowledgeGraph) -> None:
    console = Console(sample_graph)
    assert ":explain TOOL" in (await console.answer(":help")).text
    with pytest.raises(InvalidArgument, match="unknown command :foo"):
        await console.answer(":foo")
    with pytest.raises(InvalidArgument, match="the parameters must be a JSON object"):
        await console.answer(":params [1]")


async def test_a_syntax_error_points_where_the_user_wrote_it(sample_graph: KnowledgeGraph) -> None:
    with pytest.raises(InvalidArgument) as syntax:
        await Console(sample_graph).answer("MATCH (n) RETURN n.foo(")
    # Positions as the user wrote the statement (the check plans it with EXPLAIN in front).
    assert "column 23 (offset: 22)" in syntax.value.message and "EXPLAIN" not in syntax.value.message


async def test_explain_prints_a_tools_named_cypher(sample_graph: KnowledgeGraph) -> None:
    console = Console(sample_graph)
    details = await console.answer(':explain get_concept_details {"concept_id": "uncapped-ip-indemnity"}')
    assert details.explained is not None
    assert [s.name for s in details.explained.statements] == ["concept_details", "sources_by_id"]
    statement = details.explained.statements[0]
    assert statement.parameters["ids"] == ["uncapped-ip-indemnity"] and "MATCH (c:Concept" in statement.text
    assert ':params {"ids": ["uncapped-ip-indemnity"]' in details.text
    search = await console.answer(':explain search_concepts {"query": "liability cap", "mode": "semantic"}')
    assert search.explained is not None and '"vector": "<384 numbers>"' in search.text
    ranked = next(s for s in search.explained.statements if s.name == "search_concepts_vector")
    assert len(ranked.parameters["vector"]) == 384  # JSON has every number

    # A write tool shows what it would run, in a transaction that is rolled back.
    nodes, log = await count_nodes(sample_graph), await sample_graph.run(RECENT_CHANGES, ListRecentChanges())
    added = await console.answer(':explain add_relationship {"from_concept_id": "uncapped-ip-indemnity", '
                                 '"to_concept_id": "source-code-escrow", "type": "requires"}')
    assert added.explained is not None and added.explained.writes and added.explained.error is None
    names = [s.name for s in added.explained.statements]
    assert names[:4] == ["existing_concept_ids", "curation_claims", "curation_relationship_add", "change_append"]
    assert "MERGE (a)-[r:REQUIRES]->(b)" in added.text and "nothing changed" in added.text
    link = await sample_graph.db.run_auto(
        "MATCH (:Concept {concept_id: 'uncapped-ip-indemnity'})-[r:REQUIRES]->(:Concept {concept_id: "
        "'source-code-escrow'}) RETURN count(r) AS n")
    assert link[0]["n"] == 0 and await count_nodes(sample_graph) == nodes
    assert (await sample_graph.run(RECENT_CHANGES, ListRecentChanges())).latest_sequence == log.latest_sequence
    viz = await console.answer(':explain get_visualization_url {"concept_ids": ["uncapped-ip-indemnity"]}')
    assert viz.explained is not None and "viz_session_create" in [s.name for s in viz.explained.statements]

    failed = await console.answer(':explain get_concept_details {"concept_id": "no-such-concept"}')
    assert failed.explained is not None and "No concept with id 'no-such-concept'" in (failed.explained.error or "")
    with pytest.raises(InvalidArgument, match="unknown tool 'drop_everything'; :explain knows: search_concepts"):
        await console.answer(":explain drop_everything {}")
    with pytest.raises(InvalidArgument, match="concept_id is required"):
        await console.answer(":explain get_concept_details {}")


def test_kg_cypher_one_shot(sample_graph: KnowledgeGraph, kg_run: KgRun) -> None:
    table = kg_run("cypher", "MATCH (c:Concept) WHERE c.concept_id STARTS WITH 'payment-within' "
                             "RETURN c.concept_id AS id ORDER BY id")
    assert table.returncode == 0, table.stderr
    assert table.stdout.splitlines()[:4] == ["id", "----------------------", "payment-within-30-days",
                                             "payment-within-60-days"]
    as_json = kg_run("cypher", "MATCH (c:Concept {concept_id: $id}) RETURN c.label AS label, size(c.aliases) AS n",
                     "--params", '{"id": "source-code-escrow"}', "--json")
    answer = json.loads(as_json.stdout)
    assert answer["kind"] == "result" and answer["result"]["columns"] == ["label", "n"]
    assert answer["result"]["rows"][0][0] == "Source code escrow (Schedule 7)"
    refused = kg_run("cypher", "CREATE (p:Probe) RETURN p")
    assert refused.returncode == 2 and f"kg: {READ_ONLY}" in refused.stderr and "--write" in refused.stderr
    explain = kg_run("cypher", ':explain find_related_concepts {"concept_id": "uncapped-ip-indemnity"}')
    assert explain.returncode == 0 and "// 1. existing_concept_ids (read)" in explain.stdout
    assert "related_step" in explain.stdout
    bad = kg_run("cypher", "RETURN 1", "--params", "[1]")
    assert bad.returncode == 2 and "--params must be a JSON object" in bad.stderr
    assert kg_run("cypher", "RETURN 1", "--timeout", "0").returncode == 2


def test_kg_call_run_cypher_reads_as_kg_cypher_does(sample_graph: KnowledgeGraph, kg_run: KgRun) -> None:
    """--allow-cypher decides what an MCP client's model is offered; at the command line `kg call
    run_cypher` is `kg cypher`'s read-only engine, with or without it (docs/cypher.md)."""
    counted = kg_run("call", "run_cypher", '{"statement": "MATCH (d:Document) RETURN count(d) AS documents"}')
    assert counted.returncode == 0 and counted.stdout.splitlines()[:3] == ["documents", "---------", "15"]
    refused = kg_run("call", "run_cypher", '{"statement": "MATCH (c:Concept) DETACH DELETE c"}')
    assert refused.returncode != 0 and READ_ONLY in refused.stderr
    assert kg_run("call", "run_cypher", '{"statement": "MATCH (c:Concept) DETACH DELETE c"}',
                  "--allow-cypher").returncode == refused.returncode  # the switch never allows writes
    paged = kg_run("call", "friction_report", '{"limit": 3}')
    assert (
        paged.returncode == 0
        and paged.stdout.startswith("3 of ")
        and "(more: repeat the call with cursor=" in paged.stdout
    )


def test_kg_cypher_writes_only_with_write(sample_graph: KnowledgeGraph, kg_run: KgRun) -> None:
    created = kg_run("cypher", "--write", "CREATE (p:Probe {n: 1}) RETURN p.n AS n")
    assert created.returncode == 0 and "nodes created 1" in created.stdout
    # Writes run in an auto-commit transaction, so batched updates work too.
    batched = kg_run("cypher", "--write", "MATCH (p:Probe) CALL (p) { SET p.n = 2 } IN TRANSACTIONS")
    assert batched.returncode == 0 and "properties set 1" in batched.stdout, batched.stderr
    deleted = kg_run("cypher", "--write", "MATCH (p:Probe) DELETE p")
    assert deleted.returncode == 0 and "nodes deleted 1" in deleted.stdout


@pytest.mark.slow
def test_kg_cypher_reads_statements_from_a_pipe(sample_graph: KnowledgeGraph, test_env: dict[str, str]) -> None:
    script = ("MATCH (c:Concept)\nWHERE c.concept_id = 'source-code-escrow'\nRETURN c.label AS label;\n"
              ":help\n"
              "CREATE (:Probe);\n"
              "RETURN 1 AS one\n\n")
    ran = subprocess.run([sys.executable, "-m", "kg_server", "cypher"], input=script, env=test_env,
                         capture_output=True, text=True, timeout=120)
    assert "Source code escrow (Schedule 7)" in ran.stdout and ":schema" in ran.stdout
    assert "one\n---\n1\n" in ran.stdout
    assert f"error: {READ_ONLY}" in ran.stderr
    assert ran.returncode == 1, "a failed statement fails the piped run"


async def test_the_web_console_api(sample_graph: KnowledgeGraph) -> None:
    async with running(serve_app(sample_graph.settings, graph=sample_graph)) as api:
        answer = await api.post("/api/console", json={
            "input": "MATCH (a:Concept {concept_id: $id})-[r]->(b:Concept) RETURN a, r, b",
            "parameters": {"id": "uncapped-ip-indemnity"}})
        assert answer.status_code == 200, answer.text
        result = answer.json()["result"]
        assert result["columns"] == ["a", "r", "b"] and result["row_count"] >= 4
        assert len(result["graph"]["links"]) == result["row_count"]
        refused = await api.post("/api/console", json={"input": "MATCH (c:Concept) DETACH DELETE c"})
        assert refused.status_code == 422 and READ_ONLY in refused.json()["error"]
        schema = await api.post("/api/console", json={"input": ":schema"})
        assert schema.json()["kind"] == "text" and ":Concept" in schema.json()["text"]
        cypher = await api.post("/api/cypher", json={"statement": "UNWIND range(1, 9) AS n RETURN n", "max_rows": 3})
        assert cypher.json()["rows"] == [[1], [2], [3]] and cypher.json()["truncated"]
        page = await api.get("/console")
        assert page.status_code == 200 and "Cypher console" in page.text and "/api/console" in page.text


async def test_the_web_console_needs_the_token_when_one_is_set(sample_graph: KnowledgeGraph) -> None:
    settings = sample_graph.settings.model_copy(update={"api_token": SecretStr("console-token-0123456789")})
    app = serve_app(settings, host="0.0.0.0", graph=sample_graph)
    async with running(app) as api:
        anonymous = await api.post("/api/console", json={"input": "RETURN 1"})
        assert anonymous.status_code == 401
        signed = await api.post("/api/console", json={"input": "RETURN 1 AS one"},
                                headers={"Authorization": "Bearer console-token-0123456789"})
        assert signed.status_code == 200 and signed.json()["result"]["rows"] == [[1]]
        assert (await api.post("/api/cypher", json={"statement": "RETURN 1"})).status_code == 401


@pytest.mark.slow
async def test_run_cypher_over_mcp(sample_graph: KnowledgeGraph, test_env: dict[str, str]) -> None:
    async with mcp_client("stdio", test_env, "--allow-cypher") as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        assert "run_cypher" in tools and "add_concept" not in tools
        assert tools["run_cypher"].annotations.read_only_hint
        answer = await client.call_tool("run_cypher", {
            "statement": "MATCH (c:Concept)-[r:CONTRADICTS]->(d) RETURN c.concept_id AS a, d.concept_id AS b "
                         "ORDER BY a LIMIT 3"})
        assert not answer.is_error and answer.structured_content is not None
        assert answer.structured_content["columns"] == ["a", "b"] and answer.structured_content["row_count"] == 3
        assert " | " in answer.content[0].text
        for statement, message in [("MATCH (n) DETACH DELETE n", READ_ONLY),
                                   ("LOAD CSV FROM 'file:///etc/passwd' AS l RETURN l", "LOAD CSV is refused"),
                                   ("CALL dbms.components()", "dbms procedures administer the server"),
                                   ("CALL apoc.load.json('https://example.com')", "apoc.load.json is refused")]:
            refused = await client.call_tool("run_cypher", {"statement": statement})
            assert refused.is_error and message in refused.content[0].text, refused.content[0].text
        capped = await client.call_tool("run_cypher", {"statement": "UNWIND range(1, 5000) AS n RETURN n",
                                                       "max_rows": 1001})
        assert capped.is_error and "max_rows must be a whole number from 1 to 1,000" in capped.content[0].text
