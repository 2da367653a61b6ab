"""Logs and saves written before the event envelope still read: the replay, the export,
the charts and Resume (committed files in tests/old_files/).

The files were written by the program at commit 3f3b897, before the envelope: Horse
Fever's events named themselves with ``event``, Bettor Horse's last event was
``game_over``. Each log is a seeded headless game; the same command today must give the
same game, event for event, as the envelope reads the old one (``within``: today's events
may carry more fields, never other values)::

    main.py --headless --variant family --players 2 --rounds 3 --bots random,simple --seed 5 --log hf-family-2p-seed5.jsonl
    main.py --headless --variant board --players 3 --rounds 3 --stars on --bots random,simple --seed 6 --log hf-board-3p-seed6.jsonl
    main.py --headless --game bettor-horse --bots random --seed 3 --log bh-2p-seed3.jsonl
    main.py --headless --variant board --players 2 --rounds 3 --bots random,simple --seed 8 --stop-after 120 --save hf-board-save-seed8.json
    main.py --headless --game bettor-horse --bots random,easy --seed 4 --stop-after 30 --save bh-save-seed4.json

and ``hf-family-format1-seed5.json`` a snapshot save (format 1, before histories) of the
first game stopped after 80 events (``tests/horsefever/save_mutations.old_doc``).

Bettor Horse's rules changed on purpose since (issue 36): both racers' choices stay hidden
until both have chosen, which adds a ``choices_made`` event to every round, and Sudden
Death deals the horses after 3 undecided rounds, a change of the data file, so a save
written before is refused (in one line naming both versions); the old log still reads as
the same game but for the events added since (``ADDED``).
"""
from __future__ import annotations

import json
import pathlib
import shutil
from typing import Any

import pytest

from game.horsefever import saves as hf_saves
from game.command_line.main import main
from game.core.envelope import upgrade
from game.horsefever.chart_series import chart_series
from game.horsefever.game import game_data
from game.horsefever.ui.race.replay import race_span, races_in
from game.saves.files import read_log

OLD = pathlib.Path(__file__).resolve().parent / "old_files"
HF_FAMILY = ["--variant", "family", "--players", "2", "--rounds", "3", "--bots", "random,simple",
             "--seed", "5"]
HF_BOARD = ["--variant", "board", "--players", "3", "--rounds", "3", "--stars", "on",
            "--bots", "random,simple", "--seed", "6"]
BH = ["--game", "bettor-horse", "--bots", "random", "--seed", "3"]
# Event types a game has added since an old file was written (issue 36: Bettor Horse).
ADDED = {"bh-2p-seed3.jsonl": {"choices_made"}}


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HORSEBURG_HOME", str(tmp_path / "home"))


def within(old: Any, new: Any, where: str = "") -> None:
    """Every field of ``old`` is in ``new`` with the same value (lists item by item)."""
    if isinstance(old, dict):
        assert isinstance(new, dict), where
        for k, v in old.items():
            assert k in new, f"{where}.{k} is gone"
            within(v, new[k], f"{where}.{k}")
    elif isinstance(old, list):
        assert isinstance(new, list) and len(old) == len(new), where
        for i, (a, b) in enumerate(zip(old, new)):
            within(a, b, f"{where}[{i}]")
    else:
        assert old == new, f"{where}: {old!r} then, {new!r} now"


def today(tmp_path: pathlib.Path, args: list[str]) -> list[dict[str, Any]]:
    log = tmp_path / "today.jsonl"
    assert main(["--headless", *args, "--log", str(log)]) == 0
    return read_log(log)


@pytest.mark.parametrize("name, args", [("hf-family-2p-seed5.jsonl", HF_FAMILY),
                                        ("hf-board-3p-seed6.jsonl", HF_BOARD),
                                        ("bh-2p-seed3.jsonl", BH)])
def test_an_old_log_reads_as_the_same_game(tmp_path, name, args):
    raw = [json.loads(line) for line in (OLD / name).read_text(encoding="utf-8").splitlines()]
    assert "event" in raw[0] or raw[-1]["type"] == "game_over"  # (it is an old file)
    old = read_log(OLD / name)
    assert all("event" not in ev and list(ev)[:2] == ["type", "seq"] for ev in old)
    assert old[-1]["type"] == "game_end" and [upgrade(ev) for ev in raw] == old
    added = ADDED.get(name, set())
    new = [ev for ev in today(tmp_path, args) if ev["type"] not in added]
    assert [ev["type"] for ev in old] == [ev["type"] for ev in new]
    within([{k: v for k, v in ev.items() if k != "seq"} for ev in old],
           [{k: v for k, v in ev.items() if k != "seq"} for ev in new])
    if not added:  # (an added event takes a number of its own)
        assert [ev["seq"] for ev in new] == [ev["seq"] for ev in old]


def test_the_export_charts_and_replay_read_an_old_log(tmp_path):
    data = game_data()
    old, new = read_log(OLD / "hf-family-2p-seed5.jsonl"), today(tmp_path, HF_FAMILY)
    raw = [json.loads(line) for line in
           (OLD / "hf-family-2p-seed5.jsonl").read_text(encoding="utf-8").splitlines()]
    # Each reader is given the old events as they were written.
    assert hf_saves.summary_text(raw, data) == hf_saves.summary_text(new, data)
    assert "Ada" in hf_saves.summary_text(raw, data) and "seed 5" in hf_saves.summary_text(raw, data)
    assert chart_series(raw) == chart_series(new)
    then, now = hf_saves.game_history(raw), hf_saves.game_history(new)
    within(then, now)  # (today's standings carry each place besides)
    assert {k: v for k, v in then.items() if k != "standings"} == \
        {k: v for k, v in now.items() if k != "standings"}
    assert races_in(raw) == races_in(new) == [1, 2, 3]
    assert race_span(old, 2) == race_span(new, 2)
    paths = hf_saves.export_game(raw, data, directory=tmp_path / "out", stem="old")
    assert paths.log.read_text(encoding="utf-8").startswith('{"type":"game_start","seq":1,')
    assert read_log(paths.log) == old


def test_an_old_save_resumes_headless(tmp_path):
    save = tmp_path / "s.json"
    shutil.copy(OLD / "hf-board-save-seed8.json", save)
    loaded = hf_saves.load_save(save)
    assert len(loaded.events) == 121 and not loaded.game.is_over()
    tail = tmp_path / "tail.jsonl"
    assert main(["--headless", "--resume", str(save), "--log", str(tail)]) == 0
    whole = today(tmp_path, ["--variant", "board", "--players", "2", "--rounds", "3",
                             "--bots", "random,simple", "--seed", "8"])
    assert loaded.events + read_log(tail) == whole


def test_an_old_bettor_horse_save_is_refused_in_one_line(tmp_path, capsys):
    """Issue 36's Sudden Death ruling changed the data file, so the rules' version: a save
    written before cannot replay as it was played, and says so."""
    from game.bettorhorse import INFO
    save = tmp_path / "s.json"
    shutil.copy(OLD / "bh-save-seed4.json", save)
    old = json.loads(save.read_text())["history"]["version"]
    assert old != INFO.version
    assert main(["--headless", "--game", "bettor-horse", "--resume", str(save)]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and str(save) in err and "Bettor Horse" in err, err
    assert "version" in err  # (the versions' hashes are not a player's words: issue 38)
    assert old not in err and INFO.version not in err


def test_a_snapshot_save_of_old_events_converts(tmp_path):
    save = tmp_path / "s.json"
    shutil.copy(OLD / "hf-family-format1-seed5.json", save)
    doc = json.loads(save.read_text())
    assert doc["format"] == 1 and "event" in doc["events"][0]
    loaded = hf_saves.load_save(save)
    assert loaded.converted and len(loaded.events) == len(doc["events"])
    within([upgrade(ev) for ev in doc["events"]], loaded.events)
