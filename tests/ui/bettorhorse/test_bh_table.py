"""Bettor Horse's screens on the generic table, headless: the board draws from views only
(another seat's face-down cards and hand are never drawn), the panels produce the right
typed actions, drawing changes nothing, and a whole hot-seat game plays through the panels
(with their keys) to the final scores."""
from __future__ import annotations

import pygame
import pytest

from game.bettorhorse.actions import MudderChange, PlaceBet, PlaceHorse
from game.bettorhorse.data import game_data
from game.bettorhorse.game import BettorHorseGame
from game.bettorhorse.ui import PRESENTATION
from game.bettorhorse.ui.panels import BetPanel, HorsePanel, MudderPanel
from game.ui.app import App, AppConfig
from game.ui.generic import PanelContext, layout
from game.ui.scenes.final import FinalScene
from game.ui.scenes.handover import PassScene as GenericPassScene
from game.ui.generic.session import ContractSession
from game.ui.generic.table import GenericTableScene
from game.ui.plugin import GameSetup, SeatChoice, presentation

from ..driver import Driver
from ..generic.helpers import snapshot


def table(data, kinds, seed=4, track=True, players=None):
    app = App(AppConfig(speed="instant", autosave=False), data=data)
    seats = tuple(SeatChoice(f"P{i + 1}", k) for i, k in enumerate(kinds))
    setup = GameSetup("bettor-horse", {"players": players or len(kinds),
                                       "track_conditions": track}, seats, seed)
    s = ContractSession.new(PRESENTATION, setup, speed="instant", anim_speed="instant",
                            autosave=False)
    scene = GenericTableScene(app, s)
    app.stack.push(scene)
    return app, scene


def texts_of_board(app, view) -> list[str]:
    """Every text and sprite the board drew for ``view``."""
    from game.ui.painter import Painter
    p = Painter(app.screen, app.viewport, app.assets) if hasattr(app, "viewport") else None
    if p is None:
        pytest.skip("no painter")
    PRESENTATION.make_board().draw(p, layout.BOARD, view, None)
    return [str(op[1]) for op in p.ops if op[0] in ("text", "sprite")]


def test_the_presentation_is_registered_for_bettor_horse():
    assert presentation("bettor-horse") is PRESENTATION
    pages = PRESENTATION.rules_pages()
    assert pages[-1].rulings and pages[-1].rulings[0] == game_data().deck_note


def test_the_board_never_draws_another_seats_hidden_cards(data):
    game, _ev = BettorHorseGame.new({"players": 2, "track_conditions": True}, 11)
    for a in [PlaceHorse(c) for c in game.view(0)["hand"][20:23]] + [PlaceBet("win")]:
        game.apply(a)
    app, _scene = table(data, ["human", "human"])
    mine = texts_of_board(app, game.view(0))
    theirs = texts_of_board(app, game.view(1))
    spectator = texts_of_board(app, game.view(None))
    # Seat 0 sees its own three face-down faces; until both have chosen, seat 1 and a
    # spectator see nothing of seat 0's choice: no face, no back, no bet card.
    assert sum("bettorhorse/face_R" in t for t in mine) >= 3 + 21
    for other in (theirs, spectator):
        assert not any("bettorhorse/face_R" in t or "bettorhorse/back_" in t for t in other)
    assert "Win" in mine and "Win" not in theirs  # the bet: face up for its owner only
    # Once both have chosen, the cards not yet raced show their backs to everyone (a
    # game stopped after race 1's reveal: 2 of seat 0's cards still face down).
    game = mudder_game()
    theirs = texts_of_board(app, game.view(1))
    spectator = texts_of_board(app, game.view(None))
    assert sum("bettorhorse/face_R" in x for x in theirs) == 1
    assert sum("bettorhorse/back_" in x for x in theirs) == 2
    assert sum("bettorhorse/back_" in x for x in spectator) == 4


def ctx_for(game, seat, pending=None):
    chosen = []
    d = game.decision()
    ctx = PanelContext(seat, "P", PRESENTATION.info.phases[d.phase], d.prompt, game.view(seat),
                       game.legal_actions(), str, lambda a: chosen.append(a) or "",
                       lambda: pending)
    return ctx, chosen


def test_panels_choose_the_right_typed_actions():
    game, _ev = BettorHorseGame.new({"players": 2, "track_conditions": True}, 3)
    ctx, chosen = ctx_for(game, 0)
    panel = HorsePanel(ctx)
    card = game.view(0)["hand"][5]
    assert panel.board_choice(("card", card))
    assert chosen == [PlaceHorse(card)]
    assert panel.command("digit:8")  # key 8: a card of speed 8
    assert game.engine.data.spec(chosen[1].card).speed == 8
    assert not panel.board_choice(("card", "B01"))  # not in the hand: nothing chosen
    for b in panel.buttons(layout.PANEL):
        b.click()
    assert all(isinstance(a, PlaceHorse) for a in chosen) and len(chosen) > 3
    for c in game.view(0)["hand"][:3]:
        game.apply(PlaceHorse(c))
    ctx, chosen = ctx_for(game, 0)
    panel = BetPanel(ctx)
    assert [b.label for b in panel.buttons(layout.PANEL)] == ["Win", "Lose", "Draw"]
    assert panel.command("horse:2") and chosen == [PlaceBet("lose")]
    assert panel.board_choice(("bet", "draw")) and chosen[-1] == PlaceBet("draw")


def mudder_game():
    """A game stopped at a Mudder decision: seat 0 races its Mudder first, on a Wet cut
    (the first seed whose cut comes up Wet)."""
    for seed in range(1, 60):
        game, _ev = BettorHorseGame.new({"players": 2, "track_conditions": True}, seed)
        hand = game.view(0)["hand"]
        mudder = next(c for c in hand if game.engine.data.spec(c).mudder)
        for c in [mudder] + [c for c in hand if c != mudder][:2]:
            game.apply(PlaceHorse(c))
        game.apply(PlaceBet("win"))
        for c in game.view(1)["hand"][:3]:
            game.apply(PlaceHorse(c))
        game.apply(PlaceBet("lose"))
        d = game.decision()
        if d is not None and d.phase == "mudder":
            return game
    raise AssertionError("no Wet cut in 60 seeds")


def test_the_mudder_panel_offers_the_rules_changes():
    game = mudder_game()
    ctx, chosen = ctx_for(game, game.decision().seat)
    buttons = MudderPanel(ctx).buttons(layout.PANEL)
    assert [b.data for b in buttons] == game.legal_actions()
    assert [b.label for b in buttons] == ["1 slower: speed 4", "As printed: speed 5",
                                          "1 faster: speed 6"]
    buttons[2].click()
    assert chosen == [MudderChange(1)]


def test_hot_seat_a_public_mudder_choice_hides_the_chooser_hand(data):
    """A seat's bet is followed by its own (not simultaneous) Mudder choice: the whole
    table watches the reveal, so the board shows the public view, never that seat's
    face-down cards (a generic session ruling, game/ui/generic/session.py)."""
    for seed in range(1, 80):
        app, scene = table(data, ["human", "human"], seed=seed)
        s = scene.session
        g = s.game
        for c in [c for c in g.view(0)["hand"] if not g.engine.data.spec(c).mudder][:3]:
            g.apply(PlaceHorse(c))
        g.apply(PlaceBet("win"))
        hand = g.view(1)["hand"]
        mudder = next(c for c in hand if g.engine.data.spec(c).mudder)
        for c in [mudder] + [c for c in hand if c != mudder][:2]:
            g.apply(PlaceHorse(c))
        probe = g.copy()
        probe.apply(PlaceBet("lose"))
        d = probe.decision()
        if d is None or d.phase != "mudder":
            continue
        s.viewer = s.holder = 1
        s._opened = len(s.applied)
        s.submit(PlaceBet("lose"))
        assert s.game.decision().seat == 1 and s.game.decision().phase == "mudder"
        assert s.viewer is None and s.view["seat"] is None
        return
    raise AssertionError("no Wet cut in 80 seeds")


def play(app, scene, d, seen_boards=None, limit=40000):
    """Answers every human decision through Bettor Horse's panels by their keys: a speed
    key for a horse card (else a click on the first group), 1 for a bet or Mudder, Enter
    to confirm; pass screens confirmed. Returns the decisions made."""
    decisions = 0
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, FinalScene):
            return decisions
        if isinstance(top, GenericPassScene):
            d.run_until(lambda: top.age >= 0.5, steps=20, dt=0.1)
            d.key(pygame.K_RETURN)
            continue
        if top is scene and scene.frame.panel is not None:
            if seen_boards is not None:
                seen_boards(scene)
            if scene.session.pending is None:
                if isinstance(scene.frame.panel, HorsePanel):
                    scene.frame.panel.buttons(layout.PANEL)[-1].click()
                else:
                    d.key(pygame.K_1)
                assert scene.session.pending is not None, scene.frame.message
            d.key(pygame.K_RETURN)
            decisions += 1
            continue
        d.step(0.1)
    raise AssertionError("the game did not reach the final scores")


def test_a_whole_hot_seat_game_through_the_panels(data):
    app, scene = table(data, ["human", "human"], seed=9)
    d = Driver(app)
    checked = []

    def check(sc):
        seat = sc.session.to_move()
        view = sc.session.view
        assert view["seat"] == seat  # the board shows the deciding seat's own view only
        if len(checked) < 6:  # drawing changes nothing (twice, compared)
            before = snapshot(sc)
            app.draw()
            app.draw()
            assert snapshot(sc) == before
        checked.append(seat)

    decisions = play(app, scene, d, check)
    game = scene.session.game
    assert game.is_over() and decisions >= 8 * 2
    standings = game.standings()
    assert standings[0].place == 1
    assert sum(len(p) for p in game.engine.state.purses) == sum(
        s.score["purse"] for s in standings)


def test_a_four_player_game_with_bots_reaches_the_final_scores(data):
    app, scene = table(data, ["human", "random", "random", "random"], seed=2)
    d = Driver(app)
    play(app, scene, d)
    assert scene.session.game.is_over() and scene.session.bot_errors == []
    final = app.stack.top
    assert isinstance(final, FinalScene)
    charts = PRESENTATION.chart_series(scene.session.events, scene.session.names)
    assert charts[0].labels and charts[0].line_names == {4: "Pool"}
    last = [charts[0].values[i][-1] for i in range(4)]
    assert last == [float(len(p)) for p in scene.session.game.engine.state.purses]
    # The charts page says whose line is whose: a legend with every player and the Pool.
    from game.ui.painter import Painter
    p = Painter(app.screen, app.viewport, app.assets)
    final.charts.draw(p, final.charts_area())
    drawn = [op[1] for op in p.ops if op[0] == "text"]
    assert all(name in drawn for name in scene.session.names + ["Pool"]), drawn


def test_every_card_on_the_board_has_a_tooltip():
    from game.bettorhorse.ui.geometry import geometry, hand_rects, tracker_rects
    game, _ev = BettorHorseGame.new({"players": 2, "track_conditions": True}, 5)
    for c in game.view(0)["hand"][:3]:
        game.apply(PlaceHorse(c))
    game.apply(PlaceBet("draw"))
    board = PRESENTATION.make_board()
    for seat in (0, 1):
        view = game.view(seat)
        g = geometry(layout.BOARD, view)
        spots = [r.center for r in hand_rects(g, view["hand"])[-1:]]
        spots += [r.center for r in g.slots["top" if seat == 1 else "bottom"][:3]]
        spots += [r.center for r in tracker_rects(g, len(view["players"][1 - seat]["unplayed"]))]
        spots += [g.purse["top"].center, g.purse["bottom"].center, g.pool.center]
        for pos in spots:
            assert board.tooltip(pos, layout.BOARD, view), (seat, pos)
    # Seat 1 hovering seat 0's race slot learns nothing until both have chosen...
    view = game.view(1)
    g = geometry(layout.BOARD, view)
    tip = board.tooltip(g.slots["top"][0].center, layout.BOARD, view)
    assert "until both players have chosen" in tip and "back" not in tip
    # ... and then only a face-down card's back.
    game = mudder_game()
    view = game.view(1)
    tip = board.tooltip(geometry(layout.BOARD, view).slots["top"][1].center, layout.BOARD, view)
    assert "back" in tip and game.view(0)["table"]["slots"][0][1]["card"] not in tip


def test_a_rounds_first_card_opens_its_panel_without_listing_every_round(monkeypatch):
    """At a round's first card the rules also offer the whole round (36,456 orders with a
    full hand): the screen reads them one by one, and the horse panel its cards from the
    decision's options, so none is built as the panel opens."""
    from game.core.legal import Arrangements, ListedActions
    from game.ui.generic.session import ContractSession
    from game.ui.plugin import GameSetup, SeatChoice, presentation
    s = ContractSession.new(presentation("bettor-horse"),
                            GameSetup("bettor-horse", {"players": 2, "track_conditions": False},
                                      (SeatChoice("Ada", "human"), SeatChoice("Bruno", "human")),
                                      3), speed="fast", anim_speed="normal", autosave=False)

    def no_listing(self):
        raise AssertionError("every round listed")
    monkeypatch.setattr(Arrangements, "__iter__", no_listing)
    for _ in range(5000):  # (the game's first events shown, then the pass screen)
        if s.turn_open() is not None:
            break
        seat = s.handover_needed()
        if seat is not None:
            s.confirm_handover(seat)
        else:
            s.update(1.0)
    assert s.turn_open() == 0
    legal = s.legal_now()
    assert isinstance(legal, ListedActions) and len(legal) == 24 + 24 * 23 * 22 * 3
    d = s.game.decision()
    ctx = PanelContext(0, "Ada", PRESENTATION.info.phases[d.phase], d.prompt,
                       s.game.view(0), legal, str, lambda a: "", lambda: None)
    panel = HorsePanel(ctx)
    assert sorted(panel.by_card) == sorted(s.game.view(0)["hand"])
    assert all(type(a) is PlaceHorse for a in panel.by_card.values())
