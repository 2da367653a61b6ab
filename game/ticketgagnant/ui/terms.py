"""Ticket Gagnant's screen words: the disciplines, the track features under the mouse,
a ticket in a line. English via ``_()`` (Italian in the catalog)."""
from __future__ import annotations

from typing import Any, Sequence

from ...services.i18n import ngettext
from ..words import DISCIPLINE_NAMES, N_, SLOTS, _, square_words


# The horses' colours as the tooltips name them (the data file's keys, marked here).
COLOURS = {"red": N_("red"), "blue": N_("blue"), "green": N_("green"),
           "yellow": N_("yellow"), "black": N_("black"), "white": N_("white"),
           "orange": N_("orange"), "purple": N_("purple")}


def colour_name(key: str) -> str:
    return _(COLOURS.get(key, key))


def discipline_name(key: str) -> str:
    return _(DISCIPLINE_NAMES.get(key, key))


def deal_words(hand: int, visibility: str) -> str:
    """A race's deal as the board's title and the chosen setup say it."""
    vis = _("visible") if visibility == "visible" else _("hidden")
    return _("hands of {n}, predictions {vis}").format(n=hand, vis=vis)


# The track's features, each as its rule in a sentence (the squares' tips, the rules help).
FEATURES = {
    "hedge": N_("A hedge: it can be jumped forward or sideways, never crossed backward"),
    "river": N_("The river: no horse may stop here, by moving or by being pushed"),
    "horseshoe": N_("A horseshoe: a horse still here when the race ends is disqualified"),
    "line": N_("Past the dotted line: a horse here can no longer move or be pushed backward"),
    "finish": N_("The finish: the first horse to reach it ends the race (house ruling)"),
}


def feature_words(key: str) -> str:
    return _(FEATURES[key])


def feature_tip(view: dict[str, Any], sq: Sequence[int],
                track: dict[str, Any] | None = None) -> list[str]:
    """What the track holds on a square, each as a rule in a sentence (``track``: the
    track shown, when it is not the view's: a race being set up)."""
    track, g = track or view["track"], view["grid"]
    s = [sq[0], sq[1]]
    out = []
    if s in track["hedges"]:
        out.append(feature_words("hedge"))
    if s in track["river"]:
        out.append(feature_words("river"))
    if s in track["horseshoes"]:
        out.append(feature_words("horseshoe"))
    if sq[0] == g["line_after"] + 1:
        out.append(feature_words("line"))
    if sq[0] == g["columns"]:
        out.append(feature_words("finish"))
    return out


def ticket_words(slots: Sequence[int | None]) -> str:
    parts = [_("{slot} horse {horse}").format(slot=_(SLOTS[i]), horse=h)
             for i, h in enumerate(slots) if h is not None]
    return ", ".join(parts)


def card_tip(card: Any) -> str:
    """What a movement card does, in a sentence (its tooltip in a hand or on the pile)."""
    if card.kind == "horse":
        return ngettext("Horse {n}: move it exactly {v} square forward, back or sideways",
                        "Horse {n}: move it exactly {v} squares forward, back or sideways",
                        card.value).format(n=card.horse, v=card.value)
    if card.kind == "joker":
        return ngettext("Joker: move any horse exactly {v} square",
                        "Joker: move any horse exactly {v} squares",
                        card.value).format(v=card.value)
    return _("Two-colour card: put horse {a} next to horse {b}, or {b} next to {a}").format(
        a=card.pair[0], b=card.pair[1])


def square_name(sq: Sequence[int]) -> str:
    """A square in the board's notation, capitalised to begin a tooltip."""
    words = square_words(sq)
    return words[:1].upper() + words[1:]


# Each discipline's track, as the setup's buttons explain it.
DISCIPLINE_TIPS = {
    "flat": N_("Flat: open turf, no obstacle"),
    "obstacle": N_("Obstacle: hedges, which can be jumped forward or sideways but never "
                   "crossed backward"),
    "steeplechase": N_("Steeplechase: hedges, and a river on which no horse may stop"),
    "harness": N_("Harness: cinder track with horseshoe prints; a horse still on one when "
                  "the race ends is disqualified"),
}


def discipline_tip(key: str) -> str:
    tip = DISCIPLINE_TIPS.get(key)
    return _(tip) if tip else discipline_name(key)
