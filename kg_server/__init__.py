"""kg_server: a Neo4j-backed concept explorer.

`FLOORS` is the one table of the package's floors: each part (a folder, or a module at the top) and its
floor. A module imports its own part and parts on lower floors, never higher (features on one floor may
import each other without a cycle). docs/architecture.md draws this table and tests/test_architecture.py
enforces it; both read it from here.
"""

__version__ = "0.1.0"

FEATURES_FLOOR = 3

FLOORS: dict[str, int] = {
    "kg_server.__main__": 8,
    "kg_server.shells": 7,  # the doors: kg, HTTP, MCP, the viewer, consoles
    "kg_server.service": 5,  # KnowledgeGraph: every operation through its entry
    "kg_server.budget": 4,  # answers cut to a token budget
    **dict.fromkeys(("kg_server.search", "kg_server.explore", "kg_server.scout", "kg_server.curation",
                     "kg_server.visualize", "kg_server.adhoc", "kg_server.ingest", "kg_server.transfer",
                     "kg_server.communities"), FEATURES_FLOOR),  # the features
    "kg_server.contract": 2,  # the operations: inputs and the registry every door is built from
    **dict.fromkeys(("kg_server.answers", "kg_server.store", "kg_server.providers", "kg_server.syntax"), 1),
    **dict.fromkeys(("kg_server", "kg_server.text", "kg_server.errors", "kg_server.config"), 0),
}
