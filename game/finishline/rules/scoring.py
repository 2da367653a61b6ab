"""Summing up (rulebook C.10, the second and third race, the end of the game).

Winner bets pay stake x odds, place bets stake x (the pair's odds summed) when the pair
is first and second in either order; Outsider bonuses go to the horse's bettors (house
ruling "outsider_bonus"); a disqualified horse loses every bet on it. The new capital is
what was not staked plus every return. The richest player (side bets not counted)
starts the next race; after race 3 the Grand Total (capital + side bets) decides.
"""
from __future__ import annotations

from typing import Any

from .tables import FLData
from .state import dice_on, emit


def settle(s: dict[str, Any], data: FLData, events: list[dict[str, Any]]) -> None:
    """The result, the revealed sheets, every payout line and the new capital."""
    places = list(reversed(s["order"]))
    first = places[0] if places else None
    second = places[1] if len(places) > 1 else None
    emit(s, events, "race_result", race=s["race"], places=places,
         disqualified=list(s["disqualified"]))
    sheets = s["sheets"][-1]
    emit(s, events, "bets_revealed", race=s["race"],
         sheets=[[dict(b) for b in sheet] for sheet in sheets])
    returns = [0] * len(sheets)
    for seat, sheet in enumerate(sheets):
        for b in sheet:
            h = b["horses"]
            if b["kind"] == "win":
                won = h[0] == first
            else:
                won = second is not None and set(h) == {first, second}
            amount = b["stake"] * b["odds"] if won else 0
            returns[seat] += amount
            events.append({"type": "payout", "seq": None, "race": s["race"], "seat": seat,
                           "kind": b["kind"], "horses": list(h), "stake": b["stake"],
                           "odds": b["odds"], "amount": amount})
    for tile in places[:2]:
        for die in dice_on(s, tile):
            face = data.faces[s["faces"][die]]
            if face["effect"] != "outsider":
                continue
            for seat, sheet in enumerate(sheets):
                amount = 0
                if tile == first and any(b["kind"] == "win" and b["horses"][0] == tile
                                         for b in sheet):
                    amount = face["amount"]
                elif any(b["kind"] == "place" and tile in b["horses"] for b in sheet):
                    amount = face["amount"] // 2
                if amount:
                    returns[seat] += amount
                    emit(s, events, "outsider_bonus", race=s["race"], seat=seat,
                         horse=tile, die=die, amount=amount)
    before = list(s["capital"])
    for seat, sheet in enumerate(sheets):
        s["capital"][seat] += returns[seat] - sum(b["stake"] for b in sheet)
    s["history"].append(list(s["capital"]))
    emit(s, events, "race_end", race=s["race"], capital_before=before,
         stakes=[sum(b["stake"] for b in sheet) for sheet in sheets], returns=returns,
         capital=list(s["capital"]))


def next_starter(s: dict[str, Any]) -> int:
    """The richest player (side bets not counted); a tie goes to the tied player first met
    clockwise from the previous starter, that player included (house ruling)."""
    n = len(s["names"])
    best = max(s["capital"])
    return next((s["starter"] + k) % n for k in range(n)
                if s["capital"][(s["starter"] + k) % n] == best)


def end_game(s: dict[str, Any], events: list[dict[str, Any]]) -> None:
    """Grand Totals (capital + side bets); the most money wins, ties shared."""
    totals = [c + sb for c, sb in zip(s["capital"], s["side"])]
    best = max(totals)
    s["winners"] = [i for i, t in enumerate(totals) if t == best]
    s["phase"] = "over"
    emit(s, events, "game_end", capital=list(s["capital"]), side=list(s["side"]),
         totals=totals, winners=list(s["winners"]), history=[list(h) for h in s["history"]],
         standings=final_standings(s))


def final_standings(s: dict[str, Any]) -> list[dict[str, Any]]:
    """The final standings, best first, as ``game_end`` and the game contract give them:
    ``{seat, name, place, total, capital, side}``; most money (Grand Total: capital + side
    bets) first, ties sharing a place."""
    totals = [c + sb for c, sb in zip(s["capital"], s["side"])]
    order = sorted(range(len(totals)), key=lambda i: (-totals[i], i))
    rows: list[dict[str, Any]] = []
    for i, seat in enumerate(order):
        place = rows[-1]["place"] if i and totals[order[i - 1]] == totals[seat] else i + 1
        rows.append({"seat": seat, "name": s["names"][seat], "place": place,
                     "total": totals[seat], "capital": s["capital"][seat],
                     "side": s["side"][seat]})
    return rows
