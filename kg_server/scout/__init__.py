"""scout: a budgeted, explained exploration of the graph for a fuzzy question (exploration.py), or of the
uses of a symbol of code a change reaches (impact.py, target.py); its raters (rating.py, their one base:
raters.py over prose, code_rater.py and code_llm.py over code) and the pure expansion rule with its
named presets (rule.py)."""

from .exploration import scout

__all__ = ["scout"]
