"""Hosting and joining from the window (issue 40): two copies of the program on 127.0.0.1.

The host sets a game up with an invited seat and hosts it; the other copy joins by the
address and the code typed into its fields; the game is played at both tables by each
shell's own input events: Ticket Gagnant's decisions by clicks on its panels and board, the
other games' by the keys their buttons' badges show, and every screen between (a race's
results, a pass screen) closed by Enter. What each table received is compared with the
host's server's own game redacted for its seat: the joiner never received anything another
seat may not show it. The host speaks English and the joiner Italian: the joiner words the
decisions in its own language. The whole game drops the joiner's connection on the way: it
comes back by itself and the game ends as its actions play it.
"""
from __future__ import annotations

import os
import stat

import pytest

from game.core import history as hist
from game.net.seat_records import record_path
from game.ui.scenes.handover import PassScene

from .shells import (LOOPBACK as HERE, Shell, caught_up, check_bound_here, finished,
                     host_and_join, leave, only_its_own, play, server_table, until)

SEED = 41


def test_a_whole_game_through_both_windows_clicks_the_joiner_dropped_on_the_way():
    """Ticket Gagnant to its final scores, each person answering through the table's own
    panels and board (clicks and keys: tests/ui/ticketgagnant/helpers.answer); the host
    in English, the joiner in Italian. Six actions in, the joiner's connection is cut: it
    comes back by itself, and the game ends as its actions play it."""
    host, joiner, hosting = host_and_join("ticket-gagnant", 2, SEED, langs=("en", "it"))
    try:
        check_bound_here(hosting)
        assert joiner.top.name == "table" and joiner.app.find("join") is None
        s, h = joiner.table().session, host.table().session
        seen = []
        original = s.take

        def take(kind, msg):
            if kind == "link":
                seen.append(msg["state"])
            original(kind, msg)

        s.take = take
        kept = joiner.records()  # the joiner keeps its seat (Resume's Continue), owner-only
        assert [(r["code"], r["seat"]) for r in kept] == [(hosting.code, 1)]
        assert stat.S_IMODE(os.stat(record_path(hosting.code, 1)).st_mode) == 0o600
        assert host.records() == []  # (the host's computer keeps none)
        table = server_table(hosting)
        play(host, joiner, table, keys=False, drop_at=6, check_words=True, check_sheet=True)
        assert seen[:2] == ["down", "up"]  # the banner said so, then it was back
        assert len(s.events) == len(table.events) and len(h.events) == len(table.events)
        only_its_own(joiner, table, 1)
        only_its_own(host, table, 0)
        assert s.game.view(1) == table.game.view(1) and s.game.is_over()
        assert [st.seat for st in s.game.standings()] == [st.seat for st in table.game.standings()]
        assert {seat for seat, _a in table.actions} == {0, 1}  # both people decided
        # The game ended as its actions play it: nothing lost, nothing taken twice.
        replayed = hist.replay(table.history())
        assert replayed.events == table.events and replayed.game.is_over()
        final = joiner.top
        assert not {b.key: b for b in final.buttons()}["replay"].enabled  # (the host's history)
        token = s.link.tokens[1]
        paths = joiner.table().export()
        for path in (paths.log, paths.summary):  # an export never holds a token
            assert token not in path.read_text(encoding="utf-8")
        assert joiner.records() == []  # the kept seat went with the game's end
    finally:
        leave(host, joiner)


@pytest.mark.parametrize("game", ["bettor-horse", "finish-line", "horse-fever"])
def test_a_few_moves_of_every_other_game_by_each_windows_keys(game):
    """Both people play by the keys their buttons show; the joiner (in Italian) receives
    its own seat's secrets only; the host leaves mid-game: the joiner is told, and the
    table is kept among the host's saves, to be hosted again."""
    host, joiner, hosting = host_and_join(game, 2, SEED, langs=("en", "it"))
    try:
        check_bound_here(hosting)
        table = server_table(hosting)
        play(host, joiner, table, moves=6, check_words=game != "horse-fever")
        assert {seat for seat, _a in table.actions} == {0, 1}  # both decided, by keys
        until([host, joiner], lambda: caught_up(joiner, table), "the joiner caught up")
        only_its_own(joiner, table, 1)
        s = joiner.table().session
        assert s.game.view(1) == table.game.view(1)
        # The host leaves mid-game: the joiner is told, its seat kept to come back.
        leave(host)
        until([joiner], lambda: s.pump() or s.closed, "the joiner told")
        assert s.closed == "host_left" and "the host left" in s.banner()
        assert s.later and [r["code"] for r in joiner.records()] == [table.code]
    finally:
        leave(host, joiner)
    host.app.to_title()
    host.here()
    title = host.top
    title.on_resume()
    meta = title.latest.meta
    assert meta["actions"] >= s.game.number > 0 and meta["hosted"]["code"] == table.code


def test_the_hosts_people_play_hot_seat_with_pass_screens_the_joiner_none():
    """Two people at the host's computer and one invited: the host's screen shows the
    table's public events and passes between its people; the joiner sees its own."""
    host, joiner = Shell(home="host"), Shell(home="joiner")
    host.press("together")
    host.press("host")
    choose = host.top
    choose.choose([g.name for g in choose.games].index("ticket-gagnant"))
    setup = host.top
    setup.set_players(3)
    while setup.kinds[1] != "human":
        host.press("kind:1")
    while setup.kinds[2] != "invite":
        host.press("kind:2")
    host.press("start")
    hosting = host.top.hosting
    until([host], lambda: hosting.code is not None, "the table is created")
    joiner.press("together")
    joiner.press("join")
    joiner.type_into(0, f"{HERE}:{hosting.port}")
    joiner.type_into(1, hosting.code)
    joiner.press("join")
    until([host, joiner], lambda: host.table() is not None and joiner.table() is not None,
          "both tables open")
    passes = {"host": 0, "joiner": 0}
    table = server_table(hosting)

    def step() -> bool:
        passes["host"] += isinstance(host.top, PassScene)
        passes["joiner"] += isinstance(joiner.top, PassScene)
        host.by_clicks()
        joiner.by_clicks()
        return len(table.actions) >= 8

    try:
        until([host, joiner], step, "eight moves", seconds=60)
        h = host.table().session
        assert h.hotseat and h.stream is None and passes["host"] > 0 and passes["joiner"] == 0
        assert {seat for seat, _a in table.actions} == {0, 1, 2}
        only_its_own(host, table, None)
        only_its_own(joiner, table, 2)
    finally:
        leave(host, joiner)

