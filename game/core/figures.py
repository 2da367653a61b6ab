"""A speed figure as one line: ``GameInfo.bench`` gives a game's figures as
``{"label", "value", "unit", "goal", "note"}`` (``game/core/registry.py``); ``make bench``
(``game/command_line/bench.py``) and a game's own bench command print them the same way.
"""
from __future__ import annotations

import re
from typing import Any


def goal_met(value: float, goal: str) -> bool | None:
    """Whether ``value`` meets a goal written ``>= 300`` or ``<= 16 ms`` (None: no goal
    the program can read, e.g. prose)."""
    m = re.match(r"\s*(>=|<=)\s*([\d,.]+)", goal or "")
    if not m:
        return None
    target = float(m.group(2).replace(",", ""))
    return value >= target if m.group(1) == ">=" else value <= target


def figure_line(f: dict[str, Any]) -> str:
    """One figure as one line: label, value and unit, goal and verdict, note."""
    if f.get("value") is None:
        return f"{f['label']}"
    value = f["value"]
    number = f"{value:>12,.0f}" if abs(value) >= 100 else f"{value:>12,.2f}"
    line = f"{f['label']:<72} {number} {f.get('unit', '')}"
    goal = f.get("goal") or ""
    if goal:
        met = goal_met(value, goal)
        verdict = "" if met is None else (": MET" if met else ": BELOW")
        line += f"  goal {goal}{verdict}"
    if f.get("note"):
        line += f"  ({f['note']})"
    return line
