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


@pytest.mark.parametrize("name", OTHER_GAMES)
def test_every_bots_reason_reads_italian(italian, name):
    """With "Explain bots' moves" on, each bot's reason goes into the log ("Ada (bot
    difficile): prende verde", never "prende green"): a whole game of each level's reasons,
    each read as a drawn line would be."""
    from game.core.registry import get_game
    from game.ui.generic.session import ContractSession
    from game.ui.plugin import GameSetup, SeatChoice, presentation
    import game.ui.games_ui  # noqa: F401  (the games' screens register)
    _registered(name)
    info, pres = get_game(name), presentation(name)
    bad: list[str] = []
    said = 0
    for kinds in (("hard", "normal"), ("easy", "easy")):  # (two seats: every game seats two)
        seats = tuple(SeatChoice(n, "human") for n in ("Ada", "Bruno"))
        s = ContractSession.new(pres, GameSetup(name, {"players": 2}, seats, 5), speed="instant",
                                anim_speed="instant", autosave=False)
        bots = [info.make_bot(k, 5, i) for i, k in enumerate(kinds)]
        for _ in range(5000):
            d = s.game.decision()
            if d is None:
                break
            action = bots[d.seat].choose(s.game.view(d.seat))
            text, _until = pres.bot_reason(bots[d.seat], d.phase, action)
            if text:
                said += 1
                bad += bad_italian([("text_box", text, (0, 0, 1, 1), False)], proper_names())
            s.game.apply(action)
    assert said, f"{name}: no reason said"
    assert not bad, f"{name}: " + "; ".join(list(dict.fromkeys(bad))[:12])
