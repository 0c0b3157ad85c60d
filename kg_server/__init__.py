"""kg_server: a Neo4j-backed concept explorer."""

__version__ = "0.1.0"
