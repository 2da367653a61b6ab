"""Scenarios of the race setup, tickets, the finish and scoring: each scoring line, both
bonuses, the -8 floor, horseshoes, photo finishes, the tie-break, each refusal."""
from __future__ import annotations

import json

import pytest

from game.ticketgagnant.actions import PlayCard, Predict, SetupRace
from game.ticketgagnant.game import TicketGagnantGame
from game.ticketgagnant.rules.engine import end_game
from game.ticketgagnant.rules.errors import TicketGagnantError
from game.ticketgagnant.rules.scoring import new_total, score_ticket

from .helpers import DATA, card, table

ORDER = [5, 3, 8, 1, 2, 4, 6]  # horse 7 disqualified


def lines(slots):
    ls, bonus, kind = score_ticket(DATA, slots, ORDER, [7])
    return [x["points"] for x in ls], bonus, kind


def test_each_scoring_line() -> None:
    assert lines([5, 3, 8]) == ([7, 5, 4], 5, "all_exact")
    assert lines([3, 8, 5]) == ([3, 3, 3], 2, "podium")
    assert lines([5, 8, 3]) == ([7, 3, 3], 2, "podium")
    assert lines([1, None, None]) == ([-1], 0, "")
    assert lines([None, 7, None]) == ([-2], 0, "")
    assert lines([None, None, 3]) == ([3], 0, "")
    assert lines([5, 3, 1]) == ([7, 5, -1], 0, "")  # two exact and one off: no bonus


def test_the_floor_is_minus_eight() -> None:
    ls, _, _ = score_ticket(DATA, [1, 2, 7], ORDER, [7])
    assert new_total(DATA, -5, ls, 0) == -8
    assert new_total(DATA, -2, ls, 0) == -6
    assert new_total(DATA, -8, score_ticket(DATA, [5, None, None], ORDER, [7])[0], 0) == -1


def test_race_scores_and_totals_through_the_engine() -> None:
    c = card("horse", horse=1, value=3)
    g = table({1: (8, 1), 2: (10, 2), 3: (9, 3)}, [c], tickets=[[1, 2, 3], [2, 1, 4]])
    g.s.scores = [0, -7]
    events = g.apply(PlayCard(card=c, horse=1, column=11, lane=1))
    scores = {e["seat"]: e for e in events if e["type"] == "race_score"}
    assert [x["points"] for x in scores[0]["lines"]] == [7, 5, 4]
    assert scores[0]["bonus"] == 5 and scores[0]["total"] == 21
    assert [x["points"] for x in scores[1]["lines"]] == [3, 3, -1]
    assert scores[1]["total"] == -2 and not scores[1]["floored"]
    end = events[-1]
    assert end["type"] == "game_end" and end["winners"] == [0]


def test_horseshoe_at_the_end_disqualifies() -> None:
    c = card("horse", horse=1, value=3)
    g = table({1: (8, 1), 2: (7, 2), 3: (9, 3)}, [c], discipline="harness",
              tickets=[[None, 2, None], [3, None, None]])
    events = g.apply(PlayCard(card=c, horse=1, column=11, lane=1))
    dq = [e for e in events if e["type"] == "disqualified"]
    assert [e["horse"] for e in dq] == [2]
    ranking = next(e for e in events if e["type"] == "ranking")
    assert 2 not in ranking["order"] and ranking["disqualified"] == [2]
    s0 = next(e for e in events if e["type"] == "race_score" and e["seat"] == 0)
    assert s0["lines"][0]["result"] == "disqualified" and s0["total"] == -2


def test_photo_finish_orders_a_shared_column() -> None:
    c = card("horse", horse=1, value=3)
    g = table({1: (8, 1), 2: (5, 2), 3: (5, 3)}, [c])
    events = g.apply(PlayCard(card=c, horse=1, column=11, lane=1))
    photos = [e for e in events if e["type"] == "photo_finish"]
    assert photos[0]["column"] == 5 and sorted(photos[0]["order"]) == [2, 3]
    assert photos[0]["place"] == 2
    order = next(e for e in events if e["type"] == "ranking")["order"]
    assert order[1:3] == photos[0]["order"]


def test_tie_break_most_exact_then_shared() -> None:
    g = table(players=3)
    g.s.scores, g.s.exact = [10, 10, 10], [2, 3, 3]
    end_game(g.s, [])
    assert g.s.places == [3, 1, 1]
    assert [s.place for s in g.standings()] == [1, 1, 3]


def _fresh(mode: str = "basic") -> TicketGagnantGame:
    g, _ = TicketGagnantGame.new({"players": 3, "mode": mode, "predictions": "hidden",
                                  "races": None}, 5)
    return g


def test_setup_refusals_and_the_races_table() -> None:
    g = _fresh()
    assert g.s.races == DATA.races[3] == 6
    before = json.dumps(g.to_json())
    for action, code in [(SetupRace(hand=2, discipline="flat", visibility="hidden"), "hand_size"),
                         (SetupRace(hand=8, discipline="flat", visibility="hidden"), "hand_size"),
                         (SetupRace(hand=5, discipline="harness", visibility="hidden"),
                          "discipline_basic"),
                         (Predict(first=1), "wrong_phase")]:
        with pytest.raises(TicketGagnantError) as e:
            g.apply(action)
        assert e.value.code == code
    assert json.dumps(g.to_json()) == before
    events = g.apply(SetupRace(hand=7, discipline="flat", visibility="hidden"))
    start = events[0]
    assert start["type"] == "race_start" and start["hand_size"] == 7
    assert sorted(start["lanes"].values()) == list(range(1, 9))
    assert all(len(h) == 7 for h in g.s.hands)


def test_ticket_refusals_and_hidden_tickets_stay_hidden() -> None:
    g = _fresh("advanced")
    g.apply(SetupRace(hand=4, discipline="steeplechase", visibility="hidden"))
    for action, code in [(Predict(), "no_prediction"),
                         (Predict(first=2, third=2), "same_horse"),
                         (Predict(first=9), "no_horse")]:
        with pytest.raises(TicketGagnantError) as e:
            g.apply(action)
        assert e.value.code == code
    events = g.apply(Predict(second=4))
    assert events[0]["type"] == "prediction_made"
    assert g.redact(events[0], 1)["slots"] is None and g.redact(events[0], 0)["slots"]
    assert g.view(1)["players"][0]["prediction"] is None
    assert g.view(1)["players"][0]["predicted"] is True
    g.apply(Predict(first=1))
    events = g.apply(Predict(first=1, second=2, third=3))
    assert not [e for e in events if e["type"] == "prediction_revealed"]
    assert g.view(2)["players"][0]["prediction"] is None


def test_visible_tickets_are_revealed_together() -> None:
    g = _fresh()
    g.apply(SetupRace(hand=4, discipline="flat", visibility="visible"))
    g.apply(Predict(first=1))
    g.apply(Predict(first=2))
    events = g.apply(Predict(third=3))
    shown = [e for e in events if e["type"] == "prediction_revealed"]
    assert [e["seat"] for e in shown] == [0, 1, 2]
    assert g.view(1)["players"][0]["prediction"] == [1, None, None]


def test_error_lines_name_the_rule() -> None:
    e = TicketGagnantError("river", square=[7, 3])
    assert str(e) == "illegal action: no horse may stop on the river (column 7, lane 3) (River)"
