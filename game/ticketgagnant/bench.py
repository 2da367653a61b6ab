"""Ticket Gagnant's speed figures for ``make bench`` (``GameInfo.bench``)."""
from __future__ import annotations

import statistics
import time
from typing import Any


def play_game(seed: int, kinds: list[str], times: dict[str, list[float]] | None = None,
              mode: str = "advanced", predictions: str = "visible",
              races: int | None = None, with_events: bool = False) -> Any:
    """One whole game with these bots (seat i plays ``kinds[i]``); each kind's decision
    times into ``times``. The game, or (game, its events) ``with_events``."""
    from .bots import make_bot
    from .game import TicketGagnantGame
    game, events = TicketGagnantGame.new({"players": len(kinds), "mode": mode,
                                          "predictions": predictions, "races": races}, seed)
    bots = [make_bot(k, seed, i) for i, k in enumerate(kinds)]
    while not game.is_over():
        seat = game.s.turn
        t0 = time.process_time()
        action = bots[seat].choose(game.view(seat))
        if times is not None:
            times.setdefault(kinds[seat], []).append(time.process_time() - t0)
        new = game.apply(action)
        if with_events:
            events += new
    return (game, events) if with_events else game


def bench(seconds: float) -> list[dict[str, Any]]:
    """Whole 4-player games per CPU second (random bots); the hard bot's decision times."""
    t0 = time.process_time()
    games = 0
    while time.process_time() - t0 < seconds:
        play_game(games, ["random"] * 4)
        games += 1
    rate = games / (time.process_time() - t0)
    times: dict[str, list[float]] = {}
    t0 = time.process_time()
    seed = 0
    while time.process_time() - t0 < seconds:
        play_game(10_000 + seed, ["hard", "random", "random", "random"], times)
        seed += 1
    hard = times.get("hard", [0.0])
    return [
        {"label": "Ticket Gagnant: whole 4-player games per CPU second (random bots)",
         "value": rate, "unit": "games/s", "goal": ">= 300"},
        {"label": "Ticket Gagnant: hard bot decision, median", "value":
         statistics.median(hard) * 1000, "unit": "ms", "goal": "<= 100"},
        {"label": "Ticket Gagnant: hard bot decision, max", "value": max(hard) * 1000,
         "unit": "ms", "goal": "<= 1000"},
    ]
