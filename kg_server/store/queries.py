"""The registry of named Cypher: `cypher/schema.cypher` and `cypher/queries/FEATURE/NAME.cypher` (a
folder per feature; a query is named by its file name, unique across the folders). `kg bench`'s own
queries are in `cypher/bench/`, out of this registry's reach.

Every statement the product runs is a file a user can open and paste into Neo4j Browser. Values are
always `$parameters`, with two substitutions a parameter cannot make: a relationship type, and only a
type from `RELATIONSHIP_TYPES` (placeholder `<TYPE>`, `typed_query`), and the upper bound of a path
pattern, an integer from 1 to `MAX_HOPS` (placeholder `<MAX_HOPS>`, `bounded_query`). A query may run
another inside it, as a subquery, where a line holds only that query's name in angle brackets
(`<search_passages_hybrid>`): one round trip instead of two, and one copy of the other query's text.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from kg_server.errors import InvalidArgument

# What documents say of concepts, then what code does: a use of a symbol from the symbol it sits in
# (CALLS, IMPORTS, INHERITS, REFERENCES), OVERRIDES between methods, and DESCRIBES from a passage of prose
# to the symbol it names (kg_server.ingest.code). PART_OF also holds a member to its class or module.
PROSE_TYPES = ("IMPLIES", "CONTRADICTS", "SUPPORTS", "PART_OF", "KIND_OF", "REQUIRES", "RELATED_TO")
CODE_TYPES = ("CALLS", "REFERENCES", "IMPORTS", "INHERITS", "OVERRIDES", "DESCRIBES")
RELATIONSHIP_TYPES = PROSE_TYPES + CODE_TYPES
# How a relationship came to be, kept in its `method` property. Stated ones (a bundle, an LLM, a
# curator) have none; the offline extractor and the corpus passes say which evidence they used; a
# language server's answers are `lsp`, a symbol named in prose `name`.
METHODS = ("pattern", "cooccurrence", "similarity", "hierarchy", "inferred", "llm", "lsp", "name")
# The contradiction finder's: its claims, their CONTRADICTS, and each claim's RELATED_TO to what it is about.
INFERRED = "inferred"
# ... a CONTRADICTS between its claims that the configured LLM judged, where no rule decided.
JUDGED = "llm"
TYPE_PLACEHOLDER = "<TYPE>"
HOPS_PLACEHOLDER = "<MAX_HOPS>"
INCLUDED = re.compile(r"^[ \t]*<([a-z][a-z0-9_]*)>[ \t]*$", re.MULTILINE)  # a line naming another query to run there
OPENING_COMMENTS = re.compile(r"\A(?:[ \t]*//.*\n)+")
MAX_HOPS = 10


def cypher_dir() -> Path:
    """Where the .cypher files are: inside the installed wheel, or at the top of a source checkout."""
    package = Path(__file__).parent.parent
    packaged = package / "cypher"
    if packaged.is_dir():
        return packaged
    return package.parent / "cypher"


def query_files(folder: Path) -> dict[str, Path]:
    """Every .cypher file in `folder` and below by its name, the file name, unique across the subfolders."""
    found: dict[str, Path] = {}
    for path in sorted(folder.rglob("*.cypher")):
        if path.stem in found:
            raise LookupError(f"two named queries called {path.stem!r}: {found[path.stem]} and {path}")
        found[path.stem] = path
    return found


@cache
def _files() -> dict[str, Path]:
    """The product's named queries: cypher/queries/<feature>/<name>.cypher."""
    return query_files(cypher_dir() / "queries")


@cache
def query(name: str) -> str:
    """A named query's text, with the queries it includes (`<name>` lines) written in, their opening
    comments left out."""
    path = _files().get(name)
    if path is None:
        raise LookupError(f"no named query {name!r} in {cypher_dir() / 'queries'}")
    return INCLUDED.sub(lambda line: OPENING_COMMENTS.sub("", query(line[1])), path.read_text(encoding="utf-8"))


def typed_query(name: str, rel_type: str) -> str:
    """A query whose `<TYPE>` placeholder becomes one allow-listed relationship type."""
    checked = relationship_type(rel_type)
    return query(name).replace(TYPE_PLACEHOLDER, checked)


def bounded_query(name: str, max_hops: int) -> str:
    """A query whose path pattern is bounded by `<MAX_HOPS>`. The bound is written into the pattern
    because Neo4j cannot take it as a parameter, and it must be there: a `WHERE length(p) <= $n` filter
    is applied after the search, which then explores every path up to the pattern's own bound first."""
    if isinstance(max_hops, bool) or not isinstance(max_hops, int) or not 1 <= max_hops <= MAX_HOPS:
        raise InvalidArgument(f"max_hops must be a whole number from 1 to {MAX_HOPS}, not {max_hops!r}")
    return query(name).replace(HOPS_PLACEHOLDER, str(max_hops))


def query_names() -> list[str]:
    return sorted(_files())


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
