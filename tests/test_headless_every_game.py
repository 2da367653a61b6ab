"""One headless path for every game (``game/command_line/main.py``, ``game/saves/headless.py``): without
``--bots`` each game seats its default mix; a save made with ``--stop-after`` resumes with
``--resume FILE`` alone (the save names its game, options and seats), the saved part of the
log and the rest making the uninterrupted game; a ``--game`` that disagrees with the save is
refused in one line, exit code 2."""
from __future__ import annotations

import pytest

from game.command_line.main import main
from game.core.registry import get_game
from game.saves.files import read_log

SHORT = {"horse-fever": ["--players", "2", "--rounds", "3"], "bettor-horse": [],
         "ticket-gagnant": ["--players", "2", "--option", "races=2"],
         "finish-line": ["--players", "2"]}


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HORSEBURG_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("HORSE_FEVER_HOME", raising=False)


def run(capsys, *argv: str) -> tuple[int, list[str], list[str]]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out.splitlines(), err.splitlines()


@pytest.mark.parametrize("name", sorted(SHORT))
def test_a_stopped_game_resumes_from_its_save_alone(name, capsys, tmp_path):
    game = ["--headless", "--game", name, *SHORT[name], "--seed", "5"]
    whole, part, save = tmp_path / "whole.jsonl", tmp_path / "part.jsonl", tmp_path / "s.json"
    code, line, err = run(capsys, *game, "--log", str(whole))
    assert code == 0, err
    events = read_log(whole)
    mix = list(get_game(name).default_bots)
    assert [s["bot"] for s in events[0]["seats"]] == [mix[i % len(mix)] for i in
                                                      range(len(events[0]["seats"]))]
    assert "random" not in mix
    code, stopped, err = run(capsys, *game, "--stop-after", str(len(events) // 2), "--save",
                             str(save), "--log", str(part))
    assert code == 0 and stopped[0].startswith("stopped after "), err
    code, resumed, err = run(capsys, "--headless", "--resume", str(save), "--log", str(part))
    assert (code, resumed, err) == (0, line, [])
    assert read_log(part) == events  # the saved part and the rest: the whole game
    assert part.read_text(encoding="utf-8") == whole.read_text(encoding="utf-8")
    other = next(n for n in sorted(SHORT) if n != name)
    code, out, err = run(capsys, "--headless", "--game", other, "--resume", str(save))
    assert (code, out) == (2, [])
    assert err == [f"error: {save}: a save of {name}, not of {other} (--game)"]
