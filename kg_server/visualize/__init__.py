"""The 3D viewer's data: visualization sessions behind unguessable links (sessions.py) and the graph a
view shows (graphs.py)."""

from .graphs import (
    ViewCache,
    load_session,
    neighbourhood,
    recent_sessions,
    session_graph,
)
from .sessions import get_visualization_url

__all__ = ["ViewCache", "get_visualization_url", "load_session", "neighbourhood", "recent_sessions", "session_graph"]
