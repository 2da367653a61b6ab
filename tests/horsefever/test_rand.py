"""game.horsefever.rules.rand draws exactly what random.Random's own methods draw (same seed, same
results, same generator state after), so the engine's faster shuffles change no game."""
from __future__ import annotations

import random

from game.horsefever.rules import rand


class _Subclass(random.Random):
    """A generator whose ``random()`` differs: rand must defer to its own methods."""

    def random(self) -> float:
        return 0.5


def test_shuffle_matches_random_shuffle() -> None:
    for seed in range(300):
        for size in (0, 1, 2, 5, 6, 24, 33, 70):
            a, b = random.Random(seed), random.Random(seed)
            xs, ys = list(range(size)), list(range(size))
            a.shuffle(xs)
            rand.shuffle(b, ys)
            assert xs == ys, (seed, size)
            assert a.getstate() == b.getstate(), (seed, size)


def test_randbelow_matches_randrange() -> None:
    a, b = random.Random("dice"), random.Random("dice")
    for n in list(range(1, 70)) * 40 + [1000, 2 ** 20 + 3]:
        assert a.randrange(n) == rand.randbelow(b, n), n
    assert a.getstate() == b.getstate()


def test_other_generators_are_asked_themselves() -> None:
    a, b = _Subclass(4), _Subclass(4)
    xs, ys = list(range(30)), list(range(30))
    a.shuffle(xs)
    rand.shuffle(b, ys)
    assert xs == ys and a.getstate() == b.getstate()
    assert [a.randrange(6) for _ in range(50)] == [rand.randbelow(b, 6) for _ in range(50)]


def test_race_dice_match_randrange_rolls() -> None:
    """The race's inline sprint-dice draws (family/race.py's _roll_dice) are randrange's rolls."""
    from game.horsefever.rules import engine
    from game.horsefever.rules.family import race
    from game.horsefever.rules.loader import load_data

    data = load_data()
    s, _ = engine.new_game(data, ["A", "B", "C"], seed=9)
    ref = random.Random()
    ref.setstate(s.rng.getstate())
    for _ in range(500):
        want = [d.faces[ref.randrange(len(d.faces))] for d in data.track.dice]
        assert race._roll_dice(s) == want
    assert ref.getstate() == s.rng.getstate()
