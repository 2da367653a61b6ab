"""One command line for every game (``game/command_line/main.py``, ``game/command_line/options.py``): ``--game``,
``--option NAME=VALUE`` read by the option's kind, ``--help-options``, Horse Fever's
``--variant``/``--stars``/``--rounds`` refused with another game, ``--log`` as JSON Lines,
``--tournament`` and ``make bench``'s generic figure, on the toy game of
``tests/core/toy_game.py`` (registered for each test only) and on Horse Fever."""
from __future__ import annotations

import io
import json

import pytest

from game.command_line import bench as bench_mod
from game.core.figures import goal_met
from game.command_line.main import fill_options, main, parse_args, window_serves
from game.core.match import play_match

from core.toy_game import NAME, registered  # tests/ is on sys.path (rootdir import)


@pytest.fixture()
def toy(monkeypatch, tmp_path):
    monkeypatch.setenv("HORSEBURG_HOME", str(tmp_path / "home"))  # never the real folders
    monkeypatch.delenv("HORSE_FEVER_HOME", raising=False)
    with registered() as info:
        yield info


def run(capsys, *argv: str) -> tuple[int, list[str], list[str]]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out.splitlines(), err.splitlines()


def test_headless_plays_the_named_game_with_its_options_and_logs_every_event(
        toy, capsys, tmp_path) -> None:
    log = tmp_path / "toy.jsonl"
    code, out, err = run(capsys, "--headless", "--game", NAME, "--option", "pile=9",
                         "--option", "misere=yes", "--players", "3", "--bots", "smart,random",
                         "--seed", "3", "--games", "2", "--log", str(log))
    assert code == 0, err
    assert [line.split(":")[0] for line in out] == [f"{NAME} seed 3", f"{NAME} seed 4"]
    events = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    options = {"players": 3, "pile": 9, "misere": True}
    direct = [e for s in (3, 4) for e in play_match(toy, options, s, ["smart", "random"]).events]
    assert events == json.loads(json.dumps(direct))  # exactly the driver's events, in order
    assert [e["pile"] for e in events if e["type"] == "game_start"] == [9, 9]
    assert len(events[0]["seats"]) == 3


@pytest.mark.parametrize("argv, line", [
    (["--option", "pile=99"], "error: option pile: 99 is not a whole number from 5 to 40"),
    (["--option", "pile=lots"],
     "error: option pile: 'lots' is not a whole number from 5 to 40"),
    (["--option", "misere=maybe"],
     "error: option misere: 'maybe' is not true or false (also yes/no, on/off, 1/0)"),
    (["--option", "colour=red"],
     "error: Counters has no option 'colour' (options: misere, pile, players)"),
    (["--option", "pile"], "error: --option 'pile': write it as NAME=VALUE (e.g. players=3)"),
    (["--players", "5"], "error: option players: 5 is not a whole number from 2 to 3"),
    (["--players", "2", "--option", "players=3"],
     "error: option players: --players and --option players=3 disagree"),
    (["--variant", "board"], "error: --variant is Horse Fever's; Counters takes --option "
     f"NAME=VALUE (see --game {NAME} --help-options)"),
    (["--stars", "on"], "error: --stars is Horse Fever's; Counters takes --option "
     f"NAME=VALUE (see --game {NAME} --help-options)"),
    (["--rounds", "5"], "error: --rounds is Horse Fever's; Counters takes --option "
     f"NAME=VALUE (see --game {NAME} --help-options)"),
    (["--bots", "hard"], "error: Counters has no bot 'hard' (bots: random, smart)"),
    (["--stop-after", "3"], "error: --stop-after needs --save FILE"),
])
def test_a_bad_option_is_one_line_naming_it_and_exit_2(toy, capsys, argv, line) -> None:
    code, out, err = run(capsys, "--headless", "--game", NAME, *argv)
    assert (code, out, err) == (2, [], [line])


def test_an_unknown_game_is_one_line(capsys) -> None:
    code, out, err = run(capsys, "--headless", "--game", "chess")
    assert code == 2 and out == [] and len(err) == 1
    assert err[0].startswith("error: there is no game 'chess' (games: ")
    assert "horse-fever" in err[0]


def test_help_options_lists_every_option(toy, capsys) -> None:
    code, out, err = run(capsys, "--game", NAME, "--help-options")
    assert code == 0 and err == []
    assert out[0] == ("Counters (toy-counters), 2 to 3 players: Take 1 to 3 counters; "
                      "whoever takes the last one wins.")
    assert any(line.split() == ["pile", "int", "default", "15;", "allowed", "5", "to",
                                "40.", "counters", "in", "the", "pile"] for line in out), out
    assert any(line.split()[:4] == ["misere", "bool", "default", "false;"] for line in out)
    assert out[-1] == "bots (--bots, --seats): random, smart"


def test_horse_fever_help_options_and_its_options_reach_its_flags(capsys) -> None:
    code, out, _ = run(capsys, "--help-options")  # --game defaults to horse-fever
    assert code == 0 and out[0].startswith("Horse Fever (horse-fever), 2 to 6 players")
    assert any(line.split()[:3] == ["variant", "choice", "default"] for line in out)
    args = parse_args(["--option", "variant=board", "--option", "stars=on", "--players", "3",
                       "--option", "rounds=5"])
    fill_options(args)  # the window and the saves read these, as before --option
    assert (args.variant, args.stars, args.players, args.rounds) == ("board", "on", 3, 5)
    assert args.game_options == {"variant": "board", "players": 3, "stars": True, "rounds": 5}
    old = parse_args(["--variant", "board", "--stars", "on", "--rounds", "4"])
    fill_options(old)
    assert old.game_options == {"variant": "board", "players": 4, "stars": True, "rounds": 4}


def test_tournament_of_any_game(toy, capsys) -> None:
    code, out, err = run(capsys, "--tournament", "--game", NAME, "--option", "pile=17",
                         "--seats", "smart,random", "--games", "40", "--seed", "2",
                         "--processes", "1")
    assert code == 0, err
    assert out[0].startswith("Tournament: Counters (players=2, pile=17, misere=False), "
                             "40 games (seeds 2..41), seats smart,random rotated;")
    assert out[3].startswith("| smart | 40 | ")
    assert out[-2] == "shared first: 0.0% (0 of 40 games)"
    assert out[-1] == ("Ladder smart > random (non-overlapping 95% intervals): holds")


def test_autoplay_of_a_game_without_a_table_is_one_line(toy, capsys) -> None:
    if window_serves(NAME):
        pytest.skip("the window sets a table for any game now")
    code, out, err = run(capsys, "--autoplay", "--game", NAME)
    assert (code, err) == (2, [f"error: no table for {NAME} yet (play it with --headless)"])


def test_bench_generic_figure_and_the_games_own(toy) -> None:
    f = bench_mod.games_per_second(toy, 0.05)
    assert f["games"] >= 1 and f["value"] > 0 and f["players"] == 2
    assert f["label"] == "Counters: whole 2-player games, random bots (core match driver)"
    out = io.StringIO()
    assert bench_mod.run([toy], 0.02, out) == 0
    lines = out.getvalue().splitlines()
    assert "== Counters (toy-counters)" in lines
    assert any(line.startswith("Counters: whole 2-player games") for line in lines)
    assert any(line.startswith("toy: games") and "goal >= 1: MET" in line for line in lines)


def test_goal_verdicts() -> None:
    assert goal_met(500.0, ">= 500") is True
    assert goal_met(499.0, ">= 1,000") is False
    assert goal_met(12.0, "<= 16 ms") is True
    assert goal_met(1.0, "fast enough") is None


def test_stop_save_resume_any_game_is_the_uninterrupted_game(toy, capsys, tmp_path) -> None:
    common = ["--headless", "--game", NAME, "--option", "pile=25", "--bots", "random,smart"]
    whole, part = tmp_path / "whole.jsonl", tmp_path / "part.jsonl"
    code, out, err = run(capsys, *common, "--seed", "8", "--log", str(whole))
    assert code == 0, err
    save = tmp_path / "toy.json"
    code, stopped, err = run(capsys, *common, "--seed", "8", "--stop-after", "6", "--save",
                             str(save), "--log", str(part), "--autosave",
                             str(tmp_path / "auto.json"))
    assert code == 0 and stopped[0].startswith("stopped after "), err
    doc = json.loads(save.read_text(encoding="utf-8"))
    assert doc["kind"] == "horseburg-save" and doc["history"]["game"] == NAME
    assert (tmp_path / "auto.json").exists() and (tmp_path / "auto.json.bak").exists()
    code, resumed, err = run(capsys, "--headless", "--game", NAME, "--resume", str(save),
                             "--log", str(part))
    assert code == 0, err
    assert resumed == out  # the same result line
    assert part.read_text(encoding="utf-8") == whole.read_text(encoding="utf-8")


def test_a_refused_save_of_any_game_is_one_line(toy, capsys, tmp_path) -> None:
    save = tmp_path / "toy.json"
    assert run(capsys, "--headless", "--game", NAME, "--seed", "1", "--stop-after", "4",
               "--save", str(save))[0] == 0
    doc = json.loads(save.read_text(encoding="utf-8"))
    doc["history"]["actions"][0][1]["count"] = 7  # no one takes 7 counters
    save.write_text(json.dumps(doc), encoding="utf-8")
    code, out, err = run(capsys, "--headless", "--game", NAME, "--resume", str(save))
    assert code == 2 and out == [] and len(err) == 1
    assert err[0].startswith(f"error: {save}: refused: action 0 of ")
    assert "count 7 is out of range (1 to 3)" in err[0]
