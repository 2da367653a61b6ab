"""Horse Fever's name in the game registry and its rules' version, which the first event of
every game names (``docs/event-log.md``) and a save is checked against."""
from __future__ import annotations

from .data import GameData

NAME = "horse-fever"
RULES_VERSION = "1"  # the engine's rules; raise it when an action means something else


def version(data: GameData) -> str:
    """The rules' version and the data files' identity (the rules live in them too)."""
    return f"{RULES_VERSION}+{data.identity[:16]}"
