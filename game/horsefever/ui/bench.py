"""The window's benchmark: race frame times, start-up to the first frame, peak memory.

    python -m game.horsefever.ui.bench                 all three (make bench runs it after game.horsefever.bench)
    python -m game.horsefever.ui.bench --race-only     frame times of one 6-horse race only

* **Race frames**: a 6-player bots-only game at normal speed in a 1280 x 720 window with
  the software renderer; every frame (update, draw, flip) from the race's first event to
  the payoffs sheet written up after it is timed, with a fixed 1/60 s of game time per frame. Prints p50 / p99 / max
  and the frames over 16.7 ms.
* **Start-up**: a fresh ``python`` process that builds the window as ``main.py`` does and
  draws the title screen; wall time from launching the process to the first flip.
* **Peak memory**: a fresh process plays a whole 6-player game in the window at fast speed,
  drawing every frame; its peak resident memory (``ru_maxrss``).

Figures are printed, never asserted (speed targets live here, not in tests).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

FRAME = 1 / 60
TARGET_P99_MS = 8.0
TARGET_START_S = 1.0
TARGET_MEMORY_MB = 200.0


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")  # the software renderer, no window needed
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env.setdefault("HORSEBURG_HOME", os.path.join("/tmp", f"hf-bench-{os.getpid()}"))
    return env


def _app(speed: str, seed: int = 5, players: int = 6):
    from ..rules.loader import load_or_exit
    from ...ui.app import App, AppConfig
    from ...ui.plugin import SeatChoice

    seats = [SeatChoice(f"Bot {i + 1}", "simple") for i in range(players)]
    return App(AppConfig(seats=seats, seed=seed, speed=speed, autosave=False), data=load_or_exit())


def race_frames(seed: int = 5) -> tuple[list[float], list[float]]:
    """Seconds per frame over the first whole race of a 6-player game (normal speed) and
    the payoffs sheet being written up after it.

    Returns (wall times, CPU times of the drawing thread): on a busy machine the wall time
    includes waiting for a core, the CPU time is what one frame costs on one core.
    """
    app = _app("normal", seed)
    times: list[float] = []
    cpu: list[float] = []
    racing = False
    for _ in range(60 * 600):
        table = app.find("table")
        s = table.session if table is not None else None
        if s is not None and not racing and (s.display.race_on or s.stage.busy and s.display.phase == "reveal"):
            racing = True
        top = app.stack.top
        if racing and top is not None and top.name == "payoffs" and top.filled():
            break  # (the frames that write the payoffs sheet up are counted too)
        t0, c0 = time.perf_counter(), time.thread_time()
        app.step(FRAME, [])
        if racing:
            times.append(time.perf_counter() - t0)
            cpu.append(time.thread_time() - c0)
    return times, cpu


def startup_seconds() -> float:
    """Launch of a fresh interpreter to the first drawn frame of the title screen."""
    code = ("import time, sys; sys.argv=['main.py'];"
            "from game.command_line.main import parse_args; from game.ui.app import App, config_from_args;"
            "app = App(config_from_args(parse_args([]))); app.step(0.0, []);"
            "print(time.time())")
    t0 = time.time()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=_env(), check=True)
    return float(out.stdout.strip().splitlines()[-1]) - t0


def whole_game_peak_mb() -> float:
    """Peak resident memory (MB) of a fresh process playing a whole game in the window."""
    out = subprocess.run([sys.executable, "-m", "game.horsefever.ui.bench", "--whole-game"], capture_output=True,
                         text=True, env=_env(), check=True)
    return float(out.stdout.strip().splitlines()[-1])


def _whole_game() -> None:
    import resource

    app = _app("fast", seed=5)
    for _ in range(60 * 60 * 20):
        app.step(1 / 30, [])
        if app.stack.top is not None and app.stack.top.name == "final":
            break
    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0)


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--race-only", action="store_true")
    ap.add_argument("--whole-game", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    for k, v in _env().items():
        os.environ.setdefault(k, v)
    if args.whole_game:
        _whole_game()
        return 0
    wall, cpu = race_frames()
    print(f"race animation, 6 horses, then its payoffs sheet, 1280x720 software renderer: "
          f"{len(wall)} frames ({len(wall) * FRAME:.1f} s at normal speed), "
          f"target p99 <= {TARGET_P99_MS:.0f} ms")
    for label, xs in (("wall", wall), ("cpu ", cpu)):
        ms = [t * 1000 for t in xs]
        slow = sum(1 for t in ms if t > 16.7)
        print(f"  {label} frame time p50 {statistics.median(ms):.2f} ms   p99 {_pct(ms, 0.99):.2f} ms   "
              f"max {max(ms):.2f} ms   frames over 16.7 ms: {slow}")
    print(f"  (load average now {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs: wall times include waiting for a core)")
    if args.race_only:
        return 0
    start = min(startup_seconds() for _ in range(3))
    print(f"start-up to the first frame: {start:.2f} s (best of 3; target <= {TARGET_START_S:.1f} s)")
    peak = whole_game_peak_mb()
    print(f"peak memory of a whole 6-player game in the window: {peak:.0f} MB (target <= {TARGET_MEMORY_MB:.0f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
