"""Ad hoc Cypher: statements a person or an agent writes (run_cypher, the consoles), run read-only
behind a guard (guard.py), their answers shaped (run.py)."""

from .guard import check_read_only
from .run import json_value, run_statement, schema_text

__all__ = ["check_read_only", "json_value", "run_statement", "schema_text"]
