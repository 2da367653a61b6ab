"""The screens of playing across computers draw at 800×600 and 1920×1080, in both
languages, with the words a player needs: Play with others, the hosting screen (code,
address, seats), the joining screen, and a networked table (whose turn, the marks)."""
from __future__ import annotations

import pygame
import pytest

from game.ui import palette as P

from .shells import host_and_join, leave, until


def texts(app) -> str:
    app.draw()  # (in the language now set: each shell's steps and presses set theirs)
    return " | ".join(op[1] for op in app.last_ops if op[0] == "text")


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_hosting_and_joining_screens_draw_at_both_sizes(size):
    host, joiner, hosting = host_and_join("bettor-horse", 2, 3, window=size)
    try:
        assert host.app.screen.get_size() == size
        h, j = texts(host.app), texts(joiner.app)
        s = joiner.table().session
        if s.waiting_for() is not None:  # Ada (at the host's computer) decides first
            assert "Waiting for Ada." in j and "Ada plays at another computer" in j
        assert "Player: connected" in h and "Ada: connected" in j  # each sees the other
        # The chat line: C (a key as a keyboard gives it: down, its letter, up), a line
        # typed the same way (L and T, the log's and the tipster's keys, are letters in it),
        # then Enter.
        joiner.d.type_keys("c")
        joiner.d.type_keys("Good luck, Ltd")
        joiner.d.type_text("\x1b[2J!")
        assert joiner.top is joiner.table()  # (no log opened by the L typed)
        joiner.d.key(pygame.K_RETURN)
        joiner.d.step()  # (the line's "finished" event, read by the joiner before the host
        #                   steps: the two shells share this process's event queue)
        until([host, joiner], lambda: "Player: Good luck, Ltd[2J!" in host.table().session.log,
              "the chat line reaches the host's log, cleaned")
        h = host.table().session
        assert len(h.log) == len(h.book.entries)  # (a line of its own, the events' all kept)
        # Drawn in the sender's colour, the colour the table shows its seat in (its mark
        # in the players' panel), made legible on the log's paper; as text only.
        host.here()
        host.app.draw()
        colour = P.readable(h.pres.seat_colour(1), P.CREAM)
        assert h.pres.seat_colour(0) != h.pres.seat_colour(1)
        said = [op for op in host.app.last_ops
                if op[0] == "text_box" and op[1] == "Player: Good luck, Ltd[2J!"]
        assert said and all(op[4] == colour for op in said)
        assert P.contrast(colour, P.CREAM) >= 4.5
        host.app.to_title()
        assert "Play with others" in texts(host.app)
        host.press("together")
        assert "Host a table" in texts(host.app) and "Join a table" in texts(host.app)
        host.press("join")
        words = texts(host.app)
        assert "Address" in words and "Code" in words and "Not looking" in words
    finally:
        leave(host, joiner)


def test_the_hosting_screen_shows_code_address_and_seats_in_italian(monkeypatch):
    from .shells import Shell
    shell = Shell((800, 600), "it")
    hosting = None
    try:
        shell.press("together")
        assert "Ospita un tavolo" in texts(shell.app)
        shell.press("host")
        choose = shell.top
        choose.choose([g.name for g in choose.games].index("ticket-gagnant"))
        setup = shell.top
        while setup.kinds[1] != "invite":
            shell.press("kind:1")
        assert "Invita" in texts(shell.app) and "Ospita il tavolo" in texts(shell.app)
        shell.press("start")
        hosting = shell.top.hosting
        until([shell], lambda: hosting.code is not None and hosting.listing is not None,
              "the table is created")
        words = texts(shell.app)
        assert hosting.code in words and f"127.0.0.1:{hosting.port}" in words
        assert "Invitato: in attesa che qualcuno si unisca…" in words
        assert "solo su questo computer" in words
        shell.press("bot:1")  # a bot in the empty seat: the game starts
        until([shell], lambda: shell.table() is not None, "the table opens")
    finally:
        leave(shell)
        if hosting is not None:
            hosting.stop()
