"""The race show: turns presented events into clips and plays them on elapsed seconds.

The session (and the replay scene) call ``present(ev, before, after)`` with the display
state just before and just after an event; the show queues the clips that tell the
story of that event (a movement card flipping, then the horses galloping) and reports
``busy`` while a blocking clip plays, so the next event waits for the horses. ``view()``
gives the table its in-between picture and ``draw(p)`` the extras on top.

Nothing here changes a display state or the engine: instant speed (no clips at all) and
any other speed end in exactly the same game (tests/ui/test_race_show.py).
"""
from __future__ import annotations

import random
from typing import Any, Callable

from ....services.audio import Audio
from ....services.i18n import _
from ...log_words import copy_banner, horse
from ...rules.data import GameData
from ..display import DisplayState
from ....ui.painter import Painter
from ....ui.speeds import SCALE
from . import draw as D
from .clips import (Banner, Clip, DiceTray, Discard, Gallop, Money, MovementReveal, PhotoFinish,
                    RankFly, RevealFlips, TokenMoves)
from .geometry import token_slot
from .view import RaceView

# How long the show takes relative to normal speed (instant: no animation at all).
SPEED_SCALE = SCALE  # (the one table of speeds: ``game/ui/speeds.py``)
# The events the show animates (the others keep the session's plain beat).
ANIMATED = ("reveal", "action_discarded", "odds_change", "race_start", "movement", "sprint",
            "photo_finish", "ranked", "ranking", "payout", "odds_update", "horse_copy",
            "assistant_copy")


class Pause(Clip):
    """A short breath between clips (payouts one after another)."""


class RaceShow:
    """Plays the race events as animations; holds no game state of its own."""

    def __init__(self, data: GameData, seed: int, describe: Callable[[dict[str, Any]], str | None] | None = None,
                 audio: Audio | None = None, speed: str = "normal") -> None:
        self.data = data
        self.seed = seed
        self.describe = describe or (lambda ev: None)
        self.audio = audio
        self.speed = speed
        self.track: list[Clip] = []  # blocking clips, played one after another
        self.effects: list[Clip] = []  # dust, flashes, coins: alongside, never blocking
        self._rng = random.Random(f"race-show:{seed}")  # cosmetic jitter only
        self._roared = False
        self.shown: list[str] = []  # the events animated so far (tests)

    # ---- state -----------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """True while a blocking clip still plays (the next event must wait)."""
        return any(not c.done for c in self.track)

    def rand(self) -> float:
        return self._rng.random()

    def set_speed(self, speed: str) -> None:
        if speed in SPEED_SCALE:
            self.speed = speed
            if speed == "instant":
                self.finish()

    # ---- sound -----------------------------------------------------------------------
    def sfx(self, name: str, volume: float = 1.0) -> None:
        if self.audio is not None:
            self.audio.play(name, volume)

    def hit(self, impulse: float) -> None:
        """A dice collision (volume by impulse)."""
        if self.audio is not None:
            self.audio.hit(impulse)

    def first_across(self) -> None:
        """The crowd roars once per race, when the first horse crosses the line."""
        if not self._roared:
            self._roared = True
            self.sfx("crowd_roar", 0.9)

    # ---- events ----------------------------------------------------------------------
    def present(self, ev: dict[str, Any], before: DisplayState, after: DisplayState) -> bool:
        """Queues the clips of one event; returns True when it is animated."""
        if SPEED_SCALE.get(self.speed, 1.0) <= 0:
            return False
        name = ev.get("type")
        build = getattr(self, "_on_" + str(name), None)
        if build is None:
            return False
        clips = build(ev, before, after)
        if not clips:
            return False
        self.track.extend(clips)
        self.shown.append(str(name))
        return True

    def _lanes(self, ds: DisplayState) -> dict[str, int]:
        return {c: i for i, c in enumerate(ds.colours)}

    def _on_reveal(self, ev, before: DisplayState, after: DisplayState) -> list[Clip]:
        lanes = self._lanes(after)
        slots = []
        for c in after.colours:
            lane = after.lanes.get(c, [])
            was = before.lanes.get(c, [])
            for slot, pc in enumerate(lane):
                hidden = slot >= len(was) or was[slot].get("card") is None
                if pc.get("card") is not None and hidden:
                    slots.append((c, lanes[c], slot, len(lane), pc["card"]))
        return [RevealFlips(slots, set(), frozenset(after.board.lineup))] if slots else []

    def _on_action_discarded(self, ev, before: DisplayState, after: DisplayState) -> list[Clip]:
        c = ev["horse"]
        lane = before.lanes.get(c, [])
        slot = next((i for i, pc in enumerate(lane) if pc.get("card") == ev["card"]), None)
        if slot is None:
            return []
        line = self.describe(ev) or ev.get("reason", "")
        return [Discard(ev["card"], self._lanes(after)[c], slot, len(lane), line, c in before.board.lineup)]

    def _token_moves(self, before: DisplayState, after: DisplayState, horses) -> list[Clip]:
        moves = {}
        for c in horses:
            a = token_slot(self.data.odds_values, before.odds, before.colours, c)
            b = token_slot(self.data.odds_values, after.odds, after.colours, c)
            if a is not None and b is not None and a != b:
                moves[c] = (a, b)
        return [TokenMoves(moves)] if moves else []

    def _on_odds_change(self, ev, before, after) -> list[Clip]:
        return self._token_moves(before, after, [ev["horse"]])

    def _on_odds_update(self, ev, before, after) -> list[Clip]:
        return self._token_moves(before, after, list(ev.get("changes", {})))

    def _on_horse_copy(self, ev, before, after) -> list[Clip]:
        """Troy or Cédric Copieur copying by itself (one target): said over the track as it
        happens, not only in the log (a chosen copy needs no banner: somebody chose it)."""
        words = copy_banner(self.data, ev)
        return [Banner(words[0], words[1], 2.2)] if words else []

    _on_assistant_copy = _on_horse_copy

    def _on_race_start(self, ev, before, after) -> list[Clip]:
        self._roared = False
        self.sfx("bell", 0.9)
        rnd = after.round
        return [Banner(lambda: _("And they're off!"),
                       lambda: _("Round {n} · Horseburg, 1928").format(n=rnd), 1.3)]

    def _gallop(self, before: DisplayState, after: DisplayState, sprint: bool) -> Gallop | None:
        moves = {c: (before.positions.get(c, 0), after.positions.get(c, 0)) for c in after.colours
                 if c not in before.ranked}
        if not any(a != b for a, b in moves.values()):
            return None
        return Gallop(moves, self._lanes(after), sprint)

    def _on_movement(self, ev, before: DisplayState, after: DisplayState) -> list[Clip]:
        clips: list[Clip] = [MovementReveal(ev["card"], before.movement_card, list(ev.get("values", [])))]
        g = self._gallop(before, after, False)
        if g is not None:
            clips.append(g)
        return clips

    def _on_sprint(self, ev, before: DisplayState, after: DisplayState) -> list[Clip]:
        dice = list(ev.get("dice", []))
        if not dice:
            return []
        # The throw is seeded by the game seed and the event's number: a replay looks the same.
        clips: list[Clip] = [DiceTray(self.seed, int(ev.get("seq", 0)), dice, tuple(after.colours))]
        g = self._gallop(before, after, True)
        if g is not None:
            clips.append(g)
        return clips

    def _on_photo_finish(self, ev, before, after: DisplayState) -> list[Clip]:
        reason = self.describe(ev) or _("Photo finish")
        return [PhotoFinish(list(ev["horses"]), self._lanes(after), {}, reason)]

    def _on_ranked(self, ev, before: DisplayState, after: DisplayState) -> list[Clip]:
        lanes = self._lanes(after)
        clips: list[Clip] = []
        for k, h in enumerate(ev.get("horses", [])):
            if h in after.ranked and h not in before.ranked:
                clips.append(RankFly(h, lanes[h], after.positions.get(h, 0), after.ranked.index(h) + 1, 0.0))
        return clips

    def _on_ranking(self, ev, before, after: DisplayState) -> list[Clip]:
        order = list(ev.get("order", []))
        if not order:
            return []
        self.sfx("fanfare", 0.9)
        w = order[0]
        top = order[:3]
        return [Banner(lambda: _("{horse} wins!").format(horse=horse(w)),
                       lambda: "   ".join(f"{k + 1}. {horse(c)}" for k, c in enumerate(top)), 1.8)]

    def _on_payout(self, ev, before: DisplayState, after: DisplayState) -> list[Clip]:
        seat = ev.get("seat")
        if not isinstance(seat, int) or seat >= len(after.players):
            return []
        b, a = before.players[seat], after.players[seat]
        if (a.danari, a.vp) == (b.danari, b.vp):
            return []
        self.effects.append(Money(seat, len(after.players), (b.danari, b.vp), (a.danari, a.vp)))
        return [Pause(0.35)]

    # ---- time ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Advances the clips by ``dt`` seconds of wall time (scaled by the speed)."""
        scale = SPEED_SCALE.get(self.speed, 1.0)
        if scale <= 0:
            self.finish()
            return
        left = dt / scale
        while self.track and left > 0:
            head = self.track[0]
            left = head.update(left, self)
            if not head.done:
                left = 0.0
                break
            self.track.pop(0)
        if left >= 0 and self.track and not self.track[0].started:
            self.track[0].update(0.0, self)
        step = dt / scale
        for e in list(self.effects):
            e.update(step, self)
        self.effects = [e for e in self.effects if not e.done]

    def finish(self) -> None:
        """Skips to the end of everything queued (click, Space, instant speed)."""
        for c in self.track:
            c.finish(self)
        self.track.clear()
        self.effects.clear()

    def finish_current(self) -> None:
        """Skips the clip playing now (the next one starts at once)."""
        if self.track:
            self.track.pop(0).finish(self)
        self.effects.clear()

    # ---- drawing ---------------------------------------------------------------------
    def view(self) -> RaceView | None:
        """The overrides of this frame for ``table_draw`` (None: nothing is animating)."""
        if not self.track and not self.effects:
            return None
        v = RaceView()
        for c in self.effects:
            c.apply(v)
        # Queued clips apply too: the horses keep their old squares while the card turns.
        for c in reversed(self.track):
            c.apply(v)
        return v

    def preload(self, p: Painter, colours: tuple[str, ...]) -> None:
        """Loads and scales every sprite of the show once per window scale."""
        key = ("race_show", p.scale, tuple(colours))
        if key not in p.assets.warmed:  # (the memo is the assets' cache: drawing changes no state)
            p.assets.warmed.add(key)
            D.preload(p, colours)

    def draw(self, p: Painter) -> None:
        """The show's extras over the table (dust, flying cards and tokens, dice, banners)."""
        for e in self.effects:
            e.draw(p, self)
        if self.track:
            head = self.track[0]
            head.draw(p, self)
            for c in self.track[1:]:
                if isinstance(c, TokenMoves):
                    c.draw(p, self)  # waiting tokens stay visible where they were
