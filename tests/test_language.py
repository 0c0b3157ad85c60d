"""The offline extractor's English: tags in context, noun phrases, plural folding, labels."""

from __future__ import annotations

from kg_server.ingest.extraction import normalise_label
from kg_server.ingest.language import fold, noun_phrases, tag
from kg_server.ingest.local import analyse, label_of


def phrases(text: str) -> list[str]:
    return [p.surface for p in noun_phrases(text, tag(text)) if not p.compound]


def test_nouns_that_are_also_verbs_are_tagged_by_context() -> None:
    tags = {t.text: t.tag for t in tag("The cause of the change is unclear.")}
    assert tags["cause"] == "NN" and tags["change"] == "NN"
    tags = {t.text: t.tag for t in tag("A claim must cause delays.")}
    assert tags["claim"] == "NN" and tags["cause"] == "VB"


def test_numbers_with_units_stay_whole_and_quantity_adjectives_are_not_kinds() -> None:
    found = phrases("A 2D feature detector and different shapes received considerable attention.")
    assert "2D feature detector" in found
    assert "shapes" in found and "attention" in found
    assert not any(p.startswith(("D ", "different", "considerable")) for p in found)


def test_candidates_are_noun_phrases_never_bare_adjectives_adverbs_or_numbers() -> None:
    found = phrases("Considerable progress has never been made, although the remaining great philosophers "
                    "wrote 46 f. on knowledge by acquaintance in 1912.")
    assert "progress" in found  # "considerable" says how much, not which kind: not part of the label
    assert "knowledge" in found and "acquaintance" in found
    assert not {"Considerable", "never", "great", "remaining", "46", "f", "1912"} & set(found)
    assert all(not p.lower().startswith(("remaining", "never")) for p in found)


def test_determinatives_and_articles_are_not_part_of_a_concept() -> None:
    found = phrases("Such revels delight many souls; the latter require more force than other honours.")
    assert found == ["revels", "souls", "force", "honours"]


def test_a_verb_after_a_noun_ends_the_phrase() -> None:
    assert phrases("The tender proposed milestone payments.") == ["tender", "milestone payments"]
    assert phrases("Inference spoils half the argument.") == ["Inference", "argument"]
    assert phrases("Special category data concerning health.") == ["Special category data", "health"]
    assert phrases("They studied machine learning and data processing.") == ["machine learning", "data processing"]
    assert phrases("Obtaining superior accuracy matters.") == ["superior accuracy"]


def test_identifiers_and_number_compounds_stay_whole() -> None:
    found = phrases("Clause 14.3 of ISO/IEC 27001 sets 30-day payment terms for the NRHA.")
    assert {"Clause 14.3", "30-day payment terms", "NRHA"} <= set(found)


def test_headings_in_capitals_are_read_as_words_and_get_ordinary_case() -> None:
    [heading] = phrases("MIRACLES.")
    assert label_of(heading) == "Miracles"
    assert label_of("German HONESTY") == "German honesty"
    assert label_of("OVER-ASSURED knowledge") == "Over-assured knowledge"
    assert label_of("NRHA") == "NRHA" and label_of("EPR records") == "EPR records"
    assert normalise_label("IDEAS") == normalise_label("Ideas") == normalise_label("ideas") == "idea"


def test_plurals_fold_correctly() -> None:
    assert [fold(w) for w in ("ideas", "analyses", "criteria", "children", "indemnities", "CNNs")] == [
        "idea", "analysis", "criterion", "child", "indemnity", "cnn"]
    assert [fold(w) for w in ("news", "series", "physics", "species", "data", "status", "business")] == [
        "news", "series", "physics", "species", "data", "status", "business"]


def test_of_phrases_are_offered_as_compounds() -> None:
    found = {p.key: p for p in noun_phrases("Egoism belongs to the essence of a noble soul.",
                                            tag("Egoism belongs to the essence of a noble soul."))}
    assert found["essence of noble soul"].compound
    assert found["essence"].after_preposition and not found["egoism"].after_preposition


def test_sentences_that_are_not_english_prose_give_no_candidates() -> None:
    text = "Etiam vita brevis est, quamquam multa dicuntur. Knowledge is power."
    keys = [p.key for p in analyse(text).phrases]
    assert keys == ["knowledge", "power"]
