"""Roll to the South Pole told in words: dice taken, steps tried, tiles seen."""

from __future__ import annotations

from expeditions.core.narration import Narrator, Step, Told, Turn
from expeditions.core.words import BoardWords

from .components import COLOURS, NEED

PHRASES = {
    "en": {
        "choose": "{who} took {dice}",
        "move": "{who} set out for {space}",
        "peek": "{who} peeked at the tile at {space}",
        "reroll": "{who} rerolled die {die}",
        "recolour": "{who} counted die {die} as {colour}",
        "rest": "{who} set blank die {die} aside",
        "arrive": "{who} reached {target}",
        "fail": "{who} fell short of {target}",
        "camp": "{who} made camp",
        "tent": "{who} pitched a tent",
        "then:choose": "took {dice}",
        "then:move": "set out for {space}",
        "then:reroll": "rerolled die {die}",
        "then:recolour": "counted die {die} as {colour}",
        "then:rest": "set blank die {die} aside",
        "then:arrive": "{target} reached",
        "then:fail": "fell short of {target}",
        "then:camp": "made camp",
        "then:tent": "pitched a tent",
        "tile": "the tile needs {need}",
        "rolled": "rolled {faces}",
        "setup_backs": "The tiles were dealt face down ({n} of them).",
        "there": "there",
        "flag": "planted a flag",
        "and_flag": "and planted a flag",
    },
    "el": {
        "choose": "{who} πήρε {dice}",
        "move": "{who} ξεκίνησε για το {space}",
        "peek": "{who} κοίταξε κρυφά το πλακίδιο στο {space}",
        "reroll": "{who} ξανάριξε το ζάρι {die}",
        "recolour": "{who} μέτρησε το ζάρι {die} ως {colour}",
        "rest": "{who} άφησε στην άκρη το κενό ζάρι {die}",
        "arrive": "{who} έφτασε στο {target}",
        "fail": "{who} δεν έφτασε στο {target}",
        "camp": "{who} έστησε καταυλισμό",
        "tent": "{who} έστησε σκηνή",
        "then:choose": "πήρε {dice}",
        "then:move": "ξεκίνησε για το {space}",
        "then:reroll": "ξανάριξε το ζάρι {die}",
        "then:recolour": "μέτρησε το ζάρι {die} ως {colour}",
        "then:rest": "άφησε στην άκρη το κενό ζάρι {die}",
        "then:arrive": "έφτασε στο {target}",
        "then:fail": "δεν έφτασε στο {target}",
        "then:camp": "έστησε καταυλισμό",
        "then:tent": "έστησε σκηνή",
        "tile": "το πλακίδιο ζητά {need}",
        "rolled": "έφερε {faces}",
        "setup_backs": "Τα πλακίδια μοιράστηκαν κλειστά ({n}).",
        "there": "εκεί",
        "flag": "τοποθέτησε σημαία",
        "and_flag": "και τοποθέτησε σημαία",
    },
}

_COLOUR_EL = {"white": ("λευκό", "λευκά"), "black": ("μαύρο", "μαύρα"), "blue": ("μπλε", "μπλε")}
_PLURAL_EL = dict(_COLOUR_EL.values())
"""A colour's word as it goes with one die, to the word as it goes with several."""
TERMS = {
    "el": BoardWords(
        {"blank": "κενό", **{c: one for c, (one, _) in _COLOUR_EL.items()}},
        [
            (r"1 (white|black|blue)", "1 {0}"),
            (r"(\d+) (white|black|blue)", lambda n, c: f"{n} {_PLURAL_EL.get(c, c)}"),
            (r"(.+?), (.+)", "{0}, {1}"),
        ],
    )
}


def need_text(tile: int, lang: str = "en") -> str:
    """What a tile asks of the dice: "a white total of 3 and a black total of 2"."""
    need = NEED[tile]
    if lang == "el":
        totals = [f"{_COLOUR_EL[COLOURS[c]][1]} σύνολο {n}" for c, n in enumerate(need) if n]
        return " και ".join(totals) or "τίποτα"
    totals = [f"a {COLOURS[c]} total of {n}" for c, n in enumerate(need) if n]
    return " and ".join(totals) or "nothing"


def _flags_planted(turn: Turn) -> bool:
    """Whether the acting player's flags left went down in this turn."""
    if turn.before is None or turn.after is None or turn.seat is None:
        return False
    before, after = turn.before.get("flags_left"), turn.after.get("flags_left")
    return bool(before and after and after[turn.seat] < before[turn.seat])


class SouthPoleNarrator(Narrator):
    """One line per move: the dice taken, the steps, the rolls, where it ended."""

    phrases = PHRASES
    terms = TERMS

    def __init__(self, lang: str = "en", names=()) -> None:  # type: ignore[no-untyped-def]
        super().__init__(lang, names)
        self.target = ""

    def values(self, step: Step, who: str = "") -> dict:  # type: ignore[type-arg]
        out = super().values(step, who)
        out["target"] = self.target or self.say("there")
        return out

    def chance(self, step: Step, turn: Turn) -> str:
        if step.secret:
            return ""
        if step.verb == "tile":
            return self.say("tile", need=need_text(int(step.parts["tile"]), self.lang))
        return ""

    def tell(self, turn: Turn) -> Told:
        step = turn.step
        assert step is not None
        if step.verb == "move":
            self.target = step.parts.get("space", "")
        text = self.decision(turn)
        said = [t for t in (self.chance(s, turn) for s in turn.chance) if t]
        faces: dict[str, list[str]] = {}
        for s in turn.chance:
            if s.verb == "roll":
                colour, face = s.parts.get("colour", ""), s.parts.get("face", "")
                faces.setdefault(self.term(colour), []).append(self.term(face))
        if faces:
            said.append(
                self.say("rolled", faces="; ".join(f"{c} {', '.join(f)}" for c, f in faces.items()))
            )
        if _flags_planted(turn):
            text = f"{text} {self.say('and_flag')}"
        then = self.say(f"then:{step.verb}", **self.values(step)) if not step.secret else None
        if then and _flags_planted(turn):
            then = f"{then} {self.say('and_flag')}"
        if said:
            text = f"{text}: {', '.join(said)}"
            if then:
                then = f"{then}: {', '.join(said)}"
        merge = "turn" if step.verb not in ("peek", None) else ("secret" if step.secret else None)
        return Told(text + ".", merge=merge, then=then)

    def setup(self, turn: Turn) -> str:
        backs = sum(1 for s in turn.chance if s.verb == "back")
        if backs == len(turn.chance):
            return self.say("setup_backs", n=backs)
        return super().setup(turn)
