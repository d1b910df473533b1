"""Cave told in words: steps through the cave, tiles laid, kit packed."""

from __future__ import annotations

from typing import Any

from expeditions.core.narration import Narrator, Step, Told, Turn
from expeditions.core.words import BoardWords

from .components import KIND_NAMES, TILE_KIND
from .render import KIND_EL

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
        "drop": "{who} dropped {a_item}",
        "place": "{who} laid it at {space}",
        "then:place": "laid it at {space}",
        "rockfall": "{who} set off a rockfall at {space}",
        "bag": "{who} packed {count} {item} in the backpack",
        "tent": "{who} packed {count} {item} in the tent",
        "chance:draw": "drew {a_kind} tile",
        "chance:first player": "{first} goes first",
        "kit": "{who} packed their kit",
        "kit_hidden": "{who} packed their starting kit in secret",
        "lost": "{whom} lost {items}.",
        "then:drop": "dropped {a_item}",
        "then:end turn": "ended the turn",
    },
    "el": {
        "move": "{who} μετακινήθηκε στο {space}",
        "crawl": "{who} σύρθηκε στο {space}",
        "dive": "{who} καταδύθηκε στο {space}",
        "boat": "{who} πήγε με τη λέμβο στο {space}",
        "end turn": "{who} τελείωσε τον γύρο",
        "discover": "{who} εξερεύνησε νέο πέρασμα",
        "photo": "{who} τράβηξε φωτογραφία",
        "explore": "{who} εξερεύνησε",
        "refill": "{who} ανεφοδιάστηκε στην αρχική βάση",
        "pitch": "{who} έστησε τη σκηνή",
        "pack": "{who} μάζεψε τη σκηνή",
        "arrange": "{who} τακτοποίησε τη σκηνή",
        "abandon": "{who} εγκατέλειψε τη σκηνή",
        "take tent": "{who} πήρε τη σκηνή",
        "leave tent": "{who} άφησε πίσω τη σκηνή",
        "drop": "{who} άφησε: {a_item}",
        "place": "{who} το τοποθέτησε στο {space}",
        "then:place": "το τοποθέτησε στο {space}",
        "rockfall": "{who} προκάλεσε κατολίσθηση στο {space}",
        "bag": "{who} έβαλε {count} {item} στο σακίδιο",
        "tent": "{who} έβαλε {count} {item} στη σκηνή",
        "chance:draw": "τράβηξε πλακίδιο: {a_kind}",
        "chance:first player": "ξεκινά: {first}",
        "kit": "{who} ετοίμασε τον εξοπλισμό",
        "kit_hidden": "{who} ετοίμασε κρυφά τον αρχικό εξοπλισμό",
        "lost": "{whom} έχασε: {items}.",
        "then:drop": "άφησε: {a_item}",
        "then:end turn": "τελείωσε τον γύρο",
    },
}

TERMS = {
    "el": BoardWords(
        {
            "consumable": "αναλώσιμο",
            "rope": "σχοινί",
            "oxygen": "οξυγόνο",
            "half-oxygen": "μισή φιάλη οξυγόνου",
            "camera": "φωτογραφική μηχανή",
            "boat": "λέμβος",
            **KIND_EL,
        },
        [(r"squeeze (\d)", "στένωμα {0}")],
    )
}

KIT_VERBS = ("bag", "tent", "take tent", "leave tent")


def _without(text: str, turn: Turn, narrator: Narrator) -> str:
    """A decision's text without the name it starts with."""
    who = narrator.name(turn.seat)
    return text[len(who) :].strip() if text.startswith(who) else text


class CaveNarrator(Narrator):
    phrases = PHRASES
    terms = TERMS
    needs_observations = False

    def values(self, step: Step, who: str = "") -> dict[str, Any]:
        out = super().values(step, who)
        if "seat" in step.parts:
            out["first"] = self.name(int(step.parts["seat"]))
        if step.verb == "draw" and step.parts.get("tile", "").isdigit():
            kind = KIND_NAMES[TILE_KIND[int(step.parts["tile"])]]
            out["a_kind"] = f"{'an' if kind[0] in 'aeiou' else 'a'} {kind}"
            if self.lang != "en":
                out["a_kind"] = self.term(kind)
        item = step.parts.get("item", "")
        out["a_item"] = item if item == "oxygen" else f"a {item}" if item else ""
        if self.lang != "en":
            out["a_item"] = self.term(item)
        return out

    def decision(self, turn: Turn) -> str:
        step = turn.step
        assert step is not None
        if step.secret:
            return self.say("kit_hidden", who=self.name(turn.seat))
        return super().decision(turn)

    def tell(self, turn: Turn) -> Told:
        """A turn of Cave is one line: each step after the first is added to it."""
        step = turn.step
        assert step is not None
        said = [t for t in (self.chance(s, turn) for s in turn.chance) if t]
        if step.secret:
            after = f"{', '.join(said)}." if said else ""
            after = after[:1].upper() + after[1:]
            return Told(self.decision(turn), merge="secret kit", after=after)
        if step.verb in KIT_VERBS:  # what was packed shows on the board; the line says so
            return Told(self.say("kit", who=self.name(turn.seat)), merge="turn", then="")
        text = self.decision(turn)
        then = self.say(f"then:{step.verb}", **self.values(step)) or _without(text, turn, self)
        if said:
            text = f"{text}: {', '.join(said)}"
            then = f"{then}: {', '.join(said)}"
        return Told(text, merge="turn", then=then)

    def merged(self, key: str, seat: int | None, count: int) -> str | None:
        if key == "secret kit":
            return self.say("kit_hidden", who=self.name(seat))
        return super().merged(key, seat, count)
