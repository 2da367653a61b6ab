"""Drives the real App in tests: posts real pygame events and steps frames without sleeping."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.ui.app import App, AppConfig
from game.ui.generic.table import GenericTableScene as TableScene
from game.ui.plugin import SeatChoice


def make_app(data, seats: list[SeatChoice] | None = None, seed: int = 1, speed: str = "instant",
             autosave: bool = False, **cfg: Any) -> App:
    """An App at instant speed (no autosave unless asked), optionally straight into a game."""
    return App(AppConfig(seats=seats, seed=seed, speed=speed, autosave=autosave, **cfg), data=data)


class Driver:
    """Clicks and keys as a person would make them, through the pygame event queue."""

    def __init__(self, app: App) -> None:
        self.app = app

    # ---- time ----------------------------------------------------------------------------
    def step(self, dt: float = 0.05) -> None:
        """One frame, reading the events waiting in pygame's queue."""
        self.app.step(dt)

    def run_until(self, cond: Callable[[], bool], steps: int = 5000, dt: float = 0.1) -> bool:
        for _ in range(steps):
            if cond():
                return True
            if not self.app.running:
                return cond()
            self.app.step(dt)
        return cond()

    # ---- input ---------------------------------------------------------------------------
    def window_pos(self, logical: tuple[float, float]) -> tuple[int, int]:
        return self.app.viewport.to_window(logical)

    def move(self, logical: tuple[float, float]) -> None:
        pos = self.window_pos(logical)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.step(0.016)

    def click(self, logical: tuple[float, float], button: int = 1) -> None:
        """Moves there, presses and releases, then runs one frame."""
        pos = self.window_pos(logical)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.step(0.016)

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))
        self.step(0.016)

    def go_on(self) -> None:
        """Closes the sheet on top (a race's results) as a person does: Enter, once the
        sheet's first moments (its grace) are over."""
        top = self.app.stack.top
        self.run_until(lambda: top.age >= top.part.grace, steps=20, dt=0.1)
        self.key(pygame.K_RETURN)

    def type_text(self, text: str) -> None:
        for ch in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        self.step(0.016)

    def type_keys(self, text: str) -> None:
        """Types like a keyboard does: KEYDOWN, TEXTINPUT, KEYUP per character (so a
        letter or Space that is also a game key reaches the scenes as a key too)."""
        for ch in text:
            key = pygame.key.key_code(ch) if ch != " " else pygame.K_SPACE
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=ch,
                                                 scancode=0))
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=ch,
                                                 scancode=0))
            self.step(0.016)

    # ---- finding things ------------------------------------------------------------------
    @property
    def top(self):
        return self.app.stack.top

    @property
    def table(self) -> TableScene:
        t = self.app.stack.find(TableScene)
        assert t is not None, "no game on the table"
        return t

    @property
    def frame(self):
        """The game's frame on the table (Horse Fever's: its widget, tipster, hotspots)."""
        return self.table.frame

    def button(self, key: str):
        """The top scene's button with this key."""
        for b in self.top.buttons():
            if b.key == key:
                return b
        raise KeyError(f"no button {key!r} on {type(self.top).__name__}: "
                       f"{[b.key for b in self.top.buttons()]}")

    def press(self, key: str) -> None:
        """Clicks the top scene's button with this key."""
        self.click(self.button(key).rect.center)

    def new_game(self, game: str = "horse-fever") -> None:
        """Title -> "New game" -> a click on the game's tile on "Choose a game": its setup."""
        self.press("new")
        assert self.top.name == "choose", self.top.name
        tile = next(r for info, r in self.top.tiles() if info.name == game)
        self.click(tile.center)
        assert self.top.name == "setup", self.top.name

    def texts(self) -> list[str]:
        """Every text drawn in the last frame."""
        return [op[1] for op in self.app.last_ops if op[0] == "text"]
