"""A use the decision's options offered is applied without re-deriving its problem
(``Engine.offered``); any other use is still judged in full, with the same reason code."""
from __future__ import annotations

import random

import pytest

from game.finishline.bots import make_bot
from game.finishline.game import FinishLineGame
from game.finishline.rules import FinishLineError
from game.finishline.rules.faces import use_problem


def _reason(game: FinishLineGame, a: dict) -> str | None:
    try:
        game.engine.check(a)
    except FinishLineError as e:
        return e.code
    return None


@pytest.mark.parametrize("seed", [3, 11])
def test_offered_uses_are_legal_and_others_still_judged(seed: int) -> None:
    game, _ = FinishLineGame.new({"players": 4}, seed, bots=["random"] * 4)
    bots = [make_bot("random", seed, i) for i in range(4)]
    rng = random.Random(seed)
    trusted = forged = 0
    while not game.is_over():
        eng = game.engine
        seat = eng.s["turn"]
        v = game.view(seat)
        if eng.s["phase"] in ("use", "extra"):
            for fam in v["decision"]["options"]["uses"]:
                for val in fam["values"] or [None]:
                    a = {"type": "use", "die": fam["die"], **fam["fixed"]}
                    if fam["pick"] is not None:
                        a[fam["pick"]] = val
                    assert eng.offered(a) and use_problem(eng.s, eng.data, a) is None
                    trusted += 1
                    # the same use with a field changed: not offered, judged in full
                    # (no offered use names its square; no horse is numbered 99)
                    for bad in (dict(a, slot=rng.choice([0, 1, 7])), dict(a, target=99)):
                        assert not eng.offered(bad)
                        want = use_problem(eng.s, eng.data, bad)
                        assert _reason(game, bad) == (want[0] if want else None)
                        forged += 1
        game.apply(bots[seat].choose(v))
    assert trusted > 50 and forged > 50
    # a finished game's engine trusts nothing it offered before
    assert not game.engine.offered({"type": "use", "die": "W1"})


def test_fit_and_effects_of_agree_with_the_one_horse_judgements() -> None:
    """``faces.fit`` (an effect's conditions over the running horses in one call) and
    ``faces.effects_of`` (each held die's effect) say what ``horse_problem`` and
    ``effect_of`` say one by one, at every decision of whole games."""
    from game.finishline.rules import faces
    seen = set()
    for seed in (1, 5, 8):
        game, _ = FinishLineGame.new({"players": 3}, seed, bots=["random"] * 3)
        bots = [make_bot("random", seed, i) for i in range(3)]
        while not game.is_over():
            eng = game.engine
            s, data = eng.s, eng.data
            held = eng.held()
            assert faces.effects_of(s, data, held) == [faces.effect_of(s, data, d)
                                                       for d in held]
            for eff in sorted(faces.CONDITIONED) + ["horseshoe", "tempo"]:
                for targets in (s["order"], faces.with_free_square(s, s["order"])):
                    want = [t for t in targets if faces.horse_problem(s, data, eff, t) is None]
                    assert faces.fit(s, data, eff, targets) == want, (eff, targets)
                    seen.add((eff, len(want) < len(targets)))
            seat = eng.s["turn"]
            game.apply(bots[seat].choose(game.view(seat)))
    assert all((eff, True) in seen for eff in faces.CONDITIONED)  # (each refused some)
