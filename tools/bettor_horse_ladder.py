"""Bettor Horse bot ladder: win rates over seat-rotated games (until the generic
``--tournament --game bettor-horse`` lands).

    python tools/bettor_horse_ladder.py --players 4 --games 400 --seats hard,normal,easy,random
    python tools/bettor_horse_ladder.py --players 2 --games 400 --seats hard,normal

A shared first place counts as a fraction of a win. Track Conditions alternate by game.
Seats: every ordering of the kinds in turn (``--rotation all``, the default), or the
kinds rotated one seat a game (``cyclic``: with 4 or more players it keeps each kind's
ring neighbours, and who sits next to the random bot matters).
"""
from __future__ import annotations

import argparse
import itertools
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from game.bettorhorse.bench import play  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=400)
    p.add_argument("--seats", default="hard,normal,easy,random")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rotation", choices=("all", "cyclic"), default="all")
    a = p.parse_args()
    kinds = a.seats.split(",")
    orders = [list(o) for o in itertools.permutations(range(a.players))]
    wins = {k: 0.0 for k in kinds}
    seats = {k: 0 for k in kinds}
    purse = {k: 0 for k in kinds}
    for g in range(a.games):
        if a.rotation == "cyclic":
            order = [kinds[(i + g) % len(kinds)] for i in range(a.players)]
        else:
            order = [kinds[k % len(kinds)] for k in orders[g % len(orders)]]
        game = play(a.players, a.seed * 100_000 + g, order, track=g % 2 == 1)
        st = game.standings()
        firsts = [s.seat for s in st if s.place == 1]
        for s in st:
            seats[order[s.seat]] += 1
            purse[order[s.seat]] += s.score["purse"]
            if s.place == 1:
                wins[order[s.seat]] += 1 / len(firsts)
    print(f"{a.players} players, {a.games} games, seats {a.seats} ({a.rotation} orders), "
          f"seed {a.seed}")
    print(f"{'bot':8} {'seats':>6} {'wins':>7} {'win %':>6} {'purse':>6}")
    for k in kinds:
        print(f"{k:8} {seats[k]:6d} {wins[k]:7.1f} {100 * wins[k] / a.games * len(kinds) / a.players:6.1f}"
              f" {purse[k] / max(1, seats[k]):6.1f}")


if __name__ == "__main__":
    main()
