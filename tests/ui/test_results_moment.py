"""The results moment of every game (issue 34): after each race or round a sheet that waits
for a person (Enter or a click on Continue; never Space, which hurries animations), stays
4 s at a table with nobody at it (a click goes on sooner; none at instant), is made from
the events as the table's reader saw them, and opens again from the log; a replay jumps to
any race or round and ends a replayed race on its sheet (docs/ui.md, "Results")."""
from __future__ import annotations

import pygame
import pytest

from game import catalogue as games  # noqa: F401  (registers every game)
from game.core.registry import get_game
from game.ui.app import App, AppConfig
from game.ui.generic.replay import shown
from game.ui.plugin import GameSetup, SeatChoice

from .driver import Driver

GAMES = ("horse-fever", "bettor-horse", "ticket-gagnant", "finish-line")
OPTIONS = {"horse-fever": {"variant": "family", "players": 2, "rounds": 3},
           "ticket-gagnant": {"players": 2, "races": 2}}
SHEET = {"horse-fever": "payoffs"}  # (Horse Fever's results are its payoffs sheet)
# What another seat's secret looks like in the events a sheet is made from (redacted).
HIDDEN = {"bettor-horse": ("horse_placed", lambda e: e["card"] is None),
          "ticket-gagnant": ("deal", lambda e: e["cards"] is None),
          "finish-line": ("bet", lambda e: e.get("hidden") is True)}


def start(game: str, kinds: tuple[str, ...], speed: str) -> tuple[App, Driver]:
    app = App(AppConfig(speed=speed, autosave=False))
    seats = tuple(SeatChoice(("Ada", "Bruno")[i], k) for i, k in enumerate(kinds))
    options = dict(OPTIONS.get(game, {"players": len(kinds)}))
    assert app.start(GameSetup(game, options, seats, 3)) is None
    return app, Driver(app)


def sheet_up(app: App, game: str) -> bool:
    return app.stack.top.name == SHEET.get(game, "results")


def play_until(app: App, d: Driver, done, person_bot=None, frames: int = 20000) -> None:
    """Steps the window; a person's turn is played as the panel's Confirm plays it (the
    session's choose and confirm), with a bot's choice."""
    s = app.find("table").session
    for _ in range(frames):
        if done():
            return
        seat = s.turn_open()
        if seat is not None and person_bot is not None and app.stack.top.name == "table":
            assert s.choose(person_bot.choose(s.game.view(seat))) == ""
            assert s.confirm() == ""
        d.step(0.1)
    raise AssertionError("never reached")


@pytest.mark.parametrize("game", GAMES)
def test_the_results_wait_for_the_person_and_space_never_closes_them(game):
    info = get_game(game)
    app, d = start(game, ("human", info.bot_kinds[0]), "instant")
    s = app.find("table").session
    play_until(app, d, lambda: sheet_up(app, game), info.make_bot(info.bot_kinds[0], 3, 0))
    sheet, acted = app.stack.top, len(s.applied)
    app.draw()
    drawn = [op[1] for op in app.last_ops if op[0] == "text"]
    assert "Ada" in drawn and "Bruno" in drawn  # each seat's part
    for _ in range(100):  # ten seconds: it waits
        d.step(0.1)
    for _ in range(3):
        d.key(pygame.K_SPACE)  # hurrying the animations along
    d.click((sheet.part.rect.x + 8, sheet.part.rect.y + 8))  # a person's click elsewhere
    assert app.stack.top is sheet and s.stop is sheet.stop and len(s.applied) == acted
    if game in HIDDEN:  # made from the events as the person saw them
        kind, hidden = HIDDEN[game]
        mine = [e for e in sheet.part._events if e["type"] == kind and e["seat"] != 0]
        assert mine and all(hidden(e) for e in mine)
    d.key(pygame.K_RETURN)
    assert app.stack.top is not sheet and s.stop is None
    play_until(app, d, lambda: len(s.applied) > acted, info.make_bot(info.bot_kinds[0], 3, 0))


@pytest.mark.parametrize("game", GAMES)
def test_with_nobody_at_the_table_the_results_stay_four_seconds_and_a_click_goes_on(game):
    info = get_game(game)
    app, d = start(game, (info.bot_kinds[0],) * 2, "fast")
    app.set_speeds(bot="instant", race="fast", remember=False)  # (bots at once, clips played)
    play_until(app, d, lambda: sheet_up(app, game))
    sheet = app.stack.top
    for _ in range(35):
        d.step(0.1)
    assert app.stack.top is sheet  # 3.5 s: still up
    for _ in range(10):
        d.step(0.1)
    assert app.stack.top is not sheet  # 4.5 s: gone on by itself
    play_until(app, d, lambda: sheet_up(app, game) and app.stack.top is not sheet)
    second = app.stack.top
    for _ in range(5):  # (half a second: past its first moments)
        d.step(0.1)
    assert app.stack.top is second
    d.click((second.part.rect.x + 8, second.part.rect.y + 8))
    assert app.stack.top is not second


@pytest.mark.parametrize("game", GAMES)
def test_past_results_open_from_the_log_and_the_replay_jumps_to_a_race(game):
    info = get_game(game)
    app, d = start(game, (info.bot_kinds[0],) * 2, "instant")
    table = app.find("table")
    s = table.session
    play_until(app, d, lambda: app.stack.top.name == "final")  # never stuck on a sheet
    parts = len(s.pres.part_marks(s.events))
    labels = [stop.label for _at, stop in s.sheets]
    assert len(labels) >= min(parts, 3) and all(labels)  # a sheet after every race or round
    # The log opens every past sheet again (the game does not wait on it).
    app.stack.pop(app.stack.top)
    table.open_log()
    chips = [b for b in app.stack.top.buttons() if b.key.startswith("sheet_")
             and b.key[6:].isdigit()]
    assert [b.tip for b in chips] == labels[-len(chips):] and len(chips) == min(len(labels), 14)
    chips[0].click()
    again = app.stack.top
    assert again.name == SHEET.get(game, "results") and not again.waits
    assert again.close_label == "Close" and again.title == s.sheets[len(labels) - len(chips)][1].sheet.title()
    d.key(pygame.K_RETURN)
    app.stack.pop(app.stack.top)  # the log
    # The replay jumps to the second race or round: what was shown before it, shown.
    table.app.open("replay", s)
    rp = app.stack.top
    rp.faster(1)
    rp.jump(2)
    r = rp.session
    mark = rp.marks[1]
    # (the part's first event next, or the action that makes it)
    assert shown(r) == mark and (not r.queue or r.queue[0]["type"] in s.pres.part_starts)
    assert r.log == s.log[:len(r.log)] and len(r.log) > 1
    assert [stop.label for _at, stop in r.sheets] == labels[:len(r.sheets)] and r.sheets
    assert rp.current() == 2
    d.step(0.1)
    # Played on from there, the second race's or round's results come up over the replay.
    d.run_until(lambda: app.stack.top.name == SHEET.get(game, "results"), steps=20000)
    assert app.stack.top.stop.label == labels[len(r.sheets) - 1] == labels[1]
    d.run_until(lambda: app.stack.top.age >= 0.5, steps=10)
    d.click((app.stack.top.part.rect.x + 8, app.stack.top.part.rect.y + 8))  # nobody: a click
    assert app.stack.top is rp


@pytest.mark.parametrize("game", ("horse-fever", "ticket-gagnant"))
def test_a_race_replayed_from_the_log_ends_on_its_sheet(game):
    info = get_game(game)
    app, d = start(game, (info.bot_kinds[0],) * 2, "instant")
    table = app.find("table")
    play_until(app, d, lambda: app.stack.top.name == "final")
    app.stack.pop(app.stack.top)
    table.open_replay(1)
    rp = app.stack.top
    assert rp.name == "replay"
    rp.faster(1)
    assert d.run_until(lambda: app.stack.top.name == SHEET.get(game, "results"), steps=20000)
    assert "1" in app.stack.top.title
