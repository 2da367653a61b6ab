"""The parts the window's hosting and joining stand on (issue 40), without a window: the
legal actions on the wire, the chat line the server cleans and limits, discovery records
read without a socket, the kept seats (owner-only files), this machine's addresses read
from its interfaces, and hosting on 127.0.0.1 with nothing announced."""
from __future__ import annotations

import asyncio
import json
import os
import pathlib
import random
import stat
import time
from typing import Any

import pytest

import game.catalogue  # noqa: F401
from game.core.registry import registered_games
from game.net import addresses, discovery
from game.net.chat import LIMIT, clean_line
from game.net.client import Client, ServerError
from game.net.hosting import LOOPBACK, Hosting
from game.net.legal_wire import WireError, legal_from_wire, legal_to_wire
from game.net.seat_records import forget_record, read_records, write_record

from .netutil import served

BH = "bettor-horse"


@pytest.mark.parametrize("info", registered_games(), ids=lambda i: i.name)
def test_legal_actions_cross_the_wire_whole(info) -> None:
    """Every decision of a random game: the set read back counts, indexes and contains
    exactly what the rules' set does."""
    g, _ = info.new_game(info.setup({}), 9, None)
    rng, kinds = random.Random(2), info.action_kinds()
    for _ in range(60):
        if g.is_over():
            break
        legal = g.legal()
        back = legal_from_wire(json.loads(json.dumps(legal_to_wire(legal))), kinds)
        assert back.count() == legal.count()
        for i in {0, legal.count() - 1, rng.randrange(legal.count())}:
            assert back.at(i) == legal.at(i) and back.contains(legal.at(i))
        g.apply(legal.sample(rng))
    with pytest.raises(WireError):
        legal_from_wire([{"type": "no-such-action"}], kinds)


def test_a_chat_line_is_cleaned_to_plain_text() -> None:
    assert clean_line("  hi\x1b[31m\tthere\u202e!\x00 ") == "hi[31m there!"
    assert clean_line("\x07\x1b\u200b") == ""
    assert len(clean_line("é" * 500)) == LIMIT


def test_the_server_cleans_limits_and_spreads_chat(tmp_path: pathlib.Path) -> None:
    async def go() -> None:
        async with served(tmp_path) as (server, url):
            a = await Client.open(url)
            made = await a.request("create", game=BH, seats=["remote", "remote"], hold=[0])
            code = made["code"]
            b = await Client.open(url)
            await b.request("join", code=code, name="Bo")
            watcher = await Client.open(url)
            await watcher.request("watch", code=code)
            with pytest.raises(ServerError) as e:  # a spectator says nothing
                await watcher.request("say", code=code, text="hello")
            assert e.value.code == "not_your_seat"
            await b.request("say", code=code, text="good\x1b[2J luck\u202e" + "!" * 400)
            said = None
            while said is None:
                msg = await a.receive()
                said = msg if msg["type"] == "said" else None
            assert said["seat"] == 1 and said["name"] == "Bo"
            assert said["text"].startswith("good[2J luck!") and len(said["text"]) == LIMIT
            await b.request("say", code=code, text="two")
            await b.request("say", code=code, text="three")
            with pytest.raises(ServerError) as e:  # a fourth line at once: over the rate
                await b.request("say", code=code, text="four")
            assert e.value.code == "rate"
            with pytest.raises(ServerError) as e:
                await a.request("say", code=code, text="\x00\x01")
            assert e.value.code == "malformed"
            for c in (a, b, watcher):
                await c.close()
    asyncio.run(asyncio.wait_for(go(), 60))


def test_discovery_records_are_read_without_a_socket() -> None:
    from zeroconf import ServiceInfo  # (a record as the browser receives it; no Zeroconf)
    info = ServiceInfo(discovery.SERVICE, f"a-K7QX3M.{discovery.SERVICE}", port=8765,
                       parsed_addresses=["192.168.1.20"], server="host.local.",
                       properties=discovery.record_properties("a-K7QX3M", "Bettor Horse",
                                                              "Ada, Bo"))
    props = dict(info.properties)
    found = discovery.parse_record(info.parsed_addresses(), info.port, props)
    assert found == discovery.FoundTable("192.168.1.20:8765", "a-K7QX3M", "Bettor Horse", "Ada, Bo")
    assert discovery.parse_record(["fd00::2"], 9000, props).address == "[fd00::2]:9000"
    bad = {**props, b"code": b"a-K7QX3M; rm -rf"}
    assert discovery.parse_record(["192.168.1.20"], 8765, bad) is None  # not a code
    assert discovery.parse_record([], 8765, props) is None
    assert discovery.parse_record(["192.168.1.20"], 0, props) is None
    odd = {**props, b"game": b"\x1b[2J" + b"x" * 300}
    assert discovery.parse_record(["10.0.0.1"], 1, odd).game == "[2J" + "x" * 117


def test_this_machines_addresses_come_from_its_interfaces(monkeypatch) -> None:
    import ifaddr

    class IP:
        def __init__(self, ip: Any) -> None:
            self.ip = ip

    class Adapter:
        def __init__(self, *ips: Any) -> None:
            self.ips = [IP(i) for i in ips]

    monkeypatch.setattr(ifaddr, "get_adapters", lambda: [
        Adapter("127.0.0.1", ("::1", 0, 0)), Adapter("192.168.1.20", ("fe80::1", 0, 2)),
        Adapter(("fd00::5", 0, 0), "10.0.0.7")])
    assert addresses.local_addresses() == ["10.0.0.7", "192.168.1.20", "fd00::5"]
    assert addresses.with_port("fd00::5", 80) == "[fd00::5]:80"


def test_a_kept_seat_is_its_owners_alone(tmp_path: pathlib.Path) -> None:
    folder = tmp_path / "seats"
    path = write_record("127.0.0.1:1", "a-K7QX3M", 1, "t" * 43, BH, "Bo", folder)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(folder).st_mode) == 0o700
    (folder / "seat-a-BROKEN-0.json").write_text("{not json")
    assert [r["code"] for r in read_records(folder)] == ["a-K7QX3M"]
    forget_record("a-K7QX3M", 1, folder)
    assert read_records(folder) == []


def test_hosting_on_this_computer_announces_nothing(tmp_path: pathlib.Path) -> None:
    announced = []
    h = Hosting(tmp_path, BH, {"players": 2}, 5, ["Ada", "Bo"], ["human", "invite"], [0],
                bind=LOOPBACK, announce=lambda *a: announced.append(a))
    h.start()
    try:
        end = time.monotonic() + 30
        while h.code is None:
            assert time.monotonic() < end and not h.problem, h.problem
            for kind, msg in h.link.poll() if h.link else []:
                h.take(kind, msg)
            time.sleep(0.01)
        sockets = h.server.server._server.sockets
        assert {s.getsockname()[0] for s in sockets} == {LOOPBACK}
        assert announced == [] and h.announcer is None and h.free_invited() == [1]
    finally:
        h.stop()
