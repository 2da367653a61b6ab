"""The pymunk dice throw: deterministic from (seed, roll), settles, records hits."""
from __future__ import annotations

import pytest

pytest.importorskip("pymunk")

from game.fx.dice_physics import MAX_TIME, PHYS_DT, DiceThrow  # noqa: E402


def resting(seed: int, roll: int) -> tuple[list, list]:
    throw = DiceThrow(seed, roll)
    throw.finish()
    return throw.positions, throw.angles


def test_same_seed_and_roll_give_bit_identical_resting_positions() -> None:
    assert resting(7, 3) == resting(7, 3)
    assert resting(123456, 0) == resting(123456, 0)


def test_another_roll_number_throws_differently() -> None:
    assert resting(7, 3)[0] != resting(7, 4)[0]
    assert resting(7, 3)[0] != resting(8, 3)[0]


def test_frame_rate_does_not_change_the_throw() -> None:
    """Rendering at 30 or 144 fps feeds the same fixed physics steps."""
    slow, fast = DiceThrow(5, 1), DiceThrow(5, 1)
    while not slow.done:
        slow.update(1 / 30)
    while not fast.done:
        fast.update(1 / 144)
    assert slow.positions == fast.positions and slow.angles == fast.angles


@pytest.mark.parametrize("seed", range(20))
def test_dice_settle_inside_the_tray_in_time(seed: int) -> None:
    throw = DiceThrow(seed, seed % 5)
    throw.finish()
    assert throw.time <= MAX_TIME + PHYS_DT
    for x, y in throw.positions:
        assert 0 < x < throw.width and 0 < y < throw.height


def test_collisions_are_recorded_for_the_rattle() -> None:
    hits = []
    for seed in range(10):
        throw = DiceThrow(seed, 0)
        throw.finish()
        hits += throw.hits
    assert hits, "ten throws without a single bounce"
    assert all(h.impulse > 0 and h.kind in ("die", "wall") for h in hits)
    assert all(0 <= h.time <= MAX_TIME for h in hits)
