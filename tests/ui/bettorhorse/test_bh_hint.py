"""Bettor Horse's hint (the shell's Hint button, ``game/ui/generic/hint.py``) reads only the
seat's view: the opponent's face-down horse cards (swapped for others of the same back
from its hand), its face-down Bet card and the seed dealt anew leave the sentence
unchanged; a bot's seat gets none (``tests/ui/hint_check.py``)."""
from __future__ import annotations

import random
from typing import Any

from game.bettorhorse.data import game_data

from ..hint_check import check_bot_refused, check_hints


def _back(card: str) -> str:
    return game_data().deck[int(card[1:]) - 1].back


def redeal(state: dict[str, Any], seat: int, rng: random.Random) -> dict[str, Any]:
    table = state["table"]
    if table.get("revealed"):
        return state
    for j in table["seats"]:
        if j == seat:
            continue
        slots, hand = table["slots"][j], state["hands"][j]
        for k, card in enumerate(slots):
            same = [c for c in hand if _back(c) == _back(card)]
            if same:
                other = rng.choice(same)
                hand[hand.index(other)], slots[k] = card, other
        if table["bets"][j] is not None:
            table["bets"][j] = rng.choice([b for b in ("win", "lose", "draw")
                                           if b != table["bets"][j]])
    return state


def test_hint_reads_only_the_seat_view() -> None:
    hints = check_hints("bettor-horse", redeal, stops=4, every=3)
    assert all(h.startswith("Hint: ") and "speed" in h or "Hint: bet" in h or "Mudder" in h
               for h in hints), hints
    assert not any(f"R{n:02d}" in h or f"B{n:02d}" in h for h in hints for n in range(1, 25))


def test_no_hint_for_a_bot() -> None:
    check_bot_refused("bettor-horse")
