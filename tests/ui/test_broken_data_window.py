"""One game's data file broken: the window still opens, that game's tile on "Choose a game"
is greyed with the file's one line (and cannot be set up; its rules book is that line), its
saves are listed with that line, and the other games play on.

Each game in turn has a number of its last data file made text in a copy of ``data/``
(``$HORSEBURG_DATA``); the App is opened as the program opens it (no data handed in).
"""
from __future__ import annotations

import pathlib
import shutil
import tomllib

import pygame
import pytest

from game.core import registry
from game.core.match import play_match
from game.catalogue import registered_games
from game.services.resources import DATA_ENV, bundled_dir
from game.saves.files import saves_dir
from game.saves import list_saves
from game.ui.app import App, AppConfig

from core.data_edit import dump  # tests/ is on sys.path (rootdir import)
from .driver import Driver

GAMES = registered_games()
FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "fixtures" / "saves"


def first_number(node, path=()):
    """The key path of the first integer of a parsed file."""
    items = node.items() if isinstance(node, dict) else enumerate(node)
    for k, v in items:
        if isinstance(v, (dict, list)):
            got = first_number(v, path + (k,))
            if got:
                return got
        elif type(v) is int:
            return path + (k,)
    return None


@pytest.fixture(params=GAMES, ids=lambda i: i.name)
def broken(request, tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch):
    """The game of the parameter with a broken data file; its one line."""
    info = request.param
    folder = tmp_path / "data"
    shutil.copytree(bundled_dir("data"), folder)
    name = info.data_files[-1]
    doc = tomllib.loads((folder / name).read_text(encoding="utf-8"))
    path = first_number(doc)
    node = doc
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = "many"
    (folder / name).write_text(dump(doc), encoding="utf-8")
    monkeypatch.setenv(DATA_ENV, str(folder))
    registry.forget_rules()
    problem = info.problem()
    assert problem is not None and problem.startswith(f"data/{name}: ") and "\n" not in problem
    yield info, problem
    monkeypatch.delenv(DATA_ENV)
    registry.forget_rules()


def test_the_other_games_play_and_the_window_greys_the_broken_one(broken) -> None:
    info, problem = broken
    for other in GAMES:
        if other is not info:  # a whole game of each other game, as the command line plays it
            kind = "random" if "random" in other.bot_kinds else other.bot_kinds[0]
            assert play_match(other, None, 1, [kind]).game.is_over()
    # A save of each game: the broken game's is listed with its file's line, the others
    # as they were (and Continue takes the newest unfinished one that loads).
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for game in GAMES:
        shutil.copy(FIXTURES / f"{game.name}.json", folder / f"autosave-{game.name}.json")
    listed = {i.path.stem: i for i in list_saves()}
    assert listed[f"autosave-{info.name}"].error == problem
    assert all(listed[f"autosave-{g.name}"].ok for g in GAMES if g is not info)
    app = App(AppConfig(speed="instant", autosave=False))  # (no data handed in: read as needed)
    drv = Driver(app)
    drv.step()
    assert drv.top.name == "title"
    assert drv.top.latest is not None and drv.top.latest.ok
    drv.press("new")
    assert drv.top.name == "choose"
    drv.step()
    greyed = [op for op in app.last_ops if op[0] == "greyed"]
    assert greyed == [("greyed", info.name, problem)]
    texts = " | ".join(op[1] for op in app.last_ops if op[0] == "text")
    assert "Cannot be played" in texts
    choose = drv.top
    names = [g.name for g in choose.games]
    # The broken game, chosen, cannot be set up: its button says why.
    choose.selected = names.index(info.name)
    button = next(b for b in choose.buttons() if b.key == "choose")
    assert not button.enabled and button.reason == problem
    drv.key(pygame.K_RETURN)
    assert drv.top.name == "choose"
    # Its rules (F1 on its tile) are that one line, not a traceback.
    drv.key(pygame.K_F1)
    assert drv.top.name == "rules" and [p.paragraphs for p in drv.top.pages] == [(problem,)]
    drv.key(pygame.K_ESCAPE)
    assert drv.top.name == "choose"
    # Another game sets up as before.
    other = next(i for i, g in enumerate(choose.games) if g.name != info.name)
    choose.selected = other
    drv.key(pygame.K_RETURN)
    assert drv.top.name == "setup" and drv.top.info.name == names[other]
