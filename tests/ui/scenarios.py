"""Finding games with a given situation (a photo finish, a first player) for the UI tests."""
from __future__ import annotations

from game.horsefever.bots import make_bot
from game.horsefever.rules import Game
from game.ui.plugin import HUMAN, SeatChoice


def first_player(data, players: int, seed: int) -> int:
    """The seat that decides first in this game."""
    g, _ = Game.new(data, ["x"] * players, "family", seed)
    return g.current_player()


def find_photo_finish(data, players: int = 2, seeds: range = range(60)) -> tuple[int, int]:
    """(seed, seat) of a simple-bot game whose first photo-finish choice falls to ``seat``."""
    for seed in seeds:
        g, _ = Game.new(data, ["x"] * players, "family", seed, bots=["simple"] * players)
        bots = [make_bot("simple", data, seed, i) for i in range(players)]
        while not g.is_over():
            d = g.decision()
            if d.kind == "photo_finish":
                return seed, d.seat
            seat = g.current_player()
            g.apply(bots[seat].choose(g.view(seat)))
    raise LookupError("no photo finish in these seeds")


def seats_with_human(players: int, human: int, name: str = "Ada") -> list[SeatChoice]:
    names = ["Ada", "Bruno", "Carla", "Dario", "Elsa", "Fritz"]
    return [SeatChoice(name if i == human else names[i], HUMAN if i == human else "simple")
            for i in range(players)]
