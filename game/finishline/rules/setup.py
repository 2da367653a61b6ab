"""Setting up (rulebook "Setup", A): the tile pile, and each race's start.

Before each race seven tiles are turned up one by one, the first to the far left: the
last drawn leads. The odds sit under the starting positions; every die goes back into
the pool. Race 1's starting player is drawn at random; races 2 and 3 take the one
``scoring.next_starter`` named. Capital is topped up before races 2 and 3.
"""
from __future__ import annotations

import random
from typing import Any

from ...core.rng import randbelow, shuffle
from .tables import FLData
from .state import emit, squares_of


def start_game(s: dict[str, Any], data: FLData, rng: random.Random,
               events: list[dict[str, Any]]) -> None:
    """Shuffles the 24 tiles face down and starts race 1."""
    shuffle(rng, s["pile"])
    emit(s, events, "game_start",
         players=[{"seat": i, "name": n, "bot": b}
                  for i, (n, b) in enumerate(zip(s["names"], s["bots"]))],
         races=data.races, capital=list(s["capital"]),
         tiles=[dict(data.tiles[n]) for n in sorted(data.tiles)],
         dice=[{"id": d["id"], "colour": d["colour"], "faces": list(d["faces"])}
               for d in data.dice])
    start_race(s, data, rng, events)


def start_race(s: dict[str, Any], data: FLData, rng: random.Random,
               events: list[dict[str, Any]]) -> None:
    """Tops up, turns up seven tiles, resets the dice and opens the betting."""
    s["race"] += 1
    r = s["race"]
    top = data.top_ups[r - 1]
    if top:
        for seat in range(len(s["names"])):
            s["capital"][seat] += top
            emit(s, events, "top_up", race=r, seat=seat, amount=top,
                 capital=s["capital"][seat])
    s["start"] = [s["pile"].pop(0) for _ in range(data.tiles_per_race)]
    s["order"] = list(s["start"])
    s["level"] = False
    s["dead_even_used"] = False
    s["disqualified"] = []
    s["squares"] = {str(t): squares_of(data, t) for t in s["start"]}
    s["pool"] = [d["id"] for d in data.dice]
    s["hand"], s["out"], s["saved"], s["extras"] = [], [], [], []
    s["faces"] = {d["id"]: None for d in data.dice}
    s["homestretch"] = False
    s["skip"] = False
    drawn = r == 1
    if drawn:
        s["starter"] = randbelow(rng, len(s["names"]))
    s["sheets"].append([[] for _ in s["names"]])
    s["done"] = [False] * len(s["names"])
    s["phase"] = "bet"
    s["turn"] = s["starter"]
    emit(s, events, "race_start", race=r, tiles=list(s["start"]),
         odds=list(data.odds[r - 1]), starter=s["starter"], starter_drawn=drawn,
         capital=list(s["capital"]), pile=len(s["pile"]))
