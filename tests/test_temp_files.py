"""The temp files a run killed while saving leaves behind (``.<name>.*.tmp``) are removed
when the program next starts, window or command line: in the saves, exports and settings
folders, and beside the files the command line names; nothing else is touched."""
from __future__ import annotations

import os
import pathlib
import subprocess
import sys

import pytest

from game.command_line import main as cli

REPO = pathlib.Path(__file__).resolve().parents[1]

LEFT = ("data/saves/.autosave-20250101-120000-ab12.json.3f9a1c2b.tmp",
        "data/saves/.mine.json.a1b2c3d4.bak.tmp", "data/saves/.mine.json.x7_q2m.tmp",
        "data/exports/.game.jsonl.k2j3h4.tmp", "config/.settings.json.p0o9i8.tmp")
KEPT = ("data/saves/mine.json", "data/saves/mine.json.bak", "config/settings.json",
        "data/saves/notes.tmp", "other/.x.json.abc.tmp")


def lay_out(home: pathlib.Path) -> None:
    for name in LEFT + KEPT:
        (home / name).parent.mkdir(parents=True, exist_ok=True)
        (home / name).write_text("{}", encoding="utf-8")


def test_the_command_line_removes_them_at_start(tmp_path: pathlib.Path) -> None:
    home = tmp_path / "home"
    lay_out(home)
    own = tmp_path / "runs"
    own.mkdir()
    (own / ".g.json.abcd1234.tmp").write_text("{", encoding="utf-8")
    (own / ".other.json.abcd1234.tmp").write_text("{", encoding="utf-8")
    env = {**os.environ, "HORSEBURG_HOME": str(home)}
    out = subprocess.run([sys.executable, str(REPO / "main.py"), "--headless", "--game",
                          "bettor-horse", "--seed", "1", "--save", str(own / "g.json")],
                         cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert [n for n in LEFT if (home / n).exists()] == []
    assert all((home / n).exists() for n in KEPT)
    assert sorted(p.name for p in own.iterdir()) == [".other.json.abcd1234.tmp", "g.json"]


def test_the_window_removes_them_at_start(tmp_path: pathlib.Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    lay_out(home)
    monkeypatch.setenv("HORSEBURG_HOME", str(home))
    opened = []
    monkeypatch.setattr(cli, "run_window", lambda args: opened.append(args) or 0)
    assert cli.main([]) == 0 and opened
    assert [n for n in LEFT if (home / n).exists()] == []
    assert all((home / n).exists() for n in KEPT)
