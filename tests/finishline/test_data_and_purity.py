"""The data file's checks (one line naming the file and the key), the rules' purity
(no pygame, pymunk or gettext; no global random; no English), and the words tables."""
from __future__ import annotations

import ast
import json
import os
import pathlib
import re
import subprocess
import sys

import pytest

from game.finishline.data import DataError, load_data, load_file

REPO = pathlib.Path(__file__).resolve().parents[2]
RULES = REPO / "game" / "finishline" / "rules"
SOURCE = (REPO / "data" / "finish_line.toml").read_text(encoding="utf-8")


def broken(tmp_path: pathlib.Path, text: str) -> str:
    p = tmp_path / "finish_line.toml"
    p.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as e:
        load_file(p)
    line = str(e.value)
    assert "\n" not in line and line.startswith(f"{p.as_posix()}: ")
    return line


def test_broken_data_names_file_and_key(tmp_path: pathlib.Path) -> None:
    assert "game.side_bet" in broken(tmp_path, SOURCE.replace("side_bet = 500", "side_bet = 'x'"))
    assert "game.bet_step: missing key" in broken(tmp_path, SOURCE.replace("bet_step = 100", ""))
    assert "odds.race2" in broken(tmp_path, SOURCE.replace("race2 = [15, 10,", "race2 = [15,"))
    assert "dice[1].count: expected a whole number from 1 to 10" in broken(tmp_path, SOURCE.replace("count = 10", "count = 'ten'"))
    assert "tile[1].trait" in broken(tmp_path, SOURCE.replace('trait = ""', 'trait = "Q"', 1))
    assert "tile[1].number: must be from 1 to 99 (a horse's number on its tile), found 1000" in broken(
        tmp_path, SOURCE.replace("number = 1\n", "number = 1000\n", 1))
    assert "face.blank.effect" in broken(
        tmp_path, SOURCE.replace('blank = { effect = "blank" }', 'blank = { effect = "x" }'))
    assert "file not found" in broken_missing(tmp_path)
    assert "invalid TOML" in broken(tmp_path, SOURCE + "\n[[[")


def broken_missing(tmp_path: pathlib.Path) -> str:
    with pytest.raises(DataError) as e:
        load_file(tmp_path / "nowhere" / "finish_line.toml")
    return str(e.value)


def test_data_counts_and_house_rulings() -> None:
    d = load_data()
    assert len(d.dice) == 27 and len(d.tiles) == 24
    assert sum(1 for x in d.dice if x["colour"] == "yellow") <= 7
    assert all(x["faces"].count("horseshoe") == 4 for x in d.dice if x["colour"] == "white")
    keys = {r["key"] for r in d.rulings}
    for k in ("dice", "odds", "tiles", "slots", "outsider_bonus", "disqualified_bets",
              "second_horse", "skip", "side_bet_two_players", "photo_finish",
              "dead_even_places"):
        assert k in keys


SCRIPT = r"""
import importlib, json, pkgutil, sys
import game.finishline.rules as r
for m in pkgutil.walk_packages(r.__path__, "game.finishline.rules."):
    importlib.import_module(m.name)
from game.finishline.rules import Engine
from game.finishline.data import load_data
e, _ = Engine.new(load_data(), ["A", "B"], ["", ""], 1)
print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in
                        ("pygame", "pymunk", "pygame_gui", "gettext"))))
"""


def test_data_names_are_interned() -> None:
    """The names the rules compare with their literals and look up at every decision
    (effects, faces, colours, die ids, traits) are the interned objects, so a literal
    such as ``"horseshoe"`` or ``"white"`` is the very same object (equal values either
    way: this is the speed the rules count on, not their meaning)."""
    data = load_data()
    names = [data.homestretch_colour]
    for face, entry in data.faces.items():
        names += [face, entry["effect"]]
    for d in data.dice:
        names += [d["id"], d["colour"], *d["faces"]]
    names += [t["trait"] for t in data.tiles.values()]
    names += list(data.die_colour.values())
    assert all(sys.intern(n) is n for n in names)
    literal = "horseshoe"  # (a name-like literal: interned by the compiler)
    assert data.faces[literal]["effect"] is literal


def test_rules_import_no_pygame_pymunk_or_gettext(tmp_path: pathlib.Path) -> None:
    for name in ("pygame", "pymunk", "pygame_gui"):
        (tmp_path / f"{name}.py").write_text("LOADED = True\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": f"{tmp_path}{os.pathsep}{REPO}"}
    out = subprocess.run([sys.executable, "-c", SCRIPT], env=env, cwd=REPO,
                         capture_output=True, text=True, check=True)
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []


def test_rules_use_no_global_random_and_no_sentences() -> None:
    for path in RULES.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                    and node.value.id == "random" and node.attr != "Random":
                pytest.fail(f"{path.name}: random.{node.attr}")
            if isinstance(node, ast.ImportFrom) and node.module == "random":
                pytest.fail(f"{path.name}: from random import")
            if isinstance(node, ast.ImportFrom) and node.module and "i18n" in node.module:
                pytest.fail(f"{path.name}: imports i18n")


def test_every_refusal_code_has_words() -> None:
    from game.finishline.words import REFUSALS
    codes = set()
    for path in RULES.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        codes |= set(re.findall(r'return \(?"([a-z_]+)", \{', text))
        codes |= set(re.findall(r'FinishLineError\("([a-z_]+)"', text))
        codes |= set(re.findall(r'problem = "([a-z_]+)", \{', text))
        codes |= set(re.findall(r'\("(steady_no_\w+)"', text))
    assert codes and not codes - set(REFUSALS), codes - set(REFUSALS)


def test_house_rulings_marked_for_the_rules_help() -> None:
    from game.finishline.words import face_help, house_rulings
    lines = house_rulings()
    assert lines == [r["note"] for r in load_data().rulings]  # (the help marks each)
    for face in load_data().faces:
        assert face_help(face) != face
