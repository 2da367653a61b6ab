"""The rulebooks' worked examples, played through the engine with forced cards and dice.

Every expected number is worked out by hand in the comments from the 2017 rulebook, the
2009 rulebook and docs' rulings (shared/reference/rulings.md). Movement card values are
copied from the card table (shared/reference/horse-fever-cards.md): columns 1:2 ... 1:7.
"""
from __future__ import annotations

import pytest

from game.horsefever.rules import Action, Game, IllegalAction
from .helpers import (COLOURS, LANE_ODDS, PASS, ScriptedRandom, bet, force, movement,
                     named, one, payouts, play_any_round, play_round, play_to_race, ranking,
                     setup_game, sprint)

# ---------------------------------------------------------------------------------------
# A full race used by several tests (odds = LANE_ODDS: black 1:2, blue 1:3, green 1:4,
# red 1:5, yellow 1:6, white 1:7, so a card's columns are the lanes left to right).
#
#   unit card values(bk bl gr rd ye wh)  dice            squares after the sprint
#   1    13   2 2 3 3 2 2               green, red      bk2  bl2  gr4  rd4  ye2  wh2
#   2     7   2 2 3 2 2 3               green, green    bk4  bl4  gr8  rd6  ye4  wh5
#   3     2   3 2 3 2 2 2               green, yellow   bk7  bl6  gr12 rd8  ye7  wh7
#        -> green reaches 12 alone: 1st
#   4     3   3 2 - 3 2 2               black, black    bk11 bl8  rd11 ye9  wh9
#   5     1   3 3 - 2 2 2               white, white    bk14 bl11 rd13 ye11 wh12
#        -> black (2 beyond) 2nd, red (1 beyond) 3rd, white (0 beyond) 4th
#   6     5   - 2 - - 3 -               white, white    bl13 ye14 (white is ranked: no sprint)
#        -> yellow (2 beyond) 5th, blue (1 beyond) 6th
# Ranking: green, black, red, white, yellow, blue.
RACE_A = dict(odds=LANE_ODDS, movement=[13, 7, 2, 3, 1, 5],
              dice=[["green", "red"], ["green", "green"], ["green", "yellow"],
                    ["black", "black"], ["white", "white"], ["white", "white"]])
RACE_A_RANKING = ["green", "black", "red", "white", "yellow", "blue"]


def test_race_a_runs_as_computed_by_hand():
    game = setup_game(**RACE_A)
    events = play_round(game, first=[bet("black", "show", 100), bet("blue", "show", 100)])
    assert sprint(events, 1)["positions"] == dict(black=2, blue=2, green=4, red=4, yellow=2,
                                                  white=2)
    assert sprint(events, 2)["positions"] == dict(black=4, blue=4, green=8, red=6, yellow=4,
                                                  white=5)
    assert sprint(events, 3)["positions"] == dict(black=7, blue=6, green=12, red=8, yellow=7,
                                                  white=7)
    assert sprint(events, 4)["positions"] == dict(black=11, blue=8, green=12, red=11,
                                                  yellow=9, white=9)
    assert sprint(events, 5)["positions"] == dict(black=14, blue=11, green=12, red=13,
                                                  yellow=11, white=12)
    assert sprint(events, 6)["positions"] == dict(black=14, blue=13, green=12, red=13,
                                                  yellow=14, white=12)
    assert [(e["unit"], e["horses"], e["places"]) for e in named(events, "ranked")] == [
        (3, ["green"], [1]), (5, ["black", "red", "white"], [2, 3, 4]),
        (6, ["yellow", "blue"], [5, 6])]
    assert ranking(events) == RACE_A_RANKING


def test_win_bet_and_show_bet_payouts_rulebook_examples():
    # 2009 rulebook: a 200 D win bet at 1:4 pays 800 D and 3 VP; a 300 D show bet on the
    # horse placed 3rd (at 1:5) pays 600 D and 1 VP whatever the odds; a show bet on the
    # 4th horse loses its stake.
    game = setup_game(**RACE_A)  # 2 players, 3000 D and 1 VP token each, first player 0
    events = play_round(game,
                        first=[bet("green", "win", 200),    # seat 0: green is at 1:4
                               bet("red", "show", 300)],    # seat 1: red is at 1:5
                        second=[bet("white", "show", 400),  # seat 1 (second bets: 1 then 0)
                                PASS])                      # seat 0
    assert ranking(events) == RACE_A_RANKING  # green 1st, red 3rd, white 4th
    # Seat 0: 200 x 4 = 800 D (stake included) and 3 VP.
    # Seat 1: 300 x 2 = 600 D and 1 VP; the 400 D show bet on white (4th) is lost.
    assert payouts(events) == [(0, "win_bet", 800, 3), (1, "show_bet", 600, 1)]
    lost = one(events, "bet_lost")
    assert (lost["seat"], lost["horse"], lost["stake"], lost["place"]) == (1, "white", 400, 4)
    p0, p1 = game.state.players
    assert (p0.danari, p0.vp_tokens) == (3000 - 200 + 800, 1 + 3) == (3600, 4)
    assert (p1.danari, p1.vp_tokens) == (3000 - 300 - 400 + 600, 1 + 1) == (2900, 2)


def test_win_and_show_bets_on_the_same_horse_both_pay():
    # Seat 0: 200 D to win on green (first bet), 300 D to show on green (second bet).
    # Green wins at 1:4: 200 x 4 = 800 D + 3 VP, and 300 x 2 = 600 D + 1 VP.
    # 3 players (2 bet tokens per colour); seat 1's show bet on red (3rd) pays 200 D + 1 VP,
    # seat 2's show bet on blue (6th) is lost. Second bets: seats 2, 1, 0.
    game = setup_game(3, **RACE_A)
    events = play_round(game, first=[bet("green", "win", 200), bet("red", "show", 100),
                                     bet("blue", "show", 100)],
                        second=[PASS, PASS, bet("green", "show", 300)])
    assert payouts(events) == [(0, "win_bet", 800, 3), (0, "show_bet", 600, 1),
                               (1, "show_bet", 200, 1)]
    p0 = game.state.players[0]
    assert (p0.danari, p0.vp_tokens) == (3000 - 200 - 300 + 800 + 600, 1 + 3 + 1) == (3900, 5)


def test_stable_owner_prizes():
    # Race A: green 1st, black 2nd, red 3rd, white 4th. Seat 0 owns green; seat 1 owns red
    # and white; nobody owns black. Prizes: green 600 D to seat 0, red 200 D to seat 1;
    # black's 400 D goes to nobody, white (4th) wins nothing.
    # Minimum bets: seat 0 1 token + 1 stable = 2 VP -> 200 D; seat 1 1 + 2 = 3 VP -> 300 D.
    # Seat 0's 200 D show bet on black (2nd) pays 400 D + 1 VP; seat 1's 300 D show bet on
    # blue (6th) is lost. Bets are paid before prizes.
    game = setup_game(stables=[["green"], ["red", "white"]], **RACE_A)
    assert game.decision().options["min_stake"] == 200
    events = play_round(game, first=[bet("black", "show", 200), bet("blue", "show", 300)])
    assert payouts(events) == [(0, "show_bet", 400, 1), (0, "stable_prize", 600, 0),
                               (1, "stable_prize", 200, 0)]
    p0, p1 = game.state.players
    assert p0.danari == 3000 - 200 + 400 + 600 == 3800
    assert p1.danari == 3000 - 300 + 200 == 2900
    assert (game.state.vp(0), game.state.vp(1)) == (1 + 1 + 1, 1 + 2)


def test_movement_example_card_18():
    # 2017 rulebook: red and green at 1:2, yellow at 1:3; the card shows 4 next to 1:2 and
    # 2 next to 1:3: red and green move 4, yellow 2. Card 18 reads 4 2 2 2 2 0 (card 17
    # shows 3 at 1:3, so it does not fit the example). Black 1:4, blue 1:5, white 1:6: 2 each.
    odds = dict(red=2, green=2, yellow=3, black=4, blue=5, white=6)
    game = setup_game(odds=odds, movement=[18], dice=[["white", "white"]])
    events = play_to_race(game, first=[bet("red", "win", 100), bet("green", "win", 100)])
    m = movement(events, 1)
    assert m["card"] == 18
    assert m["moves"] == dict(red=4, green=4, yellow=2, black=2, blue=2, white=2)
    assert m["positions"] == dict(red=4, green=4, yellow=2, black=2, blue=2, white=2)


# Order-of-arrival race (odds: black 1:2, red 1:3, blue 1:4, green 1:5, yellow 1:6, white 1:7).
#   unit card values(1:2 .. 1:7)  dice            squares after the sprint
#   1     4   3 2 2 2 3 2       green, green    bk3  rd2  bl2  gr3  ye3  wh2
#   2     2   3 2 3 2 2 2       red, white      bk6  rd5  bl5  gr5  ye5  wh5
#   3    19   2 2 2 2 1 0       black, blue     bk9  rd7  bl8  gr7  ye6  wh5
#   4    17   4 3 2 2 2 2       white, white    bk13 rd10 bl10 gr9  ye8  wh8
#        -> black alone past the line: 1st
#   5     1   3 3 2 2 2 2       green, green    rd13 bl12 gr12 ye10 wh10
#        -> red 1 beyond: 2nd; blue and green on the line: photo finish, blue at 1:4 beats
#           green at 1:5: blue 3rd, green 4th
#   6    23   2 4 2 2 0 2       yellow, yellow  ye11 wh12 -> white 5th
#   7    11   2 3 3 2 2 2       black, green    ye13 (both dice show ranked horses) -> 6th
ARRIVAL_ODDS = dict(black=2, red=3, blue=4, green=5, yellow=6, white=7)
ARRIVAL = dict(odds=ARRIVAL_ODDS, movement=[4, 2, 19, 17, 1, 23, 11],
               dice=[["green", "green"], ["red", "white"], ["black", "blue"],
                     ["white", "white"], ["green", "green"], ["yellow", "yellow"],
                     ["black", "green"]])


def test_order_of_arrival_example():
    game = setup_game(**ARRIVAL)
    events = play_round(game, first=[bet("red", "show", 100), bet("blue", "show", 100)])
    assert sprint(events, 4)["positions"] == dict(black=13, red=10, blue=10, green=9,
                                                  yellow=8, white=8)
    assert sprint(events, 5)["positions"] == dict(black=13, red=13, blue=12, green=12,
                                                  yellow=10, white=10)
    photo = one(events, "photo_finish")
    assert (photo["unit"], photo["horses"], photo["beyond"], photo["reason"]) == (
        5, ["blue", "green"], 0, "odds")
    unit5 = one(events, "ranked", unit=5)
    assert unit5["horses"] == ["red", "blue", "green"] and unit5["places"] == [2, 3, 4]
    assert ranking(events) == ["black", "red", "blue", "green", "white", "yellow"]


# The same example with blue and green on the same odds row (1:4; row 1:5 stays empty).
#   unit card values(1:2 .. 1:7)  dice            squares after the sprint
#   1    18   4 2 2 2 2 0       black, yellow   bk5  rd2  bl2  gr2  ye3  wh0
#   2    22   2 2 3 1 2 2       white, white    bk7  rd4  bl5  gr5  ye5  wh3
#   3    12   3 2 2 2 2 3       red, yellow     bk10 rd7  bl7  gr7  ye8  wh6
#   4    19   2 2 2 2 1 0       black, yellow   bk13 rd9  bl9  gr9  ye10 wh6   -> black 1st
#   5    23   2 4 2 2 0 2       blue, green     rd13 bl12 gr12 ye10 wh8
#        -> red 2nd; blue and green tie at equal odds: the first player chooses
#   6    15   2 2 2 3 3 2       blue, green     ye13 wh10 (the dice show ranked horses)
#   7     2   3 2 3 2 2 2       black, yellow   wh12 (alone on the track)
PHOTO_ODDS = dict(black=2, red=3, blue=4, green=4, yellow=6, white=7)
PHOTO = dict(odds=PHOTO_ODDS, movement=[18, 22, 12, 19, 23, 15, 2],
             dice=[["black", "yellow"], ["white", "white"], ["red", "yellow"],
                   ["black", "yellow"], ["blue", "green"], ["blue", "green"],
                   ["black", "yellow"]])


@pytest.mark.parametrize("pick, order", [
    ("green", ["black", "red", "green", "blue", "yellow", "white"]),
    ("blue", ["black", "red", "blue", "green", "yellow", "white"]),
])
def test_photo_finish_at_equal_odds_is_the_first_players_choice(pick, order):
    game = setup_game(first_player=1, **PHOTO)  # seat 1 holds the first player card
    events = play_to_race(game, first=[bet("red", "win", 100), bet("blue", "show", 100)])
    assert sprint(events, 5)["positions"] == dict(black=13, red=13, blue=12, green=12,
                                                  yellow=10, white=8)
    photo = one(events, "photo_finish")
    assert (photo["horses"], photo["reason"]) == (["blue", "green"], "choice")
    d = game.decision()
    assert (d.kind, d.seat, game.current_player()) == ("photo_finish", 1, 1)
    assert sorted(d.options["horses"]) == ["blue", "green"]
    assert game.state.race.ranked == ["black", "red"]  # red already 2nd, before the choice
    events = play_round(game, photo=[pick])
    assert one(events, "photo_finish_choice")["seat"] == 1
    unit5 = one(events, "ranked", unit=5)
    assert unit5["horses"] == order[1:4] and unit5["places"] == [2, 3, 4]
    assert unit5["photo_finish"] is True
    assert ranking(events) == order


def test_new_order_of_odds():
    # Race A from LANE_ODDS; place p against the race row r (1 = 1:2 ... 6 = 1:7):
    #   green  p1 r3 -> up   1:4 -> 1:3      black p2 r1 -> down 1:2 -> 1:3
    #   red    p3 r4 -> up   1:5 -> 1:4      white p4 r6 -> up   1:7 -> 1:6
    #   yellow p5 r5 -> stays 1:6            blue  p6 r2 -> down 1:3 -> 1:4
    game = setup_game(**RACE_A)
    events = play_round(game, first=[bet("black", "show", 100), bet("blue", "show", 100)])
    update = one(events, "odds_update")
    expected = dict(black=3, blue=4, green=3, red=4, yellow=6, white=6)
    assert update["odds"] == expected and game.state.odds == expected
    assert update["changes"] == {"green": {"from": 4, "to": 3}, "black": {"from": 2, "to": 3},
                                 "red": {"from": 5, "to": 4}, "white": {"from": 7, "to": 6},
                                 "blue": {"from": 3, "to": 4}}
    assert one(events, "round_start", round=2)["odds"] == expected


def test_new_order_of_odds_end_rows_stay():
    # Odds LANE_ODDS.
    #   unit card values(bk bl gr rd ye wh)  dice            squares after the sprint
    #   1     3   3 2 2 3 2 2               blue, red       bk3  bl3  gr2  rd4  ye2  wh2
    #   2    20   2 2 2 2 1 1               green, white    bk5  bl5  gr5  rd6  ye3  wh4
    #   3    18   4 2 2 2 2 0               white, white    bk9  bl7  gr7  rd8  ye5  wh5
    #   4    13   2 2 3 3 2 2               green, yellow   bk11 bl9  gr11 rd11 ye8  wh7
    #   5     2   3 2 3 2 2 2               black, yellow   bk15 bl11 gr14 rd13 ye11 wh9
    #        -> black 1st (3 beyond), green 2nd (2), red 3rd (1)
    #   6     8   - 3 - - 2 3               black, blue     bl15 ye13 wh12
    #        -> blue 4th (3 beyond), yellow 5th (1), white 6th (0)
    # Odds: black p1 r1 stays at 1:2 (top row); white p6 r6 stays at 1:7 (bottom row);
    # yellow p5 r5 stays; green p2 r3 up to 1:3; red p3 r4 up to 1:4; blue p4 r2 down to 1:4.
    game = setup_game(odds=LANE_ODDS, movement=[3, 20, 18, 13, 2, 8],
                      dice=[["blue", "red"], ["green", "white"], ["white", "white"],
                            ["green", "yellow"], ["black", "yellow"], ["black", "blue"]])
    events = play_round(game, first=[bet("black", "win", 100), bet("white", "show", 100)])
    assert ranking(events) == ["black", "green", "red", "blue", "yellow", "white"]
    assert game.state.odds == dict(black=2, blue=4, green=3, red=4, yellow=6, white=7)
    assert one(events, "odds_update")["changes"] == {
        "green": {"from": 4, "to": 3}, "red": {"from": 5, "to": 4}, "blue": {"from": 3, "to": 4}}
    # Seat 0's win bet: 100 x 2 = 200 D and 3 VP; seat 1's show bet on the 6th horse is lost.
    assert payouts(events) == [(0, "win_bet", 200, 3)]


def test_minimum_bet_is_100_per_vp_and_stable_cards_count():
    # 2009 rulebook: 5 VP -> minimum bet 500 D; a Stable Owner card counts as 1 VP.
    # Seat 0: 4 VP tokens + 1 Stable Owner card = 5 VP -> 500 D. Seat 1: 1 token -> 100 D.
    game = setup_game(vp_tokens=[4, 1], stables=[["red"], []], danari=[3000, 3000])
    d = game.decision()
    assert (d.seat, d.options["min_stake"], d.options["max_stake"]) == (0, 500, 3000)
    with pytest.raises(IllegalAction, match="The Minimum Bet"):
        game.apply(bet("blue", "win", 400))
    game.apply(bet("blue", "win", 500))
    assert game.decision().options["min_stake"] == 100


def test_danari_below_minimum_at_first_bet_costs_two_vp_or_eliminates():
    # 3 players, first player 0. Seat 1: 3 VP tokens, 250 D < 300 D minimum -> loses 2 VP
    # tokens (3 -> 1) and makes no first bet. Seat 2: 1 VP token, 50 D < 100 D and fewer
    # than 2 VP tokens to lose -> eliminated.
    game = setup_game(3, danari=[3000, 250, 50], vp_tokens=[1, 3, 1])
    events = game.apply(bet("red", "win", 100))
    p1 = one(events, "bet_penalty", seat=1)
    assert (p1["vp_lost"], p1["eliminated"], p1["vp_after"]) == (2, False, 1)
    p2 = one(events, "bet_penalty", seat=2)
    assert (p2["vp_lost"], p2["eliminated"]) == (0, True)
    assert one(events, "eliminated")["seat"] == 2
    s = game.state
    assert [p.vp_tokens for p in s.players] == [1, 1, 1]
    assert [p.eliminated for p in s.players] == [False, False, True]
    assert [b.seat for b in s.bets] == [0]
    # Second bets: counter-clockwise from the first player's right, skipping seat 2: seat 1
    # (now 1 VP, minimum 100 D, 250 D) then seat 0.
    d = game.decision()
    assert (d.kind, d.seat, d.options["min_stake"]) == ("second_bet", 1, 100)
    game.apply(bet("blue", "show", 200))
    assert game.decision().seat == 0


def test_penalty_for_the_first_player_at_the_start_of_a_round():
    # Race A. Seat 1: 3 VP tokens (minimum 300 D) and 300 D, all on blue to show: blue is
    # 6th, seat 1 ends round 1 with 0 D. Round 2: seat 1 holds the first player card and
    # cannot cover 300 D: loses 2 VP tokens (3 -> 1) and makes no first bet; seat 0 bets.
    game = setup_game(danari=[3000, 300], vp_tokens=[1, 3], **RACE_A)
    events = play_round(game, first=[bet("green", "win", 100), bet("blue", "show", 300)])
    assert one(events, "round_start", round=2)["first_player"] == 1
    pen = one(events, "bet_penalty", round=2)
    assert (pen["seat"], pen["vp_lost"], pen["eliminated"], pen["vp_after"]) == (1, 2, False, 1)
    assert game.state.players[1].danari == 0
    d = game.decision()
    assert (d.kind, d.seat) == ("first_bet", 0)


def test_stable_card_vp_do_not_save_a_player_from_elimination():
    # Seat 1: 1 VP token + 1 Stable Owner card = 2 VP, minimum 200 D, but only 150 D. The
    # penalty takes VP tokens: with fewer than 2 tokens the player is out.
    game = setup_game(3, danari=[3000, 150, 3000], vp_tokens=[1, 1, 1],
                      stables=[[], ["green"], []])
    events = game.apply(bet("red", "win", 100))
    assert one(events, "eliminated")["seat"] == 1
    assert game.decision().seat == 2


@pytest.mark.parametrize("players, tokens", [(2, 1), (3, 2), (4, 3), (5, 4), (6, 4)])
def test_bet_tokens_per_colour_follow_the_table(players, tokens):
    game = setup_game(players)
    assert game.state.bet_tokens == {c: tokens for c in COLOURS}


def test_two_players_have_one_bet_token_per_colour():
    game = setup_game(2)
    game.apply(bet("red", "win", 100))  # seat 0 takes the only red token
    assert "red" not in game.decision().options["horses"]
    with pytest.raises(IllegalAction, match="Bet Tokens Table"):
        game.apply(bet("red", "show", 100))
    game.apply(bet("blue", "show", 100))
    # Second bets: neither seat can bet on red or blue any more.
    d = game.decision()
    assert d.kind == "second_bet" and set(d.options["horses"]) == {"black", "green", "yellow",
                                                                   "white"}


def test_three_players_have_two_bet_tokens_per_colour():
    game = setup_game(3)
    game.apply(bet("red", "win", 100))
    game.apply(bet("red", "show", 100))
    assert game.state.bet_tokens["red"] == 0
    assert "red" not in game.decision().options["horses"]


def test_bet_tokens_return_to_the_reserve_each_round():
    game = setup_game(**RACE_A)
    events = play_round(game, first=[bet("green", "win", 100), bet("red", "show", 100)])
    assert one(events, "round_start", round=2)
    assert game.state.bet_tokens == {c: 1 for c in COLOURS}


def test_betting_order_and_the_second_bet_rule():
    # 4 players, first player seat 2. First bets clockwise: 2, 3, 0, 1. Second bets
    # counter-clockwise from the first player's right (seat 1), first player last: 1, 0, 3, 2.
    game = setup_game(4, first_player=2)
    seen = []
    assert [b.seat for b in game.state.bets] == []
    for horse in ["black", "blue", "green", "red"]:
        seen.append(game.current_player())
        game.apply(bet(horse, "win", 100))
    assert seen == [2, 3, 0, 1]
    seen, events = [], []
    second = {1: bet("red", "show", 100),  # seat 1 again on red: must be the other kind
              0: bet("green", "show", 200), 3: PASS, 2: bet("yellow", "win", 300)}
    for _ in range(4):
        d = game.decision()
        assert d.kind == "second_bet" and d.can_pass
        seen.append(d.seat)
        if d.seat == 1:
            assert d.options["horses"]["red"] == ["show"]  # its first bet was win on red
            with pytest.raises(IllegalAction, match="Second Bets"):
                game.apply(bet("red", "win", 100))
        events += game.apply(second[d.seat])
    assert seen == [1, 0, 3, 2]
    # The last second bet starts the race; the bets are in the events.
    assert [(e["seat"], e["horse"], e["kind"], e["which"]) for e in named(events, "bet")] == [
        (1, "red", "show", "second"), (0, "green", "show", "second"),
        (2, "yellow", "win", "second")]
    assert one(events, "bet_pass", round=1)["seat"] == 3


def test_action_cards_are_played_in_turn_order_from_the_first_player():
    # 3 players, first player 1, two cards each: 1, 2, 0, 1, 2, 0.
    game = setup_game(3, first_player=1, hands={0: [1, 2], 1: [3, 4], 2: [5, 6]})
    for horse in ["black", "blue", "green"]:
        game.apply(bet(horse, "show", 100))
    seen = []
    while game.decision().kind == "fix":
        d = game.decision()
        seen.append(d.seat)
        game.apply(Action("play_card", card=d.options["cards"][0], horse="white"))
    assert seen == [1, 2, 0, 1, 2, 0]
    assert game.decision().kind == "second_bet"


def test_first_player_card_passes_clockwise():
    game = setup_game(3, first_player=2, rounds=3)
    events = play_any_round(game)
    assert one(events, "round_start", round=2)["first_player"] == 0
    assert game.state.first_player == 0 and game.current_player() == 0
    events = play_any_round(game)
    assert one(events, "round_start", round=3)["first_player"] == 1
    assert game.current_player() == 1


def _play_to_last_round(players: int = 3) -> Game:
    game = setup_game(players, rounds=3)
    play_any_round(game)
    play_any_round(game)
    assert game.state.round == 3
    return game


# The last round's bets all lose 500 D in Race A (show bets on the 4th, 5th and 6th horses).
LOSING_SHOW_BETS = [bet("white", "show", 500), bet("yellow", "show", 500),
                    bet("blue", "show", 500)]


def test_game_end_ranks_by_vp_then_danari():
    game = _play_to_last_round()
    force(game, danari=[1500, 2500, 1000], vp_tokens=[4, 4, 5], **RACE_A)
    events = play_round(game, first=LOSING_SHOW_BETS)
    assert game.is_over() and game.current_player() == -1
    # Every bet lost 500 D: seat 0 4 VP 1000 D, seat 1 4 VP 2000 D, seat 2 5 VP 500 D.
    # Most VP first (seat 2), then the tie at 4 VP by Danari: seat 1 before seat 0.
    end = one(events, "game_end")
    assert [(x["seat"], x["vp"], x["danari"]) for x in end["standings"]] == [
        (2, 5, 500), (1, 4, 2000), (0, 4, 1000)]
    assert end["winner"] == 2 == game.state.winner
    assert not named(events, "tie_break")


def test_game_end_tie_on_vp_and_danari_is_rolled():
    game = _play_to_last_round()
    force(game, danari=[1500, 1500, 1000], vp_tokens=[4, 4, 4], **RACE_A)
    # The tie-break die (faces in lane order: black, blue, green, red, yellow, white;
    # the higher lane wins): seats 0 and 1 both roll red (3) -> roll again; seat 0 rolls
    # white (5), seat 1 black (0): seat 0 wins.
    game.state.rng = ScriptedRandom(game.state.rng.getstate(), [3, 3, 5, 0])
    events = play_round(game, first=LOSING_SHOW_BETS)
    rolls = named(events, "tie_break")
    assert [(r["seats"], {x["seat"]: x["colour"] for x in r["rolls"]}) for r in rolls] == [
        ([0, 1], {0: "red", 1: "red"}), ([0, 1], {0: "white", 1: "black"})]
    end = one(events, "game_end")
    # Seats 0 and 1: 4 VP, 1000 D; seat 2: 4 VP, 500 D (ranked by Danari, no roll).
    assert [(x["seat"], x["vp"], x["danari"]) for x in end["standings"]] == [
        (0, 4, 1000), (1, 4, 1000), (2, 4, 500)]
    assert end["winner"] == 0


def test_eliminated_player_ranks_last_and_takes_no_part():
    game = setup_game(3, rounds=3, danari=[3000, 3000, 50], vp_tokens=[1, 1, 1])
    events = game.apply(bet("red", "win", 100)) + game.apply(bet("blue", "win", 100))
    assert one(events, "eliminated")["seat"] == 2
    deciders = set()
    while not game.is_over():
        deciders.add(game.current_player())
        events += play_any_round(game)
    assert deciders == {0, 1}
    standings = one(events, "game_end")["standings"]
    assert standings[-1]["seat"] == 2 and standings[-1]["eliminated"] is True
    assert game.state.players[2].hand == []  # never dealt cards again


def test_an_eliminated_owner_gets_no_stable_prize():
    # 3 players. Seat 2 owns green: 1 VP token + 1 stable = 2 VP, minimum 200 D, but has
    # 50 D and fewer than 2 VP tokens: eliminated. In Race A green wins: its 600 D prize
    # goes to nobody. Seat 0 (show on black, 2nd): 2 x 100 = 200 D and 1 VP; seat 1 (show
    # on white, 4th): lost.
    game = setup_game(3, danari=[3000, 3000, 50], stables=[[], [], ["green"]], **RACE_A)
    events = play_round(game, first=[bet("black", "show", 100), bet("white", "show", 100)])
    assert one(events, "eliminated")["seat"] == 2
    assert ranking(events)[0] == "green"
    assert payouts(events) == [(0, "show_bet", 200, 1)]
    assert game.state.players[2].danari == 50


def test_last_opponent_eliminated_ends_the_game():
    # 2 players: seat 1 cannot cover the minimum and has 1 VP token -> out; one player
    # left, the game is over and seat 0 wins.
    game = setup_game(2, danari=[3000, 0])
    events = game.apply(bet("red", "win", 100))
    assert one(events, "eliminated")["seat"] == 1
    assert game.is_over()
    assert one(events, "game_end")["winner"] == 0
