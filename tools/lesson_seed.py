"""Finds the seed of a game's lesson: the first seed whose game lets the lesson play as
written (every scripted action legal when its turn comes, every awaited event coming,
every ``expect`` met), by playing the lesson headless (``game/core/lessons.py``).

    .venv/bin/python tools/lesson_seed.py GAME [--first 1] [--last 5000] [--write]

GAME is the registry name (``bettor-horse``). It prints the seed found (and why the file's
own seed fails, if it does); ``--write`` puts it in the lesson file's ``seed = N`` line.
Exit 0 with a seed, 1 when none in the range fits, 2 for a broken file.
"""
from __future__ import annotations

import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import game.catalogue  # noqa: E402,F401  (names every game)
from game.core.data_schema import DataError  # noqa: E402
from game.core.lessons import LessonError, run_lesson  # noqa: E402
from game.core.registry import get_game, registered_games  # noqa: E402
from game.services.lesson_files import lesson_path, load_lesson  # noqa: E402

SEED_LINE = re.compile(r"^seed\s*=\s*\d+", re.M)


def find_seed(game: str, first: int, last: int) -> tuple[int | None, str]:
    """(the first fitting seed in first..last or None, why the last one tried failed)."""
    info = get_game(game)
    lesson = load_lesson(game)
    why = ""
    for seed in range(first, last + 1):
        try:
            run_lesson(info, lesson.with_seed(seed))
        except LessonError as e:
            why = str(e)
            continue
        return seed, ""
    return None, why


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game", help="the game's registry name, e.g. bettor-horse")
    ap.add_argument("--first", type=int, default=1)
    ap.add_argument("--last", type=int, default=5000)
    ap.add_argument("--write", action="store_true", help="write the seed into the file")
    args = ap.parse_args(argv)
    names = [g.name for g in registered_games()]
    if args.game not in names:
        print(f"error: no game {args.game!r} ({', '.join(names)})")
        return 2
    try:
        lesson = load_lesson(args.game)
        try:
            run_lesson(get_game(args.game), lesson)
            print(f"the file's seed {lesson.seed} fits")
        except LessonError as e:
            print(f"the file's seed {lesson.seed} does not fit: {e}")
        seed, why = find_seed(args.game, args.first, args.last)
    except DataError as e:
        print(f"error: {e}")
        return 2
    if seed is None:
        print(f"no seed from {args.first} to {args.last} fits; the last: {why}")
        return 1
    print(f"seed {seed}")
    if args.write:
        path = lesson_path(args.game)
        text = path.read_text(encoding="utf-8")
        path.write_text(SEED_LINE.sub(f"seed = {seed}", text, count=1), encoding="utf-8")
        print(f"written into {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
