"""The race (rulebook: "Race Phase", "Race Units", "Sprint", "Finish Line", "The Ranking").

Race units until every horse is ranked: a movement card moves each running horse by its
odds row, the sprint dice move the horses they show; finishers are ranked by squares beyond
the line, ties going to the photo finish (``photo_finish.py``). The race kernel that runs
the units (``run_units``) and the card effects' maths (``HorseMods``, ``card_move``) are
``game/horsefever/rules/race.py``, shared with ``race.run_race`` and the tipster; this chapter gives
them the table's lanes, deck and dice and records each unit as events.
"""
from __future__ import annotations

import random
from functools import partial
from typing import Any, Callable

from .. import race as race_rules
from ..data import GameData
from ..machine import Event, StepFn, emit, variant_of, wait
from ..rand import shuffle
from ..state import PHASE_PHOTO, GameState, RaceProgress
from .photo_finish import photo_reason_words, place_pending


def horse_mods(s: GameState) -> dict[str, race_rules.HorseMods]:
    """Returns the combined card effects in force on each horse for this race.

    Equal lanes may share one HorseMods (as every horse without a race effect shares
    ``race.NO_MODS``): the result is read-only.
    """
    profiles = lane_profiles(s)
    return {c: profiles[c][0] for c in s.colours}


# What the race step needs of the cards in force on one horse: (their HorseMods, the mods
# card_move needs, or None when the horse moves by the card's value: no card_move call,
# its sprint length, whether it has a first/last effect).
LaneProfile = tuple[race_rules.HorseMods, "race_rules.HorseMods | None", int, bool]


def _profile(m: race_rules.HorseMods) -> LaneProfile:
    """A horse's LaneProfile (``race.moves_plainly``: card_move would return the card's
    value on every card)."""
    return (m, *m.profile)


_PLAIN_PROFILE = _profile(race_rules.NO_MODS)  # a horse without race effects

# Profiles of the action-card sequences found on lanes, per GameData. A profile is a
# function of the card numbers alone (their effects are static data), so an entry never
# goes stale; it saves building HorseMods for every lane of every race (and again after a
# photo-finish choice). Bounded: past _PROFILES_KEPT sequences, new ones are built each time.
_PROFILES_KEPT = 4096


class _Tables:
    """What every race of one GameData reads, worked out once (``_tables``): the lane
    profiles met so far, each sprint die's (faces, face count, bit length) and, for two
    dice, ``race.shown_by_dice`` of every roll by face index."""

    __slots__ = ("data", "profiles", "dice", "shown")

    def __init__(self, data: GameData) -> None:
        self.data = data
        self.profiles: dict[tuple[int, ...], LaneProfile] = {}
        self.dice = tuple((d.faces, len(d.faces), len(d.faces).bit_length())
                          for d in data.track.dice)
        self.shown: list[list[tuple[str, ...]]] = []
        if len(self.dice) == 2:
            (faces0, _, _), (faces1, _, _) = self.dice
            self.shown = [[tuple(race_rules.shown_by_dice((a, b), data.lane_of))
                           for b in faces1] for a in faces0]


_TABLES: dict[int, _Tables] = {}


def _tables(data: GameData) -> _Tables:
    """The race tables of ``data`` (by identity: a GameData is never changed)."""
    found = _TABLES.get(id(data))
    if found is None or found.data is not data:
        found = _TABLES[id(data)] = _Tables(data)
    return found


def lane_profiles(s: GameState) -> dict[str, LaneProfile]:
    """Returns each horse's LaneProfile for this race, from the cards on its lane."""
    extra = variant_of(s).horse_effects
    data = s.data
    lanes = s.lanes
    memo = _tables(data).profiles
    out = {}
    for colour in data.colours:
        cards = lanes[colour]
        horse = extra(s, colour) if extra is not None else ()
        if horse:  # a Horse card (Board Game): every action effect may overrule it
            effects_of = data.action_effects
            effects = [(pc.card, e) for pc in cards for e in effects_of[pc.card]]
            out[colour] = _profile(race_rules.build_mods(effects, horse))
        elif cards:
            # The action cards in play order (one card, the usual lane: no comprehension).
            key = (cards[0].card,) if len(cards) == 1 else tuple([pc.card for pc in cards])
            found = memo.get(key)
            if found is None:
                found = _lane_profile(data, key)
                if len(memo) < _PROFILES_KEPT:
                    memo[key] = found
            out[colour] = found
        else:
            out[colour] = _PLAIN_PROFILE
    return out


def _lane_profile(data: GameData, cards: tuple[int, ...]) -> LaneProfile:
    """The LaneProfile of a lane with these action cards (in play order) and no Horse card.

    Only the effects that change the race count: reveal and payoff effects leave a
    HorseMods as it is, so the mods come out the same, and a lane whose cards have no race
    effect races as an empty lane does (sharing NO_MODS).
    """
    race_effects_of = data.action_race_effects
    effects = [(card, e) for card in cards for e in race_effects_of[card]]
    return _profile(race_rules.build_mods(effects)) if effects else _PLAIN_PROFILE


def _reshuffle_movement(s: GameState, events: list[Event]) -> tuple[list[int], list[int]]:
    """Refills an exhausted movement deck; returns the new deck and used pile."""
    # Ruling: an exhausted movement deck is reshuffled from the cards turned so far.
    s.movement_deck = s.movement_used
    s.movement_used = []
    shuffle(s.rng, s.movement_deck)
    emit(s, events, "movement_reshuffle", round=s.round)
    return s.movement_deck, s.movement_used


def _roll_dice(s: GameState) -> list[str]:
    """The sprint dice: forced ones first (tests), else one roll of each die."""
    return _dice_roller(s)()[0]


Roll = tuple[list[str], tuple[str, ...]]  # the dice as rolled, the horses they show


def _dice_roller(s: GameState) -> Callable[[], Roll]:
    """The race kernel's ``roll`` for ``s``: rolls the sprint dice (forced ones first,
    for tests; else one roll of each die from the game's generator) and returns them with
    the horses they show (``race.shown_by_dice``, looked up in a table for two dice)."""
    rng = s.rng
    data = s.data
    lane_of = data.lane_of
    shown_by_dice = race_rules.shown_by_dice
    tables = _tables(data)
    spec = tables.dice

    def forced() -> Roll:
        dice = list(s.dice_queue.pop(0))
        return dice, tuple(shown_by_dice(dice, lane_of))
    if type(rng) is not random.Random or len(spec) != 2:
        # A subclass of Random may draw differently: ask it (and any number of dice).
        def roll() -> Roll:
            if s.dice_queue:
                return forced()
            dice = [faces[rng.randrange(n)] for faces, n, _ in spec]
            return dice, tuple(shown_by_dice(dice, lane_of))
        return roll
    # ``rng.randrange(n)`` of random.Random is ``_randbelow_with_getrandbits(n)``: draw
    # n.bit_length() bits until the number is below n. Done here without its two calls and
    # argument checks: the very same numbers (tests/test_rand.py compares them).
    getrandbits = rng.getrandbits
    (faces0, n0, bits0), (faces1, n1, bits1) = spec
    shown_of = tables.shown
    queue = s.dice_queue

    def roll_two() -> Roll:
        if queue:
            return forced()
        i = getrandbits(bits0)
        while i >= n0:
            i = getrandbits(bits0)
        j = getrandbits(bits1)
        while j >= n1:
            j = getrandbits(bits1)
        return [faces0[i], faces1[j]], shown_of[i][j]
    return roll_two


def _race(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Runs the race in the race kernel (``race.run_units``), recording every unit as a
    movement and a sprint event, until every horse is ranked; waits for photo-finish
    choices."""
    colours = s.data.colours  # (s.colours, without the property's call)
    if fresh:
        s.race_odds = dict(s.odds)
        s.race = RaceProgress(positions=dict.fromkeys(colours, 0))
        s.seq += 1  # emit()'s event as one literal (see emit)
        events.append({"type": "race_start", "seq": s.seq, "round": s.round,
                       "odds": dict(s.race_odds)})
    r = s.race
    assert r is not None
    ranked = r.ranked
    rnd = s.round
    # After a photo-finish choice: rank the finishers left to place.
    if r.pending and not place_pending(s, events):
        return wait(s, PHASE_PHOTO, s.clockwise_from(s.first_player)[0])
    if len(ranked) < len(colours):
        data = s.data
        finish = data.track.finish_line
        positions = r.positions
        profiles = lane_profiles(s)
        row_index = data.odds_row_index
        race_odds = s.race_odds
        lanes: list[race_rules.RaceLane] = []
        sprints: dict[str, int] = {}  # the running horses' sprint lengths
        needs_rank = False  # whether a running horse has a first/last effect
        for c in colours:
            if c not in ranked:
                _, mods_needed, sprints[c], ranks = profiles[c]
                lanes.append((c, row_index[race_odds[c]], mods_needed))
                if ranks:
                    needs_rank = True

        def refill() -> tuple[list[int], list[int]]:
            return _reshuffle_movement(s, events)

        def on_unit(unit: int, card: int, values: Any, moves: dict[str, int],
                    after_card: dict[str, int], dice: list[str],
                    smoves: dict[str, int]) -> None:
            seq = s.seq
            events.append({"type": "movement", "seq": seq + 1, "round": rnd, "unit": unit,
                           "card": card, "values": list(values), "moves": moves,
                           "positions": after_card})
            events.append({"type": "sprint", "seq": seq + 2, "round": rnd, "unit": unit,
                           "dice": dice, "moves": smoves, "positions": positions.copy()})
            s.seq = seq + 2

        r.unit = race_rules.run_units(
            positions, lanes, sprints, r.unit, finish, needs_rank, s.movement_deck,
            s.movement_used, refill, data.movement_values, _dice_roller(s),
            partial(_finish_unit, s, events, r, profiles), on_unit)
        if r.pending:  # a photo finish waits for the first player's choice
            return wait(s, PHASE_PHOTO, s.clockwise_from(s.first_player)[0])
    s.last_ranking = list(ranked)
    s.queue = []
    s.seq += 1  # emit()'s event as one literal (see emit)
    events.append({"type": "ranking", "seq": s.seq, "round": rnd, "order": list(ranked)})
    return False


def _finish_unit(s: GameState, events: list[Event], r: RaceProgress,
                 profiles: dict[str, LaneProfile], unit: int, finishers: list[str]) -> bool:
    """Orders this unit's finishers (``r.pending``: finish_order's groups), announces any
    photo finish and ranks them (place_pending); False when a photo-finish choice must be
    made first. ``finishers`` are in lane order."""
    r.pending_unit = unit
    r.pending_placed = []
    r.pending_finishers = finishers
    if len(finishers) == 1:
        # One horse (most units with a finisher): placed after the ranking's last place.
        horse = finishers[0]
        r.pending = []
        r.pending_photo = False
        ranked = r.ranked
        ranked.append(horse)
        s.seq += 1
        events.append({"type": "ranked", "seq": s.seq, "round": s.round, "unit": unit,
                       "horses": [horse], "photo_finish": False, "places": [len(ranked)]})
        return True
    positions = r.positions
    # The finishers by square, each list in lane order: a square shared by several
    # horses is a photo finish.
    level: dict[int, list[str]] = {}
    for c in finishers:
        sq = positions[c]
        if sq in level:
            level[sq].append(c)
        else:
            level[sq] = [c]
    if len(level) == len(finishers):
        # No photo finish: finish_order's groups are single horses, by squares beyond the
        # line; place_pending ranks them all at once (after the ranking's last place).
        placed = [level[sq][0] for sq in sorted(level, reverse=True)]
        ranked = r.ranked
        first_place = len(ranked) + 1
        ranked.extend(placed)
        r.pending = []
        r.pending_photo = False
        s.seq += 1
        events.append({"type": "ranked", "seq": s.seq, "round": s.round, "unit": unit,
                       "horses": placed, "photo_finish": False,
                       "places": list(range(first_place, first_place + len(placed)))})
        return True
    # A photo finish: finish_order's groups square by square (its key puts more squares
    # beyond the line first, so ordering each square's horses alone gives the same
    # groups), each shared square announced, best first.
    finish = s.data.track.finish_line
    odds = s.race_odds
    pending: list[list[str]] = []
    for sq in sorted(level, reverse=True):
        horses = level[sq]
        if len(horses) == 1:
            pending.append(horses)
            continue
        mods = {c: profiles[c][0] for c in horses}
        pending += race_rules.finish_order(horses, positions, odds, mods, finish)
        reason = photo_reason_words(horses, mods, odds)
        s.seq += 1  # emit()'s event as one literal (see emit)
        events.append({"type": "photo_finish", "seq": s.seq, "round": s.round,
                       "unit": unit, "horses": horses, "beyond": sq - finish,
                       "reason": reason})
    r.pending = pending
    r.pending_photo = True
    return place_pending(s, events)


STEPS: dict[str, StepFn] = {"race": _race}
