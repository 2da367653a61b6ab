"""The status panel's explanation line follows the variant and the decision being made."""
from __future__ import annotations

from game.ui.status_words import BOARD_EXPLAIN, EXPLAIN, WHAT, explain


def test_a_board_auction_is_explained_as_an_auction_not_as_the_payoffs():
    # During the auctions the display phase is still the payoffs: the decision decides.
    assert explain("board", "payoffs", "dutch_auction") == BOARD_EXPLAIN["dutch_auction"]
    assert explain("board", "payoffs", "english_auction") == BOARD_EXPLAIN["english_auction"]
    assert explain("board", "payoffs") == BOARD_EXPLAIN["payoffs"]


def test_each_variant_gets_its_own_lines():
    assert explain("board", "purchase") == BOARD_EXPLAIN["purchase"]
    assert explain("family", "fix") == EXPLAIN["fix"]
    assert explain("board", "fix") == BOARD_EXPLAIN["fix"] != EXPLAIN["fix"]
    # Phases the Board Game shares unchanged fall back to the Family lines.
    assert explain("board", "second_bet") == EXPLAIN["second_bet"]
    assert explain("family", "purchase") == ""


def test_every_board_decision_has_words_for_a_bot_deciding_it():
    from game.rules import board
    kinds = [v for k, v in vars(board).items() if k.startswith("PH_")]
    assert len(kinds) == 9
    assert [k for k in kinds if k not in WHAT] == []


def test_the_payoffs_are_not_titled_as_the_race_still_running(data):
    # The horses stay on the track through the payoffs: the title must follow the phase.
    from game.rules import Game
    from game.bots import make_bot
    from game.ui.display import DisplayState
    from game.ui.status_words import phase_status
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
