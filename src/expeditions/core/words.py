"""Words drawn inside a board, in the language the table asked for.

A renderer draws in English; a `BoardWords` per other language turns the
text it put inside `<text>`, `<tspan>` and `<title>` elements into that
language, leaving the drawing, its `data-part` marks and everything else as
they are (so English boards stay byte for byte what they were).

A text is looked up whole in `words`; else the first pattern that matches
all of it gives the translation, each of its groups translated the same way
in turn ("n5 quicksand" → label and kind, "vine, raft" → each item); a
template is a `str.format` string of the translated groups or a function of
them (for a word whose form depends on another). A text nothing matches stays
as it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from html import escape, unescape

Template = str | Callable[..., str]
"""A `str.format` template of the translated groups, or a function of them."""

_NODE = re.compile(r"(<(text|tspan|title)\b[^>]*>)([^<]+)(?=<)")


class BoardWords:
    """One language's words for one game's board."""

    def __init__(self, words: Mapping[str, str], patterns: Sequence[tuple[str, str]] = ()) -> None:
        self.words = dict(words)
        self.patterns_text = list(patterns)
        """The patterns as given, for a table that extends this one."""
        self.patterns = [(re.compile(p), template) for p, template in patterns]

    def text(self, text: str) -> str:
        """`text` in this language (unchanged where nothing matches)."""
        found = self.words.get(text)
        if found is not None:
            return found
        for pattern, template in self.patterns:
            m = pattern.fullmatch(text)
            if m is not None:
                groups = [g if g is None or g == text else self.text(g) for g in m.groups()]
                filled = ["" if g is None else g for g in groups]
                return template(*filled) if callable(template) else template.format(*filled)
        return text

    def svg(self, svg: str) -> str:
        """Every text node of an SVG drawing in this language."""

        def one(m: re.Match[str]) -> str:
            raw = m.group(3)
            inner = unescape(raw)
            body = inner.strip()
            if not body:
                return m.group(0)
            said = self.text(body)
            if said == body:
                return m.group(0)
            lead = inner[: len(inner) - len(inner.lstrip())]
            trail = inner[len(inner.rstrip()) :]
            return m.group(1) + escape(lead + said + trail, quote=False)

        return _NODE.sub(one, svg)


def in_language(svg: str, lang: str, tables: Mapping[str, BoardWords]) -> str:
    """The drawing in `lang`: as drawn for English or a language without words."""
    table = tables.get(lang)
    return svg if table is None else table.svg(svg)
