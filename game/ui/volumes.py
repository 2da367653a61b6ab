"""The sound's volumes applied now: the effects player and the music (Settings, the M key).

Apart from the settings scene so that the App (M mutes anywhere) uses the same code without
importing a scene's module.
"""
from __future__ import annotations

from typing import Any

from ..services.settings import Settings


def sound_player(app) -> Any:
    """The process's sound player (``game.services.audio.shared``), or None if there is none."""
    player = getattr(app, "audio", None)
    if player is not None:
        return player
    try:
        from ..services.audio import shared
    except ImportError:
        return None
    try:
        return shared()
    except Exception:  # noqa: BLE001 - no sound is never worth a crash
        return None


def apply_volumes(app, settings: Settings, preview: bool = False) -> None:
    """Gives the volumes to whatever plays sound now (nothing happens without a device);
    with ``preview`` a click is played at the new effects volume, so the level can be heard."""
    audio = sound_player(app)
    if audio is not None:
        try:
            audio.set_volume(settings.effects_volume, muted=settings.muted)
            if preview:
                audio.play("click")
        except Exception:  # noqa: BLE001 - sound is never worth a crash
            pass
    music = getattr(app, "music", None)
    if music is not None:
        # 0 stops the tune; above 0 it plays again
        music.set_volume(0.0 if settings.muted else settings.music_volume)
