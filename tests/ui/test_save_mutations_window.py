"""The window's Title -> Continue and Resume -> Continue on every damaged save of issue 18:
each is refused in one line on the screen (Continue greyed, the reason on its row), or
loads and is played on at the table. Nothing crashes the window.
"""
from __future__ import annotations

import pytest

from game import saves as core
from game.horsefever import saves as hf_saves
from game.ui.scenes.resume import ResumeScene
from game.ui.generic.table import GenericTableScene as TableScene
from game.ui.scenes.title import TitleScene
from horsefever.save_mutations import LOADS, MUTATIONS, Evil, good_doc

from .driver import Driver, make_app


@pytest.fixture(scope="module")
def doc(data):
    return good_doc(data)


def play_a_little(drv: Driver) -> None:
    """Some frames of the game on the table: the replayed game must carry on."""
    table = drv.top
    assert isinstance(table, TableScene)
    n = len(table.session.events)
    assert drv.run_until(lambda: len(table.session.events) > n + 3, steps=3000, dt=0.05)
    assert not table.session.bot_errors


@pytest.mark.parametrize("name, mutate, expected", MUTATIONS, ids=[m[0] for m in MUTATIONS])
def test_continue_and_resume_on_a_damaged_save(data, doc, tmp_path, name, mutate, expected):
    Evil.marker = str(tmp_path / "pwned")
    path = core.saves_dir() / "autosave-20261125-180000-abcd.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(mutate(doc))
    try:
        outcome = hf_saves.load_save(path)
    except core.SaveError as e:
        outcome = e
    assert expected is not LOADS or not isinstance(outcome, core.SaveError), str(outcome)
    drv = Driver(make_app(data, autosave=True, speed="fast"))
    drv.step()
    title = drv.top
    assert isinstance(title, TitleScene)
    # Title -> Continue (offered when the file's list line reads as an unfinished game).
    if title.latest is not None:
        drv.press("continue")
        if isinstance(outcome, core.SaveError):
            assert isinstance(drv.top, TitleScene)
            assert outcome.problem in title.message and "\n" not in title.message
        else:
            play_a_little(drv)
            drv.app.to_title()
            drv.step()
        path.write_bytes(mutate(doc))  # (the game played on rewrote its autosave)
    # Title -> Resume: every save checked, the damaged one greyed with its reason.
    drv.press("resume")
    scene = drv.top
    assert isinstance(scene, ResumeScene)
    assert drv.run_until(lambda: all(str(i.path) in scene.checked for i in scene.infos),
                         steps=200, dt=0.016)
    assert len(scene.infos) == 1
    if isinstance(outcome, core.SaveError):
        assert not drv.button("continue").enabled
        drawn = " ".join(drv.texts())
        assert "Cannot be loaded:" in drawn
        problem = scene.problem(scene.infos[0])
        assert problem and "\n" not in problem
        drv.press("continue")  # (greyed: nothing happens)
        assert drv.top is scene
    else:
        assert drv.button("continue").enabled
        drv.press("continue")
        play_a_little(drv)
    assert not (tmp_path / "pwned").exists()


def test_a_main_file_that_does_not_replay_offers_its_backup(data, doc):
    """The newest autosave names an action the rules refuse; its backup (one decision
    earlier) is good: the Resume row says the backup will be used, Continue plays it, and
    the log says why."""
    import json

    from tests.horsefever.bot_games import new_bot_game, play_on
    game, events, bots = new_bot_game(data, 3, 4, "family", ["simple", "random"])
    acts: list = []
    play_on(game, bots, events, stop_after=40, actions=acts)
    saver = hf_saves.AutoSaver()
    saver.save(game, events, bots, acts)
    at_backup = list(events)
    play_on(game, bots, events, stop_after=len(events) + 1, actions=acts)
    saver.save(game, events, bots, acts)  # the first one becomes the backup
    d = json.loads(saver.path.read_text())
    d["history"]["actions"][-1][1] = {"type": "bet", "horse": "purple", "kind": "win",
                                      "stake": 300}
    saver.path.write_text(json.dumps(d))
    drv = Driver(make_app(data, autosave=True, speed="fast"))
    drv.step()
    drv.press("resume")
    scene = drv.top
    assert drv.run_until(lambda: all(str(i.path) in scene.checked for i in scene.infos),
                         steps=200, dt=0.016)
    assert "main file damaged: its backup will be used" in " ".join(drv.texts())
    assert "purple" in scene.infos[0].warning
    drv.press("continue")
    table = drv.top
    assert isinstance(table, TableScene)
    assert table.session.events[:len(at_backup)] == at_backup  # the backup's game
    assert any("purple" in line and "backup" in line for line in table.session.log)
    play_a_little(drv)


def test_an_older_save_continues_at_the_table(data):
    """A save of the snapshot format (before histories) is converted and played on."""
    import json

    from horsefever.save_mutations import good_game, old_doc
    game, events, bots, _ = good_game(data)
    path = core.saves_dir() / "autosave-20261120-200000-0ld0.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(old_doc(game, events, bots)))
    drv = Driver(make_app(data, autosave=True, speed="fast"))
    drv.step()
    assert drv.top.latest is not None
    drv.press("continue")
    assert drv.table.session.events[:len(events)] == json.loads(json.dumps(events))
    play_a_little(drv)
    # Its next autosave is a history.
    assert json.loads(path.read_text())["format"] == core.SAVE_FORMAT
