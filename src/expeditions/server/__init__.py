"""The web table: HTTP + WebSocket server, lobby, persistence (needs the [web] extra)."""
