"""Choices the game makes by itself are said at that moment, on the table and in the log.

Troy with one other Horse card on the track, and Cédric Copieur with one Assistant to copy,
act without asking anybody (issue 16, point 9): the event says so (``auto``), the log line
says "by itself" and why, and the race show puts it over the track as it happens, before
the next thing (the race, the other Payoffs) is shown.
"""
from __future__ import annotations

import pytest

from horsefever.board_helpers import (CEDRIC_COPIEUR, COSTANTINO, DANIEL_JACKSON, TROY, act, autoplay,
                           board_game, force_race, quiet_action)
from game.horsefever.rules import Action
from game.horsefever.ui.race.clips import Banner
from game.ui.plugin import SeatChoice
from .hf_session import payoffs_up, session_over


def _troy_game():
    # Seat 0 owns yellow and green and lines up Troy and Costantino: Troy's only target.
    game = board_game(2, stables={0: ["yellow", "green"]}, horses={0: [TROY, COSTANTINO]})
    force_race(game, [13], [["yellow", "green"]])
    autoplay(game, until="lineup")
    act(game, 0, Action("lineup", card=TROY, horse="yellow"), "lineup")
    act(game, 0, Action("lineup", card=COSTANTINO, horse="green"), "lineup")
    return game


def _cedric_game():
    # Seat 0 Cédric Copieur, seat 1 Daniel Jackson: the only Assistant Cédric can copy.
    game = board_game(3, assistants={0: [CEDRIC_COPIEUR], 1: [DANIEL_JACKSON]})
    force_race(game)
    return game


@pytest.mark.parametrize("make,event,line,title", [
    (_troy_game, "horse_copy",
     "Troy on 5 Yellow copies Costantino for this race by itself: the only other Horse card "
     "on the track.", "Troy copies Costantino"),
    (_cedric_game, "assistant_copy",
     "Ada's Cédric Copieur copies Daniel Jackson by itself: the only Assistant of another "
     "player to copy.", "Cédric Copieur copies Daniel Jackson"),
])
def test_a_copy_made_by_itself_is_said_on_the_table_and_in_the_log_as_it_happens(
        data, make, event, line, title):
    game = make()
    autoplay(game, until="second_bet")
    names = ["Ada", "Bruno", "Carla"][:len(game.state.players)]
    s = session_over(game, names, speed="normal")
    events: list[dict] = []
    while not any(e["type"] == event for e in events):  # the rest of the round, as quiet moves
        events += game.apply(quiet_action(game))
    s.queue.extend(events)
    s.events.extend(events)
    copy = next(e for e in events if e["type"] == event)
    assert copy["auto"] == "one_target"
    after = "race_start" if event == "horse_copy" else "odds_update"
    after_line = s.stage.words.event_line(next(e for e in events if e["type"] == after))
    seen = False
    for _ in range(20000):
        if payoffs_up(s):
            s.resume()
        s.update(1 / 30)
        if line in s.log and not seen:
            seen = True
            # At that moment: the banner is up over the track and the next step waits for it.
            head = s.stage.show.track[0] if s.stage.show.track else None
            assert isinstance(head, Banner)
            assert (head.title, head.sub) == (title, "By itself: " + line.split(" by itself: ")[1][:-1])
            assert after_line not in s.log
            assert line in s.log_lines()[-4:]  # the table's "latest events" panel shows it
        if after_line in s.log:
            break
    assert seen and s.log.index(line) < s.log.index(after_line)


def test_a_chosen_copy_gets_no_by_itself_and_no_banner(data):
    from game.horsefever.log_words import LogWords, copy_banner

    words = LogWords(data, ["Ada", "Bruno"])
    ev = {"type": "horse_copy", "round": 1, "horse": "yellow", "card": TROY, "copied": COSTANTINO,
          "seat": 0}
    assert words.event_line(ev) == "Troy on 5 Yellow copies Costantino for this race."
    assert copy_banner(data, ev) is None
    ev["auto"] = "owner_out"
    assert words.event_line(ev).endswith("by itself: its owner is out of the game.")
