"""From folders of documents to a concept graph: loading and paragraph splitting (so far)."""
