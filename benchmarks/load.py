"""Load benchmark of the web table: many concurrent games over loopback WebSockets.

    .venv/bin/python benchmarks/load.py --games 100 --moves 60 --game southpole

Starts a server process (as `expeditions serve` runs it: no WebSocket
compression) on a fresh SQLite file (or uses --url and --db of a
running one), creates the games with every seat human, and plays each seat
with a scripted WebSocket client choosing uniformly among the legal actions.
Every seat connects before play starts, and the clients do not collect garbage
while they play, so the figures are the server's. Reports the move round trip
(action sent -> the mover's next view received) at p50/p99, the server's and
the clients' CPU time per move, then checks that every game's stored events
replay to the very observations the server shows each seat.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
import orjson
import websockets

import expeditions
from expeditions.core import TERMINAL
from expeditions.server.store import Store

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(db: str) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    code = (
        "import sys, uvicorn; from expeditions.server.app import create_app;"
        f"uvicorn.run(create_app({db!r}, games_per_minute=100000), host='127.0.0.1', port={port},"
        " log_level='warning',"
        " ws_per_message_deflate=False)"
    )
    proc = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=dict(os.environ))
    url = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            httpx.get(f"{url}/api/catalog", timeout=1).raise_for_status()
            return proc, url
        except httpx.HTTPError:
            time.sleep(0.1)
    proc.kill()
    raise SystemExit("the server did not start")


class Start:
    """Every seat connects first; the clock starts once the last has its first view.

    So the round trips measure play, not 200 sockets opening in the same instant.
    """

    def __init__(self, seats: int, pid: int | None) -> None:
        self.waiting = seats
        self.pid = pid
        self.go = asyncio.Event()
        self.at = 0.0
        self.cpu = 0.0
        self.clients = 0.0

    async def arrived(self) -> None:
        self.waiting -= 1
        if self.waiting == 0:
            self.at, self.cpu = time.perf_counter(), server_cpu(self.pid)
            self.clients = time.process_time()
            self.go.set()
        await self.go.wait()


class GameClients:
    """The seats of one game: which have made their decisions, and their sockets,
    closed together once all have (so no client waits on a timer to notice)."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.done: set[int] = set()
        self.sockets: list = []

    async def finish(self) -> None:
        self.done.update(range(self.players))
        for ws in self.sockets:
            await ws.close()


async def play_seat(ws_url: str, game_id: str, seat: dict, moves: int, clients, trips, args, start):
    """Play one seat until every seat of its game made `moves` decisions (or the end).

    The client waits a random 0..2*`think` seconds before each decision, as a
    person would; 0 makes the benchmark a throughput test.
    """
    token, think = seat["token"], args.think
    lean = "" if args.board else "&board=false"
    rng = random.Random(f"{game_id}/{token}")
    async with websockets.connect(f"{ws_url}/ws/games/{game_id}?token={token}{lean}") as ws:
        clients.sockets.append(ws)
        sent_at, sent_seq, done = None, -1, 0
        first = [await ws.recv(decode=False)]
        await start.arrived()
        try:
            while len(clients.done) < clients.players:
                raw = first.pop() if first else await ws.recv(decode=False)
                if raw.startswith(b'{"type":"board"'):
                    continue  # a board following its view: a browser draws it; we need not
                msg = read_head(raw)
                if msg["type"] == "error":
                    raise RuntimeError(f"game {game_id}: {msg['detail']}")
                if msg["type"] != "view":
                    continue
                view = msg["view"]
                if sent_at is not None and view["seq"] > sent_seq:
                    trips.append(time.perf_counter() - sent_at)
                    sent_at = None
                if done >= moves:
                    clients.done.add(seat["seat"])
                if view["to_move"] == TERMINAL or len(clients.done) >= clients.players:
                    await clients.finish()
                    return
                if view["your_turn"] and sent_at is None:
                    if think:
                        # it is our turn, so nobody else can move meanwhile: the seq stays valid
                        await asyncio.sleep(rng.uniform(0, 2 * think))
                    action = view["legal"][rng.randrange(len(view["legal"]))]
                    sent_seq = view["seq"]
                    sent_at = time.perf_counter()
                    message = {"type": "action", "seq": sent_seq, "action": action}
                    await ws.send(orjson.dumps(message).decode())
                    done += 1
        except websockets.ConnectionClosed:
            return  # another seat of the game closed the game's sockets: all are done


def read_head(raw: bytes) -> dict:
    """A message, a view read only up to its observation: what a scripted seat acts on
    (seq, whose turn, the legal actions) comes first, and the observation is most of a
    view. Decoding all of it would make the clients, not the server, the busy ones."""
    cut = raw.find(b',"observation":')
    if cut > 0:
        try:
            return orjson.loads(raw[:cut] + b"}}")
        except orjson.JSONDecodeError:  # the text fell inside a string: read it all
            pass
    return orjson.loads(raw)


def run_loop(main):
    """Run the clients on uvloop when it is installed (it comes with uvicorn[standard]), as
    the server does: the clients share the machine with it, so their overhead counts."""
    try:
        import uvloop
    except ImportError:
        return asyncio.run(main)
    return uvloop.run(main)


def server_cpu(pid: int | None) -> float:
    """CPU seconds the server process has used (user + system; 0 when not ours)."""
    if not pid:
        return 0.0
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def replay_events(store: Store, game_id: str):
    """The state the stored events of a game describe (undos taken back)."""
    header, _status = store.game(game_id)
    game = expeditions.load(header["game"], players=header["players"], **header["options"])
    actions: list[str] = []
    for ev in store.events(game_id):
        if ev.kind == "undo":
            actions.pop()
        else:
            actions.append(ev.text)
    record = {**header, "actions": actions}
    return expeditions.replay(record, game=game)


async def run(args) -> int:
    url, ws_url = args.url, args.url.replace("http", "ws", 1)
    async with httpx.AsyncClient(base_url=url, timeout=30) as client:
        made = []
        for _ in range(args.games):
            body = {
                "game": args.game,
                "players": args.players,
                "seats": ["human"] * args.players,
            }
            r = await client.post("/api/games", json=body)
            r.raise_for_status()
            game = r.json()
            for seat in game["seats"]:  # each invited player claims their seat
                if seat["invite"]:
                    claim = {"invite": seat["invite"]}
                    got = await client.post(f"/api/games/{game['id']}/claim", json=claim)
                    seat["token"] = got.raise_for_status().json()["token"]
            made.append(game)
        trips: list[float] = []
        clients = {g["id"]: GameClients(args.players) for g in made}
        seats = [(g["id"], s) for g in made for s in g["seats"]]
        start = Start(len(seats), args.pid)
        # The clients' own collection pauses would read as the server's latency.
        gc.disable()
        try:
            await asyncio.gather(
                *(
                    play_seat(ws_url, gid, s, args.moves, clients[gid], trips, args, start)
                    for gid, s in seats
                )
            )
        finally:
            gc.enable()
        wall = time.perf_counter() - start.at
        cpu = server_cpu(args.pid) - start.cpu
        clients_cpu = time.process_time() - start.clients
        trips.sort()
        p50 = statistics.median(trips) * 1000
        p99 = trips[min(len(trips) - 1, int(len(trips) * 0.99))] * 1000
        print(
            f"{args.games} {args.game} games x {args.players} seats, think {args.think} s, "
            f"board {'on' if args.board else 'off'}: {len(trips)} moves in {wall:.1f} s "
            f"({len(trips) / wall:.0f} moves/s): round trip p50 {p50:.1f} ms, p99 {p99:.1f} ms"
        )
        if args.pid:
            print(
                f"server CPU: {cpu:.1f} s, {cpu / max(1, len(trips)) * 1000:.2f} ms a move "
                f"(so one free core would carry {len(trips) / max(cpu, 1e-9):.0f} moves/s)"
            )
        print(
            f"clients' CPU: {clients_cpu:.1f} s, "
            f"{clients_cpu / max(1, len(trips)) * 1000:.2f} ms a move"
        )
        store = Store(args.db)
        mismatched = 0
        for g in made:
            state = replay_events(store, g["id"])
            for s in g["seats"]:
                view = (
                    await client.get(f"/api/games/{g['id']}", params={"token": s["token"]})
                ).json()
                if view["observation"] != json.loads(json.dumps(state.observation(s["seat"]))):
                    mismatched += 1
        store.close()
        print(f"records replayed: {len(made)} games, {mismatched} seat views differ")
        return 1 if mismatched else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--moves", type=int, default=50, help="decisions per seat")
    parser.add_argument("--game", default="southpole")
    parser.add_argument(
        "--no-board", dest="board", action="store_false", help="pushes without the SVG board"
    )
    parser.add_argument("--think", type=float, default=0.5, help="mean seconds per decision")
    parser.add_argument("--url", help="a running server (then --db must be its database)")
    parser.add_argument("--db", help="the SQLAlchemy URL of that server's database")
    args = parser.parse_args()
    proc = None
    args.pid = None
    if args.url is None:
        folder = tempfile.mkdtemp(prefix="expeditions-load-")
        args.db = f"sqlite:///{folder}/load.db"
        proc, args.url = start_server(args.db)
        args.pid = proc.pid
    elif args.db is None:
        parser.error("--url needs --db to check the records")
    try:
        code = run_loop(run(args))
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait()
    raise SystemExit(code)


if __name__ == "__main__":
    main()
