"""``make bench``'s server line: 400 connections playing 100 tables at once.

    python -m game.net.bench                  (``make bench`` runs it)
    python -m game.net.bench --tables 20      a smaller run

A table server process (``main.py --serve --port 0`` on 127.0.0.1, its saves on tmpfs when
the machine has one: the figure is the server's, not the disk's) hosts ``--tables`` tables
(the four games in turn, 4 seats each, every seat remote); at most 4 client processes
(``--client``) each hold a quarter of the seats, one connection per seat, and play them
with random bots for ``--seconds`` (30), each bot waiting ``--think`` (0.2 to 0.6 s, drawn
per action) before it acts: a quick player's pace. (Flat out, 100 tables keep the two
shared cores saturated and a round trip would only measure the queue of other tables'
moves: 4 tables flat out already wait 6 ms, 20 tables 40 ms, on a loaded machine.) Each
client times the round trip of every action it sends (from the ``act`` to the ``update``
that carries its result: wall time, which is what a player waits); the server's CPU time
(user + system, from /proc) over the run is divided by the moves the tables took. The
machine's CPU is shared by the server, the clients and whatever else runs: the line says so
(with the load average before the run). ``HORSEBURG_BENCH_PROFILE=FILE`` runs the server
under cProfile, its profile written to FILE when it stops.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import pathlib
import random
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

GOAL_P99_MS = 50.0
SECONDS = 30.0  # of play, after which the clients stop (the longest games are not over)
THINK = (0.2, 0.6)  # seconds a bot waits before each action: a quick player's pace
GAMES = ("horse-fever", "bettor-horse", "ticket-gagnant", "finish-line")
SEATS = 4
WARM_UP = 2.0  # seconds from a client's start whose actions are not timed
REPO = pathlib.Path(__file__).resolve().parents[2]


def cpu_seconds(pid: int) -> float:
    """A process's CPU time so far (user + system), from /proc/PID/stat."""
    fields = pathlib.Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# ---- a client process: many seats, one connection each ---------------------------------

async def _seat(url: str, code: str, seat: int, rtts: list[float], think: tuple[float, float]) -> None:
    from .botclient import EventLog, SeatPlayer, play_connection
    from .client import Client

    sent: list[float] = []
    warm = time.perf_counter() + WARM_UP
    pace = random.Random(f"{code}:{seat}")  # (the bots' own choices are seeded by the server)

    def acted(turn: int) -> None:
        sent.append(time.perf_counter())

    def heard(text: str, msg: dict[str, Any]) -> None:
        if sent and msg.get("type") == "update" and "view" in msg:
            now, then = time.perf_counter(), sent.pop()
            if then >= warm:  # (not while the 400 connections are still joining)
                rtts.append(now - then)
        p.delay = pace.uniform(*think)  # the bot's thinking time before its next action

    p = SeatPlayer(url, code, "random", seat, None, EventLog(None), None, heard=heard,
                   acted=acted)
    client = await Client.open(url)
    try:
        await play_connection(client, p)
    finally:
        await client.close()


async def _client(url: str, codes: list[str], seconds: float,
                  think: tuple[float, float]) -> list[float]:
    rtts: list[float] = []
    seats = [asyncio.ensure_future(_seat(url, c, s, rtts, think))
             for c in codes for s in range(SEATS)]
    done, pending = await asyncio.wait(seats, timeout=seconds)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    for task in done:
        task.result()  # (a seat that failed fails the bench)
    return rtts


# ---- the run ---------------------------------------------------------------------------

async def _create(url: str, tables: int) -> list[str]:
    from .client import Client

    client = await Client.open(url)
    try:
        return [(await client.request("create", game=GAMES[i % len(GAMES)],
                                      options={"players": SEATS}, seats=["remote"] * SEATS,
                                      seed=1000 + i))["code"] for i in range(tables)]
    finally:
        await client.close()


def run(tables: int = 100, clients: int = 4, seconds: float = SECONDS,
        think: tuple[float, float] = THINK) -> dict[str, Any]:
    """The whole measurement; its figures."""
    shm = pathlib.Path("/dev/shm")
    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(dir=shm if shm.is_dir() else None) as tmp:
        env = dict(os.environ, HORSEBURG_HOME=tmp, HORSEBURG_LANGUAGE="en")
        prof = os.environ.get("HORSEBURG_BENCH_PROFILE")  # (a profile of the server to FILE)
        server = subprocess.Popen([sys.executable, *(["-m", "cProfile", "-o", prof] if prof else []),
                                   str(REPO / "main.py"), "--serve", "--host",
                                   "127.0.0.1", "--port", "0", "--saves", f"{tmp}/saves"],
                                  cwd=REPO, env=env, stdout=subprocess.PIPE,
                                  stderr=open(f"{tmp}/server.log", "w"), text=True)
        procs: list[subprocess.Popen[str]] = []
        try:
            assert server.stdout is not None
            line = server.stdout.readline()
            port = int(line.split("ws://127.0.0.1:")[1].split()[0])
            url = f"ws://127.0.0.1:{port}"
            codes = asyncio.run(_create(url, tables))
            cpu0, wall0 = cpu_seconds(server.pid), time.perf_counter()
            share = [codes[i::clients] for i in range(clients)]
            outs = [f"{tmp}/client{i}.json" for i in range(clients)]
            procs = [subprocess.Popen([sys.executable, "-m", "game.net.bench", "--client", url,
                                       "--codes", ",".join(part), "--out", out,
                                       "--seconds", str(seconds),
                                       "--think", f"{think[0]}-{think[1]}"],
                                      cwd=REPO, env=env) for part, out in zip(share, outs)]
            for p in procs:
                if p.wait(timeout=1800) != 0:
                    raise RuntimeError(f"a bench client failed (exit {p.returncode})")
            cpu, wall = cpu_seconds(server.pid) - cpu0, time.perf_counter() - wall0
            moves = sum(len(json.loads(f.read_text())["history"]["actions"])
                        for f in pathlib.Path(tmp, "saves").glob("table-*.json"))
        finally:
            for p in procs + [server]:
                if p.poll() is None:
                    p.terminate()
                    p.wait(30)
        handled = [ln.split(" ", 2)[2] for ln in pathlib.Path(tmp, "server.log").read_text()
                   .splitlines() if "actions handled in" in ln]
        rtts = sorted(t for out in outs for t in json.loads(pathlib.Path(out).read_text()))
    p99 = rtts[min(len(rtts) - 1, int(len(rtts) * 0.99))]
    return {"tables": tables, "connections": tables * SEATS, "clients": clients,
            "median_ms": statistics.median(rtts) * 1000, "p99_ms": p99 * 1000,
            "cpu_ms_per_move": cpu / moves * 1000, "moves": moves, "wall_s": wall,
            "actions_timed": len(rtts), "saves": "tmpfs" if shm.is_dir() else "disk",
            "think": think, "load": load, "handled": handled[-1] if handled else "?"}


def line(r: dict[str, Any]) -> str:
    met = "met" if r["p99_ms"] < GOAL_P99_MS else "NOT met"
    lo, hi = r["think"]
    return (f"Table server: {r['connections']} connections ({r['tables']} tables x {SEATS} "
            f"seats, random bots thinking {lo:g}-{hi:g} s, {r['clients']} client processes, "
            f"127.0.0.1): action round trip median {r['median_ms']:.1f} ms, p99 "
            f"{r['p99_ms']:.1f} ms (goal p99 < {GOAL_P99_MS:g} ms: {met}); server CPU "
            f"{r['cpu_ms_per_move']:.2f} ms per move ({r['moves']:,} moves, "
            f"{r['moves'] / r['wall_s']:.0f}/s for {r['wall_s']:.0f} s; saves on {r['saves']}; "
            f"the first {WARM_UP:g} s not timed; the machine's cores are shared by the server, its "
            f"clients and the rest: load average {r['load']:.1f} before the run)\n"
            f"  the server's share: {r['handled']}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.net.bench", description=__doc__)
    ap.add_argument("--tables", type=int, default=100)
    ap.add_argument("--clients", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=SECONDS)
    ap.add_argument("--think", default=f"{THINK[0]}-{THINK[1]}", help="seconds, LOW-HIGH")
    ap.add_argument("--client", default=None, help=argparse.SUPPRESS)
    ap.add_argument("--codes", default="", help=argparse.SUPPRESS)
    ap.add_argument("--out", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    lo, _, hi = args.think.partition("-")
    think = (float(lo), float(hi or lo))
    if args.client:  # one of the client processes
        import game.catalogue  # noqa: F401
        rtts = asyncio.run(_client(args.client, args.codes.split(","), args.seconds, think))
        pathlib.Path(args.out).write_text(json.dumps(rtts))
        return 0
    print(line(run(args.tables, min(4, max(1, args.clients)), args.seconds, think)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
