"""The chance in a simulated race: what is drawn, and how.

``Forced`` holds chance fixed in advance (one value per simulated race): the tests force
a race card for card, and ``draw_chance`` draws every chance event of N races up front so
that several simulations share them (common random numbers). ``seat_dists`` and
``draw_read`` are the placement model's side of the card draw: where a seat puts the
cards still in its hand, and the exact posterior of the face-down cards it has played.
``simulate`` (simulate.py) uses these; the rules of the race stay there.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .situation import UNKNOWN, Situation
from .tables import Tables

MAX_FORCED_UNITS = 23  # dice drawn up front by draw_chance (more are rolled if needed)


@dataclass
class Forced:
    """Chance forced for testing: one value per simulated race (shape (N, ...))."""

    cards: np.ndarray | None = None  # (N, unknown slots) card indices for the unknown slots
    lanes: np.ndarray | None = None  # (N, unknown-lane slots) lanes for cards still in hands
    lane_u: np.ndarray | None = None  # (N, unknown-lane slots) uniforms that choose those lanes
    bet_u: np.ndarray | None = None  # (N, seats) uniforms that choose pending first bets
    type_u: np.ndarray | None = None  # (N, seats) uniforms: purposeful or random player
    card_keys: np.ndarray | None = None  # (N, pool) sort keys: the order unseen cards come in
    free_keys: np.ndarray | None = None  # (N, pool) sort keys for cards still in hands
    assign_u: np.ndarray | None = None  # (N,) uniforms that choose which face-down cards help
    movement: np.ndarray | None = None  # (N, units) movement card indices in draw order
    dice: np.ndarray | None = None  # (N, units, dice) colour indices rolled
    photo: np.ndarray | None = None  # (N, 6) the photo-finish choice itself (higher first)
    photo_rank: np.ndarray | None = None  # (N, 6) random ranks breaking the rest of the ties


def permutations(rng: np.random.Generator, n: int, items: np.ndarray, k: int) -> np.ndarray:
    """(n, k) array: the first k items of an independent random permutation per row."""
    if k == 0 or len(items) == 0:
        return np.zeros((n, 0), np.int16)
    keys = rng.random((n, len(items)), dtype=np.float32)
    order = np.argsort(keys, axis=1)[:, :k]
    return items[order]


def draw_chance(t: Tables, sit: Situation, n: int, rng: np.random.Generator,
                spare_lanes: int = 0) -> Forced:
    """Draws every chance event of ``n`` races up front (to share between simulations).

    Comparing decisions on the same draws (common random numbers) makes their differences
    far more precise than independent runs. ``spare_lanes`` leaves room for cards still in
    hands added to ``sit`` later (known cards on known lanes need no room).
    """
    f = sum(1 for s in sit.slots if s.lane == UNKNOWN) + spare_lanes
    card_keys = rng.random((n, len(sit.pool)), dtype=np.float32)
    free_keys = rng.random((n, len(sit.pool)), dtype=np.float32)
    assign_u = rng.random(n)
    lane_u = rng.random((n, f), dtype=np.float32)
    left = np.array(sit.movement_left, np.int16)
    movement = permutations(rng, n, left, len(left))
    units = max(1, min(len(left), MAX_FORCED_UNITS))
    dice = t.dice_faces[np.arange(t.dice_faces.shape[0])[None, None, :],
                        rng.integers(0, t.dice_faces.shape[1], (n, units, t.dice_faces.shape[0]))]
    photo = np.argsort(rng.random((n, len(t.colours)), dtype=np.float32), axis=1)
    bet_u = rng.random((n, 8), dtype=np.float32)
    type_u = rng.random((n, 8), dtype=np.float32)
    return Forced(type_u=type_u, card_keys=card_keys, free_keys=free_keys, assign_u=assign_u,
                  lane_u=lane_u, bet_u=bet_u, movement=movement,
                  dice=dice.astype(np.int16),
                  photo_rank=photo.astype(np.int16))


def seat_dists(sit: Situation, n: int, n_lanes: int, rng: np.random.Generator,
               forced: Forced) -> tuple[dict[int, np.ndarray], dict[int, tuple[np.ndarray, float]]]:
    """The placement model per seat.

    Returns (for cards still in hands) seat -> lane probabilities (2, 6), hurts / helps,
    or (N, 2, 6) for a seat that has not bet yet (whether it plays with a purpose and the
    horse it will back are drawn per race); and (for reading face-down cards) seat ->
    (a purposeful player's (2, 6), the chance it is one).
    """
    place: dict[int, np.ndarray] = {}
    read: dict[int, tuple[np.ndarray, float]] = {}
    uniform = np.full((2, n_lanes), 1.0 / n_lanes)
    for j, (seat, model) in enumerate(sorted((sit.policy or {}).items())):
        if model.bet is None:
            d = model.dist()
            read[seat] = (d, model.purpose)
            place[seat] = model.purpose * d + (1.0 - model.purpose) * uniform
            continue
        u_b = forced.bet_u[:, j] if forced.bet_u is not None and forced.bet_u.shape[1] > j \
            else rng.random(n, dtype=np.float32)
        u_t = forced.type_u[:, j] if forced.type_u is not None and forced.type_u.shape[1] > j \
            else rng.random(n, dtype=np.float32)
        purposeful = u_t < model.purpose
        open_ = model.open_lanes if model.open_lanes is not None else np.ones(n_lanes, bool)
        cum_p = np.cumsum(model.bet)
        cum_r = np.cumsum(open_ / open_.sum())
        bet_p = np.searchsorted(cum_p / cum_p[-1], u_b, side="right")
        bet_r = np.searchsorted(cum_r / cum_r[-1], u_b, side="right")
        bet_lane = np.minimum(np.where(purposeful, bet_p, bet_r), n_lanes - 1)
        z = np.broadcast_to(model.logits, (n, 2, n_lanes)).copy()
        z[np.arange(n), :, bet_lane] += model.backed[None, :]
        z -= z.max(axis=2, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=2, keepdims=True)
        place[seat] = np.where(purposeful[:, None, None], p, uniform[None, :, :])
    return place, read


def draw_read(t: Tables, sit: Situation, pool: np.ndarray, read: list[int], rest: list[int],
              reading: dict[int, tuple[np.ndarray, float]], cards: np.ndarray, n: int,
              rng: np.random.Generator, forced: Forced) -> None:
    """Draws the unknown cards from their exact posterior under the placement model.

    The model says a seat puts a card on a lane with a probability that depends only on
    whether the card helps or hurts. So the posterior of the face-down cards on known
    lanes is: choose which of them help (all 2^U patterns enumerated, each weighted by the
    number of ways the unseen cards fill it, times the placement likelihoods), then draw
    helping cards for those slots and hurting ones for the others, without replacement;
    cards still in hands (``rest``) take the remaining unseen cards at random. Every
    simulated race has the same weight (no importance weights, no lost samples).
    """
    u = len(read)
    helps_pool = t.helps[pool]
    hp, kp = pool[helps_pool], pool[~helps_pool]
    n_h, n_k = len(hp), len(kp)
    bits = (np.arange(1 << u)[:, None] >> np.arange(u)[None, :]) & 1  # (2^U, U)
    m = bits.sum(axis=1)
    logp = _log_falling(n_h, m) + _log_falling(n_k, u - m)
    n_lanes = len(t.colours)
    for seat in sorted({sit.slots[k].seat for k in read}):  # type: ignore[type-var]
        dist, purpose = reading[seat]  # type: ignore[index]
        like = np.ones(len(bits))
        k_count = 0
        for j, k in enumerate(read):
            if sit.slots[k].seat == seat:
                like = like * dist[bits[:, j], sit.slots[k].lane]  # hurts / helps there
                k_count += 1
        # A purposeful player put them there, or a random one (any lane).
        logp = logp + np.log(purpose * like + (1 - purpose) * n_lanes ** -float(k_count))
    logp -= logp.max()
    prob = np.exp(logp)
    cdf = np.cumsum(prob / prob.sum())
    au = forced.assign_u if forced.assign_u is not None else rng.random(n)
    pattern = np.minimum(np.searchsorted(cdf, au, side="right"), len(cdf) - 1)
    chosen = bits[pattern]  # (N, U): 1 = that face-down card helps
    keys = forced.card_keys
    if keys is None or keys.shape[1] != len(pool):
        keys = rng.random((n, len(pool)), dtype=np.float32)
    h_perm = hp[np.argsort(keys[:, helps_pool], axis=1)] if n_h else np.zeros((n, 0), np.int16)
    k_perm = kp[np.argsort(keys[:, ~helps_pool], axis=1)] if n_k else np.zeros((n, 0), np.int16)
    used_h = np.zeros(n, np.intp)
    used_k = np.zeros(n, np.intp)
    for j, k in enumerate(read):
        bit = chosen[:, j].astype(bool)
        h_card = h_perm[np.arange(n), np.minimum(used_h, max(n_h - 1, 0))] if n_h else 0
        k_card = k_perm[np.arange(n), np.minimum(used_k, max(n_k - 1, 0))] if n_k else 0
        cards[k] = np.where(bit, h_card, k_card)
        used_h += bit
        used_k += ~bit
    if rest:
        both = np.concatenate([h_perm, k_perm], axis=1)  # (N, P)
        taken = np.concatenate([np.arange(n_h)[None, :] < used_h[:, None],
                                np.arange(n_k)[None, :] < used_k[:, None]], axis=1)
        fk = forced.free_keys
        if fk is None or fk.shape[1] != len(pool):
            fk = rng.random((n, len(pool)), dtype=np.float32)
        order = np.argsort(fk + 2.0 * taken, axis=1)[:, :len(rest)]
        picked = np.take_along_axis(both, order, axis=1)
        for j, k in enumerate(rest):
            cards[k] = picked[:, j]


def _log_falling(total: int, m: np.ndarray) -> np.ndarray:
    """log(total! / (total - m)!), -inf where m > total."""
    out = np.full(m.shape, -np.inf)
    ok = m <= total
    lg = np.array([0.0] + list(np.cumsum(np.log(np.arange(1, total + 1)))))
    out[ok] = lg[total] - lg[total - m[ok]]
    return out
