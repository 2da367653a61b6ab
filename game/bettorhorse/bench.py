"""Bettor Horse's ``make bench`` figures (``GameInfo.bench``; alone: ``python -m
game.bettorhorse.bench [seconds]``), each for about ``seconds``
of CPU time: whole 2- and 8-player games per second with random bots, and the hard bot's
decision time (median and slowest)."""
from __future__ import annotations

import statistics
import time
from typing import Any


def play(players: int, seed: int, kinds: list[str], track: bool = False) -> Any:
    """One whole game by bots (each reading its view); the game."""
    from .bots import make_bot
    from .game import BettorHorseGame
    game, _ = BettorHorseGame.new({"players": players, "track_conditions": track}, seed)
    bots = [make_bot(kinds[i % len(kinds)], seed, i) for i in range(players)]
    while not game.is_over():
        d = game.decision()
        game.apply(bots[d.seat].choose(game.view(d.seat)))
    return game


def games_per_second(players: int, seconds: float) -> float:
    start = time.process_time()
    n = 0
    while time.process_time() - start < seconds or n == 0:
        play(players, n, ["random"], track=n % 2 == 1)
        n += 1
    return n / (time.process_time() - start)


def engine_games_per_second(players: int, seconds: float) -> float:
    """Whole games by uniformly random legal moves straight through the rules engine (no
    views, no bots): the rules' own speed."""
    import random
    from .data import game_data
    from .rules.engine import Engine
    data = game_data()
    names = [f"P{i}" for i in range(players)]
    rng = random.Random(1)
    start = time.process_time()
    n = 0
    while time.process_time() - start < seconds or n == 0:
        eng, _ = Engine.new(data, names, n % 2 == 1, n)
        while not eng.state.over:
            _, kind, o = eng.decision()  # type: ignore[misc]
            eng.apply(kind, rng.choice(o["cards"] if kind == "horse" else
                                       o["bets"] if kind == "bet" else o["changes"]))
        n += 1
    return n / (time.process_time() - start)


def hard_times(seconds: float) -> list[float]:
    """Seconds per hard-bot decision over 2-player games against a normal bot."""
    from .bots import make_bot
    from .game import BettorHorseGame
    times: list[float] = []
    start = time.process_time()
    seed = 0
    while time.process_time() - start < seconds or not times:
        game, _ = BettorHorseGame.new({"players": 2, "track_conditions": True}, seed)
        bots = [make_bot("hard", seed, 0), make_bot("normal", seed, 1)]
        while not game.is_over():
            d = game.decision()
            view = game.view(d.seat)
            t0 = time.process_time()
            action = bots[d.seat].choose(view)
            if d.seat == 0:
                times.append(time.process_time() - t0)
            game.apply(action)
        seed += 1
    return times


def bench(seconds: float) -> list[dict[str, Any]]:
    t = hard_times(seconds)
    return [
        {"label": "Bettor Horse 2-player games (random bots)",
         "value": games_per_second(2, seconds), "unit": "games/s", "goal": ">= 2000"},
        {"label": "Bettor Horse 8-player games (random bots)",
         "value": games_per_second(8, seconds), "unit": "games/s", "goal": ">= 300"},
        {"label": "Bettor Horse 2-player games (random moves, rules only)",
         "value": engine_games_per_second(2, seconds), "unit": "games/s", "goal": ">= 2000"},
        {"label": "Bettor Horse 8-player games (random moves, rules only)",
         "value": engine_games_per_second(8, seconds), "unit": "games/s", "goal": ">= 300"},
        {"label": "Bettor Horse hard bot decision, median",
         "value": 1000 * statistics.median(t), "unit": "ms", "goal": "<= 100"},
        {"label": "Bettor Horse hard bot decision, slowest",
         "value": 1000 * max(t), "unit": "ms", "goal": "<= 500"},
    ]


if __name__ == "__main__":  # python -m game.bettorhorse.bench [seconds]
    import sys
    for row in bench(float(sys.argv[1]) if len(sys.argv) > 1 else 3.0):
        print(f"{row['label']:58} {row['value']:10.1f} {row['unit']:8} (goal {row['goal']})")
