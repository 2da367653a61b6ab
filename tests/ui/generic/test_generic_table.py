"""The generic table plays a real contract game (Horse Fever, fallback panels only) in the
real App, headless: a whole game to the final scores with a person answering through the
fallback panel's keys, undo before confirm, and draws that change nothing."""
from __future__ import annotations

import pygame

from game.ui.scenes.final import FinalScene
from game.ui.scenes.handover import PassScene as GenericPassScene
from game.ui.generic.panels import FallbackPanel
from game.ui.generic.table import GenericTableScene

from ..driver import Driver
from .helpers import snapshot, table_app


def play_to_final(app, scene, d: Driver, checks=None, limit: int = 20000) -> int:
    """Answers every human decision with the fallback panel's first choice (key 1, then
    Enter), confirming pass screens; returns the number of human decisions."""
    decisions = 0
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, FinalScene):
            return decisions
        if isinstance(top, GenericPassScene):
            d.run_until(lambda: top.age >= 0.5, steps=20, dt=0.1)
            d.key(pygame.K_RETURN)
            continue
        if top.name == "results":  # a race's results wait for a person
            d.go_on()
            continue
        if top is scene and scene.frame.panel is not None:
            if checks is not None:
                checks(scene)
            if scene.session.pending is None:
                d.key(pygame.K_1)
                assert scene.session.pending is not None, scene.frame.message
            d.key(pygame.K_RETURN)
            decisions += 1
            continue
        d.step(0.1)
    raise AssertionError("the game did not reach the final scores")


def test_whole_game_to_final_scores_through_the_fallback_panel(data):
    app, scene = table_app(data, "human", "simple", seed=11)
    d = Driver(app)
    seen_panels = set()

    def check(sc: GenericTableScene) -> None:
        assert isinstance(sc.frame.panel, FallbackPanel)  # no panel of its own: the fallback
        seen_panels.add(sc.frame.panel.ctx.phase.key)

    decisions = play_to_final(app, scene, d, check)
    s = scene.session
    assert s.game.is_over() and decisions > 0
    assert {"first_bet", "fix"} <= seen_panels
    assert s.bot_errors == []
    final = app.stack.top
    assert isinstance(final, FinalScene)
    assert [st.seat for st in final.standings] and len(final.standings) == 2
    assert final.series and final.series[0].values  # a money line per seat
    # Every human action applied was the one the panel offered first.
    assert all(seat in (0, 1) for seat, _ in s.applied)
    assert s.log[-1] == s.pres.describe(s.game.redact(s.events[-1], 0), s.names)
    app.draw()
    texts = [op[1] for op in app.last_ops if op[0] == "text"]
    assert "Final scores" in texts
    assert any(st.name in texts for st in final.standings)


def test_undo_before_confirm_takes_the_choice_back(data):
    app, scene = table_app(data, "human", "simple", seed=3)
    d = Driver(app)
    assert d.run_until(lambda: scene.frame.panel is not None, dt=0.1)
    s = scene.session
    before = s.game.to_json()
    legal = list(scene.frame.panel.ctx.legal)
    d.key(pygame.K_1)
    assert s.pending == legal[0]
    d.key(pygame.K_z, pygame.KMOD_CTRL)  # undo: nothing was applied
    assert s.pending is None and s.applied == [] and s.game.to_json() == before
    d.key(pygame.K_2)
    assert s.pending == legal[1]
    d.key(pygame.K_RETURN)
    assert s.applied[0] == (0, legal[1])  # (the bot may answer in the same frame)


def test_a_refused_choice_is_one_line_and_changes_nothing(data):
    app, scene = table_app(data, "human", "simple", seed=3)
    d = Driver(app)
    assert d.run_until(lambda: scene.frame.panel is not None, dt=0.1)
    s = scene.session
    before = s.game.to_json()
    bad = type(scene.frame.panel.ctx.legal[0])(horse="black", kind="win", stake=100)  # too low
    problem = scene.frame.panel.ctx.choose(bad)
    assert problem and "\n" not in problem and s.pending is None
    assert s.game.to_json() == before
    app.draw()
    assert problem in [op[1] for op in app.last_ops if op[0] == "text"]


def test_drawing_twice_changes_nothing(data):
    app, scene = table_app(data, "human", "human", seed=7)
    d = Driver(app)
    looked = 0
    kinds = set()
    for _ in range(3000):
        top = app.stack.top
        if isinstance(top, FinalScene):
            break
        before = snapshot(top)
        app.draw()
        app.draw()
        assert snapshot(top) == before, type(top).__name__
        looked += 1
        kinds.add(type(top).__name__ if top is not scene or scene.frame.panel is None else "panel")
        if isinstance(top, GenericPassScene):
            d.run_until(lambda: top.age >= 0.5, steps=20, dt=0.1)
            d.key(pygame.K_RETURN)
        elif top is scene and scene.frame.panel is not None:
            if scene.session.pending is None:
                d.key(pygame.K_1)
                before = snapshot(scene)  # a chosen action on screen, drawn twice too
                app.draw()
                app.draw()
                assert snapshot(scene) == before
            d.key(pygame.K_RETURN)
        else:
            d.step(0.1)
        if len(scene.session.applied) > 12:
            break
    assert looked > 10
    assert {"PassScene", "panel", "GenericTableScene"} <= kinds


def test_keyboard_focus_and_page_keys_in_the_fallback_panel(data):
    app, scene = table_app(data, "human", "simple", seed=3)
    d = Driver(app)
    assert d.run_until(lambda: scene.frame.panel is not None, dt=0.1)
    panel = scene.frame.panel
    assert panel.pages > 1  # Horse Fever's first bet: hundreds of stakes
    d.key(pygame.K_PAGEUP)  # (PgUp: the next page, as in input_map's UP_BIG)
    assert panel.page == 1
    d.key(pygame.K_1)
    assert scene.session.pending == panel.ctx.legal[panel.per_page]
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    d.key(pygame.K_TAB)  # focus on the first enabled button, Enter presses it
    focused = scene.focus.current(scene.buttons())
    assert focused is not None
    d.key(pygame.K_TAB)
    d.key(pygame.K_TAB)
    focused = scene.focus.current(scene.buttons())
    assert focused is not None and focused.key.startswith("action:")
    d.key(pygame.K_RETURN)
    assert scene.session.pending == focused.data
