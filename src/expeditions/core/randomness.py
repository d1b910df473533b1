"""The one policy for a seeded game's random streams, shared by every driver.

`expeditions.play`, the terminal and the web table draw from the same
streams, so a game with seed S and the same bots is the same game wherever it
is played:

- **chance**: one stream `Random(seed)`; each chance node takes exactly one
  `random()` from it, in order, so the n-th chance outcome depends only on the
  seed, n and the outcomes offered there (`chance_stream`, `chance_at`);
- **each seat** has its own stream `Random("<seed>/seat/<seat>")`, handed to
  its bot at every decision, in order (`seat_stream`). How much a bot draws
  is its own affair, so a driver that must stop and resume a game keeps the
  stream's position as text (`stream_text`, `stream_from_text`).
"""

from __future__ import annotations

import base64
import random
import struct

_WORDS = 625
"""A Mersenne Twister state: 624 words and the position in them."""


def chance_stream(seed: int | str | None) -> random.Random:
    """The generator chance nodes draw from, one `random()` each, in order."""
    return random.Random(seed)


def chance_at(seed: int | str | None, drawn: int) -> random.Random:
    """The chance stream positioned after `drawn` chance outcomes."""
    rng = chance_stream(seed)
    for _ in range(drawn):
        rng.random()
    return rng


def seat_stream(seed: int | str | None, seat: int) -> random.Random:
    """The generator a seat's bot is handed at each of its decisions."""
    return random.Random(f"{seed}/seat/{seat}")


bot_rng = seat_stream
"""The name drivers have used for a seat's stream."""


def stream_text(rng: random.Random) -> str:
    """A stream's exact position as short text (about 3,300 characters)."""
    version, words, gauss = rng.getstate()
    if version != 3 or gauss is not None or len(words) != _WORDS:
        raise ValueError("only a plain Mersenne Twister stream can be saved")
    return base64.b64encode(struct.pack(f"<{_WORDS}I", *words)).decode("ascii")


def stream_from_text(text: str) -> random.Random:
    """The stream `stream_text` described, at the same position."""
    words = struct.unpack(f"<{_WORDS}I", base64.b64decode(text))
    rng = random.Random(0)  # any seed: the state is replaced (and 0 reads no entropy)
    rng.setstate((3, words, None))
    return rng


def copy_stream(rng: random.Random) -> random.Random:
    """An independent generator at the same position (to think on a copy)."""
    other = random.Random(0)
    other.setstate(rng.getstate())
    return other
