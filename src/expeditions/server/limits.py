"""Limits every request meets before a route sees it, and the headers every answer carries."""

from __future__ import annotations

import json
import time
from collections import deque
from typing import Any

Scope = dict[str, Any]
ASGI = Any

PAGE_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'"
)
DOCS_POLICY = (
    "default-src 'self'; script-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; "
    "style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; "
    "img-src 'self' data: https://fastapi.tiangolo.com; object-src 'none'; base-uri 'none'; "
    "frame-ancestors 'none'"
)
"""The OpenAPI pages at /docs and /redoc load their viewer from a CDN."""


def _headers(path: str) -> list[tuple[bytes, bytes]]:
    policy = DOCS_POLICY if path in ("/docs", "/redoc") else PAGE_POLICY
    return [
        (b"content-security-policy", policy.encode()),
        (b"x-frame-options", b"DENY"),
        (b"x-content-type-options", b"nosniff"),
        (b"referrer-policy", b"no-referrer"),
    ]


async def _refuse(send: ASGI, status: int, detail: str) -> None:
    body = json.dumps({"detail": detail}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


class Guard:
    """ASGI middleware: caps request bodies and adds the security headers to every answer.

    Invitation links carry secret tokens, hence `Referrer-Policy: no-referrer`.
    """

    def __init__(self, app: ASGI, max_body: int) -> None:
        self.app = app
        self.max_body = max_body

    async def __call__(self, scope: Scope, receive: ASGI, send: ASGI) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        extra = _headers(scope.get("path", ""))

        async def send_with_headers(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []), *extra]}
            await send(message)

        limit = self.max_body
        for name, value in scope.get("headers", []):
            if name == b"content-length" and value.isdigit() and int(value) > limit:
                await _refuse(send_with_headers, 413, _too_large(int(value), limit))
                return
        # read the body first (it is small), so an overlong one is refused before any route
        chunks, seen = [], 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away
            chunk = message.get("body", b"")
            seen += len(chunk)
            if seen > limit:
                await _refuse(send_with_headers, 413, _too_large(seen, limit))
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        delivered = False

        async def replay() -> dict[str, Any]:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send_with_headers)


def _too_large(size: int, limit: int) -> str:
    return f"request body too large: {size} bytes or more; this table accepts at most {limit}"


class CreationLimit:
    """At most `per_minute` games created per client address in any 60 seconds."""

    def __init__(self, per_minute: int) -> None:
        self.per_minute = per_minute
        self.seen: dict[str, deque[float]] = {}

    def allow(self, client: str, now: float | None = None) -> float:
        """0 if `client` may create a game now, else the seconds until it may."""
        now = time.monotonic() if now is None else now
        times = self.seen.setdefault(client, deque())
        while times and times[0] <= now - 60:
            times.popleft()
        if len(times) >= self.per_minute:
            return 60 - (now - times[0])
        times.append(now)
        if len(self.seen) > 10_000:  # forget clients that have been quiet for a minute
            for key in [k for k, v in self.seen.items() if not v or v[-1] <= now - 60]:
                del self.seen[key]
        return 0.0
