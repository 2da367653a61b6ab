"""Sound effects and music: loaded from ``sounds/``, played at a volume, silent without a device.

``Audio`` is the one object the scenes call for effects (``play("bell")``, ``hit(impulse)``
for the dice rattle, ``gallop(tempo)`` for the hoofbeats). ``Music`` loops the game's tune
(``sounds/music_*.ogg``, made by ``tools/make_sounds.py``) through ``pygame.mixer.music``,
which streams it from disk instead of holding it in memory. When the mixer cannot start
(no audio device, a missing file) every call quietly does nothing, so the game never fails
for want of sound.
"""
from __future__ import annotations

import logging
import pathlib
import random

from . import resources

log = logging.getLogger(__name__)

SOUNDS_DIR = resources.sounds_dir()  # from the package, not the current directory

# Families of variants: playing "hoof" picks one of hoof_1..hoof_4 (less mechanical).
VARIANTS = {"hoof": 4, "dice_hit": 3}
MUSIC_PREFIX = "music_"  # music files are streamed by ``Music``, never loaded as effects
TUNE = "music_rag"  # the title and table tune


def _mixer_ready() -> bool:
    """Starts pygame's mixer if it is not running; False when there is no sound to be had."""
    try:
        import pygame
        if not pygame.mixer.get_init():
            pygame.mixer.init()
        return bool(pygame.mixer.get_init())
    except Exception as exc:  # no device, no driver: the game stays silent
        log.info("no sound: %s", exc)
        return False


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
        if not _mixer_ready():
            return False
        import pygame
        for path in sorted(directory.glob("*.wav")):
            if path.stem.startswith(MUSIC_PREFIX):
                continue
            try:
                self._sounds[path.stem] = pygame.mixer.Sound(str(path))
            except Exception as exc:
                log.warning("cannot load %s: %s", path.name, exc)
        return bool(self._sounds)

    def set_volume(self, volume: float, muted: bool | None = None) -> None:
        """Changes the effects volume (0..1; 0 is mute) and, if given, mute."""
        volume = max(0.0, min(1.0, volume))
        if volume == self.volume and (muted is None or muted == self.muted):
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


class Music:
    """The looping tune: ``play()`` starts it (once), ``stop()`` fades it out, and the volume
    follows the music setting (0 is silent: the tune is not even started).

    ``state`` is "playing" or "stopped" whether or not a device exists, so tests can see
    what the game asked for; ``available`` says whether anything can actually be heard.
    """

    FADE_IN_MS = 1200
    FADE_OUT_MS = 600

    def __init__(self, name: str = TUNE, volume: float = 0.5,
                 directory: pathlib.Path = SOUNDS_DIR) -> None:
        self.volume = max(0.0, min(1.0, volume))
        self.path = self._find(directory, name)
        self.state = "stopped"
        self._started = False  # the mixer is really streaming the tune
        self.available = self.path is not None and _mixer_ready()

    @staticmethod
    def _find(directory: pathlib.Path, name: str) -> pathlib.Path | None:
        for ext in (".ogg", ".wav"):
            path = directory / f"{name}{ext}"
            if path.is_file():
                return path
        return None

    def play(self) -> None:
        """Loops the tune from the top unless it is already playing."""
        if self.state == "playing":
            return
        self.state = "playing"
        self._sync()

    def stop(self) -> None:
        """Fades the tune out (a no-op when it is not playing)."""
        if self.state == "stopped":
            return
        self.state = "stopped"
        self._sync()

    def set_volume(self, volume: float) -> None:
        """The music volume (0..1); at 0 the tune stops, above 0 it starts again if wanted."""
        volume = max(0.0, min(1.0, float(volume)))
        if volume == self.volume:
            return
        self.volume = volume
        self._sync()

    @property
    def audible(self) -> bool:
        """Whether the mixer is streaming the tune right now."""
        return self._started

    def _sync(self) -> None:
        """Makes the mixer match ``state`` and ``volume``."""
        if not self.available:
            return
        import pygame
        try:
            should = self.state == "playing" and self.volume > 0
            if should and not self._started:
                pygame.mixer.music.load(str(self.path))
                pygame.mixer.music.set_volume(self.volume)
                pygame.mixer.music.play(loops=-1, fade_ms=self.FADE_IN_MS)
                self._started = True
            elif not should and self._started:
                pygame.mixer.music.fadeout(self.FADE_OUT_MS)
                self._started = False
            elif should:
                pygame.mixer.music.set_volume(self.volume)
        except Exception as exc:  # a lost device or a bad file: play on in silence
            log.warning("music: %s", exc)
            self.available = False
            self._started = False


_SHARED: Audio | None = None


def shared() -> Audio:
    """The one sound player of the process (loaded on first use; silent without a device)."""
    global _SHARED
    if _SHARED is None:
        _SHARED = Audio()
    return _SHARED
