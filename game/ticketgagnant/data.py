"""Ticket Gagnant's data file (``data/ticket_gagnant.toml``) read into one checked record.

Every house ruling (grid, deck, maps, races table) lives in the file. It is checked by the
core's data mechanism (``game.core.data_load``): the schema below, every number's range
in ``BOUNDS`` (chosen so that any value inside gives a game that ends) and the checks
beyond them (``CHECKS``); a missing or broken key raises ``DataError`` with ONE line naming
the file and the key.
"""
from __future__ import annotations

import functools
import pathlib
from typing import Any

from ..core.data_load import DataError, check_file, check_parsed, read_problem, shown_name
from ..core.data_schema import (N_, Array, Bound, Int, Str, Table, Tables, fail, item, join,
                                unique)
from ..services.resources import data_bases, data_dir
from .rules.components import DISCIPLINES, Card, TGData, TrackMap

__all__ = ["DISCIPLINES", "Card", "DataError", "TGData", "TrackMap", "game_data",
           "load_file", "parse"]

FILE = "ticket_gagnant.toml"
PLAYERS = tuple(range(2, 7))
MOST_CARDS = 1000  # a card's id, 0 to 999, is what the actions name it by
MOST_LANES, MOST_COLUMNS = 20, 40
_SQUARES = Array(Array(Int(), length=2))

SCHEMA = Table({
    "grid": Table({k: Int() for k in ("lanes", "columns", "dotted_line_after", "hand_min",
                                      "hand_max", "score_floor")}),
    "scoring": Table({"exact": Array(Int(), length=3),
                      **{k: Int() for k in ("podium_other", "off_podium", "disqualified",
                                            "bonus_all_exact", "bonus_podium")}}),
    "horses": Tables(Table({"number": Int(), "colour": Str()})),
    "deck": Table({"horse_values": Array(Int()), "horse_copies": Int(),
                   "joker_values": Array(Int()), "joker_copies": Int(),
                   "pairs": Array(Array(Int(), length=2))}),
    "races": Table({**{str(n): Int() for n in PLAYERS}, "custom_min": Int(),
                    "custom_max": Int()}),
    "disciplines": Table({d: Table({"surface": Str(), "hedges": _SQUARES, "river": _SQUARES,
                                    "horseshoes": _SQUARES}) for d in DISCIPLINES}),
    "rulings": Tables(Table({"key": Str(), "note": Str()}), min_count=0),
})

_POINTS = Bound(-100, 100, N_("points on the score track"))
_RACES = Bound(1, 50, N_("races in a game"))
_MOVE = Bound(1, MOST_COLUMNS - 1, N_("squares a card moves its horse"))
BOUNDS: dict[str, Bound] = {
    "grid.lanes": Bound(3, MOST_LANES, N_("lanes of the grid, one horse each")),
    "grid.columns": Bound(5, MOST_COLUMNS, N_("columns of the grid")),
    "grid.dotted_line_after": Bound(1, MOST_COLUMNS - 1, N_("the column before the dotted "
                                                           "line")),
    "grid.hand_min": Bound(1, 20, N_("cards in a hand")),
    "grid.hand_max": Bound(1, 20, N_("cards in a hand")),
    "grid.score_floor": _POINTS,
    "scoring.exact[]": _POINTS,
    "scoring.podium_other": _POINTS,
    "scoring.off_podium": _POINTS,
    "scoring.disqualified": _POINTS,
    "scoring.bonus_all_exact": _POINTS,
    "scoring.bonus_podium": _POINTS,
    "horses[].number": Bound(1, 99, N_("a horse's number: the actions name it")),
    "deck.horse_values[]": _MOVE,
    "deck.horse_copies": Bound(0, 10, N_("copies of each horse card")),
    "deck.joker_values[]": _MOVE,
    "deck.joker_copies": Bound(0, 10, N_("copies of each joker")),
    "deck.pairs[][]": Bound(1, 99, N_("a horse's number")),
    **{f"races.{n}": _RACES for n in PLAYERS},
    "races.custom_min": _RACES,
    "races.custom_max": _RACES,
    **{f"disciplines.{d}.{k}[][]": Bound(1, MOST_COLUMNS, N_("a column or a lane"))
       for d in DISCIPLINES for k in ("hedges", "river", "horseshoes")},
}


def _grid(doc: dict[str, Any]) -> None:
    g = doc["grid"]
    if g["dotted_line_after"] >= g["columns"]:
        fail("grid.dotted_line_after", N_("must be before the last column ({columns}), "
                                          "found {found}"),
             columns=g["columns"], found=g["dotted_line_after"])
    if g["hand_min"] > g["hand_max"]:
        fail("grid.hand_min", N_("must be at most hand_max ({most}), found {found}"),
             most=g["hand_max"], found=g["hand_min"])
    if doc["races"]["custom_min"] > doc["races"]["custom_max"]:
        fail("races.custom_min", N_("must be at most custom_max ({most}), found {found}"),
             most=doc["races"]["custom_max"], found=doc["races"]["custom_min"])


def _horses(doc: dict[str, Any]) -> None:
    unique(doc["horses"], "number", "horses")
    if len(doc["horses"]) != doc["grid"]["lanes"]:
        fail("horses", N_("{count} horses for {lanes} lanes"),
             count=len(doc["horses"]), lanes=doc["grid"]["lanes"])


def _deck(doc: dict[str, Any]) -> None:
    d, columns = doc["deck"], doc["grid"]["columns"]
    for key in ("horse_values", "joker_values"):
        for k, v in enumerate(d[key]):
            if v >= columns:
                fail(item(join("deck", key), k), N_("{value} is not a move length on a grid "
                                                    "of {columns} columns"),
                     value=v, columns=columns)
    numbers = {h["number"] for h in doc["horses"]}
    for k, p in enumerate(d["pairs"]):
        if p[0] == p[1] or not all(x in numbers for x in p):
            fail(item("deck.pairs", k), N_("is not two different horses"))
    cards = _count(doc)
    if cards > MOST_CARDS:
        fail("deck", N_("{count} cards: at most {most}"), count=cards, most=MOST_CARDS)
    hand_max = doc["grid"]["hand_max"]
    if hand_max * max(PLAYERS) > cards:
        fail("grid.hand_max", N_("{players} hands of {hand} need more than {cards} cards"),
             players=max(PLAYERS), hand=hand_max, cards=cards)


def _count(doc: dict[str, Any]) -> int:
    d = doc["deck"]
    return (len(doc["horses"]) * len(d["horse_values"]) * d["horse_copies"]
            + len(d["joker_values"]) * d["joker_copies"] + len(d["pairs"]))


def _maps(doc: dict[str, Any]) -> None:
    columns, lanes = doc["grid"]["columns"], doc["grid"]["lanes"]
    for d in DISCIPLINES:
        for key in ("hedges", "river", "horseshoes"):
            where = join(join("disciplines", d), key)
            for k, (col, lane) in enumerate(doc["disciplines"][d][key]):
                if not (col <= columns and lane <= lanes):
                    fail(item(where, k), N_("[{column}, {lane}] is not a [column, lane] on "
                                            "the grid"), column=col, lane=lane)


CHECKS = (_grid, _horses, _deck, _maps)


def parse(parsed: dict[str, Any], shown: str = f"data/{FILE}") -> TGData:
    """The checked record of a parsed TOML document (``shown`` names the file in a
    DataError)."""
    return _build(check_parsed(parsed, shown, SCHEMA, BOUNDS, CHECKS))


def _build(doc: dict[str, Any]) -> TGData:
    g, s, d = doc["grid"], doc["scoring"], doc["deck"]
    horses = tuple(h["number"] for h in doc["horses"])
    cards: list[Card] = []
    for h in horses:
        for v in d["horse_values"]:
            for _ in range(d["horse_copies"]):
                cards.append(Card(len(cards), "horse", value=v, horse=h))
    for v in d["joker_values"]:
        for _ in range(d["joker_copies"]):
            cards.append(Card(len(cards), "joker", value=v))
    for p in d["pairs"]:
        cards.append(Card(len(cards), "pair", pair=(p[0], p[1])))
    maps = {name: TrackMap(m["surface"], *(frozenset((c, ln) for c, ln in m[key])
                                          for key in ("hedges", "river", "horseshoes")))
            for name, m in doc["disciplines"].items()}
    races = doc["races"]
    return TGData(
        lanes=g["lanes"], columns=g["columns"], line_after=g["dotted_line_after"],
        hand_min=g["hand_min"], hand_max=g["hand_max"], floor=g["score_floor"],
        exact=(s["exact"][0], s["exact"][1], s["exact"][2]),
        podium_other=s["podium_other"], off_podium=s["off_podium"],
        disqualified=s["disqualified"], bonus_all_exact=s["bonus_all_exact"],
        bonus_podium=s["bonus_podium"], horses=horses,
        colours={h["number"]: h["colour"] for h in doc["horses"]}, cards=tuple(cards),
        races={n: races[str(n)] for n in PLAYERS},
        custom_races=(races["custom_min"], races["custom_max"]), maps=maps,
        rulings={r["key"]: r["note"] for r in doc["rulings"]})


def load_file(path: pathlib.Path) -> TGData:
    """Reads and checks one data file (DataError, one line, if it is broken)."""
    shown = shown_name(path, data_bases())
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise read_problem(shown, path, e) from None
    return _build(check_file(raw, shown, SCHEMA, BOUNDS, CHECKS, path)[1])


def game_data() -> TGData:
    """The data file (``data_dir()``: the bundled one, or $HORSEBURG_DATA's), read once."""
    return _load_in(data_dir())


@functools.lru_cache(maxsize=1)  # (the folder read last: another replaces it)
def _load_in(directory: pathlib.Path) -> TGData:
    return load_file(directory / FILE)
