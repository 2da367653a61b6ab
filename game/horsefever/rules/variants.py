"""The variants' table: the state's ``variant`` names the rules the engine runs.

``machine.variant_of(state)`` reads this table; nothing else registers anything.
"""
from __future__ import annotations

from .board import BOARD_GAME
from .family import FAMILY_GAME
from .machine import Variant

VARIANTS: dict[str, Variant] = {FAMILY_GAME.name: FAMILY_GAME, BOARD_GAME.name: BOARD_GAME}

# Every decision phase of either variant and the rulebook section its refusals name.
RULE_NAMES: dict[str, str] = {key: p.rule for v in VARIANTS.values()
                              for key, p in v.phases.items()}
# Every step name of either variant (a save's ``steps`` must name known ones).
STEP_NAMES: frozenset[str] = frozenset(name for v in VARIANTS.values() for name in v.steps)
