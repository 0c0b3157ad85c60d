"""The input contract: one validated model per operation, and the registry every shell is built from.

Each operation the product offers (an MCP tool, an HTTP route, a `kg` command) takes one of these
models. Bounds, enums, defaults, descriptions and examples are written here once: the MCP input
schema, the HTTP parameters and the CLI's options are derived from them, and the same checks run
whichever door a request came through. A model's docstring is the operation's description (the text
an MCP client's model reads).

Constructing a model with bad values raises `InvalidArgument` whose message says which argument was
wrong, what was expected and gives an example (`messages.explain`).

- base.py: `Input`, `Bounded` and the argument types the operations share;
- reads.py, curation.py, console.py: the operations, each an input model (imported from its module:
  `from kg_server.contract.reads import Scout`) and its entry (`operation`:
  its answer and what the MCP, HTTP and CLI shells need), in the order clients list them;
- registry.py: `OPERATIONS`, the entries' form, and the implementations (`implements`);
- messages.py: the wording of bad arguments.
"""

# The operations are declared as these modules are imported, and MCP clients list them in that order:
# reads, curation (the change log first, then the writes), console.
# isort: off
from kg_server.contract import reads, curation, console
# isort: on

DECLARED_IN = (reads, curation, console)
from .base import (
    CODE_LANGUAGES,
    LANGUAGE_NAMES,
    MAX_ANSWER_TOKENS,
    MAX_ID_CHARS,
    MAX_PARAGRAPH,
    MAX_QUERY_CHARS,
    MIN_ANSWER_TOKENS,
    MODES,
    STORED_AS,
    Bounded,
    ConceptId,
    Input,
    choices,
    constrained_type,
    takes_list,
)
from .messages import describe, explain
from .registry import (
    IMPLEMENTATIONS,
    OPERATIONS,
    Command,
    Graph,
    Http,
    Operation,
    implements,
)

__all__ = [
    "CODE_LANGUAGES", "DECLARED_IN", "IMPLEMENTATIONS", "LANGUAGE_NAMES", "MAX_ANSWER_TOKENS", "MAX_ID_CHARS",
    "MAX_PARAGRAPH", "MAX_QUERY_CHARS", "MIN_ANSWER_TOKENS", "MODES", "OPERATIONS", "STORED_AS", "Bounded", "Command",
    "ConceptId", "Graph", "Http", "Input", "Operation", "choices", "constrained_type", "describe", "explain",
    "implements", "takes_list",
]
