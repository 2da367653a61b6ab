"""Synthesises Finish Line's sounds into sounds/ (no samples, no downloads).

Reuses Horse Fever's synthesis helpers (``tools/make_sounds.py``): the three-dice rattle
of a throw into the tray, a short burst of hooves when the order changes, the race bell
(a double strike, lower than Horse Fever's starter bell) and the steward's whistle of a
disqualification. Run ``python tools/make_fl_sounds.py``; the WAV files are committed.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_sounds as ms  # noqa: E402  (the shared helpers)

SR = ms.SR


def fl_rattle() -> np.ndarray:
    """Three dice shaken, thrown onto felt: a dense clatter that thins and softens."""
    rng = ms.rng_for("fl_rattle")
    dur = 1.3
    out = np.zeros(int(dur * SR))
    t, gap, k = 0.01, 0.022, 0
    while t < 1.05:
        amp = 1.0 - 0.75 * (t / 1.05)
        for die in range(3):  # three dice, each a little out of step
            if rng.random() < 0.7:
                ms.place(out, ms.dice_hit(k + die, rng, soft=0.45), t + die * rng.uniform(0.004, 0.015),
                         amp * rng.uniform(0.45, 0.95))
        gap *= rng.uniform(1.05, 1.16)
        t += gap * rng.uniform(0.7, 1.3)
        k += 1
    tt = ms.t_axis(dur)
    felt = ms.bandpass(rng.standard_normal(len(tt)), 120, 700) * 0.05 * np.clip(1 - tt / 1.05, 0, 1)
    return ms.fade(out + felt, 0.001, 0.05)


def fl_hooves() -> np.ndarray:
    """A horse moving up: one and a half strides of gallop, fading."""
    rng = ms.rng_for("fl_hooves")
    dur = 0.8
    out = np.zeros(int(dur * SR))
    hooves = [ms.hoof(v) for v in range(4)]
    for s in range(2):
        for b, (dt, acc) in enumerate(zip((0.0, 0.07, 0.17, 0.235), (0.8, 0.7, 1.0, 0.9))):
            at = s * 0.42 + dt + rng.normal(0, 0.004) + 0.01
            if at < dur - 0.2:
                ms.place(out, hooves[(b + s) % 4], at, acc * (1 - 0.35 * s))
    return ms.fade(out, 0.001, 0.08)


def fl_bell() -> np.ndarray:
    """The race bell: two strikes of a lower, rounder bell."""
    rng = ms.rng_for("fl_bell")
    t = ms.t_axis(1.2)
    ratios = [0.5, 1.0, 1.19, 1.5, 2.0, 2.51]
    amps = [0.4, 1.0, 0.5, 0.3, 0.45, 0.2]
    taus = [0.9, 0.6, 0.45, 0.35, 0.25, 0.15]
    one = ms.partials(t, 560.0, ratios, amps, taus, rng)
    one += ms.bandpass(rng.standard_normal(len(t)), 2000, 8000) * ms.attack_decay(t, 0.0003, 0.004) * 0.5
    out = np.zeros(int(1.6 * SR))
    ms.place(out, one, 0.0, 1.0)
    ms.place(out, one, 0.32, 0.8)
    return ms.fade(out, 0.0005, 0.2)


def fl_whistle() -> np.ndarray:
    """The steward's whistle: a pea whistle's trill (a tone warbling ~25 times a second)."""
    rng = ms.rng_for("fl_whistle")
    t = ms.t_axis(0.7)
    trill = 1 + 0.06 * np.sin(2 * math.pi * 26 * t)
    phase = 2 * math.pi * np.cumsum(2750 * trill) / SR
    tone = np.sin(phase) + 0.25 * np.sin(2 * phase)
    breath = ms.bandpass(rng.standard_normal(len(t)), 2000, 6000) * 0.15
    env = ms.attack_decay(t, 0.02, 3.0) * np.clip((0.7 - t) / 0.08, 0, 1)
    return ms.fade((tone * 0.6 + breath) * env, 0.002, 0.03)


SOUNDS = {"fl_rattle": (fl_rattle, -4.0), "fl_hooves": (fl_hooves, -4.0),
          "fl_bell": (fl_bell, -6.0), "fl_whistle": (fl_whistle, -8.0)}


def main() -> int:
    for name, (gen, peak_db) in SOUNDS.items():
        x = ms.fade(ms.normalise(gen(), peak_db), 0.0005, 0.005)
        ms.write_wav(ms.OUT_DIR / f"{name}.wav", x)
        print(f"{name}.wav {len(x) / SR:.2f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
