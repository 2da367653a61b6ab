"""The rules engine stays pure: no pygame/pymunk, no global random, no file I/O but the loader.

* Importing every module of ``game.rules`` (in a fresh interpreter, with stand-in ``pygame``
  and ``pymunk`` modules on the path so even a guarded import would show) leaves them out
  of ``sys.modules``.
* No module in ``game/rules`` calls the global ``random`` functions (``random.random()``,
  ``random.shuffle(...)``, ``from random import choice``...): only ``random.Random``
  instances, seeded from the game, so that a game replays from its seed.
* Only ``loader.py`` opens files.
"""
from __future__ import annotations

import ast
import json
import os
import pathlib
import subprocess
import sys

import pytest

REPO = pathlib.Path(__file__).resolve().parents[1]
RULES = REPO / "game" / "rules"
RULE_FILES = sorted(RULES.rglob("*.py"))  # the chapters in family/ and board/ too
FORBIDDEN_MODULES = ("pygame", "pymunk", "pygame_gui")

_IMPORT_SCRIPT = r"""
import importlib, json, pkgutil, sys
import game.rules
import game.rules.engine, game.rules.state, game.rules.views, game.rules.serialize
import game.rules.race, game.rules.actions, game.rules.data, game.rules.loader
for m in pkgutil.walk_packages(game.rules.__path__, "game.rules."):
    importlib.import_module(m.name)
from game.rules import Game
from game.rules.loader import load_data
game, events = Game.new(load_data(), ["A", "B", "C"], "family", 1)
while not game.is_over():
    game.apply(game.legal_actions()[0])
print(json.dumps(sorted(m for m in sys.modules
                        if m.split(".")[0] in {forbidden!r})))
"""


def test_rules_import_no_pygame_or_pymunk(tmp_path: pathlib.Path) -> None:
    # Stand-ins that import fine: if the engine imported them, even inside try/except,
    # they would be in sys.modules.
    for name in FORBIDDEN_MODULES:
        (tmp_path / f"{name}.py").write_text("LOADED = True\n", encoding="utf-8")
    env_path = f"{tmp_path}{os.pathsep}{REPO}"
    script = _IMPORT_SCRIPT.format(forbidden=set(FORBIDDEN_MODULES))
    out = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True,
                         text=True, timeout=120,
                         env={**os.environ, "PYTHONPATH": env_path})
    assert out.returncode == 0, out.stderr
    loaded = json.loads(out.stdout.strip().splitlines()[-1])
    assert loaded == [], f"game.rules imported {loaded}"


def _random_misuse(tree: ast.AST) -> list[str]:
    """Names the global-random uses in a module's syntax tree."""
    problems = []
    aliases = set()  # names bound to the random module
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name == "random":
                    aliases.add(a.asname or "random")
                if a.name in ("secrets",):
                    problems.append(f"line {node.lineno}: import {a.name}")
        elif isinstance(node, ast.ImportFrom) and node.module == "random":
            for a in node.names:
                if a.name != "Random":
                    problems.append(f"line {node.lineno}: from random import {a.name}")
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id in aliases and node.attr != "Random":
            problems.append(f"line {node.lineno}: {node.value.id}.{node.attr}")
        if isinstance(node, ast.Attribute) and node.attr == "urandom":
            problems.append(f"line {node.lineno}: urandom")
    return problems


@pytest.mark.parametrize("path", RULE_FILES, ids=lambda p: str(p.relative_to(RULES)))
def test_no_global_random_in_rules(path: pathlib.Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    problems = _random_misuse(tree)
    assert not problems, f"{path.name} uses the global random module: {problems}"


def test_the_random_check_catches_misuse() -> None:
    bad = ("import random\nrandom.shuffle(x)\n", "from random import choice\n",
           "import random as r\nr.random()\n", "import random\nx = random.randrange(3)\n")
    for src in bad:
        assert _random_misuse(ast.parse(src)), src
    good = "import random\nrng = random.Random(7)\nrng.shuffle(x)\nrng.random()\n"
    assert not _random_misuse(ast.parse(good))


def _file_io(tree: ast.AST) -> list[str]:
    problems = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) \
                else ""
            if name in ("open", "read_text", "write_text", "read_bytes", "write_bytes",
                        "print", "input"):
                problems.append(f"line {node.lineno}: {name}()")
    return problems


@pytest.mark.parametrize("path", [p for p in RULE_FILES if p.name != "loader.py"],
                         ids=lambda p: str(p.relative_to(RULES)))
def test_no_file_io_outside_the_loader(path: pathlib.Path) -> None:
    problems = _file_io(ast.parse(path.read_text(encoding="utf-8"), str(path)))
    assert not problems, f"{path.name} does I/O (only loader.py may): {problems}"
