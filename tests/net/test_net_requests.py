"""The server's answers, request by request, on an in-process server on 127.0.0.1:
versions, the lobby, seats and tokens, spectators, refusals that change nothing, and the
owner's requests."""
from __future__ import annotations

import asyncio
import json
import pathlib
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

import game.catalogue  # noqa: F401
from game.core.registry import get_game
from game.net import protocol, tokens
from game.net.botclient import play_seat
from game.net.client import Client, ServerError
from game.net.store import keys_path

from .netutil import served

BH = "bettor-horse"


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 60))


async def refused(client: Client, want: str, request: str, /, **fields: Any) -> str:
    with pytest.raises(ServerError) as e:
        await client.request(request, **fields)
    assert e.value.code == want, e.value.message
    assert e.value.message and "\n" not in e.value.message
    return e.value.message


async def update(client: Client) -> dict[str, Any]:
    """The next update carrying a view (skipping seats messages)."""
    while True:
        msg = await client.receive()
        if msg["type"] == "update" and "view" in msg:
            return msg


def test_hello_comes_first_and_other_versions_are_refused(tmp_path: pathlib.Path) -> None:
    async def go() -> None:
        async with served(tmp_path) as (server, url):
            for first in ({"v": 1, "type": "list"}, {"v": 2, "type": "hello", "games": {}}):
                async with connect(url, proxy=None) as ws:
                    await ws.send(json.dumps(first))
                    answer = json.loads(await ws.recv())
                    assert answer["type"] == "error" and answer["code"] == "protocol"
                    with pytest.raises(ConnectionClosed) as e:
                        await ws.recv()
                    assert e.value.rcvd.code == protocol.CLOSE_PROTOCOL
            with pytest.raises(InvalidStatus) as refused_path:  # another server's path
                await Client.open(url + "/zz")
            assert refused_path.value.response.status_code == 404
            said: list[str] = []  # a client joining another server's table gives up at once
            assert await play_seat(url, "zz-ABCDEF", "random", say=said.append) == 2
            assert "not the server of table zz-ABCDEF" in said[-1]
            c = await Client.open(url + "/a")  # this server's own name
            games = {g["name"]: g["rules"] for g in c.welcome["games"]}
            assert games[BH] == get_game(BH).version and c.welcome["limits"]["message_bytes"] == 65536
            await c.send("hello", games={**games, BH: "0+old"})
            await c.receive()
            line = await refused(c, "rules_version", "create", game=BH, seats=["remote", "random"])
            assert "version" in line and "0+old" in line
            await c.close()
    run(go())


def test_a_table_is_created_only_as_its_game_allows(tmp_path: pathlib.Path) -> None:
    async def go() -> None:
        async with served(tmp_path) as (server, url):
            c = await Client.open(url)
            await refused(c, "setup", "create", game="chess", seats=["remote"])
            await refused(c, "setup", "create", game=BH, seats=["remote", "wizard"])
            await refused(c, "setup", "create", game=BH, seats=["remote"] * 3)
            await refused(c, "setup", "create", game=BH, seats=["remote"] * 2,
                          options={"players": 4})
            await refused(c, "setup", "create", game=BH, seats=["remote"] * 2,
                          options={"laps": 4})
            await refused(c, "setup", "create", game=BH, seats=["remote"] * 2, stand_in="x")
            await refused(c, "no_table", "join", code="a-ABCDEF")
            assert (await c.request("list"))["tables"] == []
            server.lobby.max_waiting = 2  # tables one address may leave waiting to start
            for _ in range(2):
                await c.request("create", game=BH, seats=["remote", "remote"])
            line = await refused(c, "full", "create", game=BH, seats=["remote", "remote"])
            assert "waiting" in line
            await c.close()
    run(go())


def test_seats_spectators_and_refused_actions(tmp_path: pathlib.Path) -> None:
    async def go() -> None:
        async with served(tmp_path) as (server, url):
            a, b, w = [await Client.open(url) for _ in range(3)]
            created = await a.request("create", game=BH, seats=["remote", "remote"], seed=41,
                                      names=["Ann\n\x07", None])
            code = created["code"]
            ja = await a.request("join", code=code, seat=0, name="Zed")
            assert ja["seat"] == 0 and ja["name"] == "Zed" and ja["bot_seed"] != 41
            await refused(b, "seat_taken", "join", code=code, seat=0)
            await refused(b, "no_seat", "join", code=code, seat=5)
            jb = await b.request("join", code=code, name="  Bo\tB  ")
            assert jb["seat"] == 1 and jb["name"] == "Bo B" and jb["name_note"]
            await w.request("watch", code=code)
            table = server.lobby.tables[code]
            view = (await update(w))["view"]
            assert view == table.game.view(None)
            listed = json.dumps(await a.request("list"))
            for secret in (ja["token"], jb["token"], created["owner"], table.salt, "41"):
                assert secret not in listed
            first = await update(a)
            turn = first["turn"]
            mover, other = (a, ja) if turn["seat"] == 0 else (b, jb)
            idle, idle_j = (b, jb) if mover is a else (a, ja)
            before = json.dumps(table.game.to_json())
            act = {"code": code, "turn": turn["n"]}
            await refused(mover, "not_your_seat", "act", seat=idle_j["seat"],
                          token=idle_j["token"], action={"type": "x"}, **act)
            await refused(mover, "token", "act", seat=other["seat"], token=jb["token"] if
                          other is ja else ja["token"], action={"type": "x"}, **act)
            await refused(idle, "not_your_turn", "act", seat=idle_j["seat"],
                          token=idle_j["token"], action={"type": "x"}, **act)
            await refused(mover, "stale", "act", seat=other["seat"], token=other["token"],
                          action={"type": "x"}, code=code, turn=turn["n"] + 1)
            line = await refused(mover, "illegal", "act", seat=other["seat"],
                                 token=other["token"], action={"type": "round", "first": "Q9",
                                                               "bet": "win", "second": "Q8",
                                                               "third": "Q7"}, **act)
            assert "Q9" in line or "card" in line
            await refused(mover, "illegal", "act", seat=other["seat"], token=other["token"],
                          action={"type": "teleport"}, **act)
            assert json.dumps(table.game.to_json()) == before and table.turn == turn["n"]
            for c in (a, b, w):
                await c.close()
    run(go())


def test_the_owner_seats_a_bot_and_closes_the_table(tmp_path: pathlib.Path) -> None:
    async def go() -> None:
        async with served(tmp_path) as (server, url):
            owner, w = await Client.open(url), await Client.open(url)
            created = await owner.request("create", game=BH, seats=["remote", "remote"])
            code, token = created["code"], created["owner"]
            await w.request("watch", code=code)
            await refused(owner, "not_owner", "start", code=code, token=tokens.new_token())
            await refused(owner, "setup", "seat_bot", code=code, token=token, seat=1, kind="x")
            await owner.request("seat_bot", code=code, token=token, seat=1, kind="normal")
            table = server.lobby.tables[code]
            assert not table.started and table.seats[1].kind == "normal"
            await owner.request("seat_bot", code=code, token=token, seat=0, kind="random")
            assert table.started  # the last free seat filled: the bots play
            while not table.game.is_over():
                await asyncio.sleep(0.01)
            await refused(owner, "started", "seat_bot", code=code, token=token, seat=0,
                          kind="random")
            assert keys_path(tmp_path, code).exists()
            await owner.request("close", code=code, token=token)
            while (said := await w.receive())["type"] != "closed":
                pass
            assert said["cause"] == "owner" and "later" not in said  # (its files go)
            assert not keys_path(tmp_path, code).exists()
            assert (await owner.request("list"))["tables"] == []
            await owner.close()
            await w.close()
    run(go())


def test_the_command_line_lists_starts_watches_and_closes(tmp_path: pathlib.Path, capsys,
                                                           monkeypatch) -> None:
    """``--connect URL`` with --create, --list, --start, --watch, --close, run in this
    process against a server on its own thread (as the window will host one)."""
    from game.command_line import main as cli
    from game.net.thread import ServerThread

    monkeypatch.setenv("HORSEBURG_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("HORSEBURG_LANGUAGE", "en")
    thread = ServerThread(tmp_path / "saves")
    url = f"ws://127.0.0.1:{thread.start()}"
    owner = str(tmp_path / "owner.json")
    try:
        def run_cli(*args: str) -> list[str]:
            capsys.readouterr()
            assert cli.main(["--connect", url, *args]) == 0
            return capsys.readouterr().out.strip().splitlines()
        code = run_cli("--create", "--game", BH, "--seats", "remote,remote", "--away-after",
                       "0", "--stand-in", "random", "--state", owner)[-1]
        assert json.loads(pathlib.Path(owner).read_text())["code"] == code
        assert [line.split()[0] for line in run_cli("--list")] == [code]
        assert cli.main(["--connect", url, "--start", code]) == 2  # no owner's file
        assert run_cli("--start", code, "--state", owner) == [f"table {code}: done"]
        log = tmp_path / "watched.jsonl"
        assert "the game is over" in run_cli("--watch", code, "--log", str(log))[-1]
        table = thread.server.lobby.tables[code]
        assert [json.loads(x) for x in log.read_text().splitlines()] == \
            [table.game.redact(e, None) for e in table.events]
        run_cli("--close", code, "--state", owner)
        assert run_cli("--list") == []
    finally:
        thread.stop()
