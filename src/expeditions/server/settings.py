"""What an operator may tune on a table, with the defaults `expeditions serve` uses."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Settings:
    """Limits and timings of one table server; every limit is refused with a clear error."""

    bot_workers: int = 4
    """Threads bots think in."""
    bot_delay: float = 0.0
    """Seconds a bot waits before moving, so people can follow."""
    leave_grace: float = 20.0
    """Seconds after a seat's last connection closes before the takeover bot plays it."""
    max_bot_seconds: float = 5.0
    """The longest a bot may think per decision (`ismcts:time=...`)."""
    max_bot_iterations: int = 20_000
    """The most search iterations a bot may spend per decision (`ismcts:iters=...`)."""
    max_body_bytes: int = 512 * 1024
    """The largest HTTP request body (a full record upload fits easily)."""
    max_message_chars: int = 4096
    """The longest WebSocket message a client may send."""
    games_per_minute: int = 30
    """Games one client address may create per minute."""
    page_size: int = 50
    """Games per page of `GET /api/games` (at most 200 on request)."""
    abandon_after: float = 900.0
    """Seconds with no person connected after which a game with people is stopped."""
    peer_check: float = 2.0
    """On a shared database, seconds between checks of the watched games for moves
    made through other server processes, should a notification have been missed."""
    finished_cache: int = 16
    """Finished games kept in memory for their replays; the rest are read from the store."""
    young_collection: int = 50_000
    """Allocations between two collections of Python's youngest garbage generation
    (Python's own default is 700). Every push allocates thousands of short-lived
    objects, and at the default the collector, walking every live game, took more
    of the table's time than the moves did; 0 leaves Python's setting alone."""
