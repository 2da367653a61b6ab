"""The final scores' charts, folded from the public events: each Purse and the Pool after
every round, and each racer's round outcome (1 Win, 0 Draw, -1 Lose; a gap when idle)."""
from __future__ import annotations

from typing import Any, Sequence

from ...i18n import _
from ...ui.generic import ScoreSeries

OUTCOME_VALUE = {"win": 1.0, "draw": 0.0, "lose": -1.0}


def series(events: Sequence[dict[str, Any]], names: Sequence[str]) -> list[ScoreSeries]:
    """[Purses and the Pool per round, outcomes per round]."""
    n = len(names)
    purse = [0] * n
    pool = 0
    labels: list[str] = []
    lines: dict[int, list[float | None]] = {i: [] for i in range(n + 1)}
    outcomes: dict[int, list[float | None]] = {i: [] for i in range(n)}
    from_pool = False  # after pool_awarded, the cards moved to Purses leave the Pool
    for ev in events:
        t = ev.get("type")
        if t == "cards_moved":
            if ev["to"] == "pool":
                pool += len(ev["cards"])
            else:
                purse[ev["seat"]] += len(ev["cards"])
                if from_pool:
                    pool = max(0, pool - len(ev["cards"]))
        elif t == "pool_awarded":
            from_pool = True
        elif t == "set_aside" and ev.get("reason") == "pool":
            pool = max(0, pool - len(ev["cards"]))
        elif t == "round_outcome":
            labels.append(str(len(labels) + 1))
            got = {o["seat"]: OUTCOME_VALUE[o["outcome"]] for o in ev["outcomes"]}
            for i in range(n):
                outcomes[i].append(got.get(i))
        if t in ("round_outcome", "cards_moved", "pool_awarded", "set_aside") and labels:
            for i in range(n + 1):
                value = float(purse[i] if i < n else pool)
                if len(lines[i]) < len(labels):
                    lines[i].append(value)
                else:
                    lines[i][-1] = value
    return [ScoreSeries(_("Purse and Pool after each round"), labels, lines,
                        line_names={n: _("Pool")}),
            ScoreSeries(_("Round outcomes (1 Win, 0 Draw, -1 Lose)"), labels, outcomes)]
