"""Board Game cards in play: the starting lineup, Horse cards in the race, Assistants at
Payoffs, the star characters and the four star action cards.

Card effects: shared/reference/horse-fever-cards.md and the Board Game rulings. Movement
card values (columns 1:2 ... 1:7) used here:
  7: 2 2 3 2 2 3   13: 2 2 3 3 2 2   16: 3 3 2 2 2 2   17: 4 3 2 2 2 2   18: 4 2 2 2 2 0
  21: 3 2 2 2 2 1
Unless a test says otherwise: odds LANE_ODDS (black 1:2, blue 1:3, green 1:4, red 1:5,
yellow 1:6, white 1:7), so a card's columns are the lanes left to right; every seat has
3000 D and 1 VP token; seat 0 is the first player; everybody passes both purchase steps
(+800 D) and makes the quiet first bet (100 D to win on a horse that loses RACE_A).
"""
from __future__ import annotations

import pytest

from .board_helpers import (ARMAND_AMENDE, BISCUIT_DE_MER, BOSS, BOSS_BANG, BOSSON,
                           BRIAN_O_FIST, CEDRIC_COPIEUR, COSTANTINO, DANIEL_JACKSON,
                           DIDIER_ADDITION, EL_GUAPO, LA_LONGUE_CARABINE, LANE_ODDS, NAPOLEON,
                           PASS, PECUNIA_NON_OLET, PEDRO_PUGNOS, RACE_A_RANKING, THE_FURY,
                           TROY, VARONNE, act, autoplay, balances, board_game, check_cards,
                           force_race, named, one, payouts, play, refused, show, win)
from game.horsefever.rules import Action
from .helpers import (AQUA_PUTRIDA, FELIX_INFERNALIS, FORTUNA_BENEVOLA, FRIZ_FINDEN,
                     FUSTIS_ET_RADIX, GLOBUS_OBSCURUS, MAGNA_VELOCITAS, ROCHELLE_RECHERCHE,
                     SERUM_MALEFICUM, STEVEN_STING, VENENUM_VENEFICUM, XIII)


def lineup(card, horse):
    return Action("lineup", card=card, horse=horse)


def lineup_race(horses: dict[str, int], cards=(), movement=(), dice=(), n=2,
                until="dutch_auction", **kw):
    """Seat 0 owns the stables in ``horses`` and lines up those Horse cards; it also holds
    the action cards ``cards`` [(card, lane)] and plays them in order. The race turns
    ``movement`` first and rolls ``dice`` first. Returns (game, events) at ``until``."""
    game = board_game(n, stables={0: list(horses)}, horses={0: list(horses.values())},
                      hands={0: [c for c, _ in cards]}, **kw)
    force_race(game, movement, dice)
    events = autoplay(game, until="lineup")
    for colour, card in horses.items():
        events += act(game, 0, lineup(card, colour), "lineup")
    if cards:
        events += autoplay(game, until="fix")
        for card, lane in cards:
            events += act(game, 0, play(card, lane), "fix")
    events += autoplay(game, until=until)
    return game, events


def moves(events, unit):
    return one(events, "movement", unit=unit)["moves"]


def positions(events, unit):
    return one(events, "sprint", unit=unit)["positions"]


# ---- the starting lineup -----------------------------------------------------------------

def test_starting_lineup_on_owned_stables_one_card_per_lane_cards_back_at_round_end():
    game = board_game(3, stables={0: ["red", "yellow"], 2: ["white"]},
                      horses={0: [THE_FURY, VARONNE, NAPOLEON], 1: [COSTANTINO],
                              2: [BOSSON]})
    autoplay(game, until="lineup")
    d = game.decision()
    assert (d.seat, d.options) == (0, {"cards": [THE_FURY, VARONNE, NAPOLEON],
                                       "horses": ["red", "yellow"]})
    refused(game, lineup(THE_FURY, "blue"), "Starting Lineup", "a stable you own")
    refused(game, lineup(COSTANTINO, "red"), "Starting Lineup", "one of your Horse cards")
    ev = act(game, 0, lineup(THE_FURY, "red"))
    assert one(ev, "lineup")["card"] == THE_FURY
    # One Horse card per lane: red is taken.
    assert game.decision().options == {"cards": [VARONNE, NAPOLEON], "horses": ["yellow"]}
    refused(game, lineup(VARONNE, "red"), "Starting Lineup")
    act(game, 0, lineup(VARONNE, "yellow"))
    # Seat 0 has a Horse card left but no free stable; seat 1 owns no stable: neither is
    # asked. Seat 2 may pass and keep Bosson.
    d = game.decision()
    assert (d.seat, d.kind, d.can_pass) == (2, "lineup", True)
    act(game, 2, PASS)
    assert game.decision().kind == "first_bet"
    s = game.state
    assert s.lineup == {"red": {"seat": 0, "card": THE_FURY},
                        "yellow": {"seat": 0, "card": VARONNE}}
    assert s.players[0].horses == [NAPOLEON] and s.players[2].horses == [BOSSON]
    assert game.view(1)["board"]["lineup"] == s.lineup  # face up for everybody
    check_cards(game)
    events = autoplay(game, next_round=True)
    assert [(e["seat"], e["horse"], e["card"]) for e in named(events, "horse_returned")] == [
        (0, "red", THE_FURY), (0, "yellow", VARONNE)]
    assert sorted(s.players[0].horses) == [NAPOLEON, THE_FURY, VARONNE] and s.lineup == {}
    check_cards(game)


# ---- Horse cards in the race ---------------------------------------------------------

def test_start_horse_cards_the_fury_varonne_bosson():
    # Card 13 at the start: 2 2 3 3 2 2. The Fury (white): exactly 4; Varonne (yellow): 2+2;
    # Bosson (red): 0. Bosson's owner also gets 600 D at Payoffs.
    game, ev = lineup_race({"white": THE_FURY, "yellow": VARONNE, "red": BOSSON},
                           movement=[13], dice=[["black", "black"]])
    assert moves(ev, 1) == {"black": 2, "blue": 2, "green": 3, "red": 0, "yellow": 4,
                            "white": 4}
    assert positions(ev, 1) == {"black": 3, "blue": 2, "green": 3, "red": 0, "yellow": 4,
                                "white": 4}
    money = one(ev, "payout", reason="horse_money")
    assert (money["seat"], money["danari"], money["card"], money["horse"]) == (
        0, 600, BOSSON, "red")


def test_an_action_card_overrules_a_start_horse_card():
    # Globus Obscurus on The Fury: 0 (not 4). Aqua Putrida on Varonne: 2-1 = 1 (Varonne's
    # +2 no longer counts). Magna Velocitas on Bosson: 4 (not 0). Only the start symbol is
    # overruled: Bosson's 600 D at Payoffs is not a start effect and is still paid.
    game, ev = lineup_race({"white": THE_FURY, "yellow": VARONNE, "red": BOSSON},
                           cards=[(GLOBUS_OBSCURUS, "white"), (AQUA_PUTRIDA, "yellow"),
                                  (MAGNA_VELOCITAS, "red")],
                           movement=[13], dice=[["black", "black"]])
    assert moves(ev, 1) == {"black": 2, "blue": 2, "green": 3, "red": 4, "yellow": 1,
                            "white": 0}
    assert payouts(ev, "horse_money") == [(0, 600, 0)]


@pytest.mark.parametrize("card,sprint", [(None, 2), (VENENUM_VENEFICUM, 0),
                                         (SERUM_MALEFICUM, 0)])
def test_costantino_sprints_two_unless_a_sprint_action_card_overrules(card, sprint):
    # Costantino on green (card 13: 3 squares). Venenum Veneficum overrules it: 1-1 = 0,
    # not 2-1 = 1; Serum Maleficum: no sprint.
    cards = [(card, "green")] if card else []
    game, ev = lineup_race({"green": COSTANTINO}, cards=cards, movement=[13],
                           dice=[["green", "green"]])
    assert one(ev, "sprint", unit=1)["moves"] == {"green": sprint}
    assert positions(ev, 1)["green"] == 3 + sprint


@pytest.mark.parametrize("card,move", [(None, 6), (XIII, 1), (FUSTIS_ET_RADIX, 5)])
def test_la_longue_carabine_three_more_at_the_finish_line(card, move):
    # Black at 1:2 turns 17 (4), 18 (4), 16 (3): squares 4, 8, 11 (the dice show white
    # only). Card 21 (3) takes it over the line: La Longue Carabine adds 3 -> move 6, square
    # 17. XIII overrules it (stop on 12: move 1); Fustis et Radix too (+2: move 5).
    cards = [(card, "black")] if card else []
    game, ev = lineup_race({"black": LA_LONGUE_CARABINE}, cards=cards,
                           movement=[17, 18, 16, 21], dice=[["white", "white"]] * 4)
    assert [positions(ev, u)["black"] for u in (1, 2, 3)] == [4, 8, 11]
    assert moves(ev, 4)["black"] == move
    assert positions(ev, 4)["black"] == 11 + move
    assert one(ev, "ranked", unit=4)["horses"] == ["black"]


@pytest.mark.parametrize("card,move", [(None, 4), (FELIX_INFERNALIS, 3)])
def test_napoleon_moves_four_when_last_but_not_at_the_start(card, move):
    # Napoléon on white. Start (card 13): white moves 2 although every horse is tied last
    # (not at the start). Dice green, red: bk2 bl2 gr4 rd4 ye2 wh2. Card 7 (2 2 3 2 2 3):
    # white is tied last -> exactly 4 instead of 3. Felix Infernalis (a first/last card)
    # overrules Napoléon: white, not first, moves its 3.
    cards = [(card, "white")] if card else []
    game, ev = lineup_race({"white": NAPOLEON}, cards=cards, movement=[13, 7],
                           dice=[["green", "red"], ["blue", "blue"]])
    assert moves(ev, 1)["white"] == 2
    assert positions(ev, 1) == {"black": 2, "blue": 2, "green": 4, "red": 4, "yellow": 2,
                                "white": 2}
    assert moves(ev, 2) == {"black": 2, "blue": 2, "green": 3, "red": 2, "yellow": 2,
                            "white": move}


@pytest.mark.parametrize("card,to,cause", [(None, 3, EL_GUAPO), (STEVEN_STING, 7, STEVEN_STING)])
def test_el_guapo_two_rows_up_unless_steven_sting_overrules(card, to, cause):
    # El Guapo on red (1:5): 2 rows up to 1:3 at the reveal. With Steven Sting on red only
    # the Action card counts: 2 rows down to 1:7.
    cards = [(card, "red")] if card else []
    game, ev = lineup_race({"red": EL_GUAPO}, cards=cards, movement=[13])
    changes = [(e["horse"], e["from"], e["to"], e["cause"]) for e in named(ev, "odds_change")]
    assert changes == [("red", 5, to, cause)]
    assert one(ev, "race_start")["odds"] == dict(LANE_ODDS, red=to)


def test_biscuit_de_mer_two_rows_down_and_600_to_its_owner():
    game, ev = lineup_race({"blue": BISCUIT_DE_MER}, movement=[13])
    assert [(e["horse"], e["from"], e["to"]) for e in named(ev, "odds_change")] == [
        ("blue", 3, 5)]
    assert one(ev, "race_start")["odds"]["blue"] == 5
    money = one(ev, "payout", reason="horse_money")
    assert (money["seat"], money["danari"], money["card"]) == (0, 600, BISCUIT_DE_MER)
    # After the star cards (none here) and before the Assistants: the Payoffs order.
    names = [e["type"] for e in ev]
    assert names.index("odds_update") > ev.index(money) > names.index("ranking")


def test_troy_copies_the_card_its_owner_chooses():
    # Troy on yellow, The Fury on white, Biscuit De Mer on red (1:5 -> 1:7 at the reveal).
    game, ev = lineup_race({"yellow": TROY, "white": THE_FURY, "red": BISCUIT_DE_MER},
                           until="troy_copy", movement=[13], dice=[["black", "black"]])
    d = game.decision()
    assert (d.seat, d.options) == (0, {"horse": "yellow", "cards": [THE_FURY,
                                                                    BISCUIT_DE_MER]})
    refused(game, Action("copy", card=TROY), "Troy")
    ev = act(game, 0, Action("copy", card=THE_FURY))
    e = one(ev, "horse_copy")
    assert (e["seat"], e["horse"], e["card"], e["copied"]) == (0, "yellow", TROY, THE_FURY)
    ev += autoplay(game, until="dutch_auction")
    # Card 13 at the start: yellow (Troy as The Fury) 4, white (The Fury) 4, red at 1:7: 2.
    assert moves(ev, 1) == {"black": 2, "blue": 2, "green": 3, "red": 2, "yellow": 4,
                            "white": 4}
    assert payouts(ev, "horse_money") == [(0, 600, 0)]  # Biscuit De Mer only


def test_troy_copying_biscuit_de_mer_gets_its_odds_and_its_money():
    game, ev = lineup_race({"yellow": TROY, "white": THE_FURY, "red": BISCUIT_DE_MER},
                           until="troy_copy", movement=[13])
    ev = act(game, 0, Action("copy", card=BISCUIT_DE_MER))
    ev += autoplay(game, until="dutch_auction")
    assert [(e["horse"], e["from"], e["to"], e["cause"]) for e in named(ev, "odds_change")] \
        == [("red", 5, 7, BISCUIT_DE_MER), ("yellow", 6, 7, TROY)]
    assert [(e["horse"], e["card"], e["danari"]) for e in named(ev, "payout",
                                                                reason="horse_money")] == [
        ("red", BISCUIT_DE_MER, 600), ("yellow", TROY, 600)]


def test_troy_with_one_other_card_copies_it_without_asking():
    game, ev = lineup_race({"yellow": TROY, "green": COSTANTINO}, movement=[13],
                           dice=[["yellow", "green"]])
    assert one(ev, "horse_copy")["copied"] == COSTANTINO
    assert not named(ev, "troy_copy")
    assert one(ev, "sprint", unit=1)["moves"] == {"yellow": 2, "green": 2}


def test_troy_alone_copies_nothing():
    game, ev = lineup_race({"yellow": TROY}, movement=[13], dice=[["yellow", "yellow"]])
    assert not named(ev, "horse_copy")
    assert moves(ev, 1)["yellow"] == 2 and one(ev, "sprint", unit=1)["moves"] == {"yellow": 1}


# ---- Assistants at Payoffs (RACE_A, three players, nobody's bet wins) -------------------
# Each seat: 3000 + 800 (two passes) - 100 (a lost first bet) = 3700 D before the
# Assistants, who act clockwise from the first player (seat 0).

def assistant_round(assistants, n=3, bets=None, **kw):
    game = board_game(n, assistants=assistants, **kw)
    force_race(game)
    events = autoplay(game, until=("dutch_auction", "cedric_copy"), bets=bets)
    assert one(events, "ranking")["order"] == RACE_A_RANKING
    return game, events


def test_daniel_jackson_300_each_payoffs():
    game, ev = assistant_round({1: [DANIEL_JACKSON]})
    assert payouts(ev, "assistant") == [(1, 300, 0)]
    assert balances(game) == [(3700, 1), (4000, 1), (3700, 1)]


def test_didier_addition_400_when_none_of_his_bets_won():
    game, ev = assistant_round({0: [DIDIER_ADDITION]})
    assert payouts(ev, "assistant") == [(0, 400, 0)]
    assert balances(game)[0] == (4100, 1)
    # A winning show bet on black (2nd): 200 D and 1 VP, and no Didier money.
    game, ev = assistant_round({0: [DIDIER_ADDITION]}, bets={0: show("black", 100)})
    assert payouts(ev, "assistant") == []
    assert balances(game)[0] == (3000 + 800 - 100 + 200, 2) == (3900, 2)


def test_brian_o_fist_takes_200_from_the_player_to_his_left():
    game, ev = assistant_round({0: [BRIAN_O_FIST]})
    taken = one(ev, "payment", reason="assistant_taken")
    assert (taken["seat"], taken["danari"], taken["to"]) == (1, -200, 0)
    assert one(ev, "payout", reason="assistant")["source"] == 1
    assert balances(game) == [(3900, 1), (3500, 1), (3700, 1)]


def test_pedro_pugnos_takes_200_from_the_player_to_his_right():
    game, ev = assistant_round({0: [PEDRO_PUGNOS]})
    assert one(ev, "payment", reason="assistant_taken")["seat"] == 2
    assert balances(game) == [(3900, 1), (3700, 1), (3500, 1)]


def test_pedro_pugnos_victim_who_cannot_pay_loses_2_vp_instead():
    # Seat 2 (3 VP tokens) stakes all its 3800 D on a loser: 0 D at Payoffs. It loses 2 VP
    # tokens instead of paying; Pedro gets nothing.
    game, ev = assistant_round({0: [PEDRO_PUGNOS]}, vp_tokens={2: 3},
                               bets={2: win("yellow", 3800)})
    pen = one(ev, "bet_penalty", seat=2)
    assert (pen["vp_lost"], pen["eliminated"], pen["reason"]) == (2, False, "assistant_taken")
    assert payouts(ev, "assistant") == []
    assert balances(game) == [(3700, 1), (3700, 1), (0, 1)]


def test_cedric_copieur_chooses_which_assistant_to_copy():
    # Seat 0 Cédric, seat 1 Daniel Jackson, seat 2 Brian O'Fist. Cédric copies Brian: seat 0
    # takes 200 from its left (seat 1). Then Daniel pays seat 1 300, and Brian takes 200
    # from seat 2's left (seat 0).
    game, ev = assistant_round({0: [CEDRIC_COPIEUR], 1: [DANIEL_JACKSON], 2: [BRIAN_O_FIST]})
    d = game.decision()
    assert (d.seat, d.kind, d.options) == (0, "cedric_copy", {"cards": [BRIAN_O_FIST,
                                                                       DANIEL_JACKSON]})
    refused(game, Action("copy", card=CEDRIC_COPIEUR), "Cédric Copieur")
    ev = act(game, 0, Action("copy", card=BRIAN_O_FIST))
    e = one(ev, "assistant_copy")
    assert (e["seat"], e["card"], e["copied"]) == (0, CEDRIC_COPIEUR, BRIAN_O_FIST)
    assert [(p["seat"], p["danari"]) for p in named(ev, "payout", reason="assistant")] == [
        (0, 200), (1, 300), (2, 200)]
    assert balances(game) == [(3700 + 200 - 200, 1), (3700 - 200 + 300, 1), (3700 + 200, 1)]


def test_cedric_copieur_with_one_assistant_to_copy_does_not_ask():
    game, ev = assistant_round({0: [CEDRIC_COPIEUR], 1: [DANIEL_JACKSON]})
    assert game.decision().kind == "dutch_auction"
    assert one(ev, "assistant_copy")["copied"] == DANIEL_JACKSON
    assert balances(game) == [(4000, 1), (4000, 1), (3700, 1)]


# ---- star characters -------------------------------------------------------------------

def test_antonio_vesuvio_third_bet_right_after_his_second():
    # Three players: second bets go seat 2, seat 1, seat 0. Antonio (seat 1) bets again at
    # once. Show black (2nd) and show green (1st) both win: 200 D + 1 VP each.
    game = board_game(3, stars=True, characters={1: "Antonio Vesuvio"})
    force_race(game)
    autoplay(game, until="second_bet")
    act(game, 2, PASS, "second_bet")
    act(game, 1, show("black", 100), "second_bet")
    d = game.decision()
    assert (d.seat, d.options["which"], d.can_pass) == (1, "third", True)
    act(game, 1, show("green", 100))
    assert (game.decision().seat, game.decision().options["which"]) == (0, "second")
    ev = autoplay(game, until="dutch_auction")
    assert payouts(ev) == [(1, "show_bet", 200, 1), (1, "show_bet", 200, 1)]
    assert balances(game)[1] == (3000 + 800 - 300 + 400, 3) == (3900, 3)


def test_miss_paris_show_bets_win_on_fourth_place_too():
    # White is 4th in RACE_A. Miss Paris (seat 1) wins 2 x 100 and 1 VP; Oliver Oil (seat 2,
    # no ability) loses the same bet.
    game = board_game(3, stars=True, characters={1: "Miss Paris"})
    force_race(game)
    autoplay(game, until="second_bet")
    act(game, 2, show("white", 100))
    act(game, 1, show("white", 100))
    ev = autoplay(game, until="dutch_auction")
    assert payouts(ev) == [(1, "show_bet", 200, 1)]
    lost = [(e["seat"], e["horse"], e["place"]) for e in named(ev, "bet_lost")]
    assert (2, "white", 4) in lost
    assert balances(game) == [(3700, 1), (3800, 2), (3600, 1)]


@pytest.mark.parametrize("action,odds", [(Action("odds_move", horse="black", value=2),
                                          dict(LANE_ODDS, black=4)),
                                         (Action("odds_move", horse="blue", value=-2),
                                          dict(LANE_ODDS, blue=2)),
                                         (Action("odds_move", horse="white", value=2),
                                          LANE_ODDS),
                                         (PASS, LANE_ODDS)])
def test_eric_change_moves_one_stable_two_rows_at_the_reveal(action, odds):
    game = board_game(2, stars=True, characters={1: "Eric Change"})
    autoplay(game, until="eric_odds")
    d = game.decision()
    assert (d.seat, d.options["rows"], d.can_pass) == (1, [-2, 2], True)
    refused(game, Action("odds_move", horse="black", value=1), "Eric Change")
    ev = act(game, 1, action)
    moved = named(ev, "odds_move")
    if action.type == "pass":
        assert not moved
    else:
        assert (moved[0]["horse"], moved[0]["to"]) == (action.horse, odds[action.horse])
    assert one(ev, "race_start")["odds"] == odds
    assert game.state.board.get("eric_done")
    assert not any(e["type"] == "odds_move" for e in autoplay(game, until="dutch_auction"))


def test_oliver_oil_has_no_ability():
    game = board_game(2, stars=True)  # both Oliver Oil
    assert game.decision().options["allowed"]["actions"] == 400
    force_race(game)
    events = autoplay(game, until="second_bet")
    act(game, 1, show("white", 100))  # 4th: loses
    assert game.decision().seat == 0  # no third bet
    events += act(game, 0, PASS)
    events += autoplay(game, until="dutch_auction")
    assert not named(events, "odds_move") and one(events, "bet_lost", horse="white")
    assert game.state.players[0].danari == 3700


# ---- star action cards -----------------------------------------------------------------

def test_star_action_cards_reward_and_punish_winning_bettors_once():
    # Four players, RACE_A (green 1st, black 2nd). On green: Pecunia Non Olet, Boss, Friz
    # Finden, Rochelle Recherche (no red or green card to discard). On black: Armand Amende,
    # Boss!!!, and the letter-B pair Fortuna Benevola / Aqua Putrida, which cancel each
    # other (the star cards stay: they have no letter and are grey).
    game = board_game(4, stars=True,
                      hands={0: [PECUNIA_NON_OLET, BOSS, FRIZ_FINDEN, ROCHELLE_RECHERCHE],
                             1: [ARMAND_AMENDE, BOSS_BANG, FORTUNA_BENEVOLA, AQUA_PUTRIDA]})
    force_race(game)
    bets = {0: win("green", 100), 1: show("black", 100), 2: win("blue", 100),
            3: win("yellow", 100), (2, "second"): show("green", 100),
            (0, "second"): show("green", 100)}
    ev = autoplay(game, until="fix", bets=bets)
    for g, b in zip([PECUNIA_NON_OLET, BOSS, FRIZ_FINDEN, ROCHELLE_RECHERCHE],
                    [ARMAND_AMENDE, BOSS_BANG, FORTUNA_BENEVOLA, AQUA_PUTRIDA]):
        ev += act(game, 0, play(g, "green"))
        ev += act(game, 1, play(b, "black"))
    ev += autoplay(game, until="dutch_auction", bets=bets)
    assert sorted(e["card"] for e in named(ev, "action_discarded")) == [FORTUNA_BENEVOLA,
                                                                       AQUA_PUTRIDA]
    assert one(ev, "ranking")["order"] == RACE_A_RANKING
    stars = [(e["seat"], e["card"], e.get("danari"), e.get("vp"))
             for e in ev if e.get("reason") == "star_card"]
    assert stars == [(1, ARMAND_AMENDE, -400, None), (1, BOSS_BANG, None, -1),
                     (0, PECUNIA_NON_OLET, 400, 0), (2, PECUNIA_NON_OLET, 400, 0),
                     (0, BOSS, 0, 1), (2, BOSS, 0, 1)]
    # Seat 0: 3800 - 200 staked; win green 100 x 4 = 400 + 3 VP; show green 200 + 1 VP;
    #   Pecunia +400 and Boss +1 VP once, although two of its bets won on green.
    # Seat 1: 3800 - 100; show black 200 + 1 VP; Armand -400; Boss!!! -1 VP.
    # Seat 2: 3800 - 200; win blue lost; show green 200 + 1 VP; Pecunia +400, Boss +1 VP.
    # Seat 3: 3800 - 100, lost; no card on yellow.
    assert balances(game) == [(3600 + 400 + 200 + 400, 1 + 3 + 1 + 1),
                              (3700 + 200 - 400, 1 + 1 - 1),
                              (3600 + 200 + 400, 1 + 1 + 1),
                              (3700, 1)]
