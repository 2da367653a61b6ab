"""The program's new name, Horseburg: the old Horse Fever folders are moved once, and the
saves made under the old name still load (``game.services.old_folders``, ``game.saves``).

Every test gets a temporary HOME (and no XDG or home variables), so the platform folders
are ``HOME/.config/<name>`` and ``HOME/.local/share/<name>`` and the real home is never
touched.
"""
from __future__ import annotations

import json
import logging
import os
import pathlib
import sys

import pytest

from game.services import old_folders, settings
from game import saves
from game.horsefever import saves as hf_saves
from tests.horsefever.bot_games import new_bot_game, play_on
from game.horsefever.rules.loader import load_data

pytestmark = pytest.mark.skipif(sys.platform.startswith(("win", "darwin")),
                                reason="the XDG folder layout is Linux's")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch) -> pathlib.Path:
    h = tmp_path / "home"
    h.mkdir()
    monkeypatch.setenv("HOME", str(h))
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", settings.HOME_ENV, settings.OLD_HOME_ENV):
        monkeypatch.delenv(var, raising=False)
    return h


def put(path: pathlib.Path, text: str, mtime: float | None = None) -> pathlib.Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    if mtime is not None:
        os.utime(path, (mtime, mtime))
    return path


def test_the_new_folders_are_horseburgs(home):
    assert settings.config_dir() == home / ".config" / "horseburg"
    assert settings.data_dir() == home / ".local" / "share" / "horseburg"


def test_old_settings_and_saves_are_moved_once_with_a_line_in_the_log(home, caplog):
    old_cfg, old_dat = home / ".config" / "horse-fever", home / ".local" / "share" / "horse-fever"
    put(old_cfg / "settings.json", '{"music_volume": 0.3}')
    put(old_dat / "saves" / "autosave-1.json", "old autosave")
    put(old_dat / "saves" / "autosave-1.json.bak", "old backup")
    put(old_dat / "exports" / "game.txt", "old export")
    with caplog.at_level(logging.INFO, logger="game.services.old_folders"):
        lines = old_folders.move_old_folders()
    new_cfg, new_dat = settings.config_dir(), settings.data_dir()
    assert (new_cfg / "settings.json").read_text() == '{"music_volume": 0.3}'
    assert (new_dat / "saves" / "autosave-1.json").read_text() == "old autosave"
    assert (new_dat / "saves" / "autosave-1.json.bak").read_text() == "old backup"
    assert (new_dat / "exports" / "game.txt").read_text() == "old export"
    assert not old_cfg.exists() and not old_dat.exists()  # moved, not copied
    assert len(lines) == 1 and lines[0].startswith("Moved 4 files")
    assert [r.getMessage() for r in caplog.records] == lines
    # A second start moves nothing and says nothing, even if an old folder turns up again.
    put(old_dat / "saves" / "late.json", "made by an old copy afterwards")
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="game.services.old_folders"):
        assert old_folders.move_old_folders() == []
    assert caplog.records == []
    assert (old_dat / "saves" / "late.json").exists()
    assert not (new_dat / "saves" / "late.json").exists()


def test_files_already_in_the_new_folders_are_never_overwritten(home):
    old_dat = home / ".local" / "share" / "horse-fever"
    put(old_dat / "saves" / "mine.json", "old", mtime=1_000_000)
    put(old_dat / "saves" / "other.json", "old other")
    newer = put(settings.data_dir() / "saves" / "mine.json", "newer", mtime=2_000_000)
    lines = old_folders.move_old_folders()
    assert newer.read_text() == "newer"
    assert (old_dat / "saves" / "mine.json").read_text() == "old"  # left where it was
    assert (settings.data_dir() / "saves" / "other.json").read_text() == "old other"
    assert lines[0].startswith("Moved 1 file ")
    assert "Left 1 old file" in lines[1] and str(old_dat / "saves" / "mine.json") in lines[1]
    assert old_folders.move_old_folders() == []  # once


def test_nothing_to_move_says_nothing(home):
    assert old_folders.move_old_folders() == []
    assert not settings.config_dir().exists()  # not even the marker


def test_the_old_home_variable_alone_is_the_home_in_use(home, tmp_path, monkeypatch):
    old_home = tmp_path / "old-home"
    put(old_home / "config" / "settings.json", "{}")
    monkeypatch.setenv(settings.OLD_HOME_ENV, str(old_home))
    assert settings.settings_path() == old_home / "config" / "settings.json"
    assert old_folders.move_old_folders() == []
    assert (old_home / "config" / "settings.json").exists()


def test_both_home_variables_move_the_old_home_to_the_new(home, tmp_path, monkeypatch):
    old_home, new_home = tmp_path / "old-home", tmp_path / "new-home"
    put(old_home / "data" / "saves" / "a.json", "a")
    monkeypatch.setenv(settings.OLD_HOME_ENV, str(old_home))
    monkeypatch.setenv(settings.HOME_ENV, str(new_home))
    assert old_folders.move_old_folders()[0].startswith("Moved 1 file ")
    assert (new_home / "data" / "saves" / "a.json").read_text() == "a"


def test_the_command_line_moves_the_old_folders_before_anything_else(home):
    import main
    put(home / ".config" / "horse-fever" / "settings.json", "{}")
    assert main.main(["--headless", "--players", "2", "--seed", "1", "--games", "0"]) == 0
    assert (settings.config_dir() / "settings.json").exists()


def test_a_save_made_under_the_old_name_still_loads_and_is_backed_up(home):
    data = load_data()
    game, events, seats = new_bot_game(data, 3, 5, "family", ["simple"] * 3)
    actions: list = []
    play_on(game, seats, events, stop_after=40, actions=actions)
    path = hf_saves.save_game(settings.data_dir() / "saves" / "autosave-old.json", game, events, seats,
                           actions)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["kind"] == saves.SAVE_KIND == "horseburg-save"
    doc["kind"] = "horse-fever-save"
    path.write_text(json.dumps(doc, separators=(",", ":")), encoding="utf-8")
    loaded = hf_saves.load_save(path, data)
    assert len(loaded.events) == len(events)
    # The next autosave keeps the old-named file as its backup, like any save of ours.
    hf_saves.save_game(path, game, events, seats, actions, keep_backup=True)
    assert json.loads(saves.backup_path(path).read_text())["kind"] == "horse-fever-save"
    assert json.loads(path.read_text())["kind"] == "horseburg-save"
