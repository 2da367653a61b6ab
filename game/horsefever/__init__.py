"""Horse Fever (Cranio Creations, 2009/2017): the Family Game and the Board Game, 2-6 players.

Its rules are ``rules/`` (the engine, one module per rulebook chapter), its bots ``bots/``
and their race estimator ``tipster/``; ``game.py``, ``actions.py``, ``phases.py`` and
``secrecy.py`` put the engine behind the game contract (``game.core.contract``), and
``entry.py`` registers it. This package imports none of them: a module of it asked for alone
(the lane numbers the shell's palette shares) brings no engine, bots or data.
"""
from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    """``game.horsefever.INFO``: the registry's entry, made when first asked for (and
    ``NAME``, its registry name)."""
    if name == "INFO":
        from .entry import INFO
        return INFO
    if name == "NAME":
        from .rules.identity import NAME
        return NAME
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
