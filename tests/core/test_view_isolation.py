"""No view shares a list or dict with the game's state, for every registered game.

Views are built at every decision, and the newer games build the parts that never change
(or only grow) once and share them between views (``docs/architecture.md``, Speed). A
reader that scribbled over such a part must at worst spoil later views, never the game:
here every view of whole seeded games (the deciding seat's and a spectator's) is
scribbled over, every list emptied and every dict's values replaced, and the state's JSON
must be exactly as before. (In a child process: the scribbled shared parts would spoil
the views of the tests that run after this one.)
"""
from __future__ import annotations

import os
import pathlib
import subprocess
import sys

import pytest

from game.catalogue import registered_games

REPO = pathlib.Path(__file__).resolve().parents[2]
GAMES = [info.name for info in registered_games()]
SCRIPT = r"""
import json, sys
from game.catalogue import registered_games  # registers every game
from game.core.registry import get_game

def scribble(x):
    if isinstance(x, list):
        for v in x:
            scribble(v)
        x.clear()
    elif isinstance(x, dict):
        for k, v in x.items():
            scribble(v)
            x[k] = "scribbled"

info = get_game(sys.argv[1])
for seed in (1, 2):
    options = info.setup()
    players = options.get("players", info.min_players)
    game, _ = info.new_game(options, seed, [f"P{i}" for i in range(players)],
                            bots=["random"] * players)
    bots = [info.make_bot("random", seed, i) for i in range(players)]
    for _ in range(20_000):
        d = game.decision()
        if d is None:
            break
        view = game.view(d.seat)
        action = bots[d.seat].choose(view)
        before = json.dumps(game.to_json(), sort_keys=True)
        scribble(view)
        scribble(game.view(None))
        if json.dumps(game.to_json(), sort_keys=True) != before:
            sys.exit(f"{info.name} seed {seed}: a view shares data with the state")
        game.apply(action)
    assert game.is_over()
print("ok")
"""


@pytest.mark.parametrize("name", GAMES)
def test_scribbling_over_views_leaves_the_state_alone(name: str) -> None:
    out = subprocess.run([sys.executable, "-c", SCRIPT, name], cwd=REPO, capture_output=True,
                         text=True, timeout=600,
                         env={**os.environ, "PYTHONPATH": str(REPO),
                              "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().endswith("ok")
