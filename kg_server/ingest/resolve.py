"""Entity resolution: which concept does a mention name?

A mention joins an existing concept when its normalised label equals the concept's normalised label
or one of its aliases ('IP indemnities' = 'IP indemnity'), or when its vector is at least
`threshold` cosine-similar to the concept's. Otherwise it becomes a new concept whose id is a stable
slug of its label. Mentions of one document that are that similar to each other become one concept.
A proper name (`Mention.name`) links by its wording and its aliases only: the vectors of two names
are close whenever their words are ("Charles James Mathew", "Sir James Charles Mathew": son and
father), so similarity would merge different people.

The resolver keeps every known label and vector in memory (one query at the start of a run) and
compares exactly: the vector index is approximate, and its answer could depend on how it was built,
which would make a run re-started after a crash resolve differently from a clean one.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np

from kg_server.store.db import Database
from kg_server.text import slug

from .extraction import Mention, normalise_label


@dataclass
class ResolvedConcept:
    concept_id: str
    label: str
    description: str
    aliases: list[str]
    embedding: list[float] | None
    new: bool


@dataclass
class Resolution:
    """How the mentions of one document map to concepts."""

    concept_of: dict[str, str] = field(default_factory=dict)  # normalised label -> concept_id
    concepts: dict[str, ResolvedConcept] = field(default_factory=dict)  # concept_id -> what to write
    merged_by_label: int = 0
    merged_by_similarity: int = 0

    @property
    def new_concepts(self) -> int:
        return sum(1 for c in self.concepts.values() if c.new)


class ConceptResolver:
    def __init__(self, db: Database, *, threshold: float) -> None:
        self.db = db
        self.threshold = threshold
        self.by_key: dict[str, str] = {}  # normalised label or alias -> concept_id
        self.keys_of: dict[str, set[str]] = {}  # concept_id -> its keys (to forget pruned concepts)
        self.vectors = _Vectors()

    async def load(self) -> None:
        for row in await self.db.read_list("ingest_concept_keys", timeout=None):
            self._remember(row["id"], [row["label"], *row["aliases"]])
            if row["embedding"] is not None:
                self.vectors.add(row["id"], row["embedding"])

    def _remember(self, concept_id: str, names: Iterable[str]) -> None:
        for name in names:
            key = normalise_label(name)
            if key:
                self.by_key.setdefault(key, concept_id)
                self.keys_of.setdefault(concept_id, set()).add(key)

    def forget(self, concept_ids: Iterable[str]) -> None:
        for concept_id in concept_ids:
            self.vectors.remove(concept_id)
            for key in self.keys_of.pop(concept_id, ()):
                if self.by_key.get(key) == concept_id:
                    del self.by_key[key]

    def committed(self, resolution: Resolution) -> None:
        """After the document's transaction commits: its concepts and aliases are known from now on."""
        for concept in resolution.concepts.values():
            self._remember(concept.concept_id, [concept.label, *concept.aliases])
            if concept.new and concept.embedding is not None:
                self.vectors.add(concept.concept_id, concept.embedding)

    def known_vectors(self) -> dict[str, np.ndarray]:
        """Every known concept's vector, by id, as the graph stores it (float32)."""
        return self.vectors.by_id()

    def lookup(self, name: str) -> str | None:
        return self.by_key.get(normalise_label(name))

    def resolve(self, mentions: Sequence[Mention]) -> Resolution:
        resolution = Resolution()
        first: dict[str, Mention] = {}
        for mention in mentions:
            key = normalise_label(mention.label)
            if key:
                first.setdefault(key, mention)

        unseen = [key for key in first if key not in self.by_key and not first[key].name]
        nearest = self.vectors.nearest(
            {k: v for k in unseen if (v := first[k].embedding) is not None}, self.threshold
        )

        new_keys: list[str] = []
        for key, mention in first.items():
            known = self.by_key.get(key)
            by_alias = None if known or not mention.name else self._by_alias(mention, resolution)
            if known is not None:
                resolution.merged_by_label += 1
                self._join(resolution, known, mention, alias=False)
            elif by_alias is not None:
                resolution.merged_by_label += 1
                self._join(resolution, by_alias, mention, alias=True)
            elif key in nearest:
                resolution.merged_by_similarity += 1
                self._join(resolution, nearest[key], mention, alias=True)
            else:
                new_keys.append(key)
        self._create(resolution, [(key, first[key]) for key in new_keys])
        return resolution

    def _by_alias(self, mention: Mention, resolution: Resolution) -> str | None:
        """The concept one of a name's aliases names: known, or made for this document already."""
        for alias in mention.aliases:
            key = normalise_label(alias)
            if found := self.by_key.get(key) or resolution.concept_of.get(key):
                return found
        return None

    def _join(self, resolution: Resolution, concept_id: str, mention: Mention, *, alias: bool) -> None:
        key = normalise_label(mention.label)
        resolution.concept_of[key] = concept_id
        concept = resolution.concepts.setdefault(
            concept_id, ResolvedConcept(concept_id, mention.label, mention.description, [], None, new=False)
        )
        if alias:
            concept.aliases.append(mention.label)

    def _create(self, resolution: Resolution, mentions: list[tuple[str, Mention]]) -> None:
        """New concepts; two mentions of this document as similar as the threshold become one."""
        vectors = [None if m.name else m.embedding for _, m in mentions]  # names never merge by similarity
        usable = [i for i, v in enumerate(vectors) if v is not None]
        similar: dict[int, int] = {}
        if len(usable) > 1:
            matrix = np.asarray([vectors[i] for i in usable], dtype=np.float32)
            cosines = matrix @ matrix.T
            for a in range(len(usable)):
                for b in range(a):
                    if cosines[a, b] >= self.threshold and usable[b] not in similar:
                        similar[usable[a]] = usable[b]
                        break
        for index, (key, mention) in enumerate(mentions):
            if mention.name and key in resolution.concept_of:  # an alias of a name made just before
                resolution.merged_by_label += 1
                continue
            if index in similar:
                target = resolution.concept_of[mentions[similar[index]][0]]
                resolution.merged_by_similarity += 1
                resolution.concept_of[key] = target
                resolution.concepts[target].aliases.append(mention.label)
                continue
            concept_id = self._free_id(slug(mention.label), resolution)
            resolution.concept_of[key] = concept_id
            aliases = [a for a in mention.aliases if normalise_label(a) != key]
            for alias in aliases:  # later names of this document find it by an alias too
                resolution.concept_of.setdefault(normalise_label(alias), concept_id)
            resolution.concepts[concept_id] = ResolvedConcept(
                concept_id, mention.label, mention.description, aliases, mention.embedding, new=True
            )

    def _free_id(self, base: str, resolution: Resolution) -> str:
        def taken(concept_id: str) -> bool:
            return concept_id in self.keys_of or concept_id in resolution.concepts

        if not taken(base):
            return base
        suffix = 2
        while taken(f"{base}-{suffix}"):
            suffix += 1
        return f"{base}-{suffix}"


class _Vectors:
    """Concept vectors as the rows of one matrix, for exact nearest-concept lookups. The matrix grows
    by doubling (re-stacking every row after each document cost seconds per thousand documents); rows
    stay in the order they were added, which decides ties."""

    def __init__(self) -> None:
        self.ids: list[str] = []
        self._rows = np.zeros((0, 0), dtype=np.float32)

    def add(self, concept_id: str, vector: Sequence[float]) -> None:
        row = np.asarray(vector, dtype=np.float32)
        if len(self.ids) == len(self._rows):
            grown = np.zeros((max(1024, 2 * len(self._rows)), row.shape[0]), dtype=np.float32)
            if self.ids:
                grown[: len(self.ids)] = self._rows[: len(self.ids)]
            self._rows = grown
        self._rows[len(self.ids)] = row
        self.ids.append(concept_id)

    def remove(self, concept_id: str) -> None:
        if concept_id in self.ids:
            index = self.ids.index(concept_id)
            count = len(self.ids)
            self._rows[index : count - 1] = self._rows[index + 1 : count]
            del self.ids[index]

    def by_id(self) -> dict[str, np.ndarray]:
        return dict(zip(self.ids, self._rows[: len(self.ids)]))

    def nearest(self, vectors: dict[str, list[float]], threshold: float) -> dict[str, str]:
        """key -> the most similar concept, for keys with one at `threshold` cosine or above."""
        if not vectors or not self.ids:
            return {}
        keys = sorted(vectors)
        cosines = np.asarray([vectors[k] for k in keys], dtype=np.float32) @ self._rows[: len(self.ids)].T
        best = cosines.argmax(axis=1)
        return {k: self.ids[int(b)] for k, b, row in zip(keys, best, cosines) if row[b] >= threshold}
