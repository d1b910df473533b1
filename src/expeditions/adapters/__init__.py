"""Expeditions for other frameworks: OpenSpiel and PettingZoo.

Each adapter is imported on its own and needs the `[rl]` extra; importing
`expeditions` never imports them.

- `openspiel`: every game as `pyspiel` game `python_expeditions_<game>`.
- `pettingzoo`: every game as an AEC environment, `pettingzoo.env(name)`.
- `encoding`: observations as fixed-size vectors and canonical strings.
- `raster`: observations as RGB pictures (SVG through CairoSVG, else text).
"""
