"""The input contract: one model and one implementation per operation, entries for every shell, readable messages.
Pure: no Neo4j."""

from __future__ import annotations

import inspect
import random
import re
import typing
from pathlib import Path

import pytest
from pydantic import BaseModel

from kg_bench.load import MIX, Material, arguments
from kg_server import contract
from kg_server.config import Settings
from kg_server.contract import IMPLEMENTATIONS, OPERATIONS, Http, Input, Operation, implements
from kg_server.contract.reads import (
    SEARCH_CONCEPTS,
    FindContradictions,
    FindRelatedConcepts,
    GetConcepts,
    ReadSource,
    SearchConcepts,
    SearchPassages,
)
from kg_server.errors import InvalidArgument
from kg_server.service import KnowledgeGraph
from kg_server.shells.mcp import build_server
from kg_server.store.lookups import check_scope, in_folder, in_scope
from kg_server.store.queries import RELATIONSHIP_TYPES

ROOT = Path(__file__).resolve().parent.parent


def test_every_operation_has_one_implementation_of_its_entrys_types() -> None:
    for name, operation in OPERATIONS.items():
        implementation = IMPLEMENTATIONS[name]
        hints = typing.get_type_hints(implementation)
        parameters = list(inspect.signature(implementation).parameters)
        assert parameters[:2] == ["graph", "request"], name
        assert hints["request"] is operation.input, name
        assert hints["return"] is operation.result, name
        assert ("curator" in parameters) == operation.writes, name
        assert operation.description, f"{operation.input.__name__} needs a docstring: the tool's description"


def test_every_entry_is_a_constant_named_after_it() -> None:
    """Code calls an operation through its entry (`graph.run(SCOUT, request)`): one constant per
    operation, in the module that declares it, named after it."""
    constants = {name: value for module in contract.DECLARED_IN for name, value in vars(module).items()
                 if isinstance(value, Operation)}
    assert constants == {operation.name.upper(): operation for operation in OPERATIONS.values()}


def test_the_service_runs_operations_through_their_entries_only() -> None:
    graph = KnowledgeGraph(Settings(_env_file=None))  # type: ignore[call-arg]
    assert not any(hasattr(graph, name) for name in OPERATIONS)


def test_an_implementation_must_implement_an_operation() -> None:
    stranger = Operation("no_such_operation", SearchConcepts, BaseModel, "x", Http("GET", "/nowhere", "x"))
    with pytest.raises(ValueError, match="no operation of the contract"):
        implements(stranger)(lambda graph, request: None)
    with pytest.raises(ValueError, match="two implementations"):
        implements(SEARCH_CONCEPTS)(lambda graph, request: None)


def test_the_entries_say_what_each_shell_needs() -> None:
    paths = [(op.http.method, op.http.path) for op in OPERATIONS.values()]
    assert len(set(paths)) == len(paths), "two operations on one HTTP route"
    commands = [op.command.name for op in OPERATIONS.values() if op.command]
    assert len(set(commands)) == len(commands)
    for operation in OPERATIONS.values():
        fields = set(operation.input.model_fields)
        assert set(operation.http.names) <= fields and set(operation.http.path_arguments) <= fields, operation.name
        assert operation.writes == (operation.gate == "writes"), operation.name  # a write is gated, and only a write
        if operation.command:
            assert {operation.command.words, *operation.command.flags} - {None} <= fields, operation.name
        operation.input(**operation.example)  # the examples are valid arguments
    # Every operation is an MCP tool, except the viewer's neighbourhood (an HTTP route for the viewer).
    assert {name for name, op in OPERATIONS.items() if not op.mcp} == {"neighbourhood", "community_map"}


def test_every_argument_is_described_with_an_example_or_a_default() -> None:
    for operation in OPERATIONS.values():
        for name, field in operation.input.model_fields.items():
            assert field.description, f"{operation.name}.{name} needs a description"
            assert field.examples or not field.is_required(), f"{operation.name}.{name} needs an example"


@pytest.mark.parametrize(
    ("model", "arguments", "message"),
    [
        (SearchConcepts, {"query": "  "}, "query must be text of 1 to 2,000 characters, e.g. 'who pays"),
        (
            SearchConcepts,
            {"query": "x", "mode": "fuzzy"},
            "mode must be one of: hybrid, semantic, lexical, e.g. 'lexical'; got 'fuzzy'",
        ),
        (
            SearchConcepts,
            {"query": "x", "colour": 1},
            "unknown argument 'colour'; the arguments are: query, limit, min_similarity, mode, status, community, "
            "code, language, cursor, max_tokens",
        ),
        (
            SearchConcepts,
            {"query": "x", "language": "rust"},
            "language must be one of: python, typescript, javascript, go, c, cpp, java, e.g. 'go'; got 'rust'",
        ),
        (SearchConcepts, {}, "query is required: text of 1 to 2,000 characters"),
        (GetConcepts, {"concept_ids": ["a", 3]}, "concept_ids[1] must be text of 1 to 200 characters; got 3"),
        (ReadSource, {"source_id": "a#p1", "document_name": "a"}, "pass exactly one of source_id"),
        (SearchPassages, {"query": "x", "tags": "legal"}, "tags must be a list of items, each text"),
        (FindContradictions, {"limit": 0}, "limit must be a whole number from 1 to 100, e.g. 20; got 0"),
    ],
)
def test_bad_input_is_one_clear_line(model: type[Input], arguments: dict, message: str) -> None:
    with pytest.raises(InvalidArgument) as raised:
        model(**arguments)
    assert message in raised.value.message
    assert "pydantic" not in raised.value.message and "\n" not in raised.value.message


def test_values_are_normalised_once() -> None:
    search = SearchConcepts(query="  liability cap ", mode="LEXICAL")
    assert (search.query, search.mode, search.limit) == ("liability cap", "lexical", 10)
    related = FindRelatedConcepts(concept_id="x", relationship_types=["part-of", "Implies", "PART_OF"])
    assert related.relationship_types == ["PART_OF", "IMPLIES"]
    assert FindRelatedConcepts(concept_id="x").types[0] == "IMPLIES"
    assert GetConcepts(concept_ids=["a", "b", "a"]).concept_ids == ["a", "b"]
    assert contract.MODES == ("hybrid", "semantic", "lexical")


def test_one_rule_for_folder_scopes() -> None:
    assert in_folder("Contracts", "contracts") and in_folder("Contracts/2024", "Contracts/")
    assert not in_folder("Contractors", "Contracts") and not in_folder("", "Contracts")
    assert in_folder("anything", None) and in_folder("", "")
    assert in_scope("Contracts/draft-contract", topic="Contracts", document="Contracts/draft-contract.md")
    assert not in_scope("Contracts/draft", topic="Contracts", document="Contracts/draft-contract.md")
    assert check_scope("tenders", topics=["Tenders", "Emails"]) == "tenders"
    with pytest.raises(InvalidArgument, match="topic_prefix: no folder matches 'Ten'; folders are: Emails, Tenders"):
        check_scope("Ten", topics=["Tenders", "Emails", None])


# --- the lists that name operations, checked against the registry ---------------------------------------
def _named_words(text: str) -> set[str]:
    """The snake_case words of a text (tools, arguments, relationship types)."""
    return set(re.findall(r"\b[a-z]+(?:_[a-z0-9]+)+\b", text))


def _known_words() -> set[str]:
    arguments = {name for operation in OPERATIONS.values() for name in operation.input.model_fields}
    return set(OPERATIONS) | arguments | {t.lower() for t in RELATIONSHIP_TYPES}


async def test_the_tools_the_mcp_instructions_and_prompts_name_exist() -> None:
    server = build_server(Settings(_env_file=None, allow_writes=True))  # type: ignore[call-arg]
    texts = [server.instructions or ""]
    for prompt in await server.list_prompts():
        arguments = {argument.name: "Tenders" for argument in prompt.arguments or []}
        rendered = await server.get_prompt(prompt.name, arguments)
        texts += [message.content.text for message in rendered.messages]  # type: ignore[union-attr]
    unknown = sorted(set().union(*map(_named_words, texts)) - _known_words())
    assert not unknown, f"the MCP instructions or prompts name what is no tool, argument or type: {unknown}"


# The tools the instructions leave to the tool list: each a variant of one they name (get_concepts of
# get_concept_details, search_by_document of search_concepts).
LEFT_TO_THE_TOOL_LIST = {"get_concepts", "search_by_document"}


def test_the_mcp_instructions_name_every_tool_the_server_offers() -> None:
    """Each tool by its whole name, one-word names (scout) as well as snake_case ones."""
    server = build_server(Settings(_env_file=None, allow_writes=True))  # type: ignore[call-arg]
    offered = {name for name, operation in OPERATIONS.items()
               if operation.mcp and operation.offered(allow_writes=True, allow_cypher=False)}
    assert "scout" in offered and offered >= LEFT_TO_THE_TOOL_LIST
    unnamed = sorted(name for name in offered - LEFT_TO_THE_TOOL_LIST
                     if not re.search(rf"\b{name}\b", server.instructions or ""))
    assert not unnamed, f"the MCP instructions do not name these tools: {unnamed}"


def test_the_benchmark_mix_draws_valid_arguments_for_operations() -> None:
    material = Material(concept_ids=["a", "b", "c", "d"], documents=["Tenders/a.md"], source_ids=["Tenders/a.md#p1"],
                        words=["liability", "escrow", "indemnity"])
    for name in MIX:
        OPERATIONS[name].input(**arguments(name, material, random.Random(7)))


def test_the_viewer_colours_every_relationship_type() -> None:
    palette = (ROOT / "viz" / "src" / "palette.js").read_text()
    listed = re.search(r"export const LINK_TYPES = \[([^\]]*)\]", palette)
    assert listed, "viz/src/palette.js exports LINK_TYPES"
    assert re.findall(r"'([a-z_]+)'", listed.group(1)) == [t.lower() for t in RELATIONSHIP_TYPES]
    colours = palette[palette.index("export const TYPE_COLORS"):palette.index("export const TYPE_LABELS")]
    assert set(re.findall(r"^\s+([a-z_]+):", colours, re.M)) == {t.lower() for t in RELATIONSHIP_TYPES}
