"""The rule that lets the contradiction finder run beside the links pass: the links pass never writes
what the finder reads.

`corpus_passes` starts the finder's reading and comparing (`infer_contradictions`) and then runs the
links pass (`refresh_links`) while it goes on. That is only sound while no label, relationship type or
property the links pass writes is one the finder reads. Both sides are derived from the Cypher they
run: the statements a dry run on the sample graph records (rolled back), and, for the links pass, whose
writes depend on the data, every named query its modules name as well.
"""

from __future__ import annotations

import ast
import inspect
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from types import ModuleType

from kg_server.ingest.passes import contradictions, descriptions, links
from kg_server.service import KnowledgeGraph
from kg_server.store.queries import RELATIONSHIP_TYPES, TYPE_PLACEHOLDER, query, query_names

ANY = "*"  # a label, type or property the analysis cannot narrow down: it overlaps everything

# Procedures the analysis knows: those that set the property named by their second argument.
SETTING_PROCEDURES = {"db.create.setNodeVectorProperty", "db.create.setRelationshipVectorProperty"}

_CLAUSE = re.compile(r"(?<![.\w])(OPTIONAL\s+MATCH|MATCH|UNWIND|WITH|WHERE|RETURN|ORDER\s+BY|SKIP|LIMIT|"
                     r"ON\s+CREATE\s+SET|ON\s+MATCH\s+SET|CREATE|MERGE|SET|REMOVE|DETACH\s+DELETE|DELETE|"
                     r"CALL|FOREACH|UNION)(?![\w])", re.IGNORECASE)
_NODE = re.compile(r"\(\s*(\w*)\s*((?::\s*\w+\s*)+)")  # (var:Label:Other
_REL = re.compile(r"\[\s*(\w*)\s*:\s*(\w+(?:\s*\|\s*\w+)*)")  # [var:TYPE|TYPE
_UNTYPED_REL = re.compile(r"-\[\s*\w*\s*(?:\*[^\]]*)?(?:\{[^{}]*\}\s*)?\]|<--|--")  # -[r]-, -[*2]-, --
_PROPERTY = re.compile(r"(?<![.\w])(\w+)\s*\.\s*(\w+)")  # var.property
_MAP_KEY = re.compile(r"(\w+)\s*:")
_PROCEDURE = re.compile(r"CALL\s+(\w+(?:\.\w+)+)\s*\(([^,)]*)(?:,\s*'(\w+)')?", re.IGNORECASE)


@dataclass
class Touched:
    """What statements read or write: labels, relationship types and property names."""

    labels: set[str] = field(default_factory=set)
    types: set[str] = field(default_factory=set)
    properties: set[str] = field(default_factory=set)

    def update(self, other: Touched) -> None:
        self.labels |= other.labels
        self.types |= other.types
        self.properties |= other.properties

    def overlap(self, other: Touched) -> dict[str, set[str]]:
        def common(a: set[str], b: set[str]) -> set[str]:
            return a | b if (ANY in a and b) or (ANY in b and a) else a & b

        found = {"labels": common(self.labels, other.labels), "types": common(self.types, other.types),
                 "properties": common(self.properties, other.properties)}
        return {kind: names for kind, names in found.items() if names}


def _plain(text: str) -> str:
    """The statement without comments, string literals and procedure names (they name no label, type
    or property)."""
    text = re.sub(r"(CALL\s+)\w+(?:\.\w+)+", r"\1procedure", _uncommented(text), flags=re.IGNORECASE)
    return re.sub(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"", "''", text)


def _clauses(text: str) -> list[tuple[str, str]]:
    """(KEYWORD, body) for each clause of a statement, nested subqueries included, in order."""
    marks = list(_CLAUSE.finditer(text))
    return [(" ".join(m.group(1).upper().split()), text[m.end() : marks[n + 1].start() if n + 1 < len(marks) else None])
            for n, m in enumerate(marks)]


def _labels(fragment: str) -> set[str]:
    return {label for _, labels in _NODE.findall(fragment) for label in re.findall(r"\w+", labels)}


def _types(fragment: str) -> set[str]:
    found = {t for _, types in _REL.findall(fragment) for t in re.findall(r"\w+", types)}
    return found | ({ANY} if _UNTYPED_REL.search(fragment) else set())


def _bindings(text: str) -> dict[str, Touched]:
    """What each variable of a statement stands for, from the patterns that bind it."""
    bound: dict[str, Touched] = {}
    for var, labels in _NODE.findall(text):
        bound.setdefault(var, Touched()).labels.update(re.findall(r"\w+", labels))
    for var, types in _REL.findall(text):
        bound.setdefault(var, Touched()).types.update(re.findall(r"\w+", types))
    return bound


def writes(text: str) -> Touched:
    """What one statement writes: what its CREATE and MERGE patterns make, what SET and REMOVE change
    and what DELETE takes away (a deleted variable with nothing known of it, a dynamic label or type, a
    map of properties from a parameter: anything)."""
    if TYPE_PLACEHOLDER in text:
        return _union(writes(typed) for typed in _with_types(text))
    plain, written = _plain(text), Touched()
    bound = _bindings(plain)
    for keyword, body in _clauses(plain):
        if keyword in ("CREATE", "MERGE"):
            written.labels |= _labels(body)
            written.types |= _types(body)
            written.properties |= {
                key for inner in re.findall(r"\{([^{}]*)\}", body) for key in _MAP_KEY.findall(inner)
            }
            if re.search(r"\$\w+", re.sub(r"\{[^{}]*\}", "", body)):  # CREATE (n:Label $properties)
                written.properties.add(ANY)
        elif keyword in ("SET", "ON CREATE SET", "ON MATCH SET", "REMOVE"):
            written.properties |= {prop for _, prop in _PROPERTY.findall(body)}
            written.labels |= {label for item in re.findall(r"(?<![.\w])\w+((?:\s*:\s*\w+)+)", body)
                               for label in re.findall(r"\w+", item)}
            if re.search(r"(?<![.\w])\w+\s*\+?=(?!=)", body):  # a whole map: n = {...}, n += row
                written.properties.add(ANY)
        if keyword in ("CREATE", "MERGE", "SET", "REMOVE") and "$(" in body:  # SET n:$($label)
            written.labels.add(ANY)
            written.types.add(ANY)
        if keyword in ("DELETE", "DETACH DELETE"):
            for var in re.findall(r"\w+", body.split("}")[0]):
                known = bound.get(var, Touched())
                written.labels |= known.labels or ({ANY} if not known.types else set())
                written.types |= known.types or ({ANY} if keyword == "DETACH DELETE" or not known.labels else set())
    for procedure, _, prop in _PROCEDURE.findall(_uncommented(text)):
        assert procedure in SETTING_PROCEDURES, f"what does {procedure} write? teach this test"
        written.properties.add(prop or ANY)
    return written


def reads(text: str) -> Touched:
    """What one statement reads, generously: every label, type and property it names (a whole node
    returned, `properties()`, `keys()` or a projection with `.*`: any property)."""
    if TYPE_PLACEHOLDER in text:
        return _union(reads(typed) for typed in _with_types(text))
    plain = _plain(text)
    read = Touched(_labels(plain), _types(plain), {prop for _, prop in _PROPERTY.findall(plain)})
    nodes = {var for var, _ in _NODE.findall(plain) if var}
    read.labels |= {label for var, label in re.findall(r"(?<![.\w])(\w+)\s*:\s*(\w+)", plain) if var in nodes}
    read.properties |= {key for inner in re.findall(r"\{([^{}]*)\}", plain) for key in _MAP_KEY.findall(inner)}
    returned = [item.strip().rstrip("}").strip() for keyword, body in _clauses(plain) if keyword == "RETURN"
                for item in body.split(",")]
    whole = re.compile(rf"(?:collect\s*\(\s*)?(?:{'|'.join(map(re.escape, nodes)) or '$^'})\s*\)?(?:\s+AS\s+\w+)?",
                       re.IGNORECASE)
    if re.search(r"\b(?:properties|keys)\s*\(|\.\s*\*", plain) or any(whole.fullmatch(item) for item in returned):
        read.properties.add(ANY)
    for procedure, _, _ in _PROCEDURE.findall(_uncommented(text)):
        assert procedure in SETTING_PROCEDURES, f"what does {procedure} read? teach this test"
    return read


def _uncommented(text: str) -> str:
    return re.sub(r"//[^\n]*", "", text)


def _union(touched: Iterable[Touched]) -> Touched:
    everything = Touched()
    for one in touched:
        everything.update(one)
    return everything


def _with_types(text: str) -> list[str]:
    """A query with a `<TYPE>` placeholder as it can be sent: with each allow-listed type."""
    return [text.replace(TYPE_PLACEHOLDER, t) for t in RELATIONSHIP_TYPES]


def named_queries(*modules: ModuleType) -> set[str]:
    """Every named query a module's source names (a string constant that is a query's name)."""
    known = set(query_names())
    return {node.value for module in modules for node in ast.walk(ast.parse(inspect.getsource(module)))
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in known}


async def test_the_links_pass_never_writes_what_the_finder_reads(sample_graph: KnowledgeGraph) -> None:
    db = sample_graph.db
    async with db.dry_run() as finder_ran:
        await contradictions.infer_contradictions(db, sample_graph.embedder)
    async with db.dry_run() as links_ran:
        await links.refresh_links(db)
    assert finder_ran and links_ran

    # Beside the links pass the finder only reads (its writes wait for the links to be written).
    assert {s.access for s in finder_ran} == {"read"}
    assert all(writes(s.text) == Touched() for s in finder_ran)
    finder_reads = _union(reads(s.text) for s in finder_ran)

    texts = [s.text for s in links_ran] + [query(name) for name in named_queries(links, descriptions)]
    links_write = _union(writes(text) for text in texts)
    assert links_write.types and links_write.properties  # the pass writes links and descriptions

    assert links_write.overlap(finder_reads) == {}, (
        "the links pass writes what the contradiction finder reads, so the finder cannot run beside it "
        "(kg_server/ingest/passes/__init__.py): change the query, or run the finder after the links pass")


def test_the_analysis_sees_a_write_to_what_the_finder_reads() -> None:
    """The check can fail: the finder's own writes (claims, their quotes) touch what it reads."""
    finder_reads = _union(reads(query(name)) for name in ("finder_sources", "finder_concepts"))
    claims = writes(query("finder_claims"))
    assert {"Concept", "Claim", "Instance"} <= claims.labels and {"INSTANCE_OF", "FOUND_IN"} <= claims.types
    assert "embedding" in claims.properties
    assert claims.overlap(finder_reads)["labels"] >= {"Concept", "Instance"}
    cleared = writes(query("finder_clear"))
    assert {"Claim", "Instance"} <= cleared.labels and "CONTRADICTS" in cleared.types
    # and a deliberately broken links query: describing a concept by rewriting its label
    broken = query("links_describe").replace("c.description = row.description", "c.label = row.description")
    assert writes(broken).overlap(finder_reads) == {"properties": {"label"}}
    assert writes("MATCH (s:Source) SET s += $row").overlap(finder_reads)["properties"]
