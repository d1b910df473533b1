"""The lost temple told in words: rooms laid, keys paid, treasures kept."""

from __future__ import annotations

from expeditions.core.narration import Narrator, Step, Told, Turn

PHRASES = {
    "en": {
        "start key": "{who} chose a {colour} starting key",
        "take": "{who} took the {text_rest}",
        "no delivery": "{who} delivered nothing",
        "end delivery": "{who} finished delivering",
        "pay key": "{who} paid a {colour} key",
        "pay points": "{who} paid with points",
        "key": "{who} put a {colour} key in {store}",
        "place": "{who} placed {tile} at {space}",
        "treasure from": "{who} drew treasures from stack {stack}",
        "keep": "{who} kept {text_rest}",
        "go": "{who} went to {space}",
        "passage": "{who} took the secret passage to {space}",
        "card passage": "{who} played a passage card to {space}",
        "dig": "{who} dug",
        "return": "{who} went back",
        "stay": "{who} stayed",
        "end exploration": "{who} ended the exploration",
        "end turn": "{who} ended the turn",
        "tent key": "{who} took a {colour} key from the tent",
        "chance:draw room": "drew room {tile}",
        "chance:altar top": "the altar shows {altar}",
        "chance:draw": "drew {text_rest}",
        "chance:refill": "{text_rest} refilled",
        "secret_draw": "drew something only they saw",
        "setup": "The temple was set up: {what}.",
        "dealt": "{n} things dealt to the camp sites",
    },
    "el": {
        "go": "{who} πήγε στο {space}",
        "dig": "{who} έσκαψε",
        "end turn": "{who} τελείωσε τον γύρο",
    },
}


class TempleNarrator(Narrator):
    phrases = PHRASES
    needs_observations = False

    def values(self, step: Step, who: str = "") -> dict[str, object]:
        out = super().values(step, who)
        rest = step.text
        if step.verb and rest.startswith(step.verb):
            rest = rest[len(step.verb) :].strip()
        out["text_rest"] = rest
        return out

    def chance(self, step: Step, turn: Turn) -> str:
        if step.secret:
            return ""
        return super().chance(step, turn)

    def tell(self, turn: Turn) -> Told:
        told = super().tell(turn)
        if any(s.secret for s in turn.chance) and turn.step is not None:
            return Told(f"{told.text.rstrip('.')} ({self.say('secret_draw')}).", told.harm)
        return told

    def setup(self, turn: Turn) -> str:
        deals = sum(1 for s in turn.chance if s.verb == "deal")
        said = [t for t in (self.chance(s, turn) for s in turn.chance if s.verb != "deal") if t]
        if deals:
            said.append(self.say("dealt", n=deals))
        return self.say("setup", what=", ".join(said))
