"""The NumPy race simulator (game/horsefever/tipster) against the one race kernel, race for race.

The simulator is a separate, vectorised model of the race; ``game.horsefever.tipster.bench.
kernel_race`` runs the same race in plain Python through ``rules.reveal`` and the race
kernel (``race.run_units``, what the engine's race step runs). For situations read from
seated views of seeded bot games (before the reveal, and during a race after a photo
finish), many races are forced the same way in both: the face-down cards, the movement
deck's order, the sprint dice and the first player's order of still-tied horses. Every
race must end with the same ranking and the same race odds.
"""
from __future__ import annotations

import random

import numpy as np
import pytest

from game.horsefever.bots import make_bot
from game.horsefever.rules import Game, race as race_rules
from game.horsefever.rules.loader import load_data
from game.horsefever.tipster import UNKNOWN, Forced, simulate, situation_from_view, tables_for
from game.horsefever.tipster.bench import kernel_race

DATA = load_data()
RACES = 60  # forced races per situation
UNITS = 40  # sprint dice forced per race (no race is this long)


def situations(kind: str, count: int) -> list[tuple[Game, int]]:
    """(game, seat) at the first decision of ``kind`` in seeded bot games."""
    found = []
    for seed in range(400):
        players = 2 + seed % 5
        game, _ = Game.new(DATA, [f"P{i}" for i in range(players)], "family", 7_000 + seed)
        bots = [make_bot("random", DATA, seed, i) for i in range(players)]
        while not game.is_over():
            if game.decision().kind == kind:
                found.append((game, game.current_player()))
                break
            seat = game.current_player()
            game.apply(bots[seat].choose(game.view(seat)))
        if len(found) == count:
            break
    return found


def check(game: Game, seat: int, rng: random.Random) -> int:
    """Forces RACES races both ways; returns how many had a tie left to the first player."""
    t = tables_for(DATA)
    s = game.state
    sit = situation_from_view(game.view(seat), DATA, future=False)
    # The face-down cards, as they really are (the simulator draws them otherwise).
    actual = [pc.card for c in DATA.colours for pc in s.lanes[c]]
    unknown = [t.card_index[a] for a, sl in zip(actual, sit.slots) if sl.card == UNKNOWN]
    cards_by_lane = [[pc.card for pc in s.lanes[c]] for c in DATA.colours]
    n = len(DATA.colours)
    decks, dice, prio = [], [], []
    for _ in range(RACES):
        deck = list(sit.movement_left)
        rng.shuffle(deck)
        decks.append(deck)
        dice.append([[rng.randrange(n) for _ in DATA.track.dice] for _ in range(UNITS)])
        p = list(range(n))
        rng.shuffle(p)
        prio.append(p)
    forced = Forced(cards=np.array([unknown] * RACES, np.int16) if unknown else None,
                    movement=np.array(decks, np.int16), dice=np.array(dice, np.int16),
                    photo=np.array(prio, np.int16))
    sim = simulate(t, sit, RACES, np.random.default_rng(0), forced)
    ties = 0
    every_lane = range(n)
    for k in range(RACES):
        deck = [t.move_numbers[i] for i in reversed(decks[k])]  # the last is turned first
        rolls = iter(dice[k])

        def refill() -> tuple[list[int], list[int]]:
            raise AssertionError("the forced movement deck ran out")

        def roll() -> tuple[list[int], tuple[int, ...]]:
            d = next(rolls)
            return d, tuple(race_rules.shown_by_dice(d, every_lane))

        def order_tied(group: list[int], p: list[int] = prio[k]) -> list[int]:
            nonlocal ties
            ties += 1
            return sorted(group, key=lambda lane: -p[lane])  # higher priority first

        placed, rows = kernel_race(DATA, cards_by_lane, sit.rows, sit.revealed, deck, refill,
                                   roll, order_tied, sit.positions, sit.ranked, sit.unit)
        assert list(np.argsort(sim.places[k])) == placed, (s.seed, k)
        assert list(sim.rows[k]) == rows, (s.seed, k)
    return ties


@pytest.mark.parametrize("kind", ["second_bet", "photo_finish"])
def test_simulator_ranks_every_forced_race_as_the_kernel(kind: str) -> None:
    rng = random.Random(kind)
    found = situations(kind, 12)
    assert len(found) == 12
    ties = sum(check(game, seat, rng) for game, seat in found)
    assert ties > 0  # some races left a photo finish to the first player's order
