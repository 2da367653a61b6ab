"""Loads and validates the game's TOML data files under ``data/`` into a ``GameData``.

Public API:

* ``load_data(data_dir=None) -> GameData``: reads every registered file, checks it and
  builds the frozen dataclasses of ``game.rules.data``. Any problem raises ``DataError``.
* ``load_or_exit(data_dir=None) -> GameData``: the same, but a ``DataError`` is printed to
  stderr as one line, ``error: <message>``, and the program exits with code 2.
* ``DataError``: ``str()`` is one line, ``<file>: <key>: <problem>``, for example
  ``data/movement.toml: card[3].values: expected 6 integers, found 5``. Its attributes are
  ``file`` (the file as shown), ``key`` (the key path, "" for whole-file problems),
  ``problem`` and ``path`` (the file's ``pathlib.Path``).

Key paths name tables as the file does; arrays of tables are counted from 1, the way a
person counts them in the file, so ``card[3]`` is the third ``[[card]]`` table. Files under
the repository are shown relative to it (``data/actions.toml``), others as given.

Every file has a schema built from a few small spec classes (``Int``, ``Str``, ``Bool``,
``Array``, ``Table``, ``Tables``, ``Opt``): they check types (a TOML boolean is never an
integer), ranges, counts, missing and unknown keys. What a schema cannot say (duplicates,
letters, cross-file references) is checked by each file's ``check`` function. To add a data
file, write its schema and check function and append a ``DataFile`` to ``FILES``; files not
in ``FILES`` (for now the Board Game's assistants, horses, goals and loans) are ignored.
"""
from __future__ import annotations

import difflib
import hashlib
import pathlib
import re
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, NoReturn

try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11
    import tomli as tomllib  # type: ignore[no-redef]

from game.rules.data import (
    CARD_KINDS,
    DISCARD_TARGETS,
    EFFECT_ITEMS,
    KNOWN_EFFECTS,
    ActionCard,
    BoardCard,
    BoardData,
    BoardPrices,
    GoalCard,
    LoanKind,
    Character,
    Die,
    Effect,
    GameData,
    MovementCard,
    OddsRow,
    PlayerCountRow,
    RulesConstants,
    Stable,
    Track,
)

REPO_ROOT = pathlib.Path(__file__).resolve().parents[2]
DEFAULT_DATA_DIR = REPO_ROOT / "data"

# Numbers fixed by the physical game, not by the data files.
HORSE_COLOURS = ("black", "blue", "green", "red", "yellow", "white")
ACTION_LETTERS = tuple("ABCDEFG")
PLAYER_COUNTS = tuple(range(2, 7))
STABLE_COUNT = 6
ODDS_ROW_COUNT = 6
PRIZE_COUNT = 3
DICE_COUNT = 2
MOVEMENT_CARD_COUNT = 23
ACTION_CARD_COUNT = 22
CHARACTER_COUNT = 12

# The Board Game's files (read and checked like the others).
BOARD_GAME_FILES = ("board.toml", "assistants.toml", "horses.toml", "goals.toml")
ASSISTANT_CARD_COUNT = 13
HORSE_CARD_COUNT = 10
GOAL_DESIGN_COUNT = 7
GOAL_MEASURES = ("stables", "assistants", "goals", "horses", "danari", "vp")


class DataError(Exception):
    """A data file is missing, unreadable or invalid; ``str()`` is one line."""

    def __init__(self, file: str, key: str, problem: str, path: pathlib.Path | None = None):
        self.file = file
        self.key = key
        self.problem = " ".join(problem.split())  # always one line
        self.path = path
        super().__init__(str(self))

    def __str__(self) -> str:
        parts = [self.file, self.key, self.problem]
        return ": ".join(p for p in parts if p)


class _Problem(Exception):
    """A problem at a key path, raised inside one file; turned into a DataError."""

    def __init__(self, key: str, problem: str):
        super().__init__(problem)
        self.key = key
        self.problem = problem


def _fail(key: str, problem: str) -> NoReturn:
    raise _Problem(key, problem)


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _item(path: str, index: int) -> str:
    """The key path of the array element at 0-based ``index`` (shown counted from 1)."""
    return f"{path}[{index + 1}]"


def _toml_type(value: Any) -> str:
    """Describes a parsed TOML value for error messages, e.g. 'string "abc"'."""
    if isinstance(value, bool):
        return f"boolean {str(value).lower()}"
    if isinstance(value, int):
        return f"integer {value}"
    if isinstance(value, float):
        return f"float {value}"
    if isinstance(value, str):
        return f'string "{value}"' if len(value) <= 40 else "a string"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "a table"
    return f"a date/time ({value})"


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# --------------------------------------------------------------------------- schema specs


class Spec:
    """Checks one parsed TOML value at a key path and returns it (tuples for arrays)."""

    plural = "values"

    def check(self, value: Any, path: str) -> Any:
        raise NotImplementedError


@dataclass(frozen=True)
class Int(Spec):
    """An integer (never a boolean) in [min, max]."""

    min: int | None = None
    max: int | None = None
    plural = "integers"

    def check(self, value: Any, path: str) -> int:
        if not _is_int(value):
            _fail(path, f"expected an integer, found {_toml_type(value)}")
        if self.min is not None and value < self.min:
            _fail(path, f"must be at least {self.min}, found {value}")
        if self.max is not None and value > self.max:
            _fail(path, f"must be at most {self.max}, found {value}")
        return value


@dataclass(frozen=True)
class Str(Spec):
    """A non-blank string, optionally one of ``choices``."""

    choices: tuple[str, ...] | None = None
    plural = "strings"

    def check(self, value: Any, path: str) -> str:
        if not isinstance(value, str):
            _fail(path, f"expected a string, found {_toml_type(value)}")
        if not value.strip():
            _fail(path, "must not be empty")
        if self.choices is not None and value not in self.choices:
            _fail(path, f'"{value}" is not one of: {", ".join(self.choices)}')
        return value


@dataclass(frozen=True)
class Bool(Spec):
    """true or false."""

    plural = "booleans"

    def check(self, value: Any, path: str) -> bool:
        if not isinstance(value, bool):
            _fail(path, f"expected true or false, found {_toml_type(value)}")
        return value


@dataclass(frozen=True)
class Scalar(Spec):
    """An integer or a string (an effect's value; its exact type is checked per effect)."""

    def check(self, value: Any, path: str) -> int | str:
        if not (_is_int(value) or isinstance(value, str)):
            _fail(path, f"expected an integer or a string, found {_toml_type(value)}")
        return value


@dataclass(frozen=True)
class Opt(Spec):
    """Marks a table key as optional; a missing key reads as None."""

    spec: Spec

    def check(self, value: Any, path: str) -> Any:
        return self.spec.check(value, path)


@dataclass(frozen=True)
class Array(Spec):
    """An array of ``item``, of exactly ``length`` items when given."""

    item: Spec
    length: int | None = None

    def check(self, value: Any, path: str) -> tuple:
        if not isinstance(value, list):
            _fail(path, f"expected an array of {self.item.plural}, found {_toml_type(value)}")
        if self.length is not None and len(value) != self.length:
            _fail(path, f"expected {self.length} {self.item.plural}, found {len(value)}")
        return tuple(self.item.check(v, _item(path, i)) for i, v in enumerate(value))


@dataclass(frozen=True)
class Table(Spec):
    """A table with exactly these keys (``Opt`` ones may be missing); others are typos."""

    fields: dict[str, Spec]

    def check(self, value: Any, path: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            _fail(path or "(top level)", f"expected a table, found {_toml_type(value)}")
        for key in value:
            if key not in self.fields:
                close = difflib.get_close_matches(key, list(self.fields), n=1)
                hint = f'; did you mean "{close[0]}"?' if close else ""
                known = ", ".join(self.fields)
                _fail(_join(path, key), f"unknown key{hint} (known keys: {known})")
        out: dict[str, Any] = {}
        for key, spec in self.fields.items():
            if key in value:
                out[key] = spec.check(value[key], _join(path, key))
            elif isinstance(spec, Opt):
                out[key] = None
            else:
                _fail(_join(path, key), "missing key")
        return out


@dataclass(frozen=True)
class Tables(Spec):
    """An array of tables (``[[name]]`` or inline), of exactly ``count`` when given."""

    table: Table
    count: int | None = None
    min_count: int = 1
    plural = "tables"

    def check(self, value: Any, path: str) -> tuple[dict[str, Any], ...]:
        if not isinstance(value, list):
            _fail(path, f"expected an array of tables, found {_toml_type(value)}")
        if self.count is not None and len(value) != self.count:
            _fail(path, f"expected {self.count} tables, found {len(value)}")
        if len(value) < self.min_count:
            _fail(path, f"expected at least {self.min_count} tables, found {len(value)}")
        return tuple(self.table.check(v, _item(path, i)) for i, v in enumerate(value))


# ------------------------------------------------------------------ checks beyond the schema


def _unique(rows: Iterable[dict[str, Any]], key: str, path: str) -> None:
    """Fails when two rows of the array of tables ``path`` share a value of ``key``."""
    seen: dict[Any, int] = {}
    for i, row in enumerate(rows):
        value = row[key]
        if value is None:
            continue
        if value in seen:
            _fail(_join(_item(path, i), key),
                  f"duplicate {key} {value!r} (also in {_item(path, seen[value])})")
        seen[value] = i


def _check_stables(doc: dict, loaded: dict[str, dict]) -> None:
    for key in ("number", "colour", "name"):
        _unique(doc["stable"], key, "stable")


def _check_blackboard(doc: dict, loaded: dict[str, dict]) -> None:
    rows = doc["row"]
    _unique(rows, "odds", "row")
    for i in range(1, len(rows)):
        if rows[i]["odds"] < rows[i - 1]["odds"]:
            _fail(_join(_item("row", i), "odds"), "rows must be in order, 1:2 first")


def _check_track(doc: dict, loaded: dict[str, dict]) -> None:
    colours = [s["colour"] for s in loaded["stables.toml"]["stable"]]
    for i, die in enumerate(doc["die"]):
        if sorted(die["faces"]) != sorted(colours):
            _fail(_join(_item("die", i), "faces"),
                  f"must be the horse colours once each ({', '.join(colours)})")


def _check_rules(doc: dict, loaded: dict[str, dict]) -> None:
    low, high = doc["min_rounds"], doc["max_rounds"]
    if low > high:
        _fail("min_rounds", f"must not exceed max_rounds ({high}), found {low}")
    _unique(doc["players"], "players", "players")
    counts = sorted(p["players"] for p in doc["players"])
    if counts != list(PLAYER_COUNTS):
        _fail("players", f"must have one row for each player count from "
                         f"{PLAYER_COUNTS[0]} to {PLAYER_COUNTS[-1]}, found {counts}")
    for i, row in enumerate(doc["players"]):
        for key in ("short", "rounds", "long"):
            if not low <= row[key] <= high:
                _fail(_join(_item("players", i), key),
                      f"must be between min_rounds ({low}) and max_rounds ({high}), "
                      f"found {row[key]}")
        if not row["short"] <= row["rounds"] <= row["long"]:
            _fail(_item("players", i), "must have short <= rounds <= long")


def _check_movement(doc: dict, loaded: dict[str, dict]) -> None:
    _unique(doc["card"], "number", "card")
    rows = len(loaded["blackboard.toml"]["row"])
    for i, card in enumerate(doc["card"]):
        if len(card["values"]) != rows:
            _fail(_join(_item("card", i), "values"),
                  f"expected {rows} integers (one per odds row), found {len(card['values'])}")


def _check_effect(effect: dict[str, Any], path: str) -> None:
    pair = (effect["trigger"], effect["op"])
    if pair not in KNOWN_EFFECTS:
        ops = sorted(op for trigger, op in KNOWN_EFFECTS if trigger == pair[0])
        triggers = sorted({trigger for trigger, _ in KNOWN_EFFECTS})
        known = (f"known ops for it: {', '.join(ops)}" if ops
                 else f"known triggers: {', '.join(triggers)}")
        _fail(path, f'unknown effect trigger="{pair[0]}", op="{pair[1]}" ({known})')
    wanted, value = KNOWN_EFFECTS[pair], effect["value"]
    if wanted is None:
        if value is not None:
            _fail(_join(path, "value"), f'op "{pair[1]}" takes no value')
        return
    if value is None:
        _fail(_join(path, "value"), f'missing key (op "{pair[1]}" needs a value)')
    if wanted is int and not _is_int(value):
        _fail(_join(path, "value"), f"expected an integer, found {_toml_type(value)}")
    if wanted is str and not isinstance(value, str):
        _fail(_join(path, "value"), f"expected a string, found {_toml_type(value)}")
    if pair == ("reveal", "discard") and value not in DISCARD_TARGETS:
        _fail(_join(path, "value"),
              f'"{value}" is not one of: {", ".join(DISCARD_TARGETS)}')


def _check_effect_item(effect: dict[str, Any], path: str) -> None:
    """An effect names an item exactly when its (trigger, op) needs one, from its list."""
    pair = (effect["trigger"], effect["op"])
    items, item = EFFECT_ITEMS.get(pair), effect.get("item")
    if items is None and item is not None:
        _fail(_join(path, "item"), f'effect {pair[0]}/{pair[1]} takes no item')
    if items is not None:
        if item is None:
            _fail(_join(path, "item"), f'missing key (effect {pair[0]}/{pair[1]} needs one of: '
                                       f'{", ".join(items)})')
        if item not in items:
            _fail(_join(path, "item"), f'"{item}" is not one of: {", ".join(items)}')


def _check_actions(doc: dict, loaded: dict[str, dict]) -> None:
    cards = doc["card"]
    _unique(cards, "number", "card")
    _unique(cards, "name", "card")
    for i, card in enumerate(cards):
        path = _item("card", i)
        for j, effect in enumerate(card["effects"]):
            _check_effect(effect, _item(_join(path, "effects"), j))
        if card["kind"] == "neutral" and card["letter"] is not None:
            _fail(_join(path, "letter"), "neutral (grey) cards have no letter")
        if card["kind"] != "neutral" and card["letter"] is None:
            _fail(_join(path, "letter"), f"missing key ({card['kind']} cards need a letter)")
    for kind in CARD_KINDS:
        if kind == "neutral":
            continue
        of_kind = [(i, c) for i, c in enumerate(cards) if c["kind"] == kind]
        seen: dict[str, int] = {}
        for i, card in of_kind:
            if card["letter"] in seen:
                _fail(_join(_item("card", i), "letter"),
                      f'letter {card["letter"]} is already on a {kind} card '
                      f'({_item("card", seen[card["letter"]])})')
            seen[card["letter"]] = i
        missing = [letter for letter in ACTION_LETTERS if letter not in seen]
        if missing:
            _fail("card", f"no {kind} card has the letter {', '.join(missing)} "
                          f"(each of {''.join(ACTION_LETTERS)} is on one {kind} card)")


def _check_characters(doc: dict, loaded: dict[str, dict]) -> None:
    chars = doc["character"]
    _unique(chars, "name", "character")
    _unique(chars, "owns_odds", "character")
    odds = [r["odds"] for r in loaded["blackboard.toml"]["row"]]
    for i, char in enumerate(chars):
        path = _join(_item("character", i), "owns_odds")
        if char["star"] and char["owns_odds"] is not None:
            _fail(path, "star characters start with no stable")
        if not char["star"] and char["owns_odds"] is None:
            _fail(path, "missing key (characters without a star own a stable)")
        if char["owns_odds"] is not None and char["owns_odds"] not in odds:
            _fail(path, f"1:{char['owns_odds']} is not an odds row "
                        f"({', '.join(f'1:{n}' for n in odds)})")


def _check_effect_list(rows: Iterable[dict[str, Any]], path: str) -> None:
    for i, row in enumerate(rows):
        for j, effect in enumerate(row["effects"]):
            where = _item(_join(_item(path, i), "effects"), j)
            if "value" in effect and effect["value"] is None:
                effect = {k: v for k, v in effect.items() if k != "value"}
            _check_effect({"value": None, **effect}, where)
            _check_effect_item(effect, where)


def _check_board(doc: dict, loaded: dict[str, dict]) -> None:
    _unique(doc["loan"], "kind", "loan")
    kinds = {loan["kind"] for loan in doc["loan"]}
    if kinds != {"bank", "mob"}:
        _fail("loan", "expected one bank and one mob loan")
    _unique(doc["ability"], "character", "ability")
    names = {c["name"]: c for c in loaded["characters.toml"]["character"]}
    for i, ability in enumerate(doc["ability"]):
        where = _join(_item("ability", i), "character")
        if ability["character"] not in names:
            _fail(where, f'no character is named "{ability["character"]}"')
        if not names[ability["character"]]["star"]:
            _fail(where, "only star characters have abilities")
    _check_effect_list(doc["ability"], "ability")


def _check_board_cards(doc: dict, loaded: dict[str, dict]) -> None:
    _unique(doc["card"], "number", "card")
    _unique(doc["card"], "name", "card")
    _check_effect_list(doc["card"], "card")
    for i, card in enumerate(doc["card"]):
        for j, effect in enumerate(card["effects"]):
            if effect.get("trigger") == "payoff" and effect.get("op") == "vp":
                _fail(_item(_join(_item("card", i), "effects"), j), "payoff/vp is for action cards")


def _check_goals(doc: dict, loaded: dict[str, dict]) -> None:
    _unique(doc["goal"], "design", "goal")
    seen: dict[int, int] = {}
    for i, goal in enumerate(doc["goal"]):
        for n in goal["numbers"]:
            if n in seen:
                _fail(_join(_item("goal", i), "numbers"), f"card number {n} is used twice")
            seen[n] = i


# ----------------------------------------------------------------------------- the files


@dataclass(frozen=True)
class DataFile:
    """A data file: its name under ``data/``, its schema and its extra checks."""

    name: str
    schema: Table
    check: Callable[[dict, dict[str, dict]], None] | None = None


_EFFECT = Table({"trigger": Str(), "op": Str(), "value": Opt(Scalar())})
_BOARD_EFFECT = Table({"trigger": Str(), "op": Str(), "value": Opt(Scalar()),
                       "item": Opt(Str())})
_BOARD_CARD = Table({"number": Int(min=1), "name": Str(), "text": Str(),
                     "effects": Tables(_BOARD_EFFECT)})

# In load order: a file's check may use the files before it.
FILES: tuple[DataFile, ...] = (
    DataFile("stables.toml", Table({
        "stable": Tables(Table({
            "number": Int(1, STABLE_COUNT),
            "colour": Str(HORSE_COLOURS),
            "name": Str(),
        }), count=STABLE_COUNT),
    }), _check_stables),
    DataFile("blackboard.toml", Table({
        "prizes": Array(Int(min=0), length=PRIZE_COUNT),
        "row": Tables(Table({"odds": Int(min=2), "price": Int(min=0)}), count=ODDS_ROW_COUNT),
    }), _check_blackboard),
    DataFile("track.toml", Table({
        "finish_line": Int(min=1),
        "die": Tables(Table({"faces": Array(Str(HORSE_COLOURS), length=STABLE_COUNT)}),
                      count=DICE_COUNT),
        "tie_breaker": Table({colour: Str() for colour in HORSE_COLOURS}),
    }), _check_track),
    DataFile("rules.toml", Table({
        "starting_vp": Int(min=1),
        "min_bet_per_vp": Int(min=1),
        "stake_step": Int(min=1),
        "win_vp": Int(min=0),
        "show_vp": Int(min=0),
        "show_multiplier": Int(min=1),
        "show_places": Int(1, STABLE_COUNT),
        "penalty_vp": Int(min=0),
        "action_cards_dealt": Int(min=0),
        "stable_vp": Int(min=0),
        "min_rounds": Int(min=1),
        "max_rounds": Int(min=1),
        "players": Tables(Table({
            "players": Int(PLAYER_COUNTS[0], PLAYER_COUNTS[-1]),
            "rounds": Int(min=1),
            "short": Int(min=1),
            "long": Int(min=1),
            "bet_tokens": Int(min=1),
        }), count=len(PLAYER_COUNTS)),
    }), _check_rules),
    DataFile("movement.toml", Table({
        "card": Tables(Table({
            "number": Int(min=1),
            "values": Array(Int(min=0), length=ODDS_ROW_COUNT),
        }), count=MOVEMENT_CARD_COUNT),
    }), _check_movement),
    DataFile("actions.toml", Table({
        "card": Tables(Table({
            "number": Int(min=1),
            "name": Str(),
            "kind": Str(CARD_KINDS),
            "letter": Opt(Str(ACTION_LETTERS)),
            "star": Bool(),
            "text": Str(),
            "effects": Tables(_EFFECT),
        }), count=ACTION_CARD_COUNT),
    }), _check_actions),
    DataFile("characters.toml", Table({
        "character": Tables(Table({
            "name": Str(),
            "star": Bool(),
            "danari": Int(min=0),
            "owns_odds": Opt(Int(min=2)),
            "text": Str(),
        }), count=CHARACTER_COUNT),
    }), _check_characters),
    DataFile("board.toml", Table({
        "prices": Table({
            "actions": Int(min=0), "actions_per_purchase": Int(min=1), "goal": Int(min=0),
            "assistant": Int(min=0), "horse": Int(min=0), "draw": Int(min=1),
            "pass_bonus": Int(min=0), "buy_from_player_multiplier": Int(min=1),
            "clearance_divisor": Int(min=1), "clearance_rounding": Int(min=1),
            "goal_vp": Int(min=0),
        }),
        "auction": Table({
            "dutch_start": Int(min=1), "dutch_step": Int(min=1), "dutch_floor": Int(min=0),
            "english_start": Int(min=1), "english_step": Int(min=1),
        }),
        "loans": Table({"cards": Int(min=0)}),
        "loan": Tables(Table({"kind": Str(("bank", "mob")), "name": Str(),
                              "receive": Int(min=0), "repay": Int(min=0), "text": Str()}),
                       count=2),
        "ability": Tables(Table({"character": Str(), "effects": Tables(_BOARD_EFFECT)})),
    }), _check_board),
    DataFile("assistants.toml", Table({"card": Tables(_BOARD_CARD, count=ASSISTANT_CARD_COUNT)}),
             _check_board_cards),
    DataFile("horses.toml", Table({"card": Tables(_BOARD_CARD, count=HORSE_CARD_COUNT)}),
             _check_board_cards),
    DataFile("goals.toml", Table({
        "goal": Tables(Table({
            "design": Str(), "name": Str(), "numbers": Array(Int(min=1)),
            "measure": Str(GOAL_MEASURES), "compare": Str(("most", "fewest")), "text": Str(),
        }), count=GOAL_DESIGN_COUNT),
    }), _check_goals),
)


def _effects(rows: Iterable[dict[str, Any]]) -> tuple[Effect, ...]:
    return tuple(Effect(**e) for e in rows)


def _build_board(docs: dict[str, dict]) -> BoardData:
    """Builds the Board Game's data from its checked documents."""
    board = docs["board.toml"]
    prices = {**board["prices"], **board["auction"], "loan_cards": board["loans"]["cards"]}
    goals = tuple(GoalCard(number=n, design=g["design"], name=g["name"], measure=g["measure"],
                           compare=g["compare"], text=g["text"])
                  for g in docs["goals.toml"]["goal"] for n in g["numbers"])
    return BoardData(
        assistants=tuple(BoardCard(c["number"], c["name"], c["text"], _effects(c["effects"]))
                         for c in docs["assistants.toml"]["card"]),
        horses=tuple(BoardCard(c["number"], c["name"], c["text"], _effects(c["effects"]))
                     for c in docs["horses.toml"]["card"]),
        goals=goals,
        loans={loan["kind"]: LoanKind(**loan) for loan in board["loan"]},
        prices=BoardPrices(**prices),
    )


# ----------------------------------------------------------------------------- loading


def _display(path: pathlib.Path) -> str:
    """The file name shown in messages: relative to the repository when inside it."""
    try:
        return path.resolve().relative_to(REPO_ROOT).as_posix()
    except (ValueError, OSError):
        return path.as_posix()


@contextmanager
def _in_file(path: pathlib.Path) -> Iterator[None]:
    """Turns a _Problem raised inside the block into a DataError naming ``path``."""
    try:
        yield
    except _Problem as p:
        raise DataError(_display(path), p.key, p.problem, path) from None


_TOML_POSITION = re.compile(r"\s*\(at (line \d+, column \d+|end of document)\)\s*$")


def _read(path: pathlib.Path) -> tuple[bytes, dict[str, Any]]:
    """Reads and parses one TOML file; any failure becomes a DataError."""
    shown = _display(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise DataError(shown, "", "file not found", path) from None
    except OSError as e:
        raise DataError(shown, "", f"cannot read: {e.strerror or e}", path) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise DataError(shown, "", f"not UTF-8 text (byte {e.start})", path) from None
    try:
        return raw, tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        message = str(e)
        where = _TOML_POSITION.search(message)
        position = where.group(1) if where else ""
        problem = message[:where.start()] if where else message
        raise DataError(shown, position, f"invalid TOML: {problem}", path) from None


def _build(docs: dict[str, dict], identity: str) -> GameData:
    """Builds the GameData from the checked documents."""
    rules = dict(docs["rules.toml"])
    players = rules.pop("players")
    track = docs["track.toml"]
    return GameData(
        stables=tuple(Stable(**s) for s in sorted(docs["stables.toml"]["stable"],
                                                  key=lambda s: s["number"])),
        movement=tuple(MovementCard(**c) for c in docs["movement.toml"]["card"]),
        actions=tuple(
            ActionCard(**{**c, "effects": tuple(Effect(**e) for e in c["effects"])})
            for c in docs["actions.toml"]["card"]
        ),
        characters=tuple(Character(**c) for c in docs["characters.toml"]["character"]),
        odds_rows=tuple(OddsRow(**r) for r in docs["blackboard.toml"]["row"]),
        prizes=docs["blackboard.toml"]["prizes"],
        players={p["players"]: PlayerCountRow(**p) for p in players},
        rules=RulesConstants(**rules),
        track=Track(
            finish_line=track["finish_line"],
            dice=tuple(Die(**d) for d in track["die"]),
            tie_breaker=dict(track["tie_breaker"]),
        ),
        identity=identity,
        abilities={a["character"]: _effects(a["effects"]) for a in docs["board.toml"]["ability"]},
        board=_build_board(docs),
    )


def load_data(data_dir: pathlib.Path | str | None = None) -> GameData:
    """Loads, validates and returns the game data; raises DataError on any problem.

    ``data_dir`` defaults to the repository's ``data/`` folder. ``GameData.identity`` is
    the sha256 of the bytes of the files read, concatenated in sorted name order.
    """
    directory = DEFAULT_DATA_DIR if data_dir is None else pathlib.Path(data_dir)
    if not directory.is_dir():
        raise DataError(_display(directory), "", "data folder not found", directory)
    docs: dict[str, dict] = {}
    raw: dict[str, bytes] = {}
    for spec in FILES:
        path = directory / spec.name
        raw[spec.name], parsed = _read(path)
        with _in_file(path):
            docs[spec.name] = spec.schema.check(parsed, "")
            if spec.check is not None:
                spec.check(docs[spec.name], docs)
    digest = hashlib.sha256()
    for name in sorted(raw):
        digest.update(raw[name])
    return _build(docs, digest.hexdigest())


def load_or_exit(data_dir: pathlib.Path | str | None = None) -> GameData:
    """Like load_data, but prints ``error: <message>`` to stderr and exits 2 on DataError."""
    try:
        return load_data(data_dir)
    except DataError as e:
        print(f"error: {e}", file=sys.stderr)
        raise SystemExit(2) from None
