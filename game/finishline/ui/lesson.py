"""Finish Line's words for its guided lesson (``data/lessons/finish_line.toml``).

``lesson_values`` fills the coach's placeholders from what the learner can see: the view
and the events since the learner's last action (as the generic coach hands them). Every
amount is written as the board writes money (``words.eur``), every horse by its number,
so the coach says what the sheet and the results say. ``lesson_spot`` names the parts
of the board a step may point at: ``track``, ``pool``, ``sheets``, ``tray`` and
``tile:N`` (horse N's tile where it stands now).
"""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from ...services.i18n import _
from ...services.numbers import ordinal
from ...ui.generic import layout as L
from ..data import load_data
from ..words import die_face, eur
from .board import areas, tile_rects


def _last(events: Sequence[dict[str, Any]], kind: str, seat: int | None = None) -> dict[str, Any] | None:
    """The latest event of ``kind`` (of ``seat`` when given) among ``events``."""
    for e in reversed(events):
        if e.get("type") == kind and (seat is None or e.get("seat") == seat):
            return e
    return None


def listed(items: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c" in the player's language."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return _("{some} and {last}").format(some=", ".join(items[:-1]), last=items[-1])


def _sheet(view: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """``seat``'s bets of the race at hand (its own sheet: always visible to it)."""
    sheets, race = view.get("sheets") or [], int(view.get("race") or 0)
    row = sheets[race - 1] if 0 < race <= len(sheets) else []
    mine = row[seat] if 0 <= seat < len(row) else None
    return [b for b in mine or [] if isinstance(b, dict)]


def lesson_values(seat: int, view: dict[str, Any], events: Sequence[dict[str, Any]]) -> dict[str, str]:
    """The coach's placeholders (module docstring): only those known at this moment."""
    data = load_data()
    out: dict[str, str] = {f"outsider_{f['amount']}": eur(int(f["amount"]))
                           for f in data.faces.values() if f.get("effect") == "outsider"}
    out["step"] = eur(int(data.bet_step))
    for i, top in enumerate(data.top_ups):
        out[f"top_up_{i + 1}"] = eur(int(top))
    players = view.get("players") or []
    if 0 <= seat < len(players):
        capital = int(players[seat].get("capital", 0))
        out["capital"] = eur(capital)
        out["room"] = eur(capital - sum(int(b.get("stake", 0)) for b in _sheet(view, seat)))
    out["pool"] = str(len(view.get("pool") or []))
    bet = _last(events, "bet", seat)
    if bet is not None and bet.get("stake") is not None:
        out.update(bet_stake=eur(bet["stake"]), bet_odds=str(bet["odds"]),
                   bet_pays=eur(bet["stake"] * bet["odds"]))
    roll = _last(events, "roll", seat)
    if roll is not None:
        out["roll"] = listed([die_face(d["id"], d["face"]) for d in roll["dice"]])
    used = _last(events, "die_used", seat)
    order = list(view.get("order") or [])
    if used is not None and used.get("target") in order:
        out["place"] = ordinal(len(order) - order.index(used["target"]))
    _results(out, seat, events)
    return out


def _results(out: dict[str, str], seat: int, events: Sequence[dict[str, Any]]) -> None:
    """The race's result, the seat's payouts and Outsider bonuses, its new capital."""
    result = _last(events, "race_result")
    if result is None:
        return
    places = result["places"]
    out["first"] = str(places[0]) if places else ""
    out["second"] = str(places[1]) if len(places) > 1 else ""
    for kind in ("win", "place"):
        pay = next((e for e in events if e.get("type") == "payout" and e.get("seat") == seat
                    and e.get("kind") == kind), None)
        if pay is not None:
            out.update({f"{kind}_stake": eur(pay["stake"]), f"{kind}_odds": str(pay["odds"]),
                        f"{kind}_pays": eur(pay["amount"])})
    bonus = [e for e in events if e.get("type") == "outsider_bonus" and e.get("seat") == seat]
    won = [e["amount"] for e in bonus if places and e["horse"] == places[0]]
    out["bonus_win"] = eur(sum(won))
    out["bonus_place"] = eur(sum(e["amount"] for e in bonus) - sum(won))
    end = _last(events, "race_end")
    if end is not None:
        out.update(staked=eur(end["stakes"][seat]), returns=eur(end["returns"][seat]),
                   capital_after=eur(end["capital"][seat]))


def lesson_spot(name: str, frame: Any) -> pygame.Rect | None:
    """Where ``name`` lies on the board drawn now (module docstring), or None: the
    table's frame draws the board in ``layout.BOARD`` from the session's view."""
    board = getattr(frame, "board", None)
    if board is None:
        return None
    view = frame.session.view
    a = areas(L.BOARD, tray=not board.idle_area)
    if name in ("track", "pool", "sheets", "tray"):
        return a[name] if a[name].w > 0 else None
    if name.startswith("tile:") and name[5:].isdigit():
        return tile_rects(a["track"], list(view.get("order") or []),
                          bool(view.get("level"))).get(int(name[5:]))
    return None
