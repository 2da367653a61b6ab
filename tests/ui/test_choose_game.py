"""Choose a game and the setup built from a game's declared options (issue 19)."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.core import registry
from game.core.registry import GameRules, SetupOption, get_game, registered_games
from game.ui import plugin
from game.ui.plugin import HUMAN, GameSetup, SeatChoice
from game.ui.scene import Scene

from .driver import Driver, make_app


class FakeTable(Scene):
    name = "table"


class FakePresentation:
    """A game's plug-in that records what the shell asked for."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.tiles: list[tuple] = []
        self.setups: list[GameSetup] = []

    def draw_tile(self, surface, rect, hover) -> None:
        self.tiles.append((tuple(rect), hover))
        pygame.draw.rect(surface, (90, 20, 20), rect)

    def new_table(self, app, setup: GameSetup) -> Scene:
        self.setups.append(setup)
        return FakeTable(app)

    def resume_table(self, app, save):
        raise ValueError("no saves")

    def describe(self, event, names) -> str:
        return ""

    def summary(self):
        return "A test game."

    def rules_pages(self):
        return []


OPTIONS = (SetupOption("track", "choice", "short", "which track", choices=("short", "long", "hilly")),
           SetupOption("photo", "bool", False, "photo finishes"),
           SetupOption("laps", "int", None, "number of laps", lo=1, hi=5, none_means="one lap per player"),
           SetupOption("players", "int", 3, "number of players", lo=2, hi=5))


@pytest.fixture
def four_games(monkeypatch):
    """Three test games beside Horse Fever (and no other), each with a presentation."""
    base = get_game("horse-fever")
    monkeypatch.setattr(registry, "_GAMES", {"horse-fever": base})
    monkeypatch.setattr(plugin, "_PRESENTATIONS",
                        {"horse-fever": plugin.presentation("horse-fever")})
    fakes = {}
    for name, title in (("bettor-test", "Bettor Test"), ("finish-test", "Finish Test"),
                        ("ticket-test", "Ticket Test")):
        info = dataclasses.replace(base, name=name, title=title,
                                   rules=GameRules(min_players=2, max_players=5, options=OPTIONS),
                                   description=f"{title}: a game for the layout test.",
                                   bot_kinds=("lazy", "keen"))
        monkeypatch.setitem(registry._GAMES, name, info)
        fakes[name] = FakePresentation(name)
        monkeypatch.setitem(plugin._PRESENTATIONS, name, fakes[name])
    return fakes


def _texts(app) -> str:
    return " | ".join(op[1] for op in app.last_ops if op[0] == "text")


def test_new_game_opens_choose_a_game_with_every_registered_game_as_a_tile(data):
    app = make_app(data)
    drv = Driver(app)
    drv.press("new")
    drv.step()
    assert drv.top.name == "choose"
    text = _texts(app)
    info = get_game("horse-fever")
    for words in ("Choose a game", "Horse Fever", "2 to 6 players"):
        assert words in text, words
    assert info.description.split(",")[0] in text
    # Every registered game is offered (one without screens of its own on the generic table).
    assert [op[1] for op in app.last_ops if op[0] == "tile"] == \
        sorted(i.name for i in registered_games())
    drv.key(pygame.K_ESCAPE)
    assert drv.top.name == "title"


@pytest.mark.parametrize("window", [(1280, 720), (800, 600)])
def test_four_games_fit_in_a_row_and_each_draws_its_tile(data, four_games, window):
    app = make_app(data, window=window)
    drv = Driver(app)
    drv.press("new")
    drv.move(drv.top.tiles()[1][1].center)
    drv.step()
    tiles = [op for op in app.last_ops if op[0] == "tile"]
    assert [t[1] for t in tiles] == ["bettor-test", "finish-test", "horse-fever", "ticket-test"]
    rects = [pygame.Rect(t[2]) for t in tiles]
    for a, b in zip(rects, rects[1:]):
        assert a.right < b.left  # side by side, apart
    assert rects[0].left >= 0 and rects[-1].right <= 1280 and rects[0].bottom < 646  # above the buttons
    text = _texts(app)
    for title in ("Bettor Test", "Finish Test", "Horse Fever", "Ticket Test"):
        assert title in text
    assert "2 to 5 players" in text
    assert four_games["finish-test"].tiles[-1][1] is True  # hovered: drawn lit
    assert "Click to set it up" in text  # the hover tip


def test_arrows_and_enter_choose_a_game_and_its_setup_follows_its_options(data, four_games):
    app = make_app(data)
    drv = Driver(app)
    drv.press("new")
    assert drv.top.games[drv.top.selected].name == "horse-fever"  # chosen already: the first game
    drv.key(pygame.K_LEFT)  # Horse Fever -> Finish Test
    drv.key(pygame.K_RETURN)
    setup = drv.top
    assert setup.name == "setup" and setup.info.name == "finish-test"
    keys = [b.key for b in setup.buttons()]
    # choice -> selector, bool -> toggle, int -> stepper with the none_means default chip
    for key in ("track:short", "track:long", "track:hilly", "photo:Off", "photo:On", "laps:-", "laps:+",
                "laps:std", "players:-", "players:+"):
        assert key in keys, key
    assert len([k for k in keys if k.startswith("kind:")]) == 3  # the players option's default
    drv.step()
    assert "default: one lap per player" in _texts(app)
    drv.press("track:hilly")
    drv.press("photo:On")
    drv.press("laps:+")
    drv.press("laps:+")
    drv.press("players:+")
    drv.press("kind:1")  # keen (the middle bot kind, the default opponent) -> Human -> lazy
    drv.press("kind:1")
    setup.seed_entry.set_text("77")
    drv.press("start")
    got = four_games["finish-test"].setups[-1]
    assert got == GameSetup("finish-test", {"track": "hilly", "photo": True, "laps": 3, "players": 4},
                            (SeatChoice("Ada", HUMAN), SeatChoice("Bruno", "lazy"),
                             SeatChoice("Carla", "keen"), SeatChoice("Dario", "keen")), 77)
    assert drv.top.name == "table"
    # The next setup of that game opens on these choices.
    app.new_game_setup()
    assert drv.top.games[drv.top.selected].name == "finish-test"  # the last game, chosen already
    drv.key(pygame.K_RETURN)
    again = drv.top
    assert (again.n, again.chosen("track"), again.chosen("laps"), again.kinds[1]) == (4, "hilly", 3, "lazy")
    drv.press("laps:std")
    assert again.chosen("laps") is None


def test_horse_fevers_setup_keeps_what_it_offered(data):
    """Variant, star cards (Board Game only, with the reason), rounds with Short / Standard /
    Long, players, names, seat kinds and the seed: all from the declared options + hooks."""
    app = make_app(data)
    drv = Driver(app)
    drv.new_game()
    setup = drv.top
    stars = drv.button("stars:On")
    assert not stars.enabled and "Board Game" in stars.reason
    drv.press("variant:board")
    assert drv.button("stars:On").enabled
    drv.press("stars:On")
    drv.press("rounds:short")
    drv.step()
    text = _texts(app)
    for words in ("Game", "Star cards", "Rounds", "Family Game", "Board Game", "Speed", "Seed",
                  f"Short {data.players[setup.n].short}", "Bot · normal"):
        assert words in text, words
    drv.press("start")
    s = drv.table.session
    assert s.game.engine.state.variant == "board" and s.game.engine.state.stars
    assert s.game.engine.state.rounds == data.players[len(s.names)].short


def test_the_setup_opens_on_the_command_lines_options(data):
    """``--variant board --players 3 --seed 9``: Horse Fever's setup starts there (as the old
    setup screen did); another game's setup does not take them."""
    app = make_app(data, variant="board", players=3, seed=9)
    drv = Driver(app)
    drv.new_game()
    setup = drv.top
    assert (setup.n, setup.chosen("variant"), setup.seed_text) == (3, "board", "9")
