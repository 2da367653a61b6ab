"""No view shares a list or dict with the game's state, for every registered game.

Views are built at every decision, and the newer games build the parts that never change
(or only grow) once and share them between views (``docs/architecture.md``, Speed). A
reader that scribbled over such a part must at worst spoil later views, never the game:
here every view of whole seeded games (the deciding seat's and a spectator's) is
scribbled over, every list emptied and every dict's values replaced, and the state's JSON
must be exactly as before.
"""
from __future__ import annotations

import json
from typing import Any

import pytest

from game.core.registry import GameInfo
from game.games import registered_games

GAMES = registered_games()
SEEDS = (1, 2)


def scribble(x: Any) -> None:
    """Spoils ``x`` in place, depth first: lists emptied, dict values replaced."""
    if isinstance(x, list):
        for v in x:
            scribble(v)
        x.clear()
    elif isinstance(x, dict):
        for k, v in x.items():
            scribble(v)
            x[k] = "scribbled"


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.name)
def test_scribbling_over_views_leaves_the_state_alone(info: GameInfo) -> None:
    for seed in SEEDS:
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
            assert json.dumps(game.to_json(), sort_keys=True) == before, (
                f"{info.name} seed {seed}: a view shares data with the state")
            game.apply(action)
        assert game.is_over()
