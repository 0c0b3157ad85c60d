"""One error tree for the whole product.

Every failure a user can cause or meet is a `KGError` carrying a message that says what was wrong and
what to do. Each shell maps the tree once: the CLI prints the message and exits with `exit_code`, the
HTTP API answers `http_status`, MCP tools return `isError` with the message.

                                 HTTP  CLI exit
    KGError                        500   1     the root; never raised itself
    ├── InvalidArgument            422   2     bad input from a caller: which argument, what is expected
    │   ├── BundleInvalid          422   2     a graph bundle with bad records (position and field of each)
    │   ├── DocumentAmbiguous      422   2     a document name that fits several documents (lists them)
    │   ├── SymbolAmbiguous        422   2     a symbol of code whose name fits several (lists them and their files)
    │   ├── CypherRefused          422   2     a statement the read-only Cypher console does not run
    │   └── ChangeConflict         422   2     a write that collides with one committed meanwhile (same id)
    ├── NotFound                   404   1
    │   ├── ConceptNotFound        404   1     carries concept_id and close matches
    │   ├── CommunityNotFound      404   1     carries community_id and close matches
    │   ├── DocumentNotFound       404   1     carries the name and close matches
    │   ├── SymbolNotFound         404   1     a symbol of code: carries the name and close names
    │   └── SessionGone            410   1     a visualization link that expired
    ├── WritesDisabled             403   2     a curation write on a server started without --allow-writes
    ├── ConfigError                503   2     the server's own settings are wrong: names the setting to fix
    ├── Unavailable                503   3     something the server needs does not answer
    │   ├── DatabaseUnavailable    503   3     Neo4j cannot be reached or refused our credentials
    │   ├── SchemaError            503   3     schema missing, or a vector index of another dimension
    │   ├── EmbeddingError         503   3     the embedder cannot load or its endpoint fails
    │   ├── CommunitiesUnavailable 503   3     Neo4j without the Graph Data Science library
    │   └── LanguageServerUnavailable 503 3   a language server missing, not starting, dead or out of time
    ├── QueryFailed                500   1     Neo4j or its driver failed in a way that is our bug (logged)
    └── LocalServerError           500   2     `kg neo4j ...` could not do its job

MCP tools answer every one of them as a tool error carrying the message.
"""

from __future__ import annotations

from collections.abc import Sequence

# Not an exception: a busy server refuses a call before any of this tree is involved
# (kg_server.shells.admission). Over MCP the refusal is a JSON-RPC error with this code (in the
# implementation-defined -32000..-32099 range), which clients such as `kg bench load` recognise.
SERVER_BUSY = -32029


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
    http_status = 422


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


class CommunityNotFound(NotFound):
    def __init__(self, community_id: str, closest: Sequence[str] = ()) -> None:
        self.community_id = community_id
        self.closest = list(closest)
        super().__init__(
            f"No community with id {community_id!r}; list_communities gives the ids.{_suggest(self.closest)}"
        )


class DocumentNotFound(NotFound):
    def __init__(self, name: str, closest: Sequence[str] = ()) -> None:
        self.name = name
        self.closest = list(closest)
        super().__init__(f"No document named {name!r}.{_suggest(self.closest)}")


class DocumentAmbiguous(InvalidArgument):
    def __init__(self, name: str, candidates: Sequence[str]) -> None:
        self.name = name
        self.candidates = list(candidates)
        super().__init__(
            f"{name!r} fits {len(self.candidates)} documents: {', '.join(self.candidates)}; pass the full name"
        )


class SymbolNotFound(NotFound):
    def __init__(self, name: str, closest: Sequence[str] = (), *, where: str = "") -> None:
        self.name = name
        self.closest = list(closest)
        super().__init__(f"No symbol of code named {name!r}{where} in the graph; pass its name, Class.method or "
                         f"qualified name as the code graph has it (search_concepts with code finds them)."
                         f"{_suggest(self.closest)}")


class SymbolAmbiguous(InvalidArgument):
    def __init__(self, name: str, candidates: Sequence[str]) -> None:
        self.name = name
        self.candidates = list(candidates)
        super().__init__(f"{name!r} names {len(self.candidates)} symbols: {'; '.join(self.candidates)}; pass file "
                         "(the path it is defined in) or symbol as its qualified name to say which")


class CypherRefused(InvalidArgument):
    """A statement the read-only console will not run (a write, LOAD CSV, a procedure off the allow-list)."""


class ChangeConflict(InvalidArgument):
    """Neo4j refused a write because it would break a uniqueness rule: someone committed the same id
    meanwhile. The store raises it with a general message; a feature that knows what was being written
    words it again."""


class WritesDisabled(KGError):
    """Curation was asked of a server that was not started to allow it."""

    exit_code = 2
    http_status = 403

    def __init__(self, operation: str) -> None:
        super().__init__(
            f"{operation} changes the graph, and writes are disabled on this server: start it with "
            "--allow-writes (`kg mcp --allow-writes`, `kg serve --allow-writes`) or set KG_ALLOW_WRITES=1"
        )


class ConfigError(KGError):
    """The server is set up wrongly (not the caller's fault): the message says which setting to fix."""

    exit_code = 2
    http_status = 503

    def __init__(self, setting: str, message: str) -> None:
        self.setting = setting
        super().__init__(f"server setting {setting} needs fixing: {message}")


class Unavailable(KGError):
    exit_code = 3
    http_status = 503


class DatabaseUnavailable(Unavailable):
    pass


class SchemaError(Unavailable):
    pass


class EmbeddingError(Unavailable):
    pass


class CommunitiesUnavailable(Unavailable):
    """Neo4j has no Graph Data Science library: communities cannot be computed or listed."""


class QueryFailed(KGError):
    """Neo4j refused a query for a reason no user can fix (a bug, an unexpected server state); the
    server log holds the details, the client gets the kind of failure only."""


class LocalServerError(KGError):
    exit_code = 2


class SessionGone(NotFound):
    """A visualization session that existed but has expired (HTTP 410)."""

    http_status = 410


class LanguageServerUnavailable(Unavailable):
    """A language server (kg_server.providers.lsp) is not installed, would not start, died, or did not
    answer in time: `server` names it, and the message says what to do (the command that installs it)."""

    def __init__(self, server: str, message: str) -> None:
        self.server = server
        super().__init__(message)
