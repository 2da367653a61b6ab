"""No module under game/ is over 500 lines: one job a module, small enough to hold in one's head.

(The rules' chapters have their own, stricter checks in test_rule_chapters.py.)
"""
from __future__ import annotations

from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"
LIMIT = 500


def test_no_module_under_game_is_over_500_lines() -> None:
    too_long = {str(p.relative_to(GAME.parent)): n
                for p in sorted(GAME.rglob("*.py"))
                if (n := len(p.read_text(encoding="utf-8").splitlines())) > LIMIT}
    assert not too_long, f"over {LIMIT} lines: {too_long}"
