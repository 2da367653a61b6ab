"""Synthesise Ticket Gagnant's three sounds into ``sounds/`` (``tg_*.wav``), with the
building blocks of ``tools/make_sounds.py`` (same style, seeded, reproducible):

* ``tg_gallop``: a pawn's short run on turf, four hoof strikes, the last one softest;
* ``tg_bump``: one wooden pawn knocking another aside (a dull knock and a rattle);
* ``tg_bell``: the finish bell, two quick strikes.

    python tools/make_tg_sounds.py
"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_sounds as S  # noqa: E402  (the Horse Fever sound kit)


def gallop() -> np.ndarray:
    out = np.zeros(int(0.62 * S.SR))
    for i, (at, gain) in enumerate(((0.0, 1.0), (0.11, 0.8), (0.27, 0.9), (0.38, 0.6))):
        S.place(out, S.hoof(i), at, gain)
    return out


def bump() -> np.ndarray:
    """Boxwood on boxwood: a hollow knock (resonant partials that die fast) and the
    shoved pawn's short rattle on the board."""
    rng = S.rng_for("tg_bump")
    t = S.t_axis(0.35)
    knock = S.partials(t, 420.0, [1.0, 2.3, 3.9], [1.0, 0.5, 0.25], [0.03, 0.018, 0.01], rng)
    thud = np.sin(2 * np.pi * 140 * t) * S.attack_decay(t, 0.001, 0.04)
    rattle = np.zeros_like(t)
    for k, at in enumerate((0.06, 0.1, 0.13)):
        tick = S.bandpass(rng.standard_normal(len(t)), 1500, 5000, 3)
        tick *= S.attack_decay(t, 0.0003, 0.006) * (0.3 - 0.07 * k)
        S.place(rattle, tick, at)
    return S.fade(knock + 0.8 * thud + rattle, 0.0005, 0.03)


def bell2() -> np.ndarray:
    one = S.bell()
    out = np.zeros(len(one) + int(0.28 * S.SR))
    S.place(out, one, 0.0, 1.0)
    S.place(out, one, 0.28, 0.8)
    return out


SOUNDS = {"tg_gallop": (gallop, -4.0), "tg_bump": (bump, -5.0), "tg_bell": (bell2, -6.0)}


def main() -> int:
    for name, (gen, peak_db) in SOUNDS.items():
        x = S.fade(S.normalise(gen(), peak_db), 0.0005, 0.005)
        S.write_wav(S.OUT_DIR / f"{name}.wav", x)
        print(f"{name}.wav {len(x) / S.SR:.2f}s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
