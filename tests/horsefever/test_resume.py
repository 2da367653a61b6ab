"""A saved game resumes exactly: the remaining events equal the uninterrupted game's.

In-process at many stop points (both variants, the Board Game with and without star
cards), then the command line: ``main.py --headless
--stop-after N --save F`` and ``--resume F`` (``--log`` appended), chained stops, a refused
save, and the fall back to the autosave's backup.
"""
from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import pytest

import main as main_module
from game import saves
from game.horsefever import saves as hf_saves
from tests.horsefever.bot_games import new_bot_game, play_on
from game.horsefever.rules.loader import load_data

REPO = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    h = tmp_path / "hf-home"
    monkeypatch.setenv("HORSEBURG_HOME", str(h))
    monkeypatch.delenv("HORSE_FEVER_HOME", raising=False)  # the old name must not leak in
    return h


@pytest.fixture(scope="module")
def data():
    return load_data()


def reference(data, variant, players, seed, bots, stop_after=None, stars=False):
    game, events, seats = new_bot_game(data, players, seed, variant, bots, stars=stars)
    points: list[int] = []
    play_on(game, seats, events, stop_after=stop_after,
            on_decision=lambda g, evs: points.append(len(evs)) if not g.is_over() else None)
    return game, events, points


CONFIGS = [
    # (variant, players, seed, bots, every k-th decision point is a stop point, stars)
    ("family", 4, 21, ["random", "simple", "random", "simple"], 2, False),
    ("family", 3, 22, ["easy", "random", "simple"], 4, False),
    ("family", 2, 23, ["random"], 3, False),
    ("board", 4, 21, ["random", "simple", "random", "simple"], 6, False),
    ("board", 2, 23, ["random"], 5, False),
    # Star cards: seed 1 has Antonio Vesuvio place a third bet (event 126).
    ("board", 4, 1, ["simple"], 5, True),
]


@pytest.mark.parametrize("variant, players, seed, bots, every, stars", CONFIGS,
                         ids=[f"{c[0]}{'-stars' if c[5] else ''}-{c[1]}p-seed{c[2]}"
                              for c in CONFIGS])
def test_resume_at_many_stop_points_is_exact(tmp_path, data, variant, players, seed, bots,
                                             every, stars):
    ref_game, ref_events, points = reference(data, variant, players, seed, bots, stars=stars)
    assert ref_game.is_over() and len(points) > 10
    chosen = set(range(0, len(points), every)) | {len(points) - 1}
    # One pass: save at the chosen decision points (through real files).
    game, events, seats = new_bot_game(data, players, seed, variant, bots, stars=stars)
    files = []
    index = 0
    actions: list = []

    def save_here(g, evs):
        nonlocal index
        if g.is_over():
            return
        if index in chosen:
            files.append(hf_saves.save_game(tmp_path / f"at-{index}.json", g, evs, seats,
                                         actions))
        index += 1

    play_on(game, seats, events, on_decision=save_here, actions=actions)
    assert events == ref_events
    assert len(files) == len(chosen)
    for path in files:
        loaded = hf_saves.load_save(path, data)
        n = len(loaded.events)
        assert loaded.events == ref_events[:n]
        play_on(loaded.game, loaded.bots, loaded.events)
        assert loaded.events[n:] == ref_events[n:], f"diverged after a stop at event {n}"
        assert loaded.game.to_json() == ref_game.to_json()


@pytest.mark.parametrize("kind, decisions", [("normal", 12), ("hard", 1)])
def test_resume_is_exact_for_the_simulating_bots(tmp_path, data, kind, decisions):
    """normal/hard draw NumPy generators from their RNG: a part of a game shows it."""
    game, events, seats = new_bot_game(data, 3, 31, "family", [kind])
    actions: list = []
    play_on(game, seats, events, stop_after=len(events) + 1, actions=actions)  # one decision
    path = hf_saves.save_game(tmp_path / "s.json", game, events, seats, actions)
    loaded = hf_saves.load_save(path, data)
    start = len(events)
    for _ in range(decisions):
        for g, evs, bots in ((game, events, seats),
                             (loaded.game, loaded.events, loaded.bots)):
            s = g.current_player()
            evs.extend(g.apply(bots[s].choose(g.view(s))))
        assert loaded.events == events
    assert len(events) >= start + decisions


def test_a_chain_of_stops_is_exact(tmp_path, data):
    ref_game, ref_events, points = reference(data, "family", 4, 41, ["random"])
    game, events, seats = new_bot_game(data, 4, 41, "family", ["random"])
    actions: list = []
    for stop in (30, 75, 140):
        play_on(game, seats, events, stop_after=stop, actions=actions)
        loaded = hf_saves.load_save(hf_saves.save_game(tmp_path / f"{stop}.json", game, events,
                                                 seats, actions), data)
        game, events, seats, actions = loaded.game, loaded.events, loaded.bots, loaded.actions
    play_on(game, seats, events)
    assert events == ref_events


# ---- the command line --------------------------------------------------------------------

def run_main(capsys, *argv):
    code = main_module.main(["--headless", *map(str, argv)])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("variant", ["family", "board"])
def test_cli_stop_save_resume_appends_the_log(tmp_path, data, capsys, variant):
    base = ["--seed", 5, "--players", 3, "--bots", "random,simple,random",
            "--variant", variant]
    ref_log, log = tmp_path / "ref.jsonl", tmp_path / "log.jsonl"
    code, ref_out, _ = run_main(capsys, *base, "--log", ref_log)
    assert code == 0
    save = tmp_path / "s.json"
    code, out, err = run_main(capsys, *base, "--stop-after", 50, "--save", save, "--log", log)
    assert code == 0 and "stopped after" in out and str(save) in out and err == ""
    stopped = len(log.read_text().splitlines())
    assert stopped >= 50
    save2 = tmp_path / "s2.json"
    code, out, _ = run_main(capsys, "--resume", save, "--stop-after", 120, "--save", save2,
                            "--log", log)
    assert code == 0 and "stopped after" in out
    code, out, err = run_main(capsys, "--resume", save2, "--log", log)
    assert code == 0 and err == ""
    assert out == ref_out  # the same result line
    assert log.read_bytes() == ref_log.read_bytes()


def test_cli_in_a_real_process(tmp_path, data):
    """The documented commands, run as a player would (two processes)."""
    from tests.horsefever.bot_games import play_game, result_line
    with open(tmp_path / "ref.jsonl", "w", encoding="utf-8") as log:
        ref_game, _ = play_game(data, 4, 9, "family", ["random", "simple"], log=log)
    main_py = [sys.executable, str(REPO / "main.py"), "--headless"]
    stop = subprocess.run(main_py + ["--seed", "9", "--players", "4", "--bots",
                                     "random,simple", "--stop-after", "100", "--save",
                                     str(tmp_path / "s.json"), "--log",
                                     str(tmp_path / "log.jsonl")],
                          capture_output=True, text=True, cwd=REPO, timeout=120)
    assert stop.returncode == 0, stop.stderr
    res = subprocess.run(main_py + ["--resume", str(tmp_path / "s.json"), "--log",
                                    str(tmp_path / "log.jsonl")],
                         capture_output=True, text=True, cwd=REPO, timeout=120)
    assert res.returncode == 0, res.stderr
    assert res.stdout == result_line(ref_game) + "\n"
    assert (tmp_path / "log.jsonl").read_bytes() == (tmp_path / "ref.jsonl").read_bytes()


def test_cli_refuses_a_bad_save_with_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"kind": "horse-fever-save", "format": 1, "data_id')
    code, out, err = run_main(capsys, "--resume", bad)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("error: ") and "truncated" in err
    code, out, err = run_main(capsys, "--resume", tmp_path / "missing.json")
    assert code == 2 and "no such save file" in err and err.count("\n") == 1


def test_cli_resumes_from_the_backup_when_the_autosave_is_damaged(tmp_path, capsys):
    base = ["--seed", 6, "--players", 2, "--bots", "random"]
    code, ref_out, _ = run_main(capsys, *base)
    auto = tmp_path / "auto.json"
    code, out, _ = run_main(capsys, *base, "--autosave", auto, "--stop-after", 60, "--save",
                            tmp_path / "s.json")
    assert code == 0 and auto.exists() and saves.backup_path(auto).exists()
    auto.write_text("{ damaged")
    code, out, err = run_main(capsys, "--resume", auto)
    assert code == 0 and out == ref_out
    assert err.startswith("warning: ") and "backup" in err and err.count("\n") == 1


def test_cli_argument_errors(tmp_path, capsys):
    code, _, err = run_main(capsys, "--stop-after", 10)
    assert code == 2 and "--stop-after needs --save" in err
    code, _, err = run_main(capsys, "--stop-after", 10, "--save", tmp_path / "x.json",
                            "--games", 2)
    assert code == 2 and "one game" in err


def test_cli_refuses_to_run_a_human_seat_headless(tmp_path, data, capsys):
    game, events, seats = new_bot_game(data, 3, 8, "family", ["random"])
    actions: list = []
    play_on(game, seats, events, stop_after=20, actions=actions)
    game.state.players[1].bot = ""
    seats[1] = None
    path = hf_saves.save_game(tmp_path / "h.json", game, events, seats, actions)
    code, _, err = run_main(capsys, "--resume", path)
    assert code == 2 and "human seat" in err


def test_save_json_is_plain_and_readable(tmp_path, data):
    game, events, seats = new_bot_game(data, 3, 2, "family", ["random"])
    actions: list = []
    play_on(game, seats, events, stop_after=40, actions=actions)
    path = hf_saves.save_game(tmp_path / "p.json", game, events, seats, actions)
    d = json.loads(path.read_text(encoding="utf-8"))
    assert set(d) == {"kind", "format", "saved_at", "meta", "history"}
    assert d["meta"]["events"] == len(events)
    # A history, not a position: the actions, and nothing the rules compute.
    h = d["history"]
    assert len(h["actions"]) == len(actions) and "state" not in d and "events" not in d
