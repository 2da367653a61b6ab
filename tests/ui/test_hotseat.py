"""Hot-seat privacy: what is actually drawn (the draw list), not what a flag says."""
from __future__ import annotations

import pygame

from game.horsefever.actions import from_engine
from game.horsefever.bots import make_bot
from game.horsefever.ui.decisions.bet import BetWidget
from game.ui.scenes.handover import PassScene
from game.ui.plugin import HUMAN, SeatChoice

from .driver import Driver, make_app
from .scenarios import first_player, seats_with_human


def _seed_where_first_player_is(data, players: int, seat: int) -> int:
    return next(s for s in range(100) if first_player(data, players, s) == seat)


def _drawn_cards(app) -> set[int]:
    """Card faces in the last frame's draw list."""
    return {op[1] for op in app.last_ops if op[0] == "card_face"}


def _hand_is_drawn(app, data, hand: list[int]) -> bool:
    texts = [op[1] for op in app.last_ops if op[0] == "text"]
    names = {data.action(c).name for c in hand}
    return bool(_drawn_cards(app) & set(hand)) or any(n in t for t in texts for n in names)


def test_seat_0s_hand_is_not_drawn_during_seat_1s_turn(data):
    seed = _seed_where_first_player_is(data, 2, 0)
    app = make_app(data, seats=[SeatChoice("Ada"), SeatChoice("Bruno")], seed=seed)
    drv = Driver(app)
    session = drv.table.session
    hand0 = list(session.game.engine.state.players[0].hand)
    hand1 = list(session.game.engine.state.players[1].hand)
    assert hand0 and hand1
    # Before Ada confirms she has the screen, nothing of the table is drawn at all.
    assert drv.run_until(lambda: isinstance(drv.top, PassScene))
    assert drv.top.seat == 0
    drv.step()
    assert not _hand_is_drawn(app, data, hand0) and not _hand_is_drawn(app, data, hand1)
    drv.press("ready")
    assert drv.run_until(lambda: isinstance(drv.frame.widget, BetWidget))
    drv.step()
    assert _hand_is_drawn(app, data, hand0)  # Ada sees her own cards...
    assert not _hand_is_drawn(app, data, hand1)  # ...and never Bruno's
    drv.key(pygame.K_3)
    drv.key(pygame.K_w)
    drv.key(pygame.K_RETURN)
    # Right after her bet, in the very next frame: her cards are gone, Bruno's not shown.
    assert not _hand_is_drawn(app, data, hand0)
    assert isinstance(drv.top, PassScene) and drv.top.seat == 1
    drv.press("ready")
    assert drv.run_until(lambda: isinstance(drv.frame.widget, BetWidget))
    drv.step()
    assert session.to_move() == 1 and session.viewer == 1
    assert not _hand_is_drawn(app, data, hand0)
    assert _hand_is_drawn(app, data, hand1)
    # Hovering Ada's panel or the log does not leak anything either.
    drv.move((100, 440))
    for _ in range(10):
        drv.step(0.1)
    assert not _hand_is_drawn(app, data, hand0)


def test_own_face_down_cards_are_hidden_from_the_next_player(data):
    seed = _seed_where_first_player_is(data, 2, 0)
    app = make_app(data, seats=[SeatChoice("Ada"), SeatChoice("Bruno")], seed=seed)
    drv = Driver(app)
    session = drv.table.session
    helpers = {s: make_bot("simple", data, seed, s) for s in (0, 1)}
    played: dict[int, list[int]] = {0: [], 1: []}
    # Both players bet and play cards; record which card each put face down.
    for _ in range(400):
        d = session.game.engine.decision()
        if d is not None and d.kind == "second_bet":
            break
        if isinstance(drv.top, PassScene):
            drv.press("ready")
            continue
        seat = session.human_to_move()
        w = drv.frame.widget
        if seat is None or w is None:
            drv.step(0.1)
            continue
        action = helpers[seat].choose(session.game.view(seat))
        if action.type == "play_card":
            played[seat].append(action.card)
        session.submit(from_engine(action))
        drv.step(0.1)
    assert played[0] and played[1]
    # Second bets: whoever is to move sees their own face-down cards, never the other's.
    for _ in range(2):
        if isinstance(drv.top, PassScene):
            drv.press("ready")
        assert drv.run_until(lambda: isinstance(drv.frame.widget, BetWidget), steps=50)
        seat = session.human_to_move()
        drv.step()
        assert session.viewer == seat
        assert set(played[seat]) <= _drawn_cards(app)
        assert not set(played[1 - seat]) & _drawn_cards(app)
        drv.key(pygame.K_p)  # pass the second bet; the other player is next
        if session.display.phase == "second_bet":  # (after the last pass all cards turn up)
            assert not set(played[seat]) & _drawn_cards(app)


def test_one_human_against_bots_never_sees_a_pass_screen_or_a_bot_card(data):
    seed = 6
    app = make_app(data, seats=seats_with_human(4, 0), seed=seed)
    drv = Driver(app)
    session = drv.table.session
    helper = make_bot("simple", data, seed, 0)
    rounds_seen = set()
    for _ in range(3000):
        assert not isinstance(drv.top, PassScene)
        if drv.top.name == "payoffs":
            drv.press("continue")
        if session.display.round >= 3 or session.is_over():
            break
        rounds_seen.add(session.display.round)
        if session.display.phase in ("first_bet", "fix", "second_bet"):
            # No face-down card of a bot is ever drawn face up before the reveal.
            bot_cards = {pc["card"] for lane in session.game.view(None)["lanes"].values()
                         for pc in lane if pc["seat"] != 0 and pc["card"] is not None}
            bot_hands = {c for p in session.game.engine.state.players[1:] for c in p.hand}
            hidden = bot_hands | {pc.card for lane in session.game.engine.state.lanes.values()
                                  for pc in lane if pc.seat != 0}
            assert not (_drawn_cards(app) & (hidden - bot_cards))
        w = drv.frame.widget
        if w is not None and not w.done:
            session.submit(from_engine(helper.choose(session.game.view(0))))
        drv.step(0.1)
    assert {1, 2} <= rounds_seen
    assert session.viewer == 0


def test_the_log_never_names_a_card_before_the_reveal(data):
    seed = _seed_where_first_player_is(data, 2, 0)
    app = make_app(data, seats=[SeatChoice("Ada", HUMAN), SeatChoice("Bruno", "simple")], seed=seed)
    drv = Driver(app)
    session = drv.table.session
    helper = make_bot("simple", data, seed, 0)
    names = [c.name for c in data.actions]
    reveal = "The action cards are turned face up."
    for _ in range(500):
        shown = session.log[:session.log.index(reveal)] if reveal in session.log else session.log
        for line in shown:
            assert not any(n in line for n in names), line
        if reveal in session.log or session.is_over():
            break
        w = drv.frame.widget
        if w is not None and not w.done:
            session.submit(from_engine(helper.choose(session.game.view(0))))
        drv.step(0.1)


def test_keys_mashed_to_hurry_the_race_do_not_open_the_next_players_hand(data):
    """Space never passes the screen, and an Enter pressed as it appears is ignored: they were
    meant for the animation before it. Enter a moment later, or the button, lets it show."""
    from game.ui.scenes.handover import KEY_GRACE_S

    seed = _seed_where_first_player_is(data, 2, 0)
    app = make_app(data, seats=[SeatChoice("Ada"), SeatChoice("Bruno")], seed=seed)
    drv = Driver(app)
    assert drv.run_until(lambda: isinstance(drv.top, PassScene), dt=0.01)
    pass_screen = drv.top
    assert pass_screen.age < KEY_GRACE_S
    drv.key(pygame.K_RETURN)  # too soon
    drv.key(pygame.K_SPACE)
    assert drv.top is pass_screen and drv.table.session.viewer is None
    for _ in range(40):
        drv.step(0.05)
        drv.key(pygame.K_SPACE)  # Space, however long, never does
    assert drv.top is pass_screen and drv.table.session.viewer is None
    drv.key(pygame.K_RETURN)
    assert drv.top is not pass_screen and drv.table.session.viewer == 0
