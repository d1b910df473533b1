"""The lost temple told in words: rooms laid, keys paid, treasures kept."""

from __future__ import annotations

from expeditions.core.narration import Narrator, Step, Told, Turn

PHRASES = {
    "en": {
        "start key": "{who} took a {colour} key to start with",
        "take": "{who} sailed to site {site_upper} and took the {tile} tile",
        "deliver": "{who} delivered {count} {treasure}",
        "no delivery": "{who} delivered nothing",
        "end delivery": "{who} finished delivering",
        "play bonus card": "{who} played the bonus card",
        "play kinds card": "{who} played the kinds card",
        "play forest card": "{who} played the forest card",
        "pay key": "{who} paid a {colour} key",
        "pay points": "{who} paid 10 points",
        "key": "{who} put a {colour} key in {store}",
        "place": "{who} placed {tile} at {space}",
        "treasure from": "{who} drew treasures from stack {stack}",
        "treasure open": "{who} took the open {treasure}",
        "keep": "{who} kept {text_rest}",
        "score": "{who} scored the {colour} doors of their rooms",
        "go": "{who} went to {space}",
        "passage": "{who} went through a passage to {space}",
        "card passage": "{who} played a passage card to {space}",
        "dig": "{who} dug{at_bonus}",
        "return": "{who} slipped back through the passage",
        "stay": "{who} stayed",
        "rescue": "{who} bought a {colour} key for 10 points",
        "end exploration": "{who} ended the exploration",
        "tent explore": "{who} used the tent to explore again",
        "tent key": "{who} used the tent for a {colour} key",
        "play explore card": "{who} played the explore card",
        "play key card": "{who} played the key card for a {colour} key in {store}",
        "play plane card": "{who} played the plane card",
        "end turn": "{who} ended the turn",
        "use": "{who} used the {text_rest} action of the tile",
        "skip": "{who} skipped the {text_rest} action of the tile",
        "chance:draw room": "drew room {tile}",
        "chance:altar top": "the next altar shows {altar}",
        "chance:draw": "drew {text_rest}",
        "chance:refill": "{text_rest} refilled",
        "chance:wheel": "the price wheel set at {text_rest}",
        "secret_draw": "drew something only they saw",
        "setup": "The temple was set up: {what}.",
        "dealt": "{n} tiles dealt to the river sites",
        "bonus": "on bonus space {count}",
    },
    "el": {
        "go": "{who} πήγε στο {space}",
        "dig": "{who} έσκαψε{at_bonus}",
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
        out["site_upper"] = step.parts.get("site", "").upper()
        count = step.parts.get("count")
        dug_at = count and step.verb == "dig"
        out["at_bonus"] = " " + self.say("bonus", count=count) if dug_at else ""
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
