"""Hosting and joining from the window (issue 40): two copies of the program on 127.0.0.1.

The host sets a game up with an invited seat and hosts it; the other copy joins by the
address and the code typed into its fields; the game is played at both tables. What the
joiner's table received is compared with the same game played by the rules alone, seat 1's
redaction of it (or with the host's server's own game): the game went as it would have,
and the joiner never received anything another seat may not show it. One test drops the joiner's connection mid-game: it comes
back by itself and the game ends the same.
"""
from __future__ import annotations

import os
import stat

import pygame
import pytest

from game.core.registry import get_game
from game.net.hosting import LOOPBACK
from game.net.seat_records import read_records, record_path

from ..ticketgagnant.helpers import answer
from game.ui.scenes.handover import PassScene
from game.ui.scenes.sheet_host import SheetHost

from .shells import LOOPBACK as HERE, Shell, finished, host_and_join, leave, person_moves, until

SEED = 41


def reference(game: str, players: int, names: list[str], actions: int | None = None
              ) -> tuple[object, list]:
    """The game played by the rules alone with the same choices (the first legal action at
    every decision), to its end or for ``actions`` decisions: the game and every event."""
    info = get_game(game)
    g, events = info.new_game(info.setup({"players": players}), SEED, names)
    events = list(events)
    while not g.is_over() and (actions is None or actions > 0):
        events += g.apply(g.legal().at(0))
        actions = None if actions is None else actions - 1
    return g, events


def check_bound_here(hosting) -> None:
    server = hosting.server.server._server  # the TableServer's websockets server
    assert {s.getsockname()[0] for s in server.sockets} == {LOOPBACK}
    assert hosting.bind == LOOPBACK and hosting.announcer is None  # no discovery here


def play(host, joiner, moves: int | None = None, drop_at: int | None = None) -> int:
    made, dropped = 0, False
    shells = [host, joiner]

    def step() -> bool:
        nonlocal made, dropped
        for shell in shells:
            made += person_moves(shell)
        if drop_at is not None and made >= drop_at and not dropped:
            dropped = True
            joiner.table().session.link.drop()
        if moves is not None:
            return made >= moves
        return finished(host) and finished(joiner)

    until(shells, step, f"{moves or 'all the'} moves made", seconds=80)
    return made


def test_a_whole_game_hosted_and_joined_through_both_windows_clicks():
    """Ticket Gagnant to its final scores, each person answering through the table's own
    panels and board (clicks and keys: tests/ui/ticketgagnant/helpers.answer)."""
    host, joiner, hosting = host_and_join("ticket-gagnant", 2, SEED)
    try:
        check_bound_here(hosting)
        assert joiner.top.name == "table" and joiner.app.find("join") is None
        shells = [host, joiner]

        def step() -> bool:
            for shell in shells:
                top, table = shell.top, shell.table()
                if top is table and table.frame.panel is not None \
                        and table.session.turn_open() is not None and not table.session.queue:
                    answer(shell.d, table)
                elif isinstance(top, SheetHost) and top.waits and top.age >= top.part.grace:
                    shell.d.key(pygame.K_RETURN)  # a race's results: read, then Enter
                elif top is not table and hasattr(top, "ready"):
                    top.ready()
            return finished(host) and finished(joiner)

        until(shells, step, "the game played to its final scores", seconds=80)
        table = hosting.server.server.lobby.tables[hosting.code]  # the server's own game
        s, h = joiner.table().session, host.table().session
        assert s.events == [table.game.redact(ev, 1) for ev in table.events]  # its own only
        assert h.events == [table.game.redact(ev, 0) for ev in table.events]
        assert s.game.view(1) == table.game.view(1) and s.game.is_over()
        assert [st.seat for st in s.game.standings()] == [st.seat for st in table.game.standings()]
        final = joiner.top
        assert not {b.key: b for b in final.buttons()}["replay"].enabled  # (the host's history)
        token = s.link.tokens[1]
        paths = joiner.table().export()
        for path in (paths.log, paths.summary):  # an export never holds a token
            assert token not in path.read_text(encoding="utf-8")
        assert read_records() == []  # the kept seat went with the game's end
    finally:
        leave(host, joiner)


def test_a_dropped_connection_comes_back_by_itself_and_the_game_ends_the_same():
    host, joiner, hosting = host_and_join("ticket-gagnant", 2, SEED)
    try:
        s = joiner.table().session
        seen = []
        original = s.take

        def take(kind, msg):
            if kind == "link":
                seen.append(msg["state"])
            original(kind, msg)

        s.take = take
        kept = read_records()  # the joiner keeps its seat (Resume's Continue), owner-only
        assert [(r["code"], r["seat"]) for r in kept] == [(hosting.code, 1)]
        assert stat.S_IMODE(os.stat(record_path(hosting.code, 1)).st_mode) == 0o600
        play(host, joiner, drop_at=6)
        assert seen[:2] == ["down", "up"]  # the banner said so, then it was back
        game, events = reference("ticket-gagnant", 2, list(s.names))
        assert s.events == [game.redact(ev, 1) for ev in events]
    finally:
        leave(host, joiner)


@pytest.mark.parametrize("game", ["bettor-horse", "finish-line", "horse-fever"])
def test_a_few_moves_of_every_other_game_across_two_windows(game):
    host, joiner, hosting = host_and_join(game, 2, SEED)
    try:
        check_bound_here(hosting)
        assert play(host, joiner, moves=6) >= 6
        s = joiner.table().session
        ref, events = reference(game, 2, list(s.names), s.game.number)
        assert s.events == [ref.redact(ev, 1) for ev in events]
        assert s.game.view(1) == ref.view(1)
    finally:
        leave(host, joiner)
    # The host left mid-game: the joiner was told, and the host may Continue it later.
    joiner.app.step(0.05)
    assert "the host left" in s.banner()
    host.app.to_title()
    title = host.top
    title.on_resume()
    assert title.latest is not None and title.latest.meta["actions"] >= s.game.number > 0


def test_the_hosts_people_play_hot_seat_with_pass_screens_the_joiner_none():
    """Two people at the host's computer and one invited: the host's screen shows the
    table's public events and passes between its people; the joiner sees its own."""
    host, joiner = Shell(), Shell()
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

    def step() -> bool:
        passes["host"] += isinstance(host.top, PassScene)
        passes["joiner"] += isinstance(joiner.top, PassScene)
        return play_some(host, joiner) >= 8

    made = [0]

    def play_some(*shells) -> int:
        for shell in shells:
            made[0] += person_moves(shell)
        return made[0]

    try:
        until([host, joiner], step, "eight moves", seconds=60)
        h, s = host.table().session, joiner.table().session
        assert h.hotseat and h.stream is None and passes["host"] > 0 and passes["joiner"] == 0
        table = hosting.server.server.lobby.tables[hosting.code]
        n = len(h.events)
        assert h.events == [table.game.redact(ev, None) for ev in table.events[:n]]
        m = len(s.events)
        assert s.events == [table.game.redact(ev, 2) for ev in table.events[:m]]
    finally:
        leave(host, joiner)
