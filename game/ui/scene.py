"""The scene stack: screens pushed, popped and replaced, overlays drawn over the scene below.

Modelled on Tuxemon's StateManager: only the top scene gets events and time; a scene that
is not ``opaque`` (a pause menu, the payoffs sheet) is drawn over the scenes below it, down
to the first opaque one. ``update(dt)`` changes things (dt in seconds); ``draw`` never does.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import pygame

if TYPE_CHECKING:
    from .app import App
    from .gui import GuiLayer
    from .painter import Painter


class Scene:
    """One screen or overlay. Subclasses override the hooks they need."""

    name = "scene"
    opaque = True  # False: the scene below stays visible (overlays)

    def __init__(self, app: "App") -> None:
        self.app = app
        self.gui: Optional["GuiLayer"] = None

    # ---- lifecycle -------------------------------------------------------------------
    def on_enter(self) -> None:
        """Called when the scene is pushed (before its first update)."""

    def on_exit(self) -> None:
        """Called when the scene leaves the stack for good."""
        if self.gui is not None:
            self.gui.close()

    def on_pause(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def on_resume(self) -> None:
        """Called when the scene on top of this one was popped."""

    def on_resize(self) -> None:
        """Called after the window changed size (pygame_gui layers are rebuilt here)."""
        if self.gui is not None:
            self.gui.rebuild()

    # ---- per frame -------------------------------------------------------------------
    def process_event(self, ev: pygame.event.Event) -> bool:
        """Handles one input event; returns True when it was used."""
        return False

    def update(self, dt: float) -> None:
        """Advances the scene by ``dt`` seconds."""

    def draw(self, p: "Painter") -> None:
        """Draws the scene. Must not change any state."""

    def screenshot_key(self) -> str | None:
        """Names the phase shown, for ``--screenshots`` (a new key means a new picture;
        None waits: the scene is not ready to be pictured yet)."""
        return self.name


class SceneStack:
    """Holds the scenes; the last one is on top."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Puts a scene on top; the old top is paused."""
        if self.scenes:
            self.scenes[-1].on_pause()
        self.scenes.append(scene)
        scene.on_enter()

    def pop(self, scene: Scene | None = None) -> None:
        """Removes the top scene (or ``scene`` wherever it is); the new top resumes."""
        if not self.scenes:
            return
        if scene is None:
            scene = self.scenes[-1]
        if scene not in self.scenes:
            return
        was_top = scene is self.scenes[-1]
        self.scenes.remove(scene)
        scene.on_exit()
        if was_top and self.scenes:
            self.scenes[-1].on_resume()

    def replace(self, scene: Scene) -> None:
        """Swaps the top scene for ``scene`` (the one below is not resumed in between)."""
        if self.scenes:
            old = self.scenes.pop()
            old.on_exit()
        self.scenes.append(scene)
        scene.on_enter()

    def reset(self, scene: Scene) -> None:
        """Empties the stack and starts again from ``scene``."""
        while self.scenes:
            self.scenes.pop().on_exit()
        self.scenes.append(scene)
        scene.on_enter()

    def find(self, kind: type | str) -> Scene | None:
        """The top-most scene of a class, or of a name (``Scene.name``: "table"), if any."""
        for s in reversed(self.scenes):
            if (s.name == kind) if isinstance(kind, str) else isinstance(s, kind):
                return s
        return None

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom to top: from the top-most opaque one upwards."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def process_event(self, ev: pygame.event.Event) -> bool:
        """Gives an event to the top scene (its pygame_gui layer first)."""
        top = self.top
        if top is None:
            return False
        if top.gui is not None and top.gui.process(ev):
            return True
        return top.process_event(ev)

    def update(self, dt: float) -> None:
        """Updates the top scene, and the pygame_gui layers of all visible scenes."""
        top = self.top
        if top is None:
            return
        top.update(dt)
        for s in self.visible():
            if s.gui is not None:
                s.gui.update(dt)

    def draw(self, p: "Painter") -> None:
        """Draws the visible scenes bottom to top, each with its pygame_gui layer, then its
        tooltips (``Painter.over``): one stacking order for every screen. A tooltip is
        above its own scene's fields (the seed field) and under any sheet opened over that
        scene (a confirmation), and only the top scene shows one."""
        p.deferring = True
        try:
            top = self.top
            for s in self.visible():
                s.draw(p)
                if s.gui is not None:
                    s.gui.draw(p)
                p.flush_over(show=s is top)
        finally:
            p.deferring = False
