"""Board Game hot seat: one player's secret Goal cards and hand are never drawn for another.

Two human seats (and a bot) play a Board Game through the window, each pressing what the
random bot would choose. The checks read the draw list (every text and card face drawn in
the frame), not a flag.
"""
from __future__ import annotations

import pygame

from game.bots import make_bot
from game.rules import Game
from game.ui import board_panels
from game.ui.scenes.handover import PassScene

from .test_board_widgets import play_until

HUMANS = (0, 1)


def _seed_where_seat_0_keeps_a_goal(data) -> int:
    for seed in range(80):
        g, _ = Game.new(data, ["x"] * 3, "board", seed, stars=True, bots=["random"] * 3)
        bots = [make_bot("random", data, seed, i) for i in range(3)]
        for _ in range(60):
            if g.is_over():
                break
            if g.state.players[0].goals and g.current_player() == 1:
                return seed
            seat = g.current_player()
            g.apply(bots[seat].choose(g.view(seat)))
    raise AssertionError("no game where seat 0 keeps a Goal early")


def _goal_texts(app, data, goals: list[int]) -> list[str]:
    names = {data.board.goal(g).name for g in goals}
    texts = {data.board.goal(g).text for g in goals}
    drawn = [op[1] for op in app.last_ops if op[0] == "text"]
    faces = {op[1] for op in app.last_ops if op[0] == "card_face"}
    hits = [t for t in drawn if any(n in t for n in names) or t in texts]
    return hits + [f"card_face {c}" for c in faces & set(goals)]


def _hand_drawn(app, data, hand: list[int]) -> bool:
    faces = {op[1] for op in app.last_ops if op[0] == "card_face"}
    names = {data.action(c).name for c in hand}
    drawn = [op[1] for op in app.last_ops if op[0] == "text"]
    return bool(faces & set(hand)) or any(n in t for t in drawn for n in names)


def test_seat_0s_goals_and_hand_are_not_drawn_while_seat_1_decides(data):
    seed = _seed_where_seat_0_keeps_a_goal(data)

    def seat_1_after_seat_0_has_goals(drv, w) -> bool:
        return w.ctx.seat == 1 and bool(drv.table.session.game.state.players[0].goals)

    app, drv, w = play_until(data, seed, HUMANS, "random", seat_1_after_seat_0_has_goals)
    assert w is not None
    session = drv.table.session
    assert session.viewer == 1  # Bruno pressed "I am Bruno" on the pass screen
    goals0 = list(session.game.state.players[0].goals)
    hand0 = list(session.game.state.players[0].hand)
    drv.step()
    assert _goal_texts(app, data, goals0) == []
    assert not hand0 or not _hand_drawn(app, data, hand0)
    # Seat 0's Goal chip is on the table (how many is public), but its details say nothing more.
    chip = next(c for c in board_panels.chips(session.display, session.private()) if c.seat == 0
                and c.kind == "goal")
    drv.click(chip.rect.center, button=3)
    drv.step()
    texts = [op[1] for op in app.last_ops if op[0] == "text"]
    assert any("face down" in t for t in texts)
    assert _goal_texts(app, data, goals0) == []
    drv.key(pygame.K_ESCAPE)


def test_a_player_sees_their_own_goals_only_after_the_pass_screen(data):
    seed = _seed_where_seat_0_keeps_a_goal(data)
    seen = {}

    def seat_0_with_goals_decides(drv, w) -> bool:
        return w.ctx.seat == 0 and bool(drv.table.session.game.state.players[0].goals) \
            and w.ctx.kind == "purchase"

    def stop(drv, w) -> bool:
        if isinstance(drv.top, PassScene):
            return False
        return seat_0_with_goals_decides(drv, w)

    app, drv, w = play_until(data, seed, HUMANS, "random", stop)
    if w is None:
        import pytest
        pytest.skip("seat 0 never decided a purchase again while holding Goals")
    session = drv.table.session
    goals0 = list(session.game.state.players[0].goals)
    drv.step()
    seen["own"] = _goal_texts(app, data, goals0)
    assert seen["own"], "Ada's own Goal names are shown to her on her turn"
    # Her chip is marked as hers and its details list her Goals' full text.
    chip = next(c for c in board_panels.chips(session.display, session.private()) if c.seat == 0
                and c.kind == "goal")
    assert chip.own
    d = board_panels.detail(("board_item", 0, "goal"), session.display, session.private(),
                            session.words, data)
    assert all(any(data.board.goal(g).text in line for line in d.body) for g in goals0)
    # Once she confirms, the very next frame hides them again (the next seat is not her).
    w = drv.table.widget
    drv.press("pass")
    drv.press("confirm")
    if session.viewer != 0:
        assert _goal_texts(app, data, goals0) == []
