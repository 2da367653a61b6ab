"""The headless driver: plays whole games with bots in every seat and logs every event.

Pure apart from writing the log: the simulator, the tests and the benchmark all use it.
"""
from __future__ import annotations

import json
from typing import IO, Any, Iterable

from .bots import make_bot
from .rules import Game
from .rules.data import GameData

DEFAULT_NAMES = ["Ada", "Bruno", "Carla", "Dario", "Elsa", "Fritz"]


def play_game(data: GameData, players: int, seed: int, variant: str = "family",
              bots: Iterable[str] | None = None, stars: bool = False,
              rounds: int | None = None, log: IO[str] | None = None,
              on_event: Any = None) -> tuple[Game, list[dict[str, Any]]]:
    """Plays one whole game with bots; returns the finished game and its events."""
    kinds = list(bots) if bots else ["simple"] * players
    if len(kinds) == 1:
        kinds = kinds * players
    names = [f"{DEFAULT_NAMES[i]} ({kinds[i]})" for i in range(players)]
    game, events = Game.new(data, names, variant, seed, stars, rounds, bots=kinds)
    seats = [make_bot(k, data, seed, i) for i, k in enumerate(kinds)]
    all_events = list(events)
    while not game.is_over():
        seat = game.current_player()
        action = seats[seat].choose(game.view(seat))
        all_events.extend(game.apply(action))
    if log is not None:
        for ev in all_events:
            log.write(json.dumps(ev, ensure_ascii=False, separators=(",", ":")) + "\n")
    if on_event is not None:
        for ev in all_events:
            on_event(ev)
    return game, all_events


def result_line(game: Game) -> str:
    """One line: the seed, the winner, and each seat's VP and Danari."""
    s = game.state
    parts = []
    for p in s.players:
        flag = " out" if p.eliminated else ""
        parts.append(f"{p.seat}:{p.character} {s.vp(p.seat)}VP {p.danari}D{flag}")
    return (f"seed {s.seed} {s.variant}: winner seat {s.winner} "
            f"({s.players[s.winner].name}) | " + " | ".join(parts))
