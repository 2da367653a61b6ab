"""The replay screen: one past race of this game, played again with the same animations.

Opened from the payoffs sheet ("Replay the race") or from the game log ("Replay race N").
It draws the table exactly as the game does (``draw_table`` with the race show's in-between
picture), from a display state of its own folded from the event log, so the game in
progress is never touched. Space or a click skips the animation playing now; R restarts.
"""
from __future__ import annotations

import pygame

from ....i18n import _
from ....ui import input_map as K
from ....ui import palette as P
from .. import table_layout as L
from ..display import PHASE_TITLES
from ....ui.painter import Painter
from ....ui.speeds import REPLAY_CYCLE
from ....ui.scenes.settings import SPEED_NAMES
from ..race.replay import RaceReplay
from ..session import Session
from ..table_draw import Marks, draw_table
from ....ui.widgets import Button, draw_panel
from ....ui.scene_registry import register_scene
from ....ui.scenes.common import ButtonScene

SPEED_CYCLE = REPLAY_CYCLE


@register_scene("replay")
class ReplayScene(ButtonScene):
    """Replays the race of one round from the session's event log."""

    name = "replay"
    opaque = True

    def __init__(self, app, session: Session, round_no: int) -> None:
        super().__init__(app)
        self.session = session
        speed = session.race_speed if session.race_speed in SPEED_CYCLE else "normal"
        self.replay = RaceReplay(session.data, list(session.events), round_no, session.seed,
                                 session.words.event_line, speed)
        self.replay.show.audio = app.sound()
        self.t = 0.0

    def update(self, dt: float) -> None:
        self.t += dt
        self.replay.update(dt)

    # ---- controls ----------------------------------------------------------------------
    def restart(self) -> None:
        self.replay.restart()

    def cycle_speed(self) -> None:
        cur = self.replay.show.speed
        nxt = SPEED_CYCLE[(SPEED_CYCLE.index(cur) + 1) % len(SPEED_CYCLE)] if cur in SPEED_CYCLE else "normal"
        self.replay.set_speed(nxt)

    def buttons(self) -> list[Button]:
        r = L.DECISION
        y = r.bottom - 54
        shown = self.replay.show.speed
        speed = _(SPEED_NAMES[shown]) if shown in SPEED_NAMES else shown
        return [
            Button("restart", pygame.Rect(r.x + 16, y, 150, 40), _("Restart"), self.restart, hotkey="R"),
            Button("speed", pygame.Rect(r.x + 176, y, 170, 40), _("Speed: {speed}").format(speed=speed),
                   self.cycle_speed, tip=_("Slow, normal or fast")),
            Button("close", pygame.Rect(r.right - 216, y, 200, 40), _("Back to the game"), self.back,
                   style="primary", hotkey="Esc"),
        ]

    def on_click(self, pos) -> bool:
        self.replay.skip()
        return True

    def on_command(self, cmd: str) -> bool:
        if cmd == K.SKIP:
            self.replay.skip()
            return True
        if cmd == K.CONFIRM and self.replay.done:
            self.back()
            return True
        return super().on_command(cmd)

    def process_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_r:
            self.restart()
            return True
        return super().process_event(ev)

    def screenshot_key(self) -> str:
        return f"replay-r{self.replay.round}-{self.replay.display.phase}"

    # ---- drawing -------------------------------------------------------------------------
    def draw(self, p: Painter) -> None:
        rp = self.replay
        ds = rp.display
        rp.show.preload(p, tuple(ds.colours))
        marks = Marks(t=self.t, hand_note=_("A replay of a past race: every hand stays secret."))
        draw_table(p, self.session.data, ds, None, marks, rp.lines, rp.show.view())
        # The top bar says plainly that this is a replay, not the game.
        p.rect(L.TOP, P.WOOD_DARK)
        p.line((0, L.TOP.bottom), (1280, L.TOP.bottom), P.BRASS_DARK, 2)
        p.text(_("REPLAY"), (14, L.TOP.centery + 1), 24, P.HIGHLIGHT, "display", anchor="midleft")
        p.text(_("The race of round {round}  ·  {phase}").format(round=rp.round,
                                                                  phase=PHASE_TITLES.get(ds.phase, ds.phase)),
               (640, L.TOP.centery + 1), 17, P.CREAM, "ui_medium", anchor="center", max_width=860)
        draw_panel(p, L.DECISION, "paper", radius=10)
        r = L.DECISION
        title = _("The race is over.") if rp.done else _("Replaying the race of round {round}").format(round=rp.round)
        p.text(title, (r.x + 16, r.y + 14), 20, P.INK, "ui_bold", max_width=r.w - 32)
        p.text(_("Space or a click skips the animation playing now; R starts again."), (r.x + 16, r.y + 44), 14,
               P.INK_SOFT, "ui", max_width=r.w - 32)
        y = r.y + 70
        for line in rp.lines[-3:]:
            p.text(line, (r.x + 16, y), 15, P.INK, "ui", max_width=r.w - 32)
            y += 22
        rp.show.draw(p)
        self.draw_buttons(p)
