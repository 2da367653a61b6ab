"""Ticket Gagnant on the generic table with its own board and panels, headless: a whole
game by clicks, the typed actions the panels produce, greyed squares with the game's own
reason, hot-seat pass screens, and draws that change nothing."""
from __future__ import annotations

import pygame
import pytest

from game.ticketgagnant.actions import PlayCard, Predict, SetupRace
from game.ticketgagnant.rules.errors import TicketGagnantError
from game.ticketgagnant.ui import look as L
from game.ticketgagnant.ui.board import TicketBoard
from game.ticketgagnant.ui.choice_panels import PredictPanel, SetupPanel
from game.ticketgagnant.ui.play_panel import PlayPanel
from game.ticketgagnant.ui import PRESENTATION
from game.ui.generic import layout as GL
from game.ui.scenes.final import FinalScene
from game.ui.scenes.handover import PassScene as GenericPassScene

from ..generic.helpers import snapshot
from .helpers import answer, click_button, click_square, play_to_final, table


def test_a_whole_game_by_clicks_through_its_own_panels(data):
    app, scene, d = table(data, "human", "random", seed=4, races=2)
    assert isinstance(scene.frame.board, TicketBoard)
    phases = play_to_final(app, scene, d)
    s = scene.session
    assert s.game.is_over() and s.bot_errors == []
    assert {"race_setup", "predict", "play"} <= set(phases)
    assert any(isinstance(a, PlayCard) for seat, a in s.applied if seat == 0)
    final = app.stack.top
    assert isinstance(final, FinalScene)
    assert final.series and len(final.series[0].labels) == 3  # start + 2 races


def _to_phase(app, scene, d, phase: str) -> None:
    for _ in range(2000):
        top = app.stack.top
        if isinstance(top, GenericPassScene):
            d.run_until(lambda: top.age >= 0.5, steps=20, dt=0.1)
            d.key(pygame.K_RETURN)
        elif top.name == "results":  # a race's results wait for a person
            d.go_on()
        elif top is scene and scene.frame.panel is not None:
            if scene.frame.panel.ctx.phase.key == phase:
                return
            answer(d, scene)
        else:
            d.step(0.1)
    raise AssertionError(f"never reached {phase}")


def test_setup_and_ticket_panels_give_the_typed_actions(data):
    app, scene, d = table(data, "human", "random", seed=2)
    _to_phase(app, scene, d, "race_setup")
    assert isinstance(scene.frame.panel, SetupPanel)
    click_button(d, scene, "hand:6")
    click_button(d, scene, "disc:steeplechase")
    click_button(d, scene, "vis:hidden")
    click_button(d, scene, "setup:go")
    assert scene.session.pending == SetupRace(hand=6, discipline="steeplechase",
                                              visibility="hidden")
    go = next(b for b in scene.frame.panel.buttons(GL.PANEL) if b.key == "setup:go")
    assert not go.rect.colliderect(GL.NOTE)
    d.key(pygame.K_RETURN)
    _to_phase(app, scene, d, "predict")
    assert isinstance(scene.frame.panel, PredictPanel)
    click_button(d, scene, "slot:1")  # the 2nd slot first
    click_button(d, scene, "horse:7")
    click_button(d, scene, "slot:0")
    d.key(pygame.K_4)  # keys: horse 4 into the 1st slot
    click_button(d, scene, "ticket:go")
    assert scene.session.pending == Predict(first=4, second=7, third=None)
    # Handed in: the button rests without a wrong "put a horse" reason, left of the line
    # that words the chosen ticket.
    go = next(b for b in scene.frame.panel.buttons(GL.PANEL) if b.key == "ticket:go")
    assert not go.enabled and go.reason == "" and not go.rect.colliderect(GL.NOTE)
    d.key(pygame.K_z, pygame.KMOD_CTRL)  # undo before confirm
    assert scene.session.pending is None and not scene.session.applied[-1:] == [(0, Predict(
        first=4, second=7))]


def test_card_then_horse_then_square_then_push(data):
    """A play needing a push: the panel asks for the pushed horse's square and hands the
    matching legal PlayCard to the table."""
    for seed in range(1, 60):
        app, scene, d = table(data, "human", "random", seed=seed)
        _to_phase(app, scene, d, "play")
        panel = scene.frame.panel
        pushes = [a for a in panel.ctx.legal if a.push() is not None]
        if pushes:
            break
    else:
        raise AssertionError("no seed gave a push")
    a = pushes[0]
    b = next(b for b in panel.buttons(GL.PANEL) if b.key == f"card:{a.card}")
    d.click(b.rect.center)
    if panel.stage() == "horse":
        click_square(d, scene, tuple(panel.positions[a.horse]))
    assert panel.stage() == "square" and (a.column, a.lane) in panel.marks()["targets"]
    click_square(d, scene, (a.column, a.lane))
    assert panel.stage() == "push" and scene.session.pending is None
    targets = panel.marks()["targets"]
    assert (a.push_column, a.push_lane) in targets
    click_square(d, scene, (a.push_column, a.push_lane))
    assert scene.session.pending == a


def _greyed_checked(scene) -> int:
    """Every greyed square of every card of the hand against ``Game.check``."""
    panel, game, seen = scene.frame.panel, scene.session.game, 0
    for card in panel.ctx.view["hand"]:
        panel.card, panel.horse, panel.dst = None, None, None
        panel.pick_card(card)
        if panel.stage() != "square":
            continue
        for sq, why in panel.marks()["greyed"].items():
            with pytest.raises(TicketGagnantError) as e:
                game.check(PlayCard(card=card, horse=panel.horse, column=sq[0], lane=sq[1]))
            # (the table's words: the refusal's rule in a sentence, no prefix or rule key)
            assert PRESENTATION.refusal_words(e.value) == why
            pos = L.square_centre(GL.BOARD, scene.session.view, sq)
            assert scene.frame.board.tooltip(pos, GL.BOARD, scene.session.view) == why
            seen += 1
    panel.card, panel.horse, panel.dst = None, None, None
    return seen


def test_greyed_squares_carry_the_games_own_reason(data):
    """Every greyed square's hover text is exactly the refusal of ``Game.check``."""
    app, scene, d = table(data, "human", "human", seed=6)  # every setup ours: a river
    seen = 0
    for _ in range(20000):
        top = app.stack.top
        if isinstance(top, FinalScene) or seen >= 2:
            break
        if isinstance(top, GenericPassScene):
            d.run_until(lambda: top.age >= 0.5, steps=20, dt=0.1)
            d.key(pygame.K_RETURN)
        elif top.name == "results":  # a race's results wait for a person
            d.go_on()
        elif top is scene and scene.frame.panel is not None:
            if isinstance(scene.frame.panel, PlayPanel):
                seen += _greyed_checked(scene)
            answer(d, scene)
        else:
            d.step(0.1)
    assert seen >= 2


def test_hot_seat_passes_before_hands_and_tickets(data):
    app, scene, d = table(data, "human", "human", seed=3)
    passes = {}
    for _ in range(3000):
        top = app.stack.top
        if isinstance(top, GenericPassScene):
            nxt = scene.session.game.decision()
            passes[nxt.phase] = passes.get(nxt.phase, 0) + 1
            d.run_until(lambda: top.age >= 0.5, steps=20, dt=0.1)
            d.key(pygame.K_RETURN)
        elif top.name == "results":  # a race's results wait for a person
            d.go_on()
        elif top is scene and scene.frame.panel is not None:
            if isinstance(scene.frame.panel, PlayPanel):
                break
            answer(d, scene)
        else:
            d.step(0.1)
    assert passes.get("predict", 0) == 2 and passes.get("play", 0) >= 1


def test_drawing_twice_changes_nothing(data):
    app, scene, d = table(data, "human", "random", seed=8)
    looked = 0
    for _ in range(400):
        top = app.stack.top
        if isinstance(top, FinalScene):
            break
        before = snapshot(top)
        app.draw()
        app.draw()
        assert snapshot(top) == before
        looked += 1
        if isinstance(top, GenericPassScene):
            d.run_until(lambda: top.age >= 0.5, steps=20, dt=0.1)
            d.key(pygame.K_RETURN)
        elif top.name == "results":  # a race's results wait for a person
            d.go_on()
        elif top is scene and scene.frame.panel is not None:
            answer(d, scene)
        else:
            d.step(0.1)
        if len(scene.session.applied) > 40:
            break
    assert looked > 10
