"""Replay of a finished (or saved) game from its history, on the generic table's pieces.

The replay is a ``ContractSession`` whose every seat is a ``ReplayBot`` answering with
the history's next action: the same pacing, clips, board and log as the live game, no
copy of them. Nobody's secrets are shown (the spectator view, events redacted for a
spectator). Controls: Pause/Play (Space), Step (S: the next clip, event or action at
once), Speed (slow, normal, fast; + and - or the arrows), Back (Esc).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...core import history as hist
from ...core.actions import action_from_json
from ...core.history import History
from ...i18n import _
from .. import input_map as K
from .. import palette as P
from ..painter import Painter
from ..scenes.common import ButtonScene
from ..scenes.settings import SPEED_NAMES
from ..backdrop import draw_background
from ..widgets import Button, draw_panel
from . import layout as L
from .logbox import draw_log
from .session import ContractSession

if TYPE_CHECKING:
    from .presentation import GenericPresentation

REPLAY_SPEEDS = ("slow", "normal", "fast")


class ReplayBot:
    """Plays the history's action at the game's current count of actions (so asking
    twice for the same decision gives the same answer)."""

    def __init__(self, actions: list[Any]) -> None:
        self.actions = actions
        self.session: ContractSession | None = None

    def choose(self, view: dict[str, Any]) -> Any:
        assert self.session is not None
        return self.actions[len(self.session.applied)]

    def random_state(self) -> dict[str, Any]:
        return {}


def replay_session(pres: "GenericPresentation", h: History) -> ContractSession:
    """A session that plays ``h`` back (HistoryError, one line, if it does not replay)."""
    info, game, events = hist.start(h)
    kinds = info.action_kinds()
    actions = [action_from_json(kinds, data, info.error, "Saved actions")
               for _, data in h.actions]
    bot = ReplayBot(actions)
    # Every seat a bot: no pass screens, nobody's view but the spectator's.
    s = ContractSession(pres, game, events, h.names, [x.kind for x in h.seats],
                        [bot] * len(h.seats), h.seed, h.options, autosave=None)
    s.humans = []
    s.viewer = None
    s._refresh_view()
    bot.session = s
    return s


class GenericReplayScene(ButtonScene):
    """A game played back (see the module docstring)."""

    name = "replay"
    opaque = True

    def __init__(self, app: Any, pres: "GenericPresentation", h: History) -> None:
        super().__init__(app)
        self.session = replay_session(pres, h)
        self.total = len(h.actions)
        self.board = pres.make_board()
        self.paused = False
        self.speed = "normal"
        self.session.set_speed(self.speed, self.speed)

    def update(self, dt: float) -> None:
        if not self.paused and not self.session.finished():
            self.session.update(dt)

    def toggle(self) -> None:
        self.paused = not self.paused

    def step(self) -> None:
        self.paused = True
        self.session.advance_one()

    def faster(self, step: int) -> None:
        i = REPLAY_SPEEDS.index(self.speed)
        self.speed = REPLAY_SPEEDS[max(0, min(len(REPLAY_SPEEDS) - 1, i + step))]
        self.session.set_speed(self.speed, self.speed)

    def buttons(self) -> list[Button]:
        y = L.PANEL.y + 70
        return [Button("play", pygame.Rect(L.PANEL.x + 20, y, 140, 40),
                       _("Play") if self.paused else _("Pause"), on_click=self.toggle,
                       style="primary", hotkey="Space"),
                Button("step", pygame.Rect(L.PANEL.x + 176, y, 120, 40), _("Step"),
                       on_click=self.step, hotkey="S"),
                Button("slower", pygame.Rect(L.PANEL.x + 312, y, 110, 40), _("Slower"),
                       on_click=lambda: self.faster(-1), hotkey="-",
                       enabled=self.speed != REPLAY_SPEEDS[0], reason=_("The slowest")),
                Button("faster", pygame.Rect(L.PANEL.x + 432, y, 110, 40), _("Faster"),
                       on_click=lambda: self.faster(1), hotkey="+",
                       enabled=self.speed != REPLAY_SPEEDS[-1], reason=_("The fastest")),
                Button("back", pygame.Rect(L.PANEL.right - 140, y, 120, 40), _("Back"),
                       on_click=self.back, hotkey="Esc")]

    def process_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_s:
            self.step()
            return True
        return super().process_event(ev)

    def rules_game(self) -> str | None:
        return self.session.pres.game

    def on_command(self, cmd: str) -> bool:
        if cmd == K.SKIP:
            self.toggle()
            return True
        if cmd in (K.UP, K.DOWN):
            self.faster(1 if cmd == K.UP else -1)
            return True
        return super().on_command(cmd)

    def draw(self, p: Painter) -> None:
        s = self.session
        draw_background(p)
        p.rect(L.STATUS, P.WOOD_DARK)
        speed = _(SPEED_NAMES.get(self.speed, self.speed))
        line = (_("Replay of {game}: action {n} of {total}  (paused), speed {speed}") if self.paused
                else _("Replay of {game}: action {n} of {total}, speed {speed}"))
        p.text(line.format(game=_(s.info.title), n=len(s.applied), total=self.total, speed=speed),
               (16, L.STATUS.centery), 17, P.CREAM, "ui_medium", anchor="midleft")
        self.board.draw(p, L.BOARD, s.view, s.playing)
        draw_panel(p, L.PANEL, "paper")
        p.text(_("The game played back: Space pauses, S steps, +/- change the speed."),
               (L.PANEL.x + 20, L.PANEL.y + 24), 16, P.INK_SOFT, "serif_italic")
        draw_log(p, pygame.Rect(L.SEATS.x, L.SEATS.y, L.SEATS.w, L.LOG.bottom - L.SEATS.y),
                 s.log)
        self.draw_buttons(p)

    def screenshot_key(self) -> str | None:
        return f"generic-replay-{len(self.session.applied)}"
