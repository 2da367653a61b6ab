"""Finish Line's data file ``data/finish_line.toml``, read and checked once.

A broken or missing key is refused with ONE line naming the file and the key
(``data/finish_line.toml: dice[2].count: expected a whole number``). The rules get the
checked ``FLData``; they never open files themselves.
"""
from __future__ import annotations

import functools
import hashlib
import pathlib
import tomllib
from sys import intern
from typing import Any

from ..resources import data_dir
from .rules.tables import FLData

FILE = "finish_line.toml"
COLOURS = ("white", "green", "red", "black", "yellow")
TRAITS = ("", "F", "S")
EFFECTS = ("blank", "horseshoe", "outsider", "side_bet", "extra_move", "disqualify",
           "inside_tip", "tempo", "whipping", "double", "helmet", "interference",
           "dead_even", "losing_speed")


# The data's names (effects, faces, colours, die ids, traits) are interned: the rules
# compare them with their own literals and look them up at every decision, and an
# interned name is the very object of the literal (compared by identity at once,
# not letter by letter). Values unchanged.


class DataError(ValueError):
    """A broken data file: one line naming the file and the key."""


def _get(d: Any, key: str, where: str, kind: type, label: str) -> Any:
    if not isinstance(d, dict) or key not in d:
        raise DataError(f"{label}: {where}{key}: missing")
    v = d[key]
    if kind is int and (type(v) is not int):
        raise DataError(f"{label}: {where}{key}: expected a whole number, found {v!r:.30}")
    if kind is str and type(v) is not str:
        raise DataError(f"{label}: {where}{key}: expected text, found {v!r:.30}")
    if kind is list and type(v) is not list:
        raise DataError(f"{label}: {where}{key}: expected a list, found {v!r:.30}")
    if kind is dict and type(v) is not dict:
        raise DataError(f"{label}: {where}{key}: expected a table, found {v!r:.30}")
    return v


def parse(doc: dict[str, Any], label: str = f"data/{FILE}", identity: str = "") -> FLData:
    """The checked data of a parsed TOML document (``label`` names the file in errors)."""
    g = _get(doc, "game", "", dict, label)
    num = {k: _get(g, k, "game.", int, label) for k in (
        "races", "tiles_per_race", "start_capital", "bet_step", "max_winner_bets",
        "max_place_bets", "hand", "homestretch_pool", "side_bet", "photo_dice")}
    for k, v in num.items():
        if v < 1:
            raise DataError(f"{label}: game.{k}: must be at least 1, found {v}")
    top_ups = _get(g, "top_ups", "game.", list, label)
    if len(top_ups) != num["races"] or any(type(t) is not int or t < 0 for t in top_ups):
        raise DataError(f"{label}: game.top_ups: expected {num['races']} whole numbers")
    hs = intern(_get(g, "homestretch_colour", "game.", str, label))
    if hs not in COLOURS:
        raise DataError(f"{label}: game.homestretch_colour: {hs!r} is not a colour")
    faces: dict[str, dict[str, Any]] = {}
    for name, f in _get(doc, "face", "", dict, label).items():
        name, eff = intern(name), intern(_get(f, "effect", f"face.{name}.", str, label))
        if eff not in EFFECTS:
            raise DataError(f"{label}: face.{name}.effect: {eff!r} is not an effect")
        entry: dict[str, Any] = {"effect": eff}
        if eff == "outsider":
            entry["amount"] = _get(f, "amount", f"face.{name}.", int, label)
        faces[name] = entry
    dice: list[dict[str, Any]] = []
    for i, d in enumerate(_get(doc, "dice", "", list, label)):
        where = f"dice[{i}]."
        colour = intern(_get(d, "colour", where, str, label))
        if colour not in COLOURS:
            raise DataError(f"{label}: {where}colour: {colour!r} is not a colour")
        prefix = _get(d, "prefix", where, str, label)
        count = _get(d, "count", where, int, label)
        fl = _get(d, "faces", where, list, label)
        if len(fl) != 6 or any(x not in faces for x in fl):
            raise DataError(f"{label}: {where}faces: expected 6 faces named under [face]")
        dice += [{"id": intern(f"{prefix}{n}"), "colour": colour,
                  "faces": [intern(x) for x in fl]}
                 for n in range(1, count + 1)]
    if len({d["id"] for d in dice}) != len(dice):
        raise DataError(f"{label}: dice: two dice share an id (prefix)")
    odds_t = _get(doc, "odds", "", dict, label)
    odds = []
    for r in range(1, num["races"] + 1):
        row = _get(odds_t, f"race{r}", "odds.", list, label)
        if len(row) != num["tiles_per_race"] or any(type(x) is not int or x < 1 for x in row):
            raise DataError(f"{label}: odds.race{r}: expected {num['tiles_per_race']} "
                            "whole numbers of at least 1")
        odds.append(tuple(row))
    tiles: dict[int, dict[str, Any]] = {}
    for i, t in enumerate(_get(doc, "tile", "", list, label)):
        where = f"tile[{i}]."
        n = _get(t, "number", where, int, label)
        if not 1 <= n <= 99:  # (an action names a horse by its number: 1 to 99)
            raise DataError(f"{label}: {where}number: expected 1 to 99, found {n}")
        trait = intern(_get(t, "trait", where, str, label))
        if trait not in TRAITS:
            raise DataError(f"{label}: {where}trait: {trait!r} is not F, S or empty")
        slots = _get(t, "slots", where, int, label)
        if not 1 <= slots <= 6:
            raise DataError(f"{label}: {where}slots: expected 1 to 6, found {slots}")
        silks = _get(t, "silks", where, list, label)
        if n in tiles:
            raise DataError(f"{label}: {where}number: {n} is used twice")
        tiles[n] = {"number": n, "trait": trait, "slots": slots, "silks": list(silks)}
    if len(tiles) < num["tiles_per_race"] * num["races"]:
        raise DataError(f"{label}: tile: {len(tiles)} tiles cannot run "
                        f"{num['races']} races of {num['tiles_per_race']}")
    rulings = []
    for i, h in enumerate(_get(doc, "house_ruling", "", list, label)):
        rulings.append({"key": _get(h, "key", f"house_ruling[{i}].", str, label),
                        "note": _get(h, "note", f"house_ruling[{i}].", str, label)})
    return FLData(races=num["races"], tiles_per_race=num["tiles_per_race"],
                  start_capital=num["start_capital"], top_ups=tuple(top_ups),
                  bet_step=num["bet_step"], max_winner_bets=num["max_winner_bets"],
                  max_place_bets=num["max_place_bets"], hand=num["hand"],
                  homestretch_pool=num["homestretch_pool"], homestretch_colour=hs,
                  side_bet=num["side_bet"], photo_dice=num["photo_dice"], faces=faces,
                  dice=tuple(dice), odds=tuple(odds), tiles=tiles, rulings=tuple(rulings),
                  identity=identity, die_colour={d["id"]: d["colour"] for d in dice},
                  die_faces={d["id"]: d["faces"] for d in dice})


def load_file(path: pathlib.Path) -> FLData:
    """The data of one file; DataError (one line) if missing, unreadable or broken."""
    label = f"data/{path.name}"
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise DataError(f"{label}: cannot be read ({e.strerror})") from None
    try:
        doc = tomllib.loads(raw.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise DataError(f"{label}: not valid TOML ({str(e).splitlines()[0]})") from None
    return parse(doc, label, hashlib.sha256(raw).hexdigest())


@functools.cache
def load_data() -> FLData:
    """The bundled data file, read once."""
    return load_file(data_dir() / FILE)
