"""The reveal's one set of rules (game/horsefever/rules/reveal.py): discards, letter pairs, odds moves.

The engine's reveal steps and the tipster's plain-Python race both call these functions;
here they are checked on their own, and the engine's ``action_discarded`` events of
seeded bot games are checked to be exactly what ``reveal.discards`` says of each lane.
"""
from __future__ import annotations

from tests.horsefever.bot_games import play_game
from game.horsefever.rules import reveal
from game.horsefever.rules.loader import load_data

DATA = load_data()
MAGNA, FORTUNA, GLOBUS, AQUA = 1, 2, 8, 9  # green A, green B, red A, red B
ALFIO, FRIZ, STING, ROCHELLE = 15, 16, 19, 20


def test_letter_pairs_cancel_one_for_one_and_are_announced_in_pairs() -> None:
    assert reveal.discards([MAGNA, FORTUNA, GLOBUS, AQUA], DATA.action) == [
        (0, "letter A: cancelled by Globus Obscurus"),
        (2, "letter A: cancelled by Magna Velocitas"),
        (1, "letter B: cancelled by Aqua Putrida"),
        (3, "letter B: cancelled by Fortuna Benevola")]
    assert reveal.survivors([GLOBUS, MAGNA, ALFIO], DATA.action) == [ALFIO]


def test_friz_and_rochelle_discard_before_letters_cancel() -> None:
    # Friz Finden removes the red card first: the green card with its letter survives.
    assert reveal.discards([MAGNA, FRIZ, GLOBUS], DATA.action) == [(2, "Friz Finden")]
    assert reveal.survivors([ROCHELLE, MAGNA, GLOBUS, FORTUNA], DATA.action) == [ROCHELLE,
                                                                                 GLOBUS]


def test_odds_moves_in_play_order_and_stop_at_the_end_rows() -> None:
    assert reveal.odds_moves([STING, MAGNA, ALFIO], DATA.action) == [(STING, 2), (ALFIO, -2)]
    assert reveal.shift_row(1, -2, 6) == 0 and reveal.shift_row(5, 2, 6) == 5
    assert reveal.shift_row(2, 2, 6) == 4


def test_the_engine_discards_what_reveal_discards_says() -> None:
    checked = 0
    for seed in range(40):
        _, log = play_game(DATA, 2 + seed % 5, 500 + seed, "family", ["random"])
        for i, ev in enumerate(log):
            if ev["type"] != "reveal":
                continue
            said = [e for e in log[i + 1:i + 40] if e["type"] == "action_discarded"
                    and e["round"] == ev["round"]]
            want = []
            for colour, cards in ev["lanes"].items():
                numbers = [pc["card"] for pc in cards]
                want += [(colour, numbers[k], reason)
                         for k, reason in reveal.discards(numbers, DATA.action)]
            assert [(e["horse"], e["card"], e["reason"]) for e in said] == want
            checked += len(want)
    assert checked > 50
