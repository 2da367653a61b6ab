"""Horseburg's command line: start the game window, or play headless bot games.

    horseburg                           the game window (title screen); also
                                        ``python -m game`` and ``python main.py``
    horseburg --headless ...            bot games in the terminal, with a JSON Lines log
    horseburg --autoplay ...            bots play a whole game in the window (docs/ui.md)
    horseburg --tournament ...          seat-rotated bot games, win rates (docs/bots.md)
    horseburg --game NAME --help-options   a game's setup options (``--option NAME=VALUE``)
    horseburg --serve ...               a table server for play across computers, and
    horseburg --connect URL ...         its headless client (game/net/cli.py, docs/protocol.md)

``--game NAME`` (default ``horse-fever``) picks the game for all of them; its setup options
are given as ``--option NAME=VALUE`` (``game/command_line/options.py``). Horse Fever's ``--variant``,
``--stars`` and ``--rounds`` are kept as they were (they set its options); with another game
they are refused in one line, like any bad option (exit code 2). ``--headless --resume
FILE`` takes the game, its options and seats from the save (a ``--game`` that disagrees is
refused, exit code 2); so does ``--resume FILE`` in the window, which opens the table at the
save (``game/ui/command_line_game.py``, with ``--log`` as headless writes it). Without ``--bots`` each game seats its default mix of bots
(``GameInfo.default_bots``). Every game plays headless through the core match driver.

``main()`` is the ``horseburg`` console script of ``pyproject.toml``.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from typing import Any

from game.command_line.options import (DEFAULT_GAME, HF_FLAGS, HORSE_FEVER, OptionError,
                                       help_options, resolve)
from game.services.i18n import _, ngettext
from game.services.numbers import decimal
from game.services.old_folders import move_old_folders


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="horseburg",
                                description=_("Horseburg: Horse Fever and the table's other games"))
    p.add_argument("--headless", action="store_true", help=_("play bot games without a window"))
    p.add_argument("--game", default=None,
                   help=_("the game to play (default {game}; with --resume, the save's)").format(
                       game=DEFAULT_GAME))
    p.add_argument("--option", action="append", default=None, metavar="NAME=VALUE",
                   help=_("a setup option of the game (repeatable; see --help-options)"))
    p.add_argument("--help-options", action="store_true",
                   help=_("list the game's setup options and exit"))
    # Horse Fever's own flags, as before --option: they set its options.
    p.add_argument("--variant", choices=["family", "board"], default=None,
                   help=_("Horse Fever: family (default) or board"))
    p.add_argument("--players", type=int, default=None,
                   help=_("number of players (the game's players option; Horse Fever: 2 to 6, "
                          "default 4)"))
    p.add_argument("--seed", type=int, default=None, help=_("game seed (default: random)"))
    p.add_argument("--games", type=int, default=1, help=_("headless: games to play (seeds S, S+1, ...)"))
    p.add_argument("--log", default=None, help=_("write every event as JSON Lines here (headless and window)"))
    p.add_argument("--stars", choices=["on", "off"], default=None,
                   help=_("Horse Fever: Board Game star cards (default off)"))
    p.add_argument("--rounds", type=int, default=None,
                   help=_("Horse Fever: rounds (default: the rounds table)"))
    p.add_argument("--bots", default=None,
                   help=_("headless and --autoplay: bot kinds, one for all or comma-separated "
                          "per seat (default: the game's own mix)"))
    # The game window (game/ui): see docs/ui.md.
    p.add_argument("--autoplay", action="store_true", help=_("window: bots in every seat play a whole game"))
    p.add_argument("--speed", choices=["slow", "normal", "fast", "instant"], default=None,
                   help=_("window: bot and race speed (default: the saved setting)"))
    p.add_argument("--screenshots", metavar="DIR", default=None,
                   help=_("window: save a PNG of each new phase into DIR"))
    p.add_argument("--quit-at-end", action="store_true", help=_("window: exit 0 when the game ends"))
    p.add_argument("--fullscreen", action="store_true", help=_("window: start in fullscreen"))
    p.add_argument("--stop-after", type=int, default=None, metavar="N",
                   help=_("headless: stop at the first decision after N events (needs --save)"))
    p.add_argument("--save", default=None, metavar="FILE",
                   help=_("headless: save the game to FILE when it stops (or ends)"))
    p.add_argument("--resume", default=None, metavar="FILE",
                   help=_("continue the saved game in FILE, headless or at the table (--log is appended to)"))
    p.add_argument("--autosave", default=None, metavar="FILE",
                   help=_("headless: autosave to FILE at every decision (backup FILE.bak)"))
    p.add_argument("--delay", type=float, default=0.0, metavar="SEC",
                   help=_("headless: wait SEC seconds at every decision (kill tests)"))
    # Bot tournaments (game/core/tournament.py): see docs/bots.md.
    p.add_argument("--tournament", action="store_true",
                   help=_("play --games seat-rotated bot games and print each bot's win rate"))
    p.add_argument("--seats", default=None,
                   help=_("tournament: bot kinds per seat, e.g. hard,normal,easy,random"))
    p.add_argument("--processes", type=int, default=None,
                   help=_("tournament: worker processes (default: 2, or 1 on one CPU)"))
    # Play across computers (game/net/): --serve, --connect and their flags.
    from game.net.cli import add_arguments
    add_arguments(p)
    args = p.parse_args(argv)
    args.bots_given = args.bots is not None  # (--join needs its bot named)
    args.game_given = args.game is not None  # (the window opens whatever the default's data)
    args.game = args.game or DEFAULT_GAME
    # Which of Horse Fever's flags were given (another game refuses them), before their
    # defaults are filled in.
    args.hf_given = {n: getattr(args, n) for n in HF_FLAGS if getattr(args, n) is not None}
    return args


def fill_options(args: argparse.Namespace) -> Any:
    """Resolves ``--game`` (with ``--resume``: the save's) and its options into
    ``args.game_info`` and ``args.game_options`` (Horse Fever's flags set from its options
    too, for the window and its saves), and ``--bots`` into ``args.kinds`` (a list; empty:
    the game's default mix). OptionError (one line) for anything wrong."""
    if getattr(args, "resume", None):  # (headless and in the window alike)
        from ..saves.headless import game_of, refusal
        saved = game_of(args.resume)
        given = getattr(args, "game_given", args.game is not None)
        if saved is not None and given and args.game != saved:
            raise OptionError(f"{args.resume}: {refusal(saved, args.game)}")
        args.game = saved or args.game
    args.game = args.game or DEFAULT_GAME
    if args.game == HORSE_FEVER:  # its flags' defaults, as the window and saves read them
        args.variant = args.variant or "family"
        args.stars = args.stars or "off"
    args.kinds = [k.strip() for k in (args.bots or "").split(",") if k.strip()]
    info, options = resolve(args)
    args.game_info, args.game_options = info, options
    if info.name == HORSE_FEVER:
        args.variant, args.rounds = options["variant"], options["rounds"]
        args.stars = "on" if options["stars"] else "off"
        args.players = options["players"]
    elif "players" in options:
        args.players = options["players"]
    return info


def run_headless(args: argparse.Namespace) -> int:
    """``--headless``: plays ``--games`` bot games of any game through the core match driver,
    one result line per game, every event to ``--log`` as JSON Lines (saves, stops and
    resumes: ``game/saves/headless.py``)."""
    if not hasattr(args, "game_info"):
        try:
            fill_options(args)
        except OptionError as e:
            print(_("error: {why}").format(why=e), file=sys.stderr)
            return 2
    if args.resume or args.save or args.autosave or args.stop_after is not None:
        from game.saves.headless import run_with_saves
        return run_with_saves(args)
    from game.saves.files import write_log
    from game.core.batch_gc import batch_collector
    from game.core.match import play_match, result_line

    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
    if args.log:
        write_log(args.log, ())  # (a game that cannot start leaves an empty log)
    try:
        with batch_collector():  # (the collector set for a batch: game/core/batch_gc.py)
            for g in range(args.games):
                match = play_match(args.game_info, args.game_options, seed + g, args.kinds)
                if args.log:
                    write_log(args.log, match.events, append=True)
                print(result_line(match), flush=True)
    except ValueError as exc:  # SetupError: a bot kind or player count that does not fit
        print(_("error: {why}").format(why=exc), file=sys.stderr)
        return 2
    return 0


def run_tournament(args: argparse.Namespace) -> int:
    """``--tournament``: plays ``--games`` seat-rotated games and prints the table."""
    import multiprocessing as mp

    from game.core.match import player_count
    from game.core.tournament import ladder_holds, run_tournament as run, table

    info, options = args.game_info, args.game_options
    kinds = [k.strip() for k in (args.seats or "").split(",") if k.strip()]
    if not kinds:
        print(_("error: --seats needs bot kinds, e.g. {kinds}").format(kinds=",".join(info.bot_kinds)),
              file=sys.stderr)
        return 2
    try:
        players = player_count(info, options, kinds)
    except ValueError as exc:
        print(_("error: {why}").format(why=exc), file=sys.stderr)
        return 2
    if len(kinds) == 1:
        kinds = kinds * players
    if len(kinds) != players:
        print(ngettext("error: --seats names {n} bots for {players} player",
                       "error: --seats names {n} bots for {players} players", players).format(
            n=len(kinds), players=players), file=sys.stderr)
        return 2
    unknown = [k for k in kinds if k not in info.bot_kinds]
    if unknown:
        print(_("error: unknown bot {bot} (one of {kinds})").format(
            bot=repr(unknown[0]), kinds=", ".join(info.bot_kinds)), file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else 1
    processes = args.processes or min(2, mp.cpu_count())
    t0 = time.perf_counter()
    last = [0.0]

    def progress(done: int, total: int) -> None:
        now = time.perf_counter()
        if now - last[0] > 10 or done == total:
            last[0] = now
            print("  " + _("{done}/{total} games, {seconds} s").format(
                done=done, total=total, seconds=f"{now - t0:.0f}"), file=sys.stderr, flush=True)

    try:
        stats = run(info, options, kinds, args.games, seed, processes, progress)
    except ValueError as exc:
        print(_("error: {why}").format(why=exc), file=sys.stderr)
        return 2
    setup = ", ".join(f"{k}={v}" for k, v in options.items() if v is not None)
    print(_("Tournament: {game} ({setup}), {games} games (seeds {first}..{last}), seats {seats} "
            "rotated; {seconds} s on {processes} process(es)").format(
        game=info.title, setup=setup, games=args.games, first=seed, last=seed + args.games - 1,
        seats=",".join(kinds), seconds=f"{time.perf_counter() - t0:.0f}", processes=processes))
    print(table(stats, _, decimal))
    print(ngettext("shared first: {pct}% ({n} of {games} game)",
                   "shared first: {pct}% ({n} of {games} games)", stats.games).format(
        pct=decimal(100 * stats.shared_first_rate(), 1), n=stats.shared_first, games=stats.games))
    order = list(dict.fromkeys(kinds))
    if len(order) > 1:
        pattern = (_("Ladder {ladder} (non-overlapping 95% intervals): holds") if ladder_holds(stats, order)
                   else _("Ladder {ladder} (non-overlapping 95% intervals): does NOT hold"))
        print(pattern.format(ladder=" > ".join(order)))
    return 0


def window_serves(name: str) -> bool:
    """Whether the window can set a table for this game (Horse Fever's, until the shell
    reads ``args.game``: its ``AppConfig`` then has a ``game`` field)."""
    if name == HORSE_FEVER:
        return True
    import dataclasses

    from game.ui.app import AppConfig
    return "game" in {f.name for f in dataclasses.fields(AppConfig)}


def main(argv: list[str] | None = None) -> int:
    from game.command_line.words import start
    start()  # the language of the help, the errors and the result lines
    args = parse_args(argv)
    if window_only(args):
        # The window names no game: one whose data file is broken is greyed there, and
        # the others play on (``GameInfo.problem``).
        start_program(args)
        return run_window(args)
    try:
        info = fill_options(args)
    except OptionError as e:
        print(_("error: {why}").format(why=e), file=sys.stderr)
        return 2
    if args.help_options:
        print(help_options(info))
        return 0
    start_program(args)
    if args.serve:
        from game.net.cli import run_serve
        return run_serve(args)
    if args.connect:
        from game.net.cli import run_connect
        return run_connect(args)
    if args.tournament:
        return run_tournament(args)
    if args.headless:
        return run_headless(args)
    if not window_serves(info.name):
        print(_("error: no table for {game} yet (play it with --headless)").format(game=info.name),
              file=sys.stderr)
        return 2
    return run_window(args)


def start_program(args: argparse.Namespace) -> None:
    """What every start does first: the old Horse Fever folders moved once, and the temp
    files a killed run left behind removed (saves, exports, settings, and the files the
    command line names)."""
    from game.saves.files import clean_stale_temp_files

    move_old_folders()
    clean_stale_temp_files((args.save, args.autosave, args.resume))


def window_only(args: argparse.Namespace) -> bool:
    """The plain window: no game named, nothing played or listed at the command line."""
    return not (args.game_given or args.headless or args.tournament or args.help_options
                or args.autoplay or args.option or args.hf_given or args.players is not None
                or args.serve or args.connect or args.resume)


def run_window(args: argparse.Namespace) -> int:
    """The game window (a headless bot game where pygame-ce is missing)."""
    try:
        from game.ui.app import run_app
    except ImportError as exc:  # pygame-ce missing: run outside .venv
        print(_("No game window ({why}; `make play` installs what it needs): "
                "playing a headless bot game instead.").format(why=exc))
        return run_headless(args)
    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
