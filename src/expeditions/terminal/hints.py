"""What the terminal knows of each game beyond its contract: what a decision
costs, which verbs come first, what the running score means."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Hints:
    budget: str | None = None
    """The observation's key for what a player's decisions spend this turn."""
    unit: str = ""
    """The budget's unit, as a person says it ("AP", "actions")."""
    first: tuple[str, ...] = ()
    """Verbs offered before the others (a roll that must be taken)."""
    last: tuple[str, ...] = ()
    """Verbs offered after the others (ending the turn, peeking)."""
    score_label: str = "points so far"
    end_words: tuple[str, ...] = ()
    """Verbs that end the player's turn, said beside them."""
    explain: dict[str, str] | None = None
    """A few words on each verb, for the first menu of a decision."""
    useless: Callable[[dict[str, Any], str], bool] | None = None
    """Whether an action (by its text) cannot change anything the player cares
    about, though it changes the position (a recolour that adds nothing)."""


def _idle_recolour(obs: dict[str, Any], text: str) -> bool:
    """South Pole: recolouring a blank die, or towards a colour the tile does not
    need or whose need the dice already meet, cannot change the check."""
    words = text.split()
    if len(words) != 3 or words[0] != "recolour" or not words[1].isdigit():
        return False
    die, colour = int(words[1]) - 1, words[2]
    dice = obs.get("dice") or []
    if not 0 <= die < len(dice):
        return False
    if not dice[die].get("pips"):
        return True
    space = next((s for s in obs.get("spaces", ()) if s["label"] == obs.get("explorer")), None)
    face = space.get("face") if space else None
    if not face:
        return False
    need = face["need"].get(colour, 0)
    return need == 0 or obs.get("sums", {}).get(colour, 0) >= need


HINTS: dict[str, Hints] = {
    "cave": Hints(
        budget="ap",
        unit="AP",
        first=("refill", "move", "discover", "place"),
        last=("crawl", "drop", "abandon", "end turn"),
        score_label="points so far (majorities count at the end)",
        end_words=("end turn",),
        explain={
            "move": "walk to a next square",
            "dive": "dive through water (uses oxygen)",
            "boat": "cross water by boat",
            "crawl": "the 5-AP step: a whole turn for one square",
            "discover": "draw a new cave tile at an open edge",
            "place": "lay the drawn tile",
            "photo": "photograph this spot",
            "refill": "repack your kit at base camp",
            "pitch": "pitch your tent here",
            "pack": "pack up your tent",
            "arrange": "move things between tent and backpack",
            "abandon": "leave your tent behind for good",
            "drop": "drop an item (frees a slot)",
            "rockfall": "block a passage with a rockfall",
            "end turn": "pass the rest of the turn",
        },
    ),
    "relic": Hints(
        budget="actions_left",
        unit="action",
        last=("drop", "end", "leave"),
        end_words=("end",),
        explain={
            "move": "walk to a next hex",
            "fly": "fly to a clearing",
            "land": "land at a clearing",
            "draw": "draw a supply from the bag",
            "leave": "leave the jungle with your relics",
            "end": "end your turn",
            "take": "pick up an item here",
            "drop": "drop an item here",
            "attach": "lay a river, cave or mountain piece",
            "use": "use an item on an animal",
            "endure": "take the animal's attack",
            "pick": "choose the animal to move",
            "animal moves": "move this animal",
            "animal stays": "leave this animal where it is",
        },
    ),
    "southpole": Hints(
        first=("arrive", "fail", "rest", "camp", "tent here"),
        last=("reroll", "recolour", "peek"),
        explain={
            "choose": "take your six dice for the turn",
            "move": "step to a next space (its tile is then rolled for)",
            "peek": "look at a face-down tile (only you see it)",
            "reroll": "roll some dice again",
            "recolour": "let a die count as another colour",
            "rest": "set a blank die aside",
            "arrive": "the roll is good enough: step onto the tile",
            "fail": "the roll falls short: the turn ends",
            "camp": "make camp here",
            "tent here": "pitch a tent here",
        },
        useless=_idle_recolour,
    ),
    "temple": Hints(
        last=("skip", "end exploration", "end turn"),
        end_words=("end turn",),
        explain={
            "start key": "a free key to start with, into your backpack",
            "take": "sail your pirogue to a river site and take a tile there",
            "deliver": "deliver treasures of one kind",
            "no delivery": "deliver nothing",
            "pay key": "pay a backpack key",
            "pay points": "pay 10 points",
            "key": "where the key goes, for good",
            "place": "lay a room or an altar in the temple",
            "treasure from": "draw the top three of a stack",
            "keep": "the one you keep (the others go back on top)",
            "score": "1 point per door of this colour in your flagged rooms",
            "go": "move your explorer through doors your keys open",
            "passage": "cross a wall or closed door with a passage token",
            "dig": "plant a flag here (dig N: on bonus space N)",
            "return": "slip back through the passage",
            "stay": "stay where you are",
            "rescue": "buy a backpack key for 10 points",
            "end exploration": "stop exploring this turn",
            "tent explore": "use your tent: explore once more",
            "tent key": "use your tent: a key into your backpack",
            "use": "carry out this action of your tile",
            "skip": "leave this action of your tile unused",
        },
    ),
}


def hints_for(game_name: str) -> Hints:
    return HINTS.get(game_name, Hints())
