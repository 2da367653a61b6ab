"""Tweens and timelines: animation values driven by elapsed seconds, never by frames.

A ``Tween`` moves a number (or a tuple of numbers) from a start to an end value over a
duration with an easing curve. A ``Timeline`` plays steps one after another (tweens, waits,
callbacks, groups played together) and can be skipped to its end at once: skipping always
lands on exactly the state a full playback reaches.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Sequence, Union

Value = Union[float, tuple[float, ...]]


# ---- easing curves: t in [0, 1] -> progress in [0, 1] (back/elastic may overshoot) --------

def linear(t: float) -> float:
    return t


def ease_in_out(t: float) -> float:
    """Smooth start and stop (cubic)."""
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out(t: float) -> float:
    """Fast start, gentle stop (cubic)."""
    return 1 - (1 - t) ** 3


def ease_in(t: float) -> float:
    return t * t * t


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles: for pops and landings."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_bounce(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


def lerp(a: Value, b: Value, k: float) -> Value:
    """Interpolates numbers or tuples of numbers."""
    if isinstance(a, tuple):
        return tuple(x + (y - x) * k for x, y in zip(a, b))  # type: ignore[arg-type]
    return a + (b - a) * k  # type: ignore[operator]


class Step:
    """Something a timeline plays: it advances with ``update`` and can be finished at once."""

    done = False

    def update(self, dt: float) -> float:
        """Advances by ``dt`` seconds; returns the time left over once it is done."""
        raise NotImplementedError

    def finish(self) -> None:
        """Jumps to the end state."""
        raise NotImplementedError


@dataclass
class Tween(Step):
    """A value going from ``start`` to ``end`` in ``duration`` seconds along ``ease``."""

    start: Value
    end: Value
    duration: float
    ease: Callable[[float], float] = ease_in_out
    on_update: Callable[[Value], None] | None = None
    elapsed: float = 0.0
    done: bool = False

    @property
    def progress(self) -> float:
        """0 to 1: the share of the duration played."""
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)

    @property
    def value(self) -> Value:
        if self.progress >= 1.0:
            return self.end  # exactly the end value, no float drift
        return lerp(self.start, self.end, self.ease(self.progress))

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        self.elapsed += dt
        left = max(0.0, self.elapsed - self.duration)
        if self.elapsed >= self.duration:
            self.elapsed = self.duration
            self.done = True
        if self.on_update:
            self.on_update(self.value)
        return left

    def finish(self) -> None:
        self.update(max(0.0, self.duration - self.elapsed) + 1e-9)


@dataclass
class Wait(Step):
    """A pause."""

    duration: float
    elapsed: float = 0.0
    done: bool = False

    def update(self, dt: float) -> float:
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.done = True
            return self.elapsed - self.duration
        return 0.0

    def finish(self) -> None:
        self.elapsed, self.done = self.duration, True


@dataclass
class Call(Step):
    """Calls a function once when reached (e.g. play a sound, swap a sprite)."""

    fn: Callable[[], None]
    done: bool = False

    def update(self, dt: float) -> float:
        if not self.done:
            self.done = True
            self.fn()
        return dt

    def finish(self) -> None:
        self.update(0.0)


@dataclass
class Together(Step):
    """Plays several steps at the same time; done when all are."""

    steps: Sequence[Step]
    done: bool = False

    def update(self, dt: float) -> float:
        lefts = [s.update(dt) if not s.done else dt for s in self.steps]
        self.done = all(s.done for s in self.steps)
        return min(lefts) if self.done and lefts else 0.0

    def finish(self) -> None:
        for s in self.steps:
            if not s.done:
                s.finish()
        self.done = True


@dataclass
class Timeline(Step):
    """Steps played one after another; time left by one step flows into the next."""

    steps: list[Step] = field(default_factory=list)
    speed: float = 1.0  # 2.0 plays twice as fast
    done: bool = False

    def add(self, *steps: Step) -> "Timeline":
        self.steps.extend(steps)
        self.done = False
        return self

    def update(self, dt: float) -> float:
        dt *= self.speed
        while self.steps and dt >= 0:
            head = self.steps[0]
            dt = head.update(dt)
            if not head.done:
                return 0.0
            self.steps.pop(0)
            if dt <= 0:
                break
        self.done = not self.steps
        return dt if self.done else 0.0

    def finish(self) -> None:
        while self.steps:
            self.steps.pop(0).finish()
        self.done = True


def bob(t: float, frequency: float = 3.0, height: float = 1.0) -> float:
    """A gallop's up-and-down offset at time ``t`` (seconds)."""
    return -abs(math.sin(math.pi * frequency * t)) * height
