"""The race kernel's own contract (``race.run_units``), on hand-made races.

The engine, ``run_race`` and the tipster's check all run their races through the kernel
(tests/test_fuzz_race.py and tests/test_tipster_kernel.py compare them race for race);
these tests pin what the kernel itself promises: a horse reaching the line on its sprint
is placed in that unit, a placed horse no longer moves or sprints, the deck and the used
pile are up to date when it returns (also when it stops for a choice), and the profile a
HorseMods gives the kernel follows its effects.
"""
from __future__ import annotations

from typing import Any

from game.horsefever.rules import race as race_rules
from game.horsefever.rules.data import Effect

FINISH = 12


def plain_race(deck_values: list[tuple[int, ...]], rolls: list[tuple[int, ...]],
               sprint: int = 1, stop_after: int | None = None
               ) -> tuple[list[list[int]], list[int], list[int], list[int], int]:
    """Three plain horses (odds rows 0, 1, 2) over the kernel: returns (each place()
    call's finishers, final squares, deck left, used pile, units run)."""
    pos = [0, 0, 0]
    lanes: list[race_rules.RaceLane] = [(0, 0, None), (1, 1, None), (2, 2, None)]
    sprints = {0: sprint, 1: sprint, 2: sprint}
    deck = list(range(len(deck_values) - 1, -1, -1))  # card i is turned i-th
    used: list[int] = []
    placed: list[list[int]] = []
    dice = iter(rolls)

    def roll() -> tuple[Any, Any]:
        shown = next(dice)
        return shown, shown

    def refill() -> tuple[list[int], list[int]]:
        raise AssertionError("these races never run out of cards")

    def place(unit: int, finishers: list[int]) -> bool:
        placed.append(list(finishers))
        return stop_after is None or len(placed) < stop_after

    unit = race_rules.run_units(pos, lanes, sprints, 0, FINISH, False, deck, used, refill,
                                deck_values, roll, place)
    return placed, pos, deck, used, unit


def test_a_horse_reaching_the_line_on_its_sprint_is_placed_that_unit() -> None:
    # Unit 1: every horse moves 5; lane 2 sprints 3 (to 8). Unit 2: +3 each; lane 2's
    # sprint takes it from 11 to 14, past the line (12): placed in unit 2 alone.
    # Unit 3: +1 for lane 0 (9), +3 for lane 1 (11); lane 2 (placed) is shown but stays.
    # Unit 4: both reach the line on the card.
    values = [(5, 5, 5), (3, 3, 3), (1, 3, 9), (4, 4, 4)]
    placed, pos, _, _, unit = plain_race(values, [(2,), (2,), (2,), ()], sprint=3)
    assert placed == [[2], [0, 1]]
    assert pos == [13, 15, 14]  # lane 2 did not move after its place
    assert unit == 4


def test_the_deck_and_used_pile_are_up_to_date_when_the_kernel_stops() -> None:
    values = [(6, 6, 6), (7, 1, 1), (1, 1, 1), (9, 9, 9), (9, 9, 9)]
    # Lane 0 finishes in unit 2; place() asks the kernel to stop there (a choice awaited).
    placed, pos, deck, used, unit = plain_race(values, [(), (), ()], stop_after=1)
    assert (placed, unit) == ([[0]], 2)
    assert pos == [13, 7, 7]
    assert used == [0, 1]  # turned in order
    assert deck == [4, 3, 2]  # the next card (2) still on top


def test_a_horse_profile_follows_its_effects() -> None:
    m = race_rules.build_mods([(1, Effect("sprint", "add", 2))])
    assert m.profile == (None, 3, False)  # moves by the card; sprints 1 + 2
    m.apply(Effect("last", "set", 4), 2)  # (a HorseMods is read-only once built; if not:)
    assert m.profile == (m, 3, True)  # card_move needed, the tail looked for
    assert race_rules.NO_MODS.profile == (None, 1, False)
