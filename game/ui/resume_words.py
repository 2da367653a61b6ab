"""A save in words (the Resume list, Continue on the title) and continuing one through its
game's presentation.

Every line names its game (``game_title``): a save's metadata has the game's registry name
(``meta["game"]``); a save written before it had one is Horse Fever's. Apart from the scenes
so the title and Resume share it without importing each other.
"""
from __future__ import annotations

from typing import Any

from .. import saves as core
from ..core.registry import SetupError, get_game
from .plugin import presentation
from .saves import one_line

DEFAULT_GAME = "horse-fever"  # the saves from before the game was written down
VARIANTS = {"family": "Family Game", "board": "Board Game"}


def game_of(meta: dict[str, Any]) -> str:
    """The registry name of a save's game."""
    name = meta.get("game") if isinstance(meta, dict) else None
    return name if isinstance(name, str) and name else DEFAULT_GAME


def game_title(meta: dict[str, Any]) -> str:
    """"Horse Fever": the title of a save's game (its name if it is not installed)."""
    try:
        return get_game(game_of(meta)).title
    except SetupError:
        return game_of(meta)


def players_line(meta: dict[str, Any]) -> str:
    """The players as "Ada, Bruno (hard bot), Carla (simple bot)"."""
    out = []
    for pl in meta.get("players", []):
        kind = pl.get("kind") or "human"
        name = str(pl.get("name", "?"))
        out.append(name if kind == "human" else f"{name} ({kind} bot)")
    return ", ".join(out)


def state_line(meta: dict[str, Any]) -> str:
    """The game, its variant, round and who is to play:
    "Horse Fever · Family Game · round 3 of 6 · Ada to play"."""
    what = game_title(meta)
    if "variant" in meta:
        what += " · " + VARIANTS.get(meta.get("variant"), str(meta.get("variant")))
        if meta.get("stars"):
            what += " with star cards"
    players = meta.get("players", [])
    if meta.get("over"):
        winner = meta.get("winner")
        who = next((p.get("name") for p in players if p.get("seat") == winner), None)
        return f"{what} · finished" + (f" · {who} won" if who else "")
    parts = [what]
    if meta.get("round") is not None:
        parts.append(f"round {meta.get('round')}" + (f" of {meta['rounds']}" if meta.get("rounds") else ""))
    seat = meta.get("to_move")
    who = next((p for p in players if p.get("seat") == seat), None)
    if who is not None:
        parts.append(f"{who.get('name')} to play")
    return " · ".join(parts)


def continue_save(app: Any, info: core.SaveInfo) -> str:
    """Loads a save and puts its game on the table through the game's presentation;
    "" or why it cannot (one line)."""
    try:
        table = presentation(game_of(info.meta)).resume_table(
            app, {"path": info.path, "autosave": info.autosave, "meta": info.meta})
    except KeyError as exc:
        return f"Cannot resume {info.path.name}: {exc.args[0] if exc.args else exc}"
    except Exception as exc:  # noqa: BLE001 - a save the window cannot continue
        return one_line(exc)
    app.to_title()
    app.stack.push(table)
    return ""
