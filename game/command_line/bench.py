"""``make bench`` for every registered game: one generic figure, then each game's own.

    python -m game.command_line.bench                          every game (``make bench``)
    python -m game.command_line.bench --game horse-fever       one game
    python -m game.command_line.bench --seconds 5              each measurement for about 5 CPU s

For each game, first the figure every game has: whole games per CPU second with random
bots in every seat, at the game's default setup (its default number of players), played
through the core match driver (``game/core/match.py``: each bot choosing from its own view,
every event). Then the game's own figures (``GameInfo.bench(seconds)``: a list of
``{"label", "value", "unit", "goal"}``, optionally ``"note"`` and ``"heading"``), each
with its goal and whether it is met. Rates are per CPU second of this process, so other
load on the machine disturbs them less.
"""
from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from ..core.figures import figure_line
from ..core.match import play_match
from ..core.registry import GameInfo, SetupError, get_game, registered_games

RANDOM = "random"  # the bot kind the generic figure seats everywhere, when a game has it


def games_per_second(info: GameInfo, seconds: float) -> dict[str, Any]:
    """Whole games at the default setup, a random bot in every seat (the game's first bot
    kind if it has no ``random`` one), for about ``seconds`` of CPU time (one game at
    least): the generic figure, as a ``GameInfo.bench`` figure."""
    kind = RANDOM if RANDOM in info.bot_kinds else info.bot_kinds[0]
    options = info.setup()
    play_match(info, options, 0, [kind])  # warm-up: caches, imports
    games = 0
    seed = 1
    cpu0, wall0 = time.process_time(), time.perf_counter()
    while True:
        match = play_match(info, options, seed, [kind])
        games += 1
        seed += 1
        cpu = time.process_time() - cpu0
        if cpu >= seconds:
            break
    wall = time.perf_counter() - wall0
    players = len(match.kinds)
    return {"label": f"{info.title}: whole {players}-player games, {kind} bots "
            "(core match driver)", "value": games / cpu if cpu > 0 else float(games),
            "unit": "games/s", "goal": "", "note": f"{games / wall:,.0f}/s wall, "
            f"{games:,} games", "games": games, "players": players}


def run(infos: list[GameInfo], seconds: float, out: Any = None) -> int:
    """Prints every game's figures; returns the exit code (2 when a game's data file is
    broken: its one line goes to stderr, and the other games are measured)."""
    out = out or sys.stdout
    print(f"Horseburg benchmark (Python {sys.version.split()[0]}, one process, about "
          f"{seconds:g} CPU s per line; rates per CPU second)", file=out)
    code = 0
    for info in infos:
        print(f"\n== {info.title} ({info.name})", file=out, flush=True)
        problem = info.problem()
        if problem is not None:
            print(f"error: {problem}", file=sys.stderr, flush=True)
            code = 2
            continue
        print(figure_line(games_per_second(info, seconds)), file=out, flush=True)
        if info.bench is None:
            continue
        for f in info.bench(seconds):
            if f.get("heading"):
                print(f["heading"], file=out)
            print(figure_line(f), file=out, flush=True)
    return code


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.command_line.bench",
                                description="speed figures of every registered game (one core)")
    p.add_argument("--game", default=None, help="only this game (default: every game)")
    p.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per measurement")
    args = p.parse_args(argv)
    from .. import catalogue as games  # noqa: F401  (registers every game)

    try:
        infos = [get_game(args.game)] if args.game else registered_games()
    except SetupError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    return run(infos, args.seconds)


if __name__ == "__main__":
    sys.exit(main())
