"""The evidence check of an import: stated relationships whose evidence does not mention both ends.

A bundle's relationship names its evidence as paragraphs (source ids). Each is checked by the rule of
`kg_server.text.mentions`: the paragraph (read under its document's title) quotes or names both ends,
or for CONTRADICTS each paragraph one end and all of them both. Only stated relationships are checked
(no `method`, or `pattern`): the links the corpus pass computes (co-occurrence, similarity, hierarchy)
and the contradiction finder's claims are evidenced by construction, and recomputed by the next pass; the
relationships of code (calls, imports...) have a symbol, not a paragraph, at each end.

The import keeps such a relationship as the bundle gives it and says so: `kg import` prints how many
and the first of them, each with what its evidence lacks, so that whoever made the bundle can mend it.
"""

from __future__ import annotations

from kg_server.store.queries import PROSE_TYPES
from kg_server.text.mentions import Named, Passage, weak_evidence

from .records import Bundle

CHECKED_METHODS = (None, "pattern")  # stated relationships: a bundle's, an LLM's, a curator's, a sentence pattern's
LISTED = 5  # weak relationships named in the import's note


def weak_relationships(bundle: Bundle) -> list[str]:
    """Each stated relationship of a validated bundle whose evidence does not support it, as
    'from -type-> to: why'."""
    texts = {s.source_id: (s.document, s.text) for s in bundle.sources}
    titles = {d.name: d.title or "" for d in bundle.documents}
    names = {c.concept_id: Named(c.concept_id, c.label, tuple(c.aliases)) for c in bundle.concepts}
    grounds: dict[str, set[str]] = {}
    for instance in bundle.instances:
        grounds.setdefault(instance.source_id, set()).add(instance.concept_id)
    found = []
    for r in bundle.relationships:
        if r.method not in CHECKED_METHODS or r.type not in PROSE_TYPES or not r.evidence:
            continue
        passages = []
        for source_id in r.evidence:
            document, text = texts[source_id]
            passages.append(Passage(source_id, text, frozenset(grounds.get(source_id, set()) & {r.from_id, r.to_id}),
                                    titles.get(document, "")))
        why = weak_evidence(r.type, names[r.from_id], names[r.to_id], passages)
        if why:
            found.append(f"{r.from_id} -{r.type.lower()}-> {r.to_id}: {why}")
    return found


def weak_note(weak: list[str], checked: int) -> str:
    """The import's note about them."""
    listed = "; ".join(weak[:LISTED]) + (f"; and {len(weak) - LISTED} more" if len(weak) > LISTED else "")
    return (f"{len(weak)} of {checked} stated relationships have evidence that does not mention both ends "
            f"(imported as given; cite a paragraph that names or quotes both): {listed}")


def stated_with_evidence(bundle: Bundle) -> int:
    return sum(1 for r in bundle.relationships if r.method in CHECKED_METHODS and r.type in PROSE_TYPES and r.evidence)
