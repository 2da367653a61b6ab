"""``GenericTableScene``: any contract game at the table, drawn by its presentation.

Layout (``layout.py``): the status line on top (whose decision, the phase's title and
prompt, Rules and Menu), the game's board, the decision panel under it (the seat's panel
with Confirm and Undo, or what the table is doing), the seats and the log on the right.

Everything that changes happens in ``update`` and the input handlers: the session moves
on, a pass screen is pushed when the hot-seat rule asks for one, the decision panel is
built once per turn, the final scores open at the end. ``draw`` only reads (a test draws
twice and compares). Keys (``game/ui/input_map.py``): Tab/Shift+Tab move the focus over
the buttons and Enter presses it (with nothing focused Enter confirms the chosen action),
1-9 pick the n-th choice of the fallback panel, PgUp/PgDn turn its pages, Backspace
undoes the choice, Space skips the animations, arrows scroll the log, L the whole log,
T the tipster (where the game has one), F1 rules, Esc the shell's menu (the same at every
game's table: ``game/ui/scenes/overlays.py``, which asks this scene for its log, saves and
export).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...core.phases import decision_phase
from ...i18n import _
from .. import input_map as K
from .. import palette as P
from ..painter import Painter
from ..scenes.common import ButtonScene, draw_tip, table_key
from ..backdrop import draw_background
from ..widgets import Button, draw_button, draw_panel, hit
from . import layout as L
from .final import GenericFinalScene
from .logbox import draw_log
from ..table_aids import table_settings, toggle_tipster
from ...saves import ExportPaths
from .board import TIPSTER_BUTTON
from .final import export
from .overlays import GenericPassScene
from .peek import PeekScene
from .saving import save_as
from .panels import DecisionPanel, PanelContext, Steps

if TYPE_CHECKING:
    from .session import ContractSession

BANNER_S = 1.4  # how long "NAME's turn" stays over the board


class GenericTableScene(ButtonScene):
    """The table of one contract game (see the module docstring)."""

    name = "table"  # (the shell finds a game's table by this name: the pause menu, the log)
    back_on_escape = False

    def __init__(self, app: Any, session: "ContractSession") -> None:
        super().__init__(app)
        self.session = session
        self.pres = session.pres
        self.board = self.pres.make_board()
        self.board.idle_area = True  # (``draw_panel`` asks it for the idle panel's area)
        self.panel: DecisionPanel | None = None
        self.panel_key: tuple[int, int] | None = None  # (seat, actions) the panel is for
        self.log_scroll = 0  # lines scrolled up from the newest
        self.banner: tuple[int, float] | None = None  # (seat, seconds left)
        self.message = ""  # a one-line refusal or notice in the panel
        self.final_opened = False
        self.passing: int | None = None  # the seat whose pass screen is up

    # ---- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        s = self.session
        s.set_speed(getattr(self.app, "bot_speed", None), getattr(self.app, "race_speed", None))
        s.update(dt)
        # The table aids follow the settings (an estimate the tipster needs starts here,
        # never while drawing).
        self.board.settings = self.app.settings
        self.pres.follow_settings(self.app.settings, s.view)
        for name in s.sounds:
            try:
                self.app.sound().play(name)
            except Exception:  # noqa: BLE001 - no sound is no reason to stop the game
                pass
        s.sounds.clear()
        if self.banner is not None:
            left = self.banner[1] - dt
            self.banner = (self.banner[0], left) if left > 0 else None
        seat = s.take_banner()
        if seat is not None:
            self.banner = (seat, BANNER_S)
        if s.problem:
            self.message, s.problem = s.problem, ""
        need = s.handover_needed()
        if need is not None and self.passing != need:
            self.passing = need
            self.app.stack.push(GenericPassScene(self.app, s, need))
            return
        if need is None:
            self.passing = None
        self._build_panel()
        if s.finished() and not self.final_opened:
            self.final_opened = True
            self.app.stack.push(GenericFinalScene(self.app, s))

    def _build_panel(self) -> None:
        s = self.session
        seat = s.turn_open()
        if seat is None:
            self.panel, self.panel_key = None, None
            self.board.panel = None
            return
        key = (seat, len(s.applied))
        if key == self.panel_key:
            return
        d = s.decision()
        assert d is not None
        ctx = PanelContext(
            seat=seat, name=s.name(seat), phase=decision_phase(s.info.phases, d.phase),
            prompt=d.prompt, view=s.game.view(seat), legal=s.legal_now(),
            words=lambda a: self.pres.describe_action(a, s.names), choose=self.choose,
            pending=lambda: s.pending, check=s.refusal)
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
        self.focus.clear()
        if not self.message:
            self.banner = None  # the turn is taken: its banner has done its job

    def undo(self) -> None:
        self.session.undo()
        self.message = ""

    def open_rules(self) -> None:
        self.app.open("rules", self.pres.game)

    def open_menu(self) -> None:
        self.app.open("pause")  # the shell's menu, the same at every game's table

    def open_log(self) -> None:
        self.app.open("log", self.log_lines())

    # ---- what the shell's pause menu and log ask of a table (game/ui/plugin.py) ------------
    def rules_game(self) -> str:
        return self.pres.game

    def log_lines(self) -> list[str]:
        """The log as shown: with the bots' reasons while *Explain bots' moves* is on (read,
        never stored: drawing changes nothing)."""
        return self.session.log_lines(explain=bool(getattr(self.app.settings, "explain_bots", True)))

    def save_name(self) -> str:
        """The name "Save as" offers: the one this game was saved under, else a suggestion
        (the people and where the game stands: "Ada, Bruno - race 2 of 4")."""
        s = self.session
        if s.label:
            return s.label
        names = ", ".join(s.names[i] for i in s.humans) or _("Bots")
        where = self.pres.save_words({"progress": self.pres.save_progress(s.game.view(None))})
        return _("{names} - {where}").format(names=names, where=where) if where else names

    def save_as(self, name: str) -> Any:
        """A named save of this game: its path, or a one-line problem."""
        name = name.strip()
        if not name:
            return _("Type a name for the save first.")
        try:
            path = save_as(self.session, name)
        except Exception as exc:  # noqa: BLE001 - a refusing disk is one line, not a crash
            return _("Cannot save: {why}").format(why=str(exc).splitlines()[0])
        self.session.label = name
        return path

    def export(self) -> Any:
        """The game's event log and a summary in the exports folder, or a one-line problem."""
        try:
            return ExportPaths(*export(self.session))
        except Exception as exc:  # noqa: BLE001
            return _("Cannot export: {why}").format(why=str(exc).splitlines()[0])

    def toggle_tipster(self) -> None:
        """T (or the board's tipster button): on and off, where the game has a tipster."""
        if "tipster" in table_settings(self.pres.game):
            self.message = toggle_tipster(self.app) or self.message

    # ---- controls ----------------------------------------------------------------------------
    def buttons(self) -> list[Button]:
        out = [Button("rules", L.RULES_BUTTON, _("Rules"), on_click=self.open_rules,
                      style="ghost", hotkey="F1", size=14),
               Button("menu", L.MENU_BUTTON, _("Menu"), on_click=self.open_menu, style="ghost",
                      hotkey="Esc", size=14)]
        if self.panel is not None:
            out += self.panel.buttons(L.PANEL)
            chosen = self.session.pending is not None
            out.append(Button("undo", L.UNDO, _("Undo"), on_click=self.undo, enabled=chosen,
                              reason=_("Nothing chosen yet"), hotkey="Bksp", size=15))
            out.append(Button("confirm", L.CONFIRM, _("Confirm"), on_click=self.confirm,
                              enabled=chosen, reason=_("Choose first"), style="primary",
                              hotkey="Enter", size=15))
        out.append(Button("log", L.LOG_BUTTON, _("Log"), on_click=self.open_log,
                          style="ghost", hotkey="L", size=14))
        if self.session.hotseat:
            out.append(Button("peek", L.PEEK_BUTTON, _("Peek"), on_click=self.open_peek,
                              style="ghost", size=13, enabled=self.session.may_peek(),
                              reason=_("Not while a player's secret turn is on screen"),
                              tip=_("Look at your own secrets (behind a pass screen)")))
        return out

    def open_peek(self) -> None:
        """Hot seat: a player looks at their own secrets (``peek.py``)."""
        if self.session.may_peek():
            self.app.stack.push(PeekScene(self.app, self.session, self.board))

    def process_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEWHEEL:
            if L.LOG.collidepoint(self.mouse):
                self.scroll_log(ev.y)
                return True
            return False
        return super().process_event(ev)

    def on_click(self, pos: tuple[float, float]) -> bool:
        if L.BOARD.collidepoint(pos):
            choice = self.board.hit(pos, L.BOARD, self.session.view)
            if choice == TIPSTER_BUTTON:
                self.toggle_tipster()
                return True
            if choice is not None and self.panel is not None:
                return self.panel.board_choice(choice)
        return False

    def on_command(self, cmd: str) -> bool:
        s = self.session
        if table_key(self, cmd):
            return True
        if cmd == K.SKIP:
            s.skip()
            return True
        if cmd == K.UNDO:
            self.undo()
            return True
        if cmd == K.CONFIRM:
            b = self.focus.current(self.buttons())
            if b is not None:
                b.click()
            elif s.pending is not None:
                self.confirm()
            return True
        if cmd in (K.UP, K.DOWN) and self.focus.current(self.buttons()) is None:
            self.scroll_log(1 if cmd == K.UP else -1)
            return True
        if self.panel is not None and self.panel.command(cmd):
            return True
        return super().on_command(cmd)

    def scroll_log(self, lines: int) -> None:
        """Scrolls the log by whole entries (up: older), never past the first."""
        top = max(0, len(self.log_lines()) - 1)
        self.log_scroll = max(0, min(top, self.log_scroll + lines))

    # ---- drawing (reads only) ---------------------------------------------------------------
    def status(self) -> str:
        """The status line: whose decision and the phase's title and prompt."""
        s = self.session
        d = s.decision()
        if d is None:
            return _("The game is over.")
        if not s.caught_up() and s.log:
            return s.log[-1]  # what is being shown, not yet the next decision
        phase = s.info.phases.get(d.phase)
        title = _(phase.title) if phase is not None else d.phase
        who = s.name(d.seat)
        # The prompt is the game's (its words module says it in the player's language).
        prompt = (_(d.prompt) if who in d.prompt
                  else _("{name} to decide: {prompt}").format(name=who, prompt=_(d.prompt)))
        if d.seat in s.humans:
            return _("{title}. {prompt}").format(title=title, prompt=prompt)
        return _("{title}. {prompt}  ({name} is a {kind} bot)").format(
            title=title, prompt=prompt, name=who, kind=s.kinds[d.seat])

    def draw(self, p: Painter) -> None:
        s = self.session
        draw_background(p)
        p.rect(L.STATUS, P.WOOD_DARK)
        p.line((0, L.STATUS.bottom), (L.WIDTH, L.STATUS.bottom), P.BRASS_DARK, 2)
        p.text(self.status(), (16, L.STATUS.centery), 17, P.CREAM, "ui_medium",
               anchor="midleft", max_width=L.LOG_BUTTON.x - 30)
        self.board.draw(p, L.BOARD, s.view, s.playing)
        self.draw_seats(p)
        self.draw_log(p)
        self.draw_panel(p)
        bs = self.buttons()
        under = hit(bs, self.mouse)
        focused = self.focus.current(bs)
        for b in bs:
            if self.panel is not None and b.key not in ("log", "rules", "menu", "undo", "confirm",
                                                         "peek"):
                continue  # the panel drew its own
            draw_button(p, b, hover=b is under, focused=b is focused)
        if self.banner is not None:
            self.draw_banner(p, self.banner[0])
        tip = under.hover_text() if under is not None else self.tooltip()
        if tip and not self.keyboard:
            draw_tip(p, tip, self.mouse, bad=under is not None and not under.enabled)

    def tooltip(self) -> str:
        if L.BOARD.collidepoint(self.mouse):
            return self.board.tooltip(self.mouse, L.BOARD, self.session.view)
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
        for i, name in enumerate(s.names):
            y = L.SEATS.y + 36 + i * row
            if d is not None and d.seat == i:
                p.rect((L.SEATS.x + 8, y - 2, L.SEATS.w - 16, row - 2), P.SLATE_LIGHT, 5)
                p.text(">", (L.SEATS.x + 14, y + (0 if compact else 1)), 14 if compact else 15,
                       P.HIGHLIGHT, "ui_bold")
            p.text(f"{name}", (L.SEATS.x + 30, y), 14 if compact else 15, P.CHALK, "ui_bold",
                   max_width=150)
            if not compact:
                kind = _("person") if i in s.humans else _("{kind} bot").format(kind=s.kinds[i])
                p.text(kind, (L.SEATS.x + 30, y + 16), 11.5, P.CHALK_DIM)
            # A summary's second line ("\n") goes under the first, beside the seat's kind
            # and as small, rather than one long line shrunk to fit (one line when compact).
            lines = self.pres.seat_summary(s.view, i).split("\n")
            if compact or len(lines) == 1:
                p.text(", ".join(lines), (L.SEATS.right - 14, y + (1 if compact else 7)),
                       13, P.CHALK_YELLOW, anchor="topright", max_width=170)
            else:
                p.text(lines[0], (L.SEATS.right - 14, y - 1), 13, P.CHALK_YELLOW,
                       anchor="topright", max_width=170)
                p.text(lines[1], (L.SEATS.right - 14, y + 16), 11.5, P.CHALK_YELLOW,
                       anchor="topright", max_width=230)

    def draw_log(self, p: Painter) -> None:
        draw_log(p, L.LOG, self.log_lines(), self.log_scroll)

    def draw_panel(self, p: Painter) -> None:
        s = self.session
        draw_panel(p, L.PANEL, "paper")
        if self.panel is not None:
            bs = self.panel.buttons(L.PANEL)
            under = hit(bs, self.mouse)
            focused = self.focus.current(bs)
            self.panel.draw(p, L.PANEL, under.key if under else None,
                            focused.key if focused else None)
            if s.pending is not None and not self.message:
                steps = s.pending if isinstance(s.pending, Steps) else [s.pending]
                action = ", ".join(self.pres.describe_action(a, s.names) for a in steps)
                width = L.NOTE.w
                text = _("Chosen: {action}  (Enter: confirm, Backspace: undo)").format(action=action)
                if p.text_size(text, 13.5, "ui_bold")[0] > width:  # the keys are on the buttons
                    text = _("Chosen: {action}").format(action=action)
                p.text(text, L.NOTE.midleft, 13.5, P.INK, "ui_bold", anchor="midleft", max_width=width)
        else:
            d = s.decision()
            if d is None:
                text = _("The game is over.")
            elif not s.caught_up():
                text = _("Showing what happened…  (Space: skip)")
            elif d.seat in s.bots:
                text = _("{name} ({kind} bot) is thinking…").format(name=s.name(d.seat), kind=s.kinds[d.seat])
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

    def screenshot_key(self) -> str | None:
        s = self.session
        d = s.decision()
        return f"generic-{d.phase if d else 'over'}-{len(s.applied)}"
