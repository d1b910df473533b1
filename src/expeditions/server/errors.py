"""The one error a table answers with: an HTTP status and a message in words."""

from __future__ import annotations


class TableError(Exception):
    """A request the table refuses; `status` is the HTTP status to answer with."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
