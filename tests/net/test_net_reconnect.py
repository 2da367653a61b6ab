"""Coming back: a token shown on a new connection takes the seat (the old connection is
closed) and receives what it missed; a seat left away is played by the table's stand-in,
seeded by the server, until its player comes back. In-process server on 127.0.0.1."""
from __future__ import annotations

import asyncio
import pathlib
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed

import game.catalogue  # noqa: F401
from game.core.registry import get_game
from game.net import protocol, tokens
from game.net.botclient import EventLog, SeatPlayer, play_connection
from game.net.client import Client

from .netutil import local_game, served
from .test_net_requests import BH, refused, run, update


def test_a_token_on_a_new_connection_takes_the_seat_and_gets_what_it_missed(
        tmp_path: pathlib.Path) -> None:
    async def go() -> None:
        async with served(tmp_path) as (server, url):
            a, b, again = [await Client.open(url) for _ in range(3)]
            code = (await a.request("create", game=BH, seats=["remote", "remote"], seed=5))["code"]
            ja = await a.request("join", code=code)
            await b.request("join", code=code)
            table = server.lobby.tables[code]
            first = await update(a)
            assert first["first"] == 0 and len(first["events"]) == len(table.events)
            back = await again.request("join", code=code, token=ja["token"], after=2)
            assert back["seat"] == 0 and back["token"] == ja["token"]
            resync = await update(again)
            assert resync["first"] == 2
            assert resync["events"] == [table.game.redact(e, 0) for e in table.events[2:]]
            with pytest.raises(ConnectionClosed) as e:
                while True:
                    await a.receive()
            assert e.value.rcvd.code == protocol.CLOSE_TAKEN
            await refused(b, "token", "join", code=code, token=tokens.new_token())
            await b.close()
            await again.close()
    run(go())


def test_an_away_seat_is_played_by_the_stand_in_as_the_table_names(
        tmp_path: pathlib.Path) -> None:
    """Seat 1 is never joined: with ``away_after`` 0 the table's stand-in plays it from the
    start, the game ending as the same bots played locally (the stand-in seeded by the
    server, the client's bot by its seed); the spectator sees the seat marked."""
    async def go() -> tuple[Any, ...]:
        async with served(tmp_path) as (server, url):
            owner = await Client.open(url)
            created = await owner.request("create", game=BH, seats=["remote", "remote"],
                                          seed=77, away_after=0, stand_in="easy")
            code = created["code"]
            p = SeatPlayer(url, code, "random", 0, None, EventLog(None), None)
            c = await Client.open(url)
            task = asyncio.create_task(play_connection(c, p))
            while server.lobby.tables[code].seats[0].conn is None:
                await asyncio.sleep(0.01)
            await owner.request("start", code=code, token=created["owner"])
            assert await task
            await c.close()
            await owner.close()
            return server.lobby.tables[code], p.bot_seed, server.log_lines
    table, seed0, lines = run(go())
    info = get_game(BH)
    bots = [info.make_bot("random", seed0, 0),
            info.make_bot("easy", tokens.stand_in_seed(table.salt, 77, 1), 1)]
    events, _ = local_game(info, table.options, 77, ["Ada", "Bruno"], ["", ""], bots)
    assert table.events == events
    assert any("seat 1 away" in line and "easy stand-in" in line for line in lines)


def test_a_player_who_comes_back_takes_the_seat_from_the_stand_in(tmp_path: pathlib.Path) -> None:
    async def go() -> None:
        async with served(tmp_path) as (server, url):
            owner = await Client.open(url)
            created = await owner.request("create", game=BH, seats=["remote", "remote"],
                                          seed=78, away_after=0)
            code = created["code"]
            first = SeatPlayer(url, code, "random", 0, None, EventLog(None), None, delay=0.05)
            c0 = await Client.open(url)
            task0 = asyncio.create_task(play_connection(c0, first))
            while server.lobby.tables[code].seats[0].conn is None:
                await asyncio.sleep(0.01)
            await owner.request("start", code=code, token=created["owner"])
            table = server.lobby.tables[code]
            while not table.seats[1].stand_in:
                await asyncio.sleep(0.01)
            late = SeatPlayer(url, code, "random", 1, None, EventLog(None), None)
            c1 = await Client.open(url)
            task1 = asyncio.create_task(play_connection(c1, late))
            while table.seats[1].conn is None:
                await asyncio.sleep(0.01)
            assert not table.seats[1].stand_in and not table.game.is_over()
            assert await task0 and await task1
            assert late.log.count == len(table.events)
            for c in (c0, c1, owner):
                await c.close()
    run(go())
