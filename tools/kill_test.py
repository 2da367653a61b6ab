"""Kill test: SIGKILL a headless game at random moments, resume it, compare with the real thing.

For each kill: start ``main.py --headless --autosave FILE --delay D`` (a bots game that
autosaves at every decision point), wait a random time, SIGKILL it, then resume from the
autosave with ``main.py --headless --resume FILE --log tail.jsonl`` and check that

* the events saved at the kill plus the resumed run's events equal, byte for byte, the log
  of the same game played without interruption (``--log``), and
* the resumed run's final autosave holds that same complete log, and
* its result line is the uninterrupted game's result line.

    python tools/kill_test.py                 # 50 kills -> "50/50 identical"
    python tools/kill_test.py --kills 5 -v    # fewer, with a line per kill

Exit status 0 only if every kill resumed to an identical game. Kills that land before the
first autosave or after the game ended are retried (they test nothing) and not counted.
Everything is written under a temporary folder (``HORSEBURG_HOME`` points there).
"""
from __future__ import annotations

import argparse
import json
import os
import pathlib
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass

REPO = pathlib.Path(__file__).resolve().parents[1]
MAIN = REPO / "main.py"
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))


@dataclass
class KillResult:
    seed: int
    killed_at: float  # seconds after the first autosave
    saved_events: int  # events in the save the resume started from
    from_backup: bool  # the main autosave was refused and the backup used
    temp_left: bool  # the kill landed while a temp file was being written
    identical: bool
    problem: str = ""


def _env(home: pathlib.Path) -> dict[str, str]:
    env = dict(os.environ)
    env["HORSEBURG_HOME"] = str(home)
    env.pop("HORSE_FEVER_HOME", None)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    return env


def _variant(variant: str) -> tuple[str, bool]:
    """"board+stars" -> ("board", True): the star cards ride along with the variant name."""
    name, _, stars = variant.partition("+")
    return name, stars == "stars"


def _game_args(seed: int, players: int, variant: str, bots: str) -> list[str]:
    name, stars = _variant(variant)
    return [sys.executable, str(MAIN), "--headless", "--seed", str(seed), "--players",
            str(players), "--variant", name, "--bots", bots] + (["--stars", "on"] if stars else [])


def reference(seed: int, players: int, variant: str, bots: str, delay: float,
              work: pathlib.Path) -> tuple[bytes, str, float]:
    """Plays the game without interruption (autosaving, slowed down like the killed runs);
    returns (log bytes, result line, seconds from the first autosave to the end)."""
    log = work / f"ref-{seed}.jsonl"
    auto = work / f"ref-{seed}-autosave.json"
    proc = subprocess.Popen(_game_args(seed, players, variant, bots)
                            + ["--log", str(log), "--autosave", str(auto),
                               "--delay", str(delay)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=_env(work / "home-ref"))
    while not auto.exists() and proc.poll() is None:
        time.sleep(0.002)
    t = time.monotonic()
    out, err = proc.communicate(timeout=300)
    if proc.returncode != 0:
        raise RuntimeError(f"the reference game failed: {err.strip()[:300]}")
    return log.read_bytes(), out.strip(), time.monotonic() - t


def reference_in_process(seed: int, players: int, variant: str, bots: str, delay: float,
                         work: pathlib.Path) -> tuple[bytes, str, float]:
    """The same as ``reference`` without starting an interpreter (the quick pytest version):
    the same driver and autosave as ``main.py --autosave``, timed the same way."""
    from game.core.match import new_match, play_on, result_line
    from game.horsefever import INFO
    from game.saves.files import write_doc
    from game.saves.headless import save_doc

    name, stars = _variant(variant)
    match = new_match(INFO, {"variant": name, "players": players, "stars": stars}, seed,
                      bots.split(","))
    auto = work / f"ref-{seed}-autosave.json"
    started: list[float] = []

    def at_decision(m) -> None:
        write_doc(auto, save_doc(m), keep_backup=True)
        if not started:
            started.append(time.monotonic())
        if delay and not m.game.is_over():
            time.sleep(delay)

    play_on(match, on_decision=at_decision)
    return _event_lines(match.events), result_line(match), time.monotonic() - started[0]


def _event_lines(events: list[dict]) -> bytes:
    return "".join(json.dumps(e, ensure_ascii=False, separators=(",", ":")) + "\n"
                   for e in events).encode("utf-8")


def one_kill(seed: int, players: int, variant: str, bots: str, delay: float, window: float,
             ref_log: bytes, ref_line: str, work: pathlib.Path, rnd: random.Random,
             max_tries: int = 20, resume_autosave: bool = True,
             in_process: bool = False) -> KillResult:
    """Starts, kills, resumes and compares one game; retries kills that miss the game."""
    from game.saves.files import backup_path
    from game.saves.headless import load_with_backup

    for attempt in range(max_tries):
        trial = pathlib.Path(tempfile.mkdtemp(prefix="kill-", dir=work))
        home = trial / "home"
        auto = trial / "autosave.json"
        proc = subprocess.Popen(_game_args(seed, players, variant, bots)
                                + ["--autosave", str(auto), "--delay", str(delay)],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                env=_env(home))
        try:
            deadline = time.monotonic() + 60
            while not auto.exists():  # the game has started once the first autosave is in
                if proc.poll() is not None or time.monotonic() > deadline:
                    break
                time.sleep(0.002)
            wait = rnd.uniform(0, window)
            time.sleep(wait)
            if proc.poll() is not None:  # finished (or failed) before the kill: try again
                err = proc.stderr.read().decode() if proc.stderr else ""
                if proc.returncode not in (0, None):
                    return KillResult(seed, wait, 0, False, False, False,
                                      f"the game failed: {err.strip()[:200]}")
                window *= 0.8
                continue
            proc.send_signal(signal.SIGKILL)
            proc.wait()
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
            if proc.stderr:
                proc.stderr.close()
        temp_left = any(p.name.endswith(".tmp") for p in trial.iterdir())
        # Keep a copy of what the kill left: the resume overwrites the autosave.
        snap = trial / "snapshot"
        snap.mkdir()
        for p in (auto, backup_path(auto)):
            if p.exists():
                shutil.copy2(p, snap / p.name)
        try:
            at_kill, warning = load_with_backup(snap / auto.name)
        except Exception as e:  # noqa: BLE001 - reported, not raised
            return KillResult(seed, wait, 0, False, temp_left, False,
                              f"the autosave left by the kill cannot be loaded: {e}")
        if at_kill.game.is_over():  # killed after the last autosave: nothing to resume
            window *= 0.8
            continue
        res = KillResult(seed, wait, len(at_kill.events), bool(warning), temp_left, False)
        if in_process:  # the same load and driver as --resume, without a process start
            from game.core.match import play_on, result_line
            play_on(at_kill)
            res.identical = (_event_lines(at_kill.events) == ref_log
                             and result_line(at_kill) == ref_line)
            res.problem = "" if res.identical else "the resumed game differs"
            shutil.rmtree(trial, ignore_errors=True)
            return res
        tail = trial / "tail.jsonl"
        out = subprocess.run([sys.executable, str(MAIN), "--headless", "--resume",
                              str(snap / auto.name), "--log", str(tail)]
                             + (["--autosave", str(auto)] if resume_autosave else []),
                             capture_output=True, text=True, env=_env(home), timeout=120)
        if out.returncode != 0:
            res.problem = f"resume failed ({out.returncode}): {out.stderr.strip()[:300]}"
            return res
        combined = _event_lines(at_kill.events) + tail.read_bytes()
        problems = []
        if combined != ref_log:
            problems.append("saved events + resumed events differ from the uninterrupted log")
        if resume_autosave and _event_lines(load_with_backup(auto)[0].events) != ref_log:
            problems.append("the final autosave's log differs from the uninterrupted log")
        if out.stdout.strip() != ref_line:
            problems.append(f"result line differs: {out.stdout.strip()!r}")
        res.identical = not problems
        res.problem = "; ".join(problems)
        shutil.rmtree(trial, ignore_errors=True)
        return res
    return KillResult(seed, 0, 0, False, False, False,
                      f"no kill landed mid-game in {max_tries} tries")


def run(kills: int = 50, seeds: list[int] | None = None, players: int = 4,
        variant: str = "family", bots: str = "random,simple,random,simple",
        delay: float = 0.01, rng_seed: int | None = None, verbose: bool = False,
        work: pathlib.Path | None = None, resume_autosave: bool = True,
        in_process: bool = False) -> list[KillResult]:
    """Runs ``kills`` kill-and-resume trials; returns one KillResult per kill.

    ``in_process`` plays the reference game and resumes with the same loader and driver as
    ``main.py`` but inside this process (fewer interpreter starts: the quick pytest
    version); the killed games are always separate ``main.py`` processes."""
    rnd = random.Random(rng_seed)
    seeds = seeds or [rnd.randrange(10**6) for _ in range(min(kills, 5))]
    own = work is None
    work = pathlib.Path(tempfile.mkdtemp(prefix="horse-fever-kill-")) if own else work
    results: list[KillResult] = []
    try:
        refs = {}
        play_reference = reference_in_process if in_process else reference
        for s in seeds:
            log, line, seconds = play_reference(s, players, variant, bots, delay, work)
            refs[s] = (log, line, 0.9 * seconds)  # kill within the game's length
        for k in range(kills):
            s = seeds[k % len(seeds)]
            log, line, window = refs[s]
            r = one_kill(s, players, variant, bots, delay, window, log, line, work, rnd,
                         resume_autosave=resume_autosave, in_process=in_process)
            results.append(r)
            if verbose or not r.identical:
                flag = "identical" if r.identical else f"DIFFERENT: {r.problem}"
                extra = (" (from backup)" if r.from_backup else "") + \
                        (" (temp file left)" if r.temp_left else "")
                print(f"kill {k + 1:2}: seed {s} after {r.killed_at:.3f}s, resumed at event "
                      f"{r.saved_events}{extra}: {flag}", flush=True)
    finally:
        if own:
            shutil.rmtree(work, ignore_errors=True)
    return results


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--kills", type=int, default=50)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--variant", choices=["family", "board"], default="family")
    p.add_argument("--stars", action="store_true", help="Board Game with the star cards")
    p.add_argument("--bots", default="random,simple,random,simple")
    p.add_argument("--delay", type=float, default=0.01, help="seconds per decision")
    p.add_argument("--seed", type=int, default=None, help="seed of the kill moments/games")
    p.add_argument("-v", "--verbose", action="store_true")
    a = p.parse_args(argv)
    bots = ",".join((a.bots.split(",") * a.players)[:a.players])
    if a.stars and a.variant != "board":
        p.error("--stars needs --variant board")
    variant = a.variant + ("+stars" if a.stars else "")
    t = time.monotonic()
    results = run(a.kills, players=a.players, variant=variant, bots=bots, delay=a.delay,
                  rng_seed=a.seed, verbose=a.verbose)
    same = sum(r.identical for r in results)
    backups = sum(r.from_backup for r in results)
    temps = sum(r.temp_left for r in results)
    print(f"{same}/{len(results)} identical ({variant}, {a.players} players, "
          f"{len(set(r.seed for r in results))} seeds; kills mid-write: {temps}, resumed from "
          f"the backup: {backups}; {time.monotonic() - t:.1f} s)")
    return 0 if same == len(results) == a.kills else 1


if __name__ == "__main__":
    sys.exit(main())
