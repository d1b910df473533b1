"""Cave told in words: steps through the cave, tiles laid, kit packed."""

from __future__ import annotations

from typing import Any

from expeditions.core.narration import Narrator, Step, Told, Turn

PHRASES = {
    "en": {
        "move": "{who} moved to {space}",
        "crawl": "{who} crawled to {space}",
        "dive": "{who} dived to {space}",
        "boat": "{who} took the boat to {space}",
        "end turn": "{who} ended the turn",
        "discover": "{who} explored a new passage",
        "photo": "{who} took a photograph",
        "explore": "{who} explored",
        "refill": "{who} repacked at base camp",
        "pitch": "{who} pitched the tent",
        "pack": "{who} packed up the tent",
        "arrange": "{who} rearranged the tent",
        "abandon": "{who} abandoned the tent",
        "take tent": "{who} took the tent",
        "leave tent": "{who} left the tent behind",
        "drop": "{who} dropped a {item}",
        "place": "{who} laid tile {tile} at {space}",
        "rockfall": "{who} set off a rockfall at {space}",
        "bag": "{who} packed {count} {item} in the backpack",
        "tent": "{who} packed {count} {item} in the tent",
        "chance:draw": "drew tile {tile}",
        "chance:first player": "{first} goes first",
        "kit": "{who} packed their kit",
        "kit_hidden": "{who} packed their starting kit in secret",
        "lost": "{whom} lost {items}.",
        "then:drop": "dropped a {item}",
        "then:move": "moved to {space}",
        "then:crawl": "crawled to {space}",
    },
    "el": {
        "move": "{who} μετακινήθηκε στο {space}",
        "end turn": "{who} τελείωσε τον γύρο",
        "kit_hidden": "{who} ετοίμασε κρυφά τον αρχικό εξοπλισμό",
    },
}

KIT_VERBS = ("bag", "tent", "take tent", "leave tent")


class CaveNarrator(Narrator):
    phrases = PHRASES
    needs_observations = False

    def values(self, step: Step, who: str = "") -> dict[str, Any]:
        out = super().values(step, who)
        if "seat" in step.parts:
            out["first"] = self.name(int(step.parts["seat"]))
        return out

    def decision(self, turn: Turn) -> str:
        step = turn.step
        assert step is not None
        if step.secret:
            return self.say("kit_hidden", who=self.name(turn.seat))
        return super().decision(turn)

    def tell(self, turn: Turn) -> Told:
        step = turn.step
        assert step is not None
        told = super().tell(turn)
        if step.secret or step.verb in KIT_VERBS:
            said = [t for t in (self.chance(s, turn) for s in turn.chance) if t]
            after = f"{', '.join(said)}." if said else ""
            after = after[:1].upper() + after[1:]
            text = self.decision(turn)
            return Told(text, merge="secret kit" if step.secret else "kit", after=after)
        if step.verb == "drop":
            return Told(told.text, merge="drop", then=self.say("then:drop", **self.values(step)))
        return told

    def merged(self, key: str, seat: int | None, count: int) -> str | None:
        if key == "secret kit":
            return self.say("kit_hidden", who=self.name(seat))
        if key == "kit":
            return self.say("kit", who=self.name(seat))
        return super().merged(key, seat, count)
