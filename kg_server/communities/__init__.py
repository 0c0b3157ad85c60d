"""Communities: the map of a corpus. The concept graph clustered by Leiden in Neo4j (detection.py), its
levels made a named tree (partition.py), and the operations that read it (listing.py)."""

from .detection import CommunityRun, gds_available, place_new, refresh_communities, warm_up
from .listing import central_concepts, community_map, list_communities, members_among, require_community, sources_among

__all__ = ["CommunityRun", "central_concepts", "community_map", "gds_available", "list_communities",
           "members_among", "place_new", "refresh_communities", "require_community", "sources_among", "warm_up"]
