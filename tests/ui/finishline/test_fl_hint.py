"""Finish Line's hint (the shell's Hint button, ``game/ui/generic/hint.py``) reads only the
seat's view: the other seats' bet sheets (swapped while face down), the face-down tiles'
order and the seed dealt anew leave its sentence unchanged; a bot's seat gets none
(``tests/ui/hint_check.py``)."""
from __future__ import annotations

import random
from typing import Any

from ..hint_check import check_bot_refused, check_hints


def redeal(state: dict[str, Any], seat: int, rng: random.Random) -> dict[str, Any]:
    rng.shuffle(state["pile"])
    if state.get("phase") in ("bet", "draw", "use", "extra"):
        sheets = state["sheets"][-1]
        others = [j for j in range(len(sheets)) if j != seat and sheets[j]]
        # Two other sheets of as many bets trade places (what each holds is secret).
        for a in others:
            for b in others:
                if a < b and len(sheets[a]) == len(sheets[b]) and sheets[a] != sheets[b]:
                    sheets[a], sheets[b] = sheets[b], sheets[a]
                    return state
    return state


def test_hint_reads_only_the_seat_view() -> None:
    hints = check_hints("finish-line", redeal, options={"players": 4}, stops=5, every=6,
                        play_with="random")  # (sheets that differ, to trade)
    assert all(h.startswith("Hint: ") for h in hints), hints


def test_no_hint_for_a_bot() -> None:
    check_bot_refused("finish-line")
