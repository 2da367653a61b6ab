"""Tests for game.services.settings: defaults, persistence, repair of broken files, the folders."""
from __future__ import annotations

import json
import os

import pytest

from game.services import settings as st
from game.services.settings import Settings, load_settings, save_settings


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    h = tmp_path / "hf-home"
    monkeypatch.setenv("HORSEBURG_HOME", str(h))
    monkeypatch.delenv("HORSE_FEVER_HOME", raising=False)  # the old name must not leak in
    return h


def test_folders_follow_the_env_override(home):
    assert st.config_dir() == home / "config"
    assert st.data_dir() == home / "data"
    assert st.settings_path() == home / "config" / "settings.json"


def test_without_the_override_platformdirs_decides(monkeypatch):
    monkeypatch.delenv("HORSEBURG_HOME")
    try:
        import platformdirs
    except ImportError:
        assert st.config_dir().name == "horseburg"  # the fallback
        return
    assert str(st.config_dir()) == platformdirs.user_config_dir("horseburg")
    assert str(st.data_dir()) == platformdirs.user_data_dir("horseburg")


def test_the_old_home_variable_is_still_honoured(monkeypatch, tmp_path):
    monkeypatch.delenv("HORSEBURG_HOME")
    monkeypatch.setenv("HORSE_FEVER_HOME", str(tmp_path / "old"))
    assert st.config_dir() == tmp_path / "old" / "config"
    assert st.data_dir() == tmp_path / "old" / "data"
    monkeypatch.setenv("HORSEBURG_HOME", str(tmp_path / "new"))  # the new name wins
    assert st.data_dir() == tmp_path / "new" / "data"


def test_fallback_folders_without_platformdirs(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "dat"))
    if not st.sys.platform.startswith(("win", "darwin")):
        assert st._fallback_dir("config") == tmp_path / "cfg" / "horseburg"
        assert st._fallback_dir("data") == tmp_path / "dat" / "horseburg"


def test_missing_file_gives_defaults_without_warnings():
    s, warnings = load_settings()
    assert s == Settings() and warnings == []
    assert not st.settings_path().exists()


def test_every_setting_round_trips(home):
    s = Settings().replace(effects_volume=0.25, music_volume=0, animation_speed="instant",
                           bot_speed="slow", tipster=True, payout_hints=False,
                           explain_bots=False, colour_blind=True,
                           window_size=(1600, 900), window_chosen=True, fullscreen=True, language="en",
                           last_setup={"variant": "family", "players": [
                               {"name": "Ada", "bot": ""}, {"name": "Bruno", "bot": "hard"}],
                               "rounds": None, "stars": False},
                           last_game="ticket-gagnant", extra={"ui": {"last_tab": 2}})
    path = save_settings(s)
    assert path == home / "config" / "settings.json"
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]  # no temp left
    loaded, warnings = load_settings()
    assert warnings == [] and loaded == s
    assert json.loads(path.read_text())["window_size"] == [1600, 900]


@pytest.mark.parametrize("key, bad", [
    ("effects_volume", 1.5), ("effects_volume", -0.1), ("effects_volume", "loud"),
    ("effects_volume", True), ("music_volume", None),
    ("animation_speed", "warp"), ("animation_speed", 2),
    ("bot_speed", "ludicrous"),
    ("tipster", "yes"), ("tipster", 1), ("payout_hints", "on"), ("explain_bots", 0),
    ("colour_blind", None),
    ("window_size", [100, 100]), ("window_size", [1280]), ("window_size", "big"),
    ("window_size", [1280.5, 720]), ("window_size", [True, 720]),
    ("fullscreen", "no"), ("window_chosen", 1), ("window_chosen", "yes"),
    ("language", "tlh"),
    ("last_setup", [1, 2]), ("last_setup", "family"),
    ("last_game", 3), ("last_game", "no such game!"), ("last_game", "x" * 61),
    ("extra", None),
])
def test_a_bad_value_is_replaced_by_its_default_with_a_warning(key, bad):
    good = Settings().replace(tipster=True, payout_hints=False, music_volume=0.1)
    d = good.to_json()
    d[key] = bad
    st.settings_path().parent.mkdir(parents=True)
    st.settings_path().write_text(json.dumps(d))
    s, warnings = load_settings()
    assert getattr(s, key) == getattr(Settings(), key)
    # The other settings survive.
    for other in ("tipster", "payout_hints", "music_volume"):
        if other != key:
            assert getattr(s, other) == getattr(good, other)
    assert len(warnings) == 1 and key in warnings[0] and "default" in warnings[0]
    with pytest.raises(ValueError, match=key):
        Settings().replace(**{key: bad})


def test_the_tipster_panel_is_off_and_hints_and_explanations_on_by_default():
    s = Settings()
    assert (s.tipster, s.payout_hints, s.explain_bots) == (False, True, True)


@pytest.mark.parametrize("old_tipster", [True, False])
def test_an_old_file_s_tipster_key_becomes_payout_hints(old_tipster):
    # Files written before payout_hints existed used "tipster" for the payout hints.
    d = Settings().to_json()
    del d["payout_hints"], d["explain_bots"]
    d["tipster"] = old_tipster
    d["music_volume"] = 0.2
    st.settings_path().parent.mkdir(parents=True)
    st.settings_path().write_text(json.dumps(d))
    s, warnings = load_settings()
    assert warnings == []
    assert s.payout_hints is old_tipster and s.tipster is False and s.explain_bots is True
    assert s.music_volume == 0.2
    save_settings(s)  # once written again it is a new file: tipster means the panel
    again, _ = load_settings()
    assert again == s


@pytest.mark.parametrize("content, words", [
    (b"", "not valid JSON"),
    (b"{ volume: 11", "not valid JSON"),
    (b"\xff\xfe\xfa", "not valid JSON"),
    (b"[1, 2, 3]", "not a JSON object"),
    (b'"settings"', "not a JSON object"),
    (b'{"music_volume": NaN}', "not valid JSON"),
    (b'{"effects_volume": Infinity}', "not valid JSON"),
])
def test_a_broken_file_is_replaced_by_defaults_with_a_warning(content, words, caplog):
    path = st.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    s, warnings = load_settings()
    assert s == Settings()
    assert len(warnings) == 1 and words in warnings[0] and "\n" not in warnings[0]
    assert words in caplog.text  # logged too
    # The file is repaired (defaults), the broken one kept beside it.
    assert json.loads(path.read_text()) == Settings().to_json()
    assert path.with_name("settings.json.broken").read_bytes() == content
    assert load_settings() == (Settings(), [])


def test_unknown_keys_are_ignored_with_a_warning():
    path = st.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"music_volume": 0.2, "cheats": True}))
    s, warnings = load_settings()
    assert s.music_volume == 0.2
    assert warnings == [f"{path}: unknown setting 'cheats' ignored"]


def test_an_unreadable_settings_path_never_crashes():
    path = st.settings_path()
    path.mkdir(parents=True)  # a folder where the file should be
    s, warnings = load_settings()
    assert s == Settings() and len(warnings) == 1 and "cannot read" in warnings[0]


def test_replace_refuses_unknown_settings():
    with pytest.raises(ValueError, match="unknown setting"):
        Settings().replace(volume=1)


def test_settings_are_immutable_and_json_plain():
    s = Settings()
    with pytest.raises(Exception):
        s.music_volume = 1.0  # type: ignore[misc]
    assert json.loads(json.dumps(s.to_json())) == s.to_json()


def test_atomic_write_replaces_the_file_in_one_step(tmp_path):
    target = tmp_path / "f.txt"
    st.atomic_write_text(target, "one")
    st.atomic_write_text(target, "two")
    assert target.read_text() == "two"
    assert os.listdir(tmp_path) == ["f.txt"]


def test_a_window_size_without_the_chosen_flag_counts_as_not_chosen():
    """Files written before ``window_chosen`` existed always held a ``window_size`` (the
    default was written too): it cannot tell a choice, so the window may open at the size
    that fits the screen. Read without a warning; the size itself is kept."""
    st.settings_path().parent.mkdir(parents=True)
    old = Settings().to_json()
    del old["window_chosen"]
    old["window_size"] = [1600, 900]
    st.settings_path().write_text(json.dumps(old))
    s, warnings = load_settings()
    assert warnings == []
    assert s.window_size == (1600, 900) and s.window_chosen is False
    assert Settings().window_chosen is False
    assert json.loads(json.dumps(s.to_json()))["window_chosen"] is False
