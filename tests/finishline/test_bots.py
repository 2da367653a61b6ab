"""Finish Line's bots: every kind plays whole games from its own view, gives its reason
in words, and resumes from its saved generator and plan exactly."""
from __future__ import annotations

import json

import pytest

from game.finishline.bench import play
from game.finishline.bots import BOT_KINDS, make_bot
from game.finishline.game import FinishLineGame
from game.finishline.words import bot_reason


@pytest.mark.parametrize("kind", BOT_KINDS)
def test_each_kind_plays_a_whole_game_and_explains(kind: str) -> None:
    game, _ = FinishLineGame.new({"players": 3}, 11, bots=[kind] * 3)
    bots = [make_bot(kind, 11, s) for s in range(3)]
    while not game.is_over():
        seat = game.decision().seat
        view = game.view(seat)
        json.dumps(view)
        a = bots[seat].choose(view)
        game.check(a)
        game.apply(a)
        line = bot_reason(bots[seat].last_reason)
        assert line and "\n" not in line
    assert game.standings()[0].place == 1


def test_resumed_bot_plays_on_the_same() -> None:
    game, _ = FinishLineGame.new({"players": 2}, 3)
    seat = game.decision().seat
    a, b = make_bot("hard", 3, seat), make_bot("hard", 3, seat)
    game.apply(a.choose(game.view(seat)))  # a plan made, part of it still to write
    b.set_random_state(json.loads(json.dumps(a.random_state())))
    view = game.view(seat)
    assert a.choose(view) == b.choose(view)
    with pytest.raises(ValueError):
        b.set_random_state({"rng": a.random_state()["rng"]})


def test_hard_beats_random_heads_up() -> None:
    wins = 0
    for g in range(6):
        seats = ["hard", "random"] if g % 2 == 0 else ["random", "hard"]
        st = play(500 + g, seats).standings()
        wins += any(s.place == 1 and seats[s.seat] == "hard" for s in st)
    assert wins >= 5


@pytest.mark.parametrize("players", [2, 4])
def test_random_bot_samples_as_the_families_would(players: int) -> None:
    """The random bot draws from the options' shapes without building families: at every
    decision of whole games it gives the very action ``legal().sample`` gives from a twin
    generator, leaves both generators alike, and the families listed are the shapes'."""
    import random

    from game.core.legal import ActionSet
    from game.finishline.game import families, sample, shapes
    for seed in range(3):
        game, _ = FinishLineGame.new({"players": players}, seed)
        mine, twin = random.Random(seed), random.Random(seed)
        kinds = set()
        while not game.is_over():
            o = game.engine.options()
            phase = game.engine.s["phase"]
            a = sample(phase, o, mine)
            assert a == ActionSet(tuple(families(phase, o))).sample(twin)
            assert mine.getstate() == twin.getstate()
            assert [f.action for f in families(phase, o)] == [x[0] for x in shapes(phase, o)]
            assert game.legal().contains(a)
            kinds.add(type(a).__name__)
            game.apply(a)
        assert {"WinBet", "PlaceBet", "EndBets", "Draw", "Use", "Discard"} <= kinds


def test_random_bet_sampled_as_the_families_would_on_any_sheet() -> None:
    """The random bot's bet (``game._sample_bet``: counted without listing the place bets
    while the sheet holds none) against ``legal().sample`` on options of every kind: few
    or many horses, rooms and pairs already bet, wins closed or place bets closed."""
    import random

    from game.core.legal import ActionSet
    from game.finishline.game import families, sample
    rng = random.Random(23)
    for case in range(400):
        horses = rng.sample(range(1, 25), rng.randrange(2, 8))
        pairs = [sorted(p) for p in {tuple(sorted(rng.sample(horses, 2)))
                                     for _ in range(rng.randrange(3))}]
        wins = [h for h in horses if rng.random() < 0.7]
        o = {"room": rng.choice([0, 50, 100, 300, 1000, 2400]), "step": 100,
             "horses": horses, "win_horses": wins, "place_open": rng.random() < 0.8,
             "pairs_taken": pairs}
        for seed in range(5):
            mine, twin = random.Random(seed * 1000 + case), random.Random(seed * 1000 + case)
            assert sample("bet", o, mine) == ActionSet(tuple(families("bet", o))).sample(twin)
            assert mine.getstate() == twin.getstate()


def test_each_action_spells_out_the_general_json() -> None:
    """Each kind's own ``to_json`` gives the general one's dict, keys in the same order."""
    from game.core.actions import TypedAction
    from game.finishline.actions import Discard, Draw, EndBets, PlaceBet, Use, WinBet
    for a in (WinBet(3, 200), PlaceBet(4, 9, 100), EndBets(), Draw("yellow"), Discard("K2"),
              Use("W1"), Use("W1", target=5), Use("Y2", target=7, order="210"),
              Use("W3", target=4, slot=2, source=8), Use("K1", back="W2", back2="G1"),
              Use("K1", back="W2")):
        mine, general = a.to_json(), TypedAction.to_json(a)
        assert mine == general and list(mine) == list(general), a
