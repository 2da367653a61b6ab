"""Engine benchmark: whole games per second and isolated races per second, on one core.

    python -m game.bench                 (``make bench``)
    python -m game.bench --seconds 5     run each measurement for about 5 s
    python -m game.bench --profile       also profile a batch of games (cProfile, top 25)

Measurements (all single-process; rates are per CPU second, so other load on the machine
hardly matters; wall-clock rates are shown beside them):

* games/s: whole 4-player Family games through ``game.match.play_game`` (setup, every
  decision, the bots reading their views, all events), simple bots in every seat, then
  random bots in every seat.
* races/s (engine): the engine's own race step (``engine.STEPS["race"]``, the code
  ``apply`` runs) from race start to all six horses ranked, events included, photo-finish
  choices answered with the engine's photo handler. The race-start states are captured
  from real simple-bot games (cards on the lanes, odds after the reveal); between races
  only the race fields are reset and a movement deck pre-shuffled outside the timer is put
  back.
* races/s (race.py kernel): the same race loop written directly over the pure functions
  of ``game.rules.race`` (card_move, sprint_length, first_and_last, finish_order) with the
  same card effects, no events and no state object: what the mechanics cost by themselves.

Targets from the issue: >= 500 games/s and >= 50,000 races/s.
"""
from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
import sys
import time
from typing import Any, Callable

from .match import play_game
from .rules import Action, engine
from .rules import race as race_rules
from .rules.data import GameData
from .rules.loader import load_data
from .rules.serialize import state_from_json, state_to_json
from .rules.state import PHASE_PHOTO, GameState

GAMES_TARGET = 500
RACES_TARGET = 50_000


def _measure(batch: Callable[[int], int], seconds: float) -> tuple[float, float, int]:
    """Runs ``batch(i)`` (returns the work units done) until ``seconds`` of CPU time."""
    done = 0
    i = 0
    cpu0, wall0 = time.process_time(), time.perf_counter()
    while True:
        done += batch(i)
        i += 1
        cpu = time.process_time() - cpu0
        if cpu >= seconds:
            break
    wall = time.perf_counter() - wall0
    return done / cpu, done / wall, done


# ---- games ----------------------------------------------------------------------------------

def bench_games(data: GameData, bots: str, seconds: float,
                players: int = 4) -> tuple[float, float, int]:
    def batch(i: int) -> int:
        for seed in range(i * 10, i * 10 + 10):
            play_game(data, players, seed, "family", [bots])
        return 10
    return _measure(batch, seconds)


# ---- races through the engine --------------------------------------------------------------

def capture_race_starts(data: GameData, count: int) -> list[GameState]:
    """States at the start of a race (after the reveal), from simple-bot games."""
    found: list[GameState] = []
    original = engine.STEPS["race"]

    def capture(s: GameState, events: list[dict[str, Any]], fresh: bool) -> bool:
        if fresh and len(found) < count:
            found.append(state_from_json(state_to_json(s), s.data))
        return original(s, events, fresh)

    engine.STEPS["race"] = capture
    try:
        seed = 0
        while len(found) < count:
            play_game(data, 2 + seed % 5, 10_000 + seed, "family", ["simple"])
            seed += 1
    finally:
        engine.STEPS["race"] = original
    return found


def engine_race(s: GameState, events: list[dict[str, Any]]) -> None:
    """One race through the engine's race step, as ``_advance`` would run it."""
    race = engine.STEPS["race"]
    handle_photo = engine.HANDLE[PHASE_PHOTO]
    fresh = True
    while race(s, events, fresh):
        fresh = False
        r = s.race
        assert r is not None
        handle_photo(s, events, s.queue[0], Action("photo_pick", horse=r.pending[0][0]))
    assert len(s.last_ranking) == len(s.colours), "the race ended without a full ranking"


def bench_engine_races(data: GameData, seconds: float, states: int = 200,
                       decks_per_state: int = 8) -> tuple[float, float, int]:
    starts = capture_race_starts(data, states)
    shuffler = random.Random(2024)
    jobs = []
    for s in starts:
        cards = s.movement_deck + s.movement_used
        decks = []
        for _ in range(decks_per_state):
            d = list(cards)
            shuffler.shuffle(d)
            decks.append(d)
        jobs.append((s, s.phase, s.seq, list(s.queue), decks))

    def batch(i: int) -> int:
        n = 0
        for s, phase0, seq0, queue0, decks in jobs:
            for deck in decks:
                s.race = None
                s.phase = phase0
                s.seq = seq0
                s.queue = list(queue0)
                s.movement_deck = list(deck)
                s.movement_used = []
                s.last_ranking = []
                engine_race(s, [])
                n += 1
        return n
    return _measure(batch, seconds)


# ---- races through race.py directly --------------------------------------------------------

def kernel_race(colours: tuple[str, ...], rows: dict[str, int], odds: dict[str, int],
                mods: dict[str, race_rules.HorseMods], deck: list[tuple[int, ...]],
                faces: list[tuple[str, ...]], rng: random.Random, finish: int,
                start: int = 0) -> list[str]:
    """One race over the pure race functions (mirrors the engine's race step).

    Movement cards are read from ``deck`` backwards from position ``start`` (wrapping).
    """
    positions = {c: 0 for c in colours}
    ranked: list[str] = []
    unit = 0
    draw = start % len(deck) + 1
    n = len(colours)
    while len(ranked) < n:
        unit += 1
        running = [c for c in colours if c not in ranked]
        draw -= 1
        if draw < 0:
            draw = len(deck) - 1
        values = deck[draw]
        firsts, lasts = race_rules.first_and_last(positions, running)
        moves = {c: race_rules.card_move(values[rows[c]], positions[c], unit, mods[c],
                                         c in firsts, c in lasts, finish) for c in running}
        for c, m in moves.items():
            positions[c] += m
        dice = [f[rng.randrange(len(f))] for f in faces]
        for c in colours:
            if c in dice and c not in ranked:
                positions[c] += race_rules.sprint_length(mods[c])
        finishers = [c for c in running if positions[c] >= finish]
        if finishers:
            for group in race_rules.finish_order(finishers, positions, odds, mods, finish):
                ranked.extend(group)  # a photo-finish choice: the order given
    return ranked


def bench_kernel_races(data: GameData, seconds: float,
                       states: int = 200) -> tuple[float, float, int]:
    starts = capture_race_starts(data, states)
    faces = [d.faces for d in data.track.dice]
    finish = data.track.finish_line
    rng = random.Random(7)
    jobs = []
    for s in starts:
        odds = dict(s.odds)
        rows = {c: data.odds_values.index(odds[c]) for c in s.colours}
        mods = engine.horse_mods(s)
        deck = [data.movement_card(n).values for n in s.movement_deck + s.movement_used]
        rng.shuffle(deck)
        jobs.append((s.colours, rows, odds, mods, deck))

    def batch(i: int) -> int:
        for colours, rows, odds, mods, deck in jobs:
            kernel_race(colours, rows, odds, mods, deck, faces, rng, finish, start=i * 7)
        return len(jobs)
    return _measure(batch, seconds)


# ---- profile -------------------------------------------------------------------------------

def profile_games(data: GameData, games: int = 200, top: int = 25) -> str:
    prof = cProfile.Profile()
    prof.enable()
    for seed in range(games):
        play_game(data, 4, seed, "family", ["simple"])
    prof.disable()
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(top)
    return out.getvalue()


def _line(label: str, cpu_rate: float, wall_rate: float, unit: str, target: int) -> str:
    verdict = "meets" if cpu_rate >= target else "BELOW"
    return (f"{label:<44} {cpu_rate:>10,.0f} {unit}/s per CPU second "
            f"({wall_rate:,.0f}/s wall)  target {target:,}: {verdict}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Horse Fever engine benchmark (one core)")
    p.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per measurement")
    p.add_argument("--profile", action="store_true", help="also cProfile 200 games")
    args = p.parse_args(argv)
    data = load_data()
    print(f"Horse Fever engine benchmark (Python {sys.version.split()[0]}, one process, "
          f"about {args.seconds:g} CPU s per line)")
    play_game(data, 4, 0)  # warm-up: caches, imports
    rate, wall, n = bench_games(data, "simple", args.seconds)
    print(_line("4-player Family games, simple bots", rate, wall, "games", GAMES_TARGET)
          + f"  [{n} games]")
    rate, wall, n = bench_games(data, "random", args.seconds)
    print(_line("4-player Family games, random bots", rate, wall, "games", GAMES_TARGET)
          + f"  [{n} games]")
    rate, wall, n = bench_engine_races(data, args.seconds)
    print(_line("races, engine race step (events included)", rate, wall, "races",
                RACES_TARGET) + f"  [{n} races]")
    rate, wall, n = bench_kernel_races(data, args.seconds)
    print(_line("races, race.py functions only (no events)", rate, wall, "races",
                RACES_TARGET) + f"  [{n} races]")
    print("races: start to all six ranked; 200 race-start states captured from simple-bot "
          "games (2-6 players), pre-shuffled movement decks; photo finishes take the first "
          "tied horse.")
    if args.profile:
        print()
        print("cProfile of 200 4-player simple-bot games, by own time:")
        print(profile_games(data))
    return 0


if __name__ == "__main__":
    sys.exit(main())
