"""What an ingest is asked (options), shows while it runs (progress) and reports."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

from kg_server.answers.common import plural
from kg_server.communities import CommunityRun
from kg_server.ingest.passes.contradictions import ContradictionReport

from .code import CodeReport
from .loaders import DEFAULT_MAX_BYTES, code_read_in


class IngestProgress(Protocol):
    def start(self, documents: int, paragraphs: int) -> None: ...

    def advance(self, document: str, paragraphs: int) -> None: ...

    def stage(self, what: str) -> None: ...


class Silent:
    def start(self, documents: int, paragraphs: int) -> None:
        pass

    def advance(self, document: str, paragraphs: int) -> None:
        pass

    def stage(self, what: str) -> None:
        pass


@dataclass
class IngestOptions:
    include: Sequence[str] = ()
    exclude: Sequence[str] = ()
    tags: Sequence[str] = ()
    max_bytes: int = DEFAULT_MAX_BYTES
    force: bool = False  # re-extract documents whose content did not change


@dataclass
class IngestReport:
    extractor: str = ""
    files: int = 0
    documents_ingested: int = 0
    documents_new: int = 0
    documents_changed: int = 0
    documents_unchanged: int = 0
    paragraphs: int = 0
    quotes: int = 0
    concepts_new: int = 0
    concepts_merged_by_label: int = 0
    concepts_merged_by_similarity: int = 0
    concepts_pruned: int = 0
    relationships: Counter[str] = field(default_factory=Counter)  # distinct ones written, by type
    stated: set[tuple[str, str, str]] = field(default_factory=set, repr=False)  # (type, from, to)
    links: dict[str, int] = field(default_factory=dict)  # computed links by method
    concepts_described: int = 0  # concepts whose description the corpus pass chose
    statements_dropped: int = 0
    statements_unsupported: int = 0  # dropped too: their paragraph does not mention both ends
    quotes_repaired: int = 0
    quotes_rejected: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (path, reason)
    not_read: dict[str, int] = field(default_factory=dict)  # code files of languages no server reads, by language
    failed: list[tuple[str, str]] = field(default_factory=list)  # (document, reason)
    extractor_summary: list[tuple[str, str]] = field(default_factory=list)
    contradictions: ContradictionReport | None = None  # the corpus pass of the contradiction finder, when it ran
    communities: CommunityRun | None = None  # the communities recomputed after the run
    code: CodeReport | None = None  # the code pass, when code files were found
    seconds: float = 0.0
    prepare_seconds: float = 0.0  # embedding and extraction, summed over documents (they overlap)
    write_seconds: float = 0.0  # resolution and the document transactions
    transactions: int = 0  # document transactions (new documents go several to one)

    @property
    def paragraphs_per_second(self) -> float:
        return self.paragraphs / self.seconds if self.seconds else 0.0

    def not_read_summary(self) -> str:
        """The code files no language server read, counted by language, and what is read; '' for none."""
        if not self.not_read:
            return ""
        counted = ", ".join(f"{language} {files}" for language, files in sorted(self.not_read.items()))
        return (f"{plural(sum(self.not_read.values()), 'code file')} ({counted}): no language server reads them; "
                f"code is read in {code_read_in()}")

    def nothing_ingested(self) -> bool:
        """True when files were offered but none is in the graph now (all skipped or failed)."""
        return self.documents_ingested == 0 and self.documents_unchanged == 0

    def as_dict(self) -> dict[str, Any]:
        data = {k: v for k, v in self.__dict__.items() if k not in ("stated", "contradictions", "communities", "code")}
        data["code"] = self.code.as_dict() if self.code else None
        data["contradictions"] = asdict(self.contradictions) if self.contradictions else None
        data["communities"] = self.communities.as_dict() if self.communities else None
        data["relationships"] = dict(sorted(self.relationships.items()))
        data["paragraphs_per_second"] = round(self.paragraphs_per_second, 1)
        return data


@dataclass
class RemoveReport:
    document: str
    paragraphs: int
    quotes: int
    relationships: int
    concepts_pruned: list[str]
    contradictions: int = 0  # inferred CONTRADICTS in the graph after the removal
