"""Race mechanics: card effects on a horse, one race unit's moves and sprints, the ranking.

Pure functions over plain values, shared by the game engine, the race simulator in the
benchmark and (later) the bots' race-odds estimator. Nothing here touches the game state
or a random generator directly: callers pass the movement card values and dice faces.
"""
from __future__ import annotations

from dataclasses import dataclass, field
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


def first_and_last(positions: dict[str, int], running: Sequence[str]) -> tuple[set[str], set[str]]:
    """Returns the horses first (or tied first) and last (or tied last) among ``running``.

    A horse running alone is neither first nor last: there is nobody to compare it with
    (docs/rules-notes.md; it also keeps a lone Felix Infernalis horse from never moving).
    """
    if len(running) < 2:
        return set(), set()
    squares = [positions[h] for h in running]
    hi, lo = max(squares), min(squares)
    return ({h for h in running if positions[h] == hi},
            {h for h in running if positions[h] == lo})


def lead_and_tail(positions: Any, running: Sequence[Any]) -> tuple[int | None, int | None]:
    """The first and the last square among the ``running`` horses (``positions`` indexed by
    colour or by lane), or (None, None) for a horse running alone: ``first_and_last`` as
    two squares, for the race loops, which compare each horse's square with them."""
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


def finish_order(finishers: Sequence[str], positions: dict[str, int],
                 odds: dict[str, int], mods: dict[str, HorseMods],
                 finish: int) -> list[list[str]]:
    """Orders the horses that finished in one unit into groups, best first.

    More squares beyond the line first; on equal squares (a photo finish) In Igni
    Veritas wins, Mala Tempora loses, then better race odds (1:2 before 1:3). Horses that
    stay equal form one group of several: the first player chooses their order.
    """
    # Each horse's key once, then its index among the finishers: equal keys keep the
    # finishers' order (as a stable sort by the key alone would).
    keyed: list[tuple[tuple[int, int, int], int, str]] = []
    for i, h in enumerate(finishers):
        keyed.append(((finish - positions[h], -mods[h].photo, odds[h]), i, h))
    keyed.sort()
    groups: list[list[str]] = []
    last = None
    for key, _, h in keyed:
        if key == last:
            groups[-1].append(h)
        else:
            groups.append([h])
            last = key
    return groups


def run_race(rows: Sequence[int], odds: Sequence[int], mods: Sequence[HorseMods],
             deck: Sequence[Sequence[int]], roll: Callable[[], Sequence[int]],
             finish: int) -> tuple[list[int], list[int]]:
    """Runs one whole race over lanes 0..5; returns (ranking as lanes, final squares).

    The same mechanics as the engine's race step (``card_move``, ``sprint_length``,
    ``first_and_last``, ``finish_order``) over lane-indexed lists, without events or a
    game state: ``rows[i]`` is lane i's race-odds row (0 = 1:2), ``odds[i]`` its odds,
    ``mods[i]`` its card effects; ``deck`` the movement cards' values in the order they are
    turned (reused from the start if the race outlasts it); ``roll()`` returns the lanes the
    sprint dice show. Horses still tied after a photo finish are placed in lane order
    (where the engine asks the first player). Horses whose cards do not change their moves
    (``moves_plainly``) take a fast path.
    """
    n = len(rows)
    pos = [0] * n
    done = [False] * n
    ranking: list[int] = []
    sprint = [sprint_length(m) for m in mods]
    needs_rank = any(m.first_set is not None or m.last_set is not None for m in mods)
    # Per running lane: (lane, odds row, its mods, or None for a horse whose cards do not
    # change its moves: it moves by the card's value, the fast path).
    lanes = [(i, rows[i], None if moves_plainly(mods[i]) else mods[i]) for i in range(n)]
    running = list(range(n))
    unit = 0
    n_cards = len(deck)
    while running:
        values = deck[unit % n_cards]
        unit += 1
        # first_and_last over the squares before this card, without building sets.
        hi, lo = lead_and_tail(pos, running) if needs_rank else (None, None)
        # Each horse's move depends on its own square before the card and on hi/lo
        # (computed above), so moving it at once gives the same squares.
        for i, row, m in lanes:
            if m is None:
                pos[i] += values[row]
            else:
                p = pos[i]
                pos[i] = p + card_move(values[row], p, unit, m, p == hi, p == lo, finish)
        dice = roll()
        if len(dice) == 2:  # the two sprint dice; a colour shown twice sprints once
            a, b = dice
            if not done[a]:
                pos[a] += sprint[a]
            if b != a and not done[b]:
                pos[b] += sprint[b]
        else:
            for lane in set(dice):
                if not done[lane]:
                    pos[lane] += sprint[lane]
        for i in running:
            if pos[i] >= finish:
                break
        else:
            continue  # nobody reached the line this unit
        finishers = [i for i in running if pos[i] >= finish]
        if len(finishers) > 1:
            finishers.sort(key=lambda i: (finish - pos[i], -mods[i].photo, odds[i]))
        ranking.extend(finishers)
        for i in finishers:
            done[i] = True
        running = [i for i in running if not done[i]]
        lanes = [lane for lane in lanes if not done[lane[0]]]
    return ranking, pos
