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


def test_a_round_of_the_record_is_copied_in_full_whatever_its_shape() -> None:
    from game.bettorhorse.rules.view_parts import _copy2, _round
    game, _ = BettorHorseGame.new({"players": 4, "track_conditions": True}, 5)
    bots = [make_bot("random", 5, i) for i in range(4)]
    while not game.is_over():
        d = game.decision()
        game.apply(bots[d.seat].choose(game.view(d.seat)))
    record = game.engine.state.record
    odd = [{**record[0], "extra": [[1], [2]]}, {k: v for k, v in record[0].items() if k != "cards"}]
    for r in record + odd:
        got = _round(r)
        # The same keys in the same order, the same values, and no list of the state's.
        assert list(got.items()) == list(_copy2(r).items()) == list(r.items())
        lists = [v for v in r.values() if type(v) is list]
        lists += [x for v in lists for x in v if type(x) is list]
        copied = [v for v in got.values() if type(v) is list]
        copied += [x for v in copied for x in v if type(x) is list]
        assert not {id(v) for v in lists} & {id(v) for v in copied}


def test_a_horse_decisions_cards_are_the_views_hand() -> None:
    game, _ = BettorHorseGame.new({"players": 2, "track_conditions": False}, 3)
    d = game.decision()
    view = game.view(d.seat)
    assert view["decision"]["options"]["cards"] == view["hand"] == game.engine.state.hands[d.seat]
    assert view["hand"] is not game.engine.state.hands[d.seat]
