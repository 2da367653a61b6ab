"""A key held down while the screen changes never repeats into the new screen
(``game/ui/held_keys.py``): an Enter held on a pass screen must not confirm at the table."""
from __future__ import annotations

import pygame

from game.horsefever.ui.decisions.bet import BetWidget
from game.ui.plugin import SeatChoice
from game.ui.scenes.handover import PassScene

from .driver import Driver, make_app
from .scenarios import first_player


def _enter(kind: int) -> pygame.event.Event:
    return pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)


def test_an_enter_held_past_the_pass_screen_does_not_confirm_the_bet(data):
    seed = next(s for s in range(100) if first_player(data, 2, s) == 0)
    app = make_app(data, seats=[SeatChoice("Ada"), SeatChoice("Bruno")], seed=seed)
    drv = Driver(app)
    assert drv.run_until(lambda: isinstance(drv.top, PassScene))
    drv.run_until(lambda: drv.top.age > 1.0, steps=30, dt=0.1)  # past the pass screen's grace
    pygame.event.post(_enter(pygame.KEYDOWN))  # "I am Ada", Enter held down...
    drv.step(0.016)
    assert drv.run_until(lambda: isinstance(drv.frame.widget, BetWidget), steps=20)
    session = drv.table.session
    drv.key(pygame.K_3)
    drv.key(pygame.K_w)
    widget, applied = drv.frame.widget, len(session.applied)
    assert widget.action() is not None  # a bet the confirm button would place
    for _ in range(20):  # ...and repeating (the window repeats a held key every 45 ms)
        pygame.event.post(_enter(pygame.KEYDOWN))
        drv.step(0.045)
    assert len(session.applied) == applied and widget.message == ""
    pygame.event.post(_enter(pygame.KEYUP))
    drv.step(0.016)
    drv.key(pygame.K_RETURN)  # a new press of Enter confirms as ever
    assert len(session.applied) == applied + 1 and session.applied[applied][0] == 0


def _one(kind: int) -> pygame.event.Event:
    return pygame.event.Event(kind, key=pygame.K_1, mod=0, unicode="1", scancode=30)


def test_a_key_held_when_the_phase_changes_does_not_act_in_the_next_phase(data):
    """A "1" held down for the English auction (bid) goes on repeating when the auction
    ends and the next round's purchases open on the same table: the repeats are dropped
    (it would buy Action cards, "1" there); a new press of it counts."""
    from .reach import reach
    app, drv, w, _seat = reach(data, "purchase")
    frame = drv.frame
    app.held.swallow(_one(pygame.KEYDOWN), app.stack.top)  # pressed during the auction...
    frame.held_for, frame.widget_key = "english_auction", None  # ...which has just ended
    drv.step(0.016)
    w = frame.widget
    for _ in range(10):  # the window repeats the held key
        pygame.event.post(_one(pygame.KEYDOWN))
        drv.step(0.045)
    assert w.choice is None and w.tab is None
    pygame.event.post(_one(pygame.KEYUP))
    drv.step(0.016)
    drv.key(pygame.K_1)  # a new press chooses as ever
    assert w.choice is not None or w.tab is not None
