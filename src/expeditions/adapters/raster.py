"""Pictures of an observation as RGB arrays, for `render_mode="rgb_array"`.

The game's own SVG renderer (`expeditions.games.<game>.render.svg`) is
rasterised with CairoSVG (which needs the system cairo library). Where the
game has no SVG renderer, or CairoSVG or cairo is missing, the text view is
drawn into an image with Pillow instead, so every game can be rendered.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from typing import Any

import numpy as np

from expeditions.core import game_class

Renderer = Callable[..., str]


def renderer(game_name: str, kind: str) -> Renderer | None:
    """The game's `render.<kind>` function (`svg` or `text`), or None."""
    module = game_class(game_name).renderer
    found = getattr(module, kind, None) if module is not None else None
    return found if callable(found) else None


def text_of(game_name: str, observation: Any) -> str:
    """The game's text view of `observation`, or its indented JSON."""
    draw = renderer(game_name, "text")
    if draw is not None:
        return draw(observation)
    return json.dumps(observation, indent=1, sort_keys=True)


def cairo_available() -> bool:
    """Whether CairoSVG and the cairo library it needs can be loaded."""
    try:
        import cairosvg  # noqa: F401
    except (ImportError, OSError):
        return False
    return True


def svg_to_rgb(svg: str, width: int | None = None) -> np.ndarray:
    """Rasterise an SVG document on white: an (H, W, 3) uint8 array."""
    import cairosvg
    from PIL import Image

    png = cairosvg.svg2png(bytestring=svg.encode(), output_width=width, background_color="white")
    with Image.open(io.BytesIO(png)) as image:
        return np.asarray(image.convert("RGB"), dtype=np.uint8)


def text_to_rgb(text: str, max_lines: int = 200) -> np.ndarray:
    """Draw monospaced text in black on white: an (H, W, 3) uint8 array."""
    from PIL import Image, ImageDraw, ImageFont

    lines = text.splitlines()[:max_lines] or [""]
    font = ImageFont.load_default()
    width = max(8 + 7 * max(len(line) for line in lines), 16)
    height = 8 + 14 * len(lines)
    image = Image.new("RGB", (width, height), "white")
    pen = ImageDraw.Draw(image)
    for i, line in enumerate(lines):
        pen.text((4, 4 + 14 * i), line, fill="black", font=font)
    return np.asarray(image, dtype=np.uint8)


def observation_to_rgb(game_name: str, observation: Any, width: int | None = None) -> np.ndarray:
    """The observation as a picture: its SVG when possible, else its text."""
    draw = renderer(game_name, "svg")
    if draw is not None and cairo_available():
        return svg_to_rgb(draw(observation), width)
    return text_to_rgb(text_of(game_name, observation))
