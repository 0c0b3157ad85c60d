"""The text toolkit: every feature reads text by these rules.

- words.py: the words of a text and of a question (`query_words`), stop words, full-text queries,
  concept ids from labels, "did you mean" suggestions;
- sentences.py: the one sentence splitter;
- excerpts.py: windows around a question's words (passage excerpts, trimmed quotes), shortening;
- documents.py: paragraphs, titles, folders and hashes of documents;
- dates.py: the date a document gives of itself, moments written for people;
- stems.py: word forms folded together (the Snowball stemmer), for rules that compare wordings;
- mentions.py: whether a passage mentions a concept, and whether a relationship's evidence supports it.

Rules kept apart on purpose live with their one user: the part-of-speech tagger's tokens (with
character offsets, ingest/language.py) and the clause breaks of the contradiction finder.
"""

from .dates import day_of, own_date, readable_day, readable_moment
from .documents import (
    MAX_WORDS,
    content_hash,
    paragraphs,
    short_hash,
    split_long,
    title_of,
    topic_of,
)
from .excerpts import QUOTE_CHARS, best_excerpt, shorten, trim_around, word_hits
from .sentences import sentence_spans, sentences
from .words import (
    STOP_WORDS,
    WORD,
    closest,
    fold,
    lucene_query,
    query_words,
    slug,
    squash,
    words,
    words_of,
)

__all__ = [
    "MAX_WORDS",
    "QUOTE_CHARS",
    "STOP_WORDS",
    "WORD",
    "best_excerpt",
    "closest",
    "content_hash",
    "day_of",
    "fold",
    "lucene_query",
    "own_date",
    "paragraphs",
    "query_words",
    "readable_day",
    "readable_moment",
    "sentence_spans",
    "sentences",
    "short_hash",
    "shorten",
    "slug",
    "split_long",
    "squash",
    "title_of",
    "topic_of",
    "trim_around",
    "word_hits",
    "words",
    "words_of",
]
