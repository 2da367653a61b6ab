"""Synthesise every sound effect of Horse Fever into ``sounds/``.

    python tools/make_sounds.py            # writes sounds/*.wav, music_rag.ogg, a summary
    python tools/make_sounds.py --only music_rag   # only the music

All sounds are made from scratch with numpy: sine partials, seeded noise
shaped in the frequency domain (zero-phase FFT filters, fine for short
clips) and envelopes.  Output is 44.1 kHz, 16-bit, mono WAV, normalised to a
per-sound peak level below full scale so nothing clips and the UI sounds sit
quieter than the big moments.  Each sound has its own seed (derived from its
name), so the files are reproducible byte for byte.

The music (``music_rag``, a looping 1920s rag; see "Music" below) is rendered the same
way and written as Ogg Vorbis, mono at 22.05 kHz, through libsndfile (the system's or
the copy inside pygame-ce), which keeps it near 200 KB; the Vorbis stream's serial number
differs from run to run, the sound does not.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import wave
import zlib
from pathlib import Path
from typing import Callable

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "sounds"
SR = 44100

Signal = np.ndarray

# --------------------------------------------------------------------------
# Building blocks
# --------------------------------------------------------------------------


def rng_for(name: str) -> np.random.Generator:
    """A generator seeded from the sound's name (stable across runs)."""
    return np.random.default_rng(zlib.crc32(name.encode()))


def t_axis(seconds: float) -> np.ndarray:
    return np.arange(int(round(seconds * SR))) / SR


def exp_decay(t: np.ndarray, tau: float) -> np.ndarray:
    return np.exp(-t / tau)


def attack_decay(t: np.ndarray, attack: float, tau: float) -> np.ndarray:
    """Linear-ish rise over ``attack`` seconds, then exponential decay."""
    rise = np.clip(t / max(attack, 1e-6), 0, 1) ** 0.7
    return rise * np.exp(-np.maximum(t - attack, 0) / tau)


def fft_filter(x: Signal, gain: Callable[[np.ndarray], np.ndarray]) -> Signal:
    """Zero-phase filter: multiply the spectrum by ``gain(freq_hz)``."""
    n = len(x)
    spec = np.fft.rfft(x, n=2 * n)   # zero-padding avoids circular smearing
    f = np.fft.rfftfreq(2 * n, 1 / SR)
    return np.fft.irfft(spec * gain(f), n=2 * n)[:n]


def bandpass(x: Signal, lo: float, hi: float, order: float = 2.0) -> Signal:
    """Butterworth-shaped magnitude band-pass (applied zero-phase)."""
    def g(f: np.ndarray) -> np.ndarray:
        f = np.maximum(f, 1e-3)
        hp = 1 / np.sqrt(1 + (lo / f) ** (2 * order)) if lo > 0 else 1.0
        lp = 1 / np.sqrt(1 + (f / hi) ** (2 * order)) if hi > 0 else 1.0
        return hp * lp
    return fft_filter(x, g)


def lowpass(x: Signal, hi: float, order: float = 2.0) -> Signal:
    return bandpass(x, 0, hi, order)


def resonance(x: Signal, centre: float, q: float, boost: float) -> Signal:
    """Add a resonant peak (a formant) at ``centre`` Hz."""
    def g(f: np.ndarray) -> np.ndarray:
        return 1.0 + boost / (1.0 + ((f - centre) / (centre / q)) ** 2)
    return fft_filter(x, g)


def partials(t: np.ndarray, f0: float, ratios: list[float], amps: list[float],
             taus: list[float], rng: np.random.Generator | None = None) -> Signal:
    """Sum of decaying sine partials (bells, coins, ivory, wood)."""
    out = np.zeros_like(t)
    for r, a, tau in zip(ratios, amps, taus):
        ph = rng.uniform(0, 2 * math.pi) if rng is not None else 0.0
        out += a * np.sin(2 * math.pi * f0 * r * t + ph) * np.exp(-t / tau)
    return out


def fade(x: Signal, fade_in: float = 0.002, fade_out: float = 0.01) -> Signal:
    """Short fades at both ends so no clip starts or stops with a click."""
    x = x.copy()
    ni, no = int(fade_in * SR), int(fade_out * SR)
    if ni:
        x[:ni] *= np.linspace(0, 1, ni)
    if no:
        x[-no:] *= np.linspace(1, 0, no)
    return x


def place(dst: Signal, src: Signal, at: float, gain: float = 1.0, wrap: bool = False) -> None:
    """Mix ``src`` into ``dst`` starting at ``at`` seconds (optionally
    wrapping round the end, for seamless loops)."""
    i = int(round(at * SR))
    n = len(dst)
    if wrap:
        idx = (i + np.arange(len(src))) % n
        np.add.at(dst, idx, src * gain)
        return
    j = min(n, i + len(src))
    if j > i:
        dst[i:j] += src[: j - i] * gain


def normalise(x: Signal, peak_db: float) -> Signal:
    """Scale so the peak sits at ``peak_db`` dBFS (always < 0: no clipping)."""
    x = x - np.mean(x)          # no DC offset
    peak = np.max(np.abs(x)) or 1.0
    return x / peak * 10 ** (peak_db / 20)


def write_wav(path: Path, x: Signal, sr: int = SR) -> None:
    data = np.clip(np.round(x * 32767), -32768, 32767).astype("<i2")
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(sr)
        w.writeframes(data.tobytes())


# --------------------------------------------------------------------------
# Hooves and gallop
# --------------------------------------------------------------------------


def hoof(variant: int) -> Signal:
    """One hoof striking turf: a low thump whose pitch drops (the ground
    giving), a dull burst of earth noise, and a faint click of the shoe."""
    rng = rng_for(f"hoof_{variant}")
    t = t_axis(0.22)
    f_start = [118, 104, 126, 96][variant % 4]
    f_end = f_start * 0.55
    # pitch glides down exponentially; integrate frequency for the phase
    freq = f_end + (f_start - f_end) * np.exp(-t / 0.03)
    phase = 2 * math.pi * np.cumsum(freq) / SR
    body = np.sin(phase) * attack_decay(t, 0.002, [0.045, 0.055, 0.04, 0.06][variant % 4])
    body += 0.35 * np.sin(2 * phase) * attack_decay(t, 0.001, 0.02)
    earth = lowpass(rng.standard_normal(len(t)), [900, 700, 1200, 800][variant % 4], 2)
    earth *= attack_decay(t, 0.001, 0.025) * 0.9
    click = bandpass(rng.standard_normal(len(t)), 1800, 4500, 3) * attack_decay(t, 0.0003, 0.004) * 0.15
    return fade(body + earth + click, 0.0005, 0.03)


def gallop_loop() -> Signal:
    """Seamless four-beat gallop: four strides in 1.8 s, each stride the
    transverse-gallop footfall (hind, hind, fore, fore, then suspension).
    Hits near the end wrap round to the start so the loop has no seam."""
    rng = rng_for("gallop_loop")
    stride = 0.45
    strides = 4
    out = np.zeros(int(round(stride * strides * SR)))
    hooves = [hoof(v) for v in range(4)]
    beats = [0.0, 0.07, 0.17, 0.235]          # seconds within a stride
    accents = [0.8, 0.7, 1.0, 0.9]           # leading fore hits hardest
    for s in range(strides):
        for b, (dt, acc) in enumerate(zip(beats, accents)):
            jitter = rng.normal(0, 0.004)
            gain = acc * rng.uniform(0.85, 1.0)
            place(out, hooves[(b + s) % 4], s * stride + dt + jitter + 0.01, gain, wrap=True)
    return out


# --------------------------------------------------------------------------
# Dice
# --------------------------------------------------------------------------


def dice_hit(variant: int, rng: np.random.Generator | None = None, soft: float = 1.0) -> Signal:
    """A small ivory/bone cube hitting wood: a few high inharmonic modes with
    very short decays plus a tick of noise."""
    rng = rng if rng is not None else rng_for(f"dice_hit_{variant}")
    t = t_axis(0.09)
    f0 = [2150, 2480, 1900, 2300][variant % 4] * rng.uniform(0.97, 1.03)
    ratios = [1.0, 1.58, 2.37, 3.11, 4.2]
    amps = [1.0, 0.7, 0.5, 0.3, 0.2]
    taus = [0.018, 0.012, 0.009, 0.006, 0.004]
    ring = partials(t, f0, ratios, amps, taus, rng)
    # the table's knock underneath
    knock = np.sin(2 * math.pi * rng.uniform(280, 360) * t) * attack_decay(t, 0.0005, 0.012) * 0.8 * soft
    tick = bandpass(rng.standard_normal(len(t)), 3000, 9000) * attack_decay(t, 0.0002, 0.002) * 0.6
    return fade(ring * 0.6 + knock + tick, 0.0003, 0.01)


def dice_roll() -> Signal:
    """Two dice tumbling across the table: a run of clicks that slows and
    softens, over a hushed rolling rumble."""
    rng = rng_for("dice_roll")
    dur = 1.0
    out = np.zeros(int(dur * SR))
    t = 0.02
    gap = 0.035
    k = 0
    while t < 0.8:
        amp = 1.0 - 0.8 * (t / 0.8)
        place(out, dice_hit(k % 4, rng, soft=0.6), t, amp * rng.uniform(0.6, 1.0))
        if rng.random() < 0.5:    # the second die, slightly out of step
            place(out, dice_hit((k + 2) % 4, rng, soft=0.6), t + rng.uniform(0.008, 0.02),
                  amp * rng.uniform(0.4, 0.8))
        gap *= rng.uniform(1.08, 1.22)
        t += gap * rng.uniform(0.7, 1.3)
        k += 1
    tt = t_axis(dur)
    rumble = bandpass(rng.standard_normal(len(tt)), 150, 900) * 0.06 * np.clip(1 - tt / 0.8, 0, 1)
    return fade(out + rumble, 0.001, 0.05)


# --------------------------------------------------------------------------
# Cards, coins, chalk, UI
# --------------------------------------------------------------------------


def card_flip() -> Signal:
    """Paper swish: a short band of air noise rising in pitch, then the
    snap of the card landing."""
    rng = rng_for("card_flip")
    t = t_axis(0.22)
    noise = rng.standard_normal(len(t))
    swish = bandpass(noise, 1500, 7000, 1.5) * attack_decay(t, 0.04, 0.035)
    swish = resonance(swish, 3800, 2.0, 1.5)
    snap_t = t_axis(0.05)
    snap = bandpass(rng.standard_normal(len(snap_t)), 800, 4000) * attack_decay(snap_t, 0.0005, 0.006)
    out = swish * 0.7
    place(out, snap, 0.085, 0.9)
    return fade(out, 0.002, 0.03)


def card_slide() -> Signal:
    """A card pushed across felt: longer, softer friction with a gentle
    flutter, fading in and out."""
    rng = rng_for("card_slide")
    t = t_axis(0.38)
    noise = bandpass(rng.standard_normal(len(t)), 700, 4500, 1.5)
    flutter = 1 + 0.25 * np.sin(2 * math.pi * 23 * t + rng.uniform(0, 6)) \
        * lowpass(rng.standard_normal(len(t)), 40)[: len(t)] * 3
    env = np.sin(math.pi * np.clip(t / 0.36, 0, 1)) ** 1.5
    return fade(noise * flutter * env, 0.003, 0.03)


def coin_hit(rng: np.random.Generator) -> Signal:
    """One small coin: bright inharmonic ring with a long-ish tail."""
    t = t_axis(0.35)
    f0 = rng.uniform(2700, 3900)
    ratios = [1.0, 1.47, 2.09, 2.76, 3.51]
    amps = [1.0, 0.8, 0.5, 0.35, 0.2]
    taus = [rng.uniform(0.08, 0.16), 0.09, 0.06, 0.04, 0.03]
    ring = partials(t, f0, ratios, amps, taus, rng)
    tick = bandpass(rng.standard_normal(len(t)), 4000, 12000) * attack_decay(t, 0.0002, 0.002)
    return ring + 0.5 * tick


def coins() -> Signal:
    """A handful of coins dropped on a pile: a dozen hits bunched early."""
    rng = rng_for("coins")
    out = np.zeros(int(0.8 * SR))
    for _ in range(12):
        at = 0.01 + 0.42 * (rng.random() ** 1.6)
        place(out, coin_hit(rng), at, rng.uniform(0.3, 1.0) * (1 - 0.5 * at / 0.45))
    return fade(out, 0.001, 0.08)


def chalk() -> Signal:
    """Chalk on slate: three quick strokes (a figure being written), each
    rough, squeaky noise with a stick-slip flutter."""
    rng = rng_for("chalk")
    out = np.zeros(int(0.6 * SR))
    at = 0.0
    for length in (0.12, 0.09, 0.16):
        t = t_axis(length)
        noise = bandpass(rng.standard_normal(len(t)), 1800, 6000, 3)
        noise = resonance(noise, rng.uniform(2600, 3400), 6.0, 3.0)   # the squeak
        stick = 0.6 + 0.4 * np.sign(np.sin(2 * math.pi * rng.uniform(70, 110) * t))
        env = np.sin(math.pi * t / length) ** 0.8
        place(out, noise * stick * env, at)
        at += length + rng.uniform(0.04, 0.08)
    return fade(out, 0.002, 0.03)


def click() -> Signal:
    """UI click: a soft wooden tick, short and rounded."""
    rng = rng_for("click")
    t = t_axis(0.05)
    body = partials(t, 1350, [1.0, 2.3, 3.9], [1.0, 0.4, 0.15], [0.008, 0.004, 0.002])
    tick = bandpass(rng.standard_normal(len(t)), 2000, 6000) * attack_decay(t, 0.0002, 0.0015) * 0.4
    return fade(body + tick, 0.0003, 0.01)


# --------------------------------------------------------------------------
# Bell, crowd, fanfare
# --------------------------------------------------------------------------


def bell() -> Signal:
    """The starter's bell: one strike of a bright hand bell.  Partials follow
    a bell's (hum, prime, minor third, fifth, nominal, ...), the low ones
    ringing longest; a slight detuning of pairs gives the shimmer."""
    rng = rng_for("bell")
    t = t_axis(2.4)
    f0 = 740.0
    ratios = [0.5, 1.0, 1.19, 1.5, 2.0, 2.51, 2.66, 3.01, 4.1, 5.4]
    amps = [0.35, 1.0, 0.55, 0.35, 0.6, 0.25, 0.2, 0.18, 0.12, 0.07]
    taus = [1.6, 1.1, 0.8, 0.7, 0.55, 0.35, 0.3, 0.25, 0.14, 0.09]
    out = partials(t, f0, ratios, amps, taus, rng)
    out += 0.5 * partials(t, f0 * 1.003, ratios[:5], amps[:5], taus[:5], rng)   # beating
    strike = bandpass(rng.standard_normal(len(t)), 2000, 9000) * attack_decay(t, 0.0003, 0.004) * 0.6
    return fade((out + strike) * attack_decay(t, 0.001, 10.0), 0.0005, 0.2)


def crowd_roar() -> Signal:
    """The grandstand cheering: many voices as vowel-filtered noise, plus a
    chorus of detuned voiced tones, rising in two swells and dying away."""
    rng = rng_for("crowd_roar")
    dur = 2.8
    t = t_axis(dur)
    n = len(t)
    # slow swells and faster random bustle
    swell = 0.55 + 0.3 * np.sin(2 * math.pi * 0.7 * t - 1.2) + 0.15 * np.sin(2 * math.pi * 1.6 * t)
    bustle = 1 + 0.35 * lowpass(rng.standard_normal(n), 9)[:n] * 6
    env = np.clip(t / 0.35, 0, 1) ** 1.5 * np.clip((dur - t) / 0.8, 0, 1) ** 1.2
    noise = bandpass(rng.standard_normal(n), 250, 3000, 3.0)   # steep: no hiss
    for formant, q, boost in ((700, 3, 3.0), (1200, 3, 2.0), (2600, 4, 1.0)):   # an 'aah'
        noise = resonance(noise, formant, q, boost)
    noise /= np.max(np.abs(noise))
    # voiced layer: 40 singers on an 'ah', each with its own pitch and vibrato
    voices = np.zeros(n)
    for _ in range(40):
        f = rng.uniform(150, 420)
        vib = 1 + 0.02 * np.sin(2 * math.pi * rng.uniform(4, 7) * t + rng.uniform(0, 6))
        glide = 1 + 0.12 * np.clip(t / 1.2, 0, 1) * rng.uniform(0.5, 1.5)   # excitement rises
        ph = 2 * math.pi * np.cumsum(f * vib * glide) / SR
        saw = sum(np.sin(k * ph) / k for k in range(1, 8))
        on = np.clip((t - rng.uniform(0, 0.6)) / 0.2, 0, 1)
        voices += saw * on * rng.uniform(0.3, 1.0)
    voices = resonance(bandpass(voices, 200, 4000), 800, 3, 2.0)
    voices /= np.max(np.abs(voices))
    out = (0.75 * noise + 0.35 * voices) * swell * bustle * env
    return fade(out, 0.01, 0.1)


def brass_note(freq: float, dur: float, rng: np.random.Generator, loud: float = 1.0) -> Signal:
    """A brass-like note by additive synthesis: harmonics whose brightness
    follows the envelope (brass gets brighter as it gets louder), a soft
    breathy attack and a touch of delayed vibrato."""
    t = t_axis(dur + 0.12)
    env = np.clip(t / 0.035, 0, 1) ** 1.3 * np.clip((dur + 0.1 - t) / 0.1, 0, 1)
    env *= 1 - 0.15 * np.clip((t - 0.05) / dur, 0, 1)              # slight sag
    vib = 1 + 0.006 * np.sin(2 * math.pi * 5.5 * t) * np.clip((t - 0.15) / 0.2, 0, 1)
    ph = 2 * math.pi * np.cumsum(freq * vib) / SR
    out = np.zeros_like(t)
    for k in range(1, 13):
        if k * freq > 7000:      # keep it mellow: no fizz above the bell of the horn
            break
        bright = 0.35 + 0.65 * env * loud                            # 0..1
        a = (1.0 / k) ** (2.2 - 1.4 * bright) * (1 - k * freq / 9000)
        out += a * np.sin(k * ph + rng.uniform(0, 0.3))
    breath = bandpass(rng.standard_normal(len(t)), 1000, 5000) * attack_decay(t, 0.005, 0.03) * 0.08
    return (out * env + breath) * loud


def fanfare() -> Signal:
    """Winner's fanfare: a rising bugle figure (G-C-E-G, then a held C) in
    two voices a third apart, with a little hall reverb."""
    rng = rng_for("fanfare")
    midi = lambda m: 440.0 * 2 ** ((m - 69) / 12)  # noqa: E731
    lead = [(67, 0.0, 0.14), (72, 0.16, 0.14), (76, 0.32, 0.14), (79, 0.48, 0.36),
            (76, 0.88, 0.14), (79, 1.04, 0.14), (84, 1.20, 0.95)]
    harmony = [(64, 0.0, 0.14), (67, 0.16, 0.14), (72, 0.32, 0.14), (76, 0.48, 0.36),
               (72, 0.88, 0.14), (76, 1.04, 0.14), (79, 1.20, 0.95)]
    out = np.zeros(int(2.6 * SR))
    for m, at, d in lead:
        place(out, brass_note(midi(m), d, rng, 1.0), at)
    for m, at, d in harmony:
        place(out, brass_note(midi(m), d, rng, 0.7), at + 0.004, 0.55)
    # a timpani-ish thump under the final note
    tt = t_axis(0.8)
    place(out, np.sin(2 * math.pi * midi(48) * tt) * attack_decay(tt, 0.003, 0.25), 1.20, 0.6)
    # simple reverb: a few decaying, filtered echoes
    wet = np.zeros_like(out)
    for delay, g in ((0.031, 0.35), (0.053, 0.28), (0.079, 0.22), (0.113, 0.16), (0.167, 0.1)):
        place(wet, out, delay, g)
    out = out + lowpass(wet, 3500)
    return fade(out, 0.002, 0.3)


# --------------------------------------------------------------------------
# Music: a 1920s rag for a small brass band, looped on the title and table
# --------------------------------------------------------------------------
#
# Two 16-bar strains in 2/4 at 100 beats a minute (38.4 s): A in F major, B (the
# "trio") in B flat, with a turnaround back to F, so the end leads into the start.
# A cornet plays the tune, a trombone harmonises the B strain, the tuba plays the
# "oom" (root and fifth on the beats) and horns the "pah" (chords off the beat),
# with a brushed snare and a soft bass drum. Notes that ring past the end wrap round
# to the start and the filters are circular, so the loop has no seam.

MUSIC_BPM = 100
MUSIC_SR = 22050                                  # the file's rate: mono, small
MUSIC_PEAK_DB = -4.0                              # headroom for the encoder's ripple
SIXTEENTH = 60 / MUSIC_BPM / 4                    # seconds
BAR = 8 * SIXTEENTH                               # 2/4: eight sixteenths

# Chord symbols -> pitch classes (C = 0) from the root; two chords in a bar split it.
CHORD_TONES = {"": (0, 4, 7), "7": (0, 4, 7, 10), "m": (0, 3, 7)}
NOTE = {"C": 0, "Db": 1, "D": 2, "Eb": 3, "E": 4, "F": 5, "F#": 6, "G": 7, "Ab": 8, "A": 9,
        "Bb": 10, "B": 11}

# (chords, melody) per bar; melody notes are (MIDI note, start, length) in sixteenths.
STRAIN_A = [
    ("F", [(69, 0, 1), (72, 1, 2), (69, 3, 1), (77, 4, 3), (76, 7, 1)]),
    ("F", [(77, 0, 2), (72, 2, 2), (69, 4, 2), (72, 6, 2)]),
    ("C7", [(67, 0, 1), (70, 1, 2), (67, 3, 1), (76, 4, 3), (74, 7, 1)]),
    ("C7", [(76, 0, 2), (72, 2, 2), (70, 4, 2), (67, 6, 2)]),
    ("C7", [(72, 0, 1), (76, 1, 2), (79, 3, 1), (82, 4, 3), (81, 7, 1)]),
    ("C7", [(79, 0, 2), (76, 2, 2), (72, 4, 2), (70, 6, 2)]),
    ("F", [(69, 0, 2), (72, 2, 1), (77, 3, 3), (79, 6, 2)]),
    ("F", [(81, 0, 4), (77, 4, 2), (72, 6, 2)]),
    ("F", [(69, 0, 1), (72, 1, 2), (69, 3, 1), (77, 4, 3), (76, 7, 1)]),
    ("F7", [(75, 0, 2), (72, 2, 2), (69, 4, 2), (65, 6, 2)]),
    ("Bb", [(74, 0, 1), (77, 1, 2), (74, 3, 1), (82, 4, 3), (81, 7, 1)]),
    ("Bbm", [(77, 0, 2), (73, 2, 2), (70, 4, 4)]),
    ("F", [(72, 0, 1), (69, 1, 1), (72, 2, 2), (77, 4, 2), (81, 6, 2)]),
    ("D7", [(81, 0, 3), (78, 3, 1), (74, 4, 2), (72, 6, 2)]),
    ("G7 C7", [(71, 0, 2), (74, 2, 2), (70, 4, 2), (76, 6, 2)]),
    ("F", [(77, 0, 3), (65, 4, 2), (69, 6, 1), (72, 7, 1)]),
]
STRAIN_B = [
    ("Bb", [(74, 0, 4), (77, 4, 2), (74, 6, 2)]),
    ("Bb", [(82, 0, 6), (81, 6, 2)]),
    ("F7", [(75, 0, 4), (72, 4, 2), (69, 6, 2)]),
    ("F7", [(77, 0, 4), (75, 4, 2), (74, 6, 2)]),
    ("F7", [(72, 0, 1), (75, 1, 2), (72, 3, 1), (81, 4, 3), (79, 7, 1)]),
    ("F7", [(77, 0, 2), (75, 2, 2), (72, 4, 2), (69, 6, 2)]),
    ("Bb", [(70, 0, 2), (74, 2, 1), (77, 3, 3), (82, 6, 2)]),
    ("Bb", [(82, 0, 4), (77, 4, 2), (79, 6, 2)]),
    ("Eb", [(79, 0, 4), (75, 4, 2), (79, 6, 2)]),
    ("Eb", [(82, 0, 6), (79, 6, 2)]),
    ("Bb", [(77, 0, 1), (74, 1, 2), (77, 3, 1), (82, 4, 4)]),
    ("G7", [(71, 0, 2), (74, 2, 2), (77, 4, 2), (79, 6, 2)]),
    ("C7", [(76, 0, 2), (79, 2, 2), (82, 4, 2), (79, 6, 2)]),
    ("F7", [(81, 0, 2), (77, 2, 2), (75, 4, 2), (72, 6, 2)]),
    ("Bb C7", [(70, 0, 2), (74, 2, 2), (72, 4, 2), (76, 6, 2)]),
    ("C7", [(76, 0, 2), (79, 2, 1), (76, 3, 1), (72, 4, 2), (70, 6, 2)]),
]


def midi_hz(m: float) -> float:
    return 440.0 * 2 ** ((m - 69) / 12)


def parse_chord(sym: str) -> tuple[int, tuple[int, ...]]:
    """"Bbm" -> (10, pitch classes of B flat minor)."""
    root = sym[:2] if sym[:2] in NOTE else sym[:1]
    kind = sym[len(root):]
    return NOTE[root], tuple((NOTE[root] + i) % 12 for i in CHORD_TONES[kind])


def bar_chords(symbols: str) -> list[tuple[int, int, tuple[int, ...]]]:
    """The chords of a bar as (start, length in sixteenths, (root, tones))."""
    names = symbols.split()
    each = 8 // len(names)
    return [(k * each, each, parse_chord(n)) for k, n in enumerate(names)]


def in_range(pc: int, lo: int, hi: int) -> int:
    """The MIDI note of pitch class ``pc`` between ``lo`` and ``hi`` (inclusive)."""
    m = lo + (pc - lo) % 12
    return m if m <= hi else m - 12


def below(melody: int, tones: tuple[int, ...]) -> int:
    """The chord tone 3 to 9 semitones under a melody note (the harmony part)."""
    for gap in range(3, 10):
        if (melody - gap) % 12 in tones:
            return melody - gap
    return melody - 12


def tuba_note(freq: float, dur: float, rng: np.random.Generator) -> Signal:
    """A sousaphone's short "oom": a mellow brass note with a rounder, darker tone."""
    x = brass_note(freq, dur, rng, 0.55)
    return lowpass(x, 900, 2)


def clarinet_note(freq: float, dur: float, rng: np.random.Generator, loud: float = 1.0) -> Signal:
    """A woody reed tone: odd harmonics strongest, a gentle attack."""
    t = t_axis(dur + 0.08)
    env = np.clip(t / 0.03, 0, 1) * np.clip((dur + 0.06 - t) / 0.06, 0, 1)
    vib = 1 + 0.004 * np.sin(2 * math.pi * 5.0 * t) * np.clip((t - 0.12) / 0.2, 0, 1)
    ph = 2 * math.pi * np.cumsum(freq * vib) / SR
    out = np.zeros_like(t)
    for k in range(1, 10):
        if k * freq > 6000:
            break
        out += (1.0 if k % 2 else 0.25) / k ** 1.2 * np.sin(k * ph + rng.uniform(0, 0.3))
    return out * env * loud


def snare_brush(rng: np.random.Generator) -> Signal:
    t = t_axis(0.16)
    return bandpass(rng.standard_normal(len(t)), 1800, 7000) * attack_decay(t, 0.002, 0.045)


def bass_drum() -> Signal:
    t = t_axis(0.35)
    f = 48 + 40 * np.exp(-t / 0.04)
    return np.sin(2 * math.pi * np.cumsum(f) / SR) * attack_decay(t, 0.003, 0.12)


def circular_lowpass(x: Signal, hi: float, sr: int = SR) -> Signal:
    """Low-pass a loop without padding: the filter wraps round, as the loop does."""
    spec = np.fft.rfft(x)
    f = np.fft.rfftfreq(len(x), 1 / sr)
    return np.fft.irfft(spec / np.sqrt(1 + (f / hi) ** 8), n=len(x))


def music_rag() -> Signal:
    """The rag, rendered at 44.1 kHz (``main`` writes it at ``MUSIC_SR``)."""
    rng = rng_for("music_rag")
    bars = STRAIN_A + STRAIN_B
    out = np.zeros(int(round(len(bars) * BAR * SR)))
    lead = np.zeros_like(out)
    for b, (symbols, melody) in enumerate(bars):
        t0 = b * BAR
        chords = bar_chords(symbols)
        strain_b = b >= len(STRAIN_A)

        def chord_at(s: int) -> tuple[int, tuple[int, ...]]:
            return next(c for start, n, c in chords if start <= s < start + n)

        # Oom: the tuba on each beat, the root then the fifth (the root again when the
        # chord changes on the second beat).
        for beat in (0, 4):
            root, tones = chord_at(beat)
            fifth = beat == 4 and chord_at(0) == chord_at(4)
            pc = (root + 7) % 12 if fifth else root
            place(out, tuba_note(midi_hz(in_range(pc, 36, 47)), SIXTEENTH * 2.6, rng),
                  t0 + beat * SIXTEENTH, 0.85, wrap=True)
            place(out, bass_drum(), t0 + beat * SIXTEENTH, 0.35 if beat == 0 else 0.2, wrap=True)
        # Pah: a short horn chord off each beat, and the brush with it.
        for off in (2, 6):
            _, tones = chord_at(off)
            voicing = sorted(in_range(pc, 58, 69) for pc in tones[1:] + tones[:1])[:3]
            for m in voicing:
                place(out, brass_note(midi_hz(m), SIXTEENTH * 1.1, rng, 0.45), t0 + off * SIXTEENTH + 0.004,
                      0.22, wrap=True)
            place(out, snare_brush(rng), t0 + off * SIXTEENTH, 0.10, wrap=True)
        # The tune on the cornet; in the trio a clarinet doubles it an octave down and a
        # trombone-ish horn takes the harmony.
        for m, start, n in melody:
            at = t0 + start * SIXTEENTH + rng.normal(0, 0.003)   # a band, not a sequencer
            dur = n * SIXTEENTH * 0.92
            accent = 1.0 if start in (0, 4) else 0.85
            place(lead, brass_note(midi_hz(m), dur, rng, accent), at, 0.75, wrap=True)
            if strain_b:
                _, tones = chord_at(start)
                place(lead, clarinet_note(midi_hz(m - 12), dur, rng), at + 0.006, 0.22, wrap=True)
                place(lead, brass_note(midi_hz(below(m, tones)), dur, rng, 0.6), at + 0.008, 0.33, wrap=True)
    mix = out + lead
    # A small hall: a few filtered echoes, wrapped round like everything else.
    wet = np.zeros_like(mix)
    for delay, g in ((0.029, 0.22), (0.047, 0.18), (0.071, 0.14), (0.109, 0.10), (0.163, 0.06)):
        place(wet, mix, delay, g, wrap=True)
    return mix + circular_lowpass(wet, 3000)


def to_rate(x: Signal, sr: int) -> Signal:
    """Resamples a loop from ``SR`` to ``sr`` (an integer divisor) without aliasing."""
    step = SR // sr
    return circular_lowpass(x, 0.45 * sr)[::step]


def _sndfile():
    """libsndfile through ctypes (the system's, or the copy pygame-ce ships), or None."""
    import ctypes
    import ctypes.util
    import glob

    names = [ctypes.util.find_library("sndfile")]
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame
        libs = Path(pygame.__file__).resolve().parent.parent / "pygame_ce.libs"
        names += sorted(glob.glob(str(libs / "libsndfile*")))
    except ImportError:
        pass
    for name in names:
        if not name:
            continue
        try:
            return ctypes.CDLL(name)
        except OSError:
            continue
    return None


def write_ogg(path: Path, x: Signal, sr: int, quality: float = 0.3) -> bool:
    """Writes mono Ogg Vorbis with libsndfile; False when no libsndfile can write it."""
    import ctypes

    lib = _sndfile()
    if lib is None:
        return False

    class SFInfo(ctypes.Structure):
        _fields_ = [("frames", ctypes.c_int64), ("samplerate", ctypes.c_int), ("channels", ctypes.c_int),
                    ("format", ctypes.c_int), ("sections", ctypes.c_int), ("seekable", ctypes.c_int)]

    sf_format_ogg_vorbis = 0x200000 | 0x0060
    sfm_write = 0x20
    sfc_set_vbr_encoding_quality = 0x1300
    lib.sf_open.restype = ctypes.c_void_p
    lib.sf_open.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(SFInfo)]
    lib.sf_command.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p, ctypes.c_int]
    lib.sf_write_float.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64]
    lib.sf_write_float.restype = ctypes.c_int64
    lib.sf_close.argtypes = [ctypes.c_void_p]
    info = SFInfo(0, sr, 1, sf_format_ogg_vorbis, 0, 0)
    handle = lib.sf_open(str(path).encode(), sfm_write, ctypes.byref(info))
    if not handle:
        return False
    q = ctypes.c_double(quality)
    lib.sf_command(handle, sfc_set_vbr_encoding_quality, ctypes.byref(q), ctypes.sizeof(q))
    data = np.ascontiguousarray(x, dtype=np.float32)
    written = lib.sf_write_float(handle, data.ctypes.data, len(data))
    lib.sf_close(handle)
    return written == len(data)


# --------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------

# name -> (generator, peak dBFS).  Peaks differ on purpose: UI ticks sit well
# under the bell and the fanfare.
SOUNDS: dict[str, tuple[Callable[[], Signal], float]] = {
    **{f"hoof_{i + 1}": ((lambda i=i: hoof(i)), -3.0) for i in range(4)},
    **{f"dice_hit_{i + 1}": ((lambda i=i: dice_hit(i)), -4.0) for i in range(3)},
    "dice_roll": (dice_roll, -4.0),
    "card_flip": (card_flip, -6.0),
    "card_slide": (card_slide, -8.0),
    "coins": (coins, -4.0),
    "bell": (bell, -2.0),
    "crowd_roar": (crowd_roar, -4.0),
    "fanfare": (fanfare, -2.0),
    "click": (click, -9.0),
    "chalk": (chalk, -9.0),
    "gallop_loop": (gallop_loop, -3.0),
}


def db(x: float) -> float:
    return 20 * math.log10(max(x, 1e-9))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=str(OUT_DIR), help="output folder")
    ap.add_argument("--only", default="", help="only sounds whose name contains this")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    print(f"{'sound':<16} {'length':>7} {'peak':>8} {'rms':>8}")
    for name, (gen, peak_db) in SOUNDS.items():
        if args.only not in name:
            continue
        x = normalise(gen(), peak_db)
        if name != "gallop_loop":     # re-zero the ends after DC removal; the loop must stay seamless
            x = fade(x, 0.0005, 0.005)
        write_wav(out / f"{name}.wav", x)
        peak = float(np.max(np.abs(x)))
        rms = float(np.sqrt(np.mean(x * x)))
        print(f"{name + '.wav':<16} {len(x) / SR:6.2f}s {db(peak):6.1f}dB {db(rms):6.1f}dB")
    if args.only in "music_rag":
        write_music(out)
    return 0


def write_music(out: Path) -> None:
    """The rag as ``music_rag.ogg`` (Ogg Vorbis, mono, 22.05 kHz), or a WAV when no
    libsndfile is at hand; prints its length, peak, loudness and file size."""
    x = to_rate(normalise(music_rag(), MUSIC_PEAK_DB), MUSIC_SR)
    path = out / "music_rag.ogg"
    if not write_ogg(path, x, MUSIC_SR):
        path = out / "music_rag.wav"
        print("no libsndfile with Ogg Vorbis: writing a (larger) WAV instead")
        write_wav(path, x, MUSIC_SR)
    peak = float(np.max(np.abs(x)))
    rms = float(np.sqrt(np.mean(x * x)))
    print(f"{path.name:<16} {len(x) / MUSIC_SR:6.2f}s {db(peak):6.1f}dB {db(rms):6.1f}dB "
          f"{path.stat().st_size // 1024} KB")


if __name__ == "__main__":
    sys.exit(main())
