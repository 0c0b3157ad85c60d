"""The operation registry: one entry per operation, every shell derived from it, and the implementations.

An entry (`operation(...)`, written right after its input model in reads.py, curation.py or console.py)
says what each door needs: the input model (arguments, bounds, examples and the description
a model reads: its docstring), the answer model, the MCP title and what the call does to the graph
(the tool's annotations, and whether the server must allow writes or Cypher first), the HTTP method and
path with any parameter named differently there, the `kg` command of its own if it has one (every
operation is also `kg call NAME '{json}'`), and example arguments that work on the sample graph.

The MCP tools (kg_server.shells.mcp), the HTTP routes (kg_server.shells.web), the `kg` commands
(kg_server.shells.cli), the parameter tables of docs/mcp.md and the per-tool test tables all read
`OPERATIONS`; none of them lists the operations again.

Each operation's implementation is a function of a feature package, `@implements(NAME)`, taking the
service's resources (`Graph`) and the input; `KnowledgeGraph` answers every operation by its name.

Adding a read-only operation: its input model and entry (reads.py), its answer (kg_server.answers),
its implementation (a feature module) and its Cypher (cypher/queries/), with a feature test.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Generic, Literal, Protocol, TypeVar

from pydantic import BaseModel

from kg_server.text import squash

from .base import Input

if TYPE_CHECKING:
    from kg_server.config import Settings
    from kg_server.providers.compilers import WarmCompilers
    from kg_server.providers.embeddings import Embedder
    from kg_server.store.db import Database


# What a call does to the graph: MCP annotations and HTTP status follow from it.
Effect = Literal["reads", "stores_session", "adds", "changes"]
Gate = Literal["", "writes", "cypher"]
Method = Literal["GET", "POST", "PATCH", "DELETE"]


def _frozen(values: Mapping[str, Any] | None = None) -> Mapping[str, Any]:
    return MappingProxyType(dict(values or {}))


@dataclass(frozen=True)
class Http:
    """The operation's HTTP route. GET and DELETE read the arguments from the path and the query string,
    POST and PATCH from a JSON body (and the path)."""

    method: Method
    path: str  # a FastAPI path: `{concept_id}`, `{document_name:path}` for names with '/'
    tag: str  # the OpenAPI group
    names: Mapping[str, str] = field(default_factory=_frozen)  # argument -> its HTTP name where they differ
    status: int = 200

    @property
    def body(self) -> bool:
        return self.method in ("POST", "PATCH")

    @property
    def path_arguments(self) -> tuple[str, ...]:
        return tuple(part.strip("{}").split(":")[0] for part in self.path.split("/") if part.startswith("{"))


@dataclass(frozen=True)
class Command:
    """A `kg` command of its own: the arguments become options (`--min-similarity`; a list is a repeated
    option), except `words`, given as the command's words (`kg search liability cap`)."""

    name: str
    help: str
    words: str | None = None
    flags: Mapping[str, str] = field(default_factory=_frozen)  # argument -> option where it is not --argument
    shows: str | None = None  # print only this field of the answer (`kg viz` prints the link)


In = TypeVar("In", bound=Input)
Out = TypeVar("Out", bound=BaseModel)


@dataclass(frozen=True)
class Operation(Generic[In, Out]):
    """One operation: its name (the MCP tool's), input and answer, and what each shell needs to offer
    it. `mcp=False`: not an MCP tool (the viewer's own calls). `drawn`: the MCP App draws its answer
    beside it (a session's view, or the concepts the answer names).

    The entry is also how code calls the operation, typed: `await graph.run(FIND_CONNECTIONS, request)`
    takes a `FindConnections` and returns `Connections`."""

    name: str
    input: type[In]
    result: type[Out]
    title: str
    http: Http
    effect: Effect = "reads"
    gate: Gate = ""  # offered only when the server allows writes (curation) or ad hoc Cypher
    command: Command | None = None
    mcp: bool = True
    drawn: bool = False
    example: Mapping[str, Any] = field(default_factory=_frozen)

    @property
    def description(self) -> str:
        return squash(self.input.__doc__ or "")

    @property
    def writes(self) -> bool:
        """It changes the graph: its implementation also takes who asked (`curator=`), and the service
        refuses it unless the server allows writes."""
        return self.effect in ("adds", "changes")

    def offered(self, *, allow_writes: bool, allow_cypher: bool) -> bool:
        """Whether a server with these switches offers it (a client never sees the others)."""
        return {"": True, "writes": allow_writes, "cypher": allow_cypher}[self.gate]


OPERATIONS: dict[str, Operation[Any, Any]] = {}  # in the order the contract's modules declare them (MCP lists them so)


def operation(name: str, input: type[In], result: type[Out], title: str, http: Http, *,
              example: Mapping[str, Any] | None = None, **options: Any) -> Operation[In, Out]:
    """Declare an operation (once, beside its input model, as a constant named after it)."""
    if name in OPERATIONS:
        raise ValueError(f"operation {name!r} is declared twice")
    declared = Operation(name, input, result, title, http, example=_frozen(example), **options)
    OPERATIONS[name] = declared
    return declared


class Graph(Protocol):
    """What an implementation is given: the service's resources (kg_server.service.KnowledgeGraph)."""

    settings: Settings
    db: Database

    @property
    def embedder(self) -> Embedder: ...

    @property
    def compilers(self) -> WarmCompilers: ...


Implementation = Callable[..., Awaitable[BaseModel]]  # (graph, request) -> answer; writes also take curator=
IMPLEMENTATIONS: dict[str, Implementation] = {}
F = TypeVar("F", bound=Implementation)


def implements(entry: Operation[Any, Any]) -> Callable[[F], F]:
    """Register a feature's function as the implementation of an operation (`@implements(SCOUT)`)."""

    def register(function: F) -> F:
        if OPERATIONS.get(entry.name) is not entry:
            raise ValueError(
                f"{function.__qualname__} implements {entry.name!r}, which is no operation of the contract"
            )
        if entry.name in IMPLEMENTATIONS:
            raise ValueError(f"operation {entry.name!r} has two implementations")
        IMPLEMENTATIONS[entry.name] = function
        return function

    return register
