"""The shape of Finish Line's data (``data/finish_line.toml``), as the rules read it.

The loader (``game/finishline/data.py``, outside the rules) fills it in and checks it;
the rules only read it.
"""
from __future__ import annotations

import dataclasses
from typing import Any


# A die's id is its colour's letter and its number among that colour's dice (``W1``..``W10``);
# the actions name dice by id, so every id the data may make is known here.
DIE_LETTERS = ("W", "G", "R", "K", "Y")
MOST_DICE_OF_A_LETTER = 10
HIGHEST_HORSE = 99  # a horse tile's number: the actions name a horse by it
MOST_MONEY = 10 ** 9  # a stake (the most a player may hold: the data file is checked for it)


@dataclasses.dataclass(frozen=True)
class FLData:
    """Everything the rules read from the data file (plain values, JSON-friendly)."""

    races: int
    tiles_per_race: int
    start_capital: int
    top_ups: tuple[int, ...]
    bet_step: int
    max_winner_bets: int
    max_place_bets: int
    hand: int
    homestretch_pool: int
    homestretch_colour: str
    side_bet: int
    photo_dice: int
    faces: dict[str, dict[str, Any]]  # face -> {"effect", "amount"?}
    dice: tuple[dict[str, Any], ...]  # {"id", "colour", "faces"} for each of the 27
    odds: tuple[tuple[int, ...], ...]  # per race, back -> lead
    tiles: dict[int, dict[str, Any]]  # number -> {"number", "trait", "slots", "silks"}
    rulings: tuple[dict[str, str], ...]  # {"key", "note"}
    identity: str  # hash of the file (part of the rules' version)
    die_colour: dict[str, str] = dataclasses.field(default_factory=dict)  # id -> colour
    die_faces: dict[str, list[str]] = dataclasses.field(default_factory=dict)  # id -> faces
