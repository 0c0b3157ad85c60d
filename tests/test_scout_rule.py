"""The scout's expansion rule on its own: pure functions, no Neo4j, no model."""

from __future__ import annotations

import heapq

import pytest

from kg_server.contract.reads import PRESET_NAMES
from kg_server.scout.changes import read_change
from kg_server.scout.rule import (
    PRESETS,
    Candidate,
    Preset,
    Rubric,
    decide,
    frontier_key,
    matched,
    rank_siblings,
    risk_level,
    score,
)

# Only relevance counts, one point per step of the scale, so expected scores are easy to read.
PLAIN = Preset(relevance=4.0, risk=0.0, complexity=0.0, confidence=0.0, tag_match=1.0, depth_penalty=0.5,
               breadth_penalty=0.25, threshold=2.0)


def candidate(concept_id: str = "c", *, relevance: float = 5, depth: int = 0, rank: int = 0,
              tags: tuple[str, ...] = (), risk: float = 1) -> Candidate:
    return Candidate(concept_id, depth, rank, Rubric(relevance, risk, 1, 1, tags))


def test_the_score_is_the_weighted_rubric_with_each_term_reported() -> None:
    balanced = PRESETS["balanced"]
    scored = score(Candidate("c", 1, 2, Rubric(5, 3, 5, 2)), balanced)
    assert scored.parts == {"relevance": 4.0, "risk": 0.75, "complexity": -0.5, "confidence": 0.25, "passage": 0.0,
                            "tags": 0.0, "depth": -0.5, "breadth": -0.3, "crowd": 0.0}
    assert scored.total == pytest.approx(3.7)
    led = score(Candidate("c", 1, 2, Rubric(5, 3, 5, 2), lead=0.5), balanced)
    assert led.parts["passage"] == balanced.passage * 0.5 and led.total == pytest.approx(3.7 + balanced.passage * 0.5)
    assert score(candidate(relevance=1), PLAIN).total == 0.0


def test_depth_penalty_stops_a_chain_and_max_depth_is_a_hard_stop() -> None:
    # relevance 4 -> 3.0 before penalties: expanded at depth 0 and 1, not at 2 (3.0 - 1.0 is not above 2.0).
    reasons = [decide(candidate(relevance=4, depth=d), PLAIN, budget_remaining=10, max_depth=5) for d in range(3)]
    assert [d.expand for d in reasons] == [True, True, False]
    assert [d.score.parts["depth"] for d in reasons] == [0.0, -0.5, -1.0]
    assert "not above the threshold 2.00" in reasons[2].reason and reasons[2].stop == "threshold"
    at_limit = decide(candidate(depth=3), PLAIN, budget_remaining=10, max_depth=3)
    assert not at_limit.expand and at_limit.stop == "depth" and "depth 3 is max_depth" in at_limit.reason
    assert decide(candidate(depth=2), PLAIN, budget_remaining=10, max_depth=3).expand


def test_breadth_penalty_grows_with_the_rank_among_siblings() -> None:
    found = [("b", Rubric(4, 1, 1, 1)), ("a", Rubric(4, 1, 1, 1)), ("c", Rubric(5, 1, 1, 1)), ("d", Rubric(2, 1, 1, 1))]
    ranks = rank_siblings(found, PLAIN)
    assert ranks == {"c": 0, "a": 1, "b": 2, "d": 3}  # equal merit: by concept id
    totals = [score(candidate(cid, relevance=r.relevance, rank=ranks[cid]), PLAIN).total for cid, r in found]
    assert totals == [2.5, 2.75, 4.0, 0.25]
    # A lead (the concept's paragraph stands high in the graph-aware passage ranking) is merit too.
    led = PLAIN.model_copy(update={"passage": 2.5})
    assert rank_siblings(found, led, leads={"d": 1.0}) == {"c": 0, "d": 1, "a": 2, "b": 3}
    # The fourth sibling of equal merit falls under the threshold where the first is expanded.
    first = decide(candidate(relevance=3.5, rank=0), PLAIN, budget_remaining=5, max_depth=3)
    fourth = decide(candidate(relevance=3.5, rank=3), PLAIN, budget_remaining=5, max_depth=3)
    assert first.expand and not fourth.expand and fourth.score.parts["breadth"] == -0.75


def test_tag_matches_add_to_the_score_and_ignore_case_and_separators() -> None:
    tags = ("contradicts", "contracts", "part_of")
    assert matched(tags, ["Contradicts", "PART OF", "emails"]) == ("contradicts", "part-of")
    plain = score(candidate(relevance=2, tags=tags), PLAIN)
    wanted = score(candidate(relevance=2, tags=tags), PLAIN, ["contradicts", "Contracts"])
    assert wanted.total - plain.total == 2.0 and wanted.matched_tags == ("contracts", "contradicts")
    # A tag match can lift a candidate over the threshold.
    assert not decide(candidate(relevance=2, tags=tags), PLAIN, budget_remaining=1, max_depth=3).expand
    assert decide(candidate(relevance=2, tags=tags), PLAIN, wanted=["contracts", "part of"], budget_remaining=1,
                  max_depth=3).expand


def test_budget_exhaustion_stops_expansion_but_says_the_score_was_enough() -> None:
    spent = decide(candidate(), PLAIN, budget_remaining=0, max_depth=3)
    assert not spent.expand and spent.stop == "budget"
    assert "beats the threshold" in spent.reason and "budget is spent" in spent.reason
    assert decide(candidate(), PLAIN, budget_remaining=1, max_depth=3).expand


def test_a_score_equal_to_the_threshold_is_not_expanded_and_overrides_apply() -> None:
    exactly = decide(candidate(relevance=3), PLAIN, budget_remaining=5, max_depth=3)  # 2.0 == threshold
    assert exactly.score.total == 2.0 and not exactly.expand
    assert decide(candidate(relevance=3), PLAIN, budget_remaining=5, max_depth=3, threshold=1.99).expand
    lowered = PLAIN.model_copy(update={"threshold": 1.5})
    assert decide(candidate(relevance=3), lowered, budget_remaining=5, max_depth=3).expand
    assert PLAIN.threshold == 2.0  # deriving a variant never changes the preset


def test_ties_are_broken_by_depth_then_id_so_the_visit_order_is_fixed() -> None:
    items = [candidate("b", relevance=4, depth=1), candidate("c", relevance=4, depth=0, rank=0),
             candidate("a", relevance=4, depth=1), candidate("d", relevance=4.5, depth=1)]
    heap = [(frontier_key(c, score(c, PLAIN)), c.concept_id) for c in items]
    heapq.heapify(heap)
    order = [heapq.heappop(heap)[1] for _ in items]
    # d: 3.375 - 0.5; c: 3.0; a and b: 3.0 - 0.5, tied, so by id.
    assert order == ["c", "d", "a", "b"]


def test_simulated_exploration_spends_exactly_the_budget() -> None:
    """The rule driving a best-first loop over a small in-memory graph, as kg_server.scout.exploration does."""
    graph = {"root": ["x1", "x2", "x3"], "x1": ["y1", "y2"], "x2": ["y3"], "x3": [], "y1": ["z1"], "y2": [],
             "y3": [], "z1": []}
    relevance = {"root": 5, "x1": 5, "x2": 4, "x3": 2, "y1": 5, "y2": 3, "y3": 5, "z1": 5}

    def explore(budget: int) -> list[tuple[str, bool, str]]:
        frontier = [(frontier_key(c, score(c, PLAIN)), c.concept_id, c)
                    for c in [candidate("root", relevance=relevance["root"])]]
        seen = {"root"}
        visited = []
        while frontier and budget > 0:
            _, _, item = heapq.heappop(frontier)
            budget -= 1
            decision = decide(item, PLAIN, budget_remaining=budget, max_depth=3)
            visited.append((item.concept_id, decision.expand, decision.stop))
            if decision.expand:
                new = [n for n in graph[item.concept_id] if n not in seen]
                ranks = rank_siblings([(n, Rubric(relevance[n], 1, 1, 1)) for n in new], PLAIN)
                for n in new:
                    child = candidate(n, relevance=relevance[n], depth=item.depth + 1, rank=ranks[n])
                    heapq.heappush(frontier, (frontier_key(child, score(child, PLAIN)), n, child))
                    seen.add(n)
        return visited

    assert explore(2) == [("root", True, ""), ("x1", False, "budget")]
    # Best first: y1 (3.0 at depth 2) before x2 (2.25: rank 1 among root's children); z1 is at max_depth.
    assert explore(20) == [("root", True, ""), ("x1", True, ""), ("y1", True, ""), ("z1", False, "depth"),
                           ("x2", True, ""), ("y3", True, ""), ("y2", False, "threshold"), ("x3", False, "threshold")]
    assert len(explore(5)) == 5


def test_rubric_values_outside_the_scale_are_refused_and_levels_are_thirds() -> None:
    with pytest.raises(ValueError, match="rubric risk must be from 1 to 5"):
        Rubric(3, 6, 1, 1)
    assert [risk_level(r) for r in (1, 2.3, 2.4, 3.6, 3.7, 5)] == ["low", "low", "medium", "medium", "high", "high"]
    assert set(PRESET_NAMES) == set(PRESETS)


def test_the_impact_preset_is_the_issues_formula_per_point() -> None:
    """relevance x 2 + risk x 1.5 + tag matches x 3 + confidence x 0.5 - depth x 2 - complexity x 0.5, - 3
    with more than 5 siblings, expanded above 8."""
    impact = PRESETS["impact"]
    call = Candidate("src/a.py:3", 0, 0, Rubric(5, 5, 1, 5, ("call", "breaks")))
    scored = score(call, impact)
    assert scored.parts == {"relevance": 10.0, "risk": 7.5, "complexity": -0.5, "confidence": 2.5, "passage": 0.0,
                            "tags": 0.0, "depth": 0.0, "breadth": 0.0, "crowd": 0.0}
    assert scored.total == 19.5
    crowded = Candidate("src/a.py:3", 1, 0, Rubric(5, 5, 2, 5, ("call",)), siblings=6)
    assert score(crowded, impact, ["Call"]).parts == {
        "relevance": 10.0, "risk": 7.5, "complexity": -1.0, "confidence": 2.5, "passage": 0.0, "tags": 3.0,
        "depth": -2.0, "breadth": 0.0, "crowd": -3.0}
    assert score(Candidate("x", 0, 0, Rubric(5, 5, 1, 5), siblings=5), impact).parts["crowd"] == 0.0  # 5 is no crowd
    # An import (relevance 1, risk 1) is never followed; a breaking call is; a medium one a hop away in a
    # crowd is not.
    safe = Candidate("src/a.py:1", 0, 0, Rubric(1, 1, 1, 5, ("import",)))
    assert score(safe, impact).total == 5.5
    assert not decide(safe, impact, budget_remaining=5, max_depth=3).expand
    assert decide(call, impact, budget_remaining=5, max_depth=3).expand
    medium = Candidate("src/a.py:9", 1, 0, Rubric(3, 3, 1, 3, ("call",)), siblings=9)
    assert score(medium, impact).total == 6.0 + 4.5 - 0.5 + 1.5 - 2.0 - 3.0
    assert not decide(medium, impact, budget_remaining=5, max_depth=3).expand  # 6.5 is not above 8


@pytest.mark.parametrize(
    ("query", "kind", "symbol", "facts"),
    [
        (
            "format_filename - add a required parameter `encoding`",
            "add_parameter",
            "format_filename",
            {"parameter": "encoding", "required": True},
        ),
        (
            "add an optional parameter precision to area",
            "add_parameter",
            "area",
            {"parameter": "precision", "required": False},
        ),
        ("Context.get_help - rename to `get_help_v2`", "rename", "Context.get_help", {"new_name": "get_help_v2"}),
        ("LLMKind - adding a fourth variant", "add_member", "LLMKind", {}),
        ("RequestHttpMethod - add a variant 'extra'", "add_member", "RequestHttpMethod", {}),
        (
            "ProgressBar.format_pct - make the return type optional (`str | None`)",
            "change_return",
            "ProgressBar.format_pct",
            {"maybe_none": True},
        ),
        # Narrowed: what is passed may no longer fit, though the sentence names None.
        (
            "streamRequest - parameter `originalBody` no longer accepts `null` (`BodyInit | null` becomes `BodyInit`)",
            "change_parameter_type",
            "streamRequest",
            {"parameter": "originalBody", "narrows": True, "maybe_none": False},
        ),
        # "No longer accepts" says it is the type, with no word for types beside it (a type over lines).
        (
            "QueryClient.defaultQueryOptions - parameter `options` no longer accepts `Defaulted<\n  TData\n>` "
            "(`Options<\n  TData\n> | Defaulted<\n  TData\n>` becomes `Options<\n  TData\n>`)",
            "change_parameter_type",
            "QueryClient.defaultQueryOptions",
            {"parameter": "options", "narrows": True},
        ),
        (
            "make the parameter `value` of coerce accept None too",
            "change_parameter_type",
            "coerce",
            {"parameter": "value", "narrows": False, "maybe_none": True},
        ),
    ],
)
def test_the_change_is_read_from_a_developers_sentence(query: str, kind: str, symbol: str, facts: dict[str, object]
                                                        ) -> None:
    change = read_change(query)
    assert change is not None and change.kind == kind and change.names[0][0] == symbol, change
    assert {name: getattr(change, name) for name in facts} == facts


def test_a_sentence_naming_no_code_is_no_code_question() -> None:
    assert read_change("who pays if the platform infringes a patent") is None


def test_a_private_name_of_javascript_is_a_symbol_and_a_new_name() -> None:
    change = read_change("Ky.#getResponseRequest - rename to `#getResponseRequestV2`")
    assert change is not None and change.names[0][0] == "Ky.#getResponseRequest"
    assert change.new_name == "#getResponseRequestV2"
    added = read_change("Ky.#decorateResponse - add a required parameter `encoding`")
    assert added is not None and added.names[0][0] == "Ky.#decorateResponse" and added.parameter == "encoding"
