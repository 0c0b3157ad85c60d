"""One error tree for the whole product.

Every failure a user can cause or meet is a `KGError` carrying a message that says what was wrong and
what to do. Each shell maps the tree once: the CLI prints the message and exits with `exit_code`, the
HTTP API answers `http_status`, MCP tools return `isError` with the message.

    KGError
    ├── InvalidArgument          bad input from a caller (400)
    │   └── BundleInvalid        a graph bundle with bad records (position and field of each)
    ├── NotFound                 (404)
    │   ├── ConceptNotFound      carries concept_id and close matches
    │   └── DocumentNotFound     carries the name and close matches
    ├── DatabaseUnavailable      Neo4j cannot be reached or refused our credentials (503)
    ├── SchemaError              schema missing, or a vector index of another dimension (503)
    ├── EmbeddingError           the embedder cannot load or its endpoint fails (503)
    └── LocalServerError         `kg neo4j ...` could not do its job (exit code 2)
"""

from __future__ import annotations

from collections.abc import Sequence


class KGError(Exception):
    exit_code = 1
    http_status = 500

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class InvalidArgument(KGError):
    exit_code = 2
    http_status = 400


class BundleInvalid(InvalidArgument):
    """A bundle failed validation. `problems` lists "where: what" lines, first ones first."""

    MAX_SHOWN = 20

    def __init__(self, source: str, problems: Sequence[str]) -> None:
        self.problems = list(problems)
        shown = "\n".join(f"  {p}" for p in self.problems[: self.MAX_SHOWN])
        more = len(self.problems) - self.MAX_SHOWN
        tail = f"\n  ... and {more} more" if more > 0 else ""
        super().__init__(
            f"{source}: {len(self.problems)} invalid record(s); nothing was imported.\n{shown}{tail}"
        )


class NotFound(KGError):
    http_status = 404


def _suggest(closest: Sequence[str]) -> str:
    return f" Closest matches: {', '.join(closest)}." if closest else ""


class ConceptNotFound(NotFound):
    def __init__(self, concept_id: str, closest: Sequence[str] = ()) -> None:
        self.concept_id = concept_id
        self.closest = list(closest)
        super().__init__(f"No concept with id {concept_id!r}.{_suggest(self.closest)}")


class DocumentNotFound(NotFound):
    def __init__(self, name: str, closest: Sequence[str] = ()) -> None:
        self.name = name
        self.closest = list(closest)
        super().__init__(f"No document named {name!r}.{_suggest(self.closest)}")


class DatabaseUnavailable(KGError):
    exit_code = 3
    http_status = 503


class SchemaError(KGError):
    exit_code = 3
    http_status = 503


class EmbeddingError(KGError):
    exit_code = 3
    http_status = 503


class LocalServerError(KGError):
    exit_code = 2


class SessionGone(NotFound):
    """A visualization session that existed but has expired (HTTP 410)."""

    http_status = 410
