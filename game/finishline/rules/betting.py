"""Betting (rulebook B): each player's secret bet sheet before a race.

Up to three winner bets (one horse each) and two place bets (a pair for first and second,
either order, paying the sum of the two odds), every stake a multiple of 100, the total
within the player's capital. Players fill their sheets in turn from the starting player;
each sheet stays secret (``bet`` events are redacted for the others) until the race ends.
"""
from __future__ import annotations

from typing import Any

from .tables import FLData
from .state import next_seat


def staked(s: dict[str, Any], seat: int) -> int:
    """What ``seat`` has staked in this race so far."""
    return sum(b["stake"] for b in s["sheets"][-1][seat])


def room(s: dict[str, Any], data: FLData, seat: int) -> int:
    """The largest stake ``seat`` may still add (a multiple of the step)."""
    left = s["capital"][seat] - staked(s, seat)
    return left - left % data.bet_step


def bet_problem(s: dict[str, Any], data: FLData, seat: int,
                a: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    """Why the bet ``a`` ({"kind": "win"|"place", "horses": [...], "stake"}) is illegal."""
    sheet = s["sheets"][-1][seat]
    stake, horses = a["stake"], a["horses"]
    for h in horses:
        if h not in s["start"]:
            return "horse_not_running", {"horse": h}
    win = a["kind"] == "win"
    # (the sheet read once: its stakes, its bets of this kind and whether one is this bet)
    left, same_kind, again = s["capital"][seat], 0, False
    for b in sheet:
        left -= b["stake"]
        if win:
            if b["kind"] == "win":
                same_kind += 1
                again = again or b["horses"] == horses
        elif b["kind"] == "place":
            same_kind += 1
            again = again or set(b["horses"]) == set(horses)
    if win:
        if same_kind >= data.max_winner_bets:
            return "too_many_winner_bets", {"most": data.max_winner_bets}
        if again:
            return "horse_already_bet", {"horse": horses[0]}
    else:
        if horses[0] == horses[1]:
            return "pair_same_horse", {"horse": horses[0]}
        if same_kind >= data.max_place_bets:
            return "too_many_place_bets", {"most": data.max_place_bets}
        if again:
            return "pair_already_bet", {"first": horses[0], "second": horses[1]}
    if stake < data.bet_step or stake % data.bet_step:
        return "stake_step", {"stake": stake, "step": data.bet_step}
    if stake > left:
        return "over_capital", {"stake": stake, "left": left}
    return None


def place_bet(s: dict[str, Any], data: FLData, seat: int, a: dict[str, Any],
              events: list[dict[str, Any]]) -> None:
    """Writes a checked bet on the seat's sheet, with its odds."""
    row, start = data.odds[s["race"] - 1], s["start"]  # (``odds_of`` of each horse)
    odds = 0
    for h in a["horses"]:
        odds += row[start.index(h)]
    bet = {"kind": a["kind"], "horses": list(a["horses"]), "stake": a["stake"], "odds": odds}
    s["sheets"][-1][seat].append(bet)
    events.append({"type": "bet", "seq": None, "race": s["race"], "seat": seat, **bet})


def end_bets(s: dict[str, Any], seat: int, events: list[dict[str, Any]]) -> bool:
    """The seat's sheet is closed; True once every sheet is (the race starts)."""
    s["done"][seat] = True
    events.append({"type": "bets_done", "seq": None, "race": s["race"], "seat": seat})
    for k in range(len(s["names"])):
        nxt = next_seat(s, seat, k)
        if not s["done"][nxt]:
            s["turn"] = nxt
            return False
    return True
