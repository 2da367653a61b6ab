"""The rules read like the rulebook: one module per chapter, each variant's rules as data.

* Every module under game/horsefever/rules/ is under 500 lines and its docstring names what it
  implements; each chapter of family/ and board/ names its rulebook section.
* The variants are data (``machine.Variant``): each round script's steps and each phase are
  in the variant's own tables, the Family Game's tables hold nothing of the Board Game, and
  no module under game/horsefever/rules/ writes into another module's globals (as board.py once did to
  engine.py's dicts when imported).
"""
from __future__ import annotations

import ast
import pathlib

import pytest

from game.horsefever.rules.family import FAMILY_GAME
from game.horsefever.rules.machine import END_ROUND
from game.horsefever.rules.state import BOARD, FAMILY
from game.horsefever.rules.variants import VARIANTS

RULES = pathlib.Path(__file__).resolve().parents[2] / "game" / "horsefever" / "rules"


def _modules() -> list[pathlib.Path]:
    return sorted(RULES.rglob("*.py"))


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(RULES)))
def test_each_rules_module_is_short_and_says_what_it_is(path: pathlib.Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count("\n") <= 500, f"{path.name} has {text.count(chr(10))} lines (500 at most)"
    doc = ast.get_docstring(ast.parse(text))
    assert doc, f"{path} has no module docstring"
    if path.parent.name in ("family", "board") and path.name not in ("__init__.py",
                                                                       "common.py"):
        assert "rulebook" in doc.split("\n\n")[0], \
            f"{path.parent.name}/{path.name}'s docstring names no rulebook section"


def test_no_rules_module_writes_into_another_modules_globals() -> None:
    """``import x`` / ``from . import x`` then ``x.NAME[...] = ...``, ``x.NAME = ...`` or
    ``x.NAME.update(...)`` at a module's top level: the old import-time registration."""
    found = []
    for path in _modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        modules = set()
        for node in tree.body:
            if isinstance(node, ast.Import):
                modules |= {(a.asname or a.name).split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom):
                modules |= {a.asname or a.name for a in node.names}
        for node in ast.walk(tree):
            targets: list[ast.expr] = []
            if isinstance(node, (ast.Assign, ast.AugAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                  and node.func.attr in ("update", "setdefault", "append", "extend")):
                targets = [node.func.value]
            for t in targets:
                while isinstance(t, (ast.Subscript, ast.Attribute)):
                    inner = t.value
                    if isinstance(inner, ast.Name) and inner.id in modules \
                            and isinstance(t, ast.Attribute) and t.attr.isupper():
                        found.append(f"{path.relative_to(RULES)}:{node.lineno}")
                    t = inner
    assert not found, f"module globals written from another module: {found}"


@pytest.mark.parametrize("variant", [FAMILY, BOARD])
def test_a_variants_round_script_and_phases_are_its_own_tables(variant: str) -> None:
    rules = VARIANTS[variant]
    assert rules.name == variant
    assert rules.round_script[-1] == END_ROUND
    missing = [step for step in rules.round_script if step not in rules.steps]
    assert not missing, f"steps of the {variant} round script without a function: {missing}"
    for key, phase in rules.phases.items():
        assert phase.rule and callable(phase.describe) and callable(phase.handle), key


def test_the_family_game_holds_nothing_of_the_board_game() -> None:
    board = VARIANTS[BOARD]
    assert set(FAMILY_GAME.steps) < set(board.steps)
    assert set(FAMILY_GAME.phases) < set(board.phases)
    assert "purchase" not in FAMILY_GAME.steps and "purchase" not in FAMILY_GAME.phases
    assert FAMILY_GAME.setup is None and FAMILY_GAME.final_stage is None
    assert FAMILY_GAME.horse_effects is None and FAMILY_GAME.reveal_odds_extra is None
