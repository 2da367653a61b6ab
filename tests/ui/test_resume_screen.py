"""The Resume screen, Save as and Export, driven with real clicks and keys.

Each test checks what happened to the game or the files: the resumed game goes on with
exactly the events of the game played straight through; a damaged save is listed with its
reason and never loads; a deleted save is gone from the disk; a manual save is written
beside the autosaves and lists under its name; exports parse.
"""
from __future__ import annotations

import json

import pygame

from game import saves as core
from game.horsefever import saves as hf_saves
from game.horsefever.bots import make_bot
from tests.horsefever.bot_games import play_on
from game.horsefever.rules import Game
from game.horsefever.ui.decisions.bet import BetWidget
from game.ui.scenes.final import FinalScene
from game.ui.scenes.handover import PassScene
from game.ui.scenes.resume import ConfirmScene, ResumeScene
from game.ui.scenes.save_as import NoticeScene, SaveAsScene
from game.ui.scenes.title import TitleScene
from game.ui.plugin import HUMAN, SeatChoice

from .driver import Driver, make_app
from .scenarios import first_player


def open_resume(drv: Driver) -> ResumeScene:
    drv.app.to_title()
    drv.step()
    assert isinstance(drv.top, TitleScene)
    drv.press("resume")
    scene = drv.top
    assert isinstance(scene, ResumeScene)
    # Let the screen check every save fully (one per frame).
    assert drv.run_until(lambda: all(str(i.path) in scene.checked for i in scene.infos), steps=200, dt=0.016)
    return scene


def straight_through(data, seats: list[SeatChoice], seed: int) -> list[dict]:
    """The same game played without a stop, by the same bots."""
    kinds = [s.kind for s in seats]
    game, events = Game.new(data, [s.name for s in seats], "family", seed, bots=kinds)
    bots = [make_bot(k, data, seed, i) for i, k in enumerate(kinds)]
    events = list(events)
    play_on(game, bots, events)
    return events


def test_a_bots_game_left_mid_way_resumes_with_the_identical_remaining_events(data):
    seats = [SeatChoice("Ada", "simple"), SeatChoice("Bruno", "random"), SeatChoice("Carla", "simple")]
    app = make_app(data, seats=seats, seed=21, autosave=True)
    drv = Driver(app)
    session = drv.table.session
    assert drv.run_until(lambda: len(session.events) > 120, steps=5000, dt=0.05)
    assert not session.is_over()
    stopped_at = len(session.events)
    drv.key(pygame.K_ESCAPE)
    drv.press("title")
    scene = open_resume(drv)
    assert len(scene.infos) == 1 and scene.infos[0].autosave
    assert drv.button("continue").enabled
    drv.press("continue")
    again = drv.table.session
    assert again is not session
    assert again.events[:stopped_at] == session.events[:stopped_at]
    assert drv.run_until(lambda: isinstance(drv.top, FinalScene), steps=20000, dt=0.1)
    assert again.events == straight_through(data, seats, 21)


def test_resuming_a_hot_seat_game_on_a_private_decision_shows_the_pass_screen_first(data):
    seed = 8
    first = first_player(data, 3, seed)
    seats = [SeatChoice(n, HUMAN) for n in ("Ada", "Bruno")] + [SeatChoice("Carla", "simple")]
    app = make_app(data, seats=seats, seed=seed, autosave=True)
    drv = Driver(app)
    session = drv.table.session
    # Play the first human turn through its pass screen, then stop at the next one.
    assert drv.run_until(lambda: isinstance(drv.top, PassScene) or drv.frame.widget is not None)
    if first == 2:  # the bot bets first
        assert drv.run_until(lambda: isinstance(drv.top, PassScene))
    drv.press("ready")
    assert drv.run_until(lambda: isinstance(drv.frame.widget, BetWidget))
    drv.key(pygame.K_2)
    drv.key(pygame.K_s)
    drv.key(pygame.K_RETURN)
    assert drv.run_until(lambda: isinstance(drv.top, PassScene))
    waiting = drv.top.seat
    hand = [data.action(c).name for c in session.stage.privates[waiting].hand]
    assert hand
    drv.key(pygame.K_ESCAPE)  # the pass screen's menu
    drv.press("title")
    open_resume(drv)
    drv.press("continue")
    # The table is there, but the pass screen for the same player comes first...
    assert drv.run_until(lambda: isinstance(drv.top, PassScene), steps=20)
    assert drv.top.seat == waiting and drv.table.session.viewer is None
    drawn = " ".join(drv.texts())
    assert not any(name in drawn for name in hand)
    # ... and their cards show only after "I am NAME".
    drv.press("ready")
    assert drv.run_until(lambda: isinstance(drv.frame.widget, BetWidget))
    assert drv.table.session.viewer == waiting


def write_damaged_saves(data) -> tuple:
    """A truncated file and one edited into an impossible state (negative Danari)."""
    game, events = Game.new(data, ["Ada", "Bruno"], "family", 3, bots=["", "simple"])
    good = hf_saves.save_as("Good one", game, events, [None, make_bot("simple", data, 3, 1)], [])
    bad = hf_saves.save_as("Edited", game, events, [None, make_bot("simple", data, 3, 1)], [])
    doc = json.loads(bad.read_text())
    seat = game.current_player()
    doc["history"]["actions"].append([seat, {"type": "bet", "horse": "purple", "kind": "win",
                                             "stake": 300}])
    bad.write_text(json.dumps(doc))
    cut = core.saves_dir() / "cut.json"
    cut.write_text(good.read_text()[:500])
    return good, bad, cut


def test_damaged_saves_are_listed_with_their_reason_and_never_load(data):
    good, bad, cut = write_damaged_saves(data)
    app = make_app(data)
    drv = Driver(app)
    scene = open_resume(drv)
    by_name = {i.path.name: k for k, i in enumerate(scene.infos)}
    assert set(by_name) == {good.name, bad.name, cut.name}
    drawn = " ".join(drv.texts())
    assert "Cannot be loaded: refused: action 0 of 1 (seat" in drawn and "purple" in drawn
    assert "Cannot be loaded: truncated" in drawn
    for name in (bad.name, cut.name):
        # Click, then double-click the damaged row: nothing loads, nothing crashes.
        row = drv.button(f"row:{by_name[name]}")
        drv.click(row.rect.center)
        assert not drv.button("continue").enabled
        drv.click(row.rect.center)
        drv.key(pygame.K_RETURN)
        assert isinstance(drv.top, ResumeScene)
        assert "cannot be loaded" in drv.top.message.lower()
    drv.click(drv.button(f"row:{by_name[good.name]}").rect.center)
    assert drv.button("continue").enabled
    drv.press("continue")
    assert drv.table.session.game.to_json() == hf_saves.load_save(good, data).game.to_json()


def test_delete_asks_first_then_removes_the_file_and_its_backup(data):
    good, bad, cut = write_damaged_saves(data)
    core.backup_path(good).write_text(good.read_text())
    app = make_app(data)
    drv = Driver(app)
    scene = open_resume(drv)
    k = next(k for k, i in enumerate(scene.infos) if i.path == good)
    drv.click(drv.button(f"row:{k}").rect.center)
    drv.press("delete")
    assert isinstance(drv.top, ConfirmScene)
    drv.press("no")
    assert isinstance(drv.top, ResumeScene) and good.exists()
    drv.key(pygame.K_DELETE)
    assert isinstance(drv.top, ConfirmScene)
    drv.press("yes")
    assert isinstance(drv.top, ResumeScene)
    assert not good.exists() and not core.backup_path(good).exists()
    assert [i.path for i in drv.top.infos if i.path == good] == []
    assert len(drv.top.infos) == 2
    # The damaged ones can be deleted too; with none left, Resume on the title is greyed.
    for _ in range(2):
        drv.press("delete")
        drv.press("yes")
    assert drv.top.infos == [] and not list(core.saves_dir().glob("*.json"))
    assert not drv.button("continue").enabled
    drv.press("back")
    assert isinstance(drv.top, TitleScene) and not drv.button("resume").enabled


def test_save_as_takes_typed_keys_at_once_without_a_click(data):
    """The name field has the keyboard as the sheet opens: Space, L, M, P, T typed there are
    letters, never "save", the log, mute, pass or the tipster (Space used to save the game
    under the first word in a real window, where nobody clicks the field first)."""
    seats = [SeatChoice("Ada", HUMAN), SeatChoice("Bruno", "simple")]
    app = make_app(data, seats=seats, seed=4, autosave=True)
    drv = Driver(app)
    assert drv.run_until(lambda: drv.frame.widget is not None)
    muted = app.settings.muted
    drv.key(pygame.K_ESCAPE)
    drv.press("save_as")
    scene = drv.top
    assert isinstance(scene, SaveAsScene) and scene.gui.text_focused()
    drv.key(pygame.K_a, mod=pygame.KMOD_CTRL)  # select the suggested name, typed over
    drv.type_keys("late plot tm")
    assert drv.top is scene and scene.saved_path is None
    assert scene.entry.get_text() == "late plot tm"
    assert app.settings.muted == muted
    drv.key(pygame.K_RETURN)
    drv.step(0.016)  # pygame_gui answers Enter with an event of its own, read next frame
    assert scene.saved_path is not None and scene.saved_path.name == "late_plot_tm.json"
    assert "late plot tm" in drv.texts()  # the saved name stays on the sheet


def test_save_as_writes_a_named_save_that_resumes_and_stays_unchanged(data):
    seats = [SeatChoice("Ada", HUMAN), SeatChoice("Bruno", "simple")]
    app = make_app(data, seats=seats, seed=4, autosave=True)
    drv = Driver(app)
    session = drv.table.session
    assert drv.run_until(lambda: drv.frame.widget is not None)
    state = session.game.to_json()
    drv.key(pygame.K_ESCAPE)
    drv.press("save_as")
    assert isinstance(drv.top, SaveAsScene)
    entry = drv.top.entry
    entry.set_text("")
    drv.click(drv.app.viewport.to_logical(entry.rect.center))
    drv.type_text("Friday night")
    drv.press("save")
    path = drv.top.saved_path
    assert path is not None and path.parent == core.saves_dir() and path.name == "Friday_night.json"
    assert "Saved as Friday_night.json" in drv.texts()
    written = path.read_bytes()
    assert hf_saves.load_save(path, data).game.to_json() == state
    assert not list(path.parent.glob(".*.tmp"))  # the atomic write left no temp file
    drv.press("done")
    drv.key(pygame.K_ESCAPE)  # close the menu
    assert drv.table.session is session
    # Listed under its name; continuing it leaves the file as it was (the game autosaves anew).
    scene = open_resume(drv)
    k = next(k for k, i in enumerate(scene.infos) if i.path == path)
    assert scene.infos[k].meta["label"] == "Friday night" and not scene.infos[k].autosave
    assert "Friday night" in drv.texts()
    drv.click(drv.button(f"row:{k}").rect.center)
    drv.press("continue")
    t = drv.table
    assert t.session.game.to_json() == state
    drv.key(pygame.K_2)
    drv.key(pygame.K_s)
    drv.key(pygame.K_RETURN)
    assert drv.run_until(lambda: len(t.session.applied) >= 1)
    assert path.read_bytes() == written
    assert t.session.autosaver is not None and t.session.autosaver.path != path


def test_export_from_the_pause_menu_writes_a_log_and_a_summary_that_parse(data):
    seats = [SeatChoice("Ada", HUMAN), SeatChoice("Bruno", "simple")]
    app = make_app(data, seats=seats, seed=6)
    drv = Driver(app)
    session = drv.table.session
    assert drv.run_until(lambda: drv.frame.widget is not None)
    drv.key(pygame.K_ESCAPE)
    drv.press("export")
    assert isinstance(drv.top, NoticeScene) and drv.top.title == "Game exported"
    logs = list((core.exports_dir()).glob("*.jsonl"))
    texts = list((core.exports_dir()).glob("*.txt"))
    assert len(logs) == 1 and len(texts) == 1
    assert [json.loads(ln) for ln in logs[0].read_text().splitlines()] == session.events
    assert "Ada" in texts[0].read_text() and "Horse Fever" in texts[0].read_text()
    drawn = " ".join(drv.texts())
    assert str(logs[0].parent) in drawn and logs[0].name in drawn


def test_the_resume_screen_with_no_saves_says_so(data):
    app = make_app(data)
    drv = Driver(app)
    assert not drv.button("resume").enabled
    app.stack.push(ResumeScene(app))
    drv.step()
    assert "No saved games yet." in drv.texts()
    assert not drv.button("continue").enabled and not drv.button("delete").enabled
    drv.key(pygame.K_ESCAPE)
    assert isinstance(drv.top, TitleScene)


def test_a_long_list_scrolls_with_the_wheel_and_follows_the_keyboard(data):
    game, events = Game.new(data, ["Ada", "Bruno"], "family", 1, bots=["", "simple"])
    paths = [hf_saves.save_as(f"Game {k}", game, events, [None, make_bot("simple", data, 1, 1)], [])
             for k in range(9)]
    app = make_app(data)
    drv = Driver(app)
    scene = open_resume(drv)
    assert len(scene.infos) == 9 and {i.path for i in scene.infos} == set(paths)
    rows = [b.key for b in scene.buttons() if b.key.startswith("row:")]
    assert rows == [f"row:{k}" for k in range(6)]
    assert not drv.button("up").enabled and drv.button("down").enabled
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    drv.step()
    shown = [b.key for b in scene.buttons() if b.key.startswith("row:")]
    assert scene.first == 2 and shown == [f"row:{k}" for k in range(2, 8)]
    drv.press("up")
    assert scene.first == 1
    for _ in range(9):
        drv.key(pygame.K_UP)
    assert scene.selected == 0 and scene.first == 0
    for _ in range(8):
        drv.key(pygame.K_DOWN)
    assert scene.selected == 8 and scene.first == 3
    assert "4–9 of 9" in drv.texts()
    drv.key(pygame.K_RETURN)
    # Enter continues the selected row (all nine hold the same game; the bot may have moved on).
    assert drv.table.session.events[:len(events)] == events


def test_opening_the_list_keeps_only_the_newest_finished_autosaves(data):
    from tests.horsefever.bot_games import new_bot_game
    from game.ui import saves as ui_saves
    game, events, bots = new_bot_game(data, 2, 3, "family", ["simple"])
    acts: list = []
    play_on(game, bots, events, actions=acts)
    for _ in range(ui_saves.KEEP_FINISHED + 2):
        hf_saves.AutoSaver().save(game, events, bots, acts)
    manual = hf_saves.save_as("Finished, kept by hand", game, events, bots, acts)
    unfinished, ev0 = Game.new(data, ["Ada", "Bruno"], "family", 9, bots=["", "simple"])
    live = hf_saves.AutoSaver().save(unfinished, ev0, [None, make_bot("simple", data, 9, 1)], [])
    app = make_app(data)
    drv = Driver(app)
    scene = open_resume(drv)
    autos = [i for i in scene.infos if i.autosave and i.over]
    assert len(autos) == ui_saves.KEEP_FINISHED
    assert manual.exists() and live.exists()
    assert len(list(core.saves_dir().glob("autosave-*.json"))) == ui_saves.KEEP_FINISHED + 1


def test_a_save_in_words_names_the_game_its_players_and_where_it_stands():
    from game.ui.resume_words import row_lines, save_line, where_line
    players = [{"seat": 0, "name": "Ada", "kind": "human"},
               {"seat": 1, "name": "Bruno", "kind": "hard"}]
    assert save_line({"game": "horse-fever", "variant": "board", "stars": True, "round": 2,
                      "rounds": 6, "players": players, "to_move": 1}) == \
        "Horse Fever · Ada, Bruno (hard bot) · Board Game with star cards, round 2 of 6, Bruno to play"
    # Horse Fever's older summaries keep its words at the top level (a summary without
    # its game is rebuilt from the history before it is read: test_damaged_summaries.py).
    assert where_line({"game": "horse-fever", "variant": "family", "round": 3, "rounds": 5,
                       "players": players, "to_move": 0}) == "Family Game, round 3 of 5, Ada to play"
    assert where_line({"game": "horse-fever", "variant": "family", "over": True, "winner": 1,
                       "players": players}) == "Family Game, finished, Bruno won"
    # Every game says where it stands in its own words (its presentation's save_words).
    three = players + [{"seat": 2, "name": "Carla", "kind": "human"}]
    tg = {"game": "ticket-gagnant", "players": three, "to_move": 1,
          "progress": {"race": 3, "races": 4}}
    assert save_line(tg) == "Ticket Gagnant · Ada, Bruno (hard bot), Carla · race 3 of 4, Bruno to play"
    assert row_lines(tg) == ("Ticket Gagnant · Ada, Bruno (hard bot), Carla",
                             "race 3 of 4, Bruno to play")
    assert row_lines(dict(tg, label="Friday")) == ("Friday", save_line(tg))
    assert where_line({"game": "bettor-horse", "players": players, "to_move": 0,
                       "progress": {"round": 2, "rounds": 8, "sudden": False}}) == \
        "round 2 of 8, Ada to play"
    assert where_line({"game": "finish-line", "players": players, "over": True,
                       "winners": [0, 1], "progress": {"race": 3, "races": 3}}) == \
        "race 3 of 3, finished, Ada, Bruno won"
    # A save written before the summary said where it stands (or a damaged one) still reads.
    assert where_line({"game": "finish-line", "players": players, "to_move": 0}) == "Ada to play"
    assert where_line({"game": "finish-line", "players": players, "to_move": 0,
                       "progress": {"race": "x"}}) == "Ada to play"
    # A game not installed here is named by its registry name.
    assert save_line({"game": "steeple-chase", "players": players, "to_move": 0}) == \
        "steeple-chase · Ada, Bruno (hard bot) · Ada to play"


def test_a_save_names_its_game_and_resumes_through_its_presentation(data, monkeypatch):
    """The save's metadata has the game; Continue goes through that game's presentation."""
    from game.ui import plugin
    from game.ui.resume_words import continue_save
    seats = [SeatChoice("Ada", "simple"), SeatChoice("Bruno", "random")]
    app = make_app(data, seats=seats, seed=12, autosave=True)
    drv = Driver(app)
    assert drv.run_until(lambda: len(drv.table.session.events) > 10)
    from game.ui import saves as ui_saves
    info = ui_saves.list_all()[0]
    assert info.meta["game"] == "horse-fever"
    asked = []
    real = plugin.presentation("horse-fever")

    class Spy:
        game = "horse-fever"

        def resume_table(self, app, save):
            asked.append(save["path"])
            return real.resume_table(app, save)

    monkeypatch.setitem(plugin._PRESENTATIONS, "horse-fever", Spy())
    assert continue_save(app, info) == ""
    assert asked == [info.path] and drv.top.name == "table"
    # A save of a game without a presentation here: one line, no table.
    info.meta = dict(info.meta, game="no-such-game")
    assert "no presentation for game 'no-such-game'" in continue_save(app, info)


def test_the_title_offers_continue_for_the_last_unfinished_game_only(data):
    """Continue on the title screen takes the newest unfinished autosave straight to the
    table (Enter too); with no game saved, or only finished ones, there is no Continue."""
    seats = [SeatChoice("Ada", "simple"), SeatChoice("Bruno", "random")]
    app = make_app(data, seats=seats, seed=12, autosave=True)
    drv = Driver(app)
    session = drv.table.session
    assert drv.run_until(lambda: len(session.events) > 60 and drv.top is drv.table,
                         steps=5000, dt=0.05)
    drv.press("menu")
    drv.press("title")
    drv.step()
    title = drv.top
    assert isinstance(title, TitleScene) and drv.button("continue").enabled
    assert "Horse Fever · Ada (simple bot), Bruno (random bot) · Family Game, round" in " ".join(drv.texts())
    left_at = list(session.events)
    drv.key(pygame.K_RETURN)  # Enter = Continue (the bots play on at once)
    again = drv.table.session
    assert again is not session and again.events[:len(left_at)] == left_at
    # Played to the end: the finished game is no longer offered.
    assert drv.run_until(lambda: isinstance(drv.top, FinalScene), steps=20000, dt=0.1)
    drv.app.to_title()
    drv.step()
    assert "continue" not in [b.key for b in drv.top.buttons()]


def test_a_damaged_autosave_continues_from_its_backup_and_says_so(data):
    """The autosave's main file is cut short: Resume offers the game from its backup, says so
    on the row, and the table keeps saying it after the next autosave (not just until it)."""
    game, events = Game.new(data, ["Ada", "Bruno"], "family", 5, bots=["", "simple"])
    bots = [None, make_bot("simple", data, 5, 1)]
    saver = hf_saves.AutoSaver()
    saver.save(game, events, bots, [])
    backup_events = len(events)
    # One more decision, autosaved (the first becomes the backup), then the file is cut.
    seat = game.current_player()
    action = game.legal_actions()[0] if bots[seat] is None else bots[seat].choose(game.view(seat))
    events += game.apply(action)
    saver.save(game, events, bots, [(seat, action)])
    saver.path.write_text(saver.path.read_text()[:700])
    app = make_app(data, autosave=True)
    drv = Driver(app)
    scene = open_resume(drv)
    assert "main file damaged: its backup will be used" in " ".join(drv.texts())
    drv.press("continue")
    table = drv.table
    assert len(table.session.events) >= backup_events
    assert table.session.events[:backup_events] == events[:backup_events]
    banner = "Resumed from the backup: the last autosave was damaged"
    drv.step()
    assert any(banner in t for t in drv.texts())
    saver = table.session.autosaver
    saved = saver.saves
    table.session._autosave()  # the next autosave, as after any move
    assert saver.saves == saved + 1 and table.session.problem == ""
    drv.step()
    assert any(banner in t for t in drv.texts())  # still there after the next autosave


def test_a_game_killed_during_a_race_runs_that_race_again_on_resuming(data):
    """The autosave says how far the table had shown the events ("shown"). A game killed
    while a race is still running on the screen comes back with that race to watch again,
    animated, and then goes on exactly as the uninterrupted game."""
    seats = [SeatChoice("Ada", "simple"), SeatChoice("Bruno", "random"), SeatChoice("Carla", "simple")]
    app = make_app(data, seats=seats, seed=21, autosave=True, speed="fast")
    drv = Driver(app)
    session = drv.table.session
    assert drv.run_until(lambda: session.stage.busy and len(session.queue) > 5, steps=20000,
                         dt=0.02)
    path = session.autosaver.path
    doc = json.loads(path.read_text(encoding="utf-8"))  # what a SIGKILL now would leave
    doc["events"] = hf_saves.load_save(path, data).events  # (the save holds actions: replayed)
    shown = doc["shown"]
    assert shown < len(doc["events"])
    assert "movement" in [e["type"] for e in doc["events"][shown:]]
    # A new run of the program: Continue on the title screen.
    app2 = make_app(data, autosave=True, speed="fast")
    drv2 = Driver(app2)
    drv2.step()
    drv2.press("continue")
    again = drv2.table.session
    # (the frame that pressed Continue may have shown the first of them already)
    assert len(doc["events"]) - shown - 1 <= len(again.queue) <= len(doc["events"]) - shown
    assert again.events[:len(doc["events"])] == doc["events"]
    assert drv2.run_until(lambda: again.stage.busy, steps=2000, dt=0.02)  # the race runs again
    # Once everything is on the table, the autosave says so (nothing left to show).
    assert drv2.run_until(lambda: not again.queue and again.autosaver.written is not None
                          and again.autosaver.written[0] == again.autosaver.written[1],
                          steps=20000, dt=0.02)
    assert drv2.run_until(lambda: isinstance(drv2.top, FinalScene), steps=40000, dt=0.1)
    assert again.events == straight_through(data, seats, 21)
    assert not again.stage.sync_mismatches


def test_an_autosave_that_fails_is_said_in_one_line_and_the_game_goes_on(data, monkeypatch):
    """The disk fills up: the table says "Autosave failed: ..." in its ribbon, play goes on,
    and the failed write is tried again after the next move, never at every frame (here
    the saves right after a move work, the ones written once the table caught up fail)."""
    from game.ui.generic import saving
    real = saving.write_doc
    failed = []

    def flaky(path, doc, keep_backup=False):
        if "shown" not in doc:  # written once the table has caught up
            failed.append(len(doc["history"]["actions"]))
            raise core.SaveError(path, "cannot write the save (No space left on device)")
        return real(path, doc, keep_backup=keep_backup)

    monkeypatch.setattr(saving, "write_doc", flaky)
    seats = [SeatChoice("Ada", "simple"), SeatChoice("Bruno", "random")]
    app = make_app(data, seats=seats, seed=9, autosave=True, speed="fast")
    drv = Driver(app)
    session = drv.table.session
    assert drv.run_until(lambda: bool(failed), steps=5000, dt=0.05)
    assert drv.frame.notice.startswith("Autosave failed:") and "No space left" in drv.frame.notice
    drv.step(0.0)
    assert any("Autosave failed:" in t for t in drv.texts())
    tries = len(failed)
    for _ in range(30):
        drv.step(0.0)  # frames in which nothing new happens: no new attempt
    assert len(failed) == tries
    moves = len(session.applied)
    assert drv.run_until(lambda: len(session.applied) >= moves + 3, steps=5000, dt=0.05)
    assert len(failed) > tries  # later moves try again


def test_the_resume_screen_wears_the_programs_name(data):
    """Resume lists the saves of every game, so its heading is Horseburg, not one game's."""
    write_damaged_saves(data)
    drv = Driver(make_app(data))
    open_resume(drv)
    drawn = drv.texts()
    assert "HORSEBURG" in drawn and "HORSE FEVER" not in drawn
