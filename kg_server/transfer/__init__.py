"""Whole graphs in and out: bundle records (records.py), bundle files read, validated and written
(files.py), bundles imported into and exported from the graph (graph.py), the check that a stated
relationship's evidence mentions both its ends (evidence.py), and the packaged sample (sample.py)."""

from .files import bundle_json_schema, read_bundle, validate_bundle, write_bundle
from .graph import ImportReport, Progress, export_bundle, import_bundle, noop
from .records import Bundle

__all__ = ["Bundle", "ImportReport", "Progress", "bundle_json_schema", "export_bundle", "import_bundle",
           "noop", "read_bundle", "validate_bundle", "write_bundle"]
