"""Scenarios of movement: each card kind, every push case, the dotted line, hedges, the
river, dead cards, the race's end at the finish; each refusal with its reason code."""
from __future__ import annotations

import json

import pytest

from game.ticketgagnant.actions import Discard, PlayCard
from game.ticketgagnant.rules.errors import TicketGagnantError
from game.ticketgagnant.words import RULE_NAMES

from .helpers import card, table


def refused(g, action, code: str) -> TicketGagnantError:
    before = json.dumps(g.to_json(), sort_keys=True)
    with pytest.raises(TicketGagnantError) as e:
        g.apply(action)
    assert e.value.code == code, e.value
    text = str(e.value)
    assert text and "\n" not in text and RULE_NAMES[e.value.rule] in text
    assert json.dumps(g.to_json(), sort_keys=True) == before
    return e.value


def played(g, action) -> dict:
    events = g.apply(action)
    return next(e for e in events if e["type"] == "card_played")


def test_horse_card_moves_exactly_n_forward_back_or_sideways() -> None:
    c = card("horse", horse=3, value=2)
    for dst in [(7, 3), (3, 3), (5, 1), (5, 5)]:
        g = table({3: (5, 3), 1: (2, 1), 5: (2, 5)}, [c])
        e = played(g, PlayCard(card=c, horse=3, column=dst[0], lane=dst[1]))
        assert e["from"] == [5, 3] and e["to"] == list(dst) and e["push"] is None
        assert g.s.positions[3] == list(dst)
    g = table({3: (5, 3)}, [c])
    refused(g, PlayCard(card=c, horse=3, column=6, lane=4), "not_straight")  # diagonal
    refused(g, PlayCard(card=c, horse=3, column=6, lane=3), "not_straight")  # 1, not 2
    refused(g, PlayCard(card=c, horse=4, column=3, lane=4), "wrong_horse")
    refused(g, PlayCard(card=card("horse", horse=4, value=2), horse=4, column=3, lane=4),
            "card_not_in_hand")


def test_off_the_board_is_refused() -> None:
    c = card("horse", horse=1, value=3)
    g = table({1: (2, 1)}, [c])
    refused(g, PlayCard(card=c, horse=1, column=2, lane=-2), "off_board")
    refused(g, PlayCard(card=c, horse=1, column=-1, lane=1), "off_board")


def test_joker_moves_any_horse() -> None:
    j = card("joker", value=3)
    g = table({6: (4, 6)}, [j])
    e = played(g, PlayCard(card=j, horse=6, column=7, lane=6))
    assert e["kind"] == "joker" and g.s.positions[6] == [7, 6]


def test_two_colour_card_puts_one_horse_next_to_the_other() -> None:
    p = card("pair", pair=(1, 2))
    for dst in [(7, 4), (5, 4), (6, 3), (6, 5)]:
        g = table({2: (6, 4), 1: (2, 1), 3: (2, 3), 4: (2, 4), 5: (2, 5)}, [p])
        played(g, PlayCard(card=p, horse=1, column=dst[0], lane=dst[1]))
        assert g.s.positions[1] == list(dst)
    g = table({2: (6, 4)}, [p])
    refused(g, PlayCard(card=p, horse=1, column=7, lane=5), "not_adjacent")  # diagonal
    refused(g, PlayCard(card=p, horse=3, column=7, lane=4), "wrong_horse")
    # Either horse of the pair may be the one that moves.
    g = table({2: (6, 4)}, [p])
    played(g, PlayCard(card=p, horse=2, column=2, lane=1))
    assert g.s.positions[2] == [2, 1]


def test_push_to_a_free_neighbour_diagonals_included() -> None:
    c = card("horse", horse=1, value=2)
    g = table({1: (3, 1), 4: (5, 1)}, [c])
    e = refused(g, PlayCard(card=c, horse=1, column=5, lane=1), "push_needed")
    assert e.params["horse"] == 4
    e = played(g, PlayCard(card=c, horse=1, column=5, lane=1, push_column=6, push_lane=2))
    assert e["push"] == {"horse": 4, "from": [5, 1], "to": [6, 2]}
    assert g.s.positions[1] == [5, 1] and g.s.positions[4] == [6, 2]


def test_push_refusals_occupied_edge_not_neighbour_nothing_to_push() -> None:
    c = card("horse", horse=1, value=2)
    g = table({1: (3, 1), 4: (5, 1), 5: (6, 1)}, [c])
    push = dict(card=c, horse=1, column=5, lane=1)
    refused(g, PlayCard(**push, push_column=6, push_lane=1), "push_occupied")
    refused(g, PlayCard(**push, push_column=5, push_lane=0), "push_off_board")  # the edge
    refused(g, PlayCard(**push, push_column=7, push_lane=1), "push_not_neighbour")
    # The mover's old square is free for the pushed horse.
    g = table({1: (4, 1), 4: (5, 1)}, [card("horse", horse=1, value=1)])
    e = played(g, PlayCard(card=card("horse", horse=1, value=1), horse=1, column=5, lane=1,
                           push_column=4, push_lane=1))
    assert e["push"]["to"] == [4, 1]
    g = table({1: (3, 1)}, [c])
    refused(g, PlayCard(card=c, horse=1, column=5, lane=1, push_column=6, push_lane=2),
            "push_not_needed")


def test_push_with_no_free_square_makes_the_move_illegal() -> None:
    c = card("horse", horse=1, value=2)
    # Horse 2 on (5, 1) at the top edge: neighbours (4,1) (6,1) (4,2) (5,2) (6,2) all taken.
    g = table({1: (3, 1), 2: (5, 1), 3: (4, 1), 4: (6, 1), 5: (4, 2), 6: (5, 2),
               7: (6, 2)}, [c, card("horse", horse=8, value=1)])
    refused(g, PlayCard(card=c, horse=1, column=5, lane=1), "no_free_square")
    assert all(a.horse != 1 or (a.column, a.lane) != (5, 1) for a in g.legal_actions())


def test_dotted_line_no_backward_move_or_push_once_crossed() -> None:
    c = card("horse", horse=1, value=1)
    # The dotted line lies between columns 7 and 8.
    g = table({1: (8, 1)}, [c])
    refused(g, PlayCard(card=c, horse=1, column=7, lane=1), "past_line")
    played(g, PlayCard(card=c, horse=1, column=8, lane=2))  # sideways is fine
    g = table({1: (7, 1)}, [c])
    played(g, PlayCard(card=c, horse=1, column=6, lane=1))  # not crossed yet
    # A horse past the line cannot be pushed backward (diagonally back included).
    g = table({1: (8, 3), 2: (9, 3)}, [c])
    move = dict(card=c, horse=1, column=9, lane=3)
    refused(g, PlayCard(**move, push_column=8, push_lane=2), "push_past_line")
    played(g, PlayCard(**move, push_column=10, push_lane=3))
    # A two-colour card ending further left is backward too.
    p = card("pair", pair=(1, 2))
    g = table({1: (9, 5), 2: (5, 5)}, [p])
    refused(g, PlayCard(card=p, horse=1, column=6, lane=5), "past_line")


def test_hedges_forward_and_sideways_yes_backward_no() -> None:
    c = card("horse", horse=1, value=2)
    # Obstacle: hedge squares at column 3, lanes 1-4 (and column 4, lanes 5-8).
    g = table({1: (2, 1)}, [c], discipline="obstacle")
    played(g, PlayCard(card=c, horse=1, column=4, lane=1))  # jumped forward
    g = table({1: (3, 3)}, [c], discipline="obstacle")
    played(g, PlayCard(card=c, horse=1, column=3, lane=1))  # sideways along the hedges
    g = table({1: (4, 1)}, [c], discipline="obstacle")
    refused(g, PlayCard(card=c, horse=1, column=2, lane=1), "hedge_backward")
    g = table({1: (3, 6), 6: (2, 8)}, [c], discipline="obstacle")
    played(g, PlayCard(card=c, horse=1, column=1, lane=6))  # no hedge in lane 6 there
    # Nor pushed backward onto a hedge.
    j = card("joker", value=1)
    g = table({1: (3, 2), 2: (4, 2), 3: (5, 1), 4: (5, 2), 5: (5, 3), 6: (4, 1), 7: (4, 3)},
              [j], discipline="obstacle")
    refused(g, PlayCard(card=j, horse=1, column=4, lane=2, push_column=3, push_lane=3),
            "push_hedge")


def test_river_nobody_stops_on_it_by_moving_or_being_pushed() -> None:
    c = card("horse", horse=1, value=1)
    # The river fills column 5.
    g = table({1: (4, 1)}, [c], discipline="steeplechase")
    refused(g, PlayCard(card=c, horse=1, column=5, lane=1), "river")
    c3 = card("horse", horse=1, value=2)
    g = table({1: (4, 1)}, [c3], discipline="steeplechase")
    played(g, PlayCard(card=c3, horse=1, column=6, lane=1))  # crossed
    g = table({1: (3, 2), 2: (4, 2)}, [c], discipline="steeplechase")
    refused(g, PlayCard(card=c, horse=1, column=4, lane=2, push_column=5, push_lane=2),
            "push_river")


def test_dead_hand_discards_and_the_log_says_so() -> None:
    c = card("horse", horse=1, value=3)
    # Horse 1 past the line at (9,1): back is refused, up off the board, forward off the
    # board, down onto horse 2 that has no square to go to.
    g = table({1: (9, 1), 2: (9, 4), 3: (10, 3), 4: (10, 4), 5: (10, 5), 6: (9, 3),
               7: (9, 5)}, [c])
    assert g.decision().phase == "discard"
    refused(g, PlayCard(card=c, horse=1, column=9, lane=4), "must_discard")
    events = g.apply(Discard(card=c))
    assert events[0]["type"] == "card_discarded" and events[0]["reason"] == "no_legal_play"
    assert c in g.s.played
    g = table({1: (3, 1)}, [c])
    refused(g, Discard(card=c), "has_legal_play")


def test_a_horse_on_the_last_column_ends_the_race_at_once() -> None:
    c = card("horse", horse=1, value=3)
    g = table({1: (8, 1)}, [c, card("horse", horse=2, value=1)])
    events = g.apply(PlayCard(card=c, horse=1, column=11, lane=1))
    end = next(e for e in events if e["type"] == "race_end")
    assert end["reason"] == "finish" and end["horse"] == 1
    assert next(e for e in events if e["type"] == "ranking")["order"][0] == 1
    assert g.is_over()
