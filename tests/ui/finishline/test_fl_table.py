"""Finish Line's table: the dice show the event's faces, the board draws views only,
the panels build the right typed actions, drawing changes nothing, and a whole game is
played headless through the panels (one pass screen per seat while betting)."""
from __future__ import annotations

from typing import Any

from game.finishline.actions import Discard, Draw, EndBets, PlaceBet, WinBet
from game.finishline.game import FinishLineGame
from game.finishline.ui import PRESENTATION, art
from game.finishline.ui.board import TrackBoard
from game.finishline.ui.clips import make_clip
from game.finishline.ui.dice_panel import DicePanel
from game.finishline.ui.panels import BetSheetPanel, PoolPanel
from game.finishline.ui.shown import Shown
from game.ui.generic import Steps, layout

from ..generic.helpers import snapshot
from .helpers import ctx_for, fl_table, painter, play_to


def test_the_thrown_dice_settle_on_the_events_faces(monkeypatch):
    game, _ = FinishLineGame.new({"players": 3}, 11)
    roll = next(e for e in play_to(game, "roll") if e["type"] == "roll")
    clip = make_clip(roll, Shown(), Shown(), 0.3)
    drawn: list[tuple[str, str | None]] = []
    real = art.draw_die
    monkeypatch.setattr(art, "draw_die", lambda p, c, s, colour, face, *a, **k: (
        drawn.append((colour, face)), real(p, c, s, colour, face, *a, **k)))
    board = TrackBoard(PRESENTATION)
    view = game.view(None)
    drawn.clear()
    board.draw_tray(painter(), layout.BOARD.move(0, 242), view, Shown(), clip, 1.0)
    assert drawn == [(d["colour"], d["face"]) for d in roll["dice"]]
    assert clip.throw is not None and clip.throw.frames  # a real pymunk throw


def test_the_board_hides_the_other_sheets_until_they_are_revealed():
    game, _ = FinishLineGame.new({"players": 2}, 3)
    # seat 0 bets 300 to win on its first horse, then closes its sheet
    seat0 = game.decision().seat
    h = game.view(seat0)["start"][0]
    game.apply(WinBet(h, 300))
    game.apply(EndBets())
    seat1 = game.decision().seat
    p = painter()
    TrackBoard(PRESENTATION).draw(p, layout.BOARD, game.view(seat1), None)
    texts = " ".join(p.texts())
    assert "sealed" in texts and "€300" not in texts
    p = painter()
    TrackBoard(PRESENTATION).draw(p, layout.BOARD, game.view(seat0), None)
    assert "€300" in " ".join(p.texts())


def test_the_bet_sheet_builds_winner_and_place_bets_from_typed_stakes():
    game, _ = FinishLineGame.new({"players": 2}, 4)
    chosen: list[Any] = []
    panel = BetSheetPanel(ctx_for(game, chosen))
    for key in ("digit:0",):
        panel.command(key)
    panel._clear()
    for d in (2, 0, 0):
        panel.type_digit(d)
    start = game.view(0)["start"]
    panel.board_choice(("horse", start[2]))
    assert chosen == [WinBet(start[2], 200)]
    panel._mode("place")
    panel.pick(start[0])
    panel.pick(start[1])
    assert chosen[-1] == PlaceBet(start[0], start[1], 200)
    panel._clear()
    for d in (5, 0, 0, 0):
        panel.type_digit(d)  # 5000 is more than the capital: greyed with the reason
    b = next(b for b in panel.buttons(layout.PANEL) if b.key == f"horse:{start[0]}")
    assert not b.enabled and "1,000" in b.reason or "1000" in b.reason


def test_the_pool_and_dice_panels_choose_legal_typed_actions():
    game, _ = FinishLineGame.new({"players": 2}, 8)
    while game.decision().phase == "bet":
        game.apply(EndBets())
    chosen: list[Any] = []
    pool = PoolPanel(ctx_for(game, chosen))
    yellow = next(b for b in pool.buttons(layout.PANEL) if b.key == "colour:yellow")
    assert not yellow.enabled and "yellow" in yellow.reason  # before the homestretch
    # The starting player's three dice: one click each, chosen together as one roll.
    pool.board_choice(("colour", "white"))
    pool.board_choice(("colour", "white"))
    assert chosen == []
    third = next(b for b in pool.buttons(layout.PANEL) if b.key == "colour:white")
    assert not third.enabled and "two colours" in third.reason  # the rules' reason
    pool.unpick(1)  # a drawn die goes back to the pool with one click
    assert pool.current() == ["white"]
    assert pool.can_undo() and pool.undo() and pool.current() == []  # or with Undo
    assert not pool.can_undo() and not pool.undo()
    pool.pick("white")
    pool.pick("red")
    pool.pick("white")
    assert chosen == [Steps((Draw("white"), Draw("red"), Draw("white")))]
    while game.decision().phase == "draw":
        legal = game.legal_actions()
        game.apply(legal[0])
    chosen.clear()
    panel = DicePanel(ctx_for(game, chosen))
    die = panel.dice()[0]["id"]
    panel.pick_die(die)
    enabled = [b for b in panel.buttons(layout.PANEL) if b.enabled and b.key != "discard"
               and not b.key.startswith("die:")]
    assert enabled
    enabled[0].click()
    while not chosen and enabled:  # a two-step face: the second pick
        enabled = [b for b in panel.buttons(layout.PANEL) if b.enabled and b.key not in
                   ("discard", "back") and not b.key.startswith("die:")]
        enabled[0].click()
    assert chosen and chosen[-1] in game.legal_actions()
    next(b for b in panel.buttons(layout.PANEL) if b.key == "discard").click()
    assert chosen[-1] == Discard(die)


def run_people(app, scene, steps: int = 60000) -> dict[str, int]:
    """Plays every person's turn through the panels' buttons; counts pass screens."""
    s = scene.session
    count = {"pass": 0, "pass_bet": 0, "actions": 0}
    for _ in range(steps):
        if s.game.is_over() and s.finished():
            break
        app.step(0.1, [])
        top = app.stack.top
        if top is not scene:
            if hasattr(top, "ready"):
                count["pass"] += 1
                if s.decision() and s.decision().phase == "bet":
                    count["pass_bet"] += 1
                top.ready()
            elif getattr(top, "name", "") == "results":
                top.close()  # (a race's results: Continue, the game goes on)
            elif getattr(top, "name", "") != "table":
                app.stack.pop(top)
            continue
        panel = scene.frame.panel
        if panel is None:
            continue
        buttons = [b for b in panel.buttons(layout.PANEL) if b.enabled]
        keys = [b.key for b in buttons]
        if isinstance(panel, BetSheetPanel):
            mine = s.game.view(panel.ctx.seat)["sheets"][-1][panel.ctx.seat] or []
            pick = next((b for b in buttons if b.key.startswith("horse:")), None)
            b = pick if not mine and pick else next(b for b in buttons if b.key == "end")
        elif isinstance(panel, DicePanel):
            if panel.die is None:
                b = next(b for b in buttons if b.key.startswith("die:"))
            else:
                b = next((b for b in buttons if b.key.split(":")[0] in
                          ("horse", "order", "use")), None) \
                    or next(b for b in buttons if b.key == "discard")
        else:
            b = buttons[0]
        b.click()
        if s.pending is not None:
            scene.frame.confirm()
            count["actions"] += 1
        assert keys
    return count


def test_a_whole_game_headless_through_the_panels(data):
    app, scene = fl_table(data, "human", "normal", "easy", seed=21)
    count = run_people(app, scene)
    s = scene.session
    assert s.game.is_over() and s.bot_errors == []
    assert count["actions"] > 20
    assert any("Grand Totals" in line for line in s.log)
    series = PRESENTATION.chart_series([e for e in s.events], s.names)
    assert len(series[0].labels) == 4 and len(series[0].values) == 3


def test_hot_seat_betting_asks_one_pass_screen_per_seat(data):
    app, scene = fl_table(data, "human", "human", seed=2)
    s = scene.session
    count = {"pass_bet": 0}
    for _ in range(3000):
        app.step(0.1, [])
        top = app.stack.top
        if top is not scene:
            if hasattr(top, "ready"):
                count["pass_bet"] += s.decision().phase == "bet"
                top.ready()
            continue
        if scene.frame.panel is None:
            continue
        if not isinstance(scene.frame.panel, BetSheetPanel):
            break
        seat = scene.frame.panel.ctx.seat
        mine = s.game.view(seat)["sheets"][-1][seat] or []
        if len(mine) < 2:
            b = [b for b in scene.frame.panel.buttons(layout.PANEL)
                 if b.enabled and b.key.startswith("horse:")][len(mine)]
        else:
            b = next(b for b in scene.frame.panel.buttons(layout.PANEL) if b.key == "end")
        b.click()
        scene.frame.confirm()
    assert count["pass_bet"] == 2  # three lines each, one pass screen each


def test_drawing_changes_nothing(data):
    app, scene = fl_table(data, "human", "easy", seed=9, speed="normal")
    for i in range(400):
        app.step(0.05, [])
        top = app.stack.top
        if top is not scene and hasattr(top, "ready"):
            top.ready()
        if i % 50 == 0 and app.stack.top is scene:
            before = snapshot(scene)
            app.draw() if hasattr(app, "draw") else scene.draw(painter())
            scene.draw(app.painter if hasattr(app, "painter") else painter())
            assert snapshot(scene) == before
