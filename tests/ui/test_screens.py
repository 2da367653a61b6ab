"""Every screen and overlay draws (headless), with the words a player needs on it."""
from __future__ import annotations

import pygame
import pytest

from game.services.numbers import money
from game.horsefever.ui.describe import Detail
from game.horsefever.ui.rules_text import pages
from game.ui.scenes.final import FinalScene
from game.ui.scenes.handover import PassScene
from game.horsefever.ui.card_scene import CardScene
from game.ui.scenes.overlays import LogScene, PauseScene
from game.ui.scenes.rules_book import RulesBookScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.plugin import SeatChoice

from .driver import Driver, make_app


def _texts(app) -> str:
    return " | ".join(op[1] for op in app.last_ops if op[0] == "text")


def test_title_screen_offers_the_five_choices_and_greys_resume(data):
    app = make_app(data)
    drv = Driver(app)
    drv.step()
    assert isinstance(drv.top, TitleScene)
    for word in ("New game", "Resume", "Rules", "Settings", "Quit"):
        assert word in _texts(app)
    resume = drv.button("resume")
    assert not resume.enabled and "No unfinished game" in resume.reason
    assert "continue" not in [b.key for b in drv.top.buttons()]  # nothing to continue yet


def test_two_clicks_start_a_game_against_bots(data):
    app = make_app(data)
    drv = Driver(app)
    drv.press("new")
    assert drv.top.name == "choose"
    drv.key(pygame.K_RETURN)  # Horse Fever, the one game for now, is chosen already
    assert isinstance(drv.top, SetupScene)
    drv.press("start")
    session = drv.table.session
    assert len(session.names) == 4
    assert [i in session.bots for i in range(4)] == [False, True, True, True]


def _two_player_setup(data):
    """The new-game screen, brought down to two players with clicks."""
    app = make_app(data)
    drv = Driver(app)
    drv.new_game()
    drv.press("players:-")
    drv.press("players:-")
    assert drv.top.n == 2
    return app, drv, drv.top


def test_setup_names_players_rounds_and_seed(data):
    app, drv, setup = _two_player_setup(data)
    # Type a name into the first text entry (pygame_gui) with real events.
    entry = setup.entries[0]
    drv.click(app.viewport.to_logical(entry.rect.center))
    for _ in range(8):
        drv.key(pygame.K_BACKSPACE)
    drv.type_text("Zoe")
    assert entry.get_text() == "Zoe"
    drv.press("kind:1")  # Bruno: simple -> the next bot level
    drv.press("rounds:+")
    setup.seed_entry.set_text("1234")
    drv.press("variant:family")
    drv.press("start")
    session = drv.table.session
    assert session.names[0] == "Zoe" and 0 in session.humans
    assert 1 in session.bots and session.kinds[1] != "simple"
    assert session.seed == 1234
    assert session.game.engine.state.rounds == data.players[2].rounds + 1


def test_setup_offers_short_standard_and_long_games_from_the_data(data):
    _app, drv, setup = _two_player_setup(data)
    row = data.players[2]
    assert row.short < row.rounds < row.long  # 2 players: 4 / 6 / 8
    drv.press("rounds:long")
    assert setup.chosen("rounds") == row.long
    drv.press("players:+")  # a preset follows the number of players
    assert setup.chosen("rounds") == data.players[3].long
    drv.press("players:-")
    drv.press("rounds:short")
    drv.press("start")
    assert drv.table.session.game.engine.state.rounds == row.short


def test_setup_remembers_the_last_choices_rounds_included(data):
    """The next game's setup opens on the last one's: players, kinds, variant, star cards,
    and the rounds (a preset follows the players; a number set by hand stays)."""
    app, drv, setup = _two_player_setup(data)
    drv.press("players:+")
    drv.press("kind:1")
    kind1 = setup.kinds[1]
    drv.press("variant:board")
    drv.press("stars:On")
    drv.press("rounds:long")
    drv.press("start")
    again = SetupScene(app)
    assert (again.n, again.kinds[1], again.chosen("variant"), again.chosen("stars")) == (3, kind1, "board", True)
    assert again.presets["rounds"] == "long" and again.chosen("rounds") == data.players[3].long
    assert app.settings.last_setup["horse-fever"]["presets"]["rounds"] == "long"
    # A number chosen with + / - is kept as that number.
    app.to_title()
    drv.new_game()
    drv.press("rounds:+")
    chosen = drv.top.chosen("rounds")
    drv.press("start")
    assert SetupScene(app).chosen("rounds") == chosen
    assert "rounds" not in SetupScene(app).presets


def test_the_table_shows_everything_in_words(data):
    app = make_app(data, seats=[SeatChoice("Ada"), SeatChoice("Bruno", "simple"), SeatChoice("Carla", "simple")],
                   seed=3)
    drv = Driver(app)
    assert drv.run_until(lambda: drv.frame.widget is not None)
    drv.step()
    text = _texts(app)
    for word in ("Round 1 of", "place your first bet", "1:2", "1:7", "RANKING", "BET TOKENS LEFT",
                 "FINISH", "Ada", "Bruno", "Carla", "Game log", "Your hand", "Minimum"):
        assert word in text, word
    for n in "123456":
        assert n in text  # lane numbers (colour-blind aid)
    session = drv.table.session
    for p in session.display.players:
        assert p.character in text and money(p.danari) in text


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1000, 700), (800, 600), (2560, 1080)])
def test_every_screen_draws_at_any_window_size(data, size):
    app = make_app(data, seats=[SeatChoice("Ada"), SeatChoice("Bruno")], seed=2, window=size)
    drv = Driver(app)
    assert drv.run_until(lambda: isinstance(drv.top, PassScene))
    drv.step()
    session = drv.table.session
    scenes = [
        PauseScene(app), RulesBookScene(app, "horse-fever"), LogScene(app, session.log), SettingsScene(app),
        CardScene(app, session.stage.words.action_card(1), data),
        CardScene(app, session.stage.words.movement_card(5), data),
        CardScene(app, session.stage.words.stable("red", 3, "Ada"), data),
        CardScene(app, Detail("Plain", ["Text"]), data),
        TitleScene(app), SetupScene(app),
    ]
    for scene in scenes:
        app.stack.push(scene)
        drv.step()
        assert app.last_ops, type(scene).__name__
        app.stack.pop(scene)
    drv.press("ready")
    drv.step()
    # Payoffs and final scores from a finished bot game's summary.
    assert drv.run_until(lambda: drv.frame.widget is not None)


def test_every_rules_page_draws_and_rulings_are_marked(data):
    app = make_app(data)
    drv = Driver(app)
    drv.key(pygame.K_F1)
    rules = drv.top
    assert isinstance(rules, RulesBookScene)
    all_html = " ".join(h for _t, h in pages(data))
    assert all_html.count("Ruling (this program)") >= 8
    # The first page is there the moment the overlay opens, each ruling marked on its page.
    drv.step()
    assert rules.pages[0].title in drv.texts()
    marks = 0
    for i in range(len(rules.pages)):
        for part in range(len(rules.sheets(i))):
            rules.show(i, part)
            drv.step()
            assert rules.pages[i].title in " ".join(drv.texts())
            marks += drv.texts().count("House ruling:")
    assert marks == all_html.count("Ruling (this program)")
    drv.key(pygame.K_ESCAPE)
    assert isinstance(drv.top, TitleScene)


def test_payoffs_and_final_scores_draw_with_who_won_what(data):
    app = make_app(data, seed=7, autoplay=True, players=4)
    drv = Driver(app)
    assert drv.run_until(lambda: drv.top.name == "payoffs", steps=5000, dt=0.01)
    payoffs = drv.top
    payoffs.auto = None  # keep it up while we look
    drv.step()
    text = _texts(app)
    assert "Payoffs · Round 1" in text and "Arrival" in text and "New odds for the next race" in text
    assert "bet" in text and ("+" in text or "lost" in text)
    payoffs.close()
    assert drv.run_until(lambda: isinstance(drv.top, FinalScene), steps=20000, dt=0.05)
    drv.step()
    text = _texts(app)
    assert "Final scores" in text and "Best Gambler Ever" in text
    # seed 7: three players tie on 8 VP; the notes say how the tie was broken.
    assert "tied on 8 VP" in text


def test_the_payoffs_sheet_fills_in_section_by_section_and_at_once_at_instant_speed(data):
    app = make_app(data, seed=7, autoplay=True, players=4, speed="fast")
    drv = Driver(app)
    assert drv.run_until(lambda: drv.top.name == "payoffs", steps=20000, dt=0.01)
    sheet = drv.top
    sheet.auto = None
    seen = []
    for _ in range(12):
        drv.step(sheet.part.STAGGER)
        # Each player's block on the sheet begins with their balance line
        # ("+200 D this round · now 4200 D · 3 VP").
        seen.append(sum(1 for op in app.last_ops if op[0] == "text" and "now " in op[1]
                        and op[1].endswith(" VP")))
    # One player's block more every STAGGER seconds, all four within the first frames.
    assert seen[0] < 4 and seen[-1] == 4 and sheet.filled()
    assert seen == sorted(seen) and len(set(seen)) >= 3, seen
    assert "stays at 1:" in _texts(app) or "→" in _texts(app)  # the odds came last
    # At instant speed the whole sheet is there from its first frame.
    app = make_app(data, seed=7, autoplay=True, players=4)
    drv = Driver(app)
    assert drv.run_until(lambda: drv.top.name == "payoffs", steps=5000, dt=0.01)
    assert drv.top.filled()


def test_right_click_opens_the_details_of_anything(data):
    from game.horsefever.ui import table_layout as L

    app = make_app(data, seats=[SeatChoice("Ada"), SeatChoice("Bruno", "simple")], seed=2)
    drv = Driver(app)
    assert drv.run_until(lambda: drv.frame.widget is not None)
    session = drv.table.session
    hand = session.private().hand
    targets = [L.hand_card_rect(0, len(hand)).center, L.odds_row_rect(0).center, L.rank_rect(1).center,
               L.reserve_rect(3).center, L.panel_rect(1, 2).center, L.badge_rect(2).center, L.ROUND_RECT.center]
    for pos in targets:
        drv.click(pos, button=3)
        assert isinstance(drv.top, CardScene), pos
        drv.step()
        assert drv.top.detail.title in _texts(app)
        drv.key(pygame.K_ESCAPE)
        assert not isinstance(drv.top, CardScene)
    # The hand card's details are the card's own text.
    drv.click(L.hand_card_rect(0, len(hand)).center, button=3)
    assert data.action(hand[0]).text in " ".join(drv.top.detail.body)


def test_hover_shows_a_tooltip(data):
    from game.horsefever.ui import table_layout as L

    app = make_app(data, seats=[SeatChoice("Ada"), SeatChoice("Bruno", "simple")], seed=2)
    drv = Driver(app)
    assert drv.run_until(lambda: drv.frame.widget is not None)
    drv.move(L.odds_row_rect(2).center)
    for _ in range(8):
        drv.step(0.1)
    assert drv.frame.gui.tooltip is not None


def test_fullscreen_toggle_and_resize_keep_clicks_on_target(data):
    app = make_app(data)
    drv = Driver(app)
    drv.key(pygame.K_F11)
    assert app.fullscreen
    drv.key(pygame.K_F11)
    assert not app.fullscreen
    app.screen = pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 1000), w=1600, h=1000))
    drv.step()
    assert app.viewport.scale == pytest.approx(1.25)
    assert app.viewport.oy == pytest.approx((1000 - 900) / 2)
    drv.new_game()  # the clicks land on the button and the tile where they are drawn now
    assert isinstance(drv.top, SetupScene)


def test_quitting_from_the_pause_menu_takes_a_second_click(data):
    app = make_app(data, seats=[SeatChoice("Ada"), SeatChoice("Bruno", "simple")], seed=3)
    drv = Driver(app)
    assert drv.run_until(lambda: drv.frame.widget is not None)
    drv.key(pygame.K_ESCAPE)
    assert isinstance(drv.top, PauseScene)
    drv.press("quit")
    assert app.running and drv.button("quit").label == "Click again to quit"
    drv.click((20, 700))  # anywhere else: not quitting after all
    assert app.running and drv.button("quit").label == "Quit the game"
    drv.press("quit")
    drv.press("quit")
    assert not app.running


def test_the_final_scores_say_why_a_player_is_out():
    from game.horsefever.ui.final_notes import why_out

    events = [{"type": "loan_default", "seat": 0, "kind": "bank", "due": 2500, "danari_after": 2300},
              {"type": "eliminated", "seat": 0, "reason": "loan", "round": 3},
              {"type": "eliminated", "seat": 1, "reason": "minimum_bet", "round": 2}]
    assert why_out(events, 0) == "out: could not repay the Bank loan (2,500 D due, 2,300 D held)"
    assert why_out(events, 1) == "out in round 2: could not cover the minimum bet, no VP token left"


def _right_click_every_spot(drv, app, kinds: tuple[str, ...] = ()) -> set[str]:
    """Right-clicks the middle of every detail-bearing thing on the table (of these kinds);
    returns the kinds of the things that answered (each with its details sheet, its title
    drawn)."""
    seen: set[str] = set()
    for spot in drv.frame.spots():
        pos = spot.rect.center
        top = drv.frame._spot_at(pos)  # the thing drawn on top there
        if top is None or drv.frame.detail_for(top.key) is None or (kinds and top.key[0] not in kinds):
            continue
        drv.click(pos, button=3)
        assert isinstance(drv.top, CardScene), top.key
        drv.step()
        assert drv.top.detail.title in _texts(app), top.key
        drv.key(pygame.K_ESCAPE)
        assert not isinstance(drv.top, CardScene)
        seen.add(top.key[0])
    return seen


def test_right_click_gives_details_for_every_kind_of_thing_on_the_table(data):
    app = make_app(data, seats=[SeatChoice("Ada"), SeatChoice("Bruno", "simple")], seed=2, speed="fast")
    drv = Driver(app)
    session = drv.table.session
    game = session.game.engine

    def ada_decides(kind: str) -> bool:
        d = game.decision()
        return (drv.frame.widget is not None and d is not None and d.kind == kind
                and game.current_player() == 0)

    assert drv.run_until(lambda: ada_decides("first_bet"), dt=0.05)
    seen = _right_click_every_spot(drv, app)
    # Ada bets and plays a card: her bet token and a face-down card join the table.
    horse = next(c for c in data.colours if session.display.bet_tokens.get(c, 0) > 0)
    drv.key(pygame.K_1 + data.colours.index(horse))
    drv.key(pygame.K_s)
    drv.key(pygame.K_RETURN)
    assert drv.run_until(lambda: ada_decides("fix"), dt=0.05)
    drv.key(pygame.K_RIGHT)
    drv.key(pygame.K_2)
    drv.key(pygame.K_RETURN)
    assert drv.run_until(lambda: any(session.display.lanes.values()), dt=0.05)
    seen |= _right_click_every_spot(drv, app)
    # In the race: the movement card and the sprint dice on the Blackboard.
    def racing() -> bool:
        if ada_decides("fix"):  # her other card
            drv.key(pygame.K_RIGHT)
            drv.key(pygame.K_3)
            drv.key(pygame.K_RETURN)
        elif ada_decides("second_bet"):
            drv.key(pygame.K_p)
        ds = session.display
        return ds.movement_card is not None and ds.unit >= 2 and bool(ds.dice)

    assert drv.run_until(racing, dt=0.05)
    seen |= _right_click_every_spot(drv, app, ("die", "movement"))  # (the race goes on meanwhile)
    expected = {"round", "lane", "horse", "lane_card", "reserve", "odds_row", "token", "movement",
                "rank", "die", "player", "stable", "bet", "hand"}
    assert expected <= seen, expected - seen
