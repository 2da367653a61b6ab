"""The generic table's other screens in the real App: menu (save as, quit), rules help,
resume through the presentation (pass screen first), replay controls, export."""
from __future__ import annotations

import pygame

from game.saves.files import read_doc, saves_dir
from game.ui.generic import layout
from game.ui.scenes.final import FinalScene
from game.ui.scenes.handover import PassScene as GenericPassScene
from game.ui.scenes.overlays import PauseScene
from game.ui.scenes.rules_book import RulesBookScene
from game.ui.scenes.save_as import SaveAsScene
from game.ui.scenes.replay import ReplayScene
from game.ui.generic.saving import load_path
from game.ui.generic.table import GenericTableScene

from ..driver import Driver
from .helpers import PRES, table_app
from .test_generic_table import play_to_final


def test_f1_rules_and_esc_menu_save_as_and_quit(data):
    app, scene = table_app(data, "human", "simple", seed=3)
    d = Driver(app)
    assert d.run_until(lambda: scene.frame.panel is not None, dt=0.1)
    d.key(pygame.K_F1)
    rules = app.stack.top
    assert isinstance(rules, RulesBookScene) and rules.game == "horse-fever"
    d.key(pygame.K_ESCAPE)
    assert app.stack.top is scene
    d.key(pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, PauseScene)  # the shell's menu, as at every game's table
    menu.open_save_as()
    sheet = app.stack.top
    assert isinstance(sheet, SaveAsScene) and sheet.text == scene.save_name()
    sheet.save()
    saved = sheet.saved_path
    assert saved is not None, sheet.message
    loaded = load_path(saved)
    assert loaded.replayed.game.to_json() == scene.session.game.to_json()
    assert read_doc(saved)["label"] == sheet.text.strip()
    app.stack.pop(sheet)
    menu.open_save_as()  # offered again under the name it was saved as
    assert app.stack.top.text == sheet.text.strip()
    app.stack.pop(app.stack.top)
    next(b for b in menu.buttons() if b.key == "title").click()
    assert not any(isinstance(s, GenericTableScene) for s in app.stack.scenes)


def test_resume_table_goes_on_from_a_save_pass_screen_first(data):
    app, scene = table_app(data, "human", "human", seed=9, autosave=True)
    d = Driver(app)
    for _ in range(400):  # a few turns, then stop at the next pass screen
        top = app.stack.top
        if isinstance(top, GenericPassScene) and len(scene.session.applied) >= 3:
            break
        if isinstance(top, GenericPassScene):
            top.ready()
        elif scene.frame.panel is not None:
            d.key(pygame.K_1)
            d.key(pygame.K_RETURN)
        else:
            d.step(0.1)
    seat = app.stack.top.seat
    path = scene.session.autosaver.path
    doc = read_doc(path)
    app.to_title()
    resumed = PRES.resume_table(app, {**doc, "path": str(path)})
    app.stack.push(resumed)
    d.step(0.1)
    top = app.stack.top
    assert isinstance(top, GenericPassScene) and top.seat == seat
    assert resumed.session.game.to_json() == scene.session.game.to_json()
    app.draw()  # the pass screen is opaque: nothing of the table is drawn
    texts = [op[1] for op in app.last_ops if op[0] == "text"]
    assert "Log" not in texts and "Pass the screen to" in texts


def test_final_scores_export_and_replay_controls(data, private_home):
    app, scene = table_app(data, "human", "simple", seed=11)
    d = Driver(app)
    play_to_final(app, scene, d)
    final = app.stack.top
    assert isinstance(final, FinalScene)
    d.key(pygame.K_e)
    assert final.export_note.startswith("Exported ") and not final.export_bad
    exports = list((private_home / "data" / "exports").glob("horse-fever-*"))
    assert {p.suffix for p in exports} == {".jsonl", ".txt"}
    final.replay()
    rep = app.stack.top
    assert isinstance(rep, ReplayScene)
    d.key(pygame.K_SPACE)  # pause
    assert rep.paused
    shown = (len(rep.session.applied), len(rep.session.log))
    for _ in range(20):
        d.step(0.5)
    assert (len(rep.session.applied), len(rep.session.log)) == shown  # paused: nothing moves
    for _ in range(40):
        d.key(pygame.K_s)  # step by step
    assert (len(rep.session.applied), len(rep.session.log)) > shown
    d.key(pygame.K_SPACE)
    assert d.run_until(rep.session.finished, steps=20000, dt=0.5)
    assert rep.session.game.to_json() == scene.session.game.to_json()
    d.key(pygame.K_ESCAPE)
    assert app.stack.top is final


def test_the_other_screens_draw_twice_without_changing(data):
    from .helpers import snapshot
    app, scene = table_app(data, "human", "simple", seed=11)
    d = Driver(app)
    play_to_final(app, scene, d)
    final = app.stack.top
    final.replay()
    for opener in (lambda: None, lambda: d.key(pygame.K_s), scene.open_menu,
                   scene.open_rules):
        opener()
        top = app.stack.top
        before = snapshot(top)
        app.draw()
        app.draw()
        assert snapshot(top) == before, type(top).__name__


def test_hovering_the_plain_board_explains_the_line_under_the_mouse(data):
    app, scene = table_app(data, "human", "simple", seed=3)
    d = Driver(app)
    assert d.run_until(lambda: scene.frame.panel is not None, dt=0.1)
    cells, _ = scene.frame.board.cells(layout.BOARD, scene.session.view)
    r, key, value = next(c for c in cells if c[1] == "players[0].hand")
    d.move(r.center)
    app.draw()
    texts = [op[1] for op in app.last_ops if op[0] == "text"]
    assert f"{key}: {value}" in texts


def test_f1_shows_this_games_rules_on_every_generic_screen(data):
    app, scene = table_app(data, "human", "human", seed=9)
    d = Driver(app)
    assert d.run_until(lambda: isinstance(app.stack.top, GenericPassScene), dt=0.1)
    for top in (app.stack.top, PauseScene(app)):
        if app.stack.top is not top:
            app.stack.push(top)
        d.key(pygame.K_F1)
        rules = app.stack.top
        assert isinstance(rules, RulesBookScene), type(top).__name__
        assert rules.game == PRES.game
        app.stack.pop(rules)
        assert app.stack.top is top
