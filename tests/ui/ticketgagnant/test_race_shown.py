"""The board's title and track follow the race being set up (issue 37, point 1): the
discipline clicked on the setup panel at once, never the last race's while somebody else
chooses, the new race's from its start, in the live game and in its replay alike."""
from __future__ import annotations

import re

import pygame

from game.ticketgagnant.ui.board import TicketBoard
from game.ticketgagnant.ui import PRESENTATION
from game.ui.generic import Playing
from game.ui.generic import layout as GL
from game.ui.generic.replay import replay_session
from game.ui.generic.saving import history
from game.ui.painter import Painter

from .helpers import answer, click_button, table

TITLE = re.compile(r"^Race (\d+) of \d+(?: - (\w+)|: \w+ chooses the discipline)")


def _board(app, scene) -> tuple[str, object]:
    """The board's title and the track it drew, from the draw list of a fresh frame."""
    app.draw()
    ops = app.last_ops
    titles = [op[1] for op in ops if op[0] == "text" and TITLE.match(op[1])]
    tracks = [op[1] for op in ops if op[0] == "track"]
    assert titles and len(tracks) == 1, (titles, tracks)
    return titles[0], tracks[0]


def test_the_setup_previews_the_chosen_discipline(data):
    app, scene, d = table(data, "human", "random", "random", seed=11, races=3)
    d.run_until(lambda: scene.frame.panel is not None)
    for disc, name in (("steeplechase", "Steeplechase"), ("harness", "Harness"),
                       ("obstacle", "Obstacle")):
        click_button(d, scene, f"disc:{disc}")
        title, track = _board(app, scene)
        assert track == disc and title.startswith(f"Race 1 of 3 - {name}"), (title, track)
    click_button(d, scene, "hand:4")
    assert "hands of 4" in _board(app, scene)[0]


def _race_start(disc: str, race: int = 2) -> dict:
    return {"type": "race_start", "race": race, "races": 3, "first": 1, "hand_size": 5,
            "discipline": disc, "visibility": "visible",
            "positions": {str(h): [1, h] for h in range(1, 9)}}


def test_a_bots_setup_claims_no_discipline_and_the_start_names_it(data):
    app, scene, d = table(data, "human", "random", seed=11, races=3)
    s = scene.session
    s.set_speed("normal")  # the bot takes its time: its setup can be looked at
    app.set_speeds(bot="normal", remember=False)  # (the table keeps the app's bot speed)
    # Race 1 as the person sets it up (Harness, helpers.DISCIPLINES); then the bot's race 2.
    for _ in range(3000):
        if s.view["phase"] == "race_setup" and s.view["race"] == 2 and s.caught_up():
            break
        if app.stack.top.name == "results":  # race 1's results wait for the person
            d.go_on()
        elif scene.frame.panel is not None:
            answer(d, scene)
        else:
            d.step(0.05)
    assert s.view["discipline"] == "harness"  # the view still holds the last race's
    title, track = _board(app, scene)
    assert title == "Race 2 of 3: Bruno chooses the discipline" and track is None
    # While the race's start is shown, the board is the new race's (the picture behind
    # it is still the one before the choice).
    p = Painter(app.screen, app.viewport, app.assets)
    event = _race_start("steeplechase")
    clip = PRESENTATION.animate(event)
    TicketBoard(PRESENTATION).draw(p, GL.BOARD, s.view, Playing(event, clip, 0.5))
    assert ("track", "steeplechase") in p.ops
    assert any(t.startswith("Race 2 of 3 - Steeplechase") for t in p.texts())


def test_basic_mode_is_flat_while_a_bot_sets_up(data):
    app, scene, d = table(data, "random", "human", seed=4, mode="basic", races=2)
    s = scene.session
    d.run_until(lambda: s.view["phase"] == "race_setup" and s.caught_up(), steps=50)
    title, track = _board(app, scene)
    assert track == "flat" and title.startswith("Race 1 of 2 - Flat"), title


def _check_frames(app, s, board, frames: int) -> set[str]:
    """Steps ``s`` frame by frame; at every frame the board's title and drawn track agree
    with each other and name the race's own discipline (from its race_start event) or
    none. Returns the disciplines seen."""
    seen = set()
    for _ in range(frames):
        if s.finished():
            break
        if s.stop is not None:  # (a results sheet: the table closes it)
            s.resume()
        s.update(0.1)
        p = Painter(app.screen, app.viewport, app.assets)
        board.draw(p, GL.BOARD, s.view, s.playing)
        title = next(t for t in p.texts() if TITLE.match(t))
        race, named = TITLE.match(title).groups()
        track = next(op[1] for op in p.ops if op[0] == "track")
        starts = {e["race"]: e["discipline"] for e in s.events if e["type"] == "race_start"}
        if named is None:
            assert track is None, title
            continue
        disc = starts.get(int(race))
        assert disc is not None and named.lower() == disc == track, (title, track, disc)
        seen.add(disc)
    return seen


def test_live_game_and_replay_show_each_races_own_discipline(data):
    # A bots-only game at fast speed, every frame drawn, then its replay the same way.
    app, scene, d = table(data, "random", "random", seed=21, races=2)
    s = scene.session
    s.set_speed("fast", "fast")
    s.queue.clear()  # (the game's start is not the point here)
    board = TicketBoard(PRESENTATION)
    live = _check_frames(app, s, board, 20000)
    assert s.finished() and len(live) >= 2, live
    replay = replay_session(PRESENTATION, history(s))
    replay.set_speed("fast", "fast")
    assert _check_frames(app, replay, board, 20000) == live
