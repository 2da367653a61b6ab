"""Finish Line's data file ``data/finish_line.toml``, read and checked once.

Checked by the core's data mechanism (``game.core.data_load``): the schema below, every
number's range in ``BOUNDS`` (chosen so that any value inside gives a game that ends) and
the checks beyond them (``CHECKS``). A broken file is refused with ONE line naming the
file and the key (``data/finish_line.toml: dice[2].count: expected a whole number from 1
to 10, found string "x"``). The rules get the checked ``FLData``; they never open files.
"""
from __future__ import annotations

import functools
import hashlib
import pathlib
from sys import intern
from typing import Any

from ..core.data_load import DataError, check_file, check_parsed, read_problem, shown_name
from ..core.data_schema import (N_, Array, Bound, Int, Map, Opt, Str, Table, Tables, fail,
                                item, join, unique)
from ..services.resources import data_bases, data_dir
from .rules.tables import (DIE_LETTERS, HIGHEST_HORSE, MOST_DICE_OF_A_LETTER, MOST_MONEY,
                           FLData)

__all__ = ["DataError", "FILE", "load_data", "load_file", "parse"]

FILE = "finish_line.toml"
COLOURS = ("white", "green", "red", "black", "yellow")
TRAITS = ("", "F", "S")
EFFECTS = ("blank", "horseshoe", "outsider", "side_bet", "extra_move", "disqualify",
           "inside_tip", "tempo", "whipping", "double", "helmet", "interference",
           "dead_even", "losing_speed")
SIDES = 6  # a die's faces: a roll draws one of six
MOST_RACES = 9

_GAME = ("races", "tiles_per_race", "start_capital", "bet_step", "max_winner_bets",
         "max_place_bets", "hand", "homestretch_pool", "side_bet", "photo_dice")
SCHEMA = Table({
    "game": Table({**{k: Int() for k in _GAME}, "top_ups": Array(Int(), min_length=1),
                   "homestretch_colour": Str(COLOURS)}),
    "face": Map(Table({"effect": Str(EFFECTS), "amount": Opt(Int())}), min_count=1),
    "dice": Tables(Table({"colour": Str(COLOURS), "prefix": Str(DIE_LETTERS),
                          "count": Int(), "faces": Array(Str(), length=SIDES)})),
    "odds": Map(Array(Int(), min_length=1)),
    "tile": Tables(Table({"number": Int(), "trait": Str(TRAITS), "slots": Int(),
                          "silks": Array(Str(), length=2)})),
    "house_ruling": Tables(Table({"key": Str(), "note": Str()}), min_count=0),
})

_MONEY = 1_000_000  # a sum the file names (the most a player may hold: ``_money_fits``)
BOUNDS: dict[str, Bound] = {
    "game.races": Bound(1, MOST_RACES, N_("races in a game")),
    "game.tiles_per_race": Bound(2, 12, N_("horses in a race")),
    "game.start_capital": Bound(0, _MONEY, N_("each player's capital at the start")),
    "game.top_ups[]": Bound(0, _MONEY, N_("money added before each race")),
    "game.bet_step": Bound(1, _MONEY, N_("stakes are multiples of it")),
    "game.max_winner_bets": Bound(1, 12, N_("winner bets on a sheet")),
    "game.max_place_bets": Bound(1, 12, N_("place bets on a sheet")),
    "game.hand": Bound(3, 3, N_("the dice of a turn: the rules pass two on")),
    "game.homestretch_pool": Bound(0, 99, N_("dice left in the pool when the homestretch "
                                             "dice may be drawn")),
    "game.side_bet": Bound(0, _MONEY, N_("what a Side bet is worth")),
    "game.photo_dice": Bound(1, 20, N_("white dice rolled per horse in a photo finish")),
    "face.*.amount": Bound(0, _MONEY, N_("an Outsider bonus")),
    "dice[].count": Bound(1, MOST_DICE_OF_A_LETTER, N_("dice of one kind: each needs an id "
                                                       "the actions know")),
    "odds.*[]": Bound(1, 100, N_("the N of a 1:N payout")),
    "tile[].number": Bound(1, HIGHEST_HORSE, N_("a horse's number on its tile")),
    "tile[].slots": Bound(1, 6, N_("the free squares of a tile")),
}


def _game(doc: dict[str, Any]) -> None:
    g = doc["game"]
    if len(g["top_ups"]) != g["races"]:
        fail("game.top_ups", N_("expected {count} numbers (one per race), found {found}"),
             count=g["races"], found=len(g["top_ups"]))


def _faces(doc: dict[str, Any]) -> None:
    for name, f in doc["face"].items():
        if (f["effect"] == "outsider") != (f["amount"] is not None):
            fail(join(join("face", name), "amount"),
                 N_("an Outsider face has an amount, and only an Outsider face"))


def _dice(doc: dict[str, Any]) -> None:
    faces = doc["face"]
    for i, d in enumerate(doc["dice"]):
        for k, f in enumerate(d["faces"]):
            if f not in faces:
                fail(item(join(item("dice", i), "faces"), k),
                     N_('"{value}" is not a face named under [face]'), value=f)
    unique(doc["dice"], "prefix", "dice")
    white = next((d for d in doc["dice"] if d["colour"] == "white"), None)
    shoes = 0 if white is None else sum(faces[f]["effect"] == "horseshoe"
                                        for f in white["faces"])
    if not 0 < shoes < SIDES:
        fail("dice", N_("the first white die needs a horseshoe face and another face "
                        "(a photo finish rolls white dice until the counts differ)"))
    g = doc["game"]
    last = sum(d["count"] for d in doc["dice"] if d["colour"] == g["homestretch_colour"])
    if last > g["homestretch_pool"]:
        fail("game.homestretch_pool",
             N_("must be at least {least}, the homestretch dice (else they could never be "
                "drawn once only they are left), found {found}"),
             least=last, found=g["homestretch_pool"])


def _odds(doc: dict[str, Any]) -> None:
    g, odds = doc["game"], doc["odds"]
    want = [f"race{r}" for r in range(1, g["races"] + 1)]
    for key in odds:
        if key not in want:
            fail(join("odds", key), N_("unknown key (known keys: {known})"),
                 known=", ".join(want))
    for key in want:
        if key not in odds:
            fail(join("odds", key), N_("missing key"))
        if len(odds[key]) != g["tiles_per_race"]:
            fail(join("odds", key), N_("expected {count} numbers (one per horse of a race), "
                                       "found {found}"),
                 count=g["tiles_per_race"], found=len(odds[key]))


def _tiles(doc: dict[str, Any]) -> None:
    unique(doc["tile"], "number", "tile")
    g = doc["game"]
    if len(doc["tile"]) < g["tiles_per_race"] * g["races"]:
        fail("tile", N_("{count} tiles cannot run {races} races of {horses}"),
             count=len(doc["tile"]), races=g["races"], horses=g["tiles_per_race"])


def _money_fits(doc: dict[str, Any]) -> None:
    """The most a player could hold (every stake on the longest odds, a place bet paying
    two horses' odds, every Outsider bonus) stays a stake the actions can name."""
    g = doc["game"]
    bonus = sum(max((doc["face"][f]["amount"] or 0) for f in d["faces"]) * d["count"]
                for d in doc["dice"])
    most = g["start_capital"]
    for r, top in enumerate(g["top_ups"]):
        most = (most + top) * 2 * max(doc["odds"][f"race{r + 1}"]) + bonus
        if most > MOST_MONEY:
            fail(f"odds.race{r + 1}", N_("a player could win more than {most} by race "
                                         "{race}: lower the odds or the money"),
                 most=MOST_MONEY, race=r + 1)


CHECKS = (_game, _faces, _dice, _odds, _tiles, _money_fits)


def parse(parsed: dict[str, Any], shown: str = f"data/{FILE}", identity: str = "") -> FLData:
    """The ``FLData`` of a parsed TOML document, checked (``shown`` names the file in a
    DataError)."""
    return _build(check_parsed(parsed, shown, SCHEMA, BOUNDS, CHECKS), identity)


def _build(doc: dict[str, Any], identity: str) -> FLData:
    g = doc["game"]
    faces: dict[str, dict[str, Any]] = {}
    for name, f in doc["face"].items():
        entry: dict[str, Any] = {"effect": intern(f["effect"])}
        if f["effect"] == "outsider":
            entry["amount"] = f["amount"]
        faces[intern(name)] = entry
    dice: list[dict[str, Any]] = []
    for d in doc["dice"]:
        colour = intern(d["colour"])
        dice += [{"id": intern(f"{d['prefix']}{n}"), "colour": colour,
                  "faces": [intern(x) for x in d["faces"]]}
                 for n in range(1, d["count"] + 1)]
    odds = tuple(tuple(doc["odds"][f"race{r}"]) for r in range(1, g["races"] + 1))
    tiles = {t["number"]: {"number": t["number"], "trait": intern(t["trait"]),
                           "slots": t["slots"], "silks": list(t["silks"])}
             for t in doc["tile"]}
    rulings = tuple({"key": h["key"], "note": h["note"]} for h in doc["house_ruling"])
    return FLData(races=g["races"], tiles_per_race=g["tiles_per_race"],
                  start_capital=g["start_capital"], top_ups=tuple(g["top_ups"]),
                  bet_step=g["bet_step"], max_winner_bets=g["max_winner_bets"],
                  max_place_bets=g["max_place_bets"], hand=g["hand"],
                  homestretch_pool=g["homestretch_pool"],
                  homestretch_colour=intern(g["homestretch_colour"]),
                  side_bet=g["side_bet"], photo_dice=g["photo_dice"], faces=faces,
                  dice=tuple(dice), odds=odds, tiles=tiles, rulings=rulings,
                  identity=identity, die_colour={d["id"]: d["colour"] for d in dice},
                  die_faces={d["id"]: d["faces"] for d in dice})


def load_file(path: pathlib.Path) -> FLData:
    """The data of one file; DataError (one line) if missing, unreadable or broken."""
    shown = shown_name(path, data_bases())
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise read_problem(shown, path, e) from None
    _parsed, doc = check_file(raw, shown, SCHEMA, BOUNDS, CHECKS, path)
    return _build(doc, hashlib.sha256(raw).hexdigest())


def load_data() -> FLData:
    """The data file (``data_dir()``: the bundled one, or $HORSEBURG_DATA's), read once."""
    return _load_in(data_dir())


@functools.lru_cache(maxsize=1)  # (the folder read last: another replaces it)
def _load_in(directory: pathlib.Path) -> FLData:
    return load_file(directory / FILE)
