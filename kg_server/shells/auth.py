"""Who may call the HTTP surfaces: loopback is trusted; anything beyond it needs KG_API_TOKEN; and every
request must be addressed to this server by a name it answers to (DNS-rebinding protection).

The token is checked with a constant-time comparison and never logged. The host policy is one for every
HTTP app the product serves (`kg serve`, `kg mcp --transport http`, the viewer `kg mcp` serves itself):
`host_policy` decides it, `HostGuard` enforces it on every path, and the MCP SDK gets the same settings
for /mcp.
"""

from __future__ import annotations

import hmac
import json
from collections.abc import Sequence
from typing import Any
from urllib.parse import urlsplit

from mcp.server.transport_security import TransportSecuritySettings

from kg_server.config import Settings
from kg_server.errors import ConfigError

LOOPBACK_HOSTS = {"127.0.0.1", "localhost", "::1"}
WILDCARD_HOSTS = {"0.0.0.0", "::", ""}
# Everything that reads or changes the graph. The pages (the viewer, the Cypher console) and their
# assets hold no data: they call /api with the token the user gives them. /healthz says only whether
# Neo4j answers.
PROTECTED_PREFIXES = ("/api", "/mcp")

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
            "KG_API_TOKEN",
            f"binding to {host} exposes the server beyond this machine: set KG_API_TOKEN to a secret of at least "
            "16 characters (clients send it as 'Authorization: Bearer <token>'), or bind to 127.0.0.1",
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


# --- DNS-rebinding protection -------------------------------------------------------------------------
def bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def host_policy(settings: Settings, host: str) -> TransportSecuritySettings:
    """The Host names and Origins a server bound to `host` answers: this machine's loopback names (any
    port), the address of KG_PUBLIC_URL (what links and a proxy in front use), and the bound address
    itself when it is a specific one. A web page elsewhere that rebinds its own name to this machine
    sends its own name as Host, and is refused."""
    hosts = ["127.0.0.1", "localhost", "[::1]", "127.0.0.1:*", "localhost:*", "[::1]:*"]
    origins = ["http://127.0.0.1:*", "http://localhost:*", "http://[::1]:*"]
    public = urlsplit(settings.public_url)
    if public.hostname:
        netloc = public.netloc.rpartition("@")[2]
        hosts += [netloc, f"{bracketed(public.hostname)}:*"]
        origins.append(f"{public.scheme}://{netloc}")
    if host not in WILDCARD_HOSTS and not is_loopback(host):
        hosts += [bracketed(host), f"{bracketed(host)}:*"]
        origins += [f"http://{bracketed(host)}:*", f"https://{bracketed(host)}:*"]
    return TransportSecuritySettings(allowed_hosts=list(dict.fromkeys(hosts)),
                                     allowed_origins=list(dict.fromkeys(origins)))


def _allowed(value: str, patterns: Sequence[str]) -> bool:
    """`value` is one of `patterns`, or matches a `name:*` pattern with a numeric port."""
    value = value.lower()
    for pattern in patterns:
        if value == pattern.lower():
            return True
        if pattern.endswith(":*"):
            base = pattern[:-1].lower()  # keeps the colon
            if value.startswith(base) and value[len(base):].isdigit():
                return True
    return False


class HostGuard:
    """ASGI middleware: refuses a request whose Host header (421) or Origin header (403) the policy does
    not list, on every path (pages, /api, /static and /mcp alike)."""

    def __init__(self, app: Any, policy: TransportSecuritySettings) -> None:
        self.app = app
        self.policy = policy

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            headers = {name: value.decode("latin-1") for name, value in scope.get("headers", [])}
            host, origin = headers.get(b"host", ""), headers.get(b"origin")
            if not _allowed(host, self.policy.allowed_hosts):
                await _refuse(send, 421, f"this server does not answer to the host name {host!r} (protection "
                                         "against DNS rebinding): reach it at 127.0.0.1 or localhost, or at "
                                         "the address set in KG_PUBLIC_URL")
                return
            if origin and not _allowed(origin, self.policy.allowed_origins):
                await _refuse(send, 403, f"requests from pages of {origin!r} are refused (protection against "
                                         "DNS rebinding and cross-site requests): open the viewer from this "
                                         "server, or set KG_PUBLIC_URL to the address the pages are served at")
                return
        await self.app(scope, receive, send)


async def _refuse(send: Any, status: int, message: str) -> None:
    body = json.dumps({"error": message}).encode()
    await send({"type": "http.response.start", "status": status, "headers": [
        (b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})
