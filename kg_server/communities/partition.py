"""From Leiden's levels to named, nested communities (pure: no Neo4j here, so it is tested alone).

Leiden (kg_server.communities.detection) gives each linked concept one community id per level, finest
first. Here the levels become a tree, broadest first: a community that does not split at the next level
is not repeated there (its finer levels are its own children, or none), so every community shown is a
real division of its parent. Each community's members are ranked by how central and how specific to it
they are: `inside² / degree`, the weight of a concept's links inside the community, times the share of
all its links that stay inside (a word linked everywhere, "things", ranks below one linked mostly here).
The first ones name it; the first of them anchors its id (`level:concept-id`), which stays the same
while that concept stays the community's centre, so re-ingesting the same documents keeps the ids.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

NAME_PARTS = 2  # concepts in a community's name (its id names the first already)
NAME_PART_CHARS = 48  # a label longer than this is cut at a word (a name is read on every concept card)
TOP_MEMBERS = 10  # members kept in order on the community (its card and the map's labels)
LINKS_PER_COMMUNITY = 12  # strongest links to other communities of its level kept for the map


@dataclass(frozen=True)
class Community:
    community_id: str
    level: int  # 1: the broadest
    parent_id: str | None
    name: str
    members: tuple[str, ...]  # concept ids, most central first
    inside: float  # weight of the links between its members

    @property
    def size(self) -> int:
        return len(self.members)


@dataclass
class Partition:
    communities: list[Community] = field(default_factory=list)  # by level, then largest first
    modularities: list[float] = field(default_factory=list)  # per Leiden level, broadest first
    links: list[tuple[str, str, float]] = field(default_factory=list)  # (a, b, weight), a < b, same level
    concepts: int = 0  # concepts in a community (linked ones)

    def top(self) -> list[Community]:
        return [c for c in self.communities if c.level == 1]

    def finest(self) -> set[str]:
        """The communities no other divides: each concept's finest one."""
        parents = {c.parent_id for c in self.communities}
        return {c.community_id for c in self.communities if c.community_id not in parents}


Edge = tuple[int, int, float]  # two concepts (their numbers) and the weight between them


def build(concept_ids: Sequence[str], edges: Sequence[Edge], levels: Mapping[int, Sequence[int]],
          labels: Mapping[str, str], *, unnamed: Iterable[str] = ()) -> Partition:
    """The named tree of communities. `levels`: each concept's community per Leiden level, finest first
    (as gds.leiden gives them); `unnamed`: concepts that may belong but not name one (claims)."""
    if not levels:
        return Partition()
    chains = {node: tuple(reversed(ids)) for node, ids in levels.items()}  # broadest first
    depth = max(len(chain) for chain in chains.values())
    degree: dict[int, float] = defaultdict(float)
    neighbours: dict[int, list[tuple[int, float]]] = defaultdict(list)
    for a, b, weight in edges:
        degree[a] += weight
        degree[b] += weight
        neighbours[a].append((b, weight))
        neighbours[b].append((a, weight))
    namers = _Namer(concept_ids, labels, set(unnamed), degree, neighbours)

    partition = Partition(concepts=len(chains))
    owner: dict[int, dict[int, str]] = defaultdict(dict)  # level -> concept -> community id

    def grow(members: list[int], start: int, level: int, parent: str | None) -> None:
        for key, group in _split(members, chains, start, depth):
            community = namers.community(group, level, parent)
            partition.communities.append(community)
            for node in group:
                owner[level][node] = community.community_id
            if key + 1 < depth:
                grow(group, key + 1, level + 1, community.community_id)

    for key, group in _split(sorted(chains), chains, 0, depth, keep_whole=True):
        community = namers.community(group, 1, None)
        partition.communities.append(community)
        for node in group:
            owner[1][node] = community.community_id
        if key + 1 < depth:
            grow(group, key + 1, 2, community.community_id)

    partition.communities.sort(key=lambda c: (c.level, -c.size, c.community_id))
    partition.modularities = [modularity(edges, {n: chain[k] for n, chain in chains.items() if k < len(chain)})
                              for k in range(depth)]
    partition.links = _links(edges, owner)
    return partition


def _split(members: list[int], chains: Mapping[int, tuple[int, ...]], start: int, depth: int,
           *, keep_whole: bool = False) -> list[tuple[int, list[int]]]:
    """`members` divided by the first level from `start` on where they part, with that level's index;
    nothing when they never part (the community has no finer division). The broadest level is taken
    as it is (`keep_whole`), even when everything is one community."""
    for key in range(start, depth):
        groups: dict[int, list[int]] = defaultdict(list)
        for node in members:
            chain = chains[node]
            groups[chain[min(key, len(chain) - 1)]].append(node)
        if len(groups) > 1 or keep_whole:
            return [(key, group) for group in groups.values()]
    return []


class _Namer:
    """Ranks a community's members and names it from them."""

    def __init__(self, concept_ids: Sequence[str], labels: Mapping[str, str], unnamed: set[str],
                 degree: Mapping[int, float], neighbours: Mapping[int, list[tuple[int, float]]]) -> None:
        self.ids, self.labels, self.unnamed = concept_ids, labels, unnamed
        self.degree, self.neighbours = degree, neighbours

    def community(self, group: list[int], level: int, parent: str | None) -> Community:
        members = set(group)
        inside = {node: sum(w for other, w in self.neighbours.get(node, ()) if other in members) for node in group}
        ranked = sorted(group, key=lambda n: (-(inside[n] ** 2 / self.degree[n]) if self.degree[n] else 0.0,
                                              self.ids[n]))
        ids = tuple(self.ids[n] for n in ranked)
        namers = [c for c in ids if c not in self.unnamed] or list(ids)
        return Community(community_id=f"{level}:{namers[0]}", level=level, parent_id=parent,
                         name=self.name(namers), members=ids, inside=round(sum(inside.values()) / 2, 3))

    def name(self, ranked: Sequence[str]) -> str:
        """The first labels that say something new ("Philosophers" after "Philosophy" does not), each
        without its parenthesis and cut short."""
        parts: list[str] = []
        seen: set[str] = set()
        for concept_id in ranked:
            label = _short(self.labels.get(concept_id) or concept_id)
            stem = _stem(label)
            if stem in seen:
                continue
            seen.add(stem)
            parts.append(label)
            if len(parts) == NAME_PARTS:
                break
        return " · ".join(parts)


def _short(label: str) -> str:
    """A label without a trailing parenthesis ("IP indemnity capped at £2 million (draft Clause 14.3)"),
    cut at a word past NAME_PART_CHARS."""
    head = label.split(" (", 1)[0].strip() or label
    if len(head) <= NAME_PART_CHARS:
        return head
    cut = head[:NAME_PART_CHARS].rsplit(" ", 1)[0].rstrip(",;:-–")
    return (cut or head[:NAME_PART_CHARS]) + "…"


def _stem(label: str) -> str:
    """A label's words, lower-cased, without a plural's or an adjective's usual endings."""
    words = []
    for word in label.lower().split():
        for ending in ("ies", "ers", "ical", "ic", "ers", "er", "s", "y"):
            if word.endswith(ending) and len(word) - len(ending) >= 4:
                word = word[: -len(ending)]
                break
        words.append(word)
    return " ".join(words)


def modularity(edges: Sequence[Edge], community: Mapping[int, int], *, gamma: float = 1.0) -> float:
    """Newman's modularity of a partition of a weighted undirected graph."""
    total = sum(w for _, _, w in edges)
    if total <= 0:
        return 0.0
    inside: dict[int | None, float] = defaultdict(float)
    degree: dict[int | None, float] = defaultdict(float)
    for a, b, weight in edges:
        ca, cb = community.get(a), community.get(b)
        degree[ca] += weight
        degree[cb] += weight
        if ca == cb:
            inside[ca] += weight
    return round(sum(inside[c] / total - gamma * (degree[c] / (2 * total)) ** 2 for c in degree), 4)


def _links(edges: Sequence[Edge], owner: Mapping[int, Mapping[int, str]]) -> list[tuple[str, str, float]]:
    """Weight between communities of the same level, each community's strongest few."""
    weights: dict[tuple[str, str], float] = defaultdict(float)
    for members in owner.values():
        for a, b, weight in edges:
            ca, cb = members.get(a), members.get(b)
            if ca and cb and ca != cb:
                weights[(min(ca, cb), max(ca, cb))] += weight
    kept: set[tuple[str, str]] = set()
    strongest: dict[str, list[tuple[float, tuple[str, str]]]] = defaultdict(list)
    for pair, weight in weights.items():
        for end in pair:
            strongest[end].append((weight, pair))
    for pairs in strongest.values():
        kept.update(pair for _, pair in sorted(pairs, key=lambda p: (-p[0], p[1]))[:LINKS_PER_COMMUNITY])
    return [(a, b, round(weights[(a, b)], 3)) for a, b in sorted(kept)]
