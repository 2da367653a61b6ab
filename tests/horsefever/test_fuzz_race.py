"""The pure whole-race function ``race.run_race`` against the engine's race step.

Race starts are captured from seeded bot games of both variants (the action cards really
played, Horse cards in the Board Game, the odds after the reveal). Each race is then run
twice on the same movement cards and sprint dice: through the engine's race step (events,
photo-finish choices answered with the first tied horse) and through ``run_race`` (which
places tied horses in lane order, the same choice). Ranking and final squares must agree.
``run_race`` is what the benchmark's "race.py" line measures.
"""
from __future__ import annotations

import random

import pytest

from game.horsefever.bench import engine_race
from tests.horsefever.bot_games import play_game
from game.horsefever.rules import race as race_rules
from game.horsefever.rules.family.race import horse_mods
from game.horsefever.rules.loader import load_data
from game.horsefever.rules.serialize import state_from_json, state_to_json
from game.horsefever.rules.state import GameState
from game.horsefever.rules.variants import VARIANTS

DATA = load_data()


def race_starts(variant: str, count: int) -> list[GameState]:
    """Copies of the state at the start of ``count`` races of seeded bot games."""
    found: list[GameState] = []
    steps = VARIANTS[variant].steps
    original = steps["race"]

    def capture(s: GameState, events: list, fresh: bool) -> bool:
        if fresh and len(found) < count:
            found.append(state_from_json(state_to_json(s), s.data))
        return original(s, events, fresh)

    steps["race"] = capture
    try:
        seed = 0
        while len(found) < count:
            play_game(DATA, 2 + seed % 5, 30_000 + seed, variant, ["random", "simple"],
                      stars=variant == "board" and seed % 2 == 0)
            seed += 1
    finally:
        steps["race"] = original
    return found


@pytest.mark.parametrize("variant", ["family", "board"])
def test_run_race_ranks_every_race_as_the_engine_does(variant: str) -> None:
    colours = DATA.colours
    lane = {c: i for i, c in enumerate(colours)}
    finish = DATA.track.finish_line
    rng = random.Random(f"run_race:{variant}")
    compared = with_cards = 0
    for s in race_starts(variant, 150):
        mods_by_colour = horse_mods(s)
        deck = s.movement_deck + s.movement_used
        rng.shuffle(deck)
        dice = [[rng.choice(d.faces) for d in DATA.track.dice] for _ in range(len(deck))]
        # The engine: the deck's top is its last item; dice are taken from the queue.
        s.movement_deck, s.movement_used = list(reversed(deck)), []
        s.dice_queue = [list(pair) for pair in dice]
        events: list = []
        s.race, s.last_ranking = None, []
        engine_race(s, events)
        units = s.race.unit
        if units >= len(deck):
            continue  # the engine reshuffled its deck: run_race would reuse it instead
        rolls = iter([(d, race_rules.shown_by_dice(d, range(len(colours))))
                      for d in [[lane[c] for c in pair] for pair in dice]])
        ranking, squares = race_rules.run_race(
            [DATA.odds_row_index[s.race_odds[c]] for c in colours],
            [s.race_odds[c] for c in colours], [mods_by_colour[c] for c in colours],
            [DATA.movement_card(n).values for n in deck], lambda: next(rolls), finish)
        assert [colours[i] for i in ranking] == s.last_ranking, (s.seed, s.round)
        assert {c: squares[lane[c]] for c in colours} == s.race.positions, (s.seed, s.round)
        compared += 1
        with_cards += any(m is not race_rules.NO_MODS for m in mods_by_colour.values())
    # Real races were compared, most of them with cards in play.
    assert compared >= 140 and with_cards >= 100, (compared, with_cards)
