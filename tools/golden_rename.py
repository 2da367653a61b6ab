"""Shows that the event envelope's renaming changed nothing else in the golden games.

The envelope (``docs/event-log.md``) renamed Horse Fever's ``event`` key ``type`` and
Bettor Horse's last event ``game_over`` ``game_end``. This checks out the code from before
(``--old``, default 3f3b897) with ``git worktree add`` into a temporary folder, plays the
golden games there (``tools/golden_logs.py``: 200 Horse Fever games a variant;
``tools/golden_games.py``: 17 games a group of each newer game) with every event renamed
by today's ``game.core.envelope.upgrade`` (the very function that reads old logs) before it
is hashed, and compares those hashes with today's golden games played by today's code and
with the hashes recorded (``tools/golden/hashes.json``, ``tools/golden_games.json``): every
event, every event as seat 0 and a spectator see it, every view, the legal actions, the
final states and standings. Equal hashes: the old logs, renamed, are the new ones.

    python tools/golden_rename.py              # exit 0: identical; 1: a group differs
    python tools/golden_rename.py --envelope   # the envelope's additions left out

The plain check held at the commit that renamed them; the envelope's fields added since
make today's games differ from the renamed old ones on purpose. ``--envelope`` leaves those
additions out on both sides (``game_start``'s setup fields and its seed, which no seat
receives any more; ``game_end``'s standings) and compares the rest with today's games:
equal hashes say the envelope changed nothing else (the recorded files hold the whole
events, so they are not compared then).
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OLD = "3f3b897"  # the last commit before the envelope

# Run in a checkout: the golden games of that code, each hashed object renamed first.
CHILD = r"""
import json, sys, types
today = types.ModuleType("game_today")  # today's game package, beside the checkout's
today.__path__ = [sys.argv[1] + "/game"]
sys.modules["game_today"] = today
from game_today.core import envelope
sys.path[:0] = [".", "tools"]
import golden_logs, golden_games

STRIP = sys.argv[4] == "strip"

def envelope_left_out(x):
    if x.get("type") == "game_start":
        return {k: v for k, v in x.items() if k not in envelope.START_FIELDS}
    if x.get("type") == "game_end":
        return {k: v for k, v in x.items() if k != "standings"}
    return x

def renamed(dump):
    def dump_renamed(x, *rest):
        if isinstance(x, dict):
            x = envelope.upgrade(x)
            x = envelope_left_out(x) if STRIP else x
        return dump(x, *rest)
    return dump_renamed

golden_logs._dump = renamed(golden_logs._dump)
golden_games._dump = renamed(golden_games._dump)
from game.horsefever.rules.loader import load_data
print(json.dumps({"logs": golden_logs.golden(load_data(), int(sys.argv[2])),
                  "games": golden_games.golden(golden_games.GAMES, int(sys.argv[3]))}))
"""


def hashes(tree: Path, logs_games: int, games_games: int, strip: bool) -> dict[str, Any]:
    """The golden hashes of the code in ``tree``, each event renamed (and with ``strip``
    the envelope's additions left out)."""
    out = subprocess.run([sys.executable, "-c", CHILD, str(ROOT), str(logs_games),
                          str(games_games), "strip" if strip else "whole"], cwd=tree,
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--old", default=OLD, help=f"the commit before the renaming ({OLD})")
    p.add_argument("--logs-games", type=int, default=200,
                   help="Horse Fever games per variant (golden_logs.py's default: 200)")
    p.add_argument("--games", type=int, default=17,
                   help="games per group of each newer game (golden_games.py's default: 17)")
    p.add_argument("--envelope", action="store_true",
                   help="leave the envelope's additions out on both sides")
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="golden-rename-") as tmp:
        old_tree = Path(tmp) / "old"
        subprocess.run(["git", "worktree", "add", "--detach", str(old_tree), args.old],
                       cwd=ROOT, check=True, capture_output=True)
        try:
            old = hashes(old_tree, args.logs_games, args.games, args.envelope)
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(old_tree)], cwd=ROOT,
                           check=False, capture_output=True)
    new = hashes(ROOT, args.logs_games, args.games, args.envelope)
    recorded = {"logs": json.loads((ROOT / "tools" / "golden" / "hashes.json").read_text()),
                "games": json.loads((ROOT / "tools" / "golden_games.json").read_text())}
    bad = []
    for part in ("logs", "games"):
        for group, r in new[part].items():
            was = old[part].get(group, {})
            kept = r["sha256"] if args.envelope else recorded[part].get(group, {}).get("sha256")
            same = was.get("sha256") == r["sha256"] == kept and was.get("events") == r["events"]
            print(f"{group:<24} {'identical' if same else 'DIFFERENT'}  {r['sha256'][:16]}  "
                  f"{r['games']} games  {r['events']} events")
            if not same:
                bad.append(group)
    if bad:
        print(f"the renamed old logs differ from today's in {', '.join(bad)}")
        return 1
    but = ", the envelope's additions left out," if args.envelope else ""
    print(f"the old logs of {args.old}, renamed{but} equal today's "
          f"({sum(len(v) for v in new.values())} groups)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
