"""The command line: the window's flags, and the headless path left exactly as it was."""
from __future__ import annotations

import os
import pathlib
import subprocess
import sys

import main

REPO = pathlib.Path(__file__).resolve().parents[2]


def test_the_window_flags_parse():
    a = main.parse_args(["--autoplay", "--seed", "5", "--players", "3", "--variant", "family",
                         "--speed", "fast", "--screenshots", "shots", "--quit-at-end"])
    assert a.autoplay and a.seed == 5 and a.players == 3 and a.speed == "fast"
    assert a.screenshots == "shots" and a.quit_at_end and not a.headless


def _run(args, tmp_path, timeout=240):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               HORSEBURG_HOME=str(tmp_path / "home"))
    env.pop("HORSE_FEVER_HOME", None)
    return subprocess.run([sys.executable, "main.py", *args], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=timeout)


def test_autoplay_plays_a_whole_game_in_the_window_and_saves_screenshots(tmp_path):
    shots = tmp_path / "shots"
    r = _run(["--autoplay", "--seed", "5", "--players", "3", "--speed", "instant",
              "--screenshots", str(shots), "--quit-at-end"], tmp_path)
    assert r.returncode == 0, r.stderr[-2000:]
    names = sorted(p.name for p in shots.glob("*.png"))
    assert any("first_bet" in n for n in names) and any("payoffs" in n for n in names)
    assert names[-1].endswith("final.png")


def test_headless_still_prints_one_result_line(tmp_path):
    r = _run(["--headless", "--players", "3", "--seed", "5"], tmp_path)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("seed 5 family: winner seat")


def test_autoplay_takes_the_games_options_from_the_command_line():
    """--autoplay --game X --players N --option K=V sets the window's game up with them."""
    from types import SimpleNamespace

    from game.command_line.main import fill_options, parse_args
    from game.ui.app import App, config_from_args

    args = parse_args(["--autoplay", "--game", "bettor-horse", "--players", "4",
                       "--option", "track_conditions=on", "--bots", "hard,normal", "--seed", "3"])
    fill_options(args)
    setup = App.autoplay_setup(SimpleNamespace(cfg=config_from_args(args)))
    assert setup.game == "bettor-horse" and setup.seed == 3
    assert setup.options["players"] == 4 and setup.options["track_conditions"] is True
    assert [s.kind for s in setup.seats] == ["hard", "normal", "hard", "normal"]


def test_autoplay_without_bots_seats_the_games_own_mix():
    """--autoplay without --bots: each game's default mix (GameInfo.default_bots), repeating."""
    from types import SimpleNamespace

    from game.command_line.main import fill_options, parse_args
    from game.core.registry import get_game
    from game.ui.app import App, config_from_args

    for game in ("horse-fever", "finish-line"):
        args = parse_args(["--autoplay", "--game", game, "--players", "4", "--seed", "3"])
        fill_options(args)
        setup = App.autoplay_setup(SimpleNamespace(cfg=config_from_args(args)))
        mix = get_game(game).default_bots
        assert [s.kind for s in setup.seats] == [mix[i % len(mix)] for i in range(4)]
        assert "random" not in mix
