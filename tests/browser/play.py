"""Playing through the page as a person would: read the turn line, click an action."""

from __future__ import annotations

import random

GAME_OVER = "Game over"

_READY = """seq => { const t = document.getElementById('turn');
  return t.dataset.seq !== seq &&
    (t.classList.contains('yours') || t.textContent.startsWith('Game over')); }"""

_OFFERED = """() => ({
  seq: document.getElementById('turn').dataset.seq,
  listed: [...document.querySelectorAll('#actions button.action')].map(b => b.dataset.action),
  board: [...document.querySelectorAll('#board [data-action]')].map(e => e.dataset.action),
})"""


def wait_for_my_turn_or_end(page, timeout: float = 30000, after: str | None = None) -> bool:
    """True when it is this page's turn, False once the game is over."""
    page.wait_for_function(_READY, arg=after or "", timeout=timeout)
    return not page.locator("#turn").inner_text().startswith(GAME_OVER)


def click_some_action(page, rng: random.Random) -> tuple[str, str, bool]:
    """Click one legal action: on the board where it has a place, else its button.

    Returns the action, the sequence number it was chosen at, and whether it
    was clicked on the board.
    """
    offered = page.evaluate(_OFFERED)
    listed = offered["listed"]
    assert listed, "my turn but no legal action listed"
    assert set(offered["board"]) <= set(listed), "the board offers an action not listed"
    action = listed[rng.randrange(len(listed))]
    on_board = action in offered["board"]
    if on_board:
        spot = page.locator(f'#board [data-action="{action}"]').first
        try:
            spot.click(timeout=2000)
        except Exception:
            spot.dispatch_event("click")  # drawn under another shape: click it directly
    else:
        page.locator(f'#actions button[data-action="{action}"]').click()
    return action, offered["seq"], on_board


def create_from_lobby(page, base: str, game: str, seats: list[str]) -> None:
    """Fill in the lobby form and create the game."""
    page.goto(base + "/")
    page.select_option("#game-name", game)
    page.select_option("#players", str(len(seats)))
    for i, who in enumerate(seats):
        page.fill(f'input[data-seat="{i}"]', who)
    page.click("#create-button")
    page.wait_for_selector("#created:not([hidden])")
