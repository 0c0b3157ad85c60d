"""Navigating the graph: concept details, related concepts, documents, paths, topics, contradictions,
friction and the graph's counts.

Each operation takes the Database and its validated input (`kg_server.contract`), checks what only the
graph can tell through `kg_server.store.lookups` (an unknown id, a document name, a folder), runs named
queries and returns an answer model (`kg_server.answers`). Functions are named after the operation
they implement.
"""

from .concepts import find_related_concepts, get_concept_details, get_concepts
from .contradictions import find_contradictions
from .documents import list_documents, list_topics, read_source, search_by_document
from .friction import friction_report, refresh_friction
from .paths import find_connections
from .stats import graph_stats

__all__ = [
    "find_connections",
    "find_contradictions",
    "find_related_concepts",
    "friction_report",
    "get_concept_details",
    "get_concepts",
    "graph_stats",
    "list_documents",
    "list_topics",
    "read_source",
    "refresh_friction",
    "search_by_document",
]
