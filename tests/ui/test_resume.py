"""Resume: the title's button lists the saves; Enter continues the newest from its autosave."""
from __future__ import annotations

import pygame

from game.horsefever.ui.decisions.bet import BetWidget
from game.ui.scenes.title import TitleScene

from .driver import Driver, make_app
from .scenarios import first_player, seats_with_human


def test_resume_is_greyed_until_a_game_is_saved_then_continues_it(data):
    seat = first_player(data, 3, 8)
    app = make_app(data, seats=seats_with_human(3, seat), seed=8, autosave=True)
    drv = Driver(app)
    assert drv.run_until(lambda: isinstance(drv.frame.widget, BetWidget))
    drv.key(pygame.K_2)
    drv.key(pygame.K_s)
    drv.key(pygame.K_RETURN)
    session = drv.table.session
    assert drv.run_until(lambda: session.human_to_move() == seat and drv.frame.widget is not None)
    applied = len(session.game.engine.state.bets)
    state = session.game.to_json()
    log_len = len(session.log)
    # Leave to the title: Resume is now enabled.
    drv.key(pygame.K_ESCAPE)
    drv.press("title")
    assert isinstance(drv.top, TitleScene)
    assert drv.button("resume").enabled
    drv.press("resume")  # the list of saves, the newest selected
    assert drv.button("continue").enabled
    drv.key(pygame.K_RETURN)
    again = drv.table.session
    assert again is not session
    assert again.game.to_json() == state
    assert len(again.game.engine.state.bets) == applied
    assert again.log[:log_len] == session.log[:log_len] and again.log[-1] == "— Game resumed —"
    assert again.stage.sync_mismatches == []
    assert drv.run_until(lambda: drv.frame.widget is not None)
