"""`expeditions serve`: the web table on the embedded SQLite database."""

from __future__ import annotations

import typer

from .settings import Settings

DEFAULT = Settings()


def serve(
    host: str = typer.Option("127.0.0.1", help="address to listen on"),
    port: int = typer.Option(8000, help="port to listen on"),
    db: str = typer.Option(
        "sqlite:///expeditions.db", help="SQLAlchemy URL: a SQLite file or postgresql+psycopg://..."
    ),
    bot_delay: float = typer.Option(0.4, help="seconds a bot waits before moving, to be watched"),
    bot_workers: int = typer.Option(DEFAULT.bot_workers, help="threads for thinking bots"),
    max_bot_seconds: float = typer.Option(
        DEFAULT.max_bot_seconds, help="the longest a bot may think per decision"
    ),
    max_bot_iterations: int = typer.Option(
        DEFAULT.max_bot_iterations, help="the most search iterations a bot may spend per decision"
    ),
    games_per_minute: int = typer.Option(
        DEFAULT.games_per_minute, help="games one client address may create per minute"
    ),
    ws_compression: bool = typer.Option(
        False, help="compress WebSocket messages (saves bandwidth, costs CPU per push)"
    ),
) -> None:
    """Play in the browser: lobby, invitation links, bots, replays (needs the web extra)."""
    try:
        import uvicorn

        from .app import create_app
    except ModuleNotFoundError as exc:
        typer.echo(
            f"the web table needs the [web] extra ({exc.name} is missing): "
            "pip install 'expeditions[web]'",
            err=True,
        )
        raise typer.Exit(2) from None
    app = create_app(
        db,
        bot_workers=bot_workers,
        bot_delay=bot_delay,
        max_bot_seconds=max_bot_seconds,
        max_bot_iterations=max_bot_iterations,
        games_per_minute=games_per_minute,
    )
    typer.echo(f"Expeditions table on http://{host}:{port}/ (database {db})")
    uvicorn.run(
        app, host=host, port=port, log_level="warning", ws_per_message_deflate=ws_compression
    )


def register(app: typer.Typer) -> None:
    app.command("serve")(serve)
