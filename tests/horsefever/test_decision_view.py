"""The part of a view a decision-only bot gets (``HorseFeverGame.decision_view``).

The match driver hands a bot whose ``decision_only`` is true (the random bot) only its
view's ``seat`` and ``decision`` (game/core/match.py). Checked here, over seeded games of
both variants: after every move, for every seat and a spectator, that part equals the
same keys of the whole ``view(seat)``, whichever is built first; the driver gives the
random bot exactly that part and any other bot the whole view.
"""
from __future__ import annotations

import pytest

from game.core.match import new_match, play_on
from game.catalogue import get_game

PART = ("seat", "decision")


def part_of(view: dict) -> dict:
    return {k: view[k] for k in PART if k in view}


@pytest.mark.parametrize("variant, seed", [("family", 3), ("board", 5)])
def test_the_decision_part_equals_the_whole_views_after_every_move(variant, seed) -> None:
    m = new_match(get_game("horse-fever"), {"variant": variant, "players": 3}, seed,
                  ["random"])
    game, moves = m.game, 0
    while (d := game.decision()) is not None:
        for seat in (*range(3), None):
            if moves % 2:  # either order: building one must not change the other
                assert game.decision_view(seat) == part_of(game.view(seat))
            else:
                whole = game.view(seat)
                assert game.decision_view(seat) == part_of(whole)
        part = game.decision_view(d.seat)
        assert part["decision"] == game.view(d.seat)["decision"]  # the seat to move has one
        game.apply(m.bots[d.seat].choose(part))
        moves += 1
    assert moves > 30 and all(game.decision_view(s) == {"seat": s} for s in range(3))


def test_the_driver_gives_the_random_bot_its_part_and_others_the_whole_view() -> None:
    m = new_match(get_game("horse-fever"), {"variant": "family", "players": 2}, 7,
                  ["random", "simple"])
    seen: list = []

    class Spy:
        def __init__(self, inner, seat):
            self.inner, self.seat = inner, seat
            self.decision_only = inner.decision_only

        def choose(self, view):
            whole = m.game.view(self.seat)
            assert view == (part_of(whole) if self.decision_only else whole)
            seen.append(self.seat)
            return self.inner.choose(view)

    assert [b.decision_only for b in m.bots] == [True, False]
    m.bots = [Spy(b, i) for i, b in enumerate(m.bots)]
    play_on(m)
    assert m.game.is_over() and set(seen) == {0, 1}
