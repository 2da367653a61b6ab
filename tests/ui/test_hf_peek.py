"""Horse Fever's table offers the hot-seat Peek too (issue 32 on the one shell): a person's
hand shows behind their pass screen, only while held, and never anybody else's."""
from __future__ import annotations

import pygame

from game.horsefever.ui.presentation import PRESENTATION
from game.ui.app import App, AppConfig
from game.ui.generic.session import ContractSession
from game.ui.generic.table import GenericTableScene
from game.ui.plugin import GameSetup, SeatChoice


def test_a_horse_fever_player_peeks_at_their_own_hand_between_turns(data):
    app = App(AppConfig(speed="normal", autosave=False), data=data)
    seats = (SeatChoice("Carla", "normal"), SeatChoice("Ada", "human"),
             SeatChoice("Bruno", "human"))
    options = {"variant": "family", "players": 3, "stars": False, "rounds": None}
    s = ContractSession.new(PRESENTATION, GameSetup("horse-fever", options, seats, 4),
                            speed="normal", anim_speed="normal", autosave=False)
    scene = GenericTableScene(app, s)
    app.stack.push(scene)
    for _ in range(600):  # the people act (their last legal action) until the bot thinks
        app.step(1 / 30, [])
        top = app.stack.top
        if top is not scene:
            top.ready()
        elif s.turn_open() is not None:
            s.choose(list(s.game.legal())[-1])
            s.confirm()
        elif s.may_peek() and s.to_move() == 0 and len(s.applied) > 2:
            break
    assert s.may_peek() and s.viewer is None
    texts = lambda: " ".join(str(op[1]) for op in app.last_ops if op[0] == "text")  # noqa: E731
    hand = s.stage.private(1).hand
    assert hand and "Ada's hand" not in texts()
    next(b for b in scene.frame.buttons() if b.key == "peek").click()
    peek = app.stack.top
    peek.choose(1)
    for _ in range(15):
        app.step(1 / 30, [])
    peek.ready()
    assert s.holder == 1  # Ada had the screen last: a pass screen before Bruno's secrets
    app.step(1 / 30, [])
    assert "Ada's hand" not in texts()
    pos = app.viewport.to_window(peek.area.center)
    app.step(1 / 30, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    assert "Ada's hand" in texts() and "Bruno's hand" not in texts()
    app.step(1 / 30, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert "Ada's hand" not in texts()
