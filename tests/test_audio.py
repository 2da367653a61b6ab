"""Sound effects and music: every sound exists, volumes and mute apply, no device is fine.

The music checks decode the committed tune with pygame (the dummy audio driver needs no
device) and measure it: length, size, peak, loudness, the loop's seam.
"""
from __future__ import annotations

import math
import os
import wave

import pytest

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")  # a mixer without a sound card
pygame = pytest.importorskip("pygame")

import game.services.audio as game_audio  # noqa: E402
from game.services.audio import SOUNDS_DIR, TUNE, VARIANTS, Audio, Music  # noqa: E402


@pytest.fixture(scope="module", autouse=True)
def quit_the_mixer_afterwards():
    """Starting the mixer starts SDL, which takes over SIGTERM; quitting it gives SIGTERM back.
    Without this a fork-based process pool later in the same run (the fuzz tests) cannot
    terminate its workers and the run hangs."""
    yield
    game_audio._SHARED = None  # its sounds belong to the mixer being closed
    pygame.mixer.quit()


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


# ---- music ------------------------------------------------------------------------------

def _decoded_tune():
    """The tune as floats in -1..1 at the mixer's rate (first channel), and that rate."""
    np = pytest.importorskip("numpy")
    if not pygame.mixer.get_init():
        pygame.mixer.init()
    rate = pygame.mixer.get_init()[0]
    samples = pygame.sndarray.array(pygame.mixer.Sound(str(SOUNDS_DIR / f"{TUNE}.ogg")))
    x = samples.astype(np.float64) / 32768.0
    return (x[:, 0] if x.ndim > 1 else x), rate


def test_the_tune_is_a_small_mono_ogg_of_30_to_60_seconds() -> None:
    path = SOUNDS_DIR / f"{TUNE}.ogg"
    data = path.read_bytes()
    assert data[:4] == b"OggS" and b"vorbis" in data[:200]
    assert data[0x27] == 1  # channels in the Vorbis identification header: mono
    assert int.from_bytes(data[0x28:0x2C], "little") == 22050
    assert len(data) < 300 * 1024, f"{len(data) // 1024} KB"
    x, rate = _decoded_tune()
    assert 30.0 <= len(x) / rate <= 60.0


def test_the_tune_does_not_clip_is_not_silent_and_loops_without_a_click() -> None:
    np = pytest.importorskip("numpy")
    x, rate = _decoded_tune()
    peak = float(np.max(np.abs(x)))
    rms = float(np.sqrt(np.mean(x * x)))
    assert 20 * math.log10(peak) < -1.0  # headroom: nothing near full scale
    assert int(np.sum(np.abs(x) > 0.99)) == 0
    assert -24.0 < 20 * math.log10(rms) < -10.0  # a band playing, not a whisper
    # The seam: from the last sample back to the first is no bigger a step than the music's own.
    typical = float(np.percentile(np.abs(np.diff(x)), 99))
    assert abs(x[0] - x[-1]) <= typical
    # No silent stretch anywhere (every 1.2 s bar has the band in it).
    bar = int(1.2 * rate)
    quietest = min(np.sqrt(np.mean(x[i:i + bar] ** 2)) for i in range(0, len(x) - bar, bar))
    assert 20 * math.log10(quietest) > -24.0


def test_music_starts_stops_and_follows_the_volume_on_the_dummy_driver() -> None:
    music = Music(volume=0.5)
    assert music.available, "the dummy driver gives a mixer"
    music.play()
    assert music.state == "playing" and music.audible and pygame.mixer.music.get_busy()
    assert abs(pygame.mixer.music.get_volume() - 0.5) < 0.01
    music.set_volume(0.2)
    assert abs(pygame.mixer.music.get_volume() - 0.2) < 0.01
    music.set_volume(0.0)  # silent: the tune is stopped, not merely turned down
    assert music.state == "playing" and not music.audible
    music.set_volume(0.7)
    assert music.audible and abs(pygame.mixer.music.get_volume() - 0.7) < 0.01
    music.play()  # already playing: not restarted
    music.stop()
    assert music.state == "stopped" and not music.audible


def test_music_at_volume_zero_never_starts() -> None:
    music = Music(volume=0.0)
    music.play()
    assert music.state == "playing" and not music.audible


def test_without_the_tune_or_a_mixer_music_is_silent_and_harmless(tmp_path) -> None:
    music = Music(directory=tmp_path)  # no file
    music.play()
    music.set_volume(1.0)
    music.stop()
    assert music.available is False and not music.audible


def test_the_effects_player_never_loads_a_music_file(tmp_path) -> None:
    # A WAV tune (what make_sounds.py writes without libsndfile) is streamed, not preloaded.
    click = (SOUNDS_DIR / "click.wav").read_bytes()
    (tmp_path / "click.wav").write_bytes(click)
    (tmp_path / "music_rag.wav").write_bytes(click)
    audio = Audio(directory=tmp_path)
    assert audio.available and set(audio._sounds) == {"click"}
    assert Music(directory=tmp_path).path == tmp_path / "music_rag.wav"
