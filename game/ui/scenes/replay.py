"""The replay of every game: the whole game, or one part of it, played back on its table.

``app.open("replay", session)`` plays back the session's game from its history (the final
scores' Replay); ``app.open("replay", session, part)`` one part of it (the log's and
Horse Fever's payoffs sheet's "Replay the race of round N": the game's ``replay_part``).
The replay is a session of its own (``game/ui/generic/replay.py``) drawn by the game's own
table frame, so it looks exactly as the game did: the same stage, clips, dice and log,
nobody's secrets (every seat a bot, the spectator's view). The game in progress is never
touched. Controls, in the frame's decision panel: Pause/Play (Space), Step (S), Slower and
Faster (- and +, the arrows), Restart (R), Back (Esc); sheets are passed over.
"""
from __future__ import annotations

from typing import Any

import pygame

from ...services.i18n import _
from .. import input_map as K
from .. import palette as P
from ..generic.replay import replay_session, show_until, shown
from ..generic.saving import history
from ..painter import Painter
from ..scene_registry import register_scene
from ..speeds import REPLAY_CYCLE
from ..widgets import Button, draw_button, draw_panel, hit
from .common import ButtonScene
from .settings import SPEED_NAMES


@register_scene("replay")
class ReplayScene(ButtonScene):
    """A game, or one part of it, played back (see the module docstring)."""

    name = "replay"
    opaque = True
    replaying = True  # (the frame leaves out its own buttons and the decision panel)

    def __init__(self, app: Any, session: Any, part: int | None = None) -> None:
        super().__init__(app)
        self.pres = session.pres
        self.history = history(session)
        self.total = len(self.history.actions)
        self.part = part
        # (first, end): the part's events; ValueError (one line) for a part not played.
        self.span = None if part is None else self.pres.replay_part(session.events, part)
        speed = session.anim_speed
        self.speed = speed if speed in REPLAY_CYCLE else "normal"
        self.paused = False
        self.restart()

    def restart(self) -> None:
        """From the beginning (of the part)."""
        s = self.session = replay_session(self.pres, self.history)
        s.set_speed(self.speed, self.speed)
        if self.span is not None:
            show_until(s, self.span[0])
            s.until_event = self.span[1]
        self.frame = self.pres.table_frame(self)
        self.paused = False

    # ---- what the frame asks of the scene it is drawn in --------------------------------
    def log_lines(self) -> list[str]:
        return list(self.session.log)

    def open_log(self) -> None:
        self.app.open("log", self.log_lines())

    def open_rules(self) -> None:
        self.app.open("rules", self.pres.game)

    def open_menu(self) -> None:
        self.back()

    def toggle_tipster(self) -> None:
        """(Nobody's chances in a replay.)"""

    def rules_game(self) -> str:
        return self.pres.game

    # ---- time ---------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        s = self.session
        if self.span is not None:
            return shown(s) >= self.span[1] and not s.stage.busy and s.beat <= 1e-9
        return s.caught_up() and (s.game.is_over() or len(s.applied) >= self.total)

    def update(self, dt: float) -> None:
        s = self.session
        self.frame.before(dt)
        if not self.paused and not self.done:
            if s.stop is not None:
                s.resume()  # a sheet (the payoffs) is passed over in a replay
            s.update(dt)
        self.frame.after(dt)

    def toggle(self) -> None:
        self.paused = not self.paused

    def step(self) -> None:
        self.paused = True
        if self.session.stop is not None:
            self.session.resume()
        self.session.advance_one()

    def faster(self, step: int) -> None:
        i = REPLAY_CYCLE.index(self.speed)
        self.speed = REPLAY_CYCLE[max(0, min(len(REPLAY_CYCLE) - 1, i + step))]
        self.session.set_speed(self.speed, self.speed)

    # ---- controls -------------------------------------------------------------------------
    def buttons(self) -> list[Button]:
        r = self.frame.panel_area()
        x, y = r.x + 16, r.bottom - 54
        out = [Button("play", pygame.Rect(x, y, 120, 40), _("Play") if self.paused else _("Pause"),
                      on_click=self.toggle, style="primary", hotkey="Space"),
               Button("step", pygame.Rect(x + 130, y, 90, 40), _("Step"), on_click=self.step,
                      hotkey="S"),
               Button("slower", pygame.Rect(x + 230, y, 100, 40), _("Slower"),
                      on_click=lambda: self.faster(-1), hotkey="-",
                      enabled=self.speed != REPLAY_CYCLE[0], reason=_("The slowest")),
               Button("faster", pygame.Rect(x + 340, y, 100, 40), _("Faster"),
                      on_click=lambda: self.faster(1), hotkey="+",
                      enabled=self.speed != REPLAY_CYCLE[-1], reason=_("The fastest")),
               Button("restart", pygame.Rect(x + 450, y, 110, 40), _("Restart"),
                      on_click=self.restart, hotkey="R"),
               Button("back", pygame.Rect(r.right - 126, y, 110, 40), _("Back"),
                      on_click=self.back, hotkey="Esc")]
        return out

    def process_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_s:
            self.step()
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_r:
            self.restart()
            return True
        return super().process_event(ev)

    def on_click(self, pos: tuple[float, float]) -> bool:
        return self.session.skip_animation()  # a click on the table ends the clip playing

    def on_command(self, cmd: str) -> bool:
        if cmd == K.SKIP:
            self.toggle()
            return True
        if cmd in (K.UP, K.DOWN):
            self.faster(1 if cmd == K.UP else -1)
            return True
        if cmd == K.CONFIRM and self.done:
            self.back()
            return True
        return super().on_command(cmd)

    # ---- drawing (reads only) --------------------------------------------------------------
    def title_line(self) -> str:
        s = self.session
        speed = _(SPEED_NAMES.get(self.speed, self.speed))
        if self.part is not None:
            what = self.pres.replay_part_title(self.part)
        else:
            what = _("{game}, action {n} of {total}").format(
                game=_(s.info.title), n=len(s.applied), total=self.total)
        line = (_("REPLAY · {what} · paused, speed {speed}") if self.paused
                else _("REPLAY · {what} · speed {speed}"))
        return line.format(what=what, speed=speed)

    def draw(self, p: Painter) -> None:
        self.frame.draw(p)
        top = self.frame.status_area()
        p.rect(top, P.WOOD_DARK)
        p.line((top.x, top.bottom), (top.right, top.bottom), P.BRASS_DARK, 2)
        p.text(self.title_line(), (top.x + 16, top.centery + 1), 17, P.HIGHLIGHT, "ui_medium",
               anchor="midleft", max_width=top.w - 32)
        r = self.frame.panel_area()
        draw_panel(p, r, "paper", radius=10)
        title = (_("The replay is over: Esc goes back.") if self.done
                 else _("The game played back: Space pauses, S steps, +/- change the speed, "
                        "R starts again."))
        p.text(title, (r.x + 16, r.y + 14), 16, P.INK, "ui_bold", max_width=r.w - 32)
        y = r.y + 42
        for line in self.session.log[-2:]:
            p.text(line, (r.x + 16, y), 14, P.INK_SOFT, "ui", max_width=r.w - 32)
            y += 20
        bs = self.buttons()
        under = hit(bs, self.mouse)
        focused = self.focus.current(bs)
        for b in bs:
            draw_button(p, b, hover=b is under, focused=b is focused)

    def screenshot_key(self) -> str | None:
        part = f"-part{self.part}" if self.part is not None else ""
        return f"replay{part}-{len(self.session.applied)}-{shown(self.session)}"
