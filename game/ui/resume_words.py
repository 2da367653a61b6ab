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
from ..i18n import N_, _
from .plugin import presentation
from .saves import one_line

DEFAULT_GAME = "horse-fever"  # the saves from before the game was written down
VARIANTS = {"family": N_("Family Game"), "board": N_("Board Game")}


def game_of(meta: dict[str, Any]) -> str:
    """The registry name of a save's game."""
    name = meta.get("game") if isinstance(meta, dict) else None
    return name if isinstance(name, str) and name else DEFAULT_GAME


def game_title(meta: dict[str, Any]) -> str:
    """"Horse Fever": the title of a save's game (its name if it is not installed)."""
    try:
        return _(get_game(game_of(meta)).title)
    except SetupError:
        return game_of(meta)


def players_line(meta: dict[str, Any]) -> str:
    """The players as "Ada, Bruno (hard bot), Carla (simple bot)"."""
    out = []
    for pl in meta.get("players", []):
        kind = pl.get("kind") or "human"
        name = str(pl.get("name", "?"))
        out.append(name if kind == "human" else _("{name} ({kind} bot)").format(name=name, kind=kind))
    return ", ".join(out)


def state_line(meta: dict[str, Any]) -> str:
    """The game, its variant, round and who is to play:
    "Horse Fever · Family Game · round 3 of 6 · Ada to play"."""
    what = game_title(meta)
    if "variant" in meta:
        variant = meta.get("variant")
        what += " · " + (_(VARIANTS[variant]) if variant in VARIANTS else str(variant))
        if meta.get("stars"):
            what = _("{game} with star cards").format(game=what)
    players = meta.get("players", [])
    if meta.get("over"):
        winner = meta.get("winner")
        who = next((p.get("name") for p in players if p.get("seat") == winner), None)
        return (_("{game} · finished · {name} won").format(game=what, name=who) if who
                else _("{game} · finished").format(game=what))
    parts = [what]
    if meta.get("round") is not None:
        parts.append(_("round {n} of {total}").format(n=meta.get("round"), total=meta["rounds"])
                     if meta.get("rounds") else _("round {n}").format(n=meta.get("round")))
    seat = meta.get("to_move")
    who = next((p for p in players if p.get("seat") == seat), None)
    if who is not None:
        parts.append(_("{name} to play").format(name=who.get("name")))
    return " · ".join(parts)


def continue_save(app: Any, info: core.SaveInfo) -> str:
    """Loads a save and puts its game on the table through the game's presentation;
    "" or why it cannot (one line)."""
    try:
        table = presentation(game_of(info.meta)).resume_table(
            app, {"path": info.path, "autosave": info.autosave, "meta": info.meta})
    except KeyError as exc:
        return _("Cannot resume {file}: {problem}").format(file=info.path.name, problem=exc.args[0] if exc.args else exc)
    except Exception as exc:  # noqa: BLE001 - a save the window cannot continue
        return one_line(exc)
    app.to_title()
    app.stack.push(table)
    return ""
