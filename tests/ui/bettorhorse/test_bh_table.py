"""Bettor Horse's screens on the generic table, headless: the board draws from views only
(another seat's face-down cards and hand are never drawn), the panels produce the right
typed actions, drawing changes nothing, and a whole hot-seat game plays through the panels
(with their keys) to the final scores."""
from __future__ import annotations

import pygame
import pytest

from game.bettorhorse.actions import MudderChange, PlaceBet, PlaceHorse, PlaceRound
from game.bettorhorse.data import game_data
from game.bettorhorse.game import BettorHorseGame
from game.bettorhorse.ui import PRESENTATION
from game.bettorhorse.ui.geometry import geometry
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
    hand = game.view(0)["hand"]
    # A round's first card: the round is laid out whole, then chosen with its bet.
    assert panel.board_choice(("card", hand[5])) and panel.laid == [hand[5], None, None]
    assert panel.command("digit:8")  # key 8: a card of speed 8
    assert game.engine.data.spec(panel.laid[1]).speed == 8
    assert not panel.board_choice(("card", "B01"))  # not in the hand: nothing laid
    assert not panel.board_choice(("card", hand[5]))  # laid already
    panel.buttons(layout.PANEL)[0].click()
    assert None not in panel.laid and chosen == []  # nothing chosen before the bet
    assert [b.label for b in panel.buttons(layout.PANEL)] == ["Win", "Lose", "Draw"]
    assert panel.command("digit:2")
    assert chosen == [PlaceRound(first=panel.laid[0], second=panel.laid[1],
                                 third=panel.laid[2], bet="lose")]
    # Mid-round (a save from the middle of one), each card is its own choice.
    game.apply(PlaceHorse(hand[0]))
    ctx, chosen = ctx_for(game, 0)
    panel = HorsePanel(ctx)
    assert panel.board_choice(("card", hand[5])) and chosen == [PlaceHorse(hand[5])]
    for c in hand[1:3]:
        game.apply(PlaceHorse(c))
    ctx, chosen = ctx_for(game, 0)
    panel = BetPanel(ctx)
    assert [b.label for b in panel.buttons(layout.PANEL)] == ["Win", "Lose", "Draw"]
    assert panel.command("horse:2") and chosen == [PlaceBet("lose")]
    assert panel.board_choice(("bet", "draw")) and chosen[-1] == PlaceBet("draw")


def test_a_laid_card_is_taken_back_until_the_bet_is_confirmed(data):
    """Issue 36, point 5: at the table, keys and clicks only. Cards laid show face down in
    their slots; a click on one takes it back, Ctrl+Z the last one (or the chosen bet
    first); Confirm places the round whole, the same events as card by card."""
    app, scene = table(data, ["human", "random"], seed=12)
    d = Driver(app)
    d.run_until(lambda: scene.frame.panel is not None, steps=400, dt=0.1)
    s, board = scene.session, scene.frame.board
    hand = s.view["hand"]
    speeds = {c: s.game.engine.data.spec(c).speed for c in hand}
    for key in (pygame.K_8, pygame.K_7, pygame.K_1):
        d.key(key)
    laid = list(scene.frame.panel.laid)
    assert [speeds[c] for c in laid] == [8, 7, 1] and s.pending is None
    pic = board.picture(s.view, None)[0]  # the board shows them face down, out of the hand
    row = pic["table"]["slots"][pic["table"]["seats"].index(0)]
    assert [c["card"] for c in row] == laid and not any(c["face_up"] for c in row)
    assert not set(laid) & set(pic["hand"])
    d.key(pygame.K_z, pygame.KMOD_CTRL)  # the last card back
    assert scene.frame.panel.laid == laid[:2] + [None]
    g = geometry(layout.BOARD, pic)
    assert scene.on_click(g.slots["bottom"][0].center)  # race 1's card back
    assert scene.frame.panel.laid == [None, laid[1], None]
    d.key(pygame.K_2)  # fills race 1 again, then race 3
    d.key(pygame.K_3)
    d.key(pygame.K_1)  # the bet: Win
    assert isinstance(s.pending, PlaceRound) and s.pending.bet == "win"
    d.key(pygame.K_z, pygame.KMOD_CTRL)  # the bet taken back, the cards stay
    assert s.pending is None and None not in scene.frame.panel.laid
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert scene.frame.panel.laid[2] is None
    d.key(pygame.K_4)
    d.key(pygame.K_3)  # Draw
    final = list(scene.frame.panel.laid)
    d.key(pygame.K_RETURN)
    placed = [e for e in s.events if e["type"] == "horse_placed" and e["seat"] == 0]
    assert [e["card"] for e in placed] == final
    assert [e["bet"] for e in s.events if e["type"] == "bet_placed" and e["seat"] == 0] == ["draw"]


def mudder_game(against=None):
    """A game stopped at a Mudder decision: seat 0 races its Mudder first, on a Wet cut
    (the first seed whose cut comes up Wet); ``against``: the speed of seat 1's card."""
    for seed in range(1, 60):
        game, _ev = BettorHorseGame.new({"players": 2, "track_conditions": True}, seed)
        hand = game.view(0)["hand"]
        mudder = next(c for c in hand if game.engine.data.spec(c).mudder)
        for c in [mudder] + [c for c in hand if c != mudder][:2]:
            game.apply(PlaceHorse(c))
        game.apply(PlaceBet("win"))
        theirs = game.view(1)["hand"]
        first = [c for c in theirs if against is not None
                 and game.engine.data.spec(c).speed == against][:1]
        for c in first + [c for c in theirs if c not in first][:3 - len(first)]:
            game.apply(PlaceHorse(c))
        game.apply(PlaceBet("lose"))
        d = game.decision()
        if d is not None and d.phase == "mudder":
            return game
    raise AssertionError("no Wet cut in 60 seeds")


def test_the_mudder_panel_offers_the_rules_changes():
    game = mudder_game()
    ctx, chosen = ctx_for(game, game.decision().seat)
    buttons = [b for b in MudderPanel(ctx).buttons(layout.PANEL) if b.key != "peek"]
    assert [b.data for b in buttons] == game.legal_actions()
    assert [b.label for b in buttons] == ["1 slower: speed 4", "As printed: speed 5",
                                          "1 faster: speed 6"]
    buttons[2].click()
    assert chosen == [MudderChange(1)]


def panel_texts(app, panel):
    """Every text and sprite a panel drew."""
    from game.ui.painter import Painter
    p = Painter(app.screen, app.viewport, app.assets)
    panel.draw(p, layout.PANEL, None, None)
    return [str(op[1]) for op in p.ops if op[0] in ("text", "sprite")]


def test_the_mudder_panel_says_when_every_speed_loses_and_lets_the_chooser_peek(data):
    """Issue 36, point 5: a 5 Mudder against an 8 loses at 4, 5 and 6 alike, and the panel
    says so; the chooser may peek at their own face-down cards (hot seat: the board shows
    the table's view during the races)."""
    app, _scene = table(data, ["human", "human"])
    game = mudder_game(against=8)
    seat = game.decision().seat
    ctx, chosen = ctx_for(game, seat)
    panel = MudderPanel(ctx)
    texts = panel_texts(app, panel)
    assert any("every choice still loses this race" in t and "speed 8" in t for t in texts)
    tips = [b.tip for b in panel.buttons(layout.PANEL) if b.key != "peek"]
    assert tips == ["Speed 4 against 8: loses this race", "Speed 5 against 8: loses this race",
                    "Speed 6 against 8: loses this race"]
    down = [c["card"] for c in game.view(seat)["table"]["slots"][0] if not c["face_up"]]
    assert len(down) == 2
    assert sum("bettorhorse/face_R" in t for t in panel_texts(app, panel)) == 0
    next(b for b in panel.buttons(layout.PANEL) if b.key == "peek").click()
    assert sum("bettorhorse/face_R" in t for t in panel_texts(app, panel)) == 2
    # Against a slower card every choice wins; nothing is said of a card not known.
    game = mudder_game(against=1)
    texts = panel_texts(app, MudderPanel(ctx_for(game, game.decision().seat)[0]))
    assert any("every choice wins this race" in t for t in texts)


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
        if top.name == "results":  # a race's results wait for a person
            d.go_on()
            continue
        if top is scene and scene.frame.panel is not None:
            if seen_boards is not None:
                seen_boards(scene)
            if scene.session.pending is None:
                panel = scene.frame.panel
                while isinstance(panel, HorsePanel) and panel.whole and not panel.full():
                    panel.buttons(layout.PANEL)[-1].click()  # the round laid card by card
                if isinstance(panel, HorsePanel) and not panel.whole:
                    panel.buttons(layout.PANEL)[-1].click()
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
    # Issue 36, point 7: the bets matched so far never zig-zag (a seat sitting a round out
    # keeps its count), and a round-by-round table tells who raced whom, the bets and
    # where the cards went.
    outcomes = [e for e in scene.session.events if e["type"] == "round_outcome"]
    for seat, values in charts[1].values.items():
        assert all(b >= a for a, b in zip(values, values[1:])) and None not in values
        assert values[-1] == sum(o["matched"] for e in outcomes for o in e["outcomes"]
                                 if o["seat"] == seat)
    from game.bettorhorse.ui.rounds import cards_words, rows
    table_rows = [r for r in rows(scene.session.events) if r.part != "pool"]
    assert len(table_rows) == len(outcomes)
    for row, ev in zip(table_rows, outcomes):
        assert [(r.seat, r.bet, r.outcome, r.matched) for r in row.racers] == [
            (o["seat"], o["bet"], o["outcome"], o["matched"]) for o in ev["outcomes"]]
        if row.part != "sudden":
            assert sum(n for _s, n in row.cards) == 2 * len(ev["outcomes"][0]["cards"])
    names = scene.session.names
    first = table_rows[0]
    words = cards_words(first, names)
    assert all((names[s] if s is not None else "Pool") in words for s, _n in first.cards)
    next(b for b in final.buttons() if b.key == "tab:charts").click()
    texts = final_texts(app, final)
    # The charts page says whose line is whose: a legend with every player and the Pool.
    assert all(name in texts for name in names + ["Pool"]), texts
    next(b for b in final.buttons() if b.key == "tab:page0").click()
    texts = final_texts(app, final)
    assert "Round by round" in texts and f"{names[first.racers[0].seat]} v " \
        f"{names[first.racers[1].seat]}" in texts


def final_texts(app, final):
    from game.ui.painter import Painter
    p = Painter(app.screen, app.viewport, app.assets)
    final.draw(p)
    return [str(op[1]) for op in p.ops if op[0] == "text"]


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
            if s.stop is not None:  # (a results sheet: the table closes it)
                s.resume()
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


def test_the_heading_names_the_part_of_a_four_player_final(data):
    """Issue 36, point 5: "Final round" says which part of the 4-player final it is."""
    from game.core.registry import get_game
    info = get_game("bettor-horse")
    game, _ev = BettorHorseGame.new({"players": 4, "track_conditions": False}, 5)
    bots = [info.make_bot("random", 5, i) for i in range(4)]
    app, _scene = table(data, ["human", "random", "random", "random"])
    seen = {}
    while not game.is_over() and len(seen) < 2:
        part = (game.view(None).get("table") or {}).get("part")
        if part in ("final_1", "final_2") and part not in seen:
            seen[part] = texts_of_board(app, game.view(None))
        seat = game.decision().seat
        game.apply(bots[seat].choose(game.view(seat)))
    assert any(t.startswith("Part I, ") for t in seen["final_1"])
    assert any(t.startswith("Part II, ") for t in seen["final_2"])
    assert "Final round" in seen["final_1"]
