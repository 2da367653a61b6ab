"""The race-odds estimator: each horse's chance to win, to show, and its expected place."""
from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from ..rules.data import GameData
from .simulate import SimResult, simulate
from .model import SHARPEN, placement_policy
from .situation import UNKNOWN, Situation, situation_from_view
from .tables import Tables, tables_for

DEFAULT_RACES = 2000


@dataclass
class Estimate:
    """Per-horse chances from N simulated races (dicts keyed by colour, lane order)."""

    p_win: dict[str, float]
    p_show: dict[str, float]  # top 3 (the show places)
    exp_place: dict[str, float]  # 1 = first
    races: int
    seconds: float
    sim: SimResult  # the raw simulated races (places, race odds rows) for the bots

    def line(self) -> str:
        """One line: each horse's win / show chance in percent."""
        return "  ".join(f"{c} {100 * self.p_win[c]:.0f}%/{100 * self.p_show[c]:.0f}%"
                         for c in self.p_win)


def summarise(t: Tables, sim: SimResult, show_places: int, seconds: float = 0.0) -> Estimate:
    """Turns simulated places into per-horse probabilities."""
    places = sim.places
    n = places.shape[0]
    w = np.full(n, 1.0 / n) if sim.weights is None else sim.weights
    win = np.clip(w @ (places == 0), 0.0, 1.0)
    show = np.clip(w @ (places < show_places), 0.0, 1.0)
    exp = w @ places + 1.0
    cols = t.colours
    return Estimate(p_win={c: float(win[i]) for i, c in enumerate(cols)},
                    p_show={c: float(show[i]) for i, c in enumerate(cols)},
                    exp_place={c: float(exp[i]) for i, c in enumerate(cols)},
                    races=n, seconds=seconds, sim=sim)


def estimate_situation(data: GameData, sit: Situation, races: int = DEFAULT_RACES,
                       rng: np.random.Generator | int | None = None) -> Estimate:
    """Simulates the rest of the race ``races`` times from a Situation."""
    t = tables_for(data)
    if not isinstance(rng, np.random.Generator):
        rng = np.random.default_rng(rng)
    t0 = time.perf_counter()
    sim = simulate(t, sit, races, rng)
    return summarise(t, sim, data.rules.show_places, time.perf_counter() - t0)


def sharpen(est: Estimate, power: float) -> Estimate:
    """P(win) of each horse raised to ``power`` and normalised to the same total (the
    calibration step of ``model.SHARPEN``); the other figures are left as simulated."""
    if power == 1.0:
        return est
    p = np.array(list(est.p_win.values()))
    total = p.sum()
    q = p ** power
    if total <= 0 or q.sum() <= 0:
        return est
    q *= total / q.sum()
    show = np.array([est.p_show[c] for c in est.p_win])
    q = np.minimum(q, show)  # a horse never wins more often than it finishes in the top 3
    return replace(est, p_win={c: float(v) for c, v in zip(est.p_win, q)})


def estimate(view: dict[str, Any], data: GameData, races: int = DEFAULT_RACES,
             rng: np.random.Generator | int | None = None, future: bool = True,
             model: float | None = 1.0, own_future: bool = False,
             calibrated: bool = True) -> Estimate:
    """Estimates each horse's chances from one seat's view (never the game state).

    ``view`` is the dict from ``game.view(seat)``; unknown cards are drawn from the action
    cards this seat has not seen, the movement deck is shuffled from the cards not turned
    yet, the dice are rolled. ``future``: before the reveal, the cards other seats still
    hold are played on random lanes too. ``rng``: a NumPy Generator or a seed (the bots
    pass one drawn from their own seeded Random, so their decisions are reproducible).
    ``model``: the scale of the placement model (``tipster.model``, 1.0 = as fitted) used
    to read the face-down cards and place the cards still in hands, or None for the plain
    draw (uniform cards and lanes). ``own_future``: this seat's own hand is played too,
    like the others' (else it is left out: the seat decides). ``calibrated``: with the
    placement model, before the reveal, P(win) gets the fitted ``model.SHARPEN`` power (off
    only to fit it).
    """
    if not isinstance(view, dict):
        raise TypeError("estimate() takes a view dict (game.view(seat)), not a game state")
    sit = situation_from_view(view, data, future=future, own_future=own_future)
    if model is not None:
        sit = replace(sit, policy=placement_policy(view, data, model, include_self=own_future))
    est = estimate_situation(data, sit, races, rng)
    if model is not None and calibrated and not sit.revealed:
        in_hands = any(s.lane == UNKNOWN for s in sit.slots)
        est = sharpen(est, SHARPEN["in_hands" if in_hands else "placed"])
    return est
