"""Finish Line's ``make bench`` figures (``GameInfo.bench``)."""
from __future__ import annotations

import statistics
import time
from typing import Any


def play(seed: int, kinds: list[str], timer: list[float] | None = None) -> Any:
    """One whole game by bots of these kinds; ``timer`` collects the hard bot's times."""
    from .bots import make_bot
    from .game import FinishLineGame
    game, _ = FinishLineGame.new({"players": len(kinds)}, seed, bots=kinds)
    bots = [make_bot(k, seed, i) for i, k in enumerate(kinds)]
    while not game.is_over():
        seat = game.engine.s["turn"]
        t0 = time.process_time()
        a = bots[seat].choose(game.view(seat))
        if timer is not None and kinds[seat] == "hard":
            timer.append(time.process_time() - t0)
        game.apply(a)
    return game


def bench(seconds: float) -> list[dict[str, Any]]:
    """Random-bot games per CPU second; the hard bot's decision time."""
    out = []
    t0, n = time.process_time(), 0
    while time.process_time() - t0 < seconds:
        play(n, ["random"] * 4)
        n += 1
    rate = n / (time.process_time() - t0)
    out.append({"label": "Finish Line: 4-player games (random bots)", "value": rate,
                "unit": "games/s", "goal": ">= 300"})
    times: list[float] = []
    t0, n = time.process_time(), 0
    while time.process_time() - t0 < seconds or n == 0:
        play(10_000 + n, ["hard", "random", "random", "random"], times)
        n += 1
    out.append({"label": "Finish Line: hard bot decision, median",
                "value": statistics.median(times) * 1000, "unit": "ms", "goal": "<= 100"})
    out.append({"label": "Finish Line: hard bot decision, max",
                "value": max(times) * 1000, "unit": "ms", "goal": "<= 1000"})
    return out
