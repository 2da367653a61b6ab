"""Scoring a ticket: +7/+5/+4 exact, +3 on the podium in another place, -1 off it, -2
disqualified; +5 for three exact, +2 for the podium in another order; never below -8."""
from __future__ import annotations

from typing import Any, Sequence

from .components import TGData


def score_ticket(data: TGData, slots: Sequence[int | None], order: Sequence[int],
                 out: Sequence[int]) -> tuple[list[dict[str, Any]], int, str]:
    """The ticket's lines, its bonus and the bonus's kind ("all_exact", "podium" or "")."""
    podium = list(order[:3])
    lines = []
    for slot, h in enumerate(slots):
        if h is None:
            continue
        place = order.index(h) + 1 if h in order else None
        if h in out:
            result, points = "disqualified", data.disqualified
        elif place == slot + 1:
            result, points = "exact", data.exact[slot]
        elif h in podium:
            result, points = "podium", data.podium_other
        else:
            result, points = "off_podium", data.off_podium
        lines.append({"slot": slot + 1, "horse": h, "place": place, "result": result,
                      "points": points})
    bonus, kind = 0, ""
    if len(lines) == 3 and len(podium) == 3:
        if all(line["result"] == "exact" for line in lines):
            bonus, kind = data.bonus_all_exact, "all_exact"
        elif {line["horse"] for line in lines} == set(podium):
            bonus, kind = data.bonus_podium, "podium"
    return lines, bonus, kind


def new_total(data: TGData, previous: int, lines: Sequence[dict[str, Any]], bonus: int) -> int:
    """The score after a race: never below the floor."""
    return max(data.floor, previous + sum(line["points"] for line in lines) + bonus)
