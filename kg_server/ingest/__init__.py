"""Ingestion: folders of documents in, a grounded concept graph out.

- loaders.py: files found and read (Markdown, text, HTML, PDF);
- extraction.py: what an extractor gives (mentions with verbatim quotes, statements); local.py (offline,
  with language.py) and llm.py (any OpenAI-compatible model) are the two extractors;
- resolve.py: mentions resolved to concepts (by label, then by meaning);
- pipeline.py: the run; writing.py: its transactions; report.py: its options and report;
- passes/: the corpus passes after each run (links, descriptions, contradictions);
- removal.py: `kg remove`;
- watch.py: live mode, the folders watched and the graph brought up to date after each burst of changes.
"""

from .pipeline import embed_paragraphs, ingest, make_owed_vectors, warm_code
from .removal import remove_document
from .report import IngestOptions, IngestProgress, IngestReport, RemoveReport
from .watch import Burst, CaughtUp, Watcher, vanished

__all__ = ["Burst", "CaughtUp", "IngestOptions", "IngestProgress", "IngestReport", "RemoveReport", "Watcher",
           "embed_paragraphs", "ingest", "make_owed_vectors", "remove_document", "vanished", "warm_code"]
