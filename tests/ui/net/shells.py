"""Two copies of the program in one test process (dummy video driver), one hosting a table
on 127.0.0.1 and one joining it, driven through their own input events (clicks on their
buttons and panels, keys, typing into their fields) and stepped in turn without sleeping.

pygame's event queue is one per process: an event posted just before one shell's frame is
read by that shell's frame, so the shells never take each other's input. The language and
the home folder (``HORSEBURG_HOME``: settings, saves, kept seats) are one per process too:
each shell has its own (``lang``, ``home``), set before each of its frames, so a host in
English and a joiner in Italian share the process as two computers would.
"""
from __future__ import annotations

import os
import pathlib
import time
from typing import Any

import pygame

from game.core.registry import get_game
from game.net.seat_records import read_records
from game.services import i18n
from game.ui.app import App, AppConfig
from game.ui.net.join_scene import FIELD_X, PANEL as JOIN_PANEL
from game.ui.scenes.final import FinalScene
from game.ui.scenes.sheet_host import SheetHost

from ..driver import Driver
from ..keyboard_walker import candidates, signature
from ..ticketgagnant.helpers import answer

LOOPBACK = "127.0.0.1"
WAIT = 60.0  # seconds of wall time a step of the conversation may take at most


class Shell:
    """One copy of the program and the person at it (who speaks ``lang``)."""

    def __init__(self, window: tuple[int, int] | None = None, lang: str = "en",
                 home: str = "") -> None:
        self.lang = lang
        self.home = str(pathlib.Path(os.environ["HORSEBURG_HOME"]) / home) if home \
            else os.environ["HORSEBURG_HOME"]
        self.here()
        self.app = App(AppConfig(speed="instant", autosave=False, host_on=LOOPBACK,
                                 window=window))
        step = self.app.step

        def own_step(*args: Any, **kw: Any) -> Any:
            self.here()  # (this computer's language and folders, for its frame)
            return step(*args, **kw)

        self.app.step = own_step  # type: ignore[method-assign]
        self.d = Driver(self.app)
        self.tried: dict[Any, set[int]] = {}  # (by_keys: the keys tried at each moment)

    def here(self) -> None:
        """This shell's language and home folder, for what it does next."""
        i18n.set_language(self.lang)
        os.environ["HORSEBURG_HOME"] = self.home

    def records(self) -> list[dict[str, Any]]:
        """The seats this shell keeps at other computers' tables."""
        self.here()
        return read_records()

    @property
    def top(self) -> Any:
        return self.app.stack.top

    def press(self, key: str) -> None:
        """Clicks the top screen's button ``key`` where it is drawn."""
        self.here()
        buttons = {b.key: b for b in self.top.buttons()}
        assert key in buttons, (key, sorted(buttons))
        self.d.click(buttons[key].rect.center)

    def type_into(self, row: int, text: str) -> None:
        """Clicks the join screen's field ``row`` and types ``text`` there."""
        self.d.click((FIELD_X + 100, JOIN_PANEL.y + 60 + row * 56))
        self.d.type_text(text)

    def drawn(self) -> list[str]:
        """Every text this shell's window draws now (in its language)."""
        self.here()
        self.app.draw()
        return [op[1] for op in self.app.last_ops if op[0] == "text"]

    def table(self) -> Any:
        return next((s for s in reversed(self.app.stack.scenes) if s.name == "table"), None)

    def my_turn(self) -> Any:
        """The table, when its person is to decide now (nothing left to show first)."""
        top, table = self.top, self.table()
        if top is not table or table is None:
            return None
        s = table.session
        if s.queue or s.human_to_move() is None or s.turn_open() is None:
            return None
        return table if getattr(table.frame, "panel", None) is not None \
            or getattr(table.frame, "widget", None) is not None else None

    def go_on(self) -> bool:
        """A screen over the table (a pass screen, a race's results): Enter, as a person
        does once its first moments are over. True when a key was pressed."""
        top = self.top
        if top is self.table() or isinstance(top, FinalScene) or self.table() is None:
            return False
        if isinstance(top, SheetHost) and not (top.waits and top.age >= top.part.grace):
            return False
        if getattr(top, "age", 1.0) < 0.5:
            return False
        self.d.key(pygame.K_RETURN)
        return True

    def by_clicks(self) -> bool:
        """Ticket Gagnant's person: one decision by clicks on its panel and board."""
        table = self.my_turn()
        if table is None:
            return self.go_on()
        answer(self.d, table)
        return True

    def by_keys(self) -> bool:
        """Any game's person who plays by the keys the badges show (the keyboard walker's
        way, ``tests/ui/keyboard_walker.py``), one key at a time."""
        table = self.my_turn()
        if table is None:
            return self.go_on()
        done = self.tried.setdefault(signature(self.app), set())
        keys = [k for k in candidates(table) if k not in done]
        assert keys, f"no key left to try: {[(b.key, b.hotkey) for b in table.buttons()]}"
        done.add(keys[0])
        self.d.key(keys[0])
        return True


def until(shells: list[Shell], cond: Any, what: str, seconds: float = WAIT) -> None:
    end = time.monotonic() + seconds
    while not cond():
        assert time.monotonic() < end, f"not within {seconds:g} s: {what}"
        for s in shells:
            s.app.step(0.05)
        time.sleep(0.002)


def host_and_join(game: str, players: int, seed: int, window: tuple[int, int] | None = None,
                  langs: tuple[str, str] = ("en", "en")) -> tuple[Shell, Shell, Any]:
    """The host sets up ``game`` with seat 2 invited and hosts it on 127.0.0.1; the joiner
    types the address and the code and joins; both tables open. (host, joiner, the host's
    ``Hosting``)."""
    host, joiner = Shell(window, langs[0], "host"), Shell(window, langs[1], "joiner")
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


def server_table(hosting: Any) -> Any:
    """The host's server's own table (its game, events and actions)."""
    return hosting.server.server.lobby.tables[hosting.code]


def check_bound_here(hosting: Any) -> None:
    """Every socket of the host's server is on 127.0.0.1, and nothing is announced."""
    server = hosting.server.server._server  # the TableServer's websockets server
    assert {s.getsockname()[0] for s in server.sockets} == {LOOPBACK}
    assert hosting.bind == LOOPBACK and hosting.announcer is None  # no discovery here


def only_its_own(shell: Shell, table: Any, seat: int | None) -> None:
    """What ``shell``'s table received is the server's game redacted for ``seat`` (the
    spectator's, None, for a hot-seat screen): nothing another seat may not show it."""
    s = shell.table().session
    assert s.events == [table.game.redact(ev, seat) for ev in table.events[:len(s.events)]]


def finished(shell: Shell) -> bool:
    return isinstance(shell.top, FinalScene)


def leave(*shells: Shell) -> None:
    """Every connection closed and the host's server stopped."""
    for shell in shells:
        table = shell.table()
        if table is not None:
            shell.here()
            table.on_exit()
    for shell in shells:
        shell.app.step(0.05)
    pygame.event.clear()


def prompts_in_each_language(host: Shell, joiner: Shell, table: Any) -> None:
    """At the joiner's decision: its window words the prompt in Italian, as the rules
    word it in Italian (the server's, in the host's process, sends the host's words)."""
    d = table.game.decision()
    assert d.seat == 1 and joiner.my_turn() is not None
    i18n.set_language("en")
    english = table.game.decision().prompt
    i18n.set_language("it")
    italian = table.game.decision().prompt
    assert italian != english
    drawn = " | ".join(joiner.drawn())
    assert italian in drawn and english not in drawn, (italian, drawn)
    assert "Giocatore" in joiner.table().session.names  # (its name: the Italian default)


def no_replay_at_the_joiner(joiner: Shell) -> bool:
    """At the joiner's results sheet (True when it was there): its Replay is greyed (the
    game's history is the host's), and R replays nothing (the sheet stays)."""
    sheet = joiner.top
    if not isinstance(sheet, SheetHost) or not hasattr(sheet.part, "offers_replay") \
            or not sheet.part.offers_replay():
        return False
    replay = {b.key: b for b in sheet.buttons()}["replay"]
    assert not replay.enabled and replay.reason  # (why, in its language)
    joiner.d.key(pygame.K_r)
    assert joiner.top is sheet
    return True


def play(host: Shell, joiner: Shell, table: Any, moves: int | None = None, keys: bool = True,
         drop_at: int | None = None, check_words: bool = False,
         check_sheet: bool = False) -> None:
    """Both people play by their own input events (``keys``: by the badges' keys, else
    Ticket Gagnant's clicks) until ``moves`` more actions were taken at the server, some
    by each (None: to the game's end, both tables on their final scores); ``drop_at``
    actions in, the joiner's connection is cut; ``check_words``: at the joiner's first
    decision, its prompt is in its own language; ``check_sheet``: at its first results
    sheet, it offers no replay (to the game's end only)."""
    shells = [host, joiner]
    state = {"dropped": False, "worded": not check_words, "sheet": not check_sheet}
    start = len(table.actions)

    def step() -> bool:
        if not state["worded"] and table.game.decision() is not None \
                and table.game.decision().seat == 1 and joiner.my_turn() is not None:
            prompts_in_each_language(host, joiner, table)
            state["worded"] = True
        if not state["sheet"]:
            state["sheet"] = no_replay_at_the_joiner(joiner)
        for shell in shells:
            shell.by_keys() if keys else shell.by_clicks()
        if drop_at is not None and len(table.actions) >= drop_at and not state["dropped"]:
            state["dropped"] = True
            joiner.table().session.link.drop()
        if moves is not None:  # (and each of them at least once)
            return len(table.actions) - start >= moves and state["worded"] \
                and {seat for seat, _a in table.actions[start:]} == {0, 1}
        return finished(host) and finished(joiner) and state["sheet"]

    until(shells, step, f"{moves or 'all the'} moves made", seconds=80)


def caught_up(shell: Shell, table: Any) -> bool:
    s = shell.table().session
    return s.game.number == len(table.actions) and len(s.events) == len(table.events)
