"""The shapes of requests and answers, as the OpenAPI docs at /docs show them."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class ClockSpec(BaseModel):
    """Seconds per turn, spent first, then a per-seat bank; both 0 is refused."""

    model_config = ConfigDict(extra="forbid")
    turn: float = Field(0, ge=0, le=86400)
    bank: float = Field(0, ge=0, le=864000)


class CreateGame(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str = Field(description="a registered game name, see GET /api/catalog")
    players: int = Field(ge=1, le=8)
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[str] = Field(
        description="for each seat, 'human' or a bot string such as 'random'", min_length=1
    )
    takeover: str | None = Field(
        None, description="bot that plays a human seat on timeout or when its player leaves"
    )
    clock: ClockSpec | None = None
    seed: int | None = Field(None, description="chance seed; secret, only in the final record")


class SeatInvite(BaseModel):
    seat: int
    kind: str
    bot: str | None
    token: str | None
    link: str | None = Field(description="the seat's invitation link, carrying its secret token")


class Created(BaseModel):
    id: str
    seats: list[SeatInvite]
    spectator: str = Field(description="a link that shows only public information")


class Move(BaseModel):
    model_config = ConfigDict(extra="forbid")
    token: str
    seq: int = Field(description="the sequence number of the view the move was chosen in")
    action: str = Field(min_length=1, max_length=200)


class Undo(BaseModel):
    model_config = ConfigDict(extra="forbid")
    token: str
    seq: int


class Token(BaseModel):
    model_config = ConfigDict(extra="forbid")
    token: str


class ReplayRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    record: dict[str, Any]
    step: int = Field(ge=0)
    seat: int | None = Field(None, description="whose view; null for the spectator")


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
