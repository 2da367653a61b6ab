"""The vectorised race simulator: N races in parallel over NumPy arrays.

Given a ``Situation`` (what one seat knows), each simulated race
1. draws the unknown action cards from the unseen pool (without replacement) and the
   lanes of cards still in hands (the placement model's draws: chance.py),
2. applies the reveal exactly as ``rules.reveal`` says (Friz Finden / Rochelle Recherche
   discards, same-letter pairs cancel, then Alfio / Sting odds moves lane by lane in play
   order, stopping at the end rows: reveal.py),
3. combines the surviving effects per horse as ``race.build_mods`` does,
4. runs the race units as the race kernel (``race.run_units``) does, with ``race.card_move``,
   ``race.sprint_length``, ``race.lead_and_tail`` and ``race.finish_order``: a shuffled
   movement deck (the cards not turned yet), two sprint dice, ranking at the end of each
   unit (squares beyond the line, then photo-finish cards, then better odds, then the
   first player's choice: the horse that pays them most, else drawn at random).

It is a separate, vectorised model of those rules, not a second copy of them: ``Forced``
(chance.py) lets the tests replay a race card for card, against the engine
(tests/test_estimator.py) and against the kernel itself (tests/test_tipster_kernel.py).

Arrays are (N, 6): one row per simulated race, one column per lane.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .chance import Forced, draw_chance, draw_read, permutations, seat_dists
from .reveal import overruled, reveal
from .situation import UNKNOWN, Situation, Slot
from .tables import NO_SET, Tables

MAX_UNITS = 60  # a race never lasts this long; horses still running then rank by squares
MAX_READ = 14  # face-down cards read exactly (2^14 patterns); more: importance weights


@dataclass
class SimResult:
    """The outcome of N simulated races."""

    places: np.ndarray  # (N, 6) int8: 0 = 1st ... 5 = 6th, per lane
    rows: np.ndarray  # (N, 6) int8: race odds row of each lane (after the reveal)
    cards: np.ndarray  # (N, S) card index in each slot after sampling
    lanes: np.ndarray  # (N, S) lane of each slot after sampling
    survive: np.ndarray  # (N, S) bool: the card survived the reveal
    weights: np.ndarray | None = None  # (N,) importance weights summing to 1 (placement model)
    blocks: int = 1  # candidate blocks of equal size (simulate(extra=...))

    def block(self, b: int) -> "SimResult":
        """The races of candidate block ``b`` (weights renormalised)."""
        n = self.places.shape[0] // self.blocks
        sl = slice(b * n, (b + 1) * n)
        w = None if self.weights is None else self.weights[sl] / self.weights[sl].sum()
        return SimResult(self.places[sl], self.rows[sl], self.cards[sl], self.lanes[sl],
                         self.survive[sl], w)


def star_payoffs(t: Tables, sim: SimResult) -> tuple[np.ndarray, np.ndarray]:
    """(N, 6) VP and Danari that the star cards on each lane give a winning bettor there.

    Star cards never cancel and are never discarded, so every one drawn behind a lane
    counts; (zeros when no star card is in play)."""
    n, lanes_n = sim.places.shape
    vp = np.zeros((n, lanes_n))
    d = np.zeros((n, lanes_n))
    if sim.cards.size == 0 or not (t.payoff_vp.any() or t.payoff_d.any()):
        return vp, d
    rows = np.arange(n)
    for k in range(sim.cards.shape[1]):
        c = sim.cards[:, k]
        pv, pd = t.payoff_vp[c], t.payoff_d[c]
        if pv.any() or pd.any():
            np.add.at(vp, (rows, sim.lanes[:, k]), pv)
            np.add.at(d, (rows, sim.lanes[:, k]), pd)
    return vp, d


def simulate(t: Tables, sit: Situation, n: int, rng: np.random.Generator,
             forced: Forced | None = None, extra: list[list[Slot]] | None = None) -> SimResult:
    """Simulates the rest of the race ``n`` times from what ``sit`` knows.

    ``extra``: candidate plays to compare, B lists of the same length of known cards on
    known lanes, appended to the slots. The result then holds B blocks of ``n`` races
    (block b = rows b*n to (b+1)*n), every block on the same random draws.

    Internally arrays are lane-major, (6, N) or (slots, N): NumPy reduces over a short
    leading axis much faster than over a short trailing one.
    """
    forced = forced or Forced()
    if extra and (forced.movement is None or forced.photo_rank is None):
        forced = draw_chance(t, sit, n, rng)
    n_lanes = len(t.colours)
    slots = sit.slots
    s_count = len(slots)
    lane_ids = np.arange(n_lanes, dtype=np.int16)[:, None]

    # ---- 1. the cards behind the lanes (S, N) --------------------------------------------
    cards = np.empty((s_count, n), np.int16)
    lanes = np.empty((s_count, n), np.int16)
    ar = np.arange(n)
    dists, reading = seat_dists(sit, n, n_lanes, rng, forced)
    weights = None
    unknown = [k for k, s in enumerate(slots) if s.card == UNKNOWN]
    for k, s in enumerate(slots):
        if s.card != UNKNOWN:
            cards[k] = s.card
    if unknown:
        pool = np.array(sit.pool, np.int16)
        # Face-down cards whose seat has a placement model: read them (exact posterior).
        read = [k for k in unknown if slots[k].lane != UNKNOWN and slots[k].seat in reading]
        if forced.cards is not None:
            drawn = forced.cards[:, :len(unknown)]
            for u, k in enumerate(unknown):
                cards[k] = drawn[:, u]
            read = []
        elif read and len(read) <= MAX_READ:
            draw_read(t, sit, pool, read, [k for k in unknown if k not in read], reading,
                      cards, n, rng, forced)
            read = []
        else:
            keys = forced.card_keys
            if keys is None or keys.shape[1] != len(pool):
                keys = rng.random((n, len(pool)), dtype=np.float32)
            drawn = pool[np.argsort(keys, axis=1)[:, :len(unknown)]]
            for u, k in enumerate(unknown):
                cards[k] = drawn[:, u]
        if read:  # too many to enumerate: importance weights (Bayes' rule on each draw)
            weights = np.ones(n)
            for seat in {slots[k].seat for k in read}:
                dist, purpose = reading[seat]  # type: ignore[index]
                like = np.ones(n)
                mine = [k for k in read if slots[k].seat == seat]
                for k in mine:
                    like *= dist[t.helps[cards[k]].astype(np.intp), slots[k].lane]
                weights *= purpose * like + (1 - purpose) * n_lanes ** -float(len(mine))
    free = [k for k, s in enumerate(slots) if s.lane == UNKNOWN]
    if free and forced.lanes is None:
        if forced.lane_u is not None and forced.lane_u.shape[1] >= len(free):
            lane_u = forced.lane_u[:, :len(free)]
        else:
            lane_u = rng.random((n, len(free)), dtype=np.float32)
    f = 0
    for k, s in enumerate(slots):
        if s.lane != UNKNOWN:
            lanes[k] = s.lane
            continue
        dist = dists.get(s.seat) if s.seat is not None else None
        if forced.lanes is not None:
            lanes[k] = forced.lanes[:, f]
        elif dist is not None or s.lane_weights is not None:
            if dist is None:
                dist = np.broadcast_to(np.asarray(s.lane_weights, float), (2, n_lanes))
            cum = np.cumsum(dist, axis=-1)
            cum = cum / cum[..., -1:]
            helps = t.helps[cards[k]].astype(np.intp)
            rowsel = cum[helps] if cum.ndim == 2 else cum[ar, helps]  # (N, 6)
            lanes[k] = np.minimum((lane_u[:, f][:, None] >= rowsel).sum(axis=1), n_lanes - 1)
        else:
            lanes[k] = np.minimum((lane_u[:, f] * n_lanes).astype(np.int16), n_lanes - 1)
        f += 1

    if extra:
        blocks = len(extra)
        e_cards = np.array([[sl.card for sl in ex] for ex in extra], np.int16).T  # (E, B)
        e_lanes = np.array([[sl.lane for sl in ex] for ex in extra], np.int16).T
        cards = np.concatenate([np.tile(cards, (1, blocks)), np.repeat(e_cards, n, axis=1)])
        lanes = np.concatenate([np.tile(lanes, (1, blocks)), np.repeat(e_lanes, n, axis=1)])
        if weights is not None:
            weights = np.tile(weights, blocks)
        forced = Forced(movement=np.tile(forced.movement, (blocks, 1)),
                        dice=None if forced.dice is None else np.tile(forced.dice, (blocks, 1, 1)),
                        photo_rank=np.tile(forced.photo_rank, (blocks, 1)))
        n *= blocks
        s_count = cards.shape[0]
    rows = np.empty((n_lanes, n), np.int16)
    rows[:] = np.array(sit.rows, np.int16)[:, None]
    if s_count == 0:
        survive = np.zeros((0, n), bool)
    elif sit.revealed:
        survive = np.ones((s_count, n), bool)
    else:
        survive = reveal(t, cards, lanes, rows)
    horses = sit.horses
    if horses:  # Board Game: what the Action cards leave of each lane's Horse card
        over = overruled(t, cards, lanes, survive, n_lanes)
        if not sit.revealed:
            last_row = len(t.odds_values) - 1
            for lane, h in enumerate(horses):
                if h >= 0 and t.h_odds_move[h]:
                    moved = np.clip(rows[lane] + t.h_odds_move[h], 0, last_row)
                    np.copyto(rows[lane], moved.astype(np.int16), where=~over["odds"][lane])

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
    if horses:
        # A Horse card's effect counts unless an Action card on its lane carries the same
        # symbol (race.build_mods): then only the Action card counts.
        for lane, h in enumerate(horses):
            if h < 0:
                continue
            for arr, src, sym in ((start_set, t.h_start_set, "start"),
                                  (first_set, t.h_first_set, "position"),
                                  (last_set, t.h_last_set, "position"),
                                  (sprint_set, t.h_sprint_set, "sprint")):
                if src[h] != NO_SET:
                    np.copyto(arr[lane], src[h], where=~over[sym][lane])
            for arr, src, sym in ((start_add, t.h_start_add, "start"),
                                  (finish_add, t.h_finish_add, "finish")):
                if src[h]:
                    arr[lane] += src[h] * ~over[sym][lane]
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
    # the first player's choice between equal odds: the horse that pays them most (their
    # bets and stables, public), else drawn at random.
    pref = np.array(sit.photo_pref or (0,) * n_lanes, np.int64)[:, None]
    if forced.photo is not None:
        choice = forced.photo.T.astype(np.int64)
        pref = pref * 0  # a forced choice (tests) is the whole choice
    elif forced.photo_rank is not None:
        choice = forced.photo_rank.T.astype(np.int64)
    else:
        choice = np.argsort(rng.random((n_lanes, n), dtype=np.float32), axis=0).astype(np.int64)
    static_key = ((photo.astype(np.int64) + 64) * 1_000_000 + (1000 - odds_val) * 1_000
                  + pref * 10 + choice)
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
        deck = permutations(rng, n, left, len(left)).T
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
            more = permutations(rng, n, all_moves, len(all_moves)).T
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
                     cards=cards.T, lanes=lanes.T, survive=survive.T,
                     weights=None if weights is None else weights / weights.sum(),
                     blocks=len(extra) if extra else 1)
