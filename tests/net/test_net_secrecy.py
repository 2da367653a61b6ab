"""Nothing leaks over the network: whole games of every game, every seat a random bot on a
connection of its own (and a spectator), every message each one receives recorded.

* Each seat's updates are rebuilt by the server's own code from the game dealt anew in
  everything that seat cannot see (``redeal_hidden``) at the moment they were sent: the
  same bytes. So what a seat receives depends on nothing it may not know.
* No message to a seat or a spectator holds the game's seed, a generator's state, the
  table's salt, another seat's token or the owner's (a seat's own token comes once, in
  its ``joined`` answer).
"""
from __future__ import annotations

import asyncio
import copy
import json
import pathlib
import random
import re
from typing import Any

import pytest

import game.catalogue  # noqa: F401
from game.core import history as hist
from game.core.actions import action_from_json
from game.core.registry import get_game
from game.net.botclient import EventLog, SeatPlayer, play_connection
from game.net.client import Client

from .netutil import served

GAMES = [("horse-fever", 3), ("bettor-horse", 2), ("ticket-gagnant", 3), ("finish-line", 3)]
SEED = 8_675_309_113  # long enough that its digits cannot turn up by chance
RNG_STATE = re.compile(r"\[3,\[\d+(,\d+){600,}")  # a Mersenne Twister's state as JSON


async def _play(url: str, name: str, players: int) -> tuple[str, list[list[tuple[str, Any]]],
                                                              list[str], str]:
    """A whole game; (code, each seat's messages (text, parsed), the seats' tokens,
    the owner's token); the spectator's messages come last in the list."""
    owner = await Client.open(url)
    created = await owner.request("create", game=name, options={"players": players},
                                  seats=["remote"] * players, seed=SEED)
    code = created["code"]
    heard: list[list[tuple[str, Any]]] = [[] for _ in range(players + 1)]
    seats = [SeatPlayer(url, code, "random", s, None, EventLog(None), None,
                        heard=lambda text, msg, s=s: heard[s].append((text, msg)))
             for s in range(players)]
    watcher = await Client.open(url)
    await watcher.request("watch", code=code)
    heard[players].append((watcher.text, {}))

    async def watch() -> None:
        while True:
            msg = await watcher.receive()
            heard[players].append((watcher.text, msg))
            if msg.get("type") == "update" and msg.get("over"):
                return

    async def seat(p: SeatPlayer) -> None:
        client = await Client.open(url)
        try:
            assert await play_connection(client, p)
        finally:
            await client.close()

    await asyncio.wait_for(asyncio.gather(watch(), *(seat(p) for p in seats)), 120)
    await watcher.close()
    await owner.close()
    return code, heard, [p.token for p in seats], created["owner"]


def _batches(messages: list[tuple[str, Any]]) -> list[list[tuple[str, Any]]]:
    """The updates grouped as sent: chunks up to the one carrying the view."""
    out, batch = [], []
    for text, msg in messages:
        if msg.get("type") == "update":
            batch.append((text, msg))
            if "view" in msg:
                out.append(batch)
                batch = []
    assert not batch
    return out


@pytest.mark.parametrize("name,players", GAMES)
def test_a_seat_receives_nothing_it_cannot_see(tmp_path: pathlib.Path, name: str,
                                               players: int) -> None:
    async def run() -> tuple[Any, ...]:
        async with served(tmp_path / "saves") as (server, url):
            code, heard, seat_tokens, owner = await _play(url, name, players)
            return code, heard, seat_tokens, owner, server.lobby.tables[code]
    code, heard, seat_tokens, owner, table = asyncio.run(run())
    info = get_game(name)
    secrets_ = {"seed": str(SEED), "salt": table.salt, "owner": owner}
    for who, messages in enumerate(heard):
        others = {f"token of seat {s}": t for s, t in enumerate(seat_tokens) if s != who}
        for text, _msg in messages:
            for what, value in {**secrets_, **others}.items():
                assert value not in text, f"{name}: {what} sent to {'seat %d' % who if who < players else 'a spectator'}"
            assert not RNG_STATE.search(text), f"{name}: a generator state sent"
        own = [text for text, _ in messages if who < players and seat_tokens[who] in text]
        assert len(own) == (1 if who < players else 0)  # its joined answer, once

    # Every update rebuilt from the game dealt anew in what the seat cannot see.
    h = table.history()
    rng = random.Random(5)
    for seat in range(players):
        game, events = hist.start(h)[1:]
        done = 0
        for batch in _batches(heard[seat]):
            last = batch[-1][1]
            upto = last["turn"]["n"] if last["turn"] is not None else len(h.actions)
            kinds = info.action_kinds()
            while done < upto:  # the game as it stood when the batch was sent
                game.apply(action_from_json(kinds, h.actions[done][1]))
                done += 1
            dealt = copy.copy(table)
            dealt.game = game.redeal_hidden(seat, rng)
            dealt.events = table.events[:last["first"] + len(last["events"])]
            dealt.actions = table.actions[:upto]
            rebuilt = [m.decode() for m in dealt.updates(seat, batch[0][1]["first"])]
            assert rebuilt == [text for text, _ in batch], \
                f"{name} seat {seat}: an update depends on what the seat cannot see"
    assert json.loads(heard[0][-1][0])["over"] is True
