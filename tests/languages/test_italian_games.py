"""Bettor Horse, Ticket Gagnant and Finish Line played through in Italian show no English.

The same tour as the pseudo-locale's (``game_tour.py``: every phase's panel and pass screen,
every clip mid-way, the board's and the buttons' tips, the menu, every rules help sheet, the
final scores with their charts and the replay), drawn in ``it`` and read with
``italian_check.bad_italian``. Lean: the fewest tours that still reach every phase each game
declares (the pseudo-locale test plays more seeds for its layout checks).
"""
from __future__ import annotations

import pytest

from tests.languages.italian_check import bad_italian, italian, proper_names  # noqa: F401
from tests.languages.test_pseudo_games import OTHER_GAMES, _registered, _tg_dead_hand
from tests.languages.test_pseudo_screens import data  # noqa: F401

TOURS = {
    "bettor-horse": [(1, 2, {}, None), (2, 2, {"track_conditions": True}, None)],
    "ticket-gagnant": [(4, 6, {"mode": "advanced", "predictions": "hidden"}, None),
                       (1, 2, {"mode": "advanced"}, _tg_dead_hand)],
    "finish-line": [(3, 3, {}, None)],
}


@pytest.mark.parametrize("name", OTHER_GAMES)
def test_every_screen_of_the_other_games_speaks_italian(italian, data, name):
    from game.core.registry import get_game
    from tests.languages.game_tour import NAMES, tour
    _registered(name)
    bad: dict[str, str] = {}
    names = proper_names() | set(NAMES)

    def check(where: str, ops: list[tuple]) -> None:
        for b in bad_italian(ops, names):
            bad.setdefault(b, where)

    phases: set[str] = set()
    for seed, players, options, scenario in TOURS[name]:
        seen = tour(data, name, seed, players, check, options, scenario=scenario)
        assert seen.final and seen.clips, f"{name}: the tour did not end"
        phases |= seen.phases
    left = {k for k, ph in get_game(name).phases.items() if ph.decides} - phases
    assert not left, f"{name}: the tours never reached {sorted(left)}"
    assert not bad, f"{name}: " + "; ".join(f"{w}: {b}" for b, w in list(bad.items())[:12])
