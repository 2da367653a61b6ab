"""The reveal is the show: Bettor Horse's clips, built from the (redacted) events.

Bet cards flip together; each race's two cards flip, the winner's card slides the
loser's toward it (a tie stays); the "W / L / D so far" readout grows; prize cards fly to
a Purse or the Pool; the cut turns a weather card. The board keeps the picture from before
a burst of events, so a clip draws the round as revealed so far (``Memory``, folded from
the events in the order they are shown, one snapshot per clip) and then its own motion.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Callable

import pygame

from ...fx.tween import ease_out, lerp, linear
from ...i18n import _
from ...ui import palette as P
from ...ui.generic import Clip
from . import cards as C
from .geometry import Geo, geometry
from .tally import readout

if TYPE_CHECKING:
    from ...ui.painter import Painter

SLIDE = 0.35  # how far (of the gap between the rows) the loser's card is slid


@dataclass(frozen=True)
class Memory:
    """The round as revealed so far (an immutable snapshot per clip)."""

    seats: tuple[int, ...] = ()
    need: int = 3
    backs: tuple[tuple[int, tuple[str, ...]], ...] = ()  # (seat, its face-down backs)
    bets: tuple[tuple[int, str], ...] = ()
    runners: tuple[tuple[int, int, str, int], ...] = ()  # (race, seat, card, speed)
    results: tuple[tuple[int, int | None], ...] = ()  # (race, winner or None)
    condition: str | None = None
    outcomes: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True)
class DuelClip(Clip):
    """A clip that draws with the board's view (for its places) and the round so far."""

    scene: Callable[["Painter", pygame.Rect, float, dict[str, Any]], None] | None = None


def fold(m: Memory, ev: dict[str, Any]) -> Memory:
    """The memory after ``ev`` (pure)."""
    t = ev["type"]
    if t in ("round_start", "sudden_round"):
        return Memory(seats=tuple(ev["seats"]), need=ev.get("need", 3))
    if t == "choices_made":
        return replace(m, backs=tuple((x["seat"], tuple(x["backs"])) for x in ev["placed"]))
    if t == "bets_revealed":
        return replace(m, bets=tuple((b["seat"], b["bet"]) for b in ev["bets"]))
    if t == "track_cut":
        return replace(m, condition=ev["condition"])
    if t == "race_revealed":
        return replace(m, runners=m.runners + tuple(
            (ev["race"], x["seat"], x["card"], x["speed"]) for x in ev["runners"]))
    if t == "mudder_revealed":
        ch = {x["seat"]: x["speed"] for x in ev["changes"]}
        return replace(m, runners=tuple(
            (r, s, c, ch.get(s, v) if r == ev["race"] else v) for r, s, c, v in m.runners))
    if t == "race_result":
        return replace(m, results=m.results + ((ev["race"], ev["winner"]),))
    if t == "round_outcome":
        return replace(m, outcomes=tuple((o["seat"], o["outcome"]) for o in ev["outcomes"]))
    return m


def draw_backs(p: "Painter", g: Geo, view: dict[str, Any], m: Memory, grow: float) -> None:
    """Both sides' face-down cards and bets once both have chosen, where the board's
    (older) picture has none: a view from before then shows nothing of another's choice.
    ``grow``: how far they have come down (0 to 1)."""
    t = view.get("table") or {}
    for seat, backs in m.backs:
        k = t["seats"].index(seat) if seat in t.get("seats", ()) else None
        row = t["slots"][k] if k is not None else []
        slots = g.slots[g.side(seat)]
        for i, back in enumerate(backs):
            if i >= len(row):
                C.draw_back(p, C.scaled(slots[i], grow), back)
        if not m.bets and not (k is not None and t["bet_down"][k]):
            C.draw_bet(p, C.scaled(slots[3], grow), None)


def _results(m: Memory, seat: int) -> list[str]:
    return ["draw" if w is None else ("win" if w == seat else "lose") for _r, w in m.results]


def draw_memory(p: "Painter", g: Geo, view: dict[str, Any], m: Memory,
                skip_race: int = 0, skip_bets: bool = False,
                hide: frozenset[str] = frozenset()) -> None:
    """The round as revealed so far, over the board's (older) picture; ``hide``: cards
    a clip moves itself (the prize flying away)."""
    if m.condition:
        C.draw_weather(p, g.weather, m.condition)
    draw_backs(p, g, view, m, grow=1.0)
    if not skip_bets:
        for seat, bet in m.bets:
            C.draw_bet(p, g.slots[g.side(seat)][3], bet)
    winners = dict(m.results)
    shown = [x for x in m.runners if x[0] != skip_race and x[0] <= 3]
    for race, seat, _card, _speed in shown:  # the old picture's card leaves its slot
        C.draw_slot(p, g.slots[g.side(seat)][race - 1])
    for race, seat, card, speed in shown:
        if card not in hide:
            C.draw_face(p, slid(g, race, seat, winners), view, card, speed)
    if m.results and m.seats:
        box = g.readout
        p.rect(box, P.SLATE, 8)
        p.rect(box, P.BRASS_DARK, 8, width=1)
        out = dict(m.outcomes)
        for k, seat in enumerate((g.bottom, g.top)):
            if seat is None:
                continue
            name = view["players"][seat]["name"]
            p.text(f"{name}: {readout(_results(m, seat), m.need, out.get(seat))}",
                   (box.x + 10, box.y + 10 + k * 26), 15, P.CHALK, max_width=box.w - 20)


def slid(g: Geo, race: int, seat: int, winners: dict[int, int | None], k: float = 1.0) \
        -> pygame.Rect:
    """Where a raced card lies: in its slot, or slid toward the winner's card if it lost."""
    r = g.slots[g.side(seat)][race - 1]
    w = winners.get(race, "open")
    if w == "open" or w is None or w == seat:
        return r
    other = g.slots[g.side(w)][race - 1]
    dy = (other.y - r.y) * SLIDE * k
    return r.move(0, round(dy))


def make_clip(ev: dict[str, Any], before: Memory, after: Memory) -> Clip | None:
    """The clip of ``ev`` (None: a plain beat), drawn over the memory of the round."""
    t = ev["type"]
    seats = list(after.seats) or None

    def base(p: "Painter", rect: pygame.Rect, view: dict[str, Any], **skip: Any) -> Geo:
        g = geometry(rect, view, seats)
        draw_memory(p, g, view, after, **skip)
        return g

    if t == "choices_made":
        def scene(p, rect, k, view):
            g = geometry(rect, view, seats)
            draw_backs(p, g, view, after, grow=ease_out(k))
        return DuelClip(0.4, scene=scene)
    if t == "bets_revealed":
        def scene(p, rect, k, view):
            g = base(p, rect, view, skip_bets=True)
            for b in ev["bets"]:
                r = g.slots[g.side(b["seat"])][3]
                if k < 0.5:
                    C.draw_bet(p, C.scaled(r, 1 - 2 * k), None)
                else:
                    C.draw_bet(p, C.scaled(r, 2 * k - 1), b["bet"], glow=True)
        return DuelClip(0.8, scene=scene)
    if t == "track_cut":
        def scene(p, rect, k, view):
            g = base(p, rect, view, skip_race=0)
            r = g.weather
            if k < 0.5:
                C.draw_back(p, C.scaled(r, 1 - 2 * k), ev["back"])
            else:
                C.draw_weather(p, C.scaled(r, 2 * k - 1), ev["condition"])
        return DuelClip(0.9, scene=scene)
    if t == "race_revealed":
        def scene(p, rect, k, view):
            g = base(p, rect, view, skip_race=ev["race"])
            for x in ev["runners"]:
                r = g.slots[g.side(x["seat"])][ev["race"] - 1]
                if k < 0.5:
                    C.draw_back(p, C.scaled(r, 1 - 2 * k), C.spec(view, x["card"])["back"])
                else:
                    C.draw_face(p, C.scaled(r, 2 * k - 1), view, x["card"], x["speed"])
        return DuelClip(0.8, scene=scene)
    if t == "race_result":
        def scene(p, rect, k, view):
            g = base(p, rect, view, skip_race=ev["race"])
            winners = dict(after.results)
            for race, seat, card, speed in after.runners:
                if race == ev["race"]:  # the old picture's card leaves its slot
                    C.draw_slot(p, g.slots[g.side(seat)][race - 1])
            for race, seat, card, speed in after.runners:
                if race != ev["race"]:
                    continue
                r = slid(g, race, seat, winners, k)
                if ev["winner"] is None:  # a tie stays: the two cards just nod
                    r = r.move(0, round(3 * (1 - abs(2 * k - 1))))
                C.draw_face(p, r, view, card, speed, glow=seat == ev["winner"])
        return DuelClip(0.7, scene=scene, ease=ease_out)
    if t in ("mudder_revealed", "round_outcome"):
        def scene(p, rect, k, view):
            base(p, rect, view)
        return DuelClip(0.6 if t == "mudder_revealed" else 1.0, scene=scene)
    if t == "cards_moved":
        moving = frozenset(ev["cards"])

        def scene(p, rect, k, view):
            g = geometry(rect, view, seats)
            draw_memory(p, g, view, after, hide=moving)
            winners = dict(after.results)
            starts = {c: slid(g, r, s, winners).center for r, s, c, _v in after.runners
                      if r <= 3}
            end = g.pool.center if ev["to"] == "pool" else g.purse[g.side(ev["seat"])].center
            for i, card in enumerate(ev["cards"]):
                kk = max(0.0, min(1.0, k * 1.4 - i * 0.08))
                c = lerp(starts.get(card, g.readout.center), end, kk)
                r = pygame.Rect(0, 0, C.CARD_W, C.CARD_H)
                r.center = (round(c[0]), round(c[1] - 40 * (1 - abs(2 * kk - 1))))
                C.draw_face(p, r, view, card)
        return DuelClip(1.0, scene=scene, ease=linear)
    if t in ("sudden_death", "game_end", "tie_stands", "pool_awarded", "prize"):
        return None
    return None
