"""Finish Line's clips: every animation comes from an event (as the viewer may see it).

Each clip carries the picture before and after its event (``shown.Shown``), so the
board slides tiles between the two orders (moving up, dropping back, the swap of an
Interference, the stack of a Dead even), lifts a disqualified tile out of the row, and
throws the rolled dice with pymunk (``game/fx/dice_physics.py``) onto the faces the
event names. A throw is simulated once when its clip is made and replayed frame by frame,
so drawing never steps the physics (``draw`` changes nothing).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...fx.dice_physics import PHYS_DT, DiceThrow
from ...fx.tween import ease_out, linear
from ...ui.generic import Clip
from .shown import Shown

# The dice tray's inside where a throw is simulated, in table pixels: the tray under the
# track, in the decision panel's place while nobody decides (``TrackBoard.draw_idle``);
# a smaller tray (a replay's, on the board) draws the same throw scaled down.
TRAY_W, TRAY_H, TRAY_DIE = 528.0, 170.0, 54.0
THROW_SEED = 1723  # a constant: the throw's look is rebuilt from the event alone


@dataclass(frozen=True)
class Frame:
    """One recorded physics frame: each die's centre, angle and tumbling face index."""

    positions: tuple[tuple[float, float], ...]
    angles: tuple[float, ...]
    tumble: tuple[int, ...]


@dataclass(frozen=True)
class Throw:
    """A whole throw, recorded: frames at the physics step, the collisions' times."""

    frames: tuple[Frame, ...]
    hits: tuple[float, ...]

    @property
    def seconds(self) -> float:
        return len(self.frames) * PHYS_DT

    def at(self, k: float) -> Frame:
        """The frame at progress ``k`` (0..1)."""
        i = min(len(self.frames) - 1, max(0, int(k * (len(self.frames) - 1))))
        return self.frames[i]


def record_throw(seq: int, count: int) -> Throw:
    """Simulates a throw of ``count`` dice (seeded by the event's number) and records it."""
    t = DiceThrow(THROW_SEED, seq, width=TRAY_W, height=TRAY_H, size=TRAY_DIE, count=count)
    frames = []
    while not t.done:
        t._step()  # (the fixed physics step; ``update`` would do the same in slices)
        frames.append(Frame(tuple(t.positions), tuple(t.angles),
                            tuple(t.tumble_face(i, 6) for i in range(count))))
    return Throw(tuple(frames), tuple(h.time for h in t.hits))


@dataclass(frozen=True)
class FLClip(Clip):
    """A Finish Line clip: the event, the pictures before and after it, a throw."""

    event: dict[str, Any] = field(default_factory=dict)
    before: Shown | None = None
    after: Shown | None = None
    throw: Throw | None = None
    kind: str = ""  # "slide", "throw", "photo", "banner", "place", "beat"


SLIDE_EVENTS = ("order", "disqualified")


def make_clip(e: dict[str, Any], before: Shown, after: Shown, beat: float) -> FLClip:
    """The clip of one event (every event gets one: the board draws its pictures)."""
    t = e.get("type")
    if t in SLIDE_EVENTS:
        return FLClip(0.9, ease=ease_out, event=e, before=before, after=after,
                      kind="slide")
    if t == "roll":
        throw = record_throw(int(e.get("seq", 0)), len(e["dice"]))
        return FLClip(throw.seconds + 0.35, ease=linear, event=e, before=before,
                      after=after, throw=throw, kind="throw")
    if t == "photo_finish":
        throws = max(1, len(e.get("rolls", [])))
        return FLClip(1.6 * throws + 0.6, ease=linear, event=e, before=before, after=after,
                      kind="photo")
    if t in ("homestretch", "race_over", "race_result", "bets_revealed", "race_running"):
        return FLClip(1.4, ease=linear, event=e, before=before, after=after, kind="banner")
    if t in ("die_placed", "die_moved"):
        return FLClip(0.45, event=e, before=before, after=after, kind="place")
    return FLClip(beat, ease=linear, event=e, before=before, after=after, kind="beat")
