#!/usr/bin/env python3
"""Bettor Horse's sounds, synthesised with Horse Fever's helpers (``tools/make_sounds.py``).

    python tools/make_bh_sounds.py     # -> sounds/bh_flip.wav, bh_slide.wav, bh_crowd.wav

* ``bh_flip``: two cards turned at once (the bets, a race's two horses): two paper
  swishes a hair apart, the second a little brighter, then their snaps on the felt;
* ``bh_slide``: the winner's card pushing the loser's across the felt (and prize cards
  gathered): a longer friction with a soft knock as the cards meet;
* ``bh_crowd``: the table's onlookers at a round's outcome: a short murmur that swells
  into a cheer (shorter than the grandstand's roar).
Deterministic (generators seeded with each sound's name), like ``make_sounds.py``.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402
from make_sounds import (OUT_DIR, SR, attack_decay, bandpass, fade, lowpass,  # noqa: E402
                         normalise, place, resonance, rng_for, t_axis, write_wav)


def swish(rng: np.random.Generator, centre: float) -> np.ndarray:
    """One card turned over: a band of air noise, then the snap as it lands."""
    t = t_axis(0.2)
    s = bandpass(rng.standard_normal(len(t)), 1400, 7200, 1.5) * attack_decay(t, 0.035, 0.03)
    s = resonance(s, centre, 2.0, 1.6) * 0.7
    snap_t = t_axis(0.05)
    snap = bandpass(rng.standard_normal(len(snap_t)), 700, 3800) * attack_decay(snap_t, 0.0005, 0.007)
    place(s, snap, 0.08, 0.9)
    return s


def bh_flip() -> np.ndarray:
    rng = rng_for("bh_flip")
    out = np.zeros(len(t_axis(0.32)))
    place(out, swish(rng, 3400), 0.0, 1.0)
    place(out, swish(rng, 4300), 0.07, 0.85)
    return fade(out, 0.002, 0.03)


def bh_slide() -> np.ndarray:
    rng = rng_for("bh_slide")
    t = t_axis(0.5)
    noise = bandpass(rng.standard_normal(len(t)), 500, 3800, 1.5)
    flutter = 1 + 0.2 * np.sin(2 * math.pi * 19 * t) * lowpass(rng.standard_normal(len(t)), 30)[: len(t)] * 3
    env = np.sin(math.pi * np.clip(t / 0.42, 0, 1)) ** 1.4
    out = noise * flutter * env * 0.8
    kt = t_axis(0.06)
    knock = bandpass(rng.standard_normal(len(kt)), 200, 1800) * attack_decay(kt, 0.001, 0.012)
    place(out, knock, 0.4, 0.8)
    return fade(out, 0.003, 0.04)


def bh_crowd() -> np.ndarray:
    rng = rng_for("bh_crowd")
    dur = 1.6
    t = t_axis(dur)
    n = len(t)
    env = np.clip(t / 0.25, 0, 1) ** 1.3 * np.clip((dur - t) / 0.6, 0, 1)
    swell = 0.5 + 0.5 * np.clip((t - 0.3) / 0.5, 0, 1)
    noise = bandpass(rng.standard_normal(n), 250, 3000, 3.0)
    for formant, q, boost in ((650, 3, 2.5), (1100, 3, 1.8), (2500, 4, 0.8)):
        noise = resonance(noise, formant, q, boost)
    noise /= np.max(np.abs(noise))
    voices = np.zeros(n)
    for _ in range(14):  # a table's worth of onlookers, not a grandstand
        f = rng.uniform(140, 380)
        vib = 1 + 0.025 * np.sin(2 * math.pi * rng.uniform(4, 7) * t + rng.uniform(0, 6))
        ph = 2 * math.pi * np.cumsum(f * vib * (1 + 0.15 * np.clip(t / 0.8, 0, 1))) / SR
        saw = sum(np.sin(k * ph) / k for k in range(1, 7))
        voices += saw * np.clip((t - rng.uniform(0, 0.4)) / 0.15, 0, 1) * rng.uniform(0.3, 1.0)
    voices = resonance(bandpass(voices, 200, 4000), 800, 3, 2.0)
    voices /= np.max(np.abs(voices))
    return fade((0.7 * noise + 0.4 * voices) * swell * env, 0.01, 0.08)


SOUNDS = {"bh_flip": (bh_flip, -5.0), "bh_slide": (bh_slide, -8.0), "bh_crowd": (bh_crowd, -9.0)}


def main() -> int:
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for name, (make, peak) in SOUNDS.items():
        x = normalise(make(), peak)
        write_wav(OUT_DIR / f"{name}.wav", x)
        rms = 20 * math.log10(float(np.sqrt(np.mean(x ** 2))) or 1e-9)
        print(f"wrote sounds/{name}.wav  {len(x) / SR:.2f}s  peak {peak} dB  rms {rms:.1f} dB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
