"""``make bench``'s hint figures: how long the Hint takes to work out, in every game.

    python -m game.ui.generic.hint_bench        every game with a table

For each game: one whole game at its default setup, hard bots in every seat, and at every
decision the hint of the seat deciding worked out as the Hint button does (``hint.py``:
a fresh hard bot from the seat's view, the sentence worded); CPU time per hint, the mean
and the slowest, against the goal of one second (the hint must answer within 1 s; it runs
off the frame loop, so the frames never wait for it). Printed, never asserted.
"""
from __future__ import annotations

import sys
import time

from ...core.figures import figure_line
from ..plugin import presentation, presented_games
from .hint import compute_hint, hint_kind

GOAL_MS = 1000.0
SEED = 21


def hint_times(game: str, seed: int = SEED, limit: int = 5000) -> list[float]:
    """The CPU seconds of each hint of one bots' game of ``game``."""
    pres = presentation(game)
    info = pres.info
    options = info.setup()
    n = int(options.get("players", 2))
    names = [f"P{i + 1}" for i in range(n)]
    g, _events = info.new_game(options, seed, names)
    kind = hint_kind(info.bot_kinds)
    bots = [info.make_bot(kind, seed, i) for i in range(n)]
    times: list[float] = []
    for _ in range(limit):
        d = g.decision()
        if d is None:
            break
        view = g.view(d.seat)
        t0 = time.process_time()
        compute_hint(pres, view, d.seat, d.phase, names)
        times.append(time.process_time() - t0)
        g.apply(bots[d.seat].choose(view))
    return times


def main() -> int:
    from ... import catalogue as games  # noqa: F401  (registers every game)
    from .. import games_ui  # noqa: F401  (names every game's presentation)

    print("\n== The Hint (every game): one whole game, hard bots, a hint at every decision")
    for game in presented_games():
        times = hint_times(game)
        if not times:
            continue
        title = presentation(game).info.title
        mean = 1000 * sum(times) / len(times)
        print(figure_line({"label": f"{title}: a hint, mean of {len(times)}", "value": mean,
                           "unit": "ms", "goal": f"<= {GOAL_MS:g} ms"}))
        print(figure_line({"label": f"{title}: a hint, the slowest",
                           "value": 1000 * max(times), "unit": "ms",
                           "goal": f"<= {GOAL_MS:g} ms"}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
