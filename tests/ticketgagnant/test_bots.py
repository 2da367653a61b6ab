"""The bots and the tipster: legal answers from the view alone, reasons in words, their
generators saved and restored; the tipster sees only one seat's view and is deterministic."""
from __future__ import annotations

import random

import pytest

from game.ticketgagnant.bench import bench, play_game
from game.ticketgagnant.bots import BOT_KINDS, best_ticket, make_bot
from game.ticketgagnant.game import TicketGagnantGame
from game.ticketgagnant.tipster import podium_chances

from .helpers import DATA


@pytest.mark.parametrize("kind", BOT_KINDS)
def test_each_bot_plays_whole_games_legally(kind: str) -> None:
    for seed in range(3):
        kinds = [kind, "random", kind][: 2 + seed % 2]
        g, _ = TicketGagnantGame.new({"players": len(kinds), "mode": "advanced",
                                      "predictions": ("visible", "hidden")[seed % 2],
                                      "races": 2}, seed)
        bots = [make_bot(k, seed, i) for i, k in enumerate(kinds)]
        while not g.is_over():
            seat = g.s.turn
            action = bots[seat].choose(g.view(seat))
            assert g.legal().contains(action), action
            assert bots[seat].last_reason and "\n" not in bots[seat].last_reason
            g.apply(action)


def test_bot_generators_round_trip() -> None:
    a, b = make_bot("hard", 7, 1), make_bot("hard", 7, 1)
    g, _ = TicketGagnantGame.new({"players": 3, "mode": "basic", "predictions": "visible",
                                  "races": 1}, 7)
    a.choose(g.view(g.s.turn))
    b.set_random_state(a.random_state())
    assert a.rng.random() == b.rng.random()
    with pytest.raises(ValueError):
        b.set_random_state({"nope": 1})


def test_hard_ticket_prefers_the_sure_podium() -> None:
    probs = {h: [0.0, 0.0, 0.0, 0.0] for h in DATA.horses}
    probs[3] = [0.9, 0.1, 0.0, 0.0]
    probs[5] = [0.1, 0.8, 0.1, 0.0]
    probs[6] = [0.0, 0.1, 0.6, 0.0]
    slots, value = best_ticket(DATA, probs)
    assert slots == [3, 5, 6] and value > 10


def test_tipster_uses_the_view_only_and_is_deterministic() -> None:
    g, _ = TicketGagnantGame.new({"players": 4, "mode": "basic", "predictions": "hidden",
                                  "races": 1}, 3)
    bots = [make_bot("normal", 3, s) for s in range(4)]
    for _ in range(10):
        g.apply(bots[g.s.turn].choose(g.view(g.s.turn)))
    seat = g.s.turn
    view = g.view(seat)
    chances = podium_chances(view, random.Random(1), 60)
    assert chances == podium_chances(view, random.Random(1), 60)
    # Another deal of what the seat cannot see: the same view, the same estimate.
    other = g.redeal_hidden(seat, random.Random(5))
    assert other.to_json() != g.to_json()
    assert podium_chances(other.view(seat), random.Random(1), 60) == chances
    for h, p in chances.items():
        assert 0 <= sum(p) <= 1 + 1e-9
    for place in range(3):
        assert abs(sum(p[place] for p in chances.values()) - 1) < 1e-9
    # The horse furthest ahead is the likeliest winner.
    lead = max(DATA.horses, key=lambda h: g.s.positions[h][0])
    assert chances[lead][0] >= max(p[0] for p in chances.values()) - 0.2


def test_bench_figures_have_their_shape() -> None:
    figures = bench(0.05)
    assert [f["unit"] for f in figures] == ["games/s", "ms", "ms"]
    assert all(f["value"] > 0 for f in figures)


def test_the_ladder_in_brief() -> None:
    """A small seat-rotated sample: hard scores more than random (the full ladder is
    measured by the tournament, docs/bots.md)."""
    points = {"hard": 0, "random": 0}
    for seed in range(8):
        kinds = ["hard", "random"] if seed % 2 else ["random", "hard"]
        g = play_game(seed, kinds, races=2)
        for i, k in enumerate(kinds):
            points[k] += g.s.scores[i]
    assert points["hard"] > points["random"]
