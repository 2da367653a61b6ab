"""``tools/lesson_seed.py``: it finds a lesson's seed by playing the lesson headless."""
from __future__ import annotations

import importlib.util
import pathlib

import pytest

from game.services.lesson_files import load_lesson

from .test_lessons import GAMES

REPO = pathlib.Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location("lesson_seed", REPO / "tools" / "lesson_seed.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("game", GAMES)
def test_the_tool_finds_the_files_seed(game, capsys):
    seed = load_lesson(game).seed
    assert _tool().main([game, "--first", str(seed), "--last", str(seed)]) == 0
    out = capsys.readouterr().out
    assert f"the file's seed {seed} fits" in out and f"seed {seed}\n" in out


def test_the_tool_names_an_unknown_game(capsys):
    assert _tool().main(["no-such-game"]) == 2
    assert "no game 'no-such-game'" in capsys.readouterr().out
