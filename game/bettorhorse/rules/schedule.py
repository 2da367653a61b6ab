"""Who races whom ("4+ Players"): the list of rounds of a whole game.

2 players: as many full rounds as the deck allows before the last ``final_choices`` cards
(7 with 24 cards), then the final round (1 card of the last 3). 4, 6 or 8 players [house
ruling]: ``ring_cycles`` ring cycles (1-2, 2-3, ..., last-1), one round of neighbouring
pairs (1-2, 3-4, ...), then the final's Part I (those pairs again) and Part II (the data's
pairs). Every player races the same number of full rounds.
"""
from __future__ import annotations

from typing import Any

from .deck import BHData


def make_schedule(data: BHData, players: int) -> list[dict[str, Any]]:
    """The rounds of a game of ``players``: ``{"seats": [a, b], "need": n, "part": p}``."""
    full = (len(data.deck) - data.final_choices) // data.race_cards
    rounds: list[dict[str, Any]] = []

    def add(a: int, b: int, need: int, part: str) -> None:
        rounds.append({"seats": [a, b], "need": need, "part": part})

    if players == 2:
        for _ in range(full):
            add(0, 1, data.race_cards, "round")
        add(0, 1, 1, "final")
        return rounds
    pairs = [(i, i + 1) for i in range(0, players, 2)]
    ring = [(i, (i + 1) % players) for i in range(players)]
    for _ in range(data.ring_cycles):
        for a, b in ring:
            add(a, b, data.race_cards, "round")
    # Each ring cycle gives every player two rounds; neighbouring pairs fill up to ``full``.
    for _ in range(full - 2 * data.ring_cycles):
        for a, b in pairs:
            add(a, b, data.race_cards, "round")
    for a, b in pairs:
        add(a, b, 1, "final_1")
    for a, b in data.part_two[players]:
        add(a, b, 1, "final_2")
    return rounds


def pool_part(part: str) -> bool:
    """Whether a round's matching bets share the Pool ("The Pool": the final round)."""
    return part in ("final", "final_2")
