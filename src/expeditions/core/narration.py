"""The log told in words, with the players' names, for one seat.

`narrate(state, seat)` walks the history as `seat` may know it: the texts of
`state.log(seat)` (secret entries are '?') and the observations `seat` gets
of the positions along the way (replayed from the start). Each player's
action becomes one line, with the chance outcomes that follow it folded into
what they meant; the chance before the first decision (the setup deals)
becomes one line. Each game names a `Narrator` (its class attribute
`narrator`) that gives its own phrases, one table per language.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .words import BoardWords

if TYPE_CHECKING:
    from .state import State

SECRET = "?"


@dataclass(frozen=True)
class Line:
    """One line of the log in words."""

    first: int
    """First history index this line tells."""
    last: int
    """Last history index it tells (setup deals are folded into one line)."""
    seat: int | None
    """The player who acted; None for chance or setup told on its own."""
    text: str
    """In words, in the language asked for."""
    harm: bool = False
    """Something bad happened to `seat` (a boar emptied a backpack...)."""


@dataclass(frozen=True)
class Step:
    """One history entry as the viewer may know it."""

    index: int
    text: str
    """The log text, or '?' for an entry the viewer may not read."""
    action: Any | None
    """The action the text names (None when secret)."""
    verb: str | None
    """The verb's name (None when secret)."""
    parts: Mapping[str, str]
    """Part texts by kind (the first of each kind; "dice" parts joined)."""

    @property
    def secret(self) -> bool:
        return self.text == SECRET


@dataclass
class Turn:
    """One player's decision and the chance that followed it, as the viewer sees it."""

    seat: int | None
    step: Step | None
    """The decision (None for setup chance)."""
    chance: list[Step] = field(default_factory=list)
    before: dict[str, Any] | None = None
    """The viewer's observation before the decision."""
    after: dict[str, Any] | None = None
    """The viewer's observation after the decision and its chance."""
    viewer: int | None = None

    @property
    def first(self) -> int:
        return self.step.index if self.step is not None else self.chance[0].index

    @property
    def last(self) -> int:
        if self.chance:
            return self.chance[-1].index
        return self.first


@dataclass(frozen=True)
class Told:
    """What a narrator says of one turn. Turns whose `merge` keys are equal and
    that follow each other by one seat are told as one line (`merged` then
    gives the text for `count` of them, where the game has such a phrase)."""

    text: str
    harm: bool = False
    merge: str | None = None
    then: str | None = None
    """The text without the name, for a turn told as the continuation of the
    line before (same seat, same `merge` key): "...; then reached g5"."""
    after: str = ""
    """A sentence put after the line's text, merged or not ("Anna goes first.")."""


class _Blank(dict):
    def __missing__(self, key: str) -> str:
        return ""


COMMON: dict[str, dict[str, str]] = {
    "en": {
        "setup": "The game was set up: {what}.",
        "setup_plain": "The game was set up.",
        "secret": "{who} did something only they could see.",
        "secret_many": "{who} made {n} choices only they could see.",
        "action": "{who}: {text}.",
        "chance": "{text}",
        "hidden_chance": "something hidden",
        "then": "{what}; then {more}",
        "stopped": "The game was stopped: {reason}.",
        "nobody": "Nobody wins.",
        "wins": "{who} wins.",
        "win_shared": "{who} share the win.",
        "and": " and ",
        "player": "Player {n}",
    },
    "el": {
        "setup": "Το παιχνίδι στήθηκε: {what}.",
        "setup_plain": "Το παιχνίδι στήθηκε.",
        "secret": "{who}: μια κίνηση που βλέπει μόνο ο ίδιος.",
        "secret_many": "{who}: {n} επιλογές που βλέπει μόνο ο ίδιος.",
        "action": "{who}: {text}.",
        "hidden_chance": "κάτι κρυφό",
        "stopped": "Το παιχνίδι σταμάτησε: {reason}.",
        "nobody": "Κανείς δεν κερδίζει.",
        "wins": "Κερδίζει: {who}.",
        "win_shared": "Μοιράζονται τη νίκη: {who}.",
        "and": " και ",
        "player": "Παίκτης {n}",
    },
}


class Narrator:
    """A game's phrases and how its turns are told. Subclass per game.

    `phrases[lang][key]` are `str.format` templates. Keys used by default:
    the verb's name for a decision (`{who}` and `{<kind>}` of its parts,
    `{text}` the whole text) and `chance:<verb>` for a chance outcome.
    A template names only what the step shows; missing parts read as "".
    """

    phrases: Mapping[str, Mapping[str, str]] = {}
    terms: Mapping[str, BoardWords] = {}
    """Per language other than English, the game's terms (an item, an animal,
    a colour) as part texts are put into that language's phrases."""
    needs_observations: bool = True
    """Whether `tell` reads `turn.before` / `turn.after` (they cost a replay)."""

    def __init__(self, lang: str = "en", names: Sequence[str] = ()) -> None:
        self.lang = lang
        self.names = tuple(names)

    # --- words ---------------------------------------------------------------

    def phrase(self, key: str) -> str | None:
        for table in (self.phrases, COMMON):
            for lang in (self.lang, "en"):
                text = table.get(lang, {}).get(key)
                if text is not None:
                    return text
        return None

    def say(self, key: str, **values: Any) -> str:
        template = self.phrase(key)
        if template is None:
            return ""
        return string.Formatter().vformat(template, (), _Blank(values)).strip()

    def name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return self.say("player", n=seat + 1)

    def term(self, text: str) -> str:
        """A game term (a part's text) in the narrator's language."""
        table = self.terms.get(self.lang)
        return text if table is None else table.text(text)

    def values(self, step: Step, who: str = "") -> dict[str, Any]:
        out: dict[str, Any] = {kind: self.term(part) for kind, part in step.parts.items()}
        out["who"] = who
        out["text"] = step.text
        return out

    # --- telling ---------------------------------------------------------------

    def decision(self, turn: Turn) -> str:
        """The decision in words: the verb's phrase, or the notation."""
        step = turn.step
        assert step is not None
        who = self.name(turn.seat)
        if step.secret:
            return self.say("secret", who=who)
        if step.verb is not None and self.phrase(step.verb) is not None:
            return self.say(step.verb or "", **self.values(step, who))
        return self.say("action", who=who, text=step.text)

    def chance(self, step: Step, turn: Turn) -> str:
        """One chance outcome in words ("" to leave it out)."""
        if step.secret:
            return self.say("hidden_chance")
        key = f"chance:{step.verb}"
        if self.phrase(key) is not None:
            return self.say(key, **self.values(step, self.name(turn.seat)))
        return step.text

    def harm(self, turn: Turn) -> str:
        """What the turn cost the viewer or the actor, said plainly ("" for nothing)."""
        return ""

    def tell(self, turn: Turn) -> Told:
        """A decision and the chance after it, in words."""
        text = self.decision(turn)
        merge = "secret" if turn.step is not None and turn.step.secret else None
        outcomes = [t for t in (self.chance(s, turn) for s in turn.chance) if t]
        if outcomes:
            text = f"{text.rstrip('.')}: {', '.join(outcomes)}."
        hurt = self.harm(turn)
        if hurt:
            text = f"{text} {hurt}"
            merge = None
        return Told(text, harm=bool(hurt), merge=merge)

    def setup(self, turn: Turn) -> str:
        """The chance before the first decision, as one line."""
        said = [t for t in (self.chance(s, turn) for s in turn.chance) if t]
        if not said:
            return self.say("setup_plain")
        return self.say("setup", what=", ".join(_folded(said)))

    def merged(self, key: str, seat: int | None, count: int) -> str | None:
        """The text for `count` merged turns of key `key`, or None to keep the first."""
        if key == "secret":
            return self.say("secret_many", who=self.name(seat), n=count)
        return None


def _folded(texts: Sequence[str]) -> list[str]:
    """Repeated texts counted once each: "back white" x14 → "14× back white"."""
    counts: dict[str, int] = {}
    for text in texts:
        counts[text] = counts.get(text, 0) + 1
    return [text if n == 1 else f"{n}× {text}" for text, n in counts.items()]


def _step(actions: Any, index: int, text: str) -> Step:
    if text == SECRET or actions is None:
        return Step(index, text, None, None, {})
    action = actions.parse(text)
    if action is None:
        return Step(index, text, None, None, {})
    parts: dict[str, str] = {}
    for kind, part in actions.parts(action):
        if kind in parts and kind != "verb":
            parts[kind] = f"{parts[kind]}, {part}"
        else:
            parts.setdefault(kind, part)
    verb = actions.verb_of(action).name
    return Step(index, text, action, verb, parts)


class Turns:
    """One seat's history grouped into turns, kept and extended as the game
    goes on: a table that asks after every move replays only the new part."""

    def __init__(self, state: State, seat: int | None, watch: bool) -> None:
        self.game = state.game
        self.seat = seat
        self.watch = watch
        """Whether the turns carry the seat's observations (a narrator reads them)."""
        self.replay = state.game.new_initial_state()
        self.turns: list[Turn] = []
        self.seen: dict[str, Any] | None = self.replay.observation(seat) if watch else None

    def extend(self, state: State) -> list[Turn]:
        """The turns of `state`'s history (which must continue the one seen so far)."""
        done = len(self.replay.history)
        history = state.history
        if history[:done] != self.replay.history:
            raise ValueError("the history is not a continuation of the one told so far")
        if done == len(history):
            return self.turns
        actions = getattr(self.game, "actions", None)
        log = state.log(self.seat)
        current = self.turns[-1] if self.turns else None
        if current is not None and self.watch:
            self.seen = current.before  # the last turn may still gain chance outcomes
        replay = self.replay
        for index in range(done, len(history)):
            step = _step(actions, index, log[index])
            if replay.is_chance_node():
                if current is None:
                    current = Turn(None, None, before=self.seen, viewer=self.seat)
                    self.turns.append(current)
                current.chance.append(step)
            else:
                self._close(current)
                current = Turn(replay.current_player(), step, before=self.seen, viewer=self.seat)
                self.turns.append(current)
            replay.apply_unchecked(history[index])
        self._close(current)
        return self.turns

    def _close(self, turn: Turn | None) -> None:
        if turn is not None and self.watch:
            turn.after = self.replay.observation(self.seat)
            self.seen = turn.after


def turns(state: State, seat: int | None, narrator: Narrator) -> list[Turn]:
    """The history grouped into turns as `seat` may know it."""
    return Turns(state, seat, narrator.needs_observations).extend(state)


def narrator_for(state: State, lang: str = "en", names: Sequence[str] | None = None) -> Narrator:
    """The game's narrator (its class attribute `narrator`), or the plain one."""
    game = state.game
    kind: Callable[..., Narrator] = getattr(type(game), "narrator", None) or Narrator
    count = game.players
    if names is None:
        names = ()
    chosen = [names[i] if i < len(names) and names[i] else "" for i in range(count)]
    narrator = kind(lang, ())
    narrator.names = tuple(n or narrator.say("player", n=i + 1) for i, n in enumerate(chosen))
    return narrator


def narrate(
    state: State,
    seat: int | None,
    *,
    start: int = 0,
    names: Sequence[str] | None = None,
    lang: str = "en",
    merge: bool = True,
) -> list[Line]:
    """The history from index `start` in words, as `seat` may know it.

    Only `state.log(seat)` and `observation(seat)` of replayed positions are
    read. Lines that end before history index `start` are left out (a line
    that reaches past `start` is given whole: compare `first` to replace it).
    `merge=False` tells each decision on its own line (a player's own moves,
    told one by one as they are made).
    """
    narrator = narrator_for(state, lang, names)
    return tell(narrator, turns(state, seat, narrator), start=start, merge=merge)


def tell(
    narrator: Narrator, told_turns: Sequence[Turn], *, start: int = 0, merge: bool = True
) -> list[Line]:
    """Turns in words, turns of one seat with one `merge` key told as one line."""
    lines: list[Line] = []
    keys: list[str | None] = []
    counts: list[int] = []
    for turn in told_turns:
        if turn.step is None:
            told = Told(narrator.setup(turn))
        else:
            told = narrator.tell(turn)
        if not told.text:
            continue
        if (
            merge
            and told.merge is not None
            and lines
            and keys[-1] == told.merge
            and lines[-1].seat == turn.seat
        ):
            counts[-1] += 1
            prev = lines[-1]
            text = narrator.merged(told.merge, turn.seat, counts[-1])
            if text is None:
                text = prev.text if not told.then else f"{prev.text.rstrip('.')}; {told.then}"
            if told.after:
                text = f"{text.rstrip('.')}. {told.after}"
            lines[-1] = Line(prev.first, turn.last, prev.seat, text, prev.harm or told.harm)
            continue
        text = f"{told.text.rstrip('.')}. {told.after}" if told.after else told.text
        lines.append(Line(turn.first, turn.last, turn.seat, text, told.harm))
        keys.append(told.merge)
        counts.append(1)
    return [line for line in lines if line.last >= start]


def outcome(state: State, names: Sequence[str] | None = None, lang: str = "en") -> str:
    """How the game ended, in words: who won, that nobody did, or that it was stopped."""
    narrator = narrator_for(state, lang, names)
    if state.stopped:
        return narrator.say("stopped", reason=state.stopped)
    if not state.is_terminal():
        return ""
    winners = state.winners()
    if not winners:
        return narrator.say("nobody")
    who = (narrator.phrase("and") or " and ").join(narrator.name(s) for s in winners)
    return narrator.say("wins" if len(winners) == 1 else "win_shared", who=who)
