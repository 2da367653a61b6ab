"""Board Game hot seat: one player's secret Goal cards and hand are never drawn for another.

Two human seats (and a bot) play a Board Game through the window, each pressing what the
random bot would choose. The checks read the draw list (every text and card face drawn in
the frame), not a flag.
"""
from __future__ import annotations

import pygame
import pytest

from game.horsefever.bots import make_bot
from game.horsefever.rules import Game
from game.horsefever.ui import board_panels
from game.ui.scenes.final import FinalScene
from game.ui.scenes.handover import PassScene
from game.ui.pass_rule import shows_secrets
from game.ui.phase_table import UnknownPhase, phases

from .driver import Driver, make_app
from .test_board_widgets import BOARD_KINDS, human_widget, play_until, realize, seats

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
        return w.ctx.seat == 1 and bool(drv.table.session.game.engine.state.players[0].goals)

    app, drv, w = play_until(data, seed, HUMANS, "random", seat_1_after_seat_0_has_goals)
    assert w is not None
    session = drv.table.session
    assert session.viewer == 1  # Bruno pressed "I am Bruno" on the pass screen
    goals0 = list(session.game.engine.state.players[0].goals)
    hand0 = list(session.game.engine.state.players[0].hand)
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
        return w.ctx.seat == 0 and bool(drv.table.session.game.engine.state.players[0].goals) \
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
    goals0 = list(session.game.engine.state.players[0].goals)
    drv.step()
    seen["own"] = _goal_texts(app, data, goals0)
    assert seen["own"], "Ada's own Goal names are shown to her on her turn"
    # Her chip is marked as hers and its details list her Goals' full text.
    chip = next(c for c in board_panels.chips(session.display, session.private()) if c.seat == 0
                and c.kind == "goal")
    assert chip.own
    d = board_panels.detail(("board_item", 0, "goal"), session.display, session.private(),
                            session.stage.words, data)
    assert all(any(data.board.goal(g).text in line for line in d.body) for g in goals0)
    # Once she confirms, the very next frame hides them again (the next seat is not her).
    w = drv.frame.widget
    drv.press("pass")
    drv.press("confirm")
    if session.viewer != 0:
        assert _goal_texts(app, data, goals0) == []


# ---- which decisions need the pass screen -----------------------------------------------------

def test_every_board_decision_kind_has_a_privacy_ruling():
    assert all(phases()[k].decides for k in BOARD_KINDS)
    # The widgets that show secret cards: the buyer's Goals, the four cards drawn, the seller's Goals.
    assert shows_secrets("purchase", {}) and shows_secrets("keep", {"item": "horse"})
    assert shows_secrets("consent", {"offer": {"item": "goal"}, "cards": [1]})
    assert shows_secrets("consent", {"offer": {"item": "stable", "horse": "red"}}) is False
    for kind in ("lineup", "troy_copy", "cedric_copy", "eric_odds", "dutch_auction", "english_auction"):
        assert shows_secrets(kind, {}) is False, kind
    with pytest.raises(UnknownPhase):  # unknown: an error, neither secret nor public
        shows_secrets("a_new_kind", {})


def test_a_pass_screen_comes_before_secret_board_decisions_only(data):
    """Two humans play a whole Board Game. A pass screen is shown only for decisions that show
    the seat's secrets; the public ones (lineup, auctions...) are made without one, and then
    neither human's hand nor Goals are on screen."""
    seed = _seed_where_seat_0_keeps_a_goal(data)
    app = make_app(data, seats=seats(3, HUMANS, "random"), seed=seed, variant="board", stars=True)
    drv = Driver(app)
    session = drv.table.session
    policy = {h: make_bot("random", data, seed, h) for h in HUMANS}
    passes: dict[str, int] = {}
    public_unseen: dict[str, int] = {}  # public decisions made with nobody's secrets drawn
    secret_seen: dict[str, int] = {}
    for _ in range(60000):
        if isinstance(drv.top, FinalScene):
            break
        if isinstance(drv.top, PassScene):
            d = session.game.engine.decision()
            assert shows_secrets(d.kind, d.options) is not False, f"a pass screen before a public {d.kind}"
            passes[d.kind] = passes.get(d.kind, 0) + 1
        w = human_widget(drv)  # (presses "ready" on a pass screen, Enter on the payoffs)
        if w is None:
            drv.step(0.1)
            continue
        seat, kind = w.ctx.seat, w.ctx.kind
        drv.step()
        secret = shows_secrets(kind, w.ctx.options)
        if secret:
            assert session.viewer == seat, f"{kind} shown before {seat} confirmed the pass screen"
            secret_seen[kind] = secret_seen.get(kind, 0) + 1
        elif kind in BOARD_KINDS and session.viewer is None:
            for h in HUMANS:
                p = session.game.engine.state.players[h]
                assert _goal_texts(app, data, list(p.goals)) == [], (kind, h)
                assert not p.hand or not _hand_drawn(app, data, list(p.hand)), (kind, h)
            public_unseen[kind] = public_unseen.get(kind, 0) + 1
        a = policy[seat].choose(session.game.view(seat))
        realize(drv, a)
    assert isinstance(drv.top, FinalScene), "the game did not end"
    assert {"purchase", "keep"} <= set(secret_seen), secret_seen
    assert "lineup" in public_unseen or {"dutch_auction", "english_auction"} & set(public_unseen), \
        public_unseen
    assert "purchase" in passes
