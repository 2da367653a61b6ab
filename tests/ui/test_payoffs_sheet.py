"""The payoffs sheet tells the whole round (issue 16, points 1 and 7).

* "At the reveal and in the race" lists every card and effect that changed a horse's odds,
  movement or money, in the log's words, grouped by horse (both cards of a cancelled pair,
  Steven Sting and Alfio, a card left in force such as Globus Obscurus; in the Board Game
  El Guapo, Biscuit De Mer, Eric Change and Troy).
* Each seat's money lines of the round, signed, add up to the change of its balance the
  sheet shows (purchases, passes, stakes lost included).
"""
from __future__ import annotations

import pygame
import pytest

from horsefever.board_helpers import COSTANTINO, TROY
from game.ui.plugin import SeatChoice
from horsefever.helpers import (ALFIO_ALLIBRATORE, AQUA_PUTRIDA, FORTUNA_BENEVOLA, GLOBUS_OBSCURUS,
                     MAGNA_VELOCITAS, STEVEN_STING, bet, named, play_round, setup_game)

from game.ui.scenes.sheet_host import SheetHost

from .driver import Driver, make_app
from .payoffs_helpers import board_round, run_to_sheet, session_over
from .hf_session import hf_session, payoffs_up, summary


def _drawn(data, session, page: str) -> str:
    app = make_app(data)
    drv = Driver(app)
    scene = SheetHost(app, session, session.stop)
    app.stack.push(scene)
    if page == "race":
        drv.key(pygame.K_v)
        assert scene.part.page == "race"
    drv.step()
    # Wrapped lines are drawn one after another: joined with spaces they read whole again.
    return " ".join(op[1].removeprefix("· ") for op in app.last_ops if op[0] == "text")


def test_the_sheet_lists_every_reveal_effect_grouped_by_horse(data):
    # Seat 0: Steven Sting on blue (1:5 -> 1:7), Globus Obscurus on green (stays in force).
    # Seat 1: Alfio on red (already 1:2: stays), Magna Velocitas on white (in force).
    # Seat 2: Fortuna Benevola and Aqua Putrida on yellow: letter B, both discarded.
    game = setup_game(3, hands={0: [STEVEN_STING, GLOBUS_OBSCURUS], 1: [ALFIO_ALLIBRATORE, MAGNA_VELOCITAS],
                                2: [FORTUNA_BENEVOLA, AQUA_PUTRIDA]})
    s = session_over(data, game, ["Ada", "Bruno", "Carla"])
    events = play_round(game, first=[bet(h, "win", 100) for h in ("black", "blue", "green")],
                        cards=[(STEVEN_STING, "blue"), (ALFIO_ALLIBRATORE, "red"), (FORTUNA_BENEVOLA, "yellow"),
                               (GLOBUS_OBSCURUS, "green"), (MAGNA_VELOCITAS, "white"),
                               (AQUA_PUTRIDA, "yellow")],
                        )
    run_to_sheet(s, events)
    w = s.stage.words
    line = {(e["type"], e.get("card", e.get("cause"))): w.event_line(e)
            for e in named(events, "action_discarded") + named(events, "odds_change")}
    effects = dict(summary(s).effects)
    assert effects["blue"] == [line["odds_change", STEVEN_STING]]
    assert effects["red"] == [line["odds_change", ALFIO_ALLIBRATORE]]
    assert effects["yellow"] == [line["action_discarded", FORTUNA_BENEVOLA],
                                 line["action_discarded", AQUA_PUTRIDA]]  # both cards of the pair
    assert effects["green"] == ["Globus Obscurus on 3 Green: at the start, this horse does not move."]
    assert effects["white"] == [w.card_in_race(MAGNA_VELOCITAS, "white")]
    assert "black" not in effects  # nothing changed it
    # Grouped by horse in arrival order, and every line is on the sheet's own page.
    order = [c for c in summary(s).ranking if c in effects]
    assert [c for c, _ in summary(s).effects] == order
    text = _drawn(data, s, "race")
    for _, lines in summary(s).effects:
        for ln in lines:
            assert ln in text, ln
    assert summary(s).round == 1, summary(s).round
    assert "2 Blue · ran at 1:7 (1:5 before the reveal)" in text  # the arrival row explained


def test_the_sheet_names_board_horse_cards_eric_change_and_troy(data):
    # Seat 0 owns red, white, yellow and green: El Guapo on red (1:5 -> 1:3), Biscuit De
    # Mer on white (1:7 stays at 1:7, +600 D), Troy on yellow and Costantino on green.
    # Seat 1 is Eric Change and moves black 2 rows down (1:2 -> 1:4).
    s, events = board_round(data)
    w = s.stage.words
    effects = dict(summary(s).effects)
    assert effects["red"] == ["El Guapo: 4 Red moves from 1:5 to 1:3."]
    assert effects["white"] == ["Biscuit De Mer: 6 White stays at 1:7 (already on the end row)."]
    assert effects["black"] == ["Bruno (Eric Change) moves 1 Black from 1:2 to 1:4."]
    assert effects["yellow"] == [w.event_line(named(events, "horse_copy")[0]),
                                 w.card_in_race(TROY, "yellow", copy_of=COSTANTINO)]
    assert effects["yellow"][1].startswith("Troy (as Costantino) on 5 Yellow: ")
    assert effects["green"] == [w.card_in_race(COSTANTINO, "green")]
    ada = summary(s).seats[0]
    assert ("Biscuit De Mer on 6 White", 600, 0) in ada.lines  # its money: the owner's line
    text = _drawn(data, s, "race")
    for _, lines in summary(s).effects:
        for ln in lines:
            assert ln in text, ln


def _sheets(data, variant: str, seed: int, players: int):
    seats = [SeatChoice(f"Bot {i}", "simple") for i in range(players)]
    s = hf_session(seats, variant, seed, stars=variant == "board", speed="instant",
                anim_speed="instant")
    for _ in range(200000):
        if s.finished():
            return
        if payoffs_up(s):
            yield s
            s.resume()
        s.update(0.1)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("variant,seed,players", [("family", 3, 4), ("family", 8, 6), ("board", 2, 4),
                                                  ("board", 5, 6), ("board", 11, 3)])
def test_each_seats_money_lines_add_up_to_the_balance_change_shown(data, variant, seed, players):
    sheets = 0
    for s in _sheets(data, variant, seed, players):
        sheets += 1
        for res in summary(s).seats:
            p = s.display.players[res.seat]
            before = s.stage.round_start_balances[res.seat]
            # The change shown is the table's: from the round's start to now.
            assert (res.danari_before, res.danari_after) == (before[0], p.danari)
            assert res.change == p.danari - before[0]
            lines = res.lines
            assert sum(d for _, d, _ in lines) == res.change, (s.display.round, res.seat, lines)
            assert sum(v for _, _, v in lines) == p.vp - before[1], (s.display.round, res.seat, lines)
            # A stake lost has its amount.
            assert all(d < 0 for text, d, _ in lines if text.endswith(": lost"))
    assert sheets >= 3
