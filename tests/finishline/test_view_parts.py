"""A view's parts are kept between decisions and rebuilt only where a move marked them
stale (``Engine.stale``, ``views.view``): every such view must be the view of the same
position built from nothing (a fresh engine loaded from the state's JSON), key order
included, whatever the seats asking, and however the state got there (moves, a load, a
copy, a re-deal, a state written outside ``apply`` and announced with ``touched``)."""
from __future__ import annotations

import json
import random

from game.finishline.bots import make_bot
from game.finishline.game import FinishLineGame
from game.finishline.rules import Engine

from tests.finishline.helpers import DATA, at_use


def _text(v: dict) -> str:
    return json.dumps(v, ensure_ascii=False)  # (unsorted: the key order counts too)


def _same(game: FinishLineGame, seats: list[int | None]) -> None:
    """Each seat's view is the one built from nothing kept (an engine loaded from the
    state's JSON, asked once per seat)."""
    fresh = FinishLineGame(Engine.from_json(DATA, game.engine.to_json()))
    for seat in seats:
        assert _text(game.view(seat)) == _text(fresh.view(seat)), seat


def test_kept_views_are_the_views_built_afresh_at_every_decision() -> None:
    rng = random.Random("fl-view-parts")
    decisions = 0
    for seed in range(30):
        players = 2 + seed % 3
        kinds = ["easy" if seed % 4 == i else "random" for i in range(players)]
        game, _ = FinishLineGame.new({"players": players}, seed, bots=kinds)
        bots = [make_bot(k, seed, i) for i, k in enumerate(kinds)]
        while not game.is_over():
            seat = game.engine.s["turn"]
            # Views asked at most decisions, by the deciding seat, a spectator and another
            # seat, in a shuffled order; now and then none (several moves' marks add up).
            if rng.random() < 0.85:
                others = [seat, None, rng.randrange(players)]
                rng.shuffle(others)
                _same(game, others)
                decisions += 1
            action = bots[seat].choose(game.view(seat)) if rng.random() < 0.8 else \
                game.legal().sample(rng)
            game.apply(action)
        _same(game, [None, 0, players - 1])  # the game over: every sheet shown
    assert decisions > 4000


def test_a_scribbled_view_spoils_no_later_part_it_does_not_share() -> None:
    # A reader that changes its view changes neither the game nor the parts a move
    # rebuilt since (a part it shares may stay spoilt until then: views are read only).
    game, _ = FinishLineGame.new({"players": 3}, 4, bots=["random"] * 3)
    bots = [make_bot("random", 4, i) for i in range(3)]
    while not game.is_over():
        seat = game.engine.s["turn"]
        v = game.view(seat)
        before = json.dumps(game.to_json(), sort_keys=True)
        v["decision"]["options"].clear()
        v["order"] = "scribbled"
        assert json.dumps(game.to_json(), sort_keys=True) == before
        assert game.view(seat)["order"] == game.engine.s["order"]
        game.apply(bots[seat].choose(game.view(seat)))


def test_states_changed_outside_apply_are_viewed_afresh() -> None:
    game, _ = FinishLineGame.new({"players": 4}, 9, bots=["random"] * 4)
    bots = [make_bot("random", 9, i) for i in range(4)]
    rng = random.Random(9)
    for step in range(400):
        if game.is_over():
            break
        seat = game.engine.s["turn"]
        game.view(seat)
        game.view(None)
        if step % 25 == 7:  # a load, a copy and a re-deal are viewed as they are
            for other in (FinishLineGame.load(game.to_json()), game.copy(),
                          game.redeal_hidden(seat, rng)):
                _same(other, [seat, None])
        game.apply(bots[seat].choose(game.view(seat)))
    _same(game, [0, None])

    # A state written outside ``apply`` after views were built, announced by ``touched``.
    g = at_use([8, 22, 3, 5, 18, 11, 20], {"Y1": "interference", "W1": "blank",
                                           "G1": "blank"})
    assert g.view(0)["level"] is False
    g.engine.s["level"], g.engine.s["dead_even_used"] = True, True
    g.engine.s["squares"]["5"][0] = "W2"
    g.engine.s["pool"].remove("W2")
    g.engine.s["faces"]["W2"] = "horseshoe"
    g.engine.touched()
    _same(g, [0, None, 1])
    assert g.view(0)["level"] is True and g.view(0)["faces"]["W2"] == "horseshoe"

    # A state replaced, or moved on by events outside ``apply``: the event count or the
    # state object differs from what the kept parts show, so they are built afresh.
    g.view(0)
    s = json.loads(json.dumps(g.engine.s))
    s["order"].reverse()
    g.engine.s = s
    _same(g, [0, None])
    g.view(0)
    g.engine.s["out"].append(g.engine.s["pool"].pop())
    g.engine.s["seq"] += 1
    _same(g, [0, None])


def test_a_refused_action_leaves_the_kept_views_right() -> None:
    from game.finishline.actions import Draw, Use
    from game.finishline.rules import FinishLineError
    g = at_use([8, 22, 3, 5, 18, 11, 20], {"Y1": "interference", "W1": "blank",
                                           "G1": "blank"})
    _same(g, [0, None])
    for bad in (Use("Y1", target=11, order="210"), Draw("red")):
        try:
            g.apply(bad)
        except FinishLineError:
            pass
        else:
            raise AssertionError(bad)
        _same(g, [0, None])
    g.apply(Use("Y1", target=5, order="210"))
    _same(g, [0, 1, None])
