"""Boards are drawn off the path of a move: once per game per wait, in their share
of the table's time, moves first."""

from __future__ import annotations

import asyncio

from expeditions.server.painter import Painter


class Game:
    def __init__(self, name: str, events: list[str]) -> None:
        self.name = name
        self.events = events

    def draw(self) -> asyncio.Future[None]:
        self.events.append(f"draw {self.name}")
        # a move arriving while this board is drawn
        asyncio.get_running_loop().call_soon(self.events.append, f"move after {self.name}")
        sent = asyncio.get_running_loop().create_future()
        sent.set_result(None)
        return sent


def test_a_game_that_asks_again_while_waiting_is_drawn_once():
    events: list[str] = []

    async def play() -> None:
        painter = Painter(delay=0.01)
        a, b = Game("a", events), Game("b", events)
        painter.want(a)
        painter.want(b)
        painter.want(a)
        await asyncio.sleep(0.05)
        painter.want(a)
        await asyncio.sleep(0.05)

    asyncio.run(play())
    assert [e for e in events if e.startswith("draw")] == ["draw a", "draw b", "draw a"]


def test_what_arrives_during_a_drawing_goes_before_the_next_batch_of_boards():
    events: list[str] = []

    async def play() -> None:
        painter = Painter(delay=0.0, quantum=0.0)  # a batch of one board
        for name in ("a", "b", "c"):
            painter.want(Game(name, events))
        await asyncio.sleep(0.05)

    asyncio.run(play())
    assert events == ["draw a", "move after a", "draw b", "move after b", "draw c", "move after c"]


def test_a_board_that_fails_to_draw_leaves_the_others_to_come():
    events: list[str] = []

    class Broken:
        def draw(self) -> asyncio.Future[None]:
            raise ValueError("a renderer bug")

    async def play() -> None:
        painter = Painter(delay=0.0)
        painter.want(Broken())
        painter.want(Game("b", events))
        # the failure's traceback is logged in the drawing's time, so the painter's
        # rest after it is as long as a busy machine makes it: wait for the board
        for _ in range(400):
            if events:
                break
            await asyncio.sleep(0.005)

    asyncio.run(play())
    assert events[0] == "draw b"


def test_a_painter_outlives_its_event_loop():
    """A server restarted in the same process (tests do) keeps drawing."""
    events: list[str] = []
    painter = Painter(delay=0.0)

    async def ask(name: str) -> None:
        painter.want(Game(name, events))
        await asyncio.sleep(0.05)

    asyncio.run(ask("a"))
    asyncio.run(ask("b"))
    assert [e for e in events if e.startswith("draw")] == ["draw a", "draw b"]


def test_drawing_takes_at_most_its_share_of_the_table():
    """After a board that took t to draw, the next waits t * (1 - share) / share."""
    import time

    starts: list[float] = []

    class Slow:
        def draw(self) -> asyncio.Future[None]:
            starts.append(time.perf_counter())
            while time.perf_counter() - starts[-1] < 0.02:
                pass  # 20 ms of drawing
            sent = asyncio.get_running_loop().create_future()
            sent.set_result(None)
            return sent

    async def play() -> None:
        painter = Painter(delay=0.0, share=0.25)  # rest three times the drawing
        painter.want(Slow())
        painter.want(Slow())
        await asyncio.sleep(0.2)

    asyncio.run(play())
    assert len(starts) == 2
    assert starts[1] - starts[0] >= 0.02 + 0.06 - 0.005
