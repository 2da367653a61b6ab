"""The table of a game played across computers: the one table scene, over a link.

``NetTableScene`` is the shell's ``GenericTableScene`` (every game's frame, stage,
sheets, pass screens, final scores, log and rules help) playing a ``NetSession``; on top
it says what the network adds: a banner while the connection is down or the table is
closed (the host left), a mark per seat of another computer on the log's title row
(connected, away, its stand-in playing; "Waiting for NAME." is the frame's own line while
a player at another computer decides), and the chat line (C opens it over the log's foot,
Enter sends, Esc leaves it: at most 200 characters; the server cleans and limits it; a
line is shown only as text, in the log). ``open_table``
makes it from the first messages of a started game: the host's scene and the joiner's
use it alike.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame
import pygame_gui

from ...services.i18n import _
from .. import palette as P
from ..generic import layout as L
from ..generic.table import GenericTableScene
from ..gui import GuiLayer
from ..painter import Painter
from ..plugin import presentation
from .net_session import NetSession

if TYPE_CHECKING:
    from ...net.link import Link

CHAT = pygame.Rect(L.LOG.x + 8, L.LOG.bottom - 36, L.LOG.w - 16, 30)  # shown while typing
MARK_COLOURS = {"present": P.GOOD, "away": P.BAD, "stand_in": P.BRASS}


def mark_words(state: str) -> str:
    return {"present": _("connected"), "away": _("away"),
            "stand_in": _("away: a bot plays for now")}[state]


class NetTableScene(GenericTableScene):
    """The table of a networked game (see the module docstring)."""

    def __init__(self, app: Any, session: NetSession,
                 on_leave: Callable[[], None] | None = None) -> None:
        super().__init__(app, session)
        self.net = session
        self.on_leave = on_leave
        self.chat_entry: pygame_gui.elements.UITextEntryLine | None = None
        self.chatting = False
        self.gui = GuiLayer(app, self._build)

    def _build(self, gui: GuiLayer) -> None:
        self.chat_entry = pygame_gui.elements.UITextEntryLine(
            gui.rect(CHAT), gui.manager, placeholder_text=_("Say something to the table (C)"))
        self.chat_entry.set_text_length_limit(200)
        self.chat_entry.hide()  # (over the log's last lines: only while a line is typed)

    def process_event(self, ev: pygame.event.Event) -> bool:
        entry = self.chat_entry
        if entry is None:
            return super().process_event(ev)
        if ev.type == pygame_gui.UI_TEXT_ENTRY_FINISHED \
                and getattr(ev, "ui_element", None) is entry:  # Enter on the line
            self.net.say(entry.get_text())
            self._close_chat()
            return True
        typing = entry.visible and entry.is_focused
        if ev.type == pygame.KEYDOWN and typing and ev.key == pygame.K_ESCAPE:
            self._close_chat()
            return True
        if ev.type in (pygame.KEYDOWN, pygame.KEYUP) and not typing \
                and ev.key == pygame.K_c and not ev.mod & pygame.KMOD_CTRL:
            # The line opens when C is released: the letter the key types (its TEXTINPUT,
            # between the two) has gone by then, so the line starts empty.
            if ev.type == pygame.KEYUP:
                entry.show()
                assert self.gui is not None
                self.gui.focus(entry)  # (joins the focus set: the keys typed are text)
            return True
        return super().process_event(ev)

    def _close_chat(self) -> None:
        entry = self.chat_entry
        assert entry is not None
        entry.set_text("")
        entry.unfocus()
        if self.gui is not None and self.gui.manager is not None:
            self.gui.manager.set_focus_set(None)
        entry.hide()

    def on_exit(self) -> None:
        super().on_exit()
        if self.on_leave is not None:  # the host: the table closed, everyone told
            self.on_leave()
        self.net.close()

    def replay_chips(self) -> list[tuple[int, str]]:
        return []  # (a part of the game is replayed from a history: the host's)

    def save_as(self, name: str) -> Any:
        return _("A table played across computers is kept by its host's program: "
                 "Continue goes back to it.")

    def draw(self, p: Painter) -> None:
        super().draw(p)
        s = self.net
        # A mark per seat played at another computer, on the log's title row (whose turn it
        # is, and "Waiting for NAME.", the frame's status and panel say).
        x = L.LOG.right - 10
        for seat, state in sorted(s.marks().items(), reverse=True):
            shown = p.text(f"{s.names[seat]}: {mark_words(state)}", (x, L.LOG.y + 16), 12,
                           P.INK_SOFT, "ui", anchor="midright", max_width=150)
            p.circle((shown.x - 8, L.LOG.y + 16), 5, MARK_COLOURS[state])
            x = shown.x - 22
        if self.chat_entry is not None and not self.chat_entry.visible:
            p.text(_("C: say something"), (L.LOG.right - 10, L.LOG.bottom - 12), 11,
                   P.INK_FAINT, "ui", anchor="midright")
        line = s.banner()
        if line:
            p.rect((240, 60, 800, 40), P.INK, alpha=220, radius=8)
            p.text(line, (640, 80), 16, P.HIGHLIGHT, "ui_bold", anchor="center", max_width=780)


def open_table(app: Any, link: "Link", seats: list[int], listing: dict[str, Any],
               backlog: list[tuple[str, dict[str, Any]]],
               on_leave: Callable[[], None] | None = None) -> NetTableScene:
    """The table of a game that has started: the session fed the messages so far."""
    pres = presentation(listing["game"])
    session = NetSession(pres, link, seats, listing, backlog,
                         speed=getattr(app, "bot_speed", "normal"),
                         anim_speed=getattr(app, "race_speed", "normal"))
    app.game_at_hand = listing["game"]
    scene = NetTableScene(app, session, on_leave)
    app.to_title()
    app.stack.push(scene)
    return scene
