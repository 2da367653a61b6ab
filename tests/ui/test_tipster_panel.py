"""The tipster panel on the table: whose view it shows, when it hides, the T key.

What is drawn is read from the frame's draw list (texts), and the views the panel
estimates from are recorded, so the tests check what a player would actually see.
"""
from __future__ import annotations

import re

import numpy as np
import pygame

from game.horsefever.tipster import estimate
from game.horsefever.ui import tipster_panel
from game.horsefever.ui.decisions.bet import BetWidget
from game.ui.scenes.handover import PassScene
from game.ui.plugin import HUMAN, SeatChoice

from .driver import Driver, make_app
from .scenarios import first_player

TITLE = "THE TIPSTER"


def _tipster_on(app, on: bool = True) -> None:
    app.settings = app.settings.replace(tipster=on)


def _record_views(monkeypatch) -> list[dict]:
    """Every view the panel estimates from (the real estimate still runs)."""
    seen: list[dict] = []

    def spy(view, data, **kw):
        seen.append(view)
        return estimate(view, data, **kw)

    monkeypatch.setattr(tipster_panel, "estimate", spy)
    return seen


def _settle(drv: Driver) -> None:
    """A few frames, letting the panel's estimate land."""
    for _ in range(3):
        drv.step(0.05)
        drv.frame.tipster.wait()
    drv.step(0.05)


def test_the_panel_shows_the_deciding_seats_own_chances(data, monkeypatch):
    seen = _record_views(monkeypatch)
    seats = [SeatChoice("Ada", HUMAN), SeatChoice("Bruno", "normal"), SeatChoice("Carla", "easy")]
    app = make_app(data, seats=seats, seed=4)
    _tipster_on(app)
    drv = Driver(app)
    session = drv.table.session
    assert drv.run_until(lambda: isinstance(drv.frame.widget, BetWidget))
    _settle(drv)
    texts = drv.texts()
    assert TITLE in texts and "Ada's view of the race · 2,000 races" in texts
    # It estimated from Ada's view (her hand, nobody else's), exactly as game.view(0) is.
    assert seen and seen[-1] == session.game.view(0)
    assert "hand" in seen[-1]["players"][0]
    assert all("hand" not in p for p in seen[-1]["players"][1:])
    # The percentages drawn are the estimate of that view with the panel's fixed RNG.
    key = drv.frame.tipster.key(session, 0)
    est = estimate(session.game.view(0), data, races=2000,
                   rng=np.random.default_rng([abs(int(k)) for k in key]))
    for colour in data.colours:
        assert tipster_panel._pct(est.p_win[colour]) in texts
        assert tipster_panel._pct(est.p_show[colour]) in texts
    # Same view, same numbers: no flicker between frames, and no new computation.
    n = len(seen)
    _settle(drv)
    assert len(seen) == n and drv.texts().count(TITLE) == 1


def test_the_panel_follows_every_bet_and_card(data, monkeypatch):
    seen = _record_views(monkeypatch)
    seats = [SeatChoice("Ada", HUMAN), SeatChoice("Bruno", "simple")]
    app = make_app(data, seats=seats, seed=next(s for s in range(50)
                                                if first_player(data, 2, s) == 0))
    _tipster_on(app)
    drv = Driver(app)
    session = drv.table.session
    assert drv.run_until(lambda: isinstance(drv.frame.widget, BetWidget))
    _settle(drv)
    before = len(seen)
    drv.key(pygame.K_2)
    drv.key(pygame.K_s)
    drv.key(pygame.K_RETURN)  # Ada bets; Bruno (bot) bets; Ada plays a card next
    assert drv.run_until(lambda: session.human_to_move() == 0 and drv.frame.widget is not None)
    _settle(drv)
    assert len(seen) > before
    assert seen[-1] == session.game.view(0) and seen[-1]["bets"]  # the bets are in it


def test_hot_seat_shows_nothing_of_seat_0_while_seat_1_decides(data, monkeypatch):
    seen = _record_views(monkeypatch)
    seed = next(s for s in range(50) if first_player(data, 2, s) == 0)
    app = make_app(data, seats=[SeatChoice("Ada"), SeatChoice("Bruno")], seed=seed)
    _tipster_on(app)
    drv = Driver(app)
    session = drv.table.session
    assert drv.run_until(lambda: isinstance(drv.top, PassScene))
    drv.step()
    assert TITLE not in drv.texts()  # the pass screen: no table, no tips
    drv.press("ready")
    assert drv.run_until(lambda: isinstance(drv.frame.widget, BetWidget))
    _settle(drv)
    assert TITLE in drv.texts() and "Ada's view of the race · 2,000 races" in drv.texts()
    drv.key(pygame.K_3)
    drv.key(pygame.K_w)
    drv.key(pygame.K_RETURN)
    # Bruno's turn: the pass screen first, and nothing of Ada's chances on the way.
    assert isinstance(drv.top, PassScene) and drv.top.seat == 1
    assert drv.frame.tipster_seat() is None
    drv.step()
    assert TITLE not in drv.texts()
    n_before = len(seen)
    drv.press("ready")
    assert drv.run_until(lambda: isinstance(drv.frame.widget, BetWidget))
    _settle(drv)
    assert "Bruno's view of the race · 2,000 races" in drv.texts()
    assert "Ada's view of the race · 2,000 races" not in drv.texts()
    assert all(v["seat"] == 1 for v in seen[n_before:])


def test_the_t_key_and_the_setting(data):
    seats = [SeatChoice("Ada", HUMAN), SeatChoice("Bruno", "easy")]
    app = make_app(data, seats=seats, seed=2)
    drv = Driver(app)
    assert app.settings.tipster is False  # off by default
    assert drv.run_until(lambda: drv.table.session.human_to_move() == 0
                         and drv.frame.widget is not None)
    _settle(drv)
    assert TITLE not in drv.texts()
    drv.key(pygame.K_t)
    _settle(drv)
    assert app.settings.tipster is True and TITLE in drv.texts()
    drv.key(pygame.K_t)
    drv.step()
    assert app.settings.tipster is False and TITLE not in drv.texts()


def test_nothing_is_shown_while_only_bots_play(data):
    seats = [SeatChoice("Bruno", "easy"), SeatChoice("Carla", "random")]
    app = make_app(data, seats=seats, seed=3)
    _tipster_on(app)
    drv = Driver(app)
    for _ in range(40):
        drv.step(0.1)
        assert drv.frame.tipster_seat() is None
        assert TITLE not in drv.texts()


# ---- the bots' reasons in the game log (setting explain_bots) -------------------------------

def test_bot_reasons_appear_in_the_log_and_face_down_cards_only_after_the_reveal(data):
    seats = [SeatChoice("Bruno", "normal"), SeatChoice("Carla", "easy")]
    app = make_app(data, seats=seats, seed=5)
    drv = Driver(app)
    session = drv.table.session
    names = [c.name for c in data.actions]
    reveal = "The action cards are turned face up."
    assert drv.run_until(lambda: reveal in session.log, steps=3000)
    lines = session.log_lines()
    said = [ln for ln in lines if ln.startswith(("Bruno (normal bot): ", "Carla (easy bot): "))]
    assert any("win on" in ln or "show on" in ln for ln in said)  # the bets, with reasons
    # Horses named the way the rest of the log names them ("4 Red"), never a bare colour word.
    assert any(re.search(r"(win|show) on \d [A-Z][a-z]+", ln) for ln in said)
    assert not [ln for ln in said if re.search(r"\b(black|blue|green|red|yellow|white)\b", ln)]
    cut = lines.index(reveal)
    for ln in lines[:cut]:
        assert not any(n in ln for n in names), ln  # no card named before the reveal
    assert any("had played" in ln and any(n in ln for n in names) for ln in lines[cut:])
    # The setting off: the same log without them; the events' own lines are untouched.
    app.settings = app.settings.replace(explain_bots=False)
    assert drv.table.log_lines() == session.log
    assert not any(ln.startswith("Bruno (normal bot)") for ln in session.log)
