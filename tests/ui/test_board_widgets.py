"""A human seat plays the Board Game's decisions through real mouse and key events.

Each test reaches a decision kind in a real game (the human seat plays like the bot the
headless scenario search used, by pressing the widgets' buttons), then makes a chosen
move with the mouse or the keyboard and checks what the engine received
(``session.applied``) and the events it produced.
"""
from __future__ import annotations

import pygame
import pytest

from game.horsefever.bots import make_bot
from tests.horsefever.bot_games import play_game
from game.horsefever.rules import Action, Game
from game.horsefever.ui.decisions import REGISTRY
from game.horsefever.words import purchase_reason
from game.ui.phase_table import decision
from game.horsefever.ui.decisions.auction import AuctionWidget, EricWidget
from game.horsefever.ui.decisions.card_choice import KeepWidget, TroyWidget
from game.horsefever.ui.decisions.consent import ConsentWidget
from game.horsefever.ui.decisions.generic import GenericWidget
from game.horsefever.ui.decisions.lineup import LineupWidget
from game.horsefever.ui.decisions.purchase import KINDS, PurchaseWidget
from game.horsefever.ui.display import DisplayState
from game.horsefever.ui.display_board import BoardPublic
from game.ui.scenes.final import FinalScene

from .driver import make_app
from .reach import find, human_widget, play_until, reach, realize, seats  # noqa: F401 (shared)

BOARD_KINDS = ("purchase", "keep", "consent", "lineup", "troy_copy", "eric_odds", "cedric_copy",
               "dutch_auction", "english_auction")


def last_of(session, seat: int) -> tuple[int, Action]:
    seat, action = [a for a in session.applied if a[0] == seat][-1]
    return seat, action.to_engine()  # (the session keeps the typed action)


# ---- the registry ------------------------------------------------------------------------------

def test_every_board_decision_kind_has_its_own_widget():
    for kind in BOARD_KINDS:
        widget = decision(kind).widget
        assert widget in REGISTRY and REGISTRY[widget] is not GenericWidget, kind


# ---- purchases -------------------------------------------------------------------------------

def test_a_loan_taken_with_the_keyboard_and_an_undo(data):
    app, drv, w, seat = reach(data, "purchase")
    assert isinstance(w, PurchaseWidget)
    session = drv.table.session
    loans = w.allowed.get("loan", {})
    assert loans, "a fresh player can borrow"
    drv.key(pygame.K_1)  # Action cards
    assert w.choice == Action("buy", item="actions")
    drv.key(pygame.K_z, pygame.KMOD_CTRL)
    assert w.choice is None
    drv.key(pygame.K_LEFT)  # ← from nothing: the last kind, Loan (two sides: none chosen yet)
    assert w.tab == "loan" and w.choice is None
    assert not drv.button("confirm").enabled
    kinds = [o[0].kind for o in w.sub_options("loan")]
    drv.key(pygame.K_1 + kinds.index("mob"))
    assert w.choice == Action("buy", item="loan", kind="mob")
    before = session.game.engine.state.players[seat].danari
    drv.key(pygame.K_RETURN)
    assert last_of(session, seat) == (seat, Action("buy", item="loan", kind="mob"))
    ev = [e for e in session.events if e["type"] == "loan_taken" and e["seat"] == seat][-1]
    assert ev["seat"] == seat and ev["kind"] == "mob"
    assert session.game.engine.state.players[seat].danari == before + data.board.loans["mob"].receive
    # The panel now shows the loan with what is due.
    drv.run_until(lambda: not session.queue)
    drv.step()
    assert "mob" in session.display.board.seats[seat].loans
    assert any(t == f"-{data.board.loans['mob'].repay / 1000:g}k" for t in drv.texts())


def test_unavailable_purchases_are_disabled_with_the_engines_reason(data):
    app, drv, w, seat = reach(data, "purchase")
    for kind in KINDS:
        b = drv.button(f"kind:{kind}")
        assert b.enabled == (kind in w.allowed)
        if not b.enabled:  # (the rules' reason code, worded)
            assert purchase_reason(w.why[kind]) in b.reason
    # A Horse card needs a stable of one's own first (a fresh player without one).
    if not session_player(drv, seat).stables:
        assert not drv.button("kind:horse").enabled
        drv.press("kind:horse")
        assert "stable" in w.message.lower()


def session_player(drv, seat):
    return drv.table.session.game.engine.state.players[seat]


def test_a_stable_bought_by_clicking_its_lane(data):
    from game.horsefever.ui import table_layout as L

    app, drv, w, seat = reach(data, "purchase")
    stables = w.allowed.get("stable", {})
    if not stables:
        pytest.skip("no stable affordable here")
    colour = sorted(stables)[0]
    drv.press("kind:stable")
    i = drv.table.session.display.colours.index(colour)
    drv.click(L.lane_squares_rect(i).center)
    assert w.choice == Action("buy", item="stable", horse=colour)
    assert colour in drv.button("confirm").label or "Buy" in drv.button("confirm").label
    drv.press("confirm")
    session = drv.table.session
    assert last_of(session, seat) == (seat, Action("buy", item="stable", horse=colour))
    assert colour in session.game.engine.state.players[seat].stables


def test_pass_is_a_choice_that_can_be_undone_then_confirmed(data):
    app, drv, w, seat = reach(data, "purchase")
    session = drv.table.session
    n = len(session.applied)
    drv.key(pygame.K_p)
    assert w.passing and len(session.applied) == n  # not sent yet
    drv.key(pygame.K_z, pygame.KMOD_CTRL)
    assert not w.passing
    drv.press("pass")
    drv.press("confirm")
    assert last_of(session, seat) == (seat, Action("pass"))
    assert any(e["type"] == "payout" and e.get("reason") == "purchase_pass" and e["seat"] == seat
               for e in session.events)


def test_the_seller_accepts_an_offer_for_a_stable(data):
    app, drv, w, seat = reach(data, "consent", match="stable")
    assert isinstance(w, ConsentWidget)
    session = drv.table.session
    drv.press("accept")
    drv.press("confirm")
    assert last_of(session, seat) == (seat, Action("accept"))
    sale = [e for e in session.events if e["type"] == "sale" and e["seat"] == seat][-1]
    assert sale["seat"] == seat and sale["item"] == "stable"


def test_the_seller_can_decline(data):
    app, drv, w, seat = reach(data, "consent", match="assistant")
    assert isinstance(w, ConsentWidget) and w.goals is None
    offer = w.offer
    assert w.buyer in w.title() and str(offer["price"]) in w.title()
    drv.key(pygame.K_w)
    assert w.choice == Action("accept")
    drv.key(pygame.K_z, pygame.KMOD_CTRL)
    drv.press("decline")
    drv.press("confirm")
    session = drv.table.session
    assert last_of(session, seat) == (seat, Action("pass"))
    ev = [e for e in session.events if e["type"] == "offer_declined" and e["seat"] == seat][-1]
    assert ev["seat"] == seat and ev["buyer"] == offer["seat"]


def test_the_seller_of_a_goal_chooses_which_goal(data):
    app, drv, w, seat = reach(data, "consent", match="goal")
    assert isinstance(w, ConsentWidget) and w.goals
    goal = w.goals[-1]
    drv.press(f"goal:{goal}")
    drv.press("confirm")
    session = drv.table.session
    assert last_of(session, seat) == (seat, Action("accept", card=goal))
    assert goal not in session.game.engine.state.players[seat].goals


def test_an_offer_made_by_the_human_reaches_the_engine(data):
    def has_offer(_d, w):
        return w.ctx.kind == "purchase" and "offer" in w.allowed

    seed, seat = find(data, "purchase")
    app, drv, w = play_until(data, seed, (seat,), "random", has_offer)
    if w is None:
        pytest.skip("no offer possible in this game")
    drv.press("kind:offer")
    target = w.sub_options("offer")[0][0]
    drv.press("opt:0")
    drv.press("confirm")
    session = drv.table.session
    assert last_of(session, seat) == (seat, target)
    ev = [e for e in session.events if e["type"] == "offer" and e["seat"] == seat][-1]
    assert ev["seat"] == seat and ev["target"] == target.target and ev["item"] == target.item


# ---- drawn cards, lineup, copies --------------------------------------------------------------

def test_keep_one_of_the_drawn_cards_by_mouse(data):
    app, drv, w, seat = reach(data, "keep")
    assert isinstance(w, KeepWidget) and len(w.cards) >= 2
    card = w.cards[1]
    drv.press(f"card:{w.cards[0]}")
    drv.press(f"card:{card}")
    drv.key(pygame.K_z, pygame.KMOD_CTRL)
    assert w.choice == Action("keep", card=w.cards[0])
    drv.key(pygame.K_2)
    drv.key(pygame.K_RETURN)
    session = drv.table.session
    assert last_of(session, seat) == (seat, Action("keep", card=card))
    item = w.ctx.options["item"]
    held = {"goal": "goals", "assistant": "assistants", "horse": "horses"}[item]
    assert card in getattr(session.game.engine.state.players[seat], held)


def test_a_horse_card_lined_up_by_clicking_the_card_and_the_lane(data):
    from game.horsefever.ui import table_layout as L

    app, drv, w, seat = reach(data, "lineup")
    assert isinstance(w, LineupWidget)
    card, lane = w.cards[-1], w.lanes[-1]
    drv.press(f"card:{card}")
    i = drv.table.session.display.colours.index(lane)
    drv.click(L.lane_squares_rect(i).center)  # the lane on the track
    assert w.action() == Action("lineup", card=card, horse=lane)
    drv.step()
    assert ("card_face", card) in drv.app.last_ops  # the unconfirmed card lies on the lane
    drv.press("confirm")
    session = drv.table.session
    assert last_of(session, seat) == (seat, Action("lineup", card=card, horse=lane))
    drv.run_until(lambda: not session.queue)
    assert session.display.board.lineup[lane] == {"seat": seat, "card": card}


def test_troys_copy_choice(data):
    app, drv, w, seat = reach(data, "troy_copy", bot="simple")
    assert isinstance(w, TroyWidget)
    card = w.cards[-1]
    drv.key(pygame.K_1 + len(w.cards) - 1)
    drv.key(pygame.K_RETURN)
    session = drv.table.session
    assert last_of(session, seat) == (seat, Action("copy", card=card))
    ev = [e for e in session.events if e["type"] == "horse_copy"][-1]
    assert ev["copied"] == card


def test_eric_change_moves_a_token(data):
    app, drv, w, seat = reach(data, "eric_odds")
    assert isinstance(w, EricWidget)
    colour = w.horses[2]
    assert not drv.button(f"rows:{max(w.rows)}").enabled  # a token first
    drv.press(f"horse:{colour}")
    drv.press(f"rows:{max(w.rows)}")
    drv.press("confirm")
    session = drv.table.session
    assert last_of(session, seat) == (seat, Action("odds_move", horse=colour, value=max(w.rows)))


# ---- auctions ----------------------------------------------------------------------------------

def test_the_dutch_auction_accept_at_the_falling_price(data):
    app, drv, w, seat = reach(data, "dutch_auction")
    assert isinstance(w, AuctionWidget) and w.dutch
    offer = w.offer
    assert f"{offer:,}" in w.title()  # amounts in the language's format (English "1,000")
    drv.press("yes")
    drv.press("confirm")
    session = drv.table.session
    assert last_of(session, seat) == (seat, Action("accept"))
    ev = [e for e in session.events if e["type"] == "auction_accept" and e["seat"] == seat][-1]
    assert ev["seat"] == seat and ev["price"] == offer


def test_the_english_auction_bid_then_leave(data):
    app, drv, w, seat = reach(data, "english_auction")
    assert isinstance(w, AuctionWidget) and not w.dutch
    offer = w.offer
    drv.key(pygame.K_1)
    assert w.choice == Action("bid", value=offer)
    drv.key(pygame.K_z, pygame.KMOD_CTRL)
    drv.key(pygame.K_RETURN)  # nothing chosen: refused, nothing sent
    session = drv.table.session
    assert w.message and last_of(session, seat)[1] != Action("bid", value=offer)
    drv.press("yes")
    drv.press("confirm")
    assert last_of(session, seat) == (seat, Action("bid", value=offer))
    bid = [e for e in session.events if e["type"] == "auction_bid" and e["seat"] == seat][-1]
    assert bid["seat"] == seat and bid["price"] == offer


# ---- a whole game ------------------------------------------------------------------------------

def test_a_whole_board_game_played_by_clicks_matches_the_headless_engine(data):
    """Seat 0 is a person clicking what the simple bot would choose: same game as headless."""
    players, seed = 3, 2
    checks = {"n": 0}
    kinds: set[str] = set()

    def never(drv, w) -> bool:
        kinds.add(w.ctx.kind)
        s = drv.table.session
        # Whenever the human decides, the panels' Board items agree with the engine.
        assert s.display.board.facts() == BoardPublic.facts_of_view(s.game.view(None))
        checks["n"] += 1
        return False

    app, drv, w = play_until(data, seed, (0,), "simple", never, players=players, steps=80000)
    assert w is None and isinstance(drv.top, FinalScene)
    session = app.stack.find(type(drv.table)).session
    headless, events = play_game(data, players, seed, "board", bots=["simple"] * players, stars=True)
    assert session.game.engine.state.winner == headless.state.winner
    assert [e["type"] for e in session.events] == [e["type"] for e in events]
    assert session.stage.sync_mismatches == [] and session.bot_errors == []
    assert {"purchase", "first_bet"} <= kinds and checks["n"] > 10


# ---- public things on the table --------------------------------------------------------------

def test_discarded_cards_are_tagged_on_their_lane_with_details(data):
    from game.horsefever.ui import board_panels
    from game.horsefever.ui.describe import Words

    game, events = play_game(data, 4, 7, "family")
    ds = DisplayState.empty(data.colours)
    words = Words(data, [p.name for p in game.state.players])
    for ev in events:
        ds.apply(ev)
        if ev["type"] == "action_discarded":
            break
    else:
        pytest.skip("no discard in this game")
    colour = ev["horse"]
    spots = [s.key for s in board_panels.hotspots(ds, None)]
    assert ("discards", colour) in spots
    d = board_panels.detail(("discards", colour), ds, None, words, data)
    assert any(data.action(ev["card"]).name in line for line in d.body)


def test_the_panels_board_items_follow_a_whole_game(data):
    """Folded from the presented events, the chips always agree with the engine's view."""
    g, first = Game.new(data, ["a", "b", "c", "d"], "board", 3, stars=True, bots=["random"] * 4)
    bots = [make_bot("random", data, 3, i) for i in range(4)]
    ds = DisplayState.empty(data.colours)
    for ev in first:
        ds.apply(ev)
    checked = 0
    while not g.is_over():
        assert ds.board.facts() == BoardPublic.facts_of_view(g.view(None))
        checked += 1
        seat = g.current_player()
        for ev in g.apply(bots[seat].choose(g.view(seat))):
            ds.apply(ev)
    assert checked > 50
    assert any(b.assistants or b.horses or b.loans or b.goal_count for b in ds.board.seats.values())



def test_a_monkey_over_board_game_widgets(data):
    """3,000 random clicks and keys, mostly on the decision panel, over Board hot-seat games."""
    import random

    from game.ui import input_map as K
    from game.ui.generic.table import GenericTableScene as TableScene

    from .test_monkey import _check_valid

    rng = random.Random(5)
    # The decision panel's keys only: the overlays (menu, rules, log, fullscreen) have their
    # own monkey (test_monkey.py); here they would eat the frames the widgets need. The
    # hint (H) is no panel key either: the table's tests press it (tests/ui/generic).
    overlays = {pygame.K_ESCAPE, pygame.K_F1, pygame.K_F11, pygame.K_l, pygame.K_h}
    keys = [k for k in K.ALL_KEYS if k not in overlays]
    sent, kinds = 0, set()

    def more() -> bool:  # 3,000 events at least; more (up to 8,000) until 3 Board kinds were met
        return sent < 3000 or (sent < 8000 and len(kinds & set(BOARD_KINDS)) < 3)

    while more():
        app = make_app(data, seats=seats(3, (0, 1), "random"), seed=rng.randrange(500),
                       variant="board", stars=True)
        frames = 0
        while more() and app.running:
            for _ in range(40):
                if rng.random() < 0.6:
                    pos = app.viewport.to_window((rng.uniform(0, 1280), rng.uniform(380, 720)))
                    button = 1 if rng.random() < 0.9 else 3
                    for t in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                        extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if t == pygame.MOUSEMOTION else {"button": button}
                        pygame.event.post(pygame.event.Event(t, pos=pos, **extra))
                else:  # (a key pressed and released, as a keyboard sends it: a key never
                    key = rng.choice(keys)  # released is held, and held keys do not repeat
                    for t in (pygame.KEYDOWN, pygame.KEYUP):  # into a new screen)
                        pygame.event.post(pygame.event.Event(t, key=key, mod=0, unicode="", scancode=0))
                sent += 1
            app.step(rng.choice((0.016, 0.2, 1.0)))
            frames += 1
            table = app.stack.find(TableScene)
            # (a lesson's table, reached by "Learn to play", may be another game's frame)
            widget = getattr(table.frame, "widget", None) if table is not None else None
            if widget is not None:
                kinds.add(widget.ctx.kind)
            if frames % 25 == 0:
                _check_valid(app, data)
            if table is None:  # the monkey left the table (to the title, another game...):
                break          # a fresh Board Game table, where the widgets are
        _check_valid(app, data)
    assert len(kinds & set(BOARD_KINDS)) >= 3, kinds
