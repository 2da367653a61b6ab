"""A whole bots-only game through the real window loop ends like the headless engine's game."""
from __future__ import annotations

import pytest

from tests.horsefever.bot_games import play_game
from game.horsefever.rules import Game
from game.ui.scenes.final import FinalScene
from game.ui.generic.table import GenericTableScene as TableScene

from .driver import Driver, make_app


def _autoplay(data, players: int, seed: int, variant: str):
    app = make_app(data, seed=seed, autoplay=True, players=players, variant=variant)
    drv = Driver(app)
    seen = {"payoffs": 0}

    def done() -> bool:
        if app.stack.top.name == "payoffs":
            seen["payoffs"] += 1
        return isinstance(app.stack.top, FinalScene)

    assert drv.run_until(done, steps=20000, dt=0.05), "the game did not reach the final scores"
    return app, seen


def _standings(game: Game) -> list[tuple]:
    s = game.state
    return [(p.seat, p.character, p.danari, s.vp(p.seat), p.eliminated) for p in s.players]


@pytest.mark.parametrize("players,seed", [(4, 7), (2, 11), (6, 3)])
def test_family_game_through_the_window_matches_the_headless_engine(data, players, seed):
    app, seen = _autoplay(data, players, seed, "family")
    session = app.stack.find(TableScene).session
    headless, events = play_game(data, players, seed, "family")
    assert session.game.engine.state.winner == headless.state.winner
    assert _standings(session.game.engine) == _standings(headless)
    assert [e["type"] for e in session.events] == [e["type"] for e in events]
    # The last screen is the final scores, after one payoffs sheet per race.
    assert isinstance(app.stack.top, FinalScene)
    assert seen["payoffs"] >= headless.state.rounds - sum(p.eliminated for p in headless.state.players)
    # What the table showed never disagreed with the engine once it had caught up.
    assert session.stage.sync_mismatches == []
    assert session.bot_errors == []
    winner = headless.state.players[headless.state.winner].name
    from game.services.audio import shared
    before = len(shared().played)
    app.step(0.016)
    assert any(winner.split(" (")[0] in t for t in Driver(app).texts())
    assert "fanfare" in [name for name, _lvl in shared().played[before:]]  # for the game's winner


def test_board_game_through_the_window_matches_the_headless_engine(data):
    try:
        Game.new(data, ["a", "b", "c"], variant="board", seed=5)
    except Exception as exc:  # noqa: BLE001
        pytest.skip(f"the engine cannot set up a Board Game yet: {exc}")
    app, _seen = _autoplay(data, 3, 5, "board")
    session = app.stack.find(TableScene).session
    headless, events = play_game(data, 3, 5, "board")
    assert session.game.engine.state.winner == headless.state.winner
    assert _standings(session.game.engine) == _standings(headless)
    assert [e["type"] for e in session.events] == [e["type"] for e in events]
    assert isinstance(app.stack.top, FinalScene)
    assert session.stage.sync_mismatches == [] and session.bot_errors == []


def test_quit_at_end_closes_the_window_with_exit_code_0(data):
    app = make_app(data, seed=2, autoplay=True, players=3, quit_at_end=True)
    drv = Driver(app)
    drv.run_until(lambda: not app.running, steps=20000, dt=0.05)
    assert not app.running and app.exit_code == 0
