"""What a clip draws over the board: banners (homestretch, the finish, the result), the
photo finish's six white dice per horse, a ring where a die lands. From the event only.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...services.i18n import _
from ...ui import palette as P
from . import art
from .clips import FLClip

if TYPE_CHECKING:
    from ...ui.painter import Painter


def banner_text(e: dict[str, Any]) -> str:
    t = e.get("type")
    if t == "homestretch":
        return _("Homestretch! Yellow dice may be drawn")
    if t == "race_over":
        return _("The finish line is crossed")
    if t == "race_result":
        places = e.get("places", [])
        return _("Horse {horse} wins race {race}!").format(horse=places[0], race=e["race"]) \
            if places else ""
    if t == "bets_revealed":
        return _("The bet sheets are revealed")
    if t == "race_running":
        return _("They're off!")
    return ""


def draw_overlay(p: "Painter", rect: pygame.Rect, clip: FLClip, t: float,
                 view: dict[str, Any]) -> None:
    """The clip's overlay at linear progress ``t``."""
    if clip.kind == "banner":
        text = banner_text(clip.event)
        if text:
            alpha = int(255 * min(1.0, t * 5, (1 - t) * 5))
            band = pygame.Rect(rect.x + 120, rect.y + 92, rect.w - 240, 56)
            p.rect(band, P.WOOD_DARK, 12, alpha=max(0, min(230, alpha)))
            p.rect(band, P.BRASS, 12, width=2, alpha=max(0, alpha))
            p.text(text, band.center, 26, P.BRASS_LIGHT, "display", anchor="center",
                   alpha=max(0, alpha), max_width=band.w - 20)
    elif clip.kind == "photo":
        draw_photo(p, rect, clip.event, t * clip.seconds)


def draw_photo(p: "Painter", rect: pygame.Rect, e: dict[str, Any], seconds: float) -> None:
    """The photo finish: each throw shows six white dice for each of the two horses,
    turning up one by one; the horseshoes are counted."""
    rolls = e.get("rolls", [])
    box = pygame.Rect(rect.x + 150, rect.y + 40, rect.w - 300, 170)
    p.rect(box, P.SLATE, 12, alpha=235)
    p.rect(box, P.BRASS, 12, width=2)
    p.text(_("Photo finish"), (box.centerx, box.y + 8), 20, P.CHALK_YELLOW, "display",
           anchor="midtop")
    i = min(len(rolls) - 1, int(seconds / 1.6)) if rolls else -1
    if i < 0:
        return
    roll = rolls[i]
    shown = min(6, int((seconds - i * 1.6) / 0.18) + 1)
    for row, horse in enumerate(roll["horses"]):
        y = box.y + 58 + row * 54
        p.text(str(horse), (box.x + 20, y), 22, P.CHALK, "display", anchor="midleft")
        for j, face in enumerate(roll["faces"][row]):
            if j < shown:
                art.draw_die(p, (box.x + 100 + j * 48, y), 38, "white", face)
        if shown >= 6:
            p.text(_("{n} horseshoes").format(n=roll["horseshoes"][row]),
                   (box.right - 20, y), 16, P.CHALK, anchor="midright")
    if i == len(rolls) - 1 and shown >= 6:
        p.text(_("Horse {horse} wins the photo").format(horse=e["winner"]),
               (box.centerx, box.bottom - 10), 16, P.HIGHLIGHT, "ui_bold", anchor="midbottom")
