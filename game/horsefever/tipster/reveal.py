"""The reveal, vectorised: which cards behind the lanes survive, in N races at once.

``reveal`` applies the reveal exactly as ``rules.reveal`` says (Friz Finden / Rochelle
Recherche discards, same-letter pairs cancel, then the odds moves lane by lane in play
order); ``overruled`` tells, in the Board Game, which symbols of a lane's Horse card a
surviving Action card overrules (``race.build_mods``). Arrays are (S, N) or (6, N):
lane-major, as in ``simulate``; tests/test_estimator.py checks them against the engine.
"""
from __future__ import annotations

import numpy as np

from .tables import DISCARD_NEG, DISCARD_POS, NEG, POS, Tables


def reveal(t: Tables, cards: np.ndarray, lanes: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """Applies the reveal to every simulated race; moves ``rows`` (6, N) in place.

    ``cards``/``lanes`` are (S, N). Returns which slots survive: Friz Finden / Rochelle
    Recherche discard every red / green card on their lane, then a surviving green and red
    card with the same letter on one lane cancel, then the surviving odds cards move the
    stable tokens lane by lane in play order (each move stops at the end rows).
    """
    s_count, n = cards.shape
    kind = t.kind[cards]
    disc = t.discard[cards]
    same_lane = lanes[:, None, :] == lanes[None, :, :]  # (S, S, N)
    survive = np.ones((s_count, n), bool)
    if (disc != 0).any():
        kills_neg = (same_lane & (disc == DISCARD_NEG)[None, :, :]).any(axis=1)
        kills_pos = (same_lane & (disc == DISCARD_POS)[None, :, :]).any(axis=1)
        survive = ~((kind == NEG) & kills_neg) & ~((kind == POS) & kills_pos)
    letter = t.letter[cards]
    pair = (same_lane & (letter[:, None, :] == letter[None, :, :])
            & (kind[:, None, :] == -kind[None, :, :]) & survive[None, :, :])
    pair &= ((letter >= 0) & (kind != 0))[:, None, :]
    survive &= ~pair.any(axis=1)
    move = t.odds_move[cards] * survive
    if move.any():
        top = len(t.odds_values) - 1
        ar = np.arange(n)
        for k in range(s_count):
            m = move[k]
            hit = m != 0
            if hit.any():
                a, ln = ar[hit], lanes[k][hit]
                rows[ln, a] = np.clip(rows[ln, a] + m[hit], 0, top)
    return survive


def overruled(t: Tables, cards: np.ndarray, lanes: np.ndarray, survive: np.ndarray,
            n_lanes: int) -> dict[str, np.ndarray]:
    """Per symbol, (6, N): a surviving Action card on the lane carries that symbol."""
    n = cards.shape[1]
    out = {name: np.zeros((n_lanes, n), bool)
           for name in ("start", "position", "finish", "sprint", "odds")}
    lane_ids = np.arange(n_lanes, dtype=np.int16)[:, None]
    for k in range(cards.shape[0]):
        c = cards[k]
        on = (lane_ids == lanes[k][None, :]) & survive[k][None, :]
        for name, sym in (("start", t.sym_start), ("position", t.sym_position),
                          ("finish", t.sym_finish), ("sprint", t.sym_sprint),
                          ("odds", t.sym_odds)):
            has = sym[c]
            if has.any():
                out[name] |= on & has[None, :]
    return out
