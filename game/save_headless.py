"""Horse Fever's headless driver with saves: ``main.py --headless`` with ``--stop-after``/
``--save``/``--resume``/``--autosave`` (other games: ``save_headless_any.py``).

A new game plays seed ``--seed`` with bots, autosaving (``--autosave FILE``) at every
decision point; ``--stop-after N`` stops at the first decision point after N events and
writes ``--save FILE``. ``--resume FILE`` replays the save (its ``.bak`` if FILE is
refused, with a ``warning:`` line), plays on with the saved bots and APPENDS the new
events to ``--log``. A refused save prints ``error: <file>: <problem>`` (one line) and
the exit code is 2.
"""
from __future__ import annotations

import sys
import time
from typing import Any

from .horsefever.rules import Game
from .i18n import _
from .horsefever.rules.actions import Action
from .save_files import SaveError
from .save_format import load_with_backup
from .saves import AutoSaver, event_line, save_game


def run_headless_with_saves(args: Any) -> int:
    """Plays or resumes one bots game with saves; returns the exit code (2: refused)."""
    from .horsefever.match import new_bot_game, play_on, result_line
    from .cli_words import data_or_exit

    data = data_or_exit()
    if getattr(args, "games", 1) != 1:
        print(_("error: --stop-after, --save, --resume and --autosave play one game "
                "(--games 1)"), file=sys.stderr)
        return 2
    if args.stop_after is not None and args.stop_after < 0:
        print(_("error: --stop-after must be 0 or more"), file=sys.stderr)
        return 2
    if args.stop_after is not None and not args.save:
        print(_("error: --stop-after needs --save FILE"), file=sys.stderr)
        return 2
    log_mode = "w"
    actions: list[tuple[int, Action]] = []
    if args.resume:
        try:
            loaded = load_with_backup(args.resume, data)
        except SaveError as e:
            print(_("error: {why}").format(why=e), file=sys.stderr)
            return 2
        if loaded.warning:
            print(_("warning: {why}").format(why=loaded.warning), file=sys.stderr)
        humans = [i for i, b in enumerate(loaded.bots) if b is None]
        if humans and not loaded.game.is_over():
            print(_("error: {save}: seat {seat} is a human seat: resume this game in the game "
                    "window").format(save=args.resume, seat=humans[0]), file=sys.stderr)
            return 2
        game, events, bots = loaded.game, loaded.events, loaded.bots
        actions = list(loaded.actions)
        first_new = len(events)
        log_mode = "a"
    else:
        import random
        if not 2 <= args.players <= 6:
            print(_("error: --players must be 2 to 6, not {players}").format(
                players=args.players), file=sys.stderr)
            return 2
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
        try:
            game, events, bots = new_bot_game(data, args.players, seed, args.variant,
                                              args.bots.split(","), stars=args.stars == "on",
                                              rounds=args.rounds)
        except ValueError as exc:
            print(_("error: {why}").format(why=exc), file=sys.stderr)
            return 2
        first_new = 0
    saver = AutoSaver(args.autosave) if args.autosave else None
    delay = max(0.0, float(getattr(args, "delay", 0) or 0))

    def at_decision(g: Game, evs: list[dict[str, Any]]) -> None:
        if saver is not None:
            saver.save(g, evs, bots, actions)
        if delay and not g.is_over():
            time.sleep(delay)

    try:
        over = play_on(game, bots, events, stop_after=args.stop_after,  # type: ignore[arg-type]
                       on_decision=at_decision, actions=actions)
        if args.save:
            save_game(args.save, game, events, bots, actions)
    except SaveError as e:
        print(_("error: {why}").format(why=e), file=sys.stderr)
        return 2
    if args.log:
        with open(args.log, log_mode, encoding="utf-8") as f:
            for ev in events[first_new:]:
                f.write(event_line(ev))
    if over:
        print(result_line(game), flush=True)
    else:
        print(_("stopped after {n} events (round {round}, {decision} of seat {seat}): saved to {file}").format(
            n=len(events), round=game.state.round, decision=game.decision().kind, seat=game.current_player(),
            file=args.save), flush=True)
    return 0
