"""Every registered game is playable on the generic table before it has a screen of its
own: a bare ``GenericPresentation`` (fallback panels, plain board) drives people's
decisions through the fallback panel's first button, and the table draws at each one.
Games registered later (Bettor Horse, Ticket Gagnant, Finish Line) are covered by
registering."""
from __future__ import annotations

import pytest

from game import catalogue as games  # noqa: F401  (registers every game)
from game.core.registry import registered_games
from game.ui.app import App, AppConfig
from game.ui.generic import FallbackPanel, GenericPresentation, layout
from game.ui.generic.session import ContractSession
from game.ui.generic.table import GenericTableScene
from game.ui.plugin import GameSetup, SeatChoice

DECISIONS = 25  # a bounded look at each game: the whole-game test is Horse Fever's


def bare(name: str) -> GenericPresentation:
    return type(f"Bare_{name}", (GenericPresentation,), {"game": name})()


@pytest.mark.parametrize("info", registered_games(), ids=lambda i: i.name)
def test_a_bare_presentation_plays_the_game_through_fallback_panels(info, data):
    pres = bare(info.name)
    n = max(2, info.min_players)
    seats = tuple(SeatChoice(f"P{i + 1}", "human" if i % 2 == 0 else info.bot_kinds[0])
                  for i in range(n))
    options = {o.name: n for o in info.options if o.name == "players"}
    app = App(AppConfig(speed="instant", autosave=False), data=data)
    s = ContractSession.new(pres, GameSetup(info.name, options, seats, 3), speed="instant",
                            anim_speed="instant", autosave=False)
    scene = GenericTableScene(app, s)
    app.stack.push(scene)
    taken = 0
    for _ in range(5000):
        if taken >= DECISIONS or s.game.is_over():
            break
        app.step(0.1, [])
        top = app.stack.top
        if top is not scene:
            if hasattr(top, "ready"):
                top.ready()  # a pass screen
            continue
        if scene.frame.panel is None:
            continue
        assert isinstance(scene.frame.panel, FallbackPanel)
        buttons = [b for b in scene.frame.panel.buttons(layout.PANEL) if b.key.startswith("action:")]
        assert buttons and all(b.label for b in buttons)
        buttons[0].click()
        assert s.pending is not None, scene.frame.message
        scene.frame.confirm()
        taken += 1
    assert taken > 0 or s.game.is_over()
    assert s.bot_errors == [] and s.log
