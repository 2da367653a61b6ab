"""The data files the loader reads, in load order: one ``DataFile`` per file, its schema
(``game.horsefever.rules.data_schema``) and its extra check (``game.horsefever.rules.data_checks``).

Every integer's range is declared in ``game.horsefever.rules.data_bounds``, not here. To add a data
file, write its schema and check, add its numbers' ranges to ``data_bounds.BOUNDS`` and
append a ``DataFile`` to ``FILES``; files not in ``FILES`` are ignored.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.horsefever.rules import data_checks as checks
from game.horsefever.rules.data import CARD_KINDS
from game.horsefever.rules.data_bounds import (
    ACTION_CARD_COUNT,
    ACTION_LETTERS,
    ASSISTANT_CARD_COUNT,
    CHARACTER_COUNT,
    DICE_COUNT,
    GOAL_DESIGN_COUNT,
    HORSE_CARD_COUNT,
    HORSE_COLOURS,
    MOVEMENT_CARD_COUNT,
    ODDS_ROW_COUNT,
    PLAYER_COUNTS,
    PRIZE_COUNT,
    STABLE_COUNT,
)
from game.core.data_schema import Array, Bool, Int, Opt, Scalar, Str, Table, Tables

# The Board Game's files (read and checked like the others).
BOARD_GAME_FILES = ("board.toml", "assistants.toml", "horses.toml", "goals.toml")
GOAL_MEASURES = ("stables", "assistants", "goals", "horses", "danari", "vp")


@dataclass(frozen=True)
class DataFile:
    """A data file: its name under ``data/``, its schema and its extra checks."""

    name: str
    schema: Table
    check: Callable[[dict, dict[str, dict]], None] | None = None


_EFFECT = Table({"trigger": Str(), "op": Str(), "value": Opt(Scalar())})
_BOARD_EFFECT = Table({"trigger": Str(), "op": Str(), "value": Opt(Scalar()),
                       "item": Opt(Str())})
_BOARD_CARD = Table({"number": Int(), "name": Str(), "text": Str(),
                     "effects": Tables(_BOARD_EFFECT)})

# In load order: a file's check may use the files before it.
FILES: tuple[DataFile, ...] = (
    DataFile("stables.toml", Table({
        "stable": Tables(Table({"number": Int(), "colour": Str(HORSE_COLOURS), "name": Str()}),
                         count=STABLE_COUNT),
    }), checks.check_stables),
    DataFile("blackboard.toml", Table({
        "prizes": Array(Int(), length=PRIZE_COUNT),
        "row": Tables(Table({"odds": Int(), "price": Int()}), count=ODDS_ROW_COUNT),
    }), checks.check_blackboard),
    DataFile("track.toml", Table({
        "finish_line": Int(),
        "die": Tables(Table({"faces": Array(Str(HORSE_COLOURS), length=STABLE_COUNT)}),
                      count=DICE_COUNT),
        "tie_breaker": Table({colour: Str() for colour in HORSE_COLOURS}),
    }), checks.check_track),
    DataFile("rules.toml", Table({
        **{key: Int() for key in (
            "starting_vp", "min_bet_per_vp", "stake_step", "win_vp", "show_vp",
            "show_multiplier", "show_places", "penalty_vp", "action_cards_dealt", "stable_vp",
            "min_rounds", "max_rounds")},
        "players": Tables(Table({key: Int() for key in (
            "players", "rounds", "short", "long", "bet_tokens")}), count=len(PLAYER_COUNTS)),
    }), checks.check_rules),
    DataFile("movement.toml", Table({
        "card": Tables(Table({"number": Int(), "values": Array(Int(), length=ODDS_ROW_COUNT)}),
                       count=MOVEMENT_CARD_COUNT),
    }), checks.check_movement),
    DataFile("actions.toml", Table({
        "card": Tables(Table({
            "number": Int(),
            "name": Str(),
            "kind": Str(CARD_KINDS),
            "letter": Opt(Str(ACTION_LETTERS)),
            "star": Bool(),
            "text": Str(),
            "effects": Tables(_EFFECT),
        }), count=ACTION_CARD_COUNT),
    }), checks.check_actions),
    DataFile("characters.toml", Table({
        "character": Tables(Table({
            "name": Str(),
            "star": Bool(),
            "danari": Int(),
            "owns_odds": Opt(Int()),
            "text": Str(),
        }), count=CHARACTER_COUNT),
    }), checks.check_characters),
    DataFile("board.toml", Table({
        "prices": Table({key: Int() for key in (
            "actions", "actions_per_purchase", "goal", "assistant", "horse", "draw",
            "pass_bonus", "buy_from_player_multiplier", "clearance_divisor",
            "clearance_rounding", "goal_vp")}),
        "auction": Table({key: Int() for key in (
            "dutch_start", "dutch_step", "dutch_floor", "english_start", "english_step")}),
        "loans": Table({"cards": Int()}),
        "loan": Tables(Table({"kind": Str(("bank", "mob")), "name": Str(),
                              "receive": Int(), "repay": Int(), "text": Str()}),
                       count=2),
        "ability": Tables(Table({"character": Str(), "effects": Tables(_BOARD_EFFECT)})),
    }), checks.check_board),
    DataFile("assistants.toml", Table({"card": Tables(_BOARD_CARD, count=ASSISTANT_CARD_COUNT)}),
             checks.check_board_cards),
    DataFile("horses.toml", Table({"card": Tables(_BOARD_CARD, count=HORSE_CARD_COUNT)}),
             checks.check_board_cards),
    DataFile("goals.toml", Table({
        "goal": Tables(Table({
            "design": Str(), "name": Str(), "numbers": Array(Int()),
            "measure": Str(GOAL_MEASURES), "compare": Str(("most", "fewest")), "text": Str(),
        }), count=GOAL_DESIGN_COUNT),
    }), checks.check_goals),
)
