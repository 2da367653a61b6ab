"""Horse Fever's hint (the shell's Hint button, ``game/ui/generic/hint.py``) reads only the
seat's view: other seats' Action cards, the decks' order and the seed dealt anew leave its
sentence unchanged; a bot's seat gets none (``hint_check.py``)."""
from __future__ import annotations

import random
from typing import Any

from .hint_check import check_bot_refused, check_hints, shuffle_together


def redeal(state: dict[str, Any], seat: int, rng: random.Random) -> dict[str, Any]:
    """Other players' hands and the Action deck dealt anew from their cards together; the
    Movement deck shuffled."""
    others = [p for p in state["players"] if p["seat"] != seat]
    dealt = shuffle_together([p["hand"] for p in others] + [state["action_deck"]], rng)
    for p, hand in zip(others, dealt):
        p["hand"] = hand
    state["action_deck"] = dealt[-1]
    rng.shuffle(state["movement_deck"])
    return state


def test_hint_reads_only_the_seat_view() -> None:
    hints = check_hints("horse-fever", redeal, stops=4, every=5)
    for h in hints:
        assert h.startswith("Hint: ") and h.endswith(".")
        assert "card " not in h  # (cards are named, never numbered)


def test_board_game_hint_reads_only_the_seat_view() -> None:
    check_hints("horse-fever", redeal, options={"variant": "board"}, stops=3, every=13,
                others_see=False)  # (the Board Game deals Action cards later)


def test_no_hint_for_a_bot() -> None:
    check_bot_refused("horse-fever")
