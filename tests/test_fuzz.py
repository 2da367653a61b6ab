"""Seeded fuzz: whole Family games, 2-6 players, invariants checked after every event.

Each game mixes three kinds of seat: the random bot, the simple bot (both see only their
own view, via ``game.bots.make_bot``) and a pure uniform choice over
``game.legal_actions()``, which stakes everything, goes broke and so reaches the odd
corners (penalties, eliminations, games that end early). ``tests/invariants.py`` checks
every event and, after every ``apply``, the real state.

``HF_FUZZ_GAMES`` sets the number of games (default 1,000; ``make test`` runs them all);
``HF_FUZZ_SEED`` shifts the seeds for a fresh sample.
"""
from __future__ import annotations

import os
import random
import signal
from collections import Counter

import pytest

from game.bots import make_bot
from game.rules import Action, Game, IllegalAction
from game.rules.loader import load_data

from invariants import InvariantChecker  # tests/ is on sys.path (pytest rootdir import)

N_GAMES = int(os.environ.get("HF_FUZZ_GAMES", "1000"))
BASE_SEED = int(os.environ.get("HF_FUZZ_SEED", "0"))
CHUNKS = 10
KINDS = ("random", "simple", "uniform")
MAX_STEPS = 5000  # no Family game needs anywhere near this many decisions
CHUNK_TIMEOUT = 300  # seconds: a hang in the engine fails instead of stalling the suite

DATA = load_data()
SEEN: Counter[str] = Counter()  # events seen over the whole fuzz (for the coverage test)
PLAYED: list[int] = []


def game_plan(seed: int) -> tuple[int, list[str], int | None]:
    """Players, seat kinds and rounds for one fuzz game (all from the seed)."""
    r = random.Random(f"fuzz-plan:{seed}")
    players = 2 + seed % 5
    style = r.random()
    if style < 0.2:
        kinds = ["uniform"] * players
    elif style < 0.3:
        kinds = [r.choice(("random", "simple"))] * players
    else:
        kinds = [r.choice(KINDS) for _ in range(players)]
    rounds = r.randint(DATA.rules.min_rounds, DATA.rules.max_rounds) if r.random() < 0.25 \
        else None
    return players, kinds, rounds


def illegal_candidates(game: Game, r: random.Random) -> list[Action]:
    """A few actions that break a rule now (the engine must refuse them all)."""
    d = game.decision()
    assert d is not None
    hand = game.state.players[d.seat].hand
    out = [Action("play_card", card=999, horse="red"), Action("bet", horse="purple",
                                                             kind="win", stake=100),
           Action("photo_pick", horse="nobody")]
    if not d.can_pass:
        out.append(Action("pass"))
    if d.kind in ("first_bet", "second_bet"):
        o = d.options
        horse = next(iter(o["horses"]))
        out += [Action("bet", horse=horse, kind=o["horses"][horse][0], stake=o["min_stake"] + 1),
                Action("bet", horse=horse, kind=o["horses"][horse][0],
                       stake=o["max_stake"] + o["step"]),
                Action("bet", horse=horse, kind="place", stake=o["min_stake"])]
        if o["min_stake"] > o["step"]:
            out.append(Action("bet", horse=horse, kind=o["horses"][horse][0],
                              stake=o["min_stake"] - o["step"]))
        out.append(Action("play_card", card=hand[0] if hand else 1, horse=horse))
    elif d.kind == "fix":
        out.append(Action("play_card", card=d.options["cards"][0], horse="purple"))
        out.append(Action("bet", horse="red", kind="win", stake=100))
    return [r.choice(out)]


def play_fuzz_game(seed: int) -> InvariantChecker:
    players, kinds, rounds = game_plan(seed)
    names = [f"P{i}-{k}" for i, k in enumerate(kinds)]
    r = random.Random(f"fuzz-moves:{seed}")
    game, events = Game.new(DATA, names, "family", seed, rounds=rounds,
                            bots=[k if k != "uniform" else "random" for k in kinds])
    label = f"seed={seed} players={players} kinds={kinds} rounds={rounds}"
    checker = InvariantChecker(DATA, label)
    checker.feed_all(events)
    checker.check_state(game)
    bots = [make_bot(k, DATA, seed, i) if k != "uniform" else None
            for i, k in enumerate(kinds)]
    steps = 0
    legal = None  # legal_actions() of the current state, when a uniform seat needs them
    while not game.is_over():
        steps += 1
        assert steps < MAX_STEPS, f"[{label}] the game does not end"
        seat = game.current_player()
        bot = bots[seat]
        if bot is None:
            if legal is None:
                legal = game.legal_actions()
            action = r.choice(legal)
        else:
            action = bot.choose(game.view(seat))
        if r.random() < 0.02:
            # An illegal action is refused and changes nothing.
            before = game.to_json()
            for bad in illegal_candidates(game, r):
                with pytest.raises(IllegalAction):
                    game.apply(bad)
            assert game.to_json() == before, f"[{label}] a refused action changed the state"
        events = game.apply(action)
        assert events, f"[{label}] apply({action}) returned no events"
        checker.feed_all(events)
        legal = None
        if not game.is_over() and bots[game.current_player()] is None:
            legal = game.legal_actions()
        checker.check_state(game, legal)
    assert checker.ended
    return checker


def _alarm(signum, frame):  # pragma: no cover - only on a hang
    raise TimeoutError(f"fuzz chunk took over {CHUNK_TIMEOUT} s: an engine loop may hang")


def chunk_seeds(chunk: int) -> range:
    per = -(-N_GAMES // CHUNKS)
    lo = chunk * per
    return range(BASE_SEED + lo, BASE_SEED + min(N_GAMES, lo + per))


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_fuzz_whole_games(chunk: int) -> None:
    seeds = chunk_seeds(chunk)
    old = signal.signal(signal.SIGALRM, _alarm) if hasattr(signal, "SIGALRM") else None
    if old is not None:
        signal.alarm(CHUNK_TIMEOUT)
    try:
        for seed in seeds:
            checker = play_fuzz_game(seed)
            SEEN.update(checker.counts)
            PLAYED.append(seed)
    finally:
        if old is not None:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, old)


def test_fuzz_reached_the_corners() -> None:
    """The fuzz is only worth it if it reaches the rare paths (needs the full run)."""
    if len(PLAYED) < N_GAMES or N_GAMES < 1000:
        pytest.skip("needs the whole fuzz (>= 1,000 games) in this session")
    for name in ("bet_penalty", "eliminated", "photo_finish", "photo_finish_choice",
                 "action_discarded", "odds_change", "tie_break", "bet_pass", "game_end"):
        assert SEEN[name] > 0, f"the fuzz never produced a {name} event: {dict(SEEN)}"
    assert SEEN["game_end"] == N_GAMES
