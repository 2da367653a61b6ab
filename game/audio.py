"""Sound effects: loaded once from ``sounds/``, played at a volume, silent without a device.

``Audio`` is the one object the scenes call (``play("bell")``, ``hit(impulse)`` for the dice
rattle, ``gallop(tempo)`` for the hoofbeats). When the mixer cannot start (no audio device,
``SDL_AUDIODRIVER=dummy`` in tests, a missing file) every call quietly does nothing, so the
game never fails for want of sound.
"""
from __future__ import annotations

import logging
import pathlib
import random

log = logging.getLogger(__name__)

SOUNDS_DIR = pathlib.Path(__file__).resolve().parents[1] / "sounds"

# Families of variants: playing "hoof" picks one of hoof_1..hoof_4 (less mechanical).
VARIANTS = {"hoof": 4, "dice_hit": 3}


class Audio:
    """The sound effects player (a null object when no mixer is available)."""

    def __init__(self, volume: float = 0.8, muted: bool = False, seed: int = 0,
                 directory: pathlib.Path = SOUNDS_DIR) -> None:
        self.volume = volume
        self.muted = muted
        self._rng = random.Random(f"audio:{seed}")  # which variant plays: cosmetic only
        self._sounds: dict[str, object] = {}
        self._gallop_channel = None
        self.played: list[tuple[str, float]] = []  # (name, volume) of every play, for tests
        self.available = self._load(directory)

    def _load(self, directory: pathlib.Path) -> bool:
        try:
            import pygame
            if not pygame.mixer.get_init():
                pygame.mixer.init()
        except Exception as exc:  # no device, no driver: the game stays silent
            log.info("no sound: %s", exc)
            return False
        for path in sorted(directory.glob("*.wav")):
            try:
                self._sounds[path.stem] = pygame.mixer.Sound(str(path))
            except Exception as exc:
                log.warning("cannot load %s: %s", path.name, exc)
        return bool(self._sounds)

    def set_volume(self, volume: float, muted: bool | None = None) -> None:
        """Changes the effects volume (0..1; 0 is mute) and, if given, mute."""
        volume = max(0.0, min(1.0, volume))
        if volume == self.volume and muted is None:
            return
        self.volume = volume
        if muted is not None:
            self.muted = muted
        if self._gallop_channel is not None:
            self._gallop_channel.set_volume(0.0 if self.muted else self.volume * 0.6)

    def _name(self, name: str) -> str:
        count = VARIANTS.get(name)
        return f"{name}_{self._rng.randint(1, count)}" if count else name

    def play(self, name: str, volume: float = 1.0) -> None:
        """Plays a sound by name (``hoof`` and ``dice_hit`` pick a variant) at a share of the volume."""
        real = self._name(name)
        level = 0.0 if self.muted else self.volume * max(0.0, min(1.0, volume))
        self.played.append((real, level))
        sound = self._sounds.get(real)
        if sound is None or level <= 0.0:
            return
        channel = sound.play()  # type: ignore[attr-defined]
        if channel is not None:
            channel.set_volume(level)

    def hit(self, impulse: float) -> None:
        """A dice collision: louder for a harder hit."""
        self.play("dice_hit", min(1.0, impulse / 250.0))

    def gallop(self, on: bool) -> None:
        """Starts or stops the looping gallop under the race."""
        sound = self._sounds.get("gallop_loop")
        if sound is None:
            return
        if on and self._gallop_channel is None:
            self._gallop_channel = sound.play(loops=-1)  # type: ignore[attr-defined]
            if self._gallop_channel is not None:
                self._gallop_channel.set_volume(0.0 if self.muted else self.volume * 0.6)
        elif not on and self._gallop_channel is not None:
            self._gallop_channel.fadeout(400)
            self._gallop_channel = None


_SHARED: Audio | None = None


def shared() -> Audio:
    """The one sound player of the process (loaded on first use; silent without a device)."""
    global _SHARED
    if _SHARED is None:
        _SHARED = Audio()
    return _SHARED
