"""Killed and started again: a client (with its ``--state`` file) and the server (with its
``--saves`` folder), each with SIGKILL mid-game. Either way the game ends event for event
as the same seeded game played locally with the same bots, and each client's log is its
seat's redacted events, none missing, none twice.
"""
from __future__ import annotations

import asyncio
import json
import pathlib
import signal
import sys

import pytest

import game.games  # noqa: F401
from game.core.registry import get_game
from game.net.client import Client

from .netutil import HOST, Procs, local_game, read_jsonl, wait_all, wait_lines

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL") or sys.platform.startswith("win"),
                                reason="SIGKILL is POSIX only")


async def _create(url: str, name: str, seats: int, seed: int) -> str:
    client = await Client.open(url)
    try:
        return (await client.request("create", game=name, options={"players": seats},
                                     seats=["remote"] * seats, seed=seed))["code"]
    finally:
        await client.close()


def _join(procs: Procs, url: str, code: str, seat: int, kind: str, tmp: pathlib.Path,
          delay: float):
    return procs.start("--connect", url, "--join", code, "--seat", str(seat), "--bots", kind,
                       "--log", str(tmp / f"c{seat}.jsonl"), "--state", str(tmp / f"c{seat}.state"),
                       "--delay", str(delay))


def _check(tmp: pathlib.Path, logs: pathlib.Path, code: str, name: str, kinds: list[str],
           seed: int) -> None:
    info = get_game(name)
    seeds = [json.loads((tmp / f"c{s}.state").read_text())["bot_seed"] for s in range(len(kinds))]
    bots = [info.make_bot(k, seeds[s], s) for s, k in enumerate(kinds)]
    names = ["Ada", "Bruno", "Carla"][:len(kinds)]
    events, redacted = local_game(info, {"players": len(kinds)}, seed, names,
                                  [""] * len(kinds), bots)
    assert read_jsonl(logs / f"table-{code}.jsonl") == events
    for s in range(len(kinds)):
        assert read_jsonl(tmp / f"c{s}.jsonl") == redacted[s], f"seat {s}"


def test_a_client_killed_and_started_again_plays_on_exactly(tmp_path: pathlib.Path) -> None:
    name, kinds, seed = "finish-line", ["easy", "random"], 8_811
    procs = Procs(tmp_path / "home")
    logs = tmp_path / "logs"
    try:
        _server, port = procs.server(tmp_path / "saves", logs)
        url = f"ws://{HOST}:{port}"
        code = asyncio.run(_create(url, name, len(kinds), seed))
        other = _join(procs, url, code, 1, kinds[1], tmp_path, 0.0)
        victim = _join(procs, url, code, 0, kinds[0], tmp_path, 0.01)
        for count in (120, 260):  # killed twice, at two moments of the game
            wait_lines(tmp_path / "c0.jsonl", count, 60)
            victim.send_signal(signal.SIGKILL)
            victim.wait(10)
            victim = _join(procs, url, code, 0, kinds[0], tmp_path, 0.01)
        wait_all([victim, other], 60)
    finally:
        procs.stop_all()
    _check(tmp_path, logs, code, name, kinds, seed)
    held = (logs / "server.log").read_text().count(f"table {code}: seat 0 held by connection")
    assert held == 3  # joined, then rejoined after each kill
    assert len(read_jsonl(tmp_path / "c0.jsonl")) > 300  # (so both kills were mid-game)


def test_the_server_killed_and_started_again_resumes_its_tables(tmp_path: pathlib.Path) -> None:
    name, kinds, seed = "ticket-gagnant", ["normal", "random", "easy"], 8_812
    procs = Procs(tmp_path / "home")
    logs, saves = tmp_path / "logs", tmp_path / "saves"
    try:
        server, port = procs.server(saves, logs)
        url = f"ws://{HOST}:{port}"
        code = asyncio.run(_create(url, name, len(kinds), seed))
        clients = [_join(procs, url, code, s, k, tmp_path, 0.01) for s, k in enumerate(kinds)]
        wait_lines(logs / f"table-{code}.jsonl", 80, 60)
        server.send_signal(signal.SIGKILL)
        server.wait(10)
        procs.server(saves, logs, port=port)  # the same folder, the same port
        wait_all(clients, 90)
    finally:
        procs.stop_all()
    _check(tmp_path, logs, code, name, kinds, seed)
    resumed = [line for line in (logs / "server.log").read_text().splitlines()
               if f"table {code}: resumed" in line]
    assert len(resumed) == 1 and "playing" in resumed[0]  # picked up mid-game
