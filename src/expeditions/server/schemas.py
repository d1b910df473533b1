"""The shapes of requests and answers, as the OpenAPI docs at /docs show them."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

MAX_ACTION = 200
"""The longest action text a client may send (every game's notation is far shorter)."""
MAX_BOT = 100
"""The longest bot string (`ismcts:iters=500,depth=10` and the like)."""
MAX_TOKEN = 100

STRICT = ConfigDict(extra="forbid", strict=True)
"""Requests are read as sent: `"seq": "43"` is not a number."""


class ClockSpec(BaseModel):
    """Seconds per turn, spent first, then a per-seat bank; both 0 is refused."""

    model_config = STRICT
    turn: float = Field(0, ge=0, le=86400)
    bank: float = Field(0, ge=0, le=864000)


class CreateGame(BaseModel):
    model_config = STRICT
    game: str = Field(max_length=40, description="a registered game name, see GET /api/catalog")
    players: int = Field(ge=1, le=8)
    options: dict[str, Any] = Field(default_factory=dict, max_length=20)
    seats: list[Annotated[str, Field(min_length=1, max_length=MAX_BOT)]] = Field(
        description="for each seat, 'human' or a bot string such as 'random'",
        min_length=1,
        max_length=8,
    )
    takeover: str | None = Field(
        None,
        max_length=MAX_BOT,
        description="bot that plays a human seat on timeout or when its player leaves",
    )
    clock: ClockSpec | None = None
    names: list[Annotated[str, Field(max_length=24)]] | None = Field(
        None, max_length=8, description="what to call each seat's player, in seat order"
    )
    open: bool = Field(
        False,
        description="anyone may join: the lobby's list offers this game's free human seats "
        "(POST /api/games/{id}/join); otherwise seats are reached only by invitation",
    )
    seed: int | None = Field(
        None,
        ge=0,
        lt=2**63,
        description="chance seed, only in a game with at most one person (then shown to "
        "them); otherwise the table chooses it and it stays secret until the end",
    )


class SeatInvite(BaseModel):
    seat: int
    kind: str
    bot: str | None
    token: str | None = Field(description="the creator's own seat only: its secret")
    invite: str | None = Field(description="another person's seat: its one-use invitation")
    link: str | None = Field(
        description="the creator's seat link (with its secret) or the seat's invitation link"
    )


class Claim(BaseModel):
    model_config = STRICT
    invite: str = Field(max_length=MAX_TOKEN)


class Join(BaseModel):
    model_config = STRICT
    seat: int = Field(ge=0, le=7, description="a free human seat of an open game")


class Claimed(BaseModel):
    seat: int
    token: str = Field(description="the seat's secret, now held by this browser alone")
    link: str


class HandedOn(BaseModel):
    seat: int
    invite: str
    link: str = Field(description="an invitation link; whoever claims it takes the seat")


class Created(BaseModel):
    id: str
    seed: int | None = Field(None, description="the seed, when the creator chose it")
    seats: list[SeatInvite]
    spectator: str = Field(description="a link that shows only public information")


class Move(BaseModel):
    model_config = STRICT
    token: str = Field(max_length=MAX_TOKEN)
    seq: int = Field(ge=0, description="the sequence number of the view the move was chosen in")
    action: str = Field(min_length=1, max_length=MAX_ACTION)


class Undo(BaseModel):
    model_config = STRICT
    token: str = Field(max_length=MAX_TOKEN)
    seq: int = Field(ge=0)


class Token(BaseModel):
    model_config = STRICT
    token: str = Field(max_length=MAX_TOKEN)


class ReplayRequest(BaseModel):
    model_config = STRICT
    record: dict[str, Any]
    step: int = Field(ge=0)
    seat: int | None = Field(None, description="whose view; null for the spectator")
    lang: str = Field("en", max_length=5, description="the language of the board's words")


class GameView(BaseModel):
    """One seat's view of a game: its observation and nothing beyond it."""

    model_config = ConfigDict(extra="allow")
    id: str
    game: str
    seq: int
    you: int | None
    to_move: int
    legal: list[str]
    observation: dict[str, Any]
    board: str
    log: list[dict[str, Any]]
    over: bool
    stopped: str | None = Field(
        None, description="why the game was stopped outside the rules (then no one won)"
    )
    winners: list[int] = Field(default_factory=list, description="empty while playing or stopped")
