"""Card conservation is written once (``game.horsefever.rules.cards``) and read the same everywhere.

The invariant checker (``tests/invariants.py``) and the Board Game tests' ``check_cards``
all ask ``card_places``/``misplaced_card``: the same
places from a state and from its JSON, and a card lost, doubled or foreign is named.
"""
from __future__ import annotations

import copy

import pytest

from tests.horsefever.bot_games import play_game
from game.horsefever.rules import Game
from game.horsefever.rules.cards import card_places, card_problem
from game.horsefever.rules.loader import load_data
from game.horsefever.rules.serialize import state_to_json
from game.horsefever.rules.state import BOARD, FAMILY

DATA = load_data()


def _games() -> list[Game]:
    """Bot games of both variants, played to their end, and their states at the start."""
    out = []
    for variant, stars in ((FAMILY, False), (BOARD, False), (BOARD, True)):
        out.append(Game.new(DATA, ["A", "B", "C", "D"], variant, seed=3, stars=stars)[0])
        out.append(play_game(DATA, 4, 11, variant, ["random", "simple"], stars=stars)[0])
    return out


@pytest.mark.parametrize("game", _games(), ids=lambda g: f"{g.state.variant}-{g.state.phase}")
def test_every_card_is_in_one_place_read_the_same_from_the_state_and_its_json(game) -> None:
    s = game.state
    assert card_problem(s) is None
    assert card_places(s) == card_places(state_to_json(s))
    if s.variant == BOARD:
        assert {p[0] for p in card_places(s)} == {"action", "movement", "goal", "assistant",
                                                  "horse"}


def test_a_card_lost_doubled_or_foreign_is_named() -> None:
    game = Game.new(DATA, ["A", "B", "C"], BOARD, seed=5)[0]
    s = game.state
    lost = copy.deepcopy(game)
    card = lost.state.movement_deck.pop()
    assert card_problem(lost.state) == (f"movement card {card} is missing (in neither the "
                                        "deck nor turned)")
    doubled = copy.deepcopy(game)
    card = doubled.state.assistant_deck[0]
    doubled.state.players[1].assistants.append(card)
    assert card_problem(doubled.state) == (f"Assistant card {card} is in two places: the "
                                           "Assistant deck and Assistant cards of seat 1")
    foreign = copy.deepcopy(game)
    foreign.state.action_deck.append(999)
    assert "action card 999 (the action deck) is not a card of this game" == \
        card_problem(foreign.state)
    assert card_problem(s) is None
