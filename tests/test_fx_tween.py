"""Tweens and timelines: driven by seconds, exact end values, skipping lands on the end."""
from __future__ import annotations

from game.fx.tween import (Call, Timeline, Together, Tween, Wait, ease_in_out, ease_out_back,
                           linear)


def test_a_tween_reaches_its_end_value_at_its_duration() -> None:
    t = Tween(0.0, 10.0, 2.0, linear)
    t.update(1.0)
    assert t.value == 5.0 and not t.done
    t.update(1.0)
    assert t.value == 10.0 and t.done


def test_tuples_interpolate_and_end_exactly() -> None:
    t = Tween((0.0, 100.0), (30.0, 40.0), 0.3, ease_in_out)
    for _ in range(7):
        t.update(1 / 60)
    assert t.value != (30.0, 40.0)
    t.update(10.0)
    assert t.value == (30.0, 40.0)


def test_overshooting_easing_still_ends_exactly() -> None:
    t = Tween(0.0, 1.0, 1.0, ease_out_back)
    t.update(0.6)
    assert t.value > 1.0  # the overshoot is visible mid-way
    t.update(0.4)
    assert t.value == 1.0


def _timeline(log: list) -> Timeline:
    values: list = []
    return Timeline([Tween(0.0, 1.0, 0.5, on_update=values.append), Call(lambda: log.append("a")),
                     Wait(0.25), Together([Tween(0.0, 2.0, 0.2), Wait(0.4)]),
                     Call(lambda: log.append("b"))])


def test_a_timeline_plays_in_order_and_carries_left_over_time() -> None:
    log: list = []
    tl = _timeline(log)
    tl.update(0.6)  # the tween ends at 0.5, then "a" fires
    assert log == ["a"]
    tl.update(0.15)  # 0.1 into the wait, then 0.05 left over... still waiting
    assert log == ["a"] and not tl.done
    tl.update(0.6)
    assert log == ["a", "b"] and tl.done


def test_skipping_lands_on_the_same_end_state_as_playing() -> None:
    played, skipped = [], []
    a, b = _timeline(played), _timeline(skipped)
    while not a.done:
        a.update(1 / 60)
    b.finish()
    assert played == skipped == ["a", "b"] and b.done


def test_speed_scales_time() -> None:
    tl = Timeline([Wait(1.0)], speed=4.0)
    tl.update(0.26)
    assert tl.done
