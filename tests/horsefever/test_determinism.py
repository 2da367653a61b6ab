"""Determinism: the same seed and the same actions give the same events, whatever else
happens to the global ``random`` module (RLCard's trick) or to string hashing."""
from __future__ import annotations

import os
import pathlib
import random
import subprocess
import sys

import pytest

from tests.horsefever.bot_games import play_game
from game.horsefever.rules.loader import load_data
from .invariants import play_recorded, replay  # tests/ is on sys.path (pytest rootdir import)

REPO = pathlib.Path(__file__).resolve().parents[2]
DATA = load_data()

CASES = [  # (seed, seat kinds)
    (1, ["simple", "simple"]),
    (2, ["random", "simple", "uniform"]),
    (3, ["uniform", "uniform", "uniform", "uniform"]),
    (4, ["simple", "random", "simple", "random", "simple"]),
    (5, ["uniform", "simple", "random", "uniform", "simple", "random"]),
    (77, ["random"] * 4),
]


def disturb(game) -> None:
    """Stirs the global random module the way a careless caller (or pygame) might."""
    random.seed(random.random() * 1e9 + game.state.seq)
    for _ in range(random.randrange(5)):
        random.random()


@pytest.mark.parametrize("seed,kinds", CASES)
def test_same_seed_same_actions_same_events(seed, kinds) -> None:
    game, actions, steps, setup = play_recorded(DATA, seed, kinds)
    random.seed(12345)
    game2, steps2, setup2 = replay(DATA, seed, len(kinds), actions, between=disturb)
    assert setup2 == setup
    assert len(steps2) == len(steps)
    for i, (a, b) in enumerate(zip(steps, steps2)):
        assert a == b, f"step {i} ({actions[i]}): events differ"
    assert game2.to_json() == game.to_json()


@pytest.mark.parametrize("seed,kinds", CASES[:4])
def test_bots_choose_the_same_with_the_global_random_disturbed(seed, kinds) -> None:
    """The bots have their own seeded RNG: the whole game repeats, actions included."""
    random.seed(1)
    game, actions, steps, _ = play_recorded(DATA, seed, kinds)
    random.seed(2)
    game2, actions2, steps2, _ = play_recorded(DATA, seed, kinds, between=disturb)
    assert actions2 == actions
    assert steps2 == steps
    assert game2.to_json() == game.to_json()


def test_the_engine_and_bots_never_touch_the_global_random() -> None:
    random.seed(99)
    before = random.getstate()
    for seed, kinds in CASES:
        play_recorded(DATA, seed, kinds)
        play_game(DATA, len(kinds), seed, bots=["random"])
    assert random.getstate() == before, "something used the global random module"


def test_match_log_is_byte_identical() -> None:
    import io
    logs = []
    for _ in range(2):
        buf = io.StringIO()
        play_game(DATA, 4, 7, log=buf)
        random.random()
        logs.append(buf.getvalue())
    assert logs[0] == logs[1] and logs[0].count("\n") > 50


def test_different_seeds_give_different_games() -> None:
    _, _, a, _ = play_recorded(DATA, 10, ["simple"] * 3)
    _, _, b, _ = play_recorded(DATA, 11, ["simple"] * 3)
    assert a != b


_HASH_SCRIPT = r"""
import hashlib, json, sys
sys.path.insert(0, {tests!r})
from game.horsefever.rules.loader import load_data
from horsefever.invariants import play_recorded
data = load_data()
h = hashlib.sha256()
for seed, kinds in {cases!r}:
    game, actions, steps, setup = play_recorded(data, seed, kinds)
    for ev in setup + [e for s in steps for e in s]:
        h.update(json.dumps(ev, sort_keys=True).encode())
    h.update(json.dumps(game.to_json(), sort_keys=True).encode())
print(h.hexdigest())
"""


def test_independent_of_string_hashing() -> None:
    """Set or dict iteration over strings must not leak into the game (PYTHONHASHSEED)."""
    script = _HASH_SCRIPT.format(tests=str(REPO / "tests"), cases=CASES[:4])
    digests = set()
    for hash_seed in ("0", "1", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        out = subprocess.run([sys.executable, "-c", script], cwd=REPO, env=env,
                             capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr
        digests.add(out.stdout.strip())
    assert len(digests) == 1, f"event logs differ between hash seeds: {digests}"
