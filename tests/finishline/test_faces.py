"""One scenario per die face and per restriction (the results list), on forced tables.

Tiles used (data/finish_line.toml): F = 2, 7, 10, 14, 19, 23; S = 4, 9, 13, 16, 21, 24;
plain = the others. Rows are listed back (left) to lead (right).
"""
from __future__ import annotations

import pytest

from game.finishline.actions import Discard, Draw, Use
from game.finishline.rules import FinishLineError
from tests.finishline.helpers import at_use, check_state

ROW = [8, 22, 3, 5, 18, 11, 20]


def refused(game, action, code: str) -> None:
    before = game.to_json()
    with pytest.raises(FinishLineError) as e:
        game.apply(action)
    assert e.value.code == code, e.value.code
    assert "\n" not in str(e.value) and str(e.value)
    assert game.to_json() == before


def order(game) -> list[int]:
    return game.engine.s["order"]


def test_four_horse_white_horseshoe_example() -> None:
    # Rulebook C.2: a white die already on #11; a second white horseshoe on #11 moves it
    # ahead one position, then both white dice leave the race.
    g = at_use([18, 11, 20, 5], {"W2": "horseshoe", "G1": "blank", "R1": "blank"},
               on={"W1": (11, "horseshoe")})
    g.engine.s["disqualified"] = [8, 22, 3]
    g.engine.s["start"] = [8, 22, 3, 18, 11, 20, 5]
    g.engine.touched()
    events = g.apply(Use("W2", target=11))
    assert order(g) == [18, 20, 11, 5]
    out = [e for e in events if e["type"] == "dice_out"]
    assert sorted(out[0]["dice"]) == ["W1", "W2"]
    assert g.engine.s["hand"] == ["G1", "R1"]
    check_state(g.engine.s)


def test_one_white_horseshoe_waits_on_a_plain_tile_and_moves_a_favourite() -> None:
    g = at_use([8, 2, 3, 5, 18, 11, 20], {"W1": "horseshoe", "W2": "horseshoe", "G1": "blank"})
    g.apply(Use("W1", target=5))
    assert order(g) == [8, 2, 3, 5, 18, 11, 20] and "W1" in g.engine.s["squares"]["5"]
    g = at_use([8, 2, 3, 5, 18, 11, 20], {"W1": "horseshoe", "W2": "horseshoe", "G1": "blank"})
    g.apply(Use("W1", target=2))  # #2 is a favourite: one horseshoe moves it
    assert order(g) == [8, 3, 2, 5, 18, 11, 20] and "W1" in g.engine.s["out"]


def test_white_horseshoe_on_the_leader_is_allowed() -> None:
    g = at_use(ROW, {"W1": "horseshoe", "W2": "horseshoe", "G1": "blank"},
               on={"W3": (20, "horseshoe")})
    g.apply(Use("W1", target=20))
    assert order(g) == ROW and {"W1", "W3"} <= set(g.engine.s["out"])


def test_outsider_and_second_green_refused() -> None:
    g = at_use(ROW, {"G1": "outsider_2000", "W1": "blank", "R1": "blank"},
               on={"G2": (11, "outsider_1000")})
    refused(g, Use("G1", target=11), "second_green")
    g.apply(Use("G1", target=3))
    assert "G1" in g.engine.s["squares"]["3"]


def test_side_bet_skips_the_next_player_and_owes_500() -> None:
    g = at_use(ROW, {"G1": "side_bet", "W1": "blank", "R1": "blank"}, players=3)
    events = g.apply(Use("G1"))
    s = g.engine.s
    assert s["side"] == [500, -500, 0] and s["turn"] == 2
    assert any(e["type"] == "skipped" and e["seat"] == 1 for e in events)


def test_side_bet_in_two_player_game_roller_plays_again() -> None:
    g = at_use(ROW, {"G1": "side_bet", "W1": "blank", "R1": "blank"}, players=2, seat=1)
    g.apply(Use("G1"))
    assert g.engine.s["turn"] == 1 and g.engine.s["side"] == [-500, 500]


def test_extra_move_saved_and_played_after_the_race() -> None:
    # The last pool die is in hand: after this turn the race is run, then the extra move.
    g = at_use([8, 22, 3, 5, 2, 11, 20], {"K1": "extra_move", "W1": "blank", "R1": "blank"},
               pool=[])
    events = g.apply(Use("K1"))
    assert any(e["type"] == "die_saved" for e in events)
    assert g.engine.s["phase"] == "extra" and g.decision().phase == "extra"
    refused(g, Use("K1", target=99), "horse_not_running")
    g.apply(Use("K1", target=2))  # a favourite: it moves up at once
    assert g.engine.s["race"] == 2  # the race was settled and the next one began


def test_disqualified_and_steady_runner_refused() -> None:
    row = [8, 4, 3, 5, 18, 11, 20]
    g = at_use(row, {"K1": "disqualified", "W1": "blank", "R1": "blank"},
               on={"W2": (5, "horseshoe")})
    refused(g, Use("K1", target=4), "steady_no_disqualify")
    g.apply(Use("K1", target=5))
    assert 5 not in order(g) and {"K1", "W2"} <= set(g.engine.s["out"])
    check_state(g.engine.s)


def test_inside_tip_returns_two_used_dice() -> None:
    g = at_use(ROW, {"K1": "inside_tip", "W1": "blank", "R1": "blank"}, out=["W5", "G3", "Y1"])
    refused(g, Use("K1", back="W5"), "inside_tip_two")
    refused(g, Use("K1", back="W5", back2="W6"), "inside_tip_not_out")
    g.apply(Use("K1", back="W5", back2="Y1"))
    s = g.engine.s
    assert "W5" in s["pool"] and "Y1" in s["pool"] and "G3" in s["out"]


def test_tempo_change_not_from_steady_and_acts_on_arrival() -> None:
    row = [8, 4, 3, 5, 18, 11, 20]
    g = at_use(row, {"K1": "tempo_change", "W1": "blank", "R1": "blank"},
               on={"W2": (4, "horseshoe"), "W3": (3, "horseshoe"), "W4": (11, "horseshoe")})
    refused(g, Use("K1", source=4, target=5), "steady_no_tempo")
    refused(g, Use("K1", source=5, target=8), "no_white_on_source")
    refused(g, Use("K1", source=3, target=3), "tempo_same_tile")
    g.apply(Use("K1", source=3, target=11))  # a second white on #11: it moves up
    assert order(g) == [8, 4, 3, 5, 18, 20, 11]


def test_whipping_not_on_steady_second_disqualifies() -> None:
    row = [8, 4, 3, 5, 18, 11, 20]
    g = at_use(row, {"R1": "whipping", "W1": "blank", "G1": "blank"},
               on={"R2": (5, "whipping")})
    refused(g, Use("R1", target=4), "steady_no_whipping")
    events = g.apply(Use("R1", target=5))
    assert any(e["type"] == "disqualified" and e["cause"] == "whipping" for e in events)
    assert 5 not in order(g)


def test_red_blank_cannot_be_used_only_put_out() -> None:
    g = at_use(ROW, {"R1": "blank", "W1": "logo", "G1": "blank"})
    refused(g, Use("R1", target=5), "blank_face")
    refused(g, Use("W1", target=5), "blank_face")
    events = g.apply(Discard("W1"))
    assert events[0]["type"] == "die_declined" and "W1" in g.engine.s["out"]


def test_double_horseshoes_moves_and_other_dice_stay() -> None:
    g = at_use(ROW, {"R1": "double_horseshoes", "W1": "blank", "G1": "blank"},
               on={"G2": (5, "outsider_1000")})
    g.apply(Use("R1", target=5))
    assert order(g) == [8, 22, 3, 18, 5, 11, 20]
    assert "G2" in g.engine.s["squares"]["5"] and "R1" in g.engine.s["out"]


def test_rider_helmet() -> None:
    row = [8, 22, 3, 5, 18, 11, 20]
    hand = {"Y1": "rider_helmet", "W1": "blank", "G1": "blank"}
    g = at_use(row, hand, on={"W2": (3, "horseshoe")})
    refused(g, Use("Y1", target=20), "helmet_on_leader")
    refused(g, Use("Y1", target=5), "helmet_needs_f_or_horseshoe")
    g.apply(Use("Y1", target=3))  # two places up; the helmet and the white die go out
    assert order(g) == [8, 22, 5, 18, 3, 11, 20] and {"Y1", "W2"} <= set(g.engine.s["out"])
    g = at_use([8, 22, 3, 5, 18, 2, 20], hand)  # a favourite in second: into the lead
    g.apply(Use("Y1", target=2))
    assert order(g)[-1] == 2


def test_interference_and_its_dead_heat_refusal() -> None:
    hand = {"Y1": "interference", "W1": "blank", "G1": "blank"}
    g = at_use(ROW, hand)
    refused(g, Use("Y1", target=11, order="210"), "interference_window")
    g.apply(Use("Y1", target=5, order="210"))
    assert order(g) == [8, 22, 3, 11, 18, 5, 20]
    g = at_use(ROW, hand)
    g.engine.s["level"], g.engine.s["dead_even_used"] = True, True  # 11 level with 20
    g.engine.touched()
    refused(g, Use("Y1", target=5, order="021"), "interference_dead_heat")
    g.apply(Use("Y1", target=18, order="210"))  # both leaders taken in: broken
    assert order(g) == [8, 22, 3, 5, 20, 11, 18] and not g.engine.s["level"]


def test_dead_even_once_a_race_then_blank() -> None:
    hand = {"Y1": "dead_even", "Y2": "dead_even", "G1": "blank"}
    g = at_use(ROW, hand, pool=["W1", "W2", "W3"])
    g.apply(Use("Y1"))
    s = g.engine.s
    assert s["level"] and s["order"][-2:] == [11, 20]
    # a third horse passing the pair takes the lead; the upper one falls behind the lower
    from game.finishline.rules import track
    track.move_up(s, 18, 1)
    assert s["order"][-3:] == [11, 20, 18] and not s["level"]
    s["hand"], s["phase"], s["turn"] = ["Y2", "G1", "W1"], "use", 0
    s["pool"].remove("W1")
    s["faces"]["W1"] = "blank"
    g.engine.touched()
    refused(g, Use("Y2"), "blank_face")


def test_losing_speed_not_on_the_last_two_and_strips_dice() -> None:
    hand = {"Y1": "losing_speed", "W1": "blank", "G1": "blank"}
    g = at_use(ROW, hand, on={"W2": (11, "horseshoe"), "G2": (11, "outsider_1000")})
    refused(g, Use("Y1", target=8), "losing_speed_rear")
    refused(g, Use("Y1", target=22), "losing_speed_rear")
    g.apply(Use("Y1", target=11))
    assert order(g) == [8, 22, 3, 11, 5, 18, 20]
    assert g.engine.s["squares"]["11"] == [None, None, None]


def test_squares_full_printed_and_taken() -> None:
    hand = {"W1": "horseshoe", "G1": "outsider_1000", "R1": "whipping"}
    g = at_use([8, 22, 3, 5, 18, 2, 20], hand, on={"G2": (2, "outsider_1000"),
                                                   "R2": (2, "whipping")})
    refused(g, Use("W1", target=2), "tile_full")
    refused(g, Use("W1", target=20, slot=9), "no_such_square")
    g2 = at_use([8, 22, 3, 5, 18, 2, 20], hand)
    refused(g2, Use("W1", target=2, slot=0), "printed_square")
    g3 = at_use(ROW, hand, on={"W2": (5, "horseshoe")})
    refused(g3, Use("G1", target=5, slot=0), "square_taken")
    # A free square named is no choice the options offer (one definition of legal): the
    # die goes on the first free square.
    refused(g3, Use("G1", target=5, slot=2), "not_offered")
    g3.apply(Use("G1", target=5))
    assert g3.engine.s["squares"]["5"].index("G1") == 1


def test_draw_yellow_only_on_homestretch_and_two_colours() -> None:
    g = at_use(ROW, {"W1": "blank", "W2": "blank", "G1": "blank"})
    g.apply(Discard("G1"))  # passes W1, W2 (both white) on
    refused(g, Draw("yellow"), "yellow_before_homestretch")
    refused(g, Draw("white"), "two_colours")
    g.apply(Draw("red"))
    assert g.engine.s["phase"] == "use"
    # Homestretch: 7 in the pool and two in hand: yellow allowed.
    g = at_use(ROW, {"W1": "blank", "G2": "blank", "G1": "blank"},
               pool=["W3", "W4", "Y1", "Y2", "Y3", "R1", "R2"])
    events = g.apply(Discard("G1"))
    assert events[-1]["type"] == "pass_dice"
    events = g.apply(Draw("yellow"))
    assert [e["type"] for e in events][:2] == ["homestretch", "draw"]


def test_only_one_colour_left_so_be_it() -> None:
    g = at_use(ROW, {"Y1": "blank", "Y2": "interference", "W1": "blank"},
               pool=["Y3", "Y4"])
    g.apply(Discard("W1"))
    g.apply(Draw("yellow"))  # only yellow is left: three yellows, so be it
    assert g.engine.s["phase"] == "use"
