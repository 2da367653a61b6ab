"""A model of where players put their action cards, for reading face-down cards.

Players mostly put a card that helps on a horse they backed, and a card that hurts on a
rival others backed, rarely on the 1:2 favourite itself (most players back it).
``placement_policy`` turns the public part of a view (this round's first bets, the
stables, the odds) into, for each seat, P(lane | the card hurts) and P(lane | the card
helps): a conditional logit over the six lanes,

    P(lane | kind, seat) ~ exp(b . [backed, owns, others, row is 1:2, 1:3, 1:4, 1:5, 1:6])

with ``backed`` = the seat's first bet is on that horse, ``owns`` = it holds the stable,
``others`` = other seats' first bets on it, and the horse's odds row. For a seat that has
not placed its first bet yet, the horse it will back is drawn first, in each simulated
race, from a logit of the same kind (``COEF_BET`` on [row is 1:2 ... 1:6, owns, others],
horses without bet tokens left excluded).

The simulator weights each draw of the unknown cards by how likely their seat was to put
them where they lie (Bayes' rule) and sends cards still in hands to lanes drawn from the
model. Players are a mixture: with probability ``PURPOSEFUL`` a seat plays with a purpose
(the logits), otherwise at random (any lane, any horse); a seat's first bet updates that
probability. The coefficients were fitted by maximum likelihood on the 9,600 placements and
4,800 first bets of the purposeful players (normal, easy, simple) in 400 bot games (seats
normal, easy, simple, random rotated, seeds 1000-1399), ``PURPOSEFUL`` is the share of
purposeful seats there; ``scale`` multiplies the logits (0 = no reading).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ..rules.data import GameData

# The purposeful players' logits (an L2 penalty of 0.005 keeps them finite: those bots are
# nearly deterministic).
# [backed, owns, others, row 1:2, 1:3, 1:4, 1:5, 1:6] for a card that hurts / helps.
COEF_HURTS = (-4.349, -3.266, 1.322, -0.032, 2.533, 1.537, -0.078, -0.412)
COEF_HELPS = (4.337, 0.531, 0.394, 0.900, 0.488, 0.009, -0.419, -0.525)
# [row 1:2, 1:3, 1:4, 1:5, 1:6, owns, others] for the horse of a first bet.
COEF_BET = (4.434, 1.940, -0.057, -1.421, -1.719, 1.285, 0.260)
PURPOSEFUL = 0.75  # prior chance that a player plays with a purpose (else: at random)
# The last step of the calibrated estimate (``estimate.sharpen``): each race's P(win) raised
# to this power and normalised again. The placement model reads players one card at a time
# and leaves the favourites a little under-rated (the players who back a favourite help it
# with every card they hold); the power makes up for it. Fitted by log loss on races that
# the calibration table does not score: ``python tools/calibrate.py --fit --races 4000
# --seed 30001`` (seeds 30001-31000); keyed by whether cards are still in the players' hands
# (before the race fixing is over) or all lie face down behind the lanes. Once the cards
# are revealed the simulation needs no help (every bin inside its band, docs/bots.md).
SHARPEN = {"in_hands": 1.01, "placed": 1.01}
N_ROWS = 5  # odds rows with a coefficient (the 1:7 row is the baseline)


@dataclass
class SeatModel:
    """One seat's placement model: a purposeful player (the logits) or a random one.

    ``purpose`` is the chance that the seat plays with a purpose, after its first bet if
    it placed one (a random player backs any open horse). A random player puts any card on
    any lane.
    """

    logits: np.ndarray  # (2, 6): hurts / helps, without the ``backed`` term if bet is set
    backed: np.ndarray  # (2,): the ``backed`` coefficient (added on the drawn bet's lane)
    bet: np.ndarray | None = None  # (6,) P(first bet on each lane | purposeful), None: placed
    purpose: float = PURPOSEFUL
    open_lanes: np.ndarray | None = None  # (6,) bool: horses a first bet may still go on

    def dist(self) -> np.ndarray:
        """(2, 6) lane probabilities of a purposeful player whose first bet is known."""
        z = self.logits - self.logits.max(axis=1, keepdims=True)
        p = np.exp(z)
        return p / p.sum(axis=1, keepdims=True)


def lane_features(view: dict[str, Any], data: GameData, seat: int) -> tuple[np.ndarray, bool]:
    """(6, 8) placement features of each lane for ``seat``, and whether it has a first bet."""
    colours = list(data.colours)
    values = list(data.odds_values)
    x = np.zeros((len(colours), 3 + N_ROWS))
    has_bet = False
    for b in view["bets"]:
        if b.get("which", "first") != "first":
            continue  # second bets come after the race fixing
        lane = colours.index(b["horse"])
        if b["seat"] == seat:
            x[lane, 0] = 1.0
            has_bet = True
        else:
            x[lane, 2] += 1.0
    for p in view["players"]:
        if p["seat"] == seat:
            for h in p.get("stables", []):
                x[colours.index(h), 1] = 1.0
    for lane, c in enumerate(colours):
        row = values.index(view["odds"][c])
        if row < N_ROWS:
            x[lane, 3 + row] = 1.0
    return x, has_bet


def seat_policy(view: dict[str, Any], data: GameData, seat: int,
                scale: float = 1.0) -> SeatModel:
    """One seat's placement model from the view."""
    x, has_bet = lane_features(view, data, seat)
    hurts, helps = np.array(COEF_HURTS), np.array(COEF_HELPS)
    logits = scale * np.stack([x @ hurts, x @ helps])
    backed = scale * np.array([hurts[0], helps[0]])
    xb = np.concatenate([x[:, 3:], x[:, 1:3]], axis=1)  # rows, owns, others
    zb = scale * (xb @ np.array(COEF_BET))
    tokens = view.get("bet_tokens") or {}
    open_ = np.array([tokens.get(c, 1) > 0 for c in data.colours]) | (x[:, 0] > 0)
    if not open_.any():
        return SeatModel(logits, backed, None, PURPOSEFUL if scale else 0.0)
    zb = np.where(open_, zb - zb[open_].max(), -np.inf)
    pb = np.exp(zb)
    pb /= pb.sum()
    prior = PURPOSEFUL if scale else 0.0
    if not has_bet:
        return SeatModel(logits, backed, pb, prior, open_)
    # Its first bet tells how purposeful the seat is (Bayes' rule on the bet logit).
    lane = int(np.argmax(x[:, 0]))
    like_p, like_r = pb[lane], 1.0 / open_.sum()
    purpose = prior * like_p / (prior * like_p + (1 - prior) * like_r)
    return SeatModel(logits, backed, None, float(purpose), open_)


def placement_policy(view: dict[str, Any], data: GameData, scale: float = 1.0,
                     include_self: bool = False) -> dict[int, SeatModel]:
    """For each seat still in (but the viewer, unless ``include_self``): ``seat_policy``."""
    me = view.get("seat")
    out: dict[int, SeatModel] = {}
    for p in view["players"]:
        s = p["seat"]
        if (s == me and not include_self) or p.get("eliminated"):
            continue
        out[s] = seat_policy(view, data, s, scale)
    return out
