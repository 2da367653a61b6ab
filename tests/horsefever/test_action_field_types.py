"""The engine refuses mistyped action fields with a reason, before any rule looks at them.

Before the check (``engine.check_action`` asks ``game.core.actions.field_problem``), a
float or a bool equal to a legal number was accepted (``card=1.0`` played card 1 and put a
float into the state; ``target=True`` made an offer to seat 1; ``value=800.0`` paid the
price), and a list where a colour or a loan kind belongs crashed a dict look-up with
``TypeError``. Each crafted action here is refused by ``check`` and by ``apply`` with
``IllegalAction`` (one line, naming what is wrong), and the state's JSON is byte-identical.
"""
from __future__ import annotations

import json

import pytest

from .board_helpers import DANIEL_JACKSON, board_game
from game.horsefever.rules import Action, Game, IllegalAction
from .helpers import FORTUNA_BENEVOLA, MAGNA_VELOCITAS, bet, setup_game


def refused_unchanged(game: Game, action: object, words: str) -> None:
    before = json.dumps(game.to_json(), sort_keys=True)
    for attempt in (game.check, game.apply):
        with pytest.raises(IllegalAction) as info:
            attempt(action)  # type: ignore[arg-type]
        assert words in str(info.value) and "\n" not in str(info.value)
    assert json.dumps(game.to_json(), sort_keys=True) == before


@pytest.fixture
def at_fix() -> Game:
    """Race fixing, seat 0 to play Magna Velocitas (card 1)."""
    game = setup_game(hands={0: [MAGNA_VELOCITAS], 1: [FORTUNA_BENEVOLA]})
    game.apply(bet("red", "win", 100))
    game.apply(bet("blue", "win", 100))
    assert game.decision().kind == "fix" and game.current_player() == 0
    return game


@pytest.mark.parametrize("card,words", [
    (float(MAGNA_VELOCITAS), "card 1.0 is not a whole number"),
    (True, "card True is not a whole number"),
    (str(MAGNA_VELOCITAS), "card '1' is not a whole number"),
    ([MAGNA_VELOCITAS], "card [1] is not a whole number"),
    ({MAGNA_VELOCITAS: 1}, "card {1: 1} is not a whole number"),
    (2 ** 70, "card 1180591620717411303424 is out of range"),
])
def test_a_card_of_the_wrong_type(at_fix: Game, card: object, words: str) -> None:
    refused_unchanged(at_fix, Action("play_card", card=card, horse="red"), words)


@pytest.mark.parametrize("horse,words", [
    (["red"], "horse ['red'] is not text"),
    ({"red": 1}, "horse {'red': 1} is not text"),
    (7, "horse 7 is not text"),
    ("r" * 500, "is too long"),
])
def test_a_lane_of_the_wrong_type(at_fix: Game, horse: object, words: str) -> None:
    refused_unchanged(at_fix, Action("play_card", card=MAGNA_VELOCITAS, horse=horse), words)


def test_a_mistyped_bet_names_the_betting_rule() -> None:
    game = setup_game()
    refused_unchanged(game, Action("bet", horse="red", kind=["win"], stake=100),
                      "kind ['win'] is not text (First Bets)")
    refused_unchanged(game, Action("bet", horse="red", kind="win", stake=10 ** 30),
                      "is out of range (-1000000000 to 1000000000) (Betting)")


def test_wrong_phase_and_no_action_at_all() -> None:
    game = setup_game(hands={0: [MAGNA_VELOCITAS], 1: [FORTUNA_BENEVOLA]})
    refused_unchanged(game, Action("play_card", card=MAGNA_VELOCITAS, horse="red"),
                      "expected a bet, not play_card (First Bets)")
    refused_unchanged(game, Action("keep", card=3), "expected a bet, not keep")
    refused_unchanged(game, {"type": "bet", "horse": "red"}, "is not an action")
    refused_unchanged(game, None, "None is not an action")


# ---- the Board Game's purchases: where lists crashed and bools/floats were taken --------

@pytest.mark.parametrize("action,words", [
    (Action("buy", item="stable", horse=["red"]), "horse ['red'] is not text"),
    (Action("buy", item="loan", kind=["bank"]), "kind ['bank'] is not text"),
    (Action("buy", item="loan", kind={"bank": 1}), "kind {'bank': 1} is not text"),
    (Action("buy", item=["goal"]), "item ['goal'] is not text"),
    (Action("buy", item="goal", value=300.0), "value 300.0 is not a whole number"),
    (Action("offer", target=True, item="assistant", card=DANIEL_JACKSON),
     "target True is not a whole number"),
    (Action("offer", target=1.0, item="assistant", card=DANIEL_JACKSON),
     "target 1.0 is not a whole number"),
    (Action("offer", target=1, item="assistant", card=DANIEL_JACKSON, value=800.0),
     "value 800.0 is not a whole number"),
    (Action("offer", target=1, item="assistant", card=DANIEL_JACKSON, value=2 ** 80),
     "is out of range (-1000000000 to 1000000000)"),
])
def test_mistyped_purchases(action: Action, words: str) -> None:
    game = board_game(3, assistants={1: [DANIEL_JACKSON]}, stables={1: ["red"]})
    assert game.decision().kind == "purchase"
    refused_unchanged(game, action, words + " (Purchase Phase)")


def test_the_same_purchases_well_typed_are_legal() -> None:
    # (So the refusals above are about the types: these are the legal actions they mimic.)
    game = board_game(3, assistants={1: [DANIEL_JACKSON]}, stables={1: ["red"]})
    legal = game.legal_actions()
    assert Action("offer", target=1, item="assistant", card=DANIEL_JACKSON) in legal
    assert Action("buy", item="goal") in legal
    game.check(Action("buy", item="goal"))
    # One definition of legal: the listed purchase names no price, so naming it (even the
    # right one) is not a choice offered.
    refused_unchanged(game, Action("buy", item="goal",
                                   value=game.decision().options["allowed"]["goal"]),
                      "is not one of the choices offered now (Purchase Phase)")
