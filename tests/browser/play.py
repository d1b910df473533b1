"""Playing through the page as a person would: only clicks on `data-part` and
`data-confirm` controls, the marks the page gives every choice."""

from __future__ import annotations

import random

_READY = """seq => { const t = document.getElementById('turn');
  if (t.dataset.over === '1') return true;
  return t.dataset.seq !== seq && t.classList.contains('yours') &&
    document.querySelectorAll(
      '#choices [data-part], #choices [data-confirm], #board .pick').length > 0; }"""

_OFFERED = """() => {
  const out = [];
  document.querySelectorAll('#board [data-part]:not([aria-disabled])').forEach((n, i) =>
    out.push({where: 'board', i, part: n.dataset.part}));
  document.querySelectorAll('#choices button[data-part]').forEach((n, i) =>
    out.push({where: 'widget', i, part: n.dataset.part}));
  document.querySelectorAll('#choices select[data-widget-select]').forEach((n, i) =>
    out.push({where: 'select', i, part: n.options.length - 1}));
  document.querySelectorAll('#choices [data-confirm]').forEach((n, i) =>
    out.push({where: 'confirm', i, part: n.dataset.confirm}));
  return {seq: document.getElementById('turn').dataset.seq, out,
          disabled: document.querySelectorAll('#board [data-part][aria-disabled="true"]').length,
          buttons: Math.max(0, ...[...document.querySelectorAll('#choices .widget')].map(
            w => w.querySelectorAll('button').length))};
}"""

SELECTORS = {
    "board": "#board [data-part]:not([aria-disabled])",
    "widget": "#choices button[data-part]",
    "select": "#choices select[data-widget-select]",
    "confirm": "#choices [data-confirm]",
}

_SENT_OR_OFFERED = """({seq, offered}) => document.getElementById('turn').dataset.seq !== seq ||
  document.getElementById('turn').dataset.over === '1' ||
  document.querySelector(offered) !== null"""
"""Sent, or the choices drawn again (`offered`: any of SELECTORS): a page caught
between two drawings offers nothing."""


def wait_for_my_turn_or_end(page, timeout: float = 60000, after: str | None = None) -> bool:
    """True when it is this page's turn, False once the game is over."""
    page.wait_for_function(_READY, arg=after or "", timeout=timeout)
    return page.locator("#turn").get_attribute("data-over") != "1"


def _click(page, where: str, i: int, rng: random.Random) -> None:
    spot = page.locator(SELECTORS[where]).nth(i)
    if where == "select":
        options = spot.locator("option")
        spot.select_option(index=rng.randrange(1, options.count()))
        return
    try:
        spot.click(timeout=3000)
    except Exception:
        spot.dispatch_event("click")  # off screen on a small page: click it directly


def play_one_action(page, rng: random.Random) -> dict:
    """Click parts until an action is sent; returns what was clicked where.

    Checks on the way that no widget lists more than 12 buttons and that the
    board marks parts it does not offer as aria-disabled.
    """
    seq = page.locator("#turn").get_attribute("data-seq")
    clicks = {"board": 0, "widget": 0, "select": 0, "confirm": 0, "seq": seq}
    for _ in range(30):
        offered = page.evaluate(_OFFERED)
        if offered["seq"] != seq:
            return clicks
        assert offered["buttons"] <= 12, "a widget lists more than 12 buttons"
        choices = offered["out"]
        if not choices:
            page.wait_for_function(
                _SENT_OR_OFFERED,
                arg={"seq": seq, "offered": ", ".join(SELECTORS.values())},
                timeout=60000,
            )
            continue  # the next look returns if it was sent, or picks again
        # prefer the board, as a person would, but take widgets too
        board = [c for c in choices if c["where"] == "board"]
        pick = rng.choice(board if board and rng.random() < 0.7 else choices)
        _click(page, pick["where"], pick["i"], rng)
        clicks[pick["where"]] += 1
    raise AssertionError("30 clicks and no action sent")


def play_to_the_end(
    page, rng: random.Random, check=None, timeout: float = 120000, max_turns: int | None = None
) -> dict:
    """Play this page's seat until the game ends, or for `max_turns` decisions
    (a table has no limit: the caller then stops the game as its host would);
    `check(page)` runs at every turn. `totals["limit"]` is 1 only when play
    stopped at `max_turns` with the game still on: a game its rules end on the
    last decision counted is over, and a host can no longer stop it."""
    totals = {"board": 0, "widget": 0, "select": 0, "confirm": 0, "turns": 0, "limit": 0}
    after = None
    while wait_for_my_turn_or_end(page, timeout=timeout, after=after):
        if max_turns is not None and totals["turns"] >= max_turns:
            totals["limit"] = 1
            break
        if check:
            check(page)
        clicks = play_one_action(page, rng)
        after = clicks.pop("seq")
        for k, n in clicks.items():
            totals[k] += n
        totals["turns"] += 1
    return totals


def create_from_lobby(
    page, base: str, game: str, seats: list[str], names=None, *, open: bool = False
) -> None:
    """Fill in the lobby form and create the game (`open`: anyone may join its free seats)."""
    page.goto(base + "/")
    page.wait_for_selector("#lobby[data-ready]", state="attached")
    page.select_option("#game-name", game)
    page.select_option("#players", str(len(seats)))
    for i, who in enumerate(seats):
        page.select_option(f'select[data-seat-kind="{i}"]', who)
        if names and names[i]:
            page.fill(f'input[data-seat-name="{i}"]', names[i])
    if open:
        page.check("#open-game")
    page.click("#create-button")
    page.wait_for_selector("#created:not([hidden])")
