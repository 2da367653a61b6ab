"""The lesson files: ``data/lessons/<game>.toml``, found and read for any game.

The data folder is the program's (``resources.data_dir``: the bundled one, or
``$HORSEBURG_DATA``'s); the file is checked by the one lesson parser
(``game/core/lessons.py``), so a broken one is a ``DataError`` line naming the file and key.
A game shows "Learn to play" only where its file exists (``has_lesson``).
"""
from __future__ import annotations

import pathlib

from ..core.data_load import read_problem, shown_name
from ..core.lessons import Lesson, lesson_file, parse_lesson
from ..core.registry import get_game
from .resources import data_bases, data_dir


def lesson_path(game: str) -> pathlib.Path:
    """Where ``game``'s lesson lives (it may not exist)."""
    return data_dir() / lesson_file(game)


def has_lesson(game: str) -> bool:
    """Whether ``game`` has a lesson file ("Learn to play" shows only then)."""
    return lesson_path(game).is_file()


def load_lesson(game: str, path: pathlib.Path | None = None) -> Lesson:
    """``game``'s lesson, read and checked (DataError, one line, if it cannot be)."""
    path = path or lesson_path(game)
    shown = shown_name(path, data_bases())
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise read_problem(shown, path, e) from None
    return parse_lesson(raw, shown, get_game(game))
