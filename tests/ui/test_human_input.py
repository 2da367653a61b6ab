"""A human seat driven by real mouse and key events: bets, a card, a pass, the photo finish.

Each test checks what the engine received (``session.applied``), not what the widget thinks.
"""
from __future__ import annotations

import pygame

from game.horsefever.bots import make_bot
from game.horsefever.rules import Action
from game.horsefever.ui import table_layout as L
from game.horsefever.ui.decisions.bet import BetWidget
from game.horsefever.ui.decisions.fix import FixWidget
from game.horsefever.ui.decisions.generic import GenericWidget
from game.horsefever.ui.decisions.photo import PhotoWidget
from game.horsefever.actions import from_engine

from .driver import Driver, make_app
from .scenarios import find_photo_finish, first_player, seats_with_human


def last_of(session, seat: int) -> tuple[int, Action]:
    """The last action the engine received from ``seat`` (bots may have acted since)."""
    seat, action = [a for a in session.applied if a[0] == seat][-1]
    return seat, action.to_engine()  # (the session keeps the typed action)


def _game_with_human_first(data, players: int = 2, seed: int = 4):
    seat = first_player(data, players, seed)
    app = make_app(data, seats=seats_with_human(players, seat), seed=seed)
    drv = Driver(app)
    assert drv.run_until(lambda: isinstance(drv.frame.widget, BetWidget))
    return app, drv, seat


def test_a_bet_placed_with_the_mouse_reaches_the_engine(data):
    app, drv, seat = _game_with_human_first(data)
    w = drv.frame.widget
    lo = w.lo
    drv.press("horse:green")
    drv.press("kind:show")
    drv.press("stake:+")
    drv.press("stake:+")
    assert (w.horse, w.kind, w.stake) == ("green", "show", lo + 200)
    drv.press("confirm")
    session = drv.table.session
    assert last_of(session, seat) == (seat, Action("bet", horse="green", kind="show", stake=lo + 200))
    bet = [e for e in session.events if e["type"] == "bet" and e["seat"] == seat][-1]
    assert (bet["seat"], bet["horse"], bet["kind"], bet["stake"]) == (seat, "green", "show", lo + 200)


def test_a_bet_placed_with_the_keyboard_and_an_undo(data):
    app, drv, seat = _game_with_human_first(data)
    lo = drv.frame.widget.lo
    drv.key(pygame.K_4)          # 4 Red
    drv.key(pygame.K_w)          # to win
    for _ in range(3):
        drv.key(pygame.K_UP)     # +300
    drv.key(pygame.K_MINUS)      # -100
    drv.key(pygame.K_z, pygame.KMOD_CTRL)  # undo the -100
    drv.key(pygame.K_RETURN)
    assert last_of(drv.table.session, seat) == (seat, Action("bet", horse="red", kind="win", stake=lo + 300))


def test_lanes_and_blackboard_tokens_pick_the_horse_too(data):
    app, drv, seat = _game_with_human_first(data)
    w = drv.frame.widget
    drv.click(L.lane_rect(4).move(120, 0).center)  # on the turf of lane 5
    assert w.horse == "yellow"
    colour = "blue"
    r = data.odds_values.index(drv.table.session.display.odds[colour])
    k = [c for c in data.colours if drv.table.session.display.odds[c] == data.odds_values[r]].index(colour)
    drv.click(L.token_rect(r, k).center)
    assert w.horse == "blue"


def test_illegal_choices_are_disabled_and_say_why(data):
    # Two players: one bet token per colour. The bot bets first, so its horse is closed.
    players, seed = 2, 4
    human = 1 - first_player(data, players, seed)
    app = make_app(data, seats=seats_with_human(players, human), seed=seed)
    drv = Driver(app)
    assert drv.run_until(lambda: isinstance(drv.frame.widget, BetWidget))
    session = drv.table.session
    taken = session.display.bets[0]["horse"]
    chip = drv.button(f"horse:{taken}")
    assert not chip.enabled and "No" in chip.reason and "token" in chip.reason
    assert not drv.button("confirm").enabled and "horse" in drv.button("confirm").reason
    minus = drv.button("stake:-")
    assert not minus.enabled and "minimum bet" in minus.reason
    before = len(session.applied)
    drv.click(chip.rect.center)
    drv.key(pygame.K_RETURN)
    assert len(session.applied) == before  # nothing reached the engine
    assert "token" in drv.frame.widget.message or "horse" in drv.frame.widget.message
    # The reason is on screen while hovering the disabled chip.
    drv.move(chip.rect.center)
    assert any("token" in t for t in drv.texts())


def _play_human_until(drv: Driver, seat: int, kind_cls, helper) -> None:
    """Lets a bot make the human's other decisions (straight to the session) until ``kind_cls``."""
    session = drv.table.session

    def ready() -> bool:
        if drv.top.name == "payoffs":
            drv.press("continue")  # a person reads the sheet and clicks Continue
        w = drv.frame.widget
        if isinstance(w, kind_cls):
            return True
        if w is not None and not w.done and session.human_to_move() == seat:
            session.submit(from_engine(helper.choose(session.game.view(seat))))
        return False

    assert drv.run_until(ready, steps=3000, dt=0.1)


def test_an_action_card_played_face_down_with_the_mouse(data):
    app, drv, seat = _game_with_human_first(data, players=3, seed=5)
    helper = make_bot("simple", data, 5, seat)
    _play_human_until(drv, seat, FixWidget, helper)
    session = drv.table.session
    hand = list(session.private().hand)
    card = hand[0]
    drv.click(L.hand_card_rect(0, len(hand)).center)
    drv.click(L.lane_rect(5).move(200, 0).center)  # lane 6, white
    assert drv.frame.widget.lane == "white"
    drv.key(pygame.K_z, pygame.KMOD_CTRL)  # take the lane back
    assert drv.frame.widget.lane is None and not drv.button("confirm").enabled
    drv.press("lane:green")
    drv.press("confirm")
    assert last_of(session, seat) == (seat, Action("play_card", card=card, horse="green"))


def test_a_second_bet_can_be_passed_with_p(data):
    app, drv, seat = _game_with_human_first(data, players=3, seed=5)
    helper = make_bot("simple", data, 5, seat)
    session = drv.table.session

    def second_bet() -> bool:
        w = drv.frame.widget
        if isinstance(w, BetWidget) and w.ctx.kind == "second_bet":
            return True
        if w is not None and not w.done:
            session.submit(from_engine(helper.choose(session.game.view(seat))))
        return False

    assert drv.run_until(second_bet, steps=20000)
    drv.key(pygame.K_p)
    assert last_of(session, seat) == (seat, Action("pass"))


def test_the_photo_finish_choice_is_made_by_clicking_a_horse(data):
    seed, seat = find_photo_finish(data, players=2)
    app = make_app(data, seats=seats_with_human(2, seat), seed=seed)
    drv = Driver(app)
    # The human's other decisions are the ones the headless simple bot would make, so the
    # game unfolds exactly as in the search.
    helper = make_bot("simple", data, seed, seat)
    _play_human_until(drv, seat, PhotoWidget, helper)
    w = drv.frame.widget
    tied = list(w.tied)
    choice = tied[-1]
    drv.press(f"horse:{choice}")
    assert drv.button(f"horse:{choice}").selected
    drv.press("confirm")
    session = drv.table.session
    assert last_of(session, seat) == (seat, Action("photo_pick", horse=choice))
    ev = [e for e in session.events if e["type"] == "photo_finish_choice"][-1]
    assert ev["horse"] == choice and ev["seat"] == seat


def _board_game_with_human_first(data, seed: int = 1):
    from game.horsefever.rules import Game

    g, _ = Game.new(data, ["a", "b"], variant="board", seed=seed)
    seat = g.current_player()
    app = make_app(data, seats=seats_with_human(2, seat), seed=seed, variant="board")
    drv = Driver(app)
    assert drv.run_until(lambda: drv.frame.widget is not None)
    return app, drv, seat


def test_a_decision_kind_without_a_widget_gets_the_generic_list(data, monkeypatch):
    from game.horsefever.ui.decisions import REGISTRY

    # The Board Game's first decision (a purchase), as a kind nobody has a widget for yet.
    monkeypatch.delitem(REGISTRY, "purchase")
    app, drv, seat = _board_game_with_human_first(data)
    w = drv.frame.widget
    assert isinstance(w, GenericWidget) and w.ctx.kind == "purchase"
    legal = drv.table.session.game.engine.legal_actions()
    drv.press("act:1")
    drv.press("confirm")
    assert last_of(drv.table.session, seat) == (seat, legal[1])


def test_the_first_board_game_decision_is_made_with_its_own_widget(data):
    from game.horsefever.ui.decisions import REGISTRY
    from game.horsefever.ui.decisions.purchase import PurchaseWidget

    app, drv, seat = _board_game_with_human_first(data)
    w = drv.frame.widget
    assert isinstance(w, PurchaseWidget) and REGISTRY[w.ctx.kind] is PurchaseWidget
    session = drv.table.session
    hand = len(session.game.engine.state.players[seat].hand)
    danari = session.game.engine.state.players[seat].danari
    drv.press("kind:actions")  # the mouse chooses, the keyboard confirms
    assert w.choice == Action("buy", item="actions")
    drv.key(pygame.K_RETURN)
    assert last_of(session, seat) == (seat, Action("buy", item="actions"))
    me = session.game.engine.state.players[seat]
    assert len(me.hand) == hand + 2 and me.danari == danari - w.allowed["actions"]


def test_tab_moves_the_focus_and_enter_presses_the_focused_button(data):
    app, drv, seat = _game_with_human_first(data)
    w = drv.frame.widget
    drv.key(pygame.K_TAB)
    focused = drv.table.focus.current(drv.table.buttons())
    assert focused is not None and focused.key == "horse:black"
    drv.key(pygame.K_TAB)
    drv.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # back again
    drv.key(pygame.K_RETURN)
    assert w.horse == "black"
    drv.step()
    assert ("text", "1 Black") in app.last_ops
