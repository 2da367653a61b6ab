"""The rulings' card combinations and race details (shared/reference/rulings.md).

Odds are LANE_ODDS unless said (black 1:2, blue 1:3, green 1:4, red 1:5, yellow 1:6,
white 1:7): a movement card's values (columns 1:2 .. 1:7) are then the moves of the lanes
black, blue, green, red, yellow, white ("bk bl gr rd ye wh"). Finish line: square 12.
"""
from __future__ import annotations

import pytest

from .helpers import (ALL_EVEN_RACE, AQUA_PUTRIDA, ALFIO_ALLIBRATORE, FELIX_INFERNALIS,
                     FLAGELLUM_FULGURIS, FORTUNA_BENEVOLA, FRIZ_FINDEN, FUSTIS_ET_RADIX,
                     GLOBUS_OBSCURUS, HERBA_MAGICA, IN_IGNI_VERITAS, LANE_ODDS,
                     MAGNA_VELOCITAS, MALA_TEMPORA, ROCHELLE_RECHERCHE, SERUM_MALEFICUM,
                     STEVEN_STING, VENENUM_VENEFICUM, VIGOR_FERREUM, XIII, bet, movement,
                     named, one, payouts, photo_pick, play_round, play_to_race, ranking,
                     setup_game, sprint)

BETS = [bet("black", "show", 100), bet("blue", "show", 100)]


def lanes(bk, bl, gr, rd, ye, wh):
    return dict(black=bk, blue=bl, green=gr, red=rd, yellow=ye, white=wh)


def race(cards, hands, movement_cards, dice, odds=LANE_ODDS, first=BETS, full=False,
         players=2, first_player=0, photo=()):
    game = setup_game(players, odds=odds, hands=hands, movement=movement_cards, dice=dice,
                      first_player=first_player)
    if full:
        return game, play_round(game, first=first, cards=cards, photo=photo)
    return game, play_to_race(game, first=first, cards=cards)


def discards(events):
    return {(e["horse"], e["card"], e["reason"]) for e in named(events, "action_discarded")}


# ---- the reveal -------------------------------------------------------------------------

@pytest.mark.parametrize("letter, green, red", [
    ("A", MAGNA_VELOCITAS, GLOBUS_OBSCURUS), ("B", FORTUNA_BENEVOLA, AQUA_PUTRIDA),
    ("C", FLAGELLUM_FULGURIS, SERUM_MALEFICUM), ("D", HERBA_MAGICA, VENENUM_VENEFICUM),
    ("E", FUSTIS_ET_RADIX, XIII), ("F", IN_IGNI_VERITAS, MALA_TEMPORA),
    ("G", VIGOR_FERREUM, FELIX_INFERNALIS)])
def test_a_letter_pair_on_one_horse_cancels(letter, green, red):
    game, events = race([(green, "red"), (red, "red")], {0: [green], 1: [red]}, [5],
                        [["black", "black"]])
    names = {c: game.state.data.action(c).name for c in (green, red)}
    assert discards(events) == {
        ("red", green, f"letter {letter}: cancelled by {names[red]}"),
        ("red", red, f"letter {letter}: cancelled by {names[green]}")}
    assert one(events, "race_start")  # the race ran with no card left on red


def test_cancelled_start_cards_have_no_effect():
    # Magna Velocitas + Globus Obscurus on black cancel: unit 1, card 5 (2 2 2 2 3 3):
    # black moves the card's 2 (neither exactly 4 nor 0).
    _, events = race([(MAGNA_VELOCITAS, "black"), (GLOBUS_OBSCURUS, "black")],
                     {0: [MAGNA_VELOCITAS], 1: [GLOBUS_OBSCURUS]}, [5], [["white", "white"]])
    assert movement(events, 1)["moves"] == lanes(2, 2, 2, 2, 3, 3)


def test_same_letter_on_different_horses_does_not_cancel():
    # Magna on black, Globus on blue. Card 5: black exactly 4, blue 0.
    _, events = race([(MAGNA_VELOCITAS, "black"), (GLOBUS_OBSCURUS, "blue")],
                     {0: [MAGNA_VELOCITAS], 1: [GLOBUS_OBSCURUS]}, [5], [["white", "white"]])
    assert not named(events, "action_discarded")
    assert movement(events, 1)["moves"] == lanes(4, 0, 2, 2, 3, 3)


def test_friz_and_rochelle_together_both_discard():
    # Black: Fortuna Benevola (green), Globus Obscurus (red), Friz Finden, Rochelle
    # Recherche. Friz discards Globus, Rochelle discards Fortuna; the two grey cards stay.
    # Card 5: black moves the card's 2.
    game, events = race([(FORTUNA_BENEVOLA, "black"), (GLOBUS_OBSCURUS, "black"),
                         (FRIZ_FINDEN, "black"), (ROCHELLE_RECHERCHE, "black")],
                        {0: [FORTUNA_BENEVOLA, FRIZ_FINDEN],
                         1: [GLOBUS_OBSCURUS, ROCHELLE_RECHERCHE]}, [5], [["white", "white"]])
    assert discards(events) == {("black", GLOBUS_OBSCURUS, "Friz Finden"),
                                ("black", FORTUNA_BENEVOLA, "Rochelle Recherche")}
    assert movement(events, 1)["moves"] == lanes(2, 2, 2, 2, 3, 3)


def test_friz_removes_the_red_card_before_its_letter_pair_cancels():
    # Black: Magna Velocitas (green A), Globus Obscurus (red A), Friz Finden. Friz discards
    # Globus first, so Magna has no pair left and acts: card 5, black exactly 4.
    _, events = race([(MAGNA_VELOCITAS, "black"), (GLOBUS_OBSCURUS, "black"),
                      (FRIZ_FINDEN, "black")],
                     {0: [MAGNA_VELOCITAS, FRIZ_FINDEN], 1: [GLOBUS_OBSCURUS]}, [5],
                     [["white", "white"]])
    assert discards(events) == {("black", GLOBUS_OBSCURUS, "Friz Finden")}
    assert movement(events, 1)["moves"] == lanes(4, 2, 2, 2, 3, 3)


def test_rochelle_removes_the_green_card_before_its_letter_pair_cancels():
    # Same with Rochelle Recherche: Magna is discarded, Globus acts: black 0.
    _, events = race([(MAGNA_VELOCITAS, "black"), (GLOBUS_OBSCURUS, "black"),
                      (ROCHELLE_RECHERCHE, "black")],
                     {0: [MAGNA_VELOCITAS, ROCHELLE_RECHERCHE], 1: [GLOBUS_OBSCURUS]}, [5],
                     [["white", "white"]])
    assert discards(events) == {("black", MAGNA_VELOCITAS, "Rochelle Recherche")}
    assert movement(events, 1)["moves"] == lanes(0, 2, 2, 2, 3, 3)


def test_friz_on_another_horse_does_not_help():
    # Friz on blue, Globus on black: Globus still acts. Card 5: black 0.
    _, events = race([(GLOBUS_OBSCURUS, "black"), (FRIZ_FINDEN, "blue")],
                     {0: [GLOBUS_OBSCURUS], 1: [FRIZ_FINDEN]}, [5], [["white", "white"]])
    assert not named(events, "action_discarded")
    assert movement(events, 1)["moves"] == lanes(0, 2, 2, 2, 3, 3)


def test_alfio_and_sting_stop_at_the_end_rows_and_apply_in_lane_order():
    # Sting on yellow (1:6): 2 rows down stops at 1:7. Alfio on blue (1:3): 2 rows up stops
    # at 1:2. Played yellow first, they apply in lane order: blue (lane 2) then yellow (5).
    # Card 18 (4 2 2 2 2 0): blue at 1:2 moves 4, yellow at 1:7 moves 0.
    _, events = race([(STEVEN_STING, "yellow"), (ALFIO_ALLIBRATORE, "blue")],
                     {0: [STEVEN_STING], 1: [ALFIO_ALLIBRATORE]}, [18], [["white", "white"]])
    assert [(e["horse"], e["from"], e["to"]) for e in named(events, "odds_change")] == [
        ("blue", 3, 2), ("yellow", 6, 7)]
    assert one(events, "race_start")["odds"] == dict(LANE_ODDS, blue=2, yellow=7)
    assert movement(events, 1)["moves"] == lanes(4, 4, 2, 2, 0, 0)


def test_alfio_then_sting_on_one_horse_apply_in_play_order():
    # rulings.md does not order two odds cards on the same horse; the engine applies them in
    # play order (family/reveal.py, _reveal_odds). Blue 1:3: Alfio -> 1:2 (stops at the top
    # row), then Sting -> 1:4. Card 17 (4 3 2 2 2 2): blue at 1:4 moves 2.
    _, events = race([(ALFIO_ALLIBRATORE, "blue"), (STEVEN_STING, "blue")],
                     {0: [ALFIO_ALLIBRATORE], 1: [STEVEN_STING]}, [17], [["white", "white"]])
    assert [(e["horse"], e["from"], e["to"]) for e in named(events, "odds_change")] == [
        ("blue", 3, 2), ("blue", 2, 4)]
    assert movement(events, 1)["moves"] == lanes(4, 2, 2, 2, 2, 2)


# ---- start, sprint and finish-line combinations ---------------------------------------

@pytest.mark.parametrize("set_card, add_card, expected", [
    (GLOBUS_OBSCURUS, FORTUNA_BENEVOLA, 0 + 1),   # set 0, then +1
    (MAGNA_VELOCITAS, AQUA_PUTRIDA, 4 - 1),       # set 4, then -1
    (GLOBUS_OBSCURUS, AQUA_PUTRIDA, 0),           # set 0, then -1, never below 0
    (MAGNA_VELOCITAS, FORTUNA_BENEVOLA, 4 + 1),   # set 4, then +1
])
def test_start_cards_set_then_add(set_card, add_card, expected):
    # Both cards on white (1:7). Card 18 (4 2 2 2 2 0): white's printed value is 0. The
    # add card is played first to show the order of play does not matter.
    _, events = race([(add_card, "white"), (set_card, "white")],
                     {0: [add_card], 1: [set_card]}, [18], [["black", "black"]])
    assert not named(events, "action_discarded")
    assert movement(events, 1)["moves"]["white"] == expected


def test_friz_keeps_the_add_card_when_it_discards_the_set_card():
    # White: Globus (red) + Fortuna (green) + Friz: Globus gone; card 18: 0 + 1 = 1.
    # (Same result as set-then-add here, so use card 17: white's value 2, + 1 = 3.)
    _, events = race([(GLOBUS_OBSCURUS, "white"), (FORTUNA_BENEVOLA, "white"),
                      (FRIZ_FINDEN, "white")],
                     {0: [GLOBUS_OBSCURUS, FRIZ_FINDEN], 1: [FORTUNA_BENEVOLA]}, [17],
                     [["black", "black"]])
    assert movement(events, 1)["moves"]["white"] == 3


@pytest.mark.parametrize("cards, length", [
    ((HERBA_MAGICA, FLAGELLUM_FULGURIS), 2 + 1),     # Herba sets 2, Flagellum adds 1
    ((FLAGELLUM_FULGURIS, HERBA_MAGICA), 2 + 1),     # whatever the order of play
    ((FLAGELLUM_FULGURIS, VENENUM_VENEFICUM), 1),    # 1 + 1 - 1
    ((HERBA_MAGICA, SERUM_MALEFICUM), 0),            # Serum: never sprints
])
def test_sprint_combinations(cards, length):
    # Both cards on red. Unit 1, card 17: rd 2; dice red, red: one sprint of ``length``.
    _, events = race([(cards[0], "red"), (cards[1], "red")], {0: [cards[0]], 1: [cards[1]]},
                     [17], [["red", "red"]])
    assert not named(events, "action_discarded")
    assert sprint(events, 1)["positions"]["red"] == 2 + length


def test_double_dice_of_one_colour_give_one_sprint():
    # Unit 1, card 17: bk4 bl3 gr2 rd2 ye2 wh2; dice red, red -> red 3 (one sprint only).
    _, events = race([], {}, [17], [["red", "red"]])
    assert sprint(events, 1)["moves"] == {"red": 1}
    assert sprint(events, 1)["positions"] == lanes(4, 3, 2, 3, 2, 2)


# Black alone towards the line (dice never show black before unit 4):
#   unit card values          dice            squares after the sprint
#   1    17   4 3 2 2 2 2     white, white    bk4  bl3  gr2  rd2  ye2  wh3
#   2    18   4 2 2 2 2 0     white, white    bk8  bl5  gr4  rd4  ye4  wh4
#   3    16   3 3 2 2 2 2     white, white    bk11 bl8  gr6  rd6  ye6  wh7
#   4     1   3 3 2 2 2 2     (see the tests): black's move 11 + 3 reaches the line
BLACK_TO_LINE = [17, 18, 16, 1]


def test_xiii_then_herba_sprint():
    # XIII (red E) and Herba Magica (green D) on black do not cancel. Unit 4: black stops
    # on 12; dice black, white: Herba's sprint of 2 -> 14; white 7 + 2 + 1 = 10.
    _, events = race([(XIII, "black"), (HERBA_MAGICA, "black")],
                     {0: [XIII], 1: [HERBA_MAGICA]}, BLACK_TO_LINE,
                     [["white", "white"]] * 3 + [["black", "white"]])
    assert movement(events, 4)["positions"]["black"] == 12
    assert sprint(events, 4)["positions"] == lanes(14, 11, 8, 8, 8, 10)


def test_fustis_then_sprint():
    # Fustis et Radix on black. Unit 4: 11 + 3 + 2 = 16; dice black, black: + 1 = 17.
    _, events = race([(FUSTIS_ET_RADIX, "black")], {0: [FUSTIS_ET_RADIX]}, BLACK_TO_LINE,
                     [["white", "white"]] * 3 + [["black", "black"]])
    assert movement(events, 4)["positions"]["black"] == 16
    assert sprint(events, 4)["positions"]["black"] == 17


def test_dice_showing_a_ranked_horse_do_nothing():
    # No cards. Unit 4 (card 1, dice white, white): bk14 bl11 gr8 rd8 ye8 wh10 -> black
    # ranked 1st. Unit 5, card 12 (3 2 2 2 2 3): bl13 gr10 rd10 ye10 wh13; dice black,
    # black: black is ranked, nobody sprints. Blue and white are 1 beyond: blue (1:3)
    # before white (1:7): 2nd and 3rd.
    _, events = race([], {}, BLACK_TO_LINE + [12], [["white", "white"]] * 4
                     + [["black", "black"]])
    assert sprint(events, 4)["positions"] == lanes(14, 11, 8, 8, 8, 10)
    assert sprint(events, 5)["moves"] == {}
    assert sprint(events, 5)["positions"] == lanes(14, 13, 10, 10, 10, 13)
    ranked = one(events, "ranked", unit=5)
    assert (ranked["horses"], ranked["places"]) == (["blue", "white"], [2, 3])


# Blue and green reach square 12 together in unit 5 (odds LANE_ODDS):
#   unit card values          dice            squares after the sprint
#   1    23   2 4 2 2 0 2     red, red        bk2  bl4  gr2  rd3  ye0  wh2
#   2    19   2 2 2 2 1 0     white, white    bk4  bl6  gr4  rd5  ye1  wh3
#   3    20   2 2 2 2 1 1     yellow, yellow  bk6  bl8  gr6  rd7  ye3  wh4
#   4    22   2 2 3 1 2 2     red, red        bk8  bl10 gr9  rd9  ye5  wh6
#   5     7   2 2 3 2 2 3     (dice: see the test) after the move bl12 gr12
TIE_CARDS = [23, 19, 20, 22, 7]
TIE_DICE = [["red", "red"], ["white", "white"], ["yellow", "yellow"], ["red", "red"]]


def test_a_horse_that_just_reached_the_line_still_sprints():
    # Unit 5 dice green, white: green, on the line after the card's move, sprints to 13
    # and finishes before blue (12) although blue has the better odds; no photo finish.
    _, events = race([], {}, TIE_CARDS, TIE_DICE + [["green", "white"]])
    assert movement(events, 5)["positions"] == lanes(10, 12, 12, 11, 7, 9)
    assert sprint(events, 5)["positions"] == lanes(10, 12, 13, 11, 7, 10)
    first = named(events, "ranked")[0]
    assert (first["unit"], first["horses"], first["photo_finish"]) == (5, ["green", "blue"],
                                                                       False)
    assert not named(events, "photo_finish", unit=5)


def test_in_igni_veritas_and_mala_tempora_in_one_photo():
    # Unit 5 dice white, white: blue and green tie on 12. In Igni Veritas on green and
    # Mala Tempora on blue (different horses: no cancel): green first anyway.
    _, events = race([(IN_IGNI_VERITAS, "green"), (MALA_TEMPORA, "blue")],
                     {0: [IN_IGNI_VERITAS], 1: [MALA_TEMPORA]}, TIE_CARDS,
                     TIE_DICE + [["white", "white"]])
    assert named(events, "ranked")[0]["horses"] == ["green", "blue"]


# ---- first and last ----------------------------------------------------------------------

def test_first_and_last_use_the_squares_before_the_cards_move():
    # Vigor Ferreum on white.
    # Unit 1, card 18 (4 2 2 2 2 0): bk4 bl2 gr2 rd2 ye2 wh0; dice yellow -> ye3.
    # Unit 2, card 23 (2 4 2 2 0 2): before the move white (0) is last -> exactly 4:
    #   bk6 bl6 gr4 rd4 ye3 wh4; dice black -> bk7.
    # Unit 3, card 19 (2 2 2 2 1 0): before the move yellow (3) is last, white (4) is not:
    #   white moves the card's 0 (even though after this move it is tied last with yellow
    #   on 4: bk9 bl8 gr6 rd6 ye4 wh4).
    _, events = race([(VIGOR_FERREUM, "white")], {0: [VIGOR_FERREUM]}, [18, 23, 19],
                     [["yellow", "yellow"], ["black", "black"], ["white", "white"]])
    assert movement(events, 2)["moves"] == lanes(2, 4, 2, 2, 0, 4)
    assert movement(events, 3)["moves"] == lanes(2, 2, 2, 2, 1, 0)
    assert movement(events, 3)["positions"] == lanes(9, 8, 6, 6, 4, 4)


def test_a_horse_alone_on_the_track_is_neither_first_nor_last():
    # Felix Infernalis on white (odds LANE_ODDS).
    #   unit card values          dice            squares after the sprint
    #   1     3   3 2 2 3 2 2     white, white    bk3  bl2  gr2  rd3  ye2  wh3
    #   2     8   2 3 2 2 2 3     white, white    white tied first (3) -> 0:
    #                                             bk5  bl5  gr4  rd5  ye4  wh4
    #   3    23   2 4 2 2 0 2     yellow, yellow  bk7  bl9  gr6  rd7  ye5  wh6
    #   4    18   4 2 2 2 2 0     black, blue     bk12 bl12 gr8  rd9  ye7  wh6
    #        -> black and blue tie on 12: black (1:2) 1st, blue (1:3) 2nd
    #   5    14   - - 3 2 3 2     yellow, yellow  gr11 rd11 ye11 wh8
    #   6     2   - - 3 2 2 2     yellow, yellow  gr14 rd13 ye14 wh10
    #        -> green and yellow 2 beyond: green (1:4) 3rd, yellow (1:6) 4th; red 5th
    #   7     4   - - - - - 2     green, red      white alone: not first, moves 2 -> 12
    #        -> white 6th (the dice show ranked horses)
    _, events = race([(FELIX_INFERNALIS, "white")], {0: [FELIX_INFERNALIS]},
                     [3, 8, 23, 18, 14, 2, 4],
                     [["white", "white"], ["white", "white"], ["yellow", "yellow"],
                      ["black", "blue"], ["yellow", "yellow"], ["yellow", "yellow"],
                      ["green", "red"]], full=True)
    assert movement(events, 2)["moves"]["white"] == 0
    assert sprint(events, 6)["positions"] == dict(black=12, blue=12, green=14, red=13,
                                                  yellow=14, white=10)
    assert movement(events, 7)["moves"] == {"white": 2}
    assert ranking(events) == ["black", "blue", "green", "yellow", "red", "white"]
    assert one(events, "ranked", unit=7)["places"] == [6]


# ---- decks and odds ----------------------------------------------------------------------

def test_movement_deck_reshuffled_when_it_runs_out():
    # Only cards 17, 18, 16 are left in the deck; the other 20 have been turned (forced
    # into the pile of turned cards). After 3 units the deck is empty: the turned cards are
    # reshuffled into a new deck and the race goes on to its end.
    game = setup_game(odds=LANE_ODDS, dice=[["white", "white"]] * 3)
    s = game.state
    s.movement_deck = [16, 18, 17]  # 17 on top
    s.movement_used = [c for c in range(1, 24) if c not in (16, 17, 18)]
    events = play_to_race(game, first=BETS)
    kinds = [e["type"] for e in events if e["type"] in ("movement", "movement_reshuffle")]
    assert kinds[:5] == ["movement"] * 3 + ["movement_reshuffle", "movement"]
    assert [movement(events, u)["card"] for u in (1, 2, 3)] == [17, 18, 16]
    assert len(one(events, "ranking")["order"]) == 6
    # Every movement card is back in the deck for round 2.
    assert sorted(s.movement_deck) == list(range(1, 24)) and s.movement_used == []


# Alfio Allibratore on white: 1:7 -> 1:5 (sharing the row with red). Race odds:
# bk2 bl3 gr4 rd5 ye6 wh5; white and red read the 1:5 column.
#   unit card values(1:2..1:7)  dice            squares after the sprint
#   1     8   2 3 2 2 2 3       white, yellow   bk2  bl3  gr2  rd2  ye3  wh3
#   2     7   2 2 3 2 2 3       green, white    bk4  bl5  gr6  rd4  ye5  wh6
#   3     2   3 2 3 2 2 2       red, white      bk7  bl7  gr9  rd7  ye7  wh9
#   4    18   4 2 2 2 2 0       white, white    bk11 bl9  gr11 rd9  ye9  wh12 -> white 1st
#   5    21   3 2 2 2 2 1       blue, yellow    bk14 bl12 gr13 rd11 ye12
#        -> black 2nd (2 beyond), green 3rd (1), blue and yellow on 12: blue (1:3) 4th,
#           yellow (1:6) 5th
#   6    11   2 3 3 2 2 2       white, white    rd13 -> red 6th
ALFIO_RACE = dict(movement_cards=[8, 7, 2, 18, 21, 11],
                  dice=[["white", "yellow"], ["green", "white"], ["red", "white"],
                        ["white", "white"], ["blue", "yellow"], ["white", "white"]])


def test_race_odds_after_the_reveal_decide_movement_payout_and_odds_update():
    game, events = race([(ALFIO_ALLIBRATORE, "white")], {1: [ALFIO_ALLIBRATORE]},
                        **ALFIO_RACE, full=True,
                        first=[bet("white", "win", 100), bet("red", "show", 100)])
    assert one(events, "race_start")["odds"] == dict(LANE_ODDS, white=5)
    # Unit 1: white moves 2 (1:5 column of card 8), not 3 (its 1:7 column).
    assert movement(events, 1)["moves"]["white"] == 2
    # Unit 4: white moves 2 (1:5 column of card 18), not 0 (its 1:7 column).
    assert movement(events, 4)["moves"]["white"] == 2
    assert sprint(events, 4)["positions"] == lanes(11, 9, 11, 9, 9, 12)
    assert ranking(events) == ["white", "black", "green", "blue", "yellow", "red"]
    # Win bet on white at race odds 1:5: 100 x 5 = 500 D (not 700) and 3 VP; the show bet
    # on red (6th) is lost.
    assert payouts(events) == [(0, "win_bet", 500, 3)]
    # Odds update against the race rows: white p1 r4 -> 1:4 (from 1:5, not 1:7 -> 1:6);
    # black p2 r1 -> 1:3; green p3 r3 stays 1:4; blue p4 r2 -> 1:4; yellow p5 r5 stays
    # 1:6; red p6 r4 -> 1:6.
    assert game.state.odds == dict(black=3, blue=4, green=4, red=6, yellow=6, white=4)


# Photo finish for 1st place between blue and green, both at 1:3 (row 1:4 is empty).
# Odds: bk2 bl3 gr3 rd5 ye6 wh7.
#   unit card values(1:2..1:7)  dice            squares after the sprint
#   1     7   2 2 3 2 2 3       blue, red       bk2  bl3  gr2  rd3  ye2  wh3
#   2     1   3 3 2 2 2 2       red, white      bk5  bl6  gr5  rd6  ye4  wh6
#   3     9   2 3 2 2 3 2       green, yellow   bk7  bl9  gr9  rd8  ye8  wh8
#   4    23   2 4 2 2 0 2       black, yellow   bk10 bl13 gr13 rd10 ye9  wh10
#        -> blue and green 1 beyond at equal odds: the first player picks 1st
#   5    10   2 3 2 2 3 2       black, blue     bk13 rd12 ye12 wh12
#        -> black 3rd (1 beyond); red, yellow, white on 12: by odds 4th, 5th, 6th
PHOTO_FOR_FIRST = dict(odds=dict(LANE_ODDS, green=3), movement_cards=[7, 1, 9, 23, 10],
                       dice=[["blue", "red"], ["red", "white"], ["green", "yellow"],
                             ["black", "yellow"], ["black", "blue"]])


@pytest.mark.parametrize("pick, winner_seat, other, odds_after", [
    # green p1 r2 -> 1:2, blue p2 r2 stays 1:3 (and the other way round)
    ("green", 0, "blue", dict(green=2, blue=3)),
    ("blue", 1, "green", dict(blue=2, green=3)),
])
def test_photo_finish_for_first_place_decides_the_win_bet(pick, winner_seat, other,
                                                           odds_after):
    # Seat 0: 200 D to win on green; seat 1: 300 D to win on blue. Both at 1:3: the winner
    # gets stake x 3 and 3 VP. The first player is seat 1.
    stake = {0: 200, 1: 300}
    game, events = race([], {}, **PHOTO_FOR_FIRST, full=True, first_player=1,
                        first=[bet("blue", "win", 300), bet("green", "win", 200)],
                        photo=[pick])
    assert sprint(events, 4)["positions"] == lanes(10, 13, 13, 10, 9, 10)
    assert one(events, "photo_finish_choice")["seat"] == 1
    assert ranking(events) == [pick, other, "black", "red", "yellow", "white"]
    assert payouts(events) == [(winner_seat, "win_bet", stake[winner_seat] * 3, 3)]
    # Black p3 r1 -> 1:3; red p4 r4, yellow p5 r5, white p6 r6 stay.
    assert game.state.odds == dict(black=3, red=5, yellow=6, white=7, **odds_after)


def test_photo_finish_uses_the_race_odds_after_alfio():
    # Alfio on green: 1:4 -> 1:2 (sharing the row with black); blue stays 1:3. Cards
    # TIE_CARDS; green reads the 1:2 column, blue the 1:3 one.
    #   unit card  1:2 1:3  dice            squares after the sprint
    #   1    23     2   4   red, red        bk2  bl4  gr2  rd3  ye0  wh2
    #   2    19     2   2   white, white    bk4  bl6  gr4  rd5  ye1  wh3
    #   3    20     2   2   yellow, yellow  bk6  bl8  gr6  rd7  ye3  wh4
    #   4    22     2   2   green, green    bk8  bl10 gr9  rd8  ye5  wh6
    #   5     7     2   2   green, green    bk10 bl12 gr12 rd10 ye7  wh9
    # Blue and green tie on 12: green's race odds 1:2 beat blue's 1:3 (before the reveal
    # green was at 1:4 and would have lost).
    _, events = race([(ALFIO_ALLIBRATORE, "green")], {0: [ALFIO_ALLIBRATORE]}, TIE_CARDS,
                     TIE_DICE[:3] + [["green", "green"], ["green", "green"]])
    assert one(events, "race_start")["odds"] == dict(LANE_ODDS, green=2)
    assert sprint(events, 5)["positions"] == lanes(10, 12, 12, 10, 7, 9)
    first = named(events, "ranked")[0]
    assert (first["horses"], one(events, "photo_finish", unit=5)["reason"]) == (
        ["green", "blue"], "odds")


def test_photo_finishes_at_equal_odds_need_one_choice_per_place():
    # ALL_EVEN_RACE (helpers.py): black and blue tie in unit 3, then green, red, yellow and
    # white tie in unit 4, all at 1:2. The first player (seat 0) picks blue, then white,
    # green, yellow; the last horse of each group is placed without a choice.
    game = setup_game(**ALL_EVEN_RACE)
    events = play_to_race(game, first=BETS)
    assert sprint(events, 3)["positions"] == lanes(14, 14, 11, 11, 11, 11)
    offered = []
    for pick in ["blue", "white", "green", "yellow"]:
        d = game.decision()
        assert (d.kind, d.seat) == ("photo_finish", 0)
        offered.append(sorted(d.options["horses"]))
        events += photo_pick(game, pick)
    assert offered == [["black", "blue"], ["green", "red", "white", "yellow"],
                       ["green", "red", "yellow"], ["red", "yellow"]]
    assert sprint(events, 4)["positions"] == lanes(14, 14, 14, 14, 14, 14)
    assert [(e["unit"], e["horses"], e["places"]) for e in named(events, "ranked")] == [
        (3, ["blue", "black"], [1, 2]), (4, ["white", "green", "yellow", "red"], [3, 4, 5, 6])]
    assert ranking(events) == ["blue", "black", "white", "green", "yellow", "red"]
    # Odds update: blue p1 r1 stays 1:2; every other horse p > 1 = r: one row down, 1:3.
    assert game.state.odds == dict(black=3, blue=2, green=3, red=3, yellow=3, white=3)
