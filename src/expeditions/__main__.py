"""`python -m expeditions` is the `expeditions` command."""

from .cli import main

main()
