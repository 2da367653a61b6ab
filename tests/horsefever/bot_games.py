"""Horse Fever games played by bots for the tests, through the core match driver (the
headless command's own path), handed over as the engine's objects: the engine ``Game``,
its events, the engine's bots and ``Action``s, which the window's saves, the engine's
tests and the screens take.

    game, events, bots = new_bot_game(data, 4, seed, "family", ["random", "simple"])
    play_on(game, bots, events, stop_after=90, actions=actions)   # a stop, then on
    game, events = play_game(data, 4, seed, "board", ["simple"], stars=True)
"""
from __future__ import annotations

import json
from typing import IO, Any, Callable, Iterable

from game.core.history import HUMAN
from game.core.match import Match, new_match
from game.core.match import play_on as core_play_on
from game.horsefever import INFO
from game.horsefever.actions import from_engine
from game.horsefever.bot_seats import BotSeat
from game.horsefever.game import HorseFeverGame
from game.horsefever.headless import result_line as game_line
from game.horsefever.rules import Game


def options(players: int, variant: str, stars: bool, rounds: int | None) -> dict[str, Any]:
    return INFO.setup({"variant": variant, "players": players, "stars": stars,
                       "rounds": rounds})


def new_bot_game(data: Any, players: int, seed: int, variant: str = "family",
                 bots: Iterable[str] | None = None, stars: bool = False,
                 rounds: int | None = None) -> tuple[Game, list[dict[str, Any]], list[Any]]:
    """A game with bots in every seat (``bots``: a short list repeats; default simple):
    the engine's game, its events so far and the engine's bots. (``data``: the tests'
    copy of the data files, the same files the registry's game reads.)"""
    m = new_match(INFO, options(players, variant, stars, rounds), seed,
                  list(bots) if bots else ["simple"])
    return m.game.engine, m.events, [b.bot for b in m.bots]


def play_on(game: Game, bots: list[Any], events: list[dict[str, Any]],
            stop_after: int | None = None,
            on_decision: Callable[[Game, list[dict[str, Any]]], None] | None = None,
            actions: list[tuple[int, Any]] | None = None) -> bool:
    """Lets the bots play on (``core.match.play_on``), appending to ``events`` and, if
    given, ``actions`` (the engine's); ``on_decision(game, events)`` at every decision
    point and at the end. False: stopped at the first decision after ``stop_after``."""
    s = game.state
    seats = [BotSeat(b) if b is not None else None for b in bots]
    kinds = [p.bot or HUMAN for p in s.players]
    done = [(seat, from_engine(a)) for seat, a in actions or []]
    m = Match(INFO, HorseFeverGame(game), options(len(s.players), s.variant, s.stars, s.rounds),
              s.seed, [p.name for p in s.players], kinds, seats, events, done)
    synced = [len(m.actions)]

    def sync() -> None:  # ``actions`` up to date whenever the caller may look at it
        if actions is not None:
            actions.extend((seat, a.to_engine()) for seat, a in m.actions[synced[0]:])
        synced[0] = len(m.actions)

    def hook(match: Match) -> None:
        sync()
        if on_decision is not None:
            on_decision(game, match.events)

    over = core_play_on(m, stop_after=stop_after, on_decision=hook)
    sync()
    return over


def play_game(data: Any, players: int, seed: int, variant: str = "family",
              bots: Iterable[str] | None = None, stars: bool = False,
              rounds: int | None = None, log: IO[str] | None = None,
              on_event: Any = None) -> tuple[Game, list[dict[str, Any]]]:
    """One whole game with bots: the finished engine game and its events."""
    game, events, seats = new_bot_game(data, players, seed, variant, bots, stars, rounds)
    play_on(game, seats, events)
    for ev in events:
        if log is not None:
            log.write(json.dumps(ev, ensure_ascii=False, separators=(",", ":")) + "\n")
        if on_event is not None:
            on_event(ev)
    return game, events


def result_line(game: Game) -> str:
    """The headless command's result line of a finished engine game."""
    return game_line(HorseFeverGame(game))
