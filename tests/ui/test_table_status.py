"""The status panel's explanation line follows the variant and the decision being made."""
from __future__ import annotations

import pytest

from game.ui.phase_table import UnknownPhase
from game.horsefever.ui.status_words import explain, what

DUTCH = ("Dutch auction: the bank buys 1 VP; each acceptance lowers the offer, and the last one "
         "left sells at that price.")
BOARD_PAYOFFS = "Bets, stable prizes, star cards, Horse cards, then Assistants pay; the odds move."
FAMILY_FIX = "Everyone plays their action cards face down on the lanes, one card per turn."
BOARD_FIX = "Everyone plays the action cards they bought face down on the lanes, one per turn."


def test_a_board_auction_is_explained_as_an_auction_not_as_the_payoffs():
    # During the auctions the display phase is still the payoffs: the decision decides.
    assert explain("board", "payoffs", "dutch_auction") == DUTCH
    assert explain("board", "payoffs", "english_auction").startswith("English auction: the bank sells")
    assert explain("board", "payoffs") == BOARD_PAYOFFS


def test_each_variant_gets_its_own_lines():
    assert explain("board", "purchase").startswith("Purchases, two steps clockwise")
    assert explain("family", "fix") == FAMILY_FIX
    assert explain("board", "fix") == BOARD_FIX
    assert explain("board", "race", "fix") == BOARD_FIX  # the decision's line, in the variant's words
    # Phases the Board Game shares unchanged have the Family lines.
    assert explain("board", "second_bet") == explain("family", "second_bet") == (
        "Second bets go counter-clockwise, the first player last; passing is allowed.")
    assert explain("family", "race") == "" and explain("family", "no_such_phase") == ""


def test_every_board_decision_has_words_for_a_bot_deciding_it():
    from game.horsefever.rules import board
    kinds = [v for k, v in vars(board).items() if k.startswith("PH_")]
    assert len(kinds) == 9
    assert all(what(k) and explain("board", "payoffs", k) for k in kinds)
    assert what("second_bet") == "a second bet" and what(None) == "a move"
    with pytest.raises(UnknownPhase):
        what("no_such_kind")


def test_the_payoffs_are_not_titled_as_the_race_still_running(data):
    # The horses stay on the track through the payoffs: the title must follow the phase.
    from game.horsefever.rules import Game
    from game.horsefever.bots import make_bot
    from game.horsefever.ui.display import DisplayState
    from game.horsefever.ui.status_words import phase_status
    game, events = Game.new(data, ["A", "B", "C"], "family", 2)
    bots = [make_bot("random", data, 2, i) for i in range(3)]
    ds = DisplayState.empty(data.colours)
    titles = {}
    for ev in events:
        ds.apply(ev)
    while game.state.round < 2 and not game.is_over():
        for ev in game.apply(bots[game.current_player()].choose(game.view(game.current_player()))):
            ds.apply(ev)
            titles.setdefault(ds.phase, set()).add(phase_status(ds)[0])
    assert any(t.startswith("The race · unit") for t in titles["race"])
    assert titles["payoffs"] == {"Payoffs"}
