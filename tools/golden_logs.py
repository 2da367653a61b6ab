"""Golden event-log hashes: proves an engine change (an optimisation) changes no behaviour.

Plays a fixed set of seeded games of each variant (2-6 players, star cards on and off, random,
simple and "uniform" seats, and a mix) and hashes, per group of games, everything the engine
shows the outside world:

* every event, as the log writes it (JSON text: field order included),
* every event as seat 0 and a spectator may see it (``redact_event``),
* at every decision: the view of the seat to move (what bots and the UI read), the legal
  actions (for uniform seats, which choose among them), and ``is_over``/``current_player``,
* the final state as JSON (what saves write).

    python tools/golden_logs.py --write /tmp/golden.json    record the hashes
    python tools/golden_logs.py --check /tmp/golden.json    compare; exit 1 on a difference
    python tools/golden_logs.py                             just print them
    python tools/golden_logs.py --variant family --check F  one variant only (quicker)

The "uniform" seats choose with their own seeded generator among ``legal_actions()``, so
their groups do not depend on the bots (which other people improve); the random and simple
groups do: a difference only there may come from a bot change (check ``git diff game/horsefever/bots``).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.horsefever.bots import make_bot  # noqa: E402
from game.horsefever.rules import Game, redact_event  # noqa: E402
from game.horsefever.rules.data import GameData  # noqa: E402
from game.horsefever.rules.engine import apply_action  # noqa: E402
from game.horsefever.rules.loader import load_data  # noqa: E402
from game.horsefever.rules.views import view_and_decision  # noqa: E402

GROUPS = ("random", "simple", "uniform", "mixed")
NAMES = ["Ada", "Bruno", "Carla", "Dario", "Elsa", "Fritz"]


def _dump(x: Any) -> bytes:
    return json.dumps(x, ensure_ascii=False, separators=(",", ":")).encode()


def _kinds(group: str, players: int) -> list[str]:
    if group == "mixed":
        return [("random", "simple", "uniform")[i % 3] for i in range(players)]
    return [group] * players


def play_hashed(data: GameData, variant: str, group: str, seed: int,
                h: "hashlib._Hash") -> int:
    """Plays one game, feeding everything observable into ``h``; returns its event count."""
    players = 2 + seed % 5
    stars = variant == "board" and (seed // 5) % 2 == 0
    kinds = _kinds(group, players)
    bot_kinds = [k if k != "uniform" else "" for k in kinds]
    game, events = Game.new(data, [f"{NAMES[i]} ({k})" for i, k in enumerate(kinds)],
                            variant, seed, stars, bots=bot_kinds)
    bots = [make_bot(k, data, seed, i) if k != "uniform" else None
            for i, k in enumerate(kinds)]
    pick = random.Random(f"golden:{variant}:{group}:{seed}")
    count = 0

    def feed(evs: list[dict[str, Any]]) -> None:
        nonlocal count
        for ev in evs:
            h.update(_dump(ev))
            h.update(_dump(redact_event(ev, 0)))
            h.update(_dump(redact_event(ev, None)))
        count += len(evs)

    feed(events)
    steps = 0
    while not game.is_over():
        steps += 1
        if steps > 50_000:
            raise RuntimeError(f"{variant} {group} seed {seed}: no end after 50,000 decisions")
        seat = game.current_player()
        h.update(b"seat%d" % seat)
        view = game.view(seat)
        h.update(_dump(view))
        bot = bots[seat]
        if bot is None:
            legal = game.legal_actions()
            h.update(_dump([a.to_json() for a in legal]))
            feed(game.apply(pick.choice(legal)))
        else:
            # The headless driver's path (game.core.match.play_on): the answer is checked
            # against the decision the view was built from.
            view2, d = view_and_decision(game.state, seat)
            if view2 != view:
                raise RuntimeError(f"{variant} {group} seed {seed}: view_and_decision "
                                   "differs from Game.view")
            feed(apply_action(game.state, bot.choose(view2), d))
    h.update(_dump(game.to_json()))
    h.update(_dump(game.view(None)))
    return count


def golden(data: GameData, games: int,
           variants: tuple[str, ...] = ("family", "board")) -> dict[str, dict[str, Any]]:
    """Returns {"variant/group": {"sha256", "games", "events", "seconds"}}."""
    out: dict[str, dict[str, Any]] = {}
    per_group = max(1, games // len(GROUPS))
    for variant in variants:
        for group in GROUPS:
            h = hashlib.sha256()
            t0 = time.perf_counter()
            n_events = 0
            for seed in range(per_group):
                n_events += play_hashed(data, variant, group, seed, h)
            out[f"{variant}/{group}"] = {"sha256": h.hexdigest(), "games": per_group,
                                         "events": n_events,
                                         "seconds": round(time.perf_counter() - t0, 2)}
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="hash the event logs of seeded games")
    p.add_argument("--games", type=int, default=200, help="games per variant (default 200)")
    p.add_argument("--write", metavar="FILE", help="write the hashes to FILE (JSON)")
    p.add_argument("--check", metavar="FILE", help="compare with FILE; exit 1 on a difference")
    p.add_argument("--variant", choices=("family", "board"),
                   help="only this variant (a --check then compares only its groups)")
    args = p.parse_args(argv)
    variants = (args.variant,) if args.variant else ("family", "board")
    result = golden(load_data(), args.games, variants)
    for name, r in result.items():
        print(f"{name:<16} {r['sha256'][:16]}  {r['games']} games  {r['events']} events  "
              f"{r['seconds']} s")
    if args.write:
        Path(args.write).write_text(json.dumps(result, indent=1) + "\n")
        print(f"written to {args.write}")
    if args.check:
        want = json.loads(Path(args.check).read_text())
        want = {k: v for k, v in want.items() if k.split("/")[0] in variants}
        bad = [name for name in want
               if name not in result or result[name]["sha256"] != want[name]["sha256"]
               or result[name]["games"] != want[name]["games"]]
        if bad:
            print(f"DIFFERENT from {args.check}: {', '.join(bad)}")
            return 1
        print(f"identical to {args.check} ({len(want)} groups)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
