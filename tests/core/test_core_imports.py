"""``game/core`` knows no game: none of its modules imports anything of ``game`` outside
``game.core`` (nor pygame/pymunk). Read from the syntax trees, so an import inside a
function or an ``if`` counts too. The core and the Horse Fever adapter also keep the rules'
purity: no global ``random``, no file I/O."""
from __future__ import annotations

import ast
import pathlib

import pytest

from .test_rules_packages import _file_io, _random_misuse

REPO = pathlib.Path(__file__).resolve().parents[2]
CORE = REPO / "game" / "core"
FORBIDDEN_TOP = ("pygame", "pymunk", "pygame_gui")


def imported_modules(path: pathlib.Path) -> list[str]:
    """Every module a file imports, as absolute dotted names (relative ones resolved)."""
    package = ["game", "core"]  # every file of game/core sits directly in the package
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            out += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            # "from game import horsefever" imports game.horsefever.
            out += [f"{mod}.{alias.name}" if mod in ("game", "game.core") else mod
                    for alias in node.names]
    return out


def test_core_imports_no_game() -> None:
    files = sorted(CORE.glob("*.py"))
    assert len(files) >= 6, "game/core is missing modules"
    bad = []
    for path in files:
        for mod in imported_modules(path):
            top = mod.split(".")
            if top[0] in FORBIDDEN_TOP or (top[0] == "game" and top[:2] != ["game", "core"]):
                bad.append(f"{path.name} imports {mod}")
    assert bad == []


def test_the_checker_sees_relative_and_absolute_imports(tmp_path: pathlib.Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("from ..rules import engine\nfrom . import phases\nimport game.ui\n"
                      "from game import horsefever\ndef f():\n    import pygame\n",
                      encoding="utf-8")
    assert imported_modules(sample) == ["game.rules", "game.core.phases", "game.ui",
                                        "game.horsefever", "pygame"]


# The game adapter's modules; its drivers (benchmark, tournament, headless match) print and
# write logs by design.
DRIVERS = {"bench.py", "tournament.py", "match.py"}
PURE_FILES = sorted(CORE.glob("*.py")) + sorted(
    p for p in (REPO / "game" / "horsefever").glob("*.py") if p.name not in DRIVERS)


@pytest.mark.parametrize("path", PURE_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_global_random_and_no_file_io(path: pathlib.Path) -> None:
    # The rules' own checks (tests/core/test_rules_packages.py), on the core and the game adapter.
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    assert _random_misuse(tree) == [] and _file_io(tree) == []
