"""Curation: changing the graph by hand (concepts, quotes, relationships), every change validated and
logged with who made it and why (changes.py)."""

from .changes import (
           add_concept,
           add_instance,
           add_relationship,
           delete_relationship,
           recent_changes,
           revise_concept,
)

__all__ = ["add_concept", "add_instance", "add_relationship", "delete_relationship", "recent_changes",
           "revise_concept"]
