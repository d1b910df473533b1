"""The table's routes, one module per concern."""

from fastapi import Request

from ..lobby import Lobby


def lobby_of(request: Request) -> Lobby:
    """The lobby of the application serving this request."""
    return request.app.state.lobby
