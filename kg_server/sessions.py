"""Visualization sessions: a stored view (concepts, depth, center) behind an unguessable link."""

from __future__ import annotations

import secrets
from collections.abc import Sequence

from .config import Settings
from .db import Database
from .errors import InvalidArgument
from .explore import check_concept_id, concept_not_found
from .results import VizLink
from .search import check_range

MAX_SESSION_CONCEPTS = 500
SESSION_ID_BYTES = 24  # 192 bits from the OS's CSPRNG


def new_session_id() -> str:
    return secrets.token_urlsafe(SESSION_ID_BYTES)


async def create_viz_session(
    db: Database,
    settings: Settings,
    *,
    concept_ids: Sequence[str] = (),
    depth: int = 1,
    center_concept: str | None = None,
) -> VizLink:
    check_range("depth", depth, 0, 3)
    ids = list(dict.fromkeys(check_concept_id(c) for c in concept_ids or []))
    if len(ids) > MAX_SESSION_CONCEPTS:
        raise InvalidArgument(f"{len(ids)} concept ids; a view holds at most {MAX_SESSION_CONCEPTS}: pick fewer")
    center = check_concept_id(center_concept) if center_concept else None
    wanted = ids + ([center] if center and center not in ids else [])
    if wanted:
        existing = {row["concept_id"] for row in await db.read("existing_concept_ids", {"ids": wanted})}
        for concept_id in wanted:
            if concept_id not in existing:
                raise await concept_not_found(db, concept_id)
    session_id = new_session_id()
    row = (await db.write("viz_session_create", {
        "session_id": session_id, "concept_ids": ids, "depth": depth, "center_concept": center,
        "ttl_hours": settings.viz_ttl_hours,
    }))[0]
    url = f"{settings.public_url}/viz/{session_id}"
    expires = row["expires_at"].iso_format()
    if wanted:
        what = f"{len(wanted)} concept{'s' if len(wanted) != 1 else ''}"
        if center:
            what += f" centred on {center}"
        what += f" and their neighbours {depth} hop{'s' if depth != 1 else ''} out" if depth else ""
    else:
        what = "the most connected concepts"
    return VizLink(
        url=url,
        session_id=session_id,
        message=f"Open this link to explore {what} in 3D (it works until {expires}).",
        config={"concept_ids": ids, "depth": depth, "center_concept": center,
                "created_at": row["created_at"].iso_format(), "expires_at": expires},
    )
