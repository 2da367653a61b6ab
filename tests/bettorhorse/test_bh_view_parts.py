"""Views keep parts from one decision to the next (``rules/view_parts.py``: a player's
part by the sizes of their cards, the part common to every seat by the round and sizes,
the others' parts in 4+ player games by sums of sizes). Here every view of whole games
(the deciding seat's and a spectator's) must equal the view of the same position loaded
afresh from its JSON, whose parts are all built anew: 2 to 8 players, Track Conditions on
and off, Sudden Death, and games loaded in the middle of a round and played on (their
parts are first built mid-round)."""
from __future__ import annotations

import pytest

from game.bettorhorse.bots import make_bot
from game.bettorhorse.game import BettorHorseGame

# (players, seed, track): seeds 10 (2 players), 47 (4) and 4 (8) reach Sudden Death.
GAMES = [(2, 10, False), (2, 3, True), (4, 47, True), (4, 5, False), (6, 2, True),
         (8, 4, False), (8, 7, True)]
LOAD_AT = (5, 41, 123)  # decisions after which the game goes on as loaded from its JSON


def fresh(game: BettorHorseGame, seat: int | None) -> dict:
    return BettorHorseGame.load(game.to_json()).view(seat)


@pytest.mark.parametrize("players,seed,track", GAMES)
def test_kept_parts_equal_parts_built_afresh(players: int, seed: int, track: bool) -> None:
    game, _ = BettorHorseGame.new({"players": players, "track_conditions": track}, seed)
    bots = [make_bot("random", seed, i) for i in range(players)]
    n = 0
    while not game.is_over():
        d = game.decision()
        view = game.view(d.seat)
        assert view == fresh(game, d.seat), (players, seed, n)
        assert game.view(None) == fresh(game, None), (players, seed, n)
        game.apply(bots[d.seat].choose(view))
        n += 1
        if n in LOAD_AT:
            game = BettorHorseGame.load(game.to_json())
    assert game.view(0) == fresh(game, 0)
    if seed in (10, 47, 4):
        assert game.engine.state.sudden is not None  # (Sudden Death was played)
