"""Ticket Gagnant's clips: each event's animation over the board, from the (redacted)
event alone. A card played gallops its pawn square by square and shoves the pushed horse
aside; the finish shows the ranking as the horses are ordered, photo-finish cards drawn,
disqualifications called and each ticket scored line by line."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...fx.tween import ease_out, linear
from ...ui import palette as P
from ...ui.generic import Clip
from ..data import game_data
from ..words import SLOTS, _, cards_held
from . import art
from . import look as L
from .terms import discipline_name

if TYPE_CHECKING:
    from ...ui.painter import Painter

STEP = 0.22  # seconds per square of a gallop (normal speed)


def _geo() -> dict[str, Any]:
    d = game_data()
    return {"grid": {"lanes": d.lanes, "columns": d.columns, "line_after": d.line_after}}


def clip_for(event: dict[str, Any], names: list[str]) -> Clip | None:
    t = event.get("type")
    if t == "card_played":
        return gallop(event)
    if t == "race_start":  # the board walks the horses to their stalls (shown.py)
        words = _("Race {race} of {races}: {discipline}").format(
            race=event["race"], races=event["races"],
            discipline=discipline_name(event["discipline"]))
        return Clip(1.3, lambda p, r, k: announce(p, r, k, words, ""))
    if t == "race_end" and event.get("reason") == "finish":
        title = _("Horse {n} reaches the finish!").format(n=event["horse"])
        held = cards_held(event, lambda s: names[s] if 0 <= s < len(names) else str(s))
        sub = _("The race ends at once. Cards still in hand: {held}").format(held=held) \
            if held else _("The race ends: every hand was spent.")
        return Clip(2.2, lambda p, r, k: announce(p, r, k, title, sub), linear)
    if t == "ranking":
        return Clip(0.5 + 0.35 * len(event["order"]), lambda p, r, k: ranking(p, r, k, event),
                    linear)
    if t == "photo_finish":
        return Clip(1.4, lambda p, r, k: photo(p, r, k, event), linear)
    if t == "disqualified":
        return Clip(1.2, lambda p, r, k: disqualified(p, r, k, event), ease_out)
    if t == "race_score":
        n = len(event["lines"]) + (1 if event["bonus"] else 0) + 1
        return Clip(0.6 + 0.4 * n, lambda p, r, k: score(p, r, k, event, names), linear)
    return None


def gallop(e: dict[str, Any]) -> Clip:
    steps = L.path(e["from"], e["to"])
    push = e.get("push")
    n = max(1, len(steps) - 1)
    seconds = STEP * n + (0.35 if push else 0.0)
    share = STEP * n / seconds

    def draw(p: "Painter", rect: pygame.Rect, k: float) -> None:
        geo = _geo()
        c = L.cell_size(rect, geo)
        m = min(1.0, k / share)
        f = m * n
        i = min(n - 1, int(f))
        a, b = steps[i], steps[min(n, i + 1)]
        t = f - i
        hop = abs((t - 0.5)) * 2  # a gallop: up and down once per square
        pos = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        if push:
            q = 0.0 if k < share else (k - share) / (1 - share)
            pf, pt = push["from"], push["to"]
            pp = (pf[0] + (pt[0] - pf[0]) * q, pf[1] + (pt[1] - pf[1]) * q)
            art.pawn(p, L.square_centre(rect, geo, pp), c, L.colour_of(geo, push["horse"]),
                     push["horse"])
        x, y = L.square_centre(rect, geo, pos)
        art.pawn(p, (x, y - (1 - hop) * c * 0.18), c * 1.1, L.colour_of(geo, e["horse"]),
                 e["horse"], ring=P.HIGHLIGHT)

    return Clip(seconds, draw, linear)


def announce(p: "Painter", rect: pygame.Rect, k: float, title: str, sub: str) -> None:
    """A plaque over the racecourse: the race's start, or its end at the finish."""
    gr = L.grid_rect(rect, _geo())
    box = pygame.Rect(0, 0, min(gr.w - 20, 480), 96 if sub else 60)
    box.center = gr.center
    alpha = round(255 * min(1.0, 4 * min(k, 1 - k) + 0.25))
    p.rect(box.move(3, 4), (0, 0, 0), 10, alpha=min(90, alpha))
    p.rect(box, P.CREAM, 10, alpha=alpha)
    p.rect(box, P.BRASS_DARK, 10, width=2)
    p.text(title, (box.centerx, box.y + 12), 22, P.INK, "display", anchor="midtop",
           max_width=box.w - 20)
    if sub:
        p.text_block(sub, pygame.Rect(box.x + 16, box.y + 46, box.w - 32, 44), 14, P.INK,
                     align="center", max_lines=2)


def _box(p: "Painter", rect: pygame.Rect, title: str) -> pygame.Rect:
    box = pygame.Rect(0, rect.y + 60, 420, 260)
    box.centerx = L.grid_rect(rect, _geo()).centerx  # over the racecourse, whatever its width
    p.rect(box.move(3, 4), (0, 0, 0), 10, alpha=90)
    p.rect(box, P.CREAM, 10)
    p.rect(box, P.BRASS_DARK, 10, width=2)
    p.text(title, (box.centerx, box.y + 10), 20, P.INK, "display", anchor="midtop")
    return box


def ranking(p: "Painter", rect: pygame.Rect, k: float, e: dict[str, Any]) -> None:
    box = _box(p, rect, _("The ranking"))
    order = e["order"]
    shown = int(k * (len(order) + 1))
    for i, h in enumerate(order[:shown]):
        x = box.x + 40 + (i % 4) * 96
        y = box.y + 70 + (i // 4) * 80
        art.pawn(p, (x, y), 44, L.colour_of({}, h), h)
        p.text(_("{n}.").format(n=i + 1), (x - 30, y - 10), 16, P.INK, "ui_bold")
    dq = e.get("disqualified") or []
    if dq:
        p.text(_("Disqualified: {horses}").format(horses=", ".join(map(str, dq))),
               (box.x + 16, box.bottom - 30), 15, P.BAD, "ui_bold")


def photo(p: "Painter", rect: pygame.Rect, k: float, e: dict[str, Any]) -> None:
    box = _box(p, rect, _("Photo finish in column {c}").format(c=e["column"]))
    order = e["order"]
    shown = int(k * (len(order) + 1))
    for i, h in enumerate(order):
        r = pygame.Rect(box.x + 30 + i * 80, box.y + 60, 64, 96)
        if i < shown:
            p.rect(r, P.WHITE, 5)
            p.rect(r, P.INK, 5, width=1)
            art.pawn(p, r.center, 46, L.colour_of({}, h), h)
            p.text(_("place {n}").format(n=e["place"] + i), (r.centerx, r.bottom + 6), 13,
                   P.INK, anchor="midtop")
        else:
            art.card_back(p, r)


def disqualified(p: "Painter", rect: pygame.Rect, k: float, e: dict[str, Any]) -> None:
    geo = _geo()
    r = L.square_rect(rect, geo, e["square"]).inflate(8, 8)
    p.rect(r, P.BAD, 6, width=3)
    p.text(_("Horse {n} disqualified!").format(n=e["horse"]), (r.centerx, r.y - 6 - 10 * k),
           18, P.BAD, "display", anchor="midbottom", shadow=P.WHITE)


def score(p: "Painter", rect: pygame.Rect, k: float, e: dict[str, Any],
          names: list[str]) -> None:
    seat = e["seat"]
    name = names[seat] if 0 <= seat < len(names) else str(seat)
    box = _box(p, rect, _("{name}'s ticket").format(name=name))
    rows: list[tuple[str, int | None, int]] = [
        (_(SLOTS[x["slot"] - 1]), x["horse"], x["points"]) for x in e["lines"]]
    if e["bonus"]:
        rows.append((_("Bonus"), None, e["bonus"]))
    shown = int(k * (len(rows) + 2))
    for i, (label, h, pts) in enumerate(rows[:shown]):
        y = box.y + 50 + i * 34
        p.text(label, (box.x + 24, y), 17, P.INK)
        if h is not None:
            art.pawn(p, (box.x + 110, y + 10), 30, L.colour_of({}, h), h)
        p.text(f"{pts:+d}", (box.right - 30, y), 19, P.GOOD if pts >= 0 else P.BAD,
               "ui_bold", anchor="topright")
    if shown > len(rows):
        y = box.bottom - 40
        words = _("{prev} -> {total}").format(prev=e["previous"], total=e["total"])
        if e["floored"]:
            words += "  " + _("(the floor: never below -8)")
        p.text(words, (box.centerx, y), 19, P.INK, "display", anchor="midtop")
