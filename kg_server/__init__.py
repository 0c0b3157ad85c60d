"""kg_server: a Neo4j-backed concept explorer. The floors of the code, arrows only pointing down
(docs/architecture.md; tests/test_architecture.py keeps it so):

    shells/  bench/               kg (cli/), the HTTP app (web, routes), MCP (mcp), the viewer process, consoles
    console.py                    the Cypher console's interpreter, over the service
    service.py  budget.py         KnowledgeGraph: every operation by name; answers cut to a token budget
    search/ explore/ scout/ curation/ visualize/ adhoc/ ingest/ transfer/     the features
    contract/                     the operations: input models and the registry every shell is built from
    answers/  store/  providers/  answer models; Neo4j (db, named queries, lookups, the local server); models
    text/  errors.py  config.py   the text toolkit, the error tree, the settings
"""

__version__ = "0.1.0"
