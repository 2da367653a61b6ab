"""Loads and validates the game's TOML data files under ``data/`` into a ``GameData``.

Public API:

* ``load_data(data_dir=None) -> GameData``: reads every registered file, checks it and
  builds the frozen dataclasses of ``game.horsefever.rules.data``. Any problem raises ``DataError``.
* ``load_or_exit(data_dir=None) -> GameData``: the same, but a ``DataError`` is printed to
  stderr as one line, ``error: <message>``, and the program exits with code 2.
* ``DataError``: ``str()`` is one line, ``<file>: <key>: <problem>``, for example
  ``data/movement.toml: card[3].values: expected 6 integers, found 5``. Its attributes are
  ``file`` (the file as shown), ``key`` (the key path, "" for whole-file problems),
  ``problem`` and ``path`` (the file's ``pathlib.Path``).

Key paths name tables as the file does; arrays of tables are counted from 1, the way a
person counts them in the file, so ``card[3]`` is the third ``[[card]]`` table. Files under
the repository are shown relative to it (``data/actions.toml``), others as given.

Each file is checked in three passes, each in its own module:

* its schema (``game.horsefever.rules.data_files.FILES``, in the spec language of
  ``game.horsefever.rules.data_schema``): types, counts, missing and unknown keys;
* its numbers' ranges (``game.horsefever.rules.data_bounds``, the one table of every number's allowed
  range, chosen so that every game still ends);
* its extra checks (``game.horsefever.rules.data_checks``): duplicates, letters, effects, references to
  the files loaded before it.

This module reads the files (the only one of ``game.horsefever.rules`` that does I/O) and builds the
``GameData``.
"""
from __future__ import annotations

import hashlib
import pathlib
import sys
from collections.abc import Iterable
from typing import Any

from game.horsefever.rules.data import (
    ActionCard,
    BoardCard,
    BoardData,
    BoardPrices,
    Character,
    Die,
    Effect,
    GameData,
    GoalCard,
    LoanKind,
    MovementCard,
    OddsRow,
    PlayerCountRow,
    RulesConstants,
    Stable,
    Track,
)
from game.services.resources import data_bases, data_dir as bundled_data_dir
from game.core.data_load import in_file, parse_toml, read_problem, shown_name
from game.core.data_schema import N_, DataError, check_document
from game.horsefever.rules.data_bounds import BOUNDS, check_numbers
from game.horsefever.rules.data_files import FILES, DataFile

__all__ = ["DataError", "DataFile", "FILES", "load_data", "load_or_exit"]

# The bundled data files: the repository's data/, or the installed package's copy (or the
# folder $HORSEBURG_DATA names, read at each load).
DEFAULT_DATA_DIR = bundled_data_dir()


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
    """The file name shown in messages: a bundled file as ``data/NAME`` (wherever the
    package is installed), a file under the repository relative to it, others as given."""
    return shown_name(path, data_bases())


def _read(path: pathlib.Path, shown: str) -> tuple[bytes, dict[str, Any]]:
    """Reads and parses one TOML file (``shown``: its name in messages); any failure
    becomes a DataError."""
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise read_problem(shown, path, e) from None
    return raw, parse_toml(raw, shown, path)


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

    ``data_dir`` defaults to the bundled ``data/`` folder (``game.services.resources``). ``GameData.identity`` is
    the sha256 of the bytes of the files read, concatenated in sorted name order.
    """
    directory = bundled_data_dir() if data_dir is None else pathlib.Path(data_dir)
    if not directory.is_dir():
        raise DataError(_display(directory), "", N_("data folder not found"), directory)
    docs: dict[str, dict] = {}
    raw: dict[str, bytes] = {}
    for spec in FILES:
        path = directory / spec.name
        shown = _display(path)  # (once a file: it resolves the paths, a call to the system each)
        raw[spec.name], parsed = _read(path, shown)
        with in_file(shown, path):
            docs[spec.name] = check_document(spec.schema, parsed, BOUNDS.get(spec.name, {}))
            check_numbers(spec.name, docs[spec.name])
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
