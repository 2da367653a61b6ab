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

from game.core.match import play_match  # noqa: E402
from game.horsefever import INFO  # noqa: E402
from game.saves.files import write_doc  # noqa: E402
from game.saves.headless import load_match, save_doc  # noqa: E402

LIMIT = 0.3  # seconds (issue 18)


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        # Played to the end: the longest history there is.
        match = play_match(INFO, {"variant": "board", "players": 6, "stars": True,
                                  "rounds": 10}, 7, ["simple", "random", "easy"])
        path = write_doc(pathlib.Path(tmp) / "longest.json", save_doc(match))
        times = []
        for _ in range(5):
            t = time.perf_counter()
            loaded = load_match(path)
            times.append(time.perf_counter() - t)
        assert loaded.events == match.events
        size = path.stat().st_size
        acts, events = match.actions, match.events
    best = min(times)
    print(f"load of the longest Board Game (6 players, 10 rounds, stars; {len(acts)} actions, "
          f"{len(events)} events, {size // 1024} KiB): best {best:.3f} s of 5, "
          f"worst {max(times):.3f} s ({'under' if best < LIMIT else 'OVER'} {LIMIT} s)")
    return 0 if best < LIMIT else 1


if __name__ == "__main__":
    sys.exit(main())
