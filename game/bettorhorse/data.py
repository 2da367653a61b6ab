"""Reads ``data/bettor_horse.toml`` into the rules' ``BHData``, checking every key.

Checked by the core's data mechanism (``game.core.data_load``): the schema below, every
number's range in ``BOUNDS`` (chosen so that any value inside gives a game that ends) and
the checks beyond them (``CHECKS``). A missing or broken key raises ``DataError`` whose
``str()`` is one line naming the file and the key (``data/bettor_horse.toml:
deck.cards[3].speed: ...``).
"""
from __future__ import annotations

import functools
import hashlib
import pathlib
from typing import Any

from ..core.data_load import DataError, check_file, check_parsed, read_problem, shown_name
from ..core.data_schema import (N_, Array, Bool, Bound, Int, Map, Opt, Str, Table, Tables,
                                fail, item, join, unique)
from ..services.resources import data_bases, data_dir
from .rules.deck import BHData, CardSpec, Colour, Ruling

__all__ = ["DataError", "FILE", "game_data", "load", "parse"]

FILE = "bettor_horse.toml"
BETS = ("win", "lose", "draw")
ROUND_CARDS = 3  # a round's action names three horse cards at most (``actions.PlaceRound``)
MOST_CARDS = 99  # a card's id is its colour code and a two-digit number (``R05``)
PLAYERS = (2, 4, 6, 8)


def _ruling(**values: Any) -> Table:
    return Table({**values, "note": Str()})


SCHEMA = Table({
    "version": Opt(Str()),
    "game": Table({"bets": Array(Str(BETS), length=len(BETS)), "race_cards": Int(),
                   "final_choices": Int(), "min_speed": Int()}),
    "colours": Tables(Table({"code": Str(), "name": Str(), "rgb": Array(Int(), length=3)})),
    "deck": Table({"house_ruling": Opt(Bool(), False), "note": Str(),
                   "cards": Tables(Table({"speed": Int(), "back": Str(("wet", "dry")),
                                          "mudder": Opt(Bool(), False),
                                          "sure": Opt(Bool(), False)}))}),
    "rulings": Table({
        "reusable_bets": _ruling(),
        "track_cut": _ruling(cutter=Str(("second",))),
        "mudder": _ruling(range=Int()),
        "final_round": _ruling(),
        "pool": _ruling(),
        "sudden_death": _ruling(max_rounds=Int(), chosen_rounds=Int()),
        "schedule": _ruling(ring_cycles=Int()),
    }),
    "schedule": Table({"final_part_two": Map(Array(Array(Int(), length=2), min_length=1))}),
    "players": Table({"counts": Array(Int(), min_length=1)}),
})

BOUNDS: dict[str, Bound] = {
    "game.race_cards": Bound(1, ROUND_CARDS, N_("horse cards raced in a round")),
    "game.final_choices": Bound(1, MOST_CARDS, N_("cards the final round is chosen from")),
    "game.min_speed": Bound(0, 99, N_("the slowest speed")),
    "colours[].rgb[]": Bound(0, 255, N_("a colour's red, green or blue")),
    "deck.cards[].speed": Bound(0, 99, N_("a horse card's speed")),
    "rulings.mudder.range": Bound(0, 3, N_("a Mudder's speeds either way: each is a choice")),
    "rulings.sudden_death.max_rounds": Bound(1, 100, N_("undecided Sudden Death rounds "
                                                       "before the tie stands")),
    "rulings.sudden_death.chosen_rounds": Bound(0, 100, N_("Sudden Death rounds whose "
                                                          "horses are chosen")),
    "rulings.schedule.ring_cycles": Bound(0, 48, N_("ring cycles of the schedule")),
    "schedule.final_part_two.*[][]": Bound(1, max(PLAYERS), N_("a seat, counted from 1")),
    "players.counts[]": Bound(min(PLAYERS), max(PLAYERS), N_("players at the table")),
}


def _bets(doc: dict[str, Any]) -> None:
    if sorted(doc["game"]["bets"]) != sorted(BETS):
        fail("game.bets", N_("must be win, lose and draw"))


def _colours(doc: dict[str, Any]) -> None:
    for k, c in enumerate(doc["colours"]):
        if len(c["code"]) != 1 or not c["code"].isalpha():
            fail(join(item("colours", k), "code"), N_('"{value}" is not one letter'),
                 value=c["code"])
    unique(doc["colours"], "code", "colours")


def _deck(doc: dict[str, Any]) -> None:
    cards, slowest = doc["deck"]["cards"], doc["game"]["min_speed"]
    if len(cards) > MOST_CARDS:
        fail("deck.cards", N_("expected at most {most} cards, found {count}"),
             most=MOST_CARDS, count=len(cards))
    for k, c in enumerate(cards):
        if c["speed"] < slowest:
            fail(join(item("deck.cards", k), "speed"),
                 N_("{speed} is below the slowest speed {slowest}"),
                 speed=c["speed"], slowest=slowest)


def _players(doc: dict[str, Any]) -> None:
    counts = doc["players"]["counts"]
    if (any(n % 2 or n > len(doc["colours"]) for n in counts)
            or len(set(counts)) != len(counts)):
        fail("players.counts", N_("must be different even counts, at most one per colour "
                                  "deck"))
    part_two = doc["schedule"]["final_part_two"]
    want = [str(n) for n in counts if n != 2]
    for key in part_two:
        if key not in want:
            fail(join("schedule.final_part_two", key), N_("unknown key (known keys: {known})"),
                 known=", ".join(want))
    for n in counts:
        if n == 2:
            continue
        key = join("schedule.final_part_two", str(n))
        if str(n) not in part_two:
            fail(key, N_("missing key"))
        if sorted(s for pair in part_two[str(n)] for s in pair) != list(range(1, n + 1)):
            fail(key, N_("must pair every seat once"))


def _schedule(doc: dict[str, Any]) -> None:
    g, deck = doc["game"], len(doc["deck"]["cards"])
    if g["final_choices"] > deck:
        fail("game.final_choices", N_("{count} is more than the deck's {cards} cards"),
             count=g["final_choices"], cards=deck)
    full = (deck - g["final_choices"]) // g["race_cards"]
    if full * g["race_cards"] + g["final_choices"] != deck:
        fail("game.final_choices", N_("the deck's {cards} cards are not whole rounds of "
                                      "{race} and the final's {final}"),
             cards=deck, race=g["race_cards"], final=g["final_choices"])
    cycles = doc["rulings"]["schedule"]["ring_cycles"]
    if 2 * cycles > full:
        fail("rulings.schedule.ring_cycles", N_("{cycles} cycles need {need} rounds; the deck "
                                                "has {full}"),
             cycles=cycles, need=2 * cycles, full=full)


def _sudden_death(doc: dict[str, Any]) -> None:
    sd = doc["rulings"]["sudden_death"]
    if sd["chosen_rounds"] > sd["max_rounds"]:
        fail("rulings.sudden_death.chosen_rounds", N_("{chosen} is more than max_rounds "
                                                      "({most})"),
             chosen=sd["chosen_rounds"], most=sd["max_rounds"])


CHECKS = (_bets, _colours, _deck, _players, _schedule, _sudden_death)


def parse(parsed: dict[str, Any], shown: str = f"data/{FILE}") -> BHData:
    """``BHData`` from a parsed TOML document, checked (``shown`` names the file in a
    DataError)."""
    return _build(check_parsed(parsed, shown, SCHEMA, BOUNDS, CHECKS), _identity(parsed))


def _identity(parsed: dict[str, Any]) -> str:
    """The identity of the document as read, as it always was: part of the rules' version."""
    return hashlib.sha256(repr(parsed).encode()).hexdigest()


def _build(doc: dict[str, Any], identity: str) -> BHData:
    g = doc["game"]
    colours = tuple(Colour(c["code"], c["name"], tuple(c["rgb"])) for c in doc["colours"])
    deck = tuple(CardSpec(c["speed"], c["back"], c["mudder"], c["sure"])
                 for c in doc["deck"]["cards"])
    rulings = {name: Ruling(name, r["note"], {k: v for k, v in r.items() if k != "note"})
               for name, r in doc["rulings"].items()}
    rulings["deck"] = Ruling("deck", doc["deck"]["note"], {})
    counts = tuple(doc["players"]["counts"])
    part_two = {n: tuple((a - 1, b - 1) for a, b in doc["schedule"]["final_part_two"][str(n)])
                for n in counts if n != 2}
    return BHData(
        bets=tuple(g["bets"]), race_cards=g["race_cards"], final_choices=g["final_choices"],
        min_speed=g["min_speed"], colours=colours, deck=deck, deck_note=doc["deck"]["note"],
        rulings=rulings, ring_cycles=doc["rulings"]["schedule"]["ring_cycles"],
        part_two=part_two, mudder_range=doc["rulings"]["mudder"]["range"],
        sudden_death_max=doc["rulings"]["sudden_death"]["max_rounds"],
        sudden_death_chosen=doc["rulings"]["sudden_death"]["chosen_rounds"],
        player_counts=counts, identity=identity)


def load(path: pathlib.Path | None = None) -> BHData:
    """The data file (default: the bundled one), checked."""
    path = path or data_dir() / FILE
    shown = shown_name(path, data_bases())
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise read_problem(shown, path, e) from None
    parsed, doc = check_file(raw, shown, SCHEMA, BOUNDS, CHECKS, path)
    return _build(doc, _identity(parsed))


def game_data() -> BHData:
    """The data file (``data_dir()``: the bundled one, or $HORSEBURG_DATA's), read once."""
    return _load_in(data_dir())


@functools.lru_cache(maxsize=1)  # (the folder read last: another replaces it)
def _load_in(directory: pathlib.Path) -> BHData:
    return load(directory / FILE)
