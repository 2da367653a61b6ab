"""The replay of every game: the whole game, or one part of it, played back on its table.

``app.open("replay", session)`` plays back the session's game from its history (the final
scores' Replay); ``app.open("replay", session, part)`` one part of it (the log's and
Horse Fever's payoffs sheet's "Replay the race of round N": the game's ``replay_part``).
The replay is a session of its own (``game/ui/generic/replay.py``) drawn by the game's own
table frame, so it looks exactly as the game did: the same stage, clips, dice and log,
nobody's secrets (every seat a bot, the spectator's view). The game in progress is never
touched. Controls, in the frame's decision panel: Pause/Play (Space), Step (S), Slower and
Faster (- and +, the arrows), Restart (R), Back (Esc), and a chip per race or round (PgUp /
PgDn the previous / next) that jumps to its start: everything before it shown at once, as
the table showed it, then played on. A race's or round's sheet (payoffs, results) shows as
at a table with nobody at it (a while, or until a click); a part played alone ends on it.
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
from .. import key_names as KN


@register_scene("replay")
class ReplayScene(ButtonScene):
    """A game, or one part of it, played back (see the module docstring)."""

    name = "replay"
    opaque = True
    replaying = True  # (the frame leaves out its own buttons and the decision panel)

    def __init__(self, app: Any, session: Any, part: int | None = None) -> None:
        super().__init__(app)
        self.pres = session.pres.fresh()  # (the live table's presentation left as it was)
        self.history = history(session)
        self.total = len(self.history.actions)
        self.part = part
        # (first, end): the part's events; ValueError (one line) for a part not played.
        self.span = None if part is None else self.pres.replay_part(session.events, part)
        speed = session.anim_speed
        self.speed = speed if speed in REPLAY_CYCLE else "normal"
        self.paused = False
        # Where each race or round starts (the jumps: a chip each, PgUp / PgDn).
        self.marks = self.pres.part_marks(session.events)
        self.start: int | None = None  # the event a jump started from
        self.restart()

    def restart(self) -> None:
        """From the beginning (of the part, or of the race or round jumped to)."""
        s = self.session = replay_session(self.pres, self.history)
        s.set_speed(self.speed, self.speed)
        start = self.span[0] if self.span is not None else self.start
        if start:
            show_until(s, start)
        if self.span is not None:
            s.until_event = self.span[1]
        self.frame = self.pres.table_frame(self)
        self.paused = False
        self.sheet_shown: Any = None

    def jump(self, n: int) -> None:
        """To the start of race or round ``n`` (1-based): everything before it shown at
        once, as the table showed it (what was revealed by then), and the game played on
        from there to its end."""
        if not 1 <= n <= len(self.marks):
            return
        self.span, self.part = None, None  # (a part's replay becomes the game's from there)
        self.start = self.marks[n - 1]
        self.restart()

    def current(self) -> int:
        """The race or round on the table now (0: before the first)."""
        at = shown(self.session)
        return sum(1 for m in self.marks if m <= at)

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
            s.update(dt)
        elif not self.paused and self.span is not None:
            s.end_sheet()  # a race's replay ends on its sheet (payoffs, results)
        if s.stop is not None and s.stop is not self.sheet_shown:
            # A sheet shows as at a table with nobody at it: a while, or until a click.
            self.sheet_shown = s.stop
            self.app.open("sheet", s, s.stop)
            return
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
        over = _("The replay is over: Restart plays it again")  # (nothing left to play)
        out = [Button("play", pygame.Rect(x, y, 120, 40), _("Play") if self.paused else _("Pause"),
                      on_click=self.toggle, style="primary", hotkey=KN.label("space"),
                      enabled=not self.done, reason=over),
               Button("step", pygame.Rect(x + 130, y, 90, 40), _("Step"), on_click=self.step,
                      hotkey="S", enabled=not self.done, reason=over),
               Button("slower", pygame.Rect(x + 230, y, 100, 40), _("Slower"),
                      on_click=lambda: self.faster(-1), hotkey="-",
                      enabled=self.speed != REPLAY_CYCLE[0], reason=_("The slowest")),
               Button("faster", pygame.Rect(x + 340, y, 100, 40), _("Faster"),
                      on_click=lambda: self.faster(1), hotkey="+",
                      enabled=self.speed != REPLAY_CYCLE[-1], reason=_("The fastest")),
               Button("restart", pygame.Rect(x + 450, y, 110, 40), _("Restart"),
                      on_click=self.restart, hotkey="R"),
               Button("back", pygame.Rect(r.right - 126, y, 110, 40), _("Back"),
                      on_click=self.back, hotkey=KN.label("esc"))]
        return out + self.jump_buttons()

    JUMP_ROOM = 15  # jump chips shown at once (a window around the race or round on the table)

    def jump_buttons(self) -> list[Button]:
        """A chip per race or round (the ones around the one on the table when there are
        many), to jump to its start."""
        if len(self.marks) < 2:
            return []
        r = self.frame.panel_area()
        now = self.current()
        first = max(0, min(len(self.marks) - self.JUMP_ROOM, now - self.JUMP_ROOM // 2))
        shown_marks = range(first + 1, min(len(self.marks), first + self.JUMP_ROOM) + 1)
        x0 = r.x + 16 + self.jump_label_w
        return [Button(f"jump_{n}", pygame.Rect(x0 + k * 40, r.bottom - 96, 36, 32), str(n),
                       on_click=lambda n=n: self.jump(n), size=14, selected=n == now,
                       tip=_("Jump to {part}").format(part=self.pres.replay_part_title(n)))
                for k, n in enumerate(shown_marks)]

    jump_label_w = 110

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
        if cmd in (K.UP_BIG, K.DOWN_BIG) and self.marks:
            # PgDn: the next race or round; PgUp: the start of this one, or the one before.
            now = self.current()
            at_start = now >= 1 and shown(self.session) == self.marks[now - 1]
            self.jump(now + 1 if cmd == K.DOWN_BIG else max(1, now - 1 if at_start or now == 0
                                                             else now))
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
                        "R starts again, PgUp/PgDn jump."))
        p.text(title, (r.x + 16, r.y + 14), 16, P.INK, "ui_bold", max_width=r.w - 32)
        y = r.y + 42
        for line in self.session.log[-2:]:
            p.text(line, (r.x + 16, y), 14, P.INK_SOFT, "ui", max_width=r.w - 32)
            y += 20
        if self.jump_buttons():
            p.text(_("Jump to:"), (r.x + 16, r.bottom - 80), 14, P.INK, "ui_bold",
                   anchor="midleft", max_width=self.jump_label_w - 8)
        bs = self.buttons()
        under = hit(bs, self.mouse)
        focused = self.focus.current(bs)
        for b in bs:
            draw_button(p, b, hover=b is under, focused=b is focused)

    def screenshot_key(self) -> str | None:
        part = f"-part{self.part}" if self.part is not None else ""
        return f"replay{part}-{len(self.session.applied)}-{shown(self.session)}"
