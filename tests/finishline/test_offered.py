"""A use the decision's options offered is applied without re-deriving its problem
(``Engine.offered``); any other use is refused: with the reason code of the rule it breaks,
or as not offered (a square named, an Inside tip's dice in the other order)."""
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
                    # the same use with a field changed: not offered, judged in full, and
                    # refused (no offered use names its square; no horse is numbered 99):
                    # with the rule it breaks, else as not offered
                    for bad in (dict(a, slot=rng.choice([0, 1, 7])), dict(a, target=99)):
                        assert not eng.offered(bad)
                        want = use_problem(eng.s, eng.data, bad)
                        assert _reason(game, bad) == (want[0] if want else "not_offered")
                        forged += 1
        game.apply(bots[seat].choose(v))
    assert trusted > 50 and forged > 50
    # a finished game's engine trusts nothing it offered before
    assert not game.engine.offered({"type": "use", "die": "W1"})
