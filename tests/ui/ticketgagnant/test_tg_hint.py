"""Ticket Gagnant's hint (the shell's Hint button, ``game/ui/generic/hint.py``) reads only the
seat's view: the other hands and the deck dealt anew from their cards together, hidden
tickets swapped, the seed changed leave its sentence unchanged; a bot's seat gets none
(``tests/ui/hint_check.py``)."""
from __future__ import annotations

import random
from typing import Any

from ..hint_check import check_bot_refused, check_hints, shuffle_together


def redeal(state: dict[str, Any], seat: int, rng: random.Random) -> dict[str, Any]:
    others = [j for j in range(len(state["hands"])) if j != seat]
    dealt = shuffle_together([state["hands"][j] for j in others] + [state["deck"]], rng)
    for j, hand in zip(others, dealt):
        state["hands"][j] = sorted(hand)
    state["deck"] = dealt[-1]
    if not state.get("revealed") and state.get("predictions"):
        tickets = [state["predictions"][j] for j in others]
        rng.shuffle(tickets)
        for j, t in zip(others, tickets):
            state["predictions"][j] = t
    return state


def test_hint_reads_only_the_seat_view() -> None:
    hints = check_hints("ticket-gagnant", redeal, options={"predictions": "hidden"}, stops=4,
                        every=5)
    assert any(h.startswith("Hint: play ") for h in hints), hints
    assert not any("Card " in h for h in hints)  # (a card named by its face, not its number)


def test_no_hint_for_a_bot() -> None:
    check_bot_refused("ticket-gagnant")
