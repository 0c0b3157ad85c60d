"""Lexical concept search finds a concept by the words of its quotes too, ranked below every concept
whose label, description or aliases hold the words (on the sample: 'GDPR' is in two quotes only)."""

from __future__ import annotations

from kg_server.contract.reads import SEARCH_CONCEPTS, SearchConcepts
from kg_server.service import KnowledgeGraph


async def test_a_word_only_quotes_carry_finds_their_concepts(sample_graph: KnowledgeGraph) -> None:
    answer = await sample_graph.run(SEARCH_CONCEPTS, SearchConcepts(query="GDPR", mode="lexical"))
    assert {hit.concept_id for hit in answer.results} == {"international-data-transfer", "data-processing-addendum"}
    assert all(hit.found_by == "quotes" and hit.lexical_score for hit in answer.results)
    text = answer.render()
    assert "- international-data-transfer: Restricted international transfer of personal data [its quotes: bm25" in text


async def test_quote_matches_rank_below_label_and_description_matches(sample_graph: KnowledgeGraph) -> None:
    answer = await sample_graph.run(SEARCH_CONCEPTS, SearchConcepts(query="escrow", mode="lexical", limit=50))
    found_by = [hit.found_by for hit in answer.results]
    named = found_by.index("quotes")
    assert named >= 5 and all(by is None for by in found_by[:named]) and all(by == "quotes" for by in found_by[named:])
    assert answer.results[0].concept_id == "source-code-escrow"
    ids = [hit.concept_id for hit in answer.results]
    assert len(ids) == len(set(ids))  # a concept named by its label is not listed again for its quotes
    # Hybrid search ranks by meaning and the concepts' own words, as before.
    hybrid = await sample_graph.run(SEARCH_CONCEPTS, SearchConcepts(query="escrow"))
    assert all(hit.found_by is None for hit in hybrid.results)
