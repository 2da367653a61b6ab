"""The final scores' charts, folded from the public events: each Purse and the Pool after
every round, and each player's bets matched so far (a line that stays level through the
rounds a player sits out, with 4+ players: never a zig-zag across them). Each round's
bets and outcomes are in the round-by-round table (``rounds.py``)."""
from __future__ import annotations

from typing import Any, Sequence

from ...services.i18n import _
from ...ui.generic import ScoreSeries


def series(events: Sequence[dict[str, Any]], names: Sequence[str]) -> list[ScoreSeries]:
    """[Purses and the Pool after each round, each player's bets matched so far]."""
    n = len(names)
    purse = [0] * n
    pool = 0
    labels: list[str] = []
    lines: dict[int, list[float | None]] = {i: [] for i in range(n + 1)}
    matched: dict[int, list[float | None]] = {i: [] for i in range(n)}
    count = [0] * n
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
            for o in ev["outcomes"]:
                count[o["seat"]] += bool(o["matched"])
            for i in range(n):
                matched[i].append(float(count[i]))
        if t in ("round_outcome", "cards_moved", "pool_awarded", "set_aside") and labels:
            for i in range(n + 1):
                value = float(purse[i] if i < n else pool)
                if len(lines[i]) < len(labels):
                    lines[i].append(value)
                else:
                    lines[i][-1] = value
    return [ScoreSeries(_("Purse and Pool after each round"), labels, lines,
                        line_names={n: _("Pool")}),
            ScoreSeries(_("Bets matched so far"), labels, matched)]
