"""What a code pass did, per language server and in all: the report `kg ingest` prints and returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class ServerRun:
    """What one language server did in an ingest."""

    server: str
    files: int
    seconds: float = 0.0
    memory_mb: float | None = None  # the most its sessions held at once
    sessions: int = 1
    restarts: int = 0  # sessions started again past KG_CODE_SERVER_MAX_MB
    references: int = 0
    definitions: int = 0
    batches: int = 0
    indexer: str | None = None  # what answered where names are defined instead of the server (scip-python)
    indexed: int = 0  # of the definitions asked, those it answered
    index_seconds: float | None = None
    failed: list[str] = field(default_factory=list)  # symbols whose uses could not be read, and why
    notes: list[str] = field(default_factory=list)  # what the launch chose for the repository (clangd's flags)


@dataclass
class CodeReport:
    files: int = 0
    files_changed: int = 0
    files_deleted: int = 0
    files_unchanged: int = 0
    symbols: int = 0
    # Of the changed files' symbols, those that came, went, or whose declaration or own lines changed:
    # what a small change counts toward the communities' drift (communities.place_new).
    symbols_changed: int = 0
    uses: int = 0
    relationships: dict[str, int] = field(default_factory=dict)
    servers: list[ServerRun] = field(default_factory=list)
    seconds: float = 0.0
    embed_seconds: float = 0.0  # the paragraphs' and symbols' vectors (beside the servers' references)
    vectors_owed: int = 0  # paragraphs and symbols written before their vectors were made (vectors.py)
    vectors_late: int = 0  # owed vectors made after the graph was complete, this pass's and earlier ones'
    vectors_late_seconds: float = 0.0
    write_seconds: float = 0.0  # the rows made and the transaction replacing the changed files
    resumed: bool = False  # a pass before stopped midway: what it left owed over the whole graph is made again
    mentions: int = 0  # quotes of symbols in prose (mentions.py)
    describes: int = 0  # DESCRIBES links from prose concepts to the symbols they name

    def as_dict(self) -> dict[str, Any]:
        data = dict(self.__dict__)
        data["servers"] = [dict(run.__dict__) for run in self.servers]
        return data

    def merged(self, other: CodeReport) -> CodeReport:
        """Two roots' code passes as one."""
        relationships = dict(self.relationships)
        for rel_type, count in other.relationships.items():
            relationships[rel_type] = relationships.get(rel_type, 0) + count
        return CodeReport(
            files=self.files + other.files, files_changed=self.files_changed + other.files_changed,
            files_deleted=self.files_deleted + other.files_deleted,
            files_unchanged=self.files_unchanged + other.files_unchanged, symbols=self.symbols + other.symbols,
            symbols_changed=self.symbols_changed + other.symbols_changed, uses=self.uses + other.uses,
            relationships=relationships, servers=self.servers + other.servers,
            seconds=self.seconds + other.seconds, embed_seconds=self.embed_seconds + other.embed_seconds,
            write_seconds=self.write_seconds + other.write_seconds, resumed=self.resumed or other.resumed,
            vectors_owed=self.vectors_owed + other.vectors_owed)

    def summary(self) -> str:
        servers = "; ".join(f"{r.server}: {r.files} files in {r.seconds:.1f} s"
                            + (f", {r.memory_mb:.0f} MB" if r.memory_mb else "")
                            + (f", {len(r.failed)} requests failed" if r.failed else "")
                            + "".join(f", {note}" for note in r.notes) for r in self.servers)
        late = (f"; {self.vectors_late:,} vectors made after the graph was complete, in "
                f"{self.vectors_late_seconds:.1f} s" if self.vectors_late else "")
        return (f"{self.files_changed} files read ({self.files_unchanged} unchanged, {self.files_deleted} deleted), "
                f"{self.symbols:,} symbols, {self.uses:,} uses, {self.mentions:,} named in prose"
                + (f" ({servers})" if servers else "") + late)
