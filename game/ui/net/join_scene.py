"""Joining a table at another computer: its address and code, or a table found nearby.

The player types the address the host's screen shows (``192.168.1.20:8765``) and the
table's code, and a name; or picks one of the tables service discovery found on this
network (``game/net/discovery.py``; where multicast is blocked the screen says so and
the fields remain; with ``--host-on 127.0.0.1``, the tests' "this computer only", it does
not look at all). Join takes the first invited seat; the table opens when the game starts.
Opened with a kept seat (``record``: Resume's Continue), it rejoins that seat with its
token at once. The seat is kept (``game/net/seat_records.py``, mode 0600) until its game
is over, so that a program closed meanwhile can come back.
"""
from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from ...core.names import NAME_MAX, clean_name
from ...core.registry import SetupError, get_game
from ...services.i18n import _
from ...net.codes import CODE_RE
from ...net.discovery import Browser
from ...net.hosting import LOOPBACK, where_to_host
from ...net.link import Link
from ...net.seat_records import read_records, write_record
from .. import palette as P
from ..gui import GuiLayer
from ..painter import Painter
from ..scene_registry import register_scene
from ..scenes.common import ButtonScene, draw_felt_title
from ..widgets import Button, draw_panel
from .net_session import refusal_line
from .net_table import open_table

PANEL = pygame.Rect(140, 140, 1000, 470)
FIELD_X = PANEL.x + 200


def typed_code(text: str) -> str:
    """A code as typed ("a-k7qx3m", " A-K7QX3M ") in its one form ("a-K7QX3M")."""
    text = text.strip()
    server, _sep, table = text.rpartition("-")
    return f"{server.lower()}-{table.upper()}" if server else text.upper()


def game_title(name: str) -> str:
    """A game found on the network by its title ("Ticket Gagnant"); a game this program
    does not have by the name its record gave."""
    try:
        return get_game(name).title
    except SetupError:
        return name


@register_scene("join")
class JoinScene(ButtonScene):
    name = "join"

    def __init__(self, app: Any, record: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        self.address = record["address"] if record else ""
        self.code = record["code"] if record else ""
        self.player = record["name"] if record else _("Player")
        self.entries: dict[str, pygame_gui.elements.UITextEntryLine] = {}
        self.message = ""
        self.link: Link | None = None
        self.seat: int | None = None
        self.game = ""
        self.listing: dict[str, Any] | None = None
        self.opened = False
        self.browser: Browser | None = None
        if where_to_host(getattr(app.cfg, "host_on", None)) != LOOPBACK:
            self.browser = Browser()
        self.gui = GuiLayer(app, self._build)
        if record is not None:
            self._connect(record["address"], record["code"])
            assert self.link is not None
            self.link.tokens[record["seat"]] = record["token"]
            self.link.request("join", code=record["code"], seat=record["seat"],
                              token=record["token"])

    def _build(self, gui: GuiLayer) -> None:
        for k, (key, value, limit) in enumerate((("address", self.address, 80),
                                                 ("code", self.code, 24),
                                                 ("name", self.player, NAME_MAX))):
            e = pygame_gui.elements.UITextEntryLine(
                gui.rect((FIELD_X, PANEL.y + 40 + k * 56, 360, 40)), gui.manager)
            e.set_text_length_limit(limit)
            e.set_text(value)
            self.entries[key] = e

    def _read(self) -> None:
        if self.entries:
            self.address = self.entries["address"].get_text().strip()
            self.code = typed_code(self.entries["code"].get_text())
            self.player = self.entries["name"].get_text()

    def _connect(self, address: str, code: str) -> None:
        if self.link is not None:
            self.link.stop()
        self.link = Link(address, code).start()

    def join(self) -> None:
        self._read()
        if not self.address:
            self.message = _("Type the address the host's screen shows.")
            return
        if not CODE_RE.fullmatch(self.code):
            self.message = _("A table's code looks like a-K7QX3M.")
            return
        self.message = _("Connecting…")
        self._connect(self.address, self.code)
        assert self.link is not None
        kept = next((r for r in read_records() if r["code"] == self.code), None)
        if kept is not None:  # (a seat kept at that table: back to it, at the address typed)
            self.link.tokens[kept["seat"]] = kept["token"]
            self.link.request("join", code=self.code, seat=kept["seat"], token=kept["token"])
            return
        self.link.request("join", code=self.code, name=clean_name(self.player, _("Player"))[0])

    def pick(self, address: str, code: str) -> None:
        """A table found on the network: its address and code in the fields."""
        self.entries["address"].set_text(address)
        self.entries["code"].set_text(code)

    def update(self, dt: float) -> None:
        link = self.link
        if link is None or self.opened:
            return
        batch = link.poll()
        for n, (kind, msg) in enumerate(batch):
            if kind == "joined":
                self.seat, self.game = msg["seat"], msg["game"]
                self.message = _("You sit at seat {n}: waiting for the game to start…").format(
                    n=msg["seat"] + 1)
                try:
                    write_record(self.address or link.url, msg["code"], msg["seat"],
                                 link.tokens[msg["seat"]], msg["game"], msg["name"])
                except OSError as e:
                    self.message = _("Cannot keep your seat: {why}").format(why=e.strerror or e)
            elif kind == "seats":
                self.listing = msg
            elif kind == "update" and self.seat is not None:
                self.opened = True
                open_table(self.app, link, [self.seat], self.listing or {"game": self.game,
                                                                         "seats": []}, batch[n:])
                return
            elif kind == "refused":
                self.message = refusal_line(str(msg.get("code", "")), str(msg.get("request", "")),
                                            str(msg.get("message", "")))
            elif kind == "link" and msg.get("state") == "lost":
                self.message = _("Cannot reach that table: {why}").format(why=msg.get("why", ""))
                link.stop()
                self.link = None
                return

    def on_exit(self) -> None:
        super().on_exit()
        if self.browser is not None:
            self.browser.close()
        if self.link is not None and not self.opened:
            self.link.stop()

    def buttons(self) -> list[Button]:
        out = [Button("join", pygame.Rect(PANEL.right - 260, PANEL.bottom + 24, 260, 48),
                      _("Join"), self.join, style="primary", size=20, hotkey="Enter",
                      enabled=self.seat is None),
               Button("back", pygame.Rect(PANEL.x, PANEL.bottom + 24, 200, 48), _("Back"),
                      self.back, style="ghost", hotkey="Esc")]
        for k, t in enumerate(self.browser.tables()[:5] if self.browser else []):
            out.append(Button(f"found:{k}", pygame.Rect(PANEL.x + 40, PANEL.y + 270 + k * 40,
                                                       PANEL.w - 80, 34),
                              f"{t.code} · {game_title(t.game)} · {t.players} · {t.address}",
                              lambda t=t: self.pick(t.address, t.code), size=14))
        return out

    def draw(self, p: Painter) -> None:
        draw_felt_title(p, _("Join a table"), title="HORSEBURG")
        draw_panel(p, PANEL, "paper", radius=12)
        x = PANEL.x + 40
        for k, label in enumerate((_("Address"), _("Code"), _("Your name"))):
            p.text(label, (x, PANEL.y + 60 + k * 56), 18, P.INK, "ui_bold", anchor="midleft")
        p.text(_("The host's screen shows both."), (FIELD_X + 380, PANEL.y + 60), 13,
               P.INK_SOFT, "ui", anchor="midleft", max_width=PANEL.right - FIELD_X - 400)
        p.text(_("Tables on this network"), (x, PANEL.y + 240), 15, P.INK_SOFT, "ui")
        if self.browser is None:
            note = _("Not looking: this program plays on this computer only (--host-on 127.0.0.1).")
        elif self.browser.problem:
            note = _("Cannot look for tables here ({why}): type the address.").format(
                why=self.browser.problem)
        elif not self.browser.tables():
            note = _("None found yet (where the network blocks multicast, type the address).")
        else:
            note = ""
        if note:
            p.text(note, (x, PANEL.y + 272), 14, P.INK_SOFT, "ui", max_width=PANEL.w - 80)
        if self.message:
            p.text(self.message, (640, PANEL.bottom + 48), 15, P.BAD, "ui_bold",
                   anchor="center", max_width=560)
        self.draw_buttons(p)
