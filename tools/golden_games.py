"""Golden hashes of the newer games (Bettor Horse, Ticket Gagnant, Finish Line): proves
that a speed-up of their rules, views or random bot changes no behaviour.

Plays a fixed set of seeded games of each game through the game contract only and hashes,
per group of games, everything the outside world sees:

* every event (JSON text, field order included), and as seat 0 and a spectator see it;
* at every decision: the decision (seat, phase, prompt), the deciding seat's view, the
  spectator's view, the legal actions described (``legal().to_json()``) and their count;
* the final state as JSON (what saves write) and the standings.

Groups: ``random`` (random bots: the bench's path), ``uniform`` (seats choosing with
their own generator from ``legal().sample``, independent of every bot) and ``mixed``
(random, uniform and the game's second bot kind in turn).

    python tools/golden_games.py                         print the hashes
    python tools/golden_games.py --check                 compare with tools/golden_games.json
    python tools/golden_games.py --write                 record them there
    python tools/golden_games.py --game finish-line      one game only (quicker)

Views are hashed with sorted keys (the order of a view's keys means nothing); events are
hashed as the log writes them.
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

from game import catalogue as games  # noqa: E402,F401  (registers every game)
from game.core.registry import GameInfo, get_game  # noqa: E402

GAMES = ("bettor-horse", "ticket-gagnant", "finish-line")
GROUPS = ("random", "uniform", "mixed")
FILE = Path(__file__).with_suffix(".json")


def _dump(x: Any, sort: bool = False) -> bytes:
    return json.dumps(x, ensure_ascii=False, separators=(",", ":"), sort_keys=sort).encode()


def _options(info: GameInfo, seed: int) -> dict[str, Any]:
    """A spread of setups by seed: every player count, every choice option in turn."""
    given: dict[str, Any] = {}
    for k, opt in enumerate(info.options):
        if opt.name == "players":
            counts = (opt.choices if opt.kind == "choice"
                      else tuple(range(max(opt.lo, info.min_players),
                                       min(opt.hi, info.max_players) + 1)))
            given["players"] = counts[seed % len(counts)]
        elif opt.kind == "bool":
            given[opt.name] = (seed // 2 + k) % 2 == 1
        elif opt.kind == "choice":
            given[opt.name] = opt.choices[(seed // 3 + k) % len(opt.choices)]
    return info.setup(given)


def _kinds(info: GameInfo, group: str, players: int) -> list[str]:
    if group == "mixed":
        return [("random", "uniform", info.bot_kinds[1])[i % 3] for i in range(players)]
    return [group] * players


def play_hashed(info: GameInfo, group: str, seed: int, h: "hashlib._Hash") -> int:
    """Plays one game, feeding everything observable into ``h``; returns its event count."""
    opts = _options(info, seed)
    players = opts.get("players", info.min_players)
    kinds = _kinds(info, group, players)
    bot_kinds = [k if k != "uniform" else "random" for k in kinds]
    game, events = info.new_game(opts, seed, [f"P{i} ({k})" for i, k in enumerate(kinds)],
                                 bots=bot_kinds)
    bots = [info.make_bot(k, seed, i) if k != "uniform" else None
            for i, k in enumerate(kinds)]
    pick = random.Random(f"golden:{info.name}:{group}:{seed}")
    count = 0

    def feed(evs: list[dict[str, Any]]) -> None:
        nonlocal count
        for ev in evs:
            h.update(_dump(ev))
            h.update(_dump(game.redact(ev, 0), True))
            h.update(_dump(game.redact(ev, None), True))
        count += len(evs)

    feed(events)
    for _ in range(100_000):
        d = game.decision()
        if d is None:
            break
        h.update(_dump([d.seat, d.phase, d.prompt]))
        legal = game.legal()
        h.update(_dump(legal.to_json(), True))
        h.update(b"%d" % legal.count())
        h.update(_dump(game.view(None), True))
        view = game.view(d.seat)
        h.update(_dump(view, True))
        bot = bots[d.seat]
        action = legal.sample(pick) if bot is None else bot.choose(view)
        h.update(_dump(action.to_json()))
        feed(game.apply(action))
    else:
        raise RuntimeError(f"{info.name} {group} seed {seed}: no end")
    h.update(_dump(game.to_json(), True))
    h.update(_dump([[s.seat, s.name, s.place, s.score] for s in game.standings()], True))
    return count


def golden(names: tuple[str, ...], games_per_group: int) -> dict[str, dict[str, Any]]:
    """Returns {"game/group": {"sha256", "games", "events", "seconds"}}."""
    out: dict[str, dict[str, Any]] = {}
    for name in names:
        info = get_game(name)
        for group in GROUPS:
            h = hashlib.sha256()
            t0 = time.process_time()
            n_events = sum(play_hashed(info, group, seed, h) for seed in range(games_per_group))
            out[f"{name}/{group}"] = {"sha256": h.hexdigest(), "games": games_per_group,
                                      "events": n_events,
                                      "seconds": round(time.process_time() - t0, 2)}
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="hash seeded games of the newer games")
    p.add_argument("--games", type=int, default=17, help="games per group (default 17)")
    p.add_argument("--game", choices=GAMES, help="only this game")
    p.add_argument("--write", action="store_true", help=f"write the hashes to {FILE.name}")
    p.add_argument("--check", action="store_true", help=f"compare with {FILE.name}")
    args = p.parse_args(argv)
    names = (args.game,) if args.game else GAMES
    result = golden(names, args.games)
    for name, r in result.items():
        print(f"{name:<24} {r['sha256'][:16]}  {r['games']} games  {r['events']} events  "
              f"{r['seconds']} s")
    if args.write:
        old = json.loads(FILE.read_text()) if FILE.exists() else {}
        FILE.write_text(json.dumps({**old, **result}, indent=1, sort_keys=True) + "\n")
        print(f"written to {FILE}")
    if args.check:
        want = {k: v for k, v in json.loads(FILE.read_text()).items()
                if k.split("/")[0] in names}
        bad = [k for k in want if k not in result or result[k]["sha256"] != want[k]["sha256"]
               or result[k]["games"] != want[k]["games"]]
        if bad:
            print(f"DIFFERENT from {FILE.name}: {', '.join(bad)}")
            return 1
        print(f"identical to {FILE.name} ({len(want)} groups)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
