"""The finish threat (issue 37, point 3): which horses one card not yet played could bring
to the last column, from public information only; and the race's end says who still held
cards."""
from __future__ import annotations

from game.ticketgagnant.threat import finish_threats, view_threats
from game.ticketgagnant.words import event_line

from .helpers import DATA, card, table


def _all(kind: str, **kw) -> list[int]:
    return [c.id for c in DATA.cards if c.kind == kind
            and all(getattr(c, k) == v for k, v in kw.items())]


def _start(**moved: tuple[int, int]) -> dict[int, list[int]]:
    pos = {h: [1, h] for h in DATA.horses}
    for h, sq in moved.items():
        pos[int(h[1:])] = list(sq)
    return pos


def test_a_horse_three_squares_out_is_threatened_until_its_threes_are_played():
    pos = _start(h3=(8, 3))
    assert finish_threats(DATA, "flat", pos, []) == {3}
    threes = _all("horse", horse=3, value=3) + _all("joker", value=3)
    assert finish_threats(DATA, "flat", pos, threes[:-1]) == {3}  # one copy is enough
    assert finish_threats(DATA, "flat", pos, threes) == frozenset()


def test_a_two_colour_card_and_a_push_threaten_too():
    # Horse 5 next to the finish: the 1-5 card could put horse 1 beside it, in column 11.
    pos = _start(h5=(10, 2))
    assert {1, 5} <= finish_threats(DATA, "flat", pos, [])
    # Horse 2 on (10, 4), none of the cards that move it left: horse 6 landing on its
    # square with a 3 pushes it into the last column (house ruling finish_by_push).
    pos = _start(h2=(10, 4), h6=(7, 4))
    gone = _all("horse", horse=2) + _all("joker") + [c.id for c in DATA.cards
                                                     if c.kind == "pair" and 2 in c.pair]
    assert 2 in finish_threats(DATA, "flat", pos, gone)
    assert 2 not in finish_threats(DATA, "flat", pos, gone + _all("horse", horse=6, value=3))


def test_every_seat_and_the_spectator_see_the_same_threats():
    g = table({3: (8, 3), 6: (9, 6)}, [card("horse", horse=3, value=3)], players=3)
    seen = {view_threats(g.view(seat)) for seat in (None, 0, 1, 2)}
    assert len(seen) == 1 and {3, 6} <= seen.pop()


def test_the_race_end_says_who_still_held_cards():
    names = ["Ada", "Bruno", "Carla"]
    e = {"type": "race_end", "race": 2, "reason": "finish", "horse": 5,
         "cards_left": [2, 0, 1]}
    assert event_line(e, names) == ("Race 2 ends: horse 5 reaches the finish. Cards still "
                                    "in hand: Ada 2 cards, Carla 1 card.")
    e["cards_left"] = [0, 0, 0]
    assert event_line(e, names).endswith("Every hand was spent.")
