"""The board's tooltips: every card explains itself (and every pile counts itself)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...services.i18n import _
from ..words import card_name
from . import cards as C
from .geometry import geometry, tracker_rects

if TYPE_CHECKING:
    from .board import DuelBoard


def card_words(view: dict[str, Any], card: str) -> str:
    """"Red 5: speed 5, Mudder, Dry back"."""
    s = C.spec(view, card)
    extra = ""
    if s.get("sure"):
        extra = _(", Sure Thing")
    elif s.get("mudder"):
        extra = _(", Mudder (on a Wet track it may run 1 faster or slower)")
    return _("{card}: speed {speed}{extra}, {back} back").format(
        card=card_name(card), speed=s["speed"], extra=extra, back=C.word(C.CONDITIONS, str(s["back"])))


def tooltip(board: "DuelBoard", pos: tuple[float, float], rect: pygame.Rect,
            view: dict[str, Any]) -> str:
    """What is under the mouse on the board ("" for nothing)."""
    g = geometry(rect, view)
    c = board._hand_at(pos, rect, view)
    if c is not None:
        if isinstance(c, tuple):
            return _("Bet {bet}: click to choose it").format(bet=C.word(C.BET_WORDS, c[1]))
        return card_words(view, c)
    t = view.get("table")
    players = view.get("players") or []
    for side, seat in (("top", g.top), ("bottom", g.bottom)):
        if seat is None:
            continue
        if g.purse[side].collidepoint(pos):
            return _("{name}'s Purse: {n} cards (the most wins)").format(
                name=players[seat]["name"], n=players[seat]["purse_count"])
        if not t or seat not in t["seats"]:
            continue
        k = t["seats"].index(seat)
        for i, r in enumerate(g.slots[side][:3]):
            row = t["slots"][k]
            empty = i >= len(row) or row[i] is None
            if r.collidepoint(pos) and empty and i < t["need"]:
                if not t["revealed"] and seat != view.get("seat"):
                    return _("Race {n}: nothing of {name}'s choice shows until both players "
                             "have chosen").format(n=i + 1, name=players[seat]["name"])
                return _("Race {n}: no card placed yet").format(n=i + 1)
            if r.collidepoint(pos) and not empty:
                cell = row[i]
                if cell["card"] is None:
                    return _("Race {n}: a face-down card with a {back} back").format(
                        n=i + 1, back=C.word(C.CONDITIONS, cell["back"]))
                words = _("Race {n}: ").format(n=i + 1) + card_words(view, cell["card"])
                if seat == view.get("seat") and not t.get("revealed"):
                    words += _(" (click to take it back)")
                return words
        if g.slots[side][3].collidepoint(pos) and t["bet_down"][k]:
            b = t["bets"][k]
            return _("Bet card: {bet}").format(bet=C.word(C.BET_WORDS, b) if b else _("face down"))
    if g.pool.collidepoint(pos):
        return _("The Pool: {n} cards, to the final round's matching bet").format(
            n=len(view.get("pool") or []))
    if t and t.get("condition") and g.weather.collidepoint(pos):
        return _("The track is {cond}: a Mudder may run 1 faster or slower on Wet").format(
            cond=C.word(C.CONDITIONS, t["condition"]))
    if g.top is not None:
        cards = players[g.top]["unplayed"]
        for card, r in zip(cards, tracker_rects(g, len(cards))):
            if r.collidepoint(pos):
                return card_words(view, card) + _(" (not yet raced)")
    return ""
