"""Visualization sessions: a stored view (concepts, depth, center) behind an unguessable link."""

from __future__ import annotations

import secrets

from kg_server import communities
from kg_server.answers.views import VizLink, viewer_url
from kg_server.contract import LANGUAGE_NAMES, STORED_AS, Graph, implements
from kg_server.contract.reads import GET_VISUALIZATION_URL, GetVisualizationUrl
from kg_server.errors import InvalidArgument
from kg_server.store.db import Database
from kg_server.store.lookups import require_concepts
from kg_server.text import readable_moment

SESSION_ID_BYTES = 24  # 192 bits from the OS's CSPRNG
COMMUNITY_VIEW = 300  # a community's most central concepts a view shows
LANGUAGE_VIEW = 150  # a language's most connected symbols a view shows (as many as the most connected concepts)


def new_session_id() -> str:
    return secrets.token_urlsafe(SESSION_ID_BYTES)


@implements(GET_VISUALIZATION_URL)
async def get_visualization_url(graph: Graph, request: GetVisualizationUrl) -> VizLink:
    db, settings = graph.db, graph.settings
    ids, depth, center = list(request.concept_ids), request.depth, request.center_concept
    wanted = ids + ([center] if center and center not in ids else [])
    if wanted:
        await require_concepts(db, *wanted)
    if request.community:  # its most central concepts join the ones asked for
        members = await communities.central_concepts(db, request.community, COMMUNITY_VIEW)
        ids += [m for m in members if m not in ids]
    if request.language:
        ids += [s for s in await language_symbols(db, request.language) if s not in ids]
    session_id = new_session_id()
    row = (await db.write("viz_session_create", {
        "session_id": session_id, "concept_ids": ids, "depth": depth, "center_concept": center,
        "ttl_hours": settings.viz_ttl_hours,
    }, timeout=settings.query_timeout))[0]
    url = viewer_url(settings.public_url, session_id)
    expires = row["expires_at"].iso_format()
    if request.community:
        what = f"the {len(ids)} most central concepts of community {request.community}"
        what += f" and their neighbours {depth} hop{'s' if depth != 1 else ''} out" if depth else ""
    elif request.language:
        asked = f"{len(wanted)} concept{'s' if len(wanted) != 1 else ''} and " if wanted else ""
        what = f"{asked}the most connected symbols of {LANGUAGE_NAMES[request.language]} code ({len(ids)} in all)"
        what += f" and their neighbours {depth} hop{'s' if depth != 1 else ''} out" if depth else ""
    elif wanted:
        what = f"{len(wanted)} concept{'s' if len(wanted) != 1 else ''}"
        if center:
            what += f" centred on {center}"
        what += f" and their neighbours {depth} hop{'s' if depth != 1 else ''} out" if depth else ""
    else:
        what = "the most connected concepts"
    return VizLink(
        url=url,
        session_id=session_id,
        message=f"Open this link to explore {what} in 3D "
        f"(it works until {readable_moment(row['expires_at'].to_native())}).",
        config={
            "concept_ids": list(request.concept_ids),
            "depth": depth,
            "center_concept": center,
            "community": request.community,
            "language": request.language,
            "created_at": row["created_at"].iso_format(),
            "expires_at": expires,
        },
    )


async def language_symbols(db: Database, language: str) -> list[str]:
    """The most connected symbols of a language's code; refused, saying which languages the graph holds,
    when it holds none of it (the view would otherwise open on the most connected concepts)."""
    row = (await db.read("viz_language_symbols", {"languages": list(STORED_AS[language]), "limit": LANGUAGE_VIEW}))[0]
    if not row["ids"]:
        held = sorted({name for name, stored in STORED_AS.items() if set(stored) & set(row["held"])})
        raise InvalidArgument(f"the graph holds no {LANGUAGE_NAMES[language]} code (language {language!r}); "
                              + (f"it holds code of: {', '.join(held)}" if held else "it holds no code"))
    return list(row["ids"])
