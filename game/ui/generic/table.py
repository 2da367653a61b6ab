"""``GenericTableScene``: the one table every game is played at.

Each frame it lets the session (``session.py``) present events and move bots, plays the
sounds the events asked for, opens the sheet the game stops on (``app.open("sheet")``:
Horse Fever's payoffs, a buyer's new cards), the hot-seat pass screen when the secrecy
rule asks for one (``app.open("pass")``) and the final scores once the game is over and
shown (``app.open("final")``). What is drawn between those and how the table takes input
is the game's frame (``frame.py``; ``GenericPresentation.table_frame``: the default board,
panel, seats and log of ``board_frame.py``, or a game's own).

It answers the shell's pause menu and log the same for every game (``game/ui/plugin.py``):
the log's lines (with the bots' reasons while *Explain bots' moves* is on), Save as,
Export, the rules; Esc the menu, F1 the rules, L the log, T the tipster where the game has
one, H (or the Hint button) a hint on the turn on screen (``hint_box.py``), the same at
every game's table (``table_key``, ``game/ui/scenes/overlays.py``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...services.i18n import _
from .. import input_map as K
from ..painter import Painter
from ..scenes.common import ButtonScene, draw_tip, table_key
from ..table_aids import table_settings, toggle_tipster
from ..widgets import Button, draw_button, hit
from .export import export
from .hint_box import HintBox
from .saving import save_as

if TYPE_CHECKING:
    from .session import ContractSession


class GenericTableScene(ButtonScene):
    """The table of one game (see the module docstring)."""

    name = "table"  # (the shell finds a game's table by this name: the pause menu, the log)
    back_on_escape = False
    replaying = False  # (the same frames draw the replay: game/ui/scenes/replay.py)

    def __init__(self, app: Any, session: "ContractSession") -> None:
        super().__init__(app)
        self.session = session
        self.pres = session.pres
        self.final_opened = False
        self.passing: int | None = None  # the seat whose pass screen is up
        self.stop_shown: Any = None  # the sheet the game waits on, once opened
        self.frame = self.pres.table_frame(self)
        self.hints = HintBox(session)

    # ---- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        s, f = self.session, self.frame
        s.set_speed(getattr(self.app, "bot_speed", None), getattr(self.app, "race_speed", None))
        f.before(dt)
        s.update(dt)
        self.hints.update(dt)
        for name in s.sounds:
            try:
                self.app.sound().play(name)
            except Exception:  # noqa: BLE001 - no sound is no reason to stop the game
                pass
        s.sounds.clear()
        seat = s.take_banner()
        if seat is not None:
            f.turn_banner(seat)
        if s.stop is not None and s.stop is not self.stop_shown:
            self.stop_shown = s.stop
            f.on_pause()
            self.app.open("sheet", s, s.stop)  # a sheet the game waits on
            return
        need = s.handover_needed()
        if need is not None and self.passing != need:
            self.passing = need
            f.on_pause()
            self.app.open("pass", s, need)
            return
        if need is None:
            self.passing = None
        f.after(dt)
        if s.finished() and not self.final_opened:
            self.final_opened = True
            f.on_pause()
            self.app.open("final", s)  # the shell's final scores (game/ui/scenes/final.py)

    def on_pause(self) -> None:
        self.frame.on_pause()

    # ---- the shell's screens ---------------------------------------------------------------
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
        where = self.pres.progress_words(s.game.view(None))
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
            return export(self.session)
        except Exception as exc:  # noqa: BLE001
            return _("Cannot export: {why}").format(why=str(exc).splitlines()[0])

    def replay_chips(self) -> list[tuple[int, str]]:
        """Parts of the game the log offers to play again (Horse Fever's races)."""
        return self.pres.replay_chips(self.session.events)

    def open_replay(self, part: int) -> None:
        self.app.open("replay", self.session, part)

    def sheet_chips(self) -> list[str]:
        """The past sheets the log may open again (their labels: "Payoffs · Round 2")."""
        return [stop.label for _at, stop in self.session.sheets]

    def open_sheet(self, i: int) -> None:
        """A past sheet again, over the log; closing it does not move the game on."""
        self.app.open("sheet", self.session, self.session.sheets[i][1], False)

    def toggle_tipster(self) -> None:
        """T (or the board's tipster button): on and off, where the game has a tipster."""
        if "tipster" in table_settings(self.pres.game):
            problem = toggle_tipster(self.app)
            if problem:
                self.frame.notify(problem)

    def ask_hint(self) -> None:
        """H (or the Hint button): what the hard bot would do now in the seat whose turn is
        on screen, and why (``hint.py``); again, the hint goes away."""
        if not self.replaying:
            self.hints.ask()

    # ---- input: the frame's (and the Hint button) ------------------------------------------
    def buttons(self) -> list[Button]:
        if self.replaying:
            return self.frame.buttons()
        return self.frame.buttons() + [self.hints.button(self.frame)]

    def process_event(self, ev: pygame.event.Event) -> bool:
        done = self.frame.process_event(ev)
        if done is not None:
            return done
        return super().process_event(ev)

    def on_click(self, pos: tuple[float, float]) -> bool:
        return self.frame.on_click(pos)

    def on_command(self, cmd: str) -> bool:
        if table_key(self, cmd):  # Esc, F1, L, T, H: as at every game's table
            return True
        focused = self.focus.current(self.buttons())
        if cmd == K.CONFIRM and focused is not None and focused.key == "hint":
            focused.click()  # (the frame presses only its own focused buttons)
            return True
        return self.frame.on_command(cmd) or super().on_command(cmd)

    # ---- drawing (reads only) ---------------------------------------------------------------
    def draw(self, p: Painter) -> None:
        self.frame.draw(p)
        if self.replaying:
            return
        b = self.hints.button(self.frame)
        under = hit([b], self.mouse) is b
        draw_button(p, b, hover=under, focused=self.focus.current(self.buttons()) is b)
        self.hints.draw(p, self.frame)
        if under and not self.keyboard:
            draw_tip(p, b.hover_text(), self.mouse, bad=not b.enabled)

    def screenshot_key(self) -> str | None:
        return self.frame.screenshot_key()
