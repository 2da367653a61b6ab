"""Bettor Horse: the rules package is pure, the data file is checked, the words and bots
follow the contract."""
from __future__ import annotations

import ast
import json
import os
import pathlib
import subprocess
import sys
import tomllib

import pytest

from game.bettorhorse import words
from game.bettorhorse.bots import BOT_KINDS, make_bot
from game.bettorhorse.data import DataError, game_data, load, parse
from game.bettorhorse.game import BettorHorseGame
from game.services.resources import data_dir

REPO = pathlib.Path(__file__).resolve().parents[2]
RULES = REPO / "game" / "bettorhorse" / "rules"
FORBIDDEN = ("pygame", "pymunk", "pygame_gui", "gettext")

SCRIPT = r"""
import importlib, json, pkgutil, sys
import game.bettorhorse.rules as r
for m in pkgutil.walk_packages(r.__path__, "game.bettorhorse.rules."):
    importlib.import_module(m.name)
print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in %r)))
"""


def test_rules_import_no_pygame_pymunk_or_gettext(tmp_path: pathlib.Path) -> None:
    for name in FORBIDDEN:
        (tmp_path / f"{name}.py").write_text("LOADED = True\n", encoding="utf-8")
    out = subprocess.run([sys.executable, "-c", SCRIPT % (set(FORBIDDEN),)], cwd=REPO,
                         capture_output=True, text=True, timeout=120,
                         env={**os.environ, "PYTHONPATH": f"{tmp_path}{os.pathsep}{REPO}"})
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []


@pytest.mark.parametrize("path", sorted(RULES.glob("*.py")), ids=lambda p: p.name)
def test_rules_use_no_global_random_and_no_files(path: pathlib.Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            assert node.module != "random" or all(a.name == "Random" for a in node.names)
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            assert not (node.value.id == "random" and node.attr != "Random"), node.lineno
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in ("open", "print", "input"), node.lineno


def raw() -> dict:
    return tomllib.loads((data_dir() / "bettor_horse.toml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("breaks,key", [
    (lambda d: d["game"].pop("bets"), "game.bets"),
    (lambda d: d["deck"]["cards"][3].pop("speed"), "deck.cards[4].speed"),
    (lambda d: d["deck"]["cards"][5].update(back="muddy"), "deck.cards[6].back"),
    (lambda d: d["deck"]["cards"][0].update(speed=0), "deck.cards[1].speed"),
    (lambda d: d["rulings"]["pool"].pop("note"), "rulings.pool.note"),
    (lambda d: d["rulings"].pop("sudden_death"), "rulings.sudden_death"),
    (lambda d: d["rulings"]["sudden_death"].update(chosen_rounds=21),
     "rulings.sudden_death.chosen_rounds"),
    (lambda d: d["rulings"]["sudden_death"].update(max_rounds=0),
     "rulings.sudden_death.max_rounds"),
    (lambda d: d["schedule"]["final_part_two"].update({"4": [[1, 2], [1, 3]]}),
     "schedule.final_part_two.4"),
    (lambda d: d["colours"][2].update(code="R"), "colours"),
])
def test_a_broken_key_is_one_line_naming_file_and_key(breaks, key: str) -> None:
    d = raw()
    breaks(d)
    with pytest.raises(DataError) as e:
        parse(d)
    text = str(e.value)
    assert "\n" not in text and text.startswith("data/bettor_horse.toml: ") and key in text


def test_missing_file(tmp_path: pathlib.Path) -> None:
    with pytest.raises(DataError) as e:
        load(tmp_path / "bettor_horse.toml")
    assert "bettor_horse.toml" in str(e.value) and "\n" not in str(e.value)


def test_the_house_deck() -> None:
    d = game_data()
    speeds = [c.speed for c in d.deck]
    assert len(d.deck) == 24 and min(speeds) == 1 and speeds.count(8) == 2
    assert [c.speed for c in d.deck if c.mudder] == [5]
    assert all(c.sure == (c.speed == 8) for c in d.deck)
    for s in set(speeds):  # backs as even as each speed's count allows
        wet = sum(c.back == "wet" for c in d.deck if c.speed == s)
        assert abs(2 * wet - speeds.count(s)) <= 1
    assert sum(c.back == "wet" for c in d.deck) == 12
    assert all(r.note for r in d.rulings.values())


def test_every_event_has_words_and_every_bot_plays_from_its_view() -> None:
    for seed in range(6):
        game, events = BettorHorseGame.new({"players": (2, 4)[seed % 2],
                                            "track_conditions": True}, seed)
        bots = [make_bot(BOT_KINDS[(seed + i) % 4], seed, i) for i in range(len(events[0]["players"]))]
        names = [p["name"] for p in events[0]["players"]]
        while not game.is_over():
            d = game.decision()
            bot = bots[d.seat]
            state = bot.random_state()
            bot.set_random_state(json.loads(json.dumps(state)))
            events += game.apply(bot.choose(game.view(d.seat)))
            assert bot.reason_text() and "\n" not in bot.reason_text()
        for ev in events:
            line = words.event_line(ev, names)
            assert line and line != ev["type"] and "\n" not in line
            assert words.event_line(game.redact(ev, 0), names)
        assert game.standings()[0].place == 1


def test_every_house_ruling_has_its_help_line() -> None:
    lines = words.house_rulings(game_data())
    assert len(lines) == len(game_data().rulings) >= 8
    assert sorted(lines) == sorted(r.note for r in game_data().rulings.values())
