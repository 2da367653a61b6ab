"""Bettor Horse's side of its lesson (``data/lessons/bettor_horse.toml``): the spots the
coach may point at on the board, and the numbers its words speak of.

Spots (``lesson_spot``): ``hand`` (the strip of cards to choose from), ``card:<id>`` (one
card of it, the part that shows), ``bet:<win|lose|draw>`` (a Bet card in it), ``slots`` / ``slot:<n>`` (the learner's race slots),
``their-slots``, ``bet-slot``, ``their-bet-slot``, ``purse``, ``their-purse``, ``pool``,
``weather``, ``readout`` and ``tracker``, as ``geometry.py`` places them for the picture
on screen (the round being laid out included).

Values (``lesson_values``): from the events shown since the learner's last action and
the learner's view, in the board's words: the names, each race's two speeds and its
result, the bets, the round's tally and outcome, where the cards went, the Purses, the
Pool and the track.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

import pygame

from ...services.i18n import N_, _, ngettext
from ...ui.generic import layout as L
from . import cards as C
from .board import hand_cards
from .geometry import geometry, hand_rects

if TYPE_CHECKING:
    from ...ui.generic.frame import TableFrame

RESULT_WORDS = {"win": N_("won"), "lose": N_("lost"), "draw": N_("tied")}


def lesson_spot(name: str, frame: "TableFrame") -> pygame.Rect | None:
    """Where ``name`` lies on the board drawn now (module docstring), or None."""
    board = getattr(frame, "board", None)
    if board is None:
        return None
    view = board.laying(board.as_shown(frame.session.view))
    g = geometry(L.BOARD, view)
    me = view.get("seat")
    mine = g.side(me) if g.bottom is not None else "bottom"
    theirs = "top" if mine == "bottom" else "bottom"
    if name == "hand":
        cards = hand_cards(view)
        rects = hand_rects(g, cards)
        return rects[0].unionall(rects) if rects else None
    if name.startswith("card:"):
        cards = hand_cards(view)
        rects = hand_rects(g, cards)
        for i, (c, r) in enumerate(zip(cards, rects)):
            if c == name[5:]:
                # (only the part not covered by the next card: what a click reaches)
                right = rects[i + 1].x if i + 1 < len(rects) else r.right
                return pygame.Rect(r.x, r.y, max(8, right - r.x), r.h)
        return None
    if name.startswith("bet:"):  # a Bet card in the hand strip, once the round is laid
        cards = hand_cards(view)
        for c, r in zip(cards, hand_rects(g, cards)):
            if c == ("bet", name[4:]):
                return r
        return None
    if name == "slots":
        return g.slots[mine][0].unionall(g.slots[mine][:3])
    if name.startswith("slot:") and name[5:].isdigit() and 1 <= int(name[5:]) <= 3:
        return g.slots[mine][int(name[5:]) - 1]
    places = {"their-slots": g.slots[theirs][0].unionall(g.slots[theirs][:3]),
              "bet-slot": g.slots[mine][3], "their-bet-slot": g.slots[theirs][3],
              "purse": g.purse[mine], "their-purse": g.purse[theirs], "pool": g.pool,
              "weather": g.weather, "readout": g.readout, "tracker": g.tracker}
    return places.get(name)


def lesson_values(seat: int, view: dict[str, Any],
                  events: Sequence[dict[str, Any]]) -> dict[str, str]:
    """The coach's placeholders (module docstring)."""
    players = view.get("players") or []
    other = 1 - seat if len(players) == 2 else None
    out: dict[str, str] = {"me": _name(players, seat), "them": _name(players, other)}
    me_p = players[seat] if 0 <= seat < len(players) else {}
    them_p = players[other] if other is not None else {}
    out["purse"] = str(me_p.get("purse_count", 0))
    out["their_purse"] = str(them_p.get("purse_count", 0))
    out["pool"] = str(len(view.get("pool") or []))
    out["round"], out["rounds"] = str(view.get("round", "")), str(view.get("rounds", ""))
    tally = {"win": 0, "lose": 0, "draw": 0}
    for ev in events:
        kind = ev.get("type")
        if kind == "round_start":
            tally = {"win": 0, "lose": 0, "draw": 0}
        if kind == "bets_revealed":
            for b in ev["bets"]:
                key = "my_bet" if b["seat"] == seat else "their_bet"
                out[key] = C.word(C.BET_WORDS, b["bet"])
        elif kind == "track_cut":
            out["track"] = C.word(C.CONDITIONS, ev["condition"])
        elif kind == "race_revealed":
            n = ev["race"]
            for r in ev["runners"]:
                key = "mine" if r["seat"] == seat else "theirs"
                out[f"race{n}_{key}"] = str(r["speed"])
                if r.get("may_change"):
                    out[f"race{n}_{key}_mudder"] = str(r["speed"])
        elif kind == "mudder_revealed":
            n = ev["race"]
            for ch in ev["changes"]:
                key = "mine" if ch["seat"] == seat else "theirs"
                out[f"race{n}_{key}"] = str(ch["speed"])
        elif kind == "race_result":
            n = ev["race"]
            for r in ev["results"]:
                if r["seat"] == seat:
                    out[f"race{n}_result"] = _(RESULT_WORDS[r["result"]])
                    tally[r["result"]] += 1  # (the readout's score so far)
                    out["wins"], out["losses"], out["draws"] = (
                        str(tally["win"]), str(tally["lose"]), str(tally["draw"]))
        elif kind == "round_outcome":
            for o in ev["outcomes"]:
                if o["seat"] == seat:
                    out["wins"], out["losses"], out["draws"] = (str(o["wins"]), str(o["losses"]),
                                                                str(o["draws"]))
                    out["outcome"] = C.word(C.BET_WORDS, o["outcome"])
                    out["matched"] = _("matched") if o["matched"] else _("did not match")
                else:
                    out["their_outcome"] = C.word(C.BET_WORDS, o["outcome"])
                    out["their_matched"] = _("matched") if o["matched"] else _("did not match")
        elif kind == "cards_moved":
            n = len(ev["cards"])
            if ev["to"] == "pool":
                out["moved"] = ngettext("{n} card went to the Pool", "{n} cards went to the Pool",
                                        n).format(n=n)
            elif ev["seat"] == seat:
                out["moved"] = ngettext("{n} card went to your Purse",
                                        "{n} cards went to your Purse", n).format(n=n)
    return out


def _name(players: list[dict[str, Any]], seat: int | None) -> str:
    if seat is None or not 0 <= seat < len(players):
        return ""
    return str(players[seat].get("name", ""))
