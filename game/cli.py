"""Horseburg's command line: start the game window, or play headless bot games.

    horseburg                           the game window (title screen); also
                                        ``python -m game`` and ``python main.py``
    horseburg --headless ...            bot games in the terminal, with a JSON Lines log
    horseburg --autoplay ...            bots play a whole game in the window (docs/ui.md)
    horseburg --tournament ...          seat-rotated bot games, win rates (docs/bots.md)

``main()`` is the ``horseburg`` console script of ``pyproject.toml``.
"""
from __future__ import annotations

import argparse
import sys

from game.old_folders import move_old_folders


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="horseburg",
                                description="Horseburg: Horse Fever and the table's other games")
    p.add_argument("--headless", action="store_true", help="play bot games without a window")
    p.add_argument("--variant", choices=["family", "board"], default="family")
    p.add_argument("--players", type=int, default=4, help="2 to 6")
    p.add_argument("--seed", type=int, default=None, help="game seed (default: random)")
    p.add_argument("--games", type=int, default=1, help="headless: games to play (seeds S, S+1, ...)")
    p.add_argument("--log", default=None, help="headless: write every event as JSON Lines here")
    p.add_argument("--stars", choices=["on", "off"], default="off", help="Board Game star cards")
    p.add_argument("--rounds", type=int, default=None, help="rounds (default: the rounds table)")
    p.add_argument("--bots", default="simple",
                   help="headless: bot kinds, one for all or comma-separated per seat")
    # The game window (game/ui): see docs/ui.md.
    p.add_argument("--autoplay", action="store_true", help="window: bots in every seat play a whole game")
    p.add_argument("--speed", choices=["slow", "normal", "fast", "instant"], default=None,
                   help="window: bot and race speed (default: the saved setting)")
    p.add_argument("--screenshots", metavar="DIR", default=None,
                   help="window: save a PNG of each new phase into DIR")
    p.add_argument("--quit-at-end", action="store_true", help="window: exit 0 when the game ends")
    p.add_argument("--fullscreen", action="store_true", help="window: start in fullscreen")
    p.add_argument("--stop-after", type=int, default=None, metavar="N",
                   help="headless: stop at the first decision after N events (needs --save)")
    p.add_argument("--save", default=None, metavar="FILE",
                   help="headless: save the game to FILE when it stops (or ends)")
    p.add_argument("--resume", default=None, metavar="FILE",
                   help="headless: continue the saved game in FILE (--log is appended to)")
    p.add_argument("--autosave", default=None, metavar="FILE",
                   help="headless: autosave to FILE at every decision (backup FILE.bak)")
    p.add_argument("--delay", type=float, default=0.0, metavar="SEC",
                   help="headless: wait SEC seconds at every decision (kill tests)")
    # Bot tournaments (game/horsefever/tournament.py): see docs/bots.md.
    p.add_argument("--tournament", action="store_true",
                   help="play --games seat-rotated bot games and print each bot's win rate")
    p.add_argument("--seats", default=None,
                   help="tournament: bot kinds per seat, e.g. hard,normal,easy,random")
    p.add_argument("--processes", type=int, default=None,
                   help="tournament: worker processes (default: 2, or 1 on one CPU)")
    return p.parse_args(argv)


def run_headless(args: argparse.Namespace) -> int:
    """Plays ``--games`` bot games and prints one result line per game."""
    import random

    if args.resume or args.save or args.autosave or args.stop_after is not None:
        from game.save_headless import run_headless_with_saves
        return run_headless_with_saves(args)

    from game.horsefever.match import play_game, result_line
    from game.horsefever.rules.loader import load_or_exit

    data = load_or_exit()
    if not 2 <= args.players <= 6:
        print(f"error: --players must be 2 to 6, not {args.players}", file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
    bots = args.bots.split(",")
    log = open(args.log, "w", encoding="utf-8") if args.log else None
    try:
        for g in range(args.games):
            game, _ = play_game(data, args.players, seed + g, args.variant, bots,
                                stars=args.stars == "on", rounds=args.rounds, log=log)
            print(result_line(game), flush=True)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    finally:
        if log:
            log.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    move_old_folders()
    if args.tournament:
        from game.horsefever.tournament import run_cli
        return run_cli(args)
    if args.headless:
        return run_headless(args)
    try:
        from game.ui.app import run_app
    except ImportError as exc:  # pygame-ce missing: run outside .venv
        print(f"No game window ({exc}; `make play` installs what it needs): "
              "playing a headless bot game instead.")
        return run_headless(args)
    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
