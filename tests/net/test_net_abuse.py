"""Abuse: 10,000 malformed, oversized, wrong-token and wrong-seat messages against a server
process while two other tables are being played (a bot client process and a server bot
at each).

Every message is answered (an ``error``, in order) or its connection is closed (a message
over 64 KiB or not UTF-8 closes it at once; the 20th bad message within 10 s closes it with
4001); the server's log holds no traceback, no internal error and no failure; the other
tables' games end exactly as they would have (as the same games played locally); the
server's memory ends within 20 MiB of where it stood before. A flood over the rate is
answered ``rate`` and closed the same way.
"""
from __future__ import annotations

import asyncio
import itertools
import json
import pathlib
import random
import secrets

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

import game.catalogue  # noqa: F401
from game.core.registry import get_game
from game.net import protocol
from game.net.client import Client, my_games

from .netutil import Procs, create, join, local_game, read_jsonl, wait_all, wait_lines

# The other tables: a seat played by a client process, waiting before its moves so that
# the game goes on through the abuse (about ten seconds), and a seat of the server's bots.
OTHERS = [("bettor-horse", ["easy", "random"], 9_101, 1.2),
          ("ticket-gagnant", ["random", "easy"], 9_102, 0.4)]
TOTAL = 10_000
OVERSIZED = 100
NOT_UTF8 = 100
PER_CONNECTION = protocol.BAD_LIMIT
MiB = 1024 * 1024


def rss(pid: int) -> int:
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise AssertionError("no VmRSS")


def bad_messages(codes: list[str], own: str, rng: random.Random):
    """Endless bad messages of every kind: malformed, unknown, wrong token, wrong seat."""
    token = secrets.token_urlsafe(32)
    kinds = [
        lambda: "{" * rng.randint(1, 50),
        lambda: json.dumps([1, 2, 3]),
        lambda: '{"v":1,"type":"list","x":NaN}',
        lambda: "[" * 5000,
        lambda: json.dumps({"v": 1, "type": rng.choice(["dance", "", "ACT"])}),
        lambda: json.dumps({"v": 1, "type": "join", "code": rng.choice(codes), "seat": True}),
        lambda: json.dumps({"v": 1, "type": "act", "code": rng.choice(codes), "seat": 0.5,
                            "token": token, "turn": 0, "action": {}}),
        lambda: json.dumps({"v": 1, "type": "act", "code": rng.choice(codes), "seat": 0,
                            "token": token, "turn": 0, "action": {"type": "x"}, "extra": 1}),
        # wrong token: a seat of another table claimed with a token that is not its own
        lambda: json.dumps({"v": 1, "type": "join", "code": rng.choice(codes),
                            "token": secrets.token_urlsafe(32)}),
        # wrong seat: an action for a seat this connection does not hold
        lambda: json.dumps({"v": 1, "type": "act", "code": rng.choice(codes + [own]),
                            "seat": rng.randint(0, 1), "token": token, "turn": rng.randint(0, 50),
                            "action": {"type": "place_bet", "first": 1, "second": 2, "stake": 1}}),
        lambda: json.dumps({"v": 1, "type": "start", "code": rng.choice(codes), "token": token}),
        lambda: json.dumps({"v": 1, "type": "watch", "code": "z-ABCDEF"}),
    ]
    for i in itertools.count():
        yield kinds[i % len(kinds)]()


async def _one(url: str, messages: list[str | bytes], closing: bool) -> tuple[int, int, int, int]:
    """Sends ``messages`` after a hello; (sent, answered, unanswered but closed, answered
    ``rate``)."""
    async with connect(url, proxy=None, max_size=protocol.MAX_SERVER_MESSAGE,
                       compression=None) as ws:
        await ws.send(json.dumps({"v": 1, "type": "hello", "games": my_games()}))
        assert json.loads(await ws.recv())["type"] == "welcome"
        for m in messages:
            await ws.send(m, text=True) if isinstance(m, bytes) else await ws.send(m)
        answered = rate = 0
        try:
            async with asyncio.timeout(20):
                while answered < len(messages):
                    reply = json.loads(await ws.recv())
                    assert reply["type"] in ("error", "tables"), reply
                    answered += 1
                    rate += reply.get("code") == "rate"
            if closing:
                await asyncio.wait_for(ws.recv(), 20)
        except ConnectionClosed as e:
            assert closing and e.rcvd is not None and e.rcvd.code in (
                protocol.CLOSE_ABUSE, 1009, 1007), e
        else:
            assert not closing, "the connection stayed open"
        return len(messages), answered, len(messages) - answered, rate


async def _abuse(url: str, codes: list[str]) -> dict[str, int]:
    """TOTAL bad messages over many connections, 16 at a time."""
    owner = await Client.open(url)
    own = (await owner.request("create", game="finish-line", seats=["remote", "remote"]))["code"]
    await owner.close()
    rng = random.Random(3)
    gen = bad_messages(codes, own, rng)
    jobs: list[tuple[list[str | bytes], bool]] = []
    jobs += [(["x" * (protocol.MAX_MESSAGE + 1)], True) for _ in range(OVERSIZED)]
    jobs += [([b'{"v":1,"type":"list","x":"\xff\xfe"}'], True) for _ in range(NOT_UTF8)]
    left = TOTAL - OVERSIZED - NOT_UTF8
    while left > 0:
        n = min(PER_CONNECTION, left)
        jobs.append(([next(gen) for _ in range(n)], n == PER_CONNECTION))
        left -= n
    flood = ['{"v":1,"type":"list"}'] * (2 * protocol.BURST)
    gate = asyncio.Semaphore(16)

    async def run(job: tuple[list[str | bytes], bool]) -> tuple[int, int, int, int]:
        async with gate:
            return await _one(url, *job)

    results = await asyncio.gather(*(run(j) for j in jobs), run((flood, True)))
    *bad, flooded = results
    return {"sent": sum(r[0] for r in bad), "answered": sum(r[1] for r in bad),
            "closed": sum(r[2] for r in bad), "connections": len(bad),
            "flood": flooded}


def test_ten_thousand_bad_messages_change_nothing(tmp_path: pathlib.Path) -> None:
    procs = Procs(tmp_path / "home")
    logs = tmp_path / "logs"
    try:
        server, _port, url = procs.server(tmp_path / "saves", logs)
        codes, clients = [], []
        for name, kinds, seed, delay in OTHERS:
            code = create(url, name, ["remote", kinds[1]], seed)
            codes.append(code)
            clients.append(join(procs, url, code, kinds[0], tmp_path / code, delay=delay))
        for code in codes:
            wait_lines(tmp_path / f"{code}.jsonl", 1, 60)  # joined: the game has begun
        before = rss(server.pid)
        playing = [c.poll() is None for c in clients]
        got = asyncio.run(asyncio.wait_for(_abuse(url, codes), 120))
        after = rss(server.pid)
        wait_all(clients, 90)
        assert server.poll() is None
    finally:
        procs.stop_all()
    assert got["sent"] == TOTAL and got["answered"] + got["closed"] == TOTAL
    assert got["closed"] == OVERSIZED + NOT_UTF8  # every other one answered, in order
    sent, answered, unanswered, rate = got["flood"]  # listing is fine, but not that often
    assert rate == protocol.BAD_LIMIT and unanswered > 0 and answered < sent
    assert after - before < 20 * MiB, f"the server grew by {(after - before) / MiB:.1f} MiB"
    assert all(playing), "the other tables were not being played when the abuse began"
    log = (logs / "server.log").read_text() + (logs / "stderr.txt").read_text()
    for word in ("Traceback", "internal error", "failed", "Error"):
        assert word not in log, log[log.find(word) - 300:log.find(word) + 300]
    assert log.count("closed after 20 bad messages") >= (TOTAL - 200) // PER_CONNECTION
    for (name, kinds, seed, _delay), code in zip(OTHERS, codes):
        info = get_game(name)
        bots = [info.make_bot(kinds[0], json.loads((tmp_path / f"{code}.state").read_text())["bot_seed"], 0),
                info.make_bot(kinds[1], seed, 1)]  # (the server's bot: seeded as a local game's)
        events, redacted = local_game(info, {"players": 2}, seed,
                                      ["Ada", f"Bruno ({kinds[1]})"], ["", kinds[1]], bots)
        assert read_jsonl(logs / f"table-{code}.jsonl") == events
        assert read_jsonl(tmp_path / f"{code}.jsonl") == redacted[0]
