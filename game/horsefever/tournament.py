"""Headless bot tournaments: seat-rotated games, win rates with 95% intervals.

    python main.py --tournament --variant family --players 4 --games 2000 \
        --seats hard,normal,easy,random --seed 1

Game g (seed S + g) seats the bot kinds rotated by g places, so every kind sits in every
seat equally often. Each bot sees only its own view (``game.view(seat)``); this driver
reads the finished game's standings to score it. Games run in worker processes
(``--processes``, default: 2 or the CPU count if lower); results do not depend on it.
"""
from __future__ import annotations

import math
import multiprocessing as mp
import signal
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Iterable

from .bots import make_bot
from .rules import Game
from .rules.data import GameData

NAMES = ["Ada", "Bruno", "Carla", "Dario", "Elsa", "Fritz"]


@dataclass
class KindStats:
    """What one bot kind did over the tournament."""

    kind: str
    games: int = 0
    wins: float = 0.0  # a shared first place counts as a fraction (never happens: ties roll)
    vp: list[int] = field(default_factory=list)
    danari: list[int] = field(default_factory=list)
    eliminated: int = 0
    times: list[float] = field(default_factory=list)  # CPU seconds per decision

    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def interval(self, z: float = 1.96) -> tuple[float, float]:
        """Wilson 95% interval of the win rate."""
        n = self.games
        if n == 0:
            return 0.0, 0.0
        p = self.wins / n
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return max(0.0, centre - half), min(1.0, centre + half)


def rotated(kinds: list[str], g: int) -> list[str]:
    """The seating of game ``g``: the kinds list rotated by g places."""
    k = g % len(kinds)
    return kinds[k:] + kinds[:k]


def play_one(data: GameData, kinds: list[str], seed: int, variant: str,
             rounds: int | None = None, stars: bool = False,
             timing: bool = True) -> dict[str, Any]:
    """Plays one game; returns per-seat results and decision times."""
    names = [f"{NAMES[i]} ({k})" for i, k in enumerate(kinds)]
    game, _ = Game.new(data, names, variant, seed, stars, rounds, bots=kinds)
    bots = [make_bot(k, data, seed, i) for i, k in enumerate(kinds)]
    times: list[list[float]] = [[] for _ in kinds]
    clock = time.process_time  # CPU time of this process: one core, whatever the load
    while not game.is_over():
        seat = game.current_player()
        view = game.view(seat)
        t0 = clock()
        action = bots[seat].choose(view)
        if timing:
            times[seat].append(clock() - t0)
        game.apply(action)
    s = game.state
    return {"seed": seed, "kinds": kinds, "winner": s.winner,
            "vp": [s.vp(p.seat) for p in s.players],
            "danari": [p.danari for p in s.players],
            "eliminated": [p.eliminated for p in s.players], "times": times}


_DATA: GameData | None = None


def _init_worker() -> None:
    global _DATA
    # A forked worker inherits its parent's signal handlers; if the parent ever started SDL,
    # its SIGTERM handler would swallow the Pool's terminate and hang the run.
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    from .rules.loader import load_data
    _DATA = load_data()


def _work(job: tuple[list[str], int, str, int | None, bool]) -> dict[str, Any]:
    kinds, seed, variant, rounds, stars = job
    assert _DATA is not None
    return play_one(_DATA, kinds, seed, variant, rounds, stars)


def run_tournament(data: GameData, kinds: list[str], games: int, seed: int,
                   variant: str = "family", rounds: int | None = None, stars: bool = False,
                   processes: int = 2, progress: Any = None) -> dict[str, KindStats]:
    """Plays ``games`` seat-rotated games; returns the statistics per bot kind."""
    jobs = [(rotated(kinds, g), seed + g, variant, rounds, stars) for g in range(games)]
    stats = {k: KindStats(k) for k in dict.fromkeys(kinds)}

    def add(res: dict[str, Any]) -> None:
        for seat, kind in enumerate(res["kinds"]):
            st = stats[kind]
            st.games += 1
            st.wins += 1.0 if res["winner"] == seat else 0.0
            st.vp.append(res["vp"][seat])
            st.danari.append(res["danari"][seat])
            st.eliminated += bool(res["eliminated"][seat])
            st.times.extend(res["times"][seat])

    done = 0
    if processes <= 1:
        global _DATA
        _DATA = data
        results: Iterable[dict[str, Any]] = map(_work, jobs)
        for res in results:
            add(res)
            done += 1
            if progress:
                progress(done, games)
    else:
        ctx = mp.get_context("fork" if sys.platform != "win32" else "spawn")
        with ctx.Pool(processes, initializer=_init_worker) as pool:
            for res in pool.imap(_work, jobs, chunksize=max(1, min(20, games // (8 * processes)))):
                add(res)
                done += 1
                if progress:
                    progress(done, games)
    return stats


def table(stats: dict[str, KindStats]) -> str:
    """A Markdown table: win rate with its 95% interval, mean VP and Danari, decision times
    (CPU milliseconds per decision)."""
    lines = ["| bot | games | wins | win rate | 95% interval | mean VP | mean Danari | "
             "out | decision CPU ms median / p99 / max |",
             "|---|---:|---:|---:|---|---:|---:|---:|---|"]
    for st in sorted(stats.values(), key=lambda s: -s.win_rate()):
        lo, hi = st.interval()
        ms = sorted(1000 * t for t in st.times)
        if ms:
            p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
            tm = f"{statistics.median(ms):.1f} / {p99:.1f} / {ms[-1]:.1f}"
        else:
            tm = "-"
        lines.append(f"| {st.kind} | {st.games} | {st.wins:.0f} | {100 * st.win_rate():.1f}% | "
                     f"{100 * lo:.1f}% to {100 * hi:.1f}% | {statistics.fmean(st.vp):.2f} | "
                     f"{statistics.fmean(st.danari):.0f} | {st.eliminated} | {tm} |")
    return "\n".join(lines)


def ladder_holds(stats: dict[str, KindStats], order: list[str]) -> bool:
    """True when each kind's interval lies wholly above the next kind's in ``order``."""
    for a, b in zip(order, order[1:]):
        if stats[a].interval()[0] <= stats[b].interval()[1]:
            return False
    return True


def run_cli(args: Any) -> int:
    """``main.py --tournament``: plays the games and prints the table."""
    from .bots import BOT_KINDS
    from .rules.loader import load_or_exit

    data = load_or_exit()
    kinds = [k.strip() for k in (args.seats or "").split(",") if k.strip()]
    if not kinds:
        print("error: --seats needs bot kinds, e.g. hard,normal,easy,random", file=sys.stderr)
        return 2
    if len(kinds) == 1:
        kinds = kinds * args.players
    if len(kinds) != args.players:
        print(f"error: --seats names {len(kinds)} bots for {args.players} players",
              file=sys.stderr)
        return 2
    unknown = [k for k in kinds if k not in BOT_KINDS]
    if unknown:
        print(f"error: unknown bot {unknown[0]!r} (one of {', '.join(BOT_KINDS)})",
              file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else 1
    processes = getattr(args, "processes", None) or min(2, mp.cpu_count())
    t0 = time.perf_counter()
    last = [0.0]

    def progress(done: int, total: int) -> None:
        now = time.perf_counter()
        if now - last[0] > 10 or done == total:
            last[0] = now
            print(f"  {done}/{total} games, {now - t0:.0f} s", file=sys.stderr, flush=True)

    try:
        stats = run_tournament(data, kinds, args.games, seed, args.variant, args.rounds,
                               args.stars == "on", processes, progress)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    took = time.perf_counter() - t0
    print(f"Tournament: {args.variant} game, {args.players} players, {args.games} games "
          f"(seeds {seed}..{seed + args.games - 1}), seats {','.join(kinds)} rotated; "
          f"{took:.0f} s on {processes} process(es)")
    print(table(stats))
    order = list(dict.fromkeys(kinds))
    if len(order) > 1:
        verdict = "holds" if ladder_holds(stats, order) else "does NOT hold"
        print(f"Ladder {' > '.join(order)} (non-overlapping 95% intervals): {verdict}")
    return 0
