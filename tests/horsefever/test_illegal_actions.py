"""Every kind of illegal action raises IllegalAction naming the rule, and changes nothing.

For each case: the state as JSON before, the action refused by ``check`` and by ``apply``
with the rule's name in the message, the state as JSON after equal to before, and the
action absent from ``legal_actions()``.
"""
from __future__ import annotations

import pytest

from game.horsefever.rules import Action, Game, IllegalAction
from .helpers import (ALL_EVEN_RACE, FORTUNA_BENEVOLA, MAGNA_VELOCITAS, PASS, bet, one,
                     play_to_race, setup_game)


def assert_illegal(game: Game, action: Action, rule: str, words: str,
                   check_listed: bool = True) -> None:
    before = game.to_json()
    seat = game.current_player()
    if check_listed:
        assert action not in game.legal_actions()
    for attempt in (game.check, game.apply):
        with pytest.raises(IllegalAction) as info:
            attempt(action)
        assert info.value.rule == rule
        assert f"({rule})" in str(info.value) and words in str(info.value)
    assert game.to_json() == before
    assert game.current_player() == seat


# ---- the first bet ----------------------------------------------------------------------

@pytest.fixture
def first_bet():
    # 2 players, 3000 D each; seat 0 has 2 VP tokens + 1 Stable Owner card: minimum 300 D.
    return setup_game(vp_tokens=[2, 1], stables=[["white"], []],
                      hands={0: [MAGNA_VELOCITAS], 1: [FORTUNA_BENEVOLA]})


def test_passing_the_compulsory_first_bet(first_bet):
    assert_illegal(first_bet, PASS, "First Bets", "may not pass now")


@pytest.mark.parametrize("action", [
    Action("play_card", card=MAGNA_VELOCITAS, horse="red"),
    Action("photo_pick", horse="red"),
    Action("buy_goal"),
])
def test_wrong_action_type_at_the_first_bet(first_bet, action):
    assert_illegal(first_bet, action, "First Bets", f"expected a bet, not {action.type}")


def test_stake_not_a_multiple_of_100(first_bet):
    assert_illegal(first_bet, bet("red", "win", 350), "Betting", "not a multiple of 100")


@pytest.mark.parametrize("stake", ["300", None, 300.0, True])
def test_stake_not_a_whole_number(first_bet, stake):
    # 300.0 == 300 (so the float compares equal to a listed action) but would turn the
    # player's Danari into a float; "300" and None used to raise TypeError.
    assert_illegal(first_bet, bet("red", "win", stake), "Betting", "not a whole number",
                   check_listed=False)


def test_stake_below_the_minimum_bet(first_bet):
    # 2 VP tokens + 1 stable = 3 VP -> 300 D minimum.
    assert_illegal(first_bet, bet("red", "win", 200), "The Minimum Bet",
                   "below the minimum bet of 300 D")


def test_zero_stake(first_bet):
    assert_illegal(first_bet, bet("red", "win", 0), "The Minimum Bet", "below the minimum")


def test_stake_above_the_players_danari(first_bet):
    assert_illegal(first_bet, bet("red", "win", 3100), "Betting", "more than the 3,000 D")


def test_unknown_horse(first_bet):
    assert_illegal(first_bet, bet("purple", "win", 300), "First Bets", "no horse 'purple'")


def test_unknown_bet_kind(first_bet):
    assert_illegal(first_bet, bet("red", "place", 300), "Bet to Win & Bet to Show",
                   "win or show")


def test_no_bet_token_left():
    # 2 players: 1 token per colour; seat 0 takes the red one.
    game = setup_game()
    game.apply(bet("red", "win", 100))
    assert_illegal(game, bet("red", "show", 100), "Bet Tokens Table", "no red bet token")


# ---- race fixing ------------------------------------------------------------------------

@pytest.fixture
def fixing():
    game = setup_game(hands={0: [MAGNA_VELOCITAS], 1: [FORTUNA_BENEVOLA]})
    game.apply(bet("red", "win", 100))
    game.apply(bet("blue", "win", 100))
    assert game.decision().kind == "fix" and game.current_player() == 0
    return game


def test_card_not_in_hand(fixing):
    # Fortuna Benevola is in seat 1's hand, not seat 0's.
    assert_illegal(fixing, Action("play_card", card=FORTUNA_BENEVOLA, horse="red"),
                   "Fixing the Race", "Fortuna Benevola is not in Ada's hand")  # (by name)


def test_card_still_in_the_deck(fixing):
    assert_illegal(fixing, Action("play_card", card=7, horse="red"), "Fixing the Race",
                   " is not in")


def test_unknown_lane(fixing):
    assert_illegal(fixing, Action("play_card", card=MAGNA_VELOCITAS, horse="pink"),
                   "Fixing the Race", "no lane 'pink'")


def test_passing_instead_of_playing_a_card(fixing):
    assert_illegal(fixing, PASS, "Fixing the Race", "may not pass now")


@pytest.mark.parametrize("action", [bet("green", "win", 100),
                                    Action("photo_pick", horse="red")])
def test_wrong_action_type_while_fixing(fixing, action):
    assert_illegal(fixing, action, "Fixing the Race", f"expected an action card, not "
                   f"{action.type}")


# ---- the second bet ---------------------------------------------------------------------

@pytest.fixture
def second_bet():
    # 3 players (2 tokens per colour), first player 0: second bets start with seat 2.
    game = setup_game(3, danari=[3000, 3000, 500])
    for horse in ["red", "blue", "green"]:
        game.apply(bet(horse, "win", 100))
    assert game.decision().kind == "second_bet" and game.current_player() == 2
    return game


def test_same_horse_same_kind_on_the_second_bet(second_bet):
    # Seat 2 bet green to win: a second bet on green must be a show bet.
    assert second_bet.decision().options["horses"]["green"] == ["show"]
    assert_illegal(second_bet, bet("green", "win", 100), "Second Bets",
                   "must be the other kind")


def test_second_bet_above_danari(second_bet):
    # Seat 2 has 500 - 100 = 400 D left.
    assert_illegal(second_bet, bet("white", "win", 500), "Betting", "more than the 400 D")


def test_second_bet_wrong_type(second_bet):
    assert_illegal(second_bet, Action("play_card", card=1, horse="red"), "Second Bets",
                   "expected a bet")


# ---- the photo finish -------------------------------------------------------------------

@pytest.fixture
def photo():
    game = setup_game(**ALL_EVEN_RACE)  # black and blue tie at equal odds in unit 3
    play_to_race(game, first=[bet("red", "win", 100), bet("blue", "win", 100)])
    d = game.decision()
    assert d.kind == "photo_finish" and sorted(d.options["horses"]) == ["black", "blue"]
    return game


@pytest.mark.parametrize("horse", ["green", "white", "purple", None])
def test_photo_pick_of_a_horse_not_tied(photo, horse):
    assert_illegal(photo, Action("photo_pick", horse=horse), "Photo Finish",
                   "choose one of the tied horses")


@pytest.mark.parametrize("action", [PASS, bet("red", "show", 100),
                                    Action("play_card", card=1, horse="red")])
def test_anything_but_a_photo_pick(photo, action):
    rule, words = ("Photo Finish", "may not pass") if action == PASS else (
        "Photo Finish", "choose one of the tied horses")
    assert_illegal(photo, action, rule, words)


# ---- after the game ---------------------------------------------------------------------

@pytest.mark.parametrize("action", [bet("red", "win", 100), PASS,
                                    Action("play_card", card=1, horse="red"),
                                    Action("photo_pick", horse="red")])
def test_anything_after_the_game_is_over(action):
    # 2 players: seat 1 cannot cover its minimum bet and has 1 VP token: eliminated, the
    # game is over.
    game = setup_game(danari=[3000, 0])
    events = game.apply(bet("red", "win", 100))
    assert one(events, "game_end")["winner"] == 0 and game.is_over()
    assert game.legal_actions() == [] and game.decision() is None
    assert_illegal(game, action, "End of the Game", "the game is over")
