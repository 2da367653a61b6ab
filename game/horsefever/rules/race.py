"""Race mechanics: card effects on a horse, the ranking, and THE race kernel.

Pure functions over plain values. ``run_units`` is the one race loop of the program:
the engine's race step (with its events), ``run_race`` (the benchmark's race and the
fuzz test's reference) and the tipster's plain-Python race (``game.horsefever.tipster.bench``,
which the NumPy simulator is checked against) all run their races through it. Nothing
here touches the game state or a random generator directly: callers pass the movement
deck, a function rolling the sprint dice and hooks that place the finishers and record
the units.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Callable, Iterable, Sequence

from .data import Effect

# Which effects "share a symbol" (an Action card overrules a Horse card with the same
# symbol): the first/last effects share the 1st/6th-place icon.
SYMBOL_OF_TRIGGER = {
    "start": "start",
    "first": "position",
    "last": "position",
    "finish_line": "finish_line",
    "sprint": "sprint",
    "photo_finish": "photo_finish",
    "reveal": "odds",
    "payoff": "payoff",
}


# What the race kernel needs of one horse's card effects (``HorseMods.profile``): the
# mods ``card_move`` needs, or None for a horse that moves by the card's value
# (``moves_plainly``); its sprint length; whether it has a first/last effect (the kernel
# then finds the lead and the tail each unit).
LaneProfile = tuple["HorseMods | None", int, bool]


@dataclass
class HorseMods:
    """The combined effect of every card in force on one horse during a race."""

    start_set: int | None = None
    start_add: int = 0
    first_set: int | None = None
    last_set: int | None = None
    finish_add: int = 0
    finish_stop: bool = False
    sprint_set: int | None = None
    sprint_add: int = 0
    sprint_block: bool = False
    photo: int = 0  # +1 wins photo finishes, -1 loses them
    sources: dict[str, list[int]] = field(default_factory=dict)  # trigger -> card numbers

    def apply(self, effect: Effect, card: int) -> None:
        """Adds one effect from card ``card`` (later cards override earlier ``set`` ops)."""
        self.__dict__.pop("profile", None)  # (a profile worked out before is out of date)
        t, op, v = effect.trigger, effect.op, effect.value
        if t == "start":
            if op == "set":
                self.start_set = int(v)  # type: ignore[arg-type]
            else:
                self.start_add += int(v)  # type: ignore[arg-type]
        elif t == "first":
            self.first_set = int(v)  # type: ignore[arg-type]
        elif t == "last":
            self.last_set = int(v)  # type: ignore[arg-type]
        elif t == "finish_line":
            if op == "stop":
                self.finish_stop = True
            else:
                self.finish_add += int(v)  # type: ignore[arg-type]
        elif t == "sprint":
            if op == "set":
                self.sprint_set = int(v)  # type: ignore[arg-type]
            elif op == "add":
                self.sprint_add += int(v)  # type: ignore[arg-type]
            else:
                self.sprint_block = True
        elif t == "photo_finish":
            self.photo += 1 if op == "win" else -1
        else:
            return  # reveal and payoff effects are not race modifiers
        self.sources.setdefault(t, []).append(card)

    @cached_property
    def profile(self) -> LaneProfile:
        """What the race kernel needs of these effects (``start_lanes``), worked out on
        first use and kept: a HorseMods is read-only once built (``build_mods``)."""
        return (None if moves_plainly(self) else self, sprint_length(self),
                self.first_set is not None or self.last_set is not None)


def overruled_symbols(action_effects: Iterable[tuple[int, Effect]]) -> set[str]:
    """The symbols a Horse card on this lane loses: those the Action cards in force carry."""
    return {SYMBOL_OF_TRIGGER[e.trigger] for _, e in action_effects}


def build_mods(action_effects: Iterable[tuple[int, Effect]],
               horse_effects: Iterable[tuple[int, Effect]] = ()) -> HorseMods:
    """Combines the effects in force on one horse.

    ``action_effects`` come from the action cards that survived the reveal, in play
    order; ``horse_effects`` from a Horse card (Board Game). An Action card overrules a
    Horse card with the same symbol, so a horse effect whose symbol an action card also
    carries is ignored.
    """
    mods = HorseMods()
    action_list = list(action_effects)
    if horse_effects:  # (most horses have no Horse card: nothing to overrule)
        overruled = overruled_symbols(action_list)
        for card, e in horse_effects:
            if SYMBOL_OF_TRIGGER[e.trigger] not in overruled:
                mods.apply(e, card)
    for card, e in action_list:
        mods.apply(e, card)
    return mods


NO_MODS = HorseMods()


def card_move(base: int, pos: int, unit: int, mods: HorseMods,
              is_first: bool, is_last: bool, finish: int) -> int:
    """Returns the squares a horse moves on a movement card.

    ``base`` is the card's value for the horse's race-odds row, ``pos`` its square before
    the move, ``unit`` the race unit (1 = the start). Start effects apply on unit 1 only
    (``set`` first, then ``add``, never below 0); first/last effects on later units only.
    On the move that reaches the finish line, ``finish_line`` effects apply.
    """
    move = base
    if unit == 1:
        if mods.start_set is not None:
            move = mods.start_set
        move = max(0, move + mods.start_add)
    else:
        if is_last and mods.last_set is not None:
            move = mods.last_set
        if is_first and mods.first_set is not None:
            move = mods.first_set
    if pos < finish <= pos + move:
        if mods.finish_stop:
            move = finish - pos
        else:
            move += mods.finish_add
    return move


def moves_plainly(mods: HorseMods) -> bool:
    """True when ``card_move`` always returns the card's value for this horse: no start,
    first/last or finish-line effect (movement values are never negative: the loader
    checks). The race loops move such horses without calling ``card_move``."""
    return (mods.start_set is None and mods.start_add == 0 and mods.first_set is None
            and mods.last_set is None and mods.finish_add == 0 and not mods.finish_stop)


def sprint_length(mods: HorseMods) -> int:
    """Returns the squares a horse moves when it sprints."""
    if mods.sprint_block:
        return 0
    length = 1 if mods.sprint_set is None else mods.sprint_set
    return max(0, length + mods.sprint_add)


def lead_and_tail(positions: Any, running: Sequence[Any]) -> tuple[int | None, int | None]:
    """The first and the last square among the ``running`` horses (``positions`` indexed by
    colour or by lane): the horses on them are first (or tied first) and last (or tied
    last); the race kernel compares each horse's square with them.

    A horse running alone is neither first nor last, (None, None): there is nobody to
    compare it with (docs/rules-notes.md; it also keeps a lone Felix Infernalis horse from
    never moving).
    """
    if len(running) < 2:
        return None, None
    hi = lo = positions[running[0]]
    for h in running:
        sq = positions[h]
        if sq > hi:
            hi = sq
        elif sq < lo:
            lo = sq
    return hi, lo


def finish_keys(finishers: Sequence[Any], positions: Any, odds: Any, mods: Any,
                finish: int) -> list[tuple[tuple[int, int, int], int, Any]]:
    """The horses that finished in one unit, best first, as (key, index, horse).

    More squares beyond the line first; on equal squares (a photo finish) In Igni
    Veritas wins, Mala Tempora loses, then better race odds (1:2 before 1:3): the key.
    Horses with equal keys keep the order given (their index among the finishers breaks
    the tie, as a stable sort would). ``positions``, ``odds`` and ``mods`` are indexed by
    horse (a colour or a lane).
    """
    keyed = [((finish - positions[h], -mods[h].photo, odds[h]), i, h)
             for i, h in enumerate(finishers)]
    keyed.sort()
    return keyed


def finish_order(finishers: Sequence[Any], positions: Any, odds: Any, mods: Any,
                 finish: int) -> list[list[Any]]:
    """Orders the horses that finished in one unit into groups, best first
    (``finish_keys``): horses with equal keys form one group of several, whose order the
    first player chooses."""
    groups: list[list[Any]] = []
    last = None
    for key, _, h in finish_keys(finishers, positions, odds, mods, finish):
        if key == last:
            groups[-1].append(h)
        else:
            groups.append([h])
            last = key
    return groups


def shown_by_dice(dice: Sequence[Any], lane_of: Any) -> Sequence[Any]:
    """The horses the sprint dice show, once each (a colour on both dice sprints once), in
    lane order: the order of the sprint's moves. ``lane_of`` maps a horse to its lane."""
    if len(dice) == 2 and dice[0] in lane_of and dice[1] in lane_of:
        a, b = dice
        if a == b:
            return (a,)
        return (a, b) if lane_of[a] < lane_of[b] else (b, a)
    return sorted({d for d in dice if d in lane_of}, key=lane_of.__getitem__)


# One running horse in the race kernel: (its key, its race-odds row, the mods card_move
# needs, or None for a horse whose cards do not change its moves: ``moves_plainly``).
RaceLane = tuple[Any, int, "HorseMods | None"]

# The kernel's hook for a caller that records the race (the engine's events), called once
# a unit: on_unit(unit, card, values, moves, squares after the card, dice, sprint moves).
OnUnit = Callable[[int, Any, Sequence[int], dict, Any, Sequence[Any], dict], None]


def run_units(pos: Any, lanes: Sequence[RaceLane], sprints: dict[Any, int], unit: int,
              finish: int, needs_rank: bool, deck: list[Any], used: list[Any],
              refill: Callable[[], tuple[list[Any], list[Any]]], values_of: Any,
              roll: Callable[[], tuple[Sequence[Any], Sequence[Any]]],
              place: Callable[[int, list[Any]], bool], on_unit: OnUnit | None = None) -> int:
    """THE race kernel: race units until every horse is placed (or a choice is awaited).

    Every race in the program runs here: the engine's race step (which records each unit
    as events through ``on_unit`` and asks the first player at a photo finish),
    ``run_race`` (the benchmark's pure race, the reference of the NumPy simulator's test)
    and the tipster's loop race.

    ``pos`` holds each horse's square by key (a dict by colour or a list by lane; updated
    in place); ``lanes`` the running horses in lane order; ``sprints`` their sprint
    lengths (a placed horse is absent: it does not sprint; updated in place); ``unit``
    the units run so far; ``needs_rank`` whether a running horse has a first/last effect.

    Each unit turns the movement card on top of ``deck`` (its last item) onto ``used``
    (an empty deck is first replaced by ``refill()``, which returns the new deck and used
    pile), whose values by odds row are ``values_of[card]``, and moves every running
    horse (``card_move``); then rolls the sprint dice: ``roll()`` returns the dice as
    rolled and the horses they show (``shown_by_dice``), who sprint in that order. When
    a horse reaches the finish line, ``place(unit, finishers)`` ranks the horses past it
    (given in lane order; by ``finish_order``); it returns False to stop there (a
    photo-finish choice is awaited: the caller runs the kernel again afterwards).
    ``on_unit``, when given, records each unit (the kernel builds the moves only then).
    Returns the last unit's number.

    Every race pays for this loop once a unit and for its set-up once a race, so both are
    lean (``make bench``; docs/architecture.md, speed): a horse's profile is worked out
    once (``HorseMods.profile``), a horse reaching the line is noticed as it moves, the
    running horses' keys are kept only when the lead and the tail are looked for.
    """
    record = on_unit is not None
    moves: dict[Any, int] = {}
    smoves: dict[Any, int] = {}
    after_card = None
    hi = lo = None  # the lead's and the tail's squares (needs_rank only)
    running = [lane[0] for lane in lanes] if needs_rank else []
    crossed = False  # whether a horse reached the finish line this unit
    while lanes:
        unit += 1
        if not deck:
            deck, used = refill()
        card = deck.pop()
        used.append(card)
        values = values_of[card]
        if needs_rank:  # the first and last squares among the running horses, before it
            hi, lo = lead_and_tail(pos, running)
        # Each horse's move depends on its own square before the card and on hi/lo
        # (computed above), so moving it at once gives the same squares.
        if record:
            moves = {}
        for k, row, m in lanes:
            p = pos[k]
            if m is None:
                step = values[row]
            else:
                step = card_move(values[row], p, unit, m, p == hi, p == lo, finish)
            if record:
                moves[k] = step
            pos[k] = p = p + step
            if p >= finish:
                crossed = True
        if record:
            after_card = pos.copy()
        dice, shown = roll()
        if record:
            smoves = {}
        for k in shown:
            if k in sprints:  # (a placed horse does not sprint)
                step = sprints[k]
                if record:
                    smoves[k] = step
                pos[k] = p = pos[k] + step
                if p >= finish:
                    crossed = True
        if record:
            on_unit(unit, card, values, moves, after_card, dice, smoves)  # type: ignore[misc]
        if not crossed:
            continue  # nobody reached the line this unit
        crossed = False
        finishers = []  # in lane order
        still = []
        for lane in lanes:
            if pos[lane[0]] >= finish:
                finishers.append(lane[0])
            else:
                still.append(lane)
        if not place(unit, finishers):
            return unit
        for k in finishers:
            del sprints[k]
        lanes = still
        if needs_rank:
            running = [lane[0] for lane in lanes]
    return unit


def start_lanes(rows: Sequence[int], mods: Sequence[HorseMods], placed: Iterable[int] = ()
                ) -> tuple[list[RaceLane], dict[int, int], bool]:
    """The race kernel's ``lanes``, ``sprints`` and ``needs_rank`` for lanes 0..n-1 with
    these race-odds rows and card effects, leaving out the lanes already ``placed``."""
    out = set(placed) if placed else ()
    lanes: list[RaceLane] = []
    sprints: dict[int, int] = {}
    needs_rank = False
    for i, m in enumerate(mods):
        if i in out:
            continue
        mods_needed, sprints[i], ranks = m.profile
        lanes.append((i, rows[i], mods_needed))
        if ranks:
            needs_rank = True
    return lanes, sprints, needs_rank


def run_race(rows: Sequence[int], odds: Sequence[int], mods: Sequence[HorseMods],
             deck: Sequence[Sequence[int]],
             roll: Callable[[], tuple[Sequence[int], Sequence[int]]],
             finish: int) -> tuple[list[int], list[int]]:
    """Runs one whole race over lanes 0..5; returns (ranking as lanes, final squares).

    The race kernel (``run_units``) over lane-indexed lists, without events or a game
    state: ``rows[i]`` is lane i's race-odds row (0 = 1:2), ``odds[i]`` its odds,
    ``mods[i]`` its card effects; ``deck`` the movement cards' values in the order they are
    turned (reused from the start if the race outlasts it); ``roll()`` returns the sprint
    dice (as lanes) and the lanes they show (``shown_by_dice``). The finishers of a unit
    are ranked by ``finish_keys`` (``finish_order``'s key); horses still tied after a
    photo finish are placed in lane order (where the engine asks the first player).
    """
    pos = [0] * len(rows)
    ranking: list[int] = []
    turn_order = list(range(len(deck) - 1, -1, -1))  # the kernel turns the last item first

    def refill() -> tuple[list[int], list[int]]:
        return list(turn_order), []

    def place(unit: int, finishers: list[int]) -> bool:
        if len(finishers) == 1:
            ranking.append(finishers[0])
        else:
            # Horses still tied keep the finishers' (lane) order: finish_order's groups
            # one after the other.
            for _, _, h in finish_keys(finishers, pos, odds, mods, finish):
                ranking.append(h)
        return True

    lanes, sprints, needs_rank = start_lanes(rows, mods)
    run_units(pos, lanes, sprints, 0, finish, needs_rank, list(turn_order), [], refill, deck,
              roll, place)
    return ranking, pos
