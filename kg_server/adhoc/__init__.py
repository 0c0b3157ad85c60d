"""Ad hoc Cypher: statements a person or an agent writes (run_cypher, the consoles), run read-only
behind a guard (guard.py), their answers shaped (run.py)."""

from .guard import check_read_only
from .run import run_statement, schema_text

__all__ = ["check_read_only", "run_statement", "schema_text"]
