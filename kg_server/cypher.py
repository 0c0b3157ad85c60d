"""The registry of named Cypher: `cypher/schema.cypher` and `cypher/queries/NAME.cypher`.

Every statement the product runs is a file a user can open and paste into Neo4j Browser. Values are
always `$parameters`; relationship types are passed as parameters too (Cypher 5.26's `$(...)` dynamic
types) after a check against `RELATIONSHIP_TYPES`, so no query text is ever built from input.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from .errors import InvalidArgument

RELATIONSHIP_TYPES = ("IMPLIES", "CONTRADICTS", "SUPPORTS", "PART_OF", "REQUIRES", "RELATED_TO")


def cypher_dir() -> Path:
    """Where the .cypher files are: inside the installed wheel, or at the top of a source checkout."""
    packaged = Path(__file__).parent / "cypher"
    if packaged.is_dir():
        return packaged
    return Path(__file__).parent.parent / "cypher"


@cache
def query(name: str) -> str:
    path = cypher_dir() / "queries" / f"{name}.cypher"
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise LookupError(f"no named query {name!r} in {path.parent}") from None


def query_names() -> list[str]:
    return sorted(p.stem for p in (cypher_dir() / "queries").glob("*.cypher"))


def schema_statements() -> list[str]:
    """The statements of schema.cypher, comments removed, in file order."""
    text = (cypher_dir() / "schema.cypher").read_text(encoding="utf-8")
    text = re.sub(r"^\s*//.*$", "", text, flags=re.MULTILINE)
    return [s.strip() for s in text.split(";") if s.strip()]


def relationship_type(value: str) -> str:
    """Normalise a user's relationship type (`part_of`, `Part-Of`) or say which ones exist."""
    normalised = value.strip().upper().replace("-", "_").replace(" ", "_")
    if normalised not in RELATIONSHIP_TYPES:
        valid = ", ".join(t.lower() for t in RELATIONSHIP_TYPES)
        raise InvalidArgument(f"unknown relationship type {value!r}; valid types are: {valid}")
    return normalised
