"""Race replay: a past race played again from the event log, the same way, without touching the game."""
from __future__ import annotations

import json

import pygame
import pytest

from game.horsefever.ui.race.clips import DiceTray
from game.horsefever.ui.race.replay import RaceReplay, race_span, races_in
from game.ui.scenes.overlays import LogScene
from game.horsefever.ui.scenes.payoffs import PayoffsScene
from game.horsefever.ui.scenes.replay import ReplayScene
from game.horsefever.ui.scenes.table import TableScene
from game.horsefever.ui.session import PAUSE_PAYOFFS, SeatSpec, Session

from .driver import Driver, make_app


def _throws(show, into: list) -> None:
    """Records each settled dice throw (roll number, resting positions) once."""
    head = show.track[0] if show.track else None
    if isinstance(head, DiceTray) and head.resting() and (not into or into[-1][0] != head.throw.roll):
        into.append((head.throw.roll, head.throw.positions, head.throw.angles))


def _race_one(data) -> tuple[Session, list]:
    seats = [SeatSpec(f"Bot {i}", "simple") for i in range(4)]
    s = Session(data, seats, "family", 1, rounds=3, speed="instant", race_speed="normal")
    throws: list = []
    while s.pause != PAUSE_PAYOFFS:
        s.update(1 / 30)
        _throws(s.show, throws)
    return s, throws


def test_a_replay_plays_the_same_race_with_the_same_dice(data) -> None:
    s, throws = _race_one(data)
    before = (json.dumps(s.game.to_json(), sort_keys=True), s.display.public_facts(), len(s.events))
    assert races_in(s.events) == [1]
    rp = RaceReplay(data, list(s.events), 1, s.seed, s.words.event_line, "normal")
    first, end = race_span(s.events, 1)
    assert s.events[first]["type"] == "reveal" and s.events[end]["type"] == "round_end"
    again: list = []
    for _ in range(100000):
        if rp.done:
            break
        rp.update(1 / 24)  # another frame rate: the fixed physics step keeps the dice the same
        _throws(rp.show, again)
    assert rp.done
    assert again == throws and len(throws) >= 4
    ranking = next(ev for ev in s.events if ev["type"] == "ranking")
    assert rp.display.ranked == ranking["order"]
    assert rp.display.positions == s.display.positions
    assert rp.display.players == s.display.players  # payoffs included
    # The game itself is untouched.
    assert before == (json.dumps(s.game.to_json(), sort_keys=True), s.display.public_facts(), len(s.events))


def test_a_replay_restarts_before_the_reveal(data) -> None:
    s, _ = _race_one(data)
    rp = RaceReplay(data, list(s.events), 1, s.seed, s.words.event_line, "fast")
    for _ in range(200):
        rp.update(0.05)
    rp.restart()
    assert rp.display.ranked == [] and all(v == 0 for v in rp.display.positions.values())
    # Before the reveal the cards on the lanes are face down in the replay's (public) state.
    assert all(pc["card"] is None for lane in rp.display.lanes.values() for pc in lane)
    assert any(rp.display.lanes.values())


def test_an_unknown_race_is_refused_with_one_line(data) -> None:
    s, _ = _race_one(data)
    with pytest.raises(ValueError, match="round 3 has no race"):
        RaceReplay(data, list(s.events), 3, s.seed)


def test_replay_from_the_payoffs_sheet_and_from_the_log(data) -> None:
    app = make_app(data, seats=[SeatSpec("Ann"), SeatSpec("Bot", "simple")], seed=3, speed="fast")
    drv = Driver(app)
    assert drv.run_until(lambda: isinstance(app.stack.top, PayoffsScene) or drv.table.session.human_to_move() is not None,
                         steps=4000, dt=0.05)
    # Play the human's turns with the engine's first legal action until the first payoffs sheet.
    for _ in range(4000):
        if isinstance(app.stack.top, PayoffsScene):
            break
        s = drv.table.session
        if s.human_to_move() is not None and isinstance(app.stack.top, TableScene):
            s.submit(s.game.legal_actions()[0])
        drv.step(0.05)
    assert isinstance(app.stack.top, PayoffsScene)
    drv.key(pygame.K_r)
    assert isinstance(app.stack.top, ReplayScene)
    replay = app.stack.top
    drv.run_until(lambda: replay.replay.done, steps=3000, dt=0.05)
    assert replay.replay.done
    assert "The race is over." in drv.texts()
    drv.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PayoffsScene)
    drv.press("continue")
    assert isinstance(app.stack.top, TableScene)
    drv.key(pygame.K_l)
    assert isinstance(app.stack.top, LogScene)
    drv.press("replay_1")
    assert isinstance(app.stack.top, ReplayScene)
    drv.key(pygame.K_SPACE)  # skips the animation playing now; nothing breaks
    drv.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, LogScene)
