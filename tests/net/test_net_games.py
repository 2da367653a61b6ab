"""Whole games of every game over the network: a server process, every seat a bot client
process (``main.py --connect URL --join CODE --bots KIND``), all on 127.0.0.1.

Each game must end exactly as the same seeded game played in this process with the same
bots (each seeded with the seed the server gave its client), event for event; each
client's log must be ``redact(event, seat)`` of the server's log, message for message.
One table is created with ``--create`` (the command line, run in this process: its code on
the last line), the others by a client of this test.
"""
from __future__ import annotations

import json
import pathlib
from typing import Any

import game.catalogue  # noqa: F401
from game.command_line import main as cli
from game.core.registry import get_game

from .netutil import Procs, create, join, local_game, read_jsonl, wait_all

# (game, each seat's bot, seed, options): short setups, two of the bots that think.
SETUPS = [
    ("horse-fever", ["random", "simple"], 7_301, {"players": 2}),
    ("bettor-horse", ["random", "normal"], 7_302, {"players": 2}),
    ("ticket-gagnant", ["easy", "normal"], 7_303, {"players": 2}),
    ("finish-line", ["random", "easy"], 7_304, {"players": 2}),
]


def _cli_create(url: str, name: str, seats: int, seed: int, capsys: Any) -> str:
    """``main.py --connect URL --create ...`` (in this process: one process less to start)."""
    capsys.readouterr()
    assert cli.main(["--connect", url, "--create", "--game", name, "--players", str(seats),
                     "--seats", ",".join(["remote"] * seats), "--seed", str(seed)]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert [line.startswith("seat ") for line in lines] == [True] * seats + [False]
    return lines[-1]


def test_every_game_over_the_network_ends_as_played_locally(tmp_path: pathlib.Path,
                                                            capsys: Any, monkeypatch: Any) -> None:
    monkeypatch.setenv("HORSEBURG_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("HORSEBURG_LANGUAGE", "en")
    procs = Procs(tmp_path / "home")
    logs = tmp_path / "logs"
    try:
        _server, _port, url = procs.server(tmp_path / "saves", logs)
        codes, clients = [], []
        for i, (name, kinds, seed, options) in enumerate(SETUPS):
            if i == 2:  # the command line's --create prints the code on its last line
                code = _cli_create(url, name, len(kinds), seed, capsys)
            else:
                code = create(url, name, ["remote"] * len(kinds), seed)
            codes.append(code)
            clients += [join(procs, url, code, kind, tmp_path / f"{code}-{seat}", seat)
                        for seat, kind in enumerate(kinds)]
        outs = wait_all(clients, 75)
        assert all("the game is over" in out for out in outs)
    finally:
        procs.stop_all()

    for (name, kinds, seed, options), code in zip(SETUPS, codes):
        info = get_game(name)
        states = [json.loads((tmp_path / f"{code}-{s}.state").read_text()) for s in range(len(kinds))]
        seeds = [st["bot_seed"] for st in states]
        assert seed not in seeds and len(set(seeds)) == len(seeds)  # derived, per seat
        bots = [info.make_bot(k, seeds[s], s) for s, k in enumerate(kinds)]
        names = ["Ada", "Bruno"]
        events, redacted = local_game(info, options, seed, names, [""] * len(kinds), bots)
        served = read_jsonl(logs / f"table-{code}.jsonl")
        assert served == events, f"{name}: the served game differs from the local one"
        for s in range(len(kinds)):
            got = read_jsonl(tmp_path / f"{code}-{s}.jsonl")
            assert got == redacted[s], f"{name} seat {s}: received events differ from redact()"
