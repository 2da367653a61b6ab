"""The race (rulebook: "Race Phase", "Race Units", "Sprint", "Finish Line", "The Ranking").

Race units until every horse is ranked: a movement card moves each running horse by its
odds row, the sprint dice move the horses they show; finishers are ranked by squares beyond
the line, ties going to the photo finish (``photo_finish.py``). The card effects' maths
(``HorseMods``, ``card_move``) is ``game/rules/race.py``.
"""
from __future__ import annotations

import random
from typing import Any

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
    return (m, None if race_rules.moves_plainly(m) else m, race_rules.sprint_length(m),
            m.first_set is not None or m.last_set is not None)


_PLAIN_PROFILE = _profile(race_rules.NO_MODS)  # a horse without race effects


# Profiles of the action-card sequences found on lanes, per GameData. A profile is a
# function of the card numbers alone (their effects are static data), so an entry never
# goes stale; it saves building HorseMods for every lane of every race (and again after a
# photo-finish choice). Bounded: past _PROFILES_KEPT sequences, new ones are built each time.
_PROFILE_MEMOS: dict[int, tuple[GameData, dict[tuple[int, ...], LaneProfile]]] = {}


_PROFILES_KEPT = 4096


def _profile_memo(data: GameData) -> dict[tuple[int, ...], LaneProfile]:
    found = _PROFILE_MEMOS.get(id(data))
    if found is None or found[0] is not data:
        found = (data, {})
        _PROFILE_MEMOS[id(data)] = found
    return found[1]


def lane_profiles(s: GameState) -> dict[str, LaneProfile]:
    """Returns each horse's LaneProfile for this race, from the cards on its lane."""
    extra = variant_of(s).horse_effects
    data = s.data
    lanes = s.lanes
    memo = _profile_memo(data)
    out = {}
    for colour in s.colours:
        cards = lanes[colour]
        horse = extra(s, colour) if extra is not None else ()
        if horse:  # a Horse card (Board Game): every action effect may overrule it
            effects_of = data.action_effects
            effects = [(pc.card, e) for pc in cards for e in effects_of[pc.card]]
            out[colour] = _profile(race_rules.build_mods(effects, horse))
        elif cards:
            key = tuple([pc.card for pc in cards])  # the action cards in play order
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


def _draw_movement(s: GameState, events: list[Event]) -> int:
    if not s.movement_deck:
        # Ruling: an exhausted movement deck is reshuffled from the cards turned so far.
        s.movement_deck = s.movement_used
        s.movement_used = []
        shuffle(s.rng, s.movement_deck)
        emit(s, events, "movement_reshuffle", round=s.round)
    card = s.movement_deck.pop()
    s.movement_used.append(card)
    return card


def _roll_dice(s: GameState) -> list[str]:
    """The sprint dice: forced ones first (tests), else one roll of each die."""
    if s.dice_queue:
        return list(s.dice_queue.pop(0))
    rng = s.rng
    if type(rng) is not random.Random:  # a subclass may draw differently: ask it
        return [die.faces[rng.randrange(len(die.faces))] for die in s.data.track.dice]
    # ``rng.randrange(n)`` of random.Random is ``_randbelow_with_getrandbits(n)``: draw
    # n.bit_length() bits until the number is below n. Done here without its two calls and
    # argument checks: the very same numbers (tests/test_rand.py compares them).
    getrandbits = rng.getrandbits
    out = []
    for faces, n, bits in _dice_spec(s.data):
        i = getrandbits(bits)
        while i >= n:
            i = getrandbits(bits)
        out.append(faces[i])
    return out


_DICE_SPECS: dict[int, tuple[GameData, tuple[tuple[tuple[str, ...], int, int], ...]]] = {}


def _dice_spec(data: GameData) -> tuple[tuple[tuple[str, ...], int, int], ...]:
    """(faces, face count, its bit length) of each sprint die, computed once per data."""
    found = _DICE_SPECS.get(id(data))
    if found is None or found[0] is not data:
        found = (data, tuple((d.faces, len(d.faces), len(d.faces).bit_length())
                             for d in data.track.dice))
        _DICE_SPECS[id(data)] = found
    return found[1]


def _shown(dice: list[str], colours: tuple[str, ...], lane_of: dict[str, int]) -> Any:
    """The horses the sprint dice show, once each, in lane order (the order of ``moves``)."""
    if len(dice) == 2 and dice[0] in lane_of and dice[1] in lane_of:
        a, b = dice
        return (a,) if a == b else (a, b) if lane_of[a] < lane_of[b] else (b, a)
    return [c for c in colours if c in dice]


# A lane in the race loop: (colour, odds row, the mods card_move needs or None).
RaceLane = tuple[str, int, "race_rules.HorseMods | None"]


def _race(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Runs race units until every horse is ranked; waits for photo-finish choices."""
    colours = s.colours
    if fresh:
        s.race_odds = dict(s.odds)
        s.race = RaceProgress(positions=dict.fromkeys(colours, 0))
        s.seq += 1  # emit()'s event as one literal (see emit)
        events.append({"event": "race_start", "seq": s.seq, "round": s.round,
                       "odds": dict(s.race_odds)})
    r = s.race
    assert r is not None
    data = s.data
    finish = data.track.finish_line
    profiles = lane_profiles(s)
    needs_rank = False  # whether any horse has a first/last effect
    for c in colours:
        if profiles[c][3]:
            needs_rank = True
    row_index = data.odds_row_index
    race_odds = s.race_odds
    n_horses = len(colours)
    card_move = race_rules.card_move
    lead_and_tail = race_rules.lead_and_tail
    movement_values = data.movement_values
    positions = r.positions
    ranked = r.ranked
    rnd = s.round
    lane_of = data.lane_of
    while True:
        # Here at the start and after each unit with finishers: rank the finishers left
        # to place (after a photo-finish choice), end the race, or list the horses still
        # on the track, in lane order.
        if r.pending and not place_pending(s, events):
            return wait(s, PHASE_PHOTO, s.clockwise_from(s.first_player)[0])
        if len(ranked) == n_horses:
            s.last_ranking = list(ranked)
            s.queue = []
            s.seq += 1  # emit()'s event as one literal (see emit)
            events.append({"event": "ranking", "seq": s.seq, "round": rnd,
                           "order": list(ranked)})
            return False
        running: list[str] = []
        lanes_running: list[RaceLane] = []
        sprinting: dict[str, int] = {}  # the running horses' sprint lengths
        for c in colours:
            if c not in ranked:
                profile = profiles[c]
                running.append(c)
                lanes_running.append((c, row_index[race_odds[c]], profile[1]))
                sprinting[c] = profile[2]
        crossed = False  # whether a horse reached the line this unit
        while not crossed:  # race units until a horse reaches the line
            unit = r.unit + 1
            r.unit = unit
            deck = s.movement_deck
            if deck:  # _draw_movement, inline (the deck is rarely empty)
                card_no = deck.pop()
                s.movement_used.append(card_no)
            else:
                card_no = _draw_movement(s, events)
            values = movement_values[card_no]
            # The first and last squares among the running horses, before this card.
            hi, lo = lead_and_tail(positions, running) if needs_rank else (None, None)
            moves = {}
            # Each horse's move depends on its own square before the card and on hi/lo
            # (computed above), so moving it at once gives the same squares.
            for c, row, m in lanes_running:
                sq = positions[c]
                if m is None:
                    moves[c] = step_ = values[row]
                else:
                    moves[c] = step_ = card_move(values[row], sq, unit, m, sq == hi,
                                                 sq == lo, finish)
                positions[c] = sq = sq + step_
                if sq >= finish:
                    crossed = True
            s.seq += 1
            events.append({"event": "movement", "seq": s.seq, "round": rnd, "unit": unit,
                           "card": card_no, "values": list(values), "moves": moves,
                           "positions": positions.copy()})
            dice = _roll_dice(s)
            shown = _shown(dice, colours, lane_of)
            smoves = {}
            for c in shown:
                if c in sprinting:  # (a ranked horse does not sprint)
                    smoves[c] = step_ = sprinting[c]
                    positions[c] = sq = positions[c] + step_
                    if sq >= finish:
                        crossed = True
            s.seq += 1
            events.append({"event": "sprint", "seq": s.seq, "round": rnd, "unit": unit,
                           "dice": dice, "moves": smoves, "positions": positions.copy()})
        if not _finish_unit(s, events, r, [h for h in running if positions[h] >= finish],
                            profiles, unit):
            return wait(s, PHASE_PHOTO, s.clockwise_from(s.first_player)[0])


def _finish_unit(s: GameState, events: list[Event], r: RaceProgress, finishers: list[str],
                 profiles: dict[str, LaneProfile], unit: int) -> bool:
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
        events.append({"event": "ranked", "seq": s.seq, "round": s.round, "unit": unit,
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
        events.append({"event": "ranked", "seq": s.seq, "round": s.round, "unit": unit,
                       "horses": placed, "photo_finish": False,
                       "places": list(range(first_place, first_place + len(placed)))})
        return True
    finish = s.data.track.finish_line
    odds = s.race_odds
    mods = {c: profiles[c][0] for c in finishers}
    r.pending = race_rules.finish_order(finishers, positions, odds, mods, finish)
    r.pending_photo = True
    for sq, horses in sorted(level.items(), reverse=True):
        if len(horses) > 1:
            reason = photo_reason_words(horses, mods, odds)
            s.seq += 1  # emit()'s event as one literal (see emit)
            events.append({"event": "photo_finish", "seq": s.seq, "round": s.round,
                           "unit": unit, "horses": horses, "beyond": sq - finish,
                           "reason": reason})
    return place_pending(s, events)


STEPS: dict[str, StepFn] = {"race": _race}
