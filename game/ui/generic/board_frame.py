"""``BoardFrame``: the default table frame, any contract game drawn by its presentation.

Layout (``layout.py``): the status line on top (whose decision, the phase's title and
prompt, Rules and Menu), the game's board, the decision panel under it (the seat's panel
with Confirm and Undo, or what the table is doing), the seats and the log on the right.

The decision panel is built once per turn in ``after`` (never while drawing: a test draws
twice and compares). Keys (``game/ui/input_map.py``): Tab/Shift+Tab move the focus over
the buttons and Enter presses it (with nothing focused Enter confirms the chosen action, or
presses the panel's main button, the one whose badge says Enter: "Start the race"),
1-9 pick the n-th choice of the fallback panel, PgUp/PgDn turn its pages, Ctrl+Z undoes
the choice (Backspace erases in the panel's field with the focus), Space skips the
animations, arrows scroll the log.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...services.bot_words import level_name
from ...core.phases import decision_phase
from ...services.i18n import _
from .. import input_map as K
from .. import palette as P
from ..backdrop import draw_background
from ..painter import Painter
from ..scenes.common import draw_tip
from ..widgets import Button, draw_button, draw_panel, hit
from . import layout as L
from .board import TIPSTER_BUTTON
from .frame import TableFrame
from .logbox import draw_log
from .panels import DecisionPanel, PanelContext, Steps
from .. import key_names as KN
from .words import REMOTE, player_words

if TYPE_CHECKING:
    from .table import GenericTableScene

BANNER_S = 1.4  # how long "NAME's turn" stays over the board


class BoardFrame(TableFrame):
    """The board, the decision panel, the seats and the log (see the module docstring)."""

    def __init__(self, scene: "GenericTableScene") -> None:
        super().__init__(scene)
        self.board = self.pres.make_board()
        self.board.idle_area = not self.replaying  # (``draw_panel`` asks it for the idle panel)
        self.board.stage = self.session.stage
        self.panel: DecisionPanel | None = None
        self.panel_key: tuple[int, int] | None = None  # (seat, actions) the panel is for
        self.held_for: str | None = None  # the phase the keys down were pressed for
        self.log_scroll = 0  # lines scrolled up from the newest
        self.banner: tuple[int, float] | None = None  # (seat, seconds left)
        self.message = ""  # a one-line refusal or notice in the panel

    # ---- time ------------------------------------------------------------------------------
    def after(self, dt: float) -> None:
        s = self.session
        # The table aids follow the settings (an estimate the tipster needs starts here,
        # never while drawing).
        self.board.settings = self.app.settings
        self.pres.follow_settings(self.app.settings, s.view)
        if self.banner is not None:
            left = self.banner[1] - dt
            self.banner = (self.banner[0], left) if left > 0 else None
        if s.problem or s.note:
            self.message, s.problem, s.note = s.problem or s.note, "", ""
        self._build_panel()

    def turn_banner(self, seat: int) -> None:
        self.banner = (seat, BANNER_S)

    def notify(self, text: str) -> None:
        self.message = text

    def _build_panel(self) -> None:
        s = self.session
        seat = s.turn_open()
        if seat is None:
            self.panel, self.panel_key = None, None
            self.board.panel = None
            return
        key = (seat, len(s.applied))
        d = s.decision()
        assert d is not None
        if key == self.panel_key:
            if self.panel is not None and self.panel.ctx.prompt != d.prompt:
                # The language changed (Settings): the open panel's title follows at once.
                self.panel.ctx.prompt, self.message = d.prompt, ""
            return
        ctx = PanelContext(
            seat=seat, name=s.name(seat), phase=decision_phase(s.info.phases, d.phase),
            prompt=d.prompt, view=s.game.view(seat), legal=s.legal_now(),
            words=lambda a: self.pres.describe_action(a, s.names), choose=self.choose,
            pending=lambda: s.pending, check=s.refusal)
        if self.held_for not in (None, d.phase):
            self.app.held.drop()  # a key held for the phase before is not for this one
        self.held_for = d.phase
        self.panel = self.pres.panel_class(d.phase)(ctx)
        self.panel_key = key
        # The board may show what the panel is choosing (legal squares, greyed ones).
        self.board.panel = self.panel
        self.message = ""

    # ---- acting ----------------------------------------------------------------------------
    def choose(self, action: Any) -> str:
        """A panel's choice: kept as the chosen action, or its refusal shown."""
        problem = self.session.choose(action)
        self.message = problem
        return problem

    def confirm(self) -> None:
        self.message = self.session.confirm()
        self.scene.focus.clear()
        if not self.message:
            self.banner = None  # the turn is taken: its banner has done its job

    def undo(self) -> None:
        if not self.session.undo() and self.panel is not None:
            self.panel.undo()  # (a choice built in steps: its last step)
        self.message = ""

    # ---- controls ----------------------------------------------------------------------------
    def buttons(self) -> list[Button]:
        if self.replaying:
            return []
        sc = self.scene
        out = [Button("rules", L.RULES_BUTTON, _("Rules"), on_click=sc.open_rules,
                      style="ghost", hotkey="F1", size=14),
               Button("menu", L.MENU_BUTTON, _("Menu"), on_click=sc.open_menu, style="ghost",
                      hotkey=KN.label("esc"), size=14)]
        if self.panel is not None:
            out += self.panel.buttons(L.PANEL)
            chosen = self.session.pending is not None
            out.append(Button("undo", L.UNDO, _("Undo"), on_click=self.undo,
                              enabled=chosen or self.panel.can_undo(), reason=_("Nothing chosen yet"),
                              hotkey=KN.label("undo"), size=15))
            out.append(Button("confirm", L.CONFIRM, _("Confirm"), on_click=self.confirm,
                              enabled=chosen, reason=_("Choose first"), style="primary",
                              hotkey=KN.label("enter"), size=15))
        out.append(Button("log", L.LOG_BUTTON, _("Log"), on_click=sc.open_log,
                          style="ghost", hotkey=KN.letter("log"), size=14))
        if self.session.hotseat:
            out.append(Button("peek", L.PEEK_BUTTON, _("Peek"), on_click=self.open_peek,
                              style="ghost", size=13, enabled=self.session.may_peek(),
                              reason=_("Not while a player's secret turn is on screen"),
                              tip=_("Look at your own secrets (behind a pass screen)")))
        return out

    def open_peek(self) -> None:
        """Hot seat: a player looks at their own secrets, the board drawn with that seat's
        view while held (``game/ui/scenes/handover.py``, ``PeekScene``)."""
        s = self.session
        if s.may_peek():
            self.scene.on_pause()
            self.app.open("peek", s, L.BOARD,
                          lambda p, seat: self.board.draw(p, L.BOARD, s.game.view(seat), None))

    def process_event(self, ev: pygame.event.Event) -> bool | None:
        if ev.type == pygame.MOUSEWHEEL:
            if self.log_area().collidepoint(self.scene.mouse):
                self.scroll_log(ev.y)
                return True
            return False
        return None

    def on_click(self, pos: tuple[float, float]) -> bool:
        if L.BOARD.collidepoint(pos):
            choice = self.board.hit(pos, L.BOARD, self.session.view)
            if choice == TIPSTER_BUTTON:
                self.scene.toggle_tipster()
                return True
            if choice is not None and self.panel is not None:
                return self.panel.board_choice(choice)
        return False

    def on_command(self, cmd: str) -> bool:
        s = self.session
        if cmd == K.SKIP:
            # Space ends the clip playing now; with none playing it shows everything queued.
            if not s.skip_animation():
                s.skip()
            return True
        if cmd == K.UNDO:
            self.undo()
            return True
        focused = self.scene.focus.current(self.buttons())
        if self.panel is not None:
            self.panel.focused = focused.key if focused is not None else None
        if cmd == K.CONFIRM:
            if focused is not None:
                focused.click()
            elif s.pending is not None:
                self.confirm()
            elif self.panel is not None and not self.panel.command(cmd):
                main = self.main_button()
                if main is not None:
                    main.click()
            return True
        if self.panel is not None and self.panel.command(cmd):
            return True
        badge = K.badge(cmd)
        pressed = next((b for b in self.buttons() if badge and b.hotkey == badge and b.enabled
                        and b.key not in ("undo", "confirm")), None)
        if pressed is not None:  # a choice's key, as its badge shows it
            pressed.click()
            return True
        if cmd in (K.UP, K.DOWN) and focused is None:
            self.scroll_log(1 if cmd == K.UP else -1)
            return True
        return False

    def main_button(self) -> Button | None:
        """The panel's main button, the one whose badge says Enter ("Start the race",
        "Hand in the ticket"): what Enter presses with no choice waiting (if enabled)."""
        if self.panel is None:
            return None
        enter = KN.label("enter")
        for b in self.panel.buttons(L.PANEL):
            if b.hotkey == enter and b.enabled:
                return b
        return None

    def scroll_log(self, lines: int) -> None:
        """Scrolls the log by whole entries (up: older), never past the first."""
        top = max(0, len(self.scene.log_lines()) - 1)
        self.log_scroll = max(0, min(top, self.log_scroll + lines))

    # ---- drawing (reads only) ---------------------------------------------------------------
    def status(self) -> str:
        """The status line: whose decision and the phase's title and prompt."""
        s = self.session
        d = s.decision()
        if not s.caught_up() and s.log:
            return s.log[-1]  # what is being shown: the game is over once it is all shown
        if d is None:
            return _("The game is over.")
        phase = s.info.phases.get(d.phase)
        title = _(phase.title) if phase is not None else d.phase
        who = s.name(d.seat)
        # The prompt is the game's (its words module says it in the player's language).
        prompt = (_("{name} to decide.").format(name=who) if not d.prompt  # (not worded here)
                  else _(d.prompt) if who in d.prompt
                  else _("{name} to decide: {prompt}").format(name=who, prompt=_(d.prompt)))
        if d.seat in s.humans:
            return _("{title}. {prompt}").format(title=title, prompt=prompt)
        if s.kinds[d.seat] == REMOTE:
            return _("{title}. {prompt}  ({name} plays at another computer)").format(
                title=title, prompt=prompt, name=who)
        return _("{title}. {prompt}  ({name}: {kind} bot)").format(
            title=title, prompt=prompt, name=who, kind=level_name(s.kinds[d.seat]))

    def draw(self, p: Painter) -> None:
        s, sc = self.session, self.scene
        draw_background(p)
        if not self.replaying:  # (a replay writes its own line and panel there)
            p.rect(L.STATUS, P.WOOD_DARK)
            p.line((0, L.STATUS.bottom), (L.WIDTH, L.STATUS.bottom), P.BRASS_DARK, 2)
            p.text(self.status(), (16, L.STATUS.centery), 17, P.CREAM, "ui_medium",
                   anchor="midleft", max_width=L.LOG_BUTTON.x - 30)
        self.board.stage = s.stage  # (a replay's session is its own)
        self.board.draw(p, L.BOARD, s.view, s.playing)
        self.draw_seats(p)
        draw_log(p, self.log_area(), sc.log_lines(), self.log_scroll)
        if not self.replaying:
            self.draw_panel(p)
        bs = self.buttons()
        under = hit(bs, sc.mouse)
        focused = sc.focus.current(bs)
        for b in bs:
            if self.panel is not None and b.key not in ("log", "rules", "menu", "undo", "confirm",
                                                         "peek"):
                continue  # the panel drew its own
            draw_button(p, b, hover=b is under, focused=b is focused)
        s.stage.draw_over(p)
        if self.banner is not None:
            self.draw_banner(p, self.banner[0])
        tip = under.hover_text() if under is not None else self.tooltip()
        if tip and not sc.keyboard:
            draw_tip(p, tip, sc.mouse, bad=under is not None and not under.enabled)

    def tooltip(self) -> str:
        if L.BOARD.collidepoint(self.scene.mouse):
            return self.board.tooltip(self.scene.mouse, L.BOARD, self.session.view)
        return ""

    def draw_seats(self, p: Painter) -> None:
        s = self.session
        draw_panel(p, L.SEATS, "slate")
        p.text(_("Players"), (L.SEATS.x + 14, L.SEATS.y + 10), 16, P.BRASS_LIGHT, "ui_bold")
        d = s.decision()
        # Every seat shows: past five (Bettor Horse seats eight) a row is one line, the
        # seat's kind left out (the log names it), rather than seats cut off the panel.
        row = min(L.SEAT_ROW, (L.SEATS.h - 40) // max(1, len(s.names)))
        compact = row < L.SEAT_ROW
        shown = self.board.as_shown(s.view)
        for i, name in enumerate(s.names):
            y = L.SEATS.y + 36 + i * row
            if d is not None and d.seat == i:
                p.rect((L.SEATS.x + 8, y - 2, L.SEATS.w - 16, row - 2), P.SLATE_LIGHT, 5)
                p.text(">", (L.SEATS.x + 12, y + (0 if compact else 1)), 14 if compact else 15,
                       P.HIGHLIGHT, "ui_bold")
            # The seat's mark in its colour (the game's: its chat lines are in it too).
            self.pres.draw_seat_mark(p, i, (L.SEATS.x + 30, y + 9), 5.0 if compact else 5.5)
            p.text(f"{name}", (L.SEATS.x + 40, y), 14 if compact else 15, P.CHALK, "ui_bold",
                   max_width=140)
            if not compact:
                # (a replay's seats are all bots: a person's seat still says "person")
                kind = player_words(s.kinds[i])
                p.text(kind, (L.SEATS.x + 40, y + 16), 11.5, P.CHALK_DIM)
            # A summary's second line ("\n") goes under the first, beside the seat's kind
            # and as small, rather than one long line shrunk to fit (one line when compact).
            lines = self.pres.seat_summary(shown, i).split("\n")
            if compact or len(lines) == 1:
                p.text(", ".join(lines), (L.SEATS.right - 14, y + (1 if compact else 7)),
                       13, P.CHALK_YELLOW, anchor="topright", max_width=170)
            else:
                p.text(lines[0], (L.SEATS.right - 14, y - 1), 13, P.CHALK_YELLOW,
                       anchor="topright", max_width=170)
                p.text(lines[1], (L.SEATS.right - 14, y + 16), 11.5, P.CHALK_YELLOW,
                       anchor="topright", max_width=230)

    def draw_panel(self, p: Painter) -> None:
        s, sc = self.session, self.scene
        draw_panel(p, L.PANEL, "paper")
        if self.panel is not None:
            bs = self.panel.buttons(L.PANEL)
            under = hit(bs, sc.mouse)
            focused = sc.focus.current(bs)
            self.panel.draw(p, L.PANEL, under.key if under else None,
                            focused.key if focused else None)
            if s.pending is not None and not self.message:
                steps = s.pending if isinstance(s.pending, Steps) else [s.pending]
                action = ", ".join(self.pres.describe_action(a, s.names) for a in steps)
                width = L.NOTE.w
                text = _("Chosen: {action}  ({confirm}: confirm, {undo}: undo)").format(
                    action=action, confirm=KN.label("enter"), undo=KN.label("undo"))
                if p.text_size(text, 13.5, "ui_bold")[0] > width:  # the keys are on the buttons
                    text = _("Chosen: {action}").format(action=action)
                p.text(text, L.NOTE.midleft, 13.5, P.INK, "ui_bold", anchor="midleft", max_width=width)
        else:
            d = s.decision()
            if not s.caught_up() and s.paused():  # (a lesson's coach is talking)
                text = _("The table waits while you read the coach.")
            elif not s.caught_up():
                text = _("Showing what happened…  (Space: skip)")
            elif d is None:
                text = _("The game is over.")
            elif d.seat in s.bots:
                text = _("{name} ({kind} bot) is thinking…").format(name=s.name(d.seat), kind=level_name(s.kinds[d.seat]))
            else:
                text = _("Waiting for {name}.").format(name=s.name(d.seat))
            if not self.board.draw_idle(p, L.PANEL, s.view, s.playing, text):
                p.text(text, L.PANEL.center, 19, P.INK_SOFT, "serif_italic", anchor="center",
                       max_width=L.PANEL.w - 40)
        if self.message:
            p.text(self.message, L.NOTE.midleft, 13.5, P.BAD, anchor="midleft",
                   max_width=L.NOTE.w)

    def draw_banner(self, p: Painter, seat: int) -> None:
        r = pygame.Rect(0, 0, 420, 64)
        r.center = L.BOARD.center
        p.shadow(r, 12, 4, 120)
        p.rect(r, P.WOOD_DARK, 12)
        p.rect(r, P.BRASS, 12, width=2)
        p.text(_("{name}'s turn").format(name=self.session.name(seat)), r.center, 30, P.CREAM, "display",
               anchor="center")

    def log_area(self) -> pygame.Rect:
        """Where the log is drawn: its column, or what a lesson's coach leaves of it (the
        coach sits over the log's top: ``LessonTable.log_area``)."""
        area = getattr(self.scene, "log_area", None)
        return area(L.LOG) if area is not None else L.LOG

    def hint_button(self) -> pygame.Rect:
        return L.HINT_BUTTON

    def status_area(self) -> pygame.Rect:
        return L.STATUS

    def panel_area(self) -> pygame.Rect:
        return L.PANEL

    def screenshot_key(self) -> str | None:
        s = self.session
        d = s.decision()
        return f"generic-{d.phase if d else 'over'}-{len(s.applied)}"
