"""The end of a race (rulebook C.9, C.6): extra moves, the photo finish, the result.

When the turn that took the pool's last die is over, the two dice left leave the race;
then the saved Extra moves are played in turn order from the starting player (each a
decision: place it as a white horseshoe, or decline); then, if the two leaders are still
dead even, the photo finish rolls six white dice for each until the counts differ.
"""
from __future__ import annotations

import random
from typing import Any

from ...core.rng import randbelow
from .tables import FLData
from .state import emit


def race_run(s: dict[str, Any], data: FLData, events: list[dict[str, Any]]) -> None:
    """The last die is used: the hand leaves the race, the extra moves line up."""
    left = list(s["hand"])
    s["hand"] = []
    s["out"].extend(left)
    emit(s, events, "race_over", race=s["race"], unused=left)
    n = len(s["names"])
    s["extras"] = sorted(s["saved"], key=lambda sd: ((sd[0] - s["starter"]) % n, sd[1]))
    s["saved"] = []
    if s["extras"]:
        s["phase"] = "extra"
        s["turn"] = s["extras"][0][0]
        emit(s, events, "extra_moves", dice=[list(x) for x in s["extras"]])


def photo_finish(s: dict[str, Any], data: FLData, rng: random.Random,
                 events: list[dict[str, Any]]) -> None:
    """Settles a dead even lead: six white dice per horse, most horseshoes wins."""
    if not s["level"]:
        return
    upper, lower = s["order"][-2], s["order"][-1]
    white = data.dice[0]["faces"] if data.dice[0]["colour"] == "white" else next(
        d["faces"] for d in data.dice if d["colour"] == "white")
    rolls = []
    while True:
        a = [white[randbelow(rng, 6)] for _ in range(data.photo_dice)]
        b = [white[randbelow(rng, 6)] for _ in range(data.photo_dice)]
        ca, cb = a.count("horseshoe"), b.count("horseshoe")
        rolls.append({"horses": [upper, lower], "faces": [a, b], "horseshoes": [ca, cb]})
        if ca != cb:
            break
    winner = upper if ca > cb else lower
    s["order"][-2:] = [lower, upper] if winner == upper else [upper, lower]
    s["level"] = False
    emit(s, events, "photo_finish", horses=[upper, lower], rolls=rolls, winner=winner)
    emit(s, events, "order", order=list(s["order"]), level=False, cause="photo_finish",
         horse=winner)
