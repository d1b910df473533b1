"""The lost temple told in words: rooms laid, keys paid, treasures kept."""

from __future__ import annotations

from expeditions.core.narration import Narrator, Step, Told, Turn
from expeditions.core.words import BoardWords

from .render import WORDS

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
        "start key": "{who} πήρε αρχικό κλειδί: {colour}",
        "take": "{who} έπλευσε στη θέση {site_upper} και πήρε το πλακίδιο «{tile}»",
        "deliver": "{who} παρέδωσε {count} {treasure}",
        "no delivery": "{who} δεν παρέδωσε τίποτα",
        "end delivery": "{who} τελείωσε την παράδοση",
        "play bonus card": "{who} έπαιξε την κάρτα μπόνους",
        "play kinds card": "{who} έπαιξε την κάρτα ειδών",
        "play forest card": "{who} έπαιξε την κάρτα δάσους",
        "pay key": "{who} πλήρωσε κλειδί: {colour}",
        "pay points": "{who} πλήρωσε 10 πόντους",
        "key": "{who} έβαλε κλειδί ({colour}) στο {store}",
        "place": "{who} τοποθέτησε: {tile} στο {space}",
        "treasure from": "{who} τράβηξε θησαυρούς από τη στοίβα {stack}",
        "treasure open": "{who} πήρε τον ανοιχτό θησαυρό: {treasure}",
        "keep": "{who} κράτησε: {text_rest}",
        "score": "{who} βαθμολόγησε τις πόρτες ({colour}) των δωματίων του",
        "go": "{who} πήγε στο {space}",
        "passage": "{who} πέρασε από μυστικό πέρασμα στο {space}",
        "card passage": "{who} έπαιξε κάρτα περάσματος προς το {space}",
        "dig": "{who} έσκαψε{at_bonus}",
        "return": "{who} γύρισε πίσω από το πέρασμα",
        "stay": "{who} έμεινε",
        "rescue": "{who} αγόρασε κλειδί ({colour}) για 10 πόντους",
        "end exploration": "{who} τελείωσε την εξερεύνηση",
        "tent explore": "{who} χρησιμοποίησε τη σκηνή για νέα εξερεύνηση",
        "tent key": "{who} χρησιμοποίησε τη σκηνή για κλειδί: {colour}",
        "play explore card": "{who} έπαιξε την κάρτα εξερεύνησης",
        "play key card": "{who} έπαιξε την κάρτα κλειδιού για κλειδί ({colour}) στο {store}",
        "play plane card": "{who} έπαιξε την κάρτα υδροπλάνου",
        "end turn": "{who} τελείωσε τον γύρο",
        "use": "{who} έκανε την ενέργεια «{text_rest}» του πλακιδίου",
        "skip": "{who} παρέλειψε την ενέργεια «{text_rest}» του πλακιδίου",
        "chance:draw room": "τράβηξε το δωμάτιο {tile}",
        "chance:deal": "{text_rest}",
        "chance:altar top": "ο επόμενος βωμός δείχνει {altar}",
        "chance:draw": "τράβηξε {text_rest}",
        "chance:refill": "συμπληρώθηκε: {text_rest}",
        "chance:wheel": "ο τροχός τιμών στο {text_rest}",
        "secret_draw": "τράβηξε κάτι που είδε μόνο ο ίδιος",
        "setup": "Ο ναός στήθηκε: {what}.",
        "dealt": "{n} πλακίδια μοιράστηκαν στις θέσεις του ποταμού",
        "bonus": "στη θέση μπόνους {count}",
    },
}

_TEMPLE_TERMS = {
    **WORDS["el"].words,  # the board's words for colours, treasures, spaces and scoring
    "camp": "καταυλισμό",
    "backpack": "σακίδιο",
    "multi": "πολλαπλός",
    "key": "κλειδί",
    "points": "πόντοι",
    "passage": "μυστικό πέρασμα",
}
_CARD_EL = {
    "kinds": "ειδών",
    "passage": "περάσματος",
    "forest": "δάσους",
    "bonus": "μπόνους",
    "explore": "εξερεύνησης",
    "five": "πέντε",
    "pair": "ζεύγους",
    "colours": "χρωμάτων",
    "key": "κλειδιού",
    "plane": "υδροπλάνου",
}
TERMS = {
    "el": BoardWords(
        _TEMPLE_TERMS,
        [
            (r"key (\w+)", "{0} κλειδί"),
            (r"(\w+) card", lambda kind: f"κάρτα {_CARD_EL.get(kind, kind)}"),
            (r"(.+) to ([a-f])", lambda tile, site: f"{tile} στη θέση {site.upper()}"),
            (r"(\S+) (.+)", "{0} {1}"),
        ],
    )
}


class TempleNarrator(Narrator):
    phrases = PHRASES
    terms = TERMS
    needs_observations = False

    def values(self, step: Step, who: str = "") -> dict[str, object]:
        out = super().values(step, who)
        rest = step.text
        if step.verb and rest.startswith(step.verb):
            rest = rest[len(step.verb) :].strip()
        out["text_rest"] = self.term(rest)
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
