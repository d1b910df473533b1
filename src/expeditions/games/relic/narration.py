"""Relic Expedition told in words: where explorers went, what the jungle showed,
what the animals did and what anyone lost to them."""

from __future__ import annotations

from typing import Any

from expeditions.core.narration import Narrator, Step, Told, Turn
from expeditions.core.words import BoardWords

from .observation import HIDDEN
from .render import WORDS

PHRASES = {
    "en": {
        "move": "{who} walked to {space}",
        "fly": "{who} flew to {space}",
        "land": "{who} landed at {space}",
        "draw": "{who} drew from the supply bag",
        "leave": "{who} left the jungle",
        "end": "{who} ended the turn",
        "take": "{who} picked up {item}",
        "drop": "{who} dropped {item}",
        "attach": "{who} attached a {feature} at {space}",
        "animal moves": "{who} moved {animal} to {space}",
        "animal stays": "{who} left {animal} where it was",
        "use": "{who} used {item} on {animal}",
        "endure": "{who} endured {animal}",
        "pick": "{who} chose {animal} to move",
        "chance:bag": "it was {item}",
        "chance:relic": "{a_item} relic turned up",
        "chance:roll": "the animal die showed {face} {count}",
        "chance:d8": "the die showed {number}",
        "chance:steal": "{item} was taken",
        "chance:first": "player {seat_plus} goes first",
        "revealed": "revealed {what}",
        "cell": "{kind} at {cell}",
        "lost": "{whom} lost {items}.",
        "knocked": "{whom} was knocked down.",
        "mauled": "{whom} was mauled and is off the board.",
        "setup": "The jungle was laid out: {what}.",
        "first": "{who} goes first",
        "tiles": "{n} tiles",
    },
    "el": {
        "move": "{who} πήγε στο {space}",
        "fly": "{who} πέταξε στο {space}",
        "land": "{who} προσγειώθηκε στο {space}",
        "draw": "{who} τράβηξε από τη σακούλα προμηθειών",
        "leave": "{who} βγήκε από τη ζούγκλα",
        "end": "{who} τελείωσε τον γύρο",
        "take": "{who} πήρε: {item}",
        "drop": "{who} άφησε: {item}",
        "attach": "{who} πρόσθεσε {feature} στο {space}",
        "animal moves": "{who} μετακίνησε {animal} στο {space}",
        "animal stays": "{who} άφησε {animal} εκεί που ήταν",
        "use": "{who} χρησιμοποίησε {item} για {animal}",
        "endure": "{who} άντεξε: {animal}",
        "pick": "{who} διάλεξε να κινηθεί: {animal}",
        "chance:bag": "ήταν: {item}",
        "chance:relic": "βρέθηκε κειμήλιο: {item}",
        "chance:roll": "το ζάρι ζώων έδειξε {face} {count}",
        "chance:d8": "το ζάρι έδειξε {number}",
        "chance:steal": "κλάπηκε: {item}",
        "chance:first": "ξεκινά ο παίκτης {seat_plus}",
        "revealed": "αποκαλύφθηκε {what}",
        "cell": "{kind} στο {cell}",
        "lost": "{whom} έχασε: {items}.",
        "knocked": "{whom} έπεσε κάτω.",
        "mauled": "{whom} τραυματίστηκε βαριά και βγήκε από το ταμπλό.",
        "setup": "Η ζούγκλα στήθηκε: {what}.",
        "first": "ξεκινά: {who}",
        "tiles": "{n} πλακίδια",
    },
}

_TERMS_EL = BoardWords(
    {
        **WORDS["el"].words,
        "monkey-snake": "μαϊμού-φίδι",
        "monkey-boar": "μαϊμού-αγριογούρουνο",
        "monkey-panther": "μαϊμού-πάνθηρας",
    },
    [(r"(snake|boar|panther|monkey) (\d+)", "{0} {1}"), *WORDS["el"].patterns_text],
)
TERMS = {"el": _TERMS_EL}


def _backpacks(obs: dict[str, Any] | None) -> dict[int, list[str]]:
    if not obs:
        return {}
    return {e["seat"]: [i for i in e.get("backpack", []) if i] for e in obs.get("explorers", [])}


def _newly_seen(before: dict[str, Any] | None, after: dict[str, Any] | None) -> list[str]:
    """Items that came into everyone's sight: put on the ground or out of the game."""
    old = [*(before or {}).get("left_the_game", [])]
    for items in (before or {}).get("ground", {}).values():
        old += items
    out = []
    for items in [
        (after or {}).get("left_the_game", []),
        *(after or {}).get("ground", {}).values(),
    ]:
        for item in items:
            if item in old:
                old.remove(item)
            else:
                out.append(item)
    return out


def _explorers(obs: dict[str, Any] | None) -> dict[int, dict[str, Any]]:
    return {e["seat"]: e for e in (obs or {}).get("explorers", [])}


def _cells(obs: dict[str, Any] | None) -> dict[str, str]:
    if not obs:
        return {}
    return {c["cell"]: c["kind"] for c in obs.get("cells", []) if c.get("kind") != "unrevealed"}


class RelicNarrator(Narrator):
    phrases = PHRASES
    terms = TERMS

    def values(self, step: Step, who: str = "") -> dict[str, Any]:
        out = super().values(step, who)
        item = step.parts.get("item", "")
        out["a_item"] = f"{'an' if item[:1] in 'aeiou' else 'a'} {item}" if item else ""
        if "seat" in step.parts:
            out["seat_plus"] = int(step.parts["seat"]) + 1
        return out

    def chance(self, step: Step, turn: Turn) -> str:
        if step.verb in ("tile", "rotate"):
            return ""  # told by what the board shows afterwards
        if step.verb == "first seat":
            return self.say("first", who=self.name(int(step.parts.get("seat", "0"))))
        return super().chance(step, turn)

    def revealed(self, turn: Turn) -> str:
        before, after = _cells(turn.before), _cells(turn.after)
        new = [(c, k) for c, k in after.items() if c not in before]
        if not new:
            return ""
        return self.say(
            "revealed", what=", ".join(self.say("cell", kind=self.term(k), cell=c) for c, k in new)
        )

    def harm(self, turn: Turn) -> str:
        before, after = _backpacks(turn.before), _backpacks(turn.after)
        shown = _newly_seen(turn.before, turn.after)
        said = []
        for seat, items in before.items():
            left = list(after.get(seat, []))
            lost = []
            for item in items:
                if item in left:
                    left.remove(item)
                else:
                    lost.append(item)
            for item in lost:
                if item in shown:
                    shown.remove(item)
            # an item nobody had seen is named by where it went (dropped or stolen)
            lost = [x if x != HIDDEN else (shown.pop(0) if shown else "?") for x in lost]
            step = turn.step
            dropped = step is not None and step.verb == "drop" and seat == turn.seat
            if lost and not dropped and step is not None and step.verb not in ("use", "leave"):
                items = ", ".join(self.term(x) for x in lost)
                said.append(self.say("lost", whom=self.name(seat), items=items))
        was, now = _explorers(turn.before), _explorers(turn.after)
        for seat, e in now.items():
            old = was.get(seat)
            if old is None:
                continue
            if old["cell"] and not e["cell"]:
                said.append(self.say("mauled", whom=self.name(seat)))
            elif e["lying"] and not old["lying"]:
                said.append(self.say("knocked", whom=self.name(seat)))
        return " ".join(said)

    def tell(self, turn: Turn) -> Told:
        text = self.decision(turn)
        outcomes = [t for t in (self.chance(s, turn) for s in turn.chance) if t]
        shown = self.revealed(turn)
        if shown:
            outcomes.append(shown)
        if outcomes:
            text = f"{text}: {', '.join(outcomes)}"
        text += "."
        hurt = self.harm(turn)
        if hurt:
            return Told(f"{text} {hurt}", harm=True)
        merge = "secret" if turn.step is not None and turn.step.secret else None
        return Told(text, merge=merge)

    def setup(self, turn: Turn) -> str:
        tiles = sum(1 for s in turn.chance if s.verb == "tile")
        said = [t for t in (self.chance(s, turn) for s in turn.chance) if t]
        if tiles:
            said.append(self.say("tiles", n=tiles))
        return self.say("setup", what=", ".join(said))
