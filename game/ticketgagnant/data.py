"""Ticket Gagnant's data file (``data/ticket_gagnant.toml``) read into one checked record.

Every house ruling (grid, deck, maps, races table) lives in the file; a missing or broken
key raises ``DataError`` with ONE line naming the file and the key.
"""
from __future__ import annotations

import functools
import pathlib
import tomllib
from typing import Any

from ..resources import data_dir
from .rules.components import DISCIPLINES, Card, TGData, TrackMap

__all__ = ["DISCIPLINES", "Card", "DataError", "TGData", "TrackMap", "game_data",
           "load_file", "parse"]

FILE = "ticket_gagnant.toml"


class DataError(ValueError):
    """A broken data file: one line naming the file and the key."""


class _Reader:
    """Reads keys of one file, each failure one line naming the file and the key."""

    def __init__(self, path: str, doc: dict[str, Any]) -> None:
        self.path, self.doc = path, doc

    def fail(self, key: str, why: str) -> DataError:
        return DataError(f"{self.path}: key {key}: {why}")

    def get(self, key: str, kind: type | tuple[type, ...]) -> Any:
        node: Any = self.doc
        for part in key.split("."):
            if not isinstance(node, dict) or part not in node:
                raise self.fail(key, "missing")
            node = node[part]
        if not isinstance(node, kind) or (kind is int and isinstance(node, bool)):
            raise self.fail(key, f"{node!r:.30} is not {getattr(kind, '__name__', kind)}")
        return node

    def int(self, key: str, lo: int = -100, hi: int = 100) -> int:
        v = self.get(key, int)
        if isinstance(v, bool) or not lo <= v <= hi:
            raise self.fail(key, f"{v!r} is not a whole number from {lo} to {hi}")
        return v

    def squares(self, key: str, columns: int, lanes: int) -> frozenset[tuple[int, int]]:
        out = set()
        for sq in self.get(key, list):
            if (not isinstance(sq, list) or len(sq) != 2 or
                    not all(type(x) is int for x in sq) or
                    not (1 <= sq[0] <= columns and 1 <= sq[1] <= lanes)):
                raise self.fail(key, f"{sq!r:.30} is not a [column, lane] on the grid")
            out.add((sq[0], sq[1]))
        return frozenset(out)


def parse(doc: dict[str, Any], path: str = FILE) -> TGData:
    """The checked record of a parsed data file."""
    r = _Reader(path, doc)
    lanes, columns = r.int("grid.lanes", 3, 20), r.int("grid.columns", 5, 40)
    horses_raw = r.get("horses", list)
    horses: list[int] = []
    colours: dict[int, str] = {}
    for i, h in enumerate(horses_raw):
        sub = _Reader(path, {"h": h})
        n = sub.int("h.number", 1, 99)
        if n in colours:
            raise r.fail(f"horses[{i}].number", f"{n} is used twice")
        horses.append(n)
        colours[n] = _Reader(path, {"h": h}).get("h.colour", str)
    if len(horses) != lanes:
        raise r.fail("horses", f"{len(horses)} horses for {lanes} lanes")
    cards: list[Card] = []
    for v in r.get("deck.horse_values", list):
        if type(v) is not int or not 1 <= v < columns:
            raise r.fail("deck.horse_values", f"{v!r} is not a move length")
    copies = r.int("deck.horse_copies", 0, 10)
    for h in horses:
        for v in r.get("deck.horse_values", list):
            for _ in range(copies):
                cards.append(Card(len(cards), "horse", value=v, horse=h))
    jcopies = r.int("deck.joker_copies", 0, 10)
    for v in r.get("deck.joker_values", list):
        if type(v) is not int or not 1 <= v < columns:
            raise r.fail("deck.joker_values", f"{v!r} is not a move length")
        for _ in range(jcopies):
            cards.append(Card(len(cards), "joker", value=v))
    for p in r.get("deck.pairs", list):
        if (not isinstance(p, list) or len(p) != 2 or p[0] == p[1]
                or not all(x in colours for x in p)):
            raise r.fail("deck.pairs", f"{p!r:.30} is not two different horses")
        cards.append(Card(len(cards), "pair", pair=(p[0], p[1])))
    races_raw = r.get("races", dict)
    races = {}
    for k, v in races_raw.items():
        if k.isdigit():
            races[int(k)] = r.int(f"races.{k}", 1, 50)
    for n in range(2, 7):
        if n not in races:
            raise r.fail(f"races.{n}", "missing")
    maps = {}
    for d in DISCIPLINES:
        maps[d] = TrackMap(r.get(f"disciplines.{d}.surface", str),
                           r.squares(f"disciplines.{d}.hedges", columns, lanes),
                           r.squares(f"disciplines.{d}.river", columns, lanes),
                           r.squares(f"disciplines.{d}.horseshoes", columns, lanes))
    rulings = {}
    for i, ru in enumerate(r.get("rulings", list)):
        sub = _Reader(path, {"rulings": {str(i): ru}})
        rulings[sub.get(f"rulings.{i}.key", str)] = sub.get(f"rulings.{i}.note", str)
    exact = r.get("scoring.exact", list)
    if len(exact) != 3 or not all(type(x) is int for x in exact):
        raise r.fail("scoring.exact", "is not three whole numbers")
    hand_max = r.int("grid.hand_max", 1, 20)
    if hand_max * 6 > len(cards):
        raise r.fail("grid.hand_max", f"6 hands of {hand_max} need more than {len(cards)} cards")
    return TGData(
        lanes=lanes, columns=columns, line_after=r.int("grid.dotted_line_after", 1, columns - 1),
        hand_min=r.int("grid.hand_min", 1, hand_max), hand_max=hand_max,
        floor=r.int("grid.score_floor"), exact=(exact[0], exact[1], exact[2]),
        podium_other=r.int("scoring.podium_other"), off_podium=r.int("scoring.off_podium"),
        disqualified=r.int("scoring.disqualified"),
        bonus_all_exact=r.int("scoring.bonus_all_exact"),
        bonus_podium=r.int("scoring.bonus_podium"), horses=tuple(horses), colours=colours,
        cards=tuple(cards), races=races,
        custom_races=(r.int("races.custom_min", 1, 50), r.int("races.custom_max", 1, 50)),
        maps=maps, rulings=rulings)


def load_file(path: pathlib.Path) -> TGData:
    """Reads and checks one data file (DataError, one line, if it is broken)."""
    try:
        doc = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise DataError(f"{path.name}: {' '.join(str(e).split())}") from None
    return parse(doc, path.name)


@functools.cache
def game_data() -> TGData:
    """The bundled data file, read once."""
    return load_file(data_dir() / FILE)
