"""Sound effects: every effect the game plays exists, volume and mute apply, no device is fine."""
from __future__ import annotations

import wave

import pytest

pytest.importorskip("pygame")

from game.audio import SOUNDS_DIR, VARIANTS, Audio  # noqa: E402

NEEDED = ["bell", "card_flip", "card_slide", "chalk", "click", "coins", "crowd_roar",
          "dice_roll", "fanfare", "gallop_loop"]


def test_every_sound_file_exists_and_is_a_short_wav() -> None:
    names = NEEDED + [f"{k}_{i}" for k, n in VARIANTS.items() for i in range(1, n + 1)]
    for name in names:
        path = SOUNDS_DIR / f"{name}.wav"
        with wave.open(str(path)) as w:
            seconds = w.getnframes() / w.getframerate()
            assert w.getframerate() == 44100 and w.getsampwidth() == 2
            assert 0.02 < seconds < 4.0, f"{name}: {seconds:.2f} s"


def test_volume_and_mute_scale_what_is_played() -> None:
    audio = Audio(volume=0.5)
    audio.play("bell", 0.5)
    audio.set_volume(1.0, muted=True)
    audio.play("bell")
    assert audio.played == [("bell", 0.25), ("bell", 0.0)]


def test_dice_hits_pick_a_variant_and_get_louder_with_the_impulse() -> None:
    audio = Audio(volume=1.0, seed=3)
    audio.hit(50)
    audio.hit(500)
    (soft_name, soft), (hard_name, hard) = audio.played
    assert soft_name.startswith("dice_hit_") and hard_name.startswith("dice_hit_")
    assert soft < hard == 1.0


def test_without_a_mixer_everything_is_silent_and_harmless(monkeypatch, tmp_path) -> None:
    audio = Audio(volume=0.8, directory=tmp_path)  # no sound files at all
    audio.play("bell")
    audio.gallop(True)
    audio.gallop(False)
    audio.hit(100)
    assert audio.available is False
    assert [name for name, _ in audio.played] == ["bell", audio.played[1][0]]
    assert audio.played[0] == ("bell", 0.8)
