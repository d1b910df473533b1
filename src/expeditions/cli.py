"""One command line over the whole project: `expeditions --help`."""

from __future__ import annotations

import importlib

import typer

app = typer.Typer(
    name="expeditions",
    help=(
        "Four exploration board games (cave, southpole, relic, temple): play them in "
        "the terminal or the browser, replay records, benchmark the engine, and run "
        "bot tournaments."
    ),
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

# Each module below adds its own commands with `register(app)`.
COMMAND_MODULES = (
    "expeditions.terminal.commands",
    "expeditions.bench",
    "expeditions.sim.commands",
    "expeditions.server.commands",
)


def _register_all() -> None:
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name and name.startswith(exc.name):
                continue
            raise
        module.register(app)


_register_all()


def main() -> None:
    app()


if __name__ == "__main__":
    main()
