"""The network package's parts, without a socket: the protocol's parsing, the rate and
bad-message guard, names, codes, tokens, a table's update messages and its files."""
from __future__ import annotations

import json
import pathlib
import stat

import pytest

import game.catalogue  # noqa: F401
from game.core.registry import get_game
from game.net import codes, protocol, tokens
from game.net.client import table_url
from game.net.guard import Guard
from game.core.names import NAME_MAX as MAX_NAME, clean_name
from game.net.protocol import ProtocolError, parse
from game.net.store import Store, StoreError, keys_path, save_path
from game.net.table import REMOTE, SeatState, Table

TOKEN = "A" * 43
CODE = "a-K7QX3M"


def msg(**fields) -> str:
    return json.dumps({"v": 1, **fields})


def refused(raw: str | bytes) -> ProtocolError:
    with pytest.raises(ProtocolError) as e:
        parse(raw)
    assert "\n" not in e.value.message and e.value.message
    return e.value


def test_requests_are_read_with_their_fields_and_id() -> None:
    assert parse(msg(type="list", id=7)) == ("list", {}, 7)
    kind, f, rid = parse(msg(type="act", code=CODE, seat=2, token=TOKEN, turn=0,
                             action={"type": "bet"}, id="x1"))
    assert (kind, f["seat"], f["turn"], rid) == ("act", 2, 0, "x1")
    assert parse(msg(type="create", game="g", seats=["remote", "hard"], seed=-5,
                     options={"players": 2, "variant": "family", "rounds": None},
                     away_after=0.5))[1]["away_after"] == 0.5


@pytest.mark.parametrize("raw,code", [
    (b'{"v":1,"type":"list"}', "malformed"),  # a binary frame
    ("not json", "malformed"), ("[1,2]", "malformed"), ('{"v":1,"type":"list"', "malformed"),
    ('{"v":1,"type":"list","x":NaN}', "malformed"), ("[" * 60_000, "malformed"),
    ('{"v":1,"type":"list","id":' + "9" * 5000 + "}", "malformed"),
    (json.dumps({"type": "list"}), "protocol"), (json.dumps({"v": 2, "type": "list"}), "protocol"),
    (json.dumps({"v": True, "type": "list"}), "protocol"),
    (msg(type="dance"), "unknown_type"), (msg(type=["list"]), "unknown_type"),
    (msg(type="list", extra=1), "malformed"), (msg(type="list", id=-1), "malformed"),
    (msg(type="list", id="a b"), "malformed"),
    (msg(type="join"), "malformed"), (msg(type="join", code="A-K7QX3M"), "malformed"),
    (msg(type="join", code=CODE, seat=True), "malformed"),
    (msg(type="join", code=CODE, seat=1.0), "malformed"),
    (msg(type="join", code=CODE, seat=16), "malformed"),
    (msg(type="join", code=CODE, token="short"), "malformed"),
    (msg(type="join", code=CODE, name="x" * 65), "malformed"),
    (msg(type="act", code=CODE, seat=0, token=TOKEN, turn=0, action=[1]), "malformed"),
    (msg(type="act", code=CODE, seat=0, token=TOKEN, turn=-1, action={}), "malformed"),
    (msg(type="create", game="g", seats=[]), "malformed"),
    (msg(type="create", game="g", seats=["remote"] * 17), "malformed"),
    (msg(type="create", game="g", seats=["remote"], options={"a": [1]}), "malformed"),
    (msg(type="create", game="g", seats=["remote"], away_after=1e9), "malformed"),
    (msg(type="create", game="g", seats=["remote"], seed=2 ** 63), "malformed"),
    (msg(type="hello", games={"g": 5}), "malformed"),
    ("x" * (protocol.MAX_MESSAGE + 1), "too_big"),
])
def test_what_is_not_a_request_is_refused_in_one_line(raw, code) -> None:
    assert refused(raw).code == code


def test_the_guard_allows_a_burst_then_the_rate_and_counts_bad_messages() -> None:
    g = Guard(0.0, rate=10.0, burst=5, bad_limit=3, bad_window=10.0)
    assert [g.allow(0.0) for _ in range(6)] == [True] * 5 + [False]
    assert g.allow(0.1) and not g.allow(0.1)  # a tenth of a second: one more message
    assert not g.bad(0.0) and not g.bad(5.0)
    assert not g.bad(10.5)  # the first has left the window
    assert g.bad(11.0)


@pytest.mark.parametrize("given,name,changed", [
    ("Ada", "Ada", False), ("  Ada  ", "Ada", False), ("Ada\nBruno", "Ada Bruno", True),
    ("\x1b[31mRed", "[31mRed", True), ("x" * 40, "x" * MAX_NAME, True), ("\t\n ", "Seat", True),
    ("Zoë 🐎", "Zoë 🐎", False),
])
def test_names_are_printable_trimmed_and_short(given, name, changed) -> None:
    got, reason = clean_name(given, "Seat")
    assert got == name and bool(reason) == changed
    assert got.isprintable() and len(got) <= MAX_NAME


def test_codes_name_their_server() -> None:
    code = codes.new_code("b7")
    assert codes.server_of(code) == "b7" and codes.CODE_RE.fullmatch(code)
    assert not set(code[3:]) & set("01OIL")
    assert table_url("ws://127.0.0.1:9/", code) == "ws://127.0.0.1:9/b7"
    assert table_url("127.0.0.1:9") == "ws://127.0.0.1:9/"
    with pytest.raises(ValueError):
        codes.check_server_id("Bad Name")


def test_tokens_are_kept_as_hashes_and_seeds_derived_unguessably() -> None:
    t = tokens.new_token()
    assert protocol.TOKEN_RE.fullmatch(t) and t != tokens.new_token()
    kept = tokens.token_hash(t)
    assert t not in kept and tokens.matches(t, kept) and not tokens.matches(t + "x", kept)
    salt, other = tokens.new_salt(), tokens.new_salt()
    seeds = {tokens.bot_seed(salt, 7, s) for s in range(4)} | {tokens.stand_in_seed(salt, 7, 0)}
    assert len(seeds) == 5 and 7 not in seeds
    assert tokens.bot_seed(salt, 7, 1) == tokens.bot_seed(salt, 7, 1) != tokens.bot_seed(other, 7, 1)


def _table(name: str = "finish-line", seats: int = 2) -> tuple[Table, str]:
    info = get_game(name)
    owner = tokens.new_token()
    t = Table(CODE, info, info.setup({"players": seats}), 99, tokens.new_salt(),
              [SeatState(REMOTE, f"P{i}") for i in range(seats)], tokens.token_hash(owner),
              120.0, "random")
    return t, owner


def _play_to_end(t: Table) -> None:
    bots = [t.info.make_bot("random", 1, s) for s in range(len(t.seats))]
    t.start()
    while (d := t.game.decision()) is not None:
        t.apply(d.seat, bots[d.seat].choose(t.game.view(d.seat)))


def test_a_long_resync_is_chunked_and_holds_every_event_once(monkeypatch) -> None:
    t, _ = _table()
    _play_to_end(t)
    monkeypatch.setattr(protocol, "CHUNK", 4096)
    msgs = [json.loads(m) for m in t.updates(1, 3)]
    assert len(msgs) > 5 and all(len(m) < 4096 + 8 * 1024 for m in t.updates(1, 3))
    got = [e for m in msgs for e in m["events"]]
    assert got == [t.game.redact(e, 1) for e in t.events[3:]]
    assert [m["first"] for m in msgs] == [3 + sum(len(x["events"]) for x in msgs[:i])
                                          for i in range(len(msgs))]
    assert "view" in msgs[-1] and all("view" not in m for m in msgs[:-1])
    assert msgs[-1]["over"] is True and msgs[-1]["turn"] is None


def test_a_tables_files_read_back_and_hold_no_token(tmp_path: pathlib.Path) -> None:
    t, owner = _table()
    seat_token = tokens.new_token()
    t.seats[0].token = tokens.token_hash(seat_token)
    t.start()
    bots = [t.info.make_bot("random", 1, s) for s in range(2)]
    for _ in range(5):
        d = t.game.decision()
        t.apply(d.seat, bots[d.seat].choose(t.game.view(d.seat)))
    from game.net.store import keys_doc, save_doc
    store = Store(tmp_path)
    store.write(CODE, save_doc(t), keys_doc(t), t.events)
    for path in (save_path(tmp_path, CODE), keys_path(tmp_path, CODE)):
        text = path.read_text()
        assert owner not in text and seat_token not in text
    assert stat.S_IMODE(keys_path(tmp_path, CODE).stat().st_mode) == 0o600
    back = Store(tmp_path).load(CODE)
    assert back.events == t.events and back.turn == 5 and back.seats[0].token == t.seats[0].token
    assert tokens.matches(owner, back.owner) and back.salt == t.salt
    keys = json.loads(keys_path(tmp_path, CODE).read_text())
    keys["seats"][1]["kind"] = "hard"
    keys_path(tmp_path, CODE).write_text(json.dumps(keys))
    with pytest.raises(StoreError, match=r"seats\[1\].kind"):
        Store(tmp_path).load(CODE)


def test_only_a_loopback_address_keeps_the_server_to_this_computer() -> None:
    from game.net.cli import loopback
    assert loopback("127.0.0.1") and loopback("::1") and loopback("localhost")
    assert not loopback("0.0.0.0") and not loopback("192.168.1.20") and not loopback("::")
