"""Sheets: a page a game shows over its table, the game waiting until it is closed.

A game's stage (``stage.py``) stops the table on a ``Stop`` holding a ``Sheet``: Horse
Fever's payoffs sheet between rounds (``stop_before``), the Action cards a person just
bought, for their eyes only (``look``). The shell shows every sheet alike, in one scene
(``game/ui/scenes/sheet_host.py``, opened by name: ``app.open("sheet", session, stop)``):
the dimmed table under a paper sheet, the sheet's buttons, Enter to go on, Esc the menu,
no key taken in its first ``grace`` seconds (keys mashed to hurry the race along must not
close it or show what it hides), and, with nobody at the table, it goes on by itself
after the dwell of the speed setting. Past sheets with a label open again from the log
(never a private one), where the game does not wait on them.

A game subclasses ``Sheet`` and draws what it shows; ``host`` (the scene) gives it the
app, ``close()``, ``age`` (seconds since it opened), ``whole`` (a sheet that fills in bit
by bit shows whole at once: at instant speed, or opened again from the log) and ``auto``
(seconds until it goes on by itself, None when a person closes it) and ``close_label``
(the closing button's words: "Continue", or "Close" on a past sheet opened again).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from ..painter import Painter
    from ..widgets import Button

class Sheet:
    """What a sheet shows and its buttons (subclass it; see the module docstring)."""

    name = "sheet"  # the scene's name while it shows ("payoffs"; screenshots, tests)
    rect = pygame.Rect(190, 70, 900, 580)
    grace = 0.0  # seconds after it opens during which Enter and Space are ignored
    escape_closes = False  # Esc closes it (else Esc opens the menu over it)

    def title(self) -> str:
        """The heading across the sheet's top ("" for none)."""
        return ""

    def buttons(self, host: Any) -> list["Button"]:
        """The sheet's buttons (pure: the same list for drawing and for clicks)."""
        return []

    def draw(self, p: "Painter", host: Any) -> None:
        """The sheet's content (the paper, title and buttons are the host's)."""

    def update(self, dt: float, host: Any) -> None:
        """Time passes while it is up (nothing by default)."""

    def key(self, key: int, host: Any) -> bool:
        """A letter key of its own (R, V...); True when used."""
        return False

    def filled(self, host: Any) -> bool:
        """Whether all of it is on the sheet (one that fills in bit by bit says when)."""
        return True

    def screenshot_key(self, host: Any) -> str | None:
        """Names it for ``--screenshots`` (None: not ready to be pictured yet)."""
        return self.name
