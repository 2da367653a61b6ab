"""Engine benchmark: whole games per second and isolated races per second, on one core.

    python -m game.horsefever.bench                 (``make bench`` runs it as Horse Fever's
                                                    ``GameInfo.bench``, through game/command_line/bench.py)
    python -m game.horsefever.bench --seconds 5     run each measurement for about 5 s
    python -m game.horsefever.bench --profile       also profile a batch of games (cProfile, top 25)

Measurements (all single-process; rates are per CPU second of this process, so other load
on the machine disturbs them less; wall-clock rates are shown beside them):

* games/s: whole 4-player games through the core match driver (``play_game``: setup, every
  decision, each bot choosing from its own view, every event: the headless command's path). The headline line, the one the
  issue's target is checked on, seats the **random** bot in every seat: a legal choice
  from the view at about the cost of reading it, so the line measures the engine. The
  simple bot's own thinking costs about as much as the whole engine, so its line is shown
  too, with the same target, for what a game with thinking bots costs.
  Family Game (target 500/s) and Board Game (target 300/s; star cards on in every other
  game, off in the others).
* races/s (engine): the engine's own race step (``family/race.py``'s, the code
  ``apply`` runs: the race kernel ``race.run_units`` recording every unit as events) from
  race start to all six horses ranked, events included, photo-finish choices answered
  with the engine's photo handler. The race-start states are captured
  from real simple-bot games (cards on the lanes, odds after the reveal); between races
  only the race fields are reset and a movement deck pre-shuffled outside the timer is put
  back.
* races/s (race.py kernel): one race through ``race.run_race``: the same race kernel
  over lane-indexed lists, with the same card effects, no events and no state object:
  what the mechanics cost by themselves in Python.
* races/s (NumPy simulator, another module): ``game.horsefever.tipster.simulate.simulate``, the
  bots' vectorised estimator, 2,000 races per call from a seat's view at its second bet
  (the face-down cards drawn, the reveal, the whole race). It is a different program
  (cross-checked race for race against the engine by tests/test_estimator.py and against
  the kernel by tests/test_tipster_kernel.py), shown
  beside the engine's own figures, not instead of them.

Targets from the issues: >= 500 Family games/s, >= 300 Board games/s, >= 50,000 races/s.
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

from ..core.match import play_match
from .rules import Action
from .rules import race as race_rules
from .rules.data import GameData
from .rules.family.race import horse_mods
from .rules.loader import load_data
from .rules.rand import randbelow
from .rules.serialize import state_from_json, state_to_json
from .rules.state import PHASE_PHOTO, GameState
from .rules.variants import VARIANTS

GAMES_TARGET = 500
BOARD_GAMES_TARGET = 300
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

def play_game(data: GameData, players: int, seed: int, variant: str = "family",
              bots: list[str] | None = None, stars: bool = False) -> Any:
    """One whole game of bots (default simple) through the core match driver, as
    ``--headless`` plays it; the finished engine game. (``data``: the registry's files.)"""
    from . import INFO

    options = {"variant": variant, "players": players, "stars": stars}
    return play_match(INFO, options, seed, bots or ["simple"]).game.engine


def bench_games(data: GameData, bots: str, seconds: float, players: int = 4,
                variant: str = "family") -> tuple[float, float, int]:
    def batch(i: int) -> int:
        for seed in range(i * 10, i * 10 + 10):
            play_game(data, players, seed, variant, [bots],
                      stars=variant == "board" and seed % 2 == 0)
        return 10
    return _measure(batch, seconds)


# ---- races through the engine --------------------------------------------------------------

def capture_race_starts(data: GameData, count: int) -> list[GameState]:
    """States at the start of a race (after the reveal), from simple-bot games."""
    found: list[GameState] = []
    original = VARIANTS["family"].steps["race"]

    def capture(s: GameState, events: list[dict[str, Any]], fresh: bool) -> bool:
        if fresh and len(found) < count:
            found.append(state_from_json(state_to_json(s), s.data))
        return original(s, events, fresh)

    VARIANTS["family"].steps["race"] = capture
    try:
        seed = 0
        while len(found) < count:
            play_game(data, 2 + seed % 5, 10_000 + seed, "family", ["simple"])
            seed += 1
    finally:
        VARIANTS["family"].steps["race"] = original
    return found


def engine_race(s: GameState, events: list[dict[str, Any]]) -> None:
    """One race through the engine's race step, as ``_advance`` would run it."""
    rules = VARIANTS[s.variant]
    race = rules.steps["race"]
    handle_photo = rules.phases[PHASE_PHOTO].handle
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

def bench_kernel_races(data: GameData, seconds: float,
                       states: int = 200) -> tuple[float, float, int]:
    """``race.run_race`` on the captured race starts (pre-shuffled decks, seeded dice)."""
    starts = capture_race_starts(data, states)
    colours = data.colours
    lane = {c: i for i, c in enumerate(colours)}
    faces = [[lane[f] for f in d.faces] for d in data.track.dice]
    finish = data.track.finish_line
    rng = random.Random(7)
    (face0, face1), sides = faces, len(faces[0])
    assert all(len(f) == sides for f in faces)

    every_lane = range(len(colours))
    shown_of = [[tuple(race_rules.shown_by_dice((a, b), every_lane)) for b in face1]
                for a in face0]  # by face index, as the engine looks them up

    def roll() -> tuple[tuple[int, int], tuple[int, ...]]:
        # randrange(sides) per die, as the engine draws them
        i, j = randbelow(rng, sides), randbelow(rng, sides)
        return (face0[i], face1[j]), shown_of[i][j]

    jobs = []
    for s in starts:
        rows = [data.odds_row_index[s.odds[c]] for c in colours]
        odds = [s.odds[c] for c in colours]
        by_colour = horse_mods(s)
        mods = [by_colour[c] for c in colours]
        decks = []
        for k in range(4):
            deck = [data.movement_card(n).values for n in s.movement_deck + s.movement_used]
            rng.shuffle(deck)
            decks.append(deck)
        jobs.append((rows, odds, mods, decks))
    run_race = race_rules.run_race

    def batch(i: int) -> int:
        for rows, odds, mods, decks in jobs:
            run_race(rows, odds, mods, decks[i % 4], roll, finish)
        return len(jobs)
    return _measure(batch, seconds)


# ---- the bots' NumPy race simulator (game.horsefever.tipster, another engineer's module) --------------

def bench_numpy_races(data: GameData, seconds: float, per_call: int = 2000,
                      views: int = 20) -> tuple[float, float, int] | None:
    """``tipster.simulate.simulate``: ``per_call`` races a call from second-bet views."""
    try:
        import numpy as np

        from .tipster.simulate import simulate
        from .tipster.situation import situation_from_view
        from .tipster.tables import tables_for
    except ImportError:  # NumPy or the tipster missing: the line says so
        return None
    from . import INFO
    from ..core.match import new_match
    sits = []
    seed = 0
    while len(sits) < views:
        m = new_match(INFO, {"players": 4}, 20_000 + seed, ["simple"])
        seed += 1
        game = m.game
        while (d := game.decision()) is not None and len(sits) < views:
            view = game.view(d.seat)
            if d.phase == "second_bet":
                sits.append(situation_from_view(view, data))
            game.apply(m.bots[d.seat].choose(view))
    tables = tables_for(data)
    rng = np.random.default_rng(11)

    def batch(i: int) -> int:
        simulate(tables, sits[i % len(sits)], per_call, rng)
        return per_call
    return _measure(batch, seconds)


# ---- profile -------------------------------------------------------------------------------

def profile_variant(data: GameData, variant: str, bots: str, games: int = 200,
                    top: int = 25) -> str:
    prof = cProfile.Profile()
    prof.enable()
    for seed in range(games):
        play_game(data, 4, seed, variant, [bots], stars=variant == "board" and seed % 2 == 0)
    prof.disable()
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(top)
    return out.getvalue()


def _figure(label: str, got: tuple[float, float, int], unit: str,
            target: int) -> dict[str, Any]:
    rate, wall, count = got
    return {"label": label, "value": rate, "unit": f"{unit}/s", "goal": f">= {target:,}",
            "note": f"{wall:,.0f}/s wall, {count:,} {unit}"}


def bench(seconds: float) -> list[dict[str, Any]]:
    """Horse Fever's own ``make bench`` figures (``GameInfo.bench``), each measured for
    about ``seconds`` of CPU time: games per second by variant and bots, races per second
    through the engine's race step, race.py's kernel and the NumPy simulator."""
    data = load_data()
    play_game(data, 4, 0)  # warm-up: caches, imports
    play_game(data, 4, 0, "board", stars=True)
    out = []
    for variant, target in (("family", GAMES_TARGET), ("board", BOARD_GAMES_TARGET)):
        name = "Family" if variant == "family" else "Board (stars on/off alternating)"
        for bots in ("random", "simple"):
            out.append(_figure(f"4-player {name} games, {bots} bots",
                               bench_games(data, bots, seconds, variant=variant), "games",
                               target))
    out[0]["heading"] = ("whole 4-player games, every seat a bot choosing from its own view; "
                         "headline: random bots (legal choices from the view: the engine's "
                         "cost), simple bots beside them (their own thinking included):")
    out.append(_figure("engine race step (apply's code, events included)",
                       bench_engine_races(data, seconds), "races", RACES_TARGET))
    out[-1]["heading"] = ("races, start to all six ranked, from 200 race-start states of "
                          "simple-bot games (2-6 players):")
    out.append(_figure("race.py run_race (the same kernel, no events)",
                       bench_kernel_races(data, seconds), "races", RACES_TARGET))
    got = bench_numpy_races(data, seconds)
    if got is None:
        out.append({"label": "NumPy race simulator (game/horsefever/tipster): not available "
                    "(NumPy not installed)", "value": None, "unit": "", "goal": ""})
    else:
        out.append(_figure("NumPy simulator, game/horsefever/tipster (2,000 a call, not the "
                           "engine)", got, "races", RACES_TARGET))
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Horse Fever engine benchmark (one core)")
    p.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per measurement")
    p.add_argument("--profile", action="store_true",
                   help="also cProfile 200 Family and 100 Board games (random bots)")
    args = p.parse_args(argv)
    from ..core.figures import figure_line
    print(f"Horse Fever engine benchmark (Python {sys.version.split()[0]}, one process, "
          f"about {args.seconds:g} CPU s per line; rates per CPU second)")
    for f in bench(args.seconds):
        print(figure_line(f))
    if args.profile:
        data = load_data()
        print()
        print("cProfile of 200 4-player Family games, random bots, by own time:")
        print(profile_variant(data, "family", "random", 200))
        print("cProfile of 100 4-player Board games, random bots, by own time:")
        print(profile_variant(data, "board", "random", 100))
    return 0


if __name__ == "__main__":
    sys.exit(main())
