"""Race replay: a past race played again on the shell's replay (the game's history played
back, the part before the race shown at once), the same way, without touching the game."""
from __future__ import annotations

import json

import pygame
import pytest

from game.horsefever.ui.race.clips import DiceTray
from game.horsefever.ui.race.replay import race_span, races_in
from game.ui.generic.replay import replay_session, show_until, shown
from game.ui.generic.saving import history
from game.ui.scenes.overlays import LogScene
from game.ui.scenes.replay import ReplayScene
from game.ui.generic.table import GenericTableScene as TableScene
from game.ui.plugin import SeatChoice

from .driver import Driver, make_app
from .hf_session import hf_session, payoffs_up


def _throws(show, into: list) -> None:
    """Records each settled dice throw (roll number, resting positions) once."""
    head = show.track[0] if show.track else None
    if isinstance(head, DiceTray) and head.resting() and (not into or into[-1][0] != head.throw.roll):
        into.append((head.throw.roll, head.throw.positions, head.throw.angles))


def _race_one(data) -> tuple[Session, list]:
    seats = [SeatChoice(f"Bot {i}", "simple") for i in range(4)]
    s = hf_session(seats, "family", 1, rounds=3, speed="instant", anim_speed="normal")
    throws: list = []
    while not payoffs_up(s):
        s.update(1 / 30)
        _throws(s.stage.show, throws)
    return s, throws


def _replay(s, round_no: int):
    """The shell's replay of the race of ``round_no`` (what ``ReplayScene`` plays)."""
    r = replay_session(s.pres, history(s))
    first, end = s.pres.replay_part(s.events, round_no)
    show_until(r, first)
    r.until_event = end
    return r


def test_a_replay_plays_the_same_race_with_the_same_dice(data) -> None:
    s, throws = _race_one(data)
    before = (json.dumps(s.game.to_json(), sort_keys=True), s.display.public_facts(), len(s.events))
    assert races_in(s.events) == [1]
    first, end = race_span(s.events, 1)
    assert s.events[first]["type"] == "reveal" and s.events[end]["type"] == "round_end"
    rp = _replay(s, 1)
    assert shown(rp) == first  # the table as it stood just before the reveal
    again: list = []
    for _ in range(100000):
        if shown(rp) >= end and not rp.stage.busy:
            break
        if rp.stop is not None:
            rp.resume()  # (the replay passes the payoffs sheet over)
        rp.update(1 / 24)  # another frame rate: the fixed physics step keeps the dice the same
        _throws(rp.stage.show, again)
    assert shown(rp) == end  # it stops at the round's end, nothing of the next round shown
    assert again == throws and len(throws) >= 4
    ranking = next(ev for ev in s.events if ev["type"] == "ranking")
    assert rp.display.ranked == ranking["order"]
    assert rp.display.positions == s.display.positions
    assert rp.display.players == s.display.players  # payoffs included
    # The game itself is untouched.
    assert before == (json.dumps(s.game.to_json(), sort_keys=True), s.display.public_facts(), len(s.events))


def test_a_replay_starts_before_the_reveal(data) -> None:
    s, _ = _race_one(data)
    rp = _replay(s, 1)
    assert rp.display.ranked == [] and all(v == 0 for v in rp.display.positions.values())
    # Before the reveal the cards on the lanes are face down in the replay's (public) state.
    assert all(pc["card"] is None for lane in rp.display.lanes.values() for pc in lane)
    assert any(rp.display.lanes.values())


def test_an_unknown_race_is_refused_with_one_line(data) -> None:
    s, _ = _race_one(data)
    with pytest.raises(ValueError, match="round 3 has no race"):
        s.pres.replay_part(s.events, 3)


def test_replay_from_the_payoffs_sheet_and_from_the_log(data) -> None:
    app = make_app(data, seats=[SeatChoice("Ann"), SeatChoice("Bot", "simple")], seed=3, speed="fast")
    drv = Driver(app)
    assert drv.run_until(lambda: app.stack.top.name == "payoffs" or drv.table.session.human_to_move() is not None,
                         steps=4000, dt=0.05)
    # Play the human's turns with the engine's first legal action until the first payoffs sheet.
    for _ in range(4000):
        if app.stack.top.name == "payoffs":
            break
        s = drv.table.session
        if s.human_to_move() is not None and isinstance(app.stack.top, TableScene):
            s.submit(s.game.legal_actions()[0])
        drv.step(0.05)
    assert app.stack.top.name == "payoffs"
    drv.key(pygame.K_r)
    assert isinstance(app.stack.top, ReplayScene)
    replay = app.stack.top
    drv.run_until(lambda: replay.done, steps=3000, dt=0.05)
    assert replay.done
    assert "The replay is over: Esc goes back." in drv.texts()
    assert "REPLAY · The race of round 1 · speed Fast" in drv.texts()
    drv.key(pygame.K_r)  # R: from the reveal again
    assert not replay.done and replay.session.display.ranked == []
    drv.key(pygame.K_ESCAPE)
    assert app.stack.top.name == "payoffs"
    drv.press("continue")
    assert isinstance(app.stack.top, TableScene)
    drv.key(pygame.K_l)
    assert isinstance(app.stack.top, LogScene)
    drv.press("replay_1")
    assert isinstance(app.stack.top, ReplayScene)
    drv.key(pygame.K_SPACE)  # pauses; nothing breaks
    assert app.stack.top.paused
    drv.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, LogScene)
    # The log opens the round's payoffs sheet again; closing it moves nothing on.
    shown = (len(drv.table.session.applied), len(drv.table.session.log))
    # (numbered chips: 1, 2, ...; the tip names the sheet)
    assert drv.button("sheet_1").label == "1" and drv.button("sheet_1").tip == "Payoffs · Round 1"
    drv.press("sheet_1")
    assert app.stack.top.name == "payoffs" and "Payoffs · Round 1" in drv.texts()
    assert drv.button("continue").label == "Close"  # it only closes: the game is not waiting
    drv.press("continue")
    assert isinstance(app.stack.top, LogScene)
    drv.press("sheet_1")
    drv.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, LogScene)
    assert (len(drv.table.session.applied), len(drv.table.session.log)) == shown


def test_the_whole_game_replayed_says_nobody_is_thinking(data) -> None:
    """The final scores' Replay plays the game back with every seat a bot: the players'
    panels mark who was to decide, never a bot "thinking…" (nobody thinks in a replay)."""
    app = make_app(data, seed=4, autoplay=True, players=2, rounds=3, speed="fast")
    drv = Driver(app)
    assert drv.run_until(lambda: app.stack.top.name == "final", steps=20000, dt=0.2)
    drv.press("replay")
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    seen_to_move = False
    for _ in range(60):
        drv.step(0.05)
        marks = replay.frame.marks()
        if marks.to_move is not None:
            seen_to_move = True
            assert not marks.thinking and "thinking…" not in drv.texts()
    assert seen_to_move
