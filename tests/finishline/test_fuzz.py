"""A seeded fuzz of 2,000 whole games (2-4 players) of uniformly random legal actions,
the invariants checked after every decision (the state) and every event (the model)."""
from __future__ import annotations

from tests.finishline.helpers import play_random

GAMES = 2000


def test_fuzz_two_thousand_games() -> None:
    seen: set[str] = set()
    for seed in range(GAMES):
        game, events = play_random(2 + seed % 3, seed)
        assert game.is_over() and events[-1]["type"] == "game_end"
        assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
        seen.update(e["type"] for e in events)
    # The fuzz reaches every kind of event (it is not vacuous).
    for t in ("photo_finish", "disqualified", "side_bet", "dice_to_pool", "extra_moves",
              "outsider_bonus", "homestretch", "die_moved", "skipped"):
        assert t in seen, t
