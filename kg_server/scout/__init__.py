"""scout: a budgeted, explained exploration of the graph for a fuzzy question (exploration.py), its
raters (raters.py: offline, or an LLM) and the pure expansion rule with its named presets (rule.py)."""

from .exploration import scout

__all__ = ["scout"]
