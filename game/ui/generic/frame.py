"""The table's frame: what a game draws at the shell's one table and how it takes input.

The shell has one table scene for every game (``table.GenericTableScene``): it moves the
session on, plays its sounds, opens the sheets the game stops on, the pass screens of hot
seat and the final scores, and answers the pause menu (log, saves, export, rules). What
is on the table between those is the frame's, which the game's presentation gives
(``GenericPresentation.table_frame``): by default ``BoardFrame`` (``board_frame.py``: the
status line, the game's board, the decision panel, the seats and the log), or a game's own
(Horse Fever's full-screen board with its decision widgets and tipster panel).

The scene calls, every frame: ``before(dt)`` (before the session moves on), then, once
the session has moved and no sheet, pass screen or final scores took over, ``after(dt)``
(the decision's controls are built here, never while drawing); ``turn_banner(seat)``
when a person's turn comes in hot seat; ``draw(p)`` (reads only). Input goes to
``buttons()``, ``on_click``, ``on_command`` and ``process_event``. A frame reaches the
scene (mouse, keyboard focus, the log, the menu) through ``self.scene``. The same frame
draws the game's replays (``game/ui/scenes/replay.py``), where it takes no input.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from ..painter import Painter
    from ..widgets import Button
    from .session import ContractSession
    from .table import GenericTableScene


class TableFrame:
    """A game's table between the shell's screens (see the module docstring)."""

    def __init__(self, scene: "GenericTableScene") -> None:
        self.scene = scene
        self.app: Any = scene.app
        self.session: "ContractSession" = scene.session
        self.pres = scene.session.pres

    # ---- time ------------------------------------------------------------------------------
    def before(self, dt: float) -> None:
        """Before the session moves on (nothing by default)."""

    def after(self, dt: float) -> None:
        """After the session moved on: the decision's controls, notices, hover tips."""

    def turn_banner(self, seat: int) -> None:
        """Hot seat: a person's turn has come (a pass screen may have come first)."""

    def on_pause(self) -> None:
        """Another screen opened over the table (a tooltip of its own goes)."""

    # ---- input -------------------------------------------------------------------------------
    def buttons(self) -> list["Button"]:
        return []

    def on_click(self, pos: tuple[float, float]) -> bool:
        return False

    def on_command(self, cmd: str) -> bool:
        """A command the shell's table keys left (``table_key``: Esc, F1, L, T go first)."""
        return False

    def process_event(self, ev: pygame.event.Event) -> bool | None:
        """A raw event before the scene's handling: True/False when the frame decided it,
        None to let the scene go on (buttons, keys, focus)."""
        return None

    # ---- words -------------------------------------------------------------------------------
    def save_name(self) -> str:
        """The name "Save as" suggests for a game not saved yet ("" for the scene's)."""
        return ""

    def notify(self, text: str) -> None:
        """A one-line notice for the player (the tipster setting could not be saved)."""

    # ---- drawing (reads only) ------------------------------------------------------------------
    @property
    def replaying(self) -> bool:
        """Drawn in a replay (``game/ui/scenes/replay.py``): no buttons of its own, and the
        replay draws its line over ``status_area`` and its controls over ``panel_area``."""
        return bool(getattr(self.scene, "replaying", False))

    def status_area(self) -> pygame.Rect:
        """The line across the top that says what the table is doing."""
        return pygame.Rect(0, 0, 1280, 40)

    def panel_area(self) -> pygame.Rect:
        """Where the decision is made (a replay puts its controls there)."""
        return pygame.Rect(0, 560, 1280, 160)

    def hint_button(self) -> pygame.Rect:
        """Where the shell's Hint button sits (``hint_box.py``): by default in the top
        right corner, under the Log, Rules and Menu buttons."""
        return pygame.Rect(1280 - 328, 48, 100, 28)

    def hint_area(self) -> pygame.Rect:
        """The width and bottom edge of the hint's note: by default just above the panel
        where the decision is made (the note grows upwards with its lines)."""
        r = self.panel_area()
        return pygame.Rect(r.x + 8, r.y - 70, r.w - 16, 64)

    def coach_places(self) -> list[pygame.Rect]:
        """Where a lesson's coach panel may sit, best first (``coach_panel.py``: the first
        that covers nothing the coach points at). By default the generic table's corners."""
        from .coach_panel import PLACES
        return list(PLACES)

    def draw(self, p: "Painter") -> None:
        """The whole table."""

    def screenshot_key(self) -> str | None:
        return None
