"""Who may call the HTTP surfaces: loopback is trusted; anything beyond it needs KG_API_TOKEN.

The token is checked with a constant-time comparison and never logged.
"""

from __future__ import annotations

import hmac
import json
from collections.abc import Sequence
from typing import Any

from .config import Settings
from .errors import ConfigError

LOOPBACK_HOSTS = {"127.0.0.1", "localhost", "::1"}
# Everything that reads or changes the graph. The viewer's pages and assets hold no data (they call
# /api with the token the user gives them); /healthz says only whether Neo4j answers.
PROTECTED_PREFIXES = ("/api", "/mcp", "/console")

Scope = dict[str, Any]


def is_loopback(host: str) -> bool:
    return host in LOOPBACK_HOSTS or host.startswith("127.")


def token_for(host: str, settings: Settings) -> str | None:
    """The token to require when binding `host`: None on loopback, else KG_API_TOKEN (which must be set)."""
    token = settings.api_token.get_secret_value() if settings.api_token else None
    if is_loopback(host):
        return token  # honoured when set, not required
    if not token or len(token) < 16:
        raise ConfigError(
            "KG_API_TOKEN", f"binding to {host} exposes the server beyond this machine: set KG_API_TOKEN to a secret of at least "
            "16 characters (clients send it as 'Authorization: Bearer <token>'), or bind to 127.0.0.1"
        )
    return token


class BearerTokenMiddleware:
    """ASGI middleware: requests under `protected` prefixes need `Authorization: Bearer <token>`."""

    def __init__(self, app: Any, token: str, *, protected: Sequence[str]) -> None:
        self.app = app
        self._token = token.encode()
        self.protected = tuple(protected)

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope["path"].startswith(self.protected) and not self._authorised(scope):
            body = json.dumps({"error": "missing or wrong bearer token: send 'Authorization: Bearer <KG_API_TOKEN>'"})
            await send({"type": "http.response.start", "status": 401, "headers": [
                (b"content-type", b"application/json"), (b"www-authenticate", b'Bearer realm="kg-server"')]})
            await send({"type": "http.response.body", "body": body.encode()})
            return
        await self.app(scope, receive, send)

    def _authorised(self, scope: Scope) -> bool:
        for name, value in scope.get("headers", []):
            if name == b"authorization" and value[:7].lower() == b"bearer ":
                return hmac.compare_digest(value[7:].strip(), self._token)
        return False
