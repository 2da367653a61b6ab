"""How long loading a save takes: the longest game there is, replayed from its history.

The longest Board Game: 6 players, 10 rounds, the star cards, bots in every seat. It is
played to its last decision, saved, and loaded (read, parsed, every action replayed
through the rules, the bots' generators restored) a few times; the best time is printed
with the file's size and its number of actions. Issue 18 asks for under 0.3 s.

    python tools/bench_load.py        (also run by ``make bench``)
"""
from __future__ import annotations

import pathlib
import sys
import tempfile
import time

REPO = pathlib.Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from game import saves  # noqa: E402
from game.horsefever.match import new_bot_game, play_on  # noqa: E402
from game.horsefever.rules.loader import load_data  # noqa: E402

LIMIT = 0.3  # seconds (issue 18)


def main() -> int:
    data = load_data()
    with tempfile.TemporaryDirectory() as tmp:
        game, events, bots = new_bot_game(data, 6, 7, "board", ["simple", "random", "easy"],
                                          stars=True, rounds=10)
        acts: list = []
        play_on(game, bots, events, actions=acts)  # to the end: the longest history there is
        path = saves.save_game(pathlib.Path(tmp) / "longest.json", game, events, bots, acts)
        times = []
        for _ in range(5):
            t = time.perf_counter()
            loaded = saves.load_save(path, data)
            times.append(time.perf_counter() - t)
        assert loaded.events == events
        size = path.stat().st_size
    best = min(times)
    print(f"load of the longest Board Game (6 players, 10 rounds, stars; {len(acts)} actions, "
          f"{len(events)} events, {size // 1024} KiB): best {best:.3f} s of 5, "
          f"worst {max(times):.3f} s ({'under' if best < LIMIT else 'OVER'} {LIMIT} s)")
    return 0 if best < LIMIT else 1


if __name__ == "__main__":
    sys.exit(main())
