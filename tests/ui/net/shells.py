"""Two copies of the program in one test process (dummy video driver), one hosting a table
on 127.0.0.1 and one joining it, driven through their own input events (clicks on their
buttons, typing into their fields) and stepped in turn without sleeping.

pygame's event queue is one per process: an event posted just before one shell's frame is
read by that shell's frame, so the shells never take each other's input.
"""
from __future__ import annotations

import time
from typing import Any

import pygame

from game.core.registry import get_game
from game.ui.app import App, AppConfig
from game.ui.net.join_scene import FIELD_X, PANEL as JOIN_PANEL
from game.ui.scenes.final import FinalScene

from ..driver import Driver

LOOPBACK = "127.0.0.1"
WAIT = 60.0  # seconds of wall time a step of the conversation may take at most


class Shell:
    """One copy of the program and the person at it."""

    def __init__(self, window: tuple[int, int] | None = None) -> None:
        self.app = App(AppConfig(speed="instant", autosave=False, host_on=LOOPBACK,
                                 window=window))
        self.d = Driver(self.app)

    @property
    def top(self) -> Any:
        return self.app.stack.top

    def press(self, key: str) -> None:
        """Clicks the top screen's button ``key`` where it is drawn."""
        buttons = {b.key: b for b in self.top.buttons()}
        assert key in buttons, (key, sorted(buttons))
        self.d.click(buttons[key].rect.center)

    def type_into(self, row: int, text: str) -> None:
        """Clicks the join screen's field ``row`` and types ``text`` there."""
        self.d.click((FIELD_X + 100, JOIN_PANEL.y + 60 + row * 56))
        self.d.type_text(text)

    def table(self) -> Any:
        return next((s for s in reversed(self.app.stack.scenes) if s.name == "table"), None)


def until(shells: list[Shell], cond: Any, what: str, seconds: float = WAIT) -> None:
    end = time.monotonic() + seconds
    while not cond():
        assert time.monotonic() < end, f"not within {seconds:g} s: {what}"
        for s in shells:
            s.app.step(0.05)
        time.sleep(0.002)


def host_and_join(game: str, players: int, seed: int, window: tuple[int, int] | None = None
                  ) -> tuple[Shell, Shell, Any]:
    """The host sets up ``game`` with seat 2 invited and hosts it on 127.0.0.1; the joiner
    types the address and the code and joins; both tables open. (host, joiner, the host's
    ``Hosting``)."""
    host, joiner = Shell(window), Shell(window)
    host.press("together")
    host.press("host")
    choose = host.top
    choose.choose([g.name for g in choose.games].index(game))
    setup = host.top
    assert setup.name == "setup" and setup.hosting
    setup.set_players(players)
    while setup.kinds[1] != "invite":
        host.press("kind:1")
    for i in range(2, players):
        while setup.kinds[i] != get_game(game).bot_kinds[0]:
            host.press(f"kind:{i}")
    setup.seed_entry.set_text(str(seed))
    host.press("start")
    hosting = host.top.hosting
    until([host], lambda: hosting.code is not None, "the table is created")
    joiner.press("together")
    joiner.press("join")
    assert joiner.top.browser is None  # this computer only: no service discovery
    joiner.type_into(0, f"{LOOPBACK}:{hosting.port}")
    joiner.type_into(1, hosting.code)
    joiner.press("join")
    until([host, joiner], lambda: host.table() is not None and joiner.table() is not None,
          "both tables open")
    return host, joiner, hosting


def person_moves(shell: Shell) -> bool:
    """The shell's person makes their move if it is theirs (the first of the choices)."""
    top, table = shell.top, shell.table()
    if top is not table:
        if hasattr(top, "ready"):
            top.ready()  # a pass screen
        elif not isinstance(top, FinalScene):
            top.default_action()  # a sheet between rounds
        return False
    s = table.session
    if s.queue or s.human_to_move() is None or s.turn_open() is None:
        return False
    assert s.choose(s.game.legal().at(0)) == ""
    assert s.confirm() == ""
    return True


def finished(shell: Shell) -> bool:
    return isinstance(shell.top, FinalScene)


def leave(*shells: Shell) -> None:
    """Every connection closed and the host's server stopped."""
    for shell in shells:
        table = shell.table()
        if table is not None:
            table.on_exit()
    for shell in shells:
        shell.app.step(0.05)
    pygame.event.clear()
