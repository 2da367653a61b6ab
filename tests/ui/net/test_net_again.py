"""The host Continues a table later (issue 40): a game in progress whose host left is kept,
and hosting it again brings everyone back to it.

The host leaves mid-game: the joiner is told that the table closed for later, and keeps its
seat. The host's Continue (the title's, its newest game) hosts the table again, with the
same code on the same port, the invited seat still the joiner's; the joiner comes back
through its own Resume ("Continue at table CODE") with the seat it kept; and the game goes
on from where it stopped, each side still receiving only its own seat's secrets.
"""
from __future__ import annotations

import pygame

from game.net.hosting import hosted_note

from .shells import (LOOPBACK, check_bound_here, host_and_join, leave, only_its_own, play,
                     server_table, until)

SEED = 43


def test_the_host_continues_the_table_later_and_the_joiner_rejoins_it_from_resume():
    host, joiner, hosting = host_and_join("ticket-gagnant", 2, SEED)
    try:
        table = server_table(hosting)
        code, port = hosting.code, hosting.port
        play(host, joiner, table, moves=4, keys=False)
        before, acted = list(table.events), len(table.actions)
        # The host leaves by its menu (Esc, Save and leave): the table is closed for later,
        # the joiner told and its seat kept.
        host.d.key(pygame.K_ESCAPE)
        host.press("title")
        s = joiner.table().session
        until([joiner], lambda: s.pump() or s.closed, "the joiner told")
        assert s.later and "Continue at table " + code in s.banner()
        assert [(r["code"], r["seat"]) for r in joiner.records()] == [(code, 1)]
        leave(joiner)
        joiner.app.to_title()
        # The host's Continue (offered on the title it left to): the table hosted again,
        # same code, same address.
        title = host.top
        assert title.name == "title" and host.table() is None
        assert hosted_note(title.latest.meta) == {"code": code, "port": port, "local": [0]}
        host.press("continue")
        scene = host.top
        assert scene.name == "host" and scene.again
        again = scene.hosting
        until([host], lambda: again.listing is not None and again.link is not None,
              "the table hosted again")
        assert (again.code, again.port, again.moved) == (code, port, False)
        check_bound_here(again)
        words = " | ".join(host.drawn())
        assert code in words and f"{LOOPBACK}:{port}" in words
        assert f"Player: away, until they Continue at table {code} (Resume)" in words
        assert host.table() is None  # (it waits for the invited player: or Play on now)
        # The joiner's Resume: Continue at table CODE, with the seat it kept.
        joiner.press("resume")
        joiner.press("rejoin:0")
        until([host, joiner], lambda: host.table() is not None and joiner.table() is not None,
              "both tables open again")
        table = server_table(again)
        assert table.events[:len(before)] == before and len(table.actions) == acted
        back = joiner.table().session  # (the game as it stands: its past not played again)
        assert len(back.events) == len(before) and not back.queue
        play(host, joiner, table, moves=4, keys=False)
        only_its_own(joiner, table, 1)
        only_its_own(host, table, 0)
        assert joiner.table().session.names == s.names
    finally:
        leave(host, joiner)
