"""A save in words (the Resume list, Continue on the title) and continuing one through its
game's presentation.

Every line names its game, its players and where it stands, never a file name:
"Ticket Gagnant · Ada, Bruno, Carla · race 3 of 4, Bruno to play". The game is the save's
``meta["game"]`` (the listing checked the summary against the history, or rebuilt it from
the history: ``game/saves/summary.py``; so it is always there), its title from the
registry; where the game stands is said by the game's presentation (``save_words(meta)``,
an optional hook of ``game/ui/plugin.py``: "race 3 of 4"); who is to play, or who won, is
the shell's. Apart from the scenes so the title and Resume share it without importing
each other.
"""
from __future__ import annotations

from typing import Any

from .. import saves as core
from ..services.bot_words import level_name
from ..core.registry import SetupError, get_game
from ..net.hosting import hosted_note
from ..services.i18n import _
from .plugin import presentation
from .saves import one_line

def game_of(meta: dict[str, Any]) -> str:
    """The registry name of a save's game ("" for a damaged save's empty summary)."""
    name = meta.get("game") if isinstance(meta, dict) else None
    return name if isinstance(name, str) else ""


def game_title(meta: dict[str, Any]) -> str:
    """"Horse Fever": the title of a save's game (its name if it is not installed)."""
    try:
        return _(get_game(game_of(meta)).title)
    except SetupError:
        return game_of(meta)


def _players(meta: dict[str, Any]) -> list[dict[str, Any]]:
    players = meta.get("players") if isinstance(meta, dict) else None
    return [p for p in players if isinstance(p, dict)] if isinstance(players, list) else []


def players_line(meta: dict[str, Any]) -> str:
    """The players as "Ada, Bruno (hard bot), Carla (simple bot)"."""
    out = []
    for pl in _players(meta):
        kind = pl.get("kind") or "human"
        name = str(pl.get("name", "?"))
        out.append(name if kind == "human" else _("{name} ({kind} bot)").format(name=name, kind=level_name(kind)))
    return ", ".join(out)


def stands_words(meta: dict[str, Any]) -> str:
    """Where the game stands in its own words ("race 3 of 4"), from its presentation's
    ``save_words``; "" when the game has none (or is not installed here)."""
    try:
        words = getattr(presentation(game_of(meta)), "save_words", None)
    except KeyError:
        return ""
    if words is None:
        return ""
    try:
        return str(words(meta) or "")
    except Exception:  # noqa: BLE001 - a damaged summary must not stop the list
        return ""


def _name(meta: dict[str, Any], seat: Any) -> str | None:
    return next((str(p.get("name")) for p in _players(meta) if p.get("seat") == seat), None)


def where_line(meta: dict[str, Any]) -> str:
    """Where it stands and who is to play: "race 3 of 4, Bruno to play"; at the end
    "finished, Ada won" (every winner named: a shared first place too)."""
    parts = [w for w in (stands_words(meta),) if w]
    if meta.get("over"):
        won = meta.get("winners")
        seats = won if isinstance(won, list) else [meta.get("winner")]
        names = [n for n in (_name(meta, s) for s in seats) if n]
        parts.append(_("finished, {names} won").format(names=", ".join(names)) if names
                     else _("finished"))
    else:
        who = _name(meta, meta.get("to_move"))
        if who is not None:
            parts.append(_("{name} to play").format(name=who))
        note = hosted_note(meta)
        if note is not None:  # (its Continue hosts it again)
            parts.append(_("hosted by you at table {code}").format(code=note["code"]))
    return ", ".join(parts)


def save_line(meta: dict[str, Any]) -> str:
    """The whole save in one line: "Ticket Gagnant · Ada, Bruno, Carla · race 3 of 4,
    Bruno to play"."""
    return " · ".join(p for p in (game_title(meta), players_line(meta), where_line(meta)) if p)


def row_lines(meta: dict[str, Any]) -> tuple[str, str]:
    """The two lines of a save's row on the Resume screen: its name (a named save's, else
    the game and its players) and the rest."""
    label = meta.get("label")
    if isinstance(label, str) and label:
        return label, save_line(meta)
    head = " · ".join(p for p in (game_title(meta), players_line(meta)) if p)
    return head, where_line(meta)


def continue_save(app: Any, info: core.SaveInfo) -> str:
    """Loads a save and puts its game on the table through the game's presentation;
    "" or why it cannot (one line). A table this window hosted, closed for later while
    its game went on, is hosted again (its invited players come back to it)."""
    if not info.meta.get("over") and hosted_note(info.meta) is not None:
        try:
            app.open("host", again={"path": info.path, "meta": info.meta})
        except (ValueError, KeyError, TypeError) as exc:
            return one_line(exc)
        return ""
    try:
        table = presentation(game_of(info.meta)).resume_table(
            app, {"path": info.path, "autosave": info.autosave, "meta": info.meta})
    except KeyError as exc:
        return _("Cannot resume {file}: {problem}").format(file=info.path.name, problem=exc.args[0] if exc.args else exc)
    except core.SaveError as exc:  # the file's name and the whole problem, in one line
        return f"{exc.path.name if exc.path else info.path.name}: {exc.problem}"
    except Exception as exc:  # noqa: BLE001 - a save the window cannot continue
        return one_line(exc)
    app.game_at_hand = game_of(info.meta)
    app.to_title()
    app.stack.push(table)
    return ""
