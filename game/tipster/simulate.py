"""The vectorised race simulator: N races in parallel over NumPy arrays.

Given a ``Situation`` (what one seat knows), each simulated race
1. draws the unknown action cards from the unseen pool (without replacement) and the
   lanes of cards still in hands,
2. applies the reveal exactly as ``engine._reveal`` does (Friz Finden / Rochelle Recherche
   discards, same-letter pairs cancel, then Alfio / Sting odds moves lane by lane in play
   order, stopping at the end rows),
3. combines the surviving effects per horse as ``race.build_mods`` does,
4. runs the race units as ``engine._run_race`` with ``race.card_move``,
   ``race.sprint_length``, ``race.first_and_last`` and ``race.finish_order``: a shuffled
   movement deck (the cards not turned yet), two sprint dice, ranking at the end of each
   unit (squares beyond the line, then photo-finish cards, then better odds, then the
   first player's choice, drawn at random here).

Arrays are (N, 6): one row per simulated race, one column per lane. ``Forced`` lets the
tests replay an engine race card for card.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .situation import UNKNOWN, Situation
from .tables import DISCARD_NEG, DISCARD_POS, NEG, NO_SET, POS, Tables

MAX_UNITS = 60  # a race never lasts this long; horses still running then rank by squares
MAX_FORCED_UNITS = 23  # dice drawn up front by draw_chance (more are rolled if needed)


@dataclass
class Forced:
    """Chance forced for testing: one value per simulated race (shape (N, ...))."""

    cards: np.ndarray | None = None  # (N, unknown slots) card indices for the unknown slots
    lanes: np.ndarray | None = None  # (N, unknown-lane slots) lanes for cards still in hands
    movement: np.ndarray | None = None  # (N, units) movement card indices in draw order
    dice: np.ndarray | None = None  # (N, units, dice) colour indices rolled
    photo: np.ndarray | None = None  # (N, 6) tie-break priority for equal odds (higher first)


@dataclass
class SimResult:
    """The outcome of N simulated races."""

    places: np.ndarray  # (N, 6) int8: 0 = 1st ... 5 = 6th, per lane
    rows: np.ndarray  # (N, 6) int8: race odds row of each lane (after the reveal)
    cards: np.ndarray  # (N, S) card index in each slot after sampling
    lanes: np.ndarray  # (N, S) lane of each slot after sampling
    survive: np.ndarray  # (N, S) bool: the card survived the reveal


def _permutations(rng: np.random.Generator, n: int, items: np.ndarray, k: int) -> np.ndarray:
    """(n, k) array: the first k items of an independent random permutation per row."""
    if k == 0 or len(items) == 0:
        return np.zeros((n, 0), np.int16)
    keys = rng.random((n, len(items)), dtype=np.float32)
    order = np.argsort(keys, axis=1)[:, :k]
    return items[order]


def draw_chance(t: Tables, sit: Situation, n: int, rng: np.random.Generator,
                spare_cards: int = 0, spare_lanes: int = 0) -> Forced:
    """Draws every chance event of ``n`` races up front (to share between simulations).

    Comparing decisions on the same draws (common random numbers) makes their differences
    far more precise than independent runs. ``spare_*`` leave room for hypothetical unknown
    cards added to ``sit`` later.
    """
    k = sit.unknown_cards + spare_cards
    f = sum(1 for s in sit.slots if s.lane == UNKNOWN) + spare_lanes
    pool = np.array(sit.pool, np.int16)
    k = min(k, len(pool))
    cards = _permutations(rng, n, pool, k)
    lanes = rng.integers(0, len(t.colours), (n, f)).astype(np.int16)
    left = np.array(sit.movement_left, np.int16)
    movement = _permutations(rng, n, left, len(left))
    units = max(1, min(len(left), MAX_FORCED_UNITS))
    dice = t.dice_faces[np.arange(t.dice_faces.shape[0])[None, None, :],
                        rng.integers(0, t.dice_faces.shape[1], (n, units, t.dice_faces.shape[0]))]
    photo = np.argsort(rng.random((n, len(t.colours)), dtype=np.float32), axis=1)
    return Forced(cards=cards, lanes=lanes, movement=movement, dice=dice.astype(np.int16),
                  photo=photo.astype(np.int16))


def simulate(t: Tables, sit: Situation, n: int, rng: np.random.Generator,
             forced: Forced | None = None) -> SimResult:
    """Simulates the rest of the race ``n`` times from what ``sit`` knows.

    Internally arrays are lane-major, (6, N) or (slots, N): NumPy reduces over a short
    leading axis much faster than over a short trailing one.
    """
    forced = forced or Forced()
    n_lanes = len(t.colours)
    slots = sit.slots
    s_count = len(slots)
    lane_ids = np.arange(n_lanes, dtype=np.int16)[:, None]

    # ---- 1. the cards behind the lanes (S, N) --------------------------------------------
    cards = np.empty((s_count, n), np.int16)
    lanes = np.empty((s_count, n), np.int16)
    unknown = sum(1 for s in slots if s.card == UNKNOWN)
    if unknown:
        if forced.cards is not None and forced.cards.shape[1] >= unknown:
            drawn = forced.cards[:, :unknown]
        else:
            drawn = _permutations(rng, n, np.array(sit.pool, np.int16), unknown)
    free = [s for s in slots if s.lane == UNKNOWN]
    if free:
        if forced.lanes is not None and forced.lanes.shape[1] >= len(free) and all(
                s.lane_weights is None for s in free):
            lane_draws = forced.lanes[:, :len(free)]
        else:
            lane_draws = np.empty((n, len(free)), np.int16)
            for j, s in enumerate(free):
                if s.lane_weights is None:
                    lane_draws[:, j] = rng.integers(0, n_lanes, n)
                else:
                    cw = np.cumsum(np.asarray(s.lane_weights, float))
                    lane_draws[:, j] = np.minimum(np.searchsorted(
                        cw / cw[-1], rng.random(n), side="right"), n_lanes - 1)
    u = f = 0
    for k, s in enumerate(slots):
        if s.card == UNKNOWN:
            cards[k] = drawn[:, u]
            u += 1
        else:
            cards[k] = s.card
        if s.lane == UNKNOWN:
            lanes[k] = lane_draws[:, f]
            f += 1
        else:
            lanes[k] = s.lane

    rows = np.empty((n_lanes, n), np.int16)
    rows[:] = np.array(sit.rows, np.int16)[:, None]
    if s_count == 0:
        survive = np.zeros((0, n), bool)
    elif sit.revealed:
        survive = np.ones((s_count, n), bool)
    else:
        survive = _reveal(t, cards, lanes, rows)

    # ---- 2. the effects in force on each horse (6, N) ----------------------------------
    start_set = np.full((n_lanes, n), NO_SET, np.int16)
    first_set = np.full((n_lanes, n), NO_SET, np.int16)
    last_set = np.full((n_lanes, n), NO_SET, np.int16)
    sprint_set = np.full((n_lanes, n), NO_SET, np.int16)
    start_add = np.zeros((n_lanes, n), np.int16)
    finish_add = np.zeros((n_lanes, n), np.int16)
    sprint_add = np.zeros((n_lanes, n), np.int16)
    photo = np.zeros((n_lanes, n), np.int16)
    finish_stop = np.zeros((n_lanes, n), bool)
    sprint_block = np.zeros((n_lanes, n), bool)
    for k in range(s_count):
        c = cards[k]
        live = survive[k] & t.race_effect[c]
        if not live.any():
            continue
        on = (lane_ids == lanes[k][None, :]) & live[None, :]  # (6, N): this card's horse
        # ``set`` ops: a later card overrides an earlier one (HorseMods.apply).
        for arr, src in ((start_set, t.start_set), (first_set, t.first_set),
                         (last_set, t.last_set), (sprint_set, t.sprint_set)):
            v = src[c]
            has = v != NO_SET
            if has.any():
                np.copyto(arr, np.broadcast_to(v, arr.shape), where=on & has[None, :])
        for arr, src in ((start_add, t.start_add), (finish_add, t.finish_add),
                         (sprint_add, t.sprint_add), (photo, t.photo)):
            v = src[c]
            if v.any():
                arr += on * v[None, :]
        for arr, src in ((finish_stop, t.finish_stop), (sprint_block, t.sprint_block)):
            v = src[c]
            if v.any():
                arr |= on & v[None, :]
    # race.sprint_length: blocked -> 0, else max(0, (1 or the set value) + adds)
    has_sprint_set = sprint_set != NO_SET
    sprint_len = (1 + (sprint_set - 1) * has_sprint_set + sprint_add).astype(np.int32)
    sprint_len = np.maximum(sprint_len, 0) * ~sprint_block
    has_start_set = start_set != NO_SET
    use_start = bool(has_start_set.any() or start_add.any())
    has_first = first_set != NO_SET
    has_last = last_set != NO_SET
    any_first, any_last = bool(has_first.any()), bool(has_last.any())
    add_fin = finish_add.astype(np.int32)
    any_finish = bool(finish_stop.any() or add_fin.any())

    # ---- 3. the race ---------------------------------------------------------------------
    finish = t.finish
    odds_val = t.odds_values[rows].astype(np.int64)
    # Ranking key (higher first): squares beyond the line, photo cards, better odds, then
    # the first player's choice between equal odds (drawn at random: we cannot know it).
    if forced.photo is not None:
        choice = forced.photo.T.astype(np.int64)
    else:
        choice = np.argsort(rng.random((n_lanes, n), dtype=np.float32), axis=0).astype(np.int64)
    static_key = (photo.astype(np.int64) + 64) * 10_000 + (1000 - odds_val) * 8 + choice
    pos = np.empty((n_lanes, n), np.int32)
    pos[:] = np.array(sit.positions or [0] * n_lanes, np.int32)[:, None]
    done = np.zeros((n_lanes, n), bool)
    places = np.full((n_lanes, n), -1, np.int16)
    for rank, lane in enumerate(sit.ranked):
        done[lane] = True
        places[lane] = rank
    nranked = np.full(n, len(sit.ranked), np.int16)

    def rank_finishers(fin: np.ndarray) -> None:
        key = ((pos - finish).astype(np.int64) * 100_000_000 + static_key) * fin - (~fin)
        order = np.zeros((n_lanes, n), np.int16)
        for j in range(n_lanes):
            order += (key[j][None, :] > key) & fin[j][None, :]
        np.copyto(places, nranked[None, :] + order, where=fin)
        nranked[:] += fin.sum(axis=0, dtype=np.int16)
        done[:] |= fin

    # A photo-finish choice was pending: horses past the line but not yet ranked.
    pending = (~done) & (pos >= finish)
    if pending.any():
        rank_finishers(pending)

    left = np.array(sit.movement_left, np.int16)
    all_moves = np.arange(len(t.move_numbers), dtype=np.int16)
    if forced.movement is not None:
        deck = forced.movement.T
    else:
        deck = _permutations(rng, n, left, len(left)).T
    n_cards = t.move_values.shape[0]
    move_flat = t.move_values.T.astype(np.int32).ravel()  # [row * cards + card]
    row_base = rows.astype(np.int32) * n_cards
    dice_faces = t.dice_faces
    n_dice = dice_faces.shape[0]
    unit = sit.unit
    step = 0
    while step < MAX_UNITS:
        if done.all():
            break
        unit += 1
        if step >= deck.shape[0]:
            # Exhausted: the engine reshuffles every card turned so far (the whole deck).
            more = _permutations(rng, n, all_moves, len(all_moves)).T
            deck = np.concatenate([deck, more], 0)
        running = ~done
        move = move_flat.take(row_base + deck[step][None, :])
        if unit == 1:
            if use_start:
                move = move + (start_set - move) * has_start_set
                move = np.maximum(0, move + start_add)
        elif any_first or any_last:
            several = running.sum(axis=0) >= 2
            if any_last:
                lo = (pos + 1_000_000 * done).min(axis=0)
                is_last = running & (pos == lo[None, :]) & several[None, :] & has_last
                move = move + (last_set - move) * is_last
            if any_first:
                hi = (pos - 1_000_000 * done).max(axis=0)
                is_first = running & (pos == hi[None, :]) & several[None, :] & has_first
                move = move + (first_set - move) * is_first
        if any_finish:
            cross = (pos < finish) & (pos + move >= finish)
            stop = cross & finish_stop
            move = move + add_fin * (cross & ~stop) + (finish - pos - move) * stop
        pos += move * running
        # The sprint: each colour shown (once even on both dice) sprints if still running.
        if forced.dice is not None and step < forced.dice.shape[1]:
            colours = forced.dice[:, step, :].T
        else:
            colours = dice_faces[np.arange(n_dice)[:, None],
                                 rng.integers(0, dice_faces.shape[1], (n_dice, n))]
        sprint = lane_ids == colours[0][None, :]
        for d in range(1, n_dice):
            sprint |= lane_ids == colours[d][None, :]
        pos += sprint_len * (sprint & running)
        fin = running & (pos >= finish)
        if fin.any():
            rank_finishers(fin)
        step += 1
    if not done.all():  # pragma: no cover - MAX_UNITS is never reached in practice
        rank_finishers(~done)
    return SimResult(places=places.T.astype(np.int8), rows=rows.T.astype(np.int8),
                     cards=cards.T, lanes=lanes.T, survive=survive.T)


def _reveal(t: Tables, cards: np.ndarray, lanes: np.ndarray, rows: np.ndarray) -> np.ndarray:
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
