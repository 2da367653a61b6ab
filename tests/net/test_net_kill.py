"""Killed and started again: a client (with its ``--state`` file) and the server (with its
``--saves`` folder), each with SIGKILL mid-game (one game, to keep the test short). The game
ends event for event as the same seeded game played locally with the same bots, and each
client's log is its seat's redacted events, none missing, none twice.
"""
from __future__ import annotations

import json
import pathlib
import signal
import sys

import pytest

import game.catalogue  # noqa: F401
from game.core.registry import get_game

from .netutil import (Procs, create, join, local_game, read_jsonl, tokens_written_nowhere,
                      wait_all, wait_lines)

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL") or sys.platform.startswith("win"),
                                reason="SIGKILL is POSIX only")


def _check(tmp: pathlib.Path, logs: pathlib.Path, code: str, name: str, kinds: list[str],
           seed: int) -> None:
    info = get_game(name)
    seeds = [json.loads((tmp / f"c{s}.state").read_text())["bot_seed"] for s in range(len(kinds))]
    bots = [info.make_bot(k, seeds[s], s) for s, k in enumerate(kinds)]
    names = ["Ada", "Bruno"][:len(kinds)]
    events, redacted = local_game(info, {"players": len(kinds)}, seed, names,
                                  [""] * len(kinds), bots)
    assert read_jsonl(logs / f"table-{code}.jsonl") == events
    for s in range(len(kinds)):
        assert read_jsonl(tmp / f"c{s}.jsonl") == redacted[s], f"seat {s}"


def test_a_client_and_the_server_killed_and_started_again_play_on_exactly(
        tmp_path: pathlib.Path) -> None:
    """One game: its first seat's client is SIGKILLed twice and started again with its
    state file; then the server is SIGKILLed and started again with its saves folder on
    the same port, and both clients reconnect by themselves."""
    name, kinds, seed = "finish-line", ["easy", "random"], 8_811
    procs = Procs(tmp_path / "home")
    logs, saves = tmp_path / "logs", tmp_path / "saves"
    try:
        server, port, url = procs.server(saves, logs)
        code = create(url, name, ["remote"] * len(kinds), seed)
        other = join(procs, url, code, kinds[1], tmp_path / "c1", 1, 0.005)
        victim = join(procs, url, code, kinds[0], tmp_path / "c0", 0, 0.01)
        for count in (80, 160):  # the client killed twice, at two moments of the game
            wait_lines(tmp_path / "c0.jsonl", count, 60)
            victim.send_signal(signal.SIGKILL)
            victim.wait(10)
            victim = join(procs, url, code, kinds[0], tmp_path / "c0", 0, 0.01)
        wait_lines(logs / f"table-{code}.jsonl", 260, 60)
        server.send_signal(signal.SIGKILL)  # then the server
        server.wait(10)
        procs.server(saves, logs, port=port)  # the same folder, the same port
        wait_all([victim, other], 90)
    finally:
        procs.stop_all()
    _check(tmp_path, logs, code, name, kinds, seed)
    log = (logs / "server.log").read_text()
    assert log.count(f"table {code}: seat 0 held by connection") == 4  # joined, 3 comebacks
    resumed = [line for line in log.splitlines() if f"table {code}: resumed" in line]
    assert len(resumed) == 1 and "playing" in resumed[0]  # picked up mid-game
    assert len(read_jsonl(tmp_path / "c0.jsonl")) > 320  # (so every kill was mid-game)
    tokens = [json.loads((tmp_path / f"c{s}.state").read_text())["token"] for s in range(2)]
    tokens_written_nowhere(tokens, logs, saves)
