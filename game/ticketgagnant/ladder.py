"""The bot ladder, measured quickly: seat-rotated games, win rates and mean points.

    python -m game.ticketgagnant.ladder --games 400 --seats hard,normal,easy,random \
        --mode basic

(The generic ``--tournament --game ticket-gagnant`` command of the program does the same
through ``GameInfo.make_bot``; this one needs nothing but the game.) A shared win counts
1/k to each of the k winners.
"""
from __future__ import annotations

import argparse
import collections
import time

from .bench import play_game


def ladder(games: int, seats: list[str], mode: str = "basic", seed: int = 1000
           ) -> dict[str, tuple[float, float]]:
    """``{kind: (win rate, mean points)}`` over ``games`` games, seats rotated each game."""
    wins: collections.Counter[str] = collections.Counter()
    points: collections.Counter[str] = collections.Counter()
    for g in range(games):
        rot = g % len(seats)
        kinds = seats[rot:] + seats[:rot]
        game = play_game(seed + g, kinds, mode=mode)
        winners = [i for i in range(len(kinds)) if game.s.places[i] == 1]
        for i in winners:
            wins[kinds[i]] += 1 / len(winners)
        for i, k in enumerate(kinds):
            points[k] += game.s.scores[i]
    return {k: (wins[k] / games, points[k] / games) for k in dict.fromkeys(seats)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seats", default="hard,normal,easy,random")
    ap.add_argument("--mode", default="basic", choices=("basic", "advanced"))
    ap.add_argument("--seed", type=int, default=1000)
    a = ap.parse_args()
    t0 = time.process_time()
    table = ladder(a.games, a.seats.split(","), a.mode, a.seed)
    dt = time.process_time() - t0
    for k, (win, pts) in table.items():
        print(f"{k:7s} win {win:6.1%}  mean points {pts:6.2f}")
    print(f"{a.games} games, {dt:.1f} CPU s, {dt / a.games * 1000:.0f} ms/game")


if __name__ == "__main__":
    main()
