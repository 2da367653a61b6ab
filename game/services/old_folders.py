"""Moves the settings and saves of the program's old name (Horse Fever) to Horseburg's folders, once.

Until it became a table of games the program kept its files in ``horse-fever`` folders
(``~/.config/horse-fever/``, ``~/.local/share/horse-fever/`` on Linux), or under
``$HORSE_FEVER_HOME`` when ``HORSEBURG_HOME`` is set too. At start-up (``game.command_line.main.main``)
every file found there is moved to the same place under the new folders, and one line
says so in the log (stderr: the program sets up no logging, and a warning reaches stderr
through logging's last-resort handler, so the player sees it).

Nothing is ever overwritten: a file that already exists in the new folder (made by Horseburg,
so the newer one) is kept and the old one is left where it was, named in the log. A marker file in the
new config folder records the move, so a second start looks no further and moves nothing.
When only ``HORSE_FEVER_HOME`` is set it *is* the home in use (``settings.home_override``)
and nothing moves. No pygame here.

    lines = move_old_folders()   # [] when there was nothing to move
"""
from __future__ import annotations

import logging
import os
import pathlib
import shutil

from . import settings

log = logging.getLogger(__name__)

MARKER = ".moved-from-horse-fever"  # in the new config folder once the move is done
KINDS = ("config", "data")


def old_folders() -> list[tuple[pathlib.Path, pathlib.Path]]:
    """(old folder, new folder) pairs to move, config then data; [] when no old name applies."""
    new_home = os.environ.get(settings.HOME_ENV)
    old_home = os.environ.get(settings.OLD_HOME_ENV)
    if new_home:
        if not old_home:
            return []
        olds = {k: pathlib.Path(old_home) / k for k in KINDS}
    elif old_home:
        return []  # HORSE_FEVER_HOME alone is the home in use: nothing to move
    else:
        olds = {k: settings.platform_dir(k, settings.OLD_APP_NAME) for k in KINDS}
    news = {"config": settings.config_dir(), "data": settings.data_dir()}
    return [(olds[k], news[k]) for k in KINDS if _differ(olds[k], news[k])]


def _differ(a: pathlib.Path, b: pathlib.Path) -> bool:
    return os.path.abspath(a) != os.path.abspath(b)


def _move_tree(old: pathlib.Path, new: pathlib.Path) -> tuple[int, list[pathlib.Path]]:
    """Moves every file under ``old`` to the same place under ``new``; returns how many moved
    and the files left behind because one of the same name is already there."""
    moved, left = 0, []
    for src in sorted(p for p in old.rglob("*") if p.is_file() or p.is_symlink()):
        dst = new / src.relative_to(old)
        if dst.exists() or dst.is_symlink():
            left.append(src)
            continue
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(src), str(dst))  # a rename, or copy-and-delete across file systems
        moved += 1
    # Empty folders left behind are removed, deepest first, the old folder itself last.
    for d in sorted((p for p in old.rglob("*") if p.is_dir()), key=lambda p: -len(p.parts)):
        _rmdir_if_empty(d)
    _rmdir_if_empty(old)
    return moved, left


def _rmdir_if_empty(d: pathlib.Path) -> None:
    try:
        d.rmdir()
    except OSError:
        pass  # not empty (a file was left) or not ours to remove


def move_old_folders() -> list[str]:
    """Moves the old folders' files to the new folders, once; returns (and logs) what it did.
    Any failure is logged as one line and the program starts anyway: a move that cannot be
    made never stops the game."""
    try:
        pairs = old_folders()
        marker = settings.config_dir() / MARKER
        if not pairs or marker.exists() or not any(old.is_dir() for old, _ in pairs):
            return []
        moved, left = 0, []
        for old, new in pairs:
            if old.is_dir():
                m, lf = _move_tree(old, new)
                moved += m
                left += lf
        lines = [f"Moved {moved} file{'s' if moved != 1 else ''} of Horse Fever's settings and saves "
                 f"from {', '.join(str(o) for o, _ in pairs)} to {', '.join(str(n) for _, n in pairs)}."]
        if left:
            lines.append(f"Left {len(left)} old file{'s' if len(left) != 1 else ''} where "
                         f"{'they were' if len(left) != 1 else 'it was'} (the new folder already has "
                         f"one of the same name, which is kept): {', '.join(str(p) for p in left)}.")
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.write_text("\n".join(lines) + "\n", encoding="utf-8")
    except OSError as exc:
        lines = [f"Could not move the old Horse Fever folders: {exc}"]
    for line in lines:
        log.warning("%s", line)
    return lines
