"""Today's speed beside commit ce1787f's: headless Family games and the window's start-up.

Two figures, each measured as CPU time of a fresh child process (``resource.getrusage``,
``RUSAGE_CHILDREN``: the machine's CPU is shared, so wall time says little), the old and
the new code alternated; the figures are medians of the rounds, each ratio new/old the
median of the rounds' own ratios:

* **headless**: ``python main.py --headless --variant family --players 4 --bots random
  --seed 1 --games 300`` (the interpreter's start, the imports and 300 whole games);
* **start-up**: a fresh process that builds the window as ``main.py`` does and draws the
  title screen once (the start-up line of the window's benchmark, ``game/horsefever/ui/
  bench.py``), under the dummy video driver: its CPU time up to that first frame; beside it
  a bare pygame-ce window (``pygame.init``, ``set_mode``, one flip) for scale.

    python tools/speed_compare.py                  old (ce1787f, a temporary git worktree)
                                                   and new alternated 5 times; the ratios
    python tools/speed_compare.py --write          ... and record the figures (speed.json)
    python tools/speed_compare.py --today          this tree only, beside the recorded
                                                   figures (``make bench`` runs this)

Goals (issue 30): both ratios new/old <= 1.00; beyond them 1,000 Family games per CPU
second with random bots (the games alone: the headless figure less a one-game run's) and a
start-up within 4 times the bare window's.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OLD = "ce1787f"
RECORDED = Path(__file__).with_name("speed.json")
HEADLESS = ["main.py", "--headless", "--variant", "family", "--players", "4", "--bots",
            "random", "--seed", "1"]
GAMES = 300
# The window to its first frame, as the window's benchmark builds it (either tree's
# command line: main.py's parse_args before the program had game/command_line/main.py).
STARTUP = ("import sys, time; sys.argv = ['main.py']\n"
           "try:\n    from game.command_line.main import parse_args\n"
           "except ImportError:\n    from main import parse_args\n"
           "from game.ui.app import App, config_from_args\n"
           "app = App(config_from_args(parse_args([]))); app.step(0.0, [])\n"
           "print(time.process_time())\n")
BARE = ("import time, pygame\npygame.init()\nscreen = pygame.display.set_mode((1280, 720))\n"
        "screen.fill((0, 120, 60)); pygame.display.flip()\nprint(time.process_time())\n")


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HORSEBURG_HOME=str(home),
               PYTHONHASHSEED="0")
    env.pop("HORSE_FEVER_HOME", None)
    # Each tree's bytecode cached as a player's installation has it (the first, warming run
    # writes it): compiling every module at every start is not the program's start-up.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def child_cpu(argv: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, str]:
    """CPU seconds (user + system) of one child process, and its standard output."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run([sys.executable, *argv], cwd=cwd, env=env, capture_output=True,
                         text=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, out.stdout


def headless(tree: Path, env: dict[str, str], games: int = GAMES) -> float:
    return child_cpu([*HEADLESS, "--games", str(games)], tree, env)[0]


def startup(tree: Path, env: dict[str, str]) -> float:
    """CPU seconds of a fresh process up to the window's first frame."""
    return float(child_cpu(["-c", STARTUP], tree, env)[1].strip().splitlines()[-1])


def bare(env: dict[str, str]) -> float:
    return float(child_cpu(["-c", BARE], ROOT, env)[1].strip().splitlines()[-1])


def measure(trees: dict[str, Path], rounds: int, home: Path) -> dict[str, dict[str, list[float]]]:
    """Each figure of each tree, ``rounds`` times, the trees alternated within a round."""
    env = _env(home)
    runs: dict[str, dict[str, list[float]]] = {name: {"headless": [], "one_game": [],
                                                      "startup": []} for name in trees}
    runs["bare"] = {"startup": []}
    for tree in trees.values():  # warm the file caches and each tree's bytecode once
        headless(tree, env, 1)
        startup(tree, env)
    for r in range(rounds):
        for name, tree in trees.items():
            runs[name]["headless"].append(headless(tree, env))
            runs[name]["one_game"].append(headless(tree, env, 1))
            runs[name]["startup"].append(startup(tree, env))
        runs["bare"]["startup"].append(bare(env))
        print(f"  round {r + 1}: " + "; ".join(
            f"{name} headless {runs[name]['headless'][-1]:.2f} s, start-up "
            f"{runs[name]['startup'][-1]:.3f} s" for name in trees)
            + f"; bare window {runs['bare']['startup'][-1]:.3f} s", flush=True)
    return runs


def summary(runs: dict[str, dict[str, list[float]]]) -> dict[str, Any]:
    med = {name: {k: statistics.median(v) for k, v in figs.items()} for name, figs in
           runs.items()}
    out: dict[str, Any] = {"medians": med, "runs": runs}
    new = med["new"]
    games_cpu = new["headless"] - new["one_game"]
    out["games_per_cpu_s"] = (GAMES - 1) / games_cpu if games_cpu > 0 else None
    out["startup_vs_bare"] = new["startup"] / med["bare"]["startup"]
    if "old" in med:
        # Each round's old and new ran one after the other, under the same load: the median
        # of the rounds' ratios drifts less with the shared machine than a ratio of medians.
        for key in ("headless", "startup"):
            out[f"{key}_ratio"] = statistics.median(
                n / o for n, o in zip(runs["new"][key], runs["old"][key]))
    return out


def report(s: dict[str, Any], recorded: dict[str, Any] | None = None) -> None:
    med = s["medians"]
    for name in ("old", "new"):
        if name in med:
            m = med[name]
            label = f"{OLD} (old)" if name == "old" else "today (new)"
            print(f"{label:<16} headless {m['headless']:.2f} CPU s ({GAMES} games), one game "
                  f"{m['one_game']:.2f} s, start-up to the first frame {m['startup']:.3f} s")
    print(f"bare pygame-ce window to its first frame: {med['bare']['startup']:.3f} CPU s")
    if "headless_ratio" in s:
        for key, what in (("headless_ratio", "headless"), ("startup_ratio", "start-up")):
            print(f"ratio new/old, {what}: {s[key]:.2f} (goal <= 1.00: "
                  f"{'MET' if s[key] <= 1.0 else 'NOT MET'})")
    gps = s["games_per_cpu_s"]
    print(f"Family games per CPU second, random bots (today): "
          f"{gps:,.0f} (goal >= 1,000: {'MET' if gps and gps >= 1000 else 'NOT MET'})")
    print(f"start-up / bare window: {s['startup_vs_bare']:.1f}x (goal <= 4x: "
          f"{'MET' if s['startup_vs_bare'] <= 4 else 'NOT MET'})")
    if recorded:
        r = recorded["medians"]
        print(f"recorded {recorded.get('date', '?')}: old headless {r['old']['headless']:.2f} s, "
              f"new {r['new']['headless']:.2f} s (ratio {recorded['headless_ratio']:.2f}); "
              f"start-up old {r['old']['startup']:.3f} s, new {r['new']['startup']:.3f} s "
              f"(ratio {recorded['startup_ratio']:.2f}); bare {r['bare']['startup']:.3f} s; "
              f"{recorded['games_per_cpu_s']:,.0f} games/CPU s")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--old", default=OLD, help=f"the commit to compare with ({OLD})")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--today", action="store_true", help="this tree only, beside the record")
    p.add_argument("--write", action="store_true", help=f"record the figures ({RECORDED.name})")
    args = p.parse_args(argv)
    recorded = json.loads(RECORDED.read_text()) if RECORDED.exists() else None
    with tempfile.TemporaryDirectory(prefix="speed-") as tmp:
        trees = {"new": ROOT}
        old = Path(tmp) / "old"
        if not args.today:
            subprocess.run(["git", "worktree", "add", "--detach", str(old), args.old], cwd=ROOT,
                           check=True, capture_output=True)
            trees = {"old": old, "new": ROOT}
        try:
            print(f"{'today' if args.today else f'{args.old} and today alternated'}, "
                  f"{args.rounds} rounds (load {os.getloadavg()[0]:.1f})", flush=True)
            s = summary(measure(trees, args.rounds, Path(tmp) / "home"))
        finally:
            if not args.today:
                subprocess.run(["git", "worktree", "remove", "--force", str(old)], cwd=ROOT,
                               check=False, capture_output=True)
    report(s, recorded)
    if args.write and not args.today:
        s["date"] = time.strftime("%Y-%m-%d")
        s["old"] = args.old
        RECORDED.write_text(json.dumps(s, indent=1) + "\n")
        print(f"written to {RECORDED}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
