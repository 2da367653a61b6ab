"""The window's ``--resume FILE`` and ``--log FILE`` (``game/ui/command_line_game.py``,
issue 30): for each of the four games a bots' save made with ``--headless --stop-after N
--save``, opened with ``main.py --resume FILE --autoplay --speed instant --quit-at-end --log
F``, plays to the end, and the saved part of the log plus F is the uninterrupted headless
game of the same seed, event for event; a ``--game`` that disagrees and a damaged save are
one line each, exit code 2, before any window opens."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.registry import get_game
from game.saves.files import read_log

REPO = Path(__file__).resolve().parents[2]
SHORT = {"horse-fever": ["--players", "2", "--rounds", "3"], "bettor-horse": [],
         "ticket-gagnant": ["--players", "2", "--option", "races=2"],
         "finish-line": ["--players", "2"]}


def main_py(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               HORSEBURG_HOME=str(tmp_path / "home"), PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run([sys.executable, "main.py", *args], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("name", sorted(SHORT))
def test_the_window_resumes_a_bots_save_and_logs_the_rest_of_the_game(name, tmp_path):
    game = ["--headless", "--game", name, *SHORT[name], "--seed", "3"]
    whole, part, rest = (tmp_path / f"{n}.jsonl" for n in ("whole", "part", "rest"))
    save = tmp_path / "s.json"
    done = main_py(tmp_path, *game, "--log", str(whole))
    assert done.returncode == 0, done.stderr
    n = len(read_log(whole)) // 2  # stopped half-way: the window plays the other half
    done = main_py(tmp_path, *game, "--stop-after", str(n), "--save", str(save),
                   "--log", str(part))
    assert done.returncode == 0 and done.stdout.startswith("stopped after "), done.stderr
    done = main_py(tmp_path, "--resume", str(save), "--autoplay", "--speed", "instant",
                   "--quit-at-end", "--log", str(rest))
    assert done.returncode == 0, done.stderr
    saved, after = read_log(part), read_log(rest)
    assert saved and after and after[-1]["type"] == "game_end"
    assert after[0]["seq"] == saved[-1]["seq"] + 1  # seq goes on from the save
    assert saved + after == read_log(whole)
    assert part.read_text("utf-8") + rest.read_text("utf-8") == whole.read_text("utf-8")


def test_a_save_of_another_game_or_a_damaged_one_is_one_line_before_the_window(tmp_path):
    save = tmp_path / "s.json"
    done = main_py(tmp_path, "--headless", "--game", "finish-line", "--players", "2",
                   "--seed", "1", "--stop-after", "5", "--save", str(save))
    assert done.returncode == 0, done.stderr
    other = get_game("ticket-gagnant").name
    done = main_py(tmp_path, "--resume", str(save), "--game", other)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines() == [
        f"error: {save}: a save of finish-line, not of {other} (--game)"]
    save.write_text('{"kind": "horseburg-save", "format": 2, "history": ', encoding="utf-8")
    done = main_py(tmp_path, "--resume", str(save), "--autoplay")
    assert done.returncode == 2 and done.stdout == "" and "Traceback" not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {save}: "), lines


def test_a_hot_seat_save_opens_on_a_pass_screen_and_autoplay_seats_bots_there(tmp_path):
    import pygame  # noqa: F401  (the window's tests: conftest set the dummy drivers)

    from game.core.match import default_kinds
    from game.ui.app import App, AppConfig
    from game.ui.plugin import GameSetup, SeatChoice

    name = "finish-line"
    app = App(AppConfig(speed="instant", autosave=True))
    seats = (SeatChoice("Ada"), SeatChoice("Bruno"))  # two people: hot seat
    assert app.start(GameSetup(name, {"players": 2}, seats, 4)) is None
    save = app.find("table").session.autosaver.path
    assert save.exists()
    shown = App(AppConfig(speed="instant", autosave=False, resume=save, game=name))
    for _ in range(50):  # (the table opens its pass screen at its first frames)
        shown.step(0.1, [])
        if shown.stack.top.name != "table":
            break
    top = shown.stack.top
    assert top.name != "table" and hasattr(top, "ready")  # the pass screen comes first
    assert shown.find("table").session.view_seat is None  # no one's hand shown before it
    log = tmp_path / "rest.jsonl"
    bots = App(AppConfig(speed="instant", autosave=False, resume=save, game=name,
                         autoplay=True, quit_at_end=True, bots=[], log=log))
    session = bots.find("table").session
    mix = default_kinds(get_game(name))
    assert session.humans == [] and session.kinds == [mix[0], mix[1 % len(mix)]]
    for _ in range(20000):
        if not bots.running:
            break
        bots.step(0.1, [])
    assert not bots.running and bots.exit_code == 0
    events = read_log(log)
    assert events[-1]["type"] == "game_end" and events == session.events[-len(events):]
    assert events[0]["seq"] == len(session.events) - len(events) + 1
