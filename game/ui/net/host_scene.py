"""Hosting a table: the server starts in the program, and the screen says where to join.

Opened by the setup screen's Start when the player chose to host (``SetupScene`` with
``hosting``). The table server then listens on the local network (``--host-on``, default
every address of this computer; 127.0.0.1 in the tests), on its own thread and event loop
(``game/net/hosting.py``), and this screen shows the table's code, the addresses others
type (read from this computer's own interfaces) and who has joined. The game starts by
itself when every invited seat is taken; "Seat a bot" fills an empty one with a bot.
Then the table opens: the host's seats play there (hot seat, with pass screens, when
several people share this computer). Back closes the table before it starts.

Opened with ``again`` (Continue of a table closed for later, ``Hosting.again``), it hosts
that table again with its code and address: the invited seats are away until their
players come back through their own Resume ("Continue at table CODE"); the table opens
once they all have, or at once with "Play on" (a seat still away is played by the
table's stand-in after a while, as after any dropped connection).
"""
from __future__ import annotations

from typing import Any

import pygame

from ...services.i18n import _
from ...net.addresses import local_addresses, with_port
from ...net.discovery import announce
from ...net.hosting import INVITE, LOOPBACK, Hosting, where_to_host
from ...saves.files import saves_dir
from ...services.settings import data_dir
from .. import palette as P
from ..painter import Painter
from ..plugin import HUMAN, GameSetup
from ..scene_registry import register_scene
from ..scenes.common import ButtonScene, draw_felt_title
from ..widgets import Button, draw_panel
from .net_session import refusal_line
from .net_table import open_table

PANEL = pygame.Rect(140, 140, 1000, 470)


def tables_dir() -> Any:
    """Where the tables this window hosts are saved (the server's autosaves)."""
    return data_dir() / "tables"


@register_scene("host")
class HostScene(ButtonScene):
    name = "host"

    def __init__(self, app: Any, setup: GameSetup | None = None,
                 again: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        self.bind = where_to_host(getattr(app.cfg, "host_on", None))
        if again is not None:  # (a kept table: Continue)
            self.hosting = Hosting.again(tables_dir(), again["meta"], again["path"],
                                         bind=self.bind, announce=announce, keep_in=saves_dir())
            self.names = [p["name"] for p in again["meta"]["players"]]
        else:
            assert setup is not None
            kinds = [s.kind for s in setup.seats]
            self.hosting = Hosting(tables_dir(), setup.game, dict(setup.options), setup.seed,
                                   [s.name for s in setup.seats], kinds,
                                   [i for i, k in enumerate(kinds) if k == HUMAN],
                                   bind=self.bind, announce=announce, keep_in=saves_dir())
            self.names = [s.name for s in setup.seats]
        self.setup = setup
        self.again = again is not None
        self.local = self.hosting.local
        self.hosting.start()
        self.addresses = [] if self.bind == LOOPBACK else local_addresses()
        self.message = ""
        self.opened = False
        self.backlog: list[tuple[str, dict[str, Any]]] = []  # from the game's first update
        self.play_on = False  # (hosted again: the host opens the table before all are back)

    def update(self, dt: float) -> None:
        h = self.hosting
        if h.problem:
            self.message = _("The table could not start: {why}").format(why=h.problem)
            return
        if h.link is None or self.opened:
            return
        for kind, msg in h.link.poll():
            if self.backlog or kind == "update":
                self.backlog.append((kind, msg))
                if kind != "seats":
                    continue
            if kind == "refused":
                self.message = refusal_line(str(msg.get("code", "")), str(msg.get("request", "")),
                                            str(msg.get("message", "")))
            h.take(kind, msg)
        if self.backlog and (self.play_on or not h.away_invited() or not self.again):
            self.opened = True
            open_table(self.app, h.link, self.local, h.listing or {}, self.backlog,
                       on_leave=h.stop)

    def back(self) -> None:
        self.hosting.stop()
        super().back()

    def buttons(self) -> list[Button]:
        out = []
        free = self.hosting.free_invited()
        bot = self.app_default_bot()
        for k, seat in enumerate(free):
            out.append(Button(f"bot:{seat}", pygame.Rect(PANEL.right - 230, self.seat_y(seat) - 18,
                                                         200, 36),
                              _("Seat a bot"), lambda seat=seat: self.hosting.seat_bot(seat, bot),
                              size=15, tip=_("A bot plays this seat; the game starts when "
                                             "every seat is taken.")))
        if self.again:
            out.append(Button("play_on", pygame.Rect(PANEL.right - 300, PANEL.bottom + 24, 300,
                                                     48),
                              _("Play on now"), self.start_now, style="primary", size=18,
                              hotkey="Enter", enabled=bool(self.backlog),
                              reason=_("The table is starting…"),
                              tip=_("A seat still away is played by a bot after a while, "
                                    "until its player comes back.")))
        out.append(Button("back", pygame.Rect(PANEL.x, PANEL.bottom + 24, 200, 48), _("Back"),
                          self.back, style="ghost", hotkey="Esc"))
        return out

    def start_now(self) -> None:
        """Hosted again: the table opens before every invited player is back."""
        self.play_on = True

    def app_default_bot(self) -> str:
        from ...core.registry import get_game
        kinds = get_game(self.hosting.create["game"]).bot_kinds
        return "normal" if "normal" in kinds else kinds[len(kinds) // 2]

    def seat_y(self, seat: int) -> int:
        return PANEL.y + 232 + seat * min(38, 190 // max(1, len(self.names)))

    def seat_words(self, seat: int, s: dict[str, Any] | None) -> str:
        name = s["name"] if s else self.names[seat]
        if seat in self.local:
            return _("{name}: at this computer").format(name=name)
        if self.again and seat in self.hosting.invited:
            if s is not None and s.get("present"):
                return _("{name} is back").format(name=name)
            return _("{name}: away, until they Continue at table {code} (Resume)").format(
                name=name, code=self.hosting.code or "…")
        if seat in self.hosting.invited:
            if s is None or not s.get("taken"):
                return _("Invited: waiting for someone to join…")
            if s.get("kind") != "remote":
                return _("{name}: a bot").format(name=name)
            return _("{name} has joined").format(name=name)
        return _("{name}: a bot").format(name=name)

    def draw(self, p: Painter) -> None:
        h = self.hosting
        draw_felt_title(p, _("Hosting a table again") if self.again else _("Hosting a table"),
                        title="HORSEBURG")
        draw_panel(p, PANEL, "paper", radius=12)
        x = PANEL.x + 40
        if self.bind == LOOPBACK:
            where = _("The table listens on this computer only (127.0.0.1).")
        else:
            where = _("The table listens on your local network now: players at other "
                      "computers type an address below and the code.")
        p.text(where, (x, PANEL.y + 24), 16, P.INK, "ui_bold", max_width=PANEL.w - 80)
        p.text(_("Code"), (x, PANEL.y + 70), 15, P.INK_SOFT, "ui")
        p.text(h.code or _("starting…"), (x, PANEL.y + 90), 40, P.INK, "condensed")
        p.text(_("Address"), (x + 420, PANEL.y + 70), 15, P.INK_SOFT, "ui")
        port = h.port if h.ready else 0
        shown = [with_port(a, port) for a in self.addresses] if port else []
        if self.bind == LOOPBACK and port:
            shown = [with_port(LOOPBACK, port)]
        if not shown:
            shown = [_("…") if not port else _("no network found: only this computer")]
        for k, a in enumerate(shown[:4]):
            p.text(a, (x + 420, PANEL.y + 92 + k * 26), 22, P.INK, "condensed")
        if h.moved:  # (the others' kept seats name the old port: they type this one)
            p.text(_("Its old port was taken: the others type this address and the code."),
                   (x + 420, PANEL.y + 92 + min(4, len(shown)) * 26), 13, P.BAD, "ui",
                   max_width=PANEL.right - x - 460)
        p.text(_("Seats"), (x, PANEL.y + 200), 15, P.INK_SOFT, "ui")
        listing = {s["seat"]: s for s in (h.listing or {}).get("seats", [])}
        for seat in range(len(self.names)):
            y = self.seat_y(seat)
            p.circle((x + 12, y), 11, P.BRASS)
            p.text(str(seat + 1), (x + 12, y + 0.5), 13, P.INK, "ui_bold", anchor="center")
            p.text(self.seat_words(seat, listing.get(seat)), (x + 34, y), 17, P.INK, "ui",
                   anchor="midleft", max_width=PANEL.w - 330)
        if h.free_invited():
            p.text(_("The game starts when every invited seat is taken."),
                   (x, PANEL.bottom - 34), 14, P.INK_SOFT, "ui", max_width=PANEL.w - 80)
        if self.message:
            p.text(self.message, (640, PANEL.bottom + 48), 15, P.BAD, "ui_bold", anchor="center",
                   max_width=700)
        self.draw_buttons(p)
