"""Ticket Gagnant's rules package is pure: no pygame/pymunk/gettext (even imported), no
global random, no file I/O, no English sentences (reason codes and data only)."""
from __future__ import annotations

import ast
import json
import os
import pathlib
import subprocess
import sys

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
RULES = REPO / "game" / "ticketgagnant" / "rules"
FILES = sorted(RULES.rglob("*.py"))
FORBIDDEN = ("pygame", "pymunk", "pygame_gui", "gettext")

SCRIPT = r"""
import importlib, json, pkgutil, sys
import game.ticketgagnant.rules as R
for m in pkgutil.walk_packages(R.__path__, "game.ticketgagnant.rules."):
    importlib.import_module(m.name)
from game.ticketgagnant.data import game_data
from game.ticketgagnant.rules import engine
from game.ticketgagnant.rules.movement import plays
from game.ticketgagnant.rules.setup import new_state
d = game_data()
s = new_state(d, ["A", "B", "C"], "advanced", "hidden", None, 3, None, [])
while s.phase != "over":
    if s.phase == "race_setup":
        engine.do_setup(d, s, s.turn, 4, "steeplechase", "hidden")
    elif s.phase == "predict":
        engine.do_predict(d, s, s.turn, [1, 2, 3])
    elif s.phase == "discard":
        engine.do_discard(d, s, s.turn, s.hands[s.turn][0])
    else:
        c, h, dst, push = plays(d, d.maps[s.discipline], s.positions, s.hands[s.turn])[0]
        engine.do_play(d, s, s.turn, c, h, dst, push)
print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in {forbidden!r})))
"""


def test_rules_import_no_pygame_pymunk_or_gettext(tmp_path: pathlib.Path) -> None:
    for name in FORBIDDEN:
        if name != "gettext":  # (a stand-in gettext would break the standard library)
            (tmp_path / f"{name}.py").write_text("LOADED = True\n", encoding="utf-8")
    out = subprocess.run([sys.executable, "-c", SCRIPT.format(forbidden=set(FORBIDDEN))],
                         cwd=REPO, capture_output=True, text=True, timeout=120,
                         env={**os.environ, "PYTHONPATH": f"{tmp_path}{os.pathsep}{REPO}"})
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                ids.add(id(first.value))
    return ids


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_no_global_random_io_or_sentences(path: pathlib.Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "random":
            assert all(a.name == "Random" for a in node.names), path.name
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            assert not (node.value.id == "random" and node.attr != "Random"), \
                f"{path.name}:{node.lineno}: global random"
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            assert name not in ("open", "read_text", "print", "input"), \
                f"{path.name}:{node.lineno}: file I/O"
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docs:
            assert len(node.value.split()) < 3, \
                f"{path.name}:{node.lineno}: an English sentence {node.value!r:.40}"
