"""Keys held down across a change of screen: their repeats never reach the new screen.

The window repeats a held key (``pygame.key.set_repeat``: after 0.35 s, every 45 ms), which
is what − / + and the arrows want on one screen. But an Enter held a moment too long on the
title's Continue, a pass screen or a sheet would go on repeating into the screen it opened:
past a pass screen's grace it shows the next player's hand, and at the table it presses the
decision panel's confirm ("Choose one of your action cards first."). So a key that is down
when the top scene changes is stale for the new one until it is released; the next press
of it counts as usual. A table does the same when its phase changes (``drop``).
"""
from __future__ import annotations

from typing import Any

import pygame


class HeldKeys:
    """Which keys are down, and which of them were pressed on an earlier screen."""

    def __init__(self) -> None:
        self.down: set[int] = set()
        self.stale: set[int] = set()
        self.top: Any = None  # the screen the keys were last seen on

    def drop(self) -> None:
        """The keys down now are stale from here on, on the same screen: a table whose phase
        changed (an auction over, the next round's purchases open) takes no repeat of a key
        pressed for the phase before (it would buy what the last bid's key means there)."""
        self.stale = set(self.down)

    def swallow(self, ev: pygame.event.Event, top: Any) -> bool:
        """True when ``ev`` is a repeat of a key pressed before ``top`` came up (drop it)."""
        if top is not self.top:
            self.top = top
            self.stale = set(self.down)
        if ev.type == pygame.KEYUP:
            self.down.discard(ev.key)
            self.stale.discard(ev.key)
        elif ev.type == pygame.KEYDOWN:
            if ev.key in self.stale:
                return True
            self.down.add(ev.key)
        elif ev.type == pygame.WINDOWFOCUSLOST:
            # (the key-up of a key released in another window never comes)
            self.down.clear()
            self.stale.clear()
        return False
