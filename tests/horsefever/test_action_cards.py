"""One test per Family Game action card, with forced movement cards and dice.

Odds are LANE_ODDS unless said (black 1:2, blue 1:3, green 1:4, red 1:5, yellow 1:6,
white 1:7), so a movement card's values (from horse-fever-cards.md, columns 1:2 .. 1:7)
are the moves of the lanes black, blue, green, red, yellow, white. Squares count from 0;
the finish line is square 12. "bk bl gr rd ye wh" = the six horses in lane order.
"""
from __future__ import annotations

from .helpers import (AQUA_PUTRIDA, ALFIO_ALLIBRATORE, FELIX_INFERNALIS, FLAGELLUM_FULGURIS,
                     FORTUNA_BENEVOLA, FRIZ_FINDEN, FUSTIS_ET_RADIX, GLOBUS_OBSCURUS,
                     HERBA_MAGICA, IN_IGNI_VERITAS, LANE_ODDS, MAGNA_VELOCITAS, MALA_TEMPORA,
                     ROCHELLE_RECHERCHE, SERUM_MALEFICUM, STEVEN_STING, VENENUM_VENEFICUM,
                     VIGOR_FERREUM, XIII, bet, movement, named, one, payouts, play_round,
                     play_to_race, ranking, setup_game, sprint)

BETS = [bet("black", "show", 100), bet("blue", "show", 100)]


def race(cards, hands, movement_cards, dice, odds=LANE_ODDS, first=BETS, full=False):
    """Plays round 1 with seat 0/1 hands; returns its events (to the first photo choice)."""
    game = setup_game(odds=odds, hands=hands, movement=movement_cards, dice=dice)
    play = play_round if full else play_to_race
    return game, play(game, first=first, cards=cards)


def lanes(bk, bl, gr, rd, ye, wh):
    return dict(black=bk, blue=bl, green=gr, red=rd, yellow=ye, white=wh)


def test_magna_velocitas_moves_exactly_4_at_the_start_only():
    # Unit 1, card 18 (4 2 2 2 2 0): white would move 0, Magna makes it exactly 4.
    #   dice black, black -> bk 4+1 = 5.
    # Unit 2, card 19 (2 2 2 2 1 0): white moves 0 (Magna is a start card).
    _, events = race([(MAGNA_VELOCITAS, "white")], {0: [MAGNA_VELOCITAS]}, [18, 19],
                     [["black", "black"]] * 2)
    assert movement(events, 1)["moves"] == lanes(4, 2, 2, 2, 2, 4)
    assert movement(events, 2)["moves"] == lanes(2, 2, 2, 2, 1, 0)
    assert sprint(events, 2)["positions"] == lanes(5 + 2 + 1, 4, 4, 4, 3, 4)


def test_fortuna_benevola_adds_1_at_the_start_only():
    # Unit 1, card 18 (4 2 2 2 2 0): yellow 2 + 1 = 3. Unit 2, card 20 (2 2 2 2 1 1):
    # yellow 1, no bonus.
    _, events = race([(FORTUNA_BENEVOLA, "yellow")], {0: [FORTUNA_BENEVOLA]}, [18, 20],
                     [["black", "black"]] * 2)
    assert movement(events, 1)["moves"] == lanes(4, 2, 2, 2, 3, 0)
    assert movement(events, 2)["moves"] == lanes(2, 2, 2, 2, 1, 1)


def test_flagellum_fulguris_sprints_one_square_longer():
    # Unit 1, card 17 (4 3 2 2 2 2): bk4 bl3 gr2 rd2 ye2 wh2; dice green, red:
    #   green sprints 1 + 1 = 2 -> 4, red 1 -> 3.
    # Unit 2, card 16 (3 3 2 2 2 2): gr6 rd5; dice green, green: one sprint of 2 -> gr8.
    _, events = race([(FLAGELLUM_FULGURIS, "green")], {0: [FLAGELLUM_FULGURIS]}, [17, 16],
                     [["green", "red"], ["green", "green"]])
    assert sprint(events, 1)["moves"] == {"green": 2, "red": 1}
    assert sprint(events, 1)["positions"] == lanes(4, 3, 4, 3, 2, 2)
    assert sprint(events, 2)["moves"] == {"green": 2}
    assert sprint(events, 2)["positions"] == lanes(7, 6, 8, 5, 4, 4)


def test_herba_magica_sprints_two_squares():
    # Unit 1, card 17: bk4 bl3 gr2 rd2 ye2 wh2; dice red, black: red 2 -> 4, black 1 -> 5.
    # Unit 2, card 16: bk8 bl6 gr4 rd6 ye4 wh4; dice red, red: red 2 once -> 8.
    _, events = race([(HERBA_MAGICA, "red")], {0: [HERBA_MAGICA]}, [17, 16],
                     [["red", "black"], ["red", "red"]])
    assert sprint(events, 1)["moves"] == {"black": 1, "red": 2}
    assert sprint(events, 1)["positions"] == lanes(5, 3, 2, 4, 2, 2)
    assert sprint(events, 2)["positions"] == lanes(8, 6, 4, 8, 4, 4)


# A race where blue and green reach the line together on square 12 (odds LANE_ODDS):
#   unit card values          dice            squares after the sprint
#   1    23   2 4 2 2 0 2     red, red        bk2  bl4  gr2  rd3  ye0  wh2
#   2    19   2 2 2 2 1 0     white, white    bk4  bl6  gr4  rd5  ye1  wh3
#   3    20   2 2 2 2 1 1     yellow, yellow  bk6  bl8  gr6  rd7  ye3  wh4
#   4    22   2 2 3 1 2 2     red, red        bk8  bl10 gr9  rd9  ye5  wh6
#   5     7   2 2 3 2 2 3     white, white    bk10 bl12 gr12 rd11 ye7  wh10
BLUE_GREEN_TIE = dict(movement_cards=[23, 19, 20, 22, 7],
                      dice=[["red", "red"], ["white", "white"], ["yellow", "yellow"],
                            ["red", "red"], ["white", "white"]])


def test_blue_green_tie_without_cards_goes_to_the_better_odds():
    _, events = race([], {}, **BLUE_GREEN_TIE, first=[bet("green", "win", 100), BETS[1]])
    assert sprint(events, 5)["positions"] == lanes(10, 12, 12, 11, 7, 10)
    first = named(events, "ranked")[0]
    assert (first["unit"], first["horses"], first["places"]) == (5, ["blue", "green"], [1, 2])
    assert one(events, "photo_finish", unit=5)["reason"] == "odds"


def test_in_igni_veritas_wins_the_photo_finish():
    # Same race, In Igni Veritas on green (1:4): green beats blue (1:3) at the photo.
    # Seat 0's 100 D win bet on green pays 100 x 4 = 400 D and 3 VP.
    game, events = race([(IN_IGNI_VERITAS, "green")], {0: [IN_IGNI_VERITAS]},
                        **BLUE_GREEN_TIE, first=[bet("green", "win", 100), BETS[1]],
                        full=True)
    assert sprint(events, 5)["positions"] == lanes(10, 12, 12, 11, 7, 10)
    first = named(events, "ranked")[0]
    assert (first["unit"], first["horses"], first["places"]) == (5, ["green", "blue"], [1, 2])
    assert first["photo_finish"] is True
    assert one(events, "photo_finish", unit=5)["reason"] == "card"
    assert ranking(events)[:2] == ["green", "blue"]
    # Seat 1's show bet on blue (2nd) pays 2 x 100 = 200 D and 1 VP.
    assert payouts(events) == [(0, "win_bet", 400, 3), (1, "show_bet", 200, 1)]


# A race where black and blue reach square 12 together (odds LANE_ODDS):
#   unit card values          dice            squares after the sprint
#   1     8   2 3 2 2 2 3     red, red        bk2  bl3  gr2  rd3  ye2  wh3
#   2    19   2 2 2 2 1 0     green, green    bk4  bl5  gr5  rd5  ye3  wh3
#   3    10   2 3 2 2 3 2     yellow, yellow  bk6  bl8  gr7  rd7  ye7  wh5
#   4    18   4 2 2 2 2 0     white, white    bk10 bl10 gr9  rd9  ye9  wh6
#   5    20   2 2 2 2 1 1     yellow, yellow  bk12 bl12 gr11 rd11 ye11 wh7
BLACK_BLUE_TIE = dict(movement_cards=[8, 19, 10, 18, 20],
                      dice=[["red", "red"], ["green", "green"], ["yellow", "yellow"],
                            ["white", "white"], ["yellow", "yellow"]])


def test_black_blue_tie_without_cards_goes_to_the_better_odds():
    _, events = race([], {}, **BLACK_BLUE_TIE)
    assert sprint(events, 5)["positions"] == lanes(12, 12, 11, 11, 11, 7)
    assert named(events, "ranked")[0]["horses"] == ["black", "blue"]


def test_mala_tempora_loses_the_photo_finish():
    # Mala Tempora on black (1:2): it loses the photo to blue (1:3).
    _, events = race([(MALA_TEMPORA, "black")], {1: [MALA_TEMPORA]}, **BLACK_BLUE_TIE)
    assert sprint(events, 5)["positions"] == lanes(12, 12, 11, 11, 11, 7)
    first = named(events, "ranked")[0]
    assert (first["horses"], first["places"]) == (["blue", "black"], [1, 2])
    assert one(events, "photo_finish", unit=5)["reason"] == "card"


# Black alone towards the line (dice never show black until unit 4):
#   unit card values          dice            squares after the sprint
#   1    17   4 3 2 2 2 2     white, white    bk4  bl3  gr2  rd2  ye2  wh3
#   2    18   4 2 2 2 2 0     white, white    bk8  bl5  gr4  rd4  ye4  wh4
#   3    16   3 3 2 2 2 2     white, white    bk11 bl8  gr6  rd6  ye6  wh7
#   4     1   3 3 2 2 2 2     (see the tests) black's card move 11 -> 14 reaches the line
BLACK_TO_LINE = [17, 18, 16, 1]


def test_fustis_et_radix_adds_2_on_reaching_the_finish_line():
    # Unit 4: black 11 + 3 = 14 reaches the line, + 2 = 16 (a move of 5); dice white,
    # white -> wh 7 + 2 + 1 = 10. Black is the only finisher: 1st.
    # Units 1-3 are unchanged by the card (it only acts on the move that reaches the line).
    _, events = race([(FUSTIS_ET_RADIX, "black")], {0: [FUSTIS_ET_RADIX]}, BLACK_TO_LINE,
                     [["white", "white"]] * 4)
    assert sprint(events, 3)["positions"] == lanes(11, 8, 6, 6, 6, 7)
    assert movement(events, 4)["moves"] == lanes(5, 3, 2, 2, 2, 2)
    assert sprint(events, 4)["positions"] == lanes(16, 11, 8, 8, 8, 10)
    assert one(events, "ranked", unit=4)["horses"] == ["black"]


def test_xiii_stops_on_the_line_but_the_sprint_counts():
    # Unit 4: black 11 + 3 = 14 -> stops on 12 (a move of 1); dice black, white: black
    # still sprints -> 13; white 7 + 2 + 1 = 10.
    _, events = race([(XIII, "black")], {1: [XIII]}, BLACK_TO_LINE,
                     [["white", "white"]] * 3 + [["black", "white"]])
    assert movement(events, 4)["moves"] == lanes(1, 3, 2, 2, 2, 2)
    assert movement(events, 4)["positions"]["black"] == 12
    assert sprint(events, 4)["positions"] == lanes(13, 11, 8, 8, 8, 10)
    assert one(events, "ranked", unit=4)["horses"] == ["black"]


def test_vigor_ferreum_moves_4_when_last_or_tied_last():
    # Unit 1, card 17 (4 3 2 2 2 2): the start, Vigor does not act (all tied last on 0):
    #   white 2. Dice black, blue -> bk5 bl4 gr2 rd2 ye2 wh2.
    # Unit 2, card 19 (2 2 2 2 1 0): before the move green, red, yellow, white are tied
    #   last on 2 -> white moves exactly 4 (the card says 0) -> wh6; bk7 bl6 gr4 rd4 ye3;
    #   dice black, blue -> bk8 bl7.
    # Unit 3, card 20 (2 2 2 2 1 1): last before the move is yellow (3); white (6) is not
    #   last -> it moves the card's 1 -> 7.
    _, events = race([(VIGOR_FERREUM, "white")], {0: [VIGOR_FERREUM]}, [17, 19, 20],
                     [["black", "blue"]] * 3)
    assert movement(events, 1)["moves"] == lanes(4, 3, 2, 2, 2, 2)
    assert movement(events, 2)["moves"] == lanes(2, 2, 2, 2, 1, 4)
    assert sprint(events, 2)["positions"] == lanes(8, 7, 4, 4, 3, 6)
    assert movement(events, 3)["moves"] == lanes(2, 2, 2, 2, 1, 1)
    assert movement(events, 3)["positions"]["white"] == 7


def test_globus_obscurus_does_not_move_at_the_start():
    # Unit 1, card 17: black would move 4, Globus makes it 0. Unit 2, card 18: black 4.
    _, events = race([(GLOBUS_OBSCURUS, "black")], {0: [GLOBUS_OBSCURUS]}, [17, 18],
                     [["white", "white"]] * 2)
    assert movement(events, 1)["moves"] == lanes(0, 3, 2, 2, 2, 2)
    assert movement(events, 2)["moves"] == lanes(4, 2, 2, 2, 2, 0)


def test_aqua_putrida_moves_one_less_at_the_start():
    # Unit 1, card 17: blue 3 - 1 = 2. Unit 2, card 16: blue 3, no malus.
    _, events = race([(AQUA_PUTRIDA, "blue")], {0: [AQUA_PUTRIDA]}, [17, 16],
                     [["white", "white"]] * 2)
    assert movement(events, 1)["moves"] == lanes(4, 2, 2, 2, 2, 2)
    assert movement(events, 2)["moves"] == lanes(3, 3, 2, 2, 2, 2)


def test_aqua_putrida_never_below_zero():
    # Unit 1, card 18: white (1:7) shows 0; 0 - 1 stays 0.
    _, events = race([(AQUA_PUTRIDA, "white")], {0: [AQUA_PUTRIDA]}, [18],
                     [["black", "black"]])
    assert movement(events, 1)["moves"] == lanes(4, 2, 2, 2, 2, 0)
    assert movement(events, 1)["positions"]["white"] == 0


def test_serum_maleficum_never_sprints():
    # Unit 1, card 17: bk4 bl3 gr2 rd2 ye2 wh2; dice red, black: red 0, black 1.
    # Unit 2, card 16: dice red, red: red still 0 -> rd 2 + 2 = 4.
    _, events = race([(SERUM_MALEFICUM, "red")], {0: [SERUM_MALEFICUM]}, [17, 16],
                     [["red", "black"], ["red", "red"]])
    assert sprint(events, 1)["positions"] == lanes(5, 3, 2, 2, 2, 2)
    assert sprint(events, 2)["positions"] == lanes(8, 6, 4, 4, 4, 4)
    assert sprint(events, 2)["moves"].get("red", 0) == 0


def test_venenum_veneficum_sprints_one_shorter():
    # Dice red, black: red's sprint 1 - 1 = 0, black 1 -> bk5 rd2.
    _, events = race([(VENENUM_VENEFICUM, "red")], {0: [VENENUM_VENEFICUM]}, [17],
                     [["red", "black"]])
    assert sprint(events, 1)["positions"] == lanes(5, 3, 2, 2, 2, 2)


def test_felix_infernalis_does_not_move_when_first_or_tied_first():
    # Unit 1, card 17: the start, Felix does not act (all tied first on 0): black 4.
    #   bk4 bl3 gr2 rd2 ye2 wh2; dice blue, white -> bl4 wh3.
    # Unit 2, card 18 (4 2 2 2 2 0): before the move black and blue are tied first on 4 ->
    #   black moves 0 (the card says 4); bl6 gr4 rd4 ye4 wh3; dice white -> wh4.
    # Unit 3, card 16 (3 3 2 2 2 2): blue (6) is first, black (4) is not -> black 3 -> 7.
    _, events = race([(FELIX_INFERNALIS, "black")], {1: [FELIX_INFERNALIS]}, [17, 18, 16],
                     [["blue", "white"], ["white", "white"], ["white", "white"]])
    assert movement(events, 1)["moves"] == lanes(4, 3, 2, 2, 2, 2)
    assert movement(events, 2)["moves"] == lanes(0, 2, 2, 2, 2, 0)
    assert sprint(events, 2)["positions"] == lanes(4, 6, 4, 4, 4, 4)
    assert movement(events, 3)["moves"] == lanes(3, 3, 2, 2, 2, 2)
    assert movement(events, 3)["positions"] == lanes(7, 9, 6, 6, 6, 6)


def test_alfio_allibratore_moves_the_stable_two_rows_up_before_the_race():
    # White 1:7 -> 1:5 at the reveal (red shares the 1:5 row). Card 3 (3 2 2 3 2 2): the
    # 1:5 column is 3, so white moves 3 (it would move 2 at 1:7), like red.
    _, events = race([(ALFIO_ALLIBRATORE, "white")], {0: [ALFIO_ALLIBRATORE]}, [3],
                     [["black", "black"]])
    change = one(events, "odds_change")
    assert (change["horse"], change["from"], change["to"]) == ("white", 7, 5)
    assert one(events, "race_start")["odds"] == dict(LANE_ODDS, white=5)
    assert movement(events, 1)["moves"] == lanes(3, 2, 2, 3, 2, 3)


def test_steven_sting_moves_the_stable_two_rows_down_before_the_race():
    # Black 1:2 -> 1:4 at the reveal. Card 17 (4 3 2 2 2 2): black moves the 1:4 value 2.
    _, events = race([(STEVEN_STING, "black")], {0: [STEVEN_STING]}, [17],
                     [["white", "white"]])
    change = one(events, "odds_change")
    assert (change["horse"], change["from"], change["to"]) == ("black", 2, 4)
    assert one(events, "race_start")["odds"] == dict(LANE_ODDS, black=4)
    assert movement(events, 1)["moves"] == lanes(2, 3, 2, 2, 2, 2)


def test_friz_finden_discards_the_red_cards_of_its_horse():
    # Black: Globus Obscurus (red), Fortuna Benevola (green), Friz Finden. Globus is
    # discarded, Fortuna stays: unit 1, card 17: black 4 + 1 = 5.
    game, events = race([(GLOBUS_OBSCURUS, "black"), (FORTUNA_BENEVOLA, "black"),
                         (FRIZ_FINDEN, "black")],
                        {0: [GLOBUS_OBSCURUS, FRIZ_FINDEN], 1: [FORTUNA_BENEVOLA]}, [17],
                        [["white", "white"]])
    gone = one(events, "action_discarded")
    assert (gone["horse"], gone["card"], gone["seat"], gone["reason"]) == (
        "black", GLOBUS_OBSCURUS, 0, "Friz Finden")
    assert movement(events, 1)["moves"] == lanes(5, 3, 2, 2, 2, 2)


def test_rochelle_recherche_discards_the_green_cards_of_its_horse():
    # White: Magna Velocitas (green), Aqua Putrida (red), Rochelle Recherche. Magna is
    # discarded, Aqua stays: unit 1, card 17: white 2 - 1 = 1.
    _, events = race([(MAGNA_VELOCITAS, "white"), (AQUA_PUTRIDA, "white"),
                      (ROCHELLE_RECHERCHE, "white")],
                     {0: [MAGNA_VELOCITAS, ROCHELLE_RECHERCHE], 1: [AQUA_PUTRIDA]}, [17],
                     [["black", "black"]])
    gone = one(events, "action_discarded")
    assert (gone["horse"], gone["card"], gone["seat"], gone["reason"]) == (
        "white", MAGNA_VELOCITAS, 0, "Rochelle Recherche")
    assert movement(events, 1)["moves"] == lanes(4, 3, 2, 2, 2, 1)
