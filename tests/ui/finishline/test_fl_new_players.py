"""What new players met at Finish Line's table (issue 32, points 1 and 2): the bet kind
stays chosen, revealed sheets show while the payouts play, saved Extra moves are on the
board per seat, a die used as it is says what it does, and a turn takes at most two
confirmations."""
from __future__ import annotations

from typing import Any

from game.finishline.actions import Discard, Draw, EndBets, PlaceBet, Use, WinBet
from game.finishline.game import FinishLineGame
from game.finishline.ui import PRESENTATION
from game.finishline.ui.board import TrackBoard
from game.finishline.ui.dice_panel import DicePanel
from game.finishline.ui.panels import BetSheetPanel
from game.ui.generic import layout

from .helpers import ctx_for, fl_table, painter


def test_the_bet_kind_and_stake_stay_chosen_after_a_place_bet():
    game, _ = FinishLineGame.new({"players": 2}, 4)
    start = game.view(0)["start"]
    chosen: list[Any] = []
    panel = BetSheetPanel(ctx_for(game, chosen))
    assert panel.mode == "win"  # a fresh sheet starts with a winner bet
    panel._mode("place")
    panel._clear()
    for d in (2, 0, 0):
        panel.type_digit(d)
    panel.pick(start[0])
    panel.pick(start[1])
    assert chosen == [PlaceBet(start[0], start[1], 200)]
    game.apply(chosen[-1])
    # the table builds the next line's panel anew: still a place bet, still 200
    panel = BetSheetPanel(ctx_for(game, chosen))
    assert panel.mode == "place" and panel.stake == 200
    panel.pick(start[2])
    panel.pick(start[3])
    assert chosen[-1] == PlaceBet(start[2], start[3], 200)
    game.apply(chosen[-1])
    # both place bets written: none is left, so the next line is a winner bet again
    panel = BetSheetPanel(ctx_for(game, chosen))
    assert panel.mode == "win"
    panel.pick(start[4])
    assert chosen[-1] == WinBet(start[4], 200)


def _sheets_text(view: dict[str, Any]) -> str:
    p = painter()
    TrackBoard(PRESENTATION).draw_sheets(p, layout.BOARD, view)
    return " ".join(p.texts())


def test_the_revealed_sheets_show_while_the_payouts_play():
    game, events = FinishLineGame.new({"players": 2}, 3)
    # The presentation folds what it has shown; a new game's first event starts it afresh
    # (a lesson or game another test showed before must not count here).
    PRESENTATION.describe(events[0], ["Ada", "Bruno"])
    for stake in (300, 700):  # each seat one winner bet on the front runner
        seat = game.decision().seat
        events += game.apply(WinBet(game.view(seat)["start"][-1], stake))
        events += game.apply(EndBets())
    running = game.view(None)  # what the table shows until every event is presented
    assert "€300" not in _sheets_text(running) and "sealed" in _sheets_text(running)
    while not any(e["type"] == "bets_revealed" for e in events):
        events += game.apply(game.legal_actions()[0])
    at = next(i for i, e in enumerate(events) if e["type"] == "bets_revealed")
    for e in events[:at]:
        PRESENTATION.describe(e, ["Ada", "Bruno"])
    assert "€300" not in _sheets_text(running)  # not yet: the result is being shown
    PRESENTATION.describe(events[at], ["Ada", "Bruno"])
    text = _sheets_text(running)
    assert "€300" in text and "€700" in text and "sealed" not in text


def _race_position(seed: int = 6) -> FinishLineGame:
    game, _ = FinishLineGame.new({"players": 3}, seed)
    while game.decision().phase == "bet":
        game.apply(EndBets())
    return game


def test_saved_extra_moves_are_on_the_board_per_seat():
    game = _race_position()
    s = game.engine.s
    die = s["pool"].pop(next(i for i, d in enumerate(s["pool"]) if d.startswith("K")))
    s["saved"].append([1, die])
    s["faces"][die] = "extra_move"
    game.engine.touched()
    view = game.view(None)
    assert "1 Extra move saved" in PRESENTATION.seat_summary(view, 1)
    assert "Extra" not in PRESENTATION.seat_summary(view, 0)
    p = painter()
    TrackBoard(PRESENTATION).draw_pool(p, layout.BOARD, view)
    assert "Saved: 1" in p.texts()
    # once the race is run the die waits in the line of extra moves: still counted
    s["extras"], s["saved"] = s["saved"], []
    game.engine.touched()
    view = game.view(None)
    assert "1 Extra move saved" in PRESENTATION.seat_summary(view, 1)
    p = painter()
    TrackBoard(PRESENTATION).draw_pool(p, layout.BOARD, view)
    assert "Saved: 1" in p.texts()


def test_a_die_used_as_it_is_says_what_it_does():
    game = _race_position()
    while game.decision().phase == "draw":
        game.apply(game.legal_actions()[0])
    s = game.engine.s
    hand = s["hand"]
    s["faces"][hand[0]], s["faces"][hand[1]] = "extra_move", "side_bet"
    game.engine.touched()
    panel = DicePanel(ctx_for(game, []))
    labels = {}
    for d in panel.dice():
        if d["effect"] not in ("extra_move", "side_bet"):
            continue
        panel.pick_die(d["id"])
        labels[d["effect"]] = next(b.label for b in panel.buttons(layout.PANEL)
                                   if b.key == "use")
    assert "Extra move after the race" in labels["extra_move"]
    payer = game.view(None)["players"][(game.decision().seat + 1) % 3]["name"]
    assert payer in labels["side_bet"] and "€500" in labels["side_bet"]
    assert not any(label.startswith("Use") for label in labels.values())


def test_a_turn_takes_at_most_two_confirmations(data, monkeypatch):
    app, scene = fl_table(data, "human", "easy", "easy", seed=5)  # (Ada starts race 1)
    s = scene.session
    confirms: list[tuple[int, Any]] = []  # (seat, what was confirmed)
    real = scene.frame.confirm

    def confirm() -> None:
        d = s.decision()
        confirms.append((d.seat, s.pending))
        real()
    monkeypatch.setattr(scene.frame, "confirm", confirm)
    from .test_fl_table import run_people
    run_people(app, scene, steps=700)
    race = [c for c in confirms if not isinstance(c[1], (WinBet, PlaceBet, EndBets))]
    turns, n = [], 0
    for _seat, chosen in race:
        n += 1
        if isinstance(chosen, (Use, Discard)):
            turns.append(n)
            n = 0
    assert len(turns) >= 3 and max(turns) <= 2
    drawn = [a for seat, a in s.applied if seat == 0 and isinstance(a, Draw)]
    rolls = [c for c in race if not isinstance(c[1], (Use, Discard))]
    assert len(drawn) > len(rolls)  # the starter's three draws went in one confirmation


def test_a_replay_shows_the_sheets_once_revealed():
    from game.ui.generic.replay import replay_session
    from game.ui.generic.saving import history
    from game.ui.generic.session import ContractSession
    from game.ui.plugin import GameSetup, SeatChoice
    seats = tuple(SeatChoice(n, "easy") for n in ("Ada", "Bruno"))
    live = ContractSession.new(PRESENTATION, GameSetup("finish-line", {"players": 2}, seats, 4),
                               speed="instant", anim_speed="instant", autosave=False)
    while not any(e["type"] == "bets_revealed" for e in live.events):
        live.update(1.0)
    live.skip()
    r = replay_session(PRESENTATION, history(live))
    seen = False
    for _ in range(3000):
        r.advance_one()
        if r.playing is not None and r.playing.event["type"] == "bets_revealed":
            seen = True
            break
    assert seen
    r.advance_one()  # the banner's clip ends: the replay rests between two events
    assert r.playing is None and r.view["phase"] != "over"
    stakes = {b["stake"] for sheet in live.game.view(None)["sheets"][0] for b in sheet}
    text = _sheets_text(r.view)
    assert stakes and "sealed" not in text
    assert all(f"€{s:,}" in text for s in stakes)


def test_in_hot_seat_a_player_peeks_at_their_sealed_sheet_behind_a_pass_screen(data):
    import pygame
    from game.ui.generic.layout import BOARD as HOLD
    app, scene = fl_table(data, "human", "human", seed=2)
    s = scene.session
    for _ in range(3000):  # both sheets written (one 300 winner bet each), to the race
        app.step(0.1, [])
        top = app.stack.top
        if top is not scene:
            if hasattr(top, "ready"):
                top.ready()
            continue
        if s.decision().phase != "bet":
            break
        if scene.frame.panel is None:
            continue
        seat = scene.frame.panel.ctx.seat
        mine = s.game.view(seat)["sheets"][-1][seat] or []
        if not mine:
            scene.frame.panel._clear()
            for d in (3 + seat, 0, 0):
                scene.frame.panel.type_digit(d)
            scene.frame.panel.pick(s.game.view(seat)["start"][0])
        else:
            scene.frame.panel.ctx.choose(EndBets())
        scene.frame.confirm()
    assert s.decision().phase == "draw" and s.may_peek()
    assert "€400" not in " ".join(str(op[1]) for op in app.last_ops if op[0] == "text")
    scene.frame.open_peek()
    peek = app.stack.top
    assert peek.screenshot_key() == "peek-who"
    peek.choose(1)
    for _ in range(6):  # (the pass screen ignores Enter in its first moments)
        app.step(0.1, [])
    texts = lambda: [op[1] for op in app.last_ops if op[0] == "text"]  # noqa: E731
    assert {"Pass the screen to", "Bruno", "Bruno looks at their own secrets."} <= set(texts())
    peek.ready()
    assert s.holder == 1  # Bruno had the screen last: a pass screen before Ada's secrets
    app.step(0.05, [])
    assert "€400" not in texts()  # hidden until held
    pos = app.viewport.to_window(HOLD.center)
    app.step(0.05, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    shown = " ".join(texts())
    assert "€400" in shown and "€300" not in shown  # Bruno's own sheet, not Ada's
    app.step(0.05, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert "€400" not in " ".join(texts())
