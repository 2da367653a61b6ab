"""Every game continues after a quit (issue 29): a few moves in the window, leave to the
title, Continue, and the same position is on the table (the person's view equal before
and after); the same save opened from Resume; and a save of each game written by the
program before this change (``tests/fixtures/saves``, ``tools/save_fixtures.py``)
continued from the title and from Resume, then played on."""
from __future__ import annotations

import pathlib
import shutil

import pygame
import pytest

from game import catalogue as games  # noqa: F401  (registers every game)
from game.core.registry import get_game
from game.saves.files import saves_dir
from game.saves.document import read_save
from game.ui.app import App, AppConfig
from game.ui.plugin import GameSetup, SeatChoice

from .driver import Driver

FIXTURES = pathlib.Path(__file__).resolve().parent.parent / "fixtures" / "saves"
GAMES = ("horse-fever", "bettor-horse", "ticket-gagnant", "finish-line")
OPTIONS = {"horse-fever": {"variant": "family", "players": 2}}


def table_of(app: App):
    """The game's table on the stack (whichever game), or None."""
    return next((s for s in reversed(app.stack.scenes) if getattr(s, "name", "") in ("table", "generic_table")),
                None)


def person_to_move(table) -> bool:
    s = table.session
    if s.game.is_over() or s.queue or s.human_to_move() is None:
        return False
    return s.turn_open() is not None if hasattr(s, "turn_open") else True


def move(table) -> None:
    """The person's move: the first legal action, as the table would send it."""
    s = table.session
    if hasattr(s, "confirm"):  # the generic table: choose, then confirm
        assert s.choose(list(s.game.legal())[0]) == ""
        assert s.confirm() == ""
    else:
        s.submit(s.game.legal_actions()[0])


def play(app: App, moves: int) -> None:
    """Plays the person's next ``moves`` decisions (bots in between), stopping at the next."""
    made = 0
    for _ in range(5000):
        app.step(0.1, [])
        top, table = app.stack.top, table_of(app)
        if top is not table:
            if hasattr(top, "ready"):
                top.ready()  # a pass screen
            elif top.name != "final":
                top.default_action()  # a sheet between rounds: go on
            continue
        if person_to_move(table):
            if made == moves:
                return
            move(table)
            made += 1
    raise AssertionError(f"{made} of {moves} moves made")


def new_app() -> App:
    return App(AppConfig(speed="instant", autosave=True))


def start(app: App, game: str) -> None:
    info = get_game(game)
    seats = (SeatChoice("Ada"), SeatChoice("Bruno", info.bot_kinds[0]))
    options = OPTIONS.get(game, {"players": 2})
    assert app.start(GameSetup(game, dict(options), seats, 7)) is None


def continue_from_title(app: App, d: Driver):
    app.to_title()
    d.step(0.05)
    title = app.stack.top
    assert title.name == "title" and title.latest is not None, "no Continue on the title"
    d.key(pygame.K_RETURN)  # Enter = Continue
    table = table_of(app)
    assert table is not None, getattr(app.find("title"), "message", "")
    return table


def continue_from_resume(app: App, d: Driver, path: pathlib.Path):
    app.to_title()
    app.open("resume")
    resume = app.stack.top
    for _ in range(len(resume.infos) + 2):
        d.step(0.05)  # one full check per frame
    i = next(k for k, info in enumerate(resume.infos) if info.path == path)
    assert not resume.problem(resume.infos[i]), resume.problem(resume.infos[i])
    resume.select(i)
    d.key(pygame.K_RETURN)
    table = table_of(app)
    assert table is not None, resume.message
    return table


@pytest.mark.parametrize("game", GAMES)
def test_a_game_left_to_the_title_continues_where_it_stopped(game, data):
    app = new_app()
    d = Driver(app)
    start(app, game)
    play(app, 3)
    table = table_of(app)
    before = table.session.game.view(0)
    path = pathlib.Path(table.session.autosaver.path)
    again = continue_from_title(app, d)
    assert again is not table and again.session.game.view(0) == before
    assert type(again.session.game) is type(table.session.game)
    play(app, 1)  # it plays on, and its autosave goes on in the same file
    assert read_save(path).replayed.game.view(0) == table_of(app).session.game.view(0)
    resumed = continue_from_resume(app, d, path)
    assert resumed.session.game.view(0) == table_of(app).session.game.view(0)


@pytest.mark.parametrize("game", GAMES)
def test_a_save_written_before_issue_29_continues(game, data, private_home):
    folder = saves_dir()
    folder.mkdir(parents=True)
    path = folder / f"autosave-20260101-120000-{game}.json"
    shutil.copyfile(FIXTURES / f"{game}.json", path)
    expected = read_save(path).replayed.game.view(0)
    app = new_app()
    d = Driver(app)
    table = continue_from_title(app, d)
    assert table.session.game.view(0) == expected
    play(app, 1)  # the game goes on and is saved in its own file
    assert read_save(path).replayed.game.view(0) == table_of(app).session.game.view(0)
    assert len(read_save(path).history.actions) > len(read_save(FIXTURES / f"{game}.json")
                                                      .history.actions)
    again = continue_from_resume(app, d, path)
    assert again.session.game.view(0) == table_of(app).session.game.view(0)
