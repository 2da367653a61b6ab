"""The setup screen's memory: each game's last choices in settings.last_setup, read and written.

The stored shape: ``{"game": name, name: {"players", "names", "kinds", "options", "presets"}}``
per game. Settings written before "Choose a game" held Horse Fever's choices flat at the top
level; they are read once as that game's (the one game there was then).
"""
from __future__ import annotations

from typing import Any

from ...catalogue import FIRST_GAME

# The keys of the flat format before "Choose a game" (dropped when a choice is remembered).
_LEGACY = ("players", "names", "kinds", "variant", "stars", "round_preset", "rounds")
_FLAT_GAME = FIRST_GAME  # the only game the flat format was ever written for


def remembered_setup(last_setup: dict[str, Any] | None, game: str,
                     choices: dict[str, Any]) -> dict[str, Any]:
    """``last_setup`` with ``game``'s choices replaced and that game marked the last one."""
    last = dict(last_setup or {})
    for legacy in _LEGACY:
        last.pop(legacy, None)
    last["game"] = game
    last[game] = choices
    return last


def recalled_setup(last_setup: dict[str, Any] | None, game: str) -> dict[str, Any] | None:
    """``game``'s remembered choices (unchecked: the caller checks each), or None."""
    last = last_setup or {}
    mine = last.get(game)
    if not isinstance(mine, dict) and game == _FLAT_GAME and "variant" in last:
        mine = _from_flat(last)
    return mine if isinstance(mine, dict) else None


def _from_flat(last: dict[str, Any]) -> dict[str, Any]:
    """The flat format's choices in today's shape."""
    options = {k: last[k] for k in ("variant", "stars") if k in last}
    presets = {}
    if last.get("round_preset") in ("short", "long"):
        presets["rounds"] = last["round_preset"]
    elif last.get("round_preset") == "rounds":
        presets["rounds"] = "std"
    elif isinstance(last.get("rounds"), int):
        options["rounds"] = last["rounds"]
    return {"players": last.get("players"), "names": last.get("names", []),
            "kinds": last.get("kinds", []), "options": options, "presets": presets}
