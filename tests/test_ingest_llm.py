"""The LLM extractor against a loopback OpenAI-compatible chat-completions endpoint (no Neo4j).

The endpoint is a real HTTP server: it records every request and answers from a script (status, body,
headers, delay) or, when the script is empty, from a function of the request.
"""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

import pytest

from kg_server.config import Settings
from kg_server.ingest.extraction import (
    ExtractionFailed,
    KnownConcept,
    Mention,
    Paragraph,
    Statement,
)
from kg_server.ingest.llm import LLMExtractor
from tests.helpers.fakes import EMPTY, FakeLLM, Reply, completion, error

API_KEY = "sk-test-secret"

TEXT = (
    "The Supplier must deliver the goods within 30 days of the order. "
    "Late delivery triggers “liquidated damages” of 2% per week."
)
PARAGRAPH = Paragraph(
    source_id="Contracts/msa.md#p3",
    document="Contracts/msa.md",
    title="Master Services Agreement",
    number=3,
    text=TEXT,
    known=(KnownConcept("delivery-obligation", "Delivery obligation"),),
)


MakeExtractor = Callable[..., LLMExtractor]


@pytest.fixture
async def make_extractor(llm: FakeLLM) -> AsyncIterator[MakeExtractor]:
    """LLMExtractor(settings aimed at the fake endpoint, with `overrides`), closed after the test."""
    made: list[LLMExtractor] = []

    def make(**overrides: Any) -> LLMExtractor:
        values: dict[str, Any] = {"openai_base_url": llm.url, "openai_api_key": API_KEY, "llm_model": "test-model",
                                  "llm_timeout": 5.0, "llm_max_retries": 3, "llm_concurrency": 4}
        settings = Settings(_env_file=None, **(values | overrides))  # type: ignore[call-arg]
        made.append(LLMExtractor(settings, backoff_base=0.01))
        return made[-1]

    yield make
    for extractor in made:
        await extractor.aclose()


def objects(node: Any) -> Iterator[dict[str, Any]]:
    """Every JSON-schema object node in a schema."""
    if isinstance(node, dict):
        if node.get("type") == "object":
            yield node
        for value in node.values():
            yield from objects(value)
    elif isinstance(node, list):
        for item in node:
            yield from objects(item)


async def test_the_request_asks_for_strict_structured_output(llm: FakeLLM, make_extractor: MakeExtractor) -> None:
    await make_extractor().extract_document([PARAGRAPH])

    [body] = llm.bodies
    assert body["model"] == "test-model"
    assert body["temperature"] == 0
    assert llm.headers[0]["authorization"] == f"Bearer {API_KEY}"
    response_format = body["response_format"]
    assert response_format["type"] == "json_schema"
    assert response_format["json_schema"]["strict"] is True
    schema = response_format["json_schema"]["schema"]
    assert "$ref" not in json.dumps(schema) and "$defs" not in schema
    nodes = list(objects(schema))
    assert len(nodes) == 3  # Extraction, ExtractedConcept, ExtractedRelationship
    for node in nodes:
        assert node["additionalProperties"] is False
        assert sorted(node["required"]) == sorted(node["properties"])
    relationship = schema["properties"]["relationships"]["items"]["properties"]
    assert relationship["type"]["enum"] == ["implies", "contradicts", "supports", "part_of", "kind_of", "requires"]
    system, user = body["messages"]
    assert system["role"] == "system" and "character for character" in system["content"]
    assert user["role"] == "user"
    assert TEXT in user["content"]
    assert "delivery-obligation: Delivery obligation" in user["content"]
    assert "Contracts/msa.md" in user["content"] and "Master Services Agreement" in user["content"]


async def test_an_answer_becomes_mentions_and_statements_with_verbatim_quotes(
    llm: FakeLLM, make_extractor: MakeExtractor
) -> None:
    llm.script.append(completion({
        "concepts": [
            {"label": "Delivery deadline", "description": "Goods are due 30 days after the order.",
             "quote": "The Supplier must deliver the goods within 30 days of the order."},
            # Case, whitespace and straight quote marks changed: repaired to the paragraph's own slice.
            {"label": "Liquidated damages", "description": "A weekly penalty for late delivery.",
             "quote": 'late delivery  triggers "liquidated damages"'},
            {"label": "Force majeure", "description": "Invented.",
             "quote": "Neither party is liable for events beyond its reasonable control."},
        ],
        "relationships": [
            {"source": "Liquidated damages", "target": "Delivery deadline", "type": "requires", "confidence": 0.8},
            {"source": "Delivery deadline", "target": "delivery-obligation", "type": "part_of", "confidence": 1.4},
            {"source": "liquidated damages", "target": "Delivery Obligations", "type": "Supports", "confidence": 0.6},
            {"source": "Force majeure", "target": "Delivery deadline", "type": "contradicts", "confidence": 0.9},
            {"source": "Liquidated damages", "target": "Delivery deadline", "type": "causes", "confidence": 0.9},
            {"source": "Delivery deadline", "target": "delivery deadline", "type": "implies", "confidence": 0.9},
            {"source": "Delivery deadline", "target": "Payment terms", "type": "supports", "confidence": 0.9},
        ],
    }))
    extractor = make_extractor()

    [result] = await extractor.extract_document([PARAGRAPH])

    assert result.mentions == [
        Mention("Delivery deadline", "The Supplier must deliver the goods within 30 days of the order.", 0.9,
                "Goods are due 30 days after the order."),
        Mention("Liquidated damages", "Late delivery triggers “liquidated damages”", 0.75,
                "A weekly penalty for late delivery."),
    ]
    assert all(mention.quote in TEXT for mention in result.mentions)
    assert (result.repaired_quotes, result.rejected_quotes) == (1, 1)
    # Dropped: the rejected concept's, the unknown type, the self-loop, the end naming nothing known.
    assert result.statements == [
        Statement("REQUIRES", "Liquidated damages", "Delivery deadline", 0.8),
        Statement("PART_OF", "Delivery deadline", "delivery-obligation", 1.0),
        Statement("SUPPORTS", "Liquidated damages", "delivery-obligation", 0.6),
    ]


async def test_rate_limits_and_server_errors_are_retried(llm: FakeLLM, make_extractor: MakeExtractor) -> None:
    llm.script.extend([error(429, "slow down", {"Retry-After": "0"}), error(500, "boom")])
    extractor = make_extractor()

    [result] = await extractor.extract_document([PARAGRAPH])

    assert result.mentions == []
    assert len(llm.bodies) == 3
    assert (extractor.requests, extractor.retries, extractor.failures) == (3, 2, 0)
    assert ("LLM requests", "3 (2 retried)") in extractor.summary()


async def test_retry_after_is_honoured(llm: FakeLLM, make_extractor: MakeExtractor) -> None:
    llm.script.append(error(429, "slow down", {"Retry-After": "1"}))
    started = time.monotonic()

    await make_extractor().extract_document([PARAGRAPH])

    assert time.monotonic() - started >= 1.0
    assert len(llm.bodies) == 2


async def test_an_answer_breaking_the_schema_is_retried(llm: FakeLLM, make_extractor: MakeExtractor) -> None:
    llm.script.extend([completion('{"concepts": [{"label": "Delivery'), completion({"concepts": []})])
    extractor = make_extractor()

    [result] = await extractor.extract_document([PARAGRAPH])

    assert result.mentions == [] and len(llm.bodies) == 3
    assert extractor.retries == 2
    assert extractor.prompt_tokens == 300  # the failed answers' tokens were paid for too


async def test_persistent_server_errors_fail_the_document_with_a_useful_message(
    llm: FakeLLM, make_extractor: MakeExtractor
) -> None:
    llm.respond = lambda body: error(500, "the model is overloaded")
    extractor = make_extractor(llm_max_retries=2)

    with pytest.raises(ExtractionFailed) as failed:
        await extractor.extract_document([PARAGRAPH])

    message = str(failed.value)
    assert message.startswith("paragraph Contracts/msa.md#p3: gave up after 3 attempts")
    assert "HTTP 500 Internal Server Error: the model is overloaded" in message
    assert "re-run `kg ingest`" in message and "\n" not in message
    assert len(llm.bodies) == 3
    assert ("LLM requests", "3 (2 retried, 1 failed)") in extractor.summary()


async def test_a_rejected_key_fails_at_once_without_showing_it(llm: FakeLLM, make_extractor: MakeExtractor) -> None:
    llm.respond = lambda body: error(401, f"Incorrect API key provided: {API_KEY}")

    extractor = make_extractor()

    with pytest.raises(ExtractionFailed) as failed:
        await extractor.extract_document([PARAGRAPH])

    message = str(failed.value)
    assert len(llm.bodies) == 1
    assert "401 Unauthorized" in message and "OPENAI_API_KEY" in message
    assert API_KEY not in message
    assert ("LLM requests", "1 (0 retried, 1 failed)") in extractor.summary()


async def test_an_unknown_model_is_not_retried(llm: FakeLLM, make_extractor: MakeExtractor) -> None:
    llm.respond = lambda body: error(404, "The model `test-model` does not exist")

    with pytest.raises(ExtractionFailed, match="404 Not Found for model 'test-model'; check KG_LLM_MODEL"):
        await make_extractor().extract_document([PARAGRAPH])

    assert len(llm.bodies) == 1


async def test_a_timeout_is_retried(llm: FakeLLM, make_extractor: MakeExtractor) -> None:
    slow = completion(EMPTY)
    slow.delay = 1.0
    llm.script.append(slow)
    extractor = make_extractor(llm_timeout=0.5)

    [result] = await extractor.extract_document([PARAGRAPH])

    assert result.mentions == []
    assert (extractor.requests, extractor.retries) == (2, 1)


async def test_an_unreachable_endpoint_says_where_it_looked(make_extractor: MakeExtractor) -> None:
    extractor = make_extractor(openai_base_url="http://127.0.0.1:9/v1", llm_max_retries=1)

    with pytest.raises(ExtractionFailed, match=r"cannot reach the LLM endpoint http://127\.0\.0\.1:9/v1.*OPENAI_BASE_URL"):
        await extractor.extract_document([PARAGRAPH])


def answer_naming_the_paragraph(body: dict[str, Any]) -> Reply:
    """A concept labelled by the paragraph's number, quoting the paragraph's one sentence."""
    user = body["messages"][1]["content"]
    number = user.split("Paragraph ", 1)[1].split(":", 1)[0]
    reply = completion({"concepts": [{"label": f"Clause {number}", "description": "",
                                      "quote": f"Clause {number} applies."}], "relationships": []})
    reply.delay = 0.2
    return reply


async def test_concurrency_is_bounded_and_results_keep_paragraph_order(
    llm: FakeLLM, make_extractor: MakeExtractor
) -> None:
    llm.respond = answer_naming_the_paragraph
    paragraphs = [Paragraph(f"doc.md#p{n}", "doc.md", None, n, f"Clause {n} applies.") for n in range(1, 7)]
    extractor = make_extractor(llm_concurrency=2)

    results = await extractor.extract_document(paragraphs)

    assert llm.max_in_flight == 2
    assert [r.mentions[0].label for r in results] == [f"Clause {n}" for n in range(1, 7)]


async def test_the_summary_adds_up_tokens_and_cost(llm: FakeLLM, make_extractor: MakeExtractor) -> None:
    llm.respond = lambda body: completion(EMPTY, prompt_tokens=1200, completion_tokens=300)
    priced = make_extractor(llm_input_price=0.15, llm_output_price=0.6)
    unpriced = make_extractor()

    await priced.extract_document([PARAGRAPH, PARAGRAPH])
    await unpriced.extract_document([PARAGRAPH])

    summary = dict(priced.summary())
    assert summary["tokens"] == "2,400 in / 600 out"
    assert summary["cost"] == "$0.0007"  # 2400 * 0.15 / 1e6 + 600 * 0.6 / 1e6 = 0.00072
    assert dict(unpriced.summary())["cost"] == "set KG_LLM_INPUT_PRICE and KG_LLM_OUTPUT_PRICE to see it"
